"""The step slider panel (`#step`): scrub through the run on show, and Replay it (`#replay`). While a run streams
the slider follows its newest step, unless the visitor moved it back.
"""

from __future__ import annotations

from typing import Any

import gradio as gr

from ..run.shown import Shown

NAMES = ("step",)


def build() -> dict[str, Any]:
    with gr.Row(equal_height=False):
        step = gr.Slider(1, 2, value=1, step=1, label="Step (scrub through the run)", elem_id="step",
                         interactive=False, scale=5)
        replay = gr.Button("▶ Replay", elem_id="replay", scale=1, size="sm", min_width=90)
    return {"step": step, "replay": replay}


def draw(shown: Shown) -> dict[str, Any]:
    """The slider over the run's steps, on the step on show. While a run streams, only its value: the newest
    step's number, or nothing where the visitor scrubbed back (its range is set once, by `opened`, and again
    when the run ends): a property sent at every step costs Gradio a fresh copy of the component's config."""
    count = len(shown.steps)
    if not count:
        return {"step": gr.Slider(minimum=1, maximum=2, value=1, interactive=False)}
    if shown.live:
        return {"step": shown.number} if shown.follow else {}
    return {"step": gr.Slider(minimum=1, maximum=slider_max(count), value=shown.number, interactive=True)}


def opened(most_steps: int, number: int | None) -> gr.Slider:
    """The slider as a streamed run's first update sets it: a range for every step the run can make (at most
    one per new token), on step `number` (None: left where it is)."""
    value = {} if number is None else {"value": number}
    return gr.Slider(minimum=1, maximum=slider_max(most_steps), interactive=True, **value)


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
