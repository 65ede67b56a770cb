"""What one decoding step reports, as frozen plain data, and its JSON round trip.

`StepTrace` is the only thing the engine yields; the page, the plots, the CLI, the benchmark and the tests
all read it. No tensors and no models in here. The JSON file is versioned (`SCHEMA_VERSION`); `load`
refuses anything malformed with a `TraceError` that says what is wrong.
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, field

from .prompts import PromptError, check_conversation

SCHEMA_VERSION = 2                # written; version 1 (no `positions`, no draft stages) still loads
READ_VERSIONS = (1, 2)
MAX_TRACE_BYTES = 20 * 1024 * 1024  # a trace file larger than this is refused
MAX_RUNS = 16                       # runs in one file (a comparison of modes)
END_OF_TEXT = "⟨end of text⟩"       # the text a trace gives an end-of-text token (never its raw special token)
MAX_MESSAGES = 256                  # messages in a trace's conversation

# Node status. A node of the graph is exactly one of these after verification.
ROOT = "root"            # the last committed token; depth 0
ACCEPTED = "accepted"    # on the accepted path
REJECTED = "rejected"    # verified and not on the accepted path
PRUNED = "pruned"        # dropped by θ_sib: shown, never verified
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
    def stage(self) -> int:
        """The stage that made this node (0: the root, or a trace from before stages)."""
        return self.stages[0] if self.stages else 0


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
    draft_tokens_saved: int = 0  # positions the target verified that the draft did not run, thanks to merges
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
class StepTrace:
    step: int
    graph: TokenGraph
    verdict: Verdict
    committed: tuple[int, ...]       # token ids committed by this step (accepted draft tokens, then bonus)
    committed_text: tuple[str, ...]  # their text, one string per token
    counters: Counters
    ms: dict[str, float] = field(default_factory=dict)  # per-phase wall milliseconds: draft, verify, commit
    positions: tuple[Position, ...] = ()  # the verify forward's positions (schema 2; empty in a version-1 trace)

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


# ---- JSON round trip ------------------------------------------------------------------------------

def to_dict(steps: list[StepTrace], summary: RunSummary | None = None, prompt: str = "",
            runs: tuple[Run, ...] | list[Run] = (), earlier: tuple[dict, ...] | list[dict] = ()) -> dict:
    """The run on show at the top level (what every reader takes); a comparison's runs, each whole, under
    "runs" (the run on show among them). A follow-up's trace also holds the whole conversation it answered,
    under "conversation": the `earlier` messages, then the prompt as the user's (what `generate --conversation`
    reads)."""
    data = {
        "schema": "gsd-trace",
        "version": SCHEMA_VERSION,
        "prompt": prompt,
        "summary": None if summary is None else asdict(summary),
        "steps": [asdict(step) for step in steps],
    }
    if earlier:
        data["conversation"] = [*({"role": m["role"], "content": m["content"]} for m in earlier),
                                {"role": "user", "content": prompt}]
    if runs:
        data["runs"] = [{"label": run.label, "summary": None if run.summary is None else asdict(run.summary),
                         "steps": [asdict(step) for step in run.steps]} for run in runs]
    return data


def dumps(steps: list[StepTrace], summary: RunSummary | None = None, prompt: str = "",
          runs: tuple[Run, ...] | list[Run] = (), earlier: tuple[dict, ...] | list[dict] = ()) -> str:
    return json.dumps(to_dict(steps, summary, prompt, runs, earlier), ensure_ascii=False)


def _node(raw: dict) -> Node:
    status = str(raw["status"])
    if status in (REJECTED, STOPPED) and raw.get("p") is None:
        status = UNVERIFIED  # a trace from before UNVERIFIED: a node the target never saw, written as rejected
    node = Node(token=int(raw["token"]), text=str(raw["text"]), parents=tuple(int(p) for p in raw["parents"]),
                depth=int(raw["depth"]), q=float(raw["q"]), status=status,
                p=None if raw.get("p") is None else float(raw["p"]), branch_end=bool(raw.get("branch_end", False)),
                lookup=bool(raw.get("lookup", False)), stages=tuple(int(s) for s in raw.get("stages", ())),
                ran=int(raw.get("ran", 0)))
    if node.status not in STATUSES:
        raise TraceError(f"unknown node status {node.status!r}")
    if not (0.0 <= node.q <= 1.0) or (node.p is not None and not (0.0 <= node.p <= 1.0)):
        raise TraceError("node probabilities must lie in [0, 1]")
    return node


def _step(raw: dict) -> StepTrace:
    nodes = tuple(_node(n) for n in raw["graph"]["nodes"])
    if not nodes or nodes[0].status != ROOT:
        raise TraceError("a step's graph must start with its root node")
    for i, node in enumerate(nodes[1:], start=1):
        if not node.parents or any(not (0 <= p < i) for p in node.parents):
            raise TraceError(f"node {i} must have parents that come before it")
        if len(set(node.parents)) != len(node.parents):
            raise TraceError(f"node {i} names a parent twice")
        if node.stages and len(node.stages) != len(node.parents):
            raise TraceError(f"node {i} must name one draft stage per parent")
    v = raw["verdict"]
    verdict = Verdict(accepted=tuple(int(i) for i in v["accepted"]), bonus_token=int(v["bonus_token"]),
                      bonus_text=str(v["bonus_text"]), bonus_p=float(v["bonus_p"]))
    if not verdict.accepted or verdict.accepted[0] != 0 or any(not (0 <= i < len(nodes)) for i in verdict.accepted):
        raise TraceError("the accepted path must start at the root and name nodes of the graph")
    committed = tuple(int(t) for t in raw["committed"])
    committed_text = tuple(str(t) for t in raw["committed_text"])
    if len(committed) != len(committed_text):
        raise TraceError("committed tokens and their text differ in length")
    ms = {str(k): float(x) for k, x in raw.get("ms", {}).items()}
    if not all(math.isfinite(x) and x >= 0 for x in ms.values()):
        raise TraceError("a step's phase times (ms) must be finite and not negative")
    positions = tuple(_position(p, i, len(nodes)) for i, p in enumerate(raw.get("positions", ())))
    walk = [i for i, position in enumerate(positions) if position.accepted]
    if positions and (tuple(positions[i].node for i in walk) != verdict.accepted
                      or any(positions[b].parent != a for a, b in zip(walk, walk[1:]))):
        raise TraceError("the accepted positions must be the accepted path, from the root, each under the one before")
    return StepTrace(step=int(raw["step"]), graph=TokenGraph(nodes), verdict=verdict, committed=committed,
                     committed_text=committed_text, counters=Counters(**{k: int(x) for k, x in raw["counters"].items()}),
                     ms=ms, positions=positions)


def _position(raw: dict, index: int, node_count: int) -> Position:
    position = Position(node=int(raw["node"]), parent=int(raw["parent"]), position_id=int(raw["position_id"]),
                        target_token=int(raw["target_token"]), target_text=str(raw["target_text"]),
                        target_p=float(raw["target_p"]), margin=float(raw["margin"]),
                        accepted=raw.get("accepted", False))
    if not isinstance(position.accepted, bool):
        raise TraceError(f"position {index}: accepted must be true or false")
    if not 0 <= position.node < node_count:
        raise TraceError(f"position {index} copies node {position.node}, which the graph does not have")
    if (position.parent != -1) if index == 0 else not 0 <= position.parent < index:
        raise TraceError(f"position {index} must have a parent position before it (-1 for the root, first)")
    if (index == 0) != (position.node == 0):
        raise TraceError("the first position, and only it, must be the root")
    if not 0.0 <= position.target_p <= 1.0 or not (math.isfinite(position.margin) and position.margin >= 0):
        raise TraceError(f"position {index}: target_p must lie in [0, 1] and margin be finite and not negative")
    return position


def _summary(raw: dict | None) -> RunSummary | None:
    if raw is None:
        return None
    raw = dict(raw)
    raw["accept_by_depth"] = tuple(float(x) for x in raw["accept_by_depth"])
    raw["accept_rate_by_depth"] = tuple(float(x) for x in raw.get("accept_rate_by_depth", ()))
    raw["accepted_length_histogram"] = tuple(int(x) for x in raw.get("accepted_length_histogram", ()))
    summary = RunSummary(**raw)
    if not (math.isfinite(summary.wall_s) and summary.wall_s >= 0):
        raise TraceError("summary wall_s must be finite and not negative")
    return summary


def _checked(data: object) -> dict:
    if not isinstance(data, dict) or data.get("schema") != "gsd-trace":
        raise TraceError("not a GSD trace (missing \"schema\": \"gsd-trace\")")
    if data.get("version") not in READ_VERSIONS:
        readable = " and ".join(str(v) for v in READ_VERSIONS)
        raise TraceError(f"trace version {data.get('version')!r} is not supported "
                         f"(this build reads versions {readable})")
    return data


def _run(raw: dict, label: str = "") -> Run:
    try:
        run = Run(str(raw.get("label", label)), [_step(s) for s in raw["steps"]], _summary(raw.get("summary")))
    except TraceError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as error:  # OverflowError: 1e999 as an int
        raise TraceError(f"malformed trace: {type(error).__name__}: {error}") from None
    if not run.steps:
        raise TraceError("the trace has no steps")
    return run


def from_dict(data: object) -> tuple[list[StepTrace], RunSummary | None, str]:
    """Steps, summary and prompt of the run on show in a decoded trace; a `TraceError` for anything malformed."""
    run = _run(_checked(data))
    return run.steps, run.summary, str(data.get("prompt", ""))


def runs_from_dict(data: object) -> tuple[list[Run], str]:
    """Every run of a decoded trace (a file of one run gives that run) and the prompt."""
    data = _checked(data)
    raw_runs = data.get("runs")
    if raw_runs is None:
        return [_run(data)], str(data.get("prompt", ""))
    if not isinstance(raw_runs, list) or not 0 < len(raw_runs) <= MAX_RUNS:
        raise TraceError(f"\"runs\" must be a list of 1 to {MAX_RUNS} runs")
    if not all(isinstance(raw, dict) for raw in raw_runs):
        raise TraceError("each of \"runs\" must be an object with steps")
    return [_run(raw, f"run {number}") for number, raw in enumerate(raw_runs, start=1)], str(data.get("prompt", ""))


def earlier_of(data: object) -> tuple[dict, ...]:
    """The messages before the prompt in a decoded trace's "conversation" (none for a trace of one prompt); a
    `TraceError` for a conversation no run could have answered (`gsd.prompts.check_conversation`), over
    MAX_MESSAGES, or not ending with the trace's prompt."""
    raw = _checked(data).get("conversation")
    if raw is None:
        return ()
    if isinstance(raw, list) and len(raw) > MAX_MESSAGES:
        raise TraceError(f"the conversation has {len(raw):,} messages; a trace holds at most {MAX_MESSAGES}")
    try:
        check_conversation(raw)
    except PromptError as error:
        raise TraceError(str(error)) from None
    if raw[-1]["content"] != data.get("prompt"):
        raise TraceError("the conversation must end with the trace's prompt, as the user's message")
    return tuple({"role": message["role"], "content": message["content"]} for message in raw[:-1])


def _decoded(text: str | bytes) -> object:
    if len(text) > MAX_TRACE_BYTES:
        raise TraceError(f"trace is larger than {MAX_TRACE_BYTES // (1024 * 1024)} MB")
    try:
        return json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise TraceError(f"not valid JSON: {error}") from None
    except RecursionError:
        raise TraceError("not a GSD trace (JSON nested too deeply)") from None


def _read(path: str) -> bytes:
    with open(path, "rb") as file:
        return file.read(MAX_TRACE_BYTES + 1)


def loads(text: str | bytes) -> tuple[list[StepTrace], RunSummary | None, str]:
    return from_dict(_decoded(text))


def load(path: str) -> tuple[list[StepTrace], RunSummary | None, str]:
    return loads(_read(path))


def loads_runs(text: str | bytes) -> tuple[list[Run], str]:
    return runs_from_dict(_decoded(text))


def load_runs(path: str) -> tuple[list[Run], str]:
    return loads_runs(_read(path))


def read(path: str) -> object:
    """A trace file decoded but not yet checked (for reading it several ways: `from_dict`, `runs_from_dict`,
    `earlier_of`)."""
    return _decoded(_read(path))
