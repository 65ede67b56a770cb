"""What the engine answers: a prompt, or a conversation (a list of `{"role", "content"}` messages ending with
the user's), and the checks that refuse what no model could take, each with a one-line `PromptError`. Read by
the engine, the CLI, the page and the trace loader; no torch here. `encode` turns either into a tokenizer's ids.
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


def encode(tokenizer, prompt: Prompt, chat: bool, max_new_tokens: int, context_length: int) -> list[int]:
    """The token ids of a prompt or a conversation (`check_input`). With chat and a chat template: the
    template over every message, the assistant's turn opened. Else the raw text: a conversation's contents
    joined by blank lines. A PromptError if the ids leave no room for max_new_tokens."""
    check_input(prompt)
    if isinstance(prompt, str):
        messages = [{"role": "user", "content": prompt}]
    else:
        messages = [{"role": message["role"], "content": message["content"]} for message in prompt]
    if chat and tokenizer.chat_template:
        ids = tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=True,
                                                 return_dict=True)
        ids = list(ids["input_ids"])
    else:
        ids = tokenizer("\n\n".join(message["content"] for message in messages))["input_ids"]
    room = context_length - max_new_tokens
    if room <= 0:
        raise PromptError(f"max new tokens = {max_new_tokens:,} leaves no room in the target's context of "
                          f"{context_length:,}; lower it to at most {context_length - len(ids):,} "
                          "for this prompt")
    if len(ids) > room:
        what = "prompt" if isinstance(prompt, str) else "conversation"
        raise PromptError(f"the {what} is {len(ids):,} tokens; with max new tokens = {max_new_tokens:,} at most "
                          f"{max(room, 0):,} fit in the target's context of {context_length:,}")
    return ids
