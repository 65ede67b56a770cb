/* The engine's own float32 matrix product for a CPU with AVX2 and FMA: y (m, n) = x (m, k) . W^T (+ bias).
 *
 * W is held in blocks of 16 output columns (`pack`): block b holds W[16b .. 16b+15][0 .. k-1] column by column,
 * zero past n, so a block is one stream of k * 16 floats. Each thread takes whole blocks; for each it runs up to
 * six rows of x at a time through 12 accumulator registers (6 rows x 16 columns), reading the block once per six
 * rows. Every output is summed over k in order 0 .. k-1 with one fused multiply-add a term, whichever rows run
 * beside it, so a row's result does not depend on how many rows the call has.
 *
 * Weights that are 4-bit or 8-bit blocks in float32's clothing (a GGUF model's, dequantized on loading) can be held
 * as those blocks instead (`pack_q`, `gemm_q`): half a byte or a byte a weight and two float16 scales a group, 16% or
 * 28% of the bytes.
 * Each weight is rebuilt in registers, exactly the float32 the dequantized model holds, and the same fused
 * multiply-adds run in the same order, so the result is bitwise the float32 kernel's.
 *
 * Many rows (a prefill's) run 16 wide where the CPU has AVX-512 (`wide_rows`), and so do a token's or a step's few
 * rows on such blocks (`FEW`): the same sums, bit for bit. The blocks' loops ask for the bytes a few groups ahead
 * (`PREFETCH`): a forward reads every weight once, from memory, and the CPU's own prefetching left it at half the
 * memory's speed.
 *
 * Built and loaded by gsd/forward/kernels/, which says why it exists.
 */
#include <immintrin.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

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

/* f(R, ...) with R the constant 1 .. MR that r (1 .. MR) holds: each R its own inlined copy of f */
#define BY_ROWS(f, r, ...)                          \
    switch (r) {                                    \
        case 1: f(1, __VA_ARGS__); break;           \
        case 2: f(2, __VA_ARGS__); break;           \
        case 3: f(3, __VA_ARGS__); break;           \
        case 4: f(4, __VA_ARGS__); break;           \
        case 5: f(5, __VA_ARGS__); break;           \
        default: f(MR, __VA_ARGS__); break;         \
    }

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

/* m rows of x against one float32 block (k x 16 floats), MR rows a pass: y (m, cols of 16) from column yb on */
static void block_rows(const float *x, int m, int k, const float *block, float *yb, int n, int cols,
                       const float *bias) {
    for (int r0 = 0; r0 < m; r0 += MR) {
        const float *xr = x + (size_t)r0 * k;
        float *yr = yb + (size_t)r0 * n;
        BY_ROWS(rows, m - r0, xr, k, block, yr, n, cols, bias)
    }
}

/* Many rows (a prefill's) on a CPU with AVX-512: a 16-wide register holds a block's 16 columns, and a pass runs WR
 * rows against WB blocks at once (24 registers of sums; per term WB weight loads and WR broadcasts for 24 fused
 * multiply-adds). Each output is still one chain of fused multiply-adds over k in order, rounded the same way
 * whatever the vector width, so the result is the AVX2 loop's bit for bit (tests/test_blocked.py). */
#define WR 6
#define WB 4
static int wide = 0;
__attribute__((constructor)) static void find_wide(void) { wide = __builtin_cpu_supports("avx512f"); }

/* whether many rows (and attend.c's many queries) run 16 wide (only where the CPU has AVX-512); 0 keeps the AVX2
 * loops, which the tests compare */
int set_wide(int on) {
    wide = on && __builtin_cpu_supports("avx512f");
    return wide;
}

/* whether they do now: attend.c's many queries follow the same switch */
int wide_loops(void) { return wide; }

__attribute__((target("avx512f"))) static inline void wide_store(float *y, __m512 c, int cols, const float *bias) {
    if (cols == NR && !bias) {
        _mm512_storeu_ps(y, c);
        return;
    }
    float out[NR];
    _mm512_storeu_ps(out, c);
    for (int j = 0; j < cols; j++)
        y[j] = bias ? out[j] + bias[j] : out[j];
}

#define WSTEP(r)                                                        \
    {                                                                   \
        __m512 v = _mm512_set1_ps(x[(size_t)(r) * k + kk]);             \
        c##r##0 = _mm512_fmadd_ps(v, w0, c##r##0);                      \
        c##r##1 = _mm512_fmadd_ps(v, w1, c##r##1);                      \
        c##r##2 = _mm512_fmadd_ps(v, w2, c##r##2);                      \
        c##r##3 = _mm512_fmadd_ps(v, w3, c##r##3);                      \
    }
#define WOUT(r, j) wide_store(y + (size_t)(r) * ldy + (j) * NR, c##r##j, cols[j], bias ? bias + (j) * NR : NULL);
#define WOUTS(r) WOUT(r, 0) WOUT(r, 1) WOUT(r, 2) WOUT(r, 3)
#define WZERO(r) __m512 c##r##0 = z, c##r##1 = z, c##r##2 = z, c##r##3 = z;

/* WR rows of x against the WB blocks b[0 .. WB-1] (each k x 16 floats), their outputs side by side in y */
__attribute__((target("avx512f"))) static void wide_rows(const float *x, int k, const float *const *b, float *y,
                                                          int ldy, const int *cols, const float *bias) {
    __m512 z = _mm512_setzero_ps();
    WZERO(0) WZERO(1) WZERO(2) WZERO(3) WZERO(4) WZERO(5)
    for (int kk = 0; kk < k; kk++) {
        __m512 w0 = _mm512_loadu_ps(b[0] + (size_t)kk * NR), w1 = _mm512_loadu_ps(b[1] + (size_t)kk * NR),
               w2 = _mm512_loadu_ps(b[2] + (size_t)kk * NR), w3 = _mm512_loadu_ps(b[3] + (size_t)kk * NR);
        WSTEP(0) WSTEP(1) WSTEP(2) WSTEP(3) WSTEP(4) WSTEP(5)
    }
    WOUTS(0) WOUTS(1) WOUTS(2) WOUTS(3) WOUTS(4) WOUTS(5)
}

/* m rows of x against `count` (1 .. WB) consecutive float32 blocks b, the first at output column `first`: WR rows
 * against all WB a pass where `wide` and count is WB, the rest a block at a time (`block_rows`) */
static void group_rows(const float *x, int m, int k, const float *const *b, int count, int first, float *y, int n,
                       const float *bias) {
    int cols[WB], r0 = 0;
    for (int j = 0; j < WB; j++)
        cols[j] = n - (first + j * NR) < NR ? n - (first + j * NR) : NR;
    const float *bb = bias ? bias + first : NULL;
    if (wide && count == WB)
        for (; r0 + WR <= m; r0 += WR)
            wide_rows(x + (size_t)r0 * k, k, b, y + (size_t)r0 * n + first, n, cols, bb);
    if (r0 < m)
        for (int j = 0; j < count; j++)
            block_rows(x + (size_t)r0 * k, m - r0, k, b[j], y + (size_t)r0 * n + first + j * NR, n, cols[j],
                       bb ? bb + j * NR : NULL);
}

/* y (m, n) = x (m, k) . W^T + bias (bias may be NULL), W packed by `pack`; on `threads` threads */
void gemm(const float *x, int m, int k, const float *p, int n, const float *bias, float *y, int threads) {
    int blocks = (n + NR - 1) / NR;
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int b = 0; b < blocks; b += WB) {
        const float *group[WB];
        int count = blocks - b < WB ? blocks - b : WB;
        for (int j = 0; j < count; j++)
            group[j] = p + (size_t)(b + j) * k * NR;
        group_rows(x, m, k, group, count, b * NR, y, n, bias);
    }
}

/* Weights that are small integers times a scale, GGUF's Q4_1 and Q8_0 blocks once dequantized: w = q * d + m for
 * each group of G inputs of an output column, q a signed byte (0..15 for Q4_1, -128..127 for Q8_0), d and m float16
 * (m 0 for Q8_0). Block b's stream holds, for each group: d[16] and m[16] as float16, then G x 16 bytes, byte j of
 * input i holding column j's q; or, for 4-bit blocks, G / 2 x 16 bytes, the low half of byte j of row i holding
 * column j's q of input i and its high half that of input i + G / 2. q * d is exact in float32 (an 11-bit mantissa
 * times at most 8 bits), so fma(q, d, m) rounds once where the dequantizing float32 sum (q * d) + m did: the same
 * float. Half a byte costs one more instruction for 8 or 16 weights (an and, or a shift), which a token's forward,
 * waiting on the bytes, more than gets back: on the Zen 5 machine 20% faster for one position, 11% for four, with
 * the AVX2 loops 3% and 7% (docs/performance.md). */
#define G 32 /* blocked.py's GROUP */
#define Q_BYTES (64 + G * NR)      /* a group of 8-bit blocks: the scales, then a byte a weight */
#define Q4_BYTES (64 + G / 2 * NR) /* a group of 4-bit blocks: the scales, then two weights a byte */
#define GROUP_BYTES(four) ((four) ? Q4_BYTES : Q_BYTES)
/* how far ahead of a block's group the loops ask for its bytes: four groups (2.3 KB of 8-bit blocks). On the Zen 5
 * machine a target forward for one token took 10.6 ms without, 7.4-7.8 with two to four groups, 9.7 with sixteen
 * (past the L1 cache) */
#define PREFETCH(bytes) (4 * (bytes))

/* from q (n, k) bytes, d and m (n, k / G) float16 bits (m may be NULL: zero); columns past n get zero scales. four:
 * q is 0..15, two to a byte (input i in the low half of byte j of row i, input i + 16 in its high half) */
void pack_q(const signed char *q, const unsigned short *d, const unsigned short *m, int n, int k, unsigned char *p,
            int four) {
    int blocks = (n + NR - 1) / NR, groups = k / G, bytes = GROUP_BYTES(four);
    for (int b = 0; b < blocks; b++)
        for (int g = 0; g < groups; g++) {
            unsigned char *s = p + ((size_t)b * groups + g) * bytes;
            unsigned short *sd = (unsigned short *)s, *sm = sd + NR;
            memset(s, 0, bytes);
            for (int j = 0; j < NR; j++) {
                int col = b * NR + j;
                if (col >= n) continue;
                sd[j] = d[(size_t)col * groups + g];
                sm[j] = m ? m[(size_t)col * groups + g] : 0;
                const signed char *qg = q + (size_t)col * k + g * G;
                for (int i = 0; i < G; i++)
                    if (!four)
                        s[64 + i * NR + j] = (unsigned char)qg[i];
                    else if (i < G / 2)
                        s[64 + i * NR + j] = (unsigned char)((qg[i] & 15) | ((qg[i + G / 2] & 15) << 4));
            }
        }
}

/* the scales of a group: d0, d1 (columns 0-7, 8-15), m0, m1 */
#define SCALES(s, d0, d1, m0, m1)                                                   \
    __m256 d0 = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(s)));            \
    __m256 d1 = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)((s) + 16)));     \
    __m256 m0 = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)((s) + 32)));     \
    __m256 m1 = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)((s) + 48)));

/* the q of input i of a group, columns 8 h .. 8 h + 7, as eight int32: a byte each, or (four) half a byte, input
 * i's in the low halves of row i, input i + 16's in the high halves of row i - 16 */
static inline __attribute__((always_inline)) __m256i q8(const unsigned char *s, int i, int h, const int four) {
    if (!four)
        return _mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(s + 64 + i * NR + 8 * h)));
    __m256i b = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(s + 64 + (i % (G / 2)) * NR + 8 * h)));
    return i < G / 2 ? _mm256_and_si256(b, _mm256_set1_epi32(15)) : _mm256_srli_epi32(b, 4);
}

/* the 16 weights of input i of a group: w0 columns 0-7, w1 columns 8-15 */
#define WEIGHTS(s, i, d0, d1, m0, m1, w0, w1)                                  \
    __m256 w0 = _mm256_fmadd_ps(_mm256_cvtepi32_ps(q8(s, i, 0, four)), d0, m0); \
    __m256 w1 = _mm256_fmadd_ps(_mm256_cvtepi32_ps(q8(s, i, 1, four)), d1, m1);

/* for (i = 0; i < G; i++) body, as two loops of G / 2 where four, so that which half of a byte input i is in is a
 * constant of each loop (a test in the loop would cost a mispredicted branch a group) */
#define INPUTS(i, body)                               \
    if (four) {                                       \
        for (int i = 0; i < G / 2; i++) { body }      \
        for (int i = G / 2; i < G; i++) { body }      \
    } else {                                          \
        for (int i = 0; i < G; i++) { body }          \
    }

/* R rows of x against one block of such weights, each rebuilt in registers; as `rows` */
static inline __attribute__((always_inline)) void rows_q(const int R, const float *x, int k, const unsigned char *p,
                                                         float *y, int ldy, int cols, const float *bias,
                                                         const int four) {
    __m256 z = _mm256_setzero_ps();
    __m256 c0a = z, c0b = z, c1a = z, c1b = z, c2a = z, c2b = z, c3a = z, c3b = z, c4a = z, c4b = z, c5a = z,
           c5b = z;
    const int bytes = GROUP_BYTES(four);
    for (int g = 0; g < k / G; g++) {
        const unsigned char *s = p + (size_t)g * bytes;
        for (int l = 0; l < bytes; l += 64)
            _mm_prefetch((const char *)s + PREFETCH(bytes) + l, _MM_HINT_T0);
        SCALES(s, d0, d1, m0, m1)
        INPUTS(i, {
            int kk = g * G + i;
            WEIGHTS(s, i, d0, d1, m0, m1, w0, w1)
            STEP(0) STEP(1) STEP(2) STEP(3) STEP(4) STEP(5)
        })
    }
    OUT(0) OUT(1) OUT(2) OUT(3) OUT(4) OUT(5)
}

/* One or two rows against two blocks at once (p, q): each output is still one chain of fused multiply-adds in input
 * order, but with one row a block has only two chains, each waiting on the last add; two blocks give the core
 * twice as many to interleave. */
#define STEP2(r)                                                        \
    if (R > r) {                                                        \
        __m256 v = _mm256_broadcast_ss(x + (size_t)r * k + kk);         \
        c##r##a = _mm256_fmadd_ps(v, w0, c##r##a);                      \
        c##r##b = _mm256_fmadd_ps(v, w1, c##r##b);                      \
        e##r##a = _mm256_fmadd_ps(v, v0, e##r##a);                      \
        e##r##b = _mm256_fmadd_ps(v, v1, e##r##b);                      \
    }
static inline __attribute__((always_inline)) void rows_q2(const int R, const float *x, int k, const unsigned char *p,
                                                          const unsigned char *q, float *y, int ldy, int cols,
                                                          const float *bias, const int four) {
    __m256 z = _mm256_setzero_ps();
    __m256 c0a = z, c0b = z, c1a = z, c1b = z, e0a = z, e0b = z, e1a = z, e1b = z;
    const int bytes = GROUP_BYTES(four);
    for (int g = 0; g < k / G; g++) {
        const unsigned char *s = p + (size_t)g * bytes, *t = q + (size_t)g * bytes;
        for (int l = 0; l < bytes; l += 64) {
            _mm_prefetch((const char *)s + PREFETCH(bytes) + l, _MM_HINT_T0);
            _mm_prefetch((const char *)t + PREFETCH(bytes) + l, _MM_HINT_T0);
        }
        SCALES(s, d0, d1, m0, m1)
        SCALES(t, f0, f1, n0, n1)
        INPUTS(i, {
            int kk = g * G + i;
            WEIGHTS(s, i, d0, d1, m0, m1, w0, w1)
            WEIGHTS(t, i, f0, f1, n0, n1, v0, v1)
            STEP2(0) STEP2(1)
        })
    }
    for (int r = 0; r < R; r++) {
        store(y + (size_t)r * ldy, r ? c1a : c0a, r ? c1b : c0b, NR, bias);
        store(y + (size_t)r * ldy + NR, r ? e1a : e0a, r ? e1b : e0b, cols, bias ? bias + NR : NULL);
    }
}

/* block p rebuilt as `pack`'s float32 block (k x 16 floats) */
static inline __attribute__((always_inline)) void unpack_q(const unsigned char *p, int k, float *out,
                                                           const int four) {
    for (int g = 0; g < k / G; g++) {
        const unsigned char *s = p + (size_t)g * GROUP_BYTES(four);
        SCALES(s, d0, d1, m0, m1)
        INPUTS(i, {
            WEIGHTS(s, i, d0, d1, m0, m1, w0, w1)
            _mm256_storeu_ps(out + (size_t)(g * G + i) * NR, w0);
            _mm256_storeu_ps(out + (size_t)(g * G + i) * NR + 8, w1);
        })
    }
}

/* A few rows (a token, a step's tree) where the CPU has AVX-512: a 16-wide register holds a block's 16 rebuilt weights of an
 * input (one conversion and one multiply-add for the 16, where the AVX2 loop takes two of each), and R rows run
 * against NB blocks a pass, NB x R <= 24 sums in registers. Each output is the same chain of fused multiply-adds
 * over k in order and each weight the same fma(q, d, m), so the result is the AVX2 loop's bit for bit
 * (tests/test_blocked.py). On the Zen 5 machine, in the cache, one thread: 98-114 billion multiply-adds a second
 * for 4 to 12 rows, against the AVX2 loop's 31-36; one row (two threads, gate and up) 39 -> 28 us. One function for each (R, NB), loops unrolled so that the sums
 * stay in registers. */
#define FEW_ROWS 12
/* the q of input i of a group, its 16 columns, as sixteen int32 (as `q8`) */
__attribute__((target("avx512f"), always_inline)) static inline __m512i q16(const unsigned char *s, int i,
                                                                           const int four) {
    if (!four)
        return _mm512_cvtepi8_epi32(_mm_loadu_si128((const __m128i *)(s + 64 + i * NR)));
    __m512i b = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(s + 64 + (i % (G / 2)) * NR)));
    return i < G / 2 ? _mm512_and_si512(b, _mm512_set1_epi32(15)) : _mm512_srli_epi32(b, 4);
}
#define FEW(R, NB, FOUR)                                                                                            \
    __attribute__((target("avx512f"), optimize("unroll-loops"), noinline)) static void few_##R##_##NB##_##FOUR(   \
        const float *x, int k, const unsigned char *const *b, float *y, int ldy, const int *cols, const float *bias) { \
        const int four = FOUR, bytes = GROUP_BYTES(four);                                                           \
        __m512 c[NB][R];                                                                                            \
        for (int j = 0; j < NB; j++)                                                                                \
            for (int r = 0; r < R; r++)                                                                             \
                c[j][r] = _mm512_setzero_ps();                                                                      \
        for (int g = 0; g < k / G; g++) {                                                                           \
            __m512 d[NB], m[NB];                                                                                    \
            for (int j = 0; j < NB; j++) {                                                                          \
                const unsigned char *s = b[j] + (size_t)g * bytes;                                                  \
                for (int l = 0; l < bytes; l += 64)                                                                 \
                    _mm_prefetch((const char *)s + PREFETCH(bytes) + l, _MM_HINT_T0);                               \
                d[j] = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)s));                                     \
                m[j] = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(s + 32)));                              \
            }                                                                                                       \
            INPUTS(i, {                                                                                             \
                int kk = g * G + i;                                                                                 \
                __m512 w[NB];                                                                                       \
                for (int j = 0; j < NB; j++)                                                                        \
                    w[j] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(q16(b[j] + (size_t)g * bytes, i, four)), d[j], m[j]); \
                for (int r = 0; r < R; r++) {                                                                       \
                    __m512 v = _mm512_set1_ps(x[(size_t)r * k + kk]);                                               \
                    for (int j = 0; j < NB; j++)                                                                    \
                        c[j][r] = _mm512_fmadd_ps(v, w[j], c[j][r]);                                                \
                }                                                                                                   \
            })                                                                                                      \
        }                                                                                                           \
        for (int j = 0; j < NB; j++)                                                                                \
            for (int r = 0; r < R; r++)                                                                             \
                wide_store(y + (size_t)r * ldy + j * NR, c[j][r], cols[j], bias ? bias + j * NR : NULL);           \
    }
#define FEWS(FOUR)                                                                                                  \
    FEW(1, 4, FOUR) FEW(2, 4, FOUR) FEW(3, 4, FOUR) FEW(4, 4, FOUR)                                                 \
    FEW(1, 1, FOUR) FEW(2, 1, FOUR) FEW(3, 1, FOUR) FEW(4, 1, FOUR) FEW(5, 1, FOUR) FEW(6, 1, FOUR)                 \
    FEW(7, 1, FOUR) FEW(8, 1, FOUR) FEW(9, 1, FOUR) FEW(10, 1, FOUR) FEW(11, 1, FOUR) FEW(12, 1, FOUR)              \
    FEW(5, 2, FOUR) FEW(6, 2, FOUR) FEW(7, 2, FOUR) FEW(8, 2, FOUR) FEW(9, 2, FOUR) FEW(10, 2, FOUR)                \
    FEW(11, 2, FOUR) FEW(12, 2, FOUR)
FEWS(0)
FEWS(1)
typedef void (*few_fn)(const float *, int, const unsigned char *const *, float *, int, const int *, const float *);
/* by bytes (8-bit, 4-bit) and rows (1 .. 12): four blocks a pass up to 4 rows, two for more; and one block a pass
 * (the last few blocks) */
#define FEW_TABLE(NB1_4, NB5_12, FOUR)                                                                              \
    {0, few_1_##NB1_4##_##FOUR, few_2_##NB1_4##_##FOUR, few_3_##NB1_4##_##FOUR, few_4_##NB1_4##_##FOUR,               \
     few_5_##NB5_12##_##FOUR, few_6_##NB5_12##_##FOUR, few_7_##NB5_12##_##FOUR, few_8_##NB5_12##_##FOUR,              \
     few_9_##NB5_12##_##FOUR, few_10_##NB5_12##_##FOUR, few_11_##NB5_12##_##FOUR, few_12_##NB5_12##_##FOUR}
static const few_fn few_many[2][FEW_ROWS + 1] = {FEW_TABLE(4, 2, 0), FEW_TABLE(4, 2, 1)};
static const few_fn few_one[2][FEW_ROWS + 1] = {FEW_TABLE(1, 1, 0), FEW_TABLE(1, 1, 1)};

/* m (1 .. FEW_ROWS) rows against `count` consecutive blocks b (as many as `few_many` takes, or fewer: then a block
 * at a time), the first at output column `first` */
static void few_rows_q(const float *x, int m, int k, const unsigned char *const *b, int count, int per, int first,
                       float *y, int n, const float *bias, int four) {
    int cols[4];
    for (int j = 0; j < 4; j++)
        cols[j] = n - (first + j * NR) < NR ? n - (first + j * NR) : NR;
    if (count == per) {
        few_many[four][m](x, k, b, y + first, n, cols, bias ? bias + first : NULL);
        return;
    }
    for (int j = 0; j < count; j++)
        few_one[four][m](x, k, b + j, y + first + j * NR, n, cols + j, bias ? bias + first + j * NR : NULL);
}

/* r (1 .. MR) rows against one block, weights rebuilt in registers */
static inline __attribute__((always_inline)) void some_rows(int r, const float *x, int k, const unsigned char *p,
                                                            float *y, int ldy, int cols, const float *bias,
                                                            const int four) {
    BY_ROWS(rows_q, r, x, k, p, y, ldy, cols, bias, four)
}

/* y (m, n) = x (m, k) . W^T + bias for W packed by pack_q; k a multiple of G. Up to FEW_ROWS rows run 16 wide where
 * the CPU has AVX-512 (`few_rows_q`: four blocks a task up to 4 rows, as `few_many` takes them, two for more).
 * Elsewhere one or two rows run against two blocks at a time, up to 2 MR against one in one or two passes, each
 * weight rebuilt in registers. More rows (the prefill,
 * where the arithmetic, not the bytes, is the cost) rebuild WB blocks at a time into a float32 buffer and run the
 * float32 kernel's loop over them (`group_rows`). Returns 1 where the buffer could not be had. */
static inline __attribute__((always_inline)) int product_q(const float *x, int m, int k, const unsigned char *p,
                                                          int n, const float *bias, float *y, int threads,
                                                          const int four) {
    int blocks = (n + NR - 1) / NR, failed = 0;
    size_t stride = (size_t)(k / G) * GROUP_BYTES(four);
    if (wide && m <= FEW_ROWS) { /* AVX-512: `few_rows_q`, a task per pass */
        int per = m <= 4 ? 4 : 2;
#pragma omp parallel for schedule(static) num_threads(threads)
        for (int b = 0; b < blocks; b += per) {
            const unsigned char *group[4];
            int count = blocks - b < per ? blocks - b : per;
            for (int j = 0; j < count; j++)
                group[j] = p + (size_t)(b + j) * stride;
            few_rows_q(x, m, k, group, count, per, b * NR, y, n, bias, four);
        }
        return 0;
    }
    if (m <= 2) { /* pairs of blocks, the last one alone where their count is odd */
#pragma omp parallel for schedule(static) num_threads(threads)
        for (int b = 0; b < blocks; b += 2) {
            const unsigned char *block = p + (size_t)b * stride;
            const float *bb = bias ? bias + b * NR : NULL;
            float *yb = y + b * NR;
            if (b + 1 < blocks) {
                int cols = n - (b + 1) * NR < NR ? n - (b + 1) * NR : NR;
                if (m == 1) rows_q2(1, x, k, block, block + stride, yb, n, cols, bb, four);
                else rows_q2(2, x, k, block, block + stride, yb, n, cols, bb, four);
            } else {
                int cols = n - b * NR;
                if (m == 1) rows_q(1, x, k, block, yb, n, cols, bb, four);
                else rows_q(2, x, k, block, yb, n, cols, bb, four);
            }
        }
        return 0;
    }
    if (m > 2 * MR) { /* WB blocks at a time rebuilt into a float32 buffer, then the float32 kernel's loop */
#pragma omp parallel num_threads(threads) reduction(| : failed)
        {
            float *buffer = malloc((size_t)WB * k * NR * sizeof(float));
            if (!buffer) failed = 1;
#pragma omp for schedule(static)
            for (int b = 0; b < blocks; b += WB) {
                const float *group[WB];
                int count = blocks - b < WB ? blocks - b : WB;
                if (!buffer) continue;
                for (int j = 0; j < count; j++) {
                    unpack_q(p + (size_t)(b + j) * stride, k, buffer + (size_t)j * k * NR, four);
                    group[j] = buffer + (size_t)j * k * NR;
                }
                group_rows(x, m, k, group, count, b * NR, y, n, bias);
            }
            free(buffer);
        }
        return failed;
    }
#pragma omp parallel for schedule(static) num_threads(threads)
    for (int b = 0; b < blocks; b++) {
        const unsigned char *block = p + (size_t)b * stride;
        int cols = n - b * NR < NR ? n - b * NR : NR;
        const float *bb = bias ? bias + b * NR : NULL;
        float *yb = y + b * NR;
        if (m <= MR) {
            some_rows(m, x, k, block, yb, n, cols, bb, four);
        } else { /* two passes as even as can be: a pass of few rows waits on its sums' adds */
            int first = (m + 1) / 2;
            some_rows(first, x, k, block, yb, n, cols, bb, four);
            some_rows(m - first, x + (size_t)first * k, k, block, yb + (size_t)first * n, n, cols, bb, four);
        }
    }
    return 0;
}

/* y (m, n) = x (m, k) . W^T + bias for W packed by pack_q (four: 4-bit blocks, two weights a byte), as `product_q` */
int gemm_q(const float *x, int m, int k, const unsigned char *p, int n, const float *bias, float *y, int threads,
           int four) {
    return four ? product_q(x, m, k, p, n, bias, y, threads, 1) : product_q(x, m, k, p, n, bias, y, threads, 0);
}
