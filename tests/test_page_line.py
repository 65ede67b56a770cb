"""gsd/page/run/line.py: a visitor who presses Generate while others' runs wait for the model is told their place
and, once runs have ended, about how long they wait. The page's handlers on a gated fake engine, the runs in
threads of their own as Gradio's queue would run them."""

from __future__ import annotations

import threading

from gsd.page.run.line import Line
from gsd.page.run.session import Session
from helpers import FakeEngine, Gate, page, run


def test_the_line_counts_the_runs_ahead_and_estimates_from_the_ended_ones():
    line = Line()
    first, second, third = threading.Event(), threading.Event(), threading.Event()
    assert line.join(first) == "⏳ Queued: the run starts when the model is free…"
    line.start(first)
    assert line.join(second).startswith("⏳ In line: 1 run ahead of yours (the model")  # no run has ended: no time
    line.leave(first)
    line.start(second)
    said = line.join(third, "comparison")
    assert "1 run ahead of yours, about 0 s at the recent runs' pace" in said and "your comparison starts" in said
    line.leave(third)  # its visitor left before it started
    assert line.ahead() == 1


def test_visitors_who_press_generate_behind_a_running_run_are_told_their_place():
    gate = Gate()
    shown = page(FakeEngine(steps=2, gate=gate))
    first, second, third = Session(), Session(), Session()
    assert shown.enqueue(first) == "⏳ Queued: the run starts when the model is free…"
    running = threading.Thread(target=run, args=(shown, first))
    running.start()
    assert gate.wait_for(lambda g: g.started == 1)  # the first run holds the model
    assert "1 run ahead of yours" in shown.enqueue(second)
    assert "2 runs ahead of yours" in shown.enqueue(third)
    gate.open()
    running.join()
    waiting = [threading.Thread(target=run, args=(shown, visitor)) for visitor in (second, third)]
    for thread in waiting:
        thread.start()
    for thread in waiting:
        thread.join()
    assert shown.line.ahead() == 0  # every run that joined has left
    later = Session()
    assert shown.enqueue(later) == "⏳ Queued: the run starts when the model is free…"


def test_a_visitor_who_leaves_before_their_run_starts_leaves_the_line():
    gate = Gate()
    shown = page(FakeEngine(steps=2, gate=gate))
    holder, leaver, next_one = Session(), Session(), Session()
    shown.enqueue(holder)
    holding = threading.Thread(target=run, args=(shown, holder))
    holding.start()
    assert gate.wait_for(lambda g: g.started == 1)
    shown.enqueue(leaver)
    shown.forget(leaver)  # their state deleted: their queued run will never start
    assert "1 run ahead of yours" in shown.enqueue(next_one)
    gate.open()
    holding.join()
    assert "about" in shown.enqueue(Session())  # the held run's time now gives the estimate
