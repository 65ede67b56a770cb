"""What a device call brings back from a stage's results (`collect`, into $OUT: `collect_out`)."""

from __future__ import annotations

import os
import shutil
import tarfile
from pathlib import Path

from .common import BACK_FILE, BACK_FILES, BACK_TOTAL, MIB, log, store


def collect(out: Path, destination: Path) -> list[str]:
    """What a device call brings back (at most 8 files of at most 15 MiB, 64 MiB in all): everything under
    `out` (the JSONs, the logs, the new draft's and head's weights) in a tar split into parts, and as many of
    the JSONs as still fit as plain files beside it (status.json first). Join the parts with
    `cat kit.tar.* > kit.tar`. Weights that would not fit are left out of the tar (the log says so)."""
    destination.mkdir(parents=True, exist_ok=True)
    small = sorted(out.glob("*.json"), key=lambda path: (path.name != "status.json", path.name))
    small += sorted(out.glob("profile-*.txt"))
    for old in [*destination.glob("kit.tar.*"), *(destination / path.name for path in small)]:
        old.unlink(missing_ok=True)  # its own earlier copies alone: a command's other files in $OUT stay
    logs = sorted(out.glob("*.log")) + sorted(out.glob("*.pt"))  # the logs, and the corpus's ids
    weights = [path for path in (out / "draft", out / "head") if path.is_dir()]
    bundle = store() / "kit.tar"
    bundle.parent.mkdir(parents=True, exist_ok=True)
    for contents in (small + logs + weights, small + logs):
        with tarfile.open(bundle, "w") as tar:
            for path in contents:
                tar.add(path, arcname=path.name)
        size = bundle.stat().st_size
        if -(-size // BACK_FILE) <= BACK_FILES - 1 and size <= BACK_TOTAL - MIB:
            break
        log("collect: the weights do not fit what a call brings back; the JSONs and logs do")
    files = []
    with open(bundle, "rb") as file:
        while block := file.read(BACK_FILE):
            name = f"kit.tar.{len(files):02d}"
            (destination / name).write_bytes(block)
            files.append(name)
    total = sum((destination / name).stat().st_size for name in files)
    for path in small:
        if len(files) < BACK_FILES and total + path.stat().st_size <= BACK_TOTAL:
            shutil.copyfile(path, destination / path.name)
            files.append(path.name)
            total += path.stat().st_size
    return files


def collect_out(args) -> None:
    destination = os.environ.get("OUT")
    if destination:
        files = collect(args.out, Path(destination))
        log(f"copied to $OUT: {', '.join(files)}")
