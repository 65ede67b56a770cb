"""Drafts retrieved from a datastore of the target's own answers (after REST, He et al., NAACL 2024), grafted onto
the draft model's graph (`--drafter model+datastore`): the context's last n tokens (n = 4, else 3, else 2) looked up
among the answers, the continuations that followed each occurrence counted into a trie, and the continuation most of
them share grafted on, each node's q its share of its parent's count. No model runs for it; verification keeps it
exact like any draft. A drafter of retrieved trees alone, with no draft model, was measured and dropped: behind
prompt lookup alone on every prompt set (docs/datastore.md).

Written by hand: the datastore is a few hundred thousand token ids, small enough that a dict from each n-gram to the
positions after it (`Datastore.index`) finds every occurrence in one lookup, where a suffix array would need a
library the page does not install for no gain at this size.
"""

from __future__ import annotations

import functools
from collections import Counter
from pathlib import Path

import numpy as np

from ..config import ASSETS
from ..models import ModelError
from .draft import ModelDrafter
from .lookup import graft_branch

DATASTORE = ASSETS / "datastore" / "answers.npy"  # the target's answers, written by `make datastore`
SEPARATOR = -1  # between two answers: no continuation crosses it
LONGEST, SHORTEST = 4, 2  # the n-grams looked up, longest first
MOST_OCCURRENCES = 256  # the latest occurrences of an n-gram whose continuations are counted
# The branch grafted onto a draft model's graph (`model+datastore`): the commonest continuation, token by token while
# a token follows at least GRAFT_SHARE of its prefix's occurrences and at least GRAFT_COUNT of them
GRAFT_SHARE, GRAFT_COUNT = 0.5, 2


class Datastore:
    """Token ids of answers, each followed by SEPARATOR, and an index from every n-gram (n = 2..4) to the
    positions right after its occurrences."""

    def __init__(self, tokens: np.ndarray | list[int]):
        self.tokens = np.asarray(tokens, dtype=np.int64)
        self.index: dict[tuple[int, ...], list[int]] = {}
        ids = self.tokens.tolist()
        for n in range(SHORTEST, LONGEST + 1):
            for end in range(n, len(ids)):
                gram = tuple(ids[end - n:end])
                if SEPARATOR not in gram and ids[end] != SEPARATOR:
                    self.index.setdefault(gram, []).append(end)

    @classmethod
    def load(cls, path: str | Path) -> "Datastore":
        return cls(np.load(path))

    def __len__(self) -> int:
        return int((self.tokens != SEPARATOR).sum())

    def continuations(self, context: tuple[int, ...], depth: int) -> Counter:
        """How often each continuation of up to `depth` tokens followed the context's longest n-gram that occurs
        (a continuation stops at an answer's end); empty when none occurs."""
        ids = self.tokens
        for n in range(LONGEST, SHORTEST - 1, -1):
            if len(context) < n:
                continue
            found = self.index.get(tuple(context[-n:]))
            if not found:
                continue
            counted: Counter = Counter()
            for start in found[-MOST_OCCURRENCES:]:
                chain = ids[start:start + depth].tolist()
                if SEPARATOR in chain:
                    chain = chain[:chain.index(SEPARATOR)]
                if chain:
                    counted[tuple(chain)] += 1
            return counted
        return Counter()


@functools.lru_cache(maxsize=2)
def shared_datastore(path: Path) -> Datastore:
    """The datastore at `path`, loaded once for every run that drafts from it; a ModelError naming the fix where
    there is none."""
    if not Path(path).is_file():
        raise ModelError(f"no datastore at {path}: `make datastore` writes it")
    return Datastore.load(path)


def trie(counted: Counter) -> dict[tuple[int, ...], int]:
    """Each prefix of the counted continuations with the number of continuations that begin with it."""
    prefixes: Counter = Counter()
    for chain, count in counted.items():
        for length in range(1, len(chain) + 1):
            prefixes[chain[:length]] += count
    return dict(prefixes)


def commonest_branch(counted: Counter, depth: int) -> list[tuple[int, float]]:
    """The continuation that most of `counted` share, token by token, each with its share of its prefix's count (its
    q): while the commonest next token follows at least GRAFT_SHARE of the prefix's occurrences, and at least
    GRAFT_COUNT of them, and within `depth` tokens."""
    prefixes = trie(counted)
    branch: list[tuple[int, float]] = []
    chain, count = (), sum(counted.values())
    while len(chain) < depth:
        found = [(n, c[-1]) for c, n in prefixes.items() if len(c) == len(chain) + 1 and c[:-1] == chain]
        if not found:
            break
        n, token = max(found)
        if n < GRAFT_COUNT or n < GRAFT_SHARE * count:
            break
        branch.append((token, n / count))
        chain, count = chain + (token,), n
    return branch


class RetrievingDrafter(ModelDrafter):
    """A draft model's graph with the datastore's commonest continuation grafted on (`model+datastore`) where the
    prompt-lookup branch finds nothing: a branch no model runs for, verified beyond the budget as the prompt's is."""

    def __init__(self, model, cache, datastore: Datastore):
        super().__init__(model, cache)
        self.datastore = datastore

    def _graft(self, builder, context, config, found):
        path = super()._graft(builder, context, config, found)
        if path:
            return path
        counted = self.datastore.continuations(context, config.max_depth)
        return graft_branch(builder, commonest_branch(counted, config.max_depth), retrieved=True)
