"""Test helpers for the page and the figures: synthetic step traces, a fake engine, a free port, and the page's
handlers driven directly (`page`, `run`, what an update sent: `value`, `skipped`). No models.

Imported as `helpers` by the tests of the page and the figures (test_viz, test_app, test_app_traces,
test_page_*, test_browser, test_reliability; pyproject.toml puts tests/ on pytest's pythonpath). What needs
Gradio is imported inside the functions that use it, so that the figures' tests run without it.
"""

from __future__ import annotations

import random
import re
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, replace
from pathlib import Path

from gsd.config import DecodeConfig
from gsd.engine.draft import Proposal
from gsd.engine.lookup import chains_graph
from gsd.trace import (ACCEPTED, PRUNED, REJECTED, ROOT, STOPPED, Counters, Node, RunSummary, StepTrace, TokenGraph,
                       Verdict, summarize)


def free_port() -> int:
    """A TCP port free on the loopback interface now, for a test server."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


WORDS = [" the", " sky", " is", " blue", " because", " of", " Rayleigh", " scattering", ",", ".", "\n",
         " light", " a", " <b>bold</b>", " &amp;", " 空", "ing", " wavelength", " short", " air"]


STORY = ("The sky looks blue because the air scatters short blue wavelengths of sunlight much more strongly than "
         "long red ones, so blue light reaches our eyes from every part of the sky. At sunset the light crosses more "
         "air, the blue is scattered away, and the reds and oranges are left.")
PLAIN_WORDS = [" the", " blue", " light", " sky", " air", " of", " is", " and", " sun", " red", " short", " long",
               " waves", " scatter", " more", ",", ".", " because", " our", " eyes", " color", " so", " it", " a"]


def random_step(number: int, size: int, *, seed: int = 0, k: int = 4, merges: int = 3, max_depth: int = 6,
                words: list[str] = WORDS) -> StepTrace:
    """A plausible step with about `size` nodes (root included): a top-k tree grown breadth first to
    `max_depth`, with `merges` extra parents (merge edges), an accepted path, rejected, pruned and stopped
    nodes, and a bonus token."""
    rng = random.Random(seed * 1000 + number)
    parents: list[list[int]] = [[]]
    depths = [0]
    tokens = [rng.randrange(len(words))]
    qs = [1.0]
    frontier = [0]
    while len(parents) < size and frontier:
        grown = []
        for parent in frontier:
            if depths[parent] >= max_depth:
                continue
            for _ in range(rng.randint(1, k)):
                if len(parents) >= size:
                    break
                parents.append([parent])
                depths.append(depths[parent] + 1)
                tokens.append(rng.randrange(len(words)))
                qs.append(round(rng.uniform(0.02, 0.9), 3))
                grown.append(len(parents) - 1)
        frontier = grown
    # Merge edges: a node gains a second parent from the layer above (a different branch).
    for _ in range(merges):
        candidates = [i for i in range(2, len(parents)) if len(parents[i]) == 1]
        rng.shuffle(candidates)
        for i in candidates:
            others = [j for j in range(len(parents)) if depths[j] == depths[i] - 1 and j not in parents[i]]
            if others:
                parents[i].append(rng.choice(others))
                break
    # Accepted path: follow the best child for a random number of levels.
    accepted = [0]
    for _ in range(rng.randint(0, max_depth)):
        kids = [i for i in range(len(parents)) if parents[i] and parents[i][0] == accepted[-1]]
        if not kids:
            break
        accepted.append(max(kids, key=lambda i: qs[i]))
    nodes = []
    for i in range(len(parents)):
        if i == 0:
            status = ROOT
        elif i in accepted:
            status = ACCEPTED
        else:
            status = rng.choice([REJECTED, REJECTED, PRUNED, STOPPED])
        p = None if status == PRUNED or i == 0 else round(rng.uniform(0, 1), 3)
        nodes.append(Node(token=tokens[i], text=words[tokens[i]], parents=tuple(parents[i]), depth=depths[i],
                          q=qs[i], status=status, p=p, branch_end=status == STOPPED))
    bonus = rng.randrange(len(words))
    committed = tuple(tokens[i] for i in accepted[1:]) + (bonus,)
    return StepTrace(step=number, graph=TokenGraph(tuple(nodes)),
                     verdict=Verdict(tuple(accepted), bonus, words[bonus], round(rng.uniform(0.2, 1), 3)),
                     committed=committed, committed_text=tuple(words[t] for t in committed),
                     counters=Counters(draft_forwards=max(depths), draft_tokens=len(nodes) - 1 - merges,
                                       draft_tokens_saved=merges, target_tree_size=len(nodes) + merges),
                     ms={"draft": 3.0, "verify": 5.0, "commit": 0.5})


def ar_step(number: int, token: int, text: str | None = None) -> StepTrace:
    """One step of the ar baseline: the graph is the root only, the bonus token is the target's token."""
    text = WORDS[token] if text is None else text
    root = Node(token=0, text="", parents=(), depth=0, q=1.0, status=ROOT)
    return StepTrace(step=number, graph=TokenGraph((root,)), verdict=Verdict((0,), token, text, 0.9),
                     committed=(token,), committed_text=(text,), counters=Counters(target_tree_size=1),
                     ms={"verify": 4.0})


def scripted_run(text: str, size: int = 20, seed: int = 0) -> list[StepTrace]:
    """Steps whose committed tokens spell `text`: random DAGs of plain words whose accepted path and bonus
    token are relabelled with the script's next tokens."""
    script = re.findall(r" ?[^ ]+", text)
    steps: list[StepTrace] = []
    position = 0
    while position < len(script):
        step = random_step(len(steps) + 1, size, seed=seed, words=PLAIN_WORDS)
        take = min(len(step.verdict.accepted) - 1, len(script) - position - 1)
        accepted = step.verdict.accepted[:take + 1]
        nodes = list(step.graph.nodes)
        nodes[0] = replace(nodes[0], text=script[position - 1] if position else "\n")
        for j, index in enumerate(accepted[1:]):
            nodes[index] = replace(nodes[index], text=script[position + j], token=1000 + position + j)
        for index in step.verdict.accepted[take + 1:]:
            nodes[index] = replace(nodes[index], status=REJECTED)
        texts = tuple(script[position:position + take + 1])
        ids = tuple(1000 + position + j for j in range(take + 1))
        steps.append(replace(step, graph=TokenGraph(tuple(nodes)), committed=ids, committed_text=texts,
                             verdict=Verdict(accepted, ids[-1], texts[-1], step.verdict.bonus_p)))
        position += take + 1
    return steps


def synthetic_run(steps: int = 6, size: int = 14, seed: int = 0) -> list[StepTrace]:
    return [random_step(i, size, seed=seed) for i in range(1, steps + 1)]


# ---- the page's handlers, called directly ------------------------------------------------------------------

SETTINGS = dict(chat=True, mode="gsd", k=4, theta_prob=0.3, theta_sib=0.2, theta_path=0.0, merge="1", max_depth=6,
                node_budget=32, lookup=True, lookup_first=True, sized=False, max_new_tokens=40, temperature=0.0,
                seed=0, with_baseline=False)


def page(engine=None, **options):
    """The page's handlers (`gsd.page.run.handlers.Page`) on `engine` (a FakeEngine by default), no example unless
    given."""
    from gsd.page.run.handlers import Page
    from gsd.page.run.session import EngineSlot

    return Page(EngineSlot(engine or FakeEngine()), example=options.pop("example", None), **options)


def run(page, session, prompt: str = "Why is the sky blue?", **changes) -> list:
    """Every update of a Generate with `SETTINGS` and `changes`."""
    return list(page.generate(session, prompt, **{**SETTINGS, **changes}))


def skipped(update) -> bool:
    """The component is left as it is."""
    import gradio as gr

    return update == gr.skip()


def value(update):
    """The value a handler sent to a component (an update or a plain value)."""
    import gradio as gr

    if isinstance(update, gr.components.Component):
        update = update.value
    return update["path"] if isinstance(update, dict) and "path" in update else update


def write_example(folder) -> Path:
    """A recorded example trace (5 synthetic steps) in `folder`, as the page's example."""
    from gsd import trace_file

    path = Path(folder) / "example_trace.json"
    path.write_text(trace_file.dumps(synthetic_run(5, 12, seed=2), None, "An example prompt"), encoding="utf-8")
    return path


def received(result: tuple | list, names: tuple[str, ...] | None = None):
    """A result through the page's API (the event's outputs in order, `gsd.page.view.GENERATE`'s, /generate's,
    unless `names` says otherwise) read back by name, as a `PageUpdate`."""
    from gsd.page.view import GENERATE, PageUpdate  # imports Gradio: only the page's tests call this

    names = names or GENERATE
    if len(result) != len(names):  # gradio_client leaves out a Button's value (the raw event stream has it)
        names = [name for name in names if name not in ("new_conversation", "what_if_back")]
    return PageUpdate(**{name: unwrapped(sent) for name, sent in zip(names, result, strict=True)})


def unwrapped(sent):
    """A value the page sent as an update of a component's value alone (`gsd.page.view.settled`), as the value
    (Gradio adds an HTML component's own `props` to any update of it)."""
    if isinstance(sent, dict) and sent.get("__type__") == "update" and "value" in sent and set(sent) <= {
            "__type__", "value", "props"}:
        return sent["value"]
    return sent


class FakePromptError(ValueError):
    """Stands in for gsd.prompts.PromptError (a ValueError)."""


class Gate:
    """A test's hold on a FakeEngine's steps. While held, each step waits until the test lets it through
    (`release`), so a run never ends by itself: a Stop pressed on the page always finds it still going, and
    the test decides how far it has got. A run's Stop flag also ends the wait (the run then makes no more
    steps), as the real engine ends a run between steps. Counts the steps taken and the runs that are over."""

    def __init__(self, held: bool = True):
        self.changed = threading.Condition()
        self.held = held
        self.allowed = 0  # steps released that no run has taken yet
        self.started = 0  # runs that asked for their first step
        self.taken = 0    # steps taken, all runs together
        self.ended = 0    # runs whose steps are over: ended, stopped, or closed by the page

    def release(self, steps: int = 1) -> None:
        with self.changed:
            self.allowed += steps
            self.changed.notify_all()

    def hold(self) -> None:
        """From now on each step waits for `release` (what was released and not taken is dropped)."""
        with self.changed:
            self.held, self.allowed = True, 0

    def open(self) -> None:
        """Let every step through from now on (a held run goes on to its end)."""
        with self.changed:
            self.held = False
            self.changed.notify_all()

    def take(self, stop: threading.Event | None) -> bool:
        """Wait for the next step's turn: True once it may go, False if the run's Stop flag is set first."""
        with self.changed:
            while self.held and not self.allowed:
                if stop is not None and stop.is_set():
                    return False
                # Setting the page's Stop flag does not notify this condition: look at the flag again soon.
                self.changed.wait(0.01)
            if self.held:
                self.allowed -= 1
            self.taken += 1
            self.changed.notify_all()
            return True

    def run_started(self) -> None:
        with self.changed:
            self.started += 1
            self.changed.notify_all()

    def run_over(self) -> None:
        with self.changed:
            self.ended += 1
            self.changed.notify_all()

    def counts(self) -> tuple[int, int, int]:
        """(runs started, steps taken, runs over) now."""
        with self.changed:
            return self.started, self.taken, self.ended

    def wait_for(self, predicate, timeout: float = 30.0) -> bool:
        """Wait until `predicate(gate)` holds (checked whenever a run starts, a step is taken or a run is over)."""
        with self.changed:
            return self.changed.wait_for(lambda: predicate(self), timeout)


class FakeEngine:
    """The engine interface the page uses, yielding canned steps with `delay` seconds between them, each step
    first let through by `gate` if there is one; a run of mode `fails_in` raises a RuntimeError ("the <mode>
    run broke") before its first step."""

    target_name = "fake-target"
    draft_name = "fake-draft"
    has_head = False
    max_prompt_tokens = 64

    def __init__(self, steps: int = 6, size: int = 14, delay: float = 0.0, script: str | None = None,
                 fails_in: str | None = None, gate: Gate | None = None):
        self.steps, self.size, self.delay, self.script, self.fails_in = steps, size, delay, script, fails_in
        self.gate = gate
        self.calls: list[tuple[str, DecodeConfig, bool]] = []
        self.again: list[tuple[list[int], int, DecodeConfig]] = []  # what-ifs asked: prefix, step index, config

    def encode(self, prompt: str | list[dict], chat: bool = True, max_new_tokens: int = 0) -> list[int]:
        if isinstance(prompt, list):  # a conversation: its contents, as the engine joins them with no template
            prompt = "\n\n".join(message["content"] for message in prompt)
        if not prompt.strip():
            raise FakePromptError("the prompt is empty: type something to continue")
        if len(prompt.split()) > self.max_prompt_tokens:
            raise FakePromptError(f"the prompt is longer than {self.max_prompt_tokens} tokens")
        return list(range(len(prompt.split()) + (3 if chat else 0)))

    def generate(self, prompt: str | list[dict], config: DecodeConfig, *, chat: bool = True,
                 stop: threading.Event | None = None, keep: object | None = None) -> Iterator[StepTrace]:
        self.encode(prompt, chat, config.max_new_tokens)  # a bad prompt fails before the first step
        self.calls.append((prompt, config, chat))
        return self._steps(config, stop)

    def summary(self, steps: list[StepTrace], config: DecodeConfig, prompt_tokens: int, wall_s: float,
                stopped_by: str | None = None) -> RunSummary:
        return summarize(steps, config=asdict(config), target=self.target_name,
                         draft="none" if config.mode == "ar" else self.draft_name, prompt_tokens=prompt_tokens,
                         wall_s=wall_s, stopped_by=stopped_by or ("max_new_tokens" if sum(len(s.committed) for s in steps)
                                                                  >= config.max_new_tokens else "eos"))

    def _steps(self, config: DecodeConfig, stop: threading.Event | None) -> Iterator[StepTrace]:
        if self.gate is not None:
            self.gate.run_started()
        try:
            if config.mode == self.fails_in:
                raise RuntimeError(f"the {config.mode} run broke")
            if self.script is not None:
                words = re.findall(r" ?[^ ]+", self.script)
                canned = ([ar_step(i, 1000 + i, text) for i, text in enumerate(words, start=1)]
                          if config.mode == "ar" else scripted_run(self.script, self.size, config.seed))
            else:
                canned = [ar_step(i, (i * 7) % len(WORDS)) if config.mode == "ar" else
                          random_step(i, self.size, seed=config.seed, k=config.k) for i in range(1, self.steps + 1)]
            for step in canned[:min(self.steps, config.max_new_tokens)]:
                if stop is not None and stop.is_set():
                    return
                if self.gate is not None and not self.gate.take(stop):
                    return
                time.sleep(self.delay)
                yield step
        finally:  # also when the page lets go of the run after a step (the generator is closed)
            if self.gate is not None:
                self.gate.run_over()

    def step_again(self, tokens: list[int], index: int, config: DecodeConfig, room: int | None = None,
                   owner: object | None = None) -> StepTrace:
        """A what-if: a canned step whose size follows k (a wider tree for a larger k)."""
        self.again.append((list(tokens), index, config))
        return random_step(index + 1, 3 + 4 * config.k, seed=config.seed + 7, k=config.k)

    def run(self, prompt: str, config: DecodeConfig, *, chat: bool = True) -> tuple[list[StepTrace], RunSummary]:
        steps = list(self.generate(prompt, config, chat=chat))
        return steps, self.summary(steps, config, len(self.encode(prompt, chat)), 0.01 * len(steps))


CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


@contextmanager
def chromium_page(profile: Path, width: int, height: int, timeout_ms: int):
    """A page of Debian's Chromium (through Playwright, in a persistent context on `profile`), and the list of
    the page's script errors, which grows as they happen. Fails with the fix when Chromium is missing."""
    import pytest
    from playwright.sync_api import sync_playwright

    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's Chromium with `apt-get install -y chromium` "
                    "(make test does it)", pytrace=False)
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile), executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True, accept_downloads=True,
            viewport={"width": width, "height": height})
        page = context.pages[0] if context.pages else context.new_page()
        page.set_default_timeout(timeout_ms)
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        try:
            yield page, errors
        finally:
            context.close()


class ScriptedDrafter:
    """Proposes the chains `script(context)` returns (q = 1): a drafter that is always right, or always wrong."""

    reads_hidden_states = False

    def __init__(self, script):
        self.script = script

    def prefill(self, prefix: tuple[int, ...]) -> None:
        """Nothing to fill: no model runs."""

    def rewind(self, context: tuple[int, ...]) -> None:
        """Nothing to take back: no state between steps."""

    def propose(self, context: tuple[int, ...], config) -> Proposal:
        builder = chains_graph(context, [(chain, 1.0) for chain in self.script(context)], config)
        return Proposal(builder.build(lambda token: ""), 0, 0, builder.merges)


SECTIONS = ("how-section", "inside-section", "evidence-section", "compare-section", "settings-section",
            "files-section")  # the page's closed sections under its first view (app.py)


def open_sections(page, *names: str) -> None:
    """Open the page's sections `names` (all of them by default) as a visitor does, one click on each label; a
    closed section's panels are not in the page until it opens."""
    for name in names or SECTIONS:
        label = page.locator(f"#{name} .label-wrap").first
        if "open" not in (label.get_attribute("class") or "").split():
            label.click()
        page.wait_for_function(f"document.querySelector('#{name} .label-wrap').classList.contains('open')")


def pooled_chisquare_p(counts, expected, runs: int) -> float:
    """The chi-square test's p-value of observed `counts` against the `expected` distribution over `runs` draws,
    the cells expected fewer than 40 times pooled into one so that the test's approximation holds."""
    import numpy as np
    from scipy.stats import chisquare

    order = np.argsort(expected)
    small = order[np.cumsum(expected[order] * runs) < 40]
    big = np.setdiff1d(np.arange(expected.size), small)
    observed = np.append(counts[big], counts[small].sum())
    wanted = np.append(expected[big], expected[small].sum()) * runs
    keep = wanted > 0
    return chisquare(observed[keep], wanted[keep] * observed.sum() / wanted[keep].sum()).pvalue
