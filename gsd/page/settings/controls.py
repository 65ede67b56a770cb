"""The settings panel (`#controls`): the mode, the preset, the drafting settings (sizing each step by the machine's
costs among them), the run's length, temperature and seed, and the ar baseline's box. Choosing a mode greys out what
it fixes (`mode_update`); choosing a preset sets k, θ_prob, θ_sib, θ_path, merge, lookup first and sizing
(`preset_update`); moving one of those shows the preset they now match, or Custom (`custom_update`). What a setting
does to a run is the engine's; checking a value is `gsd.page.run.session`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import gradio as gr

from ...config import MAX_DEPTH, MAX_K, MAX_NEW_TOKENS, MAX_NODE_BUDGET, MODES, PRESETS, DecodeConfig
from ..look import MODE_HELP, MODE_LABELS
from ..run.session import DEFAULTS, DRAFT_CONTROLS, MERGE_CHOICES, fixed_by_mode

OPENING_PRESET = "graph"      # the page exists to show the graph: it opens on the preset that merges most
PRESET_CONTROLS = ("k", "theta_prob", "theta_sib", "theta_path", "merge_n", "lookup_first", "sized")  # a preset's
MODE = DRAFT_CONTROLS + ("mode_help",)                              # the outputs of a mode chosen
PRESET = PRESET_CONTROLS + ("preset", "preset_help")                # of a preset chosen
CUSTOM = ("preset", "preset_help")                                  # of one of PRESET_CONTROLS moved
RUN_SETTINGS = ("mode",) + DRAFT_CONTROLS + ("max_new_tokens", "temperature", "seed")  # what Generate runs with
CUSTOM_PRESET = "custom"
CUSTOM_HELP = "**Custom**: your own k, θ_prob, θ_sib, θ_path, merge n and lookup first."
FIXED_NOTE = "Greyed settings do not apply to the chosen mode."


def build_preset() -> dict[str, Any]:
    """The preset, the way in to the settings (in the first view, beside Generate), and its line."""
    return {"preset": gr.Radio(preset_choices(), value=OPENING_PRESET, label="Preset", elem_id="preset"),
            "preset_help": gr.Markdown(preset_help(OPENING_PRESET), elem_id="preset-help")}


def build() -> dict[str, Any]:
    """The controls a preset sets and the rest of a run's settings, in the section the layout opened."""
    lock = locks(DEFAULTS.mode)
    opening = DecodeConfig.from_preset(OPENING_PRESET, DEFAULTS.mode)
    c = {"mode": gr.Radio([(MODE_LABELS[mode], mode) for mode in MODES], value=DEFAULTS.mode, label="Mode",
                          elem_id="mode")}
    c["mode_help"] = gr.Markdown(MODE_HELP[DEFAULTS.mode], elem_id="mode-help")
    c["k"] = gr.Slider(1, MAX_K, value=opening.k, step=1, label="k (max children per node)",
                       info="how many of the draft's likeliest next tokens each drafted token branches into",
                       elem_id="k", **lock["k"])
    c["theta_prob"] = gr.Slider(0, 1, value=opening.theta_prob, step=0.05, label="θ_prob (branch end)",
                                info="a node with q (the draft's probability of its token) below this is kept but not "
                                     "grown further", elem_id="theta-prob", **lock["theta_prob"])
    c["theta_sib"] = gr.Slider(0, 1, value=opening.theta_sib, step=0.05, label="θ_sib (sibling pruning)",
                               info="a child with q below θ_sib × its best sibling's q is pruned", elem_id="theta-sib",
                               **lock["theta_sib"])
    c["theta_path"] = gr.Slider(0, 1, value=opening.theta_path, step=0.05, label="θ_path (path pruning)",
                                info="a node whose path probability (the product of q from the root) is below this is "
                                     f"pruned ({preset_values('theta_path')})", elem_id="theta-path",
                                **lock["theta_path"])
    c["merge_n"] = gr.Radio(MERGE_CHOICES, value=merge_choice(opening.merge_n), label="Merge recurring n-grams (n)",
                            elem_id="merge", **lock["merge_n"],
                            info="a repeated token merges when its n tokens before match too (0: the token alone)")
    c["max_depth"] = gr.Slider(1, MAX_DEPTH, value=DEFAULTS.max_depth, step=1, label="Max depth", elem_id="depth",
                               info="draft tokens in a row, at most", **lock["max_depth"])
    c["node_budget"] = gr.Slider(1, MAX_NODE_BUDGET, value=DEFAULTS.node_budget, step=1, label="Node budget",
                                 info="draft positions a step verifies, at most: a merged node once per parent (pruned "
                                      "nodes and the lookup branch not counted)", elem_id="budget",
                                 **lock["node_budget"])
    c["lookup"] = gr.Checkbox(value=DEFAULTS.lookup, label="Prompt-lookup branch", elem_id="lookup",
                              info="also try what followed the latest words where they occurred before (no model runs "
                                   "for it)", **lock["lookup"])
    c["lookup_first"] = gr.Checkbox(value=opening.lookup_first, label="Lookup first", elem_id="lookup-first",
                                    info="with the prompt-lookup branch: where the latest words occurred before, verify "
                                         "that branch alone and skip the draft (off: every step drafts its graph)", **lock["lookup_first"])
    c["sized"] = gr.Checkbox(value=opening.sized, label="Size each step by this machine's costs", elem_id="sized",
                             info="draft a layer and verify a node only where its expected tokens pay for their "
                                  "milliseconds here (timed at the first such run), a plain step where none does; "
                                  "the θ's still apply (0: the rule alone). The step's caption says why its tree "
                                  "stopped", **lock["sized"])
    gr.Markdown(FIXED_NOTE, elem_classes=["gsd-note"])
    c["max_new_tokens"] = gr.Slider(1, MAX_NEW_TOKENS, value=DEFAULTS.max_new_tokens, step=1, label="Max new tokens",
                                    elem_id="max-new-tokens")
    c["temperature"] = gr.Slider(0, 2, value=DEFAULTS.temperature, step=0.05, elem_id="temperature",
                                 label="Temperature", info="0 = greedy: the output equals the target's own")
    c["seed"] = gr.Number(value=DEFAULTS.seed, precision=0, minimum=0, label="Seed", elem_id="seed")
    c["with_baseline"] = gr.Checkbox(value=False, elem_id="baseline",
                                     label="Also run plain decoding (ar) on the same prompt, for the speed-up")
    return c


# ---- the settings a mode fixes ------------------------------------------------------------------------------

@dataclass(frozen=True)
class ModeUpdate:
    """What choosing a mode changes: each draft setting's update (by name in `DRAFT_CONTROLS`: greyed out
    where the mode fixes it) and the mode's help line."""

    controls: dict[str, Any]
    mode_help: str

    def values(self, names: tuple[str, ...]) -> tuple:
        fields = {**self.controls, "mode_help": self.mode_help}
        return tuple(fields[name] for name in names)


def locks(mode: str) -> dict[str, dict]:
    """For each draft setting, the component options that show whether `mode` fixes it: not interactive,
    and greyed out by the `gsd-fixed` class (assets/style.css)."""
    fixed = fixed_by_mode(mode) if mode in MODES else set()
    return {name: {"interactive": name not in fixed, "elem_classes": ["gsd-fixed"] if name in fixed else []}
            for name in DRAFT_CONTROLS}


def mode_update(mode: str) -> ModeUpdate:
    return ModeUpdate(controls={name: gr.update(**options) for name, options in locks(mode).items()},
                      mode_help=MODE_HELP.get(mode, ""))


# ---- presets ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class PresetUpdate:
    """What choosing a preset (or moving a setting a preset sets) changes: the settings' values, the preset
    shown ("custom" when the settings match none) and its line."""

    controls: dict[str, Any]
    preset: Any
    preset_help: str

    def values(self, names: tuple[str, ...]) -> tuple:
        fields = {**self.controls, "preset": self.preset, "preset_help": self.preset_help}
        return tuple(fields[name] for name in names)


# Each preset in a line, as the first view says it (what its speed is here, the evidence says, measured)
PRESET_LINES = {"fast": "few, confident branches and the prompt's repeats: the fastest setting that stays exact",
                "graph": "wide graphs whose branches meet and merge on most steps: made to be seen, slower than "
                         "plain decoding on a CPU (Why it pays or not, below)"}


def preset_help(name: str) -> str:
    preset = PRESETS.get(name)
    if preset is None:
        return CUSTOM_HELP
    return f"**{preset.label}**: {PRESET_LINES.get(name, preset.blurb)}. {preset_settings(name)}."


def preset_settings(name: str) -> str:
    """A preset's settings in a line: 'k 4 · θ_prob 0.4 · θ_sib 0.2 · θ_path 0.1 · merge n 1 · lookup first'."""
    config = DecodeConfig.from_preset(name)
    merge = "merging off" if config.merge_n is None else f"merge n {config.merge_n}"
    first = "lookup first" if config.lookup_first else "every step drafted"
    sized = " · sized by this machine's costs" if config.sized else ""
    return (f"k {config.k} · θ_prob {config.theta_prob:g} · θ_sib {config.theta_sib:g} · θ_path {config.theta_path:g} "
            f"· {merge} · {first}{sized}")


def preset_choices() -> list[tuple[str, str]]:
    """The preset control's choices, (label, name), and Custom last."""
    return [(preset.label, name) for name, preset in PRESETS.items()] + [("Custom", CUSTOM_PRESET)]


def preset_values(name: str) -> str:
    """Each preset's value of a setting, as its help says it: 'Fast: 0.1, See the graph: 0'."""
    return ", ".join(f"{preset.label}: {preset.settings[name]:g}" for preset in PRESETS.values())


def merge_choice(merge_n: int | None) -> str:
    """A merge setting as the merge control shows it."""
    return "off" if merge_n is None else str(merge_n)


def preset_update(name: str) -> PresetUpdate:
    """Preset `name` chosen: its settings on the controls (Custom leaves them as they are)."""
    preset = PRESETS.get(name)
    if preset is None:
        return PresetUpdate({key: gr.skip() for key in PRESET_CONTROLS}, gr.skip(), CUSTOM_HELP)
    values = {**preset.settings, "merge_n": merge_choice(preset.settings["merge_n"])}
    return PresetUpdate({key: gr.update(value=values[key]) for key in PRESET_CONTROLS}, gr.skip(), preset_help(name))


def preset_of(k, theta_prob, theta_sib, theta_path, merge, lookup_first, sized) -> str:
    """The preset whose settings the controls show, else Custom (the values as the controls send them)."""
    shown = dict(zip(PRESET_CONTROLS, (k, theta_prob, theta_sib, theta_path, str(merge), lookup_first, sized)))
    for name, preset in PRESETS.items():
        wanted = {**preset.settings, "merge_n": merge_choice(preset.settings["merge_n"])}
        if all(_same(shown[key], wanted[key]) for key in PRESET_CONTROLS):
            return name
    return CUSTOM_PRESET


def _same(shown, wanted) -> bool:
    if isinstance(wanted, (str, bool)):
        return shown == wanted
    try:
        return abs(float(shown) - float(wanted)) < 1e-9
    except (TypeError, ValueError):
        return False


def custom_update(k, theta_prob, theta_sib, theta_path, merge, lookup_first, sized) -> PresetUpdate:
    """A setting a preset sets was moved: show which preset the controls now match (Custom if none)."""
    name = preset_of(k, theta_prob, theta_sib, theta_path, merge, lookup_first, sized)
    return PresetUpdate({}, gr.update(value=name), preset_help(name))
