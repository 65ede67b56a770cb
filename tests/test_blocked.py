"""The engine's own float32 matrix kernel (`gsd.blocked`, `gsd/gemm.c`): it computes what a plain Linear does for
any shape (column blocks cut short, more rows than one pass takes, a bias, 2D and 3D inputs, no rows); a row's
result does not depend on the rows beside it; a machine that cannot build it keeps oneDNN's layers, and
GSD_GEMM=onednn keeps them too. Output stays exact through it (the embedded model's tests run it wherever it is
used)."""

import pytest
import torch

from gsd import blocked, kernels, models
from gsd.config import DecodeConfig
from gsd.engine import Engine

from conftest import PROMPTS, plain, tokens

needs_kernel = pytest.mark.skipif(blocked.library() is None,
                                  reason="the kernel needs an x86 CPU with AVX2 and a C compiler")


def _linear(n: int, k: int, bias: bool) -> torch.nn.Linear:
    linear = torch.nn.Linear(k, n, bias=bias).eval().requires_grad_(False)
    torch.nn.init.normal_(linear.weight, std=0.5)
    if bias:
        torch.nn.init.normal_(linear.bias)
    return linear


@needs_kernel
@pytest.mark.parametrize("n, k", [(1, 1), (5, 7), (16, 24), (17, 64), (40, 3), (100, 33)])
@pytest.mark.parametrize("bias", [False, True])
def test_the_kernel_computes_what_a_linear_does(n, k, bias):
    """Against the product in float64, for 0 to 14 rows (past two passes of six), in 2D and 3D."""
    torch.manual_seed(n * 100 + k)
    linear = _linear(n, k, bias)
    packed = blocked.BlockedLinear(linear)
    for m in range(15):
        x = torch.randn(m, k)
        want = torch.nn.functional.linear(x.double(), linear.weight.double(),
                                          None if linear.bias is None else linear.bias.double())
        got = packed(x)
        assert got.dtype == torch.float32 and got.shape == (m, n)
        torch.testing.assert_close(got.double(), want, rtol=1e-5, atol=1e-5)
    x = torch.randn(2, 3, k)
    torch.testing.assert_close(packed(x), linear(x), rtol=1e-5, atol=1e-5)


@needs_kernel
def test_a_rows_result_does_not_depend_on_the_rows_beside_it():
    """What makes a tree forward's linear layers give each position what a one-token forward gives it: bitwise."""
    torch.manual_seed(0)
    packed = blocked.BlockedLinear(_linear(96, 576, bias=False))
    x = torch.randn(13, 576)
    together = packed(x)
    for row in range(len(x)):
        assert torch.equal(packed(x[row:row + 1])[0], together[row])
    assert torch.equal(packed(x[3:9]), together[3:9])


@needs_kernel
def test_float32_layers_use_it_where_it_is_enabled_and_gsd_gemm_turns_it_off(monkeypatch):
    """Where `enabled()` (a CPU whose best unit is AVX2) float32 layers get the kernel; GSD_GEMM=onednn keeps
    oneDNN's packed layers; the draft's float16 weights (`half`) are never its."""
    for choice, expected in (("auto", blocked.BlockedLinear), ("onednn", kernels.PackedLinear)):
        monkeypatch.setenv("GSD_GEMM", choice)
        monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
        model = torch.nn.Sequential(_linear(8, 4, bias=True)).eval()
        kernels.pack_linears(model)
        assert isinstance(model[0], expected)
    monkeypatch.setenv("GSD_GEMM", "auto")
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX512")
    assert not blocked.enabled()  # measured to win on AVX2 alone; AVX-512 keeps oneDNN


@pytest.mark.parametrize("compiler", ["no-such-compiler", "false"])
def test_a_machine_that_cannot_build_it_keeps_onednns_layers(monkeypatch, tmp_path, compiler):
    """No compiler, or one that fails: no library, a model's layers packed by oneDNN, and decoding unchanged."""
    monkeypatch.setenv("GSD_CACHE", str(tmp_path))
    monkeypatch.setenv("CC", compiler)
    monkeypatch.setattr(blocked, "runs_here", lambda: True)
    blocked.library.cache_clear()
    try:
        assert blocked.library() is None and not blocked.enabled()
        model = torch.nn.Sequential(_linear(8, 4, bias=False)).eval()
        kernels.pack_linears(model)
        assert isinstance(model[0], kernels.PackedLinear) == torch.backends.mkldnn.is_available()
        assert not list((tmp_path / "kernels").glob("*.so"))  # no half-written library left behind
    finally:
        blocked.library.cache_clear()


@needs_kernel
def test_it_is_built_once_into_the_cache(monkeypatch, tmp_path):
    """A fresh cache folder gets one library; the next process (here: the cache of `library()` cleared) finds it
    there instead of compiling it again."""
    monkeypatch.setenv("GSD_CACHE", str(tmp_path))
    blocked.library.cache_clear()
    try:
        assert blocked.library() is not None
        built = list((tmp_path / "kernels").glob("*"))
        assert len(built) == 1 and built[0].name.startswith("gemm-") and built[0].suffix == ".so"
        stamp = built[0].stat().st_mtime_ns
        blocked.library.cache_clear()
        assert blocked.library() is not None
        assert list((tmp_path / "kernels").glob("*")) == built and built[0].stat().st_mtime_ns == stamp
    finally:
        blocked.library.cache_clear()


@needs_kernel
def test_greedy_output_equals_plain_output_with_the_kernel(tiny_paths, monkeypatch):
    """The tiny pair with every float32 layer on the kernel: each mode's greedy output equals plain greedy."""
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    monkeypatch.setenv("GSD_GEMM", "auto")
    pair = models.load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu")
    assert isinstance(pair.target.lm_head, blocked.BlockedLinear)
    engine = Engine(pair)
    for prompt in PROMPTS[:3]:
        ids = engine.encode(prompt, chat=False)
        want = plain(engine, ids, 24)
        for mode in ("ssd", "tsd", "gsd", "dyspec"):
            assert tokens(engine.decode(ids, DecodeConfig.for_mode(mode, max_new_tokens=24))) == want, mode
