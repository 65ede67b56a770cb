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
 * Built with gemm.c and loaded by gsd/forward/kernels/, which says why it exists.
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

/* The rest is a step's decoder layers in one call (`step_layers`): the norms, products, rotary embedding, attention
 * and residual adds above, in the order and with the functions gsd/forward/lean.py calls one by one, so every result is the
 * same bit for bit; it spares a forward of 30 layers about 300 calls from Python, which cost more than the layers'
 * arithmetic besides their products (docs/performance.md, "The layers in one call"). */
#include <stdlib.h>
#include <string.h>

int gemm_q(const float *x, int m, int k, const unsigned char *p, int n, const float *bias, float *y, int threads,
           int four);
void gemm(const float *x, int m, int k, const float *p, int n, const float *bias, float *y, int threads);
int attend(const float *q, const float *keys, const float *values, int heads_n, int groups, int t, int d, int end,
           int capacity, const unsigned char *visible, float scale, float *out, int threads);

/* a linear layer as gsd/forward/kernels/ holds it: a BlockedLinear's float32 blocks (bits 32) or a QuantLinear's 4-bit or
 * 8-bit blocks, whose inputs may run past in_features (zero columns: the rows get zeros there) */
typedef struct {
    const void *packed;
    const float *bias; /* NULL: none */
    int bits, in, inputs, out;
} Linear;

/* y (rows, out) = x (rows, in) . W^T + bias, as the layer's `_multiply` does it; pad: room for rows x inputs */
static int apply(const Linear *l, const float *x, int rows, float *y, float *pad, int threads) {
    if (l->bits == 32) {
        gemm(x, rows, l->in, (const float *)l->packed, l->out, l->bias, y, threads);
        return 0;
    }
    if (l->inputs != l->in) {
        for (int r = 0; r < rows; r++) {
            memcpy(pad + (size_t)r * l->inputs, x + (size_t)r * l->in, sizeof(float) * (size_t)l->in);
            memset(pad + (size_t)r * l->inputs + l->in, 0, sizeof(float) * (size_t)(l->inputs - l->in));
        }
        x = pad;
    }
    return gemm_q(x, rows, l->inputs, (const unsigned char *)l->packed, l->out, l->bias, y, threads, l->bits == 4);
}

/* what `step_layer` needs of a layer besides the rows and the cache: its norms, products and shape */
typedef struct {
    const float *norm1, *norm2;
    float eps1, eps2;
    Linear qkv, o, gate_up, down;
    int heads, groups, dim;
    float scale;
} Layer;

/* the floats a layer's intermediate rows take: its products' widest inputs or outputs, and its queries */
static size_t room(const Layer *l, int rows) {
    const Linear *all[4] = {&l->qkv, &l->o, &l->gate_up, &l->down};
    size_t most = (size_t)l->heads * l->dim;
    for (int i = 0; i < 4; i++) {
        most = (size_t)all[i]->inputs > most ? (size_t)all[i]->inputs : most;
        most = (size_t)all[i]->out > most ? (size_t)all[i]->out : most;
    }
    return most * rows;
}

/* x (rows, hidden) += layer l's attention block's output, then += its MLP's, for rows new positions at past .. past +
 * rows - 1: rms_norm, qkv, rope_store (the cache written), attend (visible as there), o, the residual add; rms_norm,
 * gate_up, silu_mul, down, the residual add. keys and values: the layer's cache (groups, capacity, dim); h, y, pad
 * and q: room(l, rows) floats each. Returns 0, or -1 when memory for attention's scores or a block cannot be had. */
static int step_layer(float *x, int rows, int hidden, const Layer *l, const float *cos, const float *sin, float *keys,
                      float *values, int capacity, int past, const unsigned char *visible, int threads, float *h,
                      float *y, float *pad, float *q) {
    int failed = 0;
    rms_norm(x, rows, hidden, l->norm1, l->eps1, h);
    failed |= apply(&l->qkv, h, rows, y, pad, threads);
    rope_store(y, rows, l->heads, l->groups, l->dim, cos, sin, q, keys, values, capacity, past);
    failed |= attend(q, keys, values, l->heads, l->groups, rows, l->dim, past + rows, capacity, visible, l->scale, h,
                     threads) != 0;
    failed |= apply(&l->o, h, rows, y, pad, threads);
    for (size_t i = 0; i < (size_t)rows * hidden; i++) x[i] = x[i] + y[i];
    rms_norm(x, rows, hidden, l->norm2, l->eps2, h);
    failed |= apply(&l->gate_up, h, rows, y, pad, threads);
    silu_mul(y, rows, l->gate_up.out / 2, h);
    failed |= apply(&l->down, h, rows, y, pad, threads);
    for (size_t i = 0; i < (size_t)rows * hidden; i++) x[i] = x[i] + y[i];
    return failed ? -1 : 0;
}

/* `step_layer` for each of `count` layers in turn, the cache of layer i at keys + i * stride (and values), the
 * intermediate rows' memory had once for them all: a step's whole stack of layers in one call from Python, whose own
 * cost was tens of us for each call's two dozen arguments. Returns 0, or -1 when memory cannot be had. */
int step_layers(float *x, int rows, int hidden, const Layer *layers, int count, const float *cos, const float *sin,
                float *keys, float *values, size_t stride, int capacity, int past, const unsigned char *visible,
                int threads) {
    size_t most = 0;
    for (int i = 0; i < count; i++)
        most = room(layers + i, rows) > most ? room(layers + i, rows) : most;
    float *work = malloc(sizeof(float) * most * 4);
    int failed = !work;
    for (int i = 0; i < count && !failed; i++)
        failed = step_layer(x, rows, hidden, layers + i, cos, sin, keys + i * stride, values + i * stride, capacity,
                            past, visible, threads, work, work + most, work + 2 * most, work + 3 * most) != 0;
    free(work);
    return failed ? -1 : 0;
}

/* A whole step forward in one call (`step_model`): the embedding's rows, the layers (`step_layers`), the final norm
 * and the head, as gsd/forward/lean.py runs them one by one, bit for bit. Around a draft forward's layers (0.5 ms
 * after a target forward had left the caches cold), the dozen torch calls of the embedding, the rotary embedding's
 * cos and sin, the copies, the final norm and the head took 0.3 ms more (docs/performance.md, "A step forward in one
 * call"). */
typedef struct {
    const float *embed; /* (vocabulary, hidden) float32 rows */
    int vocabulary, hidden;
    const Layer *layers;
    int count;
    const float *norm; /* the final norm's weight */
    float eps;
    Linear head; /* the output head: every token's logits, or a draft's kept tokens' */
    int dim;     /* the heads' size: a cos and a sin row's */
} Model;

/* logits (last or rows, head.out) of `rows` new tokens at `positions`, over a cache of `past` positions: tokens'
 * embedding rows; cos and sin rows from the tables (a row a position, `dim` floats, the model's rotary embedding's);
 * the layers (the cache written at past .. past + rows - 1, `visible` as `step_layers` takes it); the final norm of
 * the last `last` rows (every row where last is 0) and the head. Returns 0, -1 when memory cannot be had, or -2 for a
 * token outside the embedding (nothing run). */
int step_model(const Model *m, const long long *tokens, const long long *positions, int rows, const float *cos_table,
               const float *sin_table, float *keys, float *values, size_t stride, int capacity, int past,
               const unsigned char *visible, int last, float *logits, int threads) {
    for (int r = 0; r < rows; r++)
        if (tokens[r] < 0 || tokens[r] >= m->vocabulary) return -2;
    int out = last > 0 && last < rows ? last : rows, dim = m->dim;
    size_t hidden = (size_t)m->hidden, inputs = (size_t)(m->head.inputs > m->hidden ? m->head.inputs : m->hidden);
    float *x = malloc(sizeof(float) * (hidden * rows + 2 * (size_t)dim * rows + 2 * inputs * out));
    if (!x) return -1;
    float *cos = x + hidden * rows, *sin = cos + (size_t)dim * rows, *normed = sin + (size_t)dim * rows;
    float *pad = normed + inputs * out;
    for (int r = 0; r < rows; r++) {
        memcpy(x + hidden * r, m->embed + hidden * (size_t)tokens[r], sizeof(float) * hidden);
        memcpy(cos + (size_t)dim * r, cos_table + (size_t)dim * (size_t)positions[r], sizeof(float) * dim);
        memcpy(sin + (size_t)dim * r, sin_table + (size_t)dim * (size_t)positions[r], sizeof(float) * dim);
    }
    int failed = step_layers(x, rows, m->hidden, m->layers, m->count, cos, sin, keys, values, stride, capacity, past,
                             visible, threads);
    if (!failed) {
        rms_norm(x + hidden * (rows - out), out, m->hidden, m->norm, m->eps, normed);
        failed = apply(&m->head, normed, out, logits, pad, threads);
    }
    free(x);
    return failed ? -1 : 0;
}

/* What a step reads of the logits of each of its rows, in one pass over them and one more (`rows_top`): the k largest
 * (high to low; of equal values the first, as an argmax takes it) with their columns, and the sum of exp(x - largest)
 * a softmax divides by. torch took a softmax, an argmax and a top-2 over every row, three passes over a target's
 * 49,152 logits a row, 0.3 ms for a step of four rows (docs/performance.md, "A step's logits read once"). */
static void row_top(const float *x, int n, int k, float *values, long long *indices, float *sum) {
    int held = 0;
    float least = -INFINITY; /* values[k - 1] once k are held: only a larger value gets in */
    for (int i = 0; i < n; i++) {
        if (held == k) { /* eight at a time while none of them gets in */
            __m256 bar = _mm256_set1_ps(least);
            while (i + 8 <= n && !_mm256_movemask_ps(_mm256_cmp_ps(_mm256_loadu_ps(x + i), bar, _CMP_GT_OQ)))
                i += 8;
            if (i == n) break;
            if (!(x[i] > least)) continue;
        }
        int at = held < k ? held : k - 1; /* the least held value makes room where k are held */
        for (; at > 0 && values[at - 1] < x[i]; at--) { /* after the equal values held: they came first */
            values[at] = values[at - 1];
            indices[at] = indices[at - 1];
        }
        values[at] = x[i];
        indices[at] = i;
        held += held < k;
        least = held == k ? values[k - 1] : -INFINITY;
    }
    /* the sum in double: tens of thousands of terms summed in float drifted 1e-5 from torch's softmax */
    float most = values[0];
    __m256 top = _mm256_set1_ps(most);
    __m256d low = _mm256_setzero_pd(), high = low;
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256 e = exp8(_mm256_sub_ps(_mm256_loadu_ps(x + i), top));
        low = _mm256_add_pd(low, _mm256_cvtps_pd(_mm256_castps256_ps128(e)));
        high = _mm256_add_pd(high, _mm256_cvtps_pd(_mm256_extractf128_ps(e, 1)));
    }
    double lanes[4];
    _mm256_storeu_pd(lanes, _mm256_add_pd(low, high));
    double total = (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
    for (; i < n; i++) total += expf(x[i] - most);
    *sum = (float)total;
}

/* `row_top` for each of `rows` rows of x (rows, n), k <= n: values and indices (rows, k), sums (rows), the rows shared
 * among `threads` */
void rows_top(const float *x, int rows, int n, int k, float *values, long long *indices, float *sums, int threads) {
#pragma omp parallel for schedule(static) num_threads(rows > 1 ? threads : 1)
    for (int r = 0; r < rows; r++)
        row_top(x + (size_t)r * n, n, k, values + (size_t)r * k, indices + (size_t)r * k, sums + r);
}
