"""The draft's recipe on tiny models: the corpus sampler answers each prompt of a left-padded batch as the
target would answer it alone, and the quality score gives a perfect draft a perfect score."""

from __future__ import annotations

import pytest
import torch
from transformers import AutoModelForCausalLM

from conftest import EOS
from gsd.corpus import sample_batch
from gsd.distill import grow_draft
from gsd.quality import evaluate

PROMPTS = [[1, 5, 9, 13, 7, 22, 30], [1, 40], [1, 3, 3, 8, 17]]  # different lengths: the batch is left-padded


@pytest.fixture(scope="module")
def tiny(tiny_paths):
    load = lambda role: AutoModelForCausalLM.from_pretrained(tiny_paths[role], dtype=torch.float32).eval()  # noqa: E731
    return load("target"), load("draft")


def test_greedy_batch_answers_equal_each_prompt_answered_alone_by_generate(tiny):
    target, _ = tiny
    rows = sample_batch(target, PROMPTS, 0.0, 12, 5, EOS, torch.Generator())
    for prompt, row in zip(PROMPTS, rows):
        reference = target.generate(torch.tensor([prompt]), max_new_tokens=12, do_sample=False, eos_token_id=EOS,
                                    pad_token_id=0)[0].tolist()
        assert row["ids"].tolist() == reference, prompt
        assert row["prompt_len"] == len(prompt)
        response = row["ids"][len(prompt):].long()
        assert row["top_ids"].shape == row["top_logp"].shape == (len(response), 5)
        assert torch.equal(row["top_ids"][:, 0].long(), response)  # greedy: the answer is the top-1 token
        logp = row["top_logp"].float()
        assert (logp <= 0).all() and (logp[:, :-1] >= logp[:, 1:]).all()
        assert (logp.exp().sum(-1) <= 1 + 1e-2).all()


def test_sampled_batches_follow_their_seed(tiny):
    """A shard is reproducible: the same generator seed gives the same answers, another seed others."""
    target, _ = tiny
    sample = lambda seed: [r["ids"].tolist() for r in sample_batch(  # noqa: E731
        target, PROMPTS, 1.0, 12, 5, EOS, torch.Generator().manual_seed(seed))]
    assert sample(7) == sample(7)
    assert sample(7) != sample(8)


def test_a_draft_equal_to_the_target_scores_perfectly_and_a_random_one_does_not(tiny):
    target, other = tiny
    rows = sample_batch(target, PROMPTS, 0.0, 10, 1, EOS, torch.Generator())
    answers = [(row["ids"].long(), row["prompt_len"]) for row in rows]
    perfect = evaluate(target, answers, depth=3)
    lengths = [len(ids) - start for ids, start in answers]
    # every position agrees: τ from a start is 1 + min(depth, positions left from there)
    expected = sum(1 + min(3, n - i) for n in lengths for i in range(n)) / sum(lengths)
    assert perfect.top1 == perfect.top4 == 1.0 and perfect.tokens == sum(lengths)
    assert perfect.chain_tau == pytest.approx(expected) and perfect.tree_tau == pytest.approx(expected)
    worse = evaluate(other, answers, depth=3)
    assert worse.top1 < 1.0 and worse.top1 <= worse.top4 and 1.0 <= worse.chain_tau < expected


def test_growing_a_draft_keeps_its_output_and_the_new_layers_can_learn(tiny):
    _, draft = tiny
    grown = grow_draft(draft, draft.config.num_hidden_layers + 2)
    assert grown.config.num_hidden_layers == draft.config.num_hidden_layers + 2
    ids = torch.tensor([PROMPTS[0]])
    with torch.no_grad():
        assert torch.allclose(grown(ids).logits, draft(ids).logits, atol=1e-5)
    grown.train()
    grown(ids, labels=ids).loss.backward()
    new = grown.model.layers[-1]
    assert new.self_attn.o_proj.weight.grad.abs().sum() > 0 and new.mlp.down_proj.weight.grad.abs().sum() > 0
    assert grow_draft(draft, 1) is draft  # never shrinks
