"""Memory soak of the page, driven through its API: how the server's resident memory moves with many new
visitors, and with one visitor's long conversation. A benchmark to run by hand, not a timed test; its figures
are in docs/memory.md.

    .venv/bin/python scripts/soak.py --visitors 30 --turns 100 --max-new-tokens 64 --json out/soak.json

Starts the page (`python app.py --port P`, HF_HUB_OFFLINE=1, the embedded pair) in a subprocess, waits for the
models (a one-token probe run, repeated until it is not refused as "still loading"), then drives it with
gradio_client, reading the SERVER process's resident memory (RSS; also its peak, VmHWM, and its anonymous and
file-backed parts) from /proc:

0. warm-up (--warmup N, default none): N runs by a throwaway visitor, so that the phases start after the
   server's one-time growth.
1. visitors: N new visitors, each a new gradio_client Client (a new session), one Generate each (the preset's
   settings, an example prompt), then the client closes; RSS every --every runs.
1b. idle (--idle N, default none): N visitors who each run once and keep their page open: RSS after, per
   visitor; then they all close, and a reading --leave-wait seconds later (the page lets go of a visitor who
   left 15 s after their connection ends: gsd/page/run/visitors.py).
2. conversation: one visitor (one Client) asks follow-up after follow-up (each Generate on the same client
   continues its conversation) until --turns turns, the page refuses (the conversation no longer fits the
   context: the status says so), or --time-limit; RSS every --every turns.
3. new conversation: that visitor presses New conversation (/new_conversation): RSS after.
4. leave: the visitor's client closes (`Client.close()` ends its heartbeat stream, and the server marks the
   session closed): RSS after --leave-wait seconds. Then a client with the left visitor's session hash asks
   /scrub: whether their run is still on show tells whether Gradio still holds their state. Gradio deletes a
   gr.State (calling its delete_callback, `Page.forget`) only where an event has written it back (it then has
   a time to live: a closed session's is 3,600 s, 1 s with --short-state-ttl, which starts the server with
   GRADIO_IS_E2E_TEST=1 and so also a 0.25 s heartbeat). Only the page's load event writes it back, and
   gradio_client runs no load event: a visitor through the API is never deleted, only evicted, without the
   callback, once more than app.MAX_SESSIONS sessions are held (docs/memory.md).

The peak (VmHWM) is measured over each of phases 1 and 2 alone: it is reset at their start through
/proc/PID/clear_refs, where the kernel allows.

Each reading waits --settle seconds, then takes the least of three readings half a second apart (what a run
still has in flight, its response being sent, is not counted). Nothing can be run inside the server from here
(no gc, no malloc_trim): these are the figures a server's operator sees. --server-env NAME=VALUE (repeatable)
passes allocator settings to the server (MALLOC_ARENA_MAX=2, MALLOC_TRIM_THRESHOLD_=..., GLIBC_TUNABLES=...),
to measure what they change without editing app.py.

Prints a table (phase, runs or turns, context tokens, RSS MB, peak MB) and writes the figures as JSON.

--in-process engine|page: no server. This process loads the engine (as app.main does) and holds one
conversation of --turns turns itself, reading its own RSS: `engine`, the engine alone (each run's steps kept as
a Session keeps them, its keys and values kept for what-ifs as the page asks); `page`, the page's handlers
(`Page.generate`, which also draws every step's figures) without Gradio's server. --trim end|each calls glibc's
malloc_trim(0) once after a warm-up run (what loading left free is not counted), then at each reading, after the
reading without it (end), after every run (each) or only once the conversation is over (never), to tell the
allocator's high-water mark (freed memory malloc keeps) from memory in use. Allocator settings are the
environment's (run it with MALLOC_ARENA_MAX=2 etc.). It also reports what one visitor's state holds (the run on
show's steps: pickled bytes and a walk of its objects).

    .venv/bin/python scripts/soak.py --in-process engine --turns 40 --preset graph --trim end --json out/mem.json
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gsd import trace_file  # noqa: E402  (the standard library only: no torch in this process)
from gsd.config import PRESETS, PROMPTS, DecodeConfig, read_prompts  # noqa: E402

MB = 1e6                      # the figures are in MB (10^6 bytes)
FOLLOW_UPS = ["Tell me more.", "Why?", "Give an example.", "Can you explain that more simply?",
              "What is a common mistake here?", "Summarize that in one sentence.", "And then?",
              "How would you say it to a child?", "What else should I know?", "Go on."]


# ---- the server and its memory ------------------------------------------------------------------------

def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def proc_status(pid: int) -> dict[str, int]:
    """The memory lines of /proc/PID/status (VmRSS, VmHWM, RssAnon, RssFile, ...) in bytes."""
    values = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, rest = line.partition(":")
        parts = rest.split()
        if len(parts) == 2 and parts[1] == "kB":
            values[name] = int(parts[0]) * 1024
    return values


def rss_bytes(pid: int) -> int:
    try:
        import psutil
    except ImportError:
        return proc_status(pid)["VmRSS"]
    return psutil.Process(pid).memory_info().rss


def reset_peak(pid: int) -> bool:
    """Reset the process's peak RSS (VmHWM) to its RSS now (Linux: 5 written to clear_refs); False if refused."""
    try:
        Path(f"/proc/{pid}/clear_refs").write_text("5")
        return True
    except OSError:
        return False


@dataclass
class Reading:
    phase: str
    count: int                 # runs (visitors) or turns (conversation) done in the phase so far
    context_tokens: int | None  # the last run's context: its prompt (the conversation so far) and its answer
    rss_mb: float
    peak_mb: float             # VmHWM: the highest RSS since the last reset (the phase's start, where allowed)
    anon_mb: float
    file_mb: float
    elapsed_s: float           # since the models were ready
    note: str = ""


class Server:
    """`python app.py --port P` in a subprocess, its log in a file."""

    def __init__(self, port: int, log_path: Path, env: dict[str, str]):
        self.port, self.log_path = port, log_path
        self.url = f"http://127.0.0.1:{port}/"
        log_path.parent.mkdir(parents=True, exist_ok=True)
        self.log = open(log_path, "w", encoding="utf-8")
        full_env = {**os.environ, "HF_HUB_OFFLINE": "1", "GRADIO_ANALYTICS_ENABLED": "False", **env}
        self.process = subprocess.Popen([sys.executable, str(ROOT / "app.py"), "--port", str(port)], cwd=ROOT,
                                        env=full_env, stdout=self.log, stderr=subprocess.STDOUT)
        self.pid = self.process.pid

    def alive(self) -> bool:
        return self.process.poll() is None

    def stop(self) -> None:
        if self.alive():
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


# ---- the page's API -------------------------------------------------------------------------------------

def api_settings(preset: str, max_new_tokens: int) -> dict:
    """The page's /generate inputs after the prompt, in app.py's order: chat, then `settings` (mode, the draft
    controls k, θ_prob, θ_sib, θ_path, merge, max depth, node budget, lookup, lookup first, sized; max new tokens,
    temperature, seed), then with_baseline."""
    config = DecodeConfig.from_preset(preset, "gsd", max_new_tokens=max_new_tokens)
    return dict(chat=True, mode=config.mode, k=config.k, theta_prob=config.theta_prob, theta_sib=config.theta_sib,
                theta_path=config.theta_path, merge="off" if config.merge_n is None else str(config.merge_n),
                max_depth=config.max_depth, node_budget=config.node_budget, lookup=config.lookup,
                lookup_first=config.lookup_first, sized=config.sized, max_new_tokens=config.max_new_tokens,
                temperature=config.temperature, seed=config.seed, with_baseline=False)


def run_outputs() -> tuple[str, ...]:
    """The names of /generate's outputs, in order: the page's own (`gsd.page.view.GENERATE`); gradio_client leaves the
    buttons out (`named`)."""
    from gsd.page.view import GENERATE  # imports Gradio, which the soak's server needs anyway

    return GENERATE


def named(result, names: tuple[str, ...]) -> dict:
    """A result through the API read back by name (gradio_client leaves out a Button's value)."""
    result = list(result) if isinstance(result, (list, tuple)) else [result]
    if len(result) != len(names):
        names = tuple(name for name in names if name not in ("new_conversation", "what_if_back"))
    return dict(zip(names, result))


def context_of(download) -> tuple[int | None, int | None]:
    """(prompt tokens, new tokens) of the run whose trace file the download button offers; Nones if none."""
    value = getattr(download, "value", download)
    if isinstance(value, dict):
        value = value.get("value") or value.get("path")
    if not value or not isinstance(value, str) or not Path(value).exists():
        return None, None
    try:
        _, summary, _ = trace_file.load(value)
    except Exception:
        return None, None
    finally:
        Path(value).unlink(missing_ok=True)  # a long conversation leaves one file per turn otherwise
    return (summary.prompt_tokens, summary.new_tokens) if summary else (None, None)


class Driver:
    def __init__(self, server: Server, args, downloads: Path):
        self.server, self.args, self.downloads = server, args, downloads
        self.settings = api_settings(args.preset, args.max_new_tokens)
        self.names = run_outputs()
        self.readings: list[Reading] = []
        self.runs: list[dict] = []
        self.ready_at = time.monotonic()

    def client(self):
        from gradio_client import Client

        return Client(self.server.url, verbose=False, analytics_enabled=False, download_files=str(self.downloads))

    def generate(self, client, prompt: str, **changes) -> dict:
        settings = {**self.settings, **changes}
        began = time.perf_counter()
        result = named(client.predict(prompt, *settings.values(), api_name="/generate"), self.names)
        prompt_tokens, new_tokens = context_of(result.get("download"))
        status = str(result.get("status") or "")
        return dict(prompt=prompt, status=status, ok=status.startswith("✓"), wall_s=time.perf_counter() - began,
                    prompt_tokens=prompt_tokens, new_tokens=new_tokens,
                    context_tokens=None if prompt_tokens is None else prompt_tokens + (new_tokens or 0))

    def read(self, phase: str, count: int, context_tokens: int | None = None, note: str = "",
             settle: float | None = None) -> Reading:
        time.sleep(self.args.settle if settle is None else settle)
        samples = []
        for index in range(3):
            if index:
                time.sleep(0.5)
            samples.append((rss_bytes(self.server.pid), proc_status(self.server.pid)))
        rss, status = min(samples, key=lambda sample: sample[0])
        reading = Reading(phase, count, context_tokens, rss / MB, status.get("VmHWM", 0) / MB,
                          status.get("RssAnon", 0) / MB, status.get("RssFile", 0) / MB,
                          time.monotonic() - self.ready_at, note)
        self.readings.append(reading)
        print(row(reading), flush=True)
        return reading

    def out_of_time(self) -> bool:
        return self.args.time_limit is not None and time.monotonic() - self.ready_at > 60 * self.args.time_limit


def wait_until_ready(driver: Driver, timeout_s: float) -> float:
    """Wait for the page to answer and its models to be loaded: a one-token run, refused while they load."""
    deadline = time.monotonic() + timeout_s
    began = time.monotonic()
    client = None
    while client is None:
        if not driver.server.alive():
            raise SystemExit(f"the server exited (code {driver.server.process.returncode}); see "
                             f"{driver.server.log_path}")
        try:
            client = driver.client()
        except Exception:
            if time.monotonic() > deadline:
                raise SystemExit(f"the page did not answer in {timeout_s:.0f} s; see {driver.server.log_path}")
            time.sleep(2)
    try:
        while True:
            probe = driver.generate(client, "Hi", max_new_tokens=1)
            if probe["ok"]:
                return time.monotonic() - began
            if "loading" not in probe["status"] or time.monotonic() > deadline:
                raise SystemExit(f"the models are not ready: {probe['status']}")
            time.sleep(2)
    finally:
        client.close()


# ---- the phases -----------------------------------------------------------------------------------------

def warm_up(driver: Driver, count: int, prompts: list[str]) -> None:
    """`count` runs by one throwaway visitor (each a new conversation), so that the phases start from a server
    whose one-time growth (the first full-size runs: lazily built kernels and caches, the allocator's arenas,
    the engine's kept caches filling up to their bound) is behind it."""
    client = driver.client()
    try:
        for number in range(1, count + 1):
            client.predict(api_name="/new_conversation")
            run = driver.generate(client, prompts[-number % len(prompts)])
            driver.runs.append({"phase": "warm-up", "number": number, **run})
    finally:
        client.close()
    driver.read("warm-up", count, run["context_tokens"], note="one throwaway visitor's runs")


def visitors(driver: Driver, count: int, prompts: list[str]) -> None:
    peak_reset = reset_peak(driver.server.pid)  # the peak over this phase, not the models' loading
    driver.read("visitors", 0, note="" if peak_reset else "peak not reset: since start")
    for number in range(1, count + 1):
        client = driver.client()
        try:
            run = driver.generate(client, prompts[(number - 1) % len(prompts)])
        finally:
            client.close()
        driver.runs.append({"phase": "visitors", "number": number, **run})
        if not run["ok"]:
            print(f"  visitor {number}: {run['status'][:200]}", flush=True)
        if number % driver.args.every == 0 or number == count:
            driver.read("visitors", number, run["context_tokens"])


def idle(driver: Driver, count: int, prompts: list[str]) -> None:
    """`count` visitors who each run once and stay (their pages open, idle): what the server holds for each of
    them; then they all leave, and the reading --leave-wait seconds later says what it let go of."""
    before = driver.read("idle visitors", 0)
    clients = []
    try:
        for number in range(1, count + 1):
            clients.append(driver.client())
            run = driver.generate(clients[-1], prompts[(number - 1) % len(prompts)])
            driver.runs.append({"phase": "idle visitors", "number": number, **run})
        held = driver.read("idle visitors", count, run["context_tokens"], note="each one run, still on the page")
        print(f"  each idle visitor: {(held.rss_mb - before.rss_mb) / count:+.1f} MB", flush=True)
    finally:
        for client in clients:
            client.close()
    driver.read("idle visitors", count, note=f"{driver.args.leave_wait:.0f} s after they all left",
                settle=driver.args.leave_wait)


def conversation(driver: Driver, turns: int, prompts: list[str]) -> dict:
    """One visitor's follow-ups; returns what ended it and the visitor's client (still open) and session hash."""
    client = driver.client()
    peak_reset = reset_peak(driver.server.pid)
    start = driver.read("conversation", 0, note="" if peak_reset else "peak not reset: since start")
    ended, done, context, rates = f"{turns} turns", 0, None, []
    for turn in range(1, turns + 1):
        if driver.out_of_time():
            ended = f"time limit ({driver.args.time_limit} min) after {done} turns"
            break
        prompt = prompts[0] if turn == 1 else FOLLOW_UPS[(turn - 2) % len(FOLLOW_UPS)]
        run = driver.generate(client, prompt)
        driver.runs.append({"phase": "conversation", "number": turn, **run})
        if not run["ok"]:
            ended = f"refused at turn {turn}: {run['status'][:300]}"
            print(f"  turn {turn}: {run['status'][:300]}", flush=True)
            break
        done, context = turn, run["context_tokens"]
        rates.append(run["wall_s"])
        if turn % driver.args.every == 0:
            recent = rates[-driver.args.every:]
            driver.read("conversation", turn, context, note=f"{sum(recent) / len(recent):.1f} s a turn lately")
    if done % driver.args.every:
        driver.read("conversation", done, context)
    peak = max(reading.peak_mb for reading in driver.readings if reading.phase == "conversation")
    return dict(client=client, ended=ended, turns=done, context_tokens=context, start_mb=start.rss_mb,
                peak_mb=peak, peak_reset=peak_reset)


def leave(driver: Driver, client, turns: int, context: int | None) -> dict:
    """New conversation, then the visitor leaves; then whether Gradio still holds their state."""
    pressed = client.predict(api_name="/new_conversation")
    status = str(named(pressed, ("status", "new_conversation")).get("status"))
    driver.read("new conversation", turns, context, note=status[:60])
    session_hash = client.session_hash
    client.close()
    driver.read("left", turns, context, settle=driver.args.leave_wait,
                note=f"{driver.args.leave_wait:.0f} s after the client closed")
    # The left visitor's session, asked again: a scrub that shows their run means Gradio still holds it.
    probe = driver.client()
    probe.session_hash = session_hash
    try:
        scrub = probe.predict(1, api_name="/scrub")
        output = scrub[0] if isinstance(scrub, (list, tuple)) else scrub
        held = isinstance(output, str) and "data-step" in output
    except Exception as error:
        held = f"unknown ({type(error).__name__})"
    finally:
        probe.close()
    return dict(new_conversation_status=status, state_still_held=held)


# ---- the report -----------------------------------------------------------------------------------------

HEADER = f"{'phase':<17}{'runs/turns':>11}{'context':>9}{'RSS MB':>9}{'peak MB':>9}{'anon MB':>9}{'file MB':>9}" \
         f"{'min':>7}  note"


def row(reading: Reading) -> str:
    context = "" if reading.context_tokens is None else f"{reading.context_tokens:,}"
    return (f"{reading.phase:<17}{reading.count:>11}{context:>9}{reading.rss_mb:>9,.0f}{reading.peak_mb:>9,.0f}"
            f"{reading.anon_mb:>9,.0f}{reading.file_mb:>9,.0f}{reading.elapsed_s / 60:>7.1f}  {reading.note}")


def summary(driver: Driver, talk: dict | None, left: dict | None) -> dict:
    def first(phase):
        return next((r for r in driver.readings if r.phase == phase), None)

    def last(phase):
        return next((r for r in reversed(driver.readings) if r.phase == phase), None)

    out = {}
    v0, v1 = first("visitors"), last("visitors")
    if v0 and v1 and v1 is not v0:
        out["visitors"] = dict(count=v1.count, start_mb=v0.rss_mb, end_mb=v1.rss_mb,
                               growth_mb=v1.rss_mb - v0.rss_mb, growth_pct=100 * (v1.rss_mb / v0.rss_mb - 1),
                               goal="< 3 %")
    if talk:
        start = talk["start_mb"]
        out["conversation"] = dict(turns=talk["turns"], ended=talk["ended"], context_tokens=talk["context_tokens"],
                                   start_mb=start, end_mb=last("conversation").rss_mb,
                                   peak_mb=talk["peak_mb"], peak_added_mb=talk["peak_mb"] - start,
                                   peak_measured_over_phase=talk["peak_reset"], goal="peak < start + 500 MB")
        for phase in ("new conversation", "left"):
            reading = last(phase)
            if reading:
                out[phase.replace(" ", "_")] = dict(rss_mb=reading.rss_mb, above_start_mb=reading.rss_mb - start,
                                                    goal="within 100 MB of the conversation's start")
    if left:
        out["leave"] = left
    return out


# ---- in process: the engine (or the page's handlers) alone ---------------------------------------------

def malloc_trim() -> bool:
    """glibc's malloc_trim(0): give the free memory of every arena back to the system; False where unavailable."""
    import ctypes

    try:
        return bool(ctypes.CDLL("libc.so.6").malloc_trim(0)) or True
    except (OSError, AttributeError):
        return False


def deep_size(root) -> tuple[int, int]:
    """(bytes, objects) reachable from `root` by sys.getsizeof over containers, dataclasses and slots (each
    object once; classes, modules and functions not followed)."""
    import dataclasses
    import types

    seen, stack, total = set(), [root], 0
    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.MethodType)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen.add(id(obj))
        total += sys.getsizeof(obj)
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (list, tuple, set, frozenset)):
            stack.extend(obj)
        elif dataclasses.is_dataclass(obj):
            stack.extend(getattr(obj, f.name) for f in dataclasses.fields(obj))
        elif hasattr(obj, "__dict__"):
            stack.append(vars(obj))
    return total, len(seen)


def in_process(args) -> dict:
    import gc
    import pickle
    import threading

    import torch

    from gsd.engine.loop import Engine
    from gsd.models import load_for
    from gsd.page.run import conversation as talk
    from gsd.page.run.session import Session

    pid = os.getpid()
    began = time.monotonic()
    rows: list[dict] = []

    def read(label: str, turn: int, context: int | None, trimmed: bool = False) -> dict:
        gc.collect()
        if trimmed:
            malloc_trim()
        status = proc_status(pid)
        entry = dict(label=label, turn=turn, context_tokens=context, rss_mb=rss_bytes(pid) / MB,
                     peak_mb=status.get("VmHWM", 0) / MB, anon_mb=status.get("RssAnon", 0) / MB,
                     kept_mb=engine.kept.bytes / MB if engine else 0.0, trimmed=trimmed,
                     minutes=(time.monotonic() - began) / 60, python_objects=len(gc.get_objects()),
                     pymalloc_blocks=sys.getallocatedblocks())
        rows.append(entry)
        context_text = "" if context is None else f"{context:,}"
        print(f"{label:<22}{turn:>5}{context_text:>8}{entry['rss_mb']:>9,.0f}{entry['peak_mb']:>9,.0f}"
              f"{entry['anon_mb']:>9,.0f}{entry['kept_mb']:>8,.0f}{entry['minutes']:>7.1f}"
              f"{'  (after malloc_trim)' if trimmed else ''}", flush=True)
        return entry

    engine = None
    print(f"{'':<22}{'turn':>5}{'context':>8}{'RSS MB':>9}{'peak MB':>9}{'anon MB':>9}{'kept MB':>8}{'min':>7}")
    read("start (no models)", 0, None)
    if args.in_process == "page":  # on the page's model thread, where its runs compute (one OpenMP team)
        from gsd.page.run import model_thread
        engine = model_thread.call(lambda: Engine(load_for("model", device="cpu")))
    else:
        engine = Engine(load_for("model", device="cpu"))
    loaded = read("models loaded", 0, None)
    config = DecodeConfig.from_preset(args.preset, "gsd", max_new_tokens=args.max_new_tokens)
    settings = api_settings(args.preset, args.max_new_tokens)
    prompts = read_prompts(PROMPTS)
    session = Session()
    owner = session.id
    page = None
    if args.in_process == "page":
        from gsd.page.run.handlers import Page
        from gsd.page.run.session import EngineSlot

        page = Page(EngineSlot(engine), example=None)

    def one_run(prompt: str, earlier: tuple) -> tuple[str, int]:
        """A run as the page makes it; (the answer, its context tokens)."""
        if page is not None:
            updates = list(page.generate(session, prompt, **settings))
            status = str(updates[-1].status)
            if not status.startswith("✓"):
                raise RuntimeError(status)
            return session.summary.text, session.summary.prompt_tokens + session.summary.new_tokens
        asked = talk.asked(earlier, prompt)
        ids = engine.encode(asked, True, config.max_new_tokens)
        session.show([], None, prompt, earlier=earlier)
        stop = threading.Event()
        for step in engine.generate(asked, config, chat=True, stop=stop, keep=owner):
            session.add(step)
        summary = engine.summary(session.steps, config, len(ids), 0.0)
        session.summary = summary
        return summary.text, len(ids) + summary.new_tokens

    one_run("Hi", ())  # warm-up, as the soak's probe
    session.conversation = ()
    read("after a warm-up run", 0, None)
    warm = read("after a warm-up run", 0, None, trimmed=True)  # the baseline: without what loading left free
    earlier: tuple = ()
    context, ended, state = None, f"{args.turns} turns", {}
    for turn in range(1, args.turns + 1):
        prompt = prompts[0] if turn == 1 else FOLLOW_UPS[(turn - 2) % len(FOLLOW_UPS)]
        try:
            answer, context = one_run(prompt, earlier if page is None else session.conversation)
        except (ValueError, RuntimeError) as error:
            ended = f"refused at turn {turn}: {str(error)[:200]}"
            print(f"  {ended}", flush=True)
            break
        if page is None:
            earlier = talk.answered(earlier, prompt, answer)
            session.conversation = earlier
        if args.trim == "each":
            malloc_trim()
        if turn == 1 or turn % args.every == 0:
            if turn == 1 or turn == args.every:  # what one visitor's state holds (the run on show)
                state[f"turn_{turn}"] = visitor_state(session, pickle, deep_size, context)
            read("conversation", turn, context)
            if args.trim == "end":
                read("conversation", turn, context, trimmed=True)
    last = read("conversation end", turn, context)
    state["last"] = visitor_state(session, pickle, deep_size, context)
    trimmed_end = read("conversation end", turn, context, trimmed=True)
    engine.kept.drop(owner)  # New conversation (Page.forget)
    session = Session()      # the visitor leaves: Gradio drops their state
    if page is not None:
        page.files = type(page.files)()
    dropped = read("dropped (no trim)", turn, context)
    dropped_trimmed = read("dropped", turn, context, trimmed=True)
    return dict(mode=args.in_process, preset=args.preset, max_new_tokens=args.max_new_tokens, trim=args.trim,
                env={name: os.environ[name] for name in os.environ if name.startswith(("MALLOC_", "GLIBC_"))},
                torch_threads=torch.get_num_threads(), ended=ended, visitor_state=state,
                figures=dict(loaded_mb=loaded["rss_mb"], warm_mb=warm["rss_mb"], end_mb=last["rss_mb"],
                             peak_mb=last["peak_mb"], end_trimmed_mb=trimmed_end["rss_mb"],
                             dropped_mb=dropped["rss_mb"], dropped_trimmed_mb=dropped_trimmed["rss_mb"],
                             growth_mb=last["rss_mb"] - warm["rss_mb"],
                             held_mb=trimmed_end["rss_mb"] - warm["rss_mb"],
                             after_drop_mb=dropped_trimmed["rss_mb"] - warm["rss_mb"]),
                readings=rows)


def visitor_state(session, pickle, deep_size, context) -> dict:
    """What a visitor's Session holds for the run on show: its steps' pickled size and object walk."""
    held = (session.steps, session.summary, session.conversation, session.earlier)
    size, objects = deep_size(held)
    return dict(context_tokens=context, steps=len(session.steps), pickled_kb=len(pickle.dumps(held)) / 1e3,
                walked_kb=size / 1e3, objects=objects)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--visitors", type=int, default=30, help="new visitors, one run each (phase 1)")
    parser.add_argument("--idle", type=int, default=0, help="visitors who run once and stay on the page, then "
                        "leave (after phase 1)")
    parser.add_argument("--turns", type=int, default=100, help="one visitor's turns at most (phase 2)")
    parser.add_argument("--max-new-tokens", type=int, default=64)
    parser.add_argument("--preset", choices=sorted(PRESETS), default="fast", help="the runs' graph settings")
    parser.add_argument("--warmup", type=int, default=0,
                        help="runs by a throwaway visitor before the phases (their one-time growth not counted)")
    parser.add_argument("--every", type=int, default=10, help="read RSS every this many runs or turns")
    parser.add_argument("--settle", type=float, default=2.0, help="seconds to wait before each reading")
    parser.add_argument("--leave-wait", type=float, default=25.0,
                        help="seconds between the visitor's client closing and the reading (the server notices "
                             "a closed heartbeat stream within its heartbeat interval, 15 s)")
    parser.add_argument("--short-state-ttl", action="store_true",
                        help="start the server with GRADIO_IS_E2E_TEST=1: a closed session's state is deleted "
                             "after 1 s (not 3,600 s) and the heartbeat is 0.25 s")
    parser.add_argument("--server-env", action="append", default=[], metavar="NAME=VALUE",
                        help="an environment variable for the server (e.g. MALLOC_ARENA_MAX=2); repeatable")
    parser.add_argument("--time-limit", type=float, help="minutes after the models are ready: the conversation "
                                                         "stops there (said in the report)")
    parser.add_argument("--port", type=int, help="the server's port (default: a free one)")
    parser.add_argument("--ready-timeout", type=float, default=600.0, help="seconds to wait for the models")
    parser.add_argument("--json", type=Path, help="write the figures here")
    parser.add_argument("--log", type=Path, default=ROOT / "out" / "soak-server.log", help="the server's log")
    parser.add_argument("--in-process", choices=("engine", "page"),
                        help="no server: one conversation in this process, the engine alone or the page's handlers")
    parser.add_argument("--trim", choices=("never", "end", "each"), default="end",
                        help="--in-process: malloc_trim(0) after each reading (end) or after every run (each)")
    args = parser.parse_args(argv)

    if args.in_process:
        os.environ["HF_HUB_OFFLINE"] = "1"
        report = in_process(args)
        print(json.dumps({key: report[key] for key in ("ended", "figures", "visitor_state")}, indent=1))
        if args.json:
            args.json.parent.mkdir(parents=True, exist_ok=True)
            args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
            print(f"wrote {args.json}")
        return 0

    env = dict(item.split("=", 1) for item in args.server_env)
    if args.short_state_ttl:
        env["GRADIO_IS_E2E_TEST"] = "1"
    prompts = read_prompts(PROMPTS)
    downloads = Path(tempfile.mkdtemp(prefix="gsd-soak-"))
    server = Server(args.port or free_port(), args.log, env)
    driver = Driver(server, args, downloads)
    talk = left = None
    began = time.time()
    try:
        load_s = wait_until_ready(driver, args.ready_timeout)
        driver.ready_at = time.monotonic()
        print(f"server pid {server.pid} at {server.url}: models ready after {load_s:.0f} s "
              f"(preset {args.preset}, {args.max_new_tokens} new tokens a run, env {env or 'as is'})", flush=True)
        print(HEADER, flush=True)
        driver.read("ready", 0, note="after a one-token probe run")
        if args.warmup:
            warm_up(driver, args.warmup, prompts)
        if args.visitors:
            visitors(driver, args.visitors, prompts)
        if args.idle:
            idle(driver, args.idle, prompts)
        if args.turns:
            talk = conversation(driver, args.turns, prompts)
            left = leave(driver, talk.pop("client"), talk["turns"], talk["context_tokens"])
    finally:
        server.stop()
        shutil.rmtree(downloads, ignore_errors=True)

    figures = summary(driver, talk, left)
    print()
    for name, values in figures.items():
        print(f"{name}: " + ", ".join(f"{key}={value:,.1f}" if isinstance(value, float) else f"{key}={value}"
                                      for key, value in values.items()))
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        report = dict(command=" ".join([Path(sys.executable).name, *sys.argv]), started=time.strftime(
            "%Y-%m-%d %H:%M:%S", time.localtime(began)), wall_min=(time.time() - began) / 60, cpus=os.cpu_count(),
            settings=driver.settings, preset=args.preset, server_env=env, summary=figures,
            readings=[asdict(reading) for reading in driver.readings], runs=driver.runs)
        args.json.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
