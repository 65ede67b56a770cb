"""The kernels' calls for a step, float32 CPU tensors in and out: attention of a few new positions over the cache
(`attend`, `attend.c`), the norms, rotary embedding with the cache writes and MLP activation (`layer.c`:
`rms_norm`, `rope_store`, `silu_mul`), a whole step's decoder layers in one call (`step_layers`) and its whole forward,
embedding to logits (`step_model`), each as the calls one by one give it, bit for bit. `gsd.forward.lean` calls them;
`rows_top` reads a step's logits once (`gsd.engine.step.read_greedy`).
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass

import torch

from ...config import MAX_DEPTH, MAX_NODE_BUDGET
from .build import enabled, library
from .linears import BlockedLinear, QuantLinear

# every step's tree: the node budget, the lookup branch and the root. Since the keys and values all rows see are read
# once for them, `attend` is faster than torch's tiled attention for every tree size measured, 8 to 256 rows over 200
# and 1,000 cached positions (docs/performance.md, "One read for a tree's rows")
ATTEND_ROWS = MAX_NODE_BUDGET + MAX_DEPTH + 1


def attends(head_dim: int, rows: int) -> bool:
    """Whether `attend` runs for `rows` new positions and heads of this size here: where the matrix kernel is
    used, for at most ATTEND_ROWS rows and a head size that is a multiple of 8 up to 256 (`attend.c`)."""
    return rows <= ATTEND_ROWS and head_dim % 8 == 0 and head_dim <= 256 and enabled()


def attend(q: torch.Tensor, keys: torch.Tensor, values: torch.Tensor, end: int, visible: torch.Tensor | None,
           scale: float) -> torch.Tensor:
    """Attention of a few new positions over a cache, by `attend.c` (`attends` must be True): q (1, heads, T, D)
    float32, keys and values (1, groups, capacity, D) float32 with positions [0, end) filled, visible (T, end)
    bool or None (every position seen by every row). Returns (1, T, heads × D), the heads of a row side by side,
    as the output projection reads them. A row's result does not depend on the other rows (attend.c)."""
    _, heads, count, dim = q.shape
    q = q.contiguous()
    if not (keys.is_contiguous() and values.is_contiguous()):
        raise ValueError("keys and values must be contiguous (1, groups, capacity, D) tensors")
    if visible is not None:
        if visible.shape != (count, end):
            raise ValueError(f"visible must be ({count}, {end}), got {tuple(visible.shape)}")
        visible = visible.contiguous()
    out = torch.empty(1, count, heads * dim)
    failed = library().attend(q.data_ptr(), keys.data_ptr(), values.data_ptr(), heads, keys.shape[1], count, dim,
                              end, keys.shape[2], None if visible is None else visible.data_ptr(), scale,
                              out.data_ptr(), torch.get_num_threads())
    if failed:
        raise MemoryError("no memory for attention's scores")
    return out


def layer_kernels(x: torch.Tensor) -> bool:
    """Whether layer.c's `rms_norm`, `silu_mul` and `rows_top` run for x here: a float32 CPU tensor where the kernels
    are used."""
    return x.dtype == torch.float32 and x.device.type == "cpu" and enabled()


def rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    """transformers' RMSNorm over the last dimension of a float32 x (`layer_kernels` must be True), by `layer.c`,
    each row on its own: torch's takes six calls and 20 to 40 us for a step's few rows, this one call and about 5."""
    x = x.contiguous()
    out = torch.empty_like(x)
    size = x.shape[-1]
    library().rms_norm(x.data_ptr(), x.numel() // size, size, weight.contiguous().data_ptr(), eps, out.data_ptr())
    return out


def rope_store(qkv: torch.Tensor, groups: int, dim: int, cos: torch.Tensor, sin: torch.Tensor, keys: torch.Tensor,
               values: torch.Tensor, past: int) -> torch.Tensor:
    """A step's rotary embedding and cache writes in one call (`layer.c`; float32 CPU tensors where the kernels are
    used): qkv (1, T, (heads + 2 groups) × dim) the joined projections, cos and sin (1, T, dim), keys and values the
    layer's cache (1, groups, capacity, dim), written at positions past .. past + T - 1. Returns the rotated queries
    (1, heads, T, dim), as `attend` reads them. torch takes about a dozen calls for the same."""
    count = qkv.shape[-2]
    heads = qkv.shape[-1] // dim - 2 * groups
    if not (keys.is_contiguous() and values.is_contiguous()) or past + count > keys.shape[2]:
        raise ValueError("keys and values must be contiguous (1, groups, capacity, D) tensors with room for the rows")
    qkv, cos, sin = qkv.contiguous(), cos.contiguous(), sin.contiguous()
    q = torch.empty(1, heads, count, dim)
    library().rope_store(qkv.data_ptr(), count, heads, groups, dim, cos.data_ptr(), sin.data_ptr(), q.data_ptr(),
                         keys.data_ptr(), values.data_ptr(), keys.shape[2], past)
    return q


def silu_mul(gate_up: torch.Tensor) -> torch.Tensor:
    """silu(gate) * up for the joined gate and up projection's output (..., 2n) of float32 CPU rows
    (`layer_kernels` must be True), by `layer.c`: one call where torch takes three (the split, the silu, the
    product)."""
    gate_up = gate_up.contiguous()
    size = gate_up.shape[-1] // 2
    out = gate_up.new_empty(*gate_up.shape[:-1], size)
    library().silu_mul(gate_up.data_ptr(), gate_up.numel() // (2 * size), size, out.data_ptr())
    return out


class _Linear(ctypes.Structure):
    """A kernel layer as `layer.c`'s `step_layers` reads it: its packed weight, its bias (or NULL), its bits (32 for a
    BlockedLinear's float32 blocks), in_features, the blocks' inputs and out_features."""

    _fields_ = [("packed", ctypes.c_void_p), ("bias", ctypes.c_void_p), ("bits", ctypes.c_int),
                ("in_features", ctypes.c_int), ("inputs", ctypes.c_int), ("out_features", ctypes.c_int)]


def _linear_of(layer) -> _Linear | None:
    """The layer as `step_layers` reads it, or None for a layer the kernels do not hold."""
    if isinstance(layer, QuantLinear):
        bits, inputs = layer.bits, layer.inputs
    elif isinstance(layer, BlockedLinear):
        bits, inputs = 32, layer.in_features
    else:
        return None
    return _Linear(layer.packed.data_ptr(), None if layer.bias is None else layer.bias.data_ptr(), bits,
                   layer.in_features, inputs, layer.out_features)


class _Layer(ctypes.Structure):
    """A decoder layer as `layer.c`'s `step_layers` reads it: its norms' weights and epsilons, its four products
    (the joined q, k and v; o; the joined gate and up; down), its shape and attention's scale."""

    _fields_ = [("norm1", ctypes.c_void_p), ("norm2", ctypes.c_void_p), ("eps1", ctypes.c_float),
                ("eps2", ctypes.c_float), ("qkv", _Linear), ("o", _Linear), ("gate_up", _Linear), ("down", _Linear),
                ("heads", ctypes.c_int), ("groups", ctypes.c_int), ("dim", ctypes.c_int), ("scale", ctypes.c_float)]


@dataclass
class LayerSteps:
    """A model's decoder layers as `step_layers` runs them: `layers`, a C array of `_Layer`; `held`, the modules and
    norm weights its pointers name, held so that that memory stays theirs."""

    layers: ctypes.Array
    held: list


def layer_steps(layers) -> LayerSteps | None:
    """`step_layers`'s arguments for decoder layers, each given as (norm1, norm2, qkv, o, gate_up, down, heads,
    groups, dim, scale) with norms that have a `weight` and a `variance_epsilon`; None where a product is not a kernel
    layer or a norm's weight not float32 (those layers' calls then run one by one)."""
    made, held = [], []
    for norm1, norm2, qkv, o, gate_up, down, heads, groups, dim, scale in layers:
        linears = [_linear_of(layer) for layer in (qkv, o, gate_up, down)]
        if any(linear is None for linear in linears) or any(
                norm.weight.dtype != torch.float32 for norm in (norm1, norm2)):
            return None
        weights = [norm.weight.detach().contiguous() for norm in (norm1, norm2)]
        held += [norm1, norm2, qkv, o, gate_up, down, *weights]
        made.append(_Layer(weights[0].data_ptr(), weights[1].data_ptr(), float(norm1.variance_epsilon),
                           float(norm2.variance_epsilon), *linears, heads, groups, dim, float(scale)))
    return LayerSteps((_Layer * len(made))(*made), held)


def _check_step(keys: torch.Tensor, values: torch.Tensor, past: int, count: int, visible: torch.Tensor | None) -> None:
    """Refuse what the C step would read or write wrongly: a cache that is not contiguous float32 (layers, 1, groups,
    capacity, D) with room for `count` rows after `past`, or a mask that is not (count, past + count)."""
    if not (keys.is_contiguous() and values.is_contiguous() and keys.dtype == values.dtype == torch.float32) or (
            past + count > keys.shape[3]):
        raise ValueError("keys and values must be contiguous float32 (layers, 1, groups, capacity, D) tensors with "
                         "room for the rows")
    if visible is not None and visible.shape != (count, past + count):
        raise ValueError(f"visible must be ({count}, {past + count}), got {tuple(visible.shape)}")


def step_layers(x: torch.Tensor, steps: LayerSteps, keys: torch.Tensor, values: torch.Tensor, cos: torch.Tensor,
                sin: torch.Tensor, past: int, visible: torch.Tensor | None,
                taps: tuple[int, ...] = ()) -> dict[int, torch.Tensor]:
    """A step's decoder layers over its rows (`layer.c`; where `attends` and `layer_kernels` hold), each layer's
    norms, products, rotary embedding and cache writes, attention, silu and residual adds as the calls one by one
    give them, bit for bit: x (1, T, H) contiguous float32, updated in place; keys and values the cache (layers, 1,
    groups, capacity, dim), written at past .. past + T - 1; cos and sin (1, T, dim) contiguous; visible (T, past +
    T) contiguous bool or None. One call from Python for the layers up to each of `taps`, and returns x after each of
    those layers."""
    count, size = x.shape[1], ctypes.sizeof(_Layer)
    _check_step(keys, values, past, count, visible)
    stride, width = keys[0].numel(), keys.element_size()  # floats from one layer's cache to the next's, and bytes
    tapped, start = {}, 0
    for end in sorted({*(tap + 1 for tap in taps if tap < len(steps.layers)), len(steps.layers)}):
        if library().step_layers(x.data_ptr(), count, x.shape[2], ctypes.addressof(steps.layers) + start * size,
                                 end - start, cos.data_ptr(), sin.data_ptr(), keys.data_ptr() + width * start * stride,
                                 values.data_ptr() + width * start * stride, stride, keys.shape[3], past,
                                 None if visible is None else visible.data_ptr(), torch.get_num_threads()):
            raise MemoryError("no memory for a layer's rows")
        if end - 1 in taps:
            tapped[end - 1] = x.clone()
        start = end
    return tapped



class _Model(ctypes.Structure):
    """A model as `layer.c`'s `step_model` reads it: its embedding's rows, its layers (`LayerSteps`), its final norm's
    weight and epsilon, its head and its heads' size."""

    _fields_ = [("embed", ctypes.c_void_p), ("vocabulary", ctypes.c_int), ("hidden", ctypes.c_int),
                ("layers", ctypes.c_void_p),
                ("count", ctypes.c_int), ("norm", ctypes.c_void_p), ("eps", ctypes.c_float), ("head", _Linear),
                ("dim", ctypes.c_int)]


@dataclass
class ModelSteps:
    """A model as `step_model` runs it: `model`, a `_Model`; `held`, what its pointers name (the layers' `LayerSteps`
    among them), held so that that memory stays theirs."""

    model: _Model
    held: list


def model_steps(embed: torch.Tensor, steps: LayerSteps, norm, head, dim: int) -> ModelSteps | None:
    """`step_model`'s model: the embedding's weight (vocabulary, hidden), the layers as `layer_steps` made them, the
    final norm (a `weight` and a `variance_epsilon`), the head (a kernel layer) and the heads' size; None where the
    embedding or the norm's weight is not float32 or the head not a kernel layer (the forward then runs its parts one
    by one)."""
    linear = _linear_of(head)
    if linear is None or embed.dtype != torch.float32 or norm.weight.dtype != torch.float32:
        return None
    embed, weight = embed.detach().contiguous(), norm.weight.detach().contiguous()
    made = _Model(embed.data_ptr(), embed.shape[0], embed.shape[1], ctypes.addressof(steps.layers), len(steps.layers),
                  weight.data_ptr(), float(norm.variance_epsilon), linear, dim)
    return ModelSteps(made, [embed, weight, head, steps])


def step_model(model: ModelSteps, tokens: torch.Tensor, positions: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor,
               keys: torch.Tensor, values: torch.Tensor, past: int, visible: torch.Tensor | None,
               last: int = 0) -> torch.Tensor:
    """A step forward in one call (`layer.c`): the logits (T or last, head's outputs) of tokens (T,) int64 at positions
    (T,) int64, over a cache (layers, 1, groups, capacity, dim) float32 of `past` positions, written at past .. past +
    T - 1, with visible as `step_layers` takes it; cos and sin the rotary embedding's tables, a contiguous (positions,
    dim) row for each position up to the largest of `positions`. What `step_layers` and the calls around it give, bit
    for bit."""
    count = tokens.shape[0]
    _check_step(keys, values, past, count, visible)
    rows = last if 0 < last < count else count
    logits = torch.empty(rows, model.model.head.out_features)
    failed = library().step_model(ctypes.addressof(model.model), tokens.data_ptr(), positions.data_ptr(), count,
                                  cos.data_ptr(), sin.data_ptr(), keys.data_ptr(), values.data_ptr(), keys[0].numel(),
                                  keys.shape[3], past, None if visible is None else visible.data_ptr(), last,
                                  logits.data_ptr(), torch.get_num_threads())
    if failed == -2:
        raise IndexError(f"a token id outside the embedding's {model.model.vocabulary} rows: {tokens.tolist()}")
    if failed:
        raise MemoryError("no memory for a step's rows")
    return logits


def rows_top(x: torch.Tensor, k: int) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Each row's k largest values of a float32 CPU x (rows, n) where the kernels run (`enabled`), high to low (of equal
    values the first, as argmax takes it), their columns, and the row's sum of exp(x - largest), a softmax's divisor,
    in one call (`layer.c`): (values (rows, k), indices (rows, k) int64, sums (rows,))."""
    x = x.float().contiguous()
    rows, n = x.shape
    k = min(k, n)
    values, indices, sums = torch.empty(rows, k), torch.empty(rows, k, dtype=torch.long), torch.empty(rows)
    library().rows_top(x.data_ptr(), rows, n, k, values.data_ptr(), indices.data_ptr(), sums.data_ptr(),
                       torch.get_num_threads())
    return values, indices, sums
