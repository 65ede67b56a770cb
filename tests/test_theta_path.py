"""θ_path on tiny random models: a drafted node whose path probability (the product of q from the root) is below it
is pruned, and only such a node; the output stays exact (the invariant over every shape is test_engine's)."""

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
                lookup=False)
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
