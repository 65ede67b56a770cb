"""The one thread on which the page's engine computes: every run's steps, every what-if.

The engine's CPU kernels (and torch's own) parallelise with OpenMP, and GNU OpenMP keeps a team of worker threads
for each thread that has ever started a parallel region. Once two callers' teams are alive, the process holds more
OpenMP threads than the machine has cores, and from then on every worker sleeps in the kernel between regions
instead of spinning for the next one; a forward is a few hundred regions, so each pays the wake-ups. Measured on a
2-core CPU (AMD EPYC, Zen 4), plain decoding of the embedded pair: 111 tokens/s on the thread that loaded the
models, 71 on another thread while the first's team lived, 114 there once it was let go. A page calls the engine from
Gradio's worker threads (a streamed handler's steps can each land on a different one, and each keeps its team)
and from a thread per run, so it ran at the slower speed, or less. Here every call is handed to one long-lived
thread instead: one team, whoever asks. (A thread that ends lets its team go: the models' loading thread leaves
none behind.) `concurrent.futures` holds the thread; the hand-over costs tens of microseconds a step.

Each call runs in a copy of its caller's context, where ZeroGPU's `spaces.GPU` reads who asked. The thread
never waits for the model's turn (`gsd.page.run.requests.MODEL`): a caller takes its turn first and only then
hands its work over, so a call queued here never waits behind one that waits for it.
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")

_THREAD = ThreadPoolExecutor(max_workers=1, thread_name_prefix="gsd-model")
_ENDED = object()  # what `_pull` returns for an iterator that is done


def on_model_thread() -> bool:
    return threading.current_thread().name.startswith("gsd-model")


def call(function: Callable[..., T], *args, **kwargs) -> T:
    """`function(*args, **kwargs)` on the model thread, in a copy of the caller's context; its result or its
    exception. On the model thread itself, a plain call."""
    if on_model_thread():
        return function(*args, **kwargs)
    return _THREAD.submit(contextvars.copy_context().run, function, *args, **kwargs).result()


def _pull(iterator: Iterator[T]):
    try:
        return next(iterator)
    except StopIteration:  # would turn into a RuntimeError in the caller's generator (PEP 479)
        return _ENDED


def steps(iterator: Iterator[T]) -> Iterator[T]:
    """Each item of `iterator` computed on the model thread; closing this generator closes `iterator` there."""
    close = getattr(iterator, "close", lambda: None)
    try:
        while (item := call(_pull, iterator)) is not _ENDED:
            yield item
    finally:
        try:
            call(close)
        except RuntimeError:  # no new work once the interpreter is shutting down: closed here instead
            close()
