/* The engine's own attention for a few new positions over a long cache, on a CPU with AVX2 and FMA.
 *
 * Each new position (a row) and each query head attend to the positions the row may see, in increasing order:
 * scores (one dot product each, the same instructions for every key), their maximum, exp of each score less it
 * (`exp8`, eight at a time over the row's list of scores), their sum in order, and the values weighted in order.
 * A row's result depends on its query and on the keys and values it sees, never on the other rows of the call
 * or on positions it does not see, so a tree position's output is what a one-token forward gives that token
 * once its ancestors are in the cache (bit for bit, when their keys and values are).
 *
 * Built with gemm.c and loaded by gsd/blocked.py, which says why it exists.
 */
#include <immintrin.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

/* exp of 8 floats: Cephes' expf (a degree-5 polynomial on [-ln2/2, ln2/2] and a power of two), as in
 * avx_mathfun; within 2 ulp for the scores here, which are all <= 0 */
static inline __m256 exp8(__m256 x) {
    const __m256 one = _mm256_set1_ps(1.0f);
    x = _mm256_min_ps(x, _mm256_set1_ps(88.3762626647949f));
    x = _mm256_max_ps(x, _mm256_set1_ps(-88.3762626647949f));
    __m256 fx = _mm256_fmadd_ps(x, _mm256_set1_ps(1.44269504088896341f), _mm256_set1_ps(0.5f));
    fx = _mm256_floor_ps(fx);
    x = _mm256_fnmadd_ps(fx, _mm256_set1_ps(0.693359375f), x);
    x = _mm256_fnmadd_ps(fx, _mm256_set1_ps(-2.12194440e-4f), x);
    __m256 z = _mm256_mul_ps(x, x);
    __m256 y = _mm256_set1_ps(1.9875691500E-4f);
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(1.3981999507E-3f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(8.3334519073E-3f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(4.1665795894E-2f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(1.6666665459E-1f));
    y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(5.0000001201E-1f));
    y = _mm256_fmadd_ps(y, z, x);
    y = _mm256_add_ps(y, one);
    __m256i n = _mm256_cvttps_epi32(fx);
    n = _mm256_slli_epi32(_mm256_add_epi32(n, _mm256_set1_epi32(0x7f)), 23);
    return _mm256_mul_ps(y, _mm256_castsi256_ps(n));
}

static inline float sum8(__m256 v) {
    __m128 lo = _mm256_castps256_ps128(v), hi = _mm256_extractf128_ps(v, 1);
    lo = _mm_add_ps(lo, hi);
    lo = _mm_add_ps(lo, _mm_movehl_ps(lo, lo));
    lo = _mm_add_ss(lo, _mm_movehdup_ps(lo));
    return _mm_cvtss_f32(lo);
}

/* q . k over d (a multiple of 8) floats */
static inline __attribute__((always_inline)) float dot(const float *q, const float *k, const int d) {
    __m256 acc = _mm256_mul_ps(_mm256_loadu_ps(q), _mm256_loadu_ps(k));
    for (int i = 8; i < d; i += 8)
        acc = _mm256_fmadd_ps(_mm256_loadu_ps(q + i), _mm256_loadu_ps(k + i), acc);
    return sum8(acc);
}

/* One head of one row: o (d) = softmax(scale * q . keys[seen]) . values[seen] over the `count` positions in
 * `seen`; scores has room for count + 8 floats. Inlined with d a constant where it is 64, so that the d / 8
 * sums stay in registers. */
static inline __attribute__((always_inline)) void head(const int d, const float *query, const float *k,
                                                       const float *v, const int *seen, int count, float scale,
                                                       float *scores, float *o) {
    if (count == 0) {
        memset(o, 0, sizeof(float) * (size_t)d);
        return;
    }
    float top = -INFINITY;
    for (int i = 0; i < count; i++) {
        scores[i] = dot(query, k + (size_t)seen[i] * d, d) * scale;
        top = scores[i] > top ? scores[i] : top;
    }
    for (int i = count; i < count + 8; i++)
        scores[i] = top; /* the last group of eight, padded */
    __m256 shift = _mm256_set1_ps(top);
    for (int i = 0; i < count; i += 8)
        _mm256_storeu_ps(scores + i, exp8(_mm256_sub_ps(_mm256_loadu_ps(scores + i), shift)));
    float total = 0.0f;
    for (int i = 0; i < count; i++)
        total += scores[i];
    __m256 acc[32];
    for (int c = 0; c < d / 8; c++)
        acc[c] = _mm256_setzero_ps();
    for (int i = 0; i < count; i++) {
        __m256 w = _mm256_set1_ps(scores[i]);
        const float *row = v + (size_t)seen[i] * d;
        for (int c = 0; c < d / 8; c++)
            acc[c] = _mm256_fmadd_ps(w, _mm256_loadu_ps(row + 8 * c), acc[c]);
    }
    __m256 inverse = _mm256_set1_ps(1.0f / total);
    for (int c = 0; c < d / 8; c++)
        _mm256_storeu_ps(o + 8 * c, _mm256_mul_ps(acc[c], inverse));
}

/* out (t, heads, d) = attention of q (heads, t, d) over keys and values (groups, capacity, d), positions
 * [0, end); row r sees position j where visible[r * end + j] (visible may be NULL: every row sees all of them).
 * heads is a multiple of groups, each group of heads reading one key/value head; d a multiple of 8, at most 256.
 * One task a row and key/value head (its heads share the row's list of positions), shared among the threads.
 * Returns 0, or -1 when memory for the scores cannot be had. */
int attend(const float *q, const float *keys, const float *values, int heads, int groups, int t, int d, int end,
           int capacity, const unsigned char *visible, float scale, float *out, int threads) {
    int per_group = heads / groups, failed = 0;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (int task = 0; task < t * groups; task++) {
        int r = task / groups, g = task % groups;
        const float *k = keys + (size_t)g * capacity * d, *v = values + (size_t)g * capacity * d;
        int *seen = malloc(sizeof(int) * (size_t)end);
        float *scores = malloc(sizeof(float) * ((size_t)end + 8));
        if (!seen || !scores) {
#pragma omp atomic write
            failed = 1;
            free(seen);
            free(scores);
            continue;
        }
        int count = 0;
        for (int j = 0; j < end; j++)
            if (!visible || visible[(size_t)r * end + j])
                seen[count++] = j;
        for (int h = g * per_group; h < (g + 1) * per_group; h++) {
            const float *query = q + ((size_t)h * t + r) * d;
            float *o = out + ((size_t)r * heads + h) * d;
            if (d == 64)
                head(64, query, k, v, seen, count, scale, scores, o);
            else
                head(d, query, k, v, seen, count, scale, scores, o);
        }
        free(seen);
        free(scores);
    }
    return failed ? -1 : 0;
}
