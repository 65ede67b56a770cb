"""The earlier turns panel: the conversation before the run on show (`#conversation`, above its answer) and the
New conversation button (`#new-conversation`), live once the visitor has a conversation to leave. What a
conversation is and how a follow-up continues it is `gsd.page.run.conversation`'s.
"""

from __future__ import annotations

from typing import Any

import gradio as gr

from ..look import plural
from .conversation import earlier_html
from .shown import Shown

NAMES = ("conversation", "new_conversation")
NOTE = ("A new prompt follows up on your last answer, with your conversation so far (replaying a trace leaves it as it "
        "is).")


def build_earlier() -> dict[str, Any]:
    """The earlier turns, shown above the answer streaming under them."""
    return {"conversation": gr.HTML("", elem_id="conversation", visible=False, padding=False, label="earlier turns")}


def build_button() -> dict[str, Any]:
    """What a new prompt does, and New conversation."""
    with gr.Row(equal_height=True, elem_id="conversation-row"):
        gr.Markdown(NOTE, elem_id="conversation-note")
        new_conversation = gr.Button("New conversation", elem_id="new-conversation", size="sm", interactive=False,
                                     scale=0, min_width=200)
    return {"new_conversation": new_conversation}


def draw(shown: Shown) -> dict[str, Any]:
    return {"conversation": gr.HTML(earlier_html(shown.earlier, shown.prompt), visible=bool(shown.earlier)),
            "new_conversation": button(shown.turns)}


def button(turns: int) -> gr.Button:
    """New conversation, with the conversation's length; live when there is one."""
    label = f"New conversation ({plural(turns, 'turn')} so far)" if turns else "New conversation"
    return gr.Button(value=label, interactive=bool(turns))
