"""The page's engine computes on one thread, whoever asks (gsd.page.run.model_thread)."""

from __future__ import annotations

import contextvars
import threading

import pytest

from gsd.page.run import model_thread
from gsd.page.run.requests import stream_steps

ASKER = contextvars.ContextVar("asker", default="nobody")


def where() -> int:
    return threading.get_ident()


def test_calls_from_many_threads_run_on_one_thread_not_theirs():
    seen, callers = [], []

    def ask():
        callers.append(threading.get_ident())
        seen.append(model_thread.call(where))

    threads = [threading.Thread(target=ask) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(seen)) == 1
    assert seen[0] not in callers and seen[0] != threading.get_ident()
    assert model_thread.call(model_thread.on_model_thread) and not model_thread.on_model_thread()


def test_a_call_on_the_model_thread_runs_there_at_once():
    # a call made from the model thread itself does not queue behind itself
    assert model_thread.call(model_thread.call, where) == model_thread.call(where)


def test_errors_and_the_callers_context_cross_over():
    def fails():
        raise ValueError("the engine's own message")

    with pytest.raises(ValueError, match="the engine's own message"):
        model_thread.call(fails)
    ASKER.set("visitor 7")
    assert model_thread.call(ASKER.get) == "visitor 7"
    assert model_thread.call(ASKER.get) == "visitor 7"  # a copy each call: set here, not left set there


def test_steps_are_computed_there_and_closing_closes_the_iterator_there():
    record = {"items": [], "closed_on": None}

    def engine():
        try:
            for number in range(5):
                record["items"].append(threading.get_ident())
                yield number
        finally:
            record["closed_on"] = threading.get_ident()

    assert list(model_thread.steps(engine())) == [0, 1, 2, 3, 4]
    there = model_thread.call(where)
    assert set(record["items"]) == {there}

    record["items"].clear()
    steps = model_thread.steps(engine())
    assert next(steps) == 0 and next(steps) == 1
    steps.close()  # as the page closes a stopped run's steps
    assert record["closed_on"] == there and record["items"] == [there, there]


def test_an_iterator_that_ends_or_fails_ends_the_steps_the_same_way():
    def failing():
        yield "a step"
        raise RuntimeError("failed after a step")

    steps = model_thread.steps(failing())
    assert next(steps) == "a step"
    with pytest.raises(RuntimeError, match="failed after a step"):
        next(steps)
    assert list(model_thread.steps(iter(()))) == []


def test_the_pages_runs_compute_on_the_model_thread():
    """stream_steps (Generate's and Compare's runs) hands every step of the engine's to the model thread, from
    whichever thread iterates it."""
    class Engine:
        threads: list[int] = []

        def generate(self, prompt, config, *, chat, stop, keep):
            for number in range(3):
                self.threads.append(threading.get_ident())
                yield number

    engine, got = Engine(), []
    reader = threading.Thread(target=lambda: got.extend(stream_steps(engine, "hi", None, True, threading.Event())))
    reader.start()
    reader.join()
    assert got == [0, 1, 2]
    assert set(Engine.threads) == {model_thread.call(where)}
