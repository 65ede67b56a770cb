"""The engine's own float32 kernels for a CPU with AVX2: the matrix product of linear layers (`BlockedLinear`,
`gemm.c`) and a step's attention (`attend`, `attend.c`); and where they come from.

Written by hand because no library torch reaches does this well there: a tree verification multiplies a few rows
(one per tree position) by every weight of the target, a product that should cost about what one row costs, as
both wait on reading the weights from memory. On such a CPU oneDNN's packed kernel (`kernels.PackedLinear`), MKL's
and OpenBLAS's take much longer for six rows than for one and read the weights well below the memory's rate even
for one; torch reaches a better kernel only through torch.compile, after minutes of compiling a shape; and torch's
attention over a long cache is slower still for a few rows (figures: docs/performance.md). `gemm.c` holds a
weight in blocks of 16 output columns and reads each block once for up to six rows; `attend.c` runs each row over
the positions it sees. Both compute a row in the same order whatever rows run beside it, so a tree forward gives
each position what a one-token forward gives it, bit for bit.

The kernels are compiled once a machine, at first use, with the machine's C compiler (`cc`, or `$CC`), into the
cache folder (`GSD_CACHE`). Where they cannot be (no compiler, another CPU), `library()` is None; where they are
not used (`enabled()`: a CPU with AVX-512, or `GSD_GEMM=onednn`), the layers stay oneDNN's and attention torch's.
This module knows nothing about models: `kernels.pack_linears` swaps their layers, `lean` calls `attend`.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import logging
import os
import platform
import shutil
import subprocess
import tempfile
from pathlib import Path

import torch

from .config import cache_dir

log = logging.getLogger(__name__)

SOURCES = tuple(Path(__file__).with_name(name) for name in ("gemm.c", "attend.c"))
FLAGS = ("-O3", "-mavx2", "-mfma", "-fopenmp", "-shared", "-fPIC")
CHOICES = ("auto", "onednn")  # GSD_GEMM: auto uses these kernels where they run; onednn never does


def runs_here() -> bool:
    """Whether this CPU can run the kernels at all: x86 with AVX2 and FMA (torch finds AVX2 or AVX-512)."""
    return (platform.machine().lower() in ("x86_64", "amd64")
            and torch.backends.cpu.get_cpu_capability() in ("AVX2", "AVX512"))


def enabled() -> bool:
    """Whether float32 linear layers (and steps' attention, `attends`) run the kernels: on a CPU whose best vector
    unit torch finds is AVX2, where they were measured to win (a CPU with AVX-512 keeps oneDNN's and torch's), where
    they build, and unless GSD_GEMM=onednn."""
    choice = os.environ.get("GSD_GEMM", "auto")
    if choice not in CHOICES:
        _unknown(choice)
    return (choice != "onednn" and torch.backends.cpu.get_cpu_capability() == "AVX2"
            and library() is not None)


@functools.cache
def _unknown(choice: str) -> None:
    """Say once that GSD_GEMM holds something else than its choices."""
    log.warning("GSD_GEMM must be one of %s, got %r; using auto", ", ".join(CHOICES), choice)


@functools.cache
def library() -> ctypes.CDLL | None:
    """The compiled kernels, built on first use; None where this CPU cannot run them or they cannot be built."""
    if not runs_here():
        return None
    compiler = shutil.which(os.environ.get("CC", "cc"))
    if compiler is None:
        log.info("no C compiler: the linear layers stay oneDNN's and attention torch's")
        return None
    try:
        lib = ctypes.CDLL(str(_build(compiler)))
    except (OSError, subprocess.SubprocessError) as error:
        log.warning("the engine's kernels could not be built or loaded (%s); the linear layers stay oneDNN's "
                    "and attention torch's", error)
        return None
    pointer, integer = ctypes.c_void_p, ctypes.c_int
    lib.pack.argtypes = [pointer, integer, integer, pointer]
    lib.pack.restype = None
    lib.gemm.argtypes = [pointer, integer, integer, pointer, integer, pointer, pointer, integer]
    lib.gemm.restype = None
    lib.block_columns.restype = integer
    lib.attend.argtypes = [pointer, pointer, pointer, integer, integer, integer, integer, integer, integer, pointer,
                           ctypes.c_float, pointer, integer]
    lib.attend.restype = integer
    return lib


def _build(compiler: str) -> Path:
    """The shared library for these sources, these flags and this compiler, compiled if the cache lacks it (into a
    temporary file first, so that two processes building at once each find a whole file)."""
    version = subprocess.run([compiler, "--version"], capture_output=True, text=True, timeout=60).stdout
    text = "\0".join([*(source.read_text() for source in SOURCES), *FLAGS, version])
    key = hashlib.sha256(text.encode()).hexdigest()[:16]
    folder = cache_dir() / "kernels"
    path = folder / f"gemm-{key}.so"
    if path.exists():
        return path
    folder.mkdir(parents=True, exist_ok=True)
    handle, partial = tempfile.mkstemp(suffix=".so", dir=folder)
    os.close(handle)
    try:
        done = subprocess.run([compiler, *FLAGS, *map(str, SOURCES), "-o", partial], capture_output=True, text=True,
                              timeout=300)
        if done.returncode != 0:
            raise subprocess.SubprocessError(done.stderr.strip()[-500:] or f"{compiler} exited {done.returncode}")
        os.replace(partial, path)
    finally:
        if os.path.exists(partial):
            os.remove(partial)
    return path


class BlockedLinear(torch.nn.Module):
    """A float32 CPU Linear whose weight is held in `gemm.c`'s blocks of 16 output columns and multiplied by its
    kernel (`library()`, which must not be None). Input and output are ordinary float32 tensors; no gradient flows
    through it."""

    def __init__(self, linear: torch.nn.Linear):
        super().__init__()
        lib = library()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        weight = linear.weight.detach().float().contiguous()  # (out, in)
        columns = lib.block_columns()
        blocks = -(-self.out_features // columns)
        self.register_buffer("packed", torch.empty(blocks * self.in_features * columns), persistent=False)
        lib.pack(weight.data_ptr(), self.out_features, self.in_features, self.packed.data_ptr())
        bias = None if linear.bias is None else linear.bias.detach().float().contiguous()
        self.register_buffer("bias", bias, persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        rows = x.reshape(-1, self.in_features).float().contiguous()  # (M, in)
        out = torch.empty(len(rows), self.out_features)  # (M, out)
        if len(rows):
            bias = None if self.bias is None else self.bias.data_ptr()
            library().gemm(rows.data_ptr(), len(rows), self.in_features, self.packed.data_ptr(), self.out_features,
                          bias, out.data_ptr(), torch.get_num_threads())
        return out.view(*x.shape[:-1], self.out_features)

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"


# `attend` runs each row on its own, re-reading the keys and values it sees: past this many rows torch's tiled
# attention is faster over a long cache (docs/performance.md)
ATTEND_ROWS = 16


def attends(head_dim: int, rows: int) -> bool:
    """Whether `attend` runs for `rows` new positions and heads of this size here: where the matrix kernel is
    used, for at most ATTEND_ROWS rows and a head size that is a multiple of 8 up to 256 (`attend.c`)."""
    return rows <= ATTEND_ROWS and head_dim % 8 == 0 and head_dim <= 256 and enabled()


def attend(q: torch.Tensor, keys: torch.Tensor, values: torch.Tensor, end: int, visible: torch.Tensor | None,
           scale: float) -> torch.Tensor:
    """Attention of a few new positions over a cache, by `attend.c` (`attends` must be True): q (1, heads, T, D)
    float32, keys and values (1, groups, capacity, D) float32 with positions [0, end) filled, visible (T, end)
    bool or None (every position seen by every row). Returns (1, T, heads × D), the heads of a row side by side,
    as the output projection reads them. A row's result does not depend on the other rows (attend.c)."""
    _, heads, count, dim = q.shape
    q = q.contiguous()
    if not (keys.is_contiguous() and values.is_contiguous()):
        raise ValueError("keys and values must be contiguous (1, groups, capacity, D) tensors")
    if visible is not None:
        if visible.shape != (count, end):
            raise ValueError(f"visible must be ({count}, {end}), got {tuple(visible.shape)}")
        visible = visible.contiguous()
    out = torch.empty(1, count, heads * dim)
    failed = library().attend(q.data_ptr(), keys.data_ptr(), values.data_ptr(), heads, keys.shape[1], count, dim,
                              end, keys.shape[2], None if visible is None else visible.data_ptr(), scale,
                              out.data_ptr(), torch.get_num_threads())
    if failed:
        raise MemoryError("no memory for attention's scores")
    return out
