"""The rules compiled with mypyc, beside the pure-Python tree: a copy of the project whose domain modules are
C extensions, for the self-play, fold and verify benchmarks and for the domain tests (``make test-compiled``).

The server runs the pure-Python modules (nothing here is installed); this measures what compiling the strictly
typed rules gains, and keeps the code compilable. mypyc compiles the rules' logic: every module of
``domain/games/*/`` and the shared helpers in ``COMPILED_SHARED``, but for the modules in ``INTERPRETED``, whose
classes mypyc cannot compile or which must stay Python classes:

- each game's ``commands``, ``events``, ``effect_events``, ``turn_events``, ``state``, ``options``, ``errors``,
  ``match`` and ``testing``: frozen dataclasses with ``ClassVar`` fields (mypyc takes them for fields), which
  subclass ``Event`` and ``Command`` of the interpreted ``domain/game.py``, and states whose slots
  ``domain.state_updates`` writes through their member descriptors (a compiled class has none);
- ``domain/game.py`` (a ``Protocol`` subclass of ``Game``, ``Decided`` a ``list`` subclass), ``domain/redaction.py``
  (classes on an ABC) and ``domain/card_order.py`` (a ``dict`` subclass).

Steps: copy the project's Python packages, tests, benchmarks and ``pyproject.toml`` into ``--into`` (default
``.cache/compiled``); compile the modules in a staging folder of it that holds only ``domain/`` (no
``pyproject.toml``, so any setuptools builds); put the extensions beside their sources in the copy; import each
compiled module there and check that it is the extension. Then run anything from the copy, e.g.
``cd .cache/compiled && ../../.venv/bin/python bench/selfplay.py``.

Run: .venv/bin/python bench/compiled_domain.py [--into .cache/compiled] [--opt 3]
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: What the copy holds (beside pyproject.toml): everything the tests and benchmarks import.
COPIED = ("domain", "eventstore", "api", "workers", "powderkeg", "settings", "bench", "tests", "docs")
#: The shared domain modules compiled besides each game's.
COMPILED_SHARED = ("cards", "chain", "batch", "deciding", "state_updates")
#: Each game's modules left interpreted (see the module's docstring for why).
INTERPRETED = frozenset(
    {"commands", "events", "effect_events", "turn_events", "state", "options", "errors", "match", "testing"}
)


def compiled_modules(root: Path) -> list[str]:
    """The paths (relative to ``root``) of the modules mypyc compiles, sorted."""
    games = [
        p.relative_to(root).as_posix()
        for p in (root / "domain" / "games").glob("*/*.py")
        if p.stem not in INTERPRETED
    ]
    return sorted([*games, *(f"domain/{name}.py" for name in COMPILED_SHARED)])


def copy_tree(into: Path) -> None:
    """A fresh copy of the project's Python code into ``into`` (no caches, no earlier extensions)."""
    if into.exists():
        shutil.rmtree(into)
    into.mkdir(parents=True)
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "*.pyc", "screenshots")
    for name in COPIED:
        shutil.copytree(ROOT / name, into / name, ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", into / "pyproject.toml")
    (into / "conftest.py").write_text(CONFTEST)


#: The copy's root conftest: a test run there measures the compiled rules or stops before its first test.
CONFTEST = '''"""Written by bench/compiled_domain.py: this copy's tests run against the rules compiled with mypyc."""

import pytest


def pytest_configure(config: pytest.Config) -> None:
    import domain.games.bombs.decide as probe

    if not (probe.__file__ or "").endswith(".so"):
        raise pytest.UsageError(f"this copy's rules are not compiled: {probe.__file__} (make compiled)")
'''


def build(into: Path, opt: str) -> list[str]:
    """Compile the modules in a staging folder and put the extensions into the copy; the modules' names."""
    stage = into / ".stage"
    shutil.copytree(into / "domain", stage / "domain")
    modules = compiled_modules(stage)
    script = (
        "import sys\n"
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        f"setup(name='powderkeg-compiled-domain', packages=[], py_modules=[],\n"
        f"      ext_modules=mypycify({modules!r}, opt_level={opt!r}),\n"
        f"      script_args=['build_ext', '--inplace', '-j', '{os.cpu_count() or 1}'])\n"
    )
    subprocess.run([sys.executable, "-c", script], cwd=stage, check=True)
    for built in stage.rglob("*.so"):
        if "build" in built.relative_to(stage).parts[:1]:
            continue  # setuptools' own copies under build/
        target = into / built.relative_to(stage)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(built, target)
    shutil.rmtree(stage)
    return [m.removesuffix(".py").replace("/", ".") for m in modules]


def check(into: Path, modules: list[str]) -> None:
    """Import each compiled module from the copy and require its extension; exits when one is not."""
    code = (
        "import importlib, sys\n"
        f"wrong = [m for m in {modules!r} if not importlib.import_module(m).__file__.endswith('.so')]\n"
        "sys.exit('not compiled: ' + ', '.join(wrong) if wrong else 0)\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=into, check=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--into", type=Path, default=ROOT / ".cache" / "compiled", help="the copy's folder")
    parser.add_argument("--opt", default="3", choices=("0", "1", "2", "3"), help="the C compiler's -O (default 3)")
    args = parser.parse_args()
    into = args.into.resolve()
    copy_tree(into)
    modules = build(into, args.opt)
    check(into, modules)
    print(f"{len(modules)} domain modules compiled with mypyc into {into}")


if __name__ == "__main__":
    main()
