"""The decoding loop: draft → unroll → verify → commit → yield one `StepTrace` per target forward.

The engine owns a loaded `ModelPair` (read-only while decoding) and knows nothing about the page. Every
run gets its own caches, drafter and random generator, so runs do not share state. `ar` (plain decoding)
is the same loop with a graph that holds only the root. `step_again` runs one step of a run again with other
settings (the page's what-if), from the run's prefix.
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import asdict, replace
from typing import Iterator

import torch

from .. import forward as model_forward
from .. import models
from ..config import DecodeConfig
from ..forward import layer, lean, static as static_path
from ..prompts import Prompt, encode
from ..trace import (END_OF_TEXT, Costs, Counters, Position, RunSummary, StepTrace, TokenGraph, Verdict,
                     summarize)
from .cost import Experience, MeasuredCosts, Sizer
from .datastore import DATASTORE, RetrievingDrafter, shared_datastore
from .draft import Drafter, LookupDrafter, ModelDrafter, Proposal, wanted_features
from .graph import GraphBuilder, Tree, ancestor_mask, positions, unroll
from .head import EnsembleDrafter, HeadDrafter
from .kept import RUN, KeptPrefixes, Preamble, Prefix, reuse, shared_start
from .step import Clock, answers, read_greedy, reads_once, truncate, verdict_graph
from .verify import accept_greedy, accept_sampling, target_probs

log = logging.getLogger(__name__)


class Engine:
    """static: which forward runs (`gsd.forward.static.STATIC`): "off" (today's: `lean` on a CPU, transformers' elsewhere),
    "eager" (the static path: fixed bucket sizes, one preallocated cache reused from run to run, greedy
    acceptance on the device) or "graphs" (that, captured as CUDA graphs on a GPU). `decode` takes it per run
    too. A model the static path does not run (`gsd.forward.layer.supports`) keeps today's path."""

    def __init__(self, pair: models.ModelPair, static: str = "off"):
        if static not in static_path.STATIC:
            raise ValueError(f"static must be one of {', '.join(static_path.STATIC)}, got {static!r}")
        self.static = static
        self._static: dict[tuple[str, str], static_path.Cache] = {}  # (role, flavour) -> its reused cache
        self.pair = pair
        self.tokenizer = pair.tokenizer
        self.target_name = pair.target_name
        self.draft_name = pair.draft_name
        eos = pair.target.generation_config.eos_token_id
        eos = eos if isinstance(eos, list) else [eos]
        self.eos = {int(t) for t in eos + [self.tokenizer.eos_token_id] if t is not None}
        self._text: dict[int, str] = {}  # token id -> its text, filled as tokens are met
        self.kept = KeptPrefixes()  # what-ifs' prefixes (`step_again`)
        # the start every chat prompt shares, prefilled at the first run that begins with it (`kept.Preamble`)
        self.preamble = Preamble(shared_start(self.encode) if getattr(self.tokenizer, "chat_template", None) else ())
        self.prepared = ""  # what was made ahead of the runs (graphs captured at start), as the page says it
        self.plain_ms = 0.0  # one plain forward of the target (`time_plain_forward`); 0: not timed
        self.measured = MeasuredCosts(self)  # what the forwards cost here (`gsd.engine.cost`), timed at first need
        # what sized runs learnt of each drafter (its q's calibration, its acceptance a layer further), by the
        # drafter's kind and the sampling settings it was accepted under: the next run starts from it
        self.experience: dict[tuple, Experience] = {}
        self.datastore_path = DATASTORE  # the datastore drafter's answers (`gsd.engine.datastore`)

    # ---- prompts and text ----
    @property
    def context_length(self) -> int:
        return self.pair.context_length

    @property
    def max_prompt_tokens(self) -> int:
        return self.context_length - 1

    def encode(self, prompt: Prompt, chat: bool = True, max_new_tokens: int = 0) -> list[int]:
        """The token ids of a prompt or a conversation (`gsd.prompts.encode`), room left for max_new_tokens."""
        return encode(self.tokenizer, prompt, chat, max_new_tokens, self.context_length)

    def text_of(self, token: int) -> str:
        """A token's text as a trace gives it: the tokenizer's, or `END_OF_TEXT` for an end-of-text token."""
        text = self._text.get(token)
        if text is None:
            text = self._text[token] = END_OF_TEXT if token in self.eos else self.tokenizer.decode([token])
        return text

    @property
    def runs_on(self) -> str:
        """Where and in what the target runs, as the page says it (`models.runs_on`)."""
        return models.runs_on(self.pair, self.static)

    def time_plain_forward(self) -> float:
        """Time the forwards on the engine's own path (`machine_costs`): a plain forward of the target, verifies of
        growing width, a draft forward. The plain forward's median ms is kept in `plain_ms` (each run's summary
        carries it: the unit the page's cost chart measures verifies against) and returned."""
        self.plain_ms = self.machine_costs().plain_ms
        return self.plain_ms

    def machine_costs(self, static: str | None = None) -> Costs:
        """What the target's verifies and a draft forward cost here, timed once at first need (about fifty forwards,
        `gsd.engine.cost.measure`) on the engine's forward (or `static`'s), and shared by every run after."""
        return self.measured.get(static)

    def sizer(self, config: DecodeConfig, drafter: Drafter | None, static: str | None = None,
              costs: Costs | None = None, cost_scale: tuple[float, float] = (1.0, 1.0)) -> Sizer | None:
        """A run's `Sizer` where `config.sized` and a model drafts (set on its drafter): from `costs` as given, or
        else from the machine's measured ones (`machine_costs`), kept current from the run's steps. cost_scale:
        the draft's forward and the target's verifies taken as that many times dearer."""
        if not (config.sized and isinstance(drafter, ModelDrafter)):
            return None
        experience = None
        if costs is None:  # a run with fixed costs (a test's) starts afresh, the same every time
            experience = self.experience.setdefault((type(drafter).__name__, config.temperature, config.top_p,
                                                     static or self.static), Experience())
        drafter.sizer = Sizer(costs or self.machine_costs(static), learn=costs is None, draft_scale=cost_scale[0],
                              target_scale=cost_scale[1], experience=experience)
        return drafter.sizer

    @property
    def sizes(self) -> dict[str, int]:
        """Parameters of the target and of what drafts, by role (`models.sizes`)."""
        return models.sizes(self.pair)

    @property
    def has_head(self) -> bool:
        """Whether the feature head is loaded (`--drafter head`)."""
        return self.pair.head is not None

    def drafter_name(self, config: DecodeConfig) -> str:
        """What drafts a run of `config`, as its trace names it."""
        names = {"head": "feature head", "both": f"{self.draft_name} and the feature head", "lookup": "prompt lookup",
                 "model+datastore": f"{self.draft_name} and the datastore"}
        return "none" if config.mode == "ar" else names.get(config.drafter, self.draft_name)

    def drafter(self, config: DecodeConfig, static: str | None = None, capacity: int = 0) -> Drafter | None:
        """A new drafter for a run of `config`; with the static path (static, else the engine's), a draft model
        drafts over its reused static cache of at least `capacity` positions."""
        if config.mode == "ar":
            return None
        if config.drafter == "lookup":
            return LookupDrafter()
        if config.drafter in ("head", "both") and self.pair.head is None:
            raise models.ModelError("this engine has no feature head; choose the model or lookup drafter, "
                                    "or build one with `python -m gsd train-head`")
        if config.drafter == "head":
            return HeadDrafter(self.pair.head)
        if self.pair.draft is None:
            raise models.ModelError("this engine has no draft model; choose the lookup drafter or load a --draft")
        # the datastore before the cache: a missing one raises, and a cache taken is held until its run releases it
        datastore = shared_datastore(self.datastore_path) if config.drafter == "model+datastore" else None
        cache = self._static_cache("draft", self.static if static is None else static, capacity)
        if datastore is not None:
            return RetrievingDrafter(self.pair.draft, cache, datastore)
        if config.drafter == "both":
            return EnsembleDrafter(ModelDrafter(self.pair.draft, cache), HeadDrafter(self.pair.head))
        return ModelDrafter(self.pair.draft, cache)

    def _static_cache(self, role: str, static: str, capacity: int) -> static_path.Cache | None:
        """The role's reused static cache for a run of `capacity` positions, emptied (grown first if too small;
        a new one while another run holds it); None where the static path is off or does not run the model."""
        model = self.pair.target if role == "target" else self.pair.draft
        if static == "off" or model is None or not layer.supports(model):
            return None
        capacity += static_path.BUCKETS[-1]  # room for a padded forward after the last position
        cache = self._static.get((role, static))
        if cache is None or cache.busy:
            cache = static_path.Cache(model, -(-capacity // 256) * 256, static)
            self._static.setdefault((role, static), cache)
        cache.length = 0
        cache.reserve(capacity)
        cache.busy = True  # until the run ends (`release`)
        return cache

    def prepare_static(self, static: str, capacity: int) -> int:
        """Make the static caches for runs of up to `capacity` positions and capture every bucket's graphs
        ahead of timed runs (the target's greedy step, the draft's forward); returns the graphs captured."""
        made = 0
        target = ((static_path.GREEDY, False, ()),)  # the greedy step, and one that hands a feature head its layers
        if self.pair.head is not None and self.pair.head.feature_layers:
            target += ((static_path.GREEDY, False, self.pair.head.feature_layers),)
        for role, kinds in (("target", target), ("draft", ((static_path.FORWARD, True, ()),))):
            cache = self._static_cache(role, static, capacity)
            if cache is not None:
                with torch.inference_mode():
                    made += cache.capture_all(kinds)
                cache.busy = False
        return made

    def release(self, drafter: Drafter | None, cache) -> None:
        """A run's static caches are free for the next run."""
        for held in (cache, getattr(drafter, "cache", None)):
            if isinstance(held, static_path.Cache):
                held.busy = False

    def _prefill_preamble(self, tokens: tuple[int, ...]) -> tuple:
        """The target's cache and the draft model's holding `tokens` (the draft's None without a draft model, or
        where the engine's own forward does not run it)."""
        target, device = self.pair.target, self.pair.device
        cache = model_forward.new_cache(target, len(tokens))
        with torch.inference_mode():
            model_forward.forward(target, torch.tensor(tokens, device=device), cache,
                                  torch.arange(len(tokens), device=device), None, last=1)
            if self.pair.draft is None:
                return cache, None
            drafter = ModelDrafter(self.pair.draft)
            drafter.prefill(tokens)
        return cache, drafter.cache if type(drafter.cache) is lean.Cache else None

    # ---- decoding ----
    def generate(self, prompt: Prompt, config: DecodeConfig, *, chat: bool = True,
                 stop: threading.Event | None = None, keep: object | None = None) -> Iterator[StepTrace]:
        ids = self.encode(prompt, chat, config.max_new_tokens)
        if config.sized and config.mode != "ar":
            self.machine_costs()  # timed before this run takes its caches
        # refused here, before any step, if this engine cannot draft
        drafter = self.drafter(config, capacity=_capacity(len(ids), config))
        return self.decode(ids, config, drafter=drafter, stop=stop, keep=keep)

    def run(self, prompt: Prompt, config: DecodeConfig, *, chat: bool = True) -> tuple[list[StepTrace], RunSummary]:
        ids = self.encode(prompt, chat, config.max_new_tokens)
        start = time.perf_counter()
        steps = list(self.decode(ids, config))
        return steps, self.summary(steps, config, len(ids), time.perf_counter() - start)

    def summary(self, steps: list[StepTrace], config: DecodeConfig, prompt_tokens: int, wall_s: float,
                stopped_by: str | None = None) -> RunSummary:
        new = [t for s in steps for t in s.committed]
        if stopped_by is None:
            stopped_by = "eos" if new and new[-1] in self.eos else "max_new_tokens"
        summary = summarize(steps, config=asdict(config), target=self.target_name,
                            draft=self.drafter_name(config),
                            prompt_tokens=prompt_tokens, wall_s=wall_s, stopped_by=stopped_by)
        return replace(summary, text=self.tokenizer.decode(new, skip_special_tokens=True), runs_on=self.runs_on,
                       plain_ms=self.plain_ms, models=self.models(config), costs=self.measured.costs)

    def models(self, config: DecodeConfig) -> str:
        """The models a run with `config` uses, by name and size (`models.described`)."""
        drafter = self.drafter_name(config)
        return models.described(self.pair, None if config.mode == "ar" else drafter)

    def decode(self, prompt_ids: list[int], config: DecodeConfig, *, drafter: Drafter | None = None,
               stop: threading.Event | None = None, keep: object | None = None,
               static: str | None = None, costs: Costs | None = None,
               cost_scale: tuple[float, float] = (1.0, 1.0)) -> Iterator[StepTrace]:
        """Yield one StepTrace per target forward until max_new_tokens, an EOS token or `stop`. keep: a run that
        ends (not one whose reader let go of it) leaves the target's keys and values of its tokens in `kept`
        under this owner, for what-ifs at its steps (`step_again`). static: this run's forward (`Engine`), else
        the engine's. costs, cost_scale: where `config.sized`, the costs its steps are sized by, fixed (else the
        machine's, measured and kept current), and how many times dearer the draft's forward and the target's
        verifies are taken to be (`sizer`)."""
        static = self.static if static is None else static
        if static not in static_path.STATIC:
            raise ValueError(f"static must be one of {', '.join(static_path.STATIC)}, got {static!r}")
        # room for the whole run and one tree on top, so that the cache is made once at its size (growing by
        # doubling would hold up to twice the run's keys and values, and both copies while it grows)
        capacity = _capacity(len(prompt_ids), config)
        earlier = None
        if keep is not None:  # the owner's earlier run is no longer on show: its keys and values go before this run's
            earlier = self.kept.run_of(keep)  # held here: a follow-up starts from the prefix it shares with this
            self.kept.drop_runs(keep)
        if config.sized and costs is None and config.mode != "ar":
            self.machine_costs(static)  # timed before this run takes its caches
        if drafter is None and config.mode != "ar":
            drafter = self.drafter(config, static, capacity)
        sizer = self.sizer(config, drafter, static, costs, cost_scale)
        cache = self._static_cache("target", static, capacity)
        try:
            yield from self._decode(prompt_ids, config, drafter, stop, keep,
                                    cache or model_forward.new_cache(self.pair.target, capacity), earlier, sizer)
        finally:
            self.release(drafter, cache)

    def _decode(self, prompt_ids: list[int], config: DecodeConfig, drafter: Drafter | None,
                stop: threading.Event | None, keep: object | None, cache,
                earlier: Prefix | None = None, sizer: Sizer | None = None) -> Iterator[StepTrace]:
        target, device = self.pair.target, self.pair.device
        generator = torch.Generator().manual_seed(config.seed)
        tokens = list(prompt_ids)
        features = wanted_features(drafter)  # a feature head reads them
        with torch.inference_mode():
            # a follow-up: the prefix it shares with the owner's kept run comes from that run's keys and values (a
            # feature head would need the prefix's hidden states too: it prefills)
            done = 0 if features else reuse(earlier, tokens[:-1], cache)
            # else the start every chat prompt shares, from the engine's copy (not on the static path, whose
            # forward differs from the one that made it: `Preamble.fill` copies into the engine's own caches alone)
            if not features:
                done = done or self.preamble.fill(tokens[:-1], cache, self._prefill_preamble)
                if isinstance(drafter, ModelDrafter):
                    self.preamble.start(drafter, tokens)
            if len(tokens) - 1 > done:  # prefill the rest but the root: the first step's forward feeds the root
                out = model_forward.forward(target, torch.tensor(tokens[done:-1], device=device), cache,
                                            torch.arange(done, len(tokens) - 1, device=device), None, last=1,
                                            features=features)
                if features:
                    drafter.observe(out[1])
        produced, context = 0, self.context_length
        for index in range(config.max_new_tokens):
            if stop is not None and stop.is_set():
                break
            # The prompt check leaves room for max_new_tokens, not for a tree under the last of them: near the
            # end of the context, draft no deeper than its last position; and no deeper than the run has tokens
            # left past the bonus token (`tail_config`)
            left = config.max_new_tokens - produced
            step_config = tail_config(config, context - len(tokens), left)
            with torch.inference_mode():
                step = self.run_step(index, tokens, step_config or config, drafter, cache, generator,
                                     draft=step_config is not None)
            if step_config is None:
                step = last_token(step, sizer, left)
            step = truncate(step, left, self.eos)
            if sizer is not None:
                sizer.observe(step, first=index == 0)
            tokens += step.committed
            produced += len(step.committed)
            yield step
            if produced >= config.max_new_tokens or step.committed[-1] in self.eos:
                break
        # the cache holds every token but the last (the next step's root); a run too long for the store keeps none
        if keep is not None:
            own = not isinstance(cache, static_path.Cache)  # this run's own cache is kept itself, a reused one copied
            if self.kept.fits(model_forward.cache_bytes(cache) if own
                              else model_forward.head_bytes(cache, len(tokens) - 1)):
                model_forward.crop_cache(cache, len(tokens) - 1)
                held = cache if own else model_forward.cache_head(cache, len(tokens) - 1)
                self.kept.put(Prefix(tuple(tokens[:-1]), RUN, held, None, keep))

    # ---- one step again, with other settings ----
    def step_again(self, tokens: list[int], index: int, config: DecodeConfig, room: int | None = None,
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
        kept = self.kept.take(prefix, kind) or self._cut_from_run(prefix, kind, config, owner)
        if kept is None:
            kept = self.prefilled(prefix, kind, config, owner)
        cache, drafter = kept.cache, kept.drafter
        sizer = self.sizer(config, drafter)  # a what-if is sized as the engine's runs are, from what they learnt
        step_config = tail_config(config, self.context_length - len(tokens), room)  # as the run's step was
        generator = torch.Generator().manual_seed(config.seed + index)
        try:
            with torch.inference_mode():
                step = self.run_step(index, list(tokens), step_config or config, drafter, cache, generator,
                                     draft=step_config is not None)
            if step_config is None:
                step = last_token(step, sizer, room)
        finally:  # back to the prefix alone, for the next what-if here
            model_forward.crop_cache(cache, len(tokens) - 1)
            if drafter is not None:
                drafter.rewind(tuple(tokens))
        self.kept.put(kept)
        room = config.max_new_tokens if room is None else room
        return truncate(step, max(room, 1), self.eos)

    def _cut_from_run(self, prefix: list[int], kind: str, config: DecodeConfig, owner: object) -> Prefix | None:
        """The prefix's target cache copied from a kept run's whose tokens begin with it, and a new drafter filled
        with the prefix (a feature head, which needs the target's hidden states of the prefix, cannot be)."""
        run = self.kept.covering(prefix)
        drafter = self.drafter(config, static="off")  # a what-if's drafter keeps today's path
        if run is None or (drafter is not None and drafter.reads_hidden_states):
            return None
        if drafter is not None:
            with torch.inference_mode():
                drafter.prefill(tuple(prefix))
        return Prefix(tuple(prefix), kind, model_forward.cache_head(run.cache, len(prefix)), drafter, owner)

    def prefilled(self, prefix: list[int], kind: str, config: DecodeConfig, owner: object = None) -> Prefix:
        """A fresh target cache (and drafter) holding `prefix`, prefilled whole (where `decode` copies the preamble's
        part: the same keys and values where the engine's kernels run)."""
        target, device = self.pair.target, self.pair.device
        cache = model_forward.new_cache(target)
        drafter = self.drafter(config, static="off")
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

    def run_step(self, index: int, tokens: list[int], config: DecodeConfig, drafter: Drafter | None,
              cache, generator: torch.Generator, draft: bool = True) -> StepTrace:
        """One step: draft (unless not `draft`: the root alone, the drafter left as it is but for the target's
        hidden states a feature head reads), verify, accept, commit."""
        target, device = self.pair.target, self.pair.device
        clock = Clock(device)
        # 1. Draft: a DAG of proposals from the committed tokens alone.
        context = tuple(tokens)
        proposal = drafter.propose(context, config) if drafter and draft else Proposal(
            GraphBuilder(context, None).build(str), 0, 0, 0)
        draft_ms = clock.lap()
        # 2. Unroll the DAG into the tree the target verifies (merged subtrees copied under each parent), the
        #    prompt-lookup branch on top of the node budget.
        # (a sized step verifies the positions that pay for themselves: no fill with those the rule judged not to)
        fill = 0 if proposal.sized is not None else config.fill
        tree = unroll(proposal.graph, config.node_budget, proposal.lookup_path, fill)
        # 3. Verify: one target forward over root + tree; each node sees the prefix, its ancestors, itself.
        past = len(tokens) - 1
        ancestors = ancestor_mask(tree.parents)
        features = wanted_features(drafter)
        if isinstance(cache, static_path.Cache) and config.greedy:
            # the static path: forward, greedy walk, the accepted path's keys and values moved down and the
            # trace's numbers, all on the device, read back in one copy
            verified = cache.verify_greedy(tree.tokens, tree.parents, tree.depths, ancestors, features)
            path, bonus, p = verified.path, verified.bonus, verified.p
            said = list(zip(verified.best, verified.token_p, verified.margin))
            hidden = verified.hidden
            verify_ms = clock.lap()
            cache.commit(past, len(path))  # 5. Commit: the root's and the accepted nodes' rows, moved already
        else:
            visible = None
            if len(tree) > 1:
                visible = torch.cat([torch.ones(len(tree), past, dtype=torch.bool), ancestors], dim=1)
                if not isinstance(cache, static_path.Cache):  # the static path builds its mask on the host
                    visible = visible.to(device)
            out = model_forward.forward(target, torch.tensor(tree.tokens, device=device), cache,
                                        positions(tree.depths, past).to(device), visible, features=features)
            logits, hidden = out if features else (out, None)  # (T, V); the hidden states (T, H) for a feature head
            # 4. Accept: greedy walk, or the point-mass rule when sampling.
            if config.greedy and reads_once(logits):  # the walk and the trace's numbers from one pass over (T, V)
                path, bonus, p, said = read_greedy(logits, tree)
            else:
                probs = target_probs(logits, config)  # (T, V), on the model's device
                best = logits.argmax(dim=-1).tolist()  # the target's token at each position: one pass over (T, V)
                if config.greedy:
                    path, bonus = accept_greedy(tree, best)
                else:
                    probs = probs.cpu()  # the point-mass walk draws from the run's CPU generator
                    path, bonus = accept_sampling(tree, probs, generator)
                # The target's p of every verified node's token and of the bonus token: T numbers, one copy (not
                # the whole (T, V) matrix).
                rows = torch.tensor(tree.parents[1:] + (path[-1],), device=probs.device)
                p = probs[rows, torch.tensor(tree.tokens[1:] + (bonus,), device=probs.device)].tolist()
                said = answers(logits, probs, best, tree, path, bonus, config.greedy)
            verify_ms = clock.lap()
            # 5. Commit: keep the target's cache for the root and the accepted nodes only.
            model_forward.keep_cache(cache, past, torch.tensor(path, dtype=torch.long))
        if features:
            drafter.observe(hidden[path])  # the root's and the accepted nodes': the committed positions
        committed = tuple(tree.tokens[i] for i in path[1:]) + (bonus,)
        commit_ms = clock.lap()
        graph = verdict_graph(proposal.graph, tree, path, p[:-1], self.text_of)
        verdict = Verdict(tuple(tree.nodes[i] for i in path), bonus, self.text_of(bonus), p[-1])
        counters = Counters(proposal.draft_forwards, proposal.draft_tokens, _spared(proposal.graph, tree), len(tree),
                            proposal.merges, max(tree.depths))
        on_path = set(path)
        seen = [Position(tree.nodes[i], tree.parents[i], past + tree.depths[i], token, self.text_of(token), token_p,
                         margin, i in on_path) for i, (token, token_p, margin) in enumerate(said)]
        return StepTrace(index, graph, verdict, committed, tuple(self.text_of(t) for t in committed), counters,
                         {"draft": draft_ms, "verify": verify_ms, "commit": commit_ms}, tuple(seen), proposal.sized)


def tail_config(config: DecodeConfig, room: int, left: int | None) -> DecodeConfig | None:
    """A step's config near an end: drafting no deeper than the context's `room` positions, nor than the run's
    `left` tokens past the bonus token (a step commits at most its depth and one; what it verified beyond would be
    cut); None where one token is left, which the bonus token alone gives: a plain step, no draft forward."""
    depth = min(config.max_depth, room, config.max_depth if left is None else left - 1)
    if depth < 1:
        return None
    return config if depth == config.max_depth else config.replace(max_depth=depth)


def last_token(step: StepTrace, sizer: Sizer | None, left: int | None) -> StepTrace:
    """A plain step where `tail_config` left no layer to draft (one token `left`, or the context full), with why
    where the run's steps are sized."""
    if sizer is None:
        return step
    why = "one token left, which the bonus token gives" if left == 1 else "the context is full"
    return replace(step, sized=sizer.sizing(f"{why}: a plain step", 1.0, 1, plain=True))


def _capacity(prompt_tokens: int, config: DecodeConfig) -> int:
    """The positions a run's target cache needs: the prompt, the run and one tree on top."""
    return prompt_tokens + config.max_new_tokens + config.node_budget + 2 * config.max_depth + 2


def _spared(graph: TokenGraph, tree: Tree) -> int:
    """The draft tokens merging spared a step: each further copy, in the unrolled tree, of a node the draft ran
    (without merging, what grows under a merged node is drafted once per parent). A merged node the draft never ran
    (a leaf at the depth limit, a branch end) spares nothing, though the target verifies each of its copies."""
    seen: set[int] = set()
    spared = 0
    for node in tree.nodes[1:]:
        spared += node in seen and graph.nodes[node].ran > 0
        seen.add(node)
    return spared
