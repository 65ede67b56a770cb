"""The engine's own float32 kernels for a CPU with AVX2 or AVX-512: the matrix product of linear layers
(`BlockedLinear`, `gemm.c`), a step's attention (`attend`, `attend.c`), and the rest of a layer (`layer.c`:
`rms_norm`, `rope_store`, `silu_mul`); and where they come from.

Written by hand because no library torch reaches does this well there: a tree verification multiplies a few rows
(one per tree position) by every weight of the target, a product that should cost about what one row costs, as
both wait on reading the weights from memory. On such a CPU oneDNN's packed kernel (`kernels.PackedLinear`), MKL's
and OpenBLAS's take much longer for six rows than for one and read the weights well below the memory's rate even
for one; torch reaches a better kernel only through torch.compile, after minutes of compiling a shape; and torch's
attention over a long cache is slower still for a few rows (figures: docs/performance.md). `gemm.c` holds a
weight in blocks of 16 output columns and reads each block once for up to six rows; `attend.c` runs each row over
the positions it sees, reading those all rows see once for all of them. Both compute a row in the same order
whatever rows run beside it, so a tree forward gives each position what a one-token forward gives it, bit for bit.

A weight that is 4-bit or 8-bit blocks (a GGUF model's, dequantized to float32 on loading: `blocks_of`) is held as those
blocks (`QuantLinear`), half a byte or a byte a weight, and `gemm.c` rebuilds each float32 weight exactly as it reads
it: the same output as `BlockedLinear`, bit for bit, from 16% or 28% of the bytes. No library torch reaches multiplies
such blocks without turning the input into integers too, which would change the target's output. A draft's weights,
which only choose what the target verifies, are rounded to such 8-bit blocks (`QuantLinear.rounded`): its small forwards
wait on reading them.

The kernels are compiled once a machine, at first use, with the machine's C compiler (`cc`, or `$CC`), into the
cache folder (`GSD_CACHE`). Where they cannot be (no compiler, another CPU) or `GSD_GEMM=onednn`, the layers stay
oneDNN's and attention torch's. This module knows nothing about models: `kernels.pack_linears` swaps their layers,
`lean` calls `attend`.
"""

from __future__ import annotations

import ctypes
import functools
import hashlib
import logging
import os
import platform
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

import torch

from .config import MAX_DEPTH, MAX_NODE_BUDGET, cache_dir

log = logging.getLogger(__name__)

SOURCES = tuple(Path(__file__).with_name(name) for name in ("gemm.c", "attend.c", "layer.c"))
HEADERS = (Path(__file__).with_name("vector.h"),)  # included by the sources: part of what a build is keyed on
FLAGS = ("-O3", "-mavx2", "-mfma", "-mf16c", "-fopenmp", "-shared", "-fPIC")
# GSD_GEMM: auto uses these kernels where they run, on 4-bit and 8-bit blocks where a weight is made of them (and
# a draft's weights rounded to 8-bit blocks); float32 never holds such blocks; onednn never uses the kernels
CHOICES = ("auto", "float32", "onednn")


def runs_here() -> bool:
    """Whether this CPU can run the kernels at all: x86 with AVX2 and FMA (torch finds AVX2 or AVX-512)."""
    return (platform.machine().lower() in ("x86_64", "amd64")
            and torch.backends.cpu.get_cpu_capability() in ("AVX2", "AVX512"))


def enabled() -> bool:
    """Whether float32 layers and steps' attention run the kernels: where they build, unless GSD_GEMM=onednn (they won
    on AVX2 and AVX-512 CPUs: docs/performance.md, "On an AVX-512 CPU")."""
    choice = os.environ.get("GSD_GEMM", "auto")
    if choice not in CHOICES:
        _unknown(choice)
    return choice != "onednn" and runs_here() and library() is not None


def rounds() -> bool:
    """Whether a float32 draft's layers are rounded to 8-bit blocks (`QuantLinear.rounded`): where the kernels are
    used, unless GSD_GEMM=float32 (which holds no weight as blocks)."""
    return os.environ.get("GSD_GEMM") != "float32" and enabled()


@functools.cache
def _unknown(choice: str) -> None:
    """Say once that GSD_GEMM holds something else than its choices."""
    log.warning("GSD_GEMM must be one of %s, got %r; using auto", ", ".join(CHOICES), choice)


@functools.cache
def library() -> ctypes.CDLL | None:
    """The compiled kernels, built on first use; None where this CPU cannot run them or they cannot be built."""
    if not runs_here():
        return None
    compiler = shutil.which(os.environ.get("CC", "cc"))
    if compiler is None:
        log.info("no C compiler: the linear layers stay oneDNN's and attention torch's")
        return None
    try:
        lib = ctypes.CDLL(str(build(compiler)))
    except (OSError, subprocess.SubprocessError) as error:
        log.warning("the engine's kernels could not be built or loaded (%s); the linear layers stay oneDNN's "
                    "and attention torch's", error)
        return None
    pointer, integer = ctypes.c_void_p, ctypes.c_int
    lib.pack.argtypes = [pointer, integer, integer, pointer]
    lib.pack.restype = None
    lib.gemm.argtypes = [pointer, integer, integer, pointer, integer, pointer, pointer, integer]
    lib.gemm.restype = None
    lib.block_columns.restype = integer
    lib.pack_q.argtypes = [pointer, pointer, pointer, integer, integer, pointer, integer]
    lib.pack_q.restype = None
    lib.gemm_q.argtypes = [pointer, integer, integer, pointer, integer, pointer, pointer, integer, integer]
    lib.gemm_q.restype = integer
    lib.set_wide.argtypes, lib.set_wide.restype = [integer], integer
    lib.attend.argtypes = [pointer, pointer, pointer, integer, integer, integer, integer, integer, integer, pointer,
                           ctypes.c_float, pointer, integer]
    lib.attend.restype = integer
    lib.rms_norm.argtypes = [pointer, integer, integer, pointer, ctypes.c_float, pointer]
    lib.rms_norm.restype = None
    lib.rope_store.argtypes = [pointer, integer, integer, integer, integer, pointer, pointer, pointer, pointer, pointer,
                               integer, integer]
    lib.rope_store.restype = None
    lib.silu_mul.argtypes, lib.silu_mul.restype = [pointer, integer, integer, pointer], None
    lib.step_layers.argtypes = [pointer, integer, integer, pointer, integer, pointer, pointer, pointer, pointer,
                                ctypes.c_size_t, integer, integer, pointer, integer]
    lib.step_layers.restype = integer
    return lib


def build(compiler: str) -> Path:
    """The shared library for these sources, these flags and this compiler, compiled if the cache lacks it (into a
    temporary file first, so that two processes building at once each find a whole file)."""
    version = subprocess.run([compiler, "--version"], capture_output=True, text=True, timeout=60).stdout
    text = "\0".join([*(source.read_text() for source in SOURCES + HEADERS), *FLAGS, version])
    key = hashlib.sha256(text.encode()).hexdigest()[:16]
    folder = cache_dir() / "kernels"
    path = folder / f"gemm-{key}.so"
    if path.exists():
        return path
    folder.mkdir(parents=True, exist_ok=True)
    handle, partial = tempfile.mkstemp(suffix=".so", dir=folder)
    os.close(handle)
    try:
        done = subprocess.run([compiler, *FLAGS, *map(str, SOURCES), "-o", partial], capture_output=True, text=True,
                              timeout=300)
        if done.returncode != 0:
            raise subprocess.SubprocessError(_compiler_errors(done.stderr) or f"{compiler} exited {done.returncode}")
        os.replace(partial, path)
    finally:
        if os.path.exists(partial):
            os.remove(partial)
    return path


def _compiler_errors(stderr: str, most: int = 3) -> str:
    """What a failed build says went wrong: its first error lines, not the notes a compiler prints after them."""
    lines = [line.strip() for line in stderr.splitlines()]
    errors = [line for line in lines if "error" in line.lower() and "note:" not in line]
    return " | ".join(errors[:most])[:800] or stderr.strip()[-500:]


class _KernelLinear(torch.nn.Module):
    """What the kernel's two layers share: float32 rows in, float32 rows out, through `_multiply`."""

    in_features: int
    out_features: int
    bias: torch.Tensor | None

    def __init__(self, linear: torch.nn.Linear):
        super().__init__()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        bias = None if linear.bias is None else linear.bias.detach().float().contiguous()
        self.register_buffer("bias", bias, persistent=False)

    def _multiply(self, rows: torch.Tensor, bias: int | None, out: torch.Tensor) -> None:
        raise NotImplementedError

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        rows = x.reshape(-1, self.in_features).float().contiguous()  # (M, in)
        out = torch.empty(rows.shape[0], self.out_features)  # (M, out)
        if rows.shape[0]:
            self._multiply(rows, None if self.bias is None else self.bias.data_ptr(), out)
        return out.view(*x.shape[:-1], self.out_features)

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"


class BlockedLinear(_KernelLinear):
    """A float32 CPU Linear whose weight is held in `gemm.c`'s blocks of 16 output columns and multiplied by its
    kernel (`library()`, which must not be None). Input and output are ordinary float32 tensors; no gradient flows
    through it."""

    def __init__(self, linear: torch.nn.Linear):
        super().__init__(linear)
        lib = library()
        weight = linear.weight.detach().float().contiguous()  # (out, in)
        columns = lib.block_columns()
        blocks = -(-self.out_features // columns)
        self.register_buffer("packed", torch.empty(blocks * self.in_features * columns), persistent=False)
        lib.pack(weight.data_ptr(), self.out_features, self.in_features, self.packed.data_ptr())

    def _multiply(self, rows: torch.Tensor, bias: int | None, out: torch.Tensor) -> None:
        library().gemm(rows.data_ptr(), rows.shape[0], self.in_features, self.packed.data_ptr(), self.out_features,
                       bias, out.data_ptr(), torch.get_num_threads())


GROUP = 32  # inputs one scale of a 4-bit or 8-bit block covers (gemm.c's G; GGUF's Q4_1 and Q8_0 blocks)


def _halves(values: torch.Tensor) -> torch.Tensor | None:
    """values as float16 where each is one exactly, else None."""
    half = values.half()
    return half if torch.equal(half.float(), values) else None


def _fitted(groups: torch.Tensor, guess: torch.Tensor, offset: torch.Tensor | None, low: int, high: int,
            steps: tuple[int, ...]):
    """(q, d) with groups == q * d (+ offset) in float32 for every group, q in [low, high] and d a float16 at `guess`
    (float16 bits) or `steps` away from it, or None. One pass for every group at once, where all fit at the first
    step (a GGUF file's blocks do); each step after it for the groups still unfitted."""
    shifted = groups if offset is None else groups - offset[..., None]
    found, d, q = None, None, None
    for step in steps:
        scale = (guess + step).view(torch.float16).float()
        levels = torch.where(scale[..., None] > 0, shifted / scale[..., None], 0.0).round_().clamp_(low, high)
        rebuilt = levels * scale[..., None]
        if offset is not None:
            rebuilt += offset[..., None]
        fits = torch.eq(rebuilt, groups).all(-1)
        if found is None:
            found, d, q = fits, scale, levels
        else:
            fits &= ~found
            d, found = torch.where(fits, scale, d), found | fits
            q = torch.where(fits[..., None], levels, q)
        if found.all():
            return q, d.half()
    return None


def _q4_blocks(weight: torch.Tensor):
    """(q, d, m) with weight == q * d + m in float32 for every group of GROUP inputs of a row (q in 0..15 as uint8,
    d and m float16 a group), or None: the form of GGUF's Q4_1 blocks once dequantized. m is the group's least
    weight, d the float16 nearest (largest - least) / 15 or one of its neighbours, every weight checked."""
    groups = weight.view(weight.shape[0], -1, GROUP)
    least, most = groups.amin(-1), groups.amax(-1)
    m = _halves(least)
    if m is None:
        return None
    guess = ((most - least) / 15).half().view(torch.int16)
    found = _fitted(groups, guess, least, 0, 15, (0, -1, 1, -2, 2))
    return None if found is None else (found[0].to(torch.uint8).view(weight.shape), found[1], m)


def _q8_blocks(weight: torch.Tensor):
    """(q, d) with weight == q * d in float32 for every group of GROUP inputs of a row (q in -128..127 as int8, d
    float16 a group), or None: the form of GGUF's Q8_0 blocks once dequantized. d is the group's largest magnitude
    over 127, or a float16 beside it, every weight checked."""
    groups = weight.view(weight.shape[0], -1, GROUP)
    guess = (groups.abs().amax(-1) / 127).half().view(torch.int16)
    found = _fitted(groups, guess, None, -128, 127, (0, -1, 1))
    return None if found is None else (found[0].to(torch.int8).view(weight.shape), found[1])


def rounded_blocks(weight: torch.Tensor):
    """("q8", q, d): a float32 weight (out, in) rounded to 8-bit blocks of GROUP inputs, as GGUF's Q8_0 rounds one
    (d the float16 nearest a group's largest magnitude over 127, q = round(w / d)), zero columns appended up to a
    multiple of GROUP. A weight that is such blocks already comes back as it was."""
    weight = weight.detach().float()
    groups = torch.nn.functional.pad(weight, (0, -weight.shape[1] % GROUP)).view(weight.shape[0], -1, GROUP)
    d = (groups.abs().amax(-1) / 127).half()
    scale = d.float()[..., None]
    q = torch.where(scale > 0, groups / scale, 0.0).round_().clamp_(-127, 127)
    return "q8", q.to(torch.int8).view(weight.shape[0], -1), d


def blocks_of(weight: torch.Tensor):
    """("q4", q, d, m) or ("q8", q, d) where a float32 weight (out, in) is exactly 4-bit or 8-bit blocks of GROUP
    inputs (a GGUF model's, dequantized on loading), else None. The first 16 rows are tried first, so a weight of
    another make is turned down after a look at them."""
    if weight.dtype != torch.float32 or weight.dim() != 2 or weight.shape[1] % GROUP or not weight.isfinite().all():
        return None
    weight = weight.detach().contiguous()
    for kind, find in (("q4", _q4_blocks), ("q8", _q8_blocks)):
        if find(weight[:16]) is not None and (found := find(weight)) is not None:
            return (kind, *found)
    return None


class QuantLinear(_KernelLinear):
    """A float32 CPU Linear whose weight is 4-bit or 8-bit blocks (`blocks_of`), held as those blocks in `gemm.c`'s
    column blocks and multiplied by its kernel, each weight rebuilt exactly: the output is bitwise a BlockedLinear's,
    and a forward reads 0.625 or 1.125 bytes a weight (its q, two to a byte for 4-bit blocks or a byte for 8-bit
    ones, and two float16 scales for every 32) instead of 4.
    `QuantLinear.of` makes one where the weight is such blocks; `QuantLinear.rounded` rounds a weight to them.
    Blocks may cover more inputs than the layer has (zero columns, where its inputs are not a multiple of GROUP):
    the rows are padded with zeros to match."""

    def __init__(self, linear: torch.nn.Linear, blocks, rounded: bool = False):
        super().__init__(linear)
        lib = library()
        kind, q, d = blocks[:3]
        self.bits, self.is_rounded = 4 if kind == "q4" else 8, rounded
        self.inputs = q.shape[1]  # the blocks' inputs: in_features, or more for a rounded weight
        columns, groups = lib.block_columns(), self.inputs // GROUP
        # bytes: a group's scales, then its q, two to a byte for 4-bit blocks (gemm.c's Q4_BYTES and Q_BYTES)
        size = -(-self.out_features // columns) * groups * (64 + GROUP * columns * self.bits // 8)
        self.register_buffer("packed", torch.empty(size, dtype=torch.uint8), persistent=False)
        q, d = q.to(torch.int8).contiguous(), d.contiguous()  # held in names: the kernel reads their memory
        m = blocks[3].contiguous() if kind == "q4" else None
        lib.pack_q(q.data_ptr(), d.data_ptr(), None if m is None else m.data_ptr(), self.out_features,
                   self.inputs, self.packed.data_ptr(), self.bits == 4)

    @classmethod
    def of(cls, linear: torch.nn.Linear) -> "QuantLinear | None":
        blocks = blocks_of(linear.weight)
        return None if blocks is None else cls(linear, blocks)

    @classmethod
    def rounded(cls, linear: torch.nn.Linear) -> "QuantLinear":
        """The layer with its weight rounded to 8-bit blocks (`rounded_blocks`): for a draft, whose numbers only
        choose what the target verifies; never for a target, whose output would change."""
        return cls(linear, rounded_blocks(linear.weight), rounded=True)

    def _multiply(self, rows: torch.Tensor, bias: int | None, out: torch.Tensor) -> None:
        if self.inputs != self.in_features:
            rows = torch.nn.functional.pad(rows, (0, self.inputs - self.in_features))
        if library().gemm_q(rows.data_ptr(), rows.shape[0], self.inputs, self.packed.data_ptr(), self.out_features,
                            bias, out.data_ptr(), torch.get_num_threads(), self.bits == 4):
            raise MemoryError("no memory to rebuild a block of weights")

    def extra_repr(self) -> str:
        return f"{super().extra_repr()}, bits={self.bits}" + (", rounded" if self.is_rounded else "")


def linear_for(linear: torch.nn.Linear) -> torch.nn.Module:
    """The kernel's layer for a float32 Linear (`enabled()` must be True): a QuantLinear where its weight is 4-bit or
    8-bit blocks and GSD_GEMM is not float32, else a BlockedLinear."""
    if os.environ.get("GSD_GEMM") != "float32" and (quantized := QuantLinear.of(linear)) is not None:
        return quantized
    return BlockedLinear(linear)


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
    """Whether layer.c's `rms_norm` and `silu_mul` run for x here: a float32 CPU tensor where the kernels are used."""
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
    if not (keys.is_contiguous() and values.is_contiguous() and keys.dtype == values.dtype == torch.float32) or (
            past + count > keys.shape[3]):
        raise ValueError("keys and values must be contiguous float32 (layers, 1, groups, capacity, D) tensors with "
                         "room for the rows")
    if visible is not None and visible.shape != (count, past + count):
        raise ValueError(f"visible must be ({count}, {past + count}), got {tuple(visible.shape)}")
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
