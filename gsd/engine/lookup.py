"""Prompt lookup, no model: continuations of the context's latest n-gram where it occurred before (`lookup_chains`,
n = 4..2), as a trie under the root (`chains_graph`, what `draft.LookupDrafter` proposes), or as one branch grafted
onto a draft model's graph (`graft_lookup`, through `graft_branch`, which the datastore's branch takes too), as long
as the repeat it follows (`lookup_branch`)."""

from __future__ import annotations

from ..config import DecodeConfig
from .graph import GraphBuilder


def chains_graph(context: tuple[int, ...], chains: list[tuple[list[int], float]], config: DecodeConfig) -> GraphBuilder:
    """A trie of token chains (each with its q) under the root, within the depth and node budget."""
    builder = GraphBuilder(context, config.merge_n)
    child: dict[tuple[int, int], int] = {}
    for chain, q in chains:
        parent = 0
        for token in chain[: config.max_depth]:
            if (parent, token) not in child:
                if not builder.fits(parent, config.node_budget):
                    break
                child[(parent, token)], _ = builder.add(parent, token, q)
            parent = child[(parent, token)]
    return builder


def lookup_chains(context: tuple[int, ...], count: int, depth: int, longest: int = 3,
                  shortest: int = 1, trust: bool = False) -> list[tuple[list[int], float]]:
    """Prompt lookup: for the longest n in longest..shortest whose last n tokens of `context` occurred before,
    what followed each earlier occurrence (most recent first), up to `count` continuations with distinct
    first tokens of at most `depth` tokens, each with the share of the occurrences it followed. With `trust`,
    each continuation is cut to the length of the repeat it follows (`repeat_length`): a continuation is taken
    for as many tokens as the context has repeated that occurrence."""
    follows: dict[int, list[int]] = {}
    counts: dict[int, int] = {}
    ends = _earlier(context)
    for n in range(longest, shortest - 1, -1):
        if len(context) <= n:
            continue
        suffix = context[-n:]
        for end in ends:  # an earlier n-gram ends where the last token occurred before, the latest first
            start = end - n + 1
            if start < 0:
                break
            if context[start:start + n] == suffix:
                first = context[start + n]
                counts[first] = counts.get(first, 0) + 1
                if first not in follows and len(follows) < count:
                    most = repeat_length(context, start + n, depth) if trust else depth
                    follows[first] = list(context[start + n: start + n + most])
        if follows:
            break
    total = sum(counts.values()) or 1
    return [(chain, counts[first] / total) for first, chain in follows.items()]


def _earlier(context: tuple[int, ...]) -> list[int]:
    """The positions before the last that hold the context's last token, the latest first: found by the tuple's own
    search (a step's lookup compared a slice at every position, three times over, in Python)."""
    ends, at = [], -1
    if not context:
        return ends
    last, stop = context[-1], len(context) - 1
    while True:
        try:
            at = context.index(last, at + 1, stop)
        except ValueError:
            break
        ends.append(at)
    ends.reverse()
    return ends


def repeat_length(context: tuple[int, ...], end: int, most: int) -> int:
    """How many tokens before `end` equal the context's last ones, at most `most`: the length of the repeat
    that an earlier stretch ending at `end` and the context's end share."""
    length, last = 0, len(context) - 1
    while length < most and end - 1 - length >= 0 and context[end - 1 - length] == context[last - length]:
        length += 1
    return length


# The grafted branch: the continuation of the longest repeated n-gram, n = 4..2 (n = 1 matches too often by
# chance), one branch (a second added nothing). Measured on the wide prompt set (docs/benchmarks.md).
GRAFT_LONGEST, GRAFT_SHORTEST = 4, 2


def lookup_branch(context: tuple[int, ...], config: DecodeConfig) -> list[tuple[list[int], float]]:
    """The grafted branch's continuation and its share of the occurrences, as `lookup_chains` gives it ([] where
    the context's latest n-gram, n = 4..2, never occurred before): as many tokens as the repeat it follows is
    long, and at most lookup_depth and max_depth. On the target's greedy answers the longer the repeat, the
    longer the run of the continuation's tokens the target wrote too (a 2-token repeat: 1.3 of 8 on average; 12
    tokens or more: 5.7; docs/benchmarks.md, "A continuation as long as its repeat")."""
    return lookup_chains(context, 1, min(config.lookup_depth, config.max_depth), GRAFT_LONGEST, GRAFT_SHORTEST,
                         trust=True)


def graft_lookup(builder: GraphBuilder, context: tuple[int, ...], config: DecodeConfig,
                 found: list[tuple[list[int], float]] | None = None) -> tuple[int, ...]:
    """Graft the prompt-lookup continuation onto a drafted graph: follow the draft's own nodes while they
    agree with it, then add its tokens as `lookup` nodes (which merge, like any node, into a node of their
    layer with the same token and preceding tokens). At most `lookup_depth` tokens; the engine verifies them on
    top of the node budget. Returns the branch's nodes, from the root down (empty when nothing repeats).
    found: `lookup_branch(context, config)` where the caller has it already."""
    found = lookup_branch(context, config) if found is None else found
    return graft_branch(builder, [(token, found[0][1]) for token in found[0][0]] if found else [])


def graft_branch(builder: GraphBuilder, branch: list[tuple[int, float]], retrieved: bool = False) -> tuple[int, ...]:
    """Graft a model-free branch, (token, q) from the root down, onto a drafted graph: follow the draft's own nodes
    while they agree with it, then add its tokens as `lookup` nodes (`retrieved`: from the datastore,
    `gsd.engine.datastore`). Its nodes from the root."""
    path, parent = [], 0
    for token, q in branch:
        node = builder.child(parent, token)
        if node is None:
            node, _ = builder.add(parent, token, q, lookup=True, retrieved=retrieved)
        path.append(node)
        parent = node
    return tuple(path)
