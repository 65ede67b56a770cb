"""The step graph panel: the step on show's token DAG (`#dag`, drawn by `gsd.page.step.dag`) with its caption, and the
what-if line above it (`#what-if`) with its way back to the recorded step (`#what-if-back`).
"""

from __future__ import annotations

from typing import Any

import gradio as gr

from ..look import step_caption
from ..run.shown import Shown
from .dag import dag_figure, empty_figure

NAMES = ("what_if", "what_if_back", "dag")
EMPTY = "Generate, or upload a trace, to see each step's token DAG"


def build() -> dict[str, Any]:
    with gr.Row(equal_height=True, elem_id="what-if-row"):
        what_if = gr.Markdown("", elem_id="what-if", visible=False, label="what-if")
        what_if_back = gr.Button("↩ Back to the recorded step", elem_id="what-if-back", visible=False, size="sm",
                                 scale=0, min_width=220)
    dag = gr.Plot(empty_figure(), elem_id="dag", show_label=False, label="step graph")
    return {"what_if": what_if, "what_if_back": what_if_back, "dag": dag}


def draw(shown: Shown) -> dict[str, Any]:
    """The step on show's graph under its caption, and the what-if line while the step on show is a what-if."""
    if shown.number is None:
        return {"dag": empty_figure(EMPTY), **what_if_line(shown)}
    caption = step_caption(shown.step, shown.number, len(shown.steps))
    if shown.what_if is not None:
        caption = "What-if · " + caption
    elif shown.number <= shown.trimmed:
        caption += f" · accepted path only (the page keeps the newest {shown.max_kept_nodes:,} nodes)"
    return {"dag": dag_figure(shown.step, title=caption), **what_if_line(shown)}


def what_if_line(shown: Shown) -> dict[str, Any]:
    """The what-if's line and its button while the step on show is one, else hidden; nothing when the page has
    them hidden already (each update is a component Gradio keeps for the visitor's session)."""
    if shown.what_if is not None:
        return line(shown.what_if.line, back=True)
    if not shown.what_if_line:
        return {}
    return {"what_if": gr.Markdown("", visible=False), "what_if_back": gr.Button(visible=False)}


def line(text: str, *, back: bool = False) -> dict[str, Any]:
    """The what-if line saying `text`, with the way back to the recorded step when `back`."""
    return {"what_if": gr.Markdown(text, visible=True), "what_if_back": gr.Button(visible=back)}
