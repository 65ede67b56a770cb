"""Steps sized by the machine's costs (`gsd.engine.cost`, `DecodeConfig.sized`): the costs' arithmetic, the rule's
choice on a draft of known q, fewer draft forwards for a dearer draft and more for a dearer target, exactness with
the rule on (greedy on the tiny pairs and the embedded pair, sampling by χ²), and the trace's new fields read back.
Every cost here is injected, never timed, so no test depends on the machine's speed."""

from dataclasses import replace

import numpy as np
import pytest
import torch

from gsd import trace_file
from gsd.bench.rows import mode_config, parse_row, row_cost_scale
from gsd.config import SIZED, DecodeConfig
from gsd.engine.cost import STALE, Calibration, Experience, Sizer, measure, ordinal
from gsd.engine.draft import ModelDrafter
from gsd.trace import (ACCEPTED, PRUNED, REJECTED, ROOT, Costs, Counters, Node, Position, StepTrace, TokenGraph,
                       Verdict)

from conftest import PROMPTS, plain, tokens
from helpers import pooled_chisquare_p
from test_sampling import EOS as SAMPLING_EOS, RUNS, exact_joint

# A plain forward 4 ms, each more position 0.25 ms, a draft forward 1 ms, nothing else.
COSTS = Costs((1, 9), (4.0, 6.0), 1.0, 0.0)
VOCAB = 8


def sized(mode: str = "gsd", **settings) -> DecodeConfig:
    return DecodeConfig.for_mode(mode, **{**SIZED, **settings})


# ---- the costs ----

def test_costs_join_the_timed_widths_and_carry_the_line_past_the_widest():
    costs = Costs((1, 2, 4, 8), (4.0, 4.5, 5.0, 7.0), 1.5, 0.2)
    assert costs.plain_ms == costs.verify(1) == 4.0
    assert costs.verify(3) == pytest.approx(4.75) and costs.verify(6) == pytest.approx(6.0)
    slope = costs.position_ms  # the median of the six slopes between two widths
    assert slope == pytest.approx((2.5 / 6 + 3 / 7) / 2)
    assert costs.verify(10) == pytest.approx(7.0 + 2 * slope)
    dear = costs.scaled(draft=3.0, target=2.0)
    assert dear.draft_ms == 4.5 and dear.verify_ms == (8.0, 9.0, 10.0, 14.0) and dear.step_ms == 0.2
    assert Costs((1, 2), (4.0, 3.0), 1.0).position_ms == 0.0  # a noisy slope below 0 is taken as 0


def test_one_width_timed_while_the_machine_was_busy_moves_the_slope_little():
    steady = Costs((1, 2, 3, 4, 6, 8), (4.0, 4.25, 4.5, 4.75, 5.25, 5.75))
    busy = Costs((1, 2, 3, 4, 6, 8), (4.0, 4.25, 4.5, 4.75, 40.0, 5.75))
    assert steady.position_ms == pytest.approx(0.25) and busy.position_ms < 0.3


def test_a_position_costs_at_least_a_share_of_a_plain_forward():
    flat = Sizer(Costs((1, 2, 3), (4.0, 4.0, 4.0), 1.0), learn=False)
    assert flat.position_ms(1) == flat.position_ms(5) == pytest.approx(0.02 * 4.0)


def test_a_positions_price_follows_the_tree_s_width():
    """A verify's cost is not a line: the next position's price is the slope of the timed widths around the tree's
    size, past the widest the median slope."""
    costs = Costs((1, 2, 4, 8), (4.0, 4.5, 5.0, 7.0), 1.0)
    assert [costs.position_at(w) for w in (1, 2, 3, 4, 7)] == [0.5, 0.25, 0.25, 0.5, 0.5]
    assert costs.position_at(8) == costs.position_at(20) == costs.position_ms
    sizer = Sizer(costs, learn=False)
    assert sizer.position_ms(2) == 0.25 and sizer.layer([1.0, 1.0], 2)[2] == pytest.approx(1.0 + 0.25 + 0.25)


def calibration_step() -> StepTrace:
    """A verified step: root → a (q 0.85, accepted) → c (q 0.75, rejected); root → b (q 0.15, rejected) → d (q 0.95,
    never reached); root → e, a prompt-lookup node (q 0.5, rejected)."""
    def node(token, parent, depth, q, status, lookup=False):
        return Node(token, "", (parent,), depth, q, status, p=0.5, lookup=lookup)

    nodes = (Node(1, "", (), 0, 1.0, ROOT), node(2, 0, 1, 0.85, ACCEPTED), node(3, 0, 1, 0.15, REJECTED),
             node(4, 1, 2, 0.75, REJECTED), node(5, 2, 2, 0.95, REJECTED), node(6, 0, 1, 0.5, REJECTED, lookup=True))
    parents = (-1, 0, 0, 1, 2, 0)
    positions = tuple(Position(i, parent, 10 + nodes[i].depth, 7, "", 0.5, 1.0, i in (0, 1))
                      for i, parent in enumerate(parents))
    return StepTrace(0, TokenGraph(nodes), Verdict((0, 1), 7, "", 0.5), (2, 7), ("", ""), Counters(target_tree_size=6),
                     {}, positions)


def test_calibration_counts_the_nodes_the_target_reached():
    calibration = Calibration()
    assert calibration(0.35) == pytest.approx(0.35)  # before any step: q itself
    calibration.observe(calibration_step())
    reached, accepted = [0] * 10, [0] * 10
    reached[8], accepted[8] = 1, 1  # a
    reached[1] = 1                  # b
    reached[7] = 1                  # c; d was never reached, e is the lookup's
    assert (calibration.reached, calibration.accepted) == (reached, accepted)
    assert calibration(0.85) == pytest.approx((1 + 4 * 0.85) / 5) and calibration(0.75) == pytest.approx(4 * 0.75 / 5)
    assert calibration(0.95) == pytest.approx(0.95)


def test_a_run_keeps_its_costs_current_from_its_steps():
    """A draft timed at 30 ms when the engine started (the machine busy), 1 ms a forward in the run's steps: the
    run's figure gives way at its first sample past the first step (whose time holds the prefill). Injected costs
    (learn=False) stay as given."""
    measured = Costs((1, 2, 4), (40.0, 42.0, 44.0), 30.0, 0.0)
    step = replace(calibration_step(), ms={"draft": 2.0, "verify": 5.0, "commit": 0.1},
                   counters=Counters(draft_forwards=2, target_tree_size=6))
    learning, fixed = Sizer(measured), Sizer(measured, learn=False)
    for sizer in (learning, fixed):
        sizer.observe(step, first=True)
    assert learning.costs == fixed.costs == measured
    for sizer in (learning, fixed):
        sizer.observe(step)
    assert learning.costs.draft_ms == 1.0 and learning.costs.verify(6) == pytest.approx(5.0)
    # every width follows it down, the measured shape kept: 5 ms where 6 positions had measured 46
    assert learning.costs.widths == measured.widths
    assert learning.costs.verify_ms == pytest.approx(tuple(ms * 5.0 / measured.verify(6) for ms in measured.verify_ms))
    assert fixed.costs == measured
    assert learning.token_ms < fixed.token_ms  # its steps cost less than the measured figures said
    # a deeper layer's forward, timed by the drafter, gets its own price; the catch-up keeps the step-wide one
    for sizer in (learning, fixed):
        sizer.timed(False, 0.4)
    assert learning.forward_ms(False) == 0.4 and learning.forward_ms(True) == learning.draft_ms == 1.0
    assert fixed.forward_ms(False) == fixed.forward_ms(True) == 30.0


def test_a_width_no_longer_verified_leaves_the_level():
    """Two positions verified at 13 ms while a plain step took 9 (a long context's), then only plain steps at 7 ms (a
    short one): while the second width is verified lately it sets the verifies' level with the first (the median of
    their figures over the measured ones); once it has gone unverified for `STALE` steps its samples go, and the level
    is the plain step's alone. Before, it kept its 13 ms, the second position priced at 6 ms, and a step that would
    have verified it again did not pay."""
    sizer = taking_turns(9.0, 13.0, rounds=4)
    assert sizer.costs.verify(1) == pytest.approx(8.0 * (13.0 / 9.0 + 9.0 / 8.0) / 2)
    for count in range(STALE):
        sizer.observe(plain_step(7.0))
        # its last sample more than STALE steps back (counting the plain step after it and this one): dropped
        assert (sizer.costs.verify(2) == pytest.approx(9.0 * 7.0 / 8.0)) == (count + 3 > STALE)
    assert sizer.position_ms(1) == pytest.approx(1.0 * 7 / 8)


def test_a_positions_price_keeps_the_measured_shape():
    """A run's verifies move its costs' level, not their shape: a second position timed noisily high (11 ms against
    a plain step's 8, where `measure` had 9 against 8) does not price the next position at 3 ms, but at the measured
    1 ms times the level (the median of 8/8 and 11/9)."""
    sizer = taking_turns(8.0, 11.0, rounds=6)
    level = (1.0 + 11.0 / 9.0) / 2
    assert sizer.position_ms(1) == pytest.approx(1.0 * level) and sizer.costs.verify(1) == pytest.approx(8.0 * level)


def taking_turns(plain_ms: float, second_ms: float, rounds: int) -> Sizer:
    """A learning sizer on costs measured at 8, 9 and 10 ms for 1, 2 and 4 positions, after a first step and then
    `rounds` of a two-position verify in `second_ms` and a plain one in `plain_ms`."""
    sizer = Sizer(Costs((1, 2, 4), (8.0, 9.0, 10.0), 1.0, 0.0))
    sizer.observe(plain_step(plain_ms), first=True)
    for _ in range(rounds):
        sizer.observe(plain_step(second_ms, width=2))
        sizer.observe(plain_step(plain_ms))
    return sizer


def plain_step(verify_ms: float, width: int = 1) -> StepTrace:
    """A step that verified `width` positions in `verify_ms`."""
    return replace(calibration_step(), ms={"draft": 0.0, "verify": verify_ms, "commit": 0.1},
                   counters=Counters(target_tree_size=width))


def test_a_run_starts_from_the_timings_earlier_runs_left():
    """What one run timed carries to the next run of the same drafter on the same forward (`Timings`, kept in the
    `Experience`): the next run starts at 1 ms a draft forward, not at the 30 ms the engine timed when it started."""
    measured = Costs((1, 2, 4), (40.0, 42.0, 44.0), 30.0, 0.0)
    step = replace(calibration_step(), ms={"draft": 2.0, "verify": 5.0, "commit": 0.1},
                   counters=Counters(draft_forwards=2, target_tree_size=6))
    experience = Experience()
    first = Sizer(measured, experience=experience)
    first.observe(step, first=True)
    first.observe(step)
    second = Sizer(measured, experience=experience)
    assert second.costs == first.costs and second.costs.draft_ms == 1.0
    assert second.costs.verify(6) == pytest.approx(5.0)
    assert Sizer(measured, experience=Experience()).costs == measured  # nothing timed yet: the costs timed at start
    assert Sizer(measured, learn=False, experience=experience).costs == measured  # injected costs stay as given


def test_ordinals():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == ["first", "2nd", "3rd", "4th", "11th", "12th",
                                                                       "13th", "21st", "22nd"]


# ---- the rule, on a draft of known q ----

class KnownQ(ModelDrafter):
    """A draft whose q after each path of tokens from the root is written out: `table[path]` gives {token: q}
    (what is left spread over the other tokens). No model runs; each call counts as a draft forward."""

    def __init__(self, table: dict[tuple[int, ...], dict[int, float]]):
        self.table = table
        self.vocabulary = None
        self.forwards = self.tokens = 0
        self.drafted = None

    def _q(self, path: tuple[int, ...]) -> torch.Tensor:
        """The logits whose softmax is the written q (a draft forward's scores, as `_top` reads them)."""
        given = self.table.get(path, {})
        rest = (1.0 - sum(given.values())) / (VOCAB - len(given))
        return torch.tensor([given.get(token, rest) for token in range(VOCAB)], dtype=torch.float64).log().float()

    def _catch_up(self, context, before=0):
        self.forwards += 1
        self.tokens += 1
        return self._q(())

    def _run_nodes(self, builder, nodes, columns):
        self.forwards += 1
        self.tokens += len(nodes)
        return torch.stack([self._q(builder.path(node)[len(builder.context):]) for node in nodes])


# a confident chain 3 → 5 → 6 → 7 (q 0.9, 0.8, 0.5, 0.9), with one unlikely sibling at each of the first two layers
CHAIN = {(): {3: 0.9, 4: 0.06}, (3,): {5: 0.8, 1: 0.1}, (3, 5): {6: 0.5}, (3, 5, 6): {7: 0.9}}
CONTEXT = (1, 2, 3, 4, 5)  # nothing of it repeats: no prompt-lookup branch


def propose(costs: Costs, **settings):
    drafter = KnownQ(CHAIN)
    drafter.sizer = Sizer(costs, learn=False)
    return drafter.propose(CONTEXT, sized(k=2, max_depth=6, **settings))


def verified(proposal) -> list[tuple[int, ...]]:
    """The token paths of the nodes the proposal would have verified (not pruned)."""
    nodes = proposal.graph.nodes

    def path(index):
        return path(nodes[index].parents[0]) + (nodes[index].token,) if index else ()

    return sorted(path(i) for i, node in enumerate(nodes) if i and node.status != PRUNED)


def test_the_rule_drafts_while_a_layer_pays_and_verifies_what_pays_its_position():
    """A token costs 4 ms (a plain step), a draft forward 1 ms, a position 0.25 ms; the run's expected acceptance a
    layer further starts at 0.5. Layer 1 adds 0.5 × 1 expected tokens = 2 ms for 1.25 ms: drafted. Its node 4 (chance
    0.06 × 4 ms = 0.24 ms) does not pay its 0.25 ms position; node 3 (0.9) does. Layer 2 adds 0.9 × 0.5 = 0.45
    tokens (1.8 ms), layer 3 0.72 × 0.5 = 0.36 (1.44 ms): both pay 1.25 ms. Layer 4 would add 0.36 × 0.5 = 0.18
    tokens, 0.72 ms for 1.25: the drafting stops there, three forwards, the 3rd layer verified."""
    proposal = propose(COSTS)
    assert proposal.draft_forwards == 3
    assert verified(proposal) == [(3,), (3, 1), (3, 5), (3, 5, 6)]  # node (3, 1): 0.9 × 0.1 = 0.09, 0.36 ms
    pruned = [node.token for node in proposal.graph.nodes if node.status == PRUNED]
    assert 4 in pruned and all(node.path_cut for node in proposal.graph.nodes if node.status == PRUNED)
    sizing = proposal.sized
    assert sizing.reason == "a 4th layer would add 0.18 expected tokens for 1.2 ms; a token costs 4.0 ms here"
    assert sizing.next_tokens == pytest.approx(0.18) and sizing.next_ms == pytest.approx(1.25)
    assert sizing.expected == pytest.approx(1 + 0.9 + 0.09 + 0.72 + 0.36)
    assert (sizing.token_ms, sizing.draft_ms, sizing.position_ms, sizing.plain_ms) == (4.0, 1.0, 0.25, 4.0)
    assert not sizing.plain


def test_a_dearer_draft_drafts_less_and_a_dear_enough_one_not_at_all():
    assert propose(COSTS.scaled(draft=1.5)).draft_forwards == 2  # layer 3's 1.44 ms no longer pays 1.75
    plain_step = propose(COSTS.scaled(draft=10.0))
    assert plain_step.draft_forwards == 0 and len(plain_step.graph.nodes) == 1
    assert plain_step.sized.plain
    assert plain_step.sized.reason == ("a first layer would add 0.50 expected tokens for 10.2 ms; a token costs "
                                       "4.0 ms here: a plain step")


def test_a_dearer_target_drafts_more():
    """A token costs 12 ms and a position 0.75: layer 4 (0.18 tokens, 2.2 ms) now pays its 1.75 ms, and so does
    layer 5 (0.16 tokens, 1.9 ms), none of whose nodes then pays its position. A position's price and a token's
    grow alike, so the nodes kept in the first layers are the same."""
    dear = propose(COSTS.scaled(target=3.0))
    assert dear.draft_forwards == 5 > propose(COSTS).draft_forwards
    assert verified(dear) == [(3,), (3, 1), (3, 5), (3, 5, 6), (3, 5, 6, 7)]
    assert dear.sized.reason.startswith("no 5th-layer node would pay its place in the verify")


# a GPU's verify: its first extra row dear (2 ms, half a plain step), the next fourteen 0.1 ms in all (each priced at
# the floor, 2% of a plain step: 0.08 ms); a draft forward 0.3 ms
FLAT = Costs((1, 2, 16), (4.0, 6.0, 6.1), 0.3, 0.0)
LINE = Costs((1, 2, 16), (4.0, 5.0, 19.0), 0.3, 0.0)  # two CPU cores' verify, about: 1 ms each position


def test_where_positions_cost_little_past_the_first_nodes_pay_together():
    """At 4 ms a token, chances 0.4, 0.3 and 0.2 bring 1.6, 1.2 and 0.8 ms. On FLAT none pays its own place at
    the first extra row (2 ms), but the three together do (3.6 ms for 2.16); on LINE those that pay alone are kept."""
    assert Sizer(FLAT, learn=False).paying([0.4, 0.3, 0.2], 1) == 3
    assert Sizer(FLAT, learn=False).paying([0.4], 1) == 0
    assert Sizer(LINE, learn=False).paying([0.4, 0.3, 0.2], 1) == 2  # 0.8 ms does not pay its 1 ms


def test_a_first_layer_that_does_not_pay_alone_can_with_the_next():
    """On FLAT, with the expected acceptance a layer further at its start (0.5): a first layer adds 0.5 tokens (2
    ms) for a 0.3 ms forward and the 2 ms first row, 0.3 ms short; a second adds 0.25 tokens (1 ms) for 0.38 ms, and
    the two pay. On LINE each next layer adds less for as much, and no number of them pays."""
    flat = Sizer(FLAT, learn=False)
    assert not flat.layer([1.0], 1, root=True)[0]  # alone
    assert flat.layer([1.0], 1, root=True, layers=6)[0]
    assert not flat.layer([1.0], 1, root=True, layers=6, limit=2)[0]  # no room for the second layer's node
    assert not Sizer(LINE.scaled(draft=5.0), learn=False).layer([1.0], 1, root=True, layers=6)[0]
    drafted = propose(FLAT)  # the chain drafted and verified where each node alone would not have paid its first row
    assert drafted.draft_forwards == 5 and {(3,), (3, 5), (3, 5, 6), (3, 5, 6, 7)} <= set(verified(drafted))


def test_a_layer_drafted_for_the_layers_after_it_verifies_its_likeliest_node():
    """On FLAT, the expected acceptance a layer further 0.45 at the root and 0.7 deeper: the first layer (1.8 ms of
    tokens for 2.3) pays only with the second (1.26 ms for 0.38). Its likeliest node, q 0.35, does not pay the first
    extra row alone (1.4 ms against 2); it is verified all the same, and the layer after it grows from it, rather
    than a draft forward spent on a step that verifies its root alone."""
    experience = Experience()
    experience.ahead.update({True: 0.45, False: 0.7})
    sizer = Sizer(FLAT, learn=False, experience=experience)
    assert sizer.layer([1.0], 1, root=True, layers=6)[0] and sizer.for_deeper
    assert sizer.paying([0.35, 0.06], 1) == 0
    drafter = KnownQ({(): {3: 0.35, 4: 0.06}, (3,): {5: 0.9}})
    drafter.sizer = sizer
    proposal = drafter.propose(CONTEXT, sized(k=2, max_depth=6))
    assert {(3,), (3, 5)} <= set(verified(proposal)) and (4,) not in verified(proposal)


def test_the_thresholds_still_apply_where_set():
    assert (3, 1) not in verified(propose(COSTS, theta_path=0.1))


def test_after_many_plain_steps_a_step_drafts_again(cycling_engine):
    """A draft timed far too dear makes plain steps; every 8 in a row, one step drafts anyway (and, learning,
    would time it afresh). The cycling target writes 40 tokens without an end of text."""
    ids = cycling_engine.encode("w5 w6 w7 w8", chat=False)
    steps = list(cycling_engine.decode(ids, sized(max_new_tokens=40, lookup=False), costs=COSTS.scaled(draft=100.0)))
    drafted = [index for index, step in enumerate(steps) if step.counters.draft_forwards]
    assert drafted and drafted[0] == 8 and all(not step.sized.plain for step in (steps[i] for i in drafted))
    assert all(step.sized.plain for index, step in enumerate(steps) if index not in drafted)


def test_the_roots_of_plain_steps_move_the_roots_ahead_as_a_drafted_root_does():
    """At a plain step's root the draft would have offered children of these q; their calibrated chances (q itself
    before any count), those of at least LEAST summed, move the root's expected acceptance a tenth of the way each."""
    sizer = Sizer(COSTS, learn=False)
    assert sizer.ahead(True) == 0.5
    sizer.skipped([[0.9, 0.05, 0.01], [0.2, 0.1]])
    after_one = 0.5 + 0.1 * (0.95 - 0.5)  # 0.01 adds nothing: below LEAST
    assert sizer.ahead(True) == pytest.approx(after_one + 0.1 * (0.3 - after_one))
    assert sizer.ahead(False) == 0.5  # deeper layers learn from drafted nodes alone


def test_the_step_after_plain_steps_reads_the_drafts_scores_at_their_roots(cycling_engine, monkeypatch):
    """The draft's catch-up after 8 plain steps runs their 8 roots and the step's own anyway: the sizer learns from
    the 8 roots' scores (the draft's top k at each), so that a low estimate does not last for want of a step that
    drafts. The output stays the target's."""
    seen = []
    learn = Sizer.skipped
    monkeypatch.setattr(Sizer, "skipped", lambda self, top_q: (seen.append([len(row) for row in top_q]),
                                                                learn(self, top_q)))
    ids = cycling_engine.encode("w5 w6 w7 w8", chat=False)
    config = sized(max_new_tokens=40, lookup=False, k=3)
    steps = list(cycling_engine.decode(ids, config, costs=COSTS.scaled(draft=100.0)))
    assert steps[8].counters.draft_forwards and all(step.sized.plain for step in steps[:8])
    assert seen and seen[0] == [3] * 8  # the probe: 8 roots, k scores each
    assert tokens(steps) == plain(cycling_engine, ids, 40)


# ---- in the engine ----

@pytest.mark.parametrize("costs", [COSTS, COSTS.scaled(draft=0.1), COSTS.scaled(draft=10.0), COSTS.scaled(target=5.0),
                                   FLAT], ids=["as-timed", "cheap-draft", "dear-draft", "dear-target", "gpu-like"])
@pytest.mark.parametrize("which", ["random_draft", "self_draft"])
def test_greedy_sized_equals_greedy_plain(costs, which, tiny_engine, self_engine):
    engine = tiny_engine if which == "random_draft" else self_engine
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=False)
        for config in (sized(max_new_tokens=30), sized(max_new_tokens=30, lookup_first=False),
                       sized(max_new_tokens=30, k=3, merge_n=None), sized(max_new_tokens=30, k=1, lookup=False)):
            steps = list(engine.decode(ids, config, costs=costs))
            assert tokens(steps) == plain(engine, ids, 30), (config, prompt)
            assert all(step.sized is not None for step in steps)


def test_with_the_machines_own_costs_the_output_is_the_plain_one(tiny_engine):
    """Not injected: the engine times its forwards once (at the first sized run) and each run keeps them current."""
    ids = tiny_engine.encode(PROMPTS[0], chat=False)
    assert tokens(tiny_engine.decode(ids, sized(max_new_tokens=30))) == plain(tiny_engine, ids, 30)
    costs = tiny_engine.machine_costs()
    assert costs.widths[0] == 1 and len(costs.widths) == len(costs.verify_ms) >= 2 and costs.draft_ms > 0
    assert tiny_engine.machine_costs() is costs  # timed once


def test_a_sized_run_starts_from_what_the_engines_earlier_runs_learnt_of_the_draft(self_engine):
    """The draft's calibration and its acceptance a layer further carry from one run to the next (a pair's
    calibration is the pair's, not a request's); runs at fixed costs (a test's) start afresh every time."""
    self_engine.experience.clear()
    ids = self_engine.encode(PROMPTS[0], chat=False)
    dear = (1.0, 20.0)  # the target taken as dear enough that every step drafts, whatever this machine's costs
    list(self_engine.decode(ids, sized(max_new_tokens=20, lookup=False), cost_scale=dear))
    (key, experience), = self_engine.experience.items()
    reached = sum(experience.calibration.reached)
    assert key[0] == "ModelDrafter" and reached > 0
    again = self_engine.decode(ids, sized(max_new_tokens=20, lookup=False), cost_scale=dear)
    assert tokens(again) == plain(self_engine, ids, 20)
    assert sum(experience.calibration.reached) > reached  # the second run added to the first's counts
    assert self_engine.sizer(sized(), ModelDrafter(self_engine.pair.draft), costs=COSTS).calibration.reached == \
        [0] * Calibration.BINS
    hot = sized(temperature=1.0, seed=3, max_new_tokens=8, lookup=False)
    list(self_engine.decode(ids, hot, cost_scale=dear))
    assert len(self_engine.experience) == 2  # what sampling accepts is learnt apart from greedy's


def test_fewer_draft_forwards_for_a_dearer_draft_and_more_for_a_dearer_target(self_engine):
    """The slow-draft check on the self-drafting pair: the rule drafts less when the draft's forward is taken as
    dearer, and more when the target's verifies are."""
    forwards = {}
    for name, costs in (("dear-draft", COSTS.scaled(draft=2.5)), ("as-timed", COSTS), ("dear-target", COSTS.scaled(target=4.0))):
        forwards[name] = sum(step.counters.draft_forwards for prompt in PROMPTS
                             for step in self_engine.decode(self_engine.encode(prompt, chat=False),
                                                            sized(max_new_tokens=30, lookup=False), costs=costs))
    assert forwards["dear-draft"] < forwards["as-timed"] < forwards["dear-target"], forwards


def test_a_cost_scale_on_the_measured_costs_draws_the_same_line(self_engine):
    """`cost_scale` scales whatever costs the run has (here injected ones): a draft 100 times dearer drafts nothing
    before its probe."""
    ids = self_engine.encode(PROMPTS[0], chat=False)
    steps = list(self_engine.decode(ids, sized(max_new_tokens=8, lookup=False), costs=COSTS, cost_scale=(100.0, 1.0)))
    assert not any(step.counters.draft_forwards for step in steps) and all(step.sized.plain for step in steps)
    assert steps[0].sized.draft_ms == 100.0


def test_the_baselines_and_unsized_runs_carry_no_sizing(tiny_engine):
    """ssd, tsd and dyspec keep their own shapes (and ar has no draft), whatever asks for sizing: the Fast preset
    sizes gsd alone."""
    ids = tiny_engine.encode(PROMPTS[0], chat=False)
    for mode in ("ar", "ssd", "tsd", "dyspec"):
        assert DecodeConfig.for_mode(mode, sized=True).sized is False
        assert DecodeConfig.from_preset("fast", mode).sized is False
        assert all(step.sized is None for step in tiny_engine.decode(ids, DecodeConfig.from_preset(
            "fast", mode, max_new_tokens=8), costs=COSTS)), mode
    assert all(step.sized is None for step in tiny_engine.decode(ids, DecodeConfig(max_new_tokens=8), costs=COSTS))


def test_a_sized_runs_last_token_is_a_plain_step_that_says_why(tiny_engine):
    ids = tiny_engine.encode("w5 w6 w7", chat=False)
    steps = list(tiny_engine.decode(ids, sized(max_new_tokens=1), costs=COSTS))
    assert len(steps) == 1 and steps[0].sized.plain and "one token left" in steps[0].sized.reason
    assert steps[0].counters.draft_forwards == 0 and steps[0].counters.target_tree_size == 1


def test_fast_sizes_each_step_within_the_papers_thresholds_and_see_the_graph_does_not():
    fast, graph = DecodeConfig.from_preset("fast"), DecodeConfig.from_preset("graph")
    assert fast.sized and not graph.sized
    assert fast == DecodeConfig(sized=True)  # the paper's thresholds (the defaults), sized
    assert mode_config("gsd", fast, 16).sized and not mode_config("gsd:sized=0", fast, 16).sized
    assert mode_config("gsd:sized", fast, 16).theta_prob == 0.0  # the rule alone


def test_measure_times_every_width_and_a_draft_forward(self_engine):
    costs = measure(self_engine)
    assert costs.widths == (1, 2, 3, 4, 6, 8, 12, 16)
    assert all(ms > 0 for ms in costs.verify_ms) and costs.draft_ms > 0 and costs.step_ms >= 0


# ---- sampling stays exact ----

@pytest.mark.parametrize("costs", [COSTS, COSTS.scaled(target=3.0)], ids=["as-timed", "dear-target"])
def test_sized_sampling_matches_the_target(costs, self_engine):
    """The rule picks which nodes are drafted, not which are accepted: with it on, the first two tokens still
    follow the target's own distribution (χ² against the exact joint, as test_sampling does)."""
    engine = self_engine
    ids = engine.encode("w5 w6 w7", chat=False)
    # three tokens, of which the first two are counted: a run of two would draft its first step one layer deep
    # (`tail_config`), and the rule would have no second layer to weigh
    config = sized(temperature=1.0, max_new_tokens=3, k=4, merge_n=0, node_budget=8, lookup=False)
    expected = exact_joint(engine, ids, config).numpy().ravel()
    counts = np.zeros_like(expected)
    accepted = pruned = 0
    for seed in range(RUNS):
        steps = list(engine.decode(ids, config.replace(seed=seed), costs=costs))
        out = [t for s in steps for t in s.committed][:2]
        out = out + [SAMPLING_EOS] if out == [SAMPLING_EOS] else out
        counts[out[0] * int(np.sqrt(expected.size)) + out[1]] += 1
        accepted += sum(s.accepted_draft_tokens for s in steps)
        pruned += sum(node.status == PRUNED for s in steps for node in s.graph.nodes)
    assert accepted > 0 and pruned > 0  # drafted nodes were accepted, and the rule left some unverified
    assert counts[expected == 0].sum() == 0
    assert pooled_chisquare_p(counts, expected, RUNS) > 1e-3


# ---- the trace ----

def test_a_sized_runs_trace_and_summary_read_back(tiny_engine):
    steps, summary = tiny_engine.run("w5 w6 w7", sized(max_new_tokens=12))
    assert summary.costs == tiny_engine.machine_costs() and all(step.sized is not None for step in steps)
    text = trace_file.dumps(steps, summary, "w5 w6 w7")
    read, read_summary, _ = trace_file.loads(text)
    assert read == steps and read_summary == summary


def test_a_trace_from_before_the_costs_still_reads():
    import json

    from helpers import synthetic_run

    data = json.loads(trace_file.dumps(synthetic_run(3), None, "old"))
    for step in data["steps"]:
        del step["sized"]
    read, _, _ = trace_file.from_dict(data)
    assert [step.sized for step in read] == [None] * 3


@pytest.mark.parametrize("bad", [{"token_ms": -1.0}, {"expected": float("nan")}, {"plain": "yes"}])
def test_a_malformed_sizing_is_refused(bad, tiny_engine):
    import json

    steps, summary = tiny_engine.run("w5 w6", sized(max_new_tokens=4), )
    data = json.loads(trace_file.dumps(steps, summary, "x"))
    data["steps"][0]["sized"].update(bad)
    with pytest.raises(trace_file.TraceError, match="sized"):
        trace_file.from_dict(json.loads(json.dumps(data)))


# ---- the bench's rows ----

def test_the_benchs_sized_rows():
    base = DecodeConfig()
    config = mode_config("gsd:sized", base, 16)
    assert config.sized and (config.theta_prob, config.theta_sib, config.theta_path, config.fill) == (0, 0, 0, 0)
    assert mode_config("gsd:sized:k=2", base, 16).k == 2 and not mode_config("gsd", base, 16).sized
    assert parse_row("gsd:sized:draft_cost=3") == ("gsd", None, None)
    assert row_cost_scale("gsd:sized:draft_cost=3:target_cost=0.5") == (3.0, 0.5) and row_cost_scale("gsd") == (1.0, 1.0)
    for bad in ("gsd:sized:draft_cost=x", "gsd:sized:draft_cost=0", "gsd:sized:sized"):
        with pytest.raises(ValueError):
            parse_row(bad)


# ---- the embedded pair ----

@pytest.fixture(scope="module")
def embedded():
    from gsd.engine.loop import Engine
    from gsd.models import load_pair

    return Engine(load_pair(device="cpu"))


@pytest.mark.slow
def test_sized_runs_match_plain_greedy_on_the_embedded_pair(embedded):
    prompts = ["Write a haiku about autumn leaves.", "Rewrite this more politely: send me the report now."]
    for prompt in prompts:
        ids = embedded.encode(prompt, chat=True)
        reference = plain(embedded, ids, 40)
        for costs in (None, COSTS, COSTS.scaled(target=4.0)):
            steps = list(embedded.decode(ids, sized(max_new_tokens=40), costs=costs))
            assert tokens(steps) == reference, (prompt, costs)
    assert sum(step.counters.draft_forwards for step in steps) > 0  # the dear target's run drafted


def test_a_what_if_at_a_sized_step_is_sized_too(tiny_engine):
    """The page's what-if (`step_again`) drafts a step again with other settings: with the rule on, afresh from the
    machine's costs (no run behind it), and committing what the run committed there."""
    ids = tiny_engine.encode(PROMPTS[0], chat=False)
    steps = list(tiny_engine.decode(ids, sized(max_new_tokens=6), costs=COSTS))
    prefix = ids + list(steps[0].committed)
    again = tiny_engine.step_again(prefix, 1, sized(max_new_tokens=6))
    assert again.sized is not None and again.committed[0] == steps[1].committed[0]
