"""The draft's recipe on tiny models: the corpus sampler answers each prompt of a left-padded batch as the
target would answer it alone, and the quality score gives a perfect draft a perfect score."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

from conftest import CHAT_TEMPLATE, EOS
from gsd.forward.kernels.packing import fast_precision
from gsd.train.architecture import grow_draft, init_draft
from gsd.train.cli import corpus_config, parse_args, train_config
from gsd.train import corpus
from gsd.train.corpus import (CorpusConfig, _write_shard, chat_ids, corpus_folder, frequent_tokens, own_prompts,
                              sample_batch, user_turn_opening, whole_sentences)
from gsd.train.prompt_sets import (HELD_OUT, PROMPT_SETS, WIDE_BENCH, WIDER_HELD_OUT, Chat, expand, held_out_prompts,
                                   training_prompts)
from gsd.train.quality import evaluate
from gsd.train.recipe import model_card
from gsd.train.trainer import TrainConfig, train

PROMPTS = [[1, 5, 9, 13, 7, 22, 30], [1, 40], [1, 3, 3, 8, 17]]  # different lengths: the batch is left-padded


@pytest.fixture(scope="module")
def tiny(tiny_paths):
    load = lambda role: AutoModelForCausalLM.from_pretrained(tiny_paths[role], dtype=torch.float32).eval()  # noqa: E731
    return load("target"), load("draft")


def test_greedy_batch_answers_equal_each_prompt_answered_alone_by_generate(tiny):
    target, _ = tiny
    rows = sample_batch(target, PROMPTS, 0.0, 12, 5, EOS, torch.Generator())
    for prompt, row in zip(PROMPTS, rows):
        reference = target.generate(torch.tensor([prompt]), max_new_tokens=12, do_sample=False, eos_token_id=EOS,
                                    pad_token_id=0)[0].tolist()
        assert row["ids"].tolist() == reference, prompt
        assert row["prompt_len"] == len(prompt)
        response = row["ids"][len(prompt):].long()
        assert row["top_ids"].shape == row["top_logp"].shape == (len(response), 5)
        assert torch.equal(row["top_ids"][:, 0].long(), response)  # greedy: the answer is the top-1 token
        logp = row["top_logp"].float()
        assert (logp <= 0).all() and (logp[:, :-1] >= logp[:, 1:]).all()
        assert (logp.exp().sum(-1) <= 1 + 1e-2).all()


def test_sampled_batches_follow_their_seed(tiny):
    """A shard is reproducible: the same generator seed gives the same answers, another seed others."""
    target, _ = tiny
    sample = lambda seed: [r["ids"].tolist() for r in sample_batch(  # noqa: E731
        target, PROMPTS, 1.0, 12, 5, EOS, torch.Generator().manual_seed(seed))]
    assert sample(7) == sample(7)
    assert sample(7) != sample(8)


def test_a_draft_equal_to_the_target_scores_perfectly_and_a_random_one_does_not(tiny):
    target, other = tiny
    rows = sample_batch(target, PROMPTS, 0.0, 10, 1, EOS, torch.Generator())
    answers = [(row["ids"].long(), row["prompt_len"]) for row in rows]
    perfect = evaluate(target, answers, depth=3)
    lengths = [len(ids) - start for ids, start in answers]
    # every position agrees: τ from a start is 1 + min(depth, positions left from there)
    expected = sum(1 + min(3, n - i) for n in lengths for i in range(n)) / sum(lengths)
    assert perfect.top1 == perfect.top4 == 1.0 and perfect.tokens == sum(lengths)
    assert perfect.chain_tau == pytest.approx(expected) and perfect.tree_tau == pytest.approx(expected)
    worse = evaluate(other, answers, depth=3)
    assert worse.top1 < 1.0 and worse.top1 <= worse.top4 and 1.0 <= worse.chain_tau < expected


def test_growing_a_draft_keeps_its_output_and_the_new_layers_can_learn(tiny):
    _, draft = tiny
    grown = grow_draft(draft, draft.config.num_hidden_layers + 2)
    assert grown.config.num_hidden_layers == draft.config.num_hidden_layers + 2
    ids = torch.tensor([PROMPTS[0]])
    with torch.no_grad():
        assert torch.allclose(grown(ids).logits, draft(ids).logits, atol=1e-5)
    grown.train()
    grown(ids, labels=ids).loss.backward()
    new = grown.model.layers[-1]
    assert new.self_attn.o_proj.weight.grad.abs().sum() > 0 and new.mlp.down_proj.weight.grad.abs().sum() > 0
    assert grow_draft(draft, 1) is draft  # never shrinks


def test_slot_templates_expand_to_every_filling():
    slots = {"language": ["C", "Go"], "task": ["sorts a list", "adds two numbers"]}
    assert expand("In {language}: write a function that {task}, in plain {language}.", slots) == [
        "In C: write a function that sorts a list, in plain C.",
        "In C: write a function that adds two numbers, in plain C.",
        "In Go: write a function that sorts a list, in plain Go.",
        "In Go: write a function that adds two numbers, in plain Go."]
    assert expand("Why is the sea salty?", slots) == ["Why is the sea salty?"]


@pytest.mark.parametrize("prompt_set", ("topics", "requests"))
def test_each_prompt_set_is_seeded_distinct_and_never_holds_a_held_out_prompt(prompt_set):
    prompts = training_prompts(0, prompt_set)
    assert len(prompts) > 5000 and len(set(prompts)) > 0.99 * len(prompts)
    assert not any("{" in p or "}" in p for p in prompts)  # every slot filled
    assert prompts == training_prompts(0, prompt_set) and prompts != training_prompts(1, prompt_set)
    held = {p.lower() for p in held_out_prompts() + held_out_prompts(WIDER_HELD_OUT)}
    assert len(held) == 8 + 64 and not held & {p.lower() for p in prompts}
    other = training_prompts(0, "requests" if prompt_set == "topics" else "topics")
    assert len(set(prompts) & set(other)) < 0.001 * len(prompts)  # two phrasings meet: "Explain recursion in ..."


def test_the_chats_set_is_seeded_and_holds_no_held_out_or_benchmark_prompt():
    """The chats set: seeded (the same order for a seed, another for another), every slot filled, and not one of
    its user messages equal to or containing a prompt of the bench, the wide bench or held_out.txt."""
    assert "chats" in PROMPT_SETS
    chats = training_prompts(0, "chats")
    assert len(chats) > 5000 and len(set(chats)) > 0.99 * len(chats)
    assert chats == training_prompts(0, "chats") and chats != training_prompts(1, "chats")
    held = [p.strip().lower() for path in (HELD_OUT, WIDE_BENCH, WIDER_HELD_OUT) for p in held_out_prompts(path)]
    assert len(held) == 8 + 48 + 64
    for chat in chats:
        texts = [text.lower() for text in chat.texts()]
        assert not any(h == text or h in text for text in texts for h in held), chat
        assert not any("{" in text or "}" in text for text in texts if "`" not in text), chat  # code has braces
        assert chat.then.count("{answer}") == chat.quote  # a quoted passage goes in exactly once
    kinds = {("quote" if c.quote else "follow" if c.then else "single") for c in chats}
    assert kinds == {"single", "follow", "quote"}
    # the kinds the set is there for, each present
    firsts = " ".join(c.first for c in chats).lower()
    for marker in ("translate this french", "from german to english", "spanish sentence", "chinese sentence",
                   "step by step", "just the answer", "write a sql query"):
        assert marker in firsts, marker


def test_a_chats_shard_answers_first_turns_then_asks_the_next_turn_through_the_chat_template(tiny, tiny_paths,
                                                                                            tmp_path):
    """A follow-up goes to the target as the whole chat (user, the target's own first answer, user) through the
    tokenizer's chat template; a quote holds the first answer inside a new user message; both first answers
    are training rows too. The shard is the same when written again."""
    target, _ = tiny
    tokenizer = AutoTokenizer.from_pretrained(tiny_paths["target"])
    tokenizer.chat_template = CHAT_TEMPLATE
    chats = [Chat("w5 w6"), Chat("w7 w8", "w9 w10"), Chat("w11", "w12 {answer} w13", quote=True)]
    config = CorpusConfig(seed=0, batch=3, max_new_tokens=6, top_k=3)
    path = tmp_path / "shard_00000.pt"
    _write_shard(path, 0, target, tokenizer, chats, "chats", config, "cpu")
    rows = torch.load(path)
    assert [row["kind"] for row in rows] == ["first", "first", "single", "follow", "quote"]
    first = {row["prompt"]: row for row in rows[:2]}
    def answer(row: dict) -> str:
        return tokenizer.decode(row["ids"][row["prompt_len"]:].tolist(), skip_special_tokens=True)

    follow, quote = rows[3], rows[4]
    earlier = whole_sentences(answer(first["w7 w8"]), False)
    messages = [{"role": "user", "content": "w7 w8"}, {"role": "assistant", "content": earlier},
                {"role": "user", "content": "w9 w10"}]
    assert follow["ids"][:follow["prompt_len"]].tolist() == chat_ids(tokenizer, messages)
    text = tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
    words = text.split()  # w2 opens a user message, w3 an assistant's (the last: the answer to come)
    assert words.count("w2") == 2 and words.count("w3") == 2 and f"w3 {earlier} w4 w2 w9 w10" in text
    assert quote["ids"][:quote["prompt_len"]].tolist() == chat_ids(
        tokenizer, f"w12 {whole_sentences(answer(first['w11']), False)} w13")
    assert rows[2]["ids"][:rows[2]["prompt_len"]].tolist() == chat_ids(tokenizer, "w5 w6")
    for row in rows:
        assert row["top_ids"].shape == (len(row["ids"]) - row["prompt_len"], 3)
    meta = json.loads(path.with_suffix(".json").read_text())
    assert meta["prompts"] == 5 and meta["tokens"] == sum(len(row["top_ids"]) for row in rows)
    again = tmp_path / "again" / "shard_00000.pt"
    again.parent.mkdir()
    _write_shard(again, 0, target, tokenizer, chats, "chats", config, "cpu")
    assert [row["ids"].tolist() for row in torch.load(again)] == [row["ids"].tolist() for row in rows]


def test_the_own_set_keeps_finished_new_user_turns_that_hold_no_held_out_prompt(tiny_paths):
    tokenizer = AutoTokenizer.from_pretrained(tiny_paths["target"])
    tokenizer.chat_template = CHAT_TEMPLATE
    opening = user_turn_opening(tokenizer)
    assert tokenizer.decode(opening) == "w2"  # this template has no system turn: the opening of a user one alone
    words = lambda text, end=True: {"prompt_len": len(opening), "ids": torch.tensor(  # noqa: E731
        opening + tokenizer(text, add_special_tokens=False).input_ids + ([EOS] if end else []))}
    rows = [words("w5 w6 w7"), words("w5 w6 w8", end=False), words("w5 w6 w7"), words("w9 w10"),
            words("w11 w8 w9 w12"), words("w13 w14 w15")]
    # unfinished, said before, under three words, holding a held-out prompt: each dropped
    assert own_prompts(rows, tokenizer, ["w8 w9"]) == ["w5 w6 w7", "w13 w14 w15"]


def test_an_own_shard_answers_the_user_turns_the_target_wrote_through_the_chat_template(tiny, tiny_paths, tmp_path,
                                                                                      monkeypatch):
    """The target writes the user turns from the template's opening of one, at OWN_PROMPT_TEMPERATURE (seeded by
    the shard), and answers those kept through the chat template; the shard is the same when written again. The
    tiny target seldom ends a turn, so here every written turn is kept."""
    target, _ = tiny
    tokenizer = AutoTokenizer.from_pretrained(tiny_paths["target"])
    tokenizer.chat_template = CHAT_TEMPLATE
    written = []
    def keep_all(rows, tokenizer, held):
        turns = [tokenizer.decode(row["ids"][row["prompt_len"]:].tolist(), skip_special_tokens=True) for row in rows]
        written.append([row["ids"][:row["prompt_len"]].tolist() for row in rows])
        return turns
    monkeypatch.setattr(corpus, "own_prompts", keep_all)
    monkeypatch.setattr(corpus, "OWN_PROMPT_TOKENS", 5)
    config = CorpusConfig(seed=0, batch=3, max_new_tokens=6, top_k=3)
    path = tmp_path / "shard_00000.pt"
    assert training_prompts(0, "own") == [] and "own" in PROMPT_SETS
    _write_shard(path, 0, target, tokenizer, [], "own", config, "cpu")
    rows = torch.load(path)
    assert written[0] == [user_turn_opening(tokenizer)] * 3
    assert [row["kind"] for row in rows] == ["own"] * 3 and len({row["prompt"] for row in rows}) > 1
    for row in rows:
        assert len(row["prompt"].split()) == 5
        assert row["ids"][:row["prompt_len"]].tolist() == chat_ids(tokenizer, row["prompt"])
        assert row["top_ids"].shape == (len(row["ids"]) - row["prompt_len"], 3)
    again = tmp_path / "again" / "shard_00000.pt"
    again.parent.mkdir()
    _write_shard(again, 0, target, tokenizer, [], "own", config, "cpu")
    assert [row["ids"].tolist() for row in torch.load(again)] == [row["ids"].tolist() for row in rows]


def test_a_cut_short_answer_is_quoted_up_to_its_last_full_sentence():
    assert whole_sentences("One. Two is here. Three is cut", False) == "One. Two is here."
    assert whole_sentences("One. Two is here. Three is cut", True) == "One. Two is here. Three is cut"
    assert whole_sentences("no sentence ends here at all", False) == "no sentence ends here at all"


def test_the_model_card_tells_a_grown_draft_and_a_two_set_corpus():
    first = {"corpus": {"prompts": 10, "response_tokens": 1000}, "draft": {"layers": 3},
             "training": {"epochs": 2, "steps": 0, "seconds": 60, "procs": 2}}
    recipe = {
        "corpus": {"prompts": 30, "response_tokens": 5000, "temperatures": [0.0, 1.0], "max_new_tokens": 8,
                   "top_k": 4, "process_seconds": 600,
                   "sets": {"topics": {"prompts": 10, "response_tokens": 1000, "process_seconds": 100},
                            "requests": {"prompts": 20, "response_tokens": 4000, "process_seconds": 500}}},
        "draft": {"hidden": 8, "layers": 5, "parameters": 1e6},
        "training": {"epochs": 2, "steps": 100, "batch_tokens": 64, "lr": 1e-3, "seed": 0, "procs": 1,
                     "seconds": 120, "init": first, "device": "cuda (NVIDIA H100 80GB HBM3)"},
        "quality": {"tokens": 50, "top1": 0.5, "top4": 0.75},
        "quality_wider": {"prompts": 64, "tokens": 500, "top1": 0.4, "top4": 0.6},
        "forward_cost": {"ratio_1": 0.1, "ratio_16": 0.05},
        "head": {"tokens": 16384, "corpus_coverage": 0.9935}}
    card = model_card(recipe)
    assert "the 16,384 tokens the target chose most often in the corpus (99.4% of its choices there)" in card
    assert "5 layers" in card and "the target's first 3 layers" in card and "layers 4–5 were appended" in card
    assert "10 from assets/distill topics × templates (1000 response tokens)" in card
    assert "20 from assets/distill requests with their slots (4000 response tokens)" in card
    assert "100 steps" in card and "trained 2 epochs on the first 1000 response tokens" in card
    assert "(64 prompts, 500 tokens): top-1 0.400, top-4 0.600" in card
    # where each run trained: this one on a GPU; the first, recorded before the device was, on CPU processes
    assert "seed 0, on one GPU (NVIDIA H100 80GB HBM3)," in card
    assert "response tokens (1 minutes, 2 data-parallel processes)" in card


def test_the_head_keeps_the_tokens_the_target_chose_most_in_the_shards_training_reads(tmp_path):
    folder = tmp_path / "corpus"
    folder.mkdir()
    shards = [[5, 5, 5, 7, 7, 9], [7, 7, 3, 3], [11, 11, 11, 11, 11]]  # the target's top-1 at each position
    for index, chosen in enumerate(shards):
        top_ids = torch.tensor([[token, 1] for token in chosen], dtype=torch.int32)  # column 1: a runner-up
        torch.save([{"top_ids": top_ids}], folder / f"shard_{index:05d}.pt")
        (folder / f"shard_{index:05d}.json").write_text(json.dumps({"tokens": len(chosen)}))
    kept, coverage = frequent_tokens(tmp_path, {"topics": 10}, 16, 2)  # the first two shards hold 10 tokens
    assert kept == [5, 7] and coverage == pytest.approx(7 / 10)  # 11 is in a shard training does not read
    kept, coverage = frequent_tokens(tmp_path, {"topics": 10}, 16, 3)
    assert kept == [3, 5, 7] and coverage == pytest.approx(9 / 10)  # 3 (twice) before 9 (once)
    assert frequent_tokens(tmp_path, {"topics": 10}, 16, 8)[0] == [3, 5, 7, 9]  # never chosen: left out


def test_training_in_one_process_learns_the_target_and_resumes_from_its_checkpoint(tiny, tiny_paths, tmp_path):
    """The single-process path (a GPU's, here on the CPU): a draft started from the target's first layer learns
    its top-k answers, and a longer run picks up from the saved step instead of starting over."""
    target, _ = tiny
    folder = corpus_folder(tmp_path, "topics")
    folder.mkdir(parents=True)
    prompts = [[1, 3 + i, 7 + (5 * i) % 30, 11 + i] for i in range(24)]
    rows = sample_batch(target, prompts, 0.0, 10, 5, EOS, torch.Generator())
    tokens = sum(len(r["top_ids"]) for r in rows)
    torch.save(rows, folder / "shard_00000.pt")
    (folder / "shard_00000.json").write_text(json.dumps({"tokens": tokens, "prompts": len(rows)}))
    answers = [(row["ids"].long(), row["prompt_len"]) for row in rows]
    config = TrainConfig(procs=1, hidden=32, layers=1, tokens=tokens, batch_tokens=512, lr=1e-2, save_every=1000,
                         steps=40)
    start = evaluate(init_draft(target, 32, 1), answers).top1
    run = train(tmp_path, tiny_paths["target"], config)
    trained = run.draft
    learnt = evaluate(trained, answers).top1
    print(f"top-1 {start:.2f} -> {learnt:.2f}")
    assert learnt > max(start, 0.5), (start, learnt)
    checkpoint = next((tmp_path / "train").glob("*.pt"))
    state = torch.load(checkpoint)
    assert state["step"] == 40 and run.seconds == state["seconds"] > 0
    # mark the saved weights: a second run of the same recipe must resume from them (no step left to train)
    state["model"] = {name: value + 1 for name, value in state["model"].items()}
    torch.save(state, checkpoint)
    again = train(tmp_path, tiny_paths["target"], config).draft
    for (name, mine), theirs in zip(again.state_dict().items(), trained.state_dict().values()):
        assert torch.allclose(mine, theirs + 1), name


def test_the_command_line_defaults_are_the_configs_and_its_flags_reach_them():
    """Every training and corpus setting has its default in one place, the config; the flags only carry it."""
    args = parse_args([])
    here = fast_precision("auto", "cpu")  # the precision this CPU runs fast (auto's choice)
    assert train_config(args, "cpu") == TrainConfig(train_dtype=here)
    assert corpus_config(args, "cpu") == CorpusConfig(seed=TrainConfig.seed, dtype=here)
    assert train_config(args, "cuda").train_dtype == corpus_config(args, "cuda").dtype == "bfloat16"
    args = parse_args(["--tokens", "7", "--request-tokens", "3", "--chat-tokens", "4", "--own-tokens", "6",
                       "--layers", "5", "--init", "somewhere",
                       "--lr", "2e-3", "--no-resume", "--train-dtype", "float32", "--procs", "4", "--seed", "9",
                       "--top-k", "5"])
    config = train_config(args, "cpu")
    assert (config.tokens, config.request_tokens, config.layers, config.lr, config.resume) == (7, 3, 5, 2e-3, False)
    assert config.init == Path("somewhere") and config.train_dtype == "float32" and config.procs == 4
    assert config.tokens_per_set() == {"topics": 7, "requests": 3, "chats": 4, "own": 6}
    assert "_r3_c4_o6_" in config.checkpoint_name()
    assert train_config(args, "cuda").procs == 1  # on a GPU one process does it all
    # one seed for the corpus and the training
    assert corpus_config(args, "cpu") == CorpusConfig(seed=9, top_k=5, dtype=here)
