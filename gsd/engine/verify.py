"""Acceptance: which drafted tokens the target keeps, and its bonus token. No model calls here.

Greedy (temperature 0): walk from the root into the child whose token is the target's argmax; the
output equals the target's plain greedy decoding token for token.

Sampling: the point-mass rule, exact for any candidate set chosen without looking at the target. At a
node with distinct child tokens c1..cm: accept ci with probability p(ci); on rejection set p(ci) = 0 and
renormalise; if all are rejected, sample the bonus token from what is left. The committed tokens are
then distributed exactly as the target's own sampling (`target_probs`). The draft's q plays no part,
which is what makes merged DAGs and top-k trees safe to verify.
"""

from __future__ import annotations

import torch

from ..config import DecodeConfig
from .graph import Tree


def target_probs(logits: torch.Tensor, config: DecodeConfig) -> torch.Tensor:
    """The target's sampling distribution: temperature, then top-p (nucleus). logits: (T, V) -> (T, V)."""
    if config.greedy:
        return torch.softmax(logits, dim=-1)
    probs = torch.softmax(logits / config.temperature, dim=-1)
    if config.top_p < 1.0:
        sorted_probs, order = probs.sort(dim=-1, descending=True)
        # keep the smallest prefix whose mass reaches top_p (the token that crosses it included)
        drop = sorted_probs.cumsum(dim=-1) - sorted_probs >= config.top_p
        sorted_probs = sorted_probs.masked_fill(drop, 0.0)
        probs = torch.zeros_like(probs).scatter_(-1, order, sorted_probs)
        probs = probs / probs.sum(dim=-1, keepdim=True)
    return probs


def accept_greedy(tree: Tree, best: list[int]) -> tuple[list[int], int]:
    """Accepted tree positions (root first) and the bonus token. best: the target's argmax token at each of
    the T tree positions (`logits.argmax(dim=-1)`, taken once a step: the trace reports the same tokens)."""
    children = _children(tree)
    path = [0]
    while True:
        here = path[-1]
        nxt = next((c for c in children[here] if tree.tokens[c] == best[here]), None)
        if nxt is None:
            return path, best[here]
        path.append(nxt)


def accept_sampling(tree: Tree, probs: torch.Tensor, generator: torch.Generator) -> tuple[list[int], int]:
    """Point-mass acceptance. probs: (T, V) target distributions over the tree positions (on the CPU)."""
    children = _children(tree)
    path = [0]
    while True:
        here = path[-1]
        p = probs[here].clone()
        accepted = None
        seen: set[int] = set()
        for child in children[here]:
            token = tree.tokens[child]
            if token in seen:  # merges can give a node two children with one token: try each token once
                continue
            seen.add(token)
            if torch.rand((), generator=generator).item() < p[token].item():
                accepted = child
                break
            p[token] = 0.0
            p = p / p.sum()
        if accepted is None:
            return path, int(torch.multinomial(p, 1, generator=generator).item())
        path.append(accepted)


def _children(tree: Tree) -> list[list[int]]:
    children: list[list[int]] = [[] for _ in tree.tokens]
    for position, parent in enumerate(tree.parents):
        if parent >= 0:
            children[parent].append(position)
    return children
