/* The engine's own attention for a few new positions over a long cache, on a CPU with AVX2 and FMA.
 *
 * Each new position (a row) and each query head attend to the positions the row may see, in increasing order:
 * scores (one dot product each, the same instructions for every key), their maximum, exp of each score less it
 * (`exp8`, eight at a time over the row's list of scores), their sum (eight running sums, then those eight), and the
 * values weighted in order. The heads that share a key/value head run together, and the rows of a tree over the
 * positions they all see, so each of those keys and values is read from memory once for all of them.
 * A row's result depends on its query and on the keys and values it sees, never on the other rows of the call
 * or on positions it does not see, so a tree position's output is what a one-token forward gives that token
 * once its ancestors are in the cache (bit for bit, when their keys and values are). Where a task holds many queries
 * and the CPU has AVX-512, tiles of them run 16 wide with the same operations (`score_wide`, `weigh_wide`).
 *
 * Built with gemm.c and loaded by gsd/forward/kernels/, which says why it exists.
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
    float *scores;      /* shared + tail_count + 16 floats */
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

/* Many queries at once on a CPU with AVX-512 (`wide_loops`): where a task holds many queries (a prompt's chunk, a
 * tree's rows), a tile of them runs against sixteen keys at a time, so that a key is read once for the tile and no
 * sum is reduced across a register. The arithmetic of each score is `score`'s, lane for lane: the keys, transposed into
 * blocks of sixteen (`transposed`), give lane l of the eight partial sums of each key (q[l] k[l], then
 * q[c + l] k[c + l] added in order of c), and they are added as `sums8` adds them, ((0 + 1) + (2 + 3)) +
 * ((4 + 5) + (6 + 7)), then scaled. The values are weighted as `weigh` weighs them, each output in order over the
 * positions. So a query's result is the 8-wide loops' bit for bit (tests/test_blocked.py), and a tree's or a
 * chunk's row what a one-token forward gives it. */
#define TQ 3    /* queries a tile scores at once: 8 sums of 16 keys each, 24 of 32 registers */
#define TW 5    /* queries a tile weighs at once: d / 16 sums each (d 64: 20 registers) */
#define SLICE 512 /* positions a pass of every tile takes: their transposed keys or their values stay in L2 */
/* fewer queries (a tree of fewer than 12 rows) stay 8 wide: transposing their keys costs more than it saves */
#define WIDE_QUERIES 18
int wide_loops(void); /* gemm.c's switch: whether 16-wide loops run (`set_wide`) */

/* keys [first, first + count) (the last repeated to fill the last block) in blocks of 16: block b holds, for each
 * of the d dimensions, that dimension of its 16 keys. NULL when the memory cannot be had. */
static float *transposed(const int d, const float *k, int first, int count) {
    int blocks = (count + 15) / 16;
    float *kt = aligned_alloc(64, sizeof(float) * (size_t)blocks * 16 * d);
    if (!kt)
        return NULL;
    for (int b = 0; b < blocks; b++)
        for (int j = 0; j < 16; j++) {
            int x = b * 16 + j < count ? b * 16 + j : count - 1;
            const float *row = k + (size_t)(first + x) * d;
            for (int c = 0; c < d; c++)
                kt[((size_t)b * d + c) * 16 + j] = row[c];
        }
    return kt;
}

/* For R queries, scores[at + i] = scale * query . key i for i in [from, to) of the `count` keys kt holds (from a
 * multiple of 16), as `score` computes it; each query's top raised to its largest score among its first seen[r]
 * (the rest are written, never read). */
__attribute__((target("avx512f"))) static inline __attribute__((always_inline)) void score_tile(
    const int R, const int d, Query *qs, const float *kt, int from, int to, int at, const int *seen, float scale) {
    const __m512 factor = _mm512_set1_ps(scale);
    for (int i = from; i < to; i += 16) {
        const float *block = kt + (size_t)i * d;
        __m512 p[TQ][8];
        for (int l = 0; l < 8; l++) {
            __m512 key = _mm512_load_ps(block + l * 16);
            for (int r = 0; r < R; r++)
                p[r][l] = _mm512_mul_ps(_mm512_set1_ps(qs[r].query[l]), key);
        }
        for (int c = 8; c < d; c += 8)
            for (int l = 0; l < 8; l++) {
                __m512 key = _mm512_load_ps(block + (c + l) * 16);
                for (int r = 0; r < R; r++)
                    p[r][l] = _mm512_fmadd_ps(_mm512_set1_ps(qs[r].query[c + l]), key, p[r][l]);
            }
        for (int r = 0; r < R; r++) {
            __m512 low = _mm512_add_ps(_mm512_add_ps(p[r][0], p[r][1]), _mm512_add_ps(p[r][2], p[r][3]));
            __m512 high = _mm512_add_ps(_mm512_add_ps(p[r][4], p[r][5]), _mm512_add_ps(p[r][6], p[r][7]));
            __m512 group = _mm512_mul_ps(_mm512_add_ps(low, high), factor);
            _mm512_storeu_ps(qs[r].scores + at + i, group);
            int real = seen[r] - i;
            if (real > 0) {
                float m = _mm512_mask_reduce_max_ps(real >= 16 ? 0xffff : (__mmask16)((1u << real) - 1), group);
                qs[r].top = m > qs[r].top ? m : qs[r].top;
            }
        }
    }
}

/* For R queries, sums += values[i] (rows of v) weighted by scores[at + i], for i in [from, to) and below each
 * query's seen[r], in order over i: `weigh`'s sums, 16 wide (d a multiple of 16, at most 64) */
__attribute__((target("avx512f"))) static inline __attribute__((always_inline)) void weigh_tile(
    const int R, const int d, Query *qs, const float *v, int from, int to, int at, const int *seen) {
    __m512 acc[TW][4];
    int common = to;
    for (int r = 0; r < R; r++) {
        common = seen[r] < common ? seen[r] : common;
        for (int c = 0; c < d / 16; c++)
            acc[r][c] = _mm512_loadu_ps(qs[r].sums + 16 * c);
    }
    for (int i = from; i < common; i++) {
        const float *row = v + (size_t)i * d;
        __m512 x[4];
        for (int c = 0; c < d / 16; c++)
            x[c] = _mm512_loadu_ps(row + 16 * c);
        for (int r = 0; r < R; r++) {
            __m512 w = _mm512_set1_ps(qs[r].scores[at + i]);
            for (int c = 0; c < d / 16; c++)
                acc[r][c] = _mm512_fmadd_ps(w, x[c], acc[r][c]);
        }
    }
    for (int r = 0; r < R; r++) {
        int end = seen[r] < to ? seen[r] : to;
        for (int i = common > from ? common : from; i < end; i++) {
            __m512 w = _mm512_set1_ps(qs[r].scores[at + i]);
            for (int c = 0; c < d / 16; c++)
                acc[r][c] = _mm512_fmadd_ps(w, _mm512_loadu_ps(v + (size_t)i * d + 16 * c), acc[r][c]);
        }
        for (int c = 0; c < d / 16; c++)
            _mm512_storeu_ps(qs[r].sums + 16 * c, acc[r][c]);
    }
}

/* scores (`score`) of the n queries over positions [first, first + count), written from scores[at]: every query
 * sees all of them, or (tails) query h the first counts[h]. 0 where the transposed keys' memory cannot be had. */
__attribute__((target("avx512f"))) static int score_wide(const int d, int n, Query *qs, const float *k, int first,
                                                         int count, int at, const int *counts, float scale) {
    float *kt = transposed(d, k, first, count);
    if (!kt)
        return 0;
    int seen[TQ];
    for (int i0 = 0; i0 < count; i0 += SLICE) {
        int i1 = i0 + SLICE < count ? i0 + SLICE : count;
        for (int h = 0; h < n; h += TQ) {
            int R = n - h < TQ ? n - h : TQ, to = 0;
            for (int r = 0; r < R; r++) {
                seen[r] = counts ? counts[h + r] : count;
                to = seen[r] > to ? seen[r] : to;
            }
            to = to < i1 ? to : i1;
            if (to <= i0)
                continue;
            if (R == TQ)
                score_tile(TQ, d, qs + h, kt, i0, to, at, seen, scale);
            else if (R == 2)
                score_tile(2, d, qs + h, kt, i0, to, at, seen, scale);
            else
                score_tile(1, d, qs + h, kt, i0, to, at, seen, scale);
        }
    }
    free(kt);
    return 1;
}

/* the n queries' sums over positions [first, first + count), as `weigh_tile` */
__attribute__((target("avx512f"))) static void weigh_wide(const int d, int n, Query *qs, const float *v, int first,
                                                          int count, int at, const int *counts) {
    int seen[TW];
    v += (size_t)first * d;
    for (int i0 = 0; i0 < count; i0 += SLICE) {
        int i1 = i0 + SLICE < count ? i0 + SLICE : count;
        for (int h = 0; h < n; h += TW) {
            int R = n - h < TW ? n - h : TW;
            for (int r = 0; r < R; r++)
                seen[r] = counts ? counts[h + r] : count;
            switch (R) {
            case TW: weigh_tile(TW, d, qs + h, v, i0, i1, at, seen); break;
            case 4: weigh_tile(4, d, qs + h, v, i0, i1, at, seen); break;
            case 3: weigh_tile(3, d, qs + h, v, i0, i1, at, seen); break;
            case 2: weigh_tile(2, d, qs + h, v, i0, i1, at, seen); break;
            default: weigh_tile(1, d, qs + h, v, i0, i1, at, seen);
            }
        }
    }
}

/* Whether every query's tail is the positions right after the shared ones (a causal chunk's rows), and how long */
static int runs_on(int n, const Query *qs, int shared, int *counts) {
    for (int h = 0; h < n; h++) {
        int c = qs[h].tail_count;
        if (c && (qs[h].tail[0] != shared || qs[h].tail[c - 1] != shared + c - 1))
            return 0;
        counts[h] = c;
    }
    return 1;
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
    int many = d == 64 && n >= WIDE_QUERIES && wide_loops(), counts[n], runs = many && runs_on(n, qs, shared, counts);
    int longest = 0;
    for (int h = 0; runs && h < n; h++)
        longest = counts[h] > longest ? counts[h] : longest;
    if (!(many && score_wide(d, n, qs, k, 0, shared, 0, NULL, scale)))
        score(d, n, qs, k, NULL, shared, 0, scale);
    if (runs && longest && !score_wide(d, n, qs, k, shared, longest, shared, counts, scale))
        runs = 0; /* no memory for the tails' transposed keys: each query's own loops */
    float total[n];
    for (int h = 0; h < n; h++) {
        if (!runs)
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
    if (many)
        weigh_wide(d, n, qs, v, 0, shared, 0, NULL);
    else
        weigh(d, n, qs, v, NULL, shared, 0);
    if (runs)
        weigh_wide(d, n, qs, v, shared, longest, shared, counts);
    for (int h = 0; h < n; h++) {
        if (!runs)
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
        float *scores = malloc(sizeof(float) * ((size_t)end + 16) * n), *sums = malloc(sizeof(float) * (size_t)d * n);
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
            qs[i].scores = scores + ((size_t)end + 16) * i;
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
