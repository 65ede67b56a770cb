"""The line for the model: where a visitor's run stands among the runs that wait for it, and about how long
it waits.

The model runs one run at a time (the "model" queue), so a crowd's runs wait in line. A run joins when its
visitor presses Generate or Compare (`join`, before Gradio queues it), holds the model from `start` and leaves
at `leave`; a run that never starts (its visitor left first) is let go of when their state is forgotten, or
after STALE_S. The wait is estimated from the recent runs' own durations. Runs sent straight to the API join at
`start`, so a line may be longer than it says.
"""

from __future__ import annotations

import statistics
import threading
import time
from collections import deque

from ..look import plural

RECENT = 8                    # runs whose durations the estimate reads
STALE_S = 900.0               # a run waiting longer than this without starting is let go of


class Line:
    def __init__(self):
        self.lock = threading.Lock()
        self.waiting: dict[threading.Event, float] = {}   # runs joined, not started: when they joined (monotonic)
        self.holding: dict[threading.Event, float] = {}   # runs started, not ended: when they started
        self.took: deque[float] = deque(maxlen=RECENT)    # seconds the recent runs held the model

    def join(self, run: threading.Event, what: str = "run") -> str:
        """`run` (a run or a comparison, says `what`) joins the line: the words that tell its visitor where it
        stands."""
        with self.lock:
            now = time.monotonic()
            for stale in [other for other, since in self.waiting.items() if now - since > STALE_S]:
                del self.waiting[stale]
            ahead = len(self.waiting) + len(self.holding)
            self.waiting[run] = now
            took = statistics.median(self.took) if self.took else None
        if not ahead:
            return f"⏳ Queued: the {what} starts when the model is free…"
        wait = f", about {seconds(ahead * took)} at the recent runs' pace" if took else ""
        return (f"⏳ In line: {plural(ahead, 'run')} ahead of yours{wait} (the model runs one at a time); "
                f"your {what} starts by itself…")

    def start(self, run: threading.Event) -> None:
        with self.lock:
            self.waiting.pop(run, None)
            self.holding[run] = time.monotonic()

    def leave(self, run: threading.Event) -> None:
        """`run` ended (how long it held the model joins the estimate), or will never start."""
        with self.lock:
            self.waiting.pop(run, None)
            started = self.holding.pop(run, None)
            if started is not None:
                self.took.append(time.monotonic() - started)

    def ahead(self) -> int:
        with self.lock:
            return len(self.waiting) + len(self.holding)


def seconds(value: float) -> str:
    return f"{value:.0f} s" if value < 90 else f"{value / 60:.0f} min"
