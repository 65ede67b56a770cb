"""The engine's own float32 matrix kernel (`gsd.forward.kernels`, `gsd/forward/kernels/gemm.c`): it computes what a plain Linear does for
any shape (column blocks cut short, more rows than one pass takes, a bias, 2D and 3D inputs, no rows); a row's
result does not depend on the rows beside it; a machine that cannot build it keeps oneDNN's layers, and
GSD_GEMM=onednn keeps them too. Output stays exact through it (the embedded model's tests run it wherever it is
used)."""

import pytest
import torch
from transformers import AutoModelForCausalLM

from gsd import models
from gsd.forward.kernels import build, calls, linears
from gsd.forward.kernels import packing
from gsd.config import MAX_DEPTH, MAX_NODE_BUDGET, DecodeConfig
from gsd.engine.loop import Engine

from conftest import PROMPTS, plain, save_tiny, tokens

needs_kernel = pytest.mark.skipif(build.library() is None,
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
    packed = linears.BlockedLinear(linear)
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
    packed = linears.BlockedLinear(_linear(96, 576, bias=False))
    x = torch.randn(13, 576)
    together = packed(x)
    for row in range(len(x)):
        assert torch.equal(packed(x[row:row + 1])[0], together[row])
    assert torch.equal(packed(x[3:9]), together[3:9])


@needs_kernel
def test_float32_layers_use_it_where_it_is_enabled_and_gsd_gemm_turns_it_off(monkeypatch):
    """Where `enabled()` (a CPU whose best unit is AVX2 or AVX-512) float32 layers get the kernel; GSD_GEMM=onednn
    keeps oneDNN's packed layers; the draft's float16 weights (`half`) are never its; another CPU (ARM's, or x86
    without AVX2) never runs it."""
    for choice, expected in (("auto", linears.BlockedLinear), ("float32", linears.BlockedLinear),
                             ("onednn", packing.PackedLinear)):
        monkeypatch.setenv("GSD_GEMM", choice)
        monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
        model = torch.nn.Sequential(_linear(8, 4, bias=True)).eval()
        packing.pack_linears(model)
        assert isinstance(model[0], expected)
    monkeypatch.setenv("GSD_GEMM", "auto")
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX512")
    assert build.enabled()  # measured to win on AVX-512 too
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "DEFAULT")
    assert not build.enabled()


@pytest.mark.parametrize("compiler", ["no-such-compiler", "false"])
def test_a_machine_that_cannot_build_it_keeps_onednns_layers(monkeypatch, tmp_path, compiler):
    """No compiler, or one that fails: no library, a model's layers packed by oneDNN, and decoding unchanged."""
    monkeypatch.setenv("GSD_CACHE", str(tmp_path))
    monkeypatch.setenv("CC", compiler)
    monkeypatch.setattr(build, "runs_here", lambda: True)
    build.library.cache_clear()
    try:
        assert build.library() is None and not build.enabled()
        model = torch.nn.Sequential(_linear(8, 4, bias=False)).eval()
        packing.pack_linears(model)
        assert isinstance(model[0], packing.PackedLinear) == torch.backends.mkldnn.is_available()
        assert not list((tmp_path / "kernels").glob("*.so"))  # no half-written library left behind
    finally:
        build.library.cache_clear()


def test_a_failed_build_is_said_by_its_error_not_the_notes_after_it(monkeypatch, tmp_path, caplog):
    """A compiler prints its notes (macro expansions, long) after the error: the warning names the error itself."""
    compiler = tmp_path / "cc"
    notes = "".join(f"gemm.c:{line}:5: note: in expansion of macro 'FEW'\n" for line in range(60))
    compiler.write_text(f"#!/bin/sh\n[ \"$1\" = --version ] && {{ echo fake-cc 1.0; exit 0; }}\n"
                        f"printf 'gemm.c:257:39: error: the first problem\\n{notes}' >&2\nexit 1\n")
    compiler.chmod(0o755)
    monkeypatch.setenv("GSD_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("CC", str(compiler))
    monkeypatch.setattr(build, "runs_here", lambda: True)
    build.library.cache_clear()
    try:
        with caplog.at_level("WARNING", logger=build.log.name):
            assert build.library() is None
    finally:
        build.library.cache_clear()
    assert "gemm.c:257:39: error: the first problem" in caplog.text and "note:" not in caplog.text


@needs_kernel
def test_it_is_built_once_into_the_cache(monkeypatch, tmp_path):
    """A fresh cache folder gets one library; the next process (here: the cache of `library()` cleared) finds it
    there instead of compiling it again."""
    monkeypatch.setenv("GSD_CACHE", str(tmp_path))
    build.library.cache_clear()
    try:
        assert build.library() is not None
        built = list((tmp_path / "kernels").glob("*"))
        assert len(built) == 1 and built[0].name.startswith("gemm-") and built[0].suffix == ".so"
        stamp = built[0].stat().st_mtime_ns
        build.library.cache_clear()
        assert build.library() is not None
        assert list((tmp_path / "kernels").glob("*")) == built and built[0].stat().st_mtime_ns == stamp
    finally:
        build.library.cache_clear()


@needs_kernel
def test_greedy_output_equals_plain_output_with_the_kernel(tiny_paths, monkeypatch):
    """The tiny pair with every float32 layer on the kernel: each mode's greedy output equals plain greedy."""
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    monkeypatch.setenv("GSD_GEMM", "auto")
    pair = models.load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu")
    assert isinstance(pair.target.lm_head, linears.BlockedLinear)
    engine = Engine(pair)
    for prompt in PROMPTS[:3]:
        ids = engine.encode(prompt, chat=False)
        want = plain(engine, ids, 24)
        for mode in ("ssd", "tsd", "gsd", "dyspec"):
            assert tokens(engine.decode(ids, DecodeConfig.for_mode(mode, max_new_tokens=24))) == want, mode


def _tree_visible(count: int, past: int, seed: int) -> torch.Tensor:
    """(count, past + count) bool: every row sees the prefix, itself and a random set of earlier rows (its
    ancestors, as in a tree whose rows come parents first)."""
    generator = torch.Generator().manual_seed(seed)
    own = torch.eye(count, dtype=torch.bool) | (torch.rand(count, count, generator=generator) < 0.5).tril(-1)
    return torch.cat([torch.ones(count, past, dtype=torch.bool), own], 1)


@needs_kernel
@pytest.mark.parametrize("heads, groups, dim", [(4, 2, 8), (9, 3, 64), (2, 2, 16), (6, 1, 24)])
@pytest.mark.parametrize("count, past", [(1, 0), (1, 37), (5, 20), (12, 300)])
def test_attention_computes_what_torchs_does(monkeypatch, heads, groups, dim, count, past):
    """`calls.attend` against torch's attention in float64, over a cache with room to spare, with a tree's mask
    and (one row) none; each row's result alone, over the keys it sees, is the same bit for bit."""
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    assert calls.attends(dim, count) and not calls.attends(dim, calls.ATTEND_ROWS + 1)
    torch.manual_seed(heads * 1000 + dim * 10 + count)
    end, capacity = past + count, past + count + 7
    q = torch.randn(1, heads, count, dim) * 2
    keys, values = torch.randn(1, groups, capacity, dim), torch.randn(1, groups, capacity, dim)
    visible = _tree_visible(count, past, seed=past) if count > 1 else None
    got = calls.attend(q, keys, values, end, visible, 0.3)
    want = torch.nn.functional.scaled_dot_product_attention(
        q.double(), keys[:, :, :end].double(), values[:, :, :end].double(),
        attn_mask=None if visible is None else visible[None, None], scale=0.3, enable_gqa=True)
    assert got.shape == (1, count, heads * dim)
    torch.testing.assert_close(got.double(), want.transpose(1, 2).reshape(1, count, -1), rtol=1e-5, atol=1e-5)
    for row in range(count):
        seen = torch.arange(end) if visible is None else visible[row].nonzero().flatten()
        alone = calls.attend(q[:, :, row:row + 1], keys[:, :, seen].contiguous(), values[:, :, seen].contiguous(),
                               len(seen), None, 0.3)
        assert torch.equal(alone[0, 0], got[0, row])


@needs_kernel
@pytest.mark.parametrize("threads", [1, 2, 3])
def test_each_rows_attention_is_its_own_whatever_the_rows_share_and_the_threads(monkeypatch, threads):
    """Rows that share only the first 13 positions (one row skips position 13, another sees scattered positions, one
    sees nothing): each row's result is what it gives alone over the keys it sees, bit for bit, on any number of
    threads; the row that sees nothing gets zeros."""
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    torch.manual_seed(threads)
    heads, groups, dim, count, past = 9, 3, 64, 6, 41
    end = past + count
    q = torch.randn(1, heads, count, dim)
    keys, values = torch.randn(1, groups, end + 3, dim), torch.randn(1, groups, end + 3, dim)
    visible = _tree_visible(count, past, seed=3)
    visible[2, 13] = False
    visible[4, :past] = torch.rand(past) < 0.6
    visible[5] = False
    previous = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        got = calls.attend(q, keys, values, end, visible, 0.3)
    finally:
        torch.set_num_threads(previous)
    assert torch.equal(got[0, 5], torch.zeros(heads * dim))
    for row in range(count - 1):
        seen = visible[row].nonzero().flatten()
        alone = calls.attend(q[:, :, row:row + 1], keys[:, :, seen].contiguous(), values[:, :, seen].contiguous(),
                               len(seen), None, 0.3)
        assert torch.equal(alone[0, 0], got[0, row])


@needs_kernel
@pytest.mark.parametrize("bits", [32, 4, 8])
def test_a_layer_in_one_call_gives_what_its_calls_one_by_one_give_bit_for_bit(tmp_path, monkeypatch, bits):
    """A step's layers in one call (`step_layers`) against each layer's calls one by one from Python: one
    token's logits, a tree's (its mask) and the tapped layers' outputs, and the keys and values written, bit for bit,
    on float32 weights (bits 32) and on 4-bit and 8-bit blocks."""
    from gsd import forward as model_forward
    from gsd.forward import lean
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    monkeypatch.setenv("GSD_GEMM", "auto")
    path = save_tiny(tmp_path / "model", seed=4)
    if bits != 32:  # every layer's weights made of blocks, as a GGUF file's are once dequantized
        model = AutoModelForCausalLM.from_pretrained(path)
        for index, module in enumerate(model.model.layers.modules()):
            if isinstance(module, torch.nn.Linear):
                module.weight.data = _blocks(*module.weight.shape, bits, seed=index)[0]
        model.save_pretrained(path)
    target = models.load_model(path, torch.device("cpu"), "target")
    wanted = linears.BlockedLinear if bits == 32 else linears.QuantLinear
    assert all(isinstance(fused.qkv, wanted) for fused in target.lean_layers)
    ids = torch.randint(3, 48, (40,), generator=torch.Generator().manual_seed(bits))
    past, count = 30, 6
    visible = _tree_visible(count, past, seed=bits)

    def run():
        with torch.inference_mode():
            cache = model_forward.new_cache(target)
            model_forward.forward(target, ids[:past], cache, torch.arange(past), None, last=1)
            one = lean.forward(target, ids[past:past + 1], cache, torch.tensor([past]), None)
            model_forward.crop_cache(cache, past)
            tree, taps = lean.forward(target, ids[past:past + count], cache, torch.arange(past, past + count),
                                      visible, features=(0, 1))
            return one, tree, taps, cache.keys[:, :, :, :past + count].clone(), cache.values[:, :, :, :past + count]

    seen = []
    step_layers, step_model = calls.step_layers, calls.step_model
    monkeypatch.setattr(calls, "step_layers", lambda *args: seen.append("layers") or step_layers(*args))
    monkeypatch.setattr(calls, "step_model", lambda *args: seen.append("model") or step_model(*args))
    together = run()
    # the prefill's and the tapped tree's layers in one call; the token's whole forward in one (`step_model`)
    assert seen == ["layers", "model", "layers"]
    monkeypatch.setattr(lean, "_steps", lambda model, cache: None)
    monkeypatch.setattr(lean, "_model_steps", lambda *args: None)
    apart = run()
    assert len(seen) == 3
    assert all(torch.equal(a, b) for a, b in zip(together, apart))


@needs_kernel
@pytest.mark.parametrize("head", ["whole", "kept"])
def test_a_forward_in_one_call_gives_what_its_parts_give_bit_for_bit(tiny_paths, tmp_path, monkeypatch, head):
    """A step's whole forward in one call (`step_model`: the embedding, the rotary embedding's rows from its tables,
    the layers, the final norm and the head) against the same forward part by part from Python: one token, a tree
    (its mask), tokens on from the cache (a draft's catch-up, the last row's logits alone) and a position past the
    rotary tables' first size; the logits and the keys and values written, bit for bit. For a target's whole head and
    a draft's trimmed one (the kept tokens' logits); a trimmed head asked for the whole vocabulary runs part by part."""
    import shutil
    from gsd import forward as model_forward
    from gsd.forward import lean
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    monkeypatch.setenv("GSD_GEMM", "auto")
    folder = tmp_path / "model"
    shutil.copytree(tiny_paths["target"], folder)
    if head == "kept":
        (folder / models.HEAD_TOKENS).write_text('{"tokens": %s}' % list(range(3, 48, 2)))
    model = models.load_model(str(folder), torch.device("cpu"), "draft" if head == "kept" else "target")
    assert isinstance(model.lm_head, packing.TrimmedHead) == (head == "kept")
    ids = torch.randint(3, 48, (40,), generator=torch.Generator().manual_seed(11))
    past, kept = 30, head == "kept"

    def run():
        with torch.inference_mode():
            cache = model_forward.new_cache(model)
            out = [model_forward.forward(model, ids[:past], cache, torch.arange(past), None, last=1, kept=kept)]
            out.append(model_forward.forward(model, ids[past:past + 1], cache, torch.tensor([past]), None, kept=kept))
            out.append(model_forward.forward(model, ids[past + 1:past + 7], cache, torch.arange(past + 1, past + 7),
                                             _tree_visible(6, past + 1, seed=3), kept=kept))
            model_forward.crop_cache(cache, past + 1)
            out.append(model_forward.forward(model, ids[past + 1:past + 4], cache, torch.arange(past + 1, past + 4),
                                             None, last=1, kept=kept))
            out.append(model_forward.forward(model, ids[past + 4:past + 5], cache, torch.tensor([300]), None,
                                             kept=kept))
            if kept:  # the whole vocabulary, scattered from the kept tokens': part by part
                out.append(model_forward.forward(model, ids[past + 5:past + 6], cache, torch.tensor([301]), None))
            return out, cache.keys[..., :cache.length, :].clone(), cache.values[..., :cache.length, :].clone()

    seen = []
    step_model = calls.step_model
    monkeypatch.setattr(calls, "step_model", lambda *args: seen.append(args[1].shape[0]) or step_model(*args))
    (together, keys, values) = run()
    assert seen == [1, 6, 3, 1]  # every forward but the prefill's and a whole vocabulary from a trimmed head
    assert lean._rotary(model, 1)[0].shape[0] > 300  # the tables grew past their first 256 positions
    monkeypatch.setattr(lean, "_model_steps", lambda *args: None)
    (apart, keys_apart, values_apart) = run()
    assert len(seen) == 4
    assert [tuple(t.shape) for t in together] == [tuple(t.shape) for t in apart]
    assert all(torch.equal(a, b) for a, b in zip(together, apart))
    assert torch.equal(keys, keys_apart) and torch.equal(values, values_apart)


@needs_kernel
def test_a_forward_in_one_call_is_not_taken_where_its_parts_are_not_the_kernels(tiny_paths, monkeypatch):
    """A model whose head is not a kernel layer (here a plain Linear put back) runs its forward part by part."""
    from gsd import forward as model_forward
    from gsd.forward import lean
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    monkeypatch.setenv("GSD_GEMM", "auto")
    model = models.load_model(tiny_paths["target"], torch.device("cpu"), "target")
    model.lm_head = torch.nn.Linear(model.config.hidden_size, model.config.vocab_size, bias=False)
    cache = model_forward.new_cache(model)
    with torch.inference_mode():
        model_forward.forward(model, torch.tensor([5, 6, 7]), cache, torch.arange(3), None)
        assert lean._model_steps(model, cache, torch.tensor([8]), None, False) is None
        assert model_forward.forward(model, torch.tensor([8]), cache, torch.tensor([3]), None).shape == (1, 48)


@needs_kernel
def test_a_forward_in_one_call_refuses_a_token_outside_the_embedding(tiny_paths, monkeypatch):
    """A token id past the embedding's rows raises IndexError, as torch's embedding does part by part, and the cache
    keeps what it held."""
    from gsd import forward as model_forward
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    monkeypatch.setenv("GSD_GEMM", "auto")
    model = models.load_model(tiny_paths["target"], torch.device("cpu"), "target")
    cache = model_forward.new_cache(model)
    with torch.inference_mode():
        model_forward.forward(model, torch.tensor([5, 6, 7]), cache, torch.arange(3), None)
        for bad in (48, -1):
            with pytest.raises(IndexError, match="outside the embedding"):
                model_forward.forward(model, torch.tensor([bad]), cache, torch.tensor([3]), None)
            assert model_forward.cache_length(cache) == 3


def _tiny_target_counting_layers(tiny_paths, monkeypatch):
    """The tiny target on the engine's kernels, and the rows of each forward whose layers ran in one C call (the
    layers alone, `step_layers`, or the whole forward, `step_model`), as they come."""
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    monkeypatch.setenv("GSD_GEMM", "auto")
    target = models.load_model(tiny_paths["target"], torch.device("cpu"), "target")
    seen = []
    step_layers, step_model = calls.step_layers, calls.step_model
    monkeypatch.setattr(calls, "step_layers", lambda *args: seen.append(args[0].shape[1]) or step_layers(*args))
    monkeypatch.setattr(calls, "step_model", lambda *args: seen.append(args[1].shape[0]) or step_model(*args))
    return target, seen


def _prefilled(target, seed: int, past: int):
    """60 token ids (seeded) and a cache of the target's holding the first `past` of them."""
    from gsd import forward as model_forward
    ids = torch.randint(3, 48, (60,), generator=torch.Generator().manual_seed(seed))
    with torch.inference_mode():
        cache = model_forward.new_cache(target)
        model_forward.forward(target, ids[:past], cache, torch.arange(past), None, last=1)
    return ids, cache


@needs_kernel
def test_tokens_on_from_a_cache_give_what_one_token_forwards_give_bit_for_bit(tiny_paths, monkeypatch):
    """Tokens run on from a cache with no mask (a draft's catch-up, a new turn, a prompt's chunk) go through the
    engine's layers as a tree's rows do, with a causal mask: each row's logits are what one-token forwards give, bit
    for bit. Past PREFILL_SMALL rows they run as a prefill's chunk, on these kernels not padded (17 rows as 17)."""
    from gsd import forward as model_forward
    from gsd.forward import lean
    target, seen = _tiny_target_counting_layers(tiny_paths, monkeypatch)
    past = 25
    ids, cache = _prefilled(target, seed=8, past=past)
    with torch.inference_mode():
        for rows in (2, lean.PREFILL_SMALL, lean.PREFILL_SMALL + 1, 35):
            seen.clear()
            together = model_forward.forward(target, ids[past:past + rows], cache, torch.arange(past, past + rows), None)
            model_forward.crop_cache(cache, past)
            assert seen == ([rows] if rows <= lean.PREFILL_SMALL else lean.chunks(rows, pad=False)) == [rows]
            singles = torch.cat([model_forward.forward(target, ids[past + i:past + i + 1], cache,
                                                       torch.tensor([past + i]), None) for i in range(rows)])
            model_forward.crop_cache(cache, past)
            assert torch.equal(together, singles), rows


@needs_kernel
def test_attention_refuses_a_mask_of_the_wrong_shape():
    q, cache = torch.randn(1, 4, 3, 8), torch.randn(1, 2, 10, 8)
    with pytest.raises(ValueError, match="visible"):
        calls.attend(q, cache, cache, 6, torch.ones(3, 5, dtype=torch.bool), 1.0)


@needs_kernel
def test_a_tree_forward_gives_each_position_what_a_one_token_forward_gives_it(tiny_paths, monkeypatch):
    """With the engine's kernels a verify forward over a chain gives, bit for bit, the logits of one-token forwards
    over the same tokens, and a tree's branch those of its own chain: what makes greedy speculative output equal
    plain greedy output with no near-tie left to part them."""
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    monkeypatch.setenv("GSD_GEMM", "auto")
    from gsd import forward as model_forward
    target = models.load_model(tiny_paths["target"], torch.device("cpu"), "target")
    ids = torch.randint(3, 48, (40,), generator=torch.Generator().manual_seed(3))
    past = 30

    def prefilled():
        cache = model_forward.new_cache(target)
        model_forward.forward(target, ids[:past], cache, torch.arange(past), None, last=1)
        return cache

    with torch.inference_mode():
        one_by_one = prefilled()
        singles = torch.cat([model_forward.forward(target, ids[past + i:past + i + 1], one_by_one,
                                                   torch.tensor([past + i]), None) for i in range(6)])
        chain = torch.ones(6, 6, dtype=torch.bool).tril()
        visible = torch.cat([torch.ones(6, past, dtype=torch.bool), chain], 1)
        together = model_forward.forward(target, ids[past:past + 6], prefilled(), torch.arange(past, past + 6), visible)
        assert torch.equal(together, singles)
        # a tree: rows 0-1-2 one branch, 3-4 another under row 0 (positions by depth), row 5 a third under row 1
        parents = [-1, 0, 1, 0, 3, 1]
        depth = [0, 1, 2, 1, 2, 2]
        tree_ids = ids[past:past + 6].clone()
        tree_ids[3], tree_ids[4], tree_ids[5] = 7, 9, 11
        visible = torch.zeros(6, past + 6, dtype=torch.bool)
        visible[:, :past] = True
        for row in range(6):
            node = row
            while node >= 0:
                visible[row, past + node] = True
                node = parents[node]
        tree = model_forward.forward(target, tree_ids, prefilled(), torch.tensor(depth) + past, visible)
        for branch in ([0, 1, 2], [0, 3, 4], [0, 1, 5]):
            cache = prefilled()
            alone = torch.cat([model_forward.forward(target, tree_ids[row:row + 1], cache,
                                                     torch.tensor([past + depth[row]]), None) for row in branch])
            assert torch.equal(tree[branch], alone)


@needs_kernel
def test_the_engines_attention_takes_a_steps_forward_of_up_to_attend_rows_positions(tiny_paths, monkeypatch):
    """One token and a tree of up to ATTEND_ROWS positions (every tree a config allows; here made 16, the tiny model
    holds 256 positions) go through the engine's attention in every layer (the layers in one call, `step_layers`); a
    larger tree and a prompt's prefill through torch's attention, which gives the same logits to float rounding."""
    assert calls.ATTEND_ROWS >= MAX_NODE_BUDGET + MAX_DEPTH + 1
    monkeypatch.setattr(calls, "ATTEND_ROWS", 16)
    from gsd import forward as model_forward
    target, seen = _tiny_target_counting_layers(tiny_paths, monkeypatch)
    past = 20
    ids, cache = _prefilled(target, seed=5, past=past)
    assert seen == []  # the prefill
    with torch.inference_mode():
        for rows in (1, calls.ATTEND_ROWS, calls.ATTEND_ROWS + 1):
            seen.clear()
            visible = torch.cat([torch.ones(rows, past, dtype=torch.bool), torch.ones(rows, rows).tril().bool()], 1)
            tree = model_forward.forward(target, ids[past:past + rows], cache, torch.arange(past, past + rows),
                                         visible)
            model_forward.crop_cache(cache, past)
            assert seen == ([rows] if rows <= calls.ATTEND_ROWS else [])
            singles = torch.cat([model_forward.forward(target, ids[past + i:past + i + 1], cache,
                                                       torch.tensor([past + i]), None) for i in range(rows)])
            model_forward.crop_cache(cache, past)
            torch.testing.assert_close(tree, singles, rtol=1e-4, atol=1e-4)


def test_an_unknown_gsd_gemm_is_said_once_and_taken_as_auto(monkeypatch, caplog):
    monkeypatch.setenv("GSD_GEMM", "fastest")
    build._unknown.cache_clear()
    with caplog.at_level("WARNING", logger="gsd.forward.kernels.calls"):
        choices = {build.enabled() for _ in range(3)}
    monkeypatch.setenv("GSD_GEMM", "auto")
    assert choices == {build.enabled()}
    assert [record.getMessage() for record in caplog.records] == [
        "GSD_GEMM must be one of auto, float32, onednn, got 'fastest'; using auto"]


def _blocks(n: int, k: int, bits: int, seed: int) -> tuple[torch.Tensor, ...]:
    """A float32 weight (n, k) made as a GGUF file's Q4_1 (bits 4) or Q8_0 (bits 8) blocks are once dequantized, and
    its q, d (and m): in each group of 32 inputs, q = 0 and q = 15 (Q4_1), or |q| = 127 (Q8_0), occur, as the
    quantizers leave them (the least and largest weight of a group)."""
    generator = torch.Generator().manual_seed(seed)
    groups = k // linears.GROUP
    d = (torch.rand(n, groups, generator=generator) * 0.02 + 1e-4).half()
    if bits == 4:
        q = torch.randint(0, 16, (n, groups, linears.GROUP), generator=generator)
        q[..., 3], q[..., 17] = 0, 15
        m = (-torch.rand(n, groups, generator=generator) * 0.1).half()
        weight = q * d.float()[..., None] + m.float()[..., None]  # as gguf's dequantize computes it, in float32
        return weight.view(n, k), q.view(n, k), d, m
    q = torch.randint(-127, 128, (n, groups, linears.GROUP), generator=generator)
    q[..., 5] = torch.where(torch.rand(n, groups, generator=generator) < 0.5, -127, 127)
    return (q * d.float()[..., None]).view(n, k), q.view(n, k), d


@pytest.mark.parametrize("bits", [4, 8])
def test_blocks_of_finds_the_integers_and_scales_a_dequantized_weight_was_made_of(bits):
    """The q, d (and m) the weight was made from, exactly; a weight of another make (random, a width that is not a
    multiple of 32, one with an infinity) is turned down."""
    weight, *made = _blocks(40, 96, bits, seed=bits)
    found = linears.blocks_of(weight)
    assert found[0] == f"q{bits}"
    for got, want in zip(found[1:], made):
        assert torch.equal(got.long() if got.dtype in (torch.uint8, torch.int8) else got, want)
    assert linears.blocks_of(torch.randn(40, 96)) is None
    assert linears.blocks_of(weight[:, :80]) is None
    weight[3, 5] = float("inf")
    assert linears.blocks_of(weight) is None


@needs_kernel
@pytest.mark.parametrize("bits", [4, 8])
@pytest.mark.parametrize("n", [16, 48, 100])
def test_a_quantized_layer_gives_the_float32_kernels_output_bit_for_bit(bits, n):
    """The weights rebuilt from their blocks are the float32 ones and run through the same multiply-adds in the same
    order: for 0 to 20 rows (pairs of column blocks for one or two rows, an odd block left alone, one and two passes,
    the rebuilt-block path past twelve), with a bias, in 2D and 3D."""
    weight, *_ = _blocks(n, 96, bits, seed=n + bits)
    linear = _linear(n, 96, bias=True)
    linear.weight.data = weight
    quantized, plain = linears.QuantLinear.of(linear), linears.BlockedLinear(linear)
    assert quantized is not None and quantized.bits == bits
    # bytes: a group's two float16 scales a column, then a byte a weight, or half a byte for 4-bit blocks
    assert quantized.packed.numel() == -(-n // 16) * (96 // 32) * (64 + 32 * 16 * bits // 8)
    torch.manual_seed(n)
    for m in range(21):
        x = torch.randn(m, 96)
        assert torch.equal(quantized(x), plain(x)), m
    x = torch.randn(2, 7, 96)
    assert torch.equal(quantized(x), plain(x))
    together = quantized(x[0])
    assert all(torch.equal(quantized(x[0, row:row + 1])[0], together[row]) for row in range(7))


@needs_kernel
def test_many_rows_run_sixteen_wide_with_the_same_result_bit_for_bit():
    """A prefill's many rows take AVX-512's loop where the CPU has it (24 rows a pass, a register a column block),
    and so do a token's or a step's few rows (1 to 12) on 4-bit and 8-bit blocks; each output is the same chain of multiply-adds,
    so float32, 4-bit and 8-bit layers give the AVX2 loops' result bit for bit, and each row what it gives alone."""
    library = build.library()
    if not library.set_wide(1):
        pytest.skip("this CPU has no AVX-512: many and few rows run the AVX2 loops alone")
    weight, *_ = _blocks(40, 96, 4, seed=9)
    linear = _linear(40, 96, bias=True)
    linear.weight.data = weight
    torch.manual_seed(9)
    try:
        eight = _linear(100, 96, bias=False)  # seven column blocks: a pass of four, and blocks left over
        eight.weight.data = _blocks(100, 96, 8, seed=10)[0]
        for layer in (linears.BlockedLinear(linear), linears.QuantLinear.of(linear), linears.QuantLinear.of(eight)):
            for m in (1, 2, 3, 4, 5, 7, 8, 12, 24, 48, 53, 77):
                x = torch.randn(m, 96)
                library.set_wide(1)
                wide = layer(x)
                library.set_wide(0)
                assert torch.equal(wide, layer(x)), m
                assert all(torch.equal(wide[row], layer(x[row:row + 1])[0]) for row in range(0, m, 7))
    finally:
        library.set_wide(1)


@needs_kernel
@pytest.mark.parametrize("threads", [1, 2])
def test_many_queries_attend_sixteen_wide_with_the_same_result_bit_for_bit(threads):
    """A task of many queries (a prompt's chunk, a tree of 12 rows or more) scores and weighs 16 wide where the CPU
    has AVX-512, a tile of queries at a time; each score and each weighted sum is the 8-wide loops' chain of
    operations, so the output is theirs bit for bit: over the positions every row sees, over a causal chunk's own
    positions, over a tree's, with a row that sees nothing, and each chunk row is what it gives alone."""
    library = build.library()
    if not library.set_wide(1):
        pytest.skip("this CPU has no AVX-512: attention runs the 8-wide loops alone")
    generator, before = torch.Generator().manual_seed(11), torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        for past, rows, kind in ((0, 40, "causal"), (37, 64, "causal"), (530, 33, "causal"), (700, 16, "causal"),
                                 (90, 20, "tree"), (300, 24, "nothing"), (45, 13, "all")):
            end, groups = past + rows, 3
            q = torch.randn(1, 9, rows, 64, generator=generator)
            keys, values = (torch.randn(1, groups, end + 3, 64, generator=generator) for _ in range(2))
            visible = torch.ones(rows, end, dtype=torch.bool).tril(past)
            if kind == "tree":
                visible[:, past:] = torch.rand(rows, rows, generator=generator) < 0.4
            elif kind == "nothing":
                visible[rows // 2] = False
            elif kind == "all":
                visible = None
            library.set_wide(1)
            wide = calls.attend(q, keys, values, end, visible, 0.125)
            library.set_wide(0)
            assert torch.equal(wide, calls.attend(q, keys, values, end, visible, 0.125)), (past, rows, kind)
            if kind == "causal":
                library.set_wide(1)
                for row in (0, rows // 2, rows - 1):
                    alone = calls.attend(q[:, :, row:row + 1], keys, values, past + row + 1, None, 0.125)
                    assert torch.equal(wide[:, row], alone[:, 0]), (past, rows, row)
    finally:
        library.set_wide(1)
        torch.set_num_threads(before)


@needs_kernel
def test_a_model_whose_weights_are_blocks_gets_quantized_layers_unless_gsd_gemm_says_float32(monkeypatch):
    """pack_linears gives a layer made of blocks a QuantLinear, any other float32 layer a BlockedLinear;
    GSD_GEMM=float32 keeps both on float32 weights."""
    monkeypatch.setattr(torch.backends.cpu, "get_cpu_capability", lambda: "AVX2")
    for choice, expected in (("auto", linears.QuantLinear), ("float32", linears.BlockedLinear)):
        monkeypatch.setenv("GSD_GEMM", choice)
        made, other = _linear(48, 64, bias=False), _linear(8, 64, bias=False)
        made.weight.data = _blocks(48, 64, 4, seed=1)[0]
        model = packing.pack_linears(torch.nn.Sequential(made, other).eval())
        assert isinstance(model[0], expected) and isinstance(model[1], linears.BlockedLinear)


def test_a_scale_one_float16_off_the_guess_is_found_at_the_next_steps():
    """Groups whose first guess of d is a float16 or two away (as rounding (largest - least) / 15 can make it) are
    fitted at the steps beside it, each with its own d, and the others keep theirs."""
    weight, q, d, m = _blocks(8, 64, 4, seed=3)
    groups = weight.view(8, -1, linears.GROUP)
    guess = d.view(torch.int16).clone()
    guess[::2, 0] += 1
    guess[1::3, 1] -= 2
    found_q, found_d = linears._fitted(groups, guess, m.float(), 0, 15, (0, -1, 1, -2, 2))
    assert torch.equal(found_d, d) and torch.equal(found_q.long().view(8, 64), q)
    assert linears._fitted(groups, guess + 5, m.float(), 0, 15, (0, -1, 1)) is None


def test_rounded_blocks_give_back_a_q8_weight_as_it_was_and_round_any_other_within_half_a_step():
    """A weight that is 8-bit blocks already comes back as those blocks; any other is rounded to them, each weight
    within half its group's step, with zero columns appended where its width is not a multiple of 32."""
    weight, q, d = _blocks(24, 64, 8, seed=5)
    kind, got_q, got_d = linears.rounded_blocks(weight)
    assert kind == "q8" and torch.equal(got_q.long(), q) and torch.equal(got_d, d)
    other = torch.randn(10, 70)
    kind, q, d = linears.rounded_blocks(other)
    assert q.shape == (10, 96) and d.shape == (10, 3) and not q[:, 70:].any()
    rebuilt = (q.float().view(10, 3, 32) * d.float()[..., None]).view(10, 96)[:, :70]
    step = d.float().repeat_interleave(32, dim=1)[:, :70]
    assert ((rebuilt - other).abs() <= step / 2 + 1e-6).all()


@needs_kernel
@pytest.mark.parametrize("k", [64, 70, 252])
def test_a_rounded_layer_computes_its_rounded_weight(k):
    """QuantLinear.rounded gives, for any width (rows padded with zeros to the blocks' width), what a float32
    layer of the rounded weight gives, a row's result the same with any rows beside it, near the unrounded layer's.
    (Which models' layers are rounded: test_kernels.)"""
    linear = _linear(40, k, bias=True)
    rounded = linears.QuantLinear.rounded(linear)
    _, q, d = linears.rounded_blocks(linear.weight)
    exact = _linear(40, q.shape[1], bias=True)
    exact.weight.data = (q.float().view(40, -1, 32) * d.float()[..., None]).view(40, -1)
    exact.bias.data = linear.bias.data
    x = torch.randn(9, k)
    got = rounded(x)
    torch.testing.assert_close(got, exact(torch.nn.functional.pad(x, (0, q.shape[1] - k))), rtol=1e-5, atol=1e-5)
    assert all(torch.equal(rounded(x[row:row + 1])[0], got[row]) for row in range(9))
    plain = linear(x)
    assert (got - plain).abs().max() < 0.02 * plain.abs().max()  # near the unrounded layer's
