"""What a step reports of its verify, made from the target's answers: each tree position's token, p and margin
(`answers`, or `read_greedy` in one pass where the kernels run), the draft graph with its verdicts (`verdict_graph`),
the committed tokens cut at an end of text or the room left (`truncate`), and the phases' milliseconds (`Clock`).
`loop.Engine.run_step` uses them."""

from __future__ import annotations

import math
import time
from dataclasses import replace

import torch

from ..forward.kernels import calls
from ..trace import ACCEPTED, PRUNED, REJECTED, STOPPED, UNVERIFIED, StepTrace, TokenGraph, changed
from .verify import accept_greedy


def answers(logits: torch.Tensor, probs: torch.Tensor, best: list[int], tree, path: list[int], bonus: int,
             greedy: bool) -> list[tuple[int, float, float]]:
    """What the target said at each tree position: (its token, that token's p, its top-two logit margin). The
    token is the argmax (`best`, as the greedy walk read it); under sampling, on the accepted positions, the token
    the walk committed there. Three numbers a position, not a copy of the (T, V) logits. logits, probs: (T, V)."""
    top = logits.topk(min(2, logits.shape[-1]), dim=-1).values  # (T, 2)
    margin = (top[:, 0] - top[:, -1]).tolist()
    tokens = list(best)  # the argmax `accept_greedy` walked by
    if not greedy:
        for here, after in zip(path, [tree.tokens[i] for i in path[1:]] + [bonus]):
            tokens[here] = after
    token_p = probs[torch.arange(len(tokens), device=probs.device), torch.tensor(tokens, device=probs.device)]
    return list(zip(tokens, token_p.tolist(), margin))


def reads_once(logits: torch.Tensor) -> bool:
    """Whether a greedy step reads its logits in one call (`read_greedy`): float32 CPU logits where the engine's
    kernels run."""
    return calls.layer_kernels(logits)


def read_greedy(logits: torch.Tensor, tree) -> tuple[list[int], int, list[float], list[tuple[int, float, float]]]:
    """A greedy step's verify read in one pass over its logits (T, V) (`calls.rows_top`; `reads_once` must hold),
    where torch took a softmax, an argmax and a top-2 over every row: the accepted path and bonus token
    (`accept_greedy`), the target's p of each verified node's token and of the bonus token (`run_step`'s p), and what
    the target said at each position (`answers`' tokens, p and margins). The tokens are torch's; each margin and p are
    its to float rounding (the softmax's divisor summed in double)."""
    values, indices, sums = (part.tolist() for part in calls.rows_top(logits, 2))
    best = [columns[0] for columns in indices]
    path, bonus = accept_greedy(tree, best)
    # a few numbers from the logits and the rows' figures, in Python: torch's calls on a few elements cost more
    array = logits.numpy()
    p = [math.exp(float(array[row, token]) - values[row][0]) / sums[row]
         for row, token in zip(tree.parents[1:] + (path[-1],), tree.tokens[1:] + (bonus,))]
    said = [(token, 1.0 / total, top[0] - top[-1]) for token, total, top in zip(best, sums, values)]
    return path, bonus, p, said


def verdict_graph(graph: TokenGraph, tree, path: list[int], verified: list[float], text_of) -> TokenGraph:
    """The proposal graph with text, each verified node's p (`verified`: the target's p of the token at
    tree positions 1..T-1, under its tree parent), and its final status: a drafted node with no copy in the
    tree (unroll's node budget cut it) is unverified, not rejected; a pruned node with one (unroll's fill) is
    verified, and marked spared."""
    accepted = {tree.nodes[i] for i in path}
    in_tree = set(tree.nodes)
    p: dict[int, float] = {}
    for position, value in zip(range(1, len(tree)), verified):
        node = tree.nodes[position]
        if node not in p or position in path:
            p[node] = value
    nodes = []
    for index, node in enumerate(graph.nodes):
        status = node.status
        spared = status == PRUNED and index in in_tree
        if spared:
            status = REJECTED
        if index in accepted and index:
            status = ACCEPTED
        elif status == REJECTED and index not in in_tree:
            status = UNVERIFIED
        elif status == REJECTED and node.branch_end:
            status = STOPPED
        nodes.append(changed(node, text=text_of(node.token), status=status, p=p.get(index),
                             spared=node.spared or spared))
    return TokenGraph(tuple(nodes))


def truncate(step: StepTrace, room: int, eos: set[int]) -> StepTrace:
    """Cut the committed tokens at the first EOS (kept) and at `room` tokens."""
    keep = len(step.committed)
    for i, token in enumerate(step.committed):
        if token in eos:
            keep = i + 1
            break
    keep = min(keep, room)
    if keep == len(step.committed):
        return step
    return replace(step, committed=step.committed[:keep], committed_text=step.committed_text[:keep])


class Clock:
    """Wall milliseconds between laps; waits for the GPU so each phase is charged its own work."""

    def __init__(self, device: torch.device):
        self.sync = torch.cuda.synchronize if device.type == "cuda" else (lambda: None)
        self.last = time.perf_counter()

    def lap(self) -> float:
        self.sync()
        now = time.perf_counter()
        elapsed, self.last = (now - self.last) * 1000.0, now
        return elapsed
