"""Production: gunicorn with api/gunicorn_conf.py and two workers. The workers' counts add up in every scrape
(prometheus-client's multiprocess mode), and the access log has one line per request without a token."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

from tests.api.conftest import DEAL, PEOPLE, ROOT
from tests.support.gunicorn_process import Gunicorn, call
from tests.support.scrape import Samples, parse_samples, value

SECRET = "sekrit-0815"
LINE = re.compile(r'^\[[^\]]+\] \S+ "[A-Z]+ /\S*" \d{3} (\d+|-) \d+\.\dms$')


def scrape(port: int) -> Samples:
    status, body = call(port, "GET", "/metrics")
    assert status == 200
    return parse_samples(body.decode())


def test_two_gunicorn_workers_counts_add_up_in_every_scrape(gunicorn: Gunicorn) -> None:
    """Commands are sent until both workers have handled some; every scrape, whichever worker answers it,
    counts all of them. The access log then holds one line per request and no token."""
    port = gunicorn.port
    players = [{"name": n} for n in PEOPLE]
    status, body = call(port, "POST", "/v1/games", {"game": "bombs", "players": players, "deal": DEAL})
    assert status == 201, body
    created = json.loads(body)
    token = next(t["token"] for t in created["tokens"] if t["seat"] == 2)
    path = f"/v1/games/{created['id']}/commands"
    sent = 0
    while len({f.name.split("_")[-1] for f in gunicorn.metrics_dir.glob("counter_*.db")}) < 2:
        assert sent < 300, "one gunicorn worker took every request"
        status, _ = call(port, "POST", path, {"type": "pass"}, {"Authorization": f"Bearer {token}"})
        assert status == 422  # seat 2 is not on turn: a rejected command
        sent += 1
    for _ in range(4):
        samples = scrape(port)
        assert value(samples, "powderkeg_commands_total", game="bombs", outcome="rejected") == sent
        assert value(samples, "powderkeg_command_duration_seconds_count", game="bombs") == sent

    status, _ = call(port, "GET", f"/v1/games/{created['id']}?token={SECRET}", headers={"Authorization": SECRET})
    gunicorn.process.terminate()
    gunicorn.process.wait(30)
    lines = gunicorn.access_log.read_text().splitlines()
    assert all(LINE.match(line) for line in lines), lines
    assert sum(f'"POST {path}" 422 ' in line for line in lines) == sent
    assert any(f'"GET /v1/games/{created["id"]}" {status} ' in line for line in lines)
    assert SECRET not in gunicorn.access_log.read_text()
    assert token not in gunicorn.access_log.read_text()


def test_the_gunicorn_config_imports_no_metrics_client_and_makes_and_removes_a_fresh_folder() -> None:
    """Loading the config (as gunicorn's master does) imports no prometheus_client, which the workers must
    import after the folder is set; without PROMETHEUS_MULTIPROC_DIR the master makes one, and removes it at
    exit."""
    script = (
        "import os, sys, api.gunicorn_conf as conf\n"
        "assert 'prometheus_client' not in sys.modules\n"
        "conf.on_starting(None)\n"
        "folder = os.environ['PROMETHEUS_MULTIPROC_DIR']\n"
        "assert os.path.isdir(folder) and not os.listdir(folder)\n"
        "conf.on_exit(None)\n"
        "print(folder, os.path.exists(folder))\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[1] == "False"


def test_the_gunicorn_config_imports_nothing_that_imports_ssl_before_gevent_patches_it() -> None:
    """gunicorn's master imports the config before forking gevent workers, which then patch the standard
    library: a module imported by then (redis-py, Flask, werkzeug all import ``ssl``) keeps unpatched parts."""
    script = (
        "import sys, api.gunicorn_conf\n"
        "print(sorted(m for m in ('ssl', 'redis', 'flask', 'werkzeug', 'prometheus_client') if m in sys.modules))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
