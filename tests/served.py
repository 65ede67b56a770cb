"""What the page's reliability tests share: a real `Engine` on the tiny random models of tests/conftest.py
(whose target is made never to end its text, so that every run goes to max new tokens), served with
`app.launch` on 127.0.0.1 and driven through its API with gradio_client (and raw HTTP for what gradio_client
cannot send: NaN and infinity). Its fixtures reach every test through `pytest_plugins` in conftest.py.
"""

from __future__ import annotations

import ctypes
import threading
import time
from pathlib import Path

import pytest

import app
from gsd import trace as gsd_trace
from gsd import trace_file
from gsd.config import DecodeConfig
from gsd.engine.loop import Engine
from gsd.models import load_pair
from gsd.page.run.session import MAX_POSITIONS, MAX_STEP_NODES, make_config
from gsd.trace import TokenGraph
from helpers import free_port, random_step

SETTINGS = dict(chat=True, mode="gsd", k=4, theta_prob=0.3, theta_sib=0.2, theta_path=0.0, merge="1", max_depth=6,
                node_budget=32, lookup=True, lookup_first=True, sized=False, max_new_tokens=12, temperature=0.0,
                seed=0, with_baseline=False)
# A step of the tiny models takes about a millisecond: each served step waits this long too, so that a long run is
# still decoding when a Stop, or a visitor leaving, reaches it through the API on a busy machine (the engine does not
# wait for the page's drawing, so nothing else slows it)
STEP_S = 0.005
PROMPTS = ["w1 w2 w3", "w4 w5", "w6 w7 w8 w9", "w10", "w11 w12 w13 w14 w15", "w16 w17", "w18 w19 w20", "w21"]


class Watched:
    """The real engine, counting how many of its runs are in progress at once (the page must queue them: at
    most one), and failing at step `fail_step` of runs on `fail_prompt` (a RuntimeError from inside a run)."""

    def __init__(self, engine: Engine, fail_prompt: str | None = None, fail_step: int = 3):
        self.engine, self.fail_prompt, self.fail_step = engine, fail_prompt, fail_step
        self.active = self.most = self.runs = 0
        self.lock = threading.Lock()

    def __getattr__(self, name: str):
        return getattr(self.engine, name)

    def generate(self, prompt, config, *, chat=True, stop=None, keep=None):
        steps = self.engine.generate(prompt, config, chat=chat, stop=stop, keep=keep)  # a bad prompt raises here
        return self._watch(steps, prompt == self.fail_prompt)

    def _watch(self, steps, fail: bool):
        with self.lock:
            self.active += 1
            self.most, self.runs = max(self.most, self.active), self.runs + 1
        try:
            for number, step in enumerate(steps, start=1):
                if fail and number == self.fail_step:
                    raise RuntimeError("simulated failure inside the target forward\nsecond line of detail")
                time.sleep(STEP_S)
                yield step
        finally:
            with self.lock:
                self.active -= 1


def serve(engine, **options) -> tuple:
    demo = app.build_demo(engine, example=None, prompts=[], **options)
    _, url, _ = app.launch(demo, prevent_thread_lock=True, server_name="127.0.0.1", server_port=free_port(),
                           quiet=True)
    return demo, url


def client(url: str, downloads: Path):
    from gradio_client import Client

    return Client(url, verbose=False, analytics_enabled=False, download_files=str(downloads))


def api_args(prompt, **changes) -> list:
    return [prompt, *{**SETTINGS, **changes}.values()]


def config_of(**changes) -> DecodeConfig:
    s = {**SETTINGS, **changes}
    return make_config(s["mode"], s["k"], s["theta_prob"], s["theta_sib"], s["theta_path"], s["merge"], s["max_depth"],
                       s["node_budget"], s["lookup"], s["lookup_first"], s["sized"], s["max_new_tokens"],
                       s["temperature"], s["seed"])


def trace_of(download) -> tuple:
    """The trace file a result offers for download (an update through the API, a component from a handler)."""
    value = getattr(download, "value", download)
    path = (value.get("value") or value.get("path")) if isinstance(value, dict) else value
    return trace_file.load(path)


def committed(steps) -> list[int]:
    return [t for step in steps for t in step.committed]


def decided(steps) -> list[tuple]:
    """What each step decided (everything but its timings)."""
    return [(s.graph, s.verdict, s.committed, s.committed_text, s.counters) for s in steps]


def release_free_memory() -> None:
    """Hand the memory malloc holds free back to the system (glibc), so that RSS counts what is in use."""
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


def rss_bytes() -> int:
    try:
        import psutil
    except ImportError:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
        raise
    return psutil.Process().memory_info().rss


@pytest.fixture(scope="module")
def engine(tiny_paths) -> Engine:
    """The tiny target with its random draft; its text never ends (no EOS token), so a run lasts as long as
    max new tokens says."""
    real = Engine(load_pair(tiny_paths["target"], tiny_paths["draft"], device="cpu"))
    real.eos = set()
    return real


@pytest.fixture(scope="module")
def served(engine):
    watched = Watched(engine)
    demo, url = serve(watched)
    yield url, watched
    demo.close()


@pytest.fixture(scope="module")
def alone(engine):
    """What a prompt gets alone (straight from the engine), by (prompt, max new tokens)."""
    memo: dict = {}

    def get(prompt: str, max_new_tokens: int = SETTINGS["max_new_tokens"]):
        key = (prompt, max_new_tokens)
        if key not in memo:
            memo[key] = engine.run(prompt, config_of(max_new_tokens=max_new_tokens), chat=True)[0]
        return memo[key]
    return get


def worst_step(nodes: int = MAX_STEP_NODES, accepted: int = 0, text: str = " wavelength") -> gsd_trace.StepTrace:
    """A step of `nodes` nodes: a chain of `accepted` accepted nodes, the rest children of the root."""
    base = random_step(1, 3, seed=1)
    root = base.graph.nodes[0]
    chain = [gsd_trace.Node(7, text, (i,), i + 1, 0.5, gsd_trace.ACCEPTED, p=0.5) for i in range(accepted)]
    rest = [gsd_trace.Node(9, text, (0,), 1, 0.123456789, gsd_trace.REJECTED, p=0.0123456789)
            for _ in range(nodes - 1 - accepted)]
    # The verify positions: the root, the chain, then as many of the root's children as a verify forward holds.
    parents = [-1] + list(range(accepted)) + [0] * max(0, min(nodes - 1 - accepted, MAX_POSITIONS - 1 - accepted))
    positions = tuple(gsd_trace.Position(node, parent, 100 + (node if node <= accepted else 1), 11, text, 0.123456789,
                                         1.23456789, accepted=node <= accepted) for node, parent in enumerate(parents))
    return gsd_trace.StepTrace(1, TokenGraph((root, *chain, *rest)),
                               gsd_trace.Verdict(tuple(range(accepted + 1)), 11, text, 0.9),
                               (7,) * accepted + (11,), (text,) * (accepted + 1), base.counters, base.ms, positions)
