"""gsd/page/evidence/cost.py: verify milliseconds against the positions verified, and draft milliseconds against the
draft tokens, on hand-made steps whose medians are known, and on the recorded example trace. No models, no browser."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import plotly.graph_objects as go
import pytest

from gsd import trace_file
from gsd.page.evidence import cost, stats
from gsd.trace import Counters
from helpers import ar_step, random_step

EXAMPLE = Path(__file__).parents[1] / "assets" / "example_trace.json"
# (positions verified, verify ms, draft tokens, draft forwards, draft ms) per step: medians 4.8 ms at 8 positions,
# 6.0 at 20 (one step), 7.6 at 32; the cheapest verify 4.4 ms at 8 positions
TIMES = [(8, 4.4, 7, 3, 2.0), (32, 8.0, 31, 6, 5.0), (8, 9.0, 7, 3, 2.5), (20, 6.0, 19, 5, 3.5), (32, 7.2, 31, 6, 4.5),
         (8, 4.8, 7, 3, 2.2), (32, 7.6, 31, 6, 4.8)]


def timed_run() -> list:
    return [replace(random_step(number, 12), counters=Counters(forwards, tokens, 0, positions),
                    ms={"draft": draft_ms, "verify": verify_ms, "commit": 0.1})
            for number, (positions, verify_ms, tokens, forwards, draft_ms) in enumerate(TIMES, start=1)]


def ar_run(times: list[float]) -> list:
    return [replace(ar_step(number, 3), ms={"draft": 0.01, "verify": ms}) for number, ms in enumerate(times, start=1)]


def test_one_plain_forward_is_the_median_verify_of_an_ar_run_only():
    assert cost.plain_forward_ms(ar_run([4.0, 5.0, 3.0])) == 4.0
    assert cost.plain_forward_ms(timed_run()) is None
    assert cost.plain_forward_ms([]) is None
    assert cost.plain_forward_ms([replace(step, ms={}) for step in ar_run([4.0])]) is None


def test_median_verify_per_count_of_positions():
    assert cost.verify_medians(timed_run()) == {8: (4.8, 3), 20: (6.0, 1), 32: (7.6, 3)}
    assert cost.reference(timed_run(), 4.0) == cost.Reference(4.0, True)
    assert cost.reference(timed_run(), None) == cost.Reference(4.4, False, 8)  # the cheapest verify stands in
    assert cost.reference(ar_run([4.0, 5.0, 3.0]), None) == cost.Reference(4.0, True)  # an ar run times its own
    assert cost.reference(ar_run([0.0]), None) is None  # too short to measure: nothing is a multiple of it
    assert cost.cost_text(ar_run([0.0]), None).startswith("No step")


def test_the_sentence_names_the_fewest_and_most_positions_seen_twice_over_one_plain_forward():
    """The milliseconds are the engine's own, each step's as it recorded it: the sentence and the title say so."""
    assert "the engine's milliseconds" in cost.cost_figure(timed_run(), 4.0).layout.title.text
    assert "4.0 ms here in the engine" in cost.cost_text(ar_run([4.0, 5.0, 3.0]), None)
    assert cost.cost_text(timed_run(), 4.0) == (
        "Verifying 8 positions cost **1.2** plain forwards (4.8 ms), 32 positions **1.9** (7.6 ms): medians of the "
        "engine's own step times, one plain forward taking 4.0 ms: the target's forward alone. A plain run's token "
        "costs more than that in Compare's table: its step's sampling and bookkeeping, and whatever else this "
        "server's CPU runs meanwhile (the page's drawing, other visitors). " + cost.WHY)
    assert cost.cost_text(timed_run(), None) == (
        "Against the run's cheapest verify (4.4 ms, 8 positions), verifying 8 positions cost **1.1×** (4.8 ms), 32 "
        "positions **1.7×** (7.6 ms) (medians of the engine's own step times). One plain forward costs that or less, "
        "so these ratios are lower bounds; tick \"Also run plain decoding (ar)\" to time one. " + cost.WHY)
    once = timed_run()[:4]  # no count of positions seen twice but 8: that one alone
    assert cost.cost_text(once, 4.0).startswith("Verifying 8 positions cost **1.7** plain forwards (6.7 ms): medians")
    assert cost.cost_text(once, 4.0, streamed=True).startswith(
        "Verifying 8 positions cost **1.7** plain forwards (6.7 ms): medians of the engine's own step times, as it "
        "streamed beside the page's drawing, one plain forward")
    single = timed_run()[1:2] + timed_run()[3:4]  # each count seen once: the fewest and the most of them
    assert cost.cost_text(single, 4.0).startswith("Verifying 20 positions cost **1.5** plain forwards (6.0 ms), "
                                                  "32 positions **2.0** (8.0 ms)")
    assert cost.cost_text(ar_run([4.0, 5.0, 3.0]), None).startswith("Every step verified one position")
    assert cost.cost_text([replace(step, ms={}) for step in timed_run()], 4.0).startswith("No step of this run timed")


def test_the_figure_holds_every_step_the_medians_and_one_plain_forward():
    figure = cost.cost_figure(timed_run(), 4.0)
    go.Figure(figure.to_plotly_json())  # plotly's own validation of everything the figure holds
    verifies, medians, plain, drafts = figure.data
    assert list(verifies.x) == [t[0] for t in TIMES] and list(verifies.y) == [t[1] for t in TIMES]
    assert list(verifies.customdata) == list(range(1, len(TIMES) + 1))  # the step numbers, for the hover
    assert list(medians.x) == [8, 20, 32] and list(medians.y) == [4.8, 6.0, 7.6]
    assert list(plain.y) == [4.0, 4.0] and list(plain.x) == [0, 32] and plain.name == "one plain forward (4.0 ms)"
    assert drafts.xaxis == "x2" and drafts.yaxis == "y2"
    assert list(drafts.x) == [t[2] for t in TIMES] and list(drafts.y) == [t[4] for t in TIMES]
    assert [row[1] for row in drafts.customdata] == [t[3] for t in TIMES]
    assert figure.layout.xaxis.title.text == "positions verified (root included)"
    assert figure.layout.yaxis2.title.text == "draft ms"
    estimated = cost.cost_figure(timed_run(), None)
    assert list(estimated.data[2].y) == [4.4, 4.4] and "cheapest verify" in estimated.data[2].name


def test_an_ar_run_has_no_draft_and_an_untimed_run_a_message():
    figure = cost.cost_figure(ar_run([4.0, 5.0, 3.0]), None)
    assert list(figure.data[0].x) == [1, 1, 1] and list(figure.data[2].y) == [4.0, 4.0]
    assert list(figure.data[3].x) == [] and "No draft ran" in figure.layout.annotations[-1].text
    untimed = cost.cost_figure([replace(step, ms={}) for step in timed_run()], None)
    assert untimed.data == () and "appears here" in untimed.layout.annotations[0].text
    assert cost.cost_figure([replace(step, ms={}) for step in timed_run()], 4.0).data == ()


def test_the_recorded_example_has_timed_steps():
    steps, _, _ = trace_file.from_dict(trace_file.read(str(EXAMPLE)))
    figure = cost.cost_figure(steps, cost.plain_forward_ms(steps))
    assert len(figure.data[0].x) == len(steps) and len(figure.data[3].x) > 0
    assert cost.cost_text(steps, None).startswith("Against the run's cheapest verify")


def test_cost_imports_no_torch_and_no_gradio():
    code = "import sys, gsd.page.evidence.cost; sys.exit('torch' in sys.modules or 'gradio' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[1]).returncode == 0


# (positions, verify ms) of a quiet run and of a busy one: at 8 and 32 positions alike, the busy run's steps
# scatter over more than the 3 ms that 32 positions add to 8
QUIET = [(8, 4.0), (8, 4.2), (8, 4.4), (32, 7.0), (32, 7.2), (32, 7.4)]
BUSY = [(8, 2.0), (8, 4.2), (8, 9.0), (32, 5.0), (32, 7.2), (32, 14.0)]


def verify_run(times: list[tuple[int, float]]) -> list:
    return [replace(random_step(number, 12), counters=Counters(1, 1, 0, positions), ms={"verify": ms})
            for number, (positions, ms) in enumerate(times, start=1)]


def test_each_count_of_positions_has_its_middle_half():
    assert cost.verify_quartiles(verify_run(QUIET)) == {8: pytest.approx((4.1, 4.3)), 32: pytest.approx((7.1, 7.3))}
    assert cost.verify_quartiles(verify_run(QUIET[:1])) == {8: (4.0, 4.0)}  # one step: its own time
    figure = cost.cost_figure(verify_run(QUIET), 4.0)
    go.Figure(figure.to_plotly_json())
    medians = figure.data[1]
    assert [round(x, 6) for x in medians.error_y.array] == [0.1, 0.1]
    assert [round(x, 6) for x in medians.error_y.arrayminus] == [0.1, 0.1]
    assert [row[1:] for row in medians.customdata] == [pytest.approx([4.1, 4.3]), pytest.approx([7.1, 7.3])]


def test_a_spread_larger_than_the_effect_says_the_machine_was_too_busy_to_read():
    quiet, noisy = cost.busy(verify_run(QUIET)), cost.busy(verify_run(BUSY))
    assert not quiet.too_busy and round(quiet.spread, 6) == 0.2 and round(quiet.effect, 6) == 3.0
    assert noisy.too_busy and noisy.effect == 3.0 and noisy.spread > 3.0 and (noisy.fewest, noisy.most) == (8, 32)
    assert cost.busy(verify_run(QUIET[:4])) is None  # 32 positions seen once: no spread to weigh there
    assert "Too noisy to read" not in cost.cost_text(verify_run(QUIET), 4.0)
    said = cost.cost_text(verify_run(BUSY), 4.0)
    assert "⚠ **Too noisy to read step by step:**" in said and "more than the 3.0 ms that 32 positions added to 8" in said


def test_a_plain_forward_timed_when_the_models_loaded_is_the_unit_without_an_ar_run():
    ref = cost.reference(timed_run(), None, at_start=4.0)
    assert ref == cost.Reference(4.0, True, when="timed when the models loaded")
    assert cost.reference(timed_run(), 5.0, at_start=4.0) == cost.Reference(5.0, True)  # a compared ar run's first
    assert cost.cost_text(timed_run(), None, 4.0).startswith(
        "Verifying 8 positions cost **1.2** plain forwards (4.8 ms), 32 positions **1.9** (7.6 ms): medians of the "
        "engine's own step times, one plain forward taking 4.0 ms (timed when the models loaded): the target's forward alone")
    assert cost.cost_figure(timed_run(), None, 4.0).data[2].name == "one plain forward (4.0 ms, timed when the models loaded)"


def test_the_engine_times_a_plain_forward_and_every_summary_carries_it(tiny_engine):
    from gsd.config import DecodeConfig
    from gsd.engine.loop import Engine

    engine = Engine(tiny_engine.pair)  # its own: the shared engine's summaries stay as they were
    assert engine.run("hello", DecodeConfig(mode="gsd", max_new_tokens=4))[1].plain_ms == 0.0  # not timed yet
    ms = engine.time_plain_forward()
    assert ms > 0 and engine.plain_ms == ms
    steps, summary = engine.run("hello", DecodeConfig(mode="gsd", max_new_tokens=4))
    assert summary.plain_ms == ms
    assert summary.models.startswith(f"target: {engine.target_name}, ") and "K · draft: " in summary.models
    assert f"| models | {summary.models} |" in stats.stats_markdown(summary)
    _, read, _ = trace_file.loads(trace_file.dumps(steps, summary))
    assert read.plain_ms == ms
