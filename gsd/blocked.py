"""The engine's own float32 matrix product for a CPU with AVX2 (`BlockedLinear`), and where it comes from.

Written by hand because no library torch reaches does this well there: a tree verification multiplies a few rows
(one per tree position) by every weight of the target, a product that should cost about what one row costs, as
both wait on reading the weights from memory. On such a CPU oneDNN's packed kernel (`kernels.PackedLinear`), MKL's
and OpenBLAS's take much longer for six rows than for one and read the weights well below the memory's rate even
for one; torch reaches a better kernel only through torch.compile, after minutes of compiling a shape (figures:
docs/performance.md). `gemm.c` holds a weight in blocks of 16 output columns and reads each block once for up to
six rows. Each output is summed in the same order whatever the number of rows, so the linear layers give a tree
forward's row what they give a one-token forward.

The kernel is compiled once a machine, at first use, with the machine's C compiler (`cc`, or `$CC`), into the
cache folder (`GSD_CACHE`). Where it cannot be (no compiler, another CPU), `library()` is None; where it is not
used (`enabled()`: a CPU with AVX-512, or `GSD_GEMM=onednn`), the layers stay oneDNN's. This module knows nothing
about models; `kernels.pack_linears` swaps their layers.
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
from pathlib import Path

import torch

from .config import cache_dir

log = logging.getLogger(__name__)

SOURCE = Path(__file__).with_name("gemm.c")
FLAGS = ("-O3", "-mavx2", "-mfma", "-fopenmp", "-shared", "-fPIC")
CHOICES = ("auto", "onednn")  # GSD_GEMM: auto uses this kernel where it runs; onednn never does


def runs_here() -> bool:
    """Whether this CPU can run the kernel at all: x86 with AVX2 and FMA (torch finds AVX2 or AVX-512)."""
    return (platform.machine().lower() in ("x86_64", "amd64")
            and torch.backends.cpu.get_cpu_capability() in ("AVX2", "AVX512"))


def enabled() -> bool:
    """Whether float32 linear layers run the kernel: on a CPU whose best vector unit torch finds is AVX2, where it
    was measured to win (a CPU with AVX-512 keeps oneDNN), where it builds, and unless GSD_GEMM=onednn."""
    choice = os.environ.get("GSD_GEMM", "auto")
    if choice not in CHOICES:
        log.warning("GSD_GEMM must be one of %s, got %r; using auto", ", ".join(CHOICES), choice)
    return (choice != "onednn" and torch.backends.cpu.get_cpu_capability() == "AVX2"
            and library() is not None)


@functools.cache
def library() -> ctypes.CDLL | None:
    """The compiled kernel, built on first use; None where this CPU cannot run it or it cannot be built."""
    if not runs_here():
        return None
    compiler = shutil.which(os.environ.get("CC", "cc"))
    if compiler is None:
        log.info("no C compiler: the linear layers stay oneDNN's")
        return None
    try:
        lib = ctypes.CDLL(str(_build(compiler)))
    except (OSError, subprocess.SubprocessError) as error:
        log.warning("the engine's matrix kernel could not be built or loaded (%s); the linear layers stay "
                    "oneDNN's", error)
        return None
    pointer, integer = ctypes.c_void_p, ctypes.c_int
    lib.pack.argtypes = [pointer, integer, integer, pointer]
    lib.pack.restype = None
    lib.gemm.argtypes = [pointer, integer, integer, pointer, integer, pointer, pointer, integer]
    lib.gemm.restype = None
    lib.block_columns.restype = integer
    return lib


def _build(compiler: str) -> Path:
    """The shared library for this source, these flags and this compiler, compiled if the cache lacks it (into a
    temporary file first, so that two processes building at once each find a whole file)."""
    version = subprocess.run([compiler, "--version"], capture_output=True, text=True, timeout=60).stdout
    key = hashlib.sha256("\0".join([SOURCE.read_text(), *FLAGS, version]).encode()).hexdigest()[:16]
    folder = cache_dir() / "kernels"
    path = folder / f"gemm-{key}.so"
    if path.exists():
        return path
    folder.mkdir(parents=True, exist_ok=True)
    handle, partial = tempfile.mkstemp(suffix=".so", dir=folder)
    os.close(handle)
    try:
        done = subprocess.run([compiler, *FLAGS, str(SOURCE), "-o", partial], capture_output=True, text=True,
                              timeout=300)
        if done.returncode != 0:
            raise subprocess.SubprocessError(done.stderr.strip()[-500:] or f"{compiler} exited {done.returncode}")
        os.replace(partial, path)
    finally:
        if os.path.exists(partial):
            os.remove(partial)
    return path


class BlockedLinear(torch.nn.Module):
    """A float32 CPU Linear whose weight is held in `gemm.c`'s blocks of 16 output columns and multiplied by its
    kernel (`library()`, which must not be None). Input and output are ordinary float32 tensors; no gradient flows
    through it."""

    def __init__(self, linear: torch.nn.Linear):
        super().__init__()
        lib = library()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        weight = linear.weight.detach().float().contiguous()  # (out, in)
        columns = lib.block_columns()
        blocks = -(-self.out_features // columns)
        self.register_buffer("packed", torch.empty(blocks * self.in_features * columns), persistent=False)
        lib.pack(weight.data_ptr(), self.out_features, self.in_features, self.packed.data_ptr())
        bias = None if linear.bias is None else linear.bias.detach().float().contiguous()
        self.register_buffer("bias", bias, persistent=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        rows = x.reshape(-1, self.in_features).float().contiguous()  # (M, in)
        out = torch.empty(len(rows), self.out_features)  # (M, out)
        if len(rows):
            bias = None if self.bias is None else self.bias.data_ptr()
            library().gemm(rows.data_ptr(), len(rows), self.in_features, self.packed.data_ptr(), self.out_features,
                          bias, out.data_ptr(), torch.get_num_threads())
        return out.view(*x.shape[:-1], self.out_features)

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"
