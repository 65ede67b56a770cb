"""The rest of a layer in the engine's own kernels (`gsd/forward/kernels/layer.c`, through `gsd.forward.kernels`): the RMSNorm, the rotary
embedding with the cache writes, and the MLP's silu(gate) * up compute what transformers' layers compute (the rotary
bit for bit, the others to float rounding), and a row's result never depends on the rows beside it, so a tree
position still gets what a one-token forward gives it (the forwards' tests run them wherever they are used)."""

import pytest
import torch

from gsd.forward.kernels import build, calls

needs_kernel = pytest.mark.skipif(build.library() is None,
                                  reason="the kernels need an x86 CPU with AVX2 and a C compiler")


@needs_kernel
@pytest.mark.parametrize("shape", [(1, 1, 576), (1, 6, 252), (3, 5, 70), (256, 64)])
def test_the_rms_norm_computes_what_transformers_does_row_by_row(shape):
    """rms_norm gives what torch's RMSNorm gives to float rounding, for widths a multiple of 32, of 8 and neither,
    and a row's result does not depend on the rows beside it."""
    torch.manual_seed(sum(shape))
    x, weight = torch.randn(shape) * 3, torch.randn(shape[-1])
    got = calls.rms_norm(x, weight, 1e-5)
    want = torch.nn.functional.rms_norm(x, (shape[-1],), weight, 1e-5)
    torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5)
    rows = x.reshape(-1, shape[-1])
    together = got.reshape(-1, shape[-1])
    assert all(torch.equal(calls.rms_norm(rows[i:i + 1], weight, 1e-5)[0], together[i]) for i in range(len(rows)))


@needs_kernel
@pytest.mark.parametrize("heads, groups, dim, count, past", [(9, 3, 64, 1, 40), (9, 3, 64, 6, 100), (4, 4, 16, 3, 0)])
def test_rope_store_rotates_and_writes_what_torch_does_bit_for_bit(heads, groups, dim, count, past):
    """The rotated queries, and the rotated keys and the values written into the cache at past .. past + T - 1, are
    what transformers' rotary embedding and a copy into the cache give, bit for bit; the rest of the cache is
    untouched."""
    from transformers.models.llama.modeling_llama import rotate_half
    torch.manual_seed(count + past)
    qkv = torch.randn(1, count, (heads + 2 * groups) * dim)
    angles = torch.rand(1, count, dim) * 6
    cos, sin = angles.cos(), angles.sin()
    keys, values = torch.randn(1, groups, past + count + 5, dim), torch.randn(1, groups, past + count + 5, dim)
    want_keys, want_values = keys.clone(), values.clone()
    q = calls.rope_store(qkv, groups, dim, cos, sin, keys, values, past)
    qk = qkv[..., : (heads + groups) * dim].view(1, count, -1, dim).transpose(1, 2)
    qk = qk * cos[:, None] + rotate_half(qk) * sin[:, None]
    want_keys[:, :, past:past + count] = qk[:, heads:]
    want_values[:, :, past:past + count] = qkv[..., (heads + groups) * dim:].view(1, count, -1, dim).transpose(1, 2)
    assert torch.equal(q, qk[:, :heads]) and torch.equal(keys, want_keys) and torch.equal(values, want_values)
    with pytest.raises(ValueError, match="room"):
        calls.rope_store(qkv, groups, dim, cos, sin, keys[:, :, :past], values[:, :, :past], past)


@needs_kernel
@pytest.mark.parametrize("shape", [(1, 1, 3072), (1, 6, 3072), (5, 2 * 37)])
def test_silu_mul_computes_what_torch_does_row_by_row(shape):
    """silu(gate) * up from the joined projection's output, as torch's silu and product give it to float rounding
    (gates from -100 to 100: exp's both ends), for widths a multiple of 8 and not, each row on its own."""
    torch.manual_seed(shape[-1])
    gate_up = torch.randn(shape) * 4
    gate_up.view(-1)[:4] = torch.tensor([-100.0, 100.0, -30.0, 30.0])
    got = calls.silu_mul(gate_up)
    gate, up = gate_up.split(shape[-1] // 2, dim=-1)
    torch.testing.assert_close(got, torch.nn.functional.silu(gate) * up, rtol=2e-6, atol=1e-6)
    rows = gate_up.reshape(-1, shape[-1])
    together = got.reshape(len(rows), -1)
    assert all(torch.equal(calls.silu_mul(rows[i:i + 1])[0], together[i]) for i in range(len(rows)))


@needs_kernel
@pytest.mark.parametrize("rows, n, k", [(1, 49152, 2), (4, 49152, 2), (3, 16384, 4), (2, 13, 13), (5, 7, 3), (1, 1, 2)])
def test_rows_top_reads_what_torchs_topk_argmax_and_softmax_read(rows, n, k):
    """Each row's k largest values and their columns as torch's topk gives them (the first column as argmax takes
    it, of tied largest values the first), and the softmax's divisor, its p to float rounding: for widths a multiple
    of 8 and not, k up to the width, ties and -inf among the values."""
    torch.manual_seed(rows * n + k)
    x = torch.randn(rows, n) * 4
    if n > 20:
        x[0, 9] = x[0, n - 3] = x[0].max() + 1  # the largest twice: the first is the argmax
        x[-1, :50] = float("-inf")
    values, indices, sums = calls.rows_top(x, k)
    want = x.topk(min(k, n), dim=-1)
    assert torch.equal(values, want.values)
    assert torch.equal(indices[:, 0], x.argmax(dim=-1))
    assert torch.equal(x.gather(1, indices), values)  # each value at its column
    exact = torch.exp(x.double() - x.double().max(dim=-1, keepdim=True).values).sum(dim=-1)
    torch.testing.assert_close(sums.double(), exact, rtol=1e-6, atol=0)  # summed in double: closer than torch's
    torch.testing.assert_close(1.0 / sums, torch.softmax(x, dim=-1).max(dim=-1).values, rtol=1e-5, atol=1e-7)
    assert all(torch.equal(calls.rows_top(x[i:i + 1], k)[2][0], sums[i]) for i in range(rows))  # row by row


@needs_kernel
def test_a_greedy_step_read_in_one_pass_reads_what_torchs_passes_read():
    """`read_greedy` against the torch path it stands in for (softmax, argmax, top-2 and the greedy walk): the same
    path, bonus token, tokens and margins, and p to float rounding, on a tree whose root's first child is accepted."""
    from gsd.config import DecodeConfig
    from gsd.engine.graph import Tree
    from gsd.engine.step import answers, read_greedy, reads_once
    from gsd.engine.verify import accept_greedy, target_probs
    torch.manual_seed(5)
    logits = torch.randn(5, 300) * 3
    best = logits.argmax(dim=-1).tolist()
    # root 0 -> 1 (the target's token: accepted), 0 -> 2; 1 -> 3, 3 -> 4 (tokens the target did not choose)
    tokens = (7, best[0], (best[0] + 1) % 300, (best[1] + 5) % 300, 11)
    tree = Tree(tokens, (-1, 0, 0, 1, 3), (0, 1, 1, 2, 3), (0, 1, 2, 3, 4))
    assert reads_once(logits) and not reads_once(logits.double())
    path, bonus, p, said = read_greedy(logits, tree)
    probs = target_probs(logits, DecodeConfig(temperature=0.0))
    assert (path, bonus) == accept_greedy(tree, best) == ([0, 1], best[1])
    rows, chosen = torch.tensor(tree.parents[1:] + (path[-1],)), torch.tensor(tree.tokens[1:] + (bonus,))
    assert p == pytest.approx(probs[rows, chosen].tolist(), rel=1e-5, abs=1e-7)
    for (token, token_p, margin), (t, tp, m) in zip(said, answers(logits, probs, best, tree, path, bonus, True)):
        assert token == t and token_p == pytest.approx(tp, rel=1e-5) and margin == pytest.approx(m, rel=1e-6)
