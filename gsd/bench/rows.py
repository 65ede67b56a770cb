"""The benchmark: every mode side by side on one prompt set, in one process, greedy.

Each mode decodes every prompt once after a short warm-up, the modes taking turns prompt by prompt (so a
machine whose speed drifts over minutes slows every mode alike); rows give tokens/s end to end (prefill
included, as Spec-Bench counts it) and after each run's first step (decoding alone), τ, forwards, draft work,
speed-up over `ar` (and over `hf-assisted` when it ran) and whether the output equals `ar` token for token on
every prompt. A prompt is a string or a conversation (`engine.Prompt`). A row `mode:drafter` runs a mode with
another drafter (`gsd:head`), `mode:nolookup` without the prompt-lookup branch, and `mode:k=2:theta_prob=0.5`
with its own graph settings (`parse_row`). The peers a
user would pick instead run transformers' own `generate`: `hf-assisted` with `assistant_model=draft`,
`hf-lookup` with prompt lookup on the target alone (Spec-Bench's PLD settings). A row `mode:static=graphs` (or
`eager`, `off`) runs on that forward (`gsd.forward.static`) whatever the engine's, so a run can set the static path
beside today's. A row `gsd:sized` sizes each step by the machine's costs (`config.SIZED`, `gsd.engine.cost`), and
`gsd:sized:draft_cost=3` (or `target_cost=`) takes the draft's forward (or the target's verifies) as that many times
dearer than measured. Timings are ratios from one run
on one machine; the JSON says which machine.
"""

from __future__ import annotations

import gc
import random
import time
from contextlib import contextmanager
from dataclasses import dataclass, field, replace

import torch
from tqdm import tqdm
from transformers.generation.streamers import BaseStreamer

from ..config import DRAFTERS, MODES, SIZED, STATIC, DecodeConfig
from ..engine.loop import Engine
from ..prompts import Prompt
from ..trace import RunSummary, StepTrace, summarize
from . import llama_rows

HF_ASSISTED = "hf-assisted"
HF_LOOKUP = "hf-lookup"
PEERS = (HF_ASSISTED, HF_LOOKUP, *llama_rows.ROWS)  # rows that run another runtime's loop, not this engine
LOOKUP_TOKENS, LOOKUP_NGRAM = 10, 3  # hf-lookup: tokens proposed, longest n-gram matched (Spec-Bench's PLD)
COLUMNS = ("tokens_per_s", "decode_tokens_per_s", "tau", "speedup_vs_ar", "speedup_vs_hf", "accept_rate_depth1",
           "target_forwards", "draft_forwards", "draft_tokens", "draft_tokens_saved", "steps", "steps_with_merge",
           "wall_s", "exact_vs_ar")


@dataclass(frozen=True)
class PromptRun:
    """One row's run on one prompt: its new tokens, its steps, its seconds end to end (prefill included) and to
    its first step (the prefill and that step), and the tokens the first step committed. A peer's run has no
    steps of ours: it counts its forwards instead, one target forward a step."""

    output: list[int]
    steps: list[StepTrace]
    wall_s: float
    first_s: float
    first_tokens: int
    target_forwards: int = 0
    draft_forwards: int = 0


@dataclass
class ModeResult:
    """What one row did over the prompt set: one `PromptRun` per prompt, in order."""

    runs: list[PromptRun] = field(default_factory=list)

    @property
    def outputs(self) -> list[list[int]]:
        return [run.output for run in self.runs]

    @property
    def steps(self) -> list[StepTrace]:
        return [step for run in self.runs for step in run.steps]

    @property
    def decode_tokens_per_s(self) -> float:
        """The tokens after each run's first step over the seconds after it: decoding, the prefill left out."""
        tokens = sum(len(run.output) - run.first_tokens for run in self.runs)
        seconds = sum(run.wall_s - run.first_s for run in self.runs)
        return tokens / seconds if seconds > 0 else 0.0

    def subset(self, indices: list[int]) -> "ModeResult":
        return ModeResult([self.runs[i] for i in indices])

    def summary(self) -> RunSummary:
        """The row's totals, from `trace.summarize` like every other run's."""
        totals = summarize(self.steps, config={}, wall_s=sum(run.wall_s for run in self.runs))
        if totals.steps or not self.runs:
            return totals
        return replace(totals, new_tokens=sum(map(len, self.outputs)),
                       target_forwards=sum(run.target_forwards for run in self.runs),
                       draft_forwards=sum(run.draft_forwards for run in self.runs))


class _Puts(BaseStreamer):
    """What transformers' generate hands a streamer, with the time each came: the prompt, then each step's new
    tokens (after the step's forward)."""

    def __init__(self):
        self.puts: list[tuple[float, int]] = []  # (perf_counter seconds, tokens)

    def put(self, value: torch.Tensor) -> None:
        self.puts.append((time.perf_counter(), value.numel()))

    def end(self) -> None:
        pass


@contextmanager
def _counting(module: torch.nn.Module | None):
    """Count `module`'s forwards while inside (transformers' assisted loop keeps no count of its own)."""
    calls = [0]
    if module is None:
        yield calls
        return
    handle = module.register_forward_hook(lambda *_: calls.__setitem__(0, calls[0] + 1))
    try:
        yield calls
    finally:
        handle.remove()


@contextmanager
def settled():
    """Inside, each timed run (`run_engine`, a peer's) starts with nothing for Python's cyclic garbage collector to
    scan (`_settle`), which freezes what is alive before it; after, everything unfrozen. Every caller of `run_engine`
    runs it inside (`run_rows`, `sweep`). Why: what is alive when the bench starts (the models, the tokenizer, torch's and
    transformers' modules: about 390,000 objects the collector tracks for the embedded pair) and the results it
    keeps live to its end, yet a full collection scans them all: one took 185 ms on two cores, and a bench of 80 s
    ran eight, each landing in whichever row was running then (about 1% of a row's time, on a row chosen by chance)."""
    try:
        yield
    finally:
        gc.unfreeze()


def _settle() -> None:
    """Before a timed run: the last run's garbage collected, and what is alive now moved out of the collector's
    reach (`gc.freeze`: it lives to the bench's end), so that a run pays only for collecting its own garbage. Outside
    the timer; cheap, since everything older is frozen already."""
    gc.collect()
    gc.freeze()


def run_engine(engine: Engine, ids: list[int], config: DecodeConfig, result: ModeResult,
                static: str | None = None, cost_scale: tuple[float, float] = (1.0, 1.0)) -> None:
    steps, first_s = [], 0.0
    _settle()
    start = time.perf_counter()
    for step in engine.decode(ids, config, static=static, cost_scale=cost_scale):
        steps.append(step)
        if len(steps) == 1:
            first_s = time.perf_counter() - start
    wall_s = time.perf_counter() - start
    output = [t for s in steps for t in s.committed]
    result.runs.append(PromptRun(output, steps, wall_s, first_s, len(steps[0].committed)))


def _run_peer(engine: Engine, ids: list[int], peer: str, max_new_tokens: int, result: ModeResult,
              draft_calls: list[int], llama: llama_rows.LlamaRows | None = None) -> None:
    _settle()
    if peer in llama_rows.ROWS:  # llama.cpp on the target's GGUF: one forward a token plain, uncounted with lookup
        out, wall_s, first_s = llama.run(peer, ids, max_new_tokens, engine.eos)
        result.runs.append(PromptRun(out, [], wall_s, first_s, 1,
                                     target_forwards=len(out) if peer == llama_rows.LLAMA else 0))
        return
    pair = engine.pair
    if peer == HF_ASSISTED:
        drafting = {"assistant_model": pair.draft}
    else:
        drafting = {"prompt_lookup_num_tokens": LOOKUP_TOKENS, "max_matching_ngram_size": LOOKUP_NGRAM}
    before = draft_calls[0]
    inputs = torch.tensor([ids], device=pair.device)
    streamer = _Puts()
    start = time.perf_counter()
    with torch.inference_mode():
        out = pair.target.generate(inputs, attention_mask=torch.ones_like(inputs), do_sample=False,
                                   max_new_tokens=max_new_tokens, streamer=streamer, **drafting,
                                   pad_token_id=engine.tokenizer.pad_token_id or engine.tokenizer.eos_token_id)
    wall_s = time.perf_counter() - start
    first_at, first_tokens = streamer.puts[1]  # puts[0] is the prompt
    result.runs.append(PromptRun(out[0, len(ids):].tolist(), [], wall_s, first_at - start, first_tokens,
                                 target_forwards=len(streamer.puts) - 1, draft_forwards=draft_calls[0] - before))


def _run_row(engine: Engine, ids: list[int], row: str, config: DecodeConfig | None, max_new_tokens: int,
             result: ModeResult, draft_calls: list[int], llama: llama_rows.LlamaRows | None = None) -> None:
    if config is None:
        _run_peer(engine, ids, row, max_new_tokens, result, draft_calls, llama)
    else:
        run_engine(engine, ids, config.replace(max_new_tokens=max_new_tokens), result, row_static(row),
                   row_cost_scale(row))


# The rows' order on each prompt is shuffled (seeded, so a run's order repeats): in a fixed order a row's speed
# leaned on the row before it. On two Zen 4 cores, in one sitting of `make bench`'s prompts, two rows of the very same
# settings ran 1.27× and 1.21× `ar`, the first right after `ar`, the other fourth; on the wide set, gsd sized ran
# 1.14× `ar` second in the order and 1.10× fourth, in two sittings minutes apart.
def run_order(modes: list[str], index: int) -> list[str]:
    """The rows' order on prompt `index`: a shuffle of `modes` seeded by the index, the same every run."""
    return random.Random(index).sample(modes, len(modes))


def run_rows(engine: Engine, prompts: list[Prompt], modes: list[str], max_new_tokens: int, base: DecodeConfig,
             chat: bool = True) -> dict[str, ModeResult]:
    """Every row on every prompt (a string or a conversation) after a short untimed warm-up, the rows taking
    turns prompt by prompt in a shuffled order (`run_order`), so that a drift in the machine's speed hits all
    alike and no row always runs after the same one."""
    ids = [engine.encode(p, chat, max_new_tokens) for p in prompts]
    if HF_ASSISTED in modes and engine.pair.draft is None:
        raise ValueError("hf-assisted needs a draft model")
    configs = {mode: None if mode in PEERS else mode_config(mode, base, max_new_tokens) for mode in modes}
    results = {mode: ModeResult() for mode in modes}
    llama = None
    if any(mode in llama_rows.ROWS for mode in modes):  # llama_rows.Missing says how to get them
        llama = llama_rows.LlamaRows(context=max(map(len, ids)) + max_new_tokens + 16)
    with _counting(engine.pair.draft if HF_ASSISTED in modes else None) as draft_calls, settled():
        for mode, config in configs.items():  # warm-up, untimed
            _run_row(engine, ids[0][:16], mode, config, 8, ModeResult(), draft_calls, llama)
        progress = tqdm(total=len(modes) * len(ids), desc="bench", unit="run")
        for index, prompt_ids in enumerate(ids):
            for mode in run_order(list(configs), index):
                progress.set_postfix_str(mode)
                _run_row(engine, prompt_ids, mode, configs[mode], max_new_tokens, results[mode], draft_calls, llama)
                progress.update()
        progress.close()
    return results



NO_LOOKUP = "nolookup"  # a row option: the mode without the prompt-lookup branch
SIZED_ROW = "sized"    # a row option: each step sized by the machine's costs (`config.SIZED`)
# Row options `name=value` set one graph setting for that row alone (`gsd:k=2:theta_prob=0.5`), so settings can
# be compared in one run, against one `ar`, taking turns prompt by prompt.
ROW_SETTINGS = {"k": int, "theta_prob": float, "theta_sib": float, "theta_path": float, "merge_n": int,
                "max_depth": int, "node_budget": int, "fill": int, "lookup_first": lambda value: bool(int(value)),
                "lookup_depth": int, "sized": lambda value: bool(int(value))}


STATIC_OPTION = "static"  # a row option `static=eager|graphs|off`: the row's forward (`gsd.forward.static`)
# row options `draft_cost=X`, `target_cost=X`: a sized row's draft forward, or target verifies, taken as X times dearer
COST_OPTIONS = ("draft_cost", "target_cost")
RUN_OPTIONS = (STATIC_OPTION, *COST_OPTIONS)  # options of how a row runs, not of its config


def row_static(name: str) -> str | None:
    """The forward a row's `static=` option names (None: the engine's); a ValueError for an unknown one."""
    chosen = None
    for option in name.split(":")[1:]:
        key, _, value = option.partition("=")
        if key == STATIC_OPTION:
            if value not in STATIC:
                raise ValueError(f"row {name}: static must be one of {', '.join(STATIC)}, got {value!r}")
            chosen = value
    return chosen


def row_cost_scale(name: str) -> tuple[float, float]:
    """How many times dearer a row takes the draft's forward and the target's verifies (`draft_cost=`,
    `target_cost=`; 1 where not given); a ValueError for a value that is not a positive number."""
    scale = {option: 1.0 for option in COST_OPTIONS}
    for option in name.split(":")[1:]:
        key, _, value = option.partition("=")
        if key in COST_OPTIONS:
            try:
                scale[key] = float(value)
            except ValueError:
                raise ValueError(f"row {name}: {key} needs a number, got {value!r}") from None
            if not 0 < scale[key] < float("inf"):
                raise ValueError(f"row {name}: {key} must be a positive number, got {value!r}")
    return scale["draft_cost"], scale["target_cost"]


def _without_static(name: str) -> str:
    """The row's name without its run options (`RUN_OPTIONS`)."""
    return ":".join(option for option in name.split(":") if option.partition("=")[0] not in RUN_OPTIONS)


def parse_row(name: str) -> tuple[str, str | None, bool | None]:
    """A bench row's name: `mode`, then optionally `:drafter` (`gsd:head`, `gsd:lookup`), `:nolookup`
    (`gsd:nolookup`, `gsd:head:nolookup`) and `:setting=value` options (`row_settings`), as (mode, drafter or
    None, lookup or None: the base's). `ar` takes `static=` alone (`row_static`, which any mode takes), the peers
    (`hf-assisted`, `hf-lookup`) no option. A ValueError naming the choices for anything else."""
    if name.split(":")[0] not in PEERS:
        row_cost_scale(name)  # a ValueError for a bad scale
        if row_static(name) is not None or row_cost_scale(name) != (1.0, 1.0):
            name = _without_static(name)
    mode, *options = name.split(":")
    settings = [option for option in options if "=" in option]
    options = [option for option in options if "=" not in option]
    drafters = [option for option in options if option in DRAFTERS]
    lookups = [option for option in options if option == NO_LOOKUP]
    sized = [option for option in options if option == SIZED_ROW]
    drafting = [m for m in MODES if m != "ar"]
    if (mode in PEERS and not options and not settings) or (
            mode in MODES and not ((options or settings) and mode == "ar") and len(drafters) <= 1
            and len(lookups) <= 1 and len(sized) <= 1 and len(drafters) + len(lookups) + len(sized) == len(options)):
        row_settings(name)  # a ValueError for a bad setting
        return mode, (drafters or [None])[0], False if lookups else None
    raise ValueError(f"unknown mode {name}; choose from {', '.join(sorted((*MODES, *PEERS)))}; "
                     f"{', '.join(drafting)} also as mode:drafter ({', '.join(DRAFTERS)}), with :{NO_LOOKUP}, "
                     f":{SIZED_ROW} and :setting=value ({', '.join(ROW_SETTINGS)})")


def row_settings(name: str) -> dict:
    """The graph settings a row's `:setting=value` options give (`merge_n=off` switches merging off); a
    ValueError naming the option for an unknown setting or a value that is not a number."""
    settings = {}
    for option in _without_static(name).split(":")[1:]:
        if "=" not in option:
            continue
        key, value = option.split("=", 1)
        if key not in ROW_SETTINGS:
            raise ValueError(f"row {name}: unknown setting {key!r}; choose from {', '.join(ROW_SETTINGS)}")
        try:
            settings[key] = None if key == "merge_n" and value in ("off", "none") else ROW_SETTINGS[key](value)
        except ValueError:
            raise ValueError(f"row {name}: {key} needs a number, got {value!r}") from None
    return settings


def mode_config(name: str, base: DecodeConfig, max_new_tokens: int) -> DecodeConfig:
    """A bench row's settings (`parse_row`): the base's, with the row's drafter, lookup and settings, greedy."""
    mode, drafter, lookup = parse_row(name)
    sized = SIZED if SIZED_ROW in name.split(":")[1:] else {}
    return DecodeConfig.for_mode(mode, **{**settings_of(base), **sized, **row_settings(name),
                                          "max_new_tokens": max_new_tokens,
                                          "temperature": 0.0, "drafter": drafter or base.drafter,
                                          "lookup": base.lookup if lookup is None else lookup})


def settings_of(config: DecodeConfig) -> dict:
    return {k: getattr(config, k) for k in ("k", "theta_prob", "theta_sib", "theta_path", "merge_n",
                                              "max_depth", "node_budget", "fill", "lookup", "lookup_first",
                                              "lookup_depth", "drafter", "sized")}
