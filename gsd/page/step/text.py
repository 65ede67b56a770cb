"""The text panel (`#output`): the committed text, streamed token by token, each token coloured by origin (an
accepted draft token or the target's bonus token) and underlined by step, the step on show outlined.
"""

from __future__ import annotations

import html
from typing import Any


from ...trace import ACCEPTED, ROOT, StepTrace
from ..look import BONUS, COLORS, END_BADGE, is_end_of_text
from ..run.shown import Shown

NAMES = ("output",)

TOKENS_CSS = f"""
.gsd-text {{ white-space: pre-wrap; word-break: break-word; line-height: 1.9; font-size: 15px; padding: 8px 4px; }}
.gsd-empty {{ color: #6b7280; font-style: italic; }}
.gsd-step {{ border-bottom: 2px solid transparent; padding: 1px 0; }}
.gsd-step:nth-of-type(odd) {{ border-bottom-color: #d1d5db; }}
.gsd-step:nth-of-type(even) {{ border-bottom-color: #9ca3af; }}
.gsd-step.gsd-selected {{ outline: 2px solid {COLORS["selected"]}; outline-offset: 1px; border-radius: 3px; }}
.gsd-tok {{ border-radius: 3px; padding: 1px 0; }}
.gsd-draft {{ background: {COLORS[ACCEPTED]}2e; }}
.gsd-bonus {{ background: {COLORS[BONUS]}2e; }}
.gsd-legend {{ font-size: 13px; color: #4b5563; margin-bottom: 4px; }}
.gsd-legend span {{ margin-right: 12px; }}
.gsd-eos {{ font-size: 11px; white-space: nowrap; border: 1px solid {COLORS[ROOT]}66; border-radius: 9px;
            padding: 0 6px; margin: 0 2px; color: {COLORS[ROOT]}; }}
"""


def tokens_html(steps: list[StepTrace], *, selected: int | None = None) -> str:
    """The committed text, one <span> per step holding one <span> per token, coloured by origin (accepted
    draft token or bonus token) with a title naming the step. `selected` (1-based) outlines one step."""
    legend = ('<div class="gsd-legend"><span class="gsd-tok gsd-draft">accepted draft token</span>'
              '<span class="gsd-tok gsd-bonus">bonus token (target)</span>'
              '<span>· underline = one step · outline = the step on show · ␣ = a space</span></div>')
    if not steps:
        return legend + '<div class="gsd-text gsd-empty">The generated text will appear here, token by token.</div>'
    parts = [legend, '<div class="gsd-text">']
    for number, step in enumerate(steps, start=1):
        chosen = " gsd-selected" if number == selected else ""
        drafted = step.accepted_draft_tokens
        parts.append(f'<span class="gsd-step{chosen}" data-step="{number}" title="step {number}">')
        for j, text in enumerate(step.committed_text):
            if j == drafted:  # a step the run ended inside has no bonus token in its text
                kind, origin = "gsd-bonus", "bonus token (target)"
            else:
                kind, origin = "gsd-draft", f"accepted draft token {j + 1} of {drafted}"
            if is_end_of_text(text):
                kind, shown = kind + " gsd-eos", END_BADGE
            else:
                shown = html.escape(text)
            parts.append(f'<span class="gsd-tok {kind}" title="step {number}: {origin}">{shown}</span>')
        parts.append("</span>")
    parts.append("</div>")
    return "".join(parts)


def build() -> dict[str, Any]:
    import gradio as gr  # only the page builds the panel: what it draws needs no Gradio

    return {"output": gr.HTML(tokens_html([]), elem_id="output", label="text", css_template=TOKENS_CSS, min_height=80,
                              max_height=360, autoscroll=True, padding=True, container=True)}


def draw(shown: Shown) -> dict[str, Any]:
    """The run's text with the step on show outlined (not the newest step of a run still streaming)."""
    outlined = None if shown.live and shown.number == len(shown.steps) else shown.number
    return {"output": tokens_html(list(shown.steps), selected=outlined)}
