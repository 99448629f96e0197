"""Commands per second and latency of POST /v1/games/{id}/commands under gunicorn, next to a bare baseline.

Both servers run under the same gunicorn settings against the same Redis; the same client threads drive
them. The full path plays scripted legal games of bombs (one hand, no windows) over many concurrent games;
the baseline appends one event per request with one Lua script and answers JSON.

Run: .venv/bin/python bench/http_commands.py [--games 64] [--threads 16] [--workers 2]
"""

from __future__ import annotations

import argparse
import http.client
import json
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import bench_prefix, percentiles, redis_url, scripted_game  # noqa: E402
from bench.server import cpu_seconds, start_gunicorn, stop  # noqa: E402
from tests.support.redis_keys import delete_prefix  # noqa: E402


def start(
    app: str, port: int, env: dict[str, str], workers: int, threads: int, kind: str = "gthread"
) -> subprocess.Popen[bytes]:
    """Start gunicorn serving ``app`` (gthread workers, or gevent as production runs it) until it answers."""
    if kind == "gevent":
        return start_gunicorn(app, port, env, ["-c", "python:api.gunicorn_conf", "-w", str(workers)])
    return start_gunicorn(app, port, env, ["-w", str(workers), "-k", "gthread", "--threads", str(threads)])


def drive(port: int, jobs: list[list[tuple[str, str, dict[str, str]]]], threads: int) -> tuple[float, list[float]]:
    """Send every job's requests in order (one job = one game), ``threads`` games at a time."""
    pending: queue.Queue[list[tuple[str, str, dict[str, str]]]] = queue.Queue()
    for job in jobs:
        pending.put(job)
    latencies: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()

    def worker() -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        mine: list[float] = []
        while True:
            try:
                job = pending.get_nowait()
            except queue.Empty:
                break
            for path, payload, headers in job:
                t0 = time.perf_counter()
                conn.request("POST", path, payload, {"Content-Type": "application/json", **headers})
                resp = conn.getresponse()
                data = resp.read()
                mine.append((time.perf_counter() - t0) * 1000)
                if resp.status >= 300:
                    errors.append(f"{resp.status} {data[:200]!r}")
                    break
        with lock:
            latencies.extend(mine)

    t0 = time.perf_counter()
    pool = [threading.Thread(target=worker) for _ in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    elapsed = time.perf_counter() - t0
    if errors:
        raise SystemExit(f"{len(errors)} failed requests, first: {errors[0]}")
    return elapsed, latencies


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=64)
    parser.add_argument("--threads", type=int, default=16)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--server-threads", type=int, default=8)
    parser.add_argument("--worker-class", choices=("gthread", "gevent"), default="gevent")
    args = parser.parse_args()

    options, deal, script = scripted_game()

    with redis_url() as url:
        prefix = bench_prefix()
        env = {"REDIS_URL": url, "POWDERKEG_TESTING": "1", "POWDERKEG_KEY_PREFIX": prefix}
        full = start("powderkeg.wiring:create_app()", 8765, env, args.workers, args.server_threads, args.worker_class)
        try:
            conn = http.client.HTTPConnection("127.0.0.1", 8765, timeout=30)
            jobs = []
            for _ in range(args.games):
                conn.request("POST", "/v1/games", json.dumps(
                    {"game": "bombs", "players": [{"name": f"p{i}"} for i in range(4)],
                     "options": options, "deal": deal}), {"Content-Type": "application/json"})
                resp = conn.getresponse()
                created = json.loads(resp.read())
                assert resp.status == 201, created
                tokens = {t["seat"]: t["token"] for t in created["tokens"]}
                gid = created["id"]
                jobs.append([(f"/v1/games/{gid}/commands", json.dumps(c),
                              {"Authorization": f"Bearer {tokens[s]}"}) for s, c in script])
            cpu0 = cpu_seconds(full.pid)
            elapsed, lat = drive(8765, jobs, args.threads)
            cpu = cpu_seconds(full.pid) - cpu0
        finally:
            stop(full)
        n = len(lat)
        p = percentiles(lat)
        print(f"full command path: {n} commands over {args.games} games in {elapsed:.2f} s = {n / elapsed:.0f}/s; "
              f"p50 {p['p50']:.2f} ms, p99 {p['p99']:.2f} ms; server CPU {cpu / n * 1e6:.0f} us per command")

        base = start("bench.baseline_app:create_app()", 8766, {**env, "POWDERKEG_KEY_PREFIX": prefix + "-base"},
                     args.workers, args.server_threads, args.worker_class)
        try:
            base_jobs = [
                [(f"/bench/append/b{g}", json.dumps({"version": v, **c}), {}) for v, (_, c) in enumerate(script)]
                for g in range(args.games)
            ]
            b_cpu0 = cpu_seconds(base.pid)
            b_elapsed, b_lat = drive(8766, base_jobs, args.threads)
            b_cpu = cpu_seconds(base.pid) - b_cpu0
        finally:
            stop(base)
        bn = len(b_lat)
        bp = percentiles(b_lat)
        print(f"baseline (one Lua append + JSON): {bn} requests in {b_elapsed:.2f} s = {bn / b_elapsed:.0f}/s; "
              f"p50 {bp['p50']:.2f} ms, p99 {bp['p99']:.2f} ms; server CPU {b_cpu / bn * 1e6:.0f} us per request")
        print(f"full path / baseline throughput: {(n / elapsed) / (bn / b_elapsed):.2f}; p99 "
              f"{p['p99'] / bp['p99']:.1f}x the baseline's; server CPU per request: baseline / full path "
              f"{(b_cpu / bn) / (cpu / n):.2f}")
        import redis

        client = redis.Redis.from_url(url)
        for pre in (prefix, prefix + "-base"):
            delete_prefix(client, pre)


if __name__ == "__main__":
    main()
