"""The headline (`#headline`): the run on show in three figures, beside its text in the first view. Its speed (the
engine's own; for a run streamed to this page, the text's on screen too, and the engine's undrawn where Compare ran
the same settings on the same prompt), τ (tokens per target forward) and whether
its text is the target's own: "same text as plain decoding" under greedy decoding (checked against the ar run on
the same input where one ran), the sampling guarantee otherwise.
"""

from __future__ import annotations

import html
from typing import Any

from ..evidence.stats import versus_ar
from ..run.shown import Shown

NAMES = ("headline",)
EMPTY = "Generate: the run's speed, τ and exactness appear here."

CSS = """
.gsd-headline { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.gsd-figure { border: 1px solid #e5e7eb; border-radius: 6px; padding: 4px 8px; }
.gsd-figure b { font-size: 1.35em; font-variant-numeric: tabular-nums; }
.gsd-figure small { display: block; color: #6b7280; font-size: 0.78em; line-height: 1.3; }
.gsd-empty { color: #6b7280; font-style: italic; font-size: 0.9em; }
"""


def build() -> dict[str, Any]:
    import gradio as gr  # only the page builds the panel: what it draws needs no Gradio

    return {"headline": gr.HTML(headline_html(None), elem_id="headline", label="headline", css_template=CSS)}


def draw(shown: Shown) -> dict[str, Any]:
    return {"headline": headline_html(shown)}


def headline_html(shown: Shown | None) -> str:
    totals = None if shown is None else shown.totals
    if totals is None or not totals.steps:
        return f'<div class="gsd-empty">{EMPTY}</div>'
    if shown.streamed_s:  # one figure: what streamed here, the engine sharing the CPU with the page's drawing
        twin = shown.undrawn if shown.streamed_on_show and shown.undrawn_same_input else None
        alone = ("Compare times it alone" if twin is None or not twin.summary.tokens_per_s else
                 f"alone, undrawn, it made {twin.summary.tokens_per_s:.0f} (Compare)")
        speed = (f"<b>{totals.tokens_per_s:.0f}</b> tokens/s<small>as it streamed here (engine "
                 f"{totals.tokens_per_s:.1f}/s, your screen {totals.new_tokens / shown.streamed_s:.1f}/s), the "
                 f"engine sharing the CPU with the page's drawing; {alone}</small>")
    else:
        speed = f"<b>{totals.tokens_per_s:.0f}</b> tokens/s<small>the engine's, as recorded</small>"
    tau = "<b>τ {:.2f}</b><small>tokens per target forward (plain decoding: 1)</small>".format(totals.tau)
    if shown.greedy:
        versus = None if shown.baseline is None else versus_ar(totals, shown.baseline)
        if versus is not None and versus.same_text is False:
            same = "<b>✗ text differs</b><small>from plain decoding's on this input</small>"
        else:
            checked = ("checked against ar here" if versus is not None and versus.same_text
                       else "greedy: exact by design, Compare checks it; sampling: the target's own distribution")
            same = f"<b>✓ same text</b><small>as plain decoding, token for token ({checked})</small>"
    else:
        same = "<b>✓ target's sampling</b><small>its own distribution, exactly (the draft only proposes)</small>"
    figures = "".join(f'<div class="gsd-figure">{part}</div>' for part in (speed, tau, same))
    return f'<div class="gsd-headline" title="{html.escape(shown.prompt[:200])}">{figures}</div>'
