"""θ_path on tiny random models: a drafted node whose path probability (the product of q from the root) is below it
is pruned, and only such a node; `fill` verifies the likeliest pruned nodes after all while the tree is small; the
output stays exact (the invariant over every shape is test_engine's)."""

import pytest

from gsd.config import DecodeConfig


def _path_probability(nodes) -> list[float]:
    """Each node's path probability: the product of q from the root, along its likeliest path."""
    reach = [1.0]
    for node in nodes[1:]:
        reach.append(max(reach[parent] for parent in node.parents) * node.q)
    return reach


@pytest.mark.parametrize("theta_path", [0.02, 0.05])
def test_theta_path_prunes_the_unlikely_paths_and_nothing_else(tiny_engine, theta_path):
    """θ_path prunes a drafted node whose path probability is below it (marked as θ_path's, never verified,
    never grown), and only such a node: the same settings without it draft the same graph with those nodes
    verified or grown. The output stays exact."""
    ids = tiny_engine.encode("w5 w6 w7 w8", chat=False)
    wide = dict(k=8, theta_prob=0.0, theta_sib=0.0, merge_n=None, max_depth=3, node_budget=256, max_new_tokens=12,
                lookup=False, fill=0)
    cut = list(tiny_engine.decode(ids, DecodeConfig.for_mode("gsd", theta_path=theta_path, **wide)))
    whole = list(tiny_engine.decode(ids, DecodeConfig.for_mode("gsd", theta_path=0.0, **wide)))
    assert [t for s in cut for t in s.committed] == [t for s in whole for t in s.committed]
    pruned = 0
    for step in cut:
        nodes = step.graph.nodes
        reach = _path_probability(nodes)
        for index, node in enumerate(nodes[1:], start=1):
            below = reach[index] < theta_path and not any(nodes[p].path_cut for p in node.parents)
            assert node.path_cut == below, (index, reach[index])
            assert (node.status == "pruned") == node.path_cut and (node.p is None) == node.path_cut
            assert not any(nodes[p].path_cut for p in node.parents)  # a pruned node is never grown
        pruned += sum(node.path_cut for node in nodes)
        assert step.counters.target_tree_size == 1 + sum(node.status != "pruned" for node in nodes[1:])
    assert pruned  # the random draft's flat q leaves many unlikely paths
    assert not any(node.path_cut or node.status == "pruned" for step in whole for node in step.graph.nodes)
    assert cut[0].counters.target_tree_size < whole[0].counters.target_tree_size  # the same context, fewer positions


@pytest.mark.parametrize("fill", [3, 6])
def test_fill_verifies_the_likeliest_pruned_nodes_while_the_tree_is_small(tiny_engine, fill):
    """With a high θ_path the random draft's trees are small; `fill` then verifies pruned nodes as leaves up to
    `fill` positions, each with the target's p, still marked with the threshold that pruned it, and none likelier
    left out; nothing pruned grows. The output is the unfilled run's and plain decoding's."""
    ids = tiny_engine.encode("w5 w6 w7 w8", chat=False)
    settings = dict(k=4, theta_prob=0.0, theta_sib=0.0, theta_path=0.3, merge_n=None, max_depth=3, max_new_tokens=12,
                    lookup=False)
    filled = list(tiny_engine.decode(ids, DecodeConfig.for_mode("gsd", fill=fill, **settings)))
    plain = list(tiny_engine.decode(ids, DecodeConfig.for_mode("gsd", fill=0, **settings)))
    ar = list(tiny_engine.decode(ids, DecodeConfig.for_mode("ar", max_new_tokens=12)))
    assert [t for s in filled for t in s.committed] == [t for s in plain for t in s.committed] == \
        [t for s in ar for t in s.committed]
    assert not any(node.spared for step in plain for node in step.graph.nodes)
    spared = 0
    for step in filled:
        nodes = step.graph.nodes
        reach = _path_probability(nodes)
        left = [reach[i] for i, node in enumerate(nodes) if node.status == "pruned"]
        kept = [reach[i] for i, node in enumerate(nodes) if node.spared]
        for node in nodes:
            if node.spared:
                assert node.pruned_by == "θ_path" and node.p is not None and node.status != "pruned"
                assert not any(nodes[p].spared for p in node.parents)  # a leaf: nothing pruned grows
        assert len(step.positions) == 1 + sum(node.status != "pruned" for node in nodes[1:]) <= max(fill, len(
            step.positions) - len(kept))
        if kept and left:
            assert min(kept) >= max(left)  # the likeliest first (every pruned node here hangs under a verified one)
        if left:
            assert len(step.positions) >= fill  # filled up, while anything pruned was left
        spared += len(kept)
    assert spared
