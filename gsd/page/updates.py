"""A component's new properties, as a handler returns them to Gradio.

Gradio renders a component made while an event runs into the visitor's session, under a new id, and keeps it
there (and its temporary files' set on the page) for as long as the session lives: a page that returns
`gr.Slider(maximum=n)` at every streamed step would hold thousands of them after a long conversation. `update`
makes the same object without rendering it, so nothing is kept but the one copy Gradio makes of each component
it updates.
"""

from __future__ import annotations

from typing import Any


def update(component: type, *args: Any, **props: Any) -> Any:
    """`component(*args, **props)`, not rendered: an update Gradio applies and then lets go of."""
    made = component(*args, **props, render=False)
    made.constructor_args.pop("render", None)  # Gradio reads every constructor argument back as a property
    return made
