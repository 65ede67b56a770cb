"""gsd/page/charts.py: the run's chart (a bar per step) and the comparison's chart (a bar per run). No models,
no browser."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import plotly.graph_objects as go

from gsd.page import look
from gsd.page.compare import panel as compare_panel
from gsd.page.evidence import depth, run_chart
from gsd.trace import ACCEPTED, ROOT, STOPPED, summarize
from helpers import ar_step, random_step, synthetic_run


def by_name(figure: go.Figure) -> dict:
    return {trace.name: trace for trace in figure.data}


def test_a_stacked_bar_per_step_accepted_tokens_and_bonus():
    steps = synthetic_run(7, 14, seed=3)
    ended = steps[-1]
    steps[-1] = replace(ended, committed=ended.committed[:1], committed_text=ended.committed_text[:1])  # no bonus kept
    figure = run_chart.steps_figure(steps)
    go.Figure(figure.to_plotly_json())  # plotly's own validation of everything the figure holds
    found = by_name(figure)
    accepted, bonus = found["accepted draft tokens"], found["bonus token"]
    assert list(accepted.x) == list(bonus.x) == list(range(1, 8)) and figure.layout.barmode == "stack"
    assert list(bonus.y) == [1] * 6 + [0]
    assert [a + b for a, b in zip(accepted.y, bonus.y)] == [len(step.committed) for step in steps]
    assert accepted.marker.color == look.COLORS[ACCEPTED] and bonus.marker.color == look.COLORS[look.BONUS]


def test_draft_and_verify_milliseconds_are_lines_on_a_second_axis():
    steps = synthetic_run(4, 10)
    steps[1] = replace(steps[1], ms={"verify": 7.0})  # no draft time recorded for this step
    found = by_name(run_chart.steps_figure(steps))
    draft, verify = found["draft ms"], found["verify ms"]
    assert draft.yaxis == verify.yaxis == "y2" and list(draft.y) == [3.0, None, 3.0, 3.0]
    assert list(verify.y) == [5.0, 7.0, 5.0, 5.0]
    assert draft.line.color == look.COLORS[STOPPED] and verify.line.color == look.COLORS[ROOT]
    old = [replace(step, ms={}) for step in steps]  # an older trace with no phase times: bars only
    assert set(by_name(run_chart.steps_figure(old))) == {"accepted draft tokens", "bonus token"}


def test_the_shown_step_is_highlighted():
    steps = synthetic_run(5, 10)
    figure = run_chart.steps_figure(steps, selected=3)
    shade, outline = figure.layout.shapes
    assert (shade.x0, shade.x1) == (2.5, 3.5) and shade.fillcolor == look.COLORS["selected_band"]
    assert (outline.x0, outline.x1, outline.y0, outline.y1) == (2.6, 3.4, 0, len(steps[2].committed))
    assert outline.yref == "y" and outline.line.color == look.COLORS["selected"]
    assert look.COLORS["selected"] not in (look.COLORS[look.MERGED], look.COLORS[look.NGRAM])  # no graph mark's
    first = run_chart.steps_figure(steps, selected=1)  # the legend's swatches stay plain when step 1 is chosen
    assert all(trace.marker.line.width is None for trace in first.data[:2])
    assert run_chart.steps_figure(steps).layout.shapes == ()  # nothing chosen: nothing highlighted
    assert "click a bar" in figure.layout.title.text


def test_an_ar_run_and_no_run():
    figure = run_chart.steps_figure([ar_step(i, i) for i in range(1, 4)], selected=1)
    assert list(by_name(figure)["accepted draft tokens"].y) == [0, 0, 0]
    empty = run_chart.steps_figure([])
    assert empty.data == () and "appear here" in empty.layout.annotations[0].text


def test_the_comparison_chart_has_a_bar_per_run_for_the_speedup_and_tau():
    ar = summarize([ar_step(i, i) for i in range(1, 9)], config={"mode": "ar"}, wall_s=1.0)
    gsd = summarize([random_step(i, 20, seed=i) for i in range(1, 4)], config={"mode": "gsd"}, wall_s=0.5)
    runs = compare_panel.compared([("ar", ar), ("gsd · See the graph", gsd)])
    figure = compare_panel.compare_figure(runs)
    go.Figure(figure.to_plotly_json())
    speedup, tau, key = figure.data
    assert key.name.startswith("dashed: as fast as ar") and key.line.dash == figure.layout.shapes[0].line.dash == "dash"
    assert list(speedup.x) == list(tau.x) == ["ar", "gsd · See the graph"] and figure.layout.barmode == "group"
    assert speedup.y[0] == 1.0 and speedup.y[1] == gsd.tokens_per_s / ar.tokens_per_s
    assert list(tau.y) == [ar.tau, gsd.tau] and tau.yaxis == "y2" and speedup.text[1].endswith("×")
    assert speedup.marker.color == look.COLORS[ACCEPTED] and tau.marker.color == look.COLORS[look.BONUS]
    no_ar = compare_panel.compare_figure(compare_panel.compared([("gsd", gsd)]))
    assert list(no_ar.data[0].y) == [None]  # nothing to compare against: no speed-up bar
    assert "Compare modes" in compare_panel.compare_figure([]).layout.annotations[0].text


def test_the_comparison_table_reads_each_run_summary():
    ar = summarize([ar_step(i, i) for i in range(1, 5)], config={"mode": "ar"}, wall_s=2.0)
    gsd = summarize([random_step(1, 30, seed=1), random_step(2, 30, seed=1)], config={"mode": "gsd"}, wall_s=1.0)
    gsd = replace(gsd, text=ar.text[:3] + "x")
    rows = compare_panel.compare_rows(compare_panel.compared([("ar", ar), ("gsd", gsd)]))
    assert rows[0] == ["ar", "2.0", "1.00×", "1.00", "4", f"{ar.target_tree_size / 4:.1f}", "0", "0", "0 of 4", "—",
                       "✓"]  # no steps: no price
    assert rows[1][:2] == ["gsd", f"{gsd.tokens_per_s:.1f}"] and rows[1][2] == f"{gsd.tokens_per_s / 2.0:.2f}×"
    assert rows[1][5] == f"{gsd.target_tree_size / gsd.target_forwards:.1f}" and rows[1][8] == "2 of 2"
    assert rows[1][-1] == "✗" and len(rows[1]) == len(compare_panel.COMPARE_HEADERS)
    assert compare_panel.compare_rows(compare_panel.compared([("gsd", gsd)]))[0][2::7] == ["—", "—"]  # no ar run


def test_charts_import_no_torch_and_no_gradio():
    code = "import sys, gsd.page.charts; sys.exit('torch' in sys.modules or 'gradio' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[1]).returncode == 0


def test_the_depth_chart_draws_acceptance_by_depth_and_accepted_lengths_per_run():
    steps = synthetic_run(9, 14, seed=5)
    figure = depth.depth_figure([("gsd", steps)])
    go.Figure(figure.to_plotly_json())
    line, bars = figure.data
    assert tuple(line.y) == summarize(steps, config={}, wall_s=1.0).accept_rate_by_depth
    assert list(bars.customdata) == list(summarize(steps, config={}, wall_s=1.0).accepted_length_histogram)
    assert abs(sum(bars.y) - 1) < 1e-9 and list(bars.x) == list(range(len(bars.y)))
    compared = depth.depth_figure([("ar", [ar_step(i, 3) for i in range(4)]), ("gsd", steps), ("empty", [])])
    assert [t.name for t in compared.data] == ["ar", "gsd", "gsd"]  # ar drafts nothing: its bars at 0 alone
    assert list(compared.data[0].y) == [1.0] and compared.data[0].showlegend
    assert depth.depth_figure([]).layout.annotations  # nothing to draw: a message
