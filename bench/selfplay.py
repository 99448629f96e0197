"""Self-play speed of the rules in pure domain code (no Redis, no service): actions per second of random legal play,
next to RLCard 1.2.0's UNO and Dou Dizhu played by its random agents in the same process and run.

Our games are played as ``bench.common.playout`` plays them: at each step the awaited seat (a random one when
several are) sends a random command of ``game.legal_commands(state, seat)``; when nobody is awaited the earliest
timer's command is applied by the system. ``decide`` judges the command, folding its events as it makes them, and
reports the state they lead to (``domain.game.Decided``), which the server takes too. The loop is ``playout``'s
without its bookkeeping (no event list, no script, one generator for the whole game rather than a fresh one per
command). An action is one command decided, timers included (the figure says how many of them were timers); the time
counts everything, the deals included, and is the process's CPU time (so that other work on a busy machine counts
less on either side). Each game is played at its default options (as a table created without options gets them),
bombs also without its last calls (``window_ms`` 0, as the other benchmarks play it), game after game until
``--seconds`` of CPU time have passed.

The reference is measured the same way: ``rlcard.make(name)`` (UNO at its 2 seats, Dou Dizhu at 3) with one
``RandomAgent`` per seat, whole games of ``env.run(is_training=False)`` until ``--seconds`` of CPU time have
passed, an action being one step of the env (``env.action_recorder`` after each run). RLCard is an optional
dependency (``pip install -e '.[bench]'``); without it our games are still measured and the line says no
reference was.

Goals (issue 18): bombs at least 1.0x UNO's actions/s, haggis at least 0.5x.

``--profile GAME`` plays only that game (at the options of ``--options``, a JSON object; default: its
defaults) under cProfile for ``--seconds`` and prints the 25 functions with the most time of their own.

Run: .venv/bin/python bench/selfplay.py [--seconds 3] [--profile GAME [--options JSON] [--sort cumulative]]
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import json
import pstats
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import rules_build  # noqa: E402
from domain.game import Ctx, Decided, Game, PlayerSpec, parse_options  # noqa: E402
from domain.games import GAMES  # noqa: E402

#: What is played: a label, the game, its seats and its options.
CASES: tuple[tuple[str, str, int, dict[str, Any]], ...] = (
    ("bombs 4p", "bombs", 4, {}),
    ("bombs 4p, window_ms 0", "bombs", 4, {"window_ms": 0}),
    ("haggis 3p", "haggis", 3, {}),
    ("exploding-aces 5p", "exploding-aces", 5, {}),
    ("bombs-away 4p", "bombs-away", 4, {}),
)
#: Seats of each game when profiled.
SEATS = {slug: players for _, slug, players, _ in CASES}
#: The goals of issue 18, as a share of UNO's actions/s.
GOALS = {"bombs": 1.0, "haggis": 0.5}
#: The RLCard games measured: env name and label.
REFERENCES = (("uno", "UNO"), ("doudizhu", "Dou Dizhu"))


@dataclass(frozen=True, slots=True)
class Rate:
    """What a run of self-play did: actions (commands decided or env steps), of them timers, games finished,
    and the CPU seconds it took."""

    actions: int
    timers: int
    games: int
    seconds: float

    @property
    def per_second(self) -> float:
        return self.actions / self.seconds


def selfplay(game: Game, players: int, options: dict[str, Any], seconds: float, seed: int = 0) -> Rate:
    """Random legal play of ``game`` at ``players`` seats, game after game (game i from seed ``seed + i``),
    until ``seconds`` of CPU time have passed (the last game stops where the time ran out)."""
    specs = [PlayerSpec(name=f"p{i}") for i in range(players)]
    opts = parse_options(game.info, options)
    setup, evolve, decide = game.setup, game.evolve, game.decide
    status, awaiting, legal, timers_of = game.status, game.awaiting, game.legal_commands, game.timers
    actions = timers = games = 0
    start = time.process_time()
    deadline = start + seconds
    while True:
        rng = random.Random(seed + games)
        state = None
        for e in setup(specs, opts, Ctx(now_ms=0, rng=rng)):
            state = evolve(state, e, 0)
        now = 0
        while status(state) != "finished":
            now += 1
            waiting = awaiting(state)
            if waiting:
                seat: int | None = waiting[0] if len(waiting) == 1 else rng.choice(waiting)
                assert seat is not None
                command = rng.choice(legal(state, seat))
            else:
                timer = min(timers_of(state), key=lambda t: t.due_ms)
                seat, command = None, timer.command
                now = max(now, timer.due_ms)
                timers += 1
            decided = decide(state, seat, command, Ctx(now_ms=now, rng=rng))
            if isinstance(decided, Decided):  # the rules folded the events while deciding, as the server takes it
                state = decided.state
            else:
                for e in decided:
                    state = evolve(state, e, now)
            actions += 1
            if not actions & 63 and time.process_time() >= deadline:
                return Rate(actions, timers, games, time.process_time() - start)
        games += 1
        if time.process_time() >= deadline:
            return Rate(actions, timers, games, time.process_time() - start)


def rlcard_rate(name: str, seconds: float, seed: int = 0) -> Rate:
    """RLCard's ``name`` played by random agents with ``env.run``, whole games until ``seconds`` of CPU time
    have passed."""
    # Imported by name: RLCard and numpy are optional, and RLCard has no type hints.
    np = importlib.import_module("numpy")
    rlcard = importlib.import_module("rlcard")
    random_agent = importlib.import_module("rlcard.agents").RandomAgent

    np.random.seed(seed)  # RandomAgent draws from numpy's global generator
    env = rlcard.make(name, config={"seed": seed})
    env.set_agents([random_agent(num_actions=env.num_actions) for _ in range(env.num_players)])
    actions = games = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        env.run(is_training=False)
        actions += len(env.action_recorder)
        games += 1
    return Rate(actions, 0, games, time.process_time() - start)


def rlcard_version() -> str | None:
    """The installed RLCard's version, or None when it is not installed (or does not import)."""
    from importlib.metadata import version

    try:
        importlib.import_module("rlcard")
    except ImportError:
        return None
    return version("rlcard")


def main(seconds: float) -> None:
    print(f"self-play of {rules_build()}, random legal commands, {seconds:g} CPU s per game; an action is one "
          f"command decided (timers included) or one RLCard env step")
    references: dict[str, Rate] = {}
    installed = rlcard_version()
    if installed is None:
        print("reference: RLCard is not installed (.venv/bin/pip install -e '.[bench]'): no reference measured")
    else:
        print(f"reference: RLCard {installed}, one RandomAgent per seat, env.run(is_training=False)")
        for name, label in REFERENCES:
            rate = rlcard_rate(name, seconds)
            references[label] = rate
            print(f"  {label:22} {rate.per_second:9,.0f} actions/s  ({rate.games} games, {rate.actions} actions)")
    uno = references.get("UNO")
    for label, slug, players, options in CASES:
        rate = selfplay(GAMES[slug], players, options, seconds)
        line = (f"{label:24} {rate.per_second:9,.0f} actions/s  ({rate.games} games finished, {rate.actions} actions, "
                f"{rate.timers} timers)")
        if uno is not None:
            line += f"  {rate.per_second / uno.per_second:5.2f}x UNO"
            dou = references.get("Dou Dizhu")
            if dou is not None:
                line += f", {rate.per_second / dou.per_second:5.2f}x Dou Dizhu"
            goal = GOALS.get(slug)
            if goal is not None:
                met = "met" if rate.per_second >= goal * uno.per_second else "NOT met"
                line += f"; goal >= {goal:.1f}x UNO: {met}"
        print(line)
    if uno is None:
        print("goals (issue 18): bombs >= 1.0x UNO's actions/s, haggis >= 0.5x (not checked: no reference)")


def profile(slug: str, options: dict[str, Any], seconds: float, order: str = "tottime") -> None:
    """Self-play of ``slug`` under cProfile; the 25 functions with the most time of their own."""
    players = SEATS[slug]
    profiler = cProfile.Profile()
    rate = profiler.runcall(selfplay, GAMES[slug], players, options, seconds)
    print(f"{slug} {players}p, options {json.dumps(options)}, under cProfile: {rate.per_second:,.0f} actions/s "
          f"({rate.games} games, {rate.actions} actions, {rate.timers} timers)")
    pstats.Stats(profiler, stream=sys.stdout).sort_stats(order).print_stats(25)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds of play per game (default 3)")
    parser.add_argument("--profile", choices=sorted(SEATS), metavar="GAME", help="profile this game's self-play")
    parser.add_argument("--options", type=json.loads, default={}, help="with --profile: the game's options (JSON)")
    parser.add_argument(
        "--sort", default="tottime", choices=["tottime", "cumulative"], help="with --profile: the order of its table"
    )
    args = parser.parse_args()
    if args.profile:
        profile(args.profile, args.options, args.seconds, args.sort)
    else:
        main(args.seconds)
