"""The machine's costs, and a step sized by them (`DecodeConfig.sized`).

`measure` times, on the engine's own forward, a plain forward of the target, verifies of growing width and a
draft forward (`trace.Costs`). A run's `Sizer` starts from those figures and keeps them current from the run's own
steps (the verifies' level, a draft forward and the host's time a step, over their last `WINDOW` samples, the
verify's shape the measured one: `Sizer._update`); it also calibrates the draft's q (how often a node
of that q was accepted once the target had reached it). Every figure is the lower quartile of its samples, not
their mean: on a machine shared with other work a forward now and then takes many times its cost, and a wide forward
more often than a narrow one (measured on two busy cores: a 12-position verify timed at 15 times a plain one, against
under twice on a quiet machine).

The rule. A node's chance is the product of calibrated q along its path: how likely the target reaches and accepts
it; a step's expected tokens are 1 (the bonus token) plus the chances of the nodes it verifies. At the run's rate
(`token_ms`: its recent steps' milliseconds over their tokens) a step is worth its expected tokens less its
milliseconds over token_ms, so
- a layer's candidates are verified, likeliest first, as far as they pay their positions together: as many as
  make the most of chance × token_ms less the price of the tree's next positions (`Costs.position_at`: on a CPU a
  position costs more in a wider verify, and each node pays its own place or is left out; on a GPU the first extra
  row costs most and the next few little, and a few nodes can pay together where the first alone does not);
- a layer is drafted only where what it would add pays its draft forward and its positions: the chance of each
  frontier node it grows from, times the run's expected acceptance a layer further (`ahead`), summed, × token_ms
  ≥ a draft forward and a position per node, or where it pays together with the layers that could follow it
  (each taken to add `ahead` times what the one before added, for a deeper forward and as many positions); a
  frontier node too unlikely to pay its child's position is not grown;
- where not even a first layer pays, the step is a plain step: no draft forward.
Where a position costs as much as the last or more, each layer adds at most `ahead` times what the layer before it
added, for about as much, so a layer that does not pay mostly ends the drafting. This is EAGLE-2's confidence-shaped tree priced
by the verify cost Sequoia measures, and stopped, as SpecDec++ stops, where the chance no longer pays. The rule picks
which nodes are drafted and verified, never which are accepted: greedy output stays the target's, and sampling
stays exact (`verify`).
"""

from __future__ import annotations

import threading
import time
import statistics
from collections import deque
from typing import TYPE_CHECKING

from ..trace import Costs, Sizing, StepTrace

if TYPE_CHECKING:
    from .loop import Engine

WIDTHS = (1, 2, 3, 4, 6, 8, 12, 16)  # the verify widths `measure` times, positions with the root
ROUNDS = 5                           # times each is timed, the widths taking turns
POSITION_FLOOR = 0.02                # a position costs at least this share of a plain forward (timing noise can
                                     # make the measured slope 0, and every node would then seem to pay)
PROBE = 8                            # after this many plain steps in a row a step drafts anyway, and the draft's
                                     # cost and aim are timed and judged afresh
WINDOW = 24                          # a running figure's samples (the figure measured at start one more)
STALE = WINDOW                       # a width not verified in this many steps drops its samples (`Timings.age`)
RATE_STEPS = 16                      # the recent steps whose milliseconds and tokens give the run's rate
AHEAD = 0.5                          # the expected acceptance a layer further, before the run has drafted
AHEAD_WEIGHT = 0.1                   # how far each drafted node moves it
LEAST = 0.05                         # a child less likely than this (calibrated) adds nothing to `ahead`


def measure(engine: "Engine", static: str | None = None) -> Costs:
    """Time the target's verifies of each of `WIDTHS` (a step verifying a chain of that many positions: what the
    target makes of it does not change what the forward costs), a draft forward (steps drafting one node a layer,
    two layers deep) and the host's time a step, on the engine's own forward (`static`, else the engine's). Each
    wider verify is timed right after a plain one and taken as its median ratio to it (the machine's other work
    comes and goes more slowly than two forwards, so the ratio holds while the times do not), times the plain
    forward's lower quartile; a round of every width untimed first, then `ROUNDS`; about a hundred forwards."""
    import threading

    from ..config import DecodeConfig
    from .draft import Proposal
    from .graph import GraphBuilder

    ids = engine.encode("Name three colours and say what they remind you of.", max_new_tokens=64)
    pairs = [width for w in WIDTHS[1:] for width in (1, w)]
    widths = [1, *pairs, *(pairs * ROUNDS)]  # the first step holds the prefill; the first round warms up
    done = threading.Event()

    class Chains:  # proposes a chain of the next width's length, whatever the context; done after the last
        reads_hidden_states = False
        at = 0

        def prefill(self, prefix):
            pass

        def rewind(self, context):
            pass

        def propose(self, context, config):
            builder, parent = GraphBuilder(context, None), 0
            for _ in range(widths[self.at] - 1):
                parent, _ = builder.add(parent, context[-1], 1.0)
            self.at += 1
            if self.at == len(widths):
                done.set()
            return Proposal(builder.build(str), 0, 0, 0)

    chains = Chains()
    room = engine.context_length - len(ids) - 3 * max(WIDTHS) - 2  # a run ends at `done`, or where room runs out
    chain = DecodeConfig.for_mode("gsd", lookup=False, max_new_tokens=max(1, min(room, 2048)), max_depth=max(WIDTHS),
                                  node_budget=max(WIDTHS))
    plain: list[float] = []
    ratios: dict[int, list[float]] = {}
    host = []
    for _ in range(4):  # a run that ends early (an end of text) is followed by another, where the last left off
        last, before = time.perf_counter(), None
        for index, step in enumerate(engine.decode(ids, chain, drafter=chains, stop=done, static=static)):
            now = time.perf_counter()
            width, ms = step.counters.target_tree_size, step.ms["verify"]
            if index and chains.at > 1 + len(pairs):  # past a run's prefill and the warm-up round
                if width == 1:
                    plain.append(ms)
                elif before:
                    ratios.setdefault(width, []).append(ms / before)
                host.append(max((now - last) * 1000 - sum(step.ms.values()), 0.0))
            before = ms if width == 1 and index else None
            last = now
        if done.is_set():
            break
    plain_ms = quartile(plain) if plain else 0.0
    sizes = [1, *sorted(w for w in ratios if w <= max(WIDTHS))]
    verify = [plain_ms, *(plain_ms * statistics.median(ratios[w]) for w in sizes[1:])]
    draft_ms = 0.0
    if engine.pair.draft is not None:  # a chain two layers deep: each step the catch-up and one more forward
        config = DecodeConfig.for_mode("gsd", k=1, max_depth=2, lookup=False, theta_prob=0.0, theta_sib=0.0,
                                       theta_path=0.0, fill=0, max_new_tokens=24)
        per_forward = [step.ms["draft"] / step.counters.draft_forwards
                       for step in list(engine.decode(ids, config, static=static))[2:] if step.counters.draft_forwards]
        draft_ms = quartile(per_forward) if per_forward else 0.0
    return Costs(tuple(sizes), tuple(verify), draft_ms, quartile(host) if host else 0.0)


def quartile(samples) -> float:
    """The lower quartile of some timings (`measure`, `Sizer`): what a forward costs, less the times the machine's
    other work held it up."""
    ordered = sorted(samples)
    return ordered[(len(ordered) - 1) // 4]


class MeasuredCosts:
    """The engine's costs on each forward it runs (`gsd.forward.static`), measured once at first need (`measure`) and
    shared by its runs, read-only after."""

    def __init__(self, engine: "Engine"):
        self.engine = engine
        self.by_forward: dict[str, Costs] = {}
        self._lock = threading.Lock()

    def get(self, static: str | None = None) -> Costs:
        static = static or self.engine.static
        with self._lock:
            if static not in self.by_forward:
                self.by_forward[static] = measure(self.engine, static)
            return self.by_forward[static]

    @property
    def costs(self) -> Costs | None:
        """The costs on the engine's own forward, if measured yet."""
        return self.by_forward.get(self.engine.static)


class Calibration:
    """How often a drafted node of each q was accepted once the target reached it (its parent accepted), in tenths
    of q, each tenth starting from q itself as if seen `PRIOR` times."""

    BINS = 10
    PRIOR = 4.0

    def __init__(self):
        self.reached = [0] * self.BINS
        self.accepted = [0] * self.BINS

    def _bin(self, q: float) -> int:
        return min(int(q * self.BINS), self.BINS - 1)

    def __call__(self, q: float) -> float:
        """The calibrated chance that a node of draft probability q is accepted once reached."""
        b = self._bin(q)
        return (self.accepted[b] + self.PRIOR * q) / (self.reached[b] + self.PRIOR)

    def observe(self, step: StepTrace) -> None:
        """Count the step's verified drafted nodes whose parent the target accepted (prompt-lookup nodes, whose q
        is a share of occurrences rather than the draft's, left out)."""
        positions = step.positions
        for position in positions[1:]:
            node = step.graph.nodes[position.node]
            if node.lookup or not positions[position.parent].accepted:
                continue
            b = self._bin(node.q)
            self.reached[b] += 1
            self.accepted[b] += position.accepted


class Experience:
    """What a drafter's earlier runs on this engine's forward learnt of it: how often a node of each q was accepted
    (`Calibration`), the expected acceptance a layer further (`Sizer.ahead`) and what its forwards took (`Timings`).
    A pair's calibration does not change from one request to the next, and a run of 64 tokens is about 40 steps: starting each run from the prior
    again spent a third of it relearning what the last run knew. Shared by the runs that take it (the page runs one
    at a time; a count raced by two runs is a count, not a fault)."""

    def __init__(self):
        self.calibration = Calibration()
        self.ahead = {True: AHEAD, False: AHEAD}  # at the root, deeper
        self.timings = Timings()  # the forwards' latest timings (`Sizer`'s running figures)


class Timings:
    """The latest timings of a drafter's steps on an engine's forward (each `WINDOW` long): each verified width's,
    a draft forward's (per step, and the catch-up's and a deeper layer's as the drafter timed them) and the host's a
    step, with each width's running figure (together they set the verifies' level). Kept across runs (`Experience`):
    a run that started from the costs timed at first need alone paid for them for its first steps, each time, where
    they had been timed high (the machine busy then). Given the costs of a sitting whose start-up ran slow, on the
    wide set in one process (Zen 4, every output exact): 1.114× `ar` going on from earlier runs' timings, 1.104×
    starting each run afresh, 1.126× from costs timed on a quiet machine."""

    def __init__(self):
        self.verify: dict[int, deque] = {}
        self.seen: dict[int, float] = {}  # each verified width's running figure (`Sizer._update`), kept as samples come
        self.steps = 0                    # steps observed, and the step of each width's last sample (`age`)
        self.last: dict[int, int] = {}
        self.draft: deque = deque(maxlen=WINDOW)
        self.forwards = {True: deque(maxlen=WINDOW), False: deque(maxlen=WINDOW)}  # a forward's ms: the catch-up, deeper
        self.host: deque = deque(maxlen=WINDOW)

    def age(self) -> None:
        """Drop the samples of the widths not verified in the last `STALE` steps: they then leave the level the
        widths still verified set (`Sizer._update`). A verify's cost moves with the context's length and the
        machine's load, and a width the rule stopped choosing kept its figure: after Spec-Bench's
        summaries (contexts of up to 1,000 positions) a second verified position stayed priced at 4.5 ms against a
        plain step's 8.8 through its QA questions, whose steps then went plain (424 of 560, τ 1.16), and a width
        that is not verified is not timed again."""
        self.steps += 1
        for width in [w for w, at in list(self.last.items()) if self.steps - at > STALE]:
            for figures in (self.verify, self.seen, self.last):  # a run beside this one may have dropped it too
                figures.pop(width, None)


class Sizer:
    """One run's costs and the rule that sizes its steps (the module's docstring). learn: keep the costs current
    from the run's steps (False: the given costs throughout, as a test injects them). draft_scale, target_scale:
    the draft's forward and the target's verifies taken as that many times dearer than measured (the checks that
    the rule drafts less for a slower draft, more for a dearer target). experience: what earlier runs of the same
    drafter learnt, which this run starts from and adds to (None: a fresh start, this run's alone)."""

    def __init__(self, costs: Costs, learn: bool = True, draft_scale: float = 1.0, target_scale: float = 1.0,
                 experience: Experience | None = None):
        self.base = costs
        self.learn = learn
        self.scale = (draft_scale, target_scale)
        experience = experience or Experience()
        self.calibration = experience.calibration
        timings = experience.timings  # the samples earlier runs left, which this run goes on from
        self._timings = timings
        self._verify, self._seen, self._draft = timings.verify, timings.seen, timings.draft
        self._forwards, self._host = timings.forwards, timings.host
        self.weighed_ms = 0.0  # the draft forward's price the rule last weighed
        self.for_deeper = False  # the layer last weighed paid only with the layers after it (`layer`): its likeliest
                                 # candidate is verified even where it alone does not pay its place
        self._recent: deque = deque(maxlen=RATE_STEPS)  # (tokens, draft forwards, verify width) of recent steps
        self._ahead = experience.ahead  # at the root, deeper
        self._last: float | None = None
        self.plain_steps = 0  # plain steps in a row, to the last observed
        if learn and (self._seen or self._draft or self._host):
            self._update()  # from what earlier runs timed, with the costs timed at start one sample each
        else:
            self._set(costs.scaled(draft_scale, target_scale))

    def _set(self, costs: Costs) -> None:
        """The costs now, and the figures the rule reads for every node until the next step."""
        self.costs = costs
        self._floor = POSITION_FLOOR * costs.plain_ms
        self.token_ms = self._token_ms()

    # ---- what things cost ----
    def _token_ms(self) -> float:
        """What a token costs at the run's rate: its recent steps' milliseconds (as the costs have them now) over
        their tokens, or a plain step's where that is less (a plain step is always there to take); before any
        step, a plain step's."""
        plain = self.step_cost(0, 1)
        if not self._recent:
            return plain
        ms, tokens, verify = 0.0, 0, {}  # each width's verify looked up once (the steps, one at a time, as step_cost)
        for count, forwards, width in self._recent:
            if width not in verify:
                verify[width] = self.costs.verify(width)
            ms += self.costs.step_ms + forwards * self.costs.draft_ms + verify[width]
            tokens += count
        return min(ms / max(tokens, 1), plain)

    def step_cost(self, forwards: int, width: int) -> float:
        """A step's milliseconds: the host's, `forwards` draft forwards and a verify of `width` positions."""
        return self.costs.step_ms + forwards * self.costs.draft_ms + self.costs.verify(width)

    @property
    def draft_ms(self) -> float:
        return self.costs.draft_ms

    def forward_ms(self, root: bool) -> float:
        """A draft forward's price: the catch-up's (at the root: the committed tokens the draft has not read, then q
        at the root) or a deeper layer's (a layer's nodes, reading the draft's cache), each the lower quartile of
        the run's own timings of that kind and the step-wide figure (`draft_ms`): a deeper forward runs fewer
        positions than a catch-up after several tokens were accepted."""
        timed = self._forwards[root]
        return quartile([self.costs.draft_ms, *(ms * self.scale[0] for ms in timed)]) if timed else self.costs.draft_ms

    def timed(self, root: bool, ms: float) -> None:
        """A draft forward of the run's took `ms` (the catch-up's where `root`), as the drafter timed it."""
        if self.learn:
            self._forwards[root].append(ms)

    # ---- what things bring ----
    def chance(self, q: float) -> float:
        """The calibrated chance that a node of draft probability q is accepted once reached."""
        return self.calibration(q)

    def skipped(self, top_q: list[list[float]]) -> None:
        """What the draft would have proposed at the roots of the plain steps just before this step (the q of its top
        children at each, read from the catch-up forward that runs over those tokens anyway): each moves the root's
        `ahead` as a drafted root does. Without it a low estimate would last: a plain step runs no draft, so only a
        step that drafts (a probe, every `PROBE` plain steps) could raise it again, by one root's worth."""
        for row in top_q:
            self._learn_ahead(True, row)

    def _learn_ahead(self, root: bool, children_q) -> None:
        """A node the draft ran, whose children had these q: `ahead` (at the root or deeper) moves toward what they
        add in calibrated chance (the chances of at least `LEAST`, summed, at most 1)."""
        added = sum(c for c in map(self.chance, children_q) if c >= LEAST)
        self._ahead[root] += AHEAD_WEIGHT * (min(added, 1.0) - self._ahead[root])

    def ahead(self, root: bool) -> float:
        """The expected acceptance a layer further: what a node the draft runs adds in chance, per unit of its own
        (its children's calibrated chances summed), at the root or deeper, as the run has drafted so far."""
        return self._ahead[root]

    # ---- the rule ----
    def position_ms(self, width: int) -> float:
        """The price of one more verified position in a tree of `width` positions (the root included)."""
        return max(self.costs.position_at(width), self._floor)

    def paying(self, chances: list[float], width: int) -> int:
        """How many of a layer's candidates, their chances best first, to verify on a tree of `width` positions: the
        count that makes the most of what they bring (chance × token_ms) less their positions' price. Where each
        position costs as much as the last or more (two CPU cores' verify, mostly), that is the nodes that pay their
        own place; where one costs less past some width (a GPU's verify, about flat past its first extra row), a few
        can pay together where the first alone does not."""
        best = total = 0.0
        count = 0
        for i, chance in enumerate(chances):
            total += chance * self.token_ms - self.position_ms(width + i)
            if total >= best:
                best, count = total, i + 1
        return count

    def grows(self, chance: float, width: int) -> bool:
        """Whether a node of this chance is worth drafting from: its likely child would pay its position."""
        return chance * self.ahead(False) * self.token_ms >= self.position_ms(width)

    def layer(self, chances: list[float], width: int, root: bool = False, layers: int = 1,
              limit: int | None = None) -> tuple[bool, float, float]:
        """Whether a layer grown from frontier nodes of these chances pays: (pays, the expected tokens it would
        add, its milliseconds: a draft forward and a position a node). One that does not pay alone may with the
        layers after it (up to `layers` in all, the tree at most `limit` positions: `_pays_deeper`)."""
        gain = sum(chances) * self.ahead(root)
        self.weighed_ms = self.forward_ms(root)
        ms = self.weighed_ms + sum(self.position_ms(width + i) for i in range(len(chances)))
        alone = gain > 0 and gain * self.token_ms >= ms
        self.for_deeper = not alone and gain > 0 and self._pays_deeper(
            gain * self.token_ms - ms, gain, width + len(chances), len(chances), layers - 1, limit)
        return alone or self.for_deeper, gain, ms

    def _pays_deeper(self, total: float, gain: float, width: int, nodes: int, layers: int, limit: int | None) -> bool:
        """Whether a layer worth `total` ms (negative: it does not pay alone) pays with some of the next `layers`,
        each taken to add `ahead` times the expected tokens of the one before, for a deeper draft forward and as many
        positions (`nodes`) from `width` on. Where positions cost as much or more the wider the verify, each layer
        adds less for about as much and seldom makes up for the first; where they cost little past the first few (a
        GPU's verify), the positions a first layer pays for make room for the next."""
        deeper = self.forward_ms(False)
        for _ in range(layers):
            if limit is not None and width + nodes > limit:
                break
            gain *= self.ahead(False)
            total += gain * self.token_ms - deeper - sum(self.position_ms(width + i) for i in range(nodes))
            width += nodes
            if total >= 0:
                return True
        return False

    @property
    def probing(self) -> bool:
        """Whether this step drafts whatever the rule says: after `PROBE` plain steps in a row, so that a draft
        timed slow once, or judged unlikely, is timed and judged again."""
        return self.plain_steps >= PROBE

    def sizing(self, reason: str, expected: float, width: int, next_tokens: float = 0.0, next_ms: float = 0.0,
               plain: bool = False) -> Sizing:
        """The step's `Sizing`, with the figures the rule weighed."""
        return Sizing(reason, round(expected, 4), round(next_tokens, 4), round(next_ms, 4), round(self.token_ms, 4),
                      round(self.weighed_ms or self.draft_ms, 4), round(self.position_ms(width), 4),
                      round(self.costs.plain_ms, 4), plain)

    def layer_reason(self, depth: int, gain: float, ms: float) -> str:
        """Why a layer at `depth` was not drafted: what it would have added and cost, against what a token costs."""
        return (f"a {ordinal(depth)} layer would add {gain:.2f} expected tokens for {ms:.1f} ms; "
                f"a token costs {self.token_ms:.1f} ms here")

    # ---- keeping current ----
    def observe(self, step: StepTrace, first: bool = False) -> None:
        """Learn from a step: its verified nodes calibrate q, its drafted nodes' children move `ahead`, and (where
        learning) its phases' milliseconds join the running medians. first: the run's first step, whose time holds
        the prefill (its forwards' figures are left out)."""
        now = time.perf_counter()
        self.calibration.observe(step)
        children = step.graph.children()
        for index, node in enumerate(step.graph.nodes):
            if node.ran:
                self._learn_ahead(index == 0, [step.graph.nodes[child].q for child in children[index]
                                               if not step.graph.nodes[child].lookup])
        self.plain_steps = self.plain_steps + 1 if step.sized is not None and step.sized.plain else 0
        width = step.counters.target_tree_size or len(step.positions) or 1
        self._recent.append((len(step.committed), step.counters.draft_forwards, width))
        if self.learn and not first:
            samples = self._verify.setdefault(width, deque(maxlen=WINDOW))
            samples.append(step.ms.get("verify", 0.0))
            self._seen[width] = quartile([self.base.verify(width), *samples])  # this width's alone changed
            self._timings.last[width] = self._timings.steps
            self._timings.age()
            if step.counters.draft_forwards:
                self._draft.append(step.ms.get("draft", 0.0) / step.counters.draft_forwards)
            if self._last is not None:
                self._host.append(max((now - self._last) * 1000 - sum(step.ms.values()), 0.0))
            self._update()
        else:
            self.token_ms = self._token_ms()
        self._last = now

    def _update(self) -> None:
        """The costs now: the verifies' figures the measured ones times the run's level (the median, over the widths
        verified lately, of each width's running figure over its measured one: the lower quartile of its last samples
        and the one measured at start, so that a figure measured while the machine was busy gives way to the first
        lower sample), the draft forward's and the host's their running figures. The level moves every width
        together; the verify's shape (what each position adds) stays the one `measure` timed, each wider verify right
        after a plain one. Each width's figure taken as it stood made a position's price the difference of two noisy
        quartiles: on `make bench`'s prompts a second position was priced at 1.0 ms by `measure` and at 1.4-1.9 ms a
        few steps later in the same run (Zen 4), the first layer's price with it, and the steps at the margin went
        plain or not with that noise."""
        seen = dict(self._seen)  # as it is now (`Timings.age` drops widths from it)
        levels = [ms / self.base.verify(w) for w, ms in seen.items() if self.base.verify(w) > 0]
        level = statistics.median(levels) if levels else 1.0
        learnt = Costs(self.base.widths, tuple(ms * level for ms in self.base.verify_ms),
                       quartile([self.base.draft_ms, *self._draft]), quartile([self.base.step_ms, *self._host]))
        self._set(learnt.scaled(*self.scale))


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ... ('first' for 1, as a sentence says it)."""
    if n == 1:
        return "first"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
