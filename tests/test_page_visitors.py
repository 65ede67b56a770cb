"""gsd/page/run/visitors.py: a visitor who closed the page is let go of (their session, their state, what the engine
keeps for them) once the grace has passed with no event from them; one who came back is kept. Through Gradio's
API with a fake engine."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import app
from gsd.page.run import requests, visitors
from helpers import SETTINGS, FakeEngine
from served import client

WAIT_S = 90  # how long the server may take to notice a closed connection (its heartbeat), at most


def wait_for(condition, timeout_s: float = WAIT_S) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def test_a_visitor_who_left_is_dropped_and_one_who_came_back_is_kept(tmp_path: Path, monkeypatch):
    monkeypatch.setattr(visitors.Leaving.__init__, "__defaults__", (0.5,))  # the grace, short
    dropped = []
    monkeypatch.setattr(visitors, "release_memory", lambda: dropped.append(True))
    forgotten = []
    demo = app.build_demo(FakeEngine(steps=4), example=None, prompts=[])
    leaving = next(dep.fn.leaving for dep in demo.fns.values() if any(t[1] == "unload" for t in dep.targets))
    monkeypatch.setattr(leaving, "forget", forgotten.append)
    _, url, _ = demo.launch(prevent_thread_lock=True, quiet=True)
    try:
        visitor = client(url, tmp_path)
        visitor.predict("Why is the sky blue?", *list(SETTINGS.values())[:-1], False, api_name="/generate")
        holder = demo.state_holder
        assert len(holder.session_data) == 1
        (hash_,) = holder.session_data
        session = holder.session_data[hash_].state_data[leaving.state._id]
        assert session.steps  # the run on show is held
        assert not leaving.drop(hash_, time.monotonic() - 10)  # an event since the page "closed": kept
        visitor.close()
        assert wait_for(lambda: hash_ not in holder.session_data)
        assert forgotten == [session] and dropped  # the engine's kept caches dropped, the memory given back
    finally:
        demo.close()


BLOCKS = """
import ctypes, sys
from gsd.page.run import requests

def rss_mb():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS"):
            return int(line.split()[1]) / 1024

def touched(size):  # a block from malloc, every page written
    block = ctypes.create_string_buffer(size)
    ctypes.memset(block, 1, size)
    return block

if sys.argv[1] == "set":
    assert requests.return_large_blocks()
touched(16 << 20)  # freeing a block this large raises glibc's own threshold to its size
before = rss_mb()
held = [touched(4 << 20) for _ in range(6)]  # 24 MB, in blocks under that raised threshold
del held
print(rss_mb() - before)
"""


def test_the_server_hands_large_freed_blocks_back(tmp_path: Path):
    """`requests.return_large_blocks` (app.py's main calls it): 24 MB freed in 4 MB blocks leave the process at
    once, where glibc by default would keep them in its heap after a larger block raised its threshold."""
    if requests.MALLOPT is None:
        pytest.skip("no glibc mallopt here (macOS, musl): the page runs without it")
    script = tmp_path / "blocks.py"
    script.write_text(BLOCKS)
    kept = {how: float(subprocess.run([sys.executable, str(script), how], capture_output=True, text=True, check=True,
                                      cwd=Path(__file__).parents[1], env={**os.environ, "PYTHONPATH": "."}
                                      ).stdout)
            for how in ("default", "set")}
    assert kept["default"] > 16 and kept["set"] < 4, kept
