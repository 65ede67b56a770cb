"""Conversations: the chat template over every message, a later turn decoded exactly, malformed ones refused."""

import json
import re

import pytest

from conftest import CHAT_TEMPLATE, plain, tokens
from gsd import trace_file
from gsd.__main__ import main
from gsd.config import MODES, DecodeConfig
from gsd.engine.loop import Engine
from gsd.prompts import MAX_PROMPT_CHARS, PromptError
from gsd.models import load_pair

def chatting(target: str, draft: str) -> Engine:
    engine = Engine(load_pair(target, draft, device="cpu"))
    engine.tokenizer.chat_template = CHAT_TEMPLATE
    return engine


@pytest.fixture(scope="module")
def engines(tiny_paths):
    """An unrelated random draft (mostly wrong) and the target drafting for itself (mostly right)."""
    return [chatting(tiny_paths["target"], tiny_paths["draft"]), chatting(tiny_paths["target"], tiny_paths["target"])]


def second_turn(engine: Engine) -> list[dict]:
    first = [{"role": "system", "content": "w9 w10"}, {"role": "user", "content": "w5 w6 w7"}]
    answer = plain(engine, engine.encode(first, max_new_tokens=12), 12)
    return first + [{"role": "assistant", "content": engine.tokenizer.decode(answer, skip_special_tokens=True)},
                    {"role": "user", "content": "w30 w31 w30"}]


def test_the_template_runs_over_every_message(engines):
    engine = engines[0]
    conversation = [{"role": "system", "content": "w9 w10"}, {"role": "user", "content": "w5 w6 w7"},
                    {"role": "assistant", "content": "w11 w12"}, {"role": "user", "content": "w30 w31 w30"}]
    words = "w1 w9 w10 w4 w2 w5 w6 w7 w4 w3 w11 w12 w4 w2 w30 w31 w30 w4 w3".split()  # the assistant's turn opened
    vocab = engine.tokenizer.get_vocab()
    assert engine.encode(conversation) == [vocab[word] for word in words]
    assert engine.encode("w5 w6 w7") == engine.encode([{"role": "user", "content": "w5 w6 w7"}])


def test_without_the_template_the_contents_are_joined(engines):
    engine = engines[0]
    conversation = [{"role": "user", "content": "w5 w6"}, {"role": "assistant", "content": "w7"},
                    {"role": "user", "content": "w8"}]
    assert engine.encode(conversation, chat=False) == engine.encode("w5 w6\n\nw7\n\nw8", chat=False)


@pytest.mark.parametrize("drafter", ["model", "lookup"])
def test_a_second_turn_is_exact_in_every_mode(engines, drafter):
    for engine in engines:
        conversation = second_turn(engine)
        reference = plain(engine, engine.encode(conversation, max_new_tokens=24), 24)
        for mode in MODES:
            config = DecodeConfig.for_mode(mode, max_new_tokens=24, drafter=drafter)
            assert tokens(engine.generate(conversation, config)) == reference, (mode, drafter)
        steps, summary = engine.run(conversation, DecodeConfig(max_new_tokens=24, drafter=drafter))
        assert tokens(steps) == reference and summary.prompt_tokens == len(engine.encode(conversation))


MALFORMED = [
    ([], "the conversation is empty"),
    (["w5"], "message 1 of the conversation must be an object"),
    ([{"role": "user", "content": "w5"}, {"role": "robot", "content": "w6"}], "message 2 of the conversation"),
    ([{"role": "user", "content": 5}], "message 1 of the conversation"),
    ([{"role": "user"}], "message 1 of the conversation"),
    ([{"role": "user", "content": "w5"}, {"role": "assistant", "content": "w6"}],
     "must end with the user's message, not the assistant's"),
    ([{"role": "user", "content": "  "}], "the conversation's last message is empty"),
    ([{"role": "system", "content": "w5 " * (MAX_PROMPT_CHARS // 6)},  # each under the bound, not both
      {"role": "user", "content": "w5 " * (MAX_PROMPT_CHARS // 5)}], "characters; at most"),
    ([{"role": "user", "content": "w5 " * 200}, {"role": "assistant", "content": "w6"},  # tiny context: 256
      {"role": "user", "content": "w7"}], r"the conversation is \d+ tokens; with max new tokens = 128 at most 128"),
]


@pytest.mark.parametrize("conversation, message", MALFORMED)
def test_a_malformed_conversation_is_refused_in_one_line(engines, conversation, message):
    with pytest.raises(PromptError) as refused:
        engines[0].generate(conversation, DecodeConfig())
    assert re.search(message, str(refused.value)) and "\n" not in str(refused.value)


def test_generate_takes_a_conversation_file(tiny_paths, tmp_path, capsys):
    common = ["generate", "--target", tiny_paths["target"], "--draft", tiny_paths["draft"], "--device", "cpu",
              "--max-new-tokens", "12", "--json"]
    path = tmp_path / "conversation.json"
    path.write_text(json.dumps([{"role": "user", "content": "w5 w6"}, {"role": "assistant", "content": "w7"},
                                {"role": "user", "content": "w8"}]))
    assert main(common + ["--conversation", str(path)]) == 0
    recorded = json.loads(capsys.readouterr().out)
    steps, _, prompt = trace_file.from_dict(recorded)
    assert prompt == "w8"  # the trace names what the user asked last, and records the whole conversation
    assert recorded["conversation"] == json.loads(path.read_text())
    assert trace_file.earlier_of(recorded) == ({"role": "user", "content": "w5 w6"}, {"role": "assistant", "content": "w7"})
    assert main(common + ["--prompt", "w5 w6\n\nw7\n\nw8"]) == 0  # this tokenizer has no template: joined
    assert tokens(trace_file.loads(capsys.readouterr().out)[0]) == tokens(steps)
    path.write_text(json.dumps([{"role": "user", "content": "w5"}, {"role": "assistant", "content": "w6"}]))
    assert main(common + ["--conversation", str(path)]) == 2
    assert capsys.readouterr().err.strip() == ("error: the conversation must end with the user's message, "
                                               "not the assistant's")
    path.write_text("{not json")
    assert main(common + ["--conversation", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"error: {path}:1: not JSON")
    with pytest.raises(SystemExit) as exited:  # one or the other
        main(common + ["--conversation", str(path), "--prompt", "w5"])
    assert exited.value.code == 2 and "not allowed with argument" in capsys.readouterr().err
