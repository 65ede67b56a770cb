"""Is this Python new enough for the pinned requirements? pyproject.toml's `requires-python` says the oldest Python
the pins install on (3.11 here; the README's front matter names the Space's own, 3.12, and requirements.txt pins
torch for each); the Makefile runs this before it makes the virtual environment, so that an older `python3` gets
one line naming the fix instead of a failure deep in pip. Prints nothing and exits 0 when the version is new
enough (or pyproject.toml names none), else prints the line and exits 1.

It runs on whatever `python3` a machine has, so it sticks to what Python 3.5 already had (no f-strings, no
imports outside the standard library) and reads the front matter with a plain `key: value` parse.

    python3 scripts/check_python.py [--python NAME] [--target demo] [--version 3.9.2] [--pyproject pyproject.toml]

--version pretends the running interpreter is that version (for testing the message).
"""

import argparse
import os
import sys

PYPROJECT = os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "pyproject.toml")


def front_matter(text):
    """The `key: value` lines between the first two `---` lines, as a dict of strings (quotes removed)."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        return {}
    values = {}
    for line in lines[1:]:
        if line.strip() == "---":
            return values
        if ":" in line and not line.startswith((" ", "\t", "#")):
            key, value = line.split(":", 1)
            value = value.split(" #", 1)[0].strip()
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
                value = value[1:-1]
            values[key.strip()] = value
    return {}  # no closing `---`: not front matter


def requires_python(text):
    """The oldest version pyproject.toml's `requires-python = ">=X.Y"` allows, as 'X.Y'; None where it names none."""
    for line in text.splitlines():
        key, _, value = line.partition("=")
        if key.strip() == "requires-python":
            value = value.strip().strip("\"'").replace(" ", "")
            return value[2:] if value.startswith(">=") else None
    return None


def parse_version(text):
    """'3.11' -> (3, 11); '3.9.2' -> (3, 9, 2)."""
    return tuple(int(part) for part in text.strip().split("."))


def shown(version):
    return ".".join(str(part) for part in version)


def problem(required, actual, python="python3", target="demo"):
    """The line to print when `actual` is older than `required` (version tuples), else None."""
    if tuple(actual[:len(required)]) >= tuple(required):
        return None
    return ("this page needs Python {need} or later (pyproject.toml: requires-python); {python} is {have}. "
            "Run: make {target} PYTHON=python{need}").format(need=shown(required), python=python,
                                                          have=shown(actual), target=target)


def main(argv=None):
    parser = argparse.ArgumentParser(description="Check this Python against pyproject.toml's requires-python.")
    parser.add_argument("--python", default="python3", help="the name the message gives the interpreter")
    parser.add_argument("--target", default="demo", help="the make target the message suggests running again")
    parser.add_argument("--version", help="pretend this interpreter is this version (e.g. 3.9.2)")
    parser.add_argument("--pyproject", default=PYPROJECT)
    args = parser.parse_args(argv)
    with open(args.pyproject, encoding="utf-8") as file:
        required = requires_python(file.read())
    if not required:
        return 0
    actual = parse_version(args.version) if args.version else tuple(sys.version_info[:3])
    line = problem(parse_version(required), actual, args.python, args.target)
    if line is None:
        return 0
    print(line)
    return 1


if __name__ == "__main__":
    sys.exit(main())
