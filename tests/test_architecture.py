"""The shape of the code (issue 31): no module over 400 lines, no circle of imports among the project's modules,
and the arrows between the packages run one way.

The composition root (``powderkeg``) sits above everything: ``api``, ``workers`` and ``eventstore`` never import
it, and read their settings from the leaf package ``settings``, which imports nothing of the project's. The rules
(``domain``) import none of the other packages and none of the frameworks the others wrap (Flask, redis-py, RQ).

Each check is a function over a folder of sources, and each is shown to fail on a small tree of its own
(``tmp_path``), so that a check that has quietly stopped finding anything cannot pass unnoticed.
"""

from __future__ import annotations

import ast
from collections.abc import Collection, Iterable, Iterator, Mapping
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: The packages whose modules must stay short, and whose imports the circle check follows (with ``settings``).
PACKAGES = ("api", "domain", "eventstore", "workers", "powderkeg")
SETTINGS = "settings"
MAX_LINES = 400
#: What each package must never import, anywhere in it (inside functions and under ``if TYPE_CHECKING:`` too).
NEVER: Mapping[str, tuple[str, ...]] = {
    "api": ("powderkeg",),
    "workers": ("powderkeg",),
    "eventstore": ("powderkeg",),
    "domain": ("api", "eventstore", "workers", "powderkeg", "settings", "flask", "redis", "rq"),
    "settings": ("api", "domain", "eventstore", "workers", "powderkeg"),
}


# --- the checks ----------------------------------------------------------------------------------------------------


def modules(root: Path, packages: tuple[str, ...]) -> dict[str, Path]:
    """Every module of ``packages`` under ``root``, by dotted name (a package by its own name, for its
    ``__init__.py``)."""
    found: dict[str, Path] = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = path.relative_to(root).with_suffix("").parts
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def oversized(root: Path, packages: tuple[str, ...], limit: int) -> dict[str, int]:
    """The modules of ``packages`` longer than ``limit`` lines: their paths from ``root``, with their lengths."""
    lengths = {path: len(path.read_text().splitlines()) for path in modules(root, packages).values()}
    return {str(path.relative_to(root)): n for path, n in lengths.items() if n > limit}


def import_graph(root: Path, packages: tuple[str, ...]) -> dict[str, set[str]]:
    """Which of the project's modules each module of ``packages`` imports: at module level, and deferred into a
    function too (an import moved into a function to dodge a circle leaves the circle in place), but not under
    ``if TYPE_CHECKING:``. ``from x import y`` counts as an import of ``x.y`` when that is a module, else of ``x``;
    relative imports are resolved."""
    found = modules(root, packages)
    graph: dict[str, set[str]] = {}
    for name, path in found.items():
        is_package = path.name == "__init__.py"
        targets: set[str] = set()
        for node in _runtime_imports([ast.parse(path.read_text(), str(path))]):
            targets |= _imported(node, name, is_package, found.keys())
        graph[name] = targets - {name}
    return graph


def circles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The circles of ``graph``: each set of two or more modules that import one another, directly or not
    (Tarjan's strongly connected components), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component: list[str] = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def forbidden_imports(root: Path, package: str, never: tuple[str, ...]) -> list[str]:
    """Each import in ``package`` of a package in ``never``, anywhere in a module, as 'path: name'."""
    found: list[str] = []
    for path in modules(root, (package,)).values():
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            found += [f"{path.relative_to(root)}: {n}" for n in names if n.split(".")[0] in never]
    return sorted(found)


def _runtime_imports(nodes: Iterable[ast.AST]) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements among ``nodes`` and inside them that can run, at import or later: all but those under
    ``if TYPE_CHECKING:``."""
    for node in nodes:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            yield from _runtime_imports(node.orelse)
        else:
            yield from _runtime_imports(ast.iter_child_nodes(node))


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


def _imported(node: ast.Import | ast.ImportFrom, module: str, is_package: bool, known: Collection[str]) -> set[str]:
    """The modules of ``known`` that the import statement ``node`` of ``module`` imports."""
    if isinstance(node, ast.Import):
        return {longest for alias in node.names if (longest := _longest_known(alias.name, known))}
    if node.level:
        package = module if is_package else module.rpartition(".")[0]
        for _ in range(node.level - 1):
            package = package.rpartition(".")[0]
        base = f"{package}.{node.module}" if node.module else package
    else:
        base = node.module or ""
    targets: set[str] = set()
    for alias in node.names:
        if f"{base}.{alias.name}" in known:
            targets.add(f"{base}.{alias.name}")
        elif longest := _longest_known(base, known):
            targets.add(longest)
    return targets


def _longest_known(name: str, known: Collection[str]) -> str | None:
    parts = name.split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in known:
            return ".".join(parts[:end])
    return None


# --- the project ---------------------------------------------------------------------------------------------------


def test_no_module_is_over_400_lines() -> None:
    """A module that passes about 300 lines is split by job (STYLE.md); none may pass 400."""
    long = oversized(ROOT, PACKAGES, MAX_LINES)
    assert not long, f"over {MAX_LINES} lines: {long}"


def test_no_circle_of_imports_among_the_projects_modules() -> None:
    found = circles(import_graph(ROOT, (*PACKAGES, SETTINGS)))
    assert not found, "modules that import one another: " + "; ".join(" <-> ".join(c) for c in found)


@pytest.mark.parametrize("package", sorted(NEVER))
def test_the_arrows_between_the_packages_run_one_way(package: str) -> None:
    """The API, the workers and the store never import the composition root; the rules import nothing outward;
    the settings are a leaf."""
    found = forbidden_imports(ROOT, package, NEVER[package])
    assert not found, f"{package} must not import {', '.join(NEVER[package])}: {found}"


# --- the checks can fail -------------------------------------------------------------------------------------------


def write(root: Path, files: Mapping[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_the_size_check_names_a_module_over_the_limit_and_no_other(tmp_path: Path) -> None:
    root = write(tmp_path, {"p/__init__.py": "", "p/short.py": "x = 1\n" * 4, "p/sub/long.py": "x = 1\n" * 5})
    assert oversized(root, ("p",), 4) == {"p/sub/long.py": 5}


def test_the_circle_check_follows_from_imports_of_submodules_and_relative_imports(tmp_path: Path) -> None:
    root = write(
        tmp_path,
        {
            "p/__init__.py": "",
            "p/a.py": "from p import b\n",
            "p/b.py": "try:\n    from .c import thing\nexcept ImportError:\n    pass\n",
            "p/c.py": "import p.a\nthing = 1\n",
            "p/d.py": "from p.a import *\n",
        },
    )
    graph = import_graph(root, ("p",))
    assert graph["p.a"] == {"p.b"} and graph["p.b"] == {"p.c"} and graph["p.d"] == {"p.a"}
    assert circles(graph) == [["p.a", "p.b", "p.c"]]


def test_the_circle_check_follows_imports_deferred_into_functions_but_not_those_under_type_checking(
    tmp_path: Path,
) -> None:
    root = write(
        tmp_path,
        {
            "p/__init__.py": "",
            "p/a.py": "from p.b import y\nx = 1\n",
            "p/b.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n    from p.a import x\nelse:\n    import p.c\ny = 2\n"
            ),
            "p/c.py": "class C:\n    def f(self):\n        import p.b\n",
        },
    )
    graph = import_graph(root, ("p",))
    assert graph == {"p": set(), "p.a": {"p.b"}, "p.b": {"p.c"}, "p.c": {"p.b"}}
    assert circles(graph) == [["p.b", "p.c"]]


def test_the_arrow_check_finds_a_forbidden_import_anywhere_in_a_module(tmp_path: Path) -> None:
    root = write(
        tmp_path,
        {
            "p/__init__.py": "import q.r\n",
            "p/a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from q import s\n",
            "p/b.py": "def f():\n    import flask\n",
            "p/c.py": "from . import a\nimport qq\n",
        },
    )
    assert forbidden_imports(root, "p", ("q", "flask")) == ["p/__init__.py: q.r", "p/a.py: q", "p/b.py: flask"]
