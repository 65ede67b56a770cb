"""A step of a run drafted again with other settings (the page's what-if): from the run's prefix, whose target
keys and values come from the engine's kept store when they are there (this prefix's own, left by the last
what-if here, or the first positions of a run kept for its owner), else from a prefill. Nothing of the run
changes; what a what-if used is kept for the next one."""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch

from .. import forward as model_forward
from ..config import DecodeConfig
from ..trace import StepTrace
from .draft import wanted_features
from .kept import Prefix
from .step import truncate

if TYPE_CHECKING:
    from .loop import Engine


def step_again(engine: Engine, tokens: list[int], index: int, config: DecodeConfig, room: int | None = None,
               owner: object | None = None) -> StepTrace:
    """Step `index` of a run drafted and verified again with `config`: from `tokens` (the prompt's ids and every
    token the run committed before that step, the root last), committing at most `room` tokens, as the run
    did there. Nothing of the run changes. Greedy, its committed tokens are the run's next ones whatever the
    settings; sampling, it is one draw from a generator seeded with the config's seed and the step.

    The target's keys and values of the prefix come from `kept` when they are there: this prefix's own, left by
    the last what-if here, or the first positions of a kept run's (the run `decode` kept for `owner`, cut to
    the prefix). Else the prefix runs through the target. What this what-if used is kept for the next one."""
    if not tokens:
        raise ValueError("a step needs at least one token before it")
    kind = "none" if config.mode == "ar" else config.drafter
    prefix = tokens[:-1]
    kept = engine.kept.take(prefix, kind) or _cut_from_run(engine, prefix, kind, config, owner)
    if kept is None:
        kept = prefilled(engine, prefix, kind, config, owner)
    cache, drafter = kept.cache, kept.drafter
    depth = min(config.max_depth, engine.context_length - len(tokens))
    step_config = config if depth == config.max_depth else config.replace(max_depth=depth)
    generator = torch.Generator().manual_seed(config.seed + index)
    try:
        with torch.inference_mode():
            step = engine.run_step(index, list(tokens), step_config, drafter, cache, generator)
    finally:  # back to the prefix alone, for the next what-if here
        model_forward.crop_cache(cache, len(tokens) - 1)
        if drafter is not None:
            drafter.rewind(tuple(tokens))
    engine.kept.put(kept)
    room = config.max_new_tokens if room is None else room
    return truncate(step, max(room, 1), engine.eos)

def _cut_from_run(engine: Engine, prefix: list[int], kind: str, config: DecodeConfig, owner: object) -> Prefix | None:
    """The prefix's target cache copied from a kept run's whose tokens begin with it, and a new drafter filled
    with the prefix (a feature head, which needs the target's hidden states of the prefix, cannot be)."""
    run = engine.kept.covering(prefix)
    drafter = engine.drafter(config, static="off")  # a what-if's drafter keeps today's path
    if run is None or (drafter is not None and drafter.reads_hidden_states):
        return None
    if drafter is not None:
        with torch.inference_mode():
            drafter.prefill(tuple(prefix))
    return Prefix(tuple(prefix), kind, model_forward.cache_head(run.cache, len(prefix)), drafter, owner)

def prefilled(engine: Engine, prefix: list[int], kind: str, config: DecodeConfig, owner: object = None) -> Prefix:
    """A fresh target cache (and drafter) holding `prefix`, as `decode` fills them before its first step."""
    target, device = engine.pair.target, engine.pair.device
    cache = model_forward.new_cache(target)
    drafter = engine.drafter(config, static="off")
    features = wanted_features(drafter)
    if prefix:
        with torch.inference_mode():
            out = model_forward.forward(target, torch.tensor(prefix, device=device), cache,
                                        torch.arange(len(prefix), device=device), None, last=1, features=features)
            if features:
                drafter.observe(out[1])
            if drafter is not None:
                drafter.prefill(tuple(prefix))
    return Prefix(tuple(prefix), kind, cache, drafter, owner)
