"""``powderkeg worker``: an RQ worker (with its scheduler, JSON, no fork per job) and the deadline sweeper."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import threading
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from rq import SimpleWorker
from rq.serializers import JSONSerializer

from eventstore.connection import redis_url_of
from eventstore.settings import Settings, data_dir_default, describe_environment
from workers.jobs import runtime_for
from workers.scheduling import queue_for
from workers.sweeper import Sweeper


def run_worker(settings: Settings, *, burst: bool = False, logging_level: str = "INFO") -> bool:
    """Work the queue of ``settings`` until stopped (with ``burst``: until it is empty), sweeping deadlines
    beside it; returns whether any job ran. Call it on the main thread (RQ installs signal handlers)."""
    if not settings.redis_url:
        settings = replace(settings, redis_url=redis_url_of(settings))
    # Jobs read their settings from the environment: make it say the same, and share this process's runtime.
    os.environ.update(settings.to_env())
    settings = Settings.from_env()
    runtime = runtime_for(settings)
    sweeper = Sweeper(runtime.service, runtime.client, settings)
    worker = SimpleWorker(
        [queue_for(runtime.client, settings)], connection=runtime.client, serializer=JSONSerializer
    )
    if burst:
        sweeper.run_once(runtime.service.clock.now_ms())
        return worker.work(burst=True, with_scheduler=True, logging_level=logging_level)
    stop = threading.Event()
    thread = sweeper.start(stop)
    try:
        return worker.work(with_scheduler=True, logging_level=logging_level)
    finally:
        stop.set()
        thread.join(timeout=5)


def main(argv: Sequence[str] | None = None) -> int:
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
    settings = Settings.from_env()
    if args.redis_url:
        settings = replace(settings, redis_url=args.redis_url)
    if args.data_dir:
        settings = replace(settings, data_dir=args.data_dir)
    logging.basicConfig(level=args.log_level, format="%(asctime)s %(name)s %(levelname)s %(message)s")
    run_worker(settings, burst=args.burst, logging_level=args.log_level)
    return 0


if __name__ == "__main__":
    sys.exit(main())
