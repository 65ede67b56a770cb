/* What a layer computes besides its matrix products and attention, for a float32 step forward on a CPU with AVX2 and
 * FMA: its RMSNorms, the rotary embedding of its queries and keys with the writes of keys and values into the cache,
 * and its MLP's silu(gate) * up.
 *
 * A few microseconds of arithmetic over a step's few rows, which torch spends 20 to 40 us on for each norm (six
 * calls), about as much on a dozen calls for the rotary embedding and the writes, and 20 us on splitting the joined
 * gate and up projection, the silu and the product; the embedded target runs 61 norms and 30 of the others a forward
 * (docs/performance.md). Each row is computed on its own, in the same order whatever
 * rows run beside it, so a tree position still gets what a one-token forward gives it.
 *
 * Built with gemm.c and loaded by gsd/blocked.py, which says why it exists.
 */
#include <immintrin.h>
#include <math.h>
#include <stddef.h>

#include "vector.h"

/* y (rows, n) = x / sqrt(mean(x^2) + eps) * w, row by row: the sum of squares in four running sums of eight,
 * added in a fixed order, then x times the row's inverse and the weight, as transformers' LlamaRMSNorm does */
void rms_norm(const float *x, int rows, int n, const float *w, float eps, float *y) {
    for (int r = 0; r < rows; r++) {
        const float *xr = x + (size_t)r * n;
        float *yr = y + (size_t)r * n;
        __m256 s0 = _mm256_setzero_ps(), s1 = s0, s2 = s0, s3 = s0;
        int i = 0;
        for (; i + 32 <= n; i += 32) {
            __m256 a = _mm256_loadu_ps(xr + i), b = _mm256_loadu_ps(xr + i + 8);
            __m256 c = _mm256_loadu_ps(xr + i + 16), d = _mm256_loadu_ps(xr + i + 24);
            s0 = _mm256_fmadd_ps(a, a, s0);
            s1 = _mm256_fmadd_ps(b, b, s1);
            s2 = _mm256_fmadd_ps(c, c, s2);
            s3 = _mm256_fmadd_ps(d, d, s3);
        }
        for (; i + 8 <= n; i += 8) {
            __m256 a = _mm256_loadu_ps(xr + i);
            s0 = _mm256_fmadd_ps(a, a, s0);
        }
        float lanes[8];
        _mm256_storeu_ps(lanes, _mm256_add_ps(_mm256_add_ps(s0, s1), _mm256_add_ps(s2, s3)));
        float sum = ((lanes[0] + lanes[1]) + (lanes[2] + lanes[3])) + ((lanes[4] + lanes[5]) + (lanes[6] + lanes[7]));
        for (; i < n; i++) sum += xr[i] * xr[i];
        float inverse = 1.0f / sqrtf(sum / (float)n + eps);
        __m256 v = _mm256_set1_ps(inverse);
        int j = 0;
        for (; j + 8 <= n; j += 8)
            _mm256_storeu_ps(yr + j, _mm256_mul_ps(_mm256_mul_ps(_mm256_loadu_ps(xr + j), v), _mm256_loadu_ps(w + j)));
        for (; j < n; j++) yr[j] = (xr[j] * inverse) * w[j];
    }
}

/* The rotary embedding of a step's queries and keys, and the keys and values written into the cache, in one pass
 * over the joined q, k, v projection. qkv (rows, (heads + 2 groups) * dim): each row its queries, keys and values;
 * cos, sin (rows, dim); q (heads, rows, dim) out; keys, values (groups, capacity, dim): the layer's cache, row r
 * written at position past + r. Rotated as transformers does it, x * cos + rotate_half(x) * sin, where
 * rotate_half(x) is (-x2, x1) for x's halves x1, x2: a product, a product and a sum, each rounded. */
__attribute__((optimize("fp-contract=off"))) void rope_store(const float *qkv, int rows, int heads, int groups,
                                                              int dim, const float *cos, const float *sin, float *q,
                                                              float *keys, float *values, int capacity, int past) {
    int half = dim / 2, width = (heads + 2 * groups) * dim;
    for (int r = 0; r < rows; r++) {
        const float *row = qkv + (size_t)r * width, *c = cos + (size_t)r * dim, *s = sin + (size_t)r * dim;
        for (int h = 0; h < heads + groups; h++) {
            const float *x = row + (size_t)h * dim;
            float *out = h < heads ? q + ((size_t)h * rows + r) * dim
                                   : keys + ((size_t)(h - heads) * capacity + past + r) * dim;
            for (int i = 0; i < half; i++) out[i] = x[i] * c[i] + (-x[i + half]) * s[i];
            for (int i = half; i < dim; i++) out[i] = x[i] * c[i] + x[i - half] * s[i];
        }
        for (int g = 0; g < groups; g++) {
            const float *v = row + (size_t)(heads + groups + g) * dim;
            float *out = values + ((size_t)g * capacity + past + r) * dim;
            for (int i = 0; i < dim; i++) out[i] = v[i];
        }
    }
}

/* y (rows, n) = silu(g) * u, each row of gu holding g (n) then u (n), the joined gate and up projection's output:
 * silu(g) = g / (1 + exp(-g)), eight at a time, the rest one by one with libm's expf */
void silu_mul(const float *gu, int rows, int n, float *y) {
    const __m256 one = _mm256_set1_ps(1.0f), zero = _mm256_setzero_ps();
    for (int r = 0; r < rows; r++) {
        const float *g = gu + (size_t)r * 2 * n, *u = g + n;
        float *yr = y + (size_t)r * n;
        int j = 0;
        for (; j + 8 <= n; j += 8) {
            __m256 x = _mm256_loadu_ps(g + j);
            __m256 s = _mm256_div_ps(x, _mm256_add_ps(one, exp8(_mm256_sub_ps(zero, x))));
            _mm256_storeu_ps(yr + j, _mm256_mul_ps(s, _mm256_loadu_ps(u + j)));
        }
        for (; j < n; j++) yr[j] = g[j] / (1.0f + expf(-g[j])) * u[j];
    }
}
