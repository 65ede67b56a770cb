"""The feature head: a one-layer drafter that reads the target's own hidden states (the EAGLE line of work).

At position j the head takes the target's state f_j and the embedding of the token that followed, x_{j+1},
joins them (`fc`), runs one decoder layer of the target's shape over its own key/value cache and a final
norm, and gives a state g_{j+1}; the target's output head, cut to the drafter's kept tokens, turns that into q
for x_{j+2}. Deeper in a step's graph, a node's input is its parent's g instead of the target's f, since the
target has not seen the node yet. f is the target's final hidden state (after its last norm) for a head
saved without `feature_layers`; with them (EAGLE-3: a low, a middle and a high layer), the outputs of those
layers, each normed, joined and fused (`fuse`) into one state as they arrive (`HeadDrafter.observe`).

It sees what the target computed, which lets a head like it agree with the target more often than a separate
small model of the same cost (the EAGLE papers); docs/draft.md says how far the shipped one has got. The
engine hands it the target's states of every committed position (`observe`), from the prefill and from each
step's verify forward, which computes them anyway. Trees, pruning, merging and verification are the
`ModelDrafter`'s: only the forward differs, so output stays exact.

A head is saved as `head.safetensors` (its own weights: fuse, fc, the layer, the norm) beside `head.json` (its
one-layer config, of the target's shape, the layers it reads and its recipe) and `head_tokens.json` (the
tokens it scores). Its embedding and output rows are the target's, bound when the head is loaded
(`load_head`).
"""

from __future__ import annotations

import json
from pathlib import Path

import torch
from safetensors.torch import load_file, save_file
from transformers import LlamaConfig
from transformers.models.llama.modeling_llama import LlamaDecoderLayer, LlamaRMSNorm, LlamaRotaryEmbedding

from ..config import ASSETS
from ..forward import layer, lean
from ..forward.kernels.packing import TrimmedHead, prepare_for_cpu
from .draft import ModelDrafter, Proposal, node_mask, top_of_q
from .graph import GraphBuilder

EMBEDDED_HEAD = ASSETS / "head"
WEIGHTS, CONFIG, TOKENS = "head.safetensors", "head.json", "head_tokens.json"


class HeadError(RuntimeError):
    """A head cannot be loaded for this target; the message says why."""


class FeatureHead(torch.nn.Module):
    """fc: (embedding, feature) -> hidden; one decoder layer; a final norm; the target's kept output rows.
    Shaped like a one-layer Llama (`model.layers`, `model.rotary_emb`, `model.norm`) so `lean` runs it."""

    def __init__(self, config: LlamaConfig, feature_layers: tuple[int, ...] = ()):
        super().__init__()
        config = LlamaConfig(**{**config.to_dict(), "num_hidden_layers": 1, "layer_types": None})
        config._attn_implementation = "sdpa"  # training runs the layer's own forward
        self.config = config
        hidden = config.hidden_size
        # () reads the target's final hidden state; otherwise the outputs of these target layers, each normed,
        # joined and fused into one state (EAGLE-3's low, middle and high features)
        self.feature_layers = tuple(int(index) for index in feature_layers)
        if self.feature_layers:
            self.fuse_norm = torch.nn.Parameter(torch.ones(len(self.feature_layers), hidden))
            self.fuse = torch.nn.Linear(len(self.feature_layers) * hidden, hidden, bias=False)
        self.fc = torch.nn.Linear(2 * hidden, hidden, bias=False)
        self.model = torch.nn.Module()
        self.model.layers = torch.nn.ModuleList([LlamaDecoderLayer(config, 0)])
        self.model.rotary_emb = LlamaRotaryEmbedding(config)
        self.model.norm = LlamaRMSNorm(hidden, eps=config.rms_norm_eps)
        self.embed: torch.nn.Embedding | None = None  # the target's, bound by `bind` (not saved with the head)
        self.lm_head: TrimmedHead | None = None

    @property
    def device(self) -> torch.device:
        return self.model.norm.weight.device  # the norm is never swapped for a packed layer

    def own_state(self) -> dict[str, torch.Tensor]:
        """The head's own weights: what `head.safetensors` holds."""
        return {name: value for name, value in self.state_dict().items()
                if not name.startswith(("embed.", "lm_head.")) and "rotary" not in name}

    def bind(self, embedding: torch.Tensor, output: torch.Tensor, tokens: torch.Tensor) -> "FeatureHead":
        """Use the target's input embedding (shared) and a copy of its output rows of `tokens`."""
        self.embed = torch.nn.Embedding.from_pretrained(embedding, freeze=True)
        self.lm_head = TrimmedHead(output, tokens)
        return self

    def fused(self, observed: torch.Tensor) -> torch.Tensor:
        """The target's states as the head reads them: (..., layers × H) -> (..., H); the final state as it is."""
        if not self.feature_layers:
            return observed
        parts = observed.to(self.fuse_norm.dtype).unflatten(-1, (len(self.feature_layers), -1))
        normed = torch.nn.functional.rms_norm(parts, parts.shape[-1:], eps=self.config.rms_norm_eps) * self.fuse_norm
        return self.fuse(normed.flatten(-2))

    def inputs(self, tokens: torch.Tensor, features: torch.Tensor) -> torch.Tensor:
        """(T,) tokens and (T, H) features -> (1, T, H): what the decoder layer reads."""
        return self.fc(torch.cat([self.embed(tokens), features.to(self.embed.weight.dtype)], -1))[None]

    def forward(self, tokens: torch.Tensor, features: torch.Tensor, cache: lean.Cache, positions: torch.Tensor,
                visible: torch.Tensor | None, last: int = 0) -> tuple[torch.Tensor, torch.Tensor]:
        """Predicted next features (T or last, H) and logits over the kept tokens (T or last, K), float32."""
        h = lean.hidden(self, self.inputs(tokens, features), cache, positions, visible, last)[0]
        return h, self.lm_head.kept(h).float()


def target_rows(target) -> tuple[torch.Tensor, torch.Tensor]:
    """The target's input embedding and output weight. Call it before `kernels` swaps the target's layers:
    a packed output layer no longer holds its weight."""
    embedding = target.get_input_embeddings().weight.detach()
    if getattr(target.config, "tie_word_embeddings", False):
        return embedding, embedding
    head = target.get_output_embeddings()
    if not isinstance(head, torch.nn.Linear):
        raise HeadError("the target's output layer was swapped before the feature head took its rows")
    return embedding, head.weight.detach()


def save_head(head: FeatureHead, tokens: torch.Tensor, folder: Path, recipe: dict | None = None) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    save_file({k: v.detach().to(torch.bfloat16).contiguous() for k, v in head.own_state().items()},
              str(folder / WEIGHTS))
    (folder / CONFIG).write_text(json.dumps({"target_config": head.config.to_dict(),
                                             "feature_layers": list(head.feature_layers), "recipe": recipe or {}},
                                            indent=1, default=str) + "\n")
    (folder / TOKENS).write_text(json.dumps({"tokens": sorted(int(t) for t in tokens)}) + "\n")


def read_saved(folder: Path) -> tuple[dict, tuple[int, ...], torch.Tensor, dict[str, torch.Tensor]]:
    """What `save_head` wrote in `folder`: the target's config it was made for, the layers it reads, its kept
    tokens and its own weights (bfloat16). A HeadError when the folder holds no head."""
    try:
        described = json.loads((folder / CONFIG).read_text())
        saved, layers = described["target_config"], tuple(described.get("feature_layers", ()))
        tokens = torch.tensor(json.loads((folder / TOKENS).read_text())["tokens"], dtype=torch.long)
        return saved, layers, tokens, load_file(str(folder / WEIGHTS))
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise HeadError(f"{folder} does not hold a feature head ({error}); rebuild it with "
                        "`python -m gsd train-head`") from None


def load_head(folder: Path, target) -> FeatureHead:
    """The head saved in `folder`, bound to `target` (whose hidden size it must share), ready for `gsd.forward.lean`."""
    saved, layers, tokens, state = read_saved(folder)
    config = target.config
    if config.model_type not in layer.FAMILIES:
        raise HeadError(f"the feature head runs on {', '.join(layer.FAMILIES)} targets, not {config.model_type}")
    shape = {name: (saved.get(name), getattr(config, name)) for name in ("hidden_size", "vocab_size")}
    if any(mine != theirs for mine, theirs in shape.values()):
        raise HeadError(f"the feature head in {folder} was trained for a target of hidden size "
                        f"{shape['hidden_size'][0]} and vocabulary {shape['vocab_size'][0]}, not this one of "
                        f"{config.hidden_size} and {config.vocab_size}")
    if any(not 0 <= index < config.num_hidden_layers - 1 for index in layers):  # the last one's output: ()
        raise HeadError(f"the feature head in {folder} reads layers {list(layers)}; this target's are 0 to "
                        f"{config.num_hidden_layers - 2} (its last layer's output is the final state)")
    head = FeatureHead(LlamaConfig(**saved), layers)
    missing = set(head.own_state()) - set(state)
    if missing:
        raise HeadError(f"{folder / WEIGHTS} lacks {sorted(missing)[:3]}; rebuild it with `python -m gsd train-head`")
    head.load_state_dict(state, strict=False)
    head.to(torch.float32).eval().requires_grad_(False)
    # the head drafts on the CPU, in float32, beside a target on any device: a float32 CPU target's rows are shared,
    # another's copied (a GPU target hands it its layers each step, a few rows)
    head.bind(*(rows.float().cpu() for rows in target_rows(target)), tokens)
    layer.prepare(head)
    return prepare_for_cpu(head, role="draft")


class HeadDrafter(ModelDrafter):
    """Drafts with a `FeatureHead`. Its cache holds one row per committed position j < n - 1 (the input
    (f_j, x_{j+1}) at position j + 1), always computed from the target's own hidden states; a step's drafted
    rows, computed from predicted ones, are dropped before the next step."""

    reads_hidden_states = True

    def __init__(self, head: FeatureHead):
        self.model = head
        self.device = head.device
        self.cache = lean.Cache(head)
        self.vocabulary = head.lm_head.tokens
        self._features = torch.empty(256, head.config.hidden_size)  # grows by doubling, as `lean.Cache` does
        self.seen = 0  # committed positions whose hidden states the target has handed over
        self.rows = 0  # cache rows computed from the target's hidden states
        self.predicted: dict[int, torch.Tensor] = {}  # graph node -> the head's predicted state after it
        self.forwards = 0
        self.tokens = 0

    @property
    def features(self) -> torch.Tensor:
        """The target's hidden states of the committed positions so far: (seen, H)."""
        return self._features[: self.seen]

    @property
    def feature_layers(self) -> tuple[int, ...]:
        """The target layers whose outputs `observe` takes (() for the final hidden state after the norm)."""
        return self.model.feature_layers

    def observe(self, hidden: torch.Tensor) -> None:
        """The target's hidden states of the next committed positions, in order: (m, H), or (m, layers × H) for
        a head of several layers, fused here once."""
        hidden = self.model.fused(hidden.to(self.device))
        end = self.seen + len(hidden)
        if end > len(self._features):
            grown = self._features.new_empty(max(end, 2 * len(self._features)), self._features.shape[1])
            grown[: self.seen] = self.features
            self._features = grown
        self._features[self.seen:end] = hidden.detach().float().cpu()
        self.seen = end

    def prefill(self, prefix: tuple[int, ...]) -> None:
        """Nothing to run yet: the first step's catch-up computes every row from the observed hidden states."""

    def rewind(self, context: tuple[int, ...]) -> None:
        """Back to before the step at `context`: the hidden states of its prefix alone, and every cache row but
        the root's (the catch-up computes it again, with q at the root)."""
        self.predicted = {}
        self.seen = len(context) - 1
        self.rows = max(len(context) - 2, 0)
        self.cache.crop(self.rows)

    def _head(self, tokens: list[int], features: torch.Tensor, positions: list[int],
              visible: torch.Tensor | None, last: int = 0) -> tuple[torch.Tensor, torch.Tensor]:
        self.forwards += 1
        self.tokens += len(tokens)
        return self.model(torch.tensor(tokens), features, self.cache, torch.tensor(positions), visible, last)

    def _catch_up(self, context: tuple[int, ...], before: int = 0) -> torch.Tensor | None:
        """Run the committed positions the cache lacks; return the logits at the root, or None before the head has
        a hidden state to read (a one-token prompt). The root's alone whatever `before` asks (`ModelDrafter`'s): a
        sized run with the head learns the root's `ahead` from the steps that draft alone."""
        n = len(context)
        if len(self.features) < n - 1:
            raise HeadError("the feature head needs the target's hidden states of every committed token")
        self.cache.crop(self.rows)
        if self.rows == n - 1:  # no committed position to read: only before any target forward
            return None
        h, logits = self._head(list(context[self.rows + 1:]), self.features[self.rows:n - 1],
                               list(range(self.rows + 1, n)), None, last=1)
        self.rows = n - 1
        self.predicted = {0: h[-1]}
        return logits[-1]

    def _run_nodes(self, builder: GraphBuilder, nodes: list[int], columns: dict[int, int]) -> torch.Tensor:
        visible = node_mask(builder, nodes, columns, self.cache.length, self.rows)
        parents = torch.stack([self.predicted[builder.nodes[n].parents[0]] for n in nodes])
        root_position = len(builder.context) - 1
        h, logits = self._head([builder.nodes[n].token for n in nodes], parents,
                               [root_position + builder.nodes[n].depth for n in nodes], visible)
        self.predicted.update(zip(nodes, h))
        return logits


class EnsembleDrafter(ModelDrafter):
    """Drafts with the draft model and the feature head together (`--drafter both`): every round runs both over
    the same nodes and a node's q is the mean of theirs, over the tokens either keeps. The two are wrong in
    different places: on the target's greedy answers to 64 held-out requests the draft's first choice was right
    at 0.503 of the positions, the head's at 0.489, and the mean's at 0.550 (docs/draft.md). Each keeps its own
    cache and node columns; the graph, its pruning and merging are `ModelDrafter`'s."""

    reads_hidden_states = True

    def __init__(self, draft: ModelDrafter, head: HeadDrafter, weight: float = 0.5):
        self.parts = draft, head
        self.weight = weight  # the draft model's share of q
        self.model, self.device, self.cache = draft.model, draft.device, draft.cache
        vocabularies = [part.vocabulary if part.vocabulary is not None
                        else torch.arange(len(head.model.embed.weight)) for part in self.parts]
        self.vocabulary, where = torch.unique(torch.cat([v.cpu() for v in vocabularies]), return_inverse=True)
        # each part's q columns in the joint q, where the draft model's q is made (once, not every round)
        self._columns = tuple(part.to(draft.device) for part in where.split([len(v) for v in vocabularies]))
        self.solo = False  # this step: the draft model alone (the head has no hidden state to read yet)
        self.node_columns: tuple[dict[int, int], dict[int, int]] = ({}, {})
        self.drafted = None
        self.forwards = 0
        self.tokens = 0

    @property
    def feature_layers(self) -> tuple[int, ...]:
        return self.parts[1].feature_layers

    def observe(self, hidden: torch.Tensor) -> None:
        self.parts[1].observe(hidden)

    def prefill(self, prefix: tuple[int, ...]) -> None:
        for part in self.parts:
            part.prefill(prefix)

    def rewind(self, context: tuple[int, ...]) -> None:
        for part in self.parts:
            part.rewind(context)

    def _mean(self, logits_model: torch.Tensor, logits_head: torch.Tensor | None) -> torch.Tensor:
        """The parts' q (rows, or one row; the softmax of each one's logits), each over its own tokens, as one q over
        the joint vocabulary; the draft model's alone where the head has none."""
        q_model = torch.softmax(logits_model, dim=-1)
        q_head = None if logits_head is None else torch.softmax(logits_head, dim=-1)
        q = q_model.new_zeros(*q_model.shape[:-1], len(self.vocabulary))
        model_columns, head_columns = self._columns
        if q_head is None:
            q[..., model_columns] = q_model
            return q
        q[..., model_columns] = self.weight * q_model
        q[..., head_columns] += (1.0 - self.weight) * q_head.to(q.device)
        return q

    def _top(self, q: torch.Tensor, k: int) -> tuple[list, list]:
        """The k likeliest tokens of the joint q (`_mean`'s probabilities, not a forward's logits), as lists."""
        top_q, top = top_of_q(q if q.dim() == 2 else q[None], k, self.vocabulary)
        return (top_q, top) if q.dim() == 2 else (top_q[0], top[0])

    def _catch_up(self, context: tuple[int, ...], before: int = 0) -> torch.Tensor:
        self.node_columns, before = ({}, {}), self.parts[0].tokens
        logits_model = self.parts[0]._catch_up(context)
        logits_head = self.parts[1]._catch_up(context)
        self.solo = logits_head is None
        self.forwards += 1  # a round of drafting: both parts over the same positions, counted once
        self.tokens += self.parts[0].tokens - before
        return self._mean(logits_model, logits_head)

    def _run_nodes(self, builder: GraphBuilder, nodes: list[int], columns: dict[int, int]) -> torch.Tensor:
        logits_model = self.parts[0]._run_nodes(builder, nodes, self.node_columns[0])
        logits_head = None if self.solo else self.parts[1]._run_nodes(builder, nodes, self.node_columns[1])
        self.forwards += 1
        self.tokens += len(nodes)
        return self._mean(logits_model, logits_head)

    def propose(self, context: tuple[int, ...], config) -> Proposal:
        proposal = super().propose(context, config)
        if self.drafted is not None:  # a drafted step: the draft model keeps its accepted nodes' keys and values
            self.parts[0].drafted = (self.drafted[0], self.node_columns[0])
            self.drafted = None
        return proposal
