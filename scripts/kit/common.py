"""What every stage of the GPU kit shares: where things are, the rows and stages, what a device call carries and
brings back, the status file, and the log."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

MIB = 2 ** 20
CALL_LIMIT = 64 * MIB  # what one device call may carry, the tree included
BACK_FILES, BACK_FILE, BACK_TOTAL = 8, 15 * MIB, 64 * MIB  # what a device call brings back from $OUT
# gsd as it is and with the lookup branch as long as max depth (the best row on the H200). θ_path 0 was measured
# (0.94x against 0.96x), and so was a tree's size: on the H200 in float32 a verify step of 2 to 64 rows costs 1.4 to
# 2.0 one-row steps, nearly flat past 8 (benchmarks.md "On a GPU"; `profile` times it again on each lease)
# gsd is the Fast preset, each step sized by the forwards' costs the engine times on that machine (gsd.engine.cost)
# within the paper's thresholds; gsd:sized=0 the paper's thresholds alone (0.97-1.16x on the H200), gsd:sized the rule
# alone (θ's 0)
MODES = ("ar", "ssd", "tsd", "gsd", "gsd:sized=0", "gsd:sized", "gsd:lookup_depth=6", "dyspec")
FLAVOURS = ("off", "eager", "graphs")
# the benches first: the corpus and the head come after, since a CPU reads a GPU's corpus back with the layers (500-600
# tokens a second) and trains the head on most of a million tokens in under an hour, and the third lease's corpus
# trained that way moved the head by less than a run shows (draft.md, "A third round")
# `served` early, right after `page`: the page as a visitor gets it (issue 73 asks for it first on every lease)
STAGES = ("check", "page", "served", "bench", "profile", "bench-head", "corpus", "head", "draft", "bench-new")
PAGE_ROWS = ("ar:static=graphs", "gsd:static=graphs")  # the bench's captured rows the page's own runs are held to
PAGE_WITHIN = 0.10    # the page's tokens/s must be within this share of the bench's captured rows
# `bench-head`'s rows: the feature head (on the CPU) beside the captured target, whose static path hands it the
# target's layers with each verdict (the H200's fourth lease: exact, 0.53x captured ar); a failure is said and the
# stages after it go on
HEAD_ROWS = ("ar", "ar:static=graphs", "gsd:static=graphs", "gsd:head:static=graphs", "gsd:head",
             "gsd:head:lookup_depth=6:static=graphs")
# tracked, and most of the tree: `hold` takes them out of it while the parts travel, `restore` puts them back
HELD = ("assets/draft/model.safetensors", "assets/head/head.safetensors")


def home() -> Path:
    return Path(os.environ.get("GSD_CACHE", Path.home() / ".cache" / "gsd"))


def store() -> Path:
    return home() / "kit"


def log(message: str) -> None:
    print(f"[kit {time.strftime('%H:%M:%S')}] {message}", flush=True)


class Status:
    """status.json under --out: each stage's state, seconds and figures, written after every change."""

    def __init__(self, out: Path):
        self.path = out / "status.json"
        self.data = json.loads(self.path.read_text()) if self.path.exists() else {"stages": {}}

    def done(self, stage: str) -> bool:
        return self.data["stages"].get(stage, {}).get("state") == "done"

    def begin(self, stage: str) -> None:
        """A stage starts (again): what an earlier call wrote of it (a failure's problems, say) goes."""
        self.data["stages"][stage] = {}
        self.set(stage, state="running")

    def set(self, stage: str, **fields) -> None:
        self.data["stages"].setdefault(stage, {}).update(fields)
        self.data["updated"] = time.strftime("%Y-%m-%d %H:%M:%S")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(self.data, indent=1) + "\n")


def run_logged(command: list[str], log_path: Path, minutes: float, env: dict | None = None,
               group: bool = False) -> int | None:
    """A command with its output in log_path, stopped after `minutes` (None then: its partial work stays). group:
    the command starts processes of its own (a server): it runs in a process group of its own, and stopping it
    interrupts the group (the command stops its server) and then ends what is left of it."""
    log(" ".join(command))
    with open(log_path, "a") as out:
        process = subprocess.Popen(command, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                   env={**os.environ, **(env or {})}, start_new_session=group)
        try:
            return process.wait(timeout=max(minutes, 0.1) * 60)
        except subprocess.TimeoutExpired:
            if group:
                os.killpg(process.pid, signal.SIGINT)
            else:
                process.terminate()
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
            if group:
                try:
                    os.killpg(process.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            return None


# The draft's four prompt sets (docs/draft.md), each sampled by its own command so that each gets its share of the
# stage's time and tokens; chats and own, the sets the shipped draft never saw, the largest.
# Each set is a process of its own, and what it writes lands a batch at a time: its share of the time must hold its
# start and a whole first batch (`corpus_batch`). On one H200 (a third lease, 4.3 minutes) a batch of 2,048 answers
# took 34 s of requests, 41 s of own turns and 57 s of chats after a start of about 10 s, and the topics' did not
# finish in 52 s; on the fourth, 3.5 minutes at 2,048 wrote nothing at all, and 4 minutes at 1,024 wrote 1.0M tokens
