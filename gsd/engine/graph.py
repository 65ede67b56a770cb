"""The token DAG as plain data, and the pure functions on it: merge, unroll to a tree, ancestor mask.

`GraphBuilder` grows a step's graph and merges recurring n-grams; `unroll` turns the DAG back into the
tree the target verifies; `ancestor_mask` is the tree attention mask. No models here.

Departure from the paper, stated: a new node merges only into a node of its own layer (same depth). That
keeps every edge going from depth d to d + 1, so the graph stays acyclic and stored depths stay true.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from ..trace import PRUNED, REJECTED, ROOT, Node, TokenGraph, changed


class GraphBuilder:
    """Grows one step's DAG. Node 0 is the root; `context` is the committed tokens, root last."""

    def __init__(self, context: tuple[int, ...], merge_n: int | None):
        self.context = context
        self.merge_n = merge_n
        self.nodes: list[Node] = [Node(context[-1], "", (), 0, 1.0, ROOT)]
        self._paths: list[tuple[int, ...]] = [context]  # tokens up to and including each node (first-parent chain)
        self._by_key: dict[tuple, int] = {}
        self._copies: list[int] = [1]  # each node's copies in the unrolled tree: its paths from the root
        self.merges = 0
        self.stage = 1  # the draft stage the next node or merge edge belongs to (`Node.stages`); drafters move it

    def __len__(self) -> int:
        return len(self.nodes)

    def positions(self) -> int:
        """The size of the unrolled tree the target would verify: the root and a copy of every node not pruned
        under each of its paths from the root (`unroll`). With merges it outgrows the count of distinct nodes."""
        return sum(copies for copies, node in zip(self._copies, self.nodes) if node.status != PRUNED)

    def fits(self, parent: int, budget: int) -> bool:
        """Whether one more node under `parent`, merged or new, keeps the unrolled tree within the root and
        `budget` positions: it adds one copy per path to `parent`."""
        return self.positions() + self._copies[parent] <= budget + 1

    def child(self, parent: int, token: int) -> int | None:
        """The node under `parent` (through any of its parents) with `token` and not pruned, if there is one."""
        return next((i for i, node in enumerate(self.nodes)
                     if i and node.token == token and parent in node.parents and node.status != PRUNED), None)

    def path(self, index: int) -> tuple[int, ...]:
        return self._paths[index]

    def add(self, parent: int, token: int, q: float, *, pruned: bool = False, branch_end: bool = False,
            lookup: bool = False, retrieved: bool = False, path_cut: bool = False) -> tuple[int, bool]:
        """Add `token` under `parent`; returns (index, merged). A merge adds `parent` to an existing node.
        path_cut: a pruned node is pruned by θ_path rather than θ_sib (the page says which)."""
        depth = self.nodes[parent].depth + 1
        key = None
        if self.merge_n is not None and not pruned:
            preceding = self._paths[parent][-self.merge_n:] if self.merge_n else ()
            key = (depth, token, preceding)
            existing = self._by_key.get(key)
            if existing is not None and parent not in self.nodes[existing].parents:
                node = self.nodes[existing]
                self.nodes[existing] = changed(node, parents=node.parents + (parent,),
                                               stages=node.stages + (self.stage,))
                self._add_copies(existing, self._copies[parent])
                self.merges += 1
                return existing, True
        self.nodes.append(Node(token, "", (parent,), depth, float(q), PRUNED if pruned else REJECTED,
                               branch_end=branch_end, lookup=lookup, retrieved=retrieved, path_cut=path_cut,
                               stages=(self.stage,)))
        self._paths.append(self._paths[parent] + (token,))
        self._copies.append(self._copies[parent])
        if key is not None:
            self._by_key[key] = len(self.nodes) - 1
        return len(self.nodes) - 1, False

    def ran(self, nodes: list[int], forward: int) -> None:
        """Record that draft forward `forward` (1-based within the step) ran `nodes`."""
        for index in nodes:
            self.nodes[index] = changed(self.nodes[index], ran=forward)

    def _add_copies(self, index: int, extra: int) -> None:
        """`index` gained `extra` paths from the root, and so did each node below it (once per path through
        it). Layered drafting merges only into nodes with no children yet; the prompt-lookup branch may not."""
        self._copies[index] += extra
        for child, node in enumerate(self.nodes):
            if index in node.parents:
                self._add_copies(child, extra)

    def build(self, text_of) -> TokenGraph:
        """Freeze, filling each node's text with `text_of(token)` (a node whose text is that already is kept as it is)."""
        nodes = []
        for node in self.nodes:
            text = text_of(node.token)
            nodes.append(node if text == node.text else changed(node, text=text))
        return TokenGraph(tuple(nodes))


@dataclass(frozen=True)
class Tree:
    """The DAG unrolled for the target: position 0 is the root; parents come before children."""

    tokens: tuple[int, ...]
    parents: tuple[int, ...]  # -1 for the root
    depths: tuple[int, ...]
    nodes: tuple[int, ...]    # the graph node each position copies

    def __len__(self) -> int:
        return len(self.tokens)


def unroll(graph: TokenGraph, budget: int, keep: tuple[int, ...] = (), fill: int = 0) -> Tree:
    """Copy each merged subtree under every parent that points to it, breadth first, at most 1 + budget
    positions, plus the path `keep` (graph nodes, each a child of the one before, the first a child of the
    root: the prompt-lookup branch), which is verified whatever the budget. Pruned nodes are left out, unless
    the tree holds fewer than `fill` positions (at most 1 + budget): then the pruned children of its positions
    fill it, the likeliest path first (`_spare`)."""
    every = graph.children()
    children = [[child for child in kids if graph.nodes[child].status != PRUNED] for kids in every]
    tokens, parents, depths, nodes = [graph.nodes[0].token], [-1], [0], [0]
    on_keep = {0: 0}  # tree positions on the kept path -> how many of its nodes lie above them
    head, kept = 0, 0  # kept: the path's positions, which do not count against the budget
    while head < len(nodes):
        along = on_keep.get(head)
        for child in children[nodes[head]]:
            if along is not None and along < len(keep) and keep[along] == child:
                on_keep[len(nodes)] = along + 1
                kept += 1
            elif len(nodes) - kept >= budget + 1:
                continue
            tokens.append(graph.nodes[child].token)
            parents.append(head)
            depths.append(depths[head] + 1)
            nodes.append(child)
        head += 1
        if len(nodes) - kept >= budget + 1 and max(on_keep) < head:  # full, and no path position left to expand
            break
    _spare(graph, every, tokens, parents, depths, nodes, min(fill, budget + 1) - len(nodes))
    return Tree(tuple(tokens), tuple(parents), tuple(depths), tuple(nodes))


def _spare(graph: TokenGraph, children: list[list[int]], tokens: list[int], parents: list[int], depths: list[int],
           nodes: list[int], room: int) -> None:
    """Add up to `room` pruned children of the tree's positions as leaves, highest path probability first (the
    product of q from the root along the position's path, then the child's q): a verify forward's few more
    positions share its reads of the weights (DecodeConfig.fill), so a few unlikely branches come cheap there. A
    child whose token a live sibling already has is left out. children: each graph node's, pruned ones included
    (`TokenGraph.children`)."""
    if room <= 0:
        return
    reach = [1.0]  # each position's path probability
    for position in range(1, len(nodes)):
        reach.append(reach[parents[position]] * graph.nodes[nodes[position]].q)
    taken = {(parents[position], tokens[position]) for position in range(1, len(nodes))}
    spare = sorted((-reach[position] * graph.nodes[child].q, position, child)
                   for position, node in enumerate(nodes) for child in children[node]
                   if graph.nodes[child].status == PRUNED)
    for _, position, child in spare:
        token = graph.nodes[child].token
        if (position, token) in taken:
            continue
        taken.add((position, token))
        tokens.append(token)
        parents.append(position)
        depths.append(depths[position] + 1)
        nodes.append(child)
        room -= 1
        if not room:
            return


def ancestor_mask(parents: tuple[int, ...] | list[int]) -> torch.Tensor:
    """(T, T) bool: row i is True at i and at each of its ancestors. Parents must come before children."""
    size = len(parents)
    rows: list[list[bool]] = []
    for i, parent in enumerate(parents):  # rows as lists, one tensor at the end: a torch call a row cost more
        row = rows[parent].copy() if parent >= 0 else [False] * size
        row[i] = True
        rows.append(row)
    return torch.tensor(rows, dtype=torch.bool).reshape(size, size)


def positions(depths: tuple[int, ...] | list[int], offset: int) -> torch.Tensor:
    """Position ids of tree nodes whose root sits at position `offset`."""
    return torch.tensor(depths, dtype=torch.long) + offset
