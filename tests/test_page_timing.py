"""gsd/page/evidence/timing.py: where a run's time went per committed token, drawn from a `Shown` alone (hand-made
steps whose split is known, a comparison, the recorded example trace). No models, no Gradio event, no browser."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import plotly.graph_objects as go

from gsd import trace_file
from gsd.page.evidence import timing
from gsd.page.run.shown import of_run
from gsd.trace import Run, summarize
from helpers import ar_step, random_step

EXAMPLE = Path(__file__).parents[1] / "assets" / "example_trace.json"


def timed(number: int, draft: float, verify: float, commit: float):
    return replace(random_step(number, 12), ms={"draft": draft, "verify": verify, "commit": commit})


def test_the_split_is_per_committed_token_and_the_rest_is_the_run_less_its_phases():
    steps = [timed(1, 2.0, 8.0, 0.5), timed(2, 4.0, 10.0, 0.5)]
    tokens = sum(len(step.committed) for step in steps)
    parts = timing.split(steps, wall_s=0.040)  # 40 ms in all: 15 ms of it outside the phases
    assert parts == {"draft": 6.0 / tokens, "verify": 18.0 / tokens, "commit": 1.0 / tokens, "other": 15.0 / tokens}
    assert timing.split(steps, None)["other"] == 0.0  # no engine seconds: the phases are all there is
    assert timing.split(steps, 0.001)["other"] == 0.0  # never below zero
    assert timing.split([], 1.0) is None


def test_the_panel_draws_the_run_on_show_and_says_it_in_numbers():
    steps = [timed(1, 2.0, 8.0, 0.5), timed(2, 4.0, 10.0, 0.5)]
    summary = summarize(steps, config={"mode": "gsd", "temperature": 0}, wall_s=0.040)
    drawn = timing.draw(of_run(steps, summary))
    figure = drawn["timing_plot"]
    go.Figure(figure.to_plotly_json())  # plotly's own validation of everything the figure holds
    assert [bar.name for bar in figure.data] == [name for _, name, _ in timing.PARTS]
    assert [list(bar.y) for bar in figure.data] == [["gsd"]] * 4
    tokens = summary.new_tokens
    assert abs(sum(bar.x[0] for bar in figure.data) - 40.0 / tokens) < 1e-9
    assert drawn["timing_text"].startswith(f"A committed token cost **{40.0 / tokens:.1f} ms** in the engine:")
    assert "engine" in figure.layout.title.text and "the engine's own seconds" in figure.layout.title.text
    assert f"τ = {summary.tau:.2f}" in drawn["timing_text"] and "Plain decoding" not in drawn["timing_text"]
    baseline = summarize([ar_step(i, 3) for i in range(1, 11)], config={"mode": "ar"}, wall_s=0.2)
    assert "Plain decoding (ar) on the same input: 20.0 ms a token in the engine." in timing.draw(
        of_run(steps, summary, baseline=baseline))["timing_text"]


def test_after_compare_every_compared_run_has_its_bar():
    gsd = [timed(1, 2.0, 8.0, 0.5), timed(2, 4.0, 10.0, 0.5)]
    ar = [replace(ar_step(i, 3), ms={"verify": 5.0}) for i in range(1, 6)]
    runs = (Run("ar", ar, summarize(ar, config={"mode": "ar"}, wall_s=0.030)),
            Run("gsd · Fast", gsd, summarize(gsd, config={"mode": "gsd"}, wall_s=0.040)))
    figure = timing.draw(of_run(gsd, runs[1].summary, runs=runs, compared=True))["timing_plot"]
    assert list(figure.data[1].y) == ["gsd · Fast", "ar"]  # the first run on top
    assert list(figure.data[1].x)[1] == 5.0 and list(figure.data[3].x)[1] == 1.0  # ar: 25 ms verify, 5 ms more


def test_nothing_to_show_is_said_and_the_recorded_example_is_drawn():
    assert timing.draw(of_run([]))["timing_text"] == ""
    assert "appears here" in timing.draw(of_run([]))["timing_plot"].layout.annotations[0].text
    steps, summary, _ = trace_file.from_dict(trace_file.read(str(EXAMPLE)))
    drawn = timing.draw(of_run(steps, summary))
    assert len(drawn["timing_plot"].data) == 4 and drawn["timing_text"].startswith("A committed token cost")


def test_timing_imports_no_torch_and_no_gradio():
    code = "import sys, gsd.page.evidence.timing; sys.exit('torch' in sys.modules or 'gradio' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[1]).returncode == 0
