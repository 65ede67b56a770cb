"""The CPU's layer swaps and the models' loading on tiny random models: the target stays float32, packed and
float16-weight layers compute what plain ones do, a trimmed draft head proposes only its tokens, and a model
that cannot load, or a draft with another tokenizer, gets a message naming the fix. Output stays exact
throughout."""

import pytest
import torch
from transformers import AutoModelForCausalLM, DynamicCache

from gsd import models
from gsd.forward.kernels import build, linears
from gsd import forward as model_forward
from gsd.forward.kernels import packing
from gsd.config import DecodeConfig

from conftest import PROMPTS, plain, tokens


def test_cpu_runs_the_target_in_float32_and_the_draft_as_fast_as_it_may(tiny_paths):
    """The target decides every token, so it keeps float32 (through the engine's own kernel where it is used, else
    oneDNN's packed kernels where torch has them); the draft only proposes, so it may run in bfloat16 where the
    CPU supports it, unless its weights are rounded to 8-bit blocks for the engine's kernel (fewer bytes still)."""
    pair = models.load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu")
    assert pair.target.dtype == torch.float32
    onednn = torch.backends.mkldnn.is_available() or build.enabled()
    packed = linears.BlockedLinear if build.enabled() else packing.PackedLinear
    assert isinstance(pair.target.lm_head, packed) == onednn
    plain = [m for model in (pair.target, pair.draft) for m in model.modules() if isinstance(m, torch.nn.Linear)]
    assert (not plain) == onednn  # every Linear of both models is packed
    bfloat16 = torch.bfloat16 in packing.onednn_dtypes() and not build.rounds()
    assert pair.draft.dtype == (torch.bfloat16 if bfloat16 else torch.float32)
    # a float32 draft's weights rounded to 8-bit blocks where the engine's kernel runs, else float16 where fbgemm does
    rounded = pair.draft.dtype == torch.float32 and build.rounds()
    half = pair.draft.dtype == torch.float32 and not rounded and packing.half_weights()
    assert any(isinstance(m, packing.HalfLinear) for m in pair.draft.modules()) == half
    assert any(getattr(m, "is_rounded", False) for m in pair.draft.modules()) == rounded
    assert not any(isinstance(m, packing.HalfLinear) or getattr(m, "is_rounded", False) for m in pair.target.modules())
    assert packing.weights_dtype(pair.target) == torch.float32
    assert packing.weights_dtype(pair.draft) == (torch.int8 if rounded else torch.float16 if half else pair.draft.dtype)
    assert models.model_dtype(torch.device("cuda"), "target") == torch.float32
    plain_model = AutoModelForCausalLM.from_pretrained(tiny_paths["target"], dtype=torch.float32).eval()
    ids = torch.tensor([[5, 6, 7, 8, 9]])
    with torch.inference_mode():
        torch.testing.assert_close(pair.target(input_ids=ids).logits, plain_model(input_ids=ids).logits,
                                   rtol=1e-4, atol=1e-4)


def _two_layers(dtype: torch.dtype):
    """Two linear layers (one with a bias) with 2D and 3D inputs, and what they compute unpacked."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(24, 40), torch.nn.SiLU(), torch.nn.Linear(40, 8, bias=False))
    model = model.to(dtype).eval().requires_grad_(False)
    inputs = [torch.randn(5, 24, dtype=dtype), torch.randn(1, 7, 24, dtype=dtype)]
    return model, inputs, [model(x) for x in inputs]


def test_packed_linears_compute_what_the_plain_layers_do(monkeypatch):
    """PackedLinear keeps each layer's weight, bias and shapes: the same outputs for 2D and 3D inputs, in
    float32 and (where the CPU has bfloat16 units) bfloat16; without oneDNN the model is left as it was."""
    monkeypatch.setenv("GSD_GEMM", "onednn")  # float32 layers otherwise get the engine's kernel where it runs
    onednn = torch.backends.mkldnn.is_available()
    for dtype in packing.onednn_dtypes() or (torch.float32,):
        model, inputs, expected = _two_layers(dtype)
        packing.pack_linears(model)
        assert isinstance(model[0], packing.PackedLinear) == onednn
        assert isinstance(model[2], packing.PackedLinear) == onednn
        tolerance = 1e-5 if dtype == torch.float32 else 2e-2
        for x, want in zip(inputs, expected):
            torch.testing.assert_close(model(x), want, rtol=tolerance, atol=tolerance)


@pytest.mark.skipif(not packing.half_weights(), reason="fbgemm's float16 kernel needs an x86 CPU with AVX2")
def test_half_linears_compute_what_the_plain_layers_do_to_float16_rounding():
    model, inputs, expected = _two_layers(torch.float32)
    packing.pack_linears(model, half=True)
    assert isinstance(model[0], packing.HalfLinear) and isinstance(model[2], packing.HalfLinear)
    for x, want in zip(inputs, expected):
        got = model(x)
        assert got.dtype == torch.float32 and got.shape == want.shape
        torch.testing.assert_close(got, want, rtol=2e-3, atol=2e-3)


def test_without_fbgemm_the_draft_keeps_float32_weights_and_output_stays_exact(tiny_paths, monkeypatch):
    """Where neither the engine's kernel is used nor torch has fbgemm's float16 kernel (or the CPU is not x86 with
    AVX2), the draft's linear layers are packed in float32 like the target's."""
    monkeypatch.setenv("GSD_GEMM", "onednn")
    monkeypatch.setattr(packing, "half_weights", lambda: False)
    pair = models.load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu")
    assert not any(isinstance(m, packing.HalfLinear) for m in pair.draft.modules())
    from gsd.engine.loop import Engine
    engine = Engine(pair)
    for prompt in PROMPTS[:2]:
        ids = engine.encode(prompt, chat=False)
        assert tokens(engine.decode(ids, DecodeConfig.for_mode("gsd", max_new_tokens=20))) == plain(engine, ids, 20)


def test_missing_model_names_the_fix(tmp_path):
    with pytest.raises(models.ModelError, match="local folder"):
        models.load_pair(str(tmp_path / "nowhere"), None, device="cpu")


def test_draft_with_another_tokenizer_names_the_fix(tiny_paths, tmp_path):
    from tokenizers import Tokenizer, models as tk_models
    from transformers import AutoModelForCausalLM, PreTrainedTokenizerFast

    other = tmp_path / "other"
    AutoModelForCausalLM.from_pretrained(tiny_paths["draft"]).save_pretrained(other)
    vocab = {f"x{i}": i for i in range(48)}
    PreTrainedTokenizerFast(tokenizer_object=Tokenizer(tk_models.WordLevel(vocab, unk_token="x0")),
                            eos_token="x2").save_pretrained(other)
    with pytest.raises(models.ModelError, match="same model family"):
        models.load_pair(tiny_paths["target"], str(other), device="cpu")


def test_a_trimmed_draft_head_proposes_only_its_tokens_and_output_stays_exact(tiny_paths, tmp_path):
    """A draft folder with head_tokens.json gets a TrimmedHead: -inf for every other token, the same logits
    as the whole head for the kept ones (which drafting asks for alone); decoding with it still equals plain
    decoding, and every drafted token is a kept one."""
    import shutil
    folder = tmp_path / "draft"
    shutil.copytree(tiny_paths["target"], folder)  # the target as its own draft: it would propose anything
    kept = list(range(3, 48, 2))
    (folder / models.HEAD_TOKENS).write_text('{"tokens": %s}' % kept)
    pair = models.load_pair(tiny_paths["target"], str(folder), device="cpu")
    assert isinstance(pair.draft.lm_head, packing.TrimmedHead)
    whole = models.load_model(tiny_paths["target"], torch.device("cpu"), "draft")  # the same draft, whole head
    ids = torch.tensor([5, 6, 7, 8])
    with torch.inference_mode():
        logits = [model_forward.forward(m, ids, model_forward.new_cache(m), torch.arange(4), None) for m in (pair.draft, whole)]
    others = [t for t in range(48) if t not in kept]
    assert torch.isneginf(logits[0][:, others]).all() and torch.isfinite(logits[1]).all()
    torch.testing.assert_close(logits[0][:, kept], logits[1][:, kept], rtol=1e-2, atol=1e-2)
    assert model_forward.head_vocabulary(pair.draft).tolist() == kept and model_forward.head_vocabulary(whole) is None
    with torch.inference_mode():  # kept=True: the kept tokens' logits alone, from lean's forward and transformers'
        for new_cache in (model_forward.new_cache, lambda m: DynamicCache(config=m.config)):
            full = model_forward.forward(pair.draft, ids, new_cache(pair.draft), torch.arange(4), None)
            only = model_forward.forward(pair.draft, ids, new_cache(pair.draft), torch.arange(4), None, kept=True)
            assert torch.equal(only, full[:, kept])
    from gsd.engine.loop import Engine
    engine = Engine(pair)
    for prompt in PROMPTS:
        prompt_ids = engine.encode(prompt, chat=False)
        steps = list(engine.decode(prompt_ids, DecodeConfig.for_mode("gsd", max_new_tokens=24)))
        assert tokens(steps) == plain(engine, prompt_ids, 24)
        drafted = {n.token for s in steps for n in s.graph.nodes[1:] if not n.lookup}  # lookup copies the text
        assert drafted <= set(kept)


@pytest.mark.parametrize("text", ['{"tokens": [1, 99]}', '{"tokens": "all"}', "not json"])
def test_a_bad_head_tokens_file_is_refused_with_the_fix(tiny_paths, tmp_path, text):
    import shutil
    folder = tmp_path / "draft"
    shutil.copytree(tiny_paths["draft"], folder)
    (folder / models.HEAD_TOKENS).write_text(text)
    with pytest.raises(models.ModelError, match="head"):
        models.load_pair(tiny_paths["target"], str(folder), device="cpu")


@pytest.mark.parametrize("units, cpu_choice", [((torch.float32,), "float32"),
                                               ((torch.float32, torch.bfloat16), "bfloat16")])
def test_training_precision_auto_is_bfloat16_only_where_it_is_fast(monkeypatch, units, cpu_choice):
    """The corpus and training flags' `auto`: bfloat16 on a GPU or a CPU with bfloat16 units, float32 on a CPU
    without them (where bfloat16 is emulated: a step many times slower); an explicit choice is kept."""
    monkeypatch.setattr(packing, "onednn_dtypes", lambda: units)
    assert packing.fast_precision("auto", "cpu") == cpu_choice
    assert packing.fast_precision("auto", "cuda") == "bfloat16"
    for choice in ("bfloat16", "float32"):
        assert packing.fast_precision(choice, "cpu") == packing.fast_precision(choice, "cuda") == choice
