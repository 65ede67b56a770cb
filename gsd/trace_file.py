"""A run's JSON file: `dumps` writes the steps (and a comparison's runs, and the conversation a follow-up answered);
`read` / `load` / `loads` take one back and refuse anything malformed with a `TraceError` that says what is wrong.
The file is versioned (`SCHEMA_VERSION`); version 1 (no `positions`, no draft stages) still loads, and so does a file
from before the machine's costs (no step's `sized`, no summary's `costs`).
"""

from __future__ import annotations

import json
import math
from dataclasses import asdict

from .prompts import PromptError, check_conversation
from .trace import (MAX_MESSAGES, REJECTED, ROOT, STATUSES, STOPPED, UNVERIFIED, Costs, Counters, Node, Position,
                    Run, RunSummary, Sizing, StepTrace, TokenGraph, TraceError, Verdict)

SCHEMA_VERSION = 2                # written; version 1 (no `positions`, no draft stages) still loads
READ_VERSIONS = (1, 2)
MAX_TRACE_BYTES = 20 * 1024 * 1024  # a trace file larger than this is refused
MAX_RUNS = 16                       # runs in one file (a comparison of modes)


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
                lookup=bool(raw.get("lookup", False)), path_cut=bool(raw.get("path_cut", False)),
                spared=bool(raw.get("spared", False)), retrieved=bool(raw.get("retrieved", False)),
                stages=tuple(int(s) for s in raw.get("stages", ())),
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
        # a parent sits one layer up; it may come later in the list: the prompt-lookup branch, grafted after the
        # draft's layers, can merge into a node drafted before it (`gsd.engine.lookup.graft_branch`)
        if not node.parents or any(not (0 <= p < len(nodes)) or nodes[p].depth != node.depth - 1
                                   for p in node.parents):
            raise TraceError(f"node {i} must have parents in the graph, each one layer above it")
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
                     ms=ms, positions=positions, sized=_sizing(raw.get("sized")))


def _figure(name: str, value: object) -> float:
    """A cost or an expectation: a finite number, not negative."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
        raise TraceError(f"{name} must be a finite number, not negative")
    return float(value)


def _sizing(raw: dict | None) -> Sizing | None:
    if raw is None:
        return None
    numbers = {name: _figure(f"sized {name}", raw[name]) for name in
               ("expected", "next_tokens", "next_ms", "token_ms", "draft_ms", "position_ms", "plain_ms")}
    plain = raw.get("plain", False)
    if not isinstance(plain, bool):
        raise TraceError("sized plain must be true or false")
    return Sizing(reason=str(raw["reason"]), plain=plain, **numbers)


def _costs(raw: dict | None) -> Costs | None:
    if raw is None:
        return None
    widths = tuple(int(w) for w in raw["widths"])
    verify_ms = tuple(_figure("costs verify_ms", ms) for ms in raw["verify_ms"])
    if len(widths) != len(verify_ms) or any(w < 1 for w in widths) or list(widths) != sorted(set(widths)):
        raise TraceError("costs must give one verify_ms to each width, the widths ascending from 1")
    return Costs(widths, verify_ms, _figure("costs draft_ms", raw["draft_ms"]), _figure("costs step_ms", raw["step_ms"]))


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
    raw["costs"] = _costs(raw.get("costs"))
    summary = RunSummary(**raw)
    for name in ("wall_s", "plain_ms"):
        value = getattr(summary, name)
        if not (isinstance(value, (int, float)) and math.isfinite(value) and value >= 0):
            raise TraceError(f"summary {name} must be finite and not negative")
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
