"""gsd/page/evidence/calibration.py: the share of drafted positions the target accepted, by the draft's q, on hand-made
steps whose every count is known, and on the recorded example trace. No models, no browser."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import plotly.graph_objects as go
import pytest

from gsd import trace_file
from gsd.page import look
from gsd.page.charts import RUN_COLORS
from gsd.page.evidence import calibration
from gsd.page.run.session import accepted_path_only
from gsd.trace import ACCEPTED, REJECTED, ROOT, UNVERIFIED, Counters, Node, Position, StepTrace, TokenGraph, Verdict
from helpers import ar_step

EXAMPLE = Path(__file__).parents[1] / "assets" / "example_trace.json"


def node(token: int, q: float, parents: tuple[int, ...], status: str, lookup: bool = False) -> Node:
    return Node(token=token, text=f"t{token}", parents=parents, depth=1, q=q, status=status, lookup=lookup)


def position(copies: int, parent: int, target_token: int, accepted: bool = False) -> Position:
    return Position(node=copies, parent=parent, position_id=10, target_token=target_token, target_text="",
                    target_p=0.5, margin=1.0, accepted=accepted)


def step(nodes: list[Node], positions: list[Position], accepted: tuple[int, ...], bonus: int) -> StepTrace:
    return StepTrace(step=1, graph=TokenGraph(tuple(nodes)), verdict=Verdict(accepted, bonus, "", 0.5),
                     committed=(), committed_text=(), counters=Counters(target_tree_size=len(positions)),
                     positions=tuple(positions))


def known_step() -> StepTrace:
    """Accepted walk root → 1 → 4, bonus 50. Counted (parent reached, drafted): node 1 (q 0.85, accepted), 2 (0.15,
    rejected), 3 (0.55, rejected), 4 (0.35, accepted) and merged node 7's copy under 1 (0.15, rejected). Not
    counted: node 5 and node 7's copy under 2 (the target never reached node 2), lookup node 6."""
    nodes = [node(0, 1.0, (), ROOT), node(11, 0.85, (0,), ACCEPTED), node(12, 0.15, (0,), REJECTED),
             node(13, 0.55, (1,), REJECTED), node(14, 0.35, (1,), ACCEPTED), node(15, 0.95, (2,), REJECTED),
             node(16, 0.05, (4,), REJECTED, lookup=True), node(17, 0.15, (1, 2), REJECTED),
             node(18, 0.6, (2,), UNVERIFIED)]
    positions = [position(0, -1, 11, True), position(1, 0, 14, True), position(2, 0, 15), position(3, 1, 0),
                 position(4, 1, 50, True), position(7, 1, 0), position(5, 2, 0), position(7, 2, 0),
                 position(6, 4, 0)]
    return step(nodes, positions, (0, 1, 4), 50)


def counts(bins: list[calibration.Bin]) -> dict[float, tuple[int, int]]:
    return {b.low: (b.count, b.accepted) for b in bins if b.count}


def test_each_drafted_position_under_a_reached_parent_counts_once_in_its_bin_of_q():
    bins = calibration.calibration([known_step()])
    assert [(b.low, b.high) for b in bins] == [(i / 10, (i + 1) / 10) for i in range(10)]
    assert counts(bins) == {0.1: (2, 0), 0.3: (1, 1), 0.5: (1, 0), 0.8: (1, 1)}
    assert bins[1].share == 0 and bins[3].share == 1 and bins[0].share is None


def test_acceptance_is_the_target_token_at_the_parent_not_the_graph_status():
    changed = known_step()
    nodes = list(changed.graph.nodes)
    nodes[2] = replace(nodes[2], status=ACCEPTED)  # a wrong status: the positions decide
    positions = list(changed.positions)
    positions[0] = replace(positions[0], target_token=12)  # the target's token at the root is now node 2's
    counted = counts(calibration.calibration([replace(changed, positions=tuple(positions))]))
    assert counted[0.1] == (2, 1) and counted[0.8] == (1, 0)
    assert counts(calibration.calibration([replace(changed, graph=TokenGraph(tuple(nodes)))]))[0.1] == (2, 0)


def test_bin_edges_and_a_fully_accepted_chain():
    nodes = [node(0, 1.0, (), ROOT), node(1, 1.0, (0,), ACCEPTED), node(2, 0.3, (1,), ACCEPTED),
             node(3, 0.0999, (2,), ACCEPTED)]
    positions = [position(0, -1, 1, True), position(1, 0, 2, True), position(2, 1, 3, True), position(3, 2, 9, True)]
    chain = step(nodes, positions, (0, 1, 2, 3), 9)  # every position accepted, none cut: not a trimmed step
    assert not calibration.trimmed(chain)
    assert counts(calibration.calibration([chain])) == {0.0: (1, 1), 0.3: (1, 1), 0.9: (1, 1)}


def test_trimmed_steps_and_steps_without_positions_are_left_out():
    whole = known_step()
    cut = accepted_path_only(whole)
    assert calibration.trimmed(cut) and not calibration.trimmed(whole)
    old = replace(whole, positions=())  # a version-1 trace
    assert calibration.calibration([whole, cut, old]) == calibration.calibration([whole])
    assert all(b.count == 0 for b in calibration.calibration([cut, old]))
    assert calibration.calibration([ar_step(1, 3)]) == calibration.calibration([])


def test_the_sentence_gives_the_runs_numbers_and_what_was_left_out():
    whole = known_step()
    text = calibration.calibration_text([whole, accepted_path_only(whole), replace(whole, positions=())])
    assert text == ("Of **5** drafted positions whose parent the target reached, those with q 0.1–0.2 were accepted "
                    "**0%** of the time (2 positions), 0.8–0.9 **100%** (1): the draft is close to calibrated "
                    "(mean q 0.41, 40% accepted). Left out: 1 prompt-lookup position; 2 steps without all their "
                    "verify positions (cut to the accepted path, or recorded before positions were).")

    def with_q(q: float) -> StepTrace:
        nodes = tuple(n if n.status == ROOT else replace(n, q=q) for n in whole.graph.nodes)
        return replace(whole, graph=TokenGraph(nodes))

    assert "path probability" not in text  # every counted position's path probability is 0.1 or more
    unsure = calibration.calibration_text([with_q(0.3)])  # paths 0.3 at depth 1, 0.09 at depth 2
    assert ("which θ_path prunes by; 0.1 is the Fast preset's θ_path, 0 See the graph's): under 0.1 accepted **33%** (3 positions), 0.1 or more "
            "**50%** (2). Left out: 1 prompt-lookup position.") in unsure
    sure = calibration.calibration_text([with_q(0.95)])
    assert "all had q 0.9–1.0 and were accepted **40%** of the time" in sure
    assert "over-confident" in sure and "mean q 0.95, 40% accepted" in sure
    assert "under-confident" in calibration.calibration_text([with_q(0.05)])
    assert calibration.calibration_text([ar_step(1, 3)]).startswith("No drafted position")


def test_path_probability_is_the_product_of_q_along_the_copys_path_without_lookup():
    """Each counted position's path probability (what θ_path prunes by): node 1's q at depth 1, times its child's q
    at depth 2 (the merged node 7 along its copy under 1); the lookup position and those under node 2, whose
    parent the target never reached, are left out."""
    found = calibration.path_outcomes([known_step()])
    assert [reach for reach, _ in found] == pytest.approx([0.85, 0.15, 0.85 * 0.55, 0.85 * 0.35, 0.85 * 0.15])
    assert [ok for _, ok in found] == [True, False, False, True, False]


def test_the_figure_draws_each_runs_shares_the_diagonal_and_the_thresholds():
    ar = [ar_step(i, 3) for i in range(1, 4)]
    figure = calibration.calibration_figure([("ar", ar), ("gsd", [known_step()])], 0.3, 0.2)
    go.Figure(figure.to_plotly_json())  # plotly's own validation of everything the figure holds
    band, diagonal, theta_prob, gsd = figure.data  # ar has nothing to count: no line
    assert gsd.name == "gsd" and list(gsd.x) == pytest.approx([0.15, 0.35, 0.55, 0.85]) and list(gsd.y) == [0, 1, 0, 1]
    assert [row[2:] for row in gsd.customdata] == [[2, 0], [1, 1], [1, 0], [1, 1]]
    assert gsd.marker.size[0] == calibration.MAX_MARKER_PX > gsd.marker.size[1]  # the biggest bin, the biggest mark
    assert gsd.line.color == RUN_COLORS[1]  # as in the depth chart, where ar takes the first colour
    assert list(diagonal.x) == list(diagonal.y) == [0, 1] and diagonal.name == "perfectly calibrated"
    assert list(theta_prob.x) == [0.3, 0.3] and theta_prob.name.startswith("θ_prob = 0.30")
    assert max(band.x) == 0.2 and band.fill == "toself" and "best sibling" in band.name
    assert [a.text for a in figure.layout.annotations] == ["θ_prob", "θ_sib"]
    assert "Prompt-lookup nodes are left out" in figure.layout.title.text
    assert figure.layout.xaxis.title.text == "q, the draft's probability of the token"
    assert figure.layout.yaxis.title.text == "accepted by the target"
    alone = calibration.calibration_figure([("gsd", [known_step()])], None, 0.0)  # θ off: not drawn
    assert [t.name for t in alone.data] == ["perfectly calibrated", "gsd"]
    assert alone.data[1].line.color == look.COLORS[ACCEPTED] and not alone.layout.annotations
    empty = calibration.calibration_figure([("ar", ar), ("none", [])], 0.3, 0.2)
    assert empty.data == () and "appears here" in empty.layout.annotations[0].text


def test_the_recorded_example_has_drafted_positions_to_count():
    steps, summary, _ = trace_file.from_dict(trace_file.read(str(EXAMPLE)))
    bins = calibration.calibration(steps)
    assert sum(b.count for b in bins) > 0 and all(0 <= b.accepted <= b.count for b in bins)
    figure = calibration.calibration_figure([("gsd", steps)], summary.config["theta_prob"],
                                            summary.config["theta_sib"])
    assert sum(c[2] for c in figure.data[-1].customdata) == sum(b.count for b in bins)
    assert calibration.calibration_text(steps).startswith(f"Of **{sum(b.count for b in bins)}** drafted positions")


def test_calibration_imports_no_torch_and_no_gradio():
    code = "import sys, gsd.page.evidence.calibration; sys.exit('torch' in sys.modules or 'gradio' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).parents[1]).returncode == 0
