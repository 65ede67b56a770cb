"""Drafters: what proposes a step's token graph. One interface, two kinds here and one in `gsd.engine.head`.

A drafter is made per run (it may hold that run's draft cache) and has one method,
`propose(context, config) -> Proposal`, where `context` is every committed token, root last. It sees the
committed tokens only (and, for the feature head, the target's hidden states of those tokens, which the
engine hands over: `reads_hidden_states`), never the step's verification, so any graph it returns keeps
verification exact.

- `ModelDrafter`: a draft model expands the graph. Layered top-k expansion with θ_sib, θ_prob and merging
  (modes ssd, tsd, gsd: their differences are settings), or DySpec's best-first expansion (mode dyspec).
  One draft forward per round over the whole frontier, with a tree attention mask. The draft reads the last
  256 to 511 tokens of a long context (`window_start`).
- `LookupDrafter`: prompt lookup, no model: continuations of the latest n-gram's earlier occurrences.
  With `config.lookup`, a model drafter grafts the best such continuation onto its own graph too
  (`graft_lookup`): text that repeats what came before (a rewrite, a summary, code) gets a branch the draft
  may not have guessed, merged where it meets the draft's.
- `gsd.engine.head.HeadDrafter`: the feature head, a `ModelDrafter` whose forward reads the target's hidden states.
"""

from __future__ import annotations

import functools
import heapq
import math
import time
from dataclasses import dataclass
from typing import Protocol

import torch

from .. import forward as model_forward
from ..config import DecodeConfig
from ..forward import static
from ..forward.kernels import calls
from ..trace import PRUNED, Sizing, TokenGraph
from .cost import Sizer, ordinal
from .graph import GraphBuilder
from .lookup import chains_graph, graft_lookup, lookup_branch, lookup_chains

# A long context's start that the draft model does not read (`window_start`): its cost is a prompt's prefill
# through the draft, paid before the first token (4.96 s for a 6,700-token conversation's turn on two cores,
# at most 0.15 s for the window), and the draft learnt from prompts and answers of a few hundred tokens; its
# agreement did not drop (docs/performance.md). The prompt-lookup branch still reads the whole context.
DRAFT_WINDOW = 256


def window_start(length: int, window: int = DRAFT_WINDOW) -> int:
    """The first position of a `length`-token context that the draft model reads: 0 below 2 × window tokens,
    then the multiple of `window` that leaves it window to 2 × window - 1 of them. A function of the length
    alone, so a step drafted again from its prefix (the what-if) reads what the run's step read; the start
    moves every `window` tokens, and the draft then reads its window afresh. window 0: the whole context."""
    return max(0, (length - window) // window * window) if window else 0


@dataclass(frozen=True)
class Proposal:
    graph: TokenGraph  # node text left empty; statuses: root, rejected (not yet verified) or pruned
    draft_forwards: int
    draft_tokens: int
    merges: int
    lookup_path: tuple[int, ...] = ()  # the prompt-lookup branch's nodes from the root: verified beyond the budget
    sized: Sizing | None = None  # why the machine's costs stopped the graph where they did (`gsd.engine.cost`)


class Drafter(Protocol):
    # True for a drafter that reads the target's hidden states (`gsd.engine.head`): the engine then calls its
    # observe(hidden) with those of each newly committed position, in order (from the prefill and each step)
    reads_hidden_states: bool

    def propose(self, context: tuple[int, ...], config: DecodeConfig) -> Proposal: ...

    # A what-if (`Engine.step_again`) drafts one step of a run again: prefill(prefix) brings a new drafter to
    # where the run's earlier steps had left it (the committed tokens before the root), and rewind(context) takes
    # it back there after a step at `context`, so the next what-if at that step drafts as the first did.
    def prefill(self, prefix: tuple[int, ...]) -> None: ...

    def rewind(self, context: tuple[int, ...]) -> None: ...

    # Only where reads_hidden_states: hidden (m, H), the target's final hidden states of the next m committed
    # positions, or (m, layers × H), the outputs of the target layers its feature_layers names, joined.
    # feature_layers: tuple[int, ...]  (() for the final hidden states)
    # def observe(self, hidden: torch.Tensor) -> None: ...


def _no_text(token: int) -> str:
    return ""


class ModelDrafter:
    """Expands the graph with a draft model; holds this run's draft cache. Between steps the cache holds
    the committed context from `window_start` on and the step's drafted nodes; the next step keeps the nodes
    the target accepted and drops the rest (`_keep_accepted`)."""

    reads_hidden_states = False
    # the run's `gsd.engine.cost.Sizer`, which sizes each step where `config.sized` (the engine sets it per run)
    sizer: Sizer | None = None

    def __init__(self, model, cache=None):
        self.model = model
        self.device = model.device
        # cache: one made for this run by the caller (the static path's, `gsd.forward.static`), else a new one
        self.cache = model_forward.new_cache(model) if cache is None else cache
        self.vocabulary = model_forward.head_vocabulary(model)  # the token of each q column; None: q covers every token
        self.window = DRAFT_WINDOW
        self.start = 0  # the first context position the cache holds (`window_start`): cache column = position - start
        self.cached: list[int] = []  # committed tokens whose keys and values are in the cache, from `start` on
        self.drafted: tuple[GraphBuilder, dict[int, int]] | None = None  # last step's graph, node -> cache column
        self.forwards = 0
        self.tokens = 0

    def prefill(self, prefix: tuple[int, ...]) -> None:
        """Run the committed tokens `prefix` into the cache (their q is not wanted)."""
        self.start = window_start(len(prefix) + 1, self.window)  # the next step's context: prefix and root
        read = prefix[self.start:]
        if read:
            model_forward.forward(self.model, torch.tensor(read, device=self.device), self.cache,
                                  torch.arange(len(read), device=self.device), None, last=1, kept=True)
        self.cached = list(read)

    def start_from(self, tokens: tuple[int, ...], cache, length: int) -> None:
        """Begin a run whose context of `length` tokens starts with `tokens` from `cache`, the draft's keys and
        values of them (the engine's `Preamble`), in place of reading them; nothing where the run's cache is not the
        engine's own (the static path's) or its window starts later."""
        if self.reads_hidden_states or self.cached or type(self.cache) is not type(cache) \
                or not model_forward.is_layered(cache) or cache.length != len(tokens) \
                or window_start(length, self.window):
            return
        model_forward.copy_head(cache, self.cache, len(tokens))
        self.cached = list(tokens)

    def rewind(self, context: tuple[int, ...]) -> None:
        """Back to the cache `prefill(context[:-1])` left: the step's root and drafted nodes dropped."""
        self.drafted = None
        model_forward.crop_cache(self.cache, len(context) - 1 - self.start)
        self.cached = list(context[self.start:-1])

    def _run(self, ids: list[int], positions: list[int], visible: torch.Tensor | None, last: int = 0) -> torch.Tensor:
        """Draft forward over new positions; returns its logits: (len(ids) or last, V) float32, over the tokens of
        `vocabulary` when the draft's head keeps only those (every other token has q = 0). Its q is their softmax,
        which `_top` reads for the few tokens it takes."""
        self.forwards += 1
        self.tokens += len(ids)
        device = "cpu" if isinstance(self.cache, static.Cache) else self.device  # the static path uploads itself
        return model_forward.forward(self.model, torch.tensor(ids, device=device),
                                     self.cache, torch.tensor(positions, device=device), visible, last, kept=True)

    def _top(self, logits: torch.Tensor, k: int) -> tuple[list, list]:
        """The k most likely tokens of each row of a forward's logits (or of one row): their q and their token ids,
        as lists. Where the engine's kernels run, one pass over each row (`calls.rows_top`: its k largest logits and
        its softmax's divisor) in place of a softmax and a top-k over the whole of it."""
        rows = logits if logits.dim() == 2 else logits[None]
        if calls.layer_kernels(rows):
            values, top, sums = (part.tolist() for part in calls.rows_top(rows, k))
            top_q = [[math.exp(value - largest[0]) / total for value in largest]
                     for largest, total in zip(values, sums)]
            if self.vocabulary is not None:
                top = [[self.tokens_of[column] for column in columns] for columns in top]
        else:
            top_q, top = top_of_q(torch.softmax(rows, dim=-1), k, self.vocabulary)
        return (top_q, top) if logits.dim() == 2 else (top_q[0], top[0])

    @functools.cached_property
    def tokens_of(self) -> list[int]:
        """The token of each column of the draft's kept logits (`vocabulary`), as a list."""
        return self.vocabulary.tolist()

    def _keep_accepted(self, context: tuple[int, ...]) -> None:
        """Keep the keys and values the draft computed last step for the nodes the target then accepted,
        moved down to follow that step's context, and drop the other drafted nodes'. Catching up then runs
        only the committed tokens the draft has not seen: the root at least. A node is kept only if the draft
        ran it with the path's previous node as its first parent (a merged node's keys and values were
        computed under its first parent alone)."""
        if self.drafted is None:
            return
        builder, columns = self.drafted
        self.drafted = None
        start, keep = len(builder.context), []
        committed = start - self.start  # the cache columns of that step's context
        if context[:start] == builder.context:
            node = 0
            for token in context[start:-1]:
                node = next((n for n in columns
                             if builder.nodes[n].parents[0] == node and builder.nodes[n].token == token), None)
                if node is None:
                    break
                keep.append(columns[node] - committed)
        model_forward.keep_cache(self.cache, committed, torch.tensor(keep, dtype=torch.long))
        self.cached = list(context[self.start: start + len(keep)])

    def _catch_up(self, context: tuple[int, ...], before: int = 0) -> torch.Tensor:
        """Bring the cache to `context` (reusing the common prefix) and return the logits at the root: (V,); with
        `before`, those of up to that many positions before it too, where the forward reads them (rows, V), the root's
        last (one row: (V,) as without)."""
        self._keep_accepted(context)
        start = window_start(len(context), self.window)
        if start != self.start:  # the window moved on: read it afresh
            self.start, self.cached = start, []
        wanted = context[start:-1]
        same = min(len(self.cached), len(wanted))
        if self.cached[:same] != list(wanted[:same]):  # usually the whole of it: one comparison, not one a token
            same = next(i for i, (a, b) in enumerate(zip(self.cached, wanted)) if a != b)
        model_forward.crop_cache(self.cache, same)
        fresh = list(context[start + same:])
        rows = min(1 + before, len(fresh))
        logits = self._run(fresh, list(range(same, len(context) - start)), None, last=rows)
        self.cached = list(context[start:])
        return logits[-1] if rows == 1 else logits[-rows:]

    def _run_nodes(self, builder: GraphBuilder, nodes: list[int], columns: dict[int, int]) -> torch.Tensor:
        """Draft forward over graph `nodes` (one tree level or one best-first batch): each sees the
        committed context, its first-parent ancestors (at their cache `columns`) and itself. Returns its logits."""
        committed = len(builder.context) - self.start  # the cache columns of the committed context
        visible = node_mask(builder, nodes, columns, model_forward.cache_length(self.cache), committed)
        root_position = committed - 1
        if not isinstance(self.cache, static.Cache):  # the static path builds its mask on the host
            visible = visible.to(self.device)
        return self._run([builder.nodes[n].token for n in nodes],
                         [root_position + builder.nodes[n].depth for n in nodes], visible)

    def propose(self, context: tuple[int, ...], config: DecodeConfig) -> Proposal:
        forwards, tokens = self.forwards, self.tokens
        builder = GraphBuilder(context, config.merge_n)
        found = lookup_branch(context, config) if config.lookup else []
        sizer = self.sizer if config.sized else None
        if found and config.lookup_first:
            # the prompt-lookup branch alone. The drafter is left as it is: its next catch-up keeps what it
            # drafted last time and the target accepted since, and runs the rest
            builder.stage = 1
            path = graft_lookup(builder, context, config, found)
            sized = sizer and sizer.sizing("the text repeats: the prompt-lookup branch alone, no draft forward", 1.0, 1)
            return Proposal(builder.build(_no_text), 0, 0, builder.merges, path, sized)
        if sizer is not None:
            pays, gain, ms = sizer.layer([1.0], 1, root=True, layers=config.max_depth, limit=config.node_budget + 1)
            if not pays and not sizer.probing:  # a plain step (and the prompt-lookup branch, where there is one), the drafter left as it is
                builder.stage = 1
                path = self._graft(builder, context, config, found)
                sized = sizer.sizing(sizer.layer_reason(1, gain, ms) + ": a plain step", 1.0, 1, gain, ms, plain=True)
                return Proposal(builder.build(_no_text), 0, 0, builder.merges, path, sized)
        started = time.perf_counter()  # a sized run times its forwards (`Sizer.timed`), each to its top-k read back
        # the root's scores (`_top` reads them); None: nothing to draft from yet (the feature head, a one-token prompt).
        # After plain steps, the scores at their roots too, which the sizer learns from (`Sizer.skipped`)
        root = self._catch_up(context, sizer.plain_steps if sizer is not None else 0)
        earlier = None
        if root is not None and root.dim() == 2:  # the plain steps' roots' scores, then the root's
            earlier, root = root[:-1], root[-1]
        columns: dict[int, int] = {}  # drafted node -> its cache column, for the nodes the draft runs
        if root is not None:
            builder.stage = self.forwards - forwards  # 1: what the catch-up forward's q at the root proposes
            builder.ran([0], builder.stage)
        sized = None
        if root is not None and config.mode == "dyspec":
            self._best_first(builder, root, config, columns)
        elif root is not None:
            sized = self._layered(builder, root, config, columns, sizer, started)
        if earlier is not None:  # read after the step's own drafting, outside the forwards the sizer times
            sizer.skipped(self._top(earlier, config.k)[0])
        builder.stage += 1  # the prompt-lookup branch: a stage of its own, with no forward
        path = self._graft(builder, context, config, found)
        self.drafted = (builder, columns)
        return Proposal(builder.build(_no_text), self.forwards - forwards, self.tokens - tokens, builder.merges, path,
                        sized)

    def _graft(self, builder: GraphBuilder, context: tuple[int, ...], config: DecodeConfig,
               found: list[tuple[list[int], float]]) -> tuple[int, ...]:
        """Add the model-free branch to the drafted graph, its nodes from the root (verified beyond the budget): the
        prompt-lookup branch (`graft_lookup`) where `config.lookup`."""
        return graft_lookup(builder, context, config, found) if config.lookup else ()

    def _layered(self, builder: GraphBuilder, root: torch.Tensor, config: DecodeConfig,
                 columns: dict[int, int], sizer: Sizer | None = None, started: float = 0.0) -> Sizing | None:
        """GSD/TSD/SSD: grow one layer per round from the top-k of every frontier node. With a `sizer`, a node is
        kept only where its chance pays its position and a layer drafted only where it pays its forward
        (`gsd.engine.cost`); returns why the graph stopped where it did (None without a sizer)."""
        frontier, scores = [0], root[None]  # the scores `_top` reads: a forward's logits (the ensemble's q)
        reach = {0: 1.0}  # node -> its path probability (the likeliest path's, for a merged node)
        chance = {0: 1.0}  # with a sizer: node -> the product of calibrated q along its likeliest path
        for _ in range(config.max_depth):
            top_q, top_tokens = self._top(scores, config.k)  # (F, k) each
            if sizer is not None:  # the forward that made q, to its top-k on the host
                sizer.timed(frontier == [0], (time.perf_counter() - started) * 1000)
            candidates = []
            for row, node in enumerate(frontier):
                best = top_q[row][0]
                for prob, token in zip(top_q[row], top_tokens[row]):
                    sibling = prob < config.theta_sib * best
                    path_cut = not sibling and reach[node] * prob < config.theta_path
                    odds = prob if sizer is None else chance[node] * sizer.chance(prob)
                    candidates.append((odds, prob, node, token, sibling or path_cut, path_cut))
            candidates.sort(key=lambda c: -c[0])
            grow = []
            # with a sizer, the likeliest candidates that pay their positions together are verified (`Sizer.paying`;
            # at least the likeliest where this layer was drafted for what the layers after it would add)
            paying: set[int] = set()
            if sizer is not None:
                unpruned = [i for i, c in enumerate(candidates) if not c[4]]
                count = sizer.paying([candidates[i][0] for i in unpruned], builder.positions())
                paying = set(unpruned[:max(count, int(sizer.for_deeper))])
            for at, (odds, prob, parent, token, pruned, path_cut) in enumerate(candidates):
                if sizer is not None and not pruned and at not in paying:
                    pruned = path_cut = True  # its chance does not pay its position: a cost-made θ_path
                if not pruned and not builder.fits(parent, config.node_budget):
                    if builder.positions() > config.node_budget:
                        break  # full
                    continue  # a merge would copy it past the budget; one under a parent with fewer paths may fit
                node, merged = builder.add(parent, token, prob, pruned=pruned, branch_end=prob < config.theta_prob,
                                           path_cut=path_cut)
                reach[node] = max(reach.get(node, 0.0), reach[parent] * prob)
                chance[node] = max(chance.get(node, 0.0), odds)
                if not (pruned or merged or prob < config.theta_prob):
                    grow.append(node)
            depth = builder.nodes[frontier[0]].depth + 1  # the layer just added
            if not grow or builder.positions() > config.node_budget or depth == config.max_depth:
                return sizer and _stopped(sizer, builder, chance, candidates, grow, depth, config)
            if sizer is not None:
                width = builder.positions()
                likely = [node for node in grow if sizer.grows(chance[node], width)]
                pays, gain, ms = sizer.layer([chance[node] for node in likely or grow[:1]], width,
                                             layers=config.max_depth - depth, limit=config.node_budget + 1)
                if not pays or not likely:
                    return sizer.sizing(sizer.layer_reason(depth + 1, gain, ms), _expected(builder, chance), width,
                                        gain, ms)
                grow = likely
            started = time.perf_counter()
            scores = self._run_nodes(builder, grow, columns)
            builder.stage += 1  # the next layer: what this forward proposes
            builder.ran(grow, builder.stage)
            frontier = grow

    def _best_first(self, builder: GraphBuilder, root: torch.Tensor, config: DecodeConfig,
                    columns: dict[int, int]) -> None:
        """DySpec: expand the candidates of highest estimated acceptance (product of q along the path,
        times 1 - q of each better sibling) under the node budget, k candidates per draft forward."""
        heap: list[tuple[float, int, int, int, float]] = []  # (-value, order, parent, token, q)
        order = 0

        def push(parent: int, value: float, top_q: list[float], top_tokens: list[int]) -> None:
            nonlocal order
            left = 1.0
            for prob, token in zip(top_q, top_tokens):
                heapq.heappush(heap, (-value * prob * left, order, parent, token, prob))
                left *= 1.0 - prob
                order += 1

        values = {0: 1.0}
        push(0, 1.0, *self._top(root, config.k))
        while heap and builder.positions() <= config.node_budget:
            picked = []
            while heap and len(picked) < config.k and builder.positions() <= config.node_budget:
                value, _, parent, token, prob = heapq.heappop(heap)
                node, _ = builder.add(parent, token, prob)
                values[node] = -value
                if builder.nodes[node].depth < config.max_depth:
                    picked.append(node)
            if not picked or builder.positions() > config.node_budget:
                return
            scores = self._run_nodes(builder, picked, columns)
            builder.stage += 1  # the next batch, picked from every candidate so far
            builder.ran(picked, builder.stage)
            for node, top_q, top_tokens in zip(picked, *self._top(scores, config.k)):  # one top-k for the batch
                push(node, values[node], top_q, top_tokens)


def top_of_q(q: torch.Tensor, k: int, vocabulary: torch.Tensor | None) -> tuple[list, list]:
    """The k most likely tokens of each row of q (rows, V), probabilities over `vocabulary`'s tokens where it is given:
    their q and their token ids, as lists."""
    top_q, top = q.topk(min(k, q.shape[-1]), dim=-1)
    if vocabulary is not None:
        top = vocabulary[top]
    return top_q.tolist(), top.tolist()


def _expected(builder: GraphBuilder, chance: dict[int, float]) -> float:
    """A sized step's expected tokens: the bonus token and the chance of each drafted node it verifies."""
    return 1.0 + sum(odds for node, odds in chance.items() if node and builder.nodes[node].status != PRUNED)


def _stopped(sizer: Sizer, builder: GraphBuilder, chance: dict[int, float], candidates: list, grow: list[int],
             depth: int, config: DecodeConfig) -> Sizing:
    """Why a sized graph stopped at `depth` other than by a layer that did not pay: no node of it paid its position,
    its branches ended, the node budget or the depth limit."""
    expected, width = _expected(builder, chance), builder.positions()
    if width > config.node_budget:
        return sizer.sizing(f"the node budget ({config.node_budget}) is full", expected, width)
    if grow:
        layers = "layer" if config.max_depth == 1 else "layers"
        return sizer.sizing(f"the depth limit ({config.max_depth} {layers})", expected, width)
    if any(builder.nodes[node].depth == depth and builder.nodes[node].status != PRUNED for node in chance):
        return sizer.sizing(f"every branch of the {ordinal(depth)} layer ended (θ_prob or a merge)", expected, width)
    best, price = max((odds for odds, *_ in candidates), default=0.0), sizer.position_ms(width)
    return sizer.sizing(f"no {ordinal(depth)}-layer node would pay its place in the verify: the likeliest adds "
                        f"{best:.2f} expected tokens for {price:.2f} ms; a token costs {sizer.token_ms:.1f} ms here",
                        expected, width, best, price)


def node_mask(builder: GraphBuilder, nodes: list[int], columns: dict[int, int], start: int,
              committed: int) -> torch.Tensor:
    """The attention mask of a draft forward over graph `nodes` appended at cache column `start`: each sees
    the first `committed` columns (the committed context), its first-parent ancestors (at their `columns`) and
    itself. Records each node's column in `columns`. (len(nodes), start + len(nodes)) bool."""
    visible = torch.zeros(len(nodes), start + len(nodes), dtype=torch.bool)
    visible[:, :committed] = True
    for row, node in enumerate(nodes):
        parent = builder.nodes[node].parents[0]
        while parent != 0:
            visible[row, columns[parent]] = True
            parent = builder.nodes[parent].parents[0]
        visible[row, start + row] = True
        columns[node] = start + row
    return visible


class LookupDrafter:
    """Prompt lookup: find earlier occurrences of the context's last n tokens (n = 3, 2, 1) and propose
    what followed them, up to k distinct continuations, q = their share of the occurrences, each as long as the
    repeat it follows (at most max_depth): a lone token's repeat proposes one token, not max_depth of a
    chance match's (on Spec-Bench this drafter went from 0.74x `ar` to 1.14x; docs/benchmarks.md, "A continuation
    as long as its repeat")."""

    reads_hidden_states = False

    def prefill(self, prefix: tuple[int, ...]) -> None:
        """Nothing to fill: no model runs."""

    def rewind(self, context: tuple[int, ...]) -> None:
        """Nothing to take back: no state between steps."""

    def propose(self, context: tuple[int, ...], config: DecodeConfig) -> Proposal:
        builder = chains_graph(context, lookup_chains(context, config.k, config.max_depth, trust=True), config)
        return Proposal(builder.build(_no_text), 0, 0, builder.merges)


def wanted_features(drafter: Drafter | None) -> bool | tuple[int, ...]:
    """What of the target's hidden states a drafter reads (`forward`'s features): none (False), the final ones
    (True) or the outputs of some layers, joined (their indices)."""
    if drafter is None or not drafter.reads_hidden_states:
        return False
    return drafter.feature_layers or True
