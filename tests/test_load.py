"""The page under load, driven through its real server on loopback (tests/served.py): several visitors at
once each get their own output, Stop keeps the text and frees the engine, a visitor who leaves frees it too,
memory stays flat over many runs, and what a session keeps stays bounded. The figures measured (wall times,
RSS over the runs) are printed: `pytest -s tests/test_load.py`.
"""

from __future__ import annotations

import gc
import json
import sys
import threading
import time


from gsd import trace_file
from gsd.config import MAX_NEW_TOKENS, DecodeConfig
from gsd.page import view
from gsd.page.run.handlers import Page
from gsd.page.run.session import MAX_KEPT_NODES, MAX_STEP_NODES, EngineSlot, Session, check_replayable
from gsd.page.run.shown import resting
from gsd.page.step.text import tokens_html
from gsd.trace_file import MAX_TRACE_BYTES
from helpers import received
from served import (PROMPTS, SETTINGS, api_args, client, committed, config_of, decided, release_free_memory, rss_bytes,
                    trace_of, worst_step)


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
        assert result.output == tokens_html(expected[prompt], selected=resting(expected[prompt]))
        # The visitor's session holds their own run: scrubbing shows their text, nobody else's.
        scrubbed = received(visitor.predict(1, api_name="/scrub"), view.SCRUB)
        assert scrubbed.output == tokens_html(expected[prompt], selected=1)
        same += 1
    assert max(most_before, watched.most) == 1  # the model ran one request at a time: the rest were queued
    print(f"\nconcurrency: {len(PROMPTS)} requests at once, {wall:.2f} s wall ({wall / alone_s:.1f} times one run "
          f"alone, {alone_s:.2f} s), {same}/{len(PROMPTS)} outputs identical to the prompt's run alone, at most 1 run "
          "in the engine at a time")


# ---- Stop -----------------------------------------------------------------------------------------------

def steps_shown(job) -> int:
    """The steps a /generate job's newest update shows (the stream sends at most one update a step)."""
    outputs = job.outputs()
    return received(outputs[-1]).output.count('class="gsd-step') if outputs else 0


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
    seen = steps_shown(long_run)  # the steps the page had shown when Stop was pressed
    stopped_at = time.perf_counter()
    assert "Stopping" in first.predict(api_name="/stop")
    stopped = received(long_run.result(timeout=60))
    freed_s = seconds_until_served(waiting, stopped_at)
    steps, summary, _ = trace_of(stopped.download)
    full = alone("w6 w7 w8 w9", 200)
    assert stopped.status.startswith("■ Stopped") and summary.stopped_by == "stop"
    assert 3 <= len(steps) < len(full) and decided(steps) == decided(full[: len(steps)])  # exactly
    assert stopped.output == tokens_html(steps, selected=resting(steps))  # the text so far stays on the page
    assert json.loads(stopped.dag["plot"])["layout"]["title"]["text"].startswith(f"Step {resting(steps)}/{len(steps)}")
    assert committed(trace_of(received(waiting.result(timeout=60)).download)[0]) == committed(alone("w4 w5"))
    # The run went on only while Stop travelled, and the next visitor's run started right after it: measured in
    # what a lone visitor waits for their first update (Stop's trip takes less; the next run's first update comes
    # after Stop's trip and the stopped run's last update, about two of them).
    unit_s = first_update_alone_s(url, tmp_path)
    ran_on_s = (len(steps) - seen) * summary.wall_s / summary.steps  # engine seconds after Stop was pressed
    assert ran_on_s < SLACK * unit_s, (ran_on_s, unit_s)
    assert freed_s < SLACK * 2 * unit_s, (freed_s, unit_s)  # Stop's trip and the last update, then the next first
    # After New conversation, the stopped visitor's next run is a fresh one: the same as that prompt's run alone.
    assert first.predict(api_name="/new_conversation").startswith("New conversation")
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


def _settled() -> None:
    """Wait (up to 5 s) until the process's gc-tracked objects and pymalloc blocks stop moving between two readings
    50 ms apart: the server's and the client's threads finishing a run free objects while a count is taken."""
    before = None
    for _ in range(100):
        gc.collect()
        now = (len(gc.get_objects()), sys.getallocatedblocks())
        if before is not None and all(abs(a - b) <= 0.001 * b for a, b in zip(now, before)):
            return
        before = now
        time.sleep(0.05)


def held_by(make) -> tuple[int, int]:
    """The gc-tracked Python objects and pymalloc blocks that what `make()` returns holds while it is kept, counted
    once the process is settled; again (up to five times) where another thread's frees made a count come out at
    zero or below."""
    for _ in range(5):
        _settled()
        objects, blocks = len(gc.get_objects()), sys.getallocatedblocks()
        kept = make()
        gc.collect()
        held = len(gc.get_objects()) - objects, sys.getallocatedblocks() - blocks
        del kept
        if min(held) > 0:
            break
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
    for number in range(1, RUNS + 1):  # each a new conversation (a follow-up's prompt would grow run by run)
        visitor.predict(api_name="/new_conversation")
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
                                       theta_path=0.0, max_new_tokens=6)
        for step in engine.run("w1 w2 w3", config)[0]:  # the prompt-lookup branch comes on top of the budget
            assert step.counters.target_tree_size <= budget + 1 + config.max_depth, (mode, budget)
            assert len(step.graph.nodes) <= 1 + k * (budget + 1) + config.max_depth <= MAX_STEP_NODES, (mode, budget)


def test_a_long_run_keeps_a_bounded_trace(engine, alone):
    # The page, with a small cap so that a short run on tiny models goes over it.
    cap = 1500
    page = Page(EngineSlot(engine), example=None, max_kept_nodes=cap)
    session = Session()
    wide = dict(k=8, node_budget=256, max_depth=16, theta_prob=0.0, theta_sib=0.0, theta_path=0.0, merge="off",
                max_new_tokens=40)
    updates = list(page.generate(session, "w1 w2 w3", **{**SETTINGS, **wide}))
    full = engine.run("w1 w2 w3", config_of(**wide))[0]
    steps = session.steps
    assert committed(steps) == committed(full) and sum(len(s.graph.nodes) for s in full) > 4 * cap
    assert session.kept_nodes == sum(len(s.graph.nodes) + len(s.positions) for s in steps[session.trimmed:]) <= cap
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
    kept = sum(len(s.graph.nodes) + len(s.positions) for s in session.steps)
    size = len(trace_file.dumps(session.steps, None, "p").encode())
    print(f"\ntrace bound: {MAX_NEW_TOKENS} steps of {MAX_STEP_NODES} nodes keep {kept:,} nodes and positions, "
          f"{size / 2**20:.1f} MiB of JSON (limit {MAX_TRACE_BYTES / 2**20:.0f} MiB)")
    # Far below the upload limit (2/5 of it), as gsd/page/run/session.py promises: the file can always be uploaded
    # again. The JSON's size depends on the trace alone, not on the machine.
    assert widest.positions and kept <= MAX_KEPT_NODES + 4 * MAX_NEW_TOKENS and size < MAX_TRACE_BYTES * 2 / 5
