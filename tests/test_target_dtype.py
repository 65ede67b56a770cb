"""The target's dtype (`--target-dtype`, `models.load_pair(target_dtype=...)`): bfloat16 gives a bfloat16 target
whose linear layers keep bfloat16 weights on a CPU (not float32, not float16), float32 a float32 one, auto
today's choice; a bad value is refused with the choices named. With the embedded pair in bfloat16, greedy
speculative output parts from plain greedy output, as it does on a GPU."""

import pytest
import torch

from gsd.forward.kernels import linears
from gsd import forward as model_forward
from gsd.forward.kernels import packing
from gsd.forward import lean
from gsd.__main__ import main
from gsd.config import TARGET_DTYPES, DecodeConfig
from gsd.engine.loop import Engine
from gsd.models import ModelError, load_for, load_pair, model_dtype

from conftest import PROMPTS, plain, tokens


def linear_dtypes(model) -> set[torch.dtype]:
    """The dtypes the target's linear layers hold their weights in, whichever way `kernels` swapped them."""
    found = set()
    for module in model.modules():
        if isinstance(module, packing.HalfLinear):
            found.add(torch.float16)
        elif isinstance(module, (packing.PackedLinear, linears.BlockedLinear)):
            found.add(module.packed.dtype)
        elif isinstance(module, torch.nn.Linear):
            found.add(module.weight.dtype)
    return found


@pytest.fixture(scope="module")
def bf16_pair(tiny_paths):
    return load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu", target_dtype="bfloat16")


def test_the_choices():
    assert TARGET_DTYPES == ("auto", "float32", "bfloat16")


def test_bfloat16_gives_a_bfloat16_target_with_bfloat16_weights(bf16_pair):
    target = bf16_pair.target
    assert target.dtype == torch.bfloat16
    assert packing.weights_dtype(target) == torch.bfloat16
    assert linear_dtypes(target) == {torch.bfloat16}  # not turned back into float32, nor float16 (HalfLinear)
    assert lean.supports(target)  # the engine's own forward runs it (its attention in float32)
    cache = model_forward.new_cache(target)
    ids = torch.tensor([5, 6, 7, 8])
    logits = model_forward.forward(target, ids, cache, torch.arange(4), None)
    assert logits.dtype == torch.float32 and logits.shape == (4, target.config.vocab_size)
    assert torch.isfinite(logits).all()
    # The draft keeps its own dtype: the option is the target's.
    assert bf16_pair.draft.dtype == model_dtype(torch.device("cpu"), "draft")


def test_float32_and_auto_give_a_float32_target_on_a_cpu(tiny_paths):
    for choice in ("float32", "auto"):
        target = load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, target_dtype=choice).target
        assert target.dtype == torch.float32, choice
        assert linear_dtypes(target) == {torch.float32}, choice


def test_model_dtype_follows_the_choice_for_the_target_only():
    cpu, cuda = torch.device("cpu"), torch.device("cuda")
    assert model_dtype(cpu, "target") == torch.float32 and model_dtype(cuda, "target") == torch.float32  # exact
    assert model_dtype(cuda, "target", "bfloat16") == torch.bfloat16
    assert model_dtype(cpu, "target", "bfloat16") == torch.bfloat16
    assert model_dtype(cuda, "target", "float32") == torch.float32
    for choice in TARGET_DTYPES:
        assert model_dtype(cuda, "draft", choice) == torch.bfloat16
        assert model_dtype(cpu, "draft", choice) == model_dtype(cpu, "draft")


@pytest.mark.parametrize("bad", ["float16", "bf16", "", "BFLOAT16"])
def test_a_bad_value_is_refused_with_the_choices(tiny_paths, bad):
    with pytest.raises(ModelError, match=r"--target-dtype must be one of auto, float32, bfloat16"):
        load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu", target_dtype=bad)
    with pytest.raises(ModelError, match="--target-dtype"):
        load_for("model", tiny_paths["target"], tiny_paths["draft"], device="cpu", target_dtype=bad)


def test_the_command_line_takes_the_flag(tiny_paths, capsys):
    common = ["generate", "--prompt", "w5 w6 w7", "--target", tiny_paths["target"], "--draft", tiny_paths["draft"],
              "--device", "cpu", "--no-chat", "--max-new-tokens", "6"]
    assert main(common + ["--target-dtype", "bfloat16"]) == 0
    assert capsys.readouterr().out.strip()
    with pytest.raises(SystemExit) as exit_:
        main(common + ["--target-dtype", "float16"])
    assert exit_.value.code == 2
    assert "--target-dtype: invalid choice: 'float16'" in capsys.readouterr().err


def test_bench_reports_the_target_dtype(tiny_paths, tmp_path, capsys):
    """And each model's linear layers by kind: the kernels behind the figures."""
    import json

    prompts = tmp_path / "p.jsonl"
    prompts.write_text('{"prompt": "w5 w6 w7"}\n')
    out = tmp_path / "b.json"
    assert main(["bench", "--prompts", str(prompts), "--modes", "ar,gsd", "--target", tiny_paths["target"],
                 "--draft", tiny_paths["draft"], "--device", "cpu", "--no-chat", "--max-new-tokens", "8",
                 "--target-dtype", "bfloat16", "--json", str(out)]) == 0
    machine = json.loads(out.read_text())["machine"]
    assert machine["dtypes"]["target"] == "bfloat16"
    target = load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, target_dtype="bfloat16").target
    assert machine["layers"]["target"] == packing.layer_kinds(target) and sum(machine["layers"]["target"].values())


def test_every_mode_decodes_with_a_bfloat16_target(bf16_pair):
    engine = Engine(bf16_pair)
    for ids in PROMPTS[:2]:
        ids = engine.encode(ids, chat=False)
        for mode in ("ar", "ssd", "tsd", "gsd", "dyspec"):
            out = tokens(engine.decode(ids, DecodeConfig.for_mode(mode, max_new_tokens=12)))
            assert 1 <= len(out) <= 12, mode
    assert len(plain(engine, engine.encode(PROMPTS[0], chat=False), 12)) >= 1


def test_the_feature_head_drafts_for_a_bfloat16_target(tiny_paths, tmp_path):
    from gsd.engine.head import FeatureHead, save_head
    from transformers import AutoModelForCausalLM

    from conftest import VOCAB

    torch.manual_seed(3)
    head = FeatureHead(AutoModelForCausalLM.from_pretrained(tiny_paths["target"]).config)
    save_head(head, torch.arange(VOCAB), tmp_path / "head")
    pair = load_pair(tiny_paths["target"], None, device="cpu", with_draft=False, head=str(tmp_path / "head"),
                     target_dtype="bfloat16")
    assert pair.target.dtype == torch.bfloat16 and linear_dtypes(pair.target) == {torch.bfloat16}
    engine = Engine(pair)
    ids = engine.encode(PROMPTS[0], chat=False)
    assert len(tokens(engine.decode(ids, DecodeConfig(drafter="head", max_new_tokens=12)))) >= 1


@pytest.mark.slow
def test_the_embedded_target_in_bfloat16_rounds_a_tree_forward_differently_from_one_token_forwards():
    """What a GPU does, on a CPU: in bfloat16 the logits of a chain verified in one tree forward differ from the
    same tokens' one-token forwards, by far more than in float32, so a near-tie can flip and greedy speculative
    output part from plain greedy output (how often: docs/usage.md)."""
    from gsd.engine.graph import ancestor_mask

    def spread(dtype: str) -> float:
        engine = Engine(load_pair(device="cpu", target_dtype=dtype, with_draft=False))
        model = engine.pair.target
        ids = engine.encode("Why is the sky blue?", True, 16)
        chain = ids[-1:] + tokens(engine.decode(ids, DecodeConfig.for_mode("ar", max_new_tokens=6)))[:-1]
        past = len(ids) - 1
        logits = []
        for tree in (True, False):
            cache = model_forward.new_cache(model)
            model_forward.forward(model, torch.tensor(ids[:-1]), cache, torch.arange(past), None, last=1)
            if tree:  # the chain in one forward, with the engine's tree mask
                visible = torch.cat([torch.ones(len(chain), past, dtype=torch.bool),
                                     ancestor_mask(list(range(-1, len(chain) - 1)))], dim=1)
                logits.append(model_forward.forward(model, torch.tensor(chain), cache,
                                                    torch.arange(past, past + len(chain)), visible))
            else:  # one token at a time, as plain decoding runs it
                logits.append(torch.cat([model_forward.forward(model, torch.tensor([token]), cache,
                                                               torch.tensor([past + i]), None)
                                         for i, token in enumerate(chain)]))
        return float((logits[0] - logits[1]).abs().max())

    bfloat16, float32 = spread("bfloat16"), spread("float32")
    assert bfloat16 > max(100 * float32, 1e-2), (bfloat16, float32)
