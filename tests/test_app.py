"""app.py with a fake engine: the handlers called directly (the page's layout and wiring, generate, Stop, the
ar baseline, the models' loading), and the real engine on tiny random models. No models, no network.
Scrubbing, trace files and the page served through its API: tests/test_app_traces.py."""

from __future__ import annotations

import threading
import time
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import gradio as gr
import pytest
import torch

import app
from gsd import trace_file
from gsd.config import MAX_K, MAX_NODE_BUDGET, DecodeConfig
from gsd.page import view
from gsd.page.run.handlers import Page
from gsd.page.run.session import DRAFT_CONTROLS, EngineSlot, Session
from gsd.page.run.shown import shown
from gsd.page.settings import controls as settings
from gsd.page.view import PageUpdate
from gsd.trace import summarize
from helpers import SETTINGS, FakeEngine, Gate, page, run, skipped, synthetic_run, value, write_example

ELEM_IDS = {"prompt", "generate", "stop", "output", "dag", "step", "stats", "mode", "k", "theta-prob", "theta-sib",
            "merge", "depth", "budget", "temperature", "trace-download", "trace-upload", "preset", "preset-help",
            "compare", "compare-table", "compare-plot", "compare-open", "steps-plot", "inside", "inside-stage",
            "inside-play", "inside-text", "inside-plot", "mask-plot", "depth-plot"}


@pytest.fixture(scope="module")
def example_file(tmp_path_factory) -> Path:
    return write_example(tmp_path_factory.mktemp("example"))


def test_build_demo_has_every_elem_id_and_queue(example_file):
    demo = app.build_demo(FakeEngine(), example=example_file, prompts=["a", "b"])
    ids = {block.elem_id for block in demo.blocks.values() if getattr(block, "elem_id", None)}
    assert ELEM_IDS <= ids
    assert demo._queue is not None
    generate = [fn for fn in demo.fns.values() if fn.api_name == "generate"][0]
    assert generate.concurrency_limit == app.RUNS_AT_ONCE and generate.concurrency_id == "runs"  # the model: MODEL
    stop = [fn for fn in demo.fns.values() if fn.api_name == "stop"][0]
    assert stop.concurrency_limit is None  # Stop must not wait behind the generation it stops
    enqueue = [fn for fn in demo.fns.values() if getattr(fn.fn, "__name__", "") == "enqueue"]
    assert len(enqueue) == 1 and enqueue[0].concurrency_limit is None  # never behind a run
    assert {event for _, event in enqueue[0].targets} == {"click", "submit"}  # Generate and Enter: one chain
    deps = {dep.get("api_name"): dep for dep in demo.config["dependencies"]}
    cancels = [dep["cancels"] for dep in demo.config["dependencies"]
               if dep["types"]["cancel"] and dep["targets"] == deps["stop"]["targets"]]
    assert cancels == [[deps["replay"]["id"], deps["inside_play"]["id"]]]  # Stop also ends a replay, and Play


def test_the_api_names_every_value_it_returns():
    """gradio_client names an endpoint's returns after the components' labels (else value_43, value_44, …); it
    leaves out the session's state and a button."""
    demo = app.build_demo(FakeEngine(), example=None, prompts=[])
    for fn in demo.fns.values():
        if fn.api_name and fn.api_visibility != "private":
            unnamed = [getattr(block, "elem_id", None) for block in fn.outputs
                       if type(block).__name__ not in ("State", "Button") and not getattr(block, "label", None)]
            assert not unnamed, (fn.api_name, unnamed)


def test_each_event_is_wired_to_the_outputs_its_updates_name(example_file):
    """The handlers' PageUpdates become tuples in the order of gsd.page.view's names; the wiring must list
    the same components in the same order."""
    demo = app.build_demo(FakeEngine(), example=example_file, prompts=[])
    by_name = {fn.name: fn for fn in demo.fns.values()}
    elem_id = {"download": "trace-download", "upload": "trace-upload", "max_depth": "depth", "node_budget": "budget",
               "lookup_first": "lookup-first", "merge_n": "merge", "theta_prob": "theta-prob", "theta_sib": "theta-sib",
               "theta_path": "theta-path", "mode_help": "mode-help",
               "steps_plot": "steps-plot", "compare_table": "compare-table", "compare_plot": "compare-plot",
               "compare_merging": "compare-merging",
               "compare_open": "compare-open", "preset_help": "preset-help", "depth_plot": "depth-plot",
               "inside_stage": "inside-stage", "inside_text": "inside-text", "inside_plot": "inside-plot",
               "mask_plot": "mask-plot", "new_conversation": "new-conversation", "what_if": "what-if",
               "what_if_back": "what-if-back", "calibration_plot": "calibration-plot",
               "calibration_text": "calibration-text", "cost_plot": "cost-plot", "cost_text": "cost-text",
               "timing_plot": "timing-plot", "timing_text": "timing-text"}
    for handler, names in (("choose", view.INSIDE), ("play", view.INSIDE), ("generate", view.GENERATE),
                           ("rest", view.REST), ("load", view.LOAD), ("upload", view.UPLOAD),
                           ("replay", view.REPLAY), ("scrub", view.SCRUB), ("model_status", view.MODEL_STATUS),
                           ("mode_changed", settings.MODE), ("compare", view.COMPARE), ("open", view.RUN),
                           ("preset_chosen", settings.PRESET), ("settings_moved", settings.CUSTOM),
                           ("new_conversation", view.NEW_CONVERSATION), ("run", view.WHAT_IF), ("back", view.WHAT_IF)):
        outputs = by_name[handler].outputs
        assert len(outputs) == len(names), handler
        for name, component in zip(names, outputs):
            if name in ("session", "timer"):  # no elem_id: a gr.State and a gr.Timer
                assert type(component).__name__ == {"session": "State", "timer": "Timer"}[name]
            else:
                assert component.elem_id == elem_id.get(name, name), (handler, name)


def test_as_outputs_keeps_the_handler_and_closes_a_stream_gradio_stops_reading():
    closed = []

    def stream():
        try:
            yield PageUpdate(status="one", output="<p>")
            yield PageUpdate(status="two")
        finally:
            closed.append(True)

    wrapped = view.as_outputs(stream, ("status", "output"))
    assert wrapped.__name__ == "stream"
    updates = wrapped()
    assert next(updates) == ("one", "<p>")
    assert next(updates) == ("two", gr.skip())
    updates.close()  # what Gradio does when the visitor leaves
    assert closed == [True]
    assert view.as_outputs(lambda: PageUpdate(status="s"), ("status", "dag"))() == ("s", gr.skip())


def test_a_value_after_the_stream_left_its_component_as_it_was_goes_out_as_an_update():
    """Gradio files a session's copy of a component again when a bare value follows a property update (a skip):
    such a value goes out as an update of the value instead, so that a run's end leaves nothing behind."""
    def stream():
        yield PageUpdate(status="one")
        yield PageUpdate(status="two", dag="figure")
        yield PageUpdate(status="three", dag="again")

    sent = list(view.as_outputs(stream, ("status", "dag"))())
    assert sent == [("one", gr.skip()), ("two", gr.update(value="figure")), ("three", gr.update(value="again"))]


def test_the_stats_add_up_the_steps_on_show_through_summarize():
    steps = synthetic_run(3, 12)
    session = Session(steps=list(steps))
    phases = sum(sum(step.ms.values()) for step in steps) / 1000  # no summary, no engine time: the phases' sum
    assert shown(session).totals == summarize(steps, config={}, wall_s=phases)
    # A stored summary (here an older file's, without the tree size) gives the wall time and decoded text only.
    stored = replace(summarize(steps, config={"mode": "gsd"}, wall_s=2.0), text="decoded", target_tree_size=0)
    session.summary = stored
    totals = shown(session).totals
    assert totals.wall_s == 2.0 and totals.text == "decoded" and totals.config == {"mode": "gsd"}
    assert totals.target_tree_size == sum(step.counters.target_tree_size for step in steps) > 0
    session.wall_s = 0.5  # the engine seconds of a live run win
    assert shown(session).totals.wall_s == 0.5
    assert shown(Session()).totals is None


def test_sliders_follow_config_bounds_and_open_on_the_graph_preset():
    demo = app.build_demo(FakeEngine(), example=None, prompts=[])
    blocks = {block.elem_id: block for block in demo.blocks.values() if getattr(block, "elem_id", None)}
    defaults, graph = DecodeConfig(), DecodeConfig.from_preset("graph")  # the page opens on the graph preset
    assert blocks["preset"].value == "graph" and "merge" in blocks["preset-help"].value
    assert (blocks["k"].minimum, blocks["k"].maximum, blocks["k"].value) == (1, MAX_K, graph.k)
    assert blocks["budget"].maximum == MAX_NODE_BUDGET and blocks["budget"].value == defaults.node_budget
    assert blocks["theta-prob"].value == graph.theta_prob and blocks["theta-sib"].value == graph.theta_sib
    assert blocks["theta-path"].value == graph.theta_path == 0.0 and defaults.theta_path > 0
    assert blocks["merge"].value == str(graph.merge_n) and blocks["mode"].value == defaults.mode
    assert (graph.theta_prob, graph.theta_sib, graph.merge_n) != (defaults.theta_prob, defaults.theta_sib,
                                                                  defaults.merge_n)


def test_generate_streams_every_step_then_a_trace_file():
    """Each step let through (the engine's next waits on the gate) reaches the page as one update with that
    step: its text, graph, slider value and status; then the closing update draws the whole page."""
    gate = Gate()
    handlers, session = page(FakeEngine(steps=6, gate=gate)), Session()
    updates = handlers.generate(session, "Why is the sky blue?", **SETTINGS)
    for number in range(1, 6):
        gate.release(1)
        update = next(updates)
        assert update.output.count('class="gsd-step') == number
        assert value(update.step) == number and f"step {number}" in update.status and skipped(update.download)
        if number == 1:  # the range is set once, for every step the run can make
            assert update.step.maximum == SETTINGS["max_new_tokens"]
        else:
            assert update.step == number  # a plain value: no property sent per step
        assert skipped(update.depth_plot) and skipped(update.inside_plot)
    gate.release(1)
    rest = list(updates)  # at most one more live update (the sixth step), then the closing one
    assert 1 <= len(rest) <= 2 and all(u.output.count('class="gsd-step') == 6 for u in rest)
    last = rest[-1]
    assert "Done" in last.status and "τ" in last.stats and last.step.maximum == 6
    assert sum(len(t.x) for t in last.dag.data if t.mode == "markers+text") == len(session.steps[-1].graph.nodes) + 1
    steps, summary, prompt = trace_file.load(value(last.download))
    assert steps == session.steps and prompt == "Why is the sky blue?"
    assert summary.new_tokens == sum(len(s.committed) for s in steps) and summary.config["mode"] == "gsd"


def test_bad_input_gives_a_message_and_keeps_the_page():
    handlers, session = page(), Session()
    run(handlers, session)
    kept = list(session.steps)
    for changes, words in (({"prompt": "   "}, "prompt is empty"), ({"k": MAX_K + 1}, "k must be"),
                           ({"theta_sib": 2.0}, "theta_sib must be"), ({"seed": None}, "seed must be a number"),
                           ({"merge": "7"}, "merge must be"), ({"max_depth": float("inf")}, "max_depth must be"),
                           ({"k": 2.5}, "k must be an integer in [1, 8]"), ({"mode": "fast"}, "mode must be one of"),
                           ({"prompt": "word " * 100}, "longer than")):  # the engine's PromptError
        with pytest.warns(UserWarning):  # gr.Warning outside a request
            updates = run(handlers, session, **changes)
        assert len(updates) == 1
        status = updates[0].status
        assert words in status and status.startswith("⚠"), status
        panels = updates[0].values(("output", "dag", "step", "stats", "download"))
        assert all(isinstance(p, dict) and p.get("__type__") == "update" and len(p) == 1 for p in panels), panels
        assert session.steps == kept


def test_modes_grey_out_what_they_fix_and_the_config_follows_the_mode():
    handlers = page()
    names = DRAFT_CONTROLS
    for mode, fixed in (("gsd", set()), ("tsd", {"theta_prob", "theta_sib", "theta_path", "merge_n", "sized"}),
                        ("ssd", {"k", "theta_prob", "theta_sib", "theta_path", "merge_n", "lookup", "lookup_first",
                                 "sized"}),
                        ("dyspec", {"theta_prob", "theta_sib", "theta_path", "merge_n", "sized"}), ("ar", set(names))):
        update = handlers.mode_changed(mode)
        assert {name for name in names if update.controls[name]["interactive"] is False} == fixed, mode
        assert {name for name in names if update.controls[name]["elem_classes"] == ["gsd-fixed"]} == fixed, mode
        assert mode in update.mode_help
        assert update.values(settings.MODE) == tuple(update.controls[name] for name in names) + (update.mode_help,)
    engine = FakeEngine(steps=2)
    run(page(engine), Session(), mode="ssd", k=6, merge="2", lookup=True)
    config = engine.calls[-1][1]
    assert config.mode == "ssd" and config.k == 1 and config.merge_n is None and config.lookup is False


def test_stop_keeps_what_was_produced():
    gate = Gate()
    engine = FakeEngine(steps=50, gate=gate)
    handlers, session = page(engine), Session()
    updates = handlers.generate(session, "Tell me a story", **SETTINGS)
    gate.release(3)
    next(updates)  # the run has begun, and the page shows what it has
    assert gate.wait_for(lambda g: g.taken == 3)
    assert "Stopping" in handlers.stop(session)
    last = list(updates)[-1]
    assert len(session.steps) == 3  # Stop ends the run after its current step: no step was let through since
    assert "Stopped" in last.status and last.output.count('class="gsd-step') == 3
    assert trace_file.load(value(last.download))[1].stopped_by == "stop"
    assert handlers.stop(session) == "Nothing to stop."  # the run is over: a late Stop does not claim to stop it
    assert handlers.stop(Session()) == "Nothing to stop."


def test_settle_shows_the_closing_line_once_the_stopped_run_has_ended():
    """Stop's "Stopping…" may reach the page after the run's closing line; the settle that follows Stop waits
    for the run to let go of the model and sends the closing line again, so the status ends on it."""
    gate = Gate()  # held: the run takes the three steps let through, then waits until Stop reaches it
    engine = FakeEngine(steps=200, gate=gate)
    handlers, session = page(engine), Session()
    assert isinstance(handlers.settle(session), type(gr.skip()))  # nothing running: the status is left be
    updates = []
    gate.release(3)
    runner = threading.Thread(target=lambda: updates.extend(handlers.generate(session, "Tell me a story", **SETTINGS)))
    runner.start()
    assert gate.wait_for(lambda g: g.taken == 3)
    assert "Stopping" in handlers.stop(session)
    closing = handlers.settle(session)  # returns once the run has closed
    assert not session.stops
    runner.join()
    assert closing == updates[-1].status and closing.startswith("■ Stopped:")
    assert isinstance(handlers.settle(session), type(gr.skip()))  # a late settle has no run to wait for


def test_settle_leaves_a_run_that_only_waits_its_turn_alone():
    handlers, session = page(FakeEngine(steps=5)), Session()
    handlers.enqueue(session)
    assert "Stopping" in handlers.stop(session)
    started = time.monotonic()
    assert isinstance(handlers.settle(session), type(gr.skip()))  # its own first update will say it was stopped
    assert time.monotonic() - started < 10  # it did not wait for a run to close (30 s)
    closing = run(handlers, session)[-1].status
    assert "Stopped before it started" in closing and session.closing == closing


def test_stop_pressed_while_the_run_waits_its_turn_is_remembered():
    engine = FakeEngine(steps=5)
    handlers, session = page(engine), Session()
    assert handlers.stop(session) == "Nothing to stop."
    assert "Queued" in handlers.enqueue(session)  # Generate pressed; another visitor's run holds the model
    assert "Stopping" in handlers.stop(session)
    updates = run(handlers, session)  # its turn comes
    assert len(updates) == 1 and "Stopped before it started" in updates[0].status
    assert engine.calls == [] and session.steps == []
    assert handlers.stop(session) == "Nothing to stop."
    handlers.enqueue(session)  # the next press runs as usual: the old Stop does not carry over
    assert run(handlers, session)[-1].status.startswith("✓ Done:") and len(session.steps) == 5


def test_a_second_press_during_a_run_starts_nothing_and_leaves_no_stop_behind():
    """The page does not start the run event again while it is pending, so a press during a run must not
    leave a Stop flag that no run claims (it would make an idle Stop say "Stopping…" and stop the next run)."""
    gate = Gate()
    engine = FakeEngine(steps=50, gate=gate)
    handlers, session = page(engine), Session()
    handlers.enqueue(session)
    first = handlers.generate(session, "Tell me a story", **SETTINGS)
    gate.release(2)
    next(first)
    assert gate.wait_for(lambda g: g.taken == 2)
    assert "already going" in handlers.enqueue(session)  # pressed again while the first still runs
    assert "Stopping" in handlers.stop(session)
    assert "Stopped" in list(first)[-1].status and len(session.steps) == 2
    assert handlers.stop(session) == "Nothing to stop." and not session.queued
    gate.open()
    handlers.enqueue(session)  # the next press runs as usual
    assert run(handlers, session)[-1].status.startswith("✓ Done:") and len(session.steps) > 2


def test_baseline_run_gives_the_speedup_and_is_reused():
    engine = FakeEngine(steps=4)
    handlers, session = page(engine), Session()
    updates = run(handlers, session, with_baseline=True)
    assert [c[1].mode for c in engine.calls] == ["gsd", "ar"]
    assert "speed-up vs ar" in updates[-1].stats
    handlers.new_conversation(session)
    run(handlers, session, with_baseline=True, k=2)  # same prompt and length, alone again: the ar run is reused
    assert [c[1].mode for c in engine.calls] == ["gsd", "ar", "gsd"]
    run(handlers, session, with_baseline=True, k=2)  # the same prompt as a follow-up: another input, another ar run
    assert [c[1].mode for c in engine.calls] == ["gsd", "ar", "gsd", "gsd", "ar"]
    assert isinstance(engine.calls[-1][0], list) and engine.calls[-1][0] == engine.calls[-2][0]
    handlers.new_conversation(session)
    run(handlers, session, mode="ar")
    handlers.new_conversation(session)
    assert "speed-up" not in run(handlers, session, mode="ar")[-1].stats
    handlers.new_conversation(session)
    run(handlers, session, with_baseline=True, chat=False)  # no chat template: another input, another ar run
    assert [(c[1].mode, c[2]) for c in engine.calls[-2:]] == [("gsd", False), ("ar", False)]
    handlers.new_conversation(session)
    run(handlers, session, chat=True)  # the baseline on show ran without the template: no speed-up here
    assert "speed-up" not in run(handlers, session, chat=True)[-1].stats


def test_stop_during_the_baseline_keeps_the_run_done_and_says_why_there_is_no_speedup():
    handlers, session = page(FakeEngine(steps=30, delay=0.002)), Session()
    handlers.enqueue(session)
    updates = []
    for update in handlers.generate(session, "Tell me a story", **{**SETTINGS, "with_baseline": True}):
        updates.append(update)
        if "ar baseline" in str(update.status):
            handlers.stop(session)
    closing = updates[-1].status
    assert closing.startswith("✓ Done: ") and "(max new tokens reached)" in closing
    assert "the ar baseline was stopped" in closing and "speed-up" not in updates[-1].stats


def test_the_closing_line_counts_in_words_that_agree():
    handlers = page(FakeEngine(steps=2))  # ar: a token a step
    one, two = (run(handlers, Session(), mode="ar", max_new_tokens=n)[-1].status for n in (1, 2))
    assert one.startswith("✓ Done: 1 token in 1 step (") and two.startswith("✓ Done: 2 tokens in 2 steps (")


def test_models_load_in_the_background_and_a_load_error_is_shown():
    release = threading.Event()

    def slow_factory():
        release.wait(5)
        return FakeEngine()

    slot = EngineSlot(slow_factory, "the test models")
    handlers, session = Page(slot, example=None), Session()
    assert "Loading the test models" in slot.status()
    with pytest.warns(UserWarning):
        (update,) = run(handlers, session)
    assert "still loading" in update.status
    opened = Session()
    handlers.load(opened)
    assert handlers.model_status(opened).timer.active is True
    release.set()
    assert slot.loaded.wait(5)
    ticked = handlers.model_status(opened)
    assert "Models ready" in ticked.status and "**Target** fake-target" in ticked.models
    assert "**draft** fake-draft" in ticked.models
    assert handlers.model_status(opened).timer.active is False
    assert run(handlers, session)[-1].status.startswith("✓ Done:")

    def failing_factory():
        raise RuntimeError("the embedded draft is missing; build it with `python -m gsd distill`")

    slot = EngineSlot(failing_factory)
    assert slot.loaded.wait(5)
    assert "could not be loaded" in slot.status() and "python -m gsd distill" in slot.status()
    assert slot.describe() == "Models: the models."  # the status line says why
    with pytest.warns(UserWarning):
        (update,) = run(Page(slot, example=None), Session())
    assert "python -m gsd distill" in update.status


def test_the_models_line_names_the_embedded_draft_what_it_is_and_where_the_target_runs():
    """A newcomer guesses "a smaller model of the family" when the draft is only named: the line under the title
    says what it is, with the sizes and where the target runs."""
    engine = FakeEngine()
    engine.draft_name, engine.sizes, engine.runs_on = "embedded draft", {"target": 134_515_008, "draft": 9e6}, "CPU · float32"
    line = EngineSlot(engine).describe()
    assert "fake-target (135M parameters)" in line and "distilled from the target (9M parameters)" in line
    assert "CPU core" in line and "float32" in line
    # and what kind of model it is, where the engine holds its configuration
    engine.pair = SimpleNamespace(draft=SimpleNamespace(config=SimpleNamespace(num_hidden_layers=5, hidden_size=252)))
    assert ("**draft** this project's own: a 5-layer, 252-wide transformer, distilled from the target (9M parameters)"
            in EngineSlot(engine).describe())


def test_the_loading_ticks_keep_the_opening_note_and_leave_a_run_its_own_line(example_file):
    """The page opens on the recorded example while the models load: each tick of the loading timer rewrites the
    status line, saying so again while the example is on show; a run queued or going keeps its own line, and once
    the models are ready the last tick says so, also to a visitor whose run was refused while they loaded."""
    release = threading.Event()
    slot = EngineSlot(lambda: release.wait(5) and FakeEngine(), "the test models")
    handlers = Page(slot, example=example_file)
    first, second = Session(), Session()
    for session in (first, second):
        assert "Showing a recorded example: “" in handlers.load(session).status
    tick = handlers.model_status(first).status
    assert "Loading the test models" in tick and "Showing a recorded example: “" in tick
    handlers.enqueue(second)  # Generate pressed while the models load: its "queued" line is not overwritten
    assert skipped(handlers.model_status(second).status)
    with pytest.warns(UserWarning):
        (refused,) = run(handlers, second)
    assert "still loading" in refused.status and not second.stops
    release.set()
    assert slot.loaded.wait(5)
    for session in (first, second):  # the example is still on show for both
        ready = handlers.model_status(session)
        assert "Models ready" in ready.status and "Showing a recorded example: “" in ready.status
        assert ready.timer.active is False
    handlers.upload(first, str(example_file))  # another run on show: the note no longer applies
    assert handlers.model_status(first).status.startswith("✓ Models ready") and not first.opening


def test_a_generate_pressed_before_the_page_loaded_keeps_its_lines(example_file):
    """On a busy server a visitor can press Generate before the page's load comes back: the load then leaves the
    run's status and panels (here an empty prompt's refusal, then a run) as they are and shows no example."""
    handlers = page(example=example_file)
    early = Session()
    handlers.enqueue(early)
    with pytest.warns(UserWarning, match="the prompt is empty"):
        (refused,) = run(handlers, early, "   ")
    assert "the prompt is empty" in refused.status
    loaded = handlers.load(early)
    assert all(skipped(value) for name, value in loaded.fields.items() if name not in ("session", "models"))
    assert loaded.session is early and not early.steps and not early.opening

    during = Session()  # pressed while the load drew the example: its draw is not sent
    drew = handlers._draw

    def pressed_meanwhile(session, *args, **kwargs):
        update = drew(session, *args, **kwargs)
        handlers.enqueue(session)
        return update

    handlers._draw = pressed_meanwhile
    loaded = handlers.load(during)
    assert set(loaded.fields) == {"session", "models"}  # the models' line, and nothing of the run's panels
    handlers._draw = drew
    assert "Showing a recorded example" in handlers.load(Session()).status  # a load before any press draws


def test_an_engine_error_mid_run_is_a_message_not_a_traceback():
    class Broken(FakeEngine):
        def _steps(self, config, stop):
            yield from super()._steps(config, stop)
            raise RuntimeError("CUDA out of memory: lower the node budget")

    handlers, session = page(Broken(steps=2)), Session()
    with pytest.warns(UserWarning):
        updates = run(handlers, session)
    assert "out of memory" in updates[-1].status and len(session.steps) == 2


def test_an_engine_error_in_the_ar_baseline_keeps_the_run_and_says_so():
    handlers, session = page(FakeEngine(steps=3, fails_in="ar")), Session()
    with pytest.warns(UserWarning):
        last = run(handlers, session, with_baseline=True)[-1]
    assert "the ar run broke" in last.status and "speed-up" not in last.stats and len(session.steps) == 3
    assert session.summary.steps == 3 and value(last.download).endswith(".json")


def test_main_parses_the_command_line(monkeypatch):
    seen = {}
    monkeypatch.setattr(app, "build_demo", lambda engine, **kw: seen.update(kw, engine=engine) or "demo")
    monkeypatch.setattr(app, "launch", lambda demo, **kw: seen.update(kw))
    app.main(["--port", "7999", "--drafter", "lookup", "--device", "cpu", "--target", "some/folder"])
    assert seen["server_port"] == 7999 and seen["share"] is False and seen["drafter"] == "lookup"
    assert callable(seen["engine"]) and "some/folder" in seen["loading_label"]
    with pytest.raises(SystemExit):
        app.main(["--device", "tpu"])


# ---- the real engine (tiny random models from tests/conftest.py) ------------------------------------------

def test_real_engine_streams_and_matches_the_ar_baseline(self_engine):
    handlers, session = page(self_engine), Session()
    updates = run(handlers, session, max_new_tokens=12, with_baseline=True, merge="0")
    last = updates[-1]
    assert "Done" in last.status and "same text as ar ✓" in last.stats, (last.status, last.stats)
    assert sum(len(s.committed) for s in session.steps) == 12 and len(session.steps) < 12  # drafts were accepted
    steps, summary, prompt = trace_file.load(value(last.download))
    assert steps == session.steps and summary.target == self_engine.target_name and summary.prompt_tokens > 0
    for number in range(1, len(steps) + 1):
        handlers.scrub(session, number)


def test_real_engine_refusals_are_messages(tiny_engine):
    handlers, session = page(tiny_engine), Session()
    with pytest.warns(UserWarning):
        (update,) = run(handlers, session, prompt="w1 " * 400, max_new_tokens=8)
    assert update.status.startswith("⚠") and "prompt is" in update.status
    updates = run(handlers, session, prompt="w1 w2 w3", mode="tsd", max_new_tokens=6)
    assert "Done" in updates[-1].status and len(session.steps) >= 1


def test_a_streamed_run_draws_each_step_and_the_whole_runs_charts_once_it_ends():
    """While a run streams, each update holds the text, the newest step's graph and the stats (both speeds);
    the run chart, Inside and the whole run's charts (depth, calibration, cost) wait for its end, which draws
    everything."""
    gate = Gate()
    handlers, session = page(FakeEngine(steps=5, gate=gate)), Session()
    updates = handlers.generate(session, "Why is the sky blue?", **SETTINGS)
    streamed = []
    for _ in range(4):
        gate.release(1)
        streamed.append(next(updates))
    gate.open()
    last = list(updates)[-1]
    assert all(not skipped(update.dag) and not skipped(update.output) for update in streamed)
    assert all("tokens/s, engine" in u.stats and "tokens/s, on screen" in u.stats for u in streamed)
    assert all(skipped(update.depth_plot) and skipped(update.calibration_plot) and skipped(update.steps_plot)
               and skipped(update.inside_plot) for update in streamed)
    assert not any(skipped(getattr(last, name)) for name in ("headline", "output", "dag", "step", "stats", "download"))
    rest = handlers.rest(session)  # the sections' panels: a second event, once the run has ended
    assert set(rest.fields) == set(view.REST)
    assert not any(skipped(getattr(rest, name)) for name in ("depth_plot", "calibration_plot", "cost_plot",
                                                             "steps_plot", "inside_plot"))
    assert "tokens/s, on screen" in last.stats


def test_a_target_without_a_draft_gets_one_line_at_start(monkeypatch, capsys):
    monkeypatch.setattr(app, "launch", lambda demo, **kw: pytest.fail("the page must not start"))
    with pytest.raises(SystemExit) as exited:
        app.main(["--target", "some/folder"])
    assert exited.value.code == 2
    line = capsys.readouterr().err.strip().splitlines()[-1]
    assert "--target some/folder needs --draft" in line and "--drafter lookup" in line


def test_on_a_gpu_the_page_runs_the_captured_path_and_says_so(tiny_paths, monkeypatch):
    """The page's own loading (`app.ready_engine` through `gsd.options`) on a pair that reports a GPU: the engine
    runs CUDA graphs, they are captured once at start, and the status line names the device, float32 and the
    capture. The capture itself is the GPU kit's to run (a fake stands in: no GPU here)."""
    import dataclasses

    from gsd import options
    from gsd.engine.loop import Engine
    from gsd.models import load_pair
    from gsd.page.run.session import EngineSlot

    cpu_pair = load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu")
    monkeypatch.setattr("gsd.models.load_for", lambda *a, **kw: dataclasses.replace(cpu_pair,
                                                                                    device=torch.device("cuda")))
    captured = []
    monkeypatch.setattr(Engine, "prepare_static", lambda self, static, capacity: captured.append(static) or 7)
    timed = []  # the plain forward is timed at start too (on this fake GPU it cannot run: recorded instead)
    monkeypatch.setattr(Engine, "time_plain_forward", lambda self: timed.append(self.static))
    monkeypatch.setattr(torch.cuda, "get_device_name", lambda device=None: "NVIDIA H200")
    seen = {}
    monkeypatch.setattr(app, "build_demo", lambda engine, **kw: seen.update(engine=engine) or "demo")
    monkeypatch.setattr(app, "launch", lambda demo, **kw: None)
    app.main(["--port", "7999"])
    engine = seen["engine"]()
    assert isinstance(engine, Engine) and engine.static == "graphs" and captured == ["graphs"] and timed == ["graphs"]
    slot = EngineSlot(engine)
    assert "run on **NVIDIA H200 · float32 · CUDA graphs**" in slot.describe()
    assert "7 CUDA graphs captured in" in slot.status()
    assert options.forward_for("auto", torch.device("cpu")) == "off"  # on a CPU: the engine's own kernels


def test_a_visitor_who_leaves_stops_their_run_and_lets_go_of_the_model():
    """Gradio closes the stream of a visitor who left: their run, decoding on its own thread, ends after its
    current step and lets go of the model, so that the next visitor's run starts."""
    from gsd.page.run.requests import MODEL

    gate = Gate()
    engine = FakeEngine(steps=50, gate=gate)
    handlers, session = page(engine), Session()
    updates = handlers.generate(session, "Tell me a story", **SETTINGS)
    gate.release(2)
    next(updates)
    assert gate.wait_for(lambda g: g.taken == 2)  # both steps taken; the third waits for a release
    updates.close()  # the visitor left
    assert gate.wait_for(lambda g: g.ended == 1)  # no step was let through after the two: it ended on its flag
    assert gate.counts() == (1, 2, 1) and not session.stops
    gate.open()
    other = Session()
    assert run(handlers, other)[-1].status.startswith("✓ Done:") and MODEL.waiting() == 0


def test_runs_take_the_model_in_the_order_asked_and_one_at_a_time():
    """Three visitors press Generate while a fourth's run holds the model: their runs decode one after the other
    in the order they asked, never two at once."""
    from gsd.page.run.requests import MODEL

    class Counting(Gate):
        """Also the most runs going at once."""
        active = most = 0

        def run_started(self):
            with self.changed:
                self.active += 1
                self.most = max(self.most, self.active)
            super().run_started()

        def run_over(self):
            with self.changed:
                self.active -= 1
            super().run_over()

    gate = Counting()
    engine = FakeEngine(steps=3, gate=gate)
    handlers = page(engine)
    first = handlers.generate(Session(), "w0", **SETTINGS)
    gate.release(1)
    next(first)  # the first run holds the model, waiting on its gate
    results: dict[str, list] = {}
    threads = []
    for prompt in ("w1", "w2", "w3"):
        thread = threading.Thread(target=lambda p=prompt: results.setdefault(p, run(handlers, Session(), p)))
        thread.start()
        threads.append(thread)
        assert waited_for(lambda: MODEL.waiting() == len(threads) + 1)  # in line before the next one asks
    assert gate.counts()[0] == 1  # only the first run has reached the engine
    gate.open()
    assert list(first)[-1].status.startswith("✓ Done:")
    for thread in threads:
        thread.join()
    assert [call[0] for call in engine.calls] == ["w0", "w1", "w2", "w3"] and gate.most == 1
    assert all(results[p][-1].status.startswith("✓ Done:") for p in ("w1", "w2", "w3"))


def waited_for(predicate, timeout: float = 30.0) -> bool:
    """Wait for a state another thread reaches (looked at every few milliseconds)."""
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.005)
    return True
