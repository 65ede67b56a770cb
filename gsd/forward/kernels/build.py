"""Where the engine's kernels come from: compiled once a machine, at first use, with the machine's C compiler
(`cc`, or `$CC`), into the cache folder (`GSD_CACHE`), and loaded with ctypes (`library`). Where they cannot be (no
compiler, another CPU) or `GSD_GEMM=onednn`, the layers stay oneDNN's and attention torch's (`enabled`).
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

from ...config import cache_dir

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
    lib.step_model.argtypes = [pointer, pointer, pointer, integer, pointer, pointer, pointer, pointer, ctypes.c_size_t,
                               integer, integer, pointer, integer, pointer, integer]
    lib.step_model.restype = integer
    lib.rows_top.argtypes = [pointer, integer, integer, integer, pointer, pointer, pointer, integer]
    lib.rows_top.restype = None
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

