"""The `check` stage: every input a later stage reads (torch, the GPU, transformers, the target's folder, the draft,
the prompts; gradio and plotly for the page), in seconds, so that a lease's first minutes go to results, not
debugging."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import traceback
from pathlib import Path

from .common import Status, home, log


def cpu_kernels() -> str:
    """Whether the engine's CPU kernels build on this machine (the draft's evaluation and a head beside the target
    run on its CPU); a failure is said, not raised: a fourth lease's compiler refused them, and only the notes
    after its error came back."""
    from gsd.forward.kernels import build

    if not build.runs_here():
        return "not for this CPU"
    compiler = shutil.which(os.environ.get("CC", "cc"))
    if compiler is None:
        return "no compiler"
    version = subprocess.run([compiler, "--version"], capture_output=True, text=True).stdout.partition("\n")[0]
    try:
        build.build(compiler)
    except (OSError, subprocess.SubprocessError) as error:
        return f"not built by {version}: {error}"
    return f"built by {version}"



def page_packages() -> dict:
    """gradio's and plotly's versions where they import (the `page` and `served` stages need them; the machine
    has them from the page's wheels, `receive`), what is wrong otherwise, and what the page needs that is missing
    or at a version it cannot use (the packed manifest's `page_needs`); said, not a problem: the other stages go
    on without them."""
    import importlib

    from .parts import KIT, unmet

    facts = {}
    for module in ("gradio", "plotly"):
        try:
            facts[module] = importlib.import_module(module).__version__
        except Exception as error:  # noqa: BLE001 - any failure to import is what this says
            facts[module] = f"not importable: {type(error).__name__}: {error}"
    manifest = KIT / "manifest.json"
    needs = json.loads(manifest.read_text()).get("page_needs", {}) if manifest.is_file() else {}
    if needs:
        facts["page_unmet"] = unmet(needs)
    return facts


def check(args, status: Status) -> bool:
    """Every input a later stage reads, in seconds; False (and what is wrong, in status.json) if one is missing."""
    problems, facts = [], {"python": sys.version.split()[0]}
    try:
        import torch
        import transformers
        facts.update(torch=torch.__version__, transformers=transformers.__version__)
        if args.device == "cuda":
            if not torch.cuda.is_available():
                problems.append("no CUDA GPU is visible")
            else:
                free, total = torch.cuda.mem_get_info()
                facts.update(gpu=torch.cuda.get_device_name(), gpu_free_gib=round(free / 2 ** 30, 1))
    except ImportError as error:
        problems.append(f"import: {error}")
    for module in ("tqdm", "safetensors", "tokenizers"):
        try:
            __import__(module)
        except ImportError:
            problems.append(f"the package {module} is missing: carry its wheel")
    from gsd.models import EMBEDDED_DRAFT, EMBEDDED_NAME

    target = home() / EMBEDDED_NAME
    if not (target / "model.safetensors").exists():
        problems.append(f"the target is not converted in {target}: run `receive` with every part first")
    draft = Path(args.draft) if args.draft else EMBEDDED_DRAFT
    if not (draft / "config.json").exists():
        problems.append(f"the draft is missing from {draft}")
    if not Path(args.prompts).is_file():
        problems.append(f"the prompts {args.prompts} are missing")
    free_disk = shutil.disk_usage(home() if home().exists() else Path.home()).free
    facts["disk_free_gib"] = round(free_disk / 2 ** 30, 1)
    facts["cpu_kernels"] = cpu_kernels()
    facts.update(page_packages())
    log(f"check: gradio {facts['gradio']}, plotly {facts['plotly']}"
        + (f"; the page needs: {', '.join(facts['page_unmet'])}" if facts.get("page_unmet") else "")
        + ("" if all(facts[m][:1].isdigit() for m in ("gradio", "plotly"))
           else " (the page and served stages need them: send the page's wheels with `receive`)"))
    if not problems:
        try:  # the pair loads and one short run decodes on the static path, captured where it can be
            from gsd.config import DecodeConfig
            from gsd.engine.loop import Engine
            from gsd.models import load_pair

            engine = Engine(load_pair(None, args.draft, args.device), static=args.flavours[-1])
            ids = engine.encode("Say hello.", max_new_tokens=8)
            list(engine.decode(ids, DecodeConfig.for_mode("gsd", max_new_tokens=8)))
            list(engine.decode(ids, DecodeConfig.for_mode("gsd", max_new_tokens=8, temperature=0.7)))  # sampled
            facts["static_smoke"] = "ok"
        except Exception as error:  # noqa: BLE001 - reported, not raised: the lease must not stop here
            where = traceback.extract_tb(error.__traceback__)[-3:]  # the lease's one look at where it broke
            problems.append(f"a first run failed: {type(error).__name__}: {error} (at "
                            + " < ".join(f"{Path(f.filename).name}:{f.lineno} {f.line}" for f in reversed(where)) + ")")
    status.set("check", state="done" if not problems else "failed", problems=problems, **facts)
    for problem in problems:
        log(f"check: {problem}")
    return not problems
