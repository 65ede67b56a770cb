"""The prompt sets the draft's corpus is answered on, and the held-out sets kept out of them.

Four prompt sets, each with its own folder of shards (`corpus.corpus_folder`): `topics` (assets/distill/topics.txt ×
templates.txt: broad subjects, the same few dozen phrasings) and `requests` (assets/distill/requests.txt, whose
{slots} are filled from assets/distill/slots/: specific requests in many phrasings: code in named languages, sums
with their numbers, sentences to rewrite or translate). A draft trained on topics alone agrees with the target far
less on ordinary chat requests than on more topics answers; the second set is there for that (see docs/draft.md).
The third, `chats` (assets/distill/chats.txt with the same slots), brings what a visitor of the page and
Spec-Bench's categories bring and the other two lack: a second user turn after the target's own answer to a first
one, passages the target wrote quoted back to it to summarise, rewrite or translate, translation into English from
French, German, Spanish and Chinese, step-by-step arithmetic word problems, short factual answers and code. The
fourth, `own`, has no prompt file: each of its shards has the target write the user's turns itself
(`corpus._own_rows`).

Every set is drawn in a seeded order and holds no prompt of the held-out sets: the bench's prompts, the wide
bench's and assets/distill/held_out.txt.
"""

from __future__ import annotations

import itertools
import json
import random
import string
from dataclasses import dataclass
from pathlib import Path

from ..config import ASSETS

PROMPT_DIR = ASSETS / "distill"
HELD_OUT = ASSETS / "prompts.jsonl"  # the benchmark's prompts
WIDE_BENCH = ASSETS / "prompts-wide.jsonl"  # the wide benchmark's prompts: kept out of the chats set too
WIDER_HELD_OUT = PROMPT_DIR / "held_out.txt"  # other styles of request, one per line, for a steadier score
PROMPT_SETS = ("topics", "requests", "chats", "own")  # each has its own folder of shards: work/corpus(-<set>)
SET_SEEDS = {"topics": 0, "requests": 1000, "chats": 2000, "own": 3000}  # added to the seed: no two sets share a stream
CHAT_FILLINGS = 300  # the most prompts one chats template gives (a seeded choice among its fillings)


@dataclass(frozen=True)
class Chat:
    """One prompt of the chats set. `then` empty: a single user message, `first`. Otherwise the target answers
    `first`, and then: with quote False, the user says `then` after that answer (a second turn); with quote
    True, `then` is a new single user message with the answer quoted in place of {answer}."""

    first: str
    then: str = ""
    quote: bool = False

    def texts(self) -> list[str]:
        """What the user types, the target's answer left out."""
        return [self.first] + ([self.then.replace("{answer}", "")] if self.then else [])

    def messages(self, answer: str | None = None) -> list[dict]:
        """The chat to be answered, with the target's `answer` to the first turn where there is one."""
        if not self.then:
            return [{"role": "user", "content": self.first}]
        if self.quote:
            return [{"role": "user", "content": self.then.replace("{answer}", answer)}]
        return [{"role": "user", "content": self.first}, {"role": "assistant", "content": answer},
                {"role": "user", "content": self.then}]


# ---- the prompts -------------------------------------------------------------------------------------------

def held_out_prompts(path: Path = HELD_OUT) -> list[str]:
    """The prompts of a held-out set: a .jsonl of {"prompt": ...} objects or a text file of one per line."""
    if not path.exists():
        return []
    lines = _lines(path)
    return [json.loads(line)["prompt"] for line in lines] if path.suffix == ".jsonl" else lines


def _lines(path: Path) -> list[str]:
    return [line.strip() for line in path.read_text().splitlines() if line.strip()]


def expand(template: str, slots: dict[str, list[str]]) -> list[str]:
    """Every filling of a template's {slots} with their values, in order (a template without slots: itself)."""
    names = list(dict.fromkeys(name for _, name, _, _ in string.Formatter().parse(template) if name))
    return [template.format(**dict(zip(names, values))) for values in itertools.product(*(slots[n] for n in names))]


def training_prompts(seed: int, prompt_set: str = "topics") -> list:
    """A prompt set's prompts, minus the held-out ones (both sets), in a seeded order.

    topics: every topic × template (topics.txt × templates.txt). requests: every filling of the slot
    templates in requests.txt, each slot's values in slots/<slot>.txt: specific requests (code in named
    languages, sums with numbers, sentences to rewrite) of the kinds people type into a chat box. chats:
    `Chat` items, not strings (`chat_prompts`). own: none; its shards write their own (`own_prompts`)."""
    if prompt_set == "own":
        return []
    if prompt_set == "chats":
        return chat_prompts(seed)
    if prompt_set == "topics":  # topic-major, the order the first corpus was drawn in
        templates = _lines(PROMPT_DIR / "templates.txt")
        prompts = [tpl.format(topic=topic) for topic in _lines(PROMPT_DIR / "topics.txt") for tpl in templates]
    else:
        slots = {path.stem: _lines(path) for path in sorted((PROMPT_DIR / "slots").glob("*.txt"))}
        prompts = [prompt for tpl in _lines(PROMPT_DIR / "requests.txt") for prompt in expand(tpl, slots)]
    held = {p.strip().lower() for p in held_out_prompts() + held_out_prompts(WIDER_HELD_OUT)}
    prompts = [p for p in prompts if p.strip().lower() not in held]
    random.Random(seed + SET_SEEDS[prompt_set]).shuffle(prompts)
    return prompts


def held_out_texts() -> list[str]:
    """Every prompt a draft is measured or benchmarked on (the bench's, the wide bench's, held_out.txt),
    lower-cased: the chats set holds none of them, nor any text containing one."""
    return [p.strip().lower() for path in (HELD_OUT, WIDE_BENCH, WIDER_HELD_OUT) for p in held_out_prompts(path)]


def chat_templates() -> list[tuple[str, str, str]]:
    """chats.txt's templates: (kind, first, then), "\\n" read as a line break; `then` is "" for a single one."""
    templates = []
    for line in _lines(PROMPT_DIR / "chats.txt"):
        if line.startswith("#"):
            continue
        kind, _, text = (part.strip() for part in line.partition("|"))
        first, _, then = (part.strip().replace("\\n", "\n") for part in text.partition("||"))
        templates.append((kind, first, then))
    return templates


def chat_prompts(seed: int) -> list[Chat]:
    """The chats set in a seeded order: each template of chats.txt filled from slots/ ({topic}: topics.txt),
    at most CHAT_FILLINGS seeded fillings a template, minus any whose text contains a held-out prompt."""
    slots = {path.stem: _lines(path) for path in sorted((PROMPT_DIR / "slots").glob("*.txt"))}
    slots["topic"] = _lines(PROMPT_DIR / "topics.txt")
    slots["answer"] = ["{answer}"]  # filled later, by the target's answer to the first turn
    rng = random.Random(seed + SET_SEEDS["chats"])
    held = held_out_texts()
    prompts = []
    for kind, first, then in chat_templates():
        joined = f"{first}\x00{then}"  # one filling for both turns: a slot named in both gets one value
        fillings = expand(joined, slots)
        if len(fillings) > CHAT_FILLINGS:
            fillings = rng.sample(fillings, CHAT_FILLINGS)
        for filled in fillings:
            one, two = filled.split("\x00")
            chat = Chat(one, two, kind == "quote")
            if not any(h in text.lower() for text in chat.texts() for h in held):
                prompts.append(chat)
    rng.shuffle(prompts)
    return prompts
