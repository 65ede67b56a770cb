"""The trace's JSON round trip, and refusal of malformed, truncated, oversized or wrong-version files."""

import json
import re
from dataclasses import replace

import pytest

from gsd import trace, trace_file
from gsd.config import DecodeConfig


@pytest.fixture(scope="module")
def run(tiny_engine):
    return tiny_engine.run("w30 w31 w30 w31", DecodeConfig.for_mode("gsd", max_new_tokens=16), chat=False)


def test_round_trip_is_exact(run):
    steps, summary = run
    assert any(node.lookup for step in steps for node in step.graph.nodes)  # the prompt repeats: lookup nodes
    again, summary_again, prompt = trace_file.loads(trace_file.dumps(steps, summary, "w30 w31 w30 w31"))
    assert again == steps and summary_again == summary and prompt == "w30 w31 w30 w31"
    assert json.loads(trace_file.dumps(steps))["version"] == trace_file.SCHEMA_VERSION


def test_unverified_nodes_round_trip(run):
    """`unverified` nodes (cut by the node budget) survive the round trip, and a trace written before that
    status, which saved them as rejected or stopped with no p, reads them back as unverified."""
    steps, summary = run
    step = steps[0]
    cut = next(i for i, node in enumerate(step.graph.nodes) if node.status == trace.REJECTED)
    nodes = list(step.graph.nodes)
    nodes[cut] = replace(nodes[cut], status=trace.UNVERIFIED, p=None)
    steps = [replace(step, graph=trace.TokenGraph(tuple(nodes)))] + steps[1:]
    again, _, _ = trace_file.loads(trace_file.dumps(steps, summary))
    assert again == steps
    data = json.loads(trace_file.dumps(steps, summary))  # as the engine wrote them before `unverified`
    for node in data["steps"][0]["graph"]["nodes"]:
        if node["status"] == trace.UNVERIFIED:
            node["status"] = "stopped" if node["branch_end"] else "rejected"
    assert trace_file.loads(json.dumps(data))[0] == steps


def test_nodes_pruned_by_theta_path_round_trip(tiny_engine):
    """A node θ_path pruned keeps its mark through the file; a file from before θ_path (no `path_cut`) reads
    every pruned node as θ_sib's."""
    config = DecodeConfig.for_mode("gsd", k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.05, max_new_tokens=8)
    steps, summary = tiny_engine.run("w5 w6 w7", config, chat=False)
    assert any(node.path_cut for step in steps for node in step.graph.nodes)
    again, summary_again, _ = trace_file.loads(trace_file.dumps(steps, summary))
    assert again == steps and summary_again.config["theta_path"] == 0.05
    data = json.loads(trace_file.dumps(steps, summary))
    for step in data["steps"]:
        for node in step["graph"]["nodes"]:
            del node["path_cut"]
    older, _, _ = trace_file.loads(json.dumps(data))
    assert not any(node.path_cut for step in older for node in step.graph.nodes)
    assert [[n.status for n in s.graph.nodes] for s in older] == [[n.status for n in s.graph.nodes] for s in steps]


def test_a_trace_from_before_the_lookup_branch_still_loads(run):
    steps, summary = run
    data = json.loads(trace_file.dumps(steps, summary))
    for step in data["steps"]:
        for node in step["graph"]["nodes"]:
            del node["lookup"], node["branch_end"]  # neither field was written by the first traces
    again, _, _ = trace_file.loads(json.dumps(data))
    assert not any(node.lookup or node.branch_end for step in again for node in step.graph.nodes)
    assert [step.committed for step in again] == [step.committed for step in steps]


def edit(text: str, field: str, value, node: int = 0) -> str:
    """The trace `text` with `field` of the first step's node `node` set to `value` (Infinity and
    integers of 400 digits included: Python's json writes both)."""
    data = json.loads(text)
    data["steps"][0]["graph"]["nodes"][node][field] = value
    return json.dumps(data)


@pytest.mark.parametrize("mangle, message", [
    (lambda text: text[: len(text) // 2], "not valid JSON"),
    (lambda text: "[1, 2, 3]", "not a GSD trace"),
    (lambda text: text.replace('"version": 2', '"version": 99'), "version 99"),
    (lambda text: text.replace('"status": "root"', '"status": "banana"'), "status"),
    (lambda text: text.replace('"steps": [', '"steps": [{"step": 0}, '), "malformed"),
    (lambda text: " " * (trace_file.MAX_TRACE_BYTES + 1), "larger than"),
    (lambda text: "[" * 100_000, "nested too deeply"),
    (lambda text: edit(text, "token", float("inf")), "OverflowError"),
    (lambda text: edit(text, "q", 10**400), "OverflowError"),
    (lambda text: edit(text, "parents", [0, 0], node=1), "names a parent twice"),
    (lambda text: text.replace('"verify": ', '"verify": -', 1), "must be finite and not negative"),
    (lambda text: text.replace('"wall_s": ', '"wall_s": -', 1), "must be finite and not negative"),
    (lambda text: re.sub(r'"plain_ms": [^,}]+', '"plain_ms": -2.5', text), "summary plain_ms must be finite"),
])
def test_bad_files_are_refused_with_a_message(run, mangle, message):
    steps, summary = run
    with pytest.raises(trace.TraceError, match=message):
        trace_file.loads(mangle(trace_file.dumps(steps, summary)))


def test_summary_totals(run):
    steps, summary = run
    assert summary.new_tokens == sum(len(s.committed) for s in steps) <= 16
    assert summary.target_forwards == len(steps)
    assert summary.tau == pytest.approx(summary.new_tokens / len(steps))
    assert summary.accept_by_depth == tuple(sorted(summary.accept_by_depth, reverse=True))
    assert summary.steps_with_merge == sum(any(len(n.parents) > 1 for n in s.graph.nodes) for s in steps)
    assert summary.target_tree_size == sum(s.counters.target_tree_size for s in steps) > len(steps)


def test_a_comparison_file_holds_every_run_and_reads_as_its_run_on_show(run, tiny_engine):
    steps, summary = run
    ar_steps, ar_summary = tiny_engine.run("w30 w31 w30 w31", DecodeConfig.for_mode("ar", max_new_tokens=16), chat=False)
    runs = [trace.Run("ar", ar_steps, ar_summary), trace.Run("gsd", steps, summary)]
    text = trace_file.dumps(steps, summary, "w30 w31 w30 w31", runs=runs)
    assert trace_file.loads(text) == (steps, summary, "w30 w31 w30 w31")  # a reader of one run sees the run on show
    assert trace_file.loads_runs(text) == (runs, "w30 w31 w30 w31")
    assert trace_file.loads_runs(trace_file.dumps(steps, summary)) == ([trace.Run("", steps, summary)], "")
    data = json.loads(text)
    for bad, message in (([], "1 to"), ([{}] * (trace_file.MAX_RUNS + 1), "1 to"), (["x"], "must be an object"),
                         ([{"label": "a", "steps": []}], "no steps")):
        with pytest.raises(trace.TraceError, match=message):
            trace_file.loads_runs(json.dumps({**data, "runs": bad}))


def test_an_end_of_text_token_is_written_as_a_marker(tiny_engine):
    """Traces never carry a raw special token such as </s> as text: the page shows the marker instead."""
    eos = next(iter(tiny_engine.eos))
    assert tiny_engine.text_of(eos) == trace.END_OF_TEXT and tiny_engine.text_of(5) == "w2"


def test_a_step_cut_to_its_accepted_path_still_counts_its_merges(tiny_engine):
    """The page keeps only the accepted path of old steps in a long run; the run's totals stay whole."""
    from gsd.page.run.session import accepted_path_only

    ids = tiny_engine.encode("w5 w6 w7 w8", chat=False)
    config = DecodeConfig.for_mode("gsd", k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge_n=0, node_budget=64,
                                   max_new_tokens=10)
    steps = list(tiny_engine.decode(ids, config))
    assert all(step.counters.merges == len(step.graph.merge_edges) for step in steps)
    whole = trace.summarize(steps, config={}, wall_s=1.0)
    cut = trace.summarize([accepted_path_only(step) for step in steps], config={}, wall_s=1.0)
    assert cut.steps_with_merge == whole.steps_with_merge > 0


def test_positions_and_stages_round_trip_and_a_version_1_file_still_loads(run):
    steps, summary = run
    assert all(step.positions and step.positions[0].parent == -1 for step in steps)
    assert any(node.stages for step in steps for node in step.graph.nodes[1:])
    data = json.loads(trace_file.dumps(steps, summary))
    data["version"] = 1  # a file from before schema 2: no positions, no stages
    for step in data["steps"]:
        del step["positions"]
        for node in step["graph"]["nodes"]:
            del node["stages"], node["ran"]
    old, _, _ = trace_file.from_dict(data)
    assert [s.committed for s in old] == [s.committed for s in steps]
    assert all(not s.positions and all(not n.stages for n in s.graph.nodes) for s in old)


@pytest.mark.parametrize("field, value, message", [
    ("parent", 5, "must have a parent position before it"),
    ("node", 999, "which the graph does not have"),
    ("target_p", 1.5, "target_p must lie in"),
    ("margin", -1.0, "margin be finite"),
    ("accepted", "no", "accepted must be true or false"),
])
def test_bad_positions_are_refused(run, field, value, message):
    steps, summary = run
    data = json.loads(trace_file.dumps(steps, summary))
    data["steps"][0]["positions"][1 if field == "parent" else 0][field] = value
    with pytest.raises(trace.TraceError, match=message):
        trace_file.from_dict(data)


def test_accepted_positions_must_be_the_accepted_path(run):
    steps, summary = run
    index = next(i for i, s in enumerate(steps) if any(not p.accepted for p in s.positions))
    data = json.loads(trace_file.dumps(steps, summary))
    stray = next(p for p in data["steps"][index]["positions"] if not p["accepted"])
    stray["accepted"] = True  # a rejected position claims the walk
    with pytest.raises(trace.TraceError, match="must be the accepted path"):
        trace_file.from_dict(data)


def test_acceptance_by_depth_survives_cutting_steps_to_their_accepted_path(run):
    from gsd.page.run.session import accepted_path_only

    steps, _ = run
    assert trace.accept_rate_by_depth([accepted_path_only(s) for s in steps]) == trace.accept_rate_by_depth(steps)


def _step_with(accepted: int, deepest_verified: int, number: int = 0) -> trace.StepTrace:
    """A chain step: nodes at depths 1..deepest_verified, all verified, the first `accepted` of them accepted."""
    nodes = [trace.Node(1, "", (), 0, 1.0, trace.ROOT)]
    for depth in range(1, deepest_verified + 1):
        status = trace.ACCEPTED if depth <= accepted else trace.REJECTED
        nodes.append(trace.Node(depth, "", (depth - 1,), depth, 0.5, status, p=0.5))
    verdict = trace.Verdict(tuple(range(accepted + 1)), 7, "", 0.9)
    return trace.StepTrace(number, trace.TokenGraph(tuple(nodes)), verdict, (0,) * (accepted + 1),
                           ("",) * (accepted + 1), trace.Counters())


def test_acceptance_by_depth_counts_only_the_steps_that_verified_that_depth():
    # verified depths 3, 3, 1, 0 (nothing drafted); accepted 2, 0, 1, 0
    steps = [_step_with(2, 3), _step_with(0, 3), _step_with(1, 1), _step_with(0, 0)]
    assert trace.accept_rate_by_depth(steps) == (2 / 3, 1 / 2, 0 / 2)
    assert trace.accepted_length_histogram(steps) == (2, 1, 1)
    summary = trace.summarize(steps, config={}, wall_s=1.0)
    assert summary.accept_rate_by_depth == (2 / 3, 1 / 2, 0.0) and summary.accepted_length_histogram == (2, 1, 1)
    assert trace.accept_rate_by_depth([]) == () and trace.accepted_length_histogram([]) == ()


def test_a_lookup_branch_merged_into_an_earlier_node_round_trips(run):
    """The prompt-lookup branch, grafted after the draft's layers, can merge into a node drafted before it
    (`graft_branch`, merging on the token alone): that node's second parent comes after it in the list. Such a
    step reads back from its file; a parent that is not one layer up (the node itself, a cycle) is refused."""
    from gsd.engine.graph import GraphBuilder
    from gsd.engine.lookup import graft_lookup

    context = (0, 1, 2, 3, 4, 9, 0, 1, 2)  # lookup after a 3-token repeat: 3 4 9
    builder = GraphBuilder(context, 0)
    x, _ = builder.add(0, 20, 0.6)
    y, _ = builder.add(x, 4, 0.5)
    path = graft_lookup(builder, context, DecodeConfig(max_depth=3, lookup_depth=3, merge_n=0))
    graph = builder.build(str)
    assert graph.nodes[y].parents == (x, path[0]) and path[0] > y
    steps, summary = run
    step = replace(steps[0], graph=graph, verdict=replace(steps[0].verdict, accepted=(0, *path)), positions=())
    loaded, _, _ = trace_file.loads(trace_file.dumps([step], summary))
    assert [(n.token, n.parents, n.depth) for n in loaded[0].graph.nodes] == [(n.token, n.parents, n.depth)
                                                                             for n in graph.nodes]
    for parents, message in (([y], "one layer above it"), ([0, 99], "one layer above it")):
        text = edit(trace_file.dumps([step], summary), "parents", parents, node=y)
        with pytest.raises(trace.TraceError, match=message):
            trace_file.loads(text)
