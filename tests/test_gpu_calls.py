"""The page's calls that need a GPU (`gsd.page.run.requests`), in the shape ZeroGPU runs them: they take plain values
and hand back plain `StepTrace`s, every one of which pickles (on ZeroGPU they cross into and out of a forked worker
process); they carry `spaces.GPU` with a duration from the run's size where `spaces` imports, and run unchanged
where it is effect-free; a Stop reaches the engine when the page closes the call."""

from __future__ import annotations

import inspect
import pickle
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from gsd.config import DecodeConfig
from gsd.page.run import requests
from gsd.page.run.session import Session
from gsd.page.settings.what_if import WhatIfEvents
from helpers import FakeEngine, Gate, page, run

ROOT = Path(__file__).resolve().parents[1]


def crossed(value):
    """`value` pickled and read back, as a ZeroGPU worker's queue carries it."""
    return pickle.loads(pickle.dumps(value))


def test_each_gpu_call_of_a_run_and_a_what_if_crosses_pickled(tiny_engine, monkeypatch):
    """The page's own Generate and what-if on the real tiny engine: every argument of each GPU call and everything
    it hands back goes through pickle on the way, and the page's run is the engine's own."""
    calls = []
    gpu_steps, gpu_step_again = requests.gpu_steps, requests.gpu_step_again

    def steps_across(*args):
        calls.append("steps")
        for step in gpu_steps(*crossed(args)):
            yield crossed(step)

    def again_across(*args):
        calls.append("again")
        return crossed(gpu_step_again(*crossed(args)))

    monkeypatch.setattr(requests, "gpu_steps", steps_across)
    monkeypatch.setattr(requests, "gpu_step_again", again_across)
    handlers, session = page(tiny_engine), Session()
    updates = run(handlers, session, "w5 w6 w7 w8", max_new_tokens=10)
    assert updates[-1].status.startswith("✓ Done:"), updates[-1].status
    plain = tiny_engine.run("w5 w6 w7 w8", DecodeConfig.for_mode("ar", max_new_tokens=10), chat=True)[0]
    assert [t for s in session.steps for t in s.committed] == [t for s in plain for t in s.committed]
    recorded = session.steps[1].committed
    events = WhatIfEvents(handlers)
    settings = ("gsd", 2, 0.3, 0.2, 0.0, "1", 4, 16, True, False, False)
    events.ask(session, 2, *settings)
    events.run(session, 2, *settings)
    assert session.what_if is not None and session.what_if.step.committed == recorded  # greedy: the same tokens
    assert calls == ["steps", "again"]


def test_closing_the_stream_stops_the_engines_run():
    gate = Gate()
    engine = FakeEngine(steps=6, gate=gate)
    stream = requests.stream_steps(engine, "Why is the sky blue?", DecodeConfig(max_new_tokens=6), True,
                                   threading.Event(), "someone")
    gate.release(1)
    next(stream)
    stream.close()  # the page stopped reading (Stop, or the visitor left): on ZeroGPU the worker is told so
    assert gate.wait_for(lambda g: g.ended == 1)
    assert gate.counts() == (1, 1, 1) and not requests.STOPS


def test_a_stop_flag_reaches_the_engine_in_this_process():
    engine, stop = FakeEngine(steps=6), threading.Event()
    stream = requests.stream_steps(engine, "Why is the sky blue?", DecodeConfig(max_new_tokens=6), True, stop)
    next(stream)
    stop.set()
    assert list(stream) == []  # the engine ended the run after the step it was on


def test_with_the_real_spaces_installed_the_calls_are_the_plain_functions():
    spaces = pytest.importorskip("spaces", reason="the spaces package (requirements.txt) is not installed")
    assert requests.spaces is spaces
    assert spaces.GPU(requests.run_seconds, duration=5) is requests.run_seconds  # effect-free off ZeroGPU
    assert inspect.isgeneratorfunction(requests.gpu_steps)  # a generator: ZeroGPU streams its yields
    assert requests.gpu_steps.__name__ == "gpu_steps" and requests.gpu_step_again.__name__ == "gpu_step_again"


RECORDING_SPACES = '''
import sys, types
asked = []
def GPU(task=None, *, duration=None, size=None):
    asked.append((task.__name__, duration))
    def on_zero(*args, **kwargs):
        return task(*args, **kwargs)
    return on_zero
sys.modules["spaces"] = types.SimpleNamespace(GPU=GPU, asked=asked)
from gsd.config import DecodeConfig
from gsd.page.run import requests
for name, duration in asked:
    print(name, duration(1, "a prompt", DecodeConfig(max_new_tokens=128), True, "run", "owner") if name == "gpu_steps"
          else duration(1, [1, 2, 3], 0, DecodeConfig(max_new_tokens=128), None, "owner"))
'''


def test_on_zerogpu_each_gpu_call_asks_for_a_duration_from_the_runs_size():
    """A stand-in `spaces` that records what asks for a GPU, in a fresh interpreter."""
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(RECORDING_SPACES)], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    start = requests.GPU_START_S
    assert done.stdout.split("\n")[:2] == [f"gpu_steps {start + 13}", f"gpu_step_again {start}"]
