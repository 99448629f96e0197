"""The ``powderkeg`` console script: ``serve`` (Redis if needed, one worker, the API, all supervised), ``worker``,
``probe api|worker`` (health checks for an orchestrator), ``verify FILE`` (check an export offline, with nothing
but the rules) and ``archive`` (the finished games whose archive job never ran). ``powderkeg --version`` prints
the version; ``powderkeg`` alone prints the help.

Each subcommand reads its settings once (``Settings.from_env``, then its options), and a variable with a value the
server cannot use stops it at once with a usage error naming that variable. ``serve`` and ``worker`` have the
composition root (powderkeg/wiring.py) build what they run; the modules they need are imported where used, so that
``verify`` and the probes start quickly.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.metadata
import json
import logging
import os
import signal
import socket
import sys
import threading
import tomllib
from collections.abc import Sequence
from pathlib import Path
from types import FrameType

from werkzeug.serving import make_server

from settings import Settings, SettingsError, data_dir_default, describe_environment, max_age_default

# serve's exit status when the embedded Redis died and could not be restarted: an outer supervisor should act.
EXIT_REDIS_LOST = 3


def main(argv: Sequence[str] | None = None) -> int:
    """Run the subcommand named in ``argv`` (default: the process arguments)."""
    parser = argparse.ArgumentParser(
        prog="powderkeg", description="An event-sourced server for bomb card games."
    )
    parser.add_argument("--version", action="version", version=f"powderkeg {package_version()}")
    sub = parser.add_subparsers(dest="command")
    serve = sub.add_parser(
        "serve",
        help="serve the API with one worker (and an embedded Redis without REDIS_URL)",
        description="Serve the API (werkzeug's threaded server) with one worker and, without REDIS_URL, an\n"
        "embedded Redis; both are restarted when they die. The worker gets the same environment.",
        epilog=describe_environment(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on (default: 8000; 0 picks one)")
    serve.add_argument(
        "--data-dir",
        type=Path,
        default=None,
        help=f"folder of the embedded Redis (default: {data_dir_default()})",
    )
    sub.add_parser(
        "worker", help="run an RQ worker with its scheduler and the deadline sweep", add_help=False
    )
    check = sub.add_parser("verify", help="check an export (NDJSON) offline: chain, seed, deals and results")
    check.add_argument("file", type=Path, help="the export, as GET /v1/games/{id}/export served it ('-': stdin)")
    archive = sub.add_parser(
        "archive",
        help="archive the finished games whose archive job never ran (it prints what it did as JSON)",
        description="Archive every finished game that its archive job would archive now (finished at least\n"
        "POWDERKEG_ARCHIVE_AFTER_S ago, not a match, not archived yet): games that finished before this server\n"
        "archived, or whose job was lost. It scans the store's keys; the server may run meanwhile.",
        epilog=describe_environment(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    archive.add_argument("--dry-run", action="store_true", help="count what it would archive; archive nothing")
    probe = _add_probe(sub)
    args, rest = parser.parse_known_args(argv)
    if args.command is None:
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")
        parser.print_help()
        return 0
    if args.command in ("verify", "probe", "archive") and rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    if args.command == "verify":
        return verify_file(args.file)
    if args.command == "archive":
        return archive_finished(settings_from_env(archive), archive, dry_run=args.dry_run)
    if args.command == "probe":
        return run_probe(args, probe)
    if args.command == "worker":
        return worker_main(rest)
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    settings = settings_from_env(serve)
    if args.data_dir is not None:
        settings = dataclasses.replace(settings, data_dir=args.data_dir)
    return serve_forever(settings, args.host, args.port)


def settings_from_env(parser: argparse.ArgumentParser) -> Settings:
    """``Settings.from_env()``; a value the server cannot use exits 2 with ``parser``'s usage and the variable."""
    try:
        return Settings.from_env()
    except SettingsError as exc:
        parser.error(str(exc))


def worker_main(argv: Sequence[str] | None = None) -> int:
    """Parse the options of ``powderkeg worker`` (settings come from the environment) and run the worker."""
    parser = argparse.ArgumentParser(
        prog="powderkeg worker",
        description="Close timed windows and play bot seats (RQ worker + sweeper).",
        epilog=describe_environment(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--redis-url", help="Redis to use (default: $REDIS_URL, else the embedded Redis)")
    parser.add_argument("--data-dir", type=Path, help=f"folder of the embedded Redis (default: {data_dir_default()})")
    parser.add_argument("--burst", action="store_true", help="quit when the queue is empty")
    parser.add_argument("--log-level", default="WARNING", choices=["DEBUG", "INFO", "WARNING", "ERROR"])
    args = parser.parse_args(argv)
    settings = settings_from_env(parser)
    if args.redis_url:
        settings = dataclasses.replace(settings, redis_url=args.redis_url)
    if args.data_dir:
        settings = dataclasses.replace(settings, data_dir=args.data_dir)
    logging.basicConfig(level=args.log_level, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    from powderkeg.wiring import run_worker

    run_worker(settings, burst=args.burst, logging_level=args.log_level)
    return 0


def _add_probe(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    from api.probe import DEFAULT_URL

    probe = sub.add_parser("probe", help="health check for an orchestrator: exit 0 when healthy, 1 when not")
    targets = probe.add_subparsers(dest="target", required=True)
    api = targets.add_parser("api", help="GET <url>/readyz: healthy on 200 (the API answers and Redis does)")
    api.add_argument("--url", default=DEFAULT_URL, help=f"the API's base URL (default {DEFAULT_URL})")
    worker = targets.add_parser(
        "worker", help="healthy when a worker beat its heartbeat lately (Redis from REDIS_URL or the data folder)"
    )
    worker.add_argument(
        "--max-age",
        type=float,
        default=None,
        metavar="S",
        help=f"the oldest heartbeat that counts, in seconds (default: {max_age_default()})",
    )
    worker.add_argument(
        "--this-host",
        action="store_true",
        help="count only the workers on this host (a container's health check: its own worker, not any)",
    )
    return worker


def package_version() -> str:
    """The version of the installed package; in a checkout that was never installed, pyproject.toml's."""
    try:
        return importlib.metadata.version("powderkeg")
    except importlib.metadata.PackageNotFoundError:
        pass
    try:
        with (Path(__file__).resolve().parents[1] / "pyproject.toml").open("rb") as file:
            return str(tomllib.load(file)["project"]["version"])
    except (OSError, KeyError, tomllib.TOMLDecodeError):
        return "unknown"


def run_probe(args: argparse.Namespace, worker_probe: argparse.ArgumentParser) -> int:
    """Run ``powderkeg probe api`` or ``powderkeg probe worker`` (whose parser is ``worker_probe``); 0 when
    healthy, 1 when not."""
    from api.probe import probe_api, probe_worker, report

    if args.target == "api":
        return report(probe_api(args.url))
    settings = settings_from_env(worker_probe)
    max_age_s = settings.timers_max_age_s if args.max_age is None else args.max_age
    host = socket.gethostname() if args.this_host else None
    return report(probe_worker(settings, max_age_s, host=host))


def archive_finished(settings: Settings, parser: argparse.ArgumentParser, *, dry_run: bool) -> int:
    """Archive the finished games not archived yet (``GameService.archive_finished``) and print how many games
    went where, as JSON; 0 when every game went well, 1 when some were refused or failed (the log says why)."""
    if settings.archive_after_s is None:
        parser.error("POWDERKEG_ARCHIVE_AFTER_S is off: this server does not archive")
    from powderkeg.wiring import build_service

    service = build_service(settings)
    counts = service.archive_finished(service.store.game_ids(), dry_run=dry_run)
    print(json.dumps({"games": sum(counts.values()), **dict(sorted(counts.items()))}))
    return 1 if counts["refused"] or counts["failed"] else 0


def verify_file(path: Path) -> int:
    """Print the verdict on the export at ``path`` as JSON; 0 when it verifies, 1 when not, 2 when unreadable."""
    from domain.audit import parse_export, verify
    from domain.games import GAMES

    try:
        text = sys.stdin.read() if str(path) == "-" else path.read_text(encoding="utf-8")
        head, lines = parse_export(text.splitlines())
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        print(f"powderkeg verify: cannot read {path}: {type(exc).__name__}: {exc}"[:300], file=sys.stderr)
        return 2
    verdict = verify(GAMES, head, lines)
    print(json.dumps(verdict.to_json(), indent=2))
    return 0 if verdict.ok else 1


def serve_forever(settings: Settings, host: str, port: int) -> int:
    """Serve the API on ``host:port`` with one worker subprocess until interrupted or terminated (0), restarting
    the worker, and the embedded Redis that serve started, when they die (api/supervisor.py); 3 when that Redis
    could not be brought back."""
    from api.request_log import QuietRequestHandler
    from api.supervisor import RedisSupervisor, WorkerSupervisor
    from eventstore.connection import connect, held_server, redis_url_of
    from eventstore.embedded import server_binary
    from powderkeg.wiring import build_service, create_app

    client = connect(settings)  # starts the embedded Redis when there is no REDIS_URL
    url = redis_url_of(settings)
    app = create_app(settings, build_service(settings, client))
    try:
        server = make_server(host, port, app, threaded=True, request_handler=QuietRequestHandler)
    except OSError as exc:
        print(f"powderkeg: cannot listen on {host}:{port}: {exc.strerror}", file=sys.stderr)
        return 1
    # The worker is a child process: its environment, built here, gives it these settings (this process's own
    # environment is never written).
    worker_env = {**os.environ, **dataclasses.replace(settings, redis_url=url).to_env()}
    worker = WorkerSupervisor([sys.executable, "-m", "powderkeg.cli", "worker"], env=lambda: worker_env)
    lost: list[str] = []
    held = held_server(settings)
    redis_watch = None
    if held is not None:
        redis_watch = RedisSupervisor(
            held,
            restart_within_s=settings.redis_restart_s,
            on_restart=worker.kick,
            on_give_up=lambda why: _give_up(why, lost),
        )
    signal.signal(signal.SIGTERM, _exit_on_signal)
    try:
        worker.start()
        if redis_watch is not None:
            redis_watch.start()
        shown = f"[{host}]" if ":" in host else host
        if held is not None:
            print(f"Redis: {server_binary().described}, started for {settings.data_dir}", flush=True)
        print(f"Powderkeg serving on http://{shown}:{server.server_port}", flush=True)
        server.serve_forever()  # werkzeug's returns on Ctrl-C
    except (_Terminated, KeyboardInterrupt):
        pass
    finally:
        for signum in (signal.SIGTERM, signal.SIGINT):  # a second signal must not cut the clean-up short
            signal.signal(signum, signal.SIG_IGN)
        server.server_close()
        if redis_watch is not None:
            redis_watch.stop()
        worker.stop()  # the worker's whole process group: RQ's scheduler child too
    return EXIT_REDIS_LOST if lost else 0


def _give_up(reason: str, lost: list[str]) -> None:
    """The embedded Redis is lost: note why, and make the main thread leave ``serve_forever``."""
    from api.supervisor import say

    lost.append(reason)
    say(sys.stderr, f"{reason}; stopping the worker and exiting with status {EXIT_REDIS_LOST}")
    main_thread = threading.main_thread().ident
    if main_thread is not None:
        signal.pthread_kill(main_thread, signal.SIGTERM)


class _Terminated(Exception):
    """Raised in the main thread when the server receives SIGTERM."""


def _exit_on_signal(signum: int, frame: FrameType | None) -> None:
    raise _Terminated


if __name__ == "__main__":
    sys.exit(main())
