"""The committed clients (clients/python, clients/typescript/src/schema.ts) are what their generators make of
openapi.yaml as it is now (``make clients``), and the check says so when they are not."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
GENERATE = ROOT / "clients" / "generate.py"
SPEC = ROOT / "openapi.yaml"


def check(spec: Path) -> subprocess.CompletedProcess[str]:
    """``clients/generate.py --check`` against ``spec``."""
    command: list[str | Path] = [sys.executable, GENERATE, "--check", "--spec", spec]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300)


def test_both_committed_clients_are_what_the_generators_make_of_openapi_yaml() -> None:
    done = check(SPEC)
    assert done.returncode == 0, f"stale clients; run `make clients`:\n{done.stdout}{done.stderr}"


def test_the_check_names_both_clients_when_the_document_changes(tmp_path: Path) -> None:
    """An operation's summary changed: its function's docstring in the Python client and its comment in the
    TypeScript types no longer match, and the check fails naming both files."""
    document = yaml.safe_load(SPEC.read_text())
    operation = document["paths"]["/v1/games/{game_id}/commands"]["post"]
    operation["summary"] = "A summary no committed client holds"
    changed = tmp_path / "openapi.yaml"
    changed.write_text(yaml.safe_dump(document, sort_keys=False))
    done = check(changed)
    assert done.returncode == 1, done.stdout + done.stderr
    stale = done.stdout.splitlines()
    assert f"{ROOT}/clients/python/powderkeg_client/api/play/post_command.py: differs" in stale, stale
    assert f"{ROOT}/clients/typescript/src/schema.ts: differs" in stale, stale
    assert len(stale) == 2, stale
    assert "run `make clients`" in done.stderr
