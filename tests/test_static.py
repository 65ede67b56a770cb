"""The static path (`gsd.forward.static`) on the CPU: a forward padded to a bucket gives the unpadded forward's logits for
every tree shape; the greedy step decided on the device accepts what the host's walk accepts and keeps exactly
the accepted path's keys and values; the greedy output of every mode equals plain greedy output; its caches
are made once and reused. (Capturing the forwards as CUDA graphs needs a GPU: `scripts/gpu_kit.py` does it.)"""

import pytest
import torch

from gsd import forward as model_forward
from gsd.forward import static
from gsd.config import DecodeConfig
from gsd.engine.loop import Engine
from gsd.engine.graph import ancestor_mask
from gsd.engine.verify import accept_greedy

from conftest import PROMPTS, plain, tokens

# (parents, depths) of trees the engine verifies: ar's root alone, a chain, top-k trees, a tree that fills its
# bucket exactly, one just past a bucket, one above the largest bucket (run unpadded)
TREES = {
    "root": ([-1], [0]),
    "chain": ([-1, 0, 1, 2, 3], [0, 1, 2, 3, 4]),
    "two-branches": ([-1, 0, 0, 1, 2, 3], [0, 1, 1, 2, 2, 3]),
    "full-bucket": ([-1, 0, 0, 0, 1, 1, 2, 4], [0, 1, 1, 1, 2, 2, 2, 3]),
    "past-a-bucket": ([-1] + [0] * 4 + [1, 1, 2, 2, 5], [0] + [1] * 4 + [2] * 4 + [3]),
    "wide": ([-1] + [0] * 8 + [i for i in range(1, 9) for _ in range(3)],
             [0] + [1] * 8 + [2] * 24),
}


def _tree_visible(past: int, parents: list[int]) -> torch.Tensor:
    return torch.cat([torch.ones(len(parents), past, dtype=torch.bool), ancestor_mask(parents)], dim=1)


@pytest.fixture(scope="module")
def target(tiny_engine):
    return tiny_engine.pair.target


@pytest.mark.parametrize("name", TREES)
@pytest.mark.parametrize("kept", [False, True])
def test_a_padded_forward_gives_the_unpadded_logits(name, kept, target):
    parents, depths = TREES[name]
    count = len(parents)
    assert static.bucket(count) is not None and static.bucket(count) >= count
    prefix = [5, 6, 7, 8, 9, 10]
    tree_tokens = [(11 + 3 * i) % 40 + 3 for i in range(count)]
    ours = static.Cache(target, capacity=8)  # small: it must grow
    theirs = model_forward.new_cache(target)
    with torch.inference_mode():
        for cache in (ours, theirs):
            model_forward.forward(target, torch.tensor(prefix), cache, torch.arange(len(prefix)), None)
        args = (torch.tensor(tree_tokens), torch.tensor(depths) + len(prefix), _tree_visible(len(prefix), parents))
        padded = model_forward.forward(target, args[0], ours, *args[1:], kept=kept, features=True)
        plain_ = model_forward.forward(target, args[0], theirs, *args[1:], kept=kept, features=True)
    for a, b in zip(padded, plain_):
        assert a.shape == b.shape
        torch.testing.assert_close(a, b, rtol=1e-5, atol=1e-5)
    assert model_forward.cache_length(ours) == len(prefix) + count
    torch.testing.assert_close(ours.keys[..., : len(prefix) + count, :], theirs.keys[..., : len(prefix) + count, :],
                               rtol=1e-5, atol=1e-5)


def test_padded_rows_change_nothing_whatever_they_hold(target):
    """A forward of 5 tokens runs at bucket 6: whatever token and position the padded row holds, the real rows'
    logits are the same (the padded row is masked out of every real row)."""
    cache = static.Cache(target, capacity=64)
    ids, positions = torch.tensor([4, 9, 13, 7, 21]), torch.arange(5)
    with torch.inference_mode():
        first = model_forward.forward(target, ids, cache, positions, None)
        cache.length = 0
        shape = cache._shape(5)
        cache._fill(shape, ids, positions, None)
        shape.longs_host[0, 5] = 30  # another token in the padded row
        shape.longs_host[1, 5] = 40  # and another position
        logits, _ = cache._run(shape, static.FORWARD, False, 5)
    torch.testing.assert_close(logits[:5], first, rtol=0, atol=0)


def _sequential_keys(target, sequence: list[int]) -> torch.Tensor:
    cache = model_forward.new_cache(target)
    with torch.inference_mode():
        model_forward.forward(target, torch.tensor(sequence), cache, torch.arange(len(sequence)), None)
    return cache.keys[..., : len(sequence), :], cache.values[..., : len(sequence), :]


@pytest.mark.parametrize("name", ["root", "chain", "two-branches", "full-bucket", "wide"])
def test_the_greedy_step_on_the_device_keeps_exactly_the_accepted_path(name, target):
    """The tree holds the target's own greedy continuation on one branch (so a path of several nodes is accepted)
    and distractors beside it; the device's walk accepts what `accept_greedy` accepts on the host, the cache then
    holds the prefix and the accepted path's keys and values (those a plain forward over them gives), and the
    trace's numbers are the plain path's."""
    parents, depths = TREES[name]
    prefix = [5, 6, 7, 8, 9, 10]
    greedy = plain_greedy(target, prefix, max(depths) + 1)
    # the greedy token on the last child of each node on the main line (position order), others distractors
    tree_tokens = [prefix[-1]]
    for position in range(1, len(parents)):
        parent = parents[position]
        siblings = [p for p in range(1, len(parents)) if parents[p] == parent]
        on_line = all(tree_tokens[a] == ([prefix[-1]] + greedy)[depths[a]] for a in _ancestors(parents, parent))
        right = on_line and position == siblings[-1]
        tree_tokens.append(greedy[depths[position] - 1] if right else (greedy[depths[position] - 1] + 1 + position) % 45 + 3)
    past = len(prefix) - 1
    ours, theirs = static.Cache(target, capacity=64), model_forward.new_cache(target)
    with torch.inference_mode():
        for cache in (ours, theirs):
            model_forward.forward(target, torch.tensor(prefix[:-1]), cache, torch.arange(past), None)
        verified = ours.verify_greedy(tuple(tree_tokens), tuple(parents), tuple(depths), ancestor_mask(parents))
        logits = model_forward.forward(target, torch.tensor(tree_tokens), theirs, torch.tensor(depths) + past,
                                       _tree_visible(past, parents))
    from gsd.engine.graph import Tree
    tree = Tree(tuple(tree_tokens), tuple(parents), tuple(depths), tuple(range(len(parents))))
    best = logits.argmax(-1).tolist()
    path, bonus = accept_greedy(tree, best)
    assert (verified.path, verified.bonus, verified.best) == (path, bonus, best)
    if name != "root":
        assert len(path) > 1  # the greedy branch was accepted
    probs = torch.softmax(logits, -1)
    expected_p = probs[torch.tensor(parents[1:] + [path[-1]]), torch.tensor(tree_tokens[1:] + [bonus])].tolist()
    torch.testing.assert_close(torch.tensor(verified.p), torch.tensor(expected_p), rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(torch.tensor(verified.token_p), probs.max(-1).values, rtol=1e-5, atol=1e-6)
    ours.commit(past, len(path))
    assert ours.length == past + len(path)
    keys, values = _sequential_keys(target, prefix[:-1] + [tree_tokens[i] for i in path])
    torch.testing.assert_close(ours.keys[..., : ours.length, :], keys, rtol=1e-4, atol=1e-5)
    torch.testing.assert_close(ours.values[..., : ours.length, :], values, rtol=1e-4, atol=1e-5)


def _ancestors(parents: list[int], position: int) -> list[int]:
    found = []
    while position >= 0:
        found.append(position)
        position = parents[position]
    return found


def plain_greedy(target, prefix: list[int], n: int) -> list[int]:
    ids = list(prefix)
    with torch.inference_mode():
        for _ in range(n):
            cache = model_forward.new_cache(target)
            logits = model_forward.forward(target, torch.tensor(ids), cache, torch.arange(len(ids)), None, last=1)
            ids.append(int(logits[-1].argmax()))
    return ids[len(prefix):]


SHAPES = [
    dict(mode="ar"),
    dict(mode="ssd", max_depth=5),
    dict(mode="tsd", k=3, node_budget=20, max_depth=4),
    dict(mode="gsd"),
    dict(mode="gsd", k=8, theta_sib=0.0, theta_prob=0.0, theta_path=0.0, merge_n=0, node_budget=64, max_depth=5),
    dict(mode="dyspec", k=4, node_budget=24),
    dict(mode="gsd", drafter="lookup"),
]


@pytest.mark.parametrize("shape, flavour", [(shape, "eager") for shape in SHAPES] + [(SHAPES[3], "graphs")],
                         ids=lambda s: "-".join(f"{k}={v}" for k, v in s.items()) if isinstance(s, dict) else s)
@pytest.mark.parametrize("which", ["random_draft", "self_draft"])
def test_greedy_static_output_equals_greedy_plain(shape, flavour, which, tiny_engine, self_engine):
    """The repo's invariant on the static path ("graphs" on a CPU runs as "eager": one shape checks it)."""
    pair = (tiny_engine if which == "random_draft" else self_engine).pair
    engine, reference = Engine(pair, static=flavour), tiny_engine if which == "random_draft" else self_engine
    settings = {k: v for k, v in shape.items() if k != "mode"}
    for prompt in PROMPTS:
        ids = engine.encode(prompt, chat=False)
        config = DecodeConfig.for_mode(shape["mode"], max_new_tokens=30, **settings)
        steps = list(engine.decode(ids, config))
        assert tokens(steps) == plain(reference, ids, 30), (shape, prompt)
        if which == "self_draft" and shape["mode"] != "ar" and len(tokens(steps)) >= 20:
            assert len(steps) < len(tokens(steps))  # the draft was accepted: more than one token a step


def test_the_static_trace_matches_the_plain_trace(self_engine):
    """Step by step, the same graphs, accepted paths, committed tokens and (to float rounding) p and margins."""
    engine = Engine(self_engine.pair, static="eager")
    ids = engine.encode(PROMPTS[3], chat=False)
    config = DecodeConfig.for_mode("gsd", max_new_tokens=24)
    ours, theirs = list(engine.decode(ids, config)), list(self_engine.decode(ids, config))
    assert len(ours) == len(theirs)
    for a, b in zip(ours, theirs):
        assert (a.committed, a.verdict.accepted, a.verdict.bonus_token) == (
            b.committed, b.verdict.accepted, b.verdict.bonus_token)
        assert [n.status for n in a.graph.nodes] == [n.status for n in b.graph.nodes]
        for x, y in zip(a.graph.nodes, b.graph.nodes):
            assert (x.p is None) == (y.p is None) and (x.p is None or x.p == pytest.approx(y.p, abs=1e-5))
        assert [(s.node, s.target_token, s.accepted) for s in a.positions] == [
            (s.node, s.target_token, s.accepted) for s in b.positions]
        for x, y in zip(a.positions, b.positions):
            assert x.target_p == pytest.approx(y.target_p, abs=1e-5)
            assert x.margin == pytest.approx(y.margin, abs=1e-4)
        assert a.verdict.bonus_p == pytest.approx(b.verdict.bonus_p, abs=1e-5)
    assert len(ours) < len(tokens(ours))  # several tokens a step: paths of more than the root were compared


def test_sampling_runs_on_the_static_path(tiny_engine):
    """Sampling walks on the host (the run's CPU generator) over the static forward's logits."""
    engine = Engine(tiny_engine.pair, static="eager")
    ids = engine.encode(PROMPTS[0], chat=False)
    config = DecodeConfig.for_mode("gsd", max_new_tokens=20, temperature=1.0, seed=3)
    ours = tokens(engine.decode(ids, config))
    assert ours == tokens(tiny_engine.decode(ids, config))  # same draws from logits equal to float rounding


def test_the_caches_are_made_once_and_reused(tiny_engine):
    engine = Engine(tiny_engine.pair, static="eager")
    config = DecodeConfig.for_mode("gsd", max_new_tokens=12)
    ids = engine.encode(PROMPTS[0], chat=False)
    first = tokens(engine.decode(ids, config))
    caches = dict(engine._static)
    assert set(caches) == {("target", "eager"), ("draft", "eager")}
    assert not any(cache.busy for cache in caches.values())  # released when the run ended
    assert tokens(engine.decode(ids, config)) == first
    assert engine._static == caches and all(engine._static[k] is caches[k] for k in caches)
    # a run while another holds the caches gets its own
    running = engine.decode(ids, config)
    next(running)
    assert tokens(engine.decode(ids, config)) == first
    running.close()
    assert not caches[("target", "eager")].busy


def test_off_is_todays_path_and_a_bad_flavour_is_refused(tiny_engine):
    assert Engine(tiny_engine.pair).static == "off"
    with pytest.raises(ValueError, match="static must be one of"):
        Engine(tiny_engine.pair, static="fast")
    engine = Engine(tiny_engine.pair)
    list(engine.decode(engine.encode(PROMPTS[0], chat=False), DecodeConfig.for_mode("gsd", max_new_tokens=4)))
    assert engine._static == {}


def test_bench_rows_take_the_static_path(tiny_paths, tmp_path):
    """`--static` sets the engine's forward, a row's `static=` its own; both stay exact and are recorded."""
    import json

    from gsd.bench import rows
    from gsd.__main__ import main

    assert rows.parse_row("ar:static=eager") == ("ar", None, None)
    assert rows.parse_row("gsd:head:static=graphs") == ("gsd", "head", None)
    assert rows.row_static("gsd:k=2:static=eager") == "eager" and rows.row_settings("gsd:k=2:static=eager") == {"k": 2}
    assert rows.row_static("gsd") is None
    for bad in ("gsd:static=fast", "hf-assisted:static=eager", "ar:k=2"):
        with pytest.raises(ValueError):
            rows.parse_row(bad)
    prompts = tmp_path / "p.jsonl"
    prompts.write_text('{"prompt": "w5 w6 w7"}\n{"prompt": "w30 w31 w30"}\n')
    out = tmp_path / "b.json"
    code = main(["bench", "--prompts", str(prompts), "--modes", "ar,ar:static=off,gsd,gsd:static=off,dyspec",
                 "--static", "eager", "--target", tiny_paths["target"], "--draft", tiny_paths["draft"],
                 "--device", "cpu", "--no-chat", "--max-new-tokens", "12", "--json", str(out)])
    assert code == 0
    data = json.loads(out.read_text())
    assert data["static"] == "eager"
    assert {mode: row["static"] for mode, row in data["modes"].items()} == {
        "ar": "eager", "ar:static=off": "off", "gsd": "eager", "gsd:static=off": "off", "dyspec": "eager"}
    assert all(row["exact_vs_ar"] for row in data["modes"].values())


def test_a_captured_ar_row_is_the_baseline_without_plain_ar(tiny_paths, tmp_path):
    """A GPU run benches `ar:static=graphs` and no plain `ar`: that row is then what the others are checked
    and timed against (exactness and × ar), not nothing."""
    import json

    from gsd.__main__ import main

    prompts = tmp_path / "p.jsonl"
    prompts.write_text('{"prompt": "w5 w6 w7"}\n')
    out = tmp_path / "b.json"
    code = main(["bench", "--prompts", str(prompts), "--modes", "gsd:static=eager,ar:static=eager",
                 "--target", tiny_paths["target"], "--draft", tiny_paths["draft"], "--device", "cpu", "--no-chat",
                 "--max-new-tokens", "12", "--json", str(out)])
    assert code == 0
    rows = json.loads(out.read_text())["modes"]
    assert rows["ar:static=eager"]["speedup_vs_ar"] == 1.0 and rows["ar:static=eager"]["exact_vs_ar"] is True
    assert rows["gsd:static=eager"]["exact_vs_ar"] is True and rows["gsd:static=eager"]["speedup_vs_ar"] > 0
