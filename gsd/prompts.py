"""What the engine answers: a prompt, or a conversation (a list of `{"role", "content"}` messages ending with
the user's), and the checks that refuse what no model could take, each with a one-line `PromptError`. Read by
the engine, the CLI, the page and the trace loader; no torch here.
"""

from __future__ import annotations

MAX_PROMPT_CHARS = 32_000  # a prompt's characters, or a conversation's in all
ROLES = ("system", "user", "assistant")  # who speaks in a conversation

Prompt = str | list[dict]  # a prompt, or a conversation: [{"role": ..., "content": ...}, ...] ending with the user's


class PromptError(ValueError):
    """The prompt or conversation cannot be decoded (empty, malformed, or too long for the model); the message
    says which."""


def check_prompt(prompt: object) -> None:
    """Refuse what no model could take: a non-string, empty or oversized prompt."""
    if not isinstance(prompt, str) or not prompt.strip():
        raise PromptError("the prompt is empty: type a question or some text to continue")
    if len(prompt) > MAX_PROMPT_CHARS:
        raise PromptError(f"the prompt is {len(prompt):,} characters; at most {MAX_PROMPT_CHARS:,} are accepted")


def check_conversation(messages: object) -> None:
    """Refuse a conversation no chat template could take: not a non-empty list of messages, each a dict with a
    role among `ROLES` and a string content, not ending with something the user says, or longer than
    MAX_PROMPT_CHARS in all."""
    if not isinstance(messages, list) or not messages:
        raise PromptError("the conversation is empty: give a list of messages ending with the user's")
    for number, message in enumerate(messages, start=1):
        spoken = isinstance(message, dict) and isinstance(message.get("content"), str)
        if not (spoken and message.get("role") in ROLES):
            raise PromptError(f"message {number} of the conversation must be an object with a \"role\" "
                              f"({', '.join(ROLES)}) and a text \"content\"")
    if messages[-1]["role"] != "user":
        raise PromptError(f"the conversation must end with the user's message, not the {messages[-1]['role']}'s")
    if not messages[-1]["content"].strip():
        raise PromptError("the conversation's last message is empty: the user has to ask something")
    total = sum(len(message["content"]) for message in messages)
    if total > MAX_PROMPT_CHARS:
        raise PromptError(f"the conversation is {total:,} characters; at most {MAX_PROMPT_CHARS:,} are accepted")


def check_input(prompt: object) -> None:
    """A conversation (a list) goes through `check_conversation`, anything else through `check_prompt`."""
    if isinstance(prompt, list):
        check_conversation(prompt)
    else:
        check_prompt(prompt)
