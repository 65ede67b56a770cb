"""The step slider panel (`#step`): scrub through the run on show, and Replay it (`#replay`). While a run streams
the slider follows its newest step, unless the visitor moved it back.
"""

from __future__ import annotations

from typing import Any

import gradio as gr

from .shown import Shown

NAMES = ("step",)


def build() -> dict[str, Any]:
    with gr.Row(equal_height=False):
        step = gr.Slider(1, 2, value=1, step=1, label="Step (scrub through the run)", elem_id="step",
                         interactive=False, scale=5)
        replay = gr.Button("▶ Replay", elem_id="replay", scale=1, size="sm", min_width=90)
    return {"step": step, "replay": replay}


def draw(shown: Shown) -> dict[str, Any]:
    """The slider over the run's steps, on the step on show (left where the visitor put it while a run streams
    and they scrub back)."""
    count = len(shown.steps)
    if not count:
        return {"step": gr.Slider(minimum=1, maximum=2, value=1, interactive=False)}
    value = {} if shown.live and not shown.follow else {"value": shown.number}
    return {"step": gr.Slider(minimum=1, maximum=slider_max(count), interactive=True, **value)}


def number(value) -> int | None:
    """The slider's value as a whole number, or None for what a caller sent straight to the API that is none
    (NaN, text, nothing)."""
    try:
        return int(value)
    except (TypeError, ValueError, OverflowError):
        return None


def slider_max(steps: int) -> int:
    """Gradio needs maximum > minimum: a one-step run gets a slider to 2 whose 2 shows step 1."""
    return max(steps, 2)
