"""The one settings module: each variable's default, a set value, and the error a bad value stops start-up with,
naming the variable; gunicorn's own variables read through it; and the settings a child process is handed."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from powderkeg.cli import main
from settings import (
    ENV_VARS,
    GUNICORN_ENV_VARS,
    GunicornSettings,
    RateLimits,
    Settings,
    SettingsError,
)
from settings.values import DEFAULT_QUOTAS, rate_limits

ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True, slots=True)
class Case:
    """One variable: the setting it fills, that setting's default, a value and what it parses to, bad values."""

    name: str
    field: str
    default: Any
    raw: str
    parsed: Any
    bad: tuple[str, ...]
    #: Other variables a set value needs beside it (a cluster needs its URL and a queue's).
    needs: tuple[tuple[str, str], ...] = ()

    def env(self, raw: str) -> dict[str, str]:
        return {**dict(self.needs), self.name: raw}


SERVER = (
    Case("REDIS_URL", "redis_url", None, "redis://127.0.0.1:6379/0", "redis://127.0.0.1:6379/0", ("127.0.0.1:6379",)),
    Case(
        "POWDERKEG_REDIS_CLUSTER",
        "redis_cluster",
        False,
        "1",
        True,
        ("yes", "true", "2"),
        needs=(("REDIS_URL", "redis://10.0.0.1:7000"), ("POWDERKEG_QUEUE_URL", "redis://10.0.0.9:6379")),
    ),
    Case("POWDERKEG_QUEUE_URL", "queue_url", None, "redis://q:6379/1", "redis://q:6379/1", ("q:6379",)),
    Case("POWDERKEG_WAIT_REPLICAS", "wait_replicas", 0, "2", 2, ("-1", "one", "1.5")),
    Case("POWDERKEG_WAIT_TIMEOUT_MS", "wait_timeout_ms", 1000, "250", 250, ("0", "-5", "soon")),
    # Any path is a data folder: the embedded Redis makes it when it starts, so no value is refused here.
    Case("POWDERKEG_DATA_DIR", "data_dir", Path(".powderkeg"), "/srv/powderkeg", Path("/srv/powderkeg"), ()),
    Case("POWDERKEG_KEY_PREFIX", "key_prefix", "pk", "pk-prod:eu", "pk-prod:eu", ("pk{1}", "pk *", "p?k")),
    Case("POWDERKEG_TESTING", "testing", False, "1", True, ("yes", "true", "2")),
    Case("POWDERKEG_BOT_DELAY_MS", "bot_delay_ms", 0, "250", 250, ("-1", "1.5", "soon")),
    Case(
        "POWDERKEG_ARCHIVE_AFTER_S", "archive_after_s", 600.0, "off", None, ("0", "59", "nan", "never", "inf", "1e308")
    ),
    Case("POWDERKEG_TIMERS_MAX_AGE_S", "timers_max_age_s", 10.0, "2.5", 2.5, ("0", "-1", "nan", "inf", "x")),
    Case("POWDERKEG_REDIS_RESTART_S", "redis_restart_s", 30.0, "0", 0.0, ("-1", "nan", "inf", "x")),
    Case(
        "POWDERKEG_RATE_LIMIT",
        "rate_limit",
        None,
        "reads=off",
        RateLimits(tuple((name, () if name == "reads" else quotas) for name, quotas in DEFAULT_QUOTAS.items())),
        ("fast", "20/40", "reads=-1/s", "reads=5/fortnight", "inf", "moves=1/s"),
    ),
    Case("POWDERKEG_PROXIES", "proxies", 0, "1", 1, ("-1", "one", "1.5")),
    Case("POWDERKEG_SSE_HEARTBEAT_S", "sse_heartbeat_s", 15.0, "2.5", 2.5, ("0", "-1", "nan", "x", "301")),
    Case("POWDERKEG_WITNESS_KEEP_S", "witness_keep_s", 86400.0, "off", None, ("0", "59", "nan", "forever", "inf")),
)
GUNICORN = (
    Case("POWDERKEG_BIND", "bind", "0.0.0.0:8000", "127.0.0.1:9000", "127.0.0.1:9000", ("0.0.0.0 8000",)),
    Case("POWDERKEG_WORKERS", "workers", 2, "4", 4, ("0", "-2", "two")),
    Case("POWDERKEG_WORKER_CONNECTIONS", "worker_connections", 10000, "500", 500, ("0", "many")),
)
ALL = [(Settings, case) for case in SERVER] + [(GunicornSettings, case) for case in GUNICORN]
IDS = [case.name for _, case in ALL]
BAD = [(kind, case, bad) for kind, case in ALL for bad in case.bad]


def test_every_variable_of_the_lists_has_its_cases_here() -> None:
    assert [case.name for case in SERVER] == [var.name for var in ENV_VARS]
    assert [case.name for case in GUNICORN] == [var.name for var in GUNICORN_ENV_VARS]


@pytest.mark.parametrize(("kind", "case"), ALL, ids=IDS)
def test_an_unset_or_empty_variable_gives_its_default(kind: type[Settings | GunicornSettings], case: Case) -> None:
    assert getattr(kind.from_env({}), case.field) == case.default
    assert getattr(kind.from_env({case.name: ""}), case.field) == case.default
    assert getattr(kind(), case.field) == case.default


@pytest.mark.parametrize(("kind", "case"), ALL, ids=IDS)
def test_a_set_variable_is_parsed_into_its_setting(kind: type[Settings | GunicornSettings], case: Case) -> None:
    assert getattr(kind.from_env(case.env(case.raw)), case.field) == case.parsed


@pytest.mark.parametrize(("kind", "case", "bad"), BAD, ids=[f"{case.name}={bad}" for _, case, bad in BAD])
def test_a_bad_value_is_refused_with_an_error_naming_the_variable(
    kind: type[Settings | GunicornSettings], case: Case, bad: str
) -> None:
    with pytest.raises(SettingsError) as refused:
        kind.from_env(case.env(bad))
    assert refused.value.name == case.name
    assert str(refused.value).startswith(f"{case.name} must be ")


def test_a_refused_redis_url_is_not_repeated_in_the_error_since_it_may_hold_a_password() -> None:
    with pytest.raises(SettingsError) as refused:
        Settings.from_env({"REDIS_URL": "http://user:s3cret@redis:6379/0"})
    assert "s3cret" not in str(refused.value)


def test_a_cluster_needs_a_node_to_reach_and_a_plain_redis_for_the_job_queue() -> None:
    with pytest.raises(SettingsError) as no_url:
        Settings.from_env({"POWDERKEG_REDIS_CLUSTER": "1", "POWDERKEG_QUEUE_URL": "redis://q:6379"})
    assert no_url.value.name == "POWDERKEG_REDIS_CLUSTER"
    with pytest.raises(SettingsError) as no_queue:
        Settings.from_env({"POWDERKEG_REDIS_CLUSTER": "1", "REDIS_URL": "redis://n1:7000"})
    assert no_queue.value.name == "POWDERKEG_QUEUE_URL" and "RQ does not run on a cluster" in str(no_queue.value)


def test_rate_limits_on_are_the_default_quotas_and_0_or_off_none() -> None:
    """``POWDERKEG_RATE_LIMIT=on`` gives every budget its default quotas; 0 and off are no limit."""
    assert Settings.from_env({"POWDERKEG_RATE_LIMIT": "on"}).rate_limit == RateLimits(tuple(DEFAULT_QUOTAS.items()))
    assert Settings.from_env({"POWDERKEG_RATE_LIMIT": "0"}).rate_limit is None
    assert Settings.from_env({"POWDERKEG_RATE_LIMIT": "off"}).rate_limit is None


def test_a_child_environment_gives_the_child_the_same_settings() -> None:
    """``to_env`` holds every setting: read back, it gives the same settings, whatever the parent's environment."""
    settings = Settings(
        redis_url="redis://127.0.0.1:6379/2",
        redis_cluster=True,
        queue_url="redis://127.0.0.1:6380/0",
        wait_replicas=1,
        wait_timeout_ms=250,
        data_dir=Path("/srv/pk"),
        key_prefix="pk-child",
        testing=True,
        bot_delay_ms=120,
        timers_max_age_s=4.5,
        redis_restart_s=0.0,
        rate_limit=rate_limits("POWDERKEG_RATE_LIMIT", "commands=5/s,100/m reads=off"),
        proxies=2,
        sse_heartbeat_s=0.2,
    )
    for each in (settings, Settings()):
        assert Settings.from_env(each.to_env()) == each
        assert set(each.to_env()) == {var.name for var in ENV_VARS}


def test_gunicorn_reads_its_variables_through_the_settings_module_and_refuses_a_bad_one() -> None:
    """api/gunicorn_conf.py takes bind and worker counts from ``GunicornSettings``; a bad value stops it at import,
    before gunicorn forks, naming the variable."""
    read = "import api.gunicorn_conf as c; print(c.bind, c.workers, c.worker_connections)"
    env = {**os.environ, "POWDERKEG_BIND": "127.0.0.1:9123", "POWDERKEG_WORKERS": "3"}
    env.pop("POWDERKEG_WORKER_CONNECTIONS", None)
    done = subprocess.run([sys.executable, "-c", read], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["127.0.0.1:9123", "3", "10000"]
    env["POWDERKEG_WORKERS"] = "none"
    done = subprocess.run([sys.executable, "-c", read], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "SettingsError: POWDERKEG_WORKERS must be " in done.stderr


@pytest.mark.parametrize("argv", [["serve"], ["worker"], ["probe", "worker"]], ids=" ".join)
def test_each_subcommand_stops_at_start_up_with_a_usage_error_naming_a_bad_variable(
    argv: list[str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Nothing starts (no Redis, no server, no worker): exit status 2 and one line that names the variable."""
    monkeypatch.setenv("POWDERKEG_BOT_DELAY_MS", "soon")
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    assert "error: POWDERKEG_BOT_DELAY_MS must be " in capsys.readouterr().err
