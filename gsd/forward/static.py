"""The static path: the engine's own forward at fixed shapes, on any device, ready to be captured as CUDA graphs.

On a GPU a small target's forward is mostly Python and kernel launches (one H100, transformers' forward in
bfloat16: 29 ms a token for a 135M target, docs/benchmarks.md "On a GPU"). A CUDA graph replays a whole
forward as one launch, but only at the shapes and the memory it was captured with. This module gives every
forward the engine makes such shapes:

- **one preallocated cache** (`Cache`, a `lean.Cache` on any device) that a run, and the next run, reuse: the
  graphs read and write its tensors in place, so they stay valid from run to run;
- **a few fixed sizes** (`BUCKETS`): a verify forward over a tree of T nodes runs at the smallest bucket that
  holds it, as does a draft forward over a frontier of T nodes and a catch-up; `ar`'s one-token forward is
  bucket 1. The padded rows see only themselves, and no real row sees them, so they change nothing: the real
  rows' logits are those of the unpadded forward (to float rounding, `tests/test_static.py`). Their keys and
  values land past the cache's length, where the next forward overwrites them;
- **attention over the whole cache** with a mask built on the host (captured graphs: the columns past the
  filled ones are masked out), or, uncaptured, over the filled columns alone;
- **greedy acceptance on the device** (`Cache.verify_greedy`): the greedy walk over the tree (a node is
  accepted when its token is the target's argmax at its parent and every ancestor's is too: one masked
  reduction over the tree's ancestor mask), the gather of the accepted path's keys and values down to the
  prefix, and the numbers the trace reports (p, margins), packed into one tensor: a greedy step's verify is
  one copy to the device, one forward (one graph replay when captured) and one copy back.

Flavours (`STATIC`, the engine's `static` and `python -m gsd bench --static`): `off` (today's path: `lean` on a
CPU, transformers' forward elsewhere), `eager` (this module's forward, uncaptured) and `graphs` (captured once
per bucket and kind as a `torch.cuda.CUDAGraph` on a GPU; on a CPU, where there is nothing to capture, it is
`eager`). The families `gsd.forward.layer` describes run here (`layer.supports`, on any device); other models keep
today's path.
"""

from __future__ import annotations

import functools

import numpy as np
import torch
import torch.nn.functional as F

from ..config import STATIC
from . import layer, lean
from .shapes import Shape, Verified

# The sizes a forward is padded to: a tree of T nodes (root included) runs at the smallest that holds it. Small
# steps are frequent and cheap, so the small sizes are close together; a larger forward than the last runs
# unpadded and uncaptured.
BUCKETS = (1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 40, 48, 64, 80, 96, 128, 160, 192, 256, 320)
GREEDY, FORWARD = "greedy", "forward"  # what a captured graph computes: a greedy verify step, or logits alone


def bucket(count: int) -> int | None:
    """The size a forward over `count` tokens runs at; None above the largest bucket (run unpadded)."""
    return next((size for size in BUCKETS if size >= count), None)


class Cache(lean.Cache):
    """A model's keys and values preallocated on its device, as one (layers, 1, kv heads, capacity, head dim)
    tensor pair (`lean.Cache`'s layout, so `gsd.forward`'s keep, crop and copy work on it), with the model and
    the fixed-size buffers (and graphs) its forwards run with. Made once and reused from run to run
    (`Engine`'s static caches): set `length` back to 0 for a new run."""

    def __init__(self, model, capacity: int = 1024, flavour: str = "eager"):
        if flavour not in STATIC[1:]:
            raise ValueError(f"static flavour must be one of {', '.join(STATIC[1:])}, got {flavour!r}")
        layer.prepare(model)
        config = model.config
        self.model = model
        self.device = model.device
        self.heads = config.num_key_value_heads
        self.head_dim = getattr(config, "head_dim", None) or config.hidden_size // config.num_attention_heads
        self.layer_count = config.num_hidden_layers
        # attention in float32 on a CPU, as `lean` does (torch's CPU attention is slow in bfloat16); elsewhere in
        # the model's dtype
        self.dtype = torch.float32 if self.device.type == "cpu" else next(model.parameters()).dtype
        self.captured = flavour == "graphs" and self.device.type == "cuda"
        self.flavour = flavour
        self.length = 0
        self.busy = False  # a run is using it (`Engine`): a second run at the same time gets its own
        self.replays = 0  # graph replays, forwards run uncaptured and graphs captured: what the kit reports
        self.eager_forwards = 0
        self.captures = 0
        self._shapes: dict[int, Shape] = {}
        self.keys = self.values = torch.empty(0)
        self._allocate(capacity)

    # ---- the cache itself ----
    def _allocate(self, capacity: int) -> None:
        shape = (self.layer_count, 1, self.heads, capacity, self.head_dim)
        # zeros, not empty: a captured forward attends over every column (masked), and a NaN in a masked column
        # would still reach the output through the product with zero weights
        keys = torch.zeros(shape, dtype=self.dtype, device=self.device)
        values = torch.zeros_like(keys)
        if self.length:
            keys[..., : self.length, :] = self.keys[..., : self.length, :]
            values[..., : self.length, :] = self.values[..., : self.length, :]
        self.keys, self.values = keys, values
        self._shapes = {}  # buffers and graphs were made for the old tensors and width

    @property
    def capacity(self) -> int:
        return self.keys.shape[-2]

    def reserve(self, extra: int) -> None:
        if self.length + extra > self.capacity:
            capacity = self.capacity
            while capacity < self.length + extra:
                capacity *= 2
            self._allocate(capacity)

    def keep(self, start: int, keep: torch.Tensor) -> None:
        super().keep(start, keep.to(self.device))

    def head(self, length: int, spare: int = lean.HEAD_SPARE) -> lean.Cache:
        """A copy of the first `length` positions, uncaptured: a `lean.Cache` on a CPU, else a new eager
        `Cache` of its own."""
        if self.device.type == "cpu":
            other = lean.Cache.__new__(lean.Cache)
            other.heads, other.head_dim, other.layer_count = self.heads, self.head_dim, self.layer_count
            other.dtype, other.length = self.dtype, 0
            other.keys = other.values = torch.empty(0)
        else:
            other = Cache(self.model, length + spare, "eager")
        return self.copy_into(other, length, spare, torch.Tensor.new_zeros)

    def commit(self, start: int, count: int) -> None:
        """After `verify_greedy` moved the accepted path's `count` rows down to `start`: keep them alone."""
        self.length = start + count

    # ---- forwards ----
    def _shape(self, count: int) -> Shape:
        """The buffers of the bucket that holds `count` tokens (an unpadded one-off above the last bucket).
        On a CPU the mask spans the filled columns and this forward's (attention over the rest would be wasted);
        on a GPU, captured or not, the whole cache, so that one bucket's buffers serve every call."""
        size = bucket(count) or count
        self.reserve(size)
        if self.device.type == "cpu":
            return Shape(size, self.length + size, self.device)
        shape = self._shapes.get(size)
        if shape is None:
            shape = Shape(size, self.capacity, self.device)
            if bucket(count) is not None:
                self._shapes[size] = shape
        return shape

    def _fill(self, shape: Shape, ids: list[int] | torch.Tensor, positions, visible: torch.Tensor | None) -> int:
        """Write one forward's inputs into the host buffers: tokens, positions, cache rows, the mask (visible:
        (T, length + T) over the filled columns and the new ones; None: causal). Padded rows see themselves."""
        count, past, size = len(ids), self.length, shape.size
        h_ids, h_positions, h_write, h_parents, h_mask, *_ = shape.host_views()
        h_ids[:] = 0
        h_ids[:count] = ids
        h_positions[:] = past
        h_positions[:count] = positions
        h_write[:] = np.arange(past, past + size)
        h_mask[:] = False
        if visible is None:
            h_mask[:count, :past] = True
            h_mask[:count, past:past + count] = np.tri(count, dtype=bool)
        else:
            h_mask[:count, :past + count] = visible.cpu().numpy()
        pads = np.arange(count, size)
        h_mask[pads, past + pads] = True
        return count

    def forward(self, input_ids: torch.Tensor, positions: torch.Tensor, visible: torch.Tensor | None,
                last: int = 0, kept: bool = False, features: bool | tuple[int, ...] = False):
        """`gsd.forward.forward` on this cache's model: same arguments, same float32 logits (of the real
        rows), padded to a bucket and, captured, replayed; features: the final hidden states, or (a tuple of
        layer indices) those layers' outputs joined, as a feature head reads them."""
        taps = features if isinstance(features, tuple) else ()
        shape = self._shape(len(input_ids))
        count = self._fill(shape, input_ids.cpu(), positions.cpu(), visible)
        past = self.length
        # a prefill (from an empty cache) comes once a run, at a length of its own: not worth a graph
        logits, hidden = self._run(shape, FORWARD, kept, count, capture=past > 0, taps=taps)
        self.length = past + count
        rows = slice(count - last if last else 0, count)
        logits = logits[rows].clone() if self.captured else logits[rows]
        return (logits, hidden[:count].clone()) if features else logits

    def verify_greedy(self, tokens: tuple[int, ...], parents: tuple[int, ...], depths: tuple[int, ...],
                      ancestors: torch.Tensor, features: bool | tuple[int, ...] = False) -> Verified:
        """One greedy verify step over a tree (tokens, parents (-1 for the root), depths; ancestors: its (T, T)
        ancestor mask) appended after the cache's filled positions: the forward, the greedy walk, the gather
        of the accepted path's keys and values down to the prefix and the trace's numbers, all on the device,
        read back in one copy. `Verified.hidden`: the final hidden states, or with `features` a tuple of layer
        indices (as `forward` takes it) those layers' outputs joined. Call `commit(start, len(path))` once the
        caller is done with it."""
        taps = features if isinstance(features, tuple) else ()
        count = len(tokens)
        shape = self._shape(count)
        self._fill(shape, tokens, [self.length + d for d in depths], None)
        past, size = self.length, shape.size
        _, _, _, h_parents, h_mask, h_ancestors, h_eligible, h_root = shape.host_views()
        ancestors = ancestors.numpy()
        h_mask[:count, past:past + count] = ancestors
        h_ancestors[:] = False
        h_ancestors[:count, :count] = ancestors
        pads = np.arange(count, size)
        h_ancestors[pads, pads] = True
        h_parents[:] = 0
        h_parents[1:count] = parents[1:]
        # the walk enters the first child of a parent with a given token (a merge may give a parent two
        # children with one token), as `verify.accept_greedy` does
        first = {}  # (parent, token) -> its first position; one write below, not one a node (each a host op)
        for position in range(1, count):
            first.setdefault((parents[position], tokens[position]), position)
        h_eligible[:] = False
        h_eligible[list(first.values())] = True
        h_root[:] = False
        h_root[0] = True
        packed, hidden = self._run(shape, GREEDY, False, count, taps=taps)
        return Verified(packed.tolist(), count, size, hidden)

    def _run(self, shape: Shape, kind: str, kept: bool, count: int, capture: bool = True, taps: tuple = ()):
        """Upload the inputs and compute: replay the captured graph (capturing it on first use), or run the
        forward uncaptured. Returns the outputs (logits and hidden; or the packed verdict and hidden)."""
        shape.upload()
        key = (kind, kept, taps)
        if not self.captured or (not capture and key not in shape.graphs) or bucket(count) is None:
            self.eager_forwards += 1
            return self._compute(shape, kind, kept, rows=count, taps=taps)
        if key not in shape.graphs:
            shape.graphs[key] = self._capture(shape, kind, kept, taps)
        graph, outputs = shape.graphs[key]
        graph.replay()
        self.replays += 1
        return outputs

    def capture_all(self, kinds: tuple[tuple[str, bool, tuple[int, ...]], ...],
                    sizes: tuple[int, ...] = BUCKETS) -> int:
        """Capture every bucket's graph of each (kind, kept, taps) ahead of a timed run, so that no run pays for
        a capture; returns the graphs captured (0 uncaptured). Writes only past the filled positions."""
        if not self.captured:
            return 0
        made = 0
        for size in sizes:
            shape = self._shape(size)
            count = self._fill(shape, [0] * size, list(range(self.length, self.length + size)), None)
            _, _, _, h_parents, _, h_ancestors, h_eligible, h_root = shape.host_views()
            h_parents[:] = 0
            h_ancestors[:] = np.eye(size, dtype=bool)
            h_eligible[:] = False
            h_root[:] = False
            h_root[0] = True
            shape.upload()
            for key in kinds:
                if key not in shape.graphs:
                    shape.graphs[key] = self._capture(shape, *key)
                    made += 1
            del count
        torch.cuda.synchronize(self.device)
        return made

    def _capture(self, shape: Shape, kind: str, kept: bool, taps: tuple[int, ...]):
        """Capture one bucket's forward (or greedy step) as a CUDA graph. The inputs already hold a real call's
        values, and the computation is idempotent (it rewrites the same cache rows), so the warm-up runs are
        harmless; the caller replays the graph for the result."""
        self.captures += 1
        stream = torch.cuda.Stream(self.device)
        stream.wait_stream(torch.cuda.current_stream(self.device))
        with torch.cuda.stream(stream):
            for _ in range(2):  # warm-up: lazy initialisation (cuBLAS handles, workspaces) outside the capture
                self._compute(shape, kind, kept, rows=None, taps=taps)
        torch.cuda.current_stream(self.device).wait_stream(stream)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            outputs = self._compute(shape, kind, kept, rows=None, taps=taps)
        return graph, outputs

    def _compute(self, shape: Shape, kind: str, kept: bool, rows: int | None, taps: tuple[int, ...] = ()):
        """The forward over a shape's device buffers: every layer (keys and values written at the buffer's rows
        of the cache), the final norm, the head (over `rows` real rows uncaptured, every row captured), and for
        a greedy step the walk, the gather and the packed verdict; with the final hidden states, or the outputs
        of the `taps` layers joined (size, layers × H)."""
        model = self.model
        inner = model.model
        ids, positions, write, parents, mask, ancestors, eligible, root = shape.device_views()
        size, dim, columns = shape.size, self.head_dim, shape.columns
        x = inner.embed_tokens(ids[None])
        cos, sin = inner.rotary_emb(x, positions[None])
        cos, sin = cos[:, None], sin[:, None]  # (1, 1, size, D): over every head
        attend_mask = mask[None, None]
        tapped = {}

        def attend(index: int, qkv: torch.Tensor) -> torch.Tensor:
            """Layer `index`'s rotary embedding, its keys and values written at the buffer's rows, and attention
            over the cache's columns under the shape's mask: (1, size, heads × D)."""
            q, k, v = layer.rotated(qkv, model.lean_layers[index], self.heads, dim, cos, sin)
            keys, values = self.keys[index], self.values[index]  # (1, kv heads, capacity, D)
            keys.index_copy_(2, write, k.to(self.dtype))
            values.index_copy_(2, write, v.to(self.dtype))
            o = F.scaled_dot_product_attention(q.to(self.dtype), keys[:, :, :columns], values[:, :, :columns],
                                               attn_mask=attend_mask, scale=inner.layers[index].self_attn.scaling,
                                               enable_gqa=True)
            return o.transpose(1, 2).reshape(1, size, -1)

        for index, (decoder, fused) in enumerate(layer.layers(model)):
            x = layer.run(x, decoder, fused, functools.partial(attend, index), lean._rms_norm, layer.gated)
            if index in taps:
                tapped[index] = x
        hidden = lean._rms_norm(x, inner.norm)[0]  # (size, H)
        head = hidden if rows is None else hidden[:rows]
        logits = (model.lm_head.kept(head) if kept else model.lm_head(head)).float()
        states = torch.cat([tapped[index] for index in taps], -1)[0] if taps else hidden
        if kind == FORWARD:
            return logits, states
        return self._walk(logits, ids, write, parents, ancestors, eligible, root, size), states

    def _walk(self, logits, ids, write, parents, ancestors, eligible, root, size: int) -> torch.Tensor:
        """The greedy walk, the gather and the verdict, at fixed shapes (no host round trip). logits: (R, V)
        over the first R >= T rows (padded rows are never eligible)."""
        rows = logits.shape[0]
        best = logits.argmax(dim=-1)  # (R,)
        if rows < size:  # uncaptured: logits of the real rows alone
            best = torch.cat([best, best.new_zeros(size - rows)])
        ok = root | (eligible & (ids == best[parents]))  # the node's token is the target's at its parent
        accepted = ~(ancestors & ~ok[None, :]).any(dim=-1)  # ... and so is every ancestor's
        length = accepted.sum()
        span = torch.arange(size, device=ids.device)
        rank = accepted.long().cumsum(0) - 1
        slots = torch.where(accepted, rank, size + span)
        order = torch.zeros(2 * size, dtype=torch.long, device=ids.device).scatter_(0, slots, span)[:size]
        last = (accepted.long() * span).max()  # the deepest accepted node: parents come before children
        bonus = best.index_select(0, last.view(1))[0]  # not best[last]: a 0-d index is read on the host (a sync)
        # the accepted path's keys and values moved down to follow the prefix (rows past it are left over)
        source = write[order]
        for tensor in (self.keys, self.values):
            tensor.index_copy_(3, write, tensor.index_select(3, source))
        probs = torch.softmax(logits, dim=-1)
        vocabulary = probs.shape[-1]
        flat = probs.reshape(-1)
        pad = size - rows
        node_rows = parents.clamp(max=rows - 1)
        p_nodes = flat[node_rows * vocabulary + ids]  # p of each node's token at its parent
        p_bonus = flat.index_select(0, (last * vocabulary + bonus).view(1))[0]
        top = logits.topk(min(2, vocabulary), dim=-1).values
        margin = top[:, 0] - top[:, -1]
        token_p = probs.max(dim=-1).values
        if pad:
            margin, token_p = (torch.cat([t, t.new_zeros(pad)]) for t in (margin, token_p))
        return torch.cat([torch.stack([length, bonus]).double(), order.double(), best.double(), p_nodes.double(),
                          p_bonus.double()[None], margin.double(), token_p.double()])
