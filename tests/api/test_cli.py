"""The ``powderkeg`` console script itself: ``--version``, the help it prints alone, ``serve --help`` listing
every environment variable the server reads with its default, from the one list in the ``settings`` package, and
``archive``."""

from __future__ import annotations

import importlib.metadata
import json
import os
import re
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest
import redis

from domain.game import PlayerSpec
from powderkeg.cli import main, package_version
from settings import ENV_VARS, GUNICORN_ENV_VARS, Settings, data_dir_default, env_default
from tests.support.playing import play_everything
from tests.workers.support import ManualClock, service_on_the_clock

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(sys.executable).parent / "powderkeg"
# gunicorn's bind address and worker counts (api/gunicorn_conf.py), not the server's settings.
GUNICORN_ONLY = {"POWDERKEG_BIND", "POWDERKEG_WORKERS", "POWDERKEG_WORKER_CONNECTIONS"}


def flat(text: str) -> str:
    """``text`` with every run of whitespace one space (argparse wraps its help lines)."""
    return " ".join(text.split())


def help_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """What ``powderkeg <argv> --help`` prints; it exits 0."""
    with pytest.raises(SystemExit) as exit_:
        main([*argv, "--help"])
    assert exit_.value.code == 0
    out: str = capsys.readouterr().out
    return out


def test_version_prints_powderkeg_and_the_installed_version_and_exits_0() -> None:
    """Through the installed console script, as a user runs it."""
    done = subprocess.run([str(SCRIPT), "--version"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"powderkeg {importlib.metadata.version('powderkeg')}\n"


def test_the_version_of_a_checkout_never_installed_is_pyproject_s(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without package metadata (the package not installed), the version comes from pyproject.toml."""

    def not_installed(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", not_installed)
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert package_version() == pyproject["project"]["version"]


def test_powderkeg_alone_prints_the_help_and_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    """No subcommand is not a usage error: the help, with every subcommand, on stdout."""
    assert main([]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("usage: powderkeg")
    assert all(command in captured.out for command in ("serve", "worker", "verify", "archive", "probe", "--version"))
    assert captured.err == ""


def test_serve_help_lists_every_environment_variable_with_its_default(capsys: pytest.CaptureFixture[str]) -> None:
    """One line per variable of ``ENV_VARS``: ``NAME=default``, or ``NAME (unset)``; then gunicorn's, apart."""
    lines = help_of(["serve"], capsys).splitlines()
    apart = next(i for i, line in enumerate(lines) if line.startswith("read by gunicorn only"))
    assert [line.split("=")[0].strip() for line in lines[apart + 1 :]] == [v.name for v in GUNICORN_ENV_VARS]
    for var in ENV_VARS:
        shown = f"{var.name}={var.default}" if var.default is not None else f"{var.name} (unset)"
        assert any(line.split() and line.startswith(f"  {shown} ") for line in lines), (shown, lines)


def test_every_environment_variable_the_code_reads_is_in_the_list_and_named_in_the_settings_module_only() -> None:
    """Every ``POWDERKEG_*`` name and ``REDIS_URL`` quoted in the server's packages is in ``ENV_VARS`` (gunicorn's
    own in ``GUNICORN_ENV_VARS``), and settings/__init__.py is the one module that quotes them."""
    listed = {var.name for var in ENV_VARS}
    assert {var.name for var in GUNICORN_ENV_VARS} == GUNICORN_ONLY
    quoted = re.compile(r"""["'](POWDERKEG_[A-Z0-9_]+|REDIS_URL)["']""")
    found: dict[str, set[str]] = {}
    for package in ("api", "domain", "eventstore", "powderkeg", "settings", "workers"):
        for path in (ROOT / package).rglob("*.py"):
            for name in quoted.findall(path.read_text()):
                found.setdefault(name, set()).add(str(path.relative_to(ROOT)))
    assert set(found) - GUNICORN_ONLY <= listed, set(found) - GUNICORN_ONLY - listed
    assert {"POWDERKEG_RATE_LIMIT", "POWDERKEG_SSE_HEARTBEAT_S", "REDIS_URL"} | GUNICORN_ONLY <= set(found)
    for name, paths in found.items():
        assert paths == {"settings/__init__.py"}, name


def test_the_listed_defaults_are_the_ones_the_code_uses() -> None:
    """An empty environment gives the defaults of ``Settings``, the API's included."""
    assert Settings.from_env({}) == Settings()
    assert Settings().data_dir == Path(env_default("POWDERKEG_DATA_DIR"))
    assert Settings().timers_max_age_s == float(env_default("POWDERKEG_TIMERS_MAX_AGE_S"))
    assert Settings().sse_heartbeat_s == float(env_default("POWDERKEG_SSE_HEARTBEAT_S"))
    assert env_default("POWDERKEG_RATE_LIMIT") == "" and Settings().rate_limit is None


def test_the_data_dir_default_is_described_one_way_everywhere(capsys: pytest.CaptureFixture[str]) -> None:
    """``serve --help``, ``worker --help`` and the README say the same of ``--data-dir``'s default."""
    said = f"(default: {data_dir_default()})"
    assert said == "(default: $POWDERKEG_DATA_DIR, else .powderkeg)"
    assert said in flat(help_of(["serve"], capsys))
    assert said in flat(help_of(["worker"], capsys))
    assert said in flat((ROOT / "README.md").read_text())


def test_archive_archives_the_finished_games_left_unarchived_and_prints_the_counts(
    settings: Settings, redis_client: redis.Redis
) -> None:
    """``powderkeg archive`` through the console script, on the server's Redis and prefix: a game that finished
    two minutes ago (past the 60 s delay) whose job never ran; ``--dry-run`` first. With archiving off it is a
    usage error."""
    clock = ManualClock(now=int(time.time() * 1000) - 120_000)
    service = service_on_the_clock(redis_client, settings, clock)  # archives nothing, schedules no job
    game_id = service.create_game("exploding-aces", [PlayerSpec(name=f"p{i}") for i in range(3)], {}).game_id
    play_everything(service, clock, game_id, seed=3)
    env = {**os.environ, **settings.to_env(), "POWDERKEG_ARCHIVE_AFTER_S": "60"}

    def archive(*argv: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(SCRIPT), "archive", *argv], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
        )

    dry = archive("--dry-run")
    assert (dry.returncode, json.loads(dry.stdout)) == (0, {"games": 1, "to-archive": 1}), dry.stderr
    assert not service.store.archived(game_id)
    done = archive()
    assert (done.returncode, json.loads(done.stdout)) == (0, {"games": 1, "archived": 1}), done.stderr
    assert service.store.archived(game_id)
    assert json.loads(archive().stdout) == {"games": 1, "archived-before": 1}
    env["POWDERKEG_ARCHIVE_AFTER_S"] = "off"
    off = archive()
    assert off.returncode == 2 and "POWDERKEG_ARCHIVE_AFTER_S is off" in off.stderr
