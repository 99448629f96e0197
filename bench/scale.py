"""Commands per second and Redis CPU per command against API processes and shards, the bare append alongside.

One run measures, for each place of the games (1 plain Redis, then a 3-master Redis Cluster) and each count of
API processes (gunicorn with ``api.gunicorn_conf``, gevent workers, as production runs it: 1, 2, 4, ... up to
``--max-workers``):

- the bare append: bench/baseline_app.py (one Lua append answering JSON) under the same gunicorn settings, on
  the same Redis or cluster (through the server's cluster client there);
- the full path, ``POST /v1/games/{id}/commands`` playing scripted legal one-hand games of bombs, without
  windows (``window_ms=0``) and with the default window of bombs (``window_ms=3000``): each last call then
  adds a deadline entry, and one ``powderkeg worker`` sweeps and closes it, as in production.
  Each command carries an ``Idempotency-Key`` of its own, as the web client sends (``--no-keys``: none).
  ``--prefer-minimal``: each command also asks ``Prefer: return=minimal`` (a 204 without the view and the events,
  as the web client asks while its stream brings it the seat's state, issue 38); without it, the full answer.

The job queue always sits on a plain ``redis-server`` of its own, beside the games' Redis or cluster, so that the
two are measured apart (one Redis holding both would spend about their sum). Every Redis is started by this run
on loopback ports, without persistence; nothing touches the Redis on 6379.

``--clients`` processes drive the games, each with ``--threads`` threads playing one game at a time, each seat of a
game on its own keep-alive connection (as four players' apps would be: with several API processes, a game's commands
reach several of them, and a process's warm copy of the game is often behind); the games are created before the
measured window. Redis CPU per command is the change of ``used_cpu_user + used_cpu_sys`` (INFO cpu) over the servers
holding games during the window, divided by the commands answered (200, or 204 with ``--prefer-minimal``) in it. The
table also gives the CPU per command of the API processes, the worker and the clients (from /proc), and how busy the
machine's cores were. Then, for 1 Redis and the most API processes, the breakdown of INFO commandstats per command
answered: what the full path asks of Redis beyond the append.

``--routed``: each full-path row with more than one API process is measured a second time, routed (its workload
ends in ", routed"), as behind a proxy that sends each game to one process by hashing its path (HAProxy
``balance uri depth 3`` with ``hash-type consistent``, nginx ``hash $game consistent``): instead of one gunicorn
with N workers sharing a socket, N gunicorns of one worker each on ports of their own, and every request of a
game (each seat still on a connection of its own) goes to the gunicorn that crc32 of its id picks, so that one
process's warm copy of each game stays current. The server picks a game's id, so a game is created on the
gunicorn its client thread picks (thread number modulo N: creation only writes to Redis) and its home gunicorn
loads it once, at its first command. The API's CPU adds up the N gunicorns; "x bare" compares with the bare
append under one gunicorn of N workers. The bare append and 1 API process have no routed rows (1 routed process
is the unrouted row).

Last, each goal of issue 36 at the most API processes, its figure and "met" or "not met": the API's and the
games' Redis CPU per command of the full path (without windows) against the bare append's, the round trips per
command, not routed and routed, and the cluster's ceiling against one Redis's (from each master's Redis CPU per
command under the same workload: the busiest bounds it).

``--rounds N``: everything is measured N times over. This machine drifts: the same bare append row, measured a few
minutes apart, has cost 536 and 762 µs of API CPU a command. Each row of the table is then the round's row whose
API CPU per command is the median, and each goal's figure is the median of the rounds' figures (each from one
round's rows, measured minutes apart), every round's figure beside it.

Run: .venv/bin/python bench/scale.py [--max-workers 2] [--clients 2] [--threads 8] [--seconds 5] [--games N]
     [--window-ms 3000] [--masters 3] [--no-keys] [--prefer-minimal] [--routed] [--rounds 1]
"""

from __future__ import annotations

import argparse
import http.client
import json
import math
import multiprocessing
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
import zlib
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from multiprocessing.sharedctypes import RawArray
from multiprocessing.synchronize import Barrier, Event
from pathlib import Path
from typing import Any

import psutil  # type: ignore[import-untyped]
import redis

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import bench_prefix, scripted_game, spawned_redis  # noqa: E402
from bench.server import cpu_seconds, free_port, raise_open_files, start_gunicorn, stop  # noqa: E402
from eventstore.connection import connect  # noqa: E402
from eventstore.deadlines import Deadlines  # noqa: E402
from settings import Settings  # noqa: E402
from tests.support.redis_cluster import RedisCluster  # noqa: E402
from workers.scheduling import queue_for  # noqa: E402

FULL_APP = "powderkeg.wiring:create_app()"
BARE_APP = "bench.baseline_app:create_app()"
POWDERKEG = str(Path(sys.executable).parent / "powderkeg")
READY_TIMEOUT_S = 120.0
DRAIN_TIMEOUT_S = 60.0
IDLE_S = 2.0
# The workload of a routed row: that of the full path's row, then this.
ROUTED = ", routed"
# Players in each game (one-hand bombs), each on a connection of its own.
SEATS = 4
# A first guess of one API process's commands per second, to size the games created before the first row.
FIRST_GUESS_PER_PROCESS = 800.0

# A game's requests, in order: (seat, path, body, headers).
Job = list[tuple[int, str, str, dict[str, str]]]


# -- where the games and the queue live ---------------------------------------------------------------------------


@dataclass
class Shards:
    """The Redis servers of one configuration: ``games`` are plain clients of every server holding games (the one
    Redis, or each master), ``queue`` of the job queue's Redis; ``env`` points the server and worker at them."""

    name: str
    env: dict[str, str]
    games: list[redis.Redis]
    queue: redis.Redis


@contextmanager
def one_redis() -> Iterator[Shards]:
    with spawned_redis(free_port()) as games, spawned_redis(free_port()) as queue:
        env = {"REDIS_URL": games, "POWDERKEG_REDIS_CLUSTER": "0", "POWDERKEG_QUEUE_URL": queue}
        yield Shards("1 Redis", env, [redis.Redis.from_url(games)], redis.Redis.from_url(queue))


@contextmanager
def cluster(masters: int) -> Iterator[Shards]:
    folder = Path(tempfile.mkdtemp(prefix="pk-bench-cluster-"))
    try:
        with RedisCluster(folder, masters=masters) as nodes, spawned_redis(free_port()) as queue:
            env = {"REDIS_URL": nodes.url, "POWDERKEG_REDIS_CLUSTER": "1", "POWDERKEG_QUEUE_URL": queue}
            admins = [nodes.admin(node) for node in nodes.master_nodes]
            yield Shards(f"{masters}-master cluster", env, admins, redis.Redis.from_url(queue))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


# -- what Redis and the processes spent ---------------------------------------------------------------------------


@dataclass(frozen=True)
class RedisReading:
    """CPU seconds, reads processed (requests read from clients: about one per round trip) and commandstats
    (calls, µs) of some Redis servers, added up; ``per_server`` their CPU seconds one by one."""

    cpu_s: float
    reads: int
    stats: dict[str, tuple[int, int]]
    per_server: tuple[float, ...]

    def __sub__(self, before: RedisReading) -> RedisReading:
        stats = {}
        for name, (calls, usec) in self.stats.items():
            was_calls, was_usec = before.stats.get(name, (0, 0))
            if calls > was_calls:
                stats[name] = (calls - was_calls, usec - was_usec)
        per_server = tuple(a - b for a, b in zip(self.per_server, before.per_server, strict=True))
        return RedisReading(self.cpu_s - before.cpu_s, self.reads - before.reads, stats, per_server)


def read_redis(servers: list[redis.Redis]) -> RedisReading:
    cpus: list[float] = []
    reads = 0
    stats: dict[str, tuple[int, int]] = {}
    for server in servers:
        cpu = server.info("cpu")
        cpus.append(float(cpu["used_cpu_user"]) + float(cpu["used_cpu_sys"]))
        reads += int(server.info("stats").get("total_reads_processed", 0))
        for name, values in server.info("commandstats").items():
            command = name.removeprefix("cmdstat_")
            calls, usec = stats.get(command, (0, 0))
            stats[command] = (calls + int(values["calls"]), usec + int(values["usec"]))
    return RedisReading(sum(cpus), reads, stats, tuple(cpus))


@dataclass(frozen=True)
class Sample:
    """Everything counted at one moment of a measured row."""

    at: float
    ok: int
    failed: int
    created: int
    games: RedisReading
    queue: RedisReading
    api_s: float
    worker_s: float
    clients_s: float
    busy_s: float


def machine_busy_s() -> float:
    """CPU seconds the machine's cores spent busy so far (all cores, every process)."""
    times = psutil.cpu_times()
    busy: float = sum(times) - times.idle - getattr(times, "iowait", 0.0)
    return busy


# -- the clients ----------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ClientSpec:
    """What one client process plays: the full path (``deal`` and ``options`` create its games) or the bare
    append (``deal`` None; its streams are named after ``row``, a name of this row alone), ``script`` in each
    game, on ``threads`` threads, ``games`` created beforehand; ``keys``: each command of the full path carries
    an ``Idempotency-Key`` of its own, as the web client sends; ``minimal``: each asks ``Prefer: return=minimal``.
    ``ports``: the API's one port, or with ``routed``
    the port of each gunicorn, a game's requests all going to the one ``home`` picks."""

    row: str
    index: int
    ports: tuple[int, ...]
    routed: bool
    options: dict[str, Any]
    deal: dict[str, Any] | None
    script: list[tuple[int, dict[str, Any]]]
    threads: int
    games: int
    keys: bool
    minimal: bool


@dataclass
class Counters:
    """Shared counters, one slot per client thread, written by that thread alone and read by the parent."""

    ok: Any
    failed: Any
    created: Any

    @classmethod
    def new(cls, slots: int) -> Counters:
        return cls(RawArray("q", slots), RawArray("q", slots), RawArray("q", slots))


def new_game(conn: http.client.HTTPConnection, spec: ClientSpec) -> Job:
    """Create one game of the full path; its requests, in order."""
    body = {"game": "bombs", "players": [{"name": f"p{i}"} for i in range(SEATS)], "options": spec.options,
            "deal": spec.deal}
    response, answer = post(conn, "/v1/games", json.dumps(body), {"Content-Type": "application/json"})
    created = json.loads(answer)
    if response.status != 201:
        raise RuntimeError(f"POST /v1/games: {response.status} {created}")
    tokens = {t["seat"]: t["token"] for t in created["tokens"]}
    path = f"/v1/games/{created['id']}/commands"
    job = []
    for seat, command in spec.script:
        headers = {"Content-Type": "application/json", "Authorization": f"Bearer {tokens[seat]}"}
        if spec.keys:
            headers["Idempotency-Key"] = uuid.uuid4().hex
        if spec.minimal:
            headers["Prefer"] = "return=minimal"
        job.append((seat, path, json.dumps(command), headers))
    return job


def home(spec: ClientSpec, path: str) -> int:
    """The index in ``spec.ports`` of the gunicorn that serves the game of ``path`` (``/v1/games/{id}/...``):
    crc32 of the id, as a proxy hashing the game's path would; 0 when not routed."""
    if not spec.routed:
        return 0
    return zlib.crc32(path.split("/")[3].encode()) % len(spec.ports)


def post(
    conn: http.client.HTTPConnection, path: str, payload: str, headers: dict[str, str]
) -> tuple[http.client.HTTPResponse, bytes]:
    """POST on a keep-alive connection, opened again once if the server had closed it while it sat idle
    (gunicorn closes a connection idle for its keepalive, 2 s: with --routed a thread's connections to the
    gunicorns its current games do not live on wait that long), as HTTP clients' pools do."""
    for attempt in (1, 2):
        try:
            conn.request("POST", path, payload, headers)
            response = conn.getresponse()
            return response, response.read()
        except (BrokenPipeError, ConnectionResetError, http.client.RemoteDisconnected):
            conn.close()
            if attempt == 2:
                raise
    raise AssertionError("unreachable")


def bare_game(spec: ClientSpec, thread: int, serial: int) -> Job:
    """The bare append's requests for one stream: the same bodies, at versions 0, 1, ..."""
    path = f"/bench/append/{spec.row}-c{spec.index}-{thread}-{serial}"
    headers = {"Content-Type": "application/json"}
    script = enumerate(spec.script)
    return [(seat, path, json.dumps({"version": v, **command}), headers) for v, (seat, command) in script]


def client_process(
    spec: ClientSpec, counters: Counters, start: Barrier, done: Event, errors: multiprocessing.Queue[str]
) -> None:
    """Each thread creates its share of games, waits for every client at ``start``, then plays game after
    game until ``done`` (creating more when it runs out), counting answers in its slot."""
    raise_open_files()

    def play(thread: int) -> None:
        slot = spec.index * spec.threads + thread
        # Each seat on a connection of its own, as four players' apps would be: gunicorn hands each connection
        # to one process, so with several processes a game's commands come to several, as they do in use.
        # Routed: those of each gunicorn (opened at their first request), a game's all to its home one.
        conns = [[http.client.HTTPConnection("127.0.0.1", port, timeout=60) for _ in range(SEATS)]
                 for port in spec.ports]
        conn = conns[thread % len(conns)][0]
        full = spec.deal is not None
        ready = [new_game(conn, spec) for _ in range(spec.games // spec.threads)] if full else []
        start.wait(READY_TIMEOUT_S)
        serial = 0
        while not done.is_set():
            if ready:
                job = ready.pop()
            elif full:
                job = new_game(conn, spec)
                counters.created[slot] += 1
            else:
                job = bare_game(spec, thread, serial)
                serial += 1
            seats = conns[home(spec, job[0][1])]
            for seat, path, payload, headers in job:
                if done.is_set():
                    break
                response, answer = post(seats[seat], path, payload, headers)
                if response.status != (204 if spec.minimal and full else 200):
                    counters.failed[slot] += 1
                    errors.put(f"{response.status} {path}: {answer[:300]!r}")
                    break
                counters.ok[slot] += 1
        for each in conns:
            for c in each:
                c.close()

    def guarded(thread: int) -> None:
        try:
            play(thread)
        except Exception as error:  # reported to the parent, which fails the row (a thread fewer would skew it)
            counters.failed[spec.index * spec.threads + thread] += 1
            errors.put(f"client {spec.index} thread {thread}: {type(error).__name__}: {error}")
            start.abort()

    threads = [threading.Thread(target=guarded, args=(t,)) for t in range(spec.threads)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


# -- one measured row -----------------------------------------------------------------------------------------------


@dataclass
class Row:
    """One measured row: where the games were, how many API processes, what was played, and what it cost."""

    shards: str
    processes: int
    workload: str
    seconds: float
    delta: Sample
    rate: float = field(init=False)

    def __post_init__(self) -> None:
        self.rate = self.delta.ok / self.seconds

    def per_command_us(self, cpu_s: float) -> float:
        return cpu_s / self.delta.ok * 1e6


@dataclass
class Running:
    """The processes of a row: the API (gunicorn's master, or with routing each gunicorn's), the worker if one
    runs, the clients."""

    apis: Sequence[subprocess.Popen[bytes]]
    worker: subprocess.Popen[bytes] | None
    clients: Sequence[multiprocessing.process.BaseProcess]
    counters: Counters


def sample(shards: Shards, running: Running) -> Sample:
    c = running.counters
    return Sample(
        at=time.perf_counter(),
        ok=sum(c.ok),
        failed=sum(c.failed),
        created=sum(c.created),
        games=read_redis(shards.games),
        queue=read_redis([shards.queue]),
        api_s=sum(cpu_seconds(api.pid) for api in running.apis),
        worker_s=0.0 if running.worker is None else cpu_seconds(running.worker.pid),
        clients_s=sum(cpu_seconds(p.pid) for p in running.clients if p.pid is not None),
        busy_s=machine_busy_s(),
    )


def difference(after: Sample, before: Sample) -> Sample:
    return Sample(
        at=after.at - before.at,
        ok=after.ok - before.ok,
        failed=after.failed - before.failed,
        created=after.created - before.created,
        games=after.games - before.games,
        queue=after.queue - before.queue,
        api_s=after.api_s - before.api_s,
        worker_s=after.worker_s - before.worker_s,
        clients_s=after.clients_s - before.clients_s,
        busy_s=after.busy_s - before.busy_s,
    )


def measure(
    args: argparse.Namespace,
    shards: Shards,
    api: Api,
    worker: subprocess.Popen[bytes] | None,
    workload: str,
    processes: int,
    window_ms: int | None,
    per_process_rate: float,
) -> Row:
    """Drive ``api`` with the clients for a warm-up and ``--seconds``; the row it measured. ``window_ms`` None:
    the bare append; else the full path with that window."""
    options, deal, script = scripted_game(window_ms or 0)
    full = window_ms is not None
    # Timers fire window_ms after their command: warm up until they do steadily.
    warmup = args.warmup + (math.ceil(window_ms / 1000) + 2 if window_ms else 0)
    needed = per_process_rate * processes * (warmup + args.seconds + 2) * 1.5
    games = args.games or (math.ceil(needed / len(script) / args.clients) + args.threads)
    games = max(games, args.threads)
    ctx = multiprocessing.get_context("spawn")
    counters = Counters.new(args.clients * args.threads)
    start = ctx.Barrier(args.clients * args.threads + 1)
    done = ctx.Event()
    errors: multiprocessing.Queue[str] = ctx.Queue()
    tag = uuid.uuid4().hex[:8]
    specs = [ClientSpec(tag, i, api.ports, api.routed, options, deal if full else None, script, args.threads,
                        games, args.keys, args.minimal) for i in range(args.clients)]
    clients = [ctx.Process(target=client_process, args=(s, counters, start, done, errors), daemon=True) for s in specs]
    for p in clients:
        p.start()
    running = Running(api.procs, worker, clients, counters)
    try:
        try:
            start.wait(READY_TIMEOUT_S)
        except threading.BrokenBarrierError:
            raise SystemExit(f"the clients did not get ready: {first_error(errors)}") from None
        time.sleep(warmup)
        before = sample(shards, running)
        time.sleep(args.seconds)
        after = sample(shards, running)
    finally:
        done.set()
        for p in clients:
            p.join(30)
            if p.is_alive():
                p.terminate()
                p.join(5)
    delta = difference(after, before)
    if after.failed or delta.ok == 0:
        raise SystemExit(f"{after.failed} requests failed, {delta.ok} answered in the window: {first_error(errors)}")
    row = Row(shards.name, processes, workload, delta.at, delta)
    created = f"; {delta.created} games created in the window" if delta.created else ""
    print(f"  {shards.name}, {processes} API, {workload}: {row.rate:.0f} commands/s, games' Redis "
          f"{row.per_command_us(delta.games.cpu_s):.1f} µs/command{created}", flush=True)
    return row


def first_error(errors: multiprocessing.Queue[str]) -> str:
    try:
        return errors.get(timeout=1)
    except Exception:
        return "no error reported"


# -- the servers ------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Api:
    """The API of a row: one gunicorn (``procs``: its master) of N workers on one port, or with ``routed`` N
    gunicorns of one worker each, on a port each (``ports[i]`` that of ``procs[i]``)."""

    procs: list[subprocess.Popen[bytes]]
    ports: tuple[int, ...]
    routed: bool


def start_gunicorn_api(app: str, processes: int, env: dict[str, str]) -> tuple[subprocess.Popen[bytes], int]:
    port = free_port()
    env = {**env, "POWDERKEG_WORKERS": str(processes), "POWDERKEG_BIND": f"127.0.0.1:{port}"}
    # The access log (one line per request on stdout) is written, as in production, and dropped here.
    api = start_gunicorn(app, port, env, ["-c", "python:api.gunicorn_conf"], stdout=subprocess.DEVNULL)
    return api, port


@contextmanager
def running_api(app: str, processes: int, env: dict[str, str], routed: bool = False) -> Iterator[Api]:
    """One gunicorn of ``processes`` workers, or with ``routed`` ``processes`` gunicorns of one worker each, all
    with ``env``; stopped on exit."""
    started: list[tuple[subprocess.Popen[bytes], int]] = []
    try:
        if routed:
            for _ in range(processes):
                started.append(start_gunicorn_api(app, 1, env))
        else:
            started.append(start_gunicorn_api(app, processes, env))
        yield Api([proc for proc, _ in started], tuple(port for _, port in started), routed)
    finally:
        for proc, _ in started:
            stop(proc)


def start_worker(env: dict[str, str], settings: Settings, queue: redis.Redis) -> subprocess.Popen[bytes]:
    """``powderkeg worker`` (RQ worker, its scheduler, the deadline sweeper), once RQ lists it."""
    worker = subprocess.Popen([POWDERKEG, "worker"], cwd=ROOT, env={**os.environ, **env}, stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    from rq import Worker

    while Worker.count(connection=queue, queue=queue_for(queue, settings)) == 0:
        if worker.poll() is not None or time.monotonic() > deadline:
            stop(worker)
            raise SystemExit("the worker did not start")
        time.sleep(0.1)
    return worker


def drain(settings: Settings, queue: redis.Redis) -> None:
    """Wait until the worker has fired every timer scheduled so far that falls due within a minute (RQ's jobs and
    the deadline entries), so that none fires during the next row."""
    from rq.registry import ScheduledJobRegistry

    jobs = queue_for(queue, settings)
    store = connect(settings)
    deadlines = Deadlines(store, settings.key_prefix)
    limit = time.monotonic() + DRAIN_TIMEOUT_S
    try:
        scheduled = ScheduledJobRegistry(queue=jobs)  # type: ignore[no-untyped-call]
        # The seats' idle deadlines (domain.idle: 15 minutes by default) of the games a row left unfinished stay,
        # and the archive jobs of the finished ones (10 minutes): only what falls due within a minute must be
        # fired first.
        while True:
            soon = time.time() + 60
            timers = (deadlines.next_due_ms() or math.inf) <= soon * 1000
            if not (scheduled.get_jobs_to_schedule(soon) or jobs.count or timers):
                break
            if time.monotonic() > limit:
                raise SystemExit("the worker did not fire the scheduled timers in time")
            time.sleep(0.2)
    finally:
        store.close()


def idle_us_per_s(shards: Shards) -> tuple[float, float]:
    """Redis CPU (µs per second) of the games' servers and the queue's while no client plays."""
    games, queue = read_redis(shards.games), read_redis([shards.queue])
    time.sleep(IDLE_S)
    games_d, queue_d = read_redis(shards.games) - games, read_redis([shards.queue]) - queue
    return games_d.cpu_s / IDLE_S * 1e6, queue_d.cpu_s / IDLE_S * 1e6


def run_shards(
    args: argparse.Namespace, shards: Shards, counts: list[int], rates: dict[str, float]
) -> tuple[list[Row], str]:
    """The rows of one place of the games: the bare append at each count of API processes, then the full path
    with and without windows with the worker running (and with ``--routed`` routed too, for more than one
    process); and a line on what Redis spends with the worker idle."""
    rows: list[Row] = []
    env = {**shards.env, "POWDERKEG_TESTING": "1", "POWDERKEG_KEY_PREFIX": bench_prefix()}
    settings = Settings.from_env(env)
    for processes in counts:
        with running_api(BARE_APP, processes, env) as api:
            rows.append(measure(args, shards, api, None, "bare append", processes, None, rates["bare"]))
        rates["bare"] = max(rates["bare"], rows[-1].rate / processes)
    alone = idle_us_per_s(shards)
    worker = start_worker(env, settings, shards.queue)
    try:
        beside = idle_us_per_s(shards)
        idle = (f"{shards.name}, idle: the games' Redis spends {alone[0]:.0f} µs of CPU a second on its own and "
                f"{beside[0]:.0f} with the worker running (its sweeper polls), the queue's {alone[1]:.0f} and "
                f"{beside[1]:.0f}; the full path's rows include it")
        print(f"  {idle}", flush=True)
        for processes in counts:
            for routed in (False, True) if args.routed and processes > 1 else (False,):
                with running_api(FULL_APP, processes, env, routed) as api:
                    for window in (0, args.window_ms):
                        workload = f"full, window {window}{ROUTED if routed else ''}"
                        row = measure(args, shards, api, worker, workload, processes, window, rates["full"])
                        rows.append(row)
                        rates["full"] = max(rates["full"], row.rate / processes)
                        if window:
                            drain(settings, shards.queue)
    finally:
        stop(worker)
    return rows, idle


# -- the report -------------------------------------------------------------------------------------------------------


def print_table(rows: list[Row], cores: int) -> None:
    bare = {(r.shards, r.processes): r for r in rows if r.workload == "bare append"}
    w = max(18, *(len(r.workload) for r in rows))
    head = (f"{'games on':<18} {'API':>3}  {'workload':<{w}} {'cmds/s':>7} {'x bare':>6}  {'Redis µs/cmd':>12} "
            f"{'x bare':>6}  {'queue µs':>8}  {'API µs':>7} {'worker µs':>9} {'client µs':>9}  {'busy':>5}")
    print(head)
    print("-" * len(head))
    for r in rows:
        ref = bare[(r.shards, r.processes)]
        d = r.delta
        redis_us = r.per_command_us(d.games.cpu_s)
        ref_us = ref.per_command_us(ref.delta.games.cpu_s)
        worker = f"{r.per_command_us(d.worker_s):9.0f}" if r.workload != "bare append" else f"{'-':>9}"
        queue = f"{r.per_command_us(d.queue.cpu_s):8.1f}" if r.workload != "bare append" else f"{'-':>8}"
        print(f"{r.shards:<18} {r.processes:>3}  {r.workload:<{w}} {r.rate:>7.0f} {r.rate / ref.rate:>6.2f}  "
              f"{redis_us:>12.1f} {redis_us / ref_us:>6.2f}  {queue}  {r.per_command_us(d.api_s):>7.0f} {worker} "
              f"{r.per_command_us(d.clients_s):>9.0f}  {d.busy_s / d.at / cores:>5.0%}")
    spread = [r for r in rows if len(r.delta.games.per_server) > 1]
    if spread:
        print("\nthe cluster's Redis CPU per command, master by master (µs):")
        for r in spread:
            shares = " / ".join(f"{r.per_command_us(s):.1f}" for s in r.delta.games.per_server)
            print(f"  {r.processes} API, {r.workload:<{w}} {shares}")


#: The goals of issue 36, each a figure of the most API processes measured, against its bound.
API_GOAL = 1.5  # API CPU per command, times the bare append's
REDIS_GOAL = 1.3  # the games' Redis CPU per command, times the bare append's
ROUND_TRIPS_GOAL = {False: 1.1, True: 1.0}  # round trips (read events) per command, not routed and routed
CLUSTER_GOAL = 2.5  # the cluster's ceiling, times one Redis's


@dataclass(frozen=True)
class Goal:
    """One goal's figure in one round: what it measures, the figure, its bound, and whether the figure must stay
    under the bound (``at_most``) or reach it."""

    label: str
    figure: float
    bound: float
    at_most: bool
    detail: str = ""

    def met(self, figure: float) -> bool:
        return figure <= self.bound if self.at_most else figure >= self.bound


def goals_of(rows: list[Row], processes: int) -> list[Goal]:
    """Each goal's figure at ``processes`` API processes in one round's ``rows``: per place of the games, not
    routed and routed, the full path without windows against the bare append; and the cluster's ceiling against
    one Redis's, from each server's Redis CPU per command (one core each: the busiest master bounds the
    cluster)."""
    def row(shards: str, workload: str) -> Row | None:
        return next((r for r in rows if (r.shards, r.processes, r.workload) == (shards, processes, workload)), None)

    goals: list[Goal] = []
    for shards in sorted({r.shards for r in rows}, key=lambda name: name != "1 Redis"):
        bare = row(shards, "bare append")
        for routed in (False, True):
            full = row(shards, f"full, window 0{ROUTED if routed else ''}")
            if bare is None or full is None:
                continue
            place = f"{shards:<18} {'routed' if routed else 'not routed':<11}"
            api = full.per_command_us(full.delta.api_s) / bare.per_command_us(bare.delta.api_s)
            redis_cpu = full.per_command_us(full.delta.games.cpu_s) / bare.per_command_us(bare.delta.games.cpu_s)
            trips = full.delta.games.reads / full.delta.ok
            goals += [Goal(f"{place} API CPU x bare", api, API_GOAL, True),
                      Goal(f"{place} Redis CPU x bare", redis_cpu, REDIS_GOAL, True),
                      Goal(f"{place} round trips per command", trips, ROUND_TRIPS_GOAL[routed], True)]
    one = row("1 Redis", f"full, window 0{ROUTED}") or row("1 Redis", "full, window 0")
    spread = [r for r in rows if len(r.delta.games.per_server) > 1 and r.processes == processes]
    clustered = next((r for r in spread if r.workload == one.workload), None) if one else None
    if one is not None and clustered is not None:
        busiest = max(clustered.per_command_us(cpu) for cpu in clustered.delta.games.per_server)
        single = one.per_command_us(one.delta.games.cpu_s)
        goals.append(Goal(f"the cluster's ceiling ({one.workload}), x one Redis's", single / busiest, CLUSTER_GOAL,
                          False, f"its busiest master spending {busiest:.1f} µs a command against one Redis's "
                                 f"{single:.1f}"))
    return goals


def print_goals(rounds: list[list[Row]], processes: int) -> None:
    """Each goal's figure with "met" or "not met": the median of the rounds' figures (each round's bare append
    and full path measured minutes apart, not hours), and every round's figure after it."""
    print(f"\ngoals, {processes} API processes, full path without windows against the bare append"
          f"{f', the median of {len(rounds)} rounds (each round in brackets)' if len(rounds) > 1 else ''}:")
    # Each goal by its label: a round that lacks a row lacks that goal, and the others still line up.
    per_label: dict[str, list[Goal]] = {}
    for rows in rounds:
        for each in goals_of(rows, processes):
            per_label.setdefault(each.label, []).append(each)
    for same in per_label.values():
        goal = same[0]
        figures = [each.figure for each in same]
        figure = statistics.median(figures)
        sign = "<=" if goal.at_most else ">="
        each = f" [{' / '.join(f'{f:.2f}' for f in figures)}]" if len(figures) > 1 else ""
        detail = f"; {goal.detail}" if goal.detail and len(figures) == 1 else ""
        print(f"  {goal.label} {figure:5.2f}{each} (goal {sign} {goal.bound:g}: "
              f"{'met' if goal.met(figure) else 'not met'}){detail}")


def median_rows(rounds: list[list[Row]]) -> list[Row]:
    """Of each row measured in every round (the same place, API processes and workload), the round's row whose
    API CPU per command is the median (the lower middle one of an even count), in the order first measured."""
    groups: dict[tuple[str, int, str], list[Row]] = {}
    for rows in rounds:
        for r in rows:
            groups.setdefault((r.shards, r.processes, r.workload), []).append(r)
    picked = []
    for same in groups.values():
        ranked = sorted(same, key=lambda r: r.per_command_us(r.delta.api_s))
        picked.append(ranked[(len(ranked) - 1) // 2])
    return picked


def print_breakdown(title: str, columns: list[Row], pick: str) -> None:
    """INFO commandstats per command answered: calls and µs of each Redis command, ``pick`` 'games' or
    'queue'; then INFO cpu and the read events (about one per round trip: a pipeline is one). A script's own
    commands are counted on their lines and inside the script's µs too, so the lines do not add up."""
    readings = [getattr(r.delta, pick) for r in columns]
    names = sorted({n for reading in readings for n in reading.stats if n != "info"},
                   key=lambda n: -max(reading.stats.get(n, (0, 0))[1] / r.delta.ok for reading, r in
                                      zip(readings, columns, strict=True)))
    print(f"\n{title}: per command answered, calls and µs (INFO commandstats; our own INFO calls left out)")
    half = max(12, *(len(r.workload) // 2 + 2 for r in columns))
    print(f"{'command':<26}" + "".join(f"{r.workload:>{2 * half}}" for r in columns))
    print(f"{'':<26}" + "".join(f"{'calls':>{half}}{'µs':>{half}}" for _ in columns))
    for name in names:
        cells = ""
        for reading, r in zip(readings, columns, strict=True):
            calls, usec = reading.stats.get(name, (0, 0))
            cells += f"{calls / r.delta.ok:>{half}.2f}{usec / r.delta.ok:>{half}.1f}"
        print(f"{name:<26}{cells}")
    cpu = ""
    reads = ""
    for reading, r in zip(readings, columns, strict=True):
        cpu += f"{'':>{half}}{reading.cpu_s / r.delta.ok * 1e6:>{half}.1f}"
        reads += f"{reading.reads / r.delta.ok:>{half}.2f}{'':>{half}}"
    print(f"{'INFO cpu (user + sys)':<26}{cpu}")
    print(f"{'read events (round trips)':<26}{reads}")
    print("(evalsha's µs include the commands its scripts run, which are counted again on their own lines)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--max-workers", type=int, default=2, help="API processes go 1, 2, 4, ... up to this")
    parser.add_argument("--clients", type=int, default=2, help="client processes")
    parser.add_argument("--threads", type=int, default=8, help="games played at once by each client process")
    parser.add_argument("--seconds", type=float, default=5.0, help="the measured window of each row")
    parser.add_argument("--warmup", type=float, default=1.0, help="seconds before it (more with windows)")
    parser.add_argument("--games", type=int, default=0, help="games each client creates first (0: enough)")
    parser.add_argument("--window-ms", type=int, default=3000, help="the window of the second full-path row")
    parser.add_argument("--masters", type=int, default=3)
    parser.add_argument("--no-keys", dest="keys", action="store_false",
                        help="send the full path's commands without an Idempotency-Key (the web client sends one)")
    parser.add_argument("--prefer-minimal", dest="minimal", action="store_true",
                        help="the full path's commands ask Prefer: return=minimal, as the web client's do while it "
                             "follows the game's stream with states (without: the full answer)")
    parser.add_argument("--rounds", type=int, default=1,
                        help="measure everything this many times; each row and goal is then the rounds' median "
                             "(this machine drifts: a bare append row measured minutes apart varies by 10-40%%)")
    parser.add_argument("--routed", action="store_true",
                        help="also measure each full-path row of N>1 API processes routed: N gunicorns of 1 worker "
                             "each, every request of a game sent to the one crc32 of its id picks (as a proxy "
                             "hashing the game's path would)")
    args = parser.parse_args()
    raise_open_files()
    counts = [1 << i for i in range(args.max_workers.bit_length()) if 1 << i <= args.max_workers]
    if counts[-1] != args.max_workers:
        counts.append(args.max_workers)
    cores = os.cpu_count() or 1
    server = subprocess.run(["redis-server", "--version"], capture_output=True, text=True).stdout.split()
    version = f"redis-server {server[2].removeprefix('v=')}"
    print(f"cores: {cores}; {version}; gunicorn -c python:api.gunicorn_conf (gevent); {args.clients} client "
          f"processes x {args.threads} games at once; {args.seconds:g} s measured per row; one-hand bombs at 4 "
          f"seats, {'an' if args.keys else 'no'} Idempotency-Key on each command, "
          f"{'Prefer: return=minimal (answered 204)' if args.minimal else 'the full answer'}; the job queue on a "
          "redis-server of its own beside the games' Redis or cluster", flush=True)
    rates = {"bare": FIRST_GUESS_PER_PROCESS, "full": FIRST_GUESS_PER_PROCESS}
    rounds: list[list[Row]] = []
    notes: list[str] = []
    for round_ in range(args.rounds):
        if args.rounds > 1:
            print(f"round {round_ + 1} of {args.rounds}", flush=True)
        rows: list[Row] = []
        for place in (one_redis, partial(cluster, args.masters)):
            with place() as shards:
                measured, idle = run_shards(args, shards, counts, rates)
            rows += measured
            if round_ == 0:
                notes.append(idle)
        rounds.append(rows)
    rows = median_rows(rounds)
    print()
    if args.rounds > 1:
        print(f"each row: of {args.rounds} rounds, the one whose API CPU per command is the median (the lower "
              "middle one of an even count), with its other figures; its 'x bare' divides by the bare append's row "
              "picked so, which may be another round's (the goals at the end pair rows within each round)")
    print_table(rows, cores)
    print("\nRedis µs/cmd: the games' servers' CPU (INFO cpu, user + sys) over commands answered; queue µs: the "
          "job queue's Redis; API, worker, client: CPU of those processes per command; busy: the machine's cores "
          f"(whatever runs on them); window {args.window_ms}: bombs' default options but for one hand.")
    if args.routed:
        print(f"{ROUTED.removeprefix(', ')}: N gunicorns of 1 worker, each game's requests sent to one of them (crc32 "
              "of its id), as behind a proxy hashing the game's path; the other rows: one gunicorn of N workers "
              "sharing its socket, a game's seats reaching several.")
    for note in notes:
        print(note)
    print_goals(rounds, counts[-1])
    single = [r for r in rows if r.shards == "1 Redis" and r.processes == counts[-1]]
    print_breakdown(f"the games' Redis, 1 Redis, {counts[-1]} API processes", single, "games")
    print_breakdown(f"the queue's Redis, {counts[-1]} API processes", single[1:], "queue")


if __name__ == "__main__":
    main()
