/* The engine's own attention for a few new positions over a long cache, on a CPU with AVX2 and FMA.
 *
 * Each new position (a row) and each query head attend to the positions the row may see, in increasing order:
 * scores (one dot product each, the same instructions for every key), their maximum, exp of each score less it
 * (`exp8`, eight at a time over the row's list of scores), their sum (eight running sums, then those eight), and the
 * values weighted in order. The heads that share a key/value head run together, so each key and value is read from
 * memory once for all of them.
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

#include "vector.h"

/* how many positions ahead a row's keys and values are asked for: a long cache comes from memory, and the CPU's own
 * prefetching left it waiting. On the Zen 5 machine a target forward for one token over 2,000 positions took 12.3 ms
 * without, 9.7-10.1 with 16 to 64 (32: 9.8), 10.6 with 8; over 100, no change */
#define AHEAD 32

static inline float sum8(__m256 v) {
    __m128 lo = _mm256_castps256_ps128(v), hi = _mm256_extractf128_ps(v, 1);
    lo = _mm_add_ps(lo, hi);
    lo = _mm_add_ps(lo, _mm_movehl_ps(lo, lo));
    lo = _mm_add_ss(lo, _mm_movehdup_ps(lo));
    return _mm_cvtss_f32(lo);
}

/* lane j of the result: the sum of a_j's eight lanes (a fixed order of adds, whatever the values) */
static inline __m256 sums8(__m256 a0, __m256 a1, __m256 a2, __m256 a3, __m256 a4, __m256 a5, __m256 a6,
                           __m256 a7) {
    __m256 b0 = _mm256_hadd_ps(a0, a1), b1 = _mm256_hadd_ps(a2, a3), b2 = _mm256_hadd_ps(a4, a5),
           b3 = _mm256_hadd_ps(a6, a7);
    __m256 c0 = _mm256_hadd_ps(b0, b1), c1 = _mm256_hadd_ps(b2, b3); /* halves: keys 0-3 and 4-7, partial */
    return _mm256_add_ps(_mm256_permute2f128_ps(c0, c1, 0x20), _mm256_permute2f128_ps(c0, c1, 0x31));
}

/* For each of the n heads of a key/value group (query h at queries + h * stride), scores[h * (count + 8) + i] =
 * scale * query . k[seen[i]] for i < count, eight keys at a time: eight independent sums (one sum's chain of
 * multiply-adds would wait on each add), each key's over d in order, then `sums8`. Each group of eight keys is read
 * once from memory for all n heads, then from the fastest cache. The last group reads the last key again for its
 * missing ones and writes past count. top[h]: each head's largest score. */
static inline __attribute__((always_inline)) void score(const int d, int n, const float *queries, size_t stride,
                                                        const float *k, const int *seen, int count, float scale,
                                                        float *scores, float *top) {
    const __m256 factor = _mm256_set1_ps(scale), lanes = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    for (int h = 0; h < n; h++)
        top[h] = -INFINITY;
    for (int i = 0; i < count; i += 8) {
        const float *r[8];
        for (int j = 0; j < 8; j++)
            r[j] = k + (size_t)seen[i + j < count ? i + j : count - 1] * d;
        if (i + AHEAD + 8 <= count) /* the keys a few groups on, asked for now: they come from memory */
            for (int j = 0; j < 8; j++)
                for (int c = 0; c < d; c += 16)
                    _mm_prefetch((const char *)(k + (size_t)seen[i + AHEAD + j] * d + c), _MM_HINT_T0);
        __m256 real = _mm256_cmp_ps(lanes, _mm256_set1_ps((float)(count - i)), _CMP_LT_OQ);
        for (int h = 0; h < n; h++) {
            const float *query = queries + h * stride;
            __m256 q = _mm256_loadu_ps(query);
            __m256 a0 = _mm256_mul_ps(q, _mm256_loadu_ps(r[0])), a1 = _mm256_mul_ps(q, _mm256_loadu_ps(r[1])),
                   a2 = _mm256_mul_ps(q, _mm256_loadu_ps(r[2])), a3 = _mm256_mul_ps(q, _mm256_loadu_ps(r[3])),
                   a4 = _mm256_mul_ps(q, _mm256_loadu_ps(r[4])), a5 = _mm256_mul_ps(q, _mm256_loadu_ps(r[5])),
                   a6 = _mm256_mul_ps(q, _mm256_loadu_ps(r[6])), a7 = _mm256_mul_ps(q, _mm256_loadu_ps(r[7]));
            for (int c = 8; c < d; c += 8) {
                q = _mm256_loadu_ps(query + c);
                a0 = _mm256_fmadd_ps(q, _mm256_loadu_ps(r[0] + c), a0);
                a1 = _mm256_fmadd_ps(q, _mm256_loadu_ps(r[1] + c), a1);
                a2 = _mm256_fmadd_ps(q, _mm256_loadu_ps(r[2] + c), a2);
                a3 = _mm256_fmadd_ps(q, _mm256_loadu_ps(r[3] + c), a3);
                a4 = _mm256_fmadd_ps(q, _mm256_loadu_ps(r[4] + c), a4);
                a5 = _mm256_fmadd_ps(q, _mm256_loadu_ps(r[5] + c), a5);
                a6 = _mm256_fmadd_ps(q, _mm256_loadu_ps(r[6] + c), a6);
                a7 = _mm256_fmadd_ps(q, _mm256_loadu_ps(r[7] + c), a7);
            }
            __m256 group = _mm256_mul_ps(sums8(a0, a1, a2, a3, a4, a5, a6, a7), factor);
            _mm256_storeu_ps(scores + (size_t)h * (count + 8) + i, group);
            __m256 most = _mm256_blendv_ps(_mm256_set1_ps(-INFINITY), group, real);
            most = _mm256_max_ps(most, _mm256_permute2f128_ps(most, most, 1));
            most = _mm256_max_ps(most, _mm256_permute_ps(most, 0x4e));
            most = _mm256_max_ps(most, _mm256_permute_ps(most, 0xb1));
            float m = _mm256_cvtss_f32(most);
            top[h] = m > top[h] ? m : top[h];
        }
    }
}

/* The n heads of one row and key/value group: o_h (d, the heads side by side) = softmax(scale * q_h .
 * keys[seen]) . values[seen] over the `count` positions in `seen`. scores: n * (count + 8) floats; sums: n * d.
 * The weighted values run sixteen positions at a time for every head (those values read once from memory), each
 * head's d / 8 sums kept in registers over the sixteen and in `sums` between: in order over the positions either
 * way. Inlined with d a constant where it is 64. */
#define SPAN 16
static inline __attribute__((always_inline)) void heads(const int d, int n, const float *queries, size_t stride,
                                                        const float *k, const float *v, const int *seen, int count,
                                                        float scale, float *scores, float *sums, float *o) {
    if (count == 0) {
        memset(o, 0, sizeof(float) * (size_t)d * n);
        return;
    }
    float top[n], total[n];
    score(d, n, queries, stride, k, seen, count, scale, scores, top);
    const __m256 lanes = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    for (int h = 0; h < n; h++) {
        float *row = scores + (size_t)h * (count + 8);
        __m256 shift = _mm256_set1_ps(top[h]), sum = _mm256_setzero_ps();
        for (int i = 0; i < count; i += 8) {
            __m256 e = exp8(_mm256_sub_ps(_mm256_loadu_ps(row + i), shift));
            _mm256_storeu_ps(row + i, e);
            __m256 real = _mm256_cmp_ps(lanes, _mm256_set1_ps((float)(count - i)), _CMP_LT_OQ);
            sum = _mm256_add_ps(sum, _mm256_and_ps(e, real)); /* eight running sums, the last group's extra lanes 0 */
        }
        total[h] = sum8(sum);
    }
    memset(sums, 0, sizeof(float) * (size_t)d * n);
    for (int i0 = 0; i0 < count; i0 += SPAN) {
        int i1 = i0 + SPAN < count ? i0 + SPAN : count;
        for (int h = 0; h < n; h++) {
            const float *weights = scores + (size_t)h * (count + 8);
            float *s = sums + (size_t)h * d;
            __m256 acc[32];
            for (int c = 0; c < d / 8; c++)
                acc[c] = _mm256_loadu_ps(s + 8 * c);
            for (int i = i0; i < i1; i++) {
                __m256 w = _mm256_set1_ps(weights[i]);
                const float *row = v + (size_t)seen[i] * d;
                if (h == 0 && i + AHEAD < count)
                    for (int c = 0; c < d; c += 16)
                        _mm_prefetch((const char *)(v + (size_t)seen[i + AHEAD] * d + c), _MM_HINT_T0);
                for (int c = 0; c < d / 8; c++)
                    acc[c] = _mm256_fmadd_ps(w, _mm256_loadu_ps(row + 8 * c), acc[c]);
            }
            for (int c = 0; c < d / 8; c++)
                _mm256_storeu_ps(s + 8 * c, acc[c]);
        }
    }
    for (int h = 0; h < n; h++) {
        __m256 inverse = _mm256_set1_ps(1.0f / total[h]);
        for (int c = 0; c < d / 8; c++)
            _mm256_storeu_ps(o + (size_t)h * d + 8 * c, _mm256_mul_ps(_mm256_loadu_ps(sums + (size_t)h * d + 8 * c),
                                                                     inverse));
    }
}

/* out (t, heads, d) = attention of q (heads, t, d) over keys and values (groups, capacity, d), positions
 * [0, end); row r sees position j where visible[r * end + j] (visible may be NULL: every row sees all of them).
 * heads is a multiple of groups, each group of heads reading one key/value head; d a multiple of 8, at most 256.
 * One task a row and key/value head (its heads share the row's list of positions and each key and value read),
 * shared among the threads. Returns 0, or -1 when memory for the scores cannot be had. */
int attend(const float *q, const float *keys, const float *values, int heads_n, int groups, int t, int d, int end,
           int capacity, const unsigned char *visible, float scale, float *out, int threads) {
    int per_group = heads_n / groups, failed = 0;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (int task = 0; task < t * groups; task++) {
        int r = task / groups, g = task % groups;
        const float *k = keys + (size_t)g * capacity * d, *v = values + (size_t)g * capacity * d;
        int *seen = malloc(sizeof(int) * (size_t)end);
        float *scores = malloc(sizeof(float) * ((size_t)end + 8) * per_group);
        float *sums = malloc(sizeof(float) * (size_t)d * per_group);
        if (!seen || !scores || !sums) {
#pragma omp atomic write
            failed = 1;
            free(seen);
            free(scores);
            free(sums);
            continue;
        }
        int count = 0;
        for (int j = 0; j < end; j++)
            if (!visible || visible[(size_t)r * end + j])
                seen[count++] = j;
        const float *query = q + ((size_t)g * per_group * t + r) * d; /* head g * per_group; the next t * d on */
        float *o = out + ((size_t)r * heads_n + (size_t)g * per_group) * d;
        if (d == 64)
            heads(64, per_group, query, (size_t)t * d, k, v, seen, count, scale, scores, sums, o);
        else
            heads(d, per_group, query, (size_t)t * d, k, v, seen, count, scale, scores, sums, o);
        free(seen);
        free(scores);
        free(sums);
    }
    return failed ? -1 : 0;
}
