"""A follow-up starts from the kept cache: the owner's last run left its keys and values (`Engine.decode(...,
keep=owner)`), and their next run, whose conversation begins with that run's tokens, copies the part it shares
instead of running it through the target again. The invariant: the same conversation gives the same tokens with
and without the cache, for gsd and ar, on the tiny models and the embedded pair."""

from __future__ import annotations

import logging

import pytest

from gsd.config import DecodeConfig
from gsd.engine.loop import Engine
from gsd.models import load_pair

FIRST = "w5 w6 w7 w8 w9 w10 w11 w12"
SECOND = "w20 w21 w22"


def tokens(steps) -> list[int]:
    return [t for step in steps for t in step.committed]


def follow_up(engine: Engine, first: str, second: str, config: DecodeConfig, owner: object | None, caplog):
    """The second turn's tokens after the first, with the first run kept for `owner` (None: nothing kept), and
    the log's line on where its prompt came from."""
    answer = engine.summary(list(engine.generate(first, config, keep=owner)), config, 0, 1.0).text
    conversation = [{"role": "user", "content": first}, {"role": "assistant", "content": answer},
                    {"role": "user", "content": second}]
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="gsd.engine.kept"):
        second_run = tokens(engine.generate(conversation, config, keep=owner))
    said = [record.getMessage() for record in caplog.records if "follow-up" in record.getMessage()]
    return second_run, said, len(engine.encode(conversation))


@pytest.mark.parametrize("static", ["off", "eager"])  # the engine's own CPU forward, and the static path's
@pytest.mark.parametrize("mode", ["gsd", "ar"])
def test_a_follow_up_from_the_kept_cache_gives_the_tokens_of_one_from_scratch(tiny_paths, mode, static, caplog):
    engine = Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu"), static=static)
    engine.eos = set()  # every run as long as max new tokens: a long first answer to start from
    config = DecodeConfig.for_mode(mode, max_new_tokens=20)
    cached, said, prompt_tokens = follow_up(engine, FIRST, SECOND, config, "visitor", caplog)
    scratch, none_said, _ = follow_up(engine, FIRST, SECOND, config, None, caplog)
    assert cached == scratch and len(cached) == 20
    assert none_said == []
    (line,) = said
    shared = int(line.split()[2])  # "a follow-up: N of its M prompt tokens from the kept run, K prefilled"
    assert shared > len(engine.encode(FIRST)) and f"of its {prompt_tokens} prompt tokens" in line


def test_another_owners_run_is_not_a_follow_ups_start(tiny_paths, caplog):
    engine = Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu"))
    config = DecodeConfig.for_mode("gsd", max_new_tokens=8)
    list(engine.generate(FIRST, config, keep="someone"))
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="gsd.engine.kept"):
        list(engine.generate(FIRST + " " + SECOND, config, keep="someone else"))
    assert not any("follow-up" in record.getMessage() for record in caplog.records)


@pytest.mark.slow
@pytest.mark.parametrize("mode", ["gsd", "ar"])
def test_the_embedded_pairs_follow_up_from_the_kept_cache_is_exact(mode, caplog):
    engine = embedded()
    config = DecodeConfig.for_mode(mode, max_new_tokens=48)
    first = "Name three uses of copper and say why each one suits it."
    second = "Which of them uses the most copper worldwide?"
    cached, said, _ = follow_up(engine, first, second, config, "visitor", caplog)
    scratch, _, _ = follow_up(engine, first, second, config, None, caplog)
    assert cached == scratch
    assert said and int(said[0].split()[2]) > len(engine.encode(first))


_EMBEDDED: list[Engine] = []


def embedded() -> Engine:
    if not _EMBEDDED:
        _EMBEDDED.append(Engine(load_pair(device="cpu")))
    return _EMBEDDED[0]
