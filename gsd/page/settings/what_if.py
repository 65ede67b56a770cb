"""What-if: the step on show drafted and verified again with the settings the visitor just moved.

Moving a drafting setting (k, θ_prob, θ_sib, merge n, max depth, node budget, the prompt-lookup branch, a
preset, the mode) while a step is on show runs that step again from the same prefix (the prompt, the earlier
turns and every token the run committed before the step) through `Engine.step_again`, and redraws its DAG,
its Inside stages and its mask; the run, its text and its other steps stay as they were. The line above the
graph (`#what-if`) sets the new step against the recorded one. Back to the recorded step, a scrub, a replay or
a new run puts the recorded step back.

Greedy runs only: the target's greedy continuation does not depend on the draft, so a what-if commits the
run's own next tokens (the line checks it), and what changes is what the draft proposed and what it cost. A
sampled step's draw depends on every draw before it, so its what-if would not be that step.

Moving a slider fast asks for many what-ifs; each asks first (`ask`, instant) and runs in the model's queue,
where all but the newest one return at once (the last one wins).
"""

from __future__ import annotations

import time
from dataclasses import asdict

from ...config import DecodeConfig
from ...trace import PRUNED, StepTrace
from .. import view
from ..look import draft_stopped, plural
from ..run import conversation
from ..run.requests import refuse, report_failure, step_again
from ..run.session import Session, WhatIf, make_config, short
from ..step import step_graph, step_slider
from ..view import PageUpdate

# The settings a what-if sets against the recorded run's, as the line names them.
SETTING_LABELS = {"mode": "mode", "k": "k", "theta_prob": "θ_prob", "theta_sib": "θ_sib", "theta_path": "θ_path",
                  "merge_n": "merge n", "max_depth": "max depth", "node_budget": "node budget",
                  "lookup": "prompt lookup", "lookup_first": "lookup first"}
GREEDY_ONLY = ("What-if works on greedy runs (temperature 0): a sampled step's draw depends on every draw before "
               "it, so drafting it again would not be this step. Generate applies the settings to a new run.")


def note(session: Session, line: str) -> PageUpdate:
    """The `#what-if` line saying why there is no what-if (the recorded step stays on show)."""
    session.what_if_line = True
    return PageUpdate(**step_graph.line(line))


def setting_text(name: str, value) -> str:
    if name in ("lookup", "lookup_first"):
        return "on" if value else "off"
    if name == "merge_n":
        return "off" if value is None else str(value)
    return f"{value:g}" if isinstance(value, float) else str(value)


def changed_settings(config: DecodeConfig, recorded: dict) -> list[str]:
    """'θ_sib 0.5 instead of 0.1' for each drafting setting the what-if sets otherwise than the recorded run."""
    changes = []
    for name, label in SETTING_LABELS.items():
        new, old = getattr(config, name), recorded.get(name, getattr(config, name))
        if new != old:
            changes.append(f"{label} {setting_text(name, new)} instead of {setting_text(name, old)}")
    return changes


def shape(step: StepTrace) -> tuple[int, int, int]:
    """A step's drafted nodes: (kept, pruned, the deepest layer)."""
    drafted = step.graph.nodes[1:]
    pruned = sum(node.status == PRUNED for node in drafted)
    return len(drafted) - pruned, pruned, max((node.depth for node in drafted), default=0)


def figures(step: StepTrace) -> list[tuple[str, str]]:
    """What the what-if table shows of a step, (row, value), in the order the step did it."""
    counters = step.counters
    kept, pruned, deepest = shape(step)
    return [("drafted nodes: kept · pruned", f"{kept} · {pruned}"),
            ("deepest layer drafted", str(deepest)), ("draft forwards", str(counters.draft_forwards)),
            ("merges (draft tokens they saved)", f"{counters.merges} ({counters.draft_tokens_saved})"),
            ("positions verified", str(counters.target_tree_size)),
            ("accepted draft tokens + bonus", f"{step.accepted_draft_tokens} + 1"),
            ("draft ms (the engine's, this step)", f"{step.ms.get('draft', 0.0):.0f}"),
            ("verify ms (the engine's, this step)", f"{step.ms.get('verify', 0.0):.0f}")]


def figures_table(again: StepTrace, recorded: StepTrace, config: dict | None = None,
                  recorded_config: dict | None = None) -> str:
    """The step drafted again beside the recorded one, a row per figure, what changed in bold; last, why each
    stopped drafting (with the settings each ran with)."""
    rows = ["| | what-if | recorded |", "|---|---|---|"]
    pairs = list(zip(figures(again), figures(recorded)))
    if config is not None and recorded_config is not None:
        pairs.append((("why the draft stopped", draft_stopped(again, config)), ("", draft_stopped(recorded, recorded_config))))
    for (name, new), (_, old) in pairs:
        rows.append(f"| {name} | {f'**{new}**' if new != old else new} | {old} |")
    return "\n".join(rows)


def compare_line(number: int, again: StepTrace, recorded: StepTrace, config: DecodeConfig, recorded_config: dict,
                 next_tokens: list[int], seconds: float) -> str:
    """The `#what-if` text: the settings that changed, the step's figures beside the recorded step's, and whether
    it commits the run's tokens."""
    changes = changed_settings(config, recorded_config)
    head = f"**What-if at step {number}**, " + (", ".join(changes) if changes else "the run's own settings")
    same = list(again.committed) == next_tokens[:len(again.committed)]
    verdict = (f"It commits the run's own next {plural(len(again.committed), 'token')}, as greedy decoding must: "
               "the target decides, the draft only saves it forwards."
               if same else "It commits other tokens than the run did (a target in bfloat16 can tip near-ties "
                            "either way).")
    return (f"{head}:\n\n{figures_table(again, recorded, asdict(config), recorded_config)}\n\n{verdict}{_deeper(again, recorded)}"
            f"{_lookup_first(again, config)} The milliseconds are the engine's own for this one step, timed apart: "
            "the recorded step's while its run streamed to the page (which drew meanwhile), the what-if's alone. "
            f"Answered in {seconds:.2f} s in all (any wait for the model and re-reading the prefix included). The run "
            "and its text are unchanged; **Generate** applies these settings to a whole new run.")


def _deeper(again: StepTrace, recorded: StepTrace) -> str:
    """Where pruning more let the draft go deeper: pruned nodes do not count toward the node budget."""
    _, pruned, deep = shape(again)
    _, pruned_before, deep_before = shape(recorded)
    if deep > deep_before and pruned > pruned_before:
        return (f" Pruning more let the draft go deeper ({deep_before} → {deep} layers): a pruned node does not "
                "count toward the node budget, so the kept ones leave room for more layers.")
    return ""


def _lookup_first(again: StepTrace, config: DecodeConfig) -> str:
    """Why the drafting settings changed nothing, where lookup first kept the draft from running at this step."""
    nodes = again.graph.nodes
    if (config.lookup_first and config.drafter != "lookup" and again.counters.draft_forwards == 0
            and len(nodes) > 1 and all(node.lookup for node in nodes[1:])):
        return (" Here the latest words occurred earlier in the text, so with lookup first the step verifies the "
                "prompt-lookup branch alone whatever the drafting settings: untick **Lookup first** to see this step "
                "drafted.")
    return ""


class WhatIfEvents:
    """The what-if's events: `ask` (instant) and `run` (in the model's queue), and `back`."""

    def __init__(self, page):
        self.page = page  # gsd.page.run.handlers.Page: the engine slot, the drafter, the panels

    def ask(self, session: Session, *settings) -> None:
        """A drafting setting moved: this what-if is now the newest (older ones still queued return at once)."""
        session.what_if_asked = settings

    def run(self, session: Session, number, mode, k, theta_prob, theta_sib, theta_path, merge, max_depth,
            node_budget, lookup, lookup_first, sized=False) -> PageUpdate:
        """The step on show drafted and verified again with these settings (unless a newer what-if was asked)."""
        asked = session.what_if_asked  # None: called straight through the API
        settings = (number, mode, k, theta_prob, theta_sib, theta_path, merge, max_depth, node_budget, lookup,
                    lookup_first, sized)
        if asked is not None and settings != asked:
            return PageUpdate()
        number = step_slider.number(number)
        if number is None or not session.steps or session.running():
            return PageUpdate()
        number = min(max(number, 1), len(session.steps))
        if not session.greedy:
            return note(session, GREEDY_ONLY)
        try:
            engine = self.page.slot.get()
        except RuntimeError as error:
            return note(session, f"A what-if drafts this step again, so it needs the models: {error}")
        recorded_config = session.summary.config if session.summary is not None else {}
        try:
            config = make_config(mode, k, theta_prob, theta_sib, theta_path, merge, max_depth, node_budget, lookup,
                                 lookup_first, sized, recorded_config.get("max_new_tokens", 1), 0,
                                 recorded_config.get("seed", 0), self.page.drafter)
            before = prefix(engine, session, number)
        except (ValueError, RuntimeError) as error:
            return note(session, refuse(error, "No what-if: "))
        done = sum(len(step.committed) for step in session.steps[:number - 1])
        room = recorded_config.get("max_new_tokens")
        start = time.perf_counter()
        try:
            again = step_again(engine, before, number - 1, config, None if room is None else room - done, session.id)
        except Exception as error:
            return note(session, report_failure(error, "what-if", 0, {"step": number, "config": config}))
        seconds = time.perf_counter() - start
        recorded = session.steps[number - 1]
        following = [token for step in session.steps[number - 1:] for token in step.committed]
        line = compare_line(number, again, recorded, config, recorded_config, following, seconds)
        session.what_if = WhatIf(number, again, line, asdict(config))
        return view.draw(session, view.WHAT_IF, number, max_kept_nodes=self.page.max_kept_nodes)

    def back(self, session: Session, number) -> PageUpdate:
        """Back to the recorded step."""
        session.what_if = None
        session.what_if_asked = None
        number = step_slider.number(number)
        if number is None or not session.steps:
            return view.draw(session, ("what_if", "what_if_back"))
        return view.draw(session, view.WHAT_IF, number, max_kept_nodes=self.page.max_kept_nodes)


def prefix(engine, session: Session, number: int) -> list[int]:
    """The tokens step `number` (1-based) drafted from: the prompt's (after the earlier turns) and every token the
    run committed before it. A trace does not record its chat setting: the one whose prompt has the recorded
    length is taken."""
    asked = conversation.asked(session.earlier, session.prompt)
    if not session.prompt:
        raise ValueError("the run on show has no prompt to draft from")
    recorded = session.summary.prompt_tokens if session.summary is not None else 0
    known = session.chat is not None or not recorded  # no length to match: the chat template, as Generate's default
    choices = [True if session.chat is None else session.chat] if known else [True, False]
    for chat in choices:
        ids = engine.encode(asked, chat, 0)
        if known or len(ids) == recorded:
            break
    else:
        raise ValueError(f"the trace's prompt was {recorded:,} tokens, with or without the chat template these "
                         f"models make it {short(str(len(ids)), 10)}: it was run on other models")
    return ids + [token for step in session.steps[:number - 1] for token in step.committed]
