"""What the target's float32 linear layers cost on a GPU a few rows at a time, and whether each row comes out bit for
bit as a one-row product gives it: the layers of SmolLM2-135M's shapes (random weights: a kernel's time depends on
its shapes), each way of computing them captured 30 times (4 for the head) in one CUDA graph, for 1 to 16 rows.

    python scripts/gpu_linear.py [--out out/gpu-linear.json]

The ways: `F.linear` (what the static path runs), the product the other way round (`W @ x.T`), a batched product
over the rows with the weights shared (`bmm`), and one matrix-vector product a row (two ways). On a CPU it runs uncaptured,
only to check the script. docs/benchmarks.md, "One H200, a fifth lease", reads one H200's figures.
"""

import argparse
import json
import time
from pathlib import Path

import torch
import torch.nn.functional as F

SHAPES = {"qkv": (960, 576), "o": (576, 576), "gate_up": (3072, 576), "down": (576, 1536), "head": (49152, 576)}
ROWS = (1, 2, 3, 4, 6, 8, 12, 16)
WAYS = {
    "linear": lambda x, w: F.linear(x, w),
    "matmul_t": lambda x, w: (w @ x.T).T,
    "bmm_shared": lambda x, w: torch.bmm(x[:, None, :], w.T.expand(x.shape[0], -1, -1))[:, 0],
    "gemv_rows": lambda x, w: torch.stack([F.linear(row, w) for row in x]),
    "mv_rows": lambda x, w: torch.stack([torch.mv(w, row) for row in x]),
}


def timed(way, x, w, calls: int, device: str) -> float:
    """Microseconds a call: the median of 7 replays of a graph of `calls` calls (on a CPU, one pass of them)."""
    if device != "cuda":
        started = time.perf_counter()
        for _ in range(calls):
            way(x, w)
        return (time.perf_counter() - started) * 1e6 / calls
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for _ in range(2):  # cuBLAS's handles and workspaces, outside the capture
            way(x, w)
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        for _ in range(calls):
            way(x, w)
    graph.replay()
    torch.cuda.synchronize()
    times = []
    for _ in range(7):
        started = time.perf_counter()
        graph.replay()
        torch.cuda.synchronize()
        times.append(time.perf_counter() - started)
    return sorted(times)[3] * 1e6 / calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("out/gpu-linear.json"))
    args = parser.parse_args()
    device = "cuda" if torch.cuda.is_available() else "cpu"
    torch.backends.cuda.matmul.allow_tf32 = False  # float32 products, as the exact engine runs them
    generator = torch.Generator().manual_seed(0)
    result = {"device": torch.cuda.get_device_name() if device == "cuda" else "cpu", "torch": torch.__version__,
              "us_per_call": {}, "rows_equal_one_row": {}}
    for name, (n, k) in SHAPES.items():
        w = (torch.randn(n, k, generator=generator) * 0.05).to(device)
        xs = torch.randn(16, k, generator=generator).to(device)
        one = torch.cat([F.linear(xs[i:i + 1], w) for i in range(16)])  # each row alone: a one-row forward's
        for way_name, way in WAYS.items():
            for rows in ROWS:
                if way_name in ("gemv_rows", "mv_rows") and rows > 8:
                    continue
                x = xs[:rows].contiguous()
                us = timed(way, x, w, 4 if name == "head" else 30, device)
                result["us_per_call"].setdefault(name, {}).setdefault(way_name, {})[rows] = round(us, 2)
                result["rows_equal_one_row"].setdefault(name, {}).setdefault(way_name, {})[rows] = bool(
                    torch.equal(way(x, w), one[:rows]))
        print(name, json.dumps(result["us_per_call"][name]), flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    main()
