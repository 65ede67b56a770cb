"""Spec-Bench (Xia et al., Findings of ACL 2024), the field's shared benchmark for speculative decoding: its
question file read and grouped as Spec-Bench reports it, a seeded choice per category, MT-bench's second turn
asked after `ar`'s answer to the first, and the figures by group and overall.

The runs are `run_rows`: every row in one process, the rows taking turns question by question.
Spec-Bench counts a question's speed as its tokens over its seconds (its turns summed, the prefill included)
and a group's as the mean over its questions; τ is the tokens per target forward. Decoding alone (after each
run's first step) is reported beside it. The question file is Spec-Bench's own
(data/spec_bench/question.jsonl); this module only reads it.
"""

from __future__ import annotations

import json
import random
import statistics
from dataclasses import dataclass
from pathlib import Path

from ..config import DecodeConfig
from ..engine.loop import Engine
from .report import parting, report
from .rows import ModeResult, run_rows

MT_BENCH = ("writing", "roleplay", "reasoning", "math", "coding", "extraction", "stem", "humanities")
GROUPS = {**{category: "mt-bench" for category in MT_BENCH},
          **{category: category for category in ("translation", "summarization", "qa", "math_reasoning", "rag")}}
GROUP_LABELS = {  # each group as Spec-Bench's tables name it, in their order
    "mt-bench": "Multi-turn Conversation", "translation": "Translation", "summarization": "Summarization",
    "qa": "Question Answering", "math_reasoning": "Mathematical Reasoning", "rag": "Retrieval-aug. Generation"}


@dataclass(frozen=True)
class Question:
    """One line of the question file: its id, its category and what the user says on each turn."""

    question_id: object
    category: str
    turns: tuple[str, ...]

    @property
    def group(self) -> str:
        return GROUPS[self.category]


def read_questions(path: str | Path) -> list[Question]:
    """Spec-Bench's questions from a JSON-lines file; a one-line ValueError naming the file and line for a
    malformed line or an unknown category."""
    questions = []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, start=1):
            if line.strip():
                questions.append(_question(line, f"{path}:{number}"))
    if not questions:
        raise ValueError(f"{path} holds no questions")
    return questions


def _question(line: str, where: str) -> Question:
    try:
        data = json.loads(line)
        question_id, category, turns = data["question_id"], data["category"], data["turns"]
    except (json.JSONDecodeError, KeyError, TypeError):
        raise ValueError(f"{where}: each line must be a JSON object with \"question_id\", \"category\" and "
                         "\"turns\"") from None
    if not (isinstance(turns, list) and turns and all(isinstance(turn, str) and turn.strip() for turn in turns)):
        raise ValueError(f"{where}: \"turns\" must be a list of what the user says, one text per turn")
    if not isinstance(category, str) or category not in GROUPS:
        raise ValueError(f"{where}: unknown category {category!r}; Spec-Bench's are {', '.join(GROUPS)}")
    return Question(question_id, category, tuple(turns))


def choose(questions: list[Question], per_category: int | None, seed: int) -> list[Question]:
    """`per_category` questions of each of Spec-Bench's six categories (its groups: all of a smaller one), drawn
    with `seed`, in the file's order; MT-bench's are spread over its own eight categories in turn, so 8 takes
    one of each. Every question for None."""
    if per_category is None:
        return list(questions)
    if per_category < 1:
        raise ValueError(f"--per-category must be at least 1, got {per_category}")
    draw = random.Random(seed)
    by_group: dict[str, dict[str, list[int]]] = {}
    for index, question in enumerate(questions):
        by_group.setdefault(question.group, {}).setdefault(question.category, []).append(index)
    kept: set[int] = set()
    for categories in by_group.values():
        shuffled = [draw.sample(indices, len(indices)) for indices in categories.values()]
        turns = max(map(len, shuffled))  # round robin over the group's categories until it has enough
        spread = [indices[i] for i in range(turns) for indices in shuffled if i < len(indices)]
        kept.update(spread[:per_category])
    return [question for index, question in enumerate(questions) if index in kept]


def second_turn(question: Question, answer: str) -> list[dict]:
    """The conversation that asks a question's second turn after `answer` to its first."""
    return [{"role": "user", "content": question.turns[0]}, {"role": "assistant", "content": answer},
            {"role": "user", "content": question.turns[1]}]


def check_rows(rows: list[str]) -> None:
    """Refuse rows without `ar`: its answers lead to the second turns, and every speed-up is over it."""
    if "ar" not in rows:
        raise ValueError("spec-bench needs the ar row: its answers lead to the second turns, and every speed-up "
                         "is over it")


def run(engine: Engine, questions: list[Question], rows: list[str], max_new_tokens: int, base: DecodeConfig,
        turns: int = 2, chat: bool = True) -> dict:
    """Every row on each question's first turn, then (turns = 2) on each second turn, asked after `ar`'s
    answer to the first, which every row shares; `report` over every turn, with Spec-Bench's figures
    by group and overall (`figures`)."""
    check_rows(rows)
    prompts = [question.turns[0] for question in questions]
    results = run_rows(engine, prompts, rows, max_new_tokens, base, chat)
    owners = list(range(len(questions)))  # the question each prompt asks
    followed = [i for i, question in enumerate(questions) if turns == 2 and len(question.turns) > 1]
    if followed:
        answers = [engine.tokenizer.decode(results["ar"].outputs[i], skip_special_tokens=True).strip()
                   for i in followed]
        conversations = [second_turn(questions[i], answer) for i, answer in zip(followed, answers)]
        more = run_rows(engine, conversations, rows, max_new_tokens, base, chat)
        for row in rows:
            results[row].runs += more[row].runs
        prompts += conversations
        owners += followed
    data = report(results, engine, prompts, max_new_tokens, base)
    groups = [group for group in GROUP_LABELS if any(question.group == group for question in questions)]
    members = {group: {i for i, question in enumerate(questions) if question.group == group} for group in groups}
    data.update(suite="spec-bench", questions=len(questions), turns=turns,
                question_ids=[question.question_id for question in questions],
                groups={group: figures(results, owners, members[group]) for group in groups},
                overall=figures(results, owners, set(range(len(questions)))))
    return data


def figures(results: dict[str, ModeResult], owners: list[int], members: set[int]) -> dict:
    """Each row's figures over the prompts of the questions in `members` (`owners`: each prompt's question):
    Spec-Bench's speed (`_speed`) and its speed-up over ar, decoding alone and its speed-up, τ, whether the
    row's output equals ar's, and (rows that draft with this engine) the acceptance rate at depths 1-6."""
    picked = [i for i, owner in enumerate(owners) if owner in members]
    whose = [owners[i] for i in picked]
    subsets = {row: result.subset(picked) for row, result in results.items()}
    speed = {row: _speed(subset, whose) for row, subset in subsets.items()}
    decode = {row: subset.decode_tokens_per_s for row, subset in subsets.items()}
    summaries = {row: subset.summary() for row, subset in subsets.items()}  # each added up once
    return {row: {"tokens_per_s": round(speed[row], 2), "decode_tokens_per_s": round(decode[row], 2),
                  "speedup_vs_ar": round(speed[row] / speed["ar"], 3),
                  "decode_speedup_vs_ar": round(decode[row] / decode["ar"], 3) if decode["ar"] else None,
                  "tau": round(summaries[row].tau, 3) if summaries[row].target_forwards else None,
                  "exact_vs_ar": subset.outputs == subsets["ar"].outputs,
                  "parts_from_ar": parting(subset.outputs, subsets["ar"].outputs),
                  "accept_rate_by_depth": [round(rate, 3) for rate in summaries[row].accept_rate_by_depth[:6]]
                  if subset.steps and row != "ar" else None}
            for row, subset in subsets.items()}


def _speed(result: ModeResult, whose: list[int]) -> float:
    """The mean over questions of a question's tokens over its seconds, its turns summed."""
    tokens: dict[int, int] = {}
    seconds: dict[int, float] = {}
    for run, question in zip(result.runs, whose):
        tokens[question] = tokens.get(question, 0) + len(run.output)
        seconds[question] = seconds.get(question, 0.0) + run.wall_s
    return statistics.fmean(tokens[question] / seconds[question] for question in tokens)


def table(data: dict) -> str:
    """The report in Spec-Bench's layout, as a Markdown table: a row per method, its speed-up over ar in each
    group, its mean accepted tokens (τ) and its overall speed-up; then whether its output equals ar's."""
    groups = list(data["groups"])
    head = ["method", *(GROUP_LABELS[group] for group in groups), "mean accepted tokens (τ)", "overall",
            "exact vs ar"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for row, overall in data["overall"].items():
        cells = [f"{data['groups'][group][row]['speedup_vs_ar']:.2f}×" for group in groups]
        cells += ["—" if overall["tau"] is None else f"{overall['tau']:.2f}", f"{overall['speedup_vs_ar']:.2f}×"]
        cells.append("✓" if overall["exact_vs_ar"] else "✗")
        lines.append("| " + " | ".join([row, *cells]) + " |")
    return "\n".join(lines)


# The chart's colours: gsd and its variants in greens, the project's other modes in blues, the peers a user would
# pick instead in warm colours (transformers') and purples (llama.cpp); a row not named here gets plotly's next.
ROW_COLORS = {"gsd": "#15803d", "gsd:lookup": "#4ade80", "gsd:nolookup": "#86efac", "ssd": "#1e40af",
              "tsd": "#3b82f6", "dyspec": "#93c5fd", "hf-assisted": "#c2410c", "hf-lookup": "#f59e0b",
              "llama.cpp": "#7c3aed", "llama.cpp-lookup": "#c4b5fd"}


def figure(data: dict):
    """Grouped bars: each row's speed-up over ar in each group and overall; ar itself is the line at 1."""
    import plotly.graph_objects as go

    groups = list(data["groups"])
    labels = [GROUP_LABELS[group].replace(" ", "<br>", 1) for group in groups] + ["<b>Overall</b>"]
    bars = [go.Bar(name=row if overall["tau"] is None else f"{row} (τ {overall['tau']:.2f})", x=labels,
                   marker_color=ROW_COLORS.get(row),
                   y=[data["groups"][group][row]["speedup_vs_ar"] for group in groups] + [overall["speedup_vs_ar"]])
            for row, overall in data["overall"].items() if row != "ar"]
    chart = go.Figure(bars)
    machine = data.get("machine", {})
    where = f"{machine.get('cpu') or machine.get('gpu') or machine.get('device', '')}, {machine.get('threads')} threads"
    turns = "both turns of MT-bench" if data["turns"] == 2 else "first turns"
    chart.add_hline(y=1, line_dash="dash", line_color="#374151", annotation_text="ar (plain decoding)",
                    annotation_position="top left")
    chart.update_layout(barmode="group", yaxis_title="speed-up over ar (end to end)", width=1100, height=460,
                        template="plotly_white", legend_title_text="row (mean accepted tokens)",
                        title=f"Spec-Bench: {data['questions']} questions ({turns}), at most "
                              f"{data['max_new_tokens']} new tokens, {where}", margin={"t": 60, "b": 60})
    return chart
