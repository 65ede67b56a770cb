"""The page's presets and its comparison of modes (gsd/page/compare/runs.py), with a fake engine: the handlers called
directly. No models, no network."""

from __future__ import annotations

import json

import gradio as gr
import pytest

import app
from gsd import trace as gsd_trace
from gsd import trace_file
from gsd.config import PRESETS, DecodeConfig
from gsd.page import explain, view
from gsd.page.compare.panel import COMPARE_HEADERS
from gsd.page.compare.runs import MAX_NEW_TOKENS, RUNS, Compare
from gsd.page.look import BONUS, COLORS, LOOKUP, MERGED, NGRAM
from gsd.page.run.session import Session
from gsd.page.settings import controls as settings
from gsd.page.step import dag
from gsd.trace import ACCEPTED, PRUNED, REJECTED, ROOT, STOPPED, UNVERIFIED
from helpers import FakeEngine, page, random_step, run, skipped, value, write_example

LABELS = ["ar", "ssd", "tsd", "dyspec", "gsd · Fast", "gsd · See the graph · merge off", "gsd · See the graph"]


def comparing(engine=None, **options) -> Compare:
    return Compare(page(engine or FakeEngine(steps=5), **options))


def compare(handlers: Compare, session: Session, prompt: str = "Why is the sky blue?", *, chat: bool = True,
            max_new_tokens=40, max_depth=5, node_budget=24, lookup=True) -> list:
    return list(handlers.compare(session, prompt, chat, max_new_tokens, max_depth, node_budget, lookup))


def table(update) -> list[list[str]]:
    return update.compare_table.value["data"]


# ---- presets ----------------------------------------------------------------------------------------------

def test_choosing_a_preset_sets_its_seven_settings_and_says_what_it_shows():
    handlers = page()
    fast = handlers.preset_chosen("fast")
    assert {name: update["value"] for name, update in fast.controls.items()} == {
        "k": PRESETS["fast"].settings["k"], "theta_prob": PRESETS["fast"].settings["theta_prob"],
        "theta_sib": PRESETS["fast"].settings["theta_sib"], "theta_path": PRESETS["fast"].settings["theta_path"],
        "merge_n": str(PRESETS["fast"].settings["merge_n"]), "lookup_first": True, "sized": True}
    assert settings.PRESET_LINES["fast"] in fast.preset_help and "Fast" in fast.preset_help
    assert "sized by this machine's costs" in fast.preset_help
    assert skipped(fast.preset)  # the control the visitor just chose stays as it is
    graph = handlers.preset_chosen("graph").values(settings.PRESET)
    # the graph preset drafts every step (lookup first off), verifies every unpruned branch (θ_path 0), never sized
    assert [update["value"] for update in graph[:7]] == [4, 0.1, 0.1, 0.0, "0", False, False] and "merge" in graph[8]
    assert "sized" not in graph[8]
    custom = handlers.preset_chosen("custom")
    assert all(skipped(update) for update in custom.controls.values()) and "Custom" in custom.preset_help
    assert settings.preset_choices() == [("Fast", "fast"), ("See the graph", "graph"), ("Custom", "custom")]


def test_moving_a_setting_shows_custom_or_the_preset_it_matches():
    handlers = page()
    assert handlers.settings_moved(5, 0.1, 0.1, 0.0, "0", False, False).preset["value"] == "custom"
    assert "Custom" in handlers.settings_moved(4, 0.1, 0.15, 0.0, "0", False, False).preset_help
    assert handlers.settings_moved(4.0, 0.1, 0.1, 0.0, "0", False, False).preset["value"] == "graph"  # moved back
    assert handlers.settings_moved(4, 0.1, 0.1, 0.0, "0", True, False).preset["value"] == "custom"  # lookup first ticked
    assert handlers.settings_moved(4, 0.1, 0.1, 0.1, "0", False, False).preset["value"] == "custom"  # θ_path raised
    assert handlers.settings_moved(4, 0.1, 0.1, 0.0, "0", False, True).preset["value"] == "custom"  # sized ticked
    fast = handlers.settings_moved(4, 0.4, 0.2, 0.1, "1", True, True)
    assert fast.values(settings.CUSTOM) == ({"__type__": "update", "value": "fast"}, settings.preset_help("fast"))
    assert handlers.settings_moved(4, 0.4, 0.2, 0.1, "off", True, True).preset["value"] == "custom"
    assert handlers.settings_moved(4, 0.4, 0.2, 0.1, "1", False, True).preset["value"] == "custom"
    assert handlers.settings_moved(4, 0.4, 0.2, 0.0, "1", True, True).preset["value"] == "custom"
    assert handlers.settings_moved(4, 0.4, 0.2, 0.1, "1", True, False).preset["value"] == "custom"  # sizing off


# ---- the comparison ---------------------------------------------------------------------------------------

def test_the_runs_are_every_mode_and_gsd_at_both_presets_and_the_graph_one_without_merging():
    assert [planned.label for planned in RUNS] == LABELS
    for mode in ("ssd", "tsd", "dyspec"):  # they fix the thresholds and merging the presets set: one run each
        assert DecodeConfig.from_preset("fast", mode) == DecodeConfig.from_preset("graph", mode, lookup_first=True)
    assert DecodeConfig.from_preset("fast", "gsd") != DecodeConfig.from_preset("graph", "gsd")
    engine = FakeEngine(steps=4)
    compare(comparing(engine), Session(), chat=False, max_new_tokens=30, max_depth=5, node_budget=24)
    configs = [config for _, config, _ in engine.calls]
    assert [config.mode for config in configs] == ["ar", "ssd", "tsd", "dyspec", "gsd", "gsd", "gsd"]
    assert configs[4] == DecodeConfig.from_preset("fast", max_new_tokens=30, max_depth=5, node_budget=24)
    graph = DecodeConfig.from_preset("graph", max_new_tokens=30, max_depth=5, node_budget=24)
    assert configs[5] == graph.replace(merge_n=None) and configs[6] == graph  # merging off, then on: nothing else
    assert all(config.greedy and (config.max_depth, config.node_budget, config.max_new_tokens) == (5, 24, 30)
               for config in configs)
    assert {chat for _, _, chat in engine.calls} == {False}
    assert [config.lookup for config in configs] == [True, False, True, True, True, True, True]  # ssd: a chain
    engine.calls.clear()
    compare(comparing(engine), Session(), lookup=False)  # the page's box unticked: no run has the branch
    assert len(engine.calls) == len(RUNS) and not any(config.lookup for _, config, _ in engine.calls)


def test_rows_stream_as_each_run_ends_then_the_last_run_is_on_show():
    handlers, session = comparing(FakeEngine(steps=5)), Session()
    updates = compare(handlers, session)
    tables = [table(update) for update in updates if not skipped(update.compare_table)]
    assert [len(rows) for rows in tables] == [1, 2, 3, 4, 5, 6, 7, 7]  # a row per run as it ends, then the closing
    rows = tables[-1]
    assert [row[0] for row in rows] == LABELS and len(rows[0]) == len(COMPARE_HEADERS)
    assert rows[0][2] == "1.00×" and rows[0][-1] == "✓" and rows[1][4] == "5"  # ar; ssd's 5 target forwards
    plot = updates[-1].compare_plot
    assert [len(trace.x) for trace in plot.data[:2]] == [7, 7] and list(plot.data[0].x) == LABELS  # then 1×'s key
    last = updates[-1]
    assert last.status.startswith("✓ Compared 7 runs") and "gsd · See the graph" in last.status
    assert last.compare_open.value == "gsd · See the graph" and [c[0] for c in last.compare_open.choices] == LABELS
    assert session.steps == list(session.comparison.runs[-1].steps) and session.compared
    assert "speed-up vs ar" in last.stats  # the comparison's ar run is the baseline of the run on show
    assert session.baseline.config["mode"] == "ar" and not session.stops
    # the two See the graph runs differ in merging alone, and the panel says what it bought in their numbers
    off, on = session.comparison.runs[-2:]
    assert on.summary.config == {**off.summary.config, "merge_n": 0} and off.summary.config["merge_n"] is None
    assert last.compare_merging.startswith("**What merging alone buys**: *gsd · See the graph* and *gsd · See the "
                                           "graph · merge off* differ in merging only.")
    assert f"the draft ran **{on.summary.draft_tokens}** tokens in {on.summary.draft_forwards} forwards" in last.compare_merging


def test_a_streamed_run_is_set_beside_its_undrawn_twin_in_the_comparison():
    """One preset, two speeds, each with its kind beside it: the streamed run's engine speed (drawn beside it) in the
    headline and in Compare's line, next to Compare's run of the same settings on the same prompt (undrawn)."""
    handlers, session = comparing(FakeEngine(steps=5)), Session()
    fast = PRESETS["fast"].settings
    streamed = run(handlers.page, session, k=fast["k"], theta_prob=fast["theta_prob"], theta_sib=fast["theta_sib"],
                   theta_path=fast["theta_path"], merge=str(fast["merge_n"]), lookup_first=fast["lookup_first"],
                sized=fast["sized"])
    assert streamed[-1].status.startswith("✓") and session.streamed is not None
    assert "undrawn" not in streamed[-1].headline  # nothing compared yet
    last = compare(handlers, session, max_depth=6, node_budget=32)[-1]  # the streamed run's settings
    twin = session.comparison.runs[LABELS.index("gsd · Fast")]
    line = last.compare_merging.split("\n\n")[0]
    assert line.startswith("**Your streamed run** of *gsd · Fast*'s settings on this prompt made "
                           f"**{session.streamed.tokens_per_s:.1f}** tokens/s in the engine while the page drew")
    assert f"the engine alone made **{twin.summary.tokens_per_s:.1f}**" in line
    assert "The same engine, settings and text" in line  # Compare ran the prompt on the run's own input
    assert "What merging alone buys" in last.compare_merging  # still there, after the line
    assert session.comparison.earlier == ()  # not the same question asked again after its answer
    handlers.page.new_conversation(session)  # the same input again: the prompt asked on its own
    again = run(handlers.page, session, k=fast["k"], theta_prob=fast["theta_prob"], theta_sib=fast["theta_sib"],
                theta_path=fast["theta_path"], merge=str(fast["merge_n"]), lookup_first=fast["lookup_first"],
                sized=fast["sized"])
    assert f"alone, undrawn, it made {twin.summary.tokens_per_s:.0f} (Compare)" in again[-1].headline
    other = compare(handlers, session, prompt="Name three colours.", max_depth=6, node_budget=32)[-1]  # another prompt
    assert not other.compare_merging.startswith("**Your streamed run**")


def test_the_trace_file_holds_every_run_and_uploads_back(tmp_path):
    handlers, session = comparing(FakeEngine(steps=5)), Session()
    final = compare(handlers, session)[-1]
    path = value(final.download)
    runs, prompt = trace_file.load_runs(path)
    assert [run.label for run in runs] == LABELS and prompt == "Why is the sky blue?"
    assert all(run.summary.wall_s > 0 and run.steps for run in runs)
    assert trace_file.load(path)[0] == list(runs[-1].steps)  # the run on show at the top level
    visitor = Session()
    uploaded = handlers.page.upload(visitor, path)
    assert "a comparison of 7 runs" in uploaded.status
    assert table(uploaded) == table(final) and uploaded.compare_open.value == "gsd · See the graph"
    assert visitor.compared and trace_file.load_runs(value(uploaded.download))[0] == runs
    single = tmp_path / "single.json"
    single.write_text(trace_file.dumps(list(runs[1].steps), runs[1].summary, "p"), encoding="utf-8")
    alone = handlers.page.upload(visitor, str(single))  # a trace of one run: no comparison
    assert table(alone) == [] and alone.compare_open.choices == [] and visitor.comparison is None


def test_a_compared_run_opens_as_if_it_had_just_run():
    handlers, session = comparing(FakeEngine(steps=5)), Session()
    compare(handlers, session)
    ssd = session.comparison.runs[1]
    opened = handlers.open(session, "ssd")
    assert session.steps == list(ssd.steps) and session.summary == ssd.summary
    assert opened.dag.layout.title.text.startswith("Step 5/5") and value(opened.step) == 5
    assert "ssd" in opened.status and "speed-up vs ar" in opened.stats and len(opened.steps_plot.data[0].x) == 5
    assert [run.label for run in trace_file.load_runs(value(opened.download))[0]] == LABELS
    assert handlers.open(session, "no such run").values(view.RUN) == (gr.skip(),) * len(view.RUN)
    generated = run(handlers.page, session)[-1]  # a generated run on show: its trace file is its own
    assert [r.label for r in trace_file.load_runs(value(generated.download))[0]] == [""]
    assert handlers.open(session, "ssd").steps_plot is not None and session.compared  # the comparison stays


def test_stop_ends_the_comparison_and_keeps_the_rows_done():
    handlers, session = comparing(FakeEngine(steps=20, delay=0.002)), Session()
    handlers.enqueue_comparison(session)
    updates = []
    for update in handlers.compare(session, "Tell me a story", True, 40, 6, 32):
        updates.append(update)
        if "tsd (3 of 7)" in str(update.status):
            handlers.page.stop(session)
    last = updates[-1]
    assert last.status.startswith("■ Stopped during tsd") and "Showing ssd" in last.status
    assert [row[0] for row in table(last)] == ["ar", "ssd"] and last.compare_open.value == "ssd"
    assert [run.label for run in trace_file.load_runs(value(last.download))[0]] == ["ar", "ssd"]
    assert session.closing == last.status and not session.stops
    assert handlers.page.stop(session) == "Nothing to stop."


def test_bad_input_and_a_busy_visitor_are_refused_before_any_run():
    engine = FakeEngine(steps=5)
    handlers, session = comparing(engine), Session()
    for changes, words in (({"prompt": "  "}, "prompt is empty"), ({"max_depth": 99}, "max_depth must be"),
                           ({"max_new_tokens": MAX_NEW_TOKENS + 1}, f"at most {MAX_NEW_TOKENS} new tokens")):
        with pytest.warns(UserWarning):
            (update,) = compare(handlers, session, **changes)
        assert words in update.status and update.status.startswith("⚠")
    assert engine.calls == [] and session.comparison is None
    session.join_queue()  # a run of the visitor's is queued or going
    with pytest.raises(gr.Error, match="A run is going"):
        handlers.enqueue_comparison(session)


def test_an_engine_error_mid_comparison_keeps_the_runs_done():
    handlers, session = comparing(FakeEngine(steps=3, fails_in="tsd")), Session()
    with pytest.warns(UserWarning):
        last = compare(handlers, session)[-1]
    assert "the tsd run broke" in last.status and "The comparison ended at tsd" in last.status
    assert [row[0] for row in table(last)] == ["ar", "ssd"]


def test_compare_is_wired_to_the_model_queue():
    demo = app.build_demo(FakeEngine(), example=None, prompts=[])
    compared = [fn for fn in demo.fns.values() if fn.api_name == "compare"][0]
    assert compared.concurrency_limit == 1 and compared.concurrency_id == "model" and not compared.preprocess
    assert [block.elem_id for block in compared.inputs[1:]] == ["prompt", "chat", "max-new-tokens", "depth", "budget",
                                                                   "lookup"]
    enqueue = [fn for fn in demo.fns.values() if getattr(fn.fn, "__name__", "") == "enqueue_comparison"][0]
    assert enqueue.concurrency_limit is None


def test_the_explanation_shows_a_real_merge_from_the_example_if_there_is_one(tmp_path):
    def ids(demo) -> set:
        return {block.elem_id for block in demo.blocks.values() if getattr(block, "elem_id", None)}

    shown = app.build_demo(FakeEngine(), example=write_example(tmp_path), prompts=[])
    figure = [block for block in shown.blocks.values() if getattr(block, "elem_id", None) == "how-dag"][0]
    assert {"how-dag", "how-caption"} <= ids(shown) and "merge" in figure.value["plot"]
    drawn = json.loads(figure.value["plot"])["layout"]  # no legend: the explanation's text keys every colour
    assert drawn["showlegend"] is False and drawn["margin"]["b"] < dag.MARGIN["b"]
    for colour in (COLORS[key] for key in (ROOT, PRUNED, STOPPED, MERGED, NGRAM, UNVERIFIED, ACCEPTED, REJECTED,
                                           BONUS, LOOKUP)):
        assert colour in explain.HOW_IT_WORKS
    assert not {"how-dag", "how-caption"} & ids(app.build_demo(FakeEngine(), example=None, prompts=[]))
    plain = tmp_path / "plain.json"
    plain.write_text(trace_file.dumps([random_step(1, 12, merges=0)], None, "p"), encoding="utf-8")
    assert "how-dag" not in ids(app.build_demo(FakeEngine(), example=plain, prompts=[]))


def test_a_run_that_parts_from_ar_names_the_token_the_step_and_the_targets_margin():
    from dataclasses import replace as copy

    from gsd.page.compare.panel import compare_rows, compared, parting
    from helpers import ar_step

    def answered(step, margin):
        root = gsd_trace.Position(0, -1, 9, step.committed[0], step.committed_text[0], 0.5, margin, accepted=True)
        return copy(step, positions=(root,))

    ar = [answered(ar_step(i, token), 3.0) for i, token in enumerate([3, 4, 5, 6])]
    near = [ar[0], ar[1], answered(ar_step(2, 7), 0.04), ar[3]]  # token 3 differs where the target was torn
    found = parting(near, ar)
    assert (found.token, found.step, found.margin, found.ar_margin) == (3, 3, 0.04, 3.0)
    assert "token 3 (step 3)" in str(found) and "near-tie" in str(found)
    far = [ar[0], answered(ar_step(1, 8), 2.5)] + ar[2:]
    assert "not a near-tie" in str(parting(far, ar))
    sampled = gsd_trace.summarize(near, config={"mode": "gsd", "temperature": 0.7}, wall_s=1.0)
    ar_summary = gsd_trace.summarize(ar, config={"mode": "ar"}, wall_s=1.0)
    assert compared([("ar", ar_summary), ("s", sampled)], [ar, near])[1].parts is None  # sampling parts
    assert parting(ar[:3], ar) is None  # a run that stopped early has not parted
    summaries = [gsd_trace.summarize(s, config={"mode": m}, wall_s=1.0) for s, m in ((ar, "ar"), (near, "gsd"))]
    rows = compare_rows(compared([("ar", summaries[0]), ("gsd", summaries[1])], [ar, near]))
    assert rows[0][-1] == "✓" and rows[1][-1].startswith("✗ at token 3 (step 3)")
