"""The engine's own float32 kernels for a CPU with AVX2 or AVX-512, in C beside this file (`gemm.c`, `attend.c`,
`layer.c`, `vector.h`), and the Python that reaches them:

- `build`: compiled once a machine at first use, loaded with ctypes, and whether they run here (`enabled`);
- `linears`: the linear layers they multiply (`BlockedLinear`; `QuantLinear` over 4-bit and 8-bit blocks);
- `calls`: a step's attention, norms, rotary embedding and MLP activation, and a whole step's layers in one call
  (`step_layers`, which follows `gsd.forward.layer`'s description of a decoder layer);
- `packing`: which of a model's layers become which (`pack_linears`, `prepare_for_cpu`).

Written by hand because no library torch reaches does this well there: a tree verification multiplies a few rows
(one per tree position) by every weight of the target, a product that should cost about what one row costs, as
both wait on reading the weights from memory. On such a CPU oneDNN's packed kernel (`packing.PackedLinear`), MKL's
and OpenBLAS's take much longer for six rows than for one and read the weights well below the memory's rate even
for one; torch reaches a better kernel only through torch.compile, after minutes of compiling a shape; and torch's
attention over a long cache is slower still for a few rows (figures: docs/performance.md). `gemm.c` holds a
weight in blocks of 16 output columns and reads each block once for up to six rows; `attend.c` runs each row over
the positions it sees, reading those all rows see once for all of them. Both compute a row in the same order
whatever rows run beside it, so a tree forward gives each position what a one-token forward gives it, bit for bit.
"""
