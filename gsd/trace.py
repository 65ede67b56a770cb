"""What one decoding step reports, as frozen plain data, and a run's totals (`summarize`).

`StepTrace` is the only thing the engine yields; the page, the plots, the CLI, the benchmark and the tests
all read it. No tensors and no models in here. Its JSON file is `gsd.trace_file`'s.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

END_OF_TEXT = "⟨end of text⟩"       # the text a trace gives an end-of-text token (never its raw special token)
MAX_MESSAGES = 256                  # messages in a trace's conversation

# Node status. A node of the graph is exactly one of these after verification.
ROOT = "root"            # the last committed token; depth 0
ACCEPTED = "accepted"    # on the accepted path
REJECTED = "rejected"    # verified and not on the accepted path
PRUNED = "pruned"        # dropped by θ_sib or θ_path: shown, never verified
STOPPED = "stopped"      # a θ_prob branch end, not grown further and not accepted
UNVERIFIED = "unverified"  # drafted, but every copy of it fell outside the node budget: never verified
STATUSES = (ROOT, ACCEPTED, REJECTED, PRUNED, STOPPED, UNVERIFIED)


class TraceError(ValueError):
    """A trace file or object is malformed; the message says where."""


@dataclass(frozen=True)
class Node:
    """One drafted token. `parents` holds more than one index when other branches merged into it."""

    token: int
    text: str
    parents: tuple[int, ...]
    depth: int
    q: float               # draft probability of this token at its first parent (1.0 for the root)
    status: str
    p: float | None = None  # target probability of this token at its parent, when verified
    branch_end: bool = False  # θ_prob stopped it from growing
    lookup: bool = False      # grafted by prompt lookup (what followed the same n-gram earlier), not drafted
    retrieved: bool = False   # a lookup node from the datastore (what followed it in the target's earlier answers)
    path_cut: bool = False    # pruned by θ_path (its path probability below it), not by θ_sib
    spared: bool = False      # pruned, then verified after all: the verify forward had room (DecodeConfig.fill)
    # Schema 2, how the graph grew. Draft stage s >= 1 adds what came of the step's draft forward s (forward 1
    # reads the committed tokens up to the root, forward s + 1 the nodes stage s grew): layered drafting adds
    # the top-k children forward s proposed, dyspec the batch it picks next by estimated acceptance. A stage
    # after the last forward runs no model (the prompt-lookup branch, a model-free drafter).
    stages: tuple[int, ...] = ()  # per parent: the stage in which that edge formed (a merge edge may come later)
    ran: int = 0                  # the draft forward that ran this node (its q of the children); 0: never run

    @property
    def merged(self) -> bool:
        return len(self.parents) > 1

    @property
    def pruned_by(self) -> str | None:
        """The threshold that pruned this node, "θ_sib" or "θ_path" (a spared node's too); None for a node not
        pruned."""
        if self.status != PRUNED and not self.spared:
            return None
        return "θ_path" if self.path_cut else "θ_sib"

    @property
    def stage(self) -> int:
        """The stage that made this node (0: the root, or a trace from before stages)."""
        return self.stages[0] if self.stages else 0


_NODE_FIELDS = frozenset(f.name for f in fields(Node))


def changed(node: Node, **changes) -> Node:
    """`dataclasses.replace(node, **changes)` without its per-call walk over the fields: a drafted step copies each
    of its nodes two or three times (run, built, judged), and replace's walk took 3.6 µs a copy against 0.8 here.
    The copy shares the node's field values (all immutable)."""
    if not changes.keys() <= _NODE_FIELDS:
        raise TypeError(f"Node has no field {sorted(changes.keys() - _NODE_FIELDS)[0]!r}")
    copy = object.__new__(Node)
    copy.__dict__.update(node.__dict__, **changes)  # frozen: __setattr__ refuses, the instance's dict does not
    return copy


@dataclass(frozen=True)
class TokenGraph:
    """The step's draft DAG. Node 0 is the root; parents come before children."""

    nodes: tuple[Node, ...]

    def children(self, *, first_parent_only: bool = False) -> list[list[int]]:
        """Every node's children, in index order: through any of their parents, or their first alone."""
        children: list[list[int]] = [[] for _ in self.nodes]
        for index, node in enumerate(self.nodes):
            for parent in node.parents[:1] if first_parent_only else node.parents:
                children[parent].append(index)
        return children

    @property
    def has_merge(self) -> bool:
        return any(node.merged for node in self.nodes)

    @property
    def merge_edges(self) -> list[tuple[int, int]]:
        """(parent, child) edges that point into an existing node instead of creating one."""
        return [(parent, i) for i, node in enumerate(self.nodes) for parent in node.parents[1:]]


@dataclass(frozen=True)
class Verdict:
    """What the target decided: the accepted path (graph node indices, root first) and the bonus token."""

    accepted: tuple[int, ...]
    bonus_token: int
    bonus_text: str
    bonus_p: float


@dataclass(frozen=True)
class Counters:
    draft_forwards: int = 0
    draft_tokens: int = 0        # positions run through the draft model
    draft_tokens_saved: int = 0  # draft runs merging spared: further copies of merged nodes the draft ran
    target_tree_size: int = 0    # positions in the target's verify forward (root included)
    merges: int = 0              # merge edges the draft graph made (they stay counted when a graph is cut down)
    verified_depth: int = 0      # the deepest position the target verified (kept when a graph is cut down)


@dataclass(frozen=True)
class Position:
    """One position of the target's verify forward, as the target saw it (schema 2): the flattened tree, the
    root first, each position after its parent. A merged node has one position per copy, each with its own
    answer, since each copy follows another prefix.

    target_token is what the target chose after this position: its argmax under greedy decoding; under
    sampling, on the accepted positions the token the point-mass walk committed there (the next accepted
    node's, or the bonus token), elsewhere its most likely token (the walk never drew there). target_p is its
    probability; margin the target's top logit minus its second (a near-tie is a small margin)."""

    node: int          # the graph node this position copies (0: the root)
    parent: int        # its parent position; -1 for the root
    position_id: int   # the prefix length + depth: where the token sits in the sequence
    target_token: int
    target_text: str
    target_p: float
    margin: float
    accepted: bool = False  # on the accepted path (the walk passed through this copy)

    @property
    def is_root(self) -> bool:
        return self.parent < 0


@dataclass(frozen=True)
class Costs:
    """What a run's forwards cost where it ran, in milliseconds (`gsd.engine.cost`): a verify of each timed width
    (positions, the root included; width 1 is a plain forward of the target), one draft forward, and the host's
    time a step beyond its forwards (the graph, the acceptance walk, the trace)."""

    widths: tuple[int, ...] = ()       # ascending, 1 first
    verify_ms: tuple[float, ...] = ()  # one per width
    draft_ms: float = 0.0              # 0: nothing drafts with a model
    step_ms: float = 0.0

    def verify(self, width: int) -> float:
        """A verify of `width` positions: the timed widths' figures joined by straight lines, and past the widest
        the line through them (`position_ms`) carried on."""
        if not self.widths:
            return 0.0
        if width <= self.widths[0]:
            return self.verify_ms[0]
        for (w0, ms0), (w1, ms1) in zip(zip(self.widths, self.verify_ms), zip(self.widths[1:], self.verify_ms[1:])):
            if width <= w1:
                return ms0 + (ms1 - ms0) * (width - w0) / (w1 - w0)
        return self.verify_ms[-1] + self.position_ms * (width - self.widths[-1])

    @property
    def plain_ms(self) -> float:
        """One plain forward of the target: a verify of the root alone."""
        return self.verify(1)

    @property
    def position_ms(self) -> float:
        """What one more verified position costs: the median of the slopes between every two timed widths (Theil
        and Sen's line: a width timed while the machine was busy moves it little), never below 0."""
        pairs = [(ms1 - ms0) / (w1 - w0) for i, (w0, ms0) in enumerate(zip(self.widths, self.verify_ms))
                 for w1, ms1 in zip(self.widths[i + 1:], self.verify_ms[i + 1:])]
        if not pairs:
            return 0.0
        pairs.sort()
        middle = len(pairs) // 2
        slope = pairs[middle] if len(pairs) % 2 else (pairs[middle - 1] + pairs[middle]) / 2
        return max(slope, 0.0)

    def position_at(self, width: int) -> float:
        """What the position after `width` costs: the slope of the timed widths' joined figures there (a verify's
        cost is not a line: on a CPU a position costs more past four, where the kernels' row blocks fill), and past
        the widest the median slope (`position_ms`); never below 0."""
        for (w0, ms0), (w1, ms1) in zip(zip(self.widths, self.verify_ms), zip(self.widths[1:], self.verify_ms[1:])):
            if width < w1:
                return max((ms1 - ms0) / (w1 - w0), 0.0)
        return self.position_ms

    def scaled(self, draft: float = 1.0, target: float = 1.0) -> "Costs":
        """These costs with the draft's forward `draft` times as dear and the target's verifies `target` times (the
        check that the rule drafts less for a slower draft and more for a dearer target)."""
        return Costs(self.widths, tuple(ms * target for ms in self.verify_ms), self.draft_ms * draft, self.step_ms)


@dataclass(frozen=True)
class Sizing:
    """How a step was sized by the machine's costs (`DecodeConfig.sized`, `gsd.engine.cost`): why its tree stopped
    where it did, in a sentence, and the figures the rule weighed. A node's chance is the product of calibrated q
    along its path (how likely the target reaches and accepts it); the step's expected tokens are 1 (the bonus
    token) plus its verified drafted nodes' chances."""

    reason: str              # e.g. "a 3rd layer would add 0.21 expected tokens for 1.6 ms; a token costs 4.3 ms here"
    expected: float          # this step's expected tokens
    next_tokens: float       # expected tokens the layer not drafted would have added (0: none was weighed)
    next_ms: float           # what that layer would have cost: its draft forward and its positions
    token_ms: float          # what a token costs at the run's rate (its recent steps' ms over their tokens)
    draft_ms: float          # one draft forward, as the run's costs have it
    position_ms: float       # one more verified position, at the size the step's tree reached
    plain_ms: float          # a plain step's verify (one position)
    plain: bool = False      # not even a first layer paid: a plain step, no draft forward


@dataclass(frozen=True)
class StepTrace:
    step: int
    graph: TokenGraph
    verdict: Verdict
    committed: tuple[int, ...]       # token ids committed by this step (accepted draft tokens, then bonus)
    committed_text: tuple[str, ...]  # their text, one string per token
    counters: Counters
    ms: dict[str, float] = field(default_factory=dict)  # per-phase wall milliseconds: draft, verify, commit
    positions: tuple[Position, ...] = ()  # the verify forward's positions (schema 2; empty in a version-1 trace)
    sized: Sizing | None = None  # why the tree stopped where it did, where the machine's costs sized it

    @property
    def accepted_draft_tokens(self) -> int:
        return len(self.verdict.accepted) - 1

    @property
    def bonus_committed(self) -> bool:
        """False when the run ended inside this step (an EOS among the accepted tokens, or max_new_tokens):
        `committed` then stops short of the bonus token."""
        return len(self.committed) == len(self.verdict.accepted)


@dataclass(frozen=True)
class RunSummary:
    """Totals of a run. τ is committed tokens per target forward (prefill excluded)."""

    config: dict
    target: str
    draft: str
    prompt_tokens: int
    new_tokens: int
    steps: int
    target_forwards: int
    draft_forwards: int
    draft_tokens: int
    draft_tokens_saved: int
    wall_s: float
    text: str
    accept_by_depth: tuple[float, ...]  # fraction of steps that accepted at least d draft tokens, d = 1, 2, ...
    stopped_by: str = "max_new_tokens"  # max_new_tokens | eos | stop | error
    target_tree_size: int = 0           # positions the target verified, summed over steps (root included)
    steps_with_merge: int = 0           # steps whose graph has a node with two or more parents
    accept_rate_by_depth: tuple[float, ...] = ()      # see `accept_rate_by_depth`
    accepted_length_histogram: tuple[int, ...] = ()   # steps that accepted 0, 1, 2, ... draft tokens
    runs_on: str = ""                   # where and in what the target ran ('CPU · float32'; `Engine.runs_on`)
    plain_ms: float = 0.0               # one plain forward of the target, timed when the engine started; 0: not
    models: str = ""                    # the models by name and size ('SmolLM2-135M-Instruct, 135M · draft …')
    costs: Costs | None = None          # the forwards' costs timed when the engine started (`gsd.engine.cost`)

    @property
    def tau(self) -> float:
        return self.new_tokens / self.target_forwards if self.target_forwards else 0.0

    @property
    def tokens_per_s(self) -> float:
        return self.new_tokens / self.wall_s if self.wall_s > 0 else 0.0

    @property
    def saved_share(self) -> float:
        """Draft tokens merges saved, as a share of what the draft would have run without them."""
        total = self.draft_tokens + self.draft_tokens_saved
        return self.draft_tokens_saved / total if total else 0.0


def accept_rate_by_depth(steps: list[StepTrace]) -> tuple[float, ...]:
    """Acceptance at depth d (d = 1, 2, ...): of the steps that verified a node at depth d, the share whose
    accepted path reached d. A verified node is one with the target's p (the accepted ones always are)."""
    deepest = [max([node.depth for node in s.graph.nodes[1:] if node.p is not None]
                   + [s.accepted_draft_tokens, s.counters.verified_depth]) for s in steps]
    accepted = [s.accepted_draft_tokens for s in steps]
    return tuple(sum(a >= depth for a in accepted) / sum(v >= depth for v in deepest)
                 for depth in range(1, max(deepest, default=0) + 1))


def accepted_length_histogram(steps: list[StepTrace]) -> tuple[int, ...]:
    """How many steps accepted 0, 1, 2, ... draft tokens (the bonus token not counted)."""
    counts = [0] * (max((s.accepted_draft_tokens for s in steps), default=-1) + 1)
    for step in steps:
        counts[step.accepted_draft_tokens] += 1
    return tuple(counts)


def summarize(steps: list[StepTrace], *, config: dict, target: str = "", draft: str = "", prompt_tokens: int = 0,
              wall_s: float, stopped_by: str = "max_new_tokens") -> RunSummary:
    """Totals over `steps`: the one place a run's figures are added up (the engine, the page's stats and the
    benchmark all read them from here). Every step is one target forward."""
    depths = [s.accepted_draft_tokens for s in steps]
    deepest = max(depths, default=0)
    return RunSummary(
        config=config, target=target, draft=draft, prompt_tokens=prompt_tokens,
        new_tokens=sum(len(s.committed) for s in steps), steps=len(steps), target_forwards=len(steps),
        draft_forwards=sum(s.counters.draft_forwards for s in steps),
        draft_tokens=sum(s.counters.draft_tokens for s in steps),
        draft_tokens_saved=sum(s.counters.draft_tokens_saved for s in steps),
        wall_s=wall_s, text="".join(t for s in steps for t in s.committed_text),
        accept_by_depth=tuple(sum(d >= level for d in depths) / len(steps) for level in range(1, deepest + 1)),
        stopped_by=stopped_by,
        target_tree_size=sum(s.counters.target_tree_size for s in steps),
        steps_with_merge=sum(s.counters.merges > 0 or s.graph.has_merge for s in steps),  # the graph: older files
        accept_rate_by_depth=accept_rate_by_depth(steps),
        accepted_length_histogram=accepted_length_histogram(steps),
    )


@dataclass(frozen=True)
class Run:
    """One labelled run of a file that holds several (a comparison of modes on one prompt)."""

    label: str
    steps: list[StepTrace]
    summary: RunSummary | None
