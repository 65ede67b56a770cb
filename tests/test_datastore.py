"""The datastore (`gsd.engine.datastore`): on a toy datastore the continuations of the context's longest n-gram are
counted, never across an answer's end, and the drafter (`model+datastore`) grafts the one most of them share onto the
draft model's graph, each node's q its share of its parent's count, following the draft's own nodes where they agree
and adding marked nodes where they do not; on the tiny models, with a datastore of the target's own answers, greedy
output equals plain greedy output and retrieved tokens are accepted."""

import numpy as np
import pytest

from conftest import plain, tokens
from gsd.config import DecodeConfig
from gsd.engine.datastore import (GRAFT_COUNT, GRAFT_SHARE, SEPARATOR, Datastore, RetrievingDrafter, commonest_branch,
                                  shared_datastore, trie)
from gsd.engine.graph import GraphBuilder
from gsd.engine.lookup import graft_branch
from gsd.engine.loop import Engine
from gsd.models import ModelError
from gsd.page import look
from gsd.page.run.handlers import Page
from gsd.page.run.session import EngineSlot, Session
from gsd.trace_file import dumps, loads
from helpers import SETTINGS

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


def test_the_drafter_grafts_the_continuation_the_toy_datastore_holds_with_count_shares_as_q(tiny_engine):
    config = DecodeConfig(lookup=False, max_depth=4)
    drafter = RetrievingDrafter(tiny_engine.pair.draft, None, Datastore(TOY))
    context = (0, 5, 6, 7)  # "5 6 7" followed by "8 10" twice and "9" once
    drafter.prefill(context[:-1])
    proposal = drafter.propose(context, config)
    nodes = proposal.graph.nodes
    assert [nodes[i].token for i in proposal.lookup_path] == [8, 10]  # verified whatever the node budget
    shares = {8: 2 / 3, 10: 1.0}
    retrieved = [i for i in proposal.lookup_path if nodes[i].retrieved]
    assert retrieved and all(nodes[i].q == pytest.approx(shares[nodes[i].token]) for i in retrieved)
    assert proposal.draft_forwards > 0 and any(not node.retrieved for node in nodes[1:])  # the draft's own graph too
    drafter.rewind(context)
    assert drafter.propose((1, 12, 13), config).lookup_path == ()  # nothing retrieved: the draft's graph alone


def test_the_commonest_branch_goes_on_while_most_occurrences_agree():
    assert (GRAFT_SHARE, GRAFT_COUNT) == (0.5, 2)  # the figures below assume these
    counted = {(8, 10, 12): 3, (8, 10, 13): 1, (8, 11): 1, (9,): 1}
    branch = commonest_branch(counted, 6)
    assert [token for token, _ in branch] == [8, 10, 12]
    assert [q for _, q in branch] == pytest.approx([5 / 6, 4 / 5, 3 / 4])  # each its share of its prefix's count
    assert [token for token, _ in commonest_branch(counted, 2)] == [8, 10]  # within the depth
    assert commonest_branch({(8, 10): 1, (9,): 1}, 6) == []  # one occurrence is not enough
    assert commonest_branch({(8,): 2, (9,): 2, (7,): 1}, 6) == []  # 8 follows 2 of 5: under half


def test_the_retrieved_branch_follows_the_drafts_nodes_and_adds_marked_ones():
    builder = GraphBuilder((0, 5), merge_n=1)
    drafted, _ = builder.add(0, 8, 0.7)
    builder.add(0, 9, 0.2)
    path = graft_branch(builder, [(8, 0.8), (10, 0.6)], retrieved=True)
    assert path[0] == drafted and len(path) == 2  # the draft's own 8, then a new 10 under it
    node = builder.nodes[path[1]]
    assert (node.token, node.parents, node.lookup, node.retrieved) == (10, (drafted,), True, True)
    assert not builder.nodes[drafted].retrieved and node.q == pytest.approx(0.6)


@pytest.fixture
def own_answers(tiny_engine, tmp_path):
    """An engine on the tiny pair drafting from a datastore of the tiny target's own greedy answers (as `make
    datastore` writes them), and the prompts they answer."""
    engine = Engine(tiny_engine.pair)
    prompts = ["w5 w6 w7", "w30 w31 w30 w31", "w12 w13", "w40 w3 w9"]
    answers = []
    for prompt in prompts:
        answers += plain(engine, engine.encode(prompt, chat=False), 24) + [SEPARATOR]
    path = tmp_path / "answers.npy"
    np.save(path, np.array(answers, dtype=np.int32))
    engine.datastore_path = path
    return engine, prompts


def test_greedy_output_with_the_draft_model_and_the_datastore_equals_plain_greedy_output(own_answers):
    engine, prompts = own_answers
    config = DecodeConfig.for_mode("gsd", drafter="model+datastore", max_new_tokens=24)
    retrieved = accepted = 0
    for prompt in prompts + ["w5 w6 w8"]:
        ids = engine.encode(prompt, chat=False)
        steps = list(engine.decode(ids, config))
        assert tokens(steps) == plain(engine, ids, 24)
        nodes = [node for step in steps for node in step.graph.nodes if node.retrieved]
        retrieved += len(nodes)
        accepted += sum(node.status == "accepted" for node in nodes)
    assert retrieved >= accepted > 0  # retrieved from the target's own answers, where the random draft is wrong
    assert engine.drafter_name(config) == f"{engine.draft_name} and the datastore"
    restored = loads(dumps(steps))[0]  # the mark survives a trace file
    assert [n.retrieved for n in restored[-1].graph.nodes] == [n.retrieved for n in steps[-1].graph.nodes]


def test_the_page_with_the_datastore_draws_its_nodes_as_diamonds(own_answers):
    engine, _ = own_answers
    page = Page(EngineSlot(engine), example=None, drafter="model+datastore")
    session = Session()
    prompt = "w12 w13"  # its answer repeats itself: its n-grams occur in the datastore often enough (GRAFT_COUNT)
    list(page.generate(session, prompt, **{**SETTINGS, "chat": False, "max_new_tokens": 24}))
    assert tokens(session.steps) == plain(engine, engine.encode(prompt, chat=False), 24)
    shown = next(i for i, step in enumerate(session.steps, start=1) if any(n.retrieved for n in step.graph.nodes))
    figure = page.scrub(session, shown).dag
    assert any(trace.name == look.MARKS[look.RETRIEVED] and trace.marker.symbol == "diamond-open"
               for trace in figure.data)
    assert "from the datastore" in figure.layout.title.text  # the caption counts them


def test_a_missing_datastore_names_the_fix_and_holds_no_cache(tiny_engine, tmp_path):
    engine = Engine(tiny_engine.pair, static="eager")
    engine.datastore_path = tmp_path / "none.npy"
    shared_datastore.cache_clear()
    config = DecodeConfig.for_mode("gsd", drafter="model+datastore", max_new_tokens=4)
    with pytest.raises(ModelError, match="make datastore"):
        list(engine.generate("w5 w6", config, chat=False))
    assert not any(cache.busy for cache in engine._static.values())  # refused before the draft's cache was taken
