"""gsd/page/evidence/projection.py: a run's own steps priced on the shipped GPU table
(`assets/gpu-verify-costs-h200.json`), set against plain decoding there. No models."""

from __future__ import annotations

from dataclasses import replace

import pytest

from gsd.page.evidence import projection
from gsd.trace import Counters
from helpers import ar_step, page, run, synthetic_run, value
from gsd.page.run.session import Session


def test_plain_decoding_priced_is_plain_decoding_on_every_target():
    steps = [ar_step(i, 3) for i in range(1, 9)]
    rows = projection.priced(steps)
    assert len(rows) == len(projection.TARGETS)
    assert all(row.speedup == pytest.approx(1.0) for row in rows)


def test_a_step_costs_its_verify_at_its_rows_and_each_draft_forward_at_its_width():
    step = replace(ar_step(1, 3), committed=(3, 4, 5),
                   counters=Counters(draft_forwards=2, draft_tokens=8, target_tree_size=13))
    rows = projection.table()["rows"]
    verify, draft = rows["llama-8b/bfloat16"]["ms_by_rows"], rows["llama-3.2-1b/bfloat16"]["ms_by_rows"]
    per_token, plain = projection.price([step], "llama-8b/bfloat16", "llama-3.2-1b/bfloat16")
    assert per_token == pytest.approx((verify["16"] + 2 * draft["4"]) / 3)  # 13 rows run as 16; 4 rows a forward
    assert plain == verify["1"]


def test_the_panel_names_the_table_and_each_target_with_its_speed_up():
    said = projection.projection_markdown(synthetic_run(8, 14), here_ms_per_token=25.0)
    assert "gpu-verify-costs-h200.json" in said and "H200" in said and "keeps this run's acceptance" in said
    for label, _, _ in projection.TARGETS:
        assert label in said
    assert "25.0 ms a token in the engine" in said  # the engine's own time here, the page's drawing not counted
    assert "25.0 ms a token in the engine." in said  # a run not streamed here (a trace, a comparison's): no kind
    # a streamed run's engine time says it shared the CPU with the page's drawing, where Compare's is its own
    streamed = projection.projection_markdown(synthetic_run(8, 14), here_ms_per_token=25.0, streamed=True)
    assert "25.0 ms a token in the engine as it streamed, the page drawing each step beside it" in streamed
    assert projection.projection_markdown([]) == ""


def test_each_row_says_projected_in_its_cells_names_its_draft_and_whose_acceptance_it_keeps():
    """A row's projected numbers say "projected" in the cell itself, not only in a header; the plain forward
    there is the table's measurement; each row names the draft it prices and, beside its numbers, whose
    acceptance it keeps: this run's own for its own pair, this 135M run's for any other."""
    steps = synthetic_run(8, 14)
    said = projection.projection_markdown(steps)
    table = [line for line in said.splitlines() if line.startswith("| ") and "projected |" in line]
    rows = projection.priced(steps)
    assert len(table) == len(rows) == len(projection.TARGETS)
    for line, row in zip(table, rows):
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        assert cells == [row.label, f"{row.ms_per_token:.2f} projected", f"{row.plain_ms_per_token:.2f} measured there",
                         f"**{row.speedup:.2f}× projected**",
                         projection.OWN_ACCEPTANCE if row is rows[0] else projection.OTHER_ACCEPTANCE]
        assert " draft" in cells[0]  # every row names its draft
    assert projection.OTHER_ACCEPTANCE == "this 135M run's; another pair would accept differently"
    assert "Here" not in said  # no engine time given, none said


def test_a_run_on_the_page_shows_its_projection():
    handlers, session = page(), Session()
    run(handlers, session)
    shown = value(handlers.rest(session).projection)  # the evidence, drawn once the run has ended
    assert "Qwen2.5-7B" in shown and "Llama 8B" in shown and "×" in shown


def test_compares_rows_price_each_run_on_an_8b_target():
    from gsd.page.compare import panel as compare_panel
    from gsd.trace import summarize

    ar_steps = [ar_step(i, i) for i in range(1, 9)]
    drafted = synthetic_run(4, 14)
    runs = [("ar", summarize(ar_steps, config={"mode": "ar"}, wall_s=2.0)),
            ("gsd", summarize(drafted, config={"mode": "gsd"}, wall_s=1.0))]
    rows = compare_panel.compare_rows(compare_panel.compared(runs, [ar_steps, drafted]))
    column = compare_panel.COMPARE_HEADERS.index("projected on an H200: Llama 8B, Llama-3.2-1B draft, this run's acceptance")
    assert rows[0][column] == "1.00× projected"  # plain decoding priced is plain decoding
    *_, last = projection.priced(drafted)
    assert rows[1][column] == f"{last.speedup:.2f}× projected"


def test_trees_that_do_not_pay_say_how_many_tokens_a_step_would_make_them_pay():
    """Two steps of 13 positions and 2 draft forwards of 4 rows, 3 tokens each: on the 8B target they cost more a
    token than plain decoding; they break even where the same cost buys `tokens / speed-up` tokens a step."""
    step = replace(ar_step(1, 3), committed=(3, 4, 5),
                   counters=Counters(draft_forwards=6, draft_tokens=24, target_tree_size=13))
    steps = [step, replace(step, step=2)]
    largest = projection.priced(steps)[-1]
    assert largest.speedup < 1
    said = projection.verdict(steps, projection.priced(steps))
    assert "Even on the H200 these trees would not pay" in said
    assert f"with Llama 8B, steps of this size break even at **{3 / largest.speedup:.2f} tokens a step**" in said
    assert "against these 3.00" in said


def test_the_evidence_says_a_streamed_runs_times_were_taken_beside_the_drawing():
    """A run streamed to this page was timed while the page drew each step; a comparison's run (undrawn) and a
    recorded one were not: the projection's line and the cost chart's say which."""
    from gsd.page.evidence import cost
    from gsd.page.run.shown import Shown

    steps = tuple(synthetic_run(8, 14))
    streamed, compared = Shown(steps=steps, wall_s=1.0, streamed_s=1.2), Shown(steps=steps, wall_s=1.0,
                                                                              streamed_s=1.2, compared=True)
    assert streamed.timed_beside_drawing and not compared.timed_beside_drawing
    assert not Shown(steps=steps, wall_s=1.0).timed_beside_drawing
    assert "in the engine as it streamed" in projection.draw(streamed)["projection"]
    assert "in the engine as it streamed" not in projection.draw(compared)["projection"]
    assert "as it streamed beside the page's drawing" in cost.draw(streamed)["cost_text"]
    assert "as it streamed beside" not in cost.draw(compared)["cost_text"]
