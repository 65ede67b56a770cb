"""`DecodeConfig`: every decoding setting and its default, validated once, passed down whole; the choices
the command line and the page offer (modes, drafters, devices); where the project's assets and its cache are.

Lower layers take a `DecodeConfig` and never carry defaults of their own. Mode presets live here too:
`DecodeConfig.for_mode(mode, **settings)` fixes what a mode fixes (SSD is a chain, TSD does not prune or
merge, DySpec does not merge) and keeps the rest.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
from dataclasses import dataclass
from pathlib import Path

MODES = ("ar", "ssd", "tsd", "gsd", "dyspec")
# a draft model, the feature head, the two together, prompt lookup, a draft model with the commonest continuation
# retrieved from a datastore of the target's own answers grafted on
DRAFTERS = ("model", "head", "both", "lookup", "model+datastore")
DEVICES = ("auto", "cpu", "cuda")
TARGET_DTYPES = ("auto", "float32", "bfloat16")  # auto: float32 on any device (exact); bfloat16 by name
# the forward the engine runs (`gsd.forward.static`): today's, the static path uncaptured, or captured as CUDA graphs
STATIC = ("off", "eager", "graphs")

ASSETS = Path(__file__).resolve().parent.parent / "assets"
PROMPTS = ASSETS / "prompts.jsonl"  # the example prompts, and the benchmark's


def cache_dir() -> Path:
    """Where the project keeps what it builds once a machine (the converted target, compiled kernels, corpora)."""
    return Path(os.environ.get("GSD_CACHE", Path.home() / ".cache" / "gsd"))


# Bounds the page and the API enforce. They keep one step's graph and one request's run bounded.
MAX_K = 8
MAX_DEPTH = 16
MAX_NODE_BUDGET = 256
MAX_NEW_TOKENS = 2048
MAX_MERGE_N = 4

# What each mode fixes, whatever the caller asked for.
_MODE_FIXED: dict[str, dict] = {
    "ar": {"sized": False},
    "ssd": {"k": 1, "theta_sib": 0.0, "theta_prob": 0.0, "theta_path": 0.0, "merge_n": None, "lookup": False,
            "sized": False},
    "tsd": {"theta_sib": 0.0, "theta_prob": 0.0, "theta_path": 0.0, "merge_n": None, "sized": False},
    "gsd": {},
    "dyspec": {"theta_sib": 0.0, "theta_prob": 0.0, "theta_path": 0.0, "merge_n": None, "sized": False},
}


class ConfigError(ValueError):
    """A setting is out of range; the message names the setting and its allowed range."""


@dataclass(frozen=True)
class DecodeConfig:
    """One decoding run's settings (names follow the glossary in `gsd/__init__.py`).

    merge_n: None switches merging off; n >= 0 merges a new node into an existing node of the same layer
    when both have the same token and the same n preceding tokens.

    theta_prob is 0.4, the top of the paper's grid (0.3-0.4): with the embedded pair it ends branches a round
    earlier than 0.3 and was the faster of the two (docs/benchmarks.md, "Choosing θ_prob").

    theta_path: a drafted node whose path probability (the product of q from the root, along its likeliest path
    for a merged node) is below θ_path is pruned: shown, never verified, never grown. θ_sib and θ_prob judge a
    node against its siblings and itself; θ_path judges the whole path, as EAGLE-2's tree does. A verified
    position costs about a tenth of a one-token forward on a CPU, and of drafted nodes with a path probability
    under 0.1 the target accepted 6%: they cost more than they bring, so the default is 0.1
    (docs/benchmarks.md, "Choosing θ_path").

    fill: where the unrolled tree holds fewer positions than this, the pruned children of its positions are
    verified too, as leaves, the likeliest path first, up to `fill` positions (at most 1 + node_budget); 0
    never. A verify forward's cost is mostly reading the target's weights, which a few more positions share: on
    two CPU cores four positions cost about a quarter more than one on the engine's kernels (each more position
    its multiply-adds, performance.md "One read for a tree's rows"), so those few positions come cheap: with the
    embedded pair τ rose 3% and `gsd` ran 1-4% faster (docs/benchmarks.md, "Filling the tree"); measured again
    on the wide prompts after the kernels got faster, 1.32× `ar` against 1.29× with fill 0 and 1.31× with 2.
    Nothing pruned is drafted further, and verification does not read q, so output stays exact.

    lookup: graft the prompt-lookup branch onto a drafter's graph (what followed the context's latest n-gram,
    n = 4..2, where it occurred before; `gsd.engine.lookup.graft_lookup`). No model runs for it and verification
    ignores q, so every mode stays exact; ssd, a single chain, fixes it off.

    lookup_first: with `lookup`, a step whose context's latest n-gram (n = 4..2) occurred before verifies that
    branch alone and runs no draft forward: a repeat is the likelier continuation, and the step skips the
    draft's cost and a larger tree's (docs/benchmarks.md, "Lookup first").

    lookup_depth: the most tokens of the prompt-lookup branch a step verifies (and at most max_depth); within it,
    the branch is as long as the repeat it follows (`gsd.engine.lookup.lookup_branch`): on the target's greedy answers a
    branch after a 2-token repeat keeps 1.3 of 8 tokens on average, one after a repeat of 12 tokens or more 5.7.
    Three: on two CPU cores each verified position costs its multiply-adds, about an eighth of a one-token forward,
    and a cap of six raised τ (1.83 to 1.89 on Spec-Bench, 2.09 to 2.12 on the wide set) for no more speed
    (docs/benchmarks.md, "The lookup branch's length" and "A continuation as long as its repeat").

    sized: each step sized by the machine's own costs (`gsd.engine.cost`): a node is verified only where its
    chance (the product of calibrated q along its path) pays its position in the verify, a layer drafted only
    where what it adds pays its draft forward, at the run's own tokens per millisecond; where not even a first
    layer pays, a plain step. θ_sib, θ_prob and θ_path still apply where set (`SIZED` sets them to 0); `fill`
    does not (it would verify the positions the rule judged not to pay). gsd with a model drafter; the baselines
    keep their own shapes (ssd a chain, tsd a top-k tree, dyspec best-first under its budget: each fixes it off).
    Off by default (the paper's thresholds alone); the Fast preset has it on within the paper's thresholds, where it
    was measured faster on every prompt set (docs/benchmarks.md, "Fast sizes each step"; the rule alone, the θ's at
    0, ran behind it on the wide set: "Seven sittings: Fast against the rule alone").
    """

    mode: str = "gsd"
    k: int = 4
    theta_prob: float = 0.4
    theta_sib: float = 0.2
    theta_path: float = 0.1
    merge_n: int | None = 1
    max_depth: int = 6
    node_budget: int = 32
    fill: int = 4
    lookup: bool = True
    lookup_first: bool = True
    lookup_depth: int = 3
    max_new_tokens: int = 128
    temperature: float = 0.0
    top_p: float = 1.0
    seed: int = 0
    drafter: str = "model"
    sized: bool = False

    def __post_init__(self) -> None:
        def need(ok: bool, message: str) -> None:
            if not ok:
                raise ConfigError(message)

        def integer(name: str, low: int, high: int) -> None:
            value = getattr(self, name)
            need(isinstance(value, int) and not isinstance(value, bool) and low <= value <= high,
                 f"{name} must be an integer in [{low}, {high}], got {value!r}")

        def real(name: str, low: float, high: float) -> None:
            value = getattr(self, name)
            need(isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
                 and low <= value <= high, f"{name} must be a number in [{low}, {high}], got {value!r}")

        need(self.mode in MODES, f"mode must be one of {', '.join(MODES)}, got {self.mode!r}")
        need(self.drafter in DRAFTERS, f"drafter must be one of {', '.join(DRAFTERS)}, got {self.drafter!r}")
        integer("k", 1, MAX_K)
        real("theta_prob", 0.0, 1.0)
        real("theta_sib", 0.0, 1.0)
        real("theta_path", 0.0, 1.0)
        if self.merge_n is not None:
            integer("merge_n", 0, MAX_MERGE_N)
        integer("max_depth", 1, MAX_DEPTH)
        integer("node_budget", 1, MAX_NODE_BUDGET)
        integer("fill", 0, MAX_NODE_BUDGET + 1)
        need(isinstance(self.lookup, bool), f"lookup must be true or false, got {self.lookup!r}")
        need(isinstance(self.lookup_first, bool), f"lookup_first must be true or false, got {self.lookup_first!r}")
        need(isinstance(self.sized, bool), f"sized must be true or false, got {self.sized!r}")
        integer("lookup_depth", 1, MAX_DEPTH)
        integer("max_new_tokens", 1, MAX_NEW_TOKENS)
        real("temperature", 0.0, 2.0)
        need(isinstance(self.top_p, (int, float)) and math.isfinite(self.top_p) and 0.0 < self.top_p <= 1.0,
             f"top_p must be a number in (0, 1], got {self.top_p!r}")
        integer("seed", 0, 2**63 - 1)
        for name, value in _MODE_FIXED[self.mode].items():
            need(getattr(self, name) == value,
                 f"mode {self.mode!r} fixes {name}={value!r}; build it with DecodeConfig.for_mode")

    @classmethod
    def for_mode(cls, mode: str, **settings) -> "DecodeConfig":
        """The config for `mode` with `settings`, where the mode's fixed settings win."""
        if mode not in MODES:
            raise ConfigError(f"mode must be one of {', '.join(MODES)}, got {mode!r}")
        return cls(**{**settings, "mode": mode, **_MODE_FIXED[mode]})

    def replace(self, **changes) -> "DecodeConfig":
        return dataclasses.replace(self, **changes)

    @property
    def greedy(self) -> bool:
        return self.temperature == 0.0

    @classmethod
    def from_preset(cls, preset: str, mode: str = "gsd", **settings) -> "DecodeConfig":
        """The config for `mode` with `preset`'s graph settings, where `settings` override the preset's values
        and the mode's fixed settings override both."""
        if preset not in PRESETS:
            raise ConfigError(f"preset must be one of {', '.join(PRESETS)}, got {preset!r}")
        return cls.for_mode(mode, **{**PRESETS[preset].settings, **settings})


@dataclass(frozen=True)
class Preset:
    """A named set of graph settings (the rest of a config keeps its defaults)."""

    name: str
    label: str   # what the page's control says
    blurb: str   # what it shows and what it costs, in a sentence
    settings: dict


# The graph settings of a step sized by the machine's costs: the rule in place of the thresholds and the fill (a
# position is verified where its chance pays for it, not because the tree has room).
SIZED = {"sized": True, "theta_prob": 0.0, "theta_sib": 0.0, "theta_path": 0.0, "fill": 0}

PRESETS: dict[str, Preset] = {preset.name: preset for preset in (
    # The paper's thresholds with each step sized by the machine's costs: ahead of the thresholds alone on every
    # prompt set measured on two CPU cores (docs/benchmarks.md, "Fast sizes each step", "A step's forward in one call"),
    # and of the rule alone (the θ's at 0) on the wide set in eleven sittings of seventeen ("Seven sittings: Fast against
    # the rule alone"; 0.8-1.5% behind it in sittings 8-11, "Positions priced together ... three sittings"; 0.4-1.7%
    # ahead in 13-16 and 18, "The start every chat prompt shares, prefilled once: five sittings"; 0.2% and 4.3% ahead
    # in 19 and 24, 1.3-1.5% behind in 20, 21 and 23, ahead on `make bench`'s in all five: "The verifies' level, the
    # measured shape").
    Preset("fast", "Fast", "the fastest lossless settings: few, confident branches, each step sized by this "
           "machine's own costs (a layer drafted and a node verified only where its expected tokens pay for their "
           "milliseconds, a plain step where none does); where the text repeats, the lookup branch alone. Measured "
           "on two CPU cores: 1.11-1.18× plain decoding on 48 everyday requests, 1.17-1.22× on Spec-Bench (ten "
           "sittings)",
           {"k": DecodeConfig.k, "theta_prob": DecodeConfig.theta_prob, "theta_sib": DecodeConfig.theta_sib,
            "theta_path": DecodeConfig.theta_path, "merge_n": DecodeConfig.merge_n,
            "lookup_first": DecodeConfig.lookup_first, "sized": True}),
    # Chosen by measurement on the benchmark's prompts (docs/benchmarks.md, "Presets"): low thresholds let
    # the graph grow wide enough that branches meet, and merging on the token alone (n = 0) joins them. Every
    # step drafts (no lookup first) and every unpruned branch is verified (no θ_path): the graph is what this
    # preset is for.
    Preset("graph", "See the graph", "wider graphs where branches meet and merge on most steps, every step "
           "drafted; still exact, but about three times the draft's work: 0.37× plain decoding measured on two CPU "
           "cores (48 requests); see what its steps would cost on a GPU under the run",
           {"k": 4, "theta_prob": 0.1, "theta_sib": 0.1, "theta_path": 0.0, "merge_n": 0, "lookup_first": False,
            "sized": False}),
)}


def read_prompts(path: str | Path = PROMPTS) -> list[str]:
    """Prompts from a JSON-lines file, one object with a "prompt" per line; a ValueError naming the line for
    anything else."""
    prompts = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, start=1):
            if line.strip():
                try:
                    prompts.append(str(json.loads(line)["prompt"]))
                except (json.JSONDecodeError, KeyError, TypeError):
                    raise ValueError(f"{path}:{number}: each line must be a JSON object with a \"prompt\"") from None
    if not prompts:
        raise ValueError(f"{path} holds no prompts")
    return prompts


def read_conversation(path: str | Path) -> list:
    """A conversation from a JSON file: a list of messages (`gsd.prompts.check_conversation` checks each); a
    ValueError naming the file for anything else."""
    with open(path, encoding="utf-8") as file:
        try:
            messages = json.load(file)
        except json.JSONDecodeError as error:
            raise ValueError(f"{path}:{error.lineno}: not JSON ({error.msg})") from None
    if not isinstance(messages, list):
        raise ValueError(f"{path} must hold a JSON list of messages, each {{\"role\": ..., \"content\": ...}}")
    return messages
