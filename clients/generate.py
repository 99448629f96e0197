"""Generate the client libraries in clients/ from openapi.yaml, as ``make clients`` does, or check them.

- ``clients/python/``: the whole project openapi-python-client makes (``pyproject.toml``, ``README.md``,
  ``.gitignore`` and the package ``powderkeg_client``), with ruff's fixes and format as its post-hooks (the
  generator's defaults, run with the venv's pinned ruff so the output is the same everywhere). Everything in it
  but ``examples/`` (and what git ignores) belongs to the generator and is replaced.
- ``clients/typescript/src/schema.ts``: openapi-typescript's types, run from ``clients/typescript/node_modules``
  (installed with ``npm ci`` from the lock file when missing or older than it; npm's cache is ``.cache/npm``).

``python clients/generate.py`` rewrites both from openapi.yaml as it is; ``--check`` regenerates into a temporary
folder and exits 1, naming every file that differs, when the committed clients are not what the generators make.
Neither generator writes a time or a path, so the same openapi.yaml always gives the same bytes. ``--node-modules``
only installs clients/typescript/node_modules when it is missing or older than the lock file (tests/clients).
"""

from __future__ import annotations

import argparse
import fcntl
import filecmp
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CLIENTS = ROOT / "clients"
SPEC = ROOT / "openapi.yaml"
PYTHON = CLIENTS / "python"
TYPESCRIPT = CLIENTS / "typescript"
SCHEMA_TS = Path("src/schema.ts")
PYTHON_CONFIG = CLIENTS / "openapi-python-client.yaml"
#: In clients/python, what is ours (the example), not the generator's.
PYTHON_OURS = {"examples"}
#: What building, installing or running the Python client leaves in clients/python (all ignored by git).
PYTHON_LEFT_BEHIND = {"__pycache__", ".pdm-build", ".ruff_cache", ".mypy_cache", "build", "dist"}
#: openapi-typescript's options: every schema also as a type of its own name (`BombsView`), and a request's fields
#: that have a default optional (only CreateGameRequest's: the server fills them in).
TYPESCRIPT_OPTIONS = ["--root-types", "--root-types-no-schema-prefix", "--default-non-nullable", "false"]
#: npm ci ran for the lock file whose SHA-256 this file holds.
NPM_STAMP = Path("node_modules/.powderkeg-package-lock.sha256")


def npm_environment() -> dict[str, str]:
    """The environment npm runs in: its cache inside the clone, and no calls home besides the downloads."""
    return {
        **os.environ,
        "npm_config_cache": str(ROOT / ".cache" / "npm"),
        "npm_config_update_notifier": "false",
        "npm_config_audit": "false",
        "npm_config_fund": "false",
    }


@contextmanager
def locked(name: str) -> Iterator[None]:
    """Holds an exclusive lock on .cache/<name>.lock: tests run in parallel, and two ``npm ci`` in one folder
    would delete each other's files."""
    path = ROOT / ".cache" / f"{name}.lock"
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def node_modules() -> Path:
    """clients/typescript/node_modules, installed by ``npm ci`` unless it already holds the lock file's packages."""
    lock = hashlib.sha256((TYPESCRIPT / "package-lock.json").read_bytes()).hexdigest()
    with locked("npm-ci"):
        stamp = TYPESCRIPT / NPM_STAMP
        if not stamp.is_file() or stamp.read_text().strip() != lock:
            npm = shutil.which("npm")
            if npm is None:
                raise SystemExit("npm is not on the path: the TypeScript client needs Node.js 20 or later (README)")
            # No install scripts: none of the packages needs one, and none should run.
            run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"], TYPESCRIPT, npm_environment())
            stamp.write_text(lock + "\n")
    return TYPESCRIPT / "node_modules"


def run(command: list[str | Path], cwd: Path, env: dict[str, str] | None = None) -> None:
    """Runs ``command`` in ``cwd``; stops with its output when it fails."""
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(map(str, command))} failed ({done.returncode}):\n{done.stdout}{done.stderr}")


def generate_python(spec: Path, into: Path) -> None:
    """openapi-python-client's project for ``spec``, written to the new folder ``into``."""
    bin_dir = Path(sys.executable).parent
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}", "RUFF_NO_CACHE": "true"}
    command: list[str | Path] = [bin_dir / "openapi-python-client", "generate", "--path", spec, "--meta", "pdm"]
    run(command + ["--config", PYTHON_CONFIG, "--output-path", into], into.parent, env)


def generate_typescript(spec: Path, into: Path) -> None:
    """openapi-typescript's types for ``spec``, written to the file ``into``."""
    generator = node_modules() / ".bin" / "openapi-typescript"
    run([generator, spec, *TYPESCRIPT_OPTIONS, "--output", into], TYPESCRIPT)


def generated_files(folder: Path, skip: set[str]) -> dict[Path, Path]:
    """Every file under ``folder`` by its relative path, leaving out the top-level names in ``skip`` and what
    building or running the client leaves behind."""
    files: dict[Path, Path] = {}
    for path in folder.rglob("*"):
        relative = path.relative_to(folder)
        if relative.parts[0] in skip or any(left_behind(part) for part in relative.parts) or not path.is_file():
            continue
        files[relative] = path
    return files


def left_behind(name: str) -> bool:
    """Whether a file or folder of this name is one that building or running the Python client leaves."""
    return name in PYTHON_LEFT_BEHIND or name.endswith(".egg-info")


def differences(made: Path, committed: Path, skip: set[str]) -> list[str]:
    """The files that differ between the tree ``made`` and the tree ``committed``, each with what is wrong."""
    new, old = generated_files(made, set()), generated_files(committed, skip)
    found = [f"{committed / p}: missing" for p in sorted(new.keys() - old.keys())]
    found += [f"{committed / p}: not generated any more" for p in sorted(old.keys() - new.keys())]
    found += [f"{committed / p}: differs" for p in sorted(new.keys() & old.keys()) if not same(new[p], old[p])]
    return found


def same(a: Path, b: Path) -> bool:
    """Whether two files hold the same bytes (a missing one never does)."""
    return a.is_file() and b.is_file() and filecmp.cmp(a, b, shallow=False)


def replace_python(made: Path) -> None:
    """clients/python's generated part made what ``made`` holds: new and changed files written, those the generator
    no longer makes deleted, the examples and what building leaves untouched. An unchanged file keeps its time, so
    that make does not install the client again (its stamp depends on clients/python/pyproject.toml)."""
    new, old = generated_files(made, set()), generated_files(PYTHON, PYTHON_OURS)
    for relative in sorted(old.keys() - new.keys()):
        old[relative].unlink()
        for folder in (PYTHON / relative).parents:
            if folder == PYTHON or any(folder.iterdir()):
                break
            folder.rmdir()
    for relative, source in sorted(new.items()):
        copy_if_changed(source, PYTHON / relative)


def copy_if_changed(source: Path, target: Path) -> None:
    """``target`` made a copy of ``source``, left as it is when it already holds the same bytes."""
    if not same(source, target):
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the committed clients are stale")
    parser.add_argument("--spec", type=Path, default=SPEC, help="the OpenAPI document (default: openapi.yaml)")
    parser.add_argument("--node-modules", action="store_true", help="only install clients/typescript/node_modules")
    args = parser.parse_args(argv)
    if args.node_modules:
        node_modules()
        return 0
    spec = args.spec.resolve()
    with tempfile.TemporaryDirectory(prefix="powderkeg-clients-") as scratch:
        made_python = Path(scratch) / "python"
        made_schema = Path(scratch) / "schema.ts"
        generate_python(spec, made_python)
        generate_typescript(spec, made_schema)
        if args.check:
            stale = differences(made_python, PYTHON, PYTHON_OURS)
            if not same(made_schema, TYPESCRIPT / SCHEMA_TS):
                stale.append(f"{TYPESCRIPT / SCHEMA_TS}: differs")
            for line in stale:
                print(line)
            if stale:
                print(f"The clients are not what {spec.name} makes now: run `make clients`.", file=sys.stderr)
            return 1 if stale else 0
        replace_python(made_python)
        copy_if_changed(made_schema, TYPESCRIPT / SCHEMA_TS)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
