"""The shipped draft (assets/draft) loads offline, shares the target's tokenizer and predicts sensibly."""

import os

import pytest
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from gsd.models import EMBEDDED_DRAFT, embedded_target_path

pytestmark = pytest.mark.skipif(not (EMBEDDED_DRAFT / "config.json").exists(), reason="no draft in assets/")

PROMPTS = ["What is the capital of France?", "Write a haiku about the sea.", "How do I boil an egg?"]


@pytest.fixture(scope="module", autouse=True)
def offline():
    saved = {k: os.environ.get(k) for k in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE")}
    os.environ.update(HF_HUB_OFFLINE="1", TRANSFORMERS_OFFLINE="1")
    yield
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


@pytest.fixture(scope="module")
def draft():
    return AutoModelForCausalLM.from_pretrained(EMBEDDED_DRAFT, dtype=torch.float32).eval()


def test_draft_is_small_and_tied(draft):
    size = sum(f.stat().st_size for f in EMBEDDED_DRAFT.iterdir())
    assert size < 64 * 2**20  # a few tens of MB at most, tokenizer files included
    assert draft.config.tie_word_embeddings
    assert draft.lm_head.weight.data_ptr() == draft.model.embed_tokens.weight.data_ptr()


def test_draft_shares_the_target_tokenizer(draft):
    mine = AutoTokenizer.from_pretrained(EMBEDDED_DRAFT)
    target = AutoTokenizer.from_pretrained(embedded_target_path())
    assert mine.get_vocab() == target.get_vocab()
    assert draft.config.vocab_size == len(target.get_vocab())


@torch.inference_mode()
def test_draft_predicts_the_targets_greedy_tokens(draft):
    """Next-token probabilities are a distribution, and on short answers of the target the draft often ranks
    the target's own greedy token first and usually within its top 10 (a random draft almost never does)."""
    path = embedded_target_path()
    tokenizer = AutoTokenizer.from_pretrained(path)
    target = AutoModelForCausalLM.from_pretrained(path, dtype=torch.float32).eval()
    hits, top10, total = 0, 0, 0
    for prompt in PROMPTS:
        text = tokenizer.apply_chat_template([{"role": "user", "content": prompt}], add_generation_prompt=True,
                                             tokenize=False)
        ids = tokenizer(text, return_tensors="pt", add_special_tokens=False).input_ids
        answer = target.generate(ids, max_new_tokens=12, do_sample=False)  # (1, P + R)
        probs = torch.softmax(draft(answer[:, :-1]).logits[0, ids.shape[1] - 1:].float(), -1)  # (R, V)
        assert torch.isfinite(probs).all()
        assert torch.allclose(probs.sum(-1), torch.ones(len(probs)), atol=1e-4)
        truth = answer[0, ids.shape[1]:]
        hits += int((probs.argmax(-1) == truth).sum())
        top10 += int((probs.topk(10, -1).indices == truth[:, None]).any(-1).sum())
        total += len(truth)
    print(f"top-1 {hits}/{total}, top-10 {top10}/{total}")
    # A random draft would score about 10 / 49152 in the top 10; the shipped draft scores about half.
    assert top10 / total >= 0.35
    assert hits / total >= 0.1
