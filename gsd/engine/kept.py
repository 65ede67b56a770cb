"""What the engine keeps between requests for the page's what-ifs and follow-ups: target caches (and drafters) at
prefixes of runs.

A run the page streams can leave its target cache here (`Engine.decode(..., keep=owner)`); a what-if at one of its
steps copies that prefix's part instead of running the prefix through the target again, and the owner's next run
(a follow-up, whose conversation begins with the run's tokens) copies the part it shares. One engine-wide store,
bounded in entries and bytes, oldest dropped first, so that a server's memory for it does not grow with its
visitors; an owner's entries are dropped when their conversation ends or they leave.

And the start every chat prompt shares (`Preamble`): its keys and values made once, copied into every run.
"""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass

from .. import forward as model_forward
from ..forward import lean
from .draft import Drafter

log = logging.getLogger(__name__)

RUN = "run"  # a kept run's cache (`Prefix.kind`): no drafter, a source of prefixes for what-ifs at its steps


@dataclass
class Prefix:
    """A prefix's target cache and drafter, filled up to (not including) a step's root."""

    tokens: tuple[int, ...]
    kind: str           # the drafter it holds: model, head, lookup or none (ar); or RUN
    cache: object
    drafter: Drafter | None
    owner: object = None  # whose it is (a page's visitor), so that it can be dropped when they leave

    @property
    def bytes(self) -> int:
        own = getattr(self.drafter, "cache", None)
        return model_forward.cache_bytes(self.cache) + (model_forward.cache_bytes(own) if own is not None else 0)


# The keys and values kept for what-ifs (runs asked to keep theirs, the prefixes what-ifs ran at), oldest dropped
# first, up to this many bytes in all (the embedded target holds 46 KB a token in float32, its draft 7.5 KB): a
# what-if at a kept prefix runs one step; at a step of a kept run, it copies the prefix's part and fills the draft.
MAX_KEPT_PREFIX_BYTES = 160 * 1024 * 1024
MAX_KEPT_PREFIXES = 4


class KeptPrefixes:
    """Kept runs' caches and what-ifs' prefixes, newest last, bounded in number and bytes; one engine-wide store,
    so that a server's memory for them does not grow with its visitors. A what-if's prefix is taken out while it
    runs and put back after; a run's is copied from."""

    def __init__(self, max_bytes: int = MAX_KEPT_PREFIX_BYTES, max_count: int = MAX_KEPT_PREFIXES):
        self.max_bytes, self.max_count = max_bytes, max_count
        self.entries: list[Prefix] = []
        self.lock = threading.Lock()

    def take(self, prefix: list[int], kind: str) -> Prefix | None:
        wanted = tuple(prefix)
        with self.lock:
            for index, entry in enumerate(self.entries):
                if entry.kind == kind and entry.tokens == wanted:
                    return self.entries.pop(index)
        return None

    def covering(self, prefix: list[int]) -> Prefix | None:
        """The newest kept run whose tokens begin with `prefix` (left in the store)."""
        wanted = tuple(prefix)
        with self.lock:
            return next((entry for entry in reversed(self.entries) if entry.kind == RUN
                         and entry.tokens[:len(wanted)] == wanted), None)

    def run_of(self, owner: object) -> Prefix | None:
        """`owner`'s kept run (left in the store), if there is one."""
        with self.lock:
            return next((entry for entry in reversed(self.entries) if entry.kind == RUN and entry.owner == owner), None)

    def drop_runs(self, owner: object) -> None:
        """Forget `owner`'s kept runs (a new run of theirs is about to be kept)."""
        with self.lock:
            self.entries = [entry for entry in self.entries if entry.kind != RUN or entry.owner != owner]

    def drop(self, owner: object) -> None:
        """Forget what `owner` kept (their conversation ended, or they left)."""
        with self.lock:
            self.entries = [entry for entry in self.entries if entry.owner != owner]

    def fits(self, nbytes: int) -> bool:
        """Whether an entry of `nbytes` can be kept at all (a larger one would be dropped as soon as it was put)."""
        return nbytes <= self.max_bytes

    def put(self, entry: Prefix) -> None:
        """Keep `entry`, newest; a kept run replaces its owner's earlier run (their run on show is the new one)."""
        with self.lock:
            if entry.kind == RUN and entry.owner is not None:
                self.entries = [kept for kept in self.entries if kept.kind != RUN or kept.owner != entry.owner]
            self.entries.append(entry)
            while self.entries and (len(self.entries) > self.max_count or self.bytes > self.max_bytes):
                self.entries.pop(0)

    @property
    def bytes(self) -> int:
        return sum(entry.bytes for entry in self.entries)

    def clear(self) -> None:
        with self.lock:
            self.entries.clear()


def reuse(earlier: Prefix | None, prefix: list[int], cache) -> int:
    """Copy into the empty `cache` the keys and values of the longest start `prefix` shares with the kept run
    `earlier` (the owner's last run: a follow-up's conversation so far); the positions filled. Both caches
    must be the engine's own layout (`lean.Cache`: the CPU's and the static path's), else none is."""
    if not prefix:
        return 0
    if earlier is None:
        if len(prefix) > 1024:
            log.info("a %d-token prompt prefilled in full: no kept run of its owner to start from (none yet, or "
                     "the last was too long for the kept store)", len(prefix))
        return 0
    if not (model_forward.is_layered(earlier.cache) and model_forward.is_layered(cache)):
        return 0
    shared = 0
    for kept, wanted in zip(earlier.tokens, prefix):
        if kept != wanted:
            break
        shared += 1
    shared = min(shared, model_forward.cache_length(earlier.cache))
    if shared:
        model_forward.copy_head(earlier.cache, cache, shared)
        log.info("a follow-up: %d of its %d prompt tokens from the kept run, %d prefilled", shared, len(prefix) + 1,
                 len(prefix) + 1 - shared)
    return shared


class Preamble:
    """The start every chat prompt shares (the chat template's system message and the user turn's opening: 24
    tokens of the embedded target's template, about half of a short request), run through the target and the draft
    model once per engine, at the first run on the engine's own forward that begins with it; every such run after
    copies their keys and values in place of prefilling those positions, as a serving engine's prefix cache does
    (vLLM's automatic prefix caching, llama.cpp's prompt cache). The static path's runs, a feature head's (it needs
    the prefix's hidden states) and a follow-up's (its kept run holds more) prefill their own. Where the engine's
    kernels run, a position's keys and values come out bit for bit whatever else shares its forward, so a run from
    the copy gives the tokens of one that prefills it all (tests/test_preamble.py); elsewhere `ar` and `gsd` both
    copy it, and agree with each other as before."""

    def __init__(self, tokens: tuple[int, ...]):
        self.tokens = tokens
        self.target = None  # the target's cache holding `tokens`, made at first need
        self.draft = None   # the draft model's, where there is one
        self.lock = threading.Lock()

    def shared(self, prefix) -> int:
        """How many of `prefix`'s first tokens are the preamble's (0 unless it holds the whole preamble)."""
        length = len(self.tokens)
        return length if length and tuple(prefix[:length]) == self.tokens else 0

    def fill(self, prefix, cache, prepare) -> int:
        """Copy the preamble's target keys and values into the empty `cache` where `prefix` begins with it (made by
        prepare(), which returns the target's and the draft's caches holding it, at first need); the positions
        filled."""
        length = self.shared(prefix)
        if not length or type(cache) is not lean.Cache:  # the engine's own forward's (not the static path's)
            return 0
        with self.lock:  # two first runs at once make it once
            if self.target is None:
                self.target, self.draft = prepare(self.tokens)
        model_forward.copy_head(self.target, cache, length)
        return length

    def start(self, drafter, context) -> None:
        """Start a draft model's run at `context` from the preamble's draft keys and values, where the context
        begins with it and they were made (`ModelDrafter.start_from` says where else it cannot)."""
        if self.draft is not None and self.shared(context[:-1]):
            drafter.start_from(self.tokens, self.draft, len(context))


def shared_start(encode) -> tuple[int, ...]:
    """The tokens a chat prompt always begins with: those before two prompts' ids (encode(text)) first differ;
    none where the tokenizer gives both texts the same ids (it does not tell them apart: where the prompt begins
    is not known)."""
    try:
        first, second = encode("a"), encode("b")
    except Exception:  # noqa: BLE001 - a template that refuses a lone user turn (wants a system turn first): none
        return ()
    length = next((i for i, (a, b) in enumerate(zip(first, second)) if a != b), None)
    return tuple(first[:length]) if length is not None else ()
