"""Lateness of window closing: from a last call's due time to the event that closed it, with a worker under load.

A real `powderkeg worker` (RQ worker with its scheduler, plus the deadline sweeper) runs as a subprocess.
The bench opens last-call windows in many games of people who never waive, so the worker must close every
one of them, while bot-only games keep the same worker busy: once with random bots (the reference), once with
search bots, which think ``--think-ms`` per decision in the worker's job thread while its sweeper closes windows.

Run: .venv/bin/python bench/window_lateness.py [--games 40] [--bot-games 8] [--window-ms 300] [--think-ms 300]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import bench_prefix, percentiles, redis_url  # noqa: E402
from domain.game import PlayerSpec  # noqa: E402
from powderkeg.wiring import build_service  # noqa: E402
from settings import Settings  # noqa: E402


def until_window(service, gid: str, tokens_seats: list[int]) -> int | None:  # type: ignore[no-untyped-def]
    """Play (lead, then pass) until a last call opens; return its due time, None if the game ended."""
    for _ in range(200):
        loaded = service.load(gid)
        game = service.game_of(loaded)
        if game.status(loaded.state) == "finished":
            return None
        view = game.view(loaded.state, None)
        if view["windows"]:
            return int(view["windows"][0]["due_ms"])
        seat = view["turn"]
        commands = game.legal_commands(loaded.state, seat)
        passes = [c for c in commands if c.type == "pass"]
        service.handle_command(gid, seat, passes[0] if passes else commands[0])
    raise RuntimeError("no window opened")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--bot-games", type=int, default=8)
    parser.add_argument("--window-ms", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--bot-kinds", default="random,search", help="the bots of the busy games, one run each")
    parser.add_argument("--think-ms", type=int, default=300, help="a search bot's think time")
    args = parser.parse_args()
    for kind in args.bot_kinds.split(","):
        measure(args, kind)


def measure(args: argparse.Namespace, kind: str) -> None:
    """One run: a fresh worker, ``args.bot_games`` games of ``kind`` bots beside the people's games."""
    with redis_url() as url:
        settings = Settings(redis_url=url, key_prefix=bench_prefix(), data_dir=Path("/tmp"))
        service = build_service(settings)
        env = {**os.environ, **settings.to_env(), "PYTHONPATH": str(ROOT)}
        worker = subprocess.Popen([str(Path(sys.executable).parent / "powderkeg"), "worker"], cwd=ROOT, env=env)
        try:
            time.sleep(2)
            bots = [
                service.create_game(
                    "bombs",
                    [PlayerSpec(name=f"b{i}", bot=kind, think_ms=args.think_ms if kind == "search" else None)
                     for i in range(5)],
                    {"window_ms": 50},
                ).game_id
                for _ in range(args.bot_games)
            ]
            people = [
                service.create_game("bombs", [PlayerSpec(name=f"p{i}") for i in range(3)],
                                    {"window_ms": args.window_ms}).game_id
                for _ in range(args.games)
            ]
            lateness: list[float] = []
            for _ in range(args.rounds):
                open_windows: dict[str, int] = {}
                for gid in people:
                    due = until_window(service, gid, [0, 1, 2])
                    if due is not None:
                        open_windows[gid] = due
                deadline = time.time() + 10 + args.window_ms / 1000
                while open_windows and time.time() < deadline:
                    for gid, due in list(open_windows.items()):
                        loaded = service.load(gid)
                        if not service.game_of(loaded).view(loaded.state, None)["windows"]:
                            last = service.store.read(gid, after=loaded.version - 1)[-1]
                            lateness.append(last.at_ms - due)
                            del open_windows[gid]
                    time.sleep(0.01)
                if open_windows:
                    print(f"{len(open_windows)} windows were not closed within 10 s")
            finished_bots = sum(
                service.game_of(service.load(g)).status(service.load(g).state) == "finished" for g in bots
            )
            p = percentiles(lateness)
            print(f"{kind} bots: windows closed by the worker: {len(lateness)} (window {args.window_ms} ms, "
                  f"{args.bot_games} bot games running alongside, {finished_bots} of them finished)")
            print(f"lateness from due time to the closing event: p50 {p['p50']:.0f} ms, p99 {p['p99']:.0f} ms, "
                  f"max {p['max']:.0f} ms")
        finally:
            worker.terminate()
            worker.wait(10)


if __name__ == "__main__":
    main()
