"""Reliability of the page, driven through its real server on loopback: bad input, several visitors at once,
Stop, bounded memory, failures.

The page runs a real `Engine` on the tiny random models of tests/conftest.py (whose target is made never to
end its text, so that every run goes to max new tokens), served with `app.launch` on 127.0.0.1 and driven
through its API with gradio_client (and raw HTTP for what gradio_client cannot send: NaN and infinity).
The figures it measures (wall time of the concurrent requests, RSS over 50 runs, the message
each bad input gets) are printed: `pytest -s tests/test_reliability.py`.
"""

from __future__ import annotations

import ctypes
import gc
import json
import logging
import os
import sys
import threading
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")  # the servers here send nothing out

import httpx  # noqa: E402
import pytest  # noqa: E402

import app  # noqa: E402
from gsd import trace as gsd_trace  # noqa: E402
from gsd.config import MAX_NEW_TOKENS, DecodeConfig  # noqa: E402
from gsd.engine import Engine  # noqa: E402
from gsd.models import load_pair  # noqa: E402
from gsd.page import view  # noqa: E402
from gsd.page.handlers import Page  # noqa: E402
from gsd.page.panels import tokens_html  # noqa: E402
from gsd.page.session import (MAX_KEPT_NODES, MAX_STEP_NODES, EngineSlot, Session, check_replayable,  # noqa: E402
                              make_config)
from gsd.trace import MAX_TRACE_BYTES, TokenGraph  # noqa: E402
from helpers import ar_step, free_port, random_step, received  # noqa: E402

SETTINGS = dict(chat=True, mode="gsd", k=4, theta_prob=0.3, theta_sib=0.2, merge="1", max_depth=6, node_budget=32,
                max_new_tokens=12, temperature=0.0, seed=0, with_baseline=False)
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

    def generate(self, prompt, config, *, chat=True, stop=None):
        steps = self.engine.generate(prompt, config, chat=chat, stop=stop)  # a bad prompt raises here
        return self._watch(steps, prompt == self.fail_prompt)

    def _watch(self, steps, fail: bool):
        with self.lock:
            self.active += 1
            self.most, self.runs = max(self.most, self.active), self.runs + 1
        try:
            for number, step in enumerate(steps, start=1):
                if fail and number == self.fail_step:
                    raise RuntimeError("simulated failure inside the target forward\nsecond line of detail")
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
    return make_config(s["mode"], s["k"], s["theta_prob"], s["theta_sib"], s["merge"], s["max_depth"],
                       s["node_budget"], s["max_new_tokens"], s["temperature"], s["seed"])


def trace_of(download) -> tuple:
    """The trace file a result offers for download (an update through the API, a component from a handler)."""
    value = getattr(download, "value", download)
    path = (value.get("value") or value.get("path")) if isinstance(value, dict) else value
    return gsd_trace.load(path)


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


# ---- bad input: a message in the page, and the page stays usable ---------------------------------------

BAD_INPUTS = [  # (what was sent, changes, words the message must hold)
    ("empty prompt", {"prompt": ""}, "the prompt is empty"),
    ("whitespace prompt", {"prompt": " \n\t "}, "the prompt is empty"),
    ("no prompt (null)", {"prompt": None}, "the prompt is empty"),
    ("prompt = 42", {"prompt": 42}, "the prompt must be text, got int"),
    ("prompt of 400 tokens", {"prompt": "w1 " * 400}, "the prompt is 400 tokens; with max new tokens = 12 at most 244 "
                                                      "fit in the target's context of 256"),
    ("prompt of 40,000 characters", {"prompt": "w1 " * 13_334}, "at most 32,000 are accepted"),
    ("k = 0", {"k": 0}, "k must be an integer in [1, 8], got 0"),
    ("k = 2.5", {"k": 2.5}, "k must be an integer in [1, 8], got 2.5"),
    ("k = 'many'", {"k": "many"}, "k must be a number, got 'many'"),
    ("θ_prob = 1.5", {"theta_prob": 1.5}, "theta_prob must be a number in [0.0, 1.0], got 1.5"),
    ("node budget = 10⁶", {"node_budget": 10**6}, "node_budget must be an integer in [1, 256], got 1000000"),
    ("max new tokens = 10⁹", {"max_new_tokens": 10**9},
     "max_new_tokens must be an integer in [1, 2048], got 1000000000"),
    ("seed = -1", {"seed": -1}, "seed must be an integer in [0, 9223372036854775807], got -1"),
    ("seed = null", {"seed": None}, "seed must be a number, got None"),
    ("mode = 'fast'", {"mode": "fast"}, "mode must be one of ar, ssd, tsd, gsd, dyspec, got 'fast'"),
    ("merge = '9'", {"merge": "9"}, "merge must be one of off, 0, 1, 2, 3, 4, got '9'"),
]
RAW_BAD_INPUTS = [  # JSON literals gradio_client refuses to send, posted as they are: (what, setting, literal, words)
    ("θ_sib = NaN", "theta_sib", "NaN", "theta_sib must be a number in [0.0, 1.0], got nan"),
    ("k = NaN", "k", "NaN", "k must be an integer in [1, 8], got nan"),
    ("temperature = Infinity", "temperature", "Infinity", "temperature must be a number in [0.0, 2.0], got inf"),
]


def raw_generate(url: str, body: str) -> list:
    """POST /generate as raw JSON (NaN and Infinity literals included) and read the event stream's last data."""
    base = url.rstrip("/") + "/gradio_api/call/generate"
    event = httpx.post(base, content=body, headers={"content-type": "application/json"}, timeout=30).json()
    with httpx.stream("GET", f"{base}/{event['event_id']}", timeout=60) as stream:
        lines = [line for line in stream.iter_lines() if line.startswith("data:")]
    return json.loads(lines[-1][len("data:"):])


def test_bad_input_gets_a_message_and_the_page_stays_usable(served, alone, tmp_path):
    url, _ = served
    visitor = client(url, tmp_path)
    good = received(visitor.predict(*api_args("w1 w2 w3"), api_name="/generate"))
    assert good.status.startswith("✓ Done") and committed(trace_of(good.download)[0]) == committed(alone("w1 w2 w3"))
    seen = []
    for what, changes, words in BAD_INPUTS:
        changes = dict(changes)
        prompt = changes.pop("prompt", "w1 w2 w3")
        status = received(visitor.predict(*api_args(prompt, **changes), api_name="/generate")).status
        seen.append((what, status))
        assert status.startswith("⚠") and words in status, (what, status)
        assert "Traceback" not in status and 'File "' not in status
    for what, name, literal, words in RAW_BAD_INPUTS:
        values = [json.dumps(v) for v in api_args("w1 w2 w3")]
        values[1 + list(SETTINGS).index(name)] = literal
        data = raw_generate(url, '{"data": [' + ", ".join(values) + "]}")
        status = received(data).status
        seen.append((what, status))
        assert status.startswith("⚠") and words in status, (what, status)
    # The run on show is still the good one (a refusal leaves the panels alone), and the next request works.
    scrubbed = received(visitor.predict(1, api_name="/scrub"), view.SCRUB)
    assert scrubbed.output == tokens_html(alone("w1 w2 w3"), selected=1)
    again = received(visitor.predict(*api_args("w4 w5"), api_name="/generate"))
    assert again.status.startswith("✓ Done") and committed(trace_of(again.download)[0]) == committed(alone("w4 w5"))
    print("\nbad input → message")
    for what, status in seen:
        print(f"  {what:30} → {status}")


def worst_step(nodes: int = MAX_STEP_NODES, accepted: int = 0, text: str = " wavelength") -> gsd_trace.StepTrace:
    """A step of `nodes` nodes: a chain of `accepted` accepted nodes, the rest children of the root."""
    base = random_step(1, 3, seed=1)
    root = base.graph.nodes[0]
    chain = [gsd_trace.Node(7, text, (i,), i + 1, 0.5, gsd_trace.ACCEPTED, p=0.5) for i in range(accepted)]
    rest = [gsd_trace.Node(9, text, (0,), 1, 0.123456789, gsd_trace.REJECTED, p=0.0123456789)
            for _ in range(nodes - 1 - accepted)]
    return gsd_trace.StepTrace(1, TokenGraph((root, *chain, *rest)),
                               gsd_trace.Verdict(tuple(range(accepted + 1)), 11, text, 0.9),
                               (7,) * accepted + (11,), (text,) * (accepted + 1), base.counters, base.ms)


def test_bad_trace_uploads_get_a_message_and_a_good_one_still_replays(served, tmp_path):
    from gradio_client import handle_file

    url, _ = served
    visitor = client(url, tmp_path)
    good = gsd_trace.dumps([random_step(i, 12, seed=3) for i in range(1, 5)], None, "a prompt")
    deep = json.loads(good)
    deep["steps"][0]["graph"]["nodes"][1]["depth"] = 10**9
    crowded = gsd_trace.dumps([worst_step(MAX_STEP_NODES + 1)], None, "")
    fan = worst_step(1200)  # one node whose parents are 1,200 nodes: few nodes, too many edges to draw
    fan_in = gsd_trace.Node(9, " x", tuple(range(1, 1200)), 2, 0.5, gsd_trace.REJECTED, p=0.1)
    fan_in = gsd_trace.dumps([replace(fan, graph=TokenGraph(fan.graph.nodes + (fan_in,)))], None, "")
    huge = json.loads(good)
    huge["steps"][0]["graph"]["nodes"][1]["token"] = float("inf")
    cases = [
        ("malformed (not JSON)", "{not json", "not valid JSON"),
        ("truncated", good[: len(good) // 2], "not valid JSON"),
        ("oversized", '{"schema": "gsd-trace", "pad": "' + "x" * MAX_TRACE_BYTES + '"}', "larger than 20 MB"),
        ("wrong version", good.replace('"version": 1', '"version": 2', 1),
         "trace version 2 is not supported (this build reads version 1)"),
        ("not a trace", json.dumps({"schema": "something else"}), "not a GSD trace"),
        ("missing fields", json.dumps({"schema": "gsd-trace", "version": 1, "steps": [{}]}), "malformed trace"),
        ("depth 10⁹", json.dumps(deep), "every node must be one deeper than its parents"),
        (f"{MAX_STEP_NODES + 1} nodes in a step", crowded, f"a step has at most {MAX_STEP_NODES:,}"),
        (f"{MAX_NEW_TOKENS + 1} steps", gsd_trace.dumps([ar_step(i, 3) for i in range(MAX_NEW_TOKENS + 1)]),
         f"the page replays at most {MAX_NEW_TOKENS:,}"),
        ("2,398 edges in a step", fan_in, f"a step has at most {MAX_STEP_NODES - 1:,}"),
        ("token = Infinity", json.dumps(huge), "OverflowError"),
        ("nested 100,000 deep", "[" * 100_000, "nested too deeply"),
    ]
    print("\nbad trace upload → message")
    for number, (what, text, words) in enumerate(cases):
        path = tmp_path / f"bad-{number}.json"
        path.write_text(text, encoding="utf-8")
        status = received(visitor.predict(handle_file(str(path)), api_name="/upload"), view.UPLOAD).status
        print(f"  {what:30} → {status[:150]}")
        assert status.startswith("⚠ That trace cannot be replayed") and words in status, (what, status)
    path = tmp_path / "good.json"
    path.write_text(good, encoding="utf-8")
    result = received(visitor.predict(handle_file(str(path)), api_name="/upload"), view.UPLOAD)
    assert "Loaded a trace: 4 steps" in result.status and result.upload is None
    assert [s.graph for s in trace_of(result.download)[0]] == [s.graph for s in gsd_trace.loads(good)[0]]


def test_a_model_that_cannot_be_loaded_says_the_fix_and_replay_still_works(tiny_paths, tmp_path):
    from gradio_client import handle_file

    missing = tmp_path / "no-such-model"

    def load_engine():
        return Engine(load_pair(str(missing), tiny_paths["draft"], device="cpu"))

    demo, url = serve(load_engine, loading_label="the test models")
    try:
        visitor = client(url, tmp_path)
        deadline = time.monotonic() + 30
        while True:
            status = received(visitor.predict(*api_args("w1 w2 w3"), api_name="/generate")).status
            if "still loading" not in status or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        print(f"\nmodel that cannot be loaded → {status}")
        assert status.startswith("⚠ the models could not be loaded, so only trace replay works. ModelError: "
                                  f"the target model '{missing}' is not a folder here; pass a local folder")
        path = tmp_path / "trace.json"
        path.write_text(gsd_trace.dumps([random_step(i, 10) for i in (1, 2)], None, "p"), encoding="utf-8")
        uploaded = received(visitor.predict(handle_file(str(path)), api_name="/upload"), view.UPLOAD)
        assert "Loaded a trace: 2 steps" in uploaded.status
    finally:
        demo.close()


# ---- several visitors ----------------------------------------------------------------------------------

# Timing limits are multiples of what the same work takes alone on the same server, measured in the same test:
# the figures themselves depend on the machine. SLACK allows for a machine busy with other work meanwhile.
SLACK = 5


def first_update_alone_s(url: str, tmp_path, prompt: str = "w4 w5", repeats: int = 3) -> float:
    """Seconds a lone visitor waits for their run's first update on the idle server (the round trip, the
    queue, the prompt's prefill and one step), the slowest of `repeats`."""
    visitor = client(url, tmp_path / "alone")
    waits = []
    for _ in range(repeats):
        began = time.perf_counter()
        job = visitor.submit(*api_args(prompt), api_name="/generate")
        waits.append(seconds_until_served(job, began))
        job.result(timeout=60)
    return max(waits)


def test_eight_visitors_at_once_each_get_their_own_output(served, alone, tmp_path):
    url, watched = served
    changes = {"max_new_tokens": 24}
    expected = {prompt: alone(prompt, 24) for prompt in PROMPTS}
    lone = client(url, tmp_path / "alone")
    began = time.perf_counter()
    lone.predict(*api_args(PROMPTS[0], **changes), api_name="/generate")
    alone_s = time.perf_counter() - began
    budget_s = SLACK * len(PROMPTS) * alone_s  # the eight runs, queued, in a few times the time they take in a row
    visitors = [client(url, tmp_path / str(i)) for i in range(len(PROMPTS))]
    results: dict[str, tuple] = {}
    errors: list[BaseException] = []
    start = threading.Barrier(len(PROMPTS) + 1)

    def visit(visitor, prompt):
        try:
            start.wait()
            job = visitor.submit(*api_args(prompt, **changes), api_name="/generate")
            results[prompt] = job.result(timeout=budget_s)
        except BaseException as error:  # reported below
            errors.append(error)

    most_before = watched.most
    threads = [threading.Thread(target=visit, args=pair) for pair in zip(visitors, PROMPTS)]
    for thread in threads:
        thread.start()
    start.wait()
    began = time.perf_counter()
    for thread in threads:
        thread.join(budget_s)
    wall = time.perf_counter() - began
    assert not errors, errors
    assert wall < budget_s, (wall, alone_s)
    same = 0
    for visitor, prompt in zip(visitors, PROMPTS):
        result = received(results[prompt])
        steps, summary, kept_prompt = trace_of(result.download)
        assert kept_prompt == prompt and result.status.startswith("✓ Done: 24 tokens")
        assert committed(steps) == committed(expected[prompt])
        assert result.output == tokens_html(expected[prompt], selected=len(expected[prompt]))
        # The visitor's session holds their own run: scrubbing shows their text, nobody else's.
        scrubbed = received(visitor.predict(1, api_name="/scrub"), view.SCRUB)
        assert scrubbed.output == tokens_html(expected[prompt], selected=1)
        same += 1
    assert max(most_before, watched.most) == 1  # the model ran one request at a time: the rest were queued
    print(f"\nconcurrency: {len(PROMPTS)} requests at once, {wall:.2f} s wall ({wall / alone_s:.1f} times one run "
          f"alone, {alone_s:.2f} s), {same}/{len(PROMPTS)} outputs identical to the prompt's run alone, at most 1 run "
          "in the engine at a time")


# ---- Stop -----------------------------------------------------------------------------------------------

def long_run_with_one_waiting(url: str, tmp_path):
    """A 200-token run that has streamed 3 updates, and a second visitor's run queued behind it:
    (the first visitor's client, the long run's job, the waiting job)."""
    first, second = client(url, tmp_path / "a"), client(url, tmp_path / "b")
    long_run = first.submit(*api_args("w6 w7 w8 w9", max_new_tokens=200), api_name="/generate")
    deadline = time.monotonic() + 60
    while len(long_run.outputs()) < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    waiting = second.submit(*api_args("w4 w5"), api_name="/generate")
    time.sleep(0.2)
    assert not waiting.outputs()  # queued: the model runs one request at a time
    return first, long_run, waiting


def seconds_until_served(job, since: float) -> float:
    """Seconds from `since` (a perf_counter reading) until `job` streamed its first update (60 s at most)."""
    deadline = time.monotonic() + 60
    while not job.outputs() and time.monotonic() < deadline:
        time.sleep(0.005)
    return time.perf_counter() - since


def test_stop_keeps_the_text_frees_the_engine_and_the_next_run_starts_clean(served, alone, tmp_path):
    url, _ = served
    first, long_run, waiting = long_run_with_one_waiting(url, tmp_path)
    seen = len(long_run.outputs())  # one update a step
    stopped_at = time.perf_counter()
    assert "Stopping" in first.predict(api_name="/stop")
    stopped = received(long_run.result(timeout=60))
    freed_s = seconds_until_served(waiting, stopped_at)
    steps, summary, _ = trace_of(stopped.download)
    full = alone("w6 w7 w8 w9", 200)
    assert stopped.status.startswith("■ Stopped") and summary.stopped_by == "stop"
    assert 3 <= len(steps) < len(full) and decided(steps) == decided(full[: len(steps)])  # exactly
    assert stopped.output == tokens_html(steps, selected=len(steps))  # the text so far stays on the page
    assert json.loads(stopped.dag["plot"])["layout"]["title"]["text"].startswith(f"Step {len(steps)}/{len(steps)}")
    assert committed(trace_of(received(waiting.result(timeout=60)).download)[0]) == committed(alone("w4 w5"))
    # The run went on only while Stop travelled, and the next visitor's run started right after it: measured in
    # what a lone visitor waits for their first update (Stop's trip takes less; the next run's first update comes
    # after Stop's trip and the stopped run's last update, about two of them).
    unit_s = first_update_alone_s(url, tmp_path)
    ran_on_s = (len(steps) - seen) * summary.wall_s / summary.steps  # engine seconds after Stop was pressed
    assert ran_on_s < SLACK * unit_s, (ran_on_s, unit_s)
    assert freed_s < SLACK * 2 * unit_s, (freed_s, unit_s)  # Stop's trip and the last update, then the next first
    # The stopped visitor's next run is a fresh one: the same as that prompt's run alone.
    again = received(first.predict(*api_args("w6 w7 w8 w9"), api_name="/generate"))
    assert again.status.startswith("✓ Done") and decided(trace_of(again.download)[0]) == decided(alone("w6 w7 w8 w9"))
    print(f"\nstop: kept {len(steps)} steps ({len(committed(steps))} tokens) of a 200-token run, "
          f"{len(steps) - seen} of them ({ran_on_s:.2f} s) after Stop was pressed; the queued visitor's first update "
          f"{freed_s:.2f} s after Stop (alone: {unit_s:.2f} s)")


def test_a_visitor_who_leaves_mid_run_frees_the_engine(served, alone, tmp_path):
    """A cancelled request (the visitor closed the page, or the client cancelled) ends the run at once."""
    url, watched = served
    _, long_run, waiting = long_run_with_one_waiting(url, tmp_path)
    cancelled_at = time.perf_counter()
    assert long_run.cancel()
    freed_s = seconds_until_served(waiting, cancelled_at)
    assert committed(trace_of(received(waiting.result(timeout=60)).download)[0]) == committed(alone("w4 w5"))
    assert watched.active == 0
    unit_s = first_update_alone_s(url, tmp_path)
    assert freed_s < SLACK * 2 * unit_s, (freed_s, unit_s)  # the cancel's trip, then the run's first update
    print(f"\ncancel: the queued visitor's first update {freed_s:.2f} s after the other one left "
          f"(alone: {unit_s:.2f} s)")


# ---- memory ---------------------------------------------------------------------------------------------

RUNS, WARMUP = 50, 20
KEPT_RUNS = (RUNS - WARMUP) // 2  # the runs after warm-up leave behind less than half of what keeping each would
# RSS is the one absolute limit here, on purpose: what a fresh server's RSS grows by while glibc's arenas and
# lazily touched library pages warm up depends on the platform (the allocator, its arenas per core, the
# libraries' versions), not on the page, and nothing the test can run first measures it. The allowance sits above
# the warm-up growth this test prints on the development machine (`pytest -s`). It catches gross leaks (a figure
# or tensors kept per run); a page that kept each run's steps is caught by the object and block counts, which are
# relative to what one run's steps hold.
MAX_RSS_GROWTH = 12 * 2**20


def held_by(make) -> tuple[int, int]:
    """The gc-tracked Python objects and pymalloc blocks that what `make()` returns holds while it is kept."""
    gc.collect()
    objects, blocks = len(gc.get_objects()), sys.getallocatedblocks()
    kept = make()
    gc.collect()
    held = len(gc.get_objects()) - objects, sys.getallocatedblocks() - blocks
    del kept
    return held


def test_memory_stays_flat_over_50_runs(served, tmp_path):
    """50 sequential runs of one visitor through the API. The first 20 warm up (Gradio's worker threads and
    their malloc arenas, plotly's caches); over the last 30, RSS stays within MAX_RSS_GROWTH and the Python
    heap flat: less than KEPT_RUNS runs' steps left behind (a page that kept each run would leave all 30)."""
    url, _ = served
    visitor = client(url, tmp_path)
    rss, objects, blocks = {}, {}, {}

    def measure(number: int) -> None:
        """The least of three readings a moment apart: what the last run still has in flight (its response
        being sent, the client's threads) is not counted, what stays is."""
        readings = []
        for _ in range(3):
            time.sleep(0.05)
            gc.collect()
            release_free_memory()
            readings.append((rss_bytes(), len(gc.get_objects()), sys.getallocatedblocks()))
        rss[number], objects[number], blocks[number] = (min(values) for values in zip(*readings))

    measure(0)
    began = time.perf_counter()
    for number in range(1, RUNS + 1):
        result = received(visitor.predict(*api_args(PROMPTS[number % len(PROMPTS)], max_new_tokens=8),
                                          api_name="/generate"))
        assert result.status.startswith("✓ Done: 8 tokens")
        if number in (WARMUP, RUNS):
            measure(number)
    wall = time.perf_counter() - began
    # What one run's steps hold, as the session keeps them: ten copies of the last run, so the count is not noise.
    held_objects, held_blocks = held_by(lambda: [trace_of(result.download) for _ in range(10)])
    run_objects, run_blocks = held_objects // 10, held_blocks // 10
    growth = rss[RUNS] - rss[WARMUP]
    mib = 2**20
    print(f"\nmemory: {RUNS} sequential runs of 8 tokens in {wall:.1f} s; RSS before {rss[0] / mib:.1f} MiB, "
          f"after {WARMUP} warm-up runs {rss[WARMUP] / mib:.1f} MiB, after {RUNS} runs {rss[RUNS] / mib:.1f} MiB: "
          f"{growth / mib:+.2f} MiB over the last {RUNS - WARMUP} runs ({growth / (RUNS - WARMUP) / 1024:+.1f} KiB "
          f"a run); Python objects {objects[RUNS] - objects[WARMUP]:+,}, pymalloc blocks "
          f"{blocks[RUNS] - blocks[WARMUP]:+,} over those runs (one run's steps hold {run_objects:,} objects and "
          f"{run_blocks:,} blocks)")
    assert growth < MAX_RSS_GROWTH
    assert objects[RUNS] - objects[WARMUP] < KEPT_RUNS * run_objects
    assert blocks[RUNS] - blocks[WARMUP] < KEPT_RUNS * run_blocks


def test_node_budget_caps_every_step(engine):
    for mode, k, budget in (("gsd", 8, 1), ("gsd", 8, 8), ("tsd", 8, 32), ("dyspec", 8, 16), ("ssd", 1, 4),
                            ("gsd", 8, 256)):
        config = DecodeConfig.for_mode(mode, k=k, node_budget=budget, max_depth=16, theta_prob=0.0, theta_sib=0.1,
                                       max_new_tokens=6)
        for step in engine.run("w1 w2 w3", config)[0]:
            assert step.counters.target_tree_size <= budget + 1, (mode, budget)
            assert len(step.graph.nodes) <= 1 + k * (budget + 1) <= MAX_STEP_NODES, (mode, budget)


def test_a_long_run_keeps_a_bounded_trace(engine, alone):
    # The page, with a small cap so that a short run on tiny models goes over it.
    cap = 1500
    page = Page(EngineSlot(engine), example=None, max_kept_nodes=cap)
    session = Session()
    wide = dict(k=8, node_budget=256, max_depth=16, theta_prob=0.0, theta_sib=0.0, merge="off", max_new_tokens=40)
    updates = list(page.generate(session, "w1 w2 w3", **{**SETTINGS, **wide}))
    full = engine.run("w1 w2 w3", config_of(**wide))[0]
    steps = session.steps
    assert committed(steps) == committed(full) and sum(len(s.graph.nodes) for s in full) > 4 * cap
    assert session.kept_nodes == sum(len(s.graph.nodes) for s in steps[session.trimmed:]) <= cap
    assert decided(steps[session.trimmed:]) == decided(full[session.trimmed:]) and session.trimmed > 0
    for kept, whole in zip(steps[: session.trimmed], full):
        assert len(kept.graph.nodes) == len(whole.verdict.accepted) and kept.committed == whole.committed
    loaded, summary, _ = trace_of(updates[-1].download)
    assert loaded == steps and summary.new_tokens == 40
    check_replayable(loaded)
    assert "accepted path only" in page.scrub(session, 1).dag.layout.title.text

    # The stated bound at the page's limits: MAX_NEW_TOKENS steps, each with MAX_STEP_NODES nodes.
    session = Session()
    widest = worst_step()
    for _ in range(MAX_NEW_TOKENS):
        session.add(widest)
    kept = sum(len(s.graph.nodes) for s in session.steps)
    size = len(gsd_trace.dumps(session.steps, None, "p").encode())
    print(f"\ntrace bound: {MAX_NEW_TOKENS} steps of {MAX_STEP_NODES} nodes keep {kept:,} nodes, "
          f"{size / 2**20:.1f} MiB of JSON (limit {MAX_TRACE_BYTES / 2**20:.0f} MiB)")
    # Far below the upload limit (2/5 of it), as gsd/page/session.py promises: the file can always be uploaded
    # again. The JSON's size depends on the trace alone, not on the machine.
    assert kept <= MAX_KEPT_NODES + 2 * MAX_NEW_TOKENS and size < MAX_TRACE_BYTES * 2 / 5


# ---- failures -------------------------------------------------------------------------------------------

def test_an_engine_failure_is_one_line_for_the_visitor_and_a_traceback_in_the_log(engine, alone, caplog,
                                                                                   tmp_path):
    caplog.set_level(logging.INFO, logger="gsd.page")
    demo, url = serve(Watched(engine, fail_prompt="w1 w2 w3", fail_step=3))
    try:
        visitor = client(url, tmp_path)
        failed = received(visitor.predict(*api_args("w1 w2 w3"), api_name="/generate"))
        status = failed.status
        print(f"\nengine failure → {status}")
        assert status.startswith("⚠ Generation failed after 2 steps (RuntimeError: simulated failure inside the "
                                 "target forward). The text so far is kept. The server log has the details (run ")
        assert "Traceback" not in status and "second line" not in status and 'File "' not in status
        steps, summary, _ = trace_of(failed.download)
        assert decided(steps) == decided(alone("w1 w2 w3")[:2]) and summary.stopped_by == "error"
        assert failed.output == tokens_html(steps, selected=len(steps))
        run_id = status.rsplit("(run ", 1)[1].rstrip(").")
        records = [r for r in caplog.records if r.name.startswith("gsd.page") and r.levelno == logging.ERROR]
        assert len(records) == 1 and records[0].exc_info and run_id in records[0].getMessage()
        logged = records[0].getMessage() + caplog.text
        for context in ("prompt_chars=8", "prompt_tokens=3", "'mode': 'gsd'", "'node_budget': 32", "Traceback",
                        "simulated failure"):
            assert context in logged, context
        # The page stays usable: the next request runs.
        good = received(visitor.predict(*api_args("w4 w5"), api_name="/generate"))
        assert good.status.startswith("✓ Done") and committed(trace_of(good.download)[0]) == committed(alone("w4 w5"))
    finally:
        demo.close()
