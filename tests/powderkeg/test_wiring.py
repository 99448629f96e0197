"""The composition root is the one place that joins the packages: the API and the workers never import each other,
the store and the rules import neither (nor any of them the root: tests/test_architecture.py), only the settings
module reads the environment, and no module writes it."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from importlib.metadata import entry_points
from pathlib import Path

import pytest

from powderkeg.wiring import runtime_from_env
from workers.runtime import JOB_RUNTIME_GROUP

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("api", "domain", "eventstore", "powderkeg", "settings", "workers")

# The modules that may touch ``os.environ`` (or ``os.getenv``), and why.
READS_ENVIRONMENT = {
    "settings/__init__.py": "the one settings module",
    "powderkeg/cli.py": "serve builds its worker child's environment from its own",
    "api/gunicorn_conf.py": "prometheus-client's PROMETHEUS_MULTIPROC_DIR, which the library itself reads",
    "api/routes/metrics.py": "prometheus-client's PROMETHEUS_MULTIPROC_DIR, which the library itself reads",
}
WRITES_ENVIRONMENT = {
    "api/gunicorn_conf.py": "the master sets PROMETHEUS_MULTIPROC_DIR for the workers it forks, its children",
}
ENVIRON_WRITERS = {"update", "setdefault", "pop", "popitem", "clear", "__setitem__", "__delitem__"}


def modules(package: str) -> Iterator[tuple[str, ast.Module]]:
    """Every module of ``package`` as (path from the root, syntax tree)."""
    for path in sorted((ROOT / package).rglob("*.py")):
        yield str(path.relative_to(ROOT)), ast.parse(path.read_text(), str(path))


def imported(tree: ast.Module) -> set[str]:
    """Every module an import statement of ``tree`` names, at the top or inside a function."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def of_package(names: set[str], package: str) -> set[str]:
    return {name for name in names if name == package or name.startswith(f"{package}.")}


def loaded_after(statement: str) -> set[str]:
    """The top-level packages a fresh interpreter has loaded after running ``statement``."""
    code = f"{statement}\nimport sys\nprint(' '.join(sorted({{m.split('.')[0] for m in sys.modules}})))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


@pytest.mark.parametrize(
    ("package", "never"),
    [
        ("api", ("workers",)),
        ("workers", ("api",)),
        ("eventstore", ("api", "workers", "powderkeg")),
        ("domain", ("api", "workers", "powderkeg", "eventstore")),
    ],
)
def test_a_package_imports_none_of_the_packages_it_must_not_know(package: str, never: tuple[str, ...]) -> None:
    for path, tree in modules(package):
        for other in never:
            assert not of_package(imported(tree), other), f"{path} imports {other}"


def test_a_job_no_powderkeg_worker_runs_builds_its_runtime_with_the_composition_roots_factory() -> None:
    """The workers name the hook and the root fills it: the one factory installed in the group that
    ``workers.runtime.job_runtime`` reads is ``powderkeg.wiring.runtime_from_env`` (tests/test_architecture.py checks
    that neither the API nor the workers import the root)."""
    (entry,) = entry_points(group=JOB_RUNTIME_GROUP)
    assert entry.load() is runtime_from_env


def test_importing_the_app_loads_no_worker_and_importing_the_jobs_loads_no_api() -> None:
    assert "workers" not in loaded_after("import api.app, api.live, api.probe, api.redis_metrics")
    assert not {"api", "flask"} & loaded_after("import workers.jobs, workers.worker, powderkeg.wiring")


def test_only_the_settings_module_reads_the_environment() -> None:
    """Every other module receives ``Settings``; the few exceptions are named above, each with its reason."""
    readers = {path for package in PACKAGES for path, tree in modules(package) if _reads_environ(tree)}
    assert readers == set(READS_ENVIRONMENT)


def test_no_module_writes_the_process_environment() -> None:
    """Settings reach a child through the environment built for it, never by writing this process's own."""
    writers = {
        path
        for package in PACKAGES
        for path, tree in modules(package)
        if any(_writes_environ(node) for node in ast.walk(tree))
    }
    assert writers == set(WRITES_ENVIRONMENT)


def _reads_environ(tree: ast.Module) -> bool:
    """Whether ``tree`` uses ``os.environ``, ``os.getenv`` or imports either from ``os``."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in ("environ", "getenv") and _is_os(node.value):
            return True
        if isinstance(node, ast.ImportFrom) and node.module == "os":
            if {alias.name for alias in node.names} & {"environ", "getenv"}:
                return True
    return False


def _is_os(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id == "os"


def _is_environ(node: ast.expr) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "environ" and _is_os(node.value)


def _writes_environ(node: ast.AST) -> bool:
    """``os.environ[k] = v``, ``del os.environ[k]``, ``os.environ.update(...)`` and the like, ``os.putenv``."""
    if isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign | ast.Delete):
        targets = node.targets if isinstance(node, ast.Assign | ast.Delete) else [node.target]
        return any(isinstance(t, ast.Subscript) and _is_environ(t.value) for t in targets)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        method = node.func
        if _is_environ(method.value) and method.attr in ENVIRON_WRITERS:
            return True
        return _is_os(method.value) and method.attr in ("putenv", "unsetenv")
    return False
