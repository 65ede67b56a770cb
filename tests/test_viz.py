"""gsd/page/step/dag.py and text.py, gsd/page/look.py and gsd/page/evidence/stats.py: the DAG figure's content and
layout, the token HTML, the stats table. No models, no browser.

`PYTHONPATH=. .venv/bin/python tests/test_viz.py` prints how long a 100-node step's figure takes to build (not
a timed test).
"""

from __future__ import annotations

import html
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import plotly.graph_objects as go
import pytest

from gsd.page import look
from gsd.page.evidence import stats
from gsd.page.step import dag, dag_layout
from gsd.page.step.text import tokens_html
from gsd.trace import (ACCEPTED, END_OF_TEXT, PRUNED, REJECTED, ROOT, STOPPED, UNVERIFIED, Counters, Node, Position,
                       RunSummary, StepTrace, TokenGraph, Verdict, summarize)
from helpers import ar_step, random_step


def diamond_step() -> StepTrace:
    """root → ' the' (accepted) / ' a' (rejected); both → ' sky' (merged, accepted via the first parent);
    ' sky' → '\\n' (stopped), '<b>' (pruned); bonus ' is'."""
    nodes = (
        Node(1, "Hi", (), 0, 1.0, ROOT),
        Node(2, " the", (0,), 1, 0.6, ACCEPTED, p=0.7),
        Node(3, " a", (0,), 1, 0.3, REJECTED, p=0.1),
        Node(4, " sky", (1, 2), 2, 0.8, ACCEPTED, p=0.9),
        Node(5, "\n", (3,), 3, 0.1, STOPPED, p=0.05, branch_end=True),
        Node(6, "<b>", (3,), 3, 0.05, PRUNED),
    )
    return StepTrace(step=1, graph=TokenGraph(nodes), verdict=Verdict((0, 1, 3), 7, " is", 0.8),
                     committed=(2, 4, 7), committed_text=(" the", " sky", " is"),
                     counters=Counters(draft_forwards=3, draft_tokens=4, draft_tokens_saved=1, target_tree_size=6),
                     ms={"draft": 2.0, "verify": 3.0, "commit": 1.0})


def traces(figure: go.Figure) -> dict[str, go.Scatter]:
    return {trace.name: trace for trace in figure.data}


def test_figure_is_valid_plotly_and_json():
    figure = dag.dag_figure(diamond_step())
    go.Figure(figure.to_plotly_json())  # plotly's own validation of everything the figure holds
    go.Figure(dag.dag_figure(random_step(1, 256, seed=1, k=8, max_depth=8)).to_plotly_json())
    go.Figure(dag.empty_figure("nothing <yet>").to_plotly_json())
    assert '"scatter"' in figure.to_json()


def test_the_fill_is_the_targets_verdict_and_the_marks_are_how_drafting_left_a_node():
    """'\\n' was judged under the accepted ' sky' and rejected, and θ_prob stopped it: the rejected fill and the amber
    rim, not one colour for both. '<b>' (pruned) was never judged: hollow and crossed."""
    found = traces(dag.dag_figure(diamond_step()))
    members = {ROOT: [0], ACCEPTED: [1, 3], look.BONUS: [6], REJECTED: [2, 4], look.NOT_REACHED: [5]}
    for verdict, expected in members.items():
        trace = found[look.MARKS[verdict]]
        assert trace.marker.color == look.COLORS[verdict] and trace.mode == "markers+text", verdict
        assert list(trace.customdata) == expected, verdict
        assert (trace.showlegend is not False) == (verdict != ROOT)  # the axis names the root
    layout = dag_layout.layout_step(diamond_step())
    rim = found[look.MARKS[STOPPED]]
    assert rim.marker.symbol == "circle-open" and rim.marker.line.color == look.COLORS[STOPPED]
    assert (list(rim.x), list(rim.y)) == ([layout.x[4]], [-layout.y[4]])  # on the rejected '\\n'
    cross = found[look.MARKS[PRUNED]]
    assert cross.marker.symbol == "circle-x-open" and list(cross.x) == [layout.x[5]]
    hollow = found[look.MARKS[look.NOT_REACHED]].marker
    assert hollow.color == "#ffffff" and hollow.line.color == look.COLORS["outline"]
    ring = found[look.MARKS[look.MERGED]]
    assert ring.marker.symbol == "circle-open" and list(ring.x) == [2.0]
    fills = (ROOT, ACCEPTED, look.BONUS, REJECTED, look.NOT_REACHED)
    marks = (STOPPED, PRUNED, UNVERIFIED, look.MERGED, look.LOOKUP)
    assert len({look.COLORS[c] for c in fills + marks}) == len(fills + marks)


def keyed(figure: go.Figure) -> list[str]:
    """The legend's entries, in its order."""
    return [t.name for t in sorted(figure.data, key=lambda t: t.legendrank or 1000) if t.showlegend is not False]


def test_the_legend_keys_each_mark_the_figure_draws_once_in_order():
    """The diamond's merge is on the token alone (' the' and ' a' differ): a ring and dashed edges under one entry,
    no halo. The root is named by the axis, not the legend."""
    expected = [look.MARKS[key] for key in (ACCEPTED, look.BONUS, REJECTED, look.NOT_REACHED, STOPPED, PRUNED,
                                              look.MERGED)]
    assert keyed(dag.dag_figure(diamond_step())) == expected
    assert keyed(dag.dag_figure(ar_step(1, 3))) == [look.MARKS[look.BONUS]]  # nothing drafted: no idle entry


def present_marks(step: StepTrace) -> set[str]:
    """The marks a step's nodes carry, read from the step itself: the target's verdicts (less the root) and the
    drafting marks."""
    nodes = step.graph.nodes
    marks = {verdict for verdict in dag.verdicts(step) if verdict != ROOT} | {look.BONUS}
    for key, present in ((STOPPED, any(n.branch_end and n.status != PRUNED for n in nodes)),
                         (PRUNED, any(n.status == PRUNED for n in nodes)),
                         (UNVERIFIED, any(n.status == UNVERIFIED for n in nodes)),
                         (look.MERGED, any(n.merged for n in nodes)),
                         (look.NGRAM, any(n.merged and dag.ngram_levels(step, i) for i, n in enumerate(nodes))),
                         (look.LOOKUP, any(n.lookup and not n.retrieved for n in nodes)),
                         (look.RETRIEVED, any(n.retrieved for n in nodes))):
        if present:
            marks.add(key)
    return {look.MARKS[key] for key in marks}


def test_the_legend_keys_only_the_marks_the_step_on_show_holds():
    """Every recorded step of the example run, and random steps: the legend names exactly the marks its nodes
    carry, each entry over something drawn; a step without a merge, a prune or a rejection keys none of them."""
    from gsd.trace_file import load

    steps, _, _ = load(str(Path(__file__).parents[1] / "assets" / "example_trace.json"))
    sizes = set()
    for step in steps + [random_step(i, 60, seed=i, merges=i % 4) for i in range(1, 6)] + [positions_step()]:
        figure = dag.dag_figure(step)
        names = keyed(figure)
        assert len(names) == len(set(names)) and set(names) == present_marks(step), step.step
        assert all(len(t.x) for t in figure.data if t.showlegend is not False)
        sizes.add(len(names))
    assert max(sizes) <= 8 and min(sizes) < max(sizes)  # the example run's steps key 5 to 7 marks, not ten each
    chain = steps[18]  # step 19: no merge, nothing the budget left out
    assert not any(look.MARKS[key] in keyed(dag.dag_figure(chain)) for key in (look.MERGED, look.NGRAM, UNVERIFIED))


def test_the_legend_has_room_for_all_its_rows():
    figure = dag.dag_figure(diamond_step())
    rows = dag.legend_rows(keyed(figure))
    assert rows >= 2 and figure.layout.margin.b >= dag_layout.LEGEND_TOP_PX + rows * dag_layout.LEGEND_ROW_PX
    assert dag.legend_rows(["x" * 10] * 3) == 1 and dag.legend_rows(["x" * 90] * 3) == 3
    bare = dag.dag_figure(diamond_step(), legend=False)
    plot = figure.layout.height - figure.layout.margin.b
    assert bare.layout.height - bare.layout.margin.b == plot  # the same plot area either way


def positions_step() -> StepTrace:
    """Schema 2. root → ' the' (accepted) / ' a' (rejected: the target wanted ' the'); ' a' → ' sky' (verified,
    stopped by θ_prob) and ' the' → ' sky' merged into it; ' a' → ' blue' (verified). The walk goes ' the' then
    stops at ' sky' (the target wanted ' is'): the copy of ' sky' under ' the' was judged, ' blue' never was."""
    nodes = (Node(1, "Hi", (), 0, 1.0, ROOT),
             Node(2, " the", (0,), 1, 0.6, ACCEPTED, p=0.7),
             Node(3, " a", (0,), 1, 0.3, REJECTED, p=0.2),
             Node(4, " sky", (2, 1), 2, 0.12, STOPPED, p=0.1, branch_end=True),
             Node(5, " blue", (2,), 2, 0.5, REJECTED, p=0.4))
    positions = (Position(0, -1, 9, 2, " the", 0.61, 1.0, True), Position(1, 0, 10, 6, " is", 0.55, 2.0, True),
                 Position(2, 0, 10, 4, " sky", 0.5, 1.0), Position(3, 1, 11, 0, ".", 0.3, 1.0),
                 Position(3, 2, 11, 0, ".", 0.3, 1.0), Position(4, 2, 11, 0, ".", 0.3, 1.0))
    return StepTrace(step=1, graph=TokenGraph(nodes), verdict=Verdict((0, 1), 6, " is", 0.55), committed=(2, 6),
                     committed_text=(" the", " is"), counters=Counters(2, 3, 1, 6, 1), positions=positions)


def test_a_node_under_a_rejected_parent_is_drawn_not_reached():
    step = positions_step()
    assert dag.verdicts(step) == [ROOT, ACCEPTED, REJECTED, REJECTED, look.NOT_REACHED]
    found = traces(dag.dag_figure(step))
    assert list(found[look.MARKS[look.NOT_REACHED]].customdata) == [4]  # ' blue': its parent ' a' was rejected
    assert list(found[look.MARKS[REJECTED]].customdata) == [2, 3]  # ' sky': its copy under ' the' was judged
    hover = dag._hover(step, 3)
    assert ("target: rejected (wanted ‘␣is’, p 0.55) · drafting: stopped by θ_prob (q 0.12 < θ_prob: a branch end"
            in hover)
    assert "target: rejected (wanted ‘␣the’, p 0.61) · drafting: kept" in dag._hover(step, 2)
    assert "target: never judged: its parent was not accepted" in dag._hover(step, 4)
    # The copy under ' the' left out (the budget cut it): ' sky' was judged nowhere.
    cut = replace(step, positions=step.positions[:3] + step.positions[4:])
    assert dag.verdicts(cut)[3] == look.NOT_REACHED
    # A version-1 step (no positions) reads it from the graph: a verified node with a parent on the accepted path.
    old = replace(step, positions=())
    assert dag.verdicts(old) == [ROOT, ACCEPTED, REJECTED, REJECTED, look.NOT_REACHED]
    # ... and names what the target wanted from the accepted path: ' the', then the bonus ' is'
    assert "target: rejected (wanted ‘␣is’, p 0.55) · drafting: stopped by θ_prob" in dag._hover(old, 3)
    go.Figure(dag.dag_figure(old).to_plotly_json())


def test_a_node_the_budget_cut_is_drawn_as_unverified():
    step = diamond_step()
    assert look.MARKS[UNVERIFIED] not in traces(dag.dag_figure(step))  # none, no legend entry
    nodes = list(step.graph.nodes)
    nodes[4] = replace(nodes[4], status=UNVERIFIED, p=None)
    cut = replace(step, graph=TokenGraph(tuple(nodes)))
    found = traces(dag.dag_figure(cut))
    rim = found[look.MARKS[UNVERIFIED]]
    assert len(rim.x) == 1 and rim.marker.line.color == look.COLORS[UNVERIFIED]
    assert len(found[look.MARKS[STOPPED]].x) == 1  # θ_prob stopped it too: both rims, the budget's outside
    assert rim.marker.size > found[look.MARKS[STOPPED]].marker.size
    hollow = found[look.MARKS[look.NOT_REACHED]]
    hover = hollow.hovertext[list(hollow.customdata).index(4)]
    assert "target: never judged: over the node budget" in hover and "p = not verified" in hover


def test_prompt_lookup_nodes_are_squared_and_say_where_they_came_from():
    step = diamond_step()
    assert look.MARKS[look.LOOKUP] not in traces(dag.dag_figure(step))  # no lookup node, no legend entry
    nodes = list(step.graph.nodes)
    nodes[3] = replace(nodes[3], lookup=True)  # ' sky' came from prompt lookup
    looked_up = replace(step, graph=TokenGraph(tuple(nodes)))
    square = traces(dag.dag_figure(looked_up))[look.MARKS[look.LOOKUP]]
    layout = dag_layout.layout_step(looked_up)
    assert square.marker.symbol == "square-open" and list(square.x) == [layout.x[3]]
    assert "prompt lookup" in dag._hover(looked_up, 3) and "prompt lookup" not in dag._hover(looked_up, 1)
    assert "· 5 drafted nodes (1 from prompt lookup) ·" in look.step_caption(looked_up)
    assert "prompt lookup" not in look.step_caption(step)


def test_datastore_nodes_are_diamonds_and_say_where_they_came_from():
    step = diamond_step()
    assert look.MARKS[look.RETRIEVED] not in traces(dag.dag_figure(step))  # none drawn, none keyed
    nodes = list(step.graph.nodes)
    nodes[3] = replace(nodes[3], lookup=True, retrieved=True)  # ' sky' came from the datastore
    nodes[2] = replace(nodes[2], lookup=True)  # and another node from prompt lookup
    both = replace(step, graph=TokenGraph(tuple(nodes)))
    drawn = traces(dag.dag_figure(both))
    layout = dag_layout.layout_step(both)
    assert drawn[look.MARKS[look.RETRIEVED]].marker.symbol == "diamond-open"
    assert list(drawn[look.MARKS[look.RETRIEVED]].x) == [layout.x[3]]
    assert list(drawn[look.MARKS[look.LOOKUP]].x) == [layout.x[2]]  # a datastore node is no square
    assert "from the datastore" in dag._hover(both, 3) and "prompt lookup" not in dag._hover(both, 3)
    assert "· 5 drafted nodes (1 from prompt lookup, 1 from the datastore) ·" in look.step_caption(both)


def test_merge_edges_are_drawn_distinctly():
    """Every edge into a merged node is dashed, its first parent's too (unless the accepted path runs along it), so
    that its parents read as such; they are keyed with the ring, in one entry."""
    step = random_step(1, 60, seed=4, merges=5)
    found = traces(dag.dag_figure(step))
    merge = found[look.MARKS["merge_edge"]]
    assert merge.line.dash == "dash" and merge.line.color == look.COLORS[look.MERGED]
    assert merge.showlegend is False and merge.legendgroup == found[look.MARKS[look.MERGED]].legendgroup
    path = set(zip(step.verdict.accepted, step.verdict.accepted[1:]))
    expected = [(p, i) for i, node in enumerate(step.graph.nodes) if node.merged for p in node.parents
                if (p, i) not in path]
    assert len(expected) >= 3 + 5
    tree = found["draft edge"]
    grey = {(tree.x[i], tree.y[i], tree.x[i + 1], tree.y[i + 1]) for i in range(0, len(tree.x), 3)}
    assert len(merge.x) == 3 * len(expected)  # two ends and a gap per edge
    layout = dag_layout.layout_step(step)
    drawn = {(merge.x[i], merge.y[i], merge.x[i + 1], merge.y[i + 1]) for i in range(0, len(merge.x), 3)}
    for a, b in expected:
        assert (layout.x[a], -layout.y[a], layout.x[b], -layout.y[b]) in drawn
        assert (layout.x[a], -layout.y[a], layout.x[b], -layout.y[b]) not in grey


def test_merged_node_and_its_recurring_ngram_are_highlighted():
    step = diamond_step()
    assert dag.recurring_ngrams(step) == set()  # ' the' and ' a' differ: a merge on the token alone, its ring alone
    assert look.MARKS[look.NGRAM] not in traces(dag.dag_figure(step))
    nodes = list(step.graph.nodes)
    nodes[2] = Node(2, " the", (0,), 1, 0.3, REJECTED, p=0.1)  # same token on both branches: a bigram
    bigram = StepTrace(**{**step.__dict__, "graph": TokenGraph(tuple(nodes))})
    assert dag.recurring_ngrams(bigram) == {1, 2, 3}
    halo = traces(dag.dag_figure(bigram))[look.MARKS[look.NGRAM]]
    assert len(halo.x) == 3


def test_labels_show_whitespace_and_are_escaped():
    figure = dag.dag_figure(diamond_step())
    texts = [t for trace in figure.data if trace.text for t in trace.text]
    assert "␣the" in texts and "␣sky" in texts and "↵" in texts and "␣is" in texts
    assert "&lt;b&gt;" in texts and "<b>" not in texts
    assert look.visible_text(" a\tb\r\x00") == "␣a⇥b␍\\x00"
    assert look.visible_text("") == "∅"


def test_hover_names_text_q_p_depth_status_parents():
    found = traces(dag.dag_figure(diamond_step()))
    merged_hover = [h for h in found[look.MARKS[ACCEPTED]].hovertext if "␣sky" in h][0]
    assert "q = 0.800" in merged_hover and "p = 0.900" in merged_hover
    assert "depth 2" in merged_hover and "parents 1, 2" in merged_hover and "target: accepted" in merged_hover
    pruned_hover = found[look.MARKS[look.NOT_REACHED]].hovertext[0]
    assert "p = not verified" in pruned_hover and "θ_sib" in pruned_hover and "&lt;b&gt;" in pruned_hover
    assert "target: never judged: pruned" in pruned_hover and "θ_path" not in pruned_hover
    step = diamond_step()  # the same node, pruned by θ_path instead
    nodes = tuple(replace(node, path_cut=node.status == PRUNED) for node in step.graph.nodes)
    cut_traces = traces(dag.dag_figure(replace(step, graph=TokenGraph(nodes))))
    cut_hover = cut_traces[look.MARKS[look.NOT_REACHED]].hovertext[0]
    assert "pruned by θ_path" in cut_hover and "product of q from the root" in cut_hover and "θ_sib" not in cut_hover
    stopped_hover = found[look.MARKS[REJECTED]].hovertext[1]
    assert "target: rejected (wanted ‘␣is’, p 0.80) · drafting: stopped by θ_prob" in stopped_hover  # the bonus
    assert "branch end" in stopped_hover
    assert "p = 0.800" in found[look.MARKS[look.BONUS]].hovertext[0]


def test_bonus_token_follows_the_last_accepted_node():
    step = diamond_step()
    layout = dag_layout.layout_step(step)
    bonus = traces(dag.dag_figure(step))[look.MARKS[look.BONUS]]
    assert bonus.x[0] == 3 and bonus.text[0] == "␣is" and bonus.marker.symbol == "star"
    assert layout.x[len(step.graph.nodes)] == step.graph.nodes[3].depth + 1


def test_ar_step_draws_root_and_bonus_only():
    figure = dag.dag_figure(ar_step(1, 3))
    found = traces(figure)
    assert len(found[look.MARKS[ROOT]].x) == 1 and len(found[look.MARKS[look.BONUS]].x) == 1
    assert sum(len(t.x) for t in figure.data if t.mode == "markers+text") == 2


def test_first_parent_edges_never_cross():
    for seed in range(5):
        step = random_step(seed, 100, seed=seed)
        layout = dag_layout.layout_step(step)
        edges = [(node.parents[0], i) for i, node in enumerate(step.graph.nodes) if node.parents]
        for a, b in edges:
            for c, d in edges:
                if layout.x[a] == layout.x[c] and a != c and b != d:
                    assert (layout.y[a] - layout.y[c]) * (layout.y[b] - layout.y[d]) > 0


def label_boxes(layout: dag.DagLayout, width_px: float) -> tuple[list[tuple], list[tuple]]:
    """Pixel boxes (left, top, right, bottom) of every drawn label and every marker, at plot width `width_px`."""
    plot_w = width_px - dag_layout.MARGIN["l"] - dag_layout.MARGIN["r"]
    plot_h = layout.height_px - dag_layout.MARGIN["t"] - dag_layout.MARGIN["b"]
    (x0, x1), (y0, y1) = layout.x_range, layout.y_range
    labels, markers = [], []
    for x, y, label in zip(layout.x, layout.y, layout.labels):
        px = (x - x0) / (x1 - x0) * plot_w
        py = (y1 - (-y)) / (y1 - y0) * plot_h
        r = layout.marker_px / 2
        markers.append((px - r, py - r, px + r, py + r))
        if label:
            left = px + r + 2
            height = layout.font_px * dag_layout.LINE_EM
            labels.append((left, py - height / 2, left + dag_layout.text_width(label) * layout.font_px * dag_layout.CHAR_EM,
                           py + height / 2))
    return labels, markers


def overlaps(a: tuple, b: tuple) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5


@pytest.mark.parametrize("size,k,depth", [(100, 4, 6), (100, 8, 3), (100, 2, 16), (256, 8, 8), (30, 4, 6)])
def test_no_label_overlaps_a_label_or_a_marker(size, k, depth):
    step = random_step(1, size, seed=size + k + depth, k=k, max_depth=depth)
    layout = dag_layout.layout_step(step)
    assert len(layout.x) == len(step.graph.nodes) + 1
    for width in (dag_layout.MIN_PLOT_WIDTH_PX, 900):
        labels, markers = label_boxes(layout, width)
        assert labels, "labels drawn"
        for i, a in enumerate(labels):
            plot_h = layout.height_px - dag_layout.MARGIN["t"] - dag_layout.MARGIN["b"]
            assert a[1] >= -1 and a[3] <= plot_h + 1, "label inside the plot"
            for b in labels[i + 1:]:
                assert not overlaps(a, b), (a, b)
            assert not any(overlaps(a, m) for m in markers), a
    if size == 100:
        assert layout.font_px == dag_layout.FONT_PX and all(layout.labels), "every node labelled at 100 nodes"
    assert layout.height_px <= dag_layout.MAX_HEIGHT_PX


def test_long_labels_are_truncated_to_the_column():
    step = random_step(1, 40, seed=1, max_depth=16, k=2)
    layout = dag_layout.layout_step(step)
    assert any(label.endswith("…") for label in layout.labels)
    assert dag_layout.truncate("abcdef", 4) == "abc…" and dag_layout.truncate("abc", 4) == "abc"
    assert dag_layout.truncate("空空空", 4) == "空…"


def test_tokens_html_marks_origin_and_step_and_escapes():
    steps = [diamond_step(), ar_step(2, 13)]  # WORDS[13] is ' <b>bold</b>'
    page = tokens_html(steps, selected=2)
    assert page.count('class="gsd-step') == 2
    assert page.count("gsd-tok gsd-draft") == 2 + 1  # two accepted draft tokens and the legend's swatch
    assert page.count("gsd-tok gsd-bonus") == 2 + 1
    assert 'title="step 1: accepted draft token 1 of 2"' in page
    assert 'title="step 2: bonus token (target)"' in page
    assert "&lt;b&gt;bold&lt;/b&gt;" in page and "<b>bold" not in page
    assert 'gsd-step gsd-selected" data-step="2"' in page
    assert "appear here" in tokens_html([])


def test_a_step_the_run_ended_inside_keeps_no_bonus_token():
    """An EOS among the accepted tokens (or max_new_tokens) cuts `committed` short: the last kept token is
    an accepted draft token, not the bonus, and the caption says what was kept."""
    whole = diamond_step()
    ended = replace(whole, committed=whole.committed[:1], committed_text=whole.committed_text[:1])
    assert whole.bonus_committed and not ended.bonus_committed
    page = tokens_html([ended])
    assert 'title="step 1: accepted draft token 1 of 2"' in page and "step 1: bonus" not in page
    ran = whole.counters.draft_tokens
    assert look.step_caption(whole) == (f"Step 1 · 5 drafted nodes · 1 merge saved 1 draft token ({ran} run, "
                                        f"{ran + 1} without merging) · accepted 2 + bonus ␣is")
    assert look.step_caption(ended, 1, 1).endswith(  # on a line of its own: the figure's title breaks there
        "accepted 2 + bonus ␣is (not kept)\nThe run hit max new tokens here: 1 of the 2 accepted tokens kept, not the "
        "bonus")
    full = replace(whole, committed=whole.committed[:2], committed_text=whole.committed_text[:2])
    assert look.ended_inside(full) == "The run hit max new tokens here: all 2 accepted tokens kept, not the bonus"
    title = dag.dag_figure(ended).layout  # the note on a line of its own, under the title, above the plot
    assert title.title.text.endswith("bonus ␣is (not kept)") and "max new tokens" not in title.title.text
    note = title.annotations[0]  # under the lines on where the walk stopped and the merge
    assert note.text.endswith("<br>The run hit max new tokens here: 1 of the 2 accepted tokens kept, not the bonus")
    assert note.text.count("<br>") == 2
    assert (note.yref, note.y, note.yanchor) == ("paper", 1, "bottom")
    plain = dag.dag_figure(whole).layout
    assert title.margin.t == plain.margin.t + dag_layout.TITLE_LINE_PX  # room for it
    assert "max new tokens" not in plain.annotations[0].text
    assert title.height - title.margin.t == plain.height - plain.margin.t  # the same plot area


def test_a_step_that_ended_at_an_end_of_text_and_drafted_past_it_says_so():
    """The target accepted ⟨end⟩ as the first of its 2 accepted tokens: the text ends there, so the run kept 1 of
    them; the draft, which does not know the text ends, drafted past it. Neither is an error, and the caption says
    what each means."""
    step = diamond_step()
    nodes = list(step.graph.nodes)
    nodes[1] = replace(nodes[1], text=END_OF_TEXT)
    ended = replace(step, graph=TokenGraph(tuple(nodes)), committed=step.committed[:1], committed_text=(END_OF_TEXT,))
    caption = look.step_caption(ended)
    assert caption.endswith("accepted 2 + bonus ␣is (not kept)\nThe text ended at ⟨end⟩ here: 1 of the 2 accepted tokens kept, "
                            "not the bonus\nDrafted on past ⟨end⟩: drafting does not stop at an end of text, and "
                            "nothing after one is kept")
    assert look.drafted_past_end(ended) == [3] and look.drafted_past_end(step) == []
    assert "the draft does not know the text ends" in dag._hover(ended, 3)
    assert "the draft does not know" not in look.step_caption(step) + dag._hover(step, 3)


def test_stats_table_reads_the_run_summary_and_the_speedup():
    steps = [diamond_step(), diamond_step()]
    summary = summarize(steps, config={}, wall_s=0.5)  # the one totals path; the panel only lays it out
    assert summary.new_tokens == 6 and summary.tau == 3.0 and summary.tokens_per_s == 12.0
    table = stats.stats_markdown(summary)
    for row in ("| τ | **3.00** | tokens committed per target forward, the bonus token counted |",
                "| tokens/s, engine | **12.0** | 6 tokens in 0.50 s inside the engine", "| target forwards | 2 |",
                "| draft forwards · draft tokens | 6 · 8 | draft forwards: runs of the draft model, one per layer of "
                "the graph; draft tokens: positions they ran |",
                "| draft tokens saved by merges | 2 (20%) | positions the target verified that the draft never ran",
                "| target tree size | 6.0 |",
                "| acceptance at depth d | d1: 100% · d2: 100% · d3: 0% | steps whose accepted path reached d ÷ steps"):
        assert row in table, row
    assert "speed-up" not in table
    baseline = RunSummary(config={}, target="t", draft="d", prompt_tokens=3, new_tokens=6, steps=6, target_forwards=6,
                          draft_forwards=0, draft_tokens=0, draft_tokens_saved=0, wall_s=1.0,
                          text=" the sky is the sky is", accept_by_depth=())
    versus = stats.versus_ar(summary, baseline)
    assert versus.speedup == pytest.approx(2.0) and versus.same_text is True and versus.tokens_per_s == 6.0
    decoded = replace(summary, text="a sky is", wall_s=0.25)  # a summary's own (decoded) text and wall time
    versus = stats.versus_ar(decoded, baseline)
    assert versus.speedup == pytest.approx(4.0) and versus.same_text is False
    assert stats.versus_ar(replace(summary, text=""), baseline).same_text is None  # nothing to compare
    assert stats.versus_ar(summary, replace(baseline, wall_s=0.0)).speedup is None
    table = stats.stats_markdown(summary, baseline=baseline)
    assert "| speed-up vs ar | **2.00×** · same text as ar ✓ | tokens/s over the target alone's (6.0)" in table
    assert "text differs from ar ✗" in stats.stats_markdown(decoded, baseline=baseline)
    assert "speed-up vs ar | **4.00×** | tokens/s" in stats.stats_markdown(decoded, baseline=baseline,
                                                                                       greedy=False)
    assert stats.stats_markdown(None) == "No run yet."
    assert stats.stats_markdown(summarize([], config={}, wall_s=0.0)) == "No run yet."


def test_the_caption_counts_the_step_merges_and_the_draft_tokens_they_saved():
    step = random_step(1, 60, seed=4, merges=5)
    merges = sum(len(node.parents) - 1 for node in step.graph.nodes[1:])  # one merge edge per extra parent
    assert merges == len(step.graph.merge_edges) == 5
    ran, saved = step.counters.draft_tokens, step.counters.draft_tokens_saved
    assert (f" · 5 merges saved {saved} draft tokens ({ran} run, {ran + saved} without merging) · "
            in look.step_caption(step))
    plain = random_step(1, 30, seed=4, merges=0)
    assert " · no merge · accepted" in look.step_caption(plain)
    assert "merge" not in look.step_caption(ar_step(1, 3))  # no draft, nothing to merge


def test_hovering_a_merged_node_names_its_parents_and_the_shared_ngram():
    found = traces(dag.dag_figure(diamond_step()))
    merged = [h for h in found[look.MARKS[ACCEPTED]].hovertext if "␣sky" in h][0]
    assert "merged: 2 branches, after ␣the (1) + ␣a (2)" in merged and "shared n-gram: ␣sky " in merged
    nodes = list(diamond_step().graph.nodes)
    nodes[2] = Node(2, " the", (0,), 1, 0.3, REJECTED, p=0.1)  # both branches say ' the': the bigram ' the sky'
    bigram = replace(diamond_step(), graph=TokenGraph(tuple(nodes)))
    assert dag.ngram_levels(bigram, 3) == [[1, 2]]
    merged = [h for h in traces(dag.dag_figure(bigram))[look.MARKS[ACCEPTED]].hovertext if "␣sky" in h][0]
    assert "shared n-gram: ␣the ␣sky " in merged


def test_the_caption_says_what_the_target_wanted_where_its_walk_stopped():
    """positions_step: the walk accepted ' the', then the target judged ' sky' under it and wanted ' is' (the
    bonus) instead: a line under the caption says so, the hover's answer, read from the verify positions or, in a
    step that records none, from the accepted path. ' a' (rejected under the root, where the target took the green
    ' the') is no part of it."""
    step = positions_step()
    line = "After ‘␣the’ the target wanted ‘␣is’ (p 0.55, the ★), not the red ‘␣sky’"
    assert dag.stop_line(step) == line and "rejected (wanted ‘␣is’, p 0.55)" in dag._hover(step, 3)
    assert dag.stop_line(replace(step, positions=())) == line
    notes = dag.dag_figure(step).layout.annotations[0].text.split("<br>")
    assert notes[0] == line.replace("&", "&amp;")
    assert dag.stop_line(diamond_step()) == "After ‘␣sky’ the target wanted ‘␣is’ (p 0.80, the ★), not the red ‘↵’"
    assert dag.stop_line(ar_step(1, 3)) == ""  # nothing drafted: nothing rejected
    # Every accepted child of the root, none judged after the last: the walk ran out of draft, no line.
    whole = replace(step, verdict=replace(step.verdict, accepted=(0, 1, 3)),
                    positions=tuple(replace(p, accepted=True) if i == 3 else p for i, p in enumerate(step.positions)))
    assert dag.stop_line(whole) == ""
    # Several rejected there: the draft's likeliest two named, the rest counted.
    from gsd.trace_file import load

    steps, _, _ = load(str(Path(__file__).parents[1] / "assets" / "example_trace.json"))
    lines = 0
    for recorded in steps:
        reached, judged = dag._reached(recorded), dag.verdicts(recorded)
        last = recorded.verdict.accepted[-1]
        red = [i for i, verdict in enumerate(judged) if verdict == REJECTED
               and recorded.positions[reached[i]].node == last]
        said = dag.stop_line(recorded)
        assert bool(said) == bool(red)
        if red:
            lines += 1
            bonus = dag_layout.truncate(look.visible_text(recorded.verdict.bonus_text), dag.WANTED_CELLS)
            assert f"the target wanted ‘{bonus}’" in said and "the ★" in said
            whole_text = html.escape(look.visible_text(recorded.verdict.bonus_text))
            assert all(f"wanted ‘{whole_text}’" in dag._hover(recorded, i) for i in red)  # the hover says the same
            assert said.endswith(f" +{len(red) - 2}") == (len(red) > 2)
    assert lines >= 10


def test_the_caption_names_each_merged_nodes_parents():
    step = diamond_step()
    assert dag.merge_line(step) == "Merged (ring, dashed edges): ‘␣sky’ follows both ‘␣the’ and ‘␣a’"
    notes = dag.dag_figure(step).layout.annotations[0].text.split("<br>")
    assert notes[1] == dag.merge_line(step)
    nodes = list(step.graph.nodes)
    nodes[2] = Node(2, " the", (0,), 1, 0.3, REJECTED, p=0.1)  # both branches ' the': named with the token before
    bigram = replace(step, graph=TokenGraph(tuple(nodes)))
    assert dag.merge_line(bigram) == "Merged (ring, dashed edges): ‘␣sky’ follows both ‘Hi␣the’ and ‘Hi␣the’"
    many = random_step(1, 60, seed=4, merges=5)
    merged = [node for node in many.graph.nodes if node.merged]
    said = dag.merge_line(many)
    assert said.count(" follows ") == 2 and said.endswith(f" · {len(merged) - 2} more")
    assert dag.merge_line(random_step(1, 30, seed=4, merges=0)) == "" and dag.merge_line(ar_step(1, 3)) == ""


def test_a_real_merge_is_picked_for_the_explanation():
    plain = [random_step(i, 20, seed=i, merges=0) for i in range(1, 4)]
    assert dag.merge_example(plain) is None
    merging = plain + [random_step(9, 30, seed=9, merges=2), random_step(8, 30, seed=8, merges=4)]
    chosen = merging[dag.merge_example(merging)]
    assert chosen.graph.has_merge and len(chosen.graph.nodes) <= 45
    assert dag.merge_example([random_step(1, 80, seed=1, merges=3)]) is None  # too big to read


def test_an_end_of_text_token_is_a_marker_never_its_raw_text():
    for text in (END_OF_TEXT, "<|im_end|>", "<|endoftext|>", "</s>", "<|eot_id|>"):
        assert look.is_end_of_text(text) and look.visible_text(text) == look.END_LABEL, text
    for text in (" end", "<b>", "</span>", "<|im_start|>", "s", ""):
        assert not look.is_end_of_text(text), text
    step = diamond_step()
    ended = replace(step, verdict=replace(step.verdict, bonus_text="<|im_end|>"),
                    committed_text=step.committed_text[:2] + (END_OF_TEXT,))
    page = tokens_html([ended])
    assert 'gsd-bonus gsd-eos" title="step 1: bonus token (target)">⏎ end of text</span>' in page
    assert END_OF_TEXT not in page and "im_end" not in page
    bonus = traces(dag.dag_figure(ended))[look.MARKS[look.BONUS]]
    assert list(bonus.text) == [look.END_LABEL] and "im_end" not in bonus.hovertext[0]
    assert look.step_caption(ended).endswith("bonus ⟨end⟩")


def test_dag_panels_and_session_import_no_torch_and_no_gradio():
    code = ("import sys, gsd.page.step.dag, gsd.page.inside.panel, gsd.page.look, gsd.page.run.session; "
            "sys.exit('torch' in sys.modules or 'gradio' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[1]).returncode == 0


def build_time_ms(size: int = 100, repeats: int = 30) -> float:
    """Median milliseconds to build one `size`-node step's figure (after one warm-up)."""
    steps = [random_step(i, size, seed=i) for i in range(repeats)]
    dag.dag_figure(steps[0])
    times = []
    for step in steps:
        start = time.perf_counter()
        dag.dag_figure(step)
        times.append((time.perf_counter() - start) * 1000)
    return sorted(times)[len(times) // 2]


if __name__ == "__main__":
    print(f"100-node step figure: {build_time_ms():.1f} ms median (budget 50 ms)")


def test_a_long_caption_goes_on_under_the_title_rather_than_off_the_graph():
    from gsd.page.step.dag import TITLE_CHARS, fitted

    caption = "Step 13/124 · 24 drafted nodes (2 from prompt lookup) · 17 merges saved 15 draft tokens (12 run, 27 " \
              "without merging) · accepted 2 + bonus ␣on"
    first, rest = fitted(caption)
    assert len(first) <= TITLE_CHARS and rest == ["accepted 2 + bonus ␣on"] and first + " · " + rest[0] == caption
    assert fitted("Step 1/2 · accepted 0 + bonus x") == ("Step 1/2 · accepted 0 + bonus x", [])

