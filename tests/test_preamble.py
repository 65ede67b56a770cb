"""The start every chat prompt shares (`kept.Preamble`): run through the target and the draft once per engine, and
copied into each run in place of prefilling it. The invariant: a run that starts from the copy gives the same
tokens, and drafts the same graphs, as one that prefills its whole prompt, for gsd and ar."""

from __future__ import annotations

import threading

import pytest

from gsd.config import DecodeConfig
from gsd.engine.kept import Preamble, shared_start
from gsd.engine import draft as draft_module, loop
from gsd.engine.loop import Engine
from gsd.forward import lean
from gsd.models import load_pair


def graphs(steps) -> list:
    return [(step.committed, [(node.token, node.parents, node.status) for node in step.graph.nodes]) for step in steps]


def runs(engine: Engine, prompt, config: DecodeConfig, preamble: Preamble) -> list:
    engine.preamble = preamble
    return graphs(engine.generate(prompt, config))


def first_positions(engine: Engine, prompt, config: DecodeConfig, preamble: Preamble, monkeypatch) -> tuple:
    """The run's graphs, and the first position each model's first forward of the run read (its prefill's)."""
    first: dict[str, int] = {}
    forward = loop.model_forward.forward

    def spy(model, input_ids, cache, positions, *args, **kwargs):
        role = "target" if model is engine.pair.target else "draft"
        first.setdefault(role, int(positions[0]))
        return forward(model, input_ids, cache, positions, *args, **kwargs)

    monkeypatch.setattr(loop.model_forward, "forward", spy)
    monkeypatch.setattr(draft_module.model_forward, "forward", spy)
    try:
        return runs(engine, prompt, config, preamble), first
    finally:
        monkeypatch.undo()


@pytest.mark.parametrize("mode", ["gsd", "ar"])
def test_a_run_from_the_copied_preamble_is_the_run_that_prefills_it(tiny_paths, mode, monkeypatch):
    engine = Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu"))
    prompt = "w5 w6 w7 w8 w9 w10"
    preamble = Preamble(tuple(engine.encode(prompt)[:4]))
    config = DecodeConfig.for_mode(mode, max_new_tokens=16)
    copied = runs(engine, prompt, config, preamble)
    assert preamble.target is not None and lean.Cache is type(preamble.target) and preamble.target.length == 4
    assert preamble.draft is not None and preamble.draft.length == 4  # the draft model's too, for the runs it drafts
    # the copy made, now copied: the run's target and draft read their first forward from past the preamble
    again, first = first_positions(engine, prompt, config, preamble, monkeypatch)
    scratch, whole = first_positions(engine, prompt, config, Preamble(()), monkeypatch)
    assert copied == again == scratch
    assert first["target"] == 4 and whole["target"] == 0
    if mode == "gsd":
        assert first["draft"] == 4 and whole["draft"] == 0


def test_a_prompt_that_does_not_begin_with_the_preamble_prefills_it_all(tiny_paths):
    engine = Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu"))
    preamble = Preamble(tuple(engine.encode("w5 w6 w7")[:3]))
    config = DecodeConfig.for_mode("gsd", max_new_tokens=8)
    other = "w9 w6 w7 w8"
    assert preamble.shared(engine.encode(other)) == 0
    assert runs(engine, other, config, preamble) == runs(engine, other, config, Preamble(()))
    assert preamble.target is None  # nothing began with it: nothing made


def test_the_static_path_prefills_its_own(tiny_paths):
    """The static path's forward is not the one that made the copy: its runs prefill the whole prompt."""
    engine = Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu"), static="eager")
    prompt = "w5 w6 w7 w8 w9"
    preamble = Preamble(tuple(engine.encode(prompt)[:3]))
    config = DecodeConfig.for_mode("gsd", max_new_tokens=10)
    assert runs(engine, prompt, config, preamble) == runs(engine, prompt, config, Preamble(()))
    assert preamble.target is None


def test_two_first_runs_at_once_make_the_preamble_once(tiny_paths):
    """Eight runs reach the preamble together: one makes it while the others wait, and each copies it whole."""
    engine = Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu"))
    tokens = tuple(engine.encode("w5 w6 w7")[:3])
    preamble, made, start, filled = Preamble(tokens), [], threading.Barrier(9), []

    def prepare(wanted):
        made.append(wanted)
        return engine._prefill_preamble(wanted)

    def run():
        start.wait(timeout=60)
        cache = lean.Cache(engine.pair.target, 8)
        filled.append((preamble.fill(tokens + (9,), cache, prepare), cache))

    threads = [threading.Thread(target=run) for _ in range(8)]
    for thread in threads:
        thread.start()
    start.wait(timeout=60)
    for thread in threads:
        thread.join(timeout=60)
    assert made == [tokens] and len(filled) == 8
    for length, cache in filled:
        assert length == 3 and cache.length == 3
        assert (cache.keys[..., :3, :] == preamble.target.keys[..., :3, :]).all()


def test_the_shared_start_is_where_two_prompts_part(tiny_paths):
    engine = Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu"))
    # the tiny tokenizer reads every word it does not know as one token: "a" and "b" are the same to it
    assert shared_start(engine.encode) == ()
    assert shared_start(lambda text: [1, 7, 8, {"a": 30, "b": 31}[text], 2]) == (1, 7, 8)

    def refuses(text):
        raise ValueError("Conversation roles must alternate system/user/assistant")

    assert shared_start(refuses) == ()  # a template that refuses a lone user turn: every prompt prefilled whole


@pytest.mark.slow
def test_the_embedded_targets_preamble_is_its_system_message_and_the_user_turns_opening():
    engine = Engine(load_pair(device="cpu"))
    engine.time_plain_forward()  # what the page does at start: its timed forwards make the preamble, before any visitor
    assert engine.preamble.target is not None
    text = engine.tokenizer.decode(engine.preamble.tokens)
    assert text.startswith("<|im_start|>system\n") and text.endswith("<|im_end|>\n<|im_start|>user\n")
    prompt = "List three primary colors."
    config = DecodeConfig.for_mode("gsd", max_new_tokens=24)  # unsized: the same graphs from run to run
    copied = runs(engine, prompt, config, engine.preamble)
    assert engine.preamble.target.length == len(engine.preamble.tokens) == 24
    assert copied == runs(engine, prompt, config, Preamble(()))
    fast = runs(engine, prompt, DecodeConfig.from_preset("fast", "gsd", max_new_tokens=24), engine.preamble)
    plain = runs(engine, prompt, DecodeConfig.for_mode("ar", max_new_tokens=24), engine.preamble)
    assert [t for tokens, _ in copied for t in tokens] == [t for tokens, _ in fast for t in tokens] \
        == [t for tokens, _ in plain for t in tokens]
