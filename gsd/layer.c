/* A layer's RMSNorm in float32, on a CPU with AVX2 and FMA.
 *
 * A few microseconds of arithmetic over a step's few rows, which torch spends 20 to 40 us on (its RMSNorm is six
 * calls; the embedded target runs 61 norms a forward: docs/performance.md). Each row is computed on its own, in
 * the same order whatever rows run beside it, so a tree position still gets what a one-token forward gives it.
 *
 * Built with gemm.c and loaded by gsd/blocked.py, which says why it exists.
 */
#include <immintrin.h>
#include <math.h>
#include <stddef.h>

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
