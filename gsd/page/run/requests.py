"""What a run of the page is made of, shared by Generate (`gsd.page.run.handlers`) and Compare
(`gsd.page.compare.runs`): the engine's steps (`stream_steps`; `step_again`, a what-if's step: the calls that need a
GPU, in the shape ZeroGPU runs them), timed (`Timed`), one caller at a time in the order they asked (`MODEL`, the
model's `Turns`), a run decoding on a thread of its own while the page draws what it has made (`LiveRun`); a
request that passed the page's checks (`Request`); the
lines a visitor sees when input is refused (`refuse`) or a run fails (`report_failure`); and the memory a run
leaves free handed back to the system (`release_memory` after it, `return_large_blocks` while it goes on).
"""

from __future__ import annotations

import contextvars
import ctypes
import ctypes.util
import logging
import math
import threading
import time
import uuid
import weakref
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass

import gradio as gr

from ...config import DecodeConfig
from ...prompts import Prompt
from ...trace import StepTrace
from ..look import plural
from . import conversation, model_thread
from .session import short

try:  # Hugging Face ZeroGPU: the decorator asks for a GPU per call; elsewhere it is not installed
    import spaces
except ImportError:
    spaces = None

log = logging.getLogger(__name__)


def _libc(name: str):
    """A function of glibc's, or None where the C library has none (macOS, musl)."""
    try:
        return getattr(ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6"), name)
    except (OSError, AttributeError):
        return None


MALLOC_TRIM, MALLOPT = _libc("malloc_trim"), _libc("mallopt")
M_MMAP_THRESHOLD = -3  # mallopt's parameter number (glibc's malloc.h)
MMAP_THRESHOLD = 4 << 20


def return_large_blocks() -> bool:
    """Have glibc hand every block of MMAP_THRESHOLD bytes or more straight back to the system when it is freed.
    By default glibc raises that threshold (up to 32 MB) each time such a block is freed, so a long prompt's
    activations and attention scores, freed a layer later, stay in its heap and add up while a run goes on: a
    conversation's turn at 6,700 tokens peaked 497 MB above its start in the engine alone, 411 MB with this.
    1 MiB gave 400 MB but cost a GSD run about 5-10 % (each step's logits, a few MB, were then mapped afresh);
    4 MiB cost nothing measurable (docs/memory.md). The page's server calls it once, at start; False where the C
    library has no `mallopt`."""
    return MALLOPT is not None and bool(MALLOPT(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def release_memory() -> None:
    """Give the memory a run freed back to the system. glibc keeps what a long run's tensors and steps freed for
    its own reuse, so a server's resident memory would stay at the highest any visitor took it
    (docs/memory.md); `malloc_trim(0)` returns it, in milliseconds. Called after a run, a comparison, New
    conversation and a visitor leaving."""
    if MALLOC_TRIM is not None:
        MALLOC_TRIM(0)


# ---- the calls that need the GPU ----------------------------------------------------------------------
# On ZeroGPU a call decorated with `spaces.GPU` runs in a worker process forked from this one: its arguments and
# what it yields or returns are pickled across, and the worker holds the engine as the fork left it (the models
# are on the GPU from the start: app.py loads them before the page launches there). So these calls take plain
# values (the engine by its key in ENGINES, a run's Stop flag by its key in STOPS) and hand back `StepTrace`s;
# what the page makes of them stays in this process. Elsewhere `spaces.GPU` is effect-free and the same calls run
# here. A worker may be fresh for any call: a what-if then finds none of the run's keys and values kept and runs
# its prefix through the target (`Engine.step_again`), and a Stop reaches the worker when the page closes the
# call's generator (the worker's copy of STOPS was made at its fork and is never set).

ENGINES: weakref.WeakValueDictionary[int, object] = weakref.WeakValueDictionary()
STOPS: dict[str, threading.Event] = {}
GPU_START_S = 20         # a call's GPU time beyond its tokens: a fresh worker's first forwards and graph captures
GPU_TOKEN_S = 0.1        # a new token's, at most: 10 tokens/s, the slowest mode on the slowest forward


def engine_key(engine) -> int:
    """The key by which the GPU calls find `engine`."""
    ENGINES[id(engine)] = engine
    return id(engine)


def run_seconds(engine: int, prompt: Prompt, config: DecodeConfig, *rest) -> int:
    """The GPU time a run asks ZeroGPU for (`spaces.GPU`'s duration, given the call's own arguments): shorter
    asks wait less in its queue, and a visitor's daily quota must hold it."""
    return GPU_START_S + math.ceil(config.max_new_tokens * GPU_TOKEN_S)


def step_seconds(engine: int, tokens: list[int], index: int, config: DecodeConfig, *rest) -> int:
    """A what-if's GPU time: one step, after its prefix's prefill where nothing of it is kept."""
    return GPU_START_S


def on_gpu(duration: Callable[..., int]):
    """`spaces.GPU(duration=duration)` where `spaces` imports (on ZeroGPU it asks for a GPU per call; elsewhere it
    hands the function back as it is), else the function as it is."""
    def decorate(function):
        return function if spaces is None else spaces.GPU(function, duration=duration)
    return decorate


@on_gpu(run_seconds)
def gpu_steps(engine: int, prompt: Prompt, config: DecodeConfig, chat: bool, run: str,
              keep: str | None = None) -> Iterator[StepTrace]:
    """A run's steps from the engine `engine` (its key), with the Stop flag STOPS[run] where this process has it;
    a run that ends leaves its keys and values kept for `keep`'s what-ifs."""
    yield from ENGINES[engine].generate(prompt, config, chat=chat, stop=STOPS.get(run), keep=keep)


@on_gpu(step_seconds)
def gpu_step_again(engine: int, tokens: list[int], index: int, config: DecodeConfig, room: int | None,
                   owner: str | None) -> StepTrace:
    """One step of a run drafted and verified again (the page's what-if)."""
    return ENGINES[engine].step_again(tokens, index, config, room, owner)


def stream_steps(engine, prompt: Prompt, config: DecodeConfig, chat: bool, stop: threading.Event,
                 keep: str | None = None) -> Iterator[StepTrace]:
    """The engine's steps (`gpu_steps`), each computed on the model's thread (`model_thread`); a run that ends
    leaves its keys and values kept for `keep`'s what-ifs. Closing this generator closes the GPU call's."""
    run = uuid.uuid4().hex
    STOPS[run] = stop
    steps = model_thread.steps(gpu_steps(engine_key(engine), prompt, config, chat, run, keep))
    try:
        yield from steps
    finally:
        steps.close()
        STOPS.pop(run, None)


def step_again(engine, tokens: list[int], index: int, config: DecodeConfig, room: int | None,
               owner: str | None) -> StepTrace:
    """One step of a run drafted and verified again (the page's what-if; `gpu_step_again`), in its turn for the
    model, on the model's thread."""
    with MODEL.turn():
        return model_thread.call(gpu_step_again, engine_key(engine), list(tokens), index, config, room, owner)


class Turns:
    """The model's turns: one caller at a time (the engine is shared and holds state between a run's steps), in
    the order they asked. `threading.Lock` promises no order, and Gradio's concurrency groups hold the model for
    as long as an event's handler runs, drawing included; here a run holds it only while it decodes."""

    POLL_S = 0.05  # how often a waiting caller looks at its Stop flag

    def __init__(self):
        self._changed = threading.Condition()
        self._line: deque[object] = deque()

    @contextmanager
    def turn(self, stop: threading.Event | None = None) -> Iterator[bool]:
        """Wait for the model, then hold it for the block: True; False at once if `stop` is set while waiting
        (the block then runs without the model and should do nothing with it)."""
        me = object()
        with self._changed:
            self._line.append(me)
            while self._line[0] is not me and not (stop is not None and stop.is_set()):
                self._changed.wait(self.POLL_S)
            granted = self._line[0] is me
            if not granted:
                self._line.remove(me)
                self._changed.notify_all()
        if not granted:
            yield False
            return
        try:
            yield True
        finally:
            with self._changed:
                self._line.popleft()
                self._changed.notify_all()

    def waiting(self) -> int:
        """Callers holding or waiting for the model."""
        with self._changed:
            return len(self._line)


MODEL = Turns()


class Timed:
    """Iterate `steps`, counting them and adding up the seconds spent inside the engine (not in the page
    between steps)."""

    def __init__(self, steps: Iterator[StepTrace]):
        self.steps, self.seconds, self.count = steps, 0.0, 0

    def __iter__(self) -> Iterator[StepTrace]:
        while True:
            start = time.perf_counter()
            try:
                step = next(self.steps)
            except StopIteration:
                return
            finally:
                self.seconds += time.perf_counter() - start
            self.count += 1
            yield step


class LiveRun:
    """A request decoding on a thread of its own, in its turn for the model, into a buffer that the page reads at
    its own pace: the engine never waits for a drawing, and lets go of the model the moment it is done. After the
    run, the ar run on the same input (`baseline`, if given) decodes in the same turn.

    Stop (the request's flag) ends it after the current step, also while it waits for its turn; `leave` (the
    visitor's stream was closed) sets that flag. `started` is called with the flag once the run holds the model
    (`gsd.page.run.line.Line.start`). The thread runs in a copy of the caller's context, where ZeroGPU's `spaces.GPU`
    reads who asked."""

    def __init__(self, request: Request, keep: str | None, baseline: DecodeConfig | None = None,
                 started: Callable[[threading.Event], None] | None = None):
        self.request, self.keep, self.baseline = request, keep, baseline
        self._started = started
        self._changed = threading.Condition()
        self.steps: list[StepTrace] = []           # the run's, as they come
        self.baseline_steps: list[StepTrace] = []
        self.seconds = self.baseline_seconds = 0.0  # inside the engine
        self.failure: Exception | None = None       # the run's (its steps so far stay)
        self.baseline_failure: Exception | None = None
        self.holding: float | None = None            # when the run got the model (perf_counter)
        self.decoded = False                         # the run is over (ended, stopped, failed or never started)
        self.done = False                            # and so is its baseline
        context = contextvars.copy_context()
        self.thread = threading.Thread(target=context.run, args=(self._work,), daemon=True,
                                       name=f"gsd-run-{request.id}")
        self.thread.start()

    def _work(self) -> None:
        request = self.request
        try:
            with MODEL.turn(request.stop) as granted:
                if not granted:
                    return
                self.holding = time.perf_counter()
                if self._started is not None:
                    self._started(request.stop)
                self.failure = self._decode(request.config, self.steps, "seconds")
                with self._changed:
                    self.decoded = True
                    self._changed.notify_all()
                if self.baseline is not None and self.failure is None and not request.stop.is_set():
                    self.baseline_failure = self._decode(self.baseline, self.baseline_steps, "baseline_seconds")
        finally:
            with self._changed:
                self.decoded = self.done = True
                self._changed.notify_all()

    def _decode(self, config: DecodeConfig, into: list[StepTrace], seconds: str) -> Exception | None:
        request = self.request
        timed = Timed(stream_steps(request.engine, request.asked, config, request.chat, request.stop, self.keep))
        try:
            for step in timed:
                with self._changed:
                    into.append(step)
                    setattr(self, seconds, timed.seconds)
                    self._changed.notify_all()
        except Exception as error:  # the caller reports it, with the steps so far
            return error
        finally:
            setattr(self, seconds, timed.seconds)
        return None

    def wait(self, seen: int, not_before: float = 0.0) -> None:
        """Until the run has more than `seen` steps and `not_before` (perf_counter) has passed, or it is over."""
        with self._changed:
            while not self.decoded:
                if len(self.steps) > seen:
                    left = not_before - time.perf_counter()
                    if left <= 0:
                        return
                    self._changed.wait(left)
                else:
                    self._changed.wait()

    def wait_baseline(self, seen: int, timeout: float) -> None:
        """Until the baseline has more than `seen` steps, it is over, or `timeout` seconds have passed."""
        with self._changed:
            self._changed.wait_for(lambda: self.done or len(self.baseline_steps) > seen, timeout)

    def leave(self) -> None:
        """The visitor's stream was closed: the run ends after its current step."""
        self.request.stop.set()


@dataclass(frozen=True)
class Request:
    """A request that passed the checks: what the engine runs, and what the log says about it."""

    id: str
    engine: object
    prompt: str                    # what the visitor asked now
    chat: bool
    config: DecodeConfig
    prompt_tokens: int
    stop: threading.Event
    earlier: tuple[dict, ...] = ()  # the conversation before it (`gsd.page.run.conversation`)

    @property
    def asked(self) -> Prompt:
        """What the engine answers: the prompt, or the conversation that ends with it."""
        return conversation.asked(self.earlier, self.prompt)

    @property
    def context(self) -> dict:
        return {"prompt_chars": len(self.prompt), "earlier_messages": len(self.earlier),
                "prompt_tokens": self.prompt_tokens, "chat": self.chat, "config": asdict(self.config)}



# ---- messages ---------------------------------------------------------------------------------------

def refuse(error: Exception, what: str = "") -> str:
    """A refusal (bad input, models not loaded): the message the visitor sees; no traceback anywhere."""
    message = short(f"{what}{error}")
    log.info("refused: %s", message)
    gr.Warning(message)
    return f"⚠ {message}"


def report_failure(error: Exception, run_id: str, done_steps: int, context: dict) -> str:
    """An unexpected error: the traceback and the run's context go to the server log; the visitor gets one
    line with the run's id, so that what they report can be found in the log."""
    log.error("run %s failed after %d steps; %s", run_id, done_steps,
              " ".join(f"{key}={value!r}" for key, value in context.items()), exc_info=error)
    first = (str(error).strip().splitlines() or [""])[0]
    detail = type(error).__name__ + (f": {short(first, 160)}" if first else "")
    kept = "The text so far is kept. " if done_steps else ""
    message = (f"Generation failed after {plural(done_steps, 'step')} ({detail}). "
               f"{kept}The server log has the details (run {run_id}).")
    gr.Warning(message)
    return f"⚠ {message}"
