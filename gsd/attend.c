/* The engine's own attention for a few new positions over a long cache, on a CPU with AVX2 and FMA.
 *
 * Each new position (a row) and each query head attend to the positions the row may see, in increasing order:
 * scores (one dot product each, the same instructions for every key), their maximum, exp of each score less it
 * (`exp8`, eight at a time over the row's list of scores), their sum (eight running sums, then those eight), and the
 * values weighted in order. The heads that share a key/value head run together, and the rows of a tree over the
 * positions they all see, so each of those keys and values is read from memory once for all of them.
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

/* One query (one head of one row) in a task: where its query is, what it sees past the positions every row of the
 * call sees, and where its scores, running sums and result go. */
typedef struct {
    const float *query; /* d floats */
    const int *tail;    /* the positions it sees past the shared ones, in increasing order */
    int tail_count;
    float *scores;      /* shared + tail_count + 8 floats */
    float *sums;        /* d floats: the weighted values so far */
    float *o;           /* d floats: the result */
    float top;          /* its largest score so far */
} Query;

/* For each of the n queries, scores[at + i] = scale * query . k[position i] for i < count, where position i is
 * seen[i], or i itself where seen is NULL (the shared positions), eight keys at a time: eight independent sums (one
 * sum's chain of multiply-adds would wait on each add), each key's over d in order, then `sums8`. Each group of
 * eight keys is read once from memory for all n queries, then from the fastest cache. The last group reads the last
 * key again for its missing ones and writes past count (what comes next there overwrites it). Raises each query's
 * top to its largest score. */
static inline __attribute__((always_inline)) void score(const int d, int n, Query *qs, const float *k, const int *seen,
                                                        int count, int at, float scale) {
    const __m256 factor = _mm256_set1_ps(scale), lanes = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    for (int i = 0; i < count; i += 8) {
        const float *r[8];
        for (int j = 0; j < 8; j++) {
            int x = i + j < count ? i + j : count - 1;
            r[j] = k + (size_t)(seen ? seen[x] : x) * d;
        }
        if (i + AHEAD + 8 <= count) /* the keys a few groups on, asked for now: they come from memory */
            for (int j = 0; j < 8; j++)
                for (int c = 0; c < d; c += 16)
                    _mm_prefetch((const char *)(k + (size_t)(seen ? seen[i + AHEAD + j] : i + AHEAD + j) * d + c),
                                 _MM_HINT_T0);
        __m256 real = _mm256_cmp_ps(lanes, _mm256_set1_ps((float)(count - i)), _CMP_LT_OQ);
        for (int h = 0; h < n; h++) {
            const float *query = qs[h].query;
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
            _mm256_storeu_ps(qs[h].scores + at + i, group);
            __m256 most = _mm256_blendv_ps(_mm256_set1_ps(-INFINITY), group, real);
            most = _mm256_max_ps(most, _mm256_permute2f128_ps(most, most, 1));
            most = _mm256_max_ps(most, _mm256_permute_ps(most, 0x4e));
            most = _mm256_max_ps(most, _mm256_permute_ps(most, 0xb1));
            float m = _mm256_cvtss_f32(most);
            qs[h].top = m > qs[h].top ? m : qs[h].top;
        }
    }
}

/* For each of the n queries, sums += the values at positions i < count (seen[i], or i where seen is NULL) weighted by
 * scores[at + i], in order over the positions: sixteen positions at a time for every query (those values read once
 * from memory), each query's d / 8 sums kept in registers over the sixteen and in `sums` between. */
#define SPAN 16
static inline __attribute__((always_inline)) void weigh(const int d, int n, Query *qs, const float *v, const int *seen,
                                                        int count, int at) {
    for (int i0 = 0; i0 < count; i0 += SPAN) {
        int i1 = i0 + SPAN < count ? i0 + SPAN : count;
        for (int h = 0; h < n; h++) {
            const float *weights = qs[h].scores + at;
            float *s = qs[h].sums;
            __m256 acc[32];
            for (int c = 0; c < d / 8; c++)
                acc[c] = _mm256_loadu_ps(s + 8 * c);
            for (int i = i0; i < i1; i++) {
                __m256 w = _mm256_set1_ps(weights[i]);
                const float *row = v + (size_t)(seen ? seen[i] : i) * d;
                if (h == 0 && i + AHEAD < count)
                    for (int c = 0; c < d; c += 16)
                        _mm_prefetch((const char *)(v + (size_t)(seen ? seen[i + AHEAD] : i + AHEAD) * d + c),
                                     _MM_HINT_T0);
                for (int c = 0; c < d / 8; c++)
                    acc[c] = _mm256_fmadd_ps(w, _mm256_loadu_ps(row + 8 * c), acc[c]);
            }
            for (int c = 0; c < d / 8; c++)
                _mm256_storeu_ps(s + 8 * c, acc[c]);
        }
    }
}

/* The n queries of a task over one key/value head: o = softmax(scale * query . keys[seen]) . values[seen], where a
 * query sees the positions [0, shared) and its tail. The shared positions' keys and values are read once for all n
 * queries; each query's scores, their maximum, exp of each score less it (`exp8`, eight at a time over its list of
 * scores), their sum (eight running sums, then those eight) and the weighted values (in order over its positions)
 * are its own, so its result is what it would be alone in a call. Inlined with d a constant where it is 64. */
static inline __attribute__((always_inline)) void queries(const int d, int n, Query *qs, const float *k,
                                                          const float *v, int shared, float scale) {
    const __m256 lanes = _mm256_setr_ps(0, 1, 2, 3, 4, 5, 6, 7);
    for (int h = 0; h < n; h++)
        qs[h].top = -INFINITY;
    score(d, n, qs, k, NULL, shared, 0, scale);
    float total[n];
    for (int h = 0; h < n; h++) {
        score(d, 1, qs + h, k, qs[h].tail, qs[h].tail_count, shared, scale);
        int count = shared + qs[h].tail_count;
        float *row = qs[h].scores;
        __m256 shift = _mm256_set1_ps(qs[h].top), sum = _mm256_setzero_ps();
        for (int i = 0; i < count; i += 8) {
            __m256 e = exp8(_mm256_sub_ps(_mm256_loadu_ps(row + i), shift));
            _mm256_storeu_ps(row + i, e);
            __m256 real = _mm256_cmp_ps(lanes, _mm256_set1_ps((float)(count - i)), _CMP_LT_OQ);
            sum = _mm256_add_ps(sum, _mm256_and_ps(e, real)); /* eight running sums, the last group's extra lanes 0 */
        }
        total[h] = sum8(sum);
        memset(qs[h].sums, 0, sizeof(float) * (size_t)d);
    }
    weigh(d, n, qs, v, NULL, shared, 0);
    for (int h = 0; h < n; h++) {
        weigh(d, 1, qs + h, v, qs[h].tail, qs[h].tail_count, shared);
        if (shared + qs[h].tail_count == 0) { /* a row that sees nothing */
            memset(qs[h].o, 0, sizeof(float) * (size_t)d);
            continue;
        }
        __m256 inverse = _mm256_set1_ps(1.0f / total[h]);
        for (int c = 0; c < d / 8; c++)
            _mm256_storeu_ps(qs[h].o + 8 * c, _mm256_mul_ps(_mm256_loadu_ps(qs[h].sums + 8 * c), inverse));
    }
}

static int gcd(int a, int b) {
    while (b) {
        int c = a % b;
        a = b;
        b = c;
    }
    return a;
}

/* out (t, heads, d) = attention of q (heads, t, d) over keys and values (groups, capacity, d), positions
 * [0, end); row r sees position j where visible[r * end + j] (visible may be NULL: every row sees all of them).
 * heads is a multiple of groups, each group of heads reading one key/value head; d a multiple of 8, at most 256.
 * The positions every row sees (a step's context, up to its tree's root) come first: a task takes the queries of
 * one key/value head (its heads times the rows), or a share of them, and reads those positions' keys and values once
 * for all its queries, then each query's own positions (its ancestors in the tree): a tree of four positions over
 * 1,000 took 28% less than when each row read them again (docs/performance.md). Returns 0, or -1 when memory for
 * the scores cannot be had. */
int attend(const float *q, const float *keys, const float *values, int heads_n, int groups, int t, int d, int end,
           int capacity, const unsigned char *visible, float scale, float *out, int threads) {
    int per_group = heads_n / groups, failed = 0, shared = end;
    if (visible) {
        for (shared = 0; shared < end; shared++) {
            int all = 1;
            for (int r = 0; r < t && all; r++)
                all = visible[(size_t)r * end + shared];
            if (!all)
                break;
        }
    }
    int width = end - shared, *tails = malloc(sizeof(int) * ((size_t)t * width + 1)), counts[t];
    if (!tails)
        return -1;
    for (int r = 0; r < t; r++) {
        counts[r] = 0;
        for (int j = shared; j < end; j++)
            if (visible[(size_t)r * end + j])
                tails[(size_t)r * width + counts[r]++] = j;
    }
    /* one task a key/value head for one row (the heads' three queries, a cache read from memory once at the speed
     * the memory gives, which splitting it among the threads did not raise); for a tree, each head's queries in
     * shares that the threads take in turn, so that both read the same head's cache at about the same time */
    int all = per_group * t, shares = t == 1 ? 1 : threads / gcd(groups, threads);
    shares = shares > all ? all : shares < 1 ? 1 : shares;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (int task = 0; task < groups * shares; task++) {
        int g = task / shares, part = task % shares;
        int u0 = (int)((long)all * part / shares), n = (int)((long)all * (part + 1) / shares) - u0;
        Query *qs = malloc(sizeof(Query) * (size_t)n);
        float *scores = malloc(sizeof(float) * ((size_t)end + 8) * n), *sums = malloc(sizeof(float) * (size_t)d * n);
        if (!qs || !scores || !sums) {
#pragma omp atomic write
            failed = 1;
            free(qs);
            free(scores);
            free(sums);
            continue;
        }
        for (int i = 0; i < n; i++) {
            int u = u0 + i, h = u / t, r = u % t; /* the group's heads one after another, each over the rows */
            qs[i].query = q + ((size_t)g * per_group * t + u) * d;
            qs[i].tail = tails + (size_t)r * width;
            qs[i].tail_count = counts[r];
            qs[i].scores = scores + ((size_t)end + 8) * i;
            qs[i].sums = sums + (size_t)d * i;
            qs[i].o = out + ((size_t)r * heads_n + (size_t)g * per_group + h) * d;
        }
        const float *k = keys + (size_t)g * capacity * d, *v = values + (size_t)g * capacity * d;
        if (d == 64)
            queries(64, n, qs, k, v, shared, scale);
        else
            queries(d, n, qs, k, v, shared, scale);
        free(qs);
        free(scores);
        free(sums);
    }
    free(tails);
    return failed ? -1 : 0;
}
