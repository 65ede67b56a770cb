"""app.py with a fake engine, the run on show: scrubbing its steps, its trace file uploaded and replayed, the
recorded example, then the page served on loopback and driven through gradio_client. No models, no network."""

from __future__ import annotations

import json
from pathlib import Path

import gradio as gr
import pytest

import app
from gsd import trace_file
from gsd.page import view
from gsd.page.run.session import Session
from helpers import (SETTINGS, FakeEngine, Gate, free_port, page, received, run, skipped, synthetic_run, value,
                     write_example)


@pytest.fixture(scope="module")
def example_file(tmp_path_factory) -> Path:
    return write_example(tmp_path_factory.mktemp("example"))


def test_scrub_shows_each_step_and_stops_following():
    handlers, session = page(FakeEngine(steps=5)), Session()
    run(handlers, session)
    titles = set()
    for number in range(1, 6):
        update = handlers.scrub(session, number)
        assert f'gsd-selected" data-step="{number}"' in update.output
        titles.add(update.dag.layout.title.text)
        assert update.dag.layout.title.text.startswith(f"Step {number}/5")
        assert skipped(update.step) and skipped(update.stats) and skipped(update.status)
    assert len(titles) == 5 and session.follow
    handlers.scrub(session, 2)
    assert not session.follow
    nothing = (gr.skip(),) * len(view.SCRUB)  # the text, the DAG and the run's chart are left as they are
    assert handlers.scrub(Session(), 3).values(view.SCRUB) == nothing
    assert handlers.scrub(session, float("nan")).values(view.SCRUB) == nothing


def test_upload_replays_a_trace_and_refuses_a_bad_one(tmp_path):
    handlers, session = page(), Session()
    good = tmp_path / "good.json"
    good.write_text(trace_file.dumps(synthetic_run(4, 10, seed=9), None, "p"), encoding="utf-8")
    loaded = handlers.upload(session, str(good))
    assert len(session.steps) == 4 and "Loaded a trace: 4 steps" in loaded.status and loaded.upload is None
    assert loaded.step.maximum == 4 and value(loaded.step) == 1
    assert trace_file.load(value(loaded.download))[0] == session.steps
    frames = list(handlers.replay(session))
    assert len(frames) == 4 and [value(f.step) for f in frames] == [1, 2, 3, 4]
    assert all(skipped(f.stats) for f in frames) and all(skipped(f.status) for f in frames[1:-1])
    assert frames[0].status.startswith("▶ Replaying the run on show, 4 steps")
    assert frames[-1].status.startswith("✓ Replayed 4 steps")
    for text, words in (("{not json", "not valid JSON"), (json.dumps({"schema": "x"}), "not a GSD trace"),
                        (json.dumps({"schema": "gsd-trace", "version": 1, "steps": [{}]}), "malformed trace")):
        bad = tmp_path / "bad.json"
        bad.write_text(text, encoding="utf-8")
        with pytest.warns(UserWarning):
            refused = handlers.upload(session, str(bad))
        assert words in refused.status and len(session.steps) == 4
        assert refused.upload is None and skipped(refused.download) and skipped(refused.output)


def test_upload_and_replay_wait_for_a_live_run_to_end(tmp_path):
    """A trace uploaded (or a replay started) while a run streams would mix the two runs."""
    handlers, session = page(FakeEngine(steps=20, delay=0.002)), Session()
    good = tmp_path / "good.json"
    good.write_text(trace_file.dumps(synthetic_run(4, 10, seed=9), None, "p"), encoding="utf-8")
    handlers.enqueue(session)
    live = handlers.generate(session, "Tell me a story", **SETTINGS)
    next(live), next(live)
    with pytest.warns(UserWarning):
        status = handlers.upload(session, str(good)).status
    assert "a run is going" in status and session.prompt == "Tell me a story"
    with pytest.warns(UserWarning):
        assert list(handlers.replay(session)) == []
    list(live)
    assert len(session.steps) == 20 and session.summary.steps == 20
    assert "Loaded a trace: 4 steps" in handlers.upload(session, str(good)).status
    assert len(list(handlers.replay(session))) == 4


def test_example_trace_is_shown_on_load_and_its_absence_is_fine(example_file, tmp_path):
    handlers, session = page(example=example_file), Session()
    loaded = handlers.load(session)
    assert len(session.steps) == 5 and "An example prompt" in loaded.status and "Models ready" in loaded.status
    assert value(loaded.download).endswith(".json") and loaded.dag.layout.title.text.startswith("Step 1/5")
    assert loaded.session is session  # given back to Gradio, which then drops it an hour after the page is closed
    handlers, session = page(example=tmp_path / "missing.json"), Session()
    loaded = handlers.load(session)
    assert session.steps == [] and "appear here" in loaded.output and value(loaded.download) is None
    broken = tmp_path / "broken.json"
    broken.write_text("{}", encoding="utf-8")
    assert "could not be read" in page(example=broken).load(Session()).status


# ---- the page served on loopback, driven through its API ----------------------------------------------

@pytest.fixture(scope="module")
def served_gated(example_file):
    """The page on a fake engine of 8 steps whose `Gate` the tests hold where they need a run to be going."""
    gate = Gate(held=False)
    demo = app.build_demo(FakeEngine(steps=8, gate=gate), example=example_file, prompts=["Why is the sky blue?"])
    _, url, _ = app.launch(demo, prevent_thread_lock=True, server_name="127.0.0.1", server_port=free_port(), quiet=True)
    yield url, gate
    gate.open()
    demo.close()


@pytest.fixture
def served(served_gated):
    return served_gated[0]


def test_generation_through_the_api(served):
    from gradio_client import Client, handle_file

    client = Client(served, verbose=False)
    args = ["Why is the sky blue?", *list(SETTINGS.values())[:-1], True]
    job = client.submit(*args, api_name="/generate")
    final = received(job.result(timeout=60))  # the API's outputs, in the order gsd.page.view.GENERATE names them
    live = [received(update) for update in job.outputs()[:-1]]
    generating = [update for update in live if str(update.status).startswith("▶ Generating")]
    assert len(generating) <= 8  # streamed as it decoded, at most one update per step
    assert all(update.output.count('class="gsd-step') < 8 for update in generating[:-1])
    assert final.output.count('class="gsd-step') == 8 and "Done" in final.status and "speed-up vs ar" in final.stats
    figure = json.loads(final.dag["plot"])
    assert sum(len(t["x"]) for t in figure["data"] if t.get("mode") == "markers+text") >= 3
    download = final.download  # an update with the fetched file
    download = download["value"] if isinstance(download, dict) else download
    steps, summary, prompt = trace_file.load(download)
    assert len(steps) == 8 and summary.config["mode"] == "gsd"
    scrubbed = received(client.predict(3, api_name="/scrub"), view.SCRUB)
    assert json.loads(scrubbed.dag["plot"])["layout"]["title"]["text"].startswith("Step 3/8")
    replayed = received(client.predict(handle_file(download), api_name="/upload"), view.UPLOAD)
    assert "Loaded a trace: 8 steps" in replayed.status


def test_stop_through_the_api_ends_the_run_early(served_gated):
    """The run takes two steps and then waits (the gate is held) until Stop reaches it: it keeps those two."""
    from gradio_client import Client

    url, gate = served_gated
    client = Client(url, verbose=False)
    gate.hold()
    taken = gate.counts()[1]
    gate.release(2)
    job = client.submit("Tell me a long story", *list(SETTINGS.values())[:-1], False, api_name="/generate")
    try:
        assert gate.wait_for(lambda g: g.taken >= taken + 2, timeout=60)
        client.predict(api_name="/stop")
        stopped = received(job.result(timeout=60))
    finally:
        gate.open()
    assert "Stopped" in stopped.status and stopped.output.count('class="gsd-step') == 2


def shaded(figure) -> float:
    """The step the run's chart highlights."""
    return figure.layout.shapes[0].x0 + 0.5


def test_the_run_chart_follows_the_run_scrubbing_replay_and_uploads(tmp_path):
    handlers, session = page(FakeEngine(steps=5)), Session()
    run(handlers, session)
    assert len(handlers.rest(session).steps_plot.data[0].x) == 5  # drawn once the run has ended: a bar per step
    assert shaded(handlers.scrub(session, 2).steps_plot) == 2
    assert [shaded(frame.steps_plot) for frame in handlers.replay(session)] == [1, 2, 3, 4, 5]
    path = tmp_path / "run.json"
    path.write_text(trace_file.dumps(synthetic_run(4, 10, seed=9), None, "p"), encoding="utf-8")
    uploaded = handlers.upload(Session(), str(path))
    assert len(uploaded.steps_plot.data[0].x) == 4 and shaded(uploaded.steps_plot) == 1
