"""The ``powderkeg`` console script: ``serve`` (Redis if needed, one worker, the API), ``worker``, and
``verify FILE`` (check an export offline, with nothing but the rules)."""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from types import FrameType

from werkzeug.serving import make_server

from eventstore.settings import Settings

WORKER_STOP_SECONDS = 10
INTERRUPT_GRACE_SECONDS = 2.0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the subcommand named in ``argv`` (default: the process arguments)."""
    parser = argparse.ArgumentParser(
        prog="powderkeg", description="An event-sourced server for bomb card games."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser(
        "serve", help="serve the API with one worker (and an embedded Redis without REDIS_URL)"
    )
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000; 0 picks one)")
    serve.add_argument(
        "--data-dir",
        type=Path,
        default=None,
        help="folder of the embedded Redis (default $POWDERKEG_DATA_DIR or .powderkeg)",
    )
    sub.add_parser(
        "worker", help="run an RQ worker with its scheduler and the deadline sweep", add_help=False
    )
    check = sub.add_parser("verify", help="check an export (NDJSON) offline: chain, seed, deals and results")
    check.add_argument("file", type=Path, help="the export, as GET /v1/games/{id}/export served it ('-': stdin)")
    args, rest = parser.parse_known_args(argv)
    if args.command == "verify":
        if rest:
            parser.error(f"unrecognized arguments: {' '.join(rest)}")
        return verify_file(args.file)
    if args.command == "worker":
        from workers.cli import main as worker_main

        return int(worker_main(rest) or 0)
    if rest:
        parser.error(f"unrecognized arguments: {' '.join(rest)}")
    settings = Settings.from_env()
    if args.data_dir is not None:
        settings = dataclasses.replace(settings, data_dir=args.data_dir)
    return serve_forever(settings, args.host, args.port)


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
    """Serve the API on ``host:port`` with one worker subprocess until interrupted or terminated."""
    from api import create_app
    from eventstore.connection import connect, redis_url_of
    from workers.runtime import build_service

    client = connect(settings)  # starts the embedded Redis when there is no REDIS_URL
    url = redis_url_of(settings)
    app = create_app(settings, build_service(settings, client))
    try:
        server = make_server(host, port, app, threaded=True)
    except OSError as exc:
        print(f"powderkeg: cannot listen on {host}:{port}: {exc.strerror}", file=sys.stderr)
        return 1
    worker = start_worker(settings, url)
    signal.signal(signal.SIGTERM, _exit_on_signal)
    threading.Thread(target=_watch_worker, args=(worker,), daemon=True).start()
    shown = f"[{host}]" if ":" in host else host
    print(f"Powderkeg serving on http://{shown}:{server.server_port}", flush=True)
    grace = 0.0
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        grace = INTERRUPT_GRACE_SECONDS  # a Ctrl-C at a terminal reached the worker too; let it stop itself
    except _Terminated:
        pass
    finally:
        server.server_close()
        stop_worker(worker, grace)
    return 0


def start_worker(settings: Settings, redis_url: str) -> subprocess.Popen[bytes]:
    """Start ``powderkeg worker`` on the same Redis and settings."""
    env = {**os.environ, **settings.to_env(), "REDIS_URL": redis_url}
    return subprocess.Popen([sys.executable, "-m", "api.cli", "worker"], env=env)


def stop_worker(worker: subprocess.Popen[bytes], grace: float = 0.0) -> None:
    """Ask the worker to stop (it finishes its job), and kill it if it does not in time."""
    try:
        worker.wait(grace)
        return
    except subprocess.TimeoutExpired:
        pass
    worker.terminate()
    try:
        worker.wait(WORKER_STOP_SECONDS)
    except subprocess.TimeoutExpired:
        worker.kill()
        worker.wait()


def _watch_worker(worker: subprocess.Popen[bytes]) -> None:
    code = worker.wait()
    if code not in (0, -signal.SIGTERM):
        print(
            f"powderkeg: the worker exited with status {code}; timers and bots stop",
            file=sys.stderr,
            flush=True,
        )


class _Terminated(Exception):
    """Raised in the main thread when the server receives SIGTERM."""


def _exit_on_signal(signum: int, frame: FrameType | None) -> None:
    raise _Terminated


if __name__ == "__main__":
    sys.exit(main())
