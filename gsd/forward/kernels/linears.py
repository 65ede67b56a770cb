"""The kernels' linear layers: a float32 weight in `gemm.c`'s blocks of 16 output columns (`BlockedLinear`), or
a weight that is 4-bit or 8-bit blocks (a GGUF model's, dequantized to float32 on loading: `blocks_of`) held as
those blocks (`QuantLinear`), half a byte or a byte a weight, from which `gemm.c` rebuilds each float32 weight
exactly as it reads it: the same output as `BlockedLinear`, bit for bit, from 16% or 28% of the bytes. No library
torch reaches multiplies such blocks without turning the input into integers too, which would change the target's
output. A draft's weights, which only choose what the target verifies, are rounded to such 8-bit blocks
(`QuantLinear.rounded`): its small forwards wait on reading them. This module knows nothing about models:
`packing.pack_linears` swaps their layers.
"""

from __future__ import annotations

import os

import torch

from .build import library


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

