"""The command line on tiny local models: generate (text and JSON), bench rows, clear errors."""

import gc
import json

import pytest

from gsd import trace_file
from gsd.config import PRESETS, SIZED, DecodeConfig
from gsd.__main__ import main


def test_generate_json_is_a_trace(tiny_paths, capsys):
    code = main(["generate", "--prompt", "w5 w6 w7", "--target", tiny_paths["target"], "--draft", tiny_paths["draft"],
                 "--device", "cpu", "--no-chat", "--max-new-tokens", "12", "--json"])
    assert code == 0
    steps, summary, prompt = trace_file.loads(capsys.readouterr().out)
    assert prompt == "w5 w6 w7" and summary.new_tokens == sum(len(s.committed) for s in steps)


def test_bench_writes_every_mode(tiny_paths, tmp_path, capsys):
    prompts = tmp_path / "p.jsonl"
    prompts.write_text('{"prompt": "w5 w6 w7"}\n{"prompt": "w30 w31 w30"}\n')
    out = tmp_path / "b.json"
    code = main(["bench", "--prompts", str(prompts), "--modes", "ar,ssd,tsd,gsd,dyspec,hf-assisted",
                 "--target", tiny_paths["target"], "--draft", tiny_paths["draft"], "--device", "cpu",
                 "--no-chat", "--max-new-tokens", "16", "--json", str(out)])
    assert code == 0
    data = json.loads(out.read_text())
    assert set(data["modes"]) == {"ar", "ssd", "tsd", "gsd", "dyspec", "hf-assisted"}
    for mode, row in data["modes"].items():
        for key in ("tokens_per_s", "tau", "target_forwards", "draft_forwards", "draft_tokens", "draft_tokens_saved",
                    "wall_s", "speedup_vs_ar", "exact_vs_ar", "accept_rate_depth1", "steps", "steps_with_merge"):
            assert key in row, (mode, key)
        assert row["exact_vs_ar"] is True, mode
        if mode != "hf-assisted":
            assert 0 <= row["steps_with_merge"] <= row["steps"] == row["target_forwards"], mode
    hf = data["modes"]["hf-assisted"]
    assert hf["steps"] is hf["steps_with_merge"] is hf["accept_rate_depth1"] is None  # transformers' loop, not ours
    assert hf["step_ms"] is None
    for mode in ("ar", "gsd"):  # where a step's time goes: drafting, verifying, committing and the rest
        phases, row = data["modes"][mode]["step_ms"], data["modes"][mode]
        assert set(phases) == {"draft", "verify", "commit", "other"} and phases["verify"] > 0, mode
        assert min(phases["draft"], phases["commit"]) >= 0, mode
    assert data["modes"]["gsd"]["step_ms"]["draft"] > data["modes"]["ar"]["step_ms"]["draft"]  # only gsd drafts
    assert data["preset"] == "fast"
    for mode in ("ar", "ssd", "tsd", "dyspec"):  # no merging in these modes
        assert data["modes"][mode]["steps_with_merge"] == 0 and data["modes"][mode]["draft_tokens_saved"] == 0
    assert data["modes"]["ar"]["speedup_vs_ar"] == 1.0
    assert data["modes"]["ar"]["accept_rate_depth1"] is None  # ar drafts nothing: no rate, not a rate of 0
    assert 0 <= data["modes"]["gsd"]["accept_rate_depth1"] <= 1
    for mode in ("ssd", "tsd", "gsd", "dyspec"):  # acceptance by depth, and the steps by accepted length
        row = data["modes"][mode]
        assert row["accept_rate_by_depth"] and all(0 <= rate <= 1 for rate in row["accept_rate_by_depth"]), mode
        assert sum(row["accepted_length_histogram"]) == row["steps"], mode
        assert len(row["accepted_length_histogram"]) <= len(row["accept_rate_by_depth"]) + 1, mode
    assert data["modes"]["ar"]["accepted_length_histogram"] == [data["modes"]["ar"]["steps"]]
    assert data["modes"]["ar"]["accept_rate_by_depth"] is hf["accepted_length_histogram"] is None
    assert "| gsd |" in capsys.readouterr().out


def test_sized_sizes_each_step_by_the_machines_costs_and_an_explicit_flag_still_wins(tiny_paths, capsys):
    """Fast (the default preset) sizes each step within its θ's; --no-sized keeps the θ's alone, --sized the rule
    alone (θ's 0, no fill), See the graph never sizes unless asked."""
    common = ["generate", "--prompt", "w5 w6 w7", "--target", tiny_paths["target"], "--draft", tiny_paths["draft"],
              "--device", "cpu", "--no-chat", "--max-new-tokens", "6", "--json"]
    assert main(common) == 0
    steps, summary, _ = trace_file.loads(capsys.readouterr().out)
    assert summary.config["sized"] is True and summary.config["theta_prob"] == DecodeConfig.theta_prob
    assert all(step.sized is not None for step in steps)
    for flags in (["--no-sized"], ["--preset", "graph"]):
        assert main(common + flags) == 0
        steps, summary, _ = trace_file.loads(capsys.readouterr().out)
        assert summary.config["sized"] is False and summary.config["fill"] == DecodeConfig.fill, flags
        assert all(step.sized is None for step in steps), flags
    assert main(common + ["--sized"]) == 0
    steps, summary, _ = trace_file.loads(capsys.readouterr().out)
    assert {name: summary.config[name] for name in SIZED} == SIZED
    assert all(step.sized is not None for step in steps) and summary.costs is not None
    assert main(common + ["--sized", "--fill", "2", "--theta-sib", "0.2"]) == 0
    config = trace_file.loads(capsys.readouterr().out)[1].config
    assert config["sized"] is True and config["fill"] == 2 and config["theta_sib"] == 0.2 and config["theta_prob"] == 0.0


def test_a_preset_sets_the_graph_settings_and_an_explicit_flag_wins(tiny_paths, capsys):
    common = ["generate", "--prompt", "w5 w6 w7", "--target", tiny_paths["target"], "--draft", tiny_paths["draft"],
              "--device", "cpu", "--no-chat", "--max-new-tokens", "6", "--json"]
    graph = PRESETS["graph"].settings
    assert main(common + ["--preset", "graph"]) == 0
    config = trace_file.loads(capsys.readouterr().out)[1].config
    assert {name: config[name] for name in graph} == graph
    assert main(common + ["--preset", "graph", "--theta-sib", "0.3", "--merge", "off"]) == 0
    config = trace_file.loads(capsys.readouterr().out)[1].config
    assert config["theta_sib"] == 0.3 and config["merge_n"] is None and config["theta_prob"] == graph["theta_prob"]
    assert config["theta_path"] == graph["theta_path"] == 0.0
    assert main(common + ["--theta-path", "0.25"]) == 0
    assert trace_file.loads(capsys.readouterr().out)[1].config["theta_path"] == 0.25
    assert main(common) == 0  # fast is the command line's default
    config = trace_file.loads(capsys.readouterr().out)[1].config
    assert {name: config[name] for name in graph} == PRESETS["fast"].settings != graph
    assert config["lookup"] is True and config["lookup_depth"] == 3
    assert main(common + ["--lookup-depth", "5"]) == 0
    assert trace_file.loads(capsys.readouterr().out)[1].config["lookup_depth"] == 5
    assert main(common + ["--no-lookup"]) == 0
    assert trace_file.loads(capsys.readouterr().out)[1].config["lookup"] is False
    assert config["lookup_first"] is True
    assert main(common + ["--no-lookup-first"]) == 0
    assert trace_file.loads(capsys.readouterr().out)[1].config["lookup_first"] is False
    assert main(common + ["--preset", "graph", "--lookup-first"]) == 0  # the graph preset drafts every step, unless
    assert trace_file.loads(capsys.readouterr().out)[1].config["lookup_first"] is True


def test_errors_are_one_line(tiny_paths, tmp_path, capsys):
    assert main(["generate", "--prompt", "  ", "--target", tiny_paths["target"], "--drafter", "lookup",
                 "--device", "cpu"]) == 2
    assert capsys.readouterr().err.startswith("error: the prompt is empty")
    assert main(["generate", "--prompt", "w5", "--k", "0", "--device", "cpu"]) == 2
    assert "k must be" in capsys.readouterr().err
    assert main(["generate", "--prompt", "w5", "--target", str(tmp_path / "missing"), "--drafter", "lookup",
                 "--device", "cpu"]) == 2
    assert "local folder" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:  # another target with the embedded draft: refused before loading
        main(["generate", "--prompt", "w5", "--target", tiny_paths["target"], "--device", "cpu"])
    assert exited.value.code == 2 and "needs --draft" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:  # argparse's own one-line usage error
        main(["generate", "--prompt", "w5", "--merge", "1.5"])
    assert exited.value.code == 2 and "--merge: invalid choice: '1.5'" in capsys.readouterr().err
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    assert main(["bench", "--prompts", str(bad), "--device", "cpu"]) == 2
    assert "JSON object" in capsys.readouterr().err


def test_distill_on_a_gpu_that_is_not_there_is_one_line(capsys, monkeypatch):
    monkeypatch.setattr("torch.cuda.is_available", lambda: False)
    assert main(["distill", "--device", "cuda"]) == 2
    assert capsys.readouterr().err.startswith("error: --device cuda was asked for but no CUDA GPU is visible")


def test_sweep_covers_the_grid(tiny_paths, tmp_path):
    prompts = tmp_path / "p.jsonl"
    prompts.write_text('{"prompt": "w5 w6 w7"}\n')
    out, plot = tmp_path / "s.json", tmp_path / "s.html"
    assert main(["sweep", "--prompts", str(prompts), "--ks", "1,4", "--budgets", "4,16", "--target",
                 tiny_paths["target"], "--draft", tiny_paths["draft"], "--device", "cpu", "--no-chat",
                 "--max-new-tokens", "12", "--json", str(out), "--plot", str(plot)]) == 0
    cells = json.loads(out.read_text())["cells"]
    assert {(c["k"], c["node_budget"]) for c in cells} == {(1, 4), (1, 16), (4, 4), (4, 16)}
    assert all(c["exact_vs_ar"] for c in cells) and "plotly" in plot.read_text()[:5000].lower()
    assert gc.get_freeze_count() == 0  # its timed runs started frozen (`rows.settled`); nothing is left frozen after


def test_a_servers_engine_is_frozen_once_loaded():
    """`app.main` hands the page its engine through `freeze_loaded`: what is alive then is moved out of the cyclic
    collector's reach, so that no full collection of the models' objects lands in a visitor's run."""
    from gsd.options import freeze_loaded

    class Engine:
        pass

    engine = Engine()
    assert any(item is engine for item in gc.get_objects())  # the collector's, until frozen
    try:
        assert freeze_loaded(engine) is engine and gc.get_freeze_count() > 0
        assert not any(item is engine for item in gc.get_objects())
    finally:
        gc.unfreeze()
