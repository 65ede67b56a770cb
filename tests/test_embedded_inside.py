"""The trace alone explains each verdict, on the real embedded pair, in every mode, greedy and sampling: the
verify positions a step records are the tree, the mask and the position ids the target ran, and the target's
answers there decide the accepted path and the bonus token."""

import pytest
import torch

from gsd.engine import loop as engine_module
from gsd.config import MODES, DecodeConfig
from gsd.engine.loop import Engine
from gsd.engine.graph import ancestor_mask
from gsd.models import load_pair

pytestmark = pytest.mark.slow
PROMPTS = {0.0: "Why do leaves change colour in autumn?", 0.8: "List three uses of a paperclip, separated by commas."}


@pytest.fixture(scope="module")
def engine():
    engine = Engine(load_pair(device="cpu"))
    # the start chat prompts share is run through the target at the first run (`kept.Preamble`): made here, so that
    # the forwards recorded below are each run's own
    list(engine.generate("Hello", DecodeConfig.for_mode("ar", max_new_tokens=1)))
    assert engine.preamble.target is not None
    return engine


def recorded(engine, monkeypatch, ids, config):
    """The run's steps, and for each the target's verify forward as it was called: (tokens, position ids, the
    mask over the new positions)."""
    calls = []
    forward = engine_module.model_forward.forward

    def spy(model, input_ids, cache, positions, visible, *args, **kwargs):
        if model is engine.pair.target and len(calls) < 10_000:
            past = len(positions) and int(positions[0])
            new = None if visible is None else visible[:, -len(input_ids):].cpu()
            calls.append((input_ids.tolist(), positions.tolist(), past, new))
        return forward(model, input_ids, cache, positions, visible, *args, **kwargs)

    monkeypatch.setattr(engine_module.model_forward, "forward", spy)
    steps = list(engine.decode(ids, config))
    monkeypatch.undo()
    verify = calls[1:] if len(ids) > 1 else calls  # the first call is the prefill
    assert len(verify) == len(steps)
    return steps, verify


@pytest.mark.parametrize("temperature", [0.0, 0.8])
@pytest.mark.parametrize("mode", MODES)
def test_the_trace_alone_explains_each_verdict(engine, monkeypatch, mode, temperature):
    preset = "graph" if mode == "gsd" else "fast"  # merges: a merged node verified once per copy
    config = DecodeConfig.from_preset(preset, mode, max_new_tokens=20, temperature=temperature, seed=3)
    copies = 0
    for prompt in [PROMPTS[temperature]]:
        ids = engine.encode(prompt, chat=True)
        steps, verify = recorded(engine, monkeypatch, ids, config)
        for step, (tokens, position_ids, past, visible) in zip(steps, verify):
            positions = step.positions
            nodes = step.graph.nodes
            # The positions are the tree the target ran: its tokens, position ids and mask.
            assert [nodes[p.node].token for p in positions] == tokens
            assert [p.position_id for p in positions] == position_ids
            assert positions[0].parent == -1 and positions[0].node == 0 and positions[0].position_id == past
            parents = [p.parent for p in positions]
            if visible is None:
                assert len(positions) == 1
            else:
                assert torch.equal(visible, ancestor_mask(parents))
            for p in positions[1:]:
                assert nodes[p.node].depth == nodes[positions[p.parent].node].depth + 1
                assert p.parent in [i for i, q in enumerate(positions) if q.node in nodes[p.node].parents]
            copies += len(positions) - len({p.node for p in positions})
            # The verdict follows the target's answers, position by position.
            walk = [i for i, p in enumerate(positions) if p.accepted]
            assert walk[0] == 0 and all(positions[b].parent == a for a, b in zip(walk, walk[1:]))
            assert tuple(positions[i].node for i in walk) == step.verdict.accepted
            for a, b in zip(walk, walk[1:]):
                assert nodes[positions[b].node].token == positions[a].target_token
            assert step.verdict.bonus_token == positions[walk[-1]].target_token
            if temperature == 0:
                for a in walk:  # every other child of an accepted position disagreed with the target there
                    for child in (i for i, p in enumerate(positions) if p.parent == a and i not in walk):
                        assert nodes[positions[child].node].token != positions[a].target_token
                assert all(p.target_p > 0 and p.margin >= 0 for p in positions)
    if mode == "gsd":
        assert copies > 0  # the graph preset merged, so some node was verified under two prefixes
