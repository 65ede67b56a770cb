"""Every decoder family the engine claims (`gsd.forward.layer.FAMILIES`) through every forward of its own, against
transformers' forward of the same model: the CPU forward with torch's attention (`lean`, the engine's kernels off),
the same with the engine's kernels (a step's layers in one C call, `layer.c`'s `step_layers`), and the fixed-shape
path (`static`, uncaptured). A prompt's prefill, a tree with its mask, and one token after it; the logits and the
cache length agree. A new family is added to `layer.FAMILIES` and to `CONFIGS` here, and runs every path."""

import pytest
import torch
from transformers import AutoModelForCausalLM, DynamicCache, LlamaConfig, MistralConfig, Qwen2Config

from gsd import forward as model_forward
from gsd.engine.graph import ancestor_mask
from gsd.forward import layer, lean, static
from gsd.forward.kernels import build, calls, packing

SHAPE = dict(vocab_size=40, hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
             num_key_value_heads=2, max_position_embeddings=128)
CONFIGS = {
    "llama": lambda: LlamaConfig(**SHAPE, attention_bias=True),
    "mistral": lambda: MistralConfig(**SHAPE, sliding_window=None),
    "qwen2": lambda: Qwen2Config(**SHAPE),
}
PATHS = ("lean", "kernels", "static")
PREFIX, TREE, PARENTS, DEPTHS = [5, 6, 7, 8, 9], [14, 15, 16, 17, 18, 19], [-1, 0, 0, 1, 2, 3], [0, 1, 1, 2, 2, 3]


def test_every_claimed_family_is_tested():
    assert set(CONFIGS) == set(layer.FAMILIES)


def model_of(family: str, monkeypatch, kernels: bool):
    """The family's tiny model, made ready for the CPU with the engine's kernels on or off."""
    monkeypatch.setenv("GSD_GEMM", "auto" if kernels else "onednn")
    torch.manual_seed(0)
    model = AutoModelForCausalLM.from_config(CONFIGS[family](), attn_implementation="sdpa").eval()
    with torch.no_grad():
        for name, parameter in model.named_parameters():
            if "norm" in name:  # initialised to ones: made random so the scale counts
                parameter.uniform_(0.5, 1.5)
    return packing.prepare_for_cpu(model)


def tree_visible(past: int) -> torch.Tensor:
    """What each of the tree's rows sees: the prefix, its ancestors and itself (the engine's own mask)."""
    return torch.cat([torch.ones(len(PARENTS), past, dtype=torch.bool), ancestor_mask(PARENTS)], dim=1)


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("family", CONFIGS)
def test_every_family_on_every_path_computes_what_transformers_does(family, path, monkeypatch):
    if path == "kernels" and (not build.runs_here() or build.library() is None):
        pytest.skip("the engine's kernels run on an x86 CPU with AVX2 or AVX-512 and a C compiler")
    model = model_of(family, monkeypatch, kernels=path == "kernels")
    assert layer.supports(model) and lean.supports(model)
    stepped = []  # the rows of each forward the C step ran: its layers alone, or the whole forward in one call
    step_layers, step_model = calls.step_layers, calls.step_model
    monkeypatch.setattr(calls, "step_layers", lambda *args: stepped.append(args[0].shape[1]) or step_layers(*args))
    monkeypatch.setattr(calls, "step_model",
                        lambda *args, **kw: stepped.append(args[1].shape[0]) or step_model(*args, **kw))
    ours = static.Cache(model, capacity=16) if path == "static" else lean.Cache(model, capacity=4)
    theirs = DynamicCache(config=model.config)

    def both(ids, positions, visible=None):
        ids, positions = torch.tensor(ids), torch.tensor(positions)
        a = model_forward.forward(model, ids, ours, positions, visible)
        b = model_forward.forward(model, ids, theirs, positions, visible)
        torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-4)
        assert model_forward.cache_length(ours) == model_forward.cache_length(theirs)

    with torch.inference_mode():
        both(PREFIX, range(len(PREFIX)))
        both(TREE, [len(PREFIX) + depth for depth in DEPTHS], tree_visible(len(PREFIX)))
        for cache in (ours, theirs):
            model_forward.keep_cache(cache, len(PREFIX), torch.tensor([0, 2, 4]))  # root, then the second branch
        both([20], [len(PREFIX) + 3])
    # each path ran as named: the C step for every forward on the kernels (a short prefill runs as a tree), never elsewhere
    assert stepped == ([len(PREFIX), len(TREE), 1] if path == "kernels" else []), stepped
