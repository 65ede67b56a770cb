"""Spec-Bench: the reader, the choice per category, and a small suite in its format through `bench` on tiny
models (a target with a chat template), every row exact, the second turn asked after ar's answer."""

import gc
import json
import shutil
import weakref

import pytest
from transformers import AutoTokenizer

from conftest import CHAT_TEMPLATE, plain
from gsd.__main__ import main
from gsd.bench import specbench
from gsd.bench import rows as bench_rows
from gsd.bench.rows import mode_config, run_order
from gsd.bench.specbench import choose, read_questions
from gsd.config import DecodeConfig

CATEGORIES = ["writing", "roleplay", "reasoning", "math", "coding", "extraction", "stem", "humanities",
              "translation", "summarization", "qa", "math_reasoning", "rag"]  # Spec-Bench's, in its file's order
SUITE = [  # invented questions in Spec-Bench's format
    {"question_id": 1, "category": "writing", "turns": ["w5 w6 w7", "w8 w9"]},
    {"question_id": 2, "category": "coding", "turns": ["w30 w31 w30 w31", "w12"]},
    {"question_id": 3, "category": "translation", "turns": ["w40 w3 w9"]},
    {"question_id": 4, "category": "qa", "turns": ["w12 w13 w12 w13"]},
]
ROWS = ["ar", "gsd", "hf-assisted", "hf-lookup"]


def write(path, questions) -> str:
    path.write_text("".join(json.dumps(question) + "\n" for question in questions))
    return str(path)


@pytest.fixture(scope="module")
def chat_target(tiny_paths, tmp_path_factory):
    """The tiny target, its tokenizer given a chat template."""
    folder = tmp_path_factory.mktemp("chat") / "target"
    shutil.copytree(tiny_paths["target"], folder)
    tokenizer = AutoTokenizer.from_pretrained(folder)
    tokenizer.chat_template = CHAT_TEMPLATE
    tokenizer.save_pretrained(folder)
    return str(folder)


def test_the_reader_groups_categories_as_spec_bench(tmp_path):
    path = write(tmp_path / "q.jsonl", [{"question_id": i, "category": c, "turns": ["w5"]}
                                        for i, c in enumerate(CATEGORIES)])
    questions = read_questions(path)
    assert [q.group for q in questions] == ["mt-bench"] * 8 + ["translation", "summarization", "qa",
                                                               "math_reasoning", "rag"]
    assert questions[0].question_id == 0 and questions[0].turns == ("w5",)


@pytest.mark.parametrize("line, message", [
    ("not json", "each line must be a JSON object with \"question_id\", \"category\" and \"turns\""),
    ('[1, 2]', "each line must be a JSON object"),
    ('{"question_id": 1, "category": "qa"}', "each line must be a JSON object"),
    ('{"question_id": 1, "category": "qa", "turns": "w5"}', "\"turns\" must be a list"),
    ('{"question_id": 1, "category": "qa", "turns": []}', "\"turns\" must be a list"),
    ('{"question_id": 1, "category": "qa", "turns": ["w5", 3]}', "\"turns\" must be a list"),
    ('{"question_id": 1, "category": "poetry", "turns": ["w5"]}', "unknown category 'poetry'; Spec-Bench's are "
                                                                  "writing, roleplay"),
])
def test_a_malformed_line_is_refused_in_one_line_naming_it(tmp_path, line, message):
    path = tmp_path / "q.jsonl"
    path.write_text(json.dumps(SUITE[0]) + "\n" + line + "\n")
    with pytest.raises(ValueError) as refused:
        read_questions(path)
    assert str(refused.value).startswith(f"{path}:2: ") and message in str(refused.value)
    assert "\n" not in str(refused.value)


def test_an_empty_file_is_refused(tmp_path):
    path = tmp_path / "q.jsonl"
    path.write_text("\n")
    with pytest.raises(ValueError, match="holds no questions"):
        read_questions(path)


def test_per_category_draws_n_of_each_group_seeded_in_the_files_order(tmp_path):
    """N questions of each of Spec-Bench's six categories; MT-bench's spread over its own categories."""
    mt = ("writing", "roleplay", "reasoning", "math")
    questions = read_questions(write(tmp_path / "q.jsonl", [
        {"question_id": f"{c}-{i}", "category": c, "turns": ["w5", "w6"] if c in mt else ["w5"]}
        for c, n in (("qa", 10), ("rag", 2)) + tuple((c, 5) for c in mt) for i in range(n)]))
    picked = choose(questions, 3, seed=0)
    categories = [q.category for q in picked]
    assert categories.count("qa") == 3 and categories.count("rag") == 2  # all of a smaller one
    assert len(categories) == 8 and len({c for c in categories if c in mt}) == 3  # MT-bench: three categories
    assert picked == choose(questions, 3, seed=0) != choose(questions, 3, seed=1)
    order = [q.question_id for q in questions]
    assert sorted(picked, key=lambda q: order.index(q.question_id)) == picked
    assert [q.category for q in choose(questions, 8, seed=2)].count("writing") == 2  # 4 categories, 8: two each
    assert choose(questions, None, seed=0) == questions
    with pytest.raises(ValueError, match="at least 1"):
        choose(questions, 0, seed=0)


def test_spec_bench_runs_every_row_by_group_and_asks_turn_two_after_ar(chat_target, tiny_paths, tmp_path, capsys,
                                                                        monkeypatch):
    asked = []
    run_rows = specbench.run_rows

    def spy(engine, prompts, *args, **kwargs):
        asked.append((engine, list(prompts)))
        return run_rows(engine, prompts, *args, **kwargs)

    monkeypatch.setattr(specbench, "run_rows", spy)
    out, plot = tmp_path / "sb.json", tmp_path / "sb.html"
    assert main(["bench", "--suite", "spec-bench", "--questions", write(tmp_path / "q.jsonl", SUITE),
                 "--modes", ",".join(ROWS), "--target", chat_target, "--draft", tiny_paths["draft"], "--device", "cpu",
                 "--max-new-tokens", "12", "--json", str(out), "--plot", str(plot)]) == 0
    data = json.loads(out.read_text())
    assert list(data["groups"]) == ["mt-bench", "translation", "qa"]
    for figures in [*data["groups"].values(), data["overall"]]:
        assert list(figures) == ROWS
        assert figures["ar"]["speedup_vs_ar"] == figures["ar"]["tau"] == 1.0
        for row, figure in figures.items():
            assert figure["exact_vs_ar"] is True, row
            assert figure["tau"] >= 1 and figure["speedup_vs_ar"] > 0 and figure["decode_tokens_per_s"] > 0, row
    assert data["questions"] == 4 and data["prompts"] == 6 and data["turns"] == 2
    assert all(row["exact_vs_ar"] and row["first_step_s"] > 0 for row in data["modes"].values())
    (engine, first), (_, second) = asked
    assert first == [question["turns"][0] for question in SUITE]
    for conversation, question in zip(second, SUITE[:2]):
        answer = plain(engine, engine.encode(question["turns"][0], max_new_tokens=12), 12)
        assert conversation == [{"role": "user", "content": question["turns"][0]},
                                {"role": "assistant", "content": engine.tokenizer.decode(answer,
                                                                                         skip_special_tokens=True)},
                                {"role": "user", "content": question["turns"][1]}]
    assert len(second) == 2
    table = capsys.readouterr().out
    assert ("| method | Multi-turn Conversation | Translation | Question Answering | mean accepted tokens (τ) "
            "| overall | exact vs ar |") in table
    assert "| hf-lookup | " in table
    assert "plotly" in plot.read_text()[:5000].lower()


def test_one_turn_and_our_lookup_rows(chat_target, tiny_paths, tmp_path):
    out = tmp_path / "sb.json"
    assert main(["bench", "--suite", "spec-bench", "--questions", write(tmp_path / "q.jsonl", SUITE), "--turns", "1",
                 "--per-category", "1", "--modes", "ar,gsd:lookup,gsd:nolookup", "--target", chat_target,
                 "--draft", tiny_paths["draft"], "--device", "cpu", "--max-new-tokens", "8", "--json", str(out)]) == 0
    data = json.loads(out.read_text())
    assert data["prompts"] == data["questions"] == 3 and data["per_category"] == 1  # one MT-bench question
    assert data["modes"]["gsd:lookup"]["drafter"] == "prompt lookup"
    assert data["modes"]["gsd:nolookup"]["lookup"] is False
    assert all(figure["exact_vs_ar"] for figure in data["overall"].values())


def test_a_row_takes_its_own_graph_settings():
    base = DecodeConfig()
    config = mode_config("gsd:nolookup:k=2:theta_prob=0.5:merge_n=off", base, 16)
    assert (config.k, config.theta_prob, config.merge_n, config.lookup) == (2, 0.5, None, False)
    assert config.theta_sib == base.theta_sib and config.node_budget == base.node_budget
    for bad in ("ar:k=2", "hf-lookup:k=2", "gsd:bogus=1", "gsd:k=two"):
        with pytest.raises(ValueError):
            mode_config(bad, base, 16)


def test_spec_bench_errors_are_one_line(tiny_paths, tmp_path, capsys):
    common = ["bench", "--target", tiny_paths["target"], "--draft", tiny_paths["draft"], "--device", "cpu"]
    questions = write(tmp_path / "q.jsonl", SUITE)
    assert main(common + ["--suite", "spec-bench"]) == 2
    assert capsys.readouterr().err.startswith("error: --suite spec-bench needs --questions FILE")
    assert main(common + ["--suite", "spec-bench", "--questions", questions, "--modes", "gsd"]) == 2
    assert capsys.readouterr().err.startswith("error: spec-bench needs the ar row")
    assert main(common + ["--questions", questions]) == 2
    assert "go with --suite spec-bench" in capsys.readouterr().err
    assert main(common + ["--suite", "spec-bench", "--questions", questions, "--modes", "ar,hf-lookup:model"]) == 2
    assert "unknown mode hf-lookup:model" in capsys.readouterr().err


def test_the_rows_take_turns_in_a_shuffled_order_that_repeats(tiny_engine, monkeypatch):
    """Each prompt runs every row once, in an order shuffled by the prompt's index (the same every run), so that no
    row always runs after the same one (in a fixed order a row's speed leaned on the row before it)."""
    modes = ["ar", "gsd", "gsd:lookup", "gsd:sized"]
    orders = [run_order(modes, index) for index in range(48)]
    assert orders == [run_order(modes, index) for index in range(48)] and all(sorted(o) == sorted(modes) for o in orders)
    after = {(first, then) for order in orders for first, then in zip(order, order[1:])}
    assert after == {(a, b) for a in modes for b in modes if a != b}  # each row after each other row
    assert {order[0] for order in orders} == set(modes)
    ran = []
    monkeypatch.setattr(bench_rows, "_run_row", lambda engine, ids, mode, *rest: ran.append((ids, mode)))
    prompts = ["w5 w6", "w7 w8 w9", "w10"]
    bench_rows.run_rows(tiny_engine, prompts, modes, 4, DecodeConfig())
    timed = ran[len(modes):]  # after the warm-up, a row each
    assert [mode for _, mode in timed] == [mode for index in range(3) for mode in run_order(modes, index)]
    assert [ids for ids, _ in timed] == [tiny_engine.encode(p, max_new_tokens=4) for p in prompts for _ in modes]


def test_each_timed_run_starts_with_nothing_old_for_the_garbage_collector_to_scan(tiny_engine, monkeypatch):
    """Before each timed run the bench collects the last run's garbage and freezes what is alive (the models, the
    results it keeps), so that a full collection of it cannot land in a row's time; after, the process's collector
    is as it was. Seen from inside each run: objects frozen, none waiting in the youngest generation; a cycle made
    during the bench is still collected by the end."""
    seen, made = [], []
    decode = tiny_engine.decode

    def watched(*args, **kwargs):
        seen.append((gc.get_freeze_count(), gc.get_count()[0]))
        made.append(weakref.ref(Cycle()))  # garbage the next run's freeze may catch before it is collected
        return decode(*args, **kwargs)

    monkeypatch.setattr(tiny_engine, "decode", watched)
    gc.collect()
    assert gc.get_freeze_count() == 0
    bench_rows.run_rows(tiny_engine, ["w5 w6", "w7 w8 w9"], ["ar", "gsd"], 4, DecodeConfig())
    assert len(seen) == 2 + 4 and all(frozen > 1000 for frozen, _ in seen)  # warm-up rows, then 2 × 2 timed
    assert all(young < 50 for _, young in seen)  # a run starts just after a collection
    assert gc.get_freeze_count() == 0  # unfrozen after: what the bench made and dropped is collected again
    gc.collect()
    assert all(ref() is None for ref in made)


class Cycle:
    """An object that refers to itself: only the cyclic collector frees it."""

    def __init__(self):
        self.me = self

