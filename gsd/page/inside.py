"""Inside one decoding step, stage by stage: what each draft forward proposed, the prompt-lookup branch, the tree
the target verified (unroll), its attention mask, the target's answers (verify) and the walk that commits (accept).
Each stage is a figure and a few lines of Markdown made of the step's own tokens and numbers.

This module lists a step's stages and hands each to the module that draws it: `inside_draft` (the draft stages and
prompt lookup), `inside_tree` (the verify forward's tree and its mask), `inside_words` (the tree stages in words);
`inside_common` holds what they share. The names other modules import from here stay here.

Reads `StepTrace`s only: no models, no torch, no Gradio. The draft stages draw the graph as it stood after each
stage, where `gsd.page.dag.layout_step` puts the finished graph, so no node moves from stage to stage. The other
stages draw the verify forward's positions (`StepTrace.positions`, schema 2) as a tree, numbered #0 (the root) on;
each of those figures holds ONE scatter trace named "positions" whose point i is position i (the page restyles its
`selectedpoints` to light up a mask row's ancestors), and the mask figure carries the positions' parents in
`layout.meta`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..trace import StepTrace
from .dag import dag_figure
from .inside_common import DIMMED, DRAFTED, MAX_HEIGHT_PX, MIN_HEIGHT_PX, StageView, message, recorded
from .inside_draft import draft_view
from .inside_tree import KEYS, mask_figure, tree_figure
from .inside_words import accept_text, mask_text, unroll_text, verify_text
from .look import COLORS, LABELS

__all__ = ["COLORS", "DIMMED", "DRAFTED", "KEYS", "LABELS", "MAX_HEIGHT_PX", "MIN_HEIGHT_PX", "VERSION_1", "Stage",
           "StageView", "mask_figure", "stage_view", "stages"]


@dataclass(frozen=True)
class Stage:
    key: str         # "draft-1", "draft-2", …, "lookup", "unroll", "mask", "verify", "accept"
    label: str       # what the stage control shows
    available: bool  # False where the step's data cannot show it (a version-1 trace has no positions)


def stages(step: StepTrace) -> list[Stage]:
    """The step's stages in order: one per draft stage found in its nodes (the stages after the last draft
    forward, which ran no model, are one "Prompt lookup" stage), then unroll, mask, verify and accept."""
    found: list[Stage] = []
    if len(step.graph.nodes) > 1 and not recorded(step):
        found.append(Stage("draft-1", "Draft", True))  # version 1: the whole graph at once
    numbers = sorted({s for node in step.graph.nodes[1:] for s in node.stages})
    found += [Stage(f"draft-{s}", f"Draft {s}", True) for s in numbers if s <= step.counters.draft_forwards]
    if any(s > step.counters.draft_forwards for s in numbers):
        found.append(Stage("lookup", "Prompt lookup", True))
    seen = bool(step.positions)
    return found + [Stage("unroll", "Unroll", seen), Stage("mask", "Mask", seen), Stage("verify", "Verify", seen),
                    Stage("accept", "Accept", True)]


def stage_view(step: StepTrace, key: str, *, greedy: bool = True) -> StageView:
    """The figure and text of stage `key` of `step`, or a view that says why there is none. `greedy` says how the
    run accepted (a step does not record its temperature): under sampling the target's token on the accepted
    positions is the one the walk drew, elsewhere its most likely one."""
    stage = next((s for s in stages(step) if s.key == key), None)
    if stage is None:
        return StageView(message(f"Step {step.step} has no stage {key!r}"), f"Step {step.step} has no such stage.")
    if not stage.available:
        return StageView(message(f"{stage.label}: not recorded in this trace"), VERSION_1)
    if key.startswith("draft-") or key == "lookup":
        return draft_view(step, key)
    if not step.positions:  # accept, version 1: the accepted path on the graph
        return StageView(dag_figure(step), accept_text(step))
    text = verify_text(step, greedy) if key == "verify" else {"unroll": unroll_text, "mask": mask_text,
                                                                "accept": accept_text}[key](step)
    return StageView(tree_figure(step, key), text)


VERSION_1 = ("This trace is version 1: it does not record the verify forward's positions, so **Unroll**, **Mask** "
             "and **Verify** cannot be shown for its steps. **Accept** shows the accepted path on the graph.")
