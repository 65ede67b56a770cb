"""Literal graphs: chain, fork, diamond (a merge), with their masks, unrolled trees and positions written out;
the prompt-lookup branch grafted onto a graph and verified on top of the budget."""

from gsd.config import DecodeConfig
from gsd.engine.lookup import graft_lookup, lookup_chains, repeat_length
from gsd.engine.graph import GraphBuilder, ancestor_mask, positions, unroll
import dataclasses
import random

import pytest

from gsd.trace import PRUNED, Node, changed

T = True
F = False


def test_chain_mask_is_lower_triangular():
    assert ancestor_mask([-1, 0, 1, 2]).tolist() == [
        [T, F, F, F],
        [T, T, F, F],
        [T, T, T, F],
        [T, T, T, T],
    ]


def test_fork_mask_hides_siblings():
    # root -> a, root -> b, a -> c
    assert ancestor_mask([-1, 0, 0, 1]).tolist() == [
        [T, F, F, F],
        [T, T, F, F],
        [T, F, T, F],
        [T, T, F, T],
    ]


def _diamond(merge_n):
    """root -> x -> z and root -> y -> z: with merging, the second z is an edge into the first."""
    builder = GraphBuilder((5, 7), merge_n)
    x, _ = builder.add(0, 10, 0.6)
    y, _ = builder.add(0, 11, 0.4)
    z1, _ = builder.add(x, 12, 0.9)
    z2, merged = builder.add(y, 12, 0.8)
    return builder, (x, y, z1, z2, merged)


def test_diamond_merges_on_token_alone_and_unrolls_to_a_tree():
    builder, (x, y, z1, z2, merged) = _diamond(merge_n=0)
    assert merged and z1 == z2 == 3 and builder.merges == 1
    graph = builder.build(str)
    assert graph.nodes[3].parents == (1, 2) and graph.nodes[3].depth == 2 and graph.merge_edges == [(2, 3)]
    tree = unroll(graph, budget=10)
    assert tree.tokens == (7, 10, 11, 12, 12)
    assert tree.parents == (-1, 0, 0, 1, 2)
    assert tree.nodes == (0, 1, 2, 3, 3)
    assert positions(tree.depths, 9).tolist() == [9, 10, 10, 11, 11]
    assert ancestor_mask(tree.parents).tolist() == [
        [T, F, F, F, F],
        [T, T, F, F, F],
        [T, F, T, F, F],
        [T, T, F, T, F],
        [T, F, T, F, T],
    ]


def test_bigram_merge_needs_the_same_preceding_token():
    _, (_, _, z1, z2, merged) = _diamond(merge_n=1)  # preceding tokens 10 and 11 differ
    assert not merged and z1 != z2
    builder = GraphBuilder((5, 7), 1)
    a, _ = builder.add(0, 10, 0.5)
    b, _ = builder.add(0, 11, 0.5)
    c, _ = builder.add(a, 20, 0.5)
    d, _ = builder.add(b, 20, 0.5)  # different bigram (11, 20) vs (10, 20)
    e, _ = builder.add(c, 30, 0.5)
    f, merged = builder.add(d, 30, 0.5)  # same bigram (20, 30) on another branch: merged
    assert c != d and merged and e == f


def test_merged_subtree_is_copied_under_each_parent_within_the_budget():
    builder, (x, y, z, _, _) = _diamond(merge_n=0)
    builder.add(z, 13, 0.9)  # z's child is copied under both z copies
    graph = builder.build(str)
    full = unroll(graph, budget=10)
    assert full.tokens == (7, 10, 11, 12, 12, 13, 13) and full.parents == (-1, 0, 0, 1, 2, 3, 4)
    assert unroll(graph, budget=4).tokens == (7, 10, 11, 12, 12)


def test_positions_count_every_copy_a_merge_makes():
    """The builder's count of positions is the size of the unrolled tree, also when a late merge lands on a
    node that already has children (as a prompt-lookup node may): the whole subtree gains copies."""
    builder, (_, _, z, _, _) = _diamond(merge_n=0)
    builder.add(z, 13, 0.9)
    assert builder.positions() == len(unroll(builder.build(str), budget=100)) == 7
    assert builder.fits(z, budget=8) and not builder.fits(z, budget=7)  # a child of z: two more positions
    w, _ = builder.add(0, 14, 0.5)
    builder.add(w, 12, 0.5)  # merges into z, which has a child: z and 13 now three copies each
    assert builder.positions() == len(unroll(builder.build(str), budget=100)) == 10


def test_pruned_nodes_are_never_verified():
    builder = GraphBuilder((1,), None)
    builder.add(0, 4, 0.9)
    builder.add(0, 5, 0.01, pruned=True)
    graph = builder.build(str)
    assert graph.nodes[2].status == PRUNED and builder.positions() == 2
    assert unroll(graph, budget=8).tokens == (1, 4)


def _pruned_fan() -> tuple:
    """root -> a (0.6) -> c (0.7); pruned: b (0.3, under the root), d (0.2, under a), e (0.25, under c: path 0.105),
    f (0.1, under the root, the same token as a)."""
    builder = GraphBuilder((1,), None)
    a, _ = builder.add(0, 10, 0.6)
    b, _ = builder.add(0, 11, 0.3, pruned=True)
    c, _ = builder.add(a, 12, 0.7)
    d, _ = builder.add(a, 13, 0.2, pruned=True)
    e, _ = builder.add(c, 14, 0.25, pruned=True)
    f, _ = builder.add(0, 10, 0.1, pruned=True)
    return builder.build(str), (a, b, c, d, e, f)


def test_fill_verifies_the_likeliest_pruned_children_as_leaves():
    """Up to `fill` positions the pruned children of the tree's positions ride along, the highest path probability
    first (b 0.3, d 0.12, e 0.105), each under its parent; a token a live sibling has is never doubled (f); the
    node budget still bounds the tree; fill 0, or a tree already as large, leaves them out."""
    graph, (a, b, c, d, e, f) = _pruned_fan()
    assert unroll(graph, budget=8).nodes == (0, a, c) == unroll(graph, budget=8, fill=3).nodes
    tree = unroll(graph, budget=8, fill=5)
    assert tree.nodes == (0, a, c, b, d)
    assert tree.parents == (-1, 0, 1, 0, 1) and tree.depths == (0, 1, 2, 1, 2) and tree.tokens == (1, 10, 12, 11, 13)
    assert unroll(graph, budget=8, fill=32).nodes == (0, a, c, b, d, e)  # f: token 10 is a's, under the same root
    assert unroll(graph, budget=3, fill=32).nodes == (0, a, c, b)  # at most 1 + budget positions
    ancestor_mask(tree.parents)  # parents still come before children


def test_no_merge_into_another_layer():
    builder = GraphBuilder((1,), 0)
    a, _ = builder.add(0, 4, 0.9)
    b, merged = builder.add(a, 4, 0.9)  # same token one layer down: a new node, no cycle
    assert not merged and b != a


def test_the_built_graph_marks_merge_edges():
    builder, _ = _diamond(merge_n=0)
    graph = builder.build(str)
    edges = sorted((parent, index) for index, node in enumerate(graph.nodes) for parent in node.parents)
    assert edges == [(0, 1), (0, 2), (1, 3), (2, 3)]
    assert graph.merge_edges == [(2, 3)]  # the second parent's edge; the first parent's is the node's own


def test_the_lookup_branch_follows_the_draft_then_grows_its_own_nodes():
    context = (1, 5, 6, 7, 8, 9, 10, 11, 12, 1, 5, 6, 7)  # "1 5 6 7" occurred before, followed by 8 9 10 11 12
    config = DecodeConfig(max_depth=4, lookup_depth=4, merge_n=1)
    builder = GraphBuilder(context, config.merge_n)
    a, _ = builder.add(0, 8, 0.9)    # the draft guessed the first token right
    builder.add(a, 13, 0.8)          # and the second wrong
    pruned, _ = builder.add(a, 9, 0.01, pruned=True)
    path = graft_lookup(builder, context, config)  # 8 9 10 11: the draft's 8, then its own; max depth 4
    nodes = builder.nodes
    grafted = [i for i, node in enumerate(nodes) if node.lookup]
    assert path == (a, *grafted) and [nodes[i].token for i in grafted] == [9, 10, 11]
    assert nodes[grafted[0]].parents == (a,) and grafted[0] != pruned and not nodes[a].lookup
    assert [nodes[i].depth for i in grafted] == [2, 3, 4]
    assert all(nodes[i].q == 1.0 for i in grafted)  # "6 7" occurred once: all its occurrences agree


def test_the_lookup_branch_stops_at_its_depth_and_at_the_draft_depth():
    """lookup_depth cuts the branch (each position a verify forward takes costs its multiply-adds), and
    max_depth cuts it where it is the smaller."""
    context = (0, 1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0, 1, 5, 6, 7)  # a 5-token repeat, then 8 9 10 11 12 13 0
    for max_depth, lookup_depth, tokens in ((6, 3, [8, 9, 10]), (6, 5, [8, 9, 10, 11, 12]), (2, 5, [8, 9]),
                                            (6, 1, [8])):
        builder = GraphBuilder(context, 1)
        path = graft_lookup(builder, context, DecodeConfig(max_depth=max_depth, lookup_depth=lookup_depth))
        assert [builder.nodes[node].token for node in path] == tokens, (max_depth, lookup_depth)


def test_the_lookup_branch_is_as_long_as_the_repeat_it_follows():
    """Within lookup_depth the branch takes as many tokens as the context's end repeats an earlier stretch: a
    short repeat is often chance, a long one the text copying itself."""
    config = DecodeConfig(max_depth=8, lookup_depth=8)
    for context, tokens in (((5, 6, 7, 8, 9, 10, 11, 12, 6, 7), [8, 9]),                  # "6 7": 2 tokens
                            ((4, 5, 6, 7, 8, 9, 10, 11, 3, 5, 6, 7), [8, 9, 10]),          # "5 6 7": 3
                            ((0, 1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0, 1, 5, 6, 7), [8, 9, 10, 11, 12]),
                            ((2, 3, 4, 2, 3, 4, 2, 3, 4), [2, 3, 4])):                    # what follows runs out first
        builder = GraphBuilder(context, 1)
        path = graft_lookup(builder, context, config)
        assert [builder.nodes[node].token for node in path] == tokens, context
    assert repeat_length((9, 1, 2, 3, 8, 1, 2, 3), 4, 8) == 3 and repeat_length((1, 2, 1, 2), 2, 1) == 1


def test_prompt_lookup_as_the_drafter_trusts_each_continuation_as_far_as_its_repeat():
    context = (7, 1, 2, 3, 1, 4, 5, 6, 2, 7, 1)  # "7 1" repeats once (then 2 3), "1" alone more often
    chains = lookup_chains(context, 4, 6, trust=True)
    assert chains == [([2, 3], 1.0)]  # the longest n-gram that repeats decides, cut at its 2-token repeat
    assert lookup_chains(context, 4, 6) == [([2, 3, 1, 4, 5, 6], 1.0)]
    chains = lookup_chains((1, 4, 1, 5, 1), 4, 6, trust=True)  # only "1" repeats: one token after each
    assert chains == [([5], 0.5), ([4], 0.5)]


def test_no_lookup_branch_without_a_repeated_bigram():
    builder = GraphBuilder((5, 6, 7, 5, 8, 9, 7), 1)  # single tokens repeat, no two tokens in a row do
    assert graft_lookup(builder, builder.context, DecodeConfig()) == () and len(builder) == 1


def test_a_lookup_node_merges_into_its_layer():
    context = (0, 1, 2, 3, 4, 9, 0, 1, 2)  # lookup after a 3-token repeat: 3 4 9
    builder = GraphBuilder(context, 0)
    x, _ = builder.add(0, 20, 0.6)
    y, _ = builder.add(x, 4, 0.5)    # the draft's other branch reached 4 at depth 2
    path = graft_lookup(builder, context, DecodeConfig(max_depth=3, lookup_depth=3, merge_n=0))
    three = builder.child(0, 3)
    assert builder.nodes[three].lookup and builder.child(three, 4) == y  # merged on the token alone
    assert builder.nodes[y].parents == (x, three) and builder.merges == 1
    assert path == (three, y, builder.child(y, 9))
    tree = unroll(builder.build(str), budget=16, keep=path)  # y is verified under both parents
    assert sorted(tree.nodes).count(y) == 2


def test_the_lookup_branch_is_verified_on_top_of_the_budget():
    context = (9, 0, 1, 2, 3, 4, 5, 6, 9, 0, 1, 2)  # lookup after a 4-token repeat: 3 4 5 6
    builder = GraphBuilder(context, None)
    for token in (10, 11, 12, 13):  # a wide draft: four children of the root, one grandchild each
        child, _ = builder.add(0, token, 0.5)
        builder.add(child, token + 10, 0.5)
    path = graft_lookup(builder, context, DecodeConfig(max_depth=4, lookup_depth=4, merge_n=None))
    graph = builder.build(str)
    assert [graph.nodes[i].token for i in path] == [3, 4, 5, 6]
    plain = unroll(graph, budget=4)
    assert len(plain) == 5 and not set(path) & set(plain.nodes)  # the branch, appended last, is cut first
    tree = unroll(graph, budget=4, keep=path)
    assert len(tree) == 1 + 4 + len(path) and set(path) <= set(tree.nodes)
    assert [tree.nodes[p] for p in range(len(tree)) if tree.nodes[p] not in path][1:] == list(plain.nodes[1:])
    for position, node in enumerate(tree.nodes):  # parents come first, and each kept node under the one before
        if node in path and path.index(node) > 0:
            assert tree.nodes[tree.parents[position]] == path[path.index(node) - 1]


def _lookup_by_every_slice(context, count, depth, longest, shortest, trust):
    """lookup_chains as its docstring says it, comparing a slice at every earlier position, most recent first."""
    follows, counts = {}, {}
    for n in range(longest, shortest - 1, -1):
        if len(context) <= n:
            continue
        for start in range(len(context) - n - 1, -1, -1):
            if context[start:start + n] == context[-n:]:
                first = context[start + n]
                counts[first] = counts.get(first, 0) + 1
                if first not in follows and len(follows) < count:
                    most = repeat_length(context, start + n, depth) if trust else depth
                    follows[first] = list(context[start + n:start + n + most])
        if follows:
            break
    total = sum(counts.values()) or 1
    return [(chain, counts[first] / total) for first, chain in follows.items()]


def test_lookup_finds_what_a_slice_at_every_position_finds():
    """The search starts only where the last token occurred before; the chains, their order and shares are those of
    comparing the n-gram at every earlier position."""
    rng = random.Random(3)
    for _ in range(3000):
        vocabulary = rng.choice((2, 3, 5, 40))
        context = tuple(rng.randrange(vocabulary) for _ in range(rng.randint(0, 50)))
        longest = rng.randint(1, 4)
        args = (rng.randint(1, 4), rng.randint(1, 8), longest, rng.randint(1, longest), rng.random() < 0.5)
        assert lookup_chains(context, *args) == _lookup_by_every_slice(context, *args), (context, args)


def test_a_changed_node_is_what_replace_gives_and_an_unknown_field_is_refused():
    node = Node(5, "", (0,), 1, 0.5, "rejected", stages=(1,))
    copy = changed(node, text="a", status="accepted", p=0.25)
    assert copy == dataclasses.replace(node, text="a", status="accepted", p=0.25) and node.text == ""
    assert hash(copy) == hash(dataclasses.replace(node, text="a", status="accepted", p=0.25))
    with pytest.raises(TypeError, match="colour"):
        changed(node, colour="red")
    with pytest.raises(dataclasses.FrozenInstanceError):
        copy.text = "b"


def test_the_ancestor_mask_of_a_random_tree_is_each_row_and_its_parents_row():
    rng = random.Random(1)
    for size in (1, 2, 5, 40):
        parents = [-1] + [rng.randrange(i) for i in range(1, size)]
        mask = ancestor_mask(parents)
        assert mask.shape == (size, size) and mask.dtype.is_floating_point is False
        for i, parent in enumerate(parents):
            ancestors = {i}
            while parent >= 0:
                ancestors.add(parent)
                parent = parents[parent]
            assert [j for j in range(size) if mask[i, j]] == sorted(ancestors)
