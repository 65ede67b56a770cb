"""Inside one decoding step, stage by stage: what each draft forward proposed, the prompt-lookup branch, the tree
the target verified (unroll), its attention mask, the target's answers (verify) and the walk that commits (accept).
Each stage is a figure and a few lines of Markdown made of the step's own tokens and numbers.

This module is the panel (`#inside`: its components, `draw` from the step on show, its help) and lists a step's
stages and hands each to the module beside it that draws it: `draft` (the draft stages and prompt lookup), `tree`
(the verify forward's tree and its mask), `words` (the tree stages in words); `common` holds what they share, and
`events` plays the stages. The names other modules import from here stay here.

Reads `StepTrace`s only: no models, no torch, no Gradio. The draft stages draw the graph as it stood after each
stage, where `gsd.page.step.dag_layout.layout_step` puts the finished graph, so no node moves from stage to stage. The
other stages draw the verify forward's positions (`StepTrace.positions`, schema 2) as a tree, numbered #0 (the root) on;
each of those figures holds ONE scatter trace named "positions" whose point i is position i (the page restyles its
`selectedpoints` to light up a mask row's ancestors), and the mask figure carries the positions' parents in
`layout.meta`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


from ...trace import StepTrace
from ..look import COLORS, LABELS
from ..run.shown import Shown
from ..step.dag import dag_figure, empty_figure
from .common import DIMMED, DRAFTED, MAX_HEIGHT_PX, MIN_HEIGHT_PX, StageView, message, recorded
from .draft import draft_view
from .tree import KEYS, mask_figure, tree_figure
from .words import accept_text, mask_text, unroll_text, verify_text

__all__ = ["COLORS", "DIMMED", "DRAFTED", "KEYS", "LABELS", "MAX_HEIGHT_PX", "MIN_HEIGHT_PX", "VERSION_1", "Stage",
           "StageView", "mask_figure", "stage_view", "stages"]


@dataclass(frozen=True)
class Stage:
    key: str         # "draft-1", "draft-2", …, "lookup", "unroll", "mask", "verify", "accept"
    label: str       # what the stage control shows
    available: bool  # False where the step's data cannot show it (a version-1 trace has no positions)


def stages(step: StepTrace) -> list[Stage]:
    """The step's stages in order: one per draft stage found in its nodes (the stages after the last draft
    forward, which ran no model, are one "Prompt lookup" stage, "Datastore" where the datastore added them all),
    then unroll, mask, verify and accept."""
    found: list[Stage] = []
    if len(step.graph.nodes) > 1 and not recorded(step):
        found.append(Stage("draft-1", "Draft", True))  # version 1: the whole graph at once
    numbers = sorted({s for node in step.graph.nodes[1:] for s in node.stages})
    found += [Stage(f"draft-{s}", f"Draft {s}", True) for s in numbers if s <= step.counters.draft_forwards]
    if any(s > step.counters.draft_forwards for s in numbers):
        added = [node for node in step.graph.nodes[1:] if node.stages[0] > step.counters.draft_forwards]
        datastore = added and all(node.retrieved for node in added)
        found.append(Stage("lookup", "Datastore" if datastore else "Prompt lookup", True))
    seen = bool(step.positions)
    return found + [Stage("unroll", "Unroll", seen), Stage("mask", "Mask", seen), Stage("verify", "Verify", seen),
                    Stage("accept", "Accept", True)]


def stage_view(step: StepTrace, key: str, *, greedy: bool = True, config: dict | None = None) -> StageView:
    """The figure and text of stage `key` of `step`, or a view that says why there is none. `greedy` says how the
    run accepted (a step does not record its temperature): under sampling the target's token on the accepted
    positions is the one the walk drew, elsewhere its most likely one. `config`: the settings the step was drafted
    with (a draft stage names the thresholds in force and why the draft stopped)."""
    stage = next((s for s in stages(step) if s.key == key), None)
    if stage is None:
        return StageView(message(f"Step {step.step} has no stage {key!r}"), f"Step {step.step} has no such stage.")
    if not stage.available:
        return StageView(message(f"{stage.label}: not recorded in this trace"), VERSION_1)
    if key.startswith("draft-") or key == "lookup":
        return draft_view(step, key, config)
    if not step.positions:  # accept, version 1: the accepted path on the graph
        return StageView(dag_figure(step), accept_text(step))
    text = verify_text(step, greedy) if key == "verify" else {"unroll": unroll_text, "mask": mask_text,
                                                                "accept": accept_text}[key](step)
    return StageView(tree_figure(step, key), text)


VERSION_1 = ("This trace is version 1: it does not record the verify forward's positions, so **Unroll**, **Mask** "
             "and **Verify** cannot be shown for its steps. **Accept** shows the accepted path on the graph.")


# ---- the panel -----------------------------------------------------------------------------------------------

NAMES = ("inside_stage", "inside_text", "inside_plot", "mask_plot")
HELP = ("One step of the run on show, as the engine ran it: each **draft** forward growing the graph, the "
        "**prompt-lookup** branch, the **unrolled** tree the target verified (a merged node and what grew under it "
        "copied under each parent), its attention **mask** (hover or tap a row: the tree lights up the positions it "
        "sees), what the target answered at each position (**verify**), and the **accepted** walk. Pick a stage or "
        "press Play. q is the draft's probability of a token, p the target's.")


def build() -> dict[str, Any]:
    import gradio as gr  # only the page builds and draws the panel: the figures are drawn without Gradio too

    with gr.Column(elem_id="inside"):
        gr.Markdown(HELP, elem_classes=["gsd-note"])
        with gr.Row(equal_height=False):
            stage = gr.Radio([], value=None, label="Stage", elem_id="inside-stage", scale=6)
            play = gr.Button("▶ Play the stages", elem_id="inside-play", scale=1, size="sm", min_width=110)
        text = gr.Markdown("", elem_id="inside-text", label="inside text")
        with gr.Row(equal_height=False):
            plot = gr.Plot(empty_figure(EMPTY), elem_id="inside-plot", show_label=False, scale=3, label="inside figure")
            mask = gr.Plot(empty_figure(EMPTY), elem_id="mask-plot", show_label=False, scale=2, label="attention mask",
                           visible=False)  # at the Mask stage only
    return {"inside_stage": stage, "inside_play": play, "inside_text": text, "inside_plot": plot, "mask_plot": mask}


EMPTY = "Generate, or upload a trace, to look inside a step"


def draw(shown: Shown) -> dict[str, Any]:
    """The step on show at `shown.stage`, or at the nearest stage it has (the mask is drawn at its own stage only)."""
    import gradio as gr

    if shown.number is None:
        return {"inside_stage": gr.Radio(choices=[], value=None), "inside_text": "",
                "inside_plot": empty_figure(EMPTY), "mask_plot": gr.Plot(empty_figure(EMPTY), visible=False)}
    step = shown.step
    found = stages(step)
    keys = [stage.key for stage in found]
    key = shown.stage if shown.stage in keys else nearest(shown.stage, keys)
    view = stage_view(step, key, greedy=shown.greedy, config=shown.step_config)
    view.figure.update_layout(meta={**(view.figure.layout.meta or {}), "stage": key, "step": shown.number})
    choices = [(stage.label if stage.available else f"{stage.label} (not in this trace)", stage.key) for stage in found]
    label = next(stage.label for stage in found if stage.key == key)
    return {"inside_stage": gr.Radio(choices=choices, value=key),
            "inside_text": f"**Step {shown.number} · {label}.** {view.text}", "inside_plot": view.figure,
            "mask_plot": (gr.Plot(mask_figure(step), visible=True) if key == "mask"
                          else gr.Plot(visible=False))}


def nearest(wanted: str, keys: list[str]) -> str:
    """A stage this step has in place of `wanted`: the last draft stage for a deeper draft stage it lacks (a
    step that drafted less), else the first stage."""
    if wanted.startswith("draft-") or wanted == "lookup":
        drafts = [key for key in keys if key.startswith("draft-")]
        if drafts:
            return drafts[-1]
    return keys[0]


# Hovering a row of the tree attention mask (#mask-plot) highlights that position and its ancestors in the
# tree beside it (#inside-plot): the mask figure carries the positions' parents in layout.meta, and the tree's
# trace named "positions" has one point per position, so the rows it sees are selected there.
JS = """
() => {
  const highlight = (rows) => {
    const tree = document.querySelector('#inside-plot .js-plotly-plot');
    const index = tree && tree.data ? tree.data.findIndex((t) => t.name === 'positions') : -1;
    if (index >= 0 && window.Plotly) window.Plotly.restyle(tree, {selectedpoints: [rows]}, [index]);
  };
  const attach = () => {
    const mask = document.querySelector('#mask-plot .js-plotly-plot');
    if (!mask || typeof mask.on !== 'function' || mask.gsdMaskHover) return;
    const ancestors = (event) => {
      const point = event && event.points && event.points[0];
      const parents = mask.layout && mask.layout.meta && mask.layout.meta.parents;
      if (!point || !parents) return;
      const rows = [];
      for (let row = Math.round(Number(point.y)); row >= 0 && rows.length <= parents.length; row = parents[row]) {
        rows.push(row);
      }
      highlight(rows);
    };
    mask.on('plotly_hover', ancestors);
    mask.on('plotly_click', ancestors);  // a tap, where there is no hover (a phone)
    mask.on('plotly_unhover', () => highlight(null));
    mask.gsdMaskHover = true;
  };
  new MutationObserver(attach).observe(document.querySelector('#mask-plot') || document.body,
                                       {childList: true, subtree: true});
  attach();
}
"""
