/* The engine's own float32 matrix product for a CPU with AVX2 and FMA: y (m, n) = x (m, k) . W^T (+ bias).
 *
 * W is held in blocks of 16 output columns (`pack`): block b holds W[16b .. 16b+15][0 .. k-1] column by column,
 * zero past n, so a block is one stream of k * 16 floats. Each thread takes whole blocks; for each it runs up to
 * six rows of x at a time through 12 accumulator registers (6 rows x 16 columns), reading the block once per six
 * rows. Every output is summed over k in order 0 .. k-1 with one fused multiply-add a term, whichever rows run
 * beside it, so a row's result does not depend on how many rows the call has.
 *
 * Built and loaded by gsd/blocked.py, which says why it exists.
 */
#include <immintrin.h>
#include <stddef.h>

#define NR 16 /* output columns a block holds */
#define MR 6  /* rows of x a block is read for at a time: 2 x MR accumulators, of 16 ymm registers */

int block_columns(void) { return NR; }

/* p (ceil(n / NR) * k * NR floats) from w (n, k), row-major */
void pack(const float *w, int n, int k, float *p) {
    int blocks = (n + NR - 1) / NR;
    for (int b = 0; b < blocks; b++)
        for (int kk = 0; kk < k; kk++)
            for (int j = 0; j < NR; j++) {
                int col = b * NR + j;
                p[((size_t)b * k + kk) * NR + j] = col < n ? w[(size_t)col * k + kk] : 0.0f;
            }
}

static inline __attribute__((always_inline)) void store(float *y, __m256 lo, __m256 hi, int cols,
                                                        const float *bias) {
    if (cols == NR && !bias) {
        _mm256_storeu_ps(y, lo);
        _mm256_storeu_ps(y + 8, hi);
        return;
    }
    float out[NR];
    _mm256_storeu_ps(out, lo);
    _mm256_storeu_ps(out + 8, hi);
    for (int j = 0; j < cols; j++)
        y[j] = bias ? out[j] + bias[j] : out[j];
}

/* Named accumulators, not arrays: an array of registers indexed in a loop is kept on the stack. */
#define STEP(r)                                                         \
    if (R > r) {                                                        \
        __m256 v = _mm256_broadcast_ss(x + (size_t)r * k + kk);         \
        c##r##a = _mm256_fmadd_ps(v, w0, c##r##a);                      \
        c##r##b = _mm256_fmadd_ps(v, w1, c##r##b);                      \
    }
#define OUT(r) \
    if (R > r) store(y + (size_t)r * ldy, c##r##a, c##r##b, cols, bias);

/* R (1 .. MR, a constant once inlined) rows of x against one block p; cols of its 16 columns are real */
static inline __attribute__((always_inline)) void rows(const int R, const float *x, int k, const float *p,
                                                       float *y, int ldy, int cols, const float *bias) {
    __m256 z = _mm256_setzero_ps();
    __m256 c0a = z, c0b = z, c1a = z, c1b = z, c2a = z, c2b = z, c3a = z, c3b = z, c4a = z, c4b = z, c5a = z,
           c5b = z;
    for (int kk = 0; kk < k; kk++) {
        __m256 w0 = _mm256_loadu_ps(p + (size_t)kk * NR), w1 = _mm256_loadu_ps(p + (size_t)kk * NR + 8);
        STEP(0) STEP(1) STEP(2) STEP(3) STEP(4) STEP(5)
    }
    OUT(0) OUT(1) OUT(2) OUT(3) OUT(4) OUT(5)
}

/* y (m, n) = x (m, k) . W^T + bias (bias may be NULL), W packed by `pack`; on `threads` threads */
void gemm(const float *x, int m, int k, const float *p, int n, const float *bias, float *y, int threads) {
    int blocks = (n + NR - 1) / NR;
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int b = 0; b < blocks; b++) {
        const float *block = p + (size_t)b * k * NR;
        int cols = n - b * NR < NR ? n - b * NR : NR;
        const float *bb = bias ? bias + b * NR : NULL;
        for (int r0 = 0; r0 < m; r0 += MR) {
            const float *xr = x + (size_t)r0 * k;
            float *yr = y + (size_t)r0 * n + b * NR;
            switch (m - r0) {
                case 1: rows(1, xr, k, block, yr, n, cols, bb); break;
                case 2: rows(2, xr, k, block, yr, n, cols, bb); break;
                case 3: rows(3, xr, k, block, yr, n, cols, bb); break;
                case 4: rows(4, xr, k, block, yr, n, cols, bb); break;
                case 5: rows(5, xr, k, block, yr, n, cols, bb); break;
                default: rows(MR, xr, k, block, yr, n, cols, bb); break;
            }
        }
    }
}
