"""Every example in the docs runs: each ```python block of README.md and docs/*.md, and every `python -m gsd …` or
`python app.py …` line of their ```bash blocks, read by that command's own argument parser.

Python blocks: a file's blocks run in order in one namespace, as a reader pastes them one after the other, each
test running its file's earlier blocks first where they have not run yet. `load_pair()` without a target gives
the tests' tiny pair (conftest.py), so the blocks run in seconds; a block whose fence follows the line
`<!-- test: embedded -->` runs as written, on the embedded pair, and is marked slow.

Command lines: a `\\` at a line's end joins the next, `# …` is a comment, and the usage notation is read as one
concrete command: an optional `[…]` is given, of a choice `a|b|c` the first is taken. The command's `main` runs
until its argument parser has read the whole line (the distill and train-head commands hand theirs on to a second
parser), then stops: nothing loads, nothing runs. Flags that name models are checked as the command checks them
before loading (`check_model_flags`). Each test's id is the file and the line its block or command starts on.

Beside them, the doors those examples go through: `from gsd import …` (the engine's own names, with `import gsd`
loading no torch) and what `pip install .` carries besides the modules.
"""

from __future__ import annotations

import argparse
import contextlib
import fnmatch
import importlib
import re
import shlex
import subprocess
import sys
import textwrap
import tomllib
from dataclasses import dataclass
from pathlib import Path
from unittest import mock

import pytest

import gsd
import gsd.models
from gsd.options import check_model_flags

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
EMBEDDED_MARK = "<!-- test: embedded -->"
FENCE = re.compile(r"^(\s*)```\s*([\w+-]*)\s*$")
PYTHON = re.compile(r"(^|/)python3?$")
SHELL_OPERATORS = {"|", "||", "&&", ";", "&", ">", ">>", "2>", "2>&1"}
COMMANDS = {"gsd": "gsd.__main__", "app.py": "app"}  # what runs each documented command: its module's main()


def where(path: Path, line: int) -> str:
    """`docs/usage.md:8`: a file (from the repository's root) and a line."""
    return f"{path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path}:{line}"


@dataclass(frozen=True)
class Block:
    """A fenced block of a markdown file: its language, its text (dedented), the line its fence is on."""

    path: Path
    line: int
    language: str
    text: str
    embedded: bool = False

    @property
    def id(self) -> str:
        return where(self.path, self.line)


def blocks(path: Path, text: str | None = None) -> list[Block]:
    """Every fenced block of a markdown file, in order (a fence may be indented, as in a list)."""
    lines = (path.read_text(encoding="utf-8") if text is None else text).splitlines()
    found, opened = [], None
    for number, line in enumerate(lines, start=1):
        fence = FENCE.match(line)
        if fence is None:
            continue
        if opened is None:
            opened = (number, fence.group(2).lower())
            continue
        if fence.group(2):  # a fence with a language opens a block, never closes one
            raise ValueError(f"{path}:{number}: a block opens inside the block of line {opened[0]}")
        start, language = opened
        before = [earlier.strip() for earlier in lines[:start - 1] if earlier.strip()]
        found.append(Block(path, start, language, textwrap.dedent("\n".join(lines[start:number - 1])),
                           embedded=bool(before) and before[-1] == EMBEDDED_MARK))
        opened = None
    if opened is not None:
        raise ValueError(f"{path}:{opened[0]}: a block is never closed")
    return found


@dataclass(frozen=True)
class Command:
    """One documented command line: where it is, and what it runs."""

    path: Path
    line: int
    text: str

    @property
    def id(self) -> str:
        return where(self.path, self.line)


def command_lines(block: Block) -> list[Command]:
    """The lines of a bash block that run `python -m gsd` or `python app.py`, a line ending in `\\` joined to the
    next (the next line's indent then parts the words, as in the shell)."""
    found, joined, first = [], "", None
    for offset, line in enumerate(block.text.splitlines(), start=1):
        first = block.line + offset if not joined else first
        joined += line.rstrip()
        if joined.endswith("\\"):  # as the shell joins it: the backslash and the line's end go, nothing more
            joined = joined[:-1]
            continue
        if command_argv(joined) is not None:
            found.append(Command(block.path, first, joined))
        joined = ""
    return found


def concrete(word: str) -> str:
    """One word of the usage notation as a command takes it: `[--mode` → `--mode`, `fast|graph]` → `fast`."""
    return word.lstrip("[").rstrip("]").split("|")[0]


def command_argv(line: str) -> tuple[str, list[str]] | None:
    """(the command: "gsd" or "app.py", its arguments) of a shell line that runs one, else None."""
    words = shlex.split(line, comments=True)
    start = next((i for i, word in enumerate(words) if PYTHON.search(word)), None)
    if start is None:
        return None
    if words[start + 1:start + 3] == ["-m", "gsd"]:
        command, rest = "gsd", words[start + 3:]
    elif words[start + 1:start + 2] == ["app.py"]:
        command, rest = "app.py", words[start + 2:]
    else:
        return None
    end = next((i for i, word in enumerate(rest) if word in SHELL_OPERATORS), len(rest))
    return command, [concrete(word) for word in rest[:end] if concrete(word) not in ("", "...")]


def python_blocks() -> list[Block]:
    return [block for path in DOCS for block in blocks(path) if block.language in ("python", "py")]


def documented_commands() -> list[Command]:
    return [command for path in DOCS for block in blocks(path) if block.language in ("bash", "sh", "shell")
            for command in command_lines(block)]


PYTHON_BLOCKS = python_blocks()
COMMAND_LINES = documented_commands()


# ---- the Python blocks ---------------------------------------------------------------------------------------

@pytest.fixture
def tiny_load_pair(tiny_paths, monkeypatch):
    """`load_pair()` without a target loads the tests' tiny pair; with one, what it names."""
    real = gsd.models.load_pair

    def load_pair(target=None, draft=None, device="auto", **options):
        if target is None and draft is None:
            return real(tiny_paths["target"], tiny_paths["draft"], device="cpu", **options)
        return real(target, draft, device, **options)

    return load_pair


_namespaces: dict[Path, tuple[dict, set[int]]] = {}  # a file's namespace, and the lines of its blocks run in it


def run_block(block: Block, namespace: dict, tiny, monkeypatch) -> None:
    with monkeypatch.context() as patch:
        if not block.embedded:
            patch.setattr(gsd, "load_pair", tiny)
            patch.setattr(gsd.models, "load_pair", tiny)
        # blank lines before the code: a traceback names the markdown file's own line
        exec(compile("\n" * block.line + block.text, str(block.path), "exec"), namespace)


@pytest.mark.parametrize("block", [pytest.param(b, id=b.id, marks=[pytest.mark.slow] if b.embedded else [])
                                   for b in PYTHON_BLOCKS])
def test_python_block_runs(block, tiny_load_pair, monkeypatch):
    namespace, ran = _namespaces.setdefault(block.path, ({"__name__": "__doc_example__"}, set()))
    for earlier in PYTHON_BLOCKS:
        if earlier.path == block.path and earlier.line < block.line and earlier.line not in ran:
            run_block(earlier, namespace, tiny_load_pair, monkeypatch)
            ran.add(earlier.line)
    run_block(block, namespace, tiny_load_pair, monkeypatch)
    ran.add(block.line)


# ---- the command lines ---------------------------------------------------------------------------------------

class Parsed(Exception):
    """Raised where a command's parser has read its whole line: the command goes no further."""

    def __init__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace):
        super().__init__(parser.prog)
        self.parser, self.namespace = parser, namespace


@contextlib.contextmanager
def stopping_at_the_parse():
    """Every argument parser, while this lasts, raises `Parsed` once it has read all it was given; a parse that
    leaves words over returns them, for the command to refuse or to hand on to its next parser."""
    real = argparse.ArgumentParser.parse_known_args
    depth = 0  # a subcommand's parser runs inside its parent's parse

    def parse_known_args(self, args=None, namespace=None):
        nonlocal depth
        depth += 1
        try:
            parsed, rest = real(self, args, namespace)
        finally:
            depth -= 1
        if depth == 0 and not rest:
            raise Parsed(self, parsed)
        return parsed, rest

    with mock.patch.object(argparse.ArgumentParser, "parse_known_args", parse_known_args):
        yield


def parse(command: str, argv: list[str]) -> Parsed | int:
    """What `command`'s own parser makes of `argv`: the `Parsed` it stopped at, or the exit code of its refusal
    (or of `--help`)."""
    main = importlib.import_module(COMMANDS[command]).main
    try:
        with stopping_at_the_parse():
            main(argv)
    except Parsed as parsed:
        return parsed
    except SystemExit as refused:
        return refused.code
    raise AssertionError(f"{command} ran past its argument parser")


def refusal(capsys) -> str:
    """The parser's one-line error (after its usage lines)."""
    lines = capsys.readouterr().err.strip().splitlines()
    return lines[-1] if lines else "(nothing on stderr)"


@pytest.mark.parametrize("command", [pytest.param(c, id=c.id) for c in COMMAND_LINES])
def test_command_line_parses(command, capsys):
    name, argv = command_argv(command.text)
    result = parse(name, argv)
    if result == 0:  # --help
        assert "--help" in argv or "-h" in argv
        return
    assert isinstance(result, Parsed), f"{command.id}: {command.text}\n{refusal(capsys)}"
    if hasattr(result.namespace, "pair"):  # the model flags: refused before anything loads, as the command does
        try:
            check_model_flags(result.parser, result.namespace)
        except SystemExit:
            pytest.fail(f"{command.id}: {command.text}\n{refusal(capsys)}")


# ---- the readers themselves ----------------------------------------------------------------------------------

def test_the_docs_examples_are_found():
    """The blocks and lines the tests above run, listed (pytest -s shows them); the usage page's are among them."""
    print(f"\n{len(PYTHON_BLOCKS)} python blocks: {', '.join(b.id for b in PYTHON_BLOCKS)}")
    print(f"{len(COMMAND_LINES)} command lines: {', '.join(c.id for c in COMMAND_LINES)}")
    assert any(b.path.name == "usage.md" for b in PYTHON_BLOCKS)
    commands = {command_argv(c.text)[0] for c in COMMAND_LINES}
    assert commands == {"gsd", "app.py"}
    assert len({b.id for b in PYTHON_BLOCKS}) == len(PYTHON_BLOCKS)
    assert len({c.id for c in COMMAND_LINES}) == len(COMMAND_LINES)


MARKDOWN = """\
# A page

```python
x = 1
```

<!-- test: embedded -->

```python
y = x + 1
```

1. A step:
   ```bash
   make setup
   HF_HUB_OFFLINE=1 python -m gsd generate --prompt "a # b" [--mode gsd] \\
       [--preset fast|graph] [--drafter model|head|...]   # a comment
   .venv/bin/python app.py --port 7861 | tee out.log
   python scripts/soak.py
   ```
"""


def test_blocks_marks_and_command_lines_are_read_as_written():
    found = blocks(Path("page.md"), MARKDOWN)
    assert [(b.line, b.language, b.embedded) for b in found] == [(3, "python", False), (9, "python", True),
                                                                 (14, "bash", False)]
    assert found[1].text == "y = x + 1"
    assert found[2].text.splitlines()[0] == "make setup"  # dedented from the list's indentation
    lines = command_lines(found[2])
    assert [line.line for line in lines] == [16, 18]
    assert command_argv(lines[0].text) == ("gsd", ["generate", "--prompt", "a # b", "--mode", "gsd",
                                                   "--preset", "fast", "--drafter", "model"])
    assert command_argv(lines[1].text) == ("app.py", ["--port", "7861"])


def test_an_unclosed_block_is_refused():
    with pytest.raises(ValueError, match="page.md:1: a block is never closed"):
        blocks(Path("page.md"), "```python\nx = 1\n")


def test_a_flag_the_command_lacks_fails_its_parse(capsys):
    assert parse("gsd", ["generate", "--prompt", "hi", "--no-such-flag"]) == 2
    assert "--no-such-flag" in capsys.readouterr().err
    assert parse("gsd", ["distill", "--no-such-flag"]) == 2  # the second parser reads the distill's flags
    assert parse("app.py", ["--port", "not-a-port"]) == 2
    assert isinstance(parse("gsd", ["train-head", "--work", "DIR", "--epochs", "1"]), Parsed)


# ---- the front door and what an install carries --------------------------------------------------------------

def test_the_front_door_hands_out_the_engines_own_names_and_import_gsd_loads_no_torch():
    code = ("import sys, gsd\n"
            "assert 'torch' not in sys.modules, 'import gsd imported torch'\n"
            "from gsd import DecodeConfig, Engine, PromptError, RunSummary, StepTrace, load_pair\n"
            "import gsd.config, gsd.engine.loop, gsd.models, gsd.prompts, gsd.trace\n"
            "assert (Engine, DecodeConfig, load_pair) == (gsd.engine.loop.Engine, gsd.config.DecodeConfig,"
            " gsd.models.load_pair)\n"
            "assert (StepTrace, RunSummary, PromptError) == (gsd.trace.StepTrace, gsd.trace.RunSummary,"
            " gsd.prompts.PromptError)\n"
            "assert sorted(gsd.__all__) == sorted(['Engine', 'DecodeConfig', 'load_pair', 'StepTrace', 'RunSummary',"
            " 'PromptError', '__version__'])\n"
            "try:\n    from gsd import Engin\nexcept ImportError:\n    pass\nelse:\n    raise AssertionError('Engin')\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr


def test_every_file_of_the_package_that_is_not_python_is_package_data():
    """What `pip install .` copies besides the modules: pyproject.toml's package-data, which must name every
    other file the package holds (the kernels' C sources, compiled at first use)."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        setuptools = tomllib.load(file)["tool"]["setuptools"]
    patterns = setuptools["package-data"]
    others = [path for path in (ROOT / "gsd").rglob("*") if path.is_file() and path.suffix not in (".py", ".pyc")]
    assert others, "the kernels' C sources are files of the package"
    for path in others:
        package = ".".join(path.parent.relative_to(ROOT).parts)
        assert any(fnmatch.fnmatch(path.name, pattern) for pattern in patterns.get(package, [])), path
    assert setuptools["dynamic"]["dependencies"] == {"file": ["requirements.txt"]}  # the pins make setup installs
