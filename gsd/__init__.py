"""Graph-structured Speculative Decoding (GSD), seen step by step.

Glossary (the names used throughout the code):
- target: the model whose output must be reproduced. draft: the small model that proposes tokens.
- p: the target's next-token distribution at a node. q: the draft's.
- root: the last committed token (depth 0). node: one drafted token. depth: distance from the root.
- k: the most children a node gets (the draft's top-k tokens).
- θ_sib (theta_sib): keep a child only if its q is at least θ_sib times the q of its best sibling.
- θ_prob (theta_prob): a child with q below θ_prob is a branch end and is not grown further.
- path probability: the product of q along a node's path from the root (its likeliest path, for a merged node).
- θ_path (theta_path): a drafted node whose path probability is below θ_path is pruned, as θ_sib prunes.
- merge (recurring n-gram): a new node with the same token and the same n preceding tokens as a node
  already in its layer becomes an edge to that node; the draft is not run for it.
- accepted path: the longest root-to-node path the target agrees with. bonus token: the target's own token
  after the last accepted node, so each step commits at least one token.
- τ (tau): committed tokens per target forward.
- node budget: the most drafted positions one verify forward checks; a merged node is copied under each
  parent when the DAG is unrolled into a tree, and drafting counts every copy. A node with no copy inside the
  budget is unverified (a prompt-lookup node that merges can copy a subtree past it).
- fill: while the unrolled tree holds fewer positions than `fill`, the likeliest pruned children of its
  positions are verified too, as leaves (spared): a verify forward's few more positions come cheap.
- prompt-lookup branch: what followed the context's latest n-gram (n = 4..2) where it occurred before,
  grafted onto a drafted graph (`lookup`); no model runs for it. Text that repeats what it read (a rewrite,
  a summary, code) gets a branch the draft did not guess. Its length: as many tokens as the repeat it
  follows, at most `lookup_depth`.
- feature head: a drafter that reads the target's hidden states (its features: the outputs of a low, a middle
  and a high layer) instead of being a separate model (the EAGLE line of work, EAGLE-3's features); `gsd.engine.head`.

The way in, for a script: `from gsd import Engine, DecodeConfig, load_pair` (and `StepTrace`, `RunSummary`,
`PromptError`): `Engine(load_pair()).generate(prompt, DecodeConfig())` yields a `StepTrace` per target forward
(docs/usage.md). These names load on first use, so `import gsd` alone imports no torch; the project's own code
imports from the modules below.

Layout. Top modules, what every floor shares: config (settings, presets, choices, where the assets are), prompts
(prompts and conversations, their checks), trace (what a step reports, a run's totals), trace_file (its JSON),
models (loading a pair), options (the models' flags), __main__ (the command line). Packages: `gsd.engine` (the
loop, the drafters, the graph, verify), `gsd.forward` (forwards and caches; kernels/: the CPU's own kernels),
`gsd.bench` (the benchmark, Spec-Bench), `gsd.page` (the page's handlers, views and figures), `gsd.train` (the
draft's and the feature head's recipes).
"""

from typing import TYPE_CHECKING

__version__ = "0.1.0"

# the front door: each name and the module that holds it, imported when first asked for
_FRONT_DOOR = {"Engine": "gsd.engine.loop", "DecodeConfig": "gsd.config", "load_pair": "gsd.models",
               "StepTrace": "gsd.trace", "RunSummary": "gsd.trace", "PromptError": "gsd.prompts"}
__all__ = [*_FRONT_DOOR, "__version__"]

if TYPE_CHECKING:
    from .config import DecodeConfig
    from .engine.loop import Engine
    from .models import load_pair
    from .prompts import PromptError
    from .trace import RunSummary, StepTrace


def __getattr__(name: str):
    if name not in _FRONT_DOOR:
        raise AttributeError(f"module 'gsd' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(_FRONT_DOOR[name]), name)
    globals()[name] = value  # asked once
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_FRONT_DOOR})
