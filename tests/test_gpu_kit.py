"""The GPU kit's plumbing (scripts/gpu_kit.py), without a GPU: the target's parts arrive one call at a time and
are joined, checked and converted once all are there; what a call brings back fits the device tool's limits.
(`python scripts/gpu_kit.py all --toy` rehearses every stage on the CPU; it takes minutes, so it is not run here.)"""

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
    from kit import bench, check, collect, common, parts, train

    namespace = Kit(module, parts, common, bench, check, collect, train)
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
