"""The page's conversation: a follow-up prompt continues what the visitor asked and was answered.

A conversation is a tuple of messages (`{"role", "content"}`, as the engine and `generate --conversation`
take them). The visitor's `Session.conversation` holds the turns so far; Generate asks the engine the
conversation that ends with the new prompt (`asked`), and a run that ends without failing adds its turn
(`answered`). New conversation empties it. Compare runs the prompt on the conversation before it
(`compared_on`). The run on show keeps the messages before its prompt
(`Session.earlier`): the page shows them above the streamed answer (`earlier_html`), and its trace file
records the whole conversation. A replayed trace or a compared run shows its own earlier turns and leaves the
visitor's conversation as it is. No Gradio and no torch here.
"""

from __future__ import annotations

import html
from collections.abc import Callable

from ...config import ConfigError
from ...prompts import Prompt
from ...trace import MAX_MESSAGES
from ..look import plural

SPEAKERS = {"user": "You", "assistant": "Model", "system": "System"}


def asked(earlier: tuple[dict, ...], prompt: str) -> Prompt:
    """What the engine answers: the prompt alone, or the conversation `earlier` followed by it."""
    if not earlier:
        return prompt
    if len(earlier) + 1 > MAX_MESSAGES:
        raise ConfigError(f"the conversation has {len(earlier) + 1} messages, at most {MAX_MESSAGES} are kept: "
                          "press New conversation to start afresh")
    return [*earlier, {"role": "user", "content": prompt}]


def compared_on(conversation: tuple[dict, ...], prompt: str) -> tuple[dict, ...]:
    """What a comparison of modes runs `prompt` after: the conversation so far, but where the prompt is the turn
    just answered (Compare pressed on the prompt the visitor ran), the conversation before that turn, so that
    the compared runs answer the same input as the run the visitor saw (not the same question asked twice)."""
    if len(conversation) >= 2 and conversation[-2] == {"role": "user", "content": prompt} \
            and conversation[-1].get("role") == "assistant":
        return conversation[:-2]
    return conversation


def answered(earlier: tuple[dict, ...], prompt: str, answer: str) -> tuple[dict, ...]:
    """The conversation after the run that answered `prompt` with `answer`."""
    return (*earlier, {"role": "user", "content": prompt}, {"role": "assistant", "content": answer})


def earlier_html(earlier: tuple[dict, ...], prompt: str) -> str:
    """The turns before the run on show, then its prompt, as the page shows them above the streamed answer
    (empty for a run that started a conversation). Every text is escaped: it is what visitors typed or the
    model wrote."""
    if not earlier:
        return ""
    turns = (len(earlier) + 1) // 2
    lines = [f'<div class="gsd-conversation-head">Before the answer below: {plural(turns, "earlier turn")} of its '
             'conversation, then its prompt.</div>']
    for message in [*earlier, {"role": "user", "content": prompt}]:
        role = message["role"]
        lines.append(f'<div class="gsd-turn gsd-{role}"><b>{SPEAKERS.get(role, html.escape(role))}</b>'
                     f'<span>{html.escape(message["content"])}</span></div>')
    return '<div class="gsd-conversation">' + "".join(lines) + "</div>"


def blamed(error: ValueError, earlier: tuple[dict, ...], alone: Callable[[], object]) -> ValueError:
    """The engine's refusal of a follow-up (`error`), saying the way out when the conversation so far is what
    made it too long: the prompt `alone` (a call that raises the same kind of error) would have been taken."""
    if earlier:
        try:
            alone()
        except ValueError:
            return error
        return ConfigError(f"{error}, with the conversation so far: press New conversation to start afresh")
    return error
