"""A crowd at the door: page loads copy nothing large, and many visitors arriving at once each get the page and
their own exact run, with the server's memory bounded. Through the real server on loopback (tests/served.py).
The figures measured are printed: `pytest -s tests/test_crowd.py`.

Every page load (`GET /`, and `/config`, which each gradio_client asks for) deep-copies the page's config, every
component's props with it (gradio's `routes.py`, `safe_deepcopy`). Whatever a prop reaches is copied: a callback
bound to the page reached the engine and both models, so twenty loads at once copied them twenty times.
"""

from __future__ import annotations

import copy
import copyreg
import threading
import types
from pathlib import Path

import httpx
import pytest
import torch

from gsd.engine.loop import Engine
from gsd.page.run.handlers import Page
from gsd.page.run.session import EngineSlot, Session
from helpers import received
from served import Watched, api_args, client, committed, serve, trace_of

LOADS = 20                    # page loads at once
VISITORS = 12                 # API visitors at once, each running its own prompt
BALLAST_MB = 64               # what the engine carries here beside the tiny models (see `crowd`)
# The server's resident memory may rise this much above idle while the loads are answered. Measured on the fixed
# page: 20 loads at once rose 40-60 MB (Gradio renders and sends the page's config, some hundreds of KB, twenty
# times over). With the engine reachable from the config, every load copies the ballast and the models, and the
# loads overlap: the same test rose 4-5 GB (with 256 MB of ballast, 18 GB: the figure the embedded pair gave).
# Two copies of the ballast tell the two apart with room on both sides.
MAX_LOAD_RISE_MB = 128
HEAVY = (torch.Tensor, torch.nn.Module, Engine, Page, EngineSlot, Session)
ATOMIC = {kind for kind, copier in copy._deepcopy_dispatch.items() if copier is copy._deepcopy_atomic}


def reached(root, name: str = "config", heavy: tuple[type, ...] = HEAVY, most: int = 5) -> list[str]:
    """The paths by which `copy.deepcopy(root)` would copy an instance of `heavy`: the walk follows what deepcopy
    follows (containers, a bound method's `self`, an object's reduced state) and passes over what it shares
    (functions, classes, numbers, strings), as copy.py dispatches them."""
    found: list[str] = []
    seen: dict[int, object] = {}  # the objects themselves are held, so that no id is reused during the walk
    stack = [(root, name)]
    while stack and len(found) < most:
        item, path = stack.pop()
        if id(item) in seen:
            continue
        seen[id(item)] = item
        kind = type(item)
        if isinstance(item, heavy):
            found.append(f"{path} ({kind.__name__})")
        elif kind in ATOMIC or issubclass(kind, type):
            continue
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack += [(value, f"{path}[{i}]") for i, value in enumerate(item)]
        elif isinstance(item, dict):
            stack += [(value, f"{path}[{key!r}]") for key, value in item.items()]
        elif kind is types.MethodType:
            stack.append((item.__self__, f"{path}.__self__"))
        elif not hasattr(item, "__deepcopy__"):
            reductor = copyreg.dispatch_table.get(kind)
            reduced = reductor(item) if reductor else item.__reduce_ex__(4)
            if isinstance(reduced, str):
                continue
            args, state, items, pairs = (*reduced[1:], None, None, None, None)[:4]
            stack.append((args, f"{path}<args>"))
            if state is not None:
                stack.append((state, f"{path}.__dict__" if isinstance(state, dict) else f"{path}<state>"))
            stack += [(value, f"{path}[{i}]") for i, value in enumerate(items or ())]
            stack += [(value, f"{path}[{key!r}]") for key, value in (pairs or ())]
    return found


def test_the_walk_finds_a_model_behind_a_bound_method():
    """What the page's walk must catch: a callback bound to an object that holds a model."""
    class Holder:
        def __init__(self):
            self.model = torch.nn.Linear(2, 2)

        def callback(self, value):
            return value

    holder = Holder()
    assert reached({"props": {"delete_callback": holder.callback}}) == [
        "config['props']['delete_callback'].__self__.__dict__['model'] (Linear)"]
    assert reached({"props": {"delete_callback": lambda value: holder.callback(value)}}) == []  # shared, not copied


def test_no_page_load_copies_the_engine_or_a_run(engine):
    """Nothing reachable from the served page's config (what every page load deep-copies) is a tensor, a model,
    the engine, the page's handlers or a visitor's session."""
    demo, url = serve(Watched(engine))
    try:
        assert httpx.get(url, timeout=60).status_code == 200
        assert reached(demo.config) == []
    finally:
        demo.close()


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise OSError("no VmRSS in /proc/self/status")


class Peak:
    """The most resident memory seen while the block runs, read every few milliseconds by a thread (the test's
    process is the server's). The block's end is an event, not a time."""

    def __enter__(self):
        self.done, self.most = threading.Event(), rss_mb()
        self.thread = threading.Thread(target=self._watch, daemon=True)
        self.thread.start()
        return self

    def _watch(self):
        while not self.done.wait(0.005):
            self.most = max(self.most, rss_mb())

    def __exit__(self, *exc):
        self.done.set()
        self.thread.join()
        self.most = max(self.most, rss_mb())


class Weighted(Watched):
    """The watched engine with BALLAST_MB of weights, first among its attributes: as a real engine's models are,
    it is what a deep copy of the engine meets before anything it cannot copy (a lock)."""

    def __init__(self, engine: Engine):
        self.ballast = torch.ones(BALLAST_MB * 2**20 // 4)
        super().__init__(engine)


@pytest.fixture(scope="module")
def crowd(engine):
    """The page served on the tiny models, its engine carrying BALLAST_MB of weights beside them: the tiny models
    weigh some hundred KB, too little for a memory bound to tell a copy of them from noise, and a real pair
    weighs hundreds of MB."""
    watched = Weighted(engine)
    demo, url = serve(watched)
    yield url, watched
    demo.close()


def at_once(count: int, work) -> list:
    """`work(i)` for i in range(count), each in its own thread, released together; what each returned, in order
    (an exception is raised here)."""
    results: list = [None] * count
    errors: list[BaseException] = []
    start = threading.Barrier(count)

    def run(i: int):
        try:
            start.wait()
            results[i] = work(i)
        except BaseException as error:  # reported below
            errors.append(error)

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if errors:
        raise errors[0]
    return results


def test_twenty_page_loads_at_once_are_answered_within_the_memory_bound(crowd):
    url, _ = crowd
    httpx.get(url, timeout=60)  # the first load warms what each load uses (templates, Gradio's caches)
    idle = rss_mb()
    with Peak() as peak:
        pages = at_once(LOADS, lambda i: httpx.get(url, timeout=300))
    assert [page.status_code for page in pages] == [200] * LOADS
    assert all("gsd: graph-structured" in page.text.lower() for page in pages)
    rise = peak.most - idle
    print(f"\ncrowd: {LOADS} page loads at once, RSS {idle:.0f} MB idle, peak {peak.most:.0f} MB (+{rise:.0f} MB)")
    assert rise < MAX_LOAD_RISE_MB, rise


def test_twelve_visitors_at_once_each_get_their_own_exact_run(crowd, alone, tmp_path):
    """Each visitor is a new gradio_client (it reads /config as a page does) running its own prompt; the model
    runs one at a time, and each text is the one the prompt gets alone."""
    url, watched = crowd
    prompts = [" ".join(f"w{5 + (3 * i + j) % 40}" for j in range(1 + i % 4)) for i in range(VISITORS)]
    expected = {prompt: committed(alone(prompt)) for prompt in prompts}
    most_before = watched.most

    def visit(i: int):
        visitor = client(url, tmp_path / str(i))
        try:
            return received(visitor.predict(*api_args(prompts[i]), api_name="/generate"))
        finally:
            visitor.close()

    with Peak() as peak:
        results = at_once(VISITORS, visit)
    for prompt, result in zip(prompts, results):
        steps, _, kept_prompt = trace_of(result.download)
        assert kept_prompt == prompt and result.status.startswith("✓ Done: 12 tokens"), result.status
        assert committed(steps) == expected[prompt]
    assert max(most_before, watched.most) == 1  # one run in the engine at a time: the rest queued
    print(f"\ncrowd: {VISITORS} visitors at once, {VISITORS}/{VISITORS} runs exact, RSS peak {peak.most:.0f} MB")
