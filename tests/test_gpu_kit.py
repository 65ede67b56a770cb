"""The GPU kit's plumbing (scripts/gpu_kit.py), without a GPU: the target's parts arrive one call at a time and
are joined, checked and converted once all are there; what a call brings back fits the device tool's limits.
The page's wheels are named, laid out in parts and installed where missing, and the served stage reads its
visitors' figures, all without the network or a server. (`python scripts/gpu_kit.py all --toy` rehearses every
stage on the CPU; it takes minutes, so it is not run here.)"""

import hashlib
import importlib.util
import json
import tarfile
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parent.parent


class Kit:
    """The kit's command and its stage modules as one namespace: a name reads from the first that has it, and is
    patched in every one that has it (`patch`), as each module holds its own binding of a shared name."""

    def __init__(self, *modules):
        self.modules = modules

    def __getattr__(self, name):
        for module in self.modules:
            if hasattr(module, name):
                return getattr(module, name)
        raise AttributeError(name)

    def patch(self, monkeypatch, name, value):
        """`monkeypatch.setattr` of `name` in every module that holds it."""
        holders = [module for module in self.modules if hasattr(module, name)]
        if not holders:
            raise AttributeError(name)
        for module in holders:
            monkeypatch.setattr(module, name, value)


@pytest.fixture()
def kit(tmp_path, monkeypatch):
    spec = importlib.util.spec_from_file_location("gpu_kit", ROOT / "scripts" / "gpu_kit.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # puts scripts/ on the path: its stages are the package `kit`
    from kit import bench, check, collect, common, parts, served, train

    namespace = Kit(module, parts, common, bench, check, collect, served, train)
    namespace.patch(monkeypatch, "KIT", tmp_path / "kit")
    monkeypatch.setenv("GSD_CACHE", str(tmp_path / "cache"))
    return namespace


def _pack(kit, data: bytes, part: int) -> dict:
    (kit.KIT / "parts").mkdir(parents=True)
    parts = []
    for index in range(0, len(data), part):
        block = data[index:index + part]
        name = f"gguf.{len(parts):02d}"
        parts.append({"name": name, "bytes": len(block), "sha256": hashlib.sha256(block).hexdigest()})
    manifest = {"file": "model.gguf", "bytes": len(data), "sha256": hashlib.sha256(data).hexdigest(), "parts": parts}
    (kit.KIT / "manifest.json").write_text(json.dumps(manifest))
    return manifest


def test_parts_arrive_one_call_at_a_time_then_are_joined_and_converted(kit, monkeypatch, capsys):
    data = bytes(range(256)) * 40
    manifest = _pack(kit, data, 3000)
    converted = []
    import gsd.models

    monkeypatch.setattr(gsd.models, "convert_gguf", lambda gguf, folder: converted.append(gguf.read_bytes()))
    kit.patch(monkeypatch, "install_wheels", lambda: None)
    for index, part in enumerate(manifest["parts"]):
        for old in (kit.KIT / "parts").iterdir():  # a call carries its own part alone
            old.unlink()
        block = data[index * 3000:(index + 1) * 3000]
        (kit.KIT / "parts" / part["name"]).write_bytes(block if index != 1 else b"damaged")
        assert kit.receive(None) == 0
        if index == 1:  # damaged on the way: named, and sent again
            assert "gguf.01 arrived damaged" in capsys.readouterr().out
            (kit.KIT / "parts" / part["name"]).write_bytes(block)
            assert kit.receive(None) == 0
        said = capsys.readouterr().out
        if index < len(manifest["parts"]) - 1:
            assert f"{index + 1} of {len(manifest['parts'])} parts here" in said and not converted
    assert converted == [data]


def test_what_a_call_brings_back_fits_the_limits(kit, tmp_path, monkeypatch):
    kit.patch(monkeypatch, "BACK_FILE", 4000)
    out = tmp_path / "out"
    (out / "draft").mkdir(parents=True)
    (out / "draft" / "model.safetensors").write_bytes(b"w" * 3500)
    (out / "head").mkdir()
    (out / "head" / "head.json").write_text("{}")
    (out / "status.json").write_text("{}")
    (out / "bench-float32.json").write_text("{}")
    (out / "corpus.log").write_text("log")
    files = kit.collect(out, tmp_path / "back")
    back = tmp_path / "back"
    assert sorted(files) == sorted(path.name for path in back.iterdir())
    assert len(files) <= kit.BACK_FILES and all((back / name).stat().st_size <= 4000 for name in files)
    assert "status.json" in files
    joined = tmp_path / "joined.tar"
    joined.write_bytes(b"".join((back / name).read_bytes() for name in sorted(files) if name.startswith("kit.tar")))
    with tarfile.open(joined) as tar:
        names = tar.getnames()
        assert {"draft/model.safetensors", "head/head.json", "corpus.log", "status.json",
                "bench-float32.json"} <= set(names)
        assert tar.extractfile("draft/model.safetensors").read() == b"w" * 3500


@pytest.mark.parametrize("minutes, largest", [(3.5, 1024), (4.0, 1024), (20.0, 2048)])
def test_each_prompt_set_samples_a_batch_its_share_of_the_time_can_finish(kit, tmp_path, monkeypatch, minutes,
                                                                           largest):
    """A set's answers land a whole batch at a time, so a batch its time cannot finish writes nothing (a fourth
    lease: 3.5 minutes at 2,048 answers a batch wrote no token): each set's batch is halved until its start and
    one batch fit its share."""
    commands = []
    kit.patch(monkeypatch, "run_logged", lambda command, log_path, limit: commands.append((command, limit)) or 0)
    kit.patch(monkeypatch, "corpus_written", lambda work: {"own": 1})
    kit.patch(monkeypatch, "keep_answers", lambda work, path: 1)
    args = kit.parse(["all", "--out", str(tmp_path / "out")])
    kit.corpus(args, kit.Status(tmp_path / "out"), minutes)
    batches = [int(command[command.index("--batch") + 1]) for command, _ in commands]
    assert len(batches) == len(kit.CORPUS_SETS) and max(batches) == largest
    for batch, (_, limit) in zip(batches, commands):
        assert kit.CORPUS_START_S + batch * kit.ANSWER_S <= limit * 60 or batch == 128


def test_a_stage_run_again_keeps_nothing_of_the_call_before(kit, tmp_path, monkeypatch):
    """status.json says what the last run of a stage found: a draft stage that failed in one call ("no corpus
    shard") and trained in the next must not still carry the first call's problems."""
    out = tmp_path / "out"
    kit.Status(out).set("draft", state="failed", problems=["no corpus shard was written"])
    kit.patch(monkeypatch, "install_wheels", lambda: None)
    monkeypatch.delenv("OUT", raising=False)
    kit.patch(monkeypatch, "draft", lambda args, status, minutes: status.set("draft", state="done", exit=0))
    assert kit.run_all(kit.parse(["all", "--out", str(out), "--stages", "draft"])) == 0
    assert json.loads((out / "status.json").read_text())["stages"]["draft"] == {"state": "done", "exit": 0}


@pytest.mark.parametrize("flags, partner", [([], None), (["--head-partner", "0.5"], "0.5")])
def test_the_head_stage_trains_beside_the_draft_when_asked(kit, tmp_path, monkeypatch, flags, partner):
    """The kit's head stage continues the shipped head with train-head, alone by default, beside the draft
    (--partner, the loss of the mean q `--drafter both` drafts with) when --head-partner asks for it."""
    commands = []
    kit.patch(monkeypatch, "run_logged", lambda command, *rest, **named: commands.append(command) or 0)
    args = kit.parse(["all", "--out", str(tmp_path / "out"), *flags])
    kit.head(args, kit.Status(tmp_path / "out"), 1.0)
    (command,) = commands
    assert command[2:4] == ["gsd", "train-head"] and "--init" in command
    assert (command[command.index("--partner") + 1] if "--partner" in command else None) == partner


def test_the_weights_leave_the_tree_while_the_parts_travel_and_come_back_whole(kit, tmp_path, monkeypatch):
    """`hold` moves the draft's and the head's weights out of what a call carries (into the ignored .kit/), so that
    a part fits beside the tree; `restore` puts them back byte for byte; a second `hold` or a file gone is said."""
    root = tmp_path / "tree"
    kit.patch(monkeypatch, "ROOT", root)
    kit.patch(monkeypatch, "tree_bytes", lambda: sum(p.stat().st_size for p in root.rglob("*") if p.is_file()))
    contents = {}
    for index, name in enumerate(kit.HELD):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        contents[name] = bytes([index]) * (1000 * (index + 1))
        (root / name).write_bytes(contents[name])
    assert kit.hold(None) == 0 and kit.tree_bytes() == 0
    assert kit.hold(None) == 0  # held already: nothing to move, nothing lost
    assert kit.restore(None) == 0
    assert {name: (root / name).read_bytes() for name in kit.HELD} == contents
    (root / kit.HELD[0]).unlink()
    assert kit.hold(None) == 2  # neither in the tree nor held
    assert kit.restore(None) == 2


def test_packing_after_hold_keeps_the_held_weights(kit, tmp_path, monkeypatch):
    """The order the plan gives (hold, then pack) must not lose the weights: a pack replaces the last pack's parts
    and wheel alone, so `restore` still finds what `hold` moved into .kit/held."""
    import argparse

    root = tmp_path / "tree"
    kit.patch(monkeypatch, "ROOT", root)
    kit.patch(monkeypatch, "tree_bytes", lambda: sum(p.stat().st_size for p in root.rglob("*") if p.is_file()))
    monkeypatch.setattr(kit.subprocess, "run", lambda *a, **k: argparse.Namespace(returncode=0))  # no pip here
    contents = {name: bytes([index + 1]) * 500 for index, name in enumerate(kit.HELD)}
    for name, data in contents.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)
    gguf = tmp_path / "model.gguf"
    gguf.write_bytes(bytes(range(256)) * 12)
    (kit.KIT / "parts").mkdir(parents=True)
    (kit.KIT / "parts" / "gguf.07").write_bytes(b"a part of an older pack")
    assert kit.hold(None) == 0
    args = argparse.Namespace(gguf=str(gguf), part_mib=0, gguf_version="0")
    assert kit.pack(args) == 0
    assert sorted(p.name for p in (kit.KIT / "parts").iterdir()) == ["gguf.00"]  # the older part gone
    assert kit.restore(None) == 0
    assert {name: (root / name).read_bytes() for name in kit.HELD} == contents


def test_verify_costs_time_each_tree_size_and_leave_the_cache_as_found(kit, tiny_engine):
    """The profile stage's table of a verify step's cost by tree rows: one figure a size, each a real step's
    (the forward ran: the rows past the prefix were written), and the cache's length as it was."""
    from gsd.forward import static

    cache = static.Cache(tiny_engine.pair.target, capacity=64, flavour="eager")
    cache.length = 5
    before = cache.keys.clone()
    costs = kit.verify_costs(cache, sizes=(1, 4, 12), calls=2, past=20)
    assert list(costs) == [1, 4, 12] and all(ms > 0 for ms in costs.values())
    assert cache.length == 5
    assert not torch.equal(cache.keys[..., 20:32, :], before[..., 20:32, :])  # each step wrote its rows' keys


def test_the_served_stage_runs_right_after_the_page_and_is_in_the_plan(kit, tmp_path, monkeypatch):
    """`served` (the page played by visitors through its API) runs early in `all`, right after `page`, and the
    plan's `all` call names it; the page's wheels travel in calls of their own before the target's parts."""
    assert kit.STAGES.index("served") == kit.STAGES.index("page") + 1
    ran = []
    kit.patch(monkeypatch, "install_wheels", lambda: None)
    monkeypatch.delenv("OUT", raising=False)
    kit.patch(monkeypatch, "check", lambda args, status: ran.append("check") or True)
    for stage in ("page", "bench"):
        kit.patch(monkeypatch, stage, lambda args, status, *rest, stage=stage, **named:
                  ran.append(stage) or status.set(stage, state="done"))
    kit.patch(monkeypatch, "served", lambda args, status, minutes: ran.append("served") or
              status.set("served", state="done"))
    out = tmp_path / "out"
    assert kit.run_all(kit.parse(["all", "--out", str(out), "--stages", "bench,served,page,check"])) == 0
    assert ran == ["check", "page", "served", "bench"]
    manifest = {"file": "model.gguf", "bytes": 3 * 2 ** 20, "parts": [{"name": "gguf.00"}, {"name": "gguf.01"}],
                "page": [{"name": "00", "wheels": ["gradio-6.31.0-py3-none-any.whl"], "bytes": 2 ** 20},
                         {"name": "01", "wheels": ["plotly-7.1.0-py3-none-any.whl"], "bytes": 2 ** 20}]}
    said = kit.plan(manifest)
    calls = [line for line in said.splitlines() if "receive" in line]
    assert [call.split("'.kit/")[-1].split("'")[0] for call in calls] == [
        "wheels-page/00", "wheels-page/01", "parts/gguf.00", "parts/gguf.01"]
    assert "2 parts of the page's wheels" in said and "page, served, bench" in said


def test_the_page_wheels_are_gradio_plotly_and_what_they_need_on_the_machine(kit):
    """The wheels `pack` fetches: gradio and plotly at requirements.txt's pins and every package they need on the
    machine's Python, at the versions the page is tested with here; nothing the machine has (torch, numpy, ...),
    nothing for another Python (audioop-lts is for 3.13); what the page asks of each package, the machine's too."""
    from importlib.metadata import version

    chosen, needs = kit.page_wheels()
    pins = kit.pins()
    assert chosen["gradio"] == pins["gradio"] == version("gradio") and chosen["plotly"] == pins["plotly"]
    assert {"pydantic", "pydantic-core", "fastapi", "starlette", "uvicorn", "orjson", "brotli", "gradio-client",
            "groovy", "safehttpx", "python-multipart", "tomlkit", "semantic-version", "pydub", "narwhals",
            "typing-inspection", "annotated-types"} <= set(chosen)
    assert not set(chosen) & set(kit.THERE) and "audioop-lts" not in chosen
    assert needs["gradio"] == f"=={pins['gradio']}" and {"numpy", "pandas", "pillow"} <= set(needs)
    assert all(name == kit.canonical(name) for name in chosen)


def test_the_page_wheels_split_into_parts_a_call_can_carry(kit):
    sizes = {"gradio.whl": 30, "plotly.whl": 10, "hf_xet.whl": 5, "a.whl": 8, "b.whl": 3, "c.whl": 1}
    parts = kit.split_wheels(sizes, 40)
    assert sorted(name for part in parts for name in part) == sorted(sizes)
    assert all(sum(sizes[name] for name in part) <= 40 for part in parts) and len(parts) == 2
    with pytest.raises(ValueError, match="gradio.whl"):
        kit.split_wheels(sizes, 20)


def test_pack_lays_the_page_wheels_out_in_parts_with_what_the_page_needs(kit, tmp_path, monkeypatch):
    """pack's page half without the network: pip's download stands in for a fake that writes one wheel a pin;
    each part is a folder under .kit/wheels-page no larger than a call's room, named in the manifest."""
    import argparse

    downloads = []

    def fake_run(command, *rest, **named):
        if command[2:4] == ["pip", "download"]:
            folder = Path(command[command.index("-d") + 1])
            for pin in command[command.index("-d") + 2:]:
                name, version = pin.split("==")
                size = 3000 if name == "gradio" else 200
                (folder / f"{name.replace('-', '_')}-{version}-py3-none-any.whl").write_bytes(b"w" * size)
            downloads.append(command)
        return argparse.Namespace(returncode=0)

    monkeypatch.setattr(kit.subprocess, "run", fake_run)
    packed = kit.pack_page(3500)
    (command,) = downloads
    assert "--no-deps" in command and command[command.index("--python-version") + 1] == kit.PAGE_PYTHON
    assert not any(pin.split("==")[0] in kit.THERE for pin in command if "==" in pin)
    folders = sorted(path.name for path in (kit.KIT / "wheels-page").iterdir())
    assert folders == [part["name"] for part in packed["page"]] and len(folders) >= 2
    for part in packed["page"]:
        files = sorted(path.name for path in (kit.KIT / "wheels-page" / part["name"]).iterdir())
        assert files == part["wheels"] and part["bytes"] <= 3500
    every = [name for part in packed["page"] for name in part["wheels"]]
    assert any(name.startswith("gradio-") for name in every) and any(name.startswith("plotly-") for name in every)
    assert packed["page_needs"]["plotly"].startswith("==")


def test_the_machine_installs_only_the_page_wheels_it_lacks(kit, tmp_path, monkeypatch, capsys):
    """There, a carried part's wheels are installed (outside the tree) where the package is missing or at a
    version the page cannot use; the machine's own copies stay; each part once, the rest named as still to send."""
    import argparse

    have = {"packaging": "26.0", "pydantic": "1.10.0", "gradio": None}
    needs = {"gradio": "==6.31.0", "pydantic": ">=2.0,<=3.0", "packaging": "", "pillow": "<13.0,>=8.0"}
    wheels = [Path(f"{name}-{version}-py3-none-any.whl") for name, version in
              (("gradio", "6.31.0"), ("pydantic", "2.14.4"), ("packaging", "26.4"))]
    kit.patch(monkeypatch, "installed_version", lambda name: have.get(name))
    wanted = kit.wanted_wheels(wheels, needs, installed=lambda name: have.get(name))
    assert [wheel.name.split("-")[0] for wheel in wanted] == ["gradio", "pydantic"]
    assert kit.unmet(needs, installed=lambda name: have.get(name)) == [
        "gradio missing (the page needs ==6.31.0)", "pillow missing (the page needs <13.0,>=8.0)",
        "pydantic 1.10.0 (the page needs >=2.0,<=3.0)"]
    installs = []
    monkeypatch.setattr(kit.subprocess, "run", lambda command, **named: installs.append(command) or
                        argparse.Namespace(returncode=0))
    monkeypatch.setattr(kit.sys, "path", list(kit.sys.path))
    monkeypatch.setenv("PYTHONPATH", "")
    manifest = {"page": [{"name": "00"}, {"name": "01"}], "page_needs": needs}
    (kit.KIT / "wheels-page" / "00").mkdir(parents=True)
    for wheel in wheels:
        (kit.KIT / "wheels-page" / "00" / wheel.name).write_bytes(b"w")
    kit.install_page_wheels(manifest)
    kit.install_page_wheels(manifest)  # the same part again: installed once
    (command,) = installs
    assert "--no-index" in command and "--target" in command
    site = command[command.index("--target") + 1]
    assert sorted(Path(arg).name.split("-")[0] for arg in command if arg.endswith(".whl")) == ["gradio", "pydantic"]
    assert site.startswith(str(tmp_path / "cache")) and kit.sys.path[0] == site
    assert kit.os.environ["PYTHONPATH"].split(kit.os.pathsep)[0] == site
    assert "1 of 2 parts in; still to send: 01" in capsys.readouterr().out


def _served_report(ar_visitor: float) -> dict:
    def row(label, mode, preset, visitor, engine):
        return dict(label=label, mode=mode, preset=preset, runs=[{}, {}], visitor_s=visitor, engine_s=engine,
                    tokens=256, first_text_s=0.05, updates=9, steps=40, exact=2)
    return {"alone": [row("ar", "ar", "fast", ar_visitor, 1.0), row("gsd, See the graph", "gsd", "graph", 2.2, 2.0),
                      row("gsd, Fast", "gsd", "fast", 1.1, 1.0)],
            "crowd": dict(visitors=8, last_done_s=5.2, engine_s_summed=4.0, ratio=1.3, exact=8, runs=[])}


@pytest.mark.parametrize("ar_visitor, within", [(1.2, True), (2.0, False)])
def test_the_served_stage_says_the_visitor_over_engine_ratios(kit, tmp_path, monkeypatch, capsys, ar_visitor, within):
    """The served stage runs bench_page.py (here a stand-in that writes its report) and says per mode the
    visitor's time over the engine's, the crowd's, and the engine's tokens/s over the page stage's bench rows."""
    out = tmp_path / "out"
    out.mkdir()
    (out / "page.json").write_text(json.dumps({"bench_tokens_per_s": {"ar": 320.0, "gsd": 256.0}}))
    commands = []

    def bench_page(command, log_path, minutes, env=None, group=False):
        commands.append((command, env, group))
        Path(command[command.index("--json") + 1]).write_text(json.dumps(_served_report(ar_visitor)))
        return 0

    kit.patch(monkeypatch, "run_logged", bench_page)
    args = kit.parse(["all", "--out", str(out)])
    status = kit.Status(out)
    kit.served(args, status, 3.0)
    ((command, env, group),) = commands
    assert command[1].endswith("bench_page.py") and group and env == {"GRADIO_PROFILING": "1"}
    assert [command[command.index(flag) + 1] for flag in ("--prompts", "--max-new-tokens", "--crowd")] == \
        ["4", "128", "8"]
    stage = json.loads((out / "status.json").read_text())["stages"]["served"]
    assert stage["state"] == "done" and stage["ar_within"] is within
    assert stage["modes"]["ar"]["visitor_over_engine"] == ar_visitor and stage["modes"]["gsd:graph"]["exact"] == "2/2"
    assert stage["engine_over_bench"] == {"ar": 0.8, "gsd:fast": 1.0} and stage["crowd"]["ratio"] == 1.3
    said = capsys.readouterr().out
    assert f"visitor/engine ar {ar_visitor:.2f}×, gsd:graph 1.10×, gsd:fast 1.10×" in said and "(1.30×)" in said


def test_the_served_stage_says_why_it_failed(kit, tmp_path, monkeypatch):
    """A page that does not come up (no gradio there, say) fails the stage with the log's last lines, and the
    toy rehearsal asks for small runs."""
    out = tmp_path / "out"
    out.mkdir()

    def broken(command, log_path, minutes, env=None, group=False):
        log_path.write_text("Traceback (most recent call last):\nModuleNotFoundError: No module named 'gradio'\n")
        return 1

    kit.patch(monkeypatch, "run_logged", broken)
    monkeypatch.setenv("GSD_CACHE", str(tmp_path / "cache"))
    args = kit.parse(["all", "--toy", "--out", str(out)])
    assert (args.prompts_count, args.served_tokens, args.crowd) == (1, 16, 2)
    kit.served(args, kit.Status(out), 1.0)
    stage = json.loads((out / "status.json").read_text())["stages"]["served"]
    assert stage["state"] == "failed" and stage["exit"] == 1
    assert "No module named 'gradio'" in stage["problems"][-1]


def test_check_names_gradio_and_plotly(kit, tmp_path, monkeypatch):
    """check names the page's packages' versions and what the packed manifest says the page needs and lacks."""
    (kit.KIT).mkdir(parents=True)
    (kit.KIT / "manifest.json").write_text(json.dumps({"page_needs": {"gradio": "==0.1", "plotly": ""}}))
    facts = kit.page_packages()
    assert facts["gradio"] == kit.pins()["gradio"] and facts["plotly"] == kit.pins()["plotly"]
    assert facts["page_unmet"] == [f"gradio {facts['gradio']} (the page needs ==0.1)"]
