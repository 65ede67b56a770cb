"""The datastore drafter (`gsd.engine.datastore`): on a toy datastore it proposes the continuations the datastore
holds, each node's q its share of its parent's count, the longest n-gram first, never across an answer's end; on
the tiny models, drafting from a datastore of the target's own answers keeps greedy output equal to plain greedy
output and gets draft tokens accepted."""

import numpy as np
import pytest

from conftest import plain, tokens
from gsd.config import DecodeConfig
from gsd.engine.datastore import SEPARATOR, Datastore, DatastoreDrafter, shared_datastore, trie
from gsd.engine.loop import Engine
from gsd.models import ModelError

S = SEPARATOR
# three answers after "5 6 7": "8 10" twice, "9" once; one answer where "6 7" follows "4"
TOY = [1, 5, 6, 7, 8, 10, S, 2, 5, 6, 7, 9, S, 3, 5, 6, 7, 8, 10, S, 4, 6, 7, 11, S]


def test_continuations_are_counted_after_the_longest_n_gram_and_stop_at_an_answers_end():
    store = Datastore(TOY)
    assert len(store) == len(TOY) - TOY.count(S)
    assert store.continuations((0, 5, 6, 7), 3) == {(8, 10): 2, (9,): 1}  # "5 6 7" (a 3-gram): no "4 ... " ones
    assert store.continuations((0, 6, 7), 1) == {(8,): 2, (9,): 1, (11,): 1}  # "6 7" alone: every occurrence
    assert store.continuations((0, 12, 13), 3) == {}  # nothing repeats
    assert trie(store.continuations((5, 6, 7), 3)) == {(8,): 2, (8, 10): 2, (9,): 1}


def test_the_drafter_proposes_the_trie_with_each_childs_share_of_its_parent_as_q():
    config = DecodeConfig(k=4, theta_prob=0.0, theta_sib=0.0, max_depth=4, node_budget=16, lookup=False)
    graph = DatastoreDrafter(Datastore(TOY)).propose((0, 5, 6, 7), config).graph
    found = {(graph.nodes[node.parents[0]].token, node.token): node.q for node in graph.nodes[1:]}
    assert found == pytest.approx({(7, 8): 2 / 3, (7, 9): 1 / 3, (8, 10): 1.0})
    assert all(node.lookup for node in graph.nodes[1:])  # marked as no model's proposal
    narrow = DatastoreDrafter(Datastore(TOY)).propose((0, 5, 6, 7), config.replace(k=1)).graph
    assert [node.token for node in narrow.nodes[1:]] == [8, 10]  # the commonest branch alone
    cut = DatastoreDrafter(Datastore(TOY)).propose((0, 5, 6, 7), config.replace(theta_sib=0.6)).graph
    assert [node.token for node in cut.nodes[1:]] == [8, 10]  # 9's share is below 0.6 × 8's


def test_greedy_output_with_the_datastore_equals_plain_greedy_output(tiny_engine, tmp_path):
    engine = Engine(tiny_engine.pair)
    prompts = ["w5 w6 w7", "w30 w31 w30 w31", "w12 w13", "w40 w3 w9"]
    answers = []
    for prompt in prompts:  # the target's own greedy answers, as `make datastore` writes them
        answers += plain(engine, engine.encode(prompt, chat=False), 24) + [SEPARATOR]
    path = tmp_path / "answers.npy"
    np.save(path, np.array(answers, dtype=np.int32))
    engine.datastore_path = path
    config = DecodeConfig.for_mode("gsd", drafter="datastore", max_new_tokens=24)
    accepted = 0
    for prompt in prompts + ["w5 w6 w8"]:
        ids = engine.encode(prompt, chat=False)
        steps = list(engine.decode(ids, config))
        assert tokens(steps) == plain(engine, ids, 24)
        accepted += sum(step.accepted_draft_tokens for step in steps)
        assert all(step.counters.draft_forwards == 0 for step in steps)  # no model drafted
    assert accepted > 0


def test_a_missing_datastore_names_the_fix(tiny_engine, tmp_path):
    engine = Engine(tiny_engine.pair)
    engine.datastore_path = tmp_path / "none.npy"
    shared_datastore.cache_clear()
    with pytest.raises(ModelError, match="make datastore"):
        list(engine.generate("w5 w6", DecodeConfig.for_mode("gsd", drafter="datastore", max_new_tokens=4),
                             chat=False))
