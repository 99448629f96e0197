"""Playing games through the service as the tests need: random legal commands until a game ends (``play_out``),
or everything a live server does, bots and timers included, on a clock the test moves (``play_everything`` on a
``live_service``)."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

from domain.game import PlayerSpec
from domain.games import GAMES
from domain.idle import Abandon, Attended, IdleSeat
from domain.service import GameService, Loaded
from eventstore.connection import connect
from eventstore.store import RedisEventStore
from settings import Settings
from tests.domain.test_game_contract import option_sets
from tests.support.entropy import SeededEntropy
from tests.workers.support import ManualClock


def play_out(service: GameService, game_id: str, seed: int, stop_at: int | None = None) -> None:
    """Send random legal commands of awaited seats until the game ends (or reaches version ``stop_at``)."""
    rng = random.Random(seed)
    game = service.game_of(service.load(game_id))
    for _ in range(20_000):
        loaded = service.load(game_id)
        if game.status(loaded.state) == "finished" or (stop_at is not None and loaded.version >= stop_at):
            return
        offers = [(s, c) for s in game.awaiting(loaded.state) for c in game.legal_commands(loaded.state, s)]
        seat, command = offers[rng.randrange(len(offers))]
        service.handle_command(game_id, seat, command)
    raise AssertionError("the game did not finish")


class DrivenByTheTest:
    """The scheduler of a service whose timers and bots ``play_everything`` drives: it schedules nothing."""

    def schedule_timer(self, game_id: str, key: str, due_ms: int) -> None:
        """Nothing to do: the playout fires each timer itself when it picks it."""

    def schedule_bot(self, game_id: str, seat: int, version: int, due_ms: int, think_ms: int = 0) -> None:
        """Nothing to do: the playout plays each bot's turn itself when it picks it."""

    def schedule_archive(self, game_id: str, due_ms: int) -> None:
        """Nothing to do: a finished game's log stays in its stream (a test archives it itself)."""

    def schedule_rating(self, game_id: str) -> None:
        """Nothing to do: a test rates a rated game itself (``GameService.rate``)."""


def live_service(settings: Settings, clock: ManualClock, seed: str) -> GameService:
    """A service on the real store whose clock the playout moves, as a live server with a worker runs; its
    games' seeds come from ``seed``."""
    return GameService(
        store=RedisEventStore(connect(settings), settings.key_prefix),
        scheduler=DrivenByTheTest(),
        clock=clock,
        entropy=SeededEntropy(seed),
        games=GAMES,
        testing=True,
    )


def play_everything(
    service: GameService,
    clock: ManualClock,
    game_id: str,
    seed: int,
    observe: Callable[[Loaded], None] | None = None,
    *,
    idle: bool = False,
) -> None:
    """Play the game to its end as a live server sees it: at each step one of every person's legal commands,
    every awaited bot's turn (``play_bot``: a bot's seat, or a person's the idle policy gave a bot) and every
    open timer falling due (``apply_timer``, the clock moved to its due time), picked uniformly; the clock moves
    a little between steps. ``idle``: the idle policy's timers too (seats go on autopilot and come back, the
    game may end abandoned); else people answer in time. ``observe`` gets the game after each step."""
    rng = random.Random(seed)
    game = service.game_of(service.load(game_id))
    for _ in range(40_000):
        loaded = service.load(game_id)
        if observe is not None:
            observe(loaded)
        if game.status(loaded.state) == "finished":
            return
        seats = loaded.record.seats
        steps: list[Callable[[], object]] = []
        autoplayed = game.autoplayed(loaded.state) if isinstance(game, Attended) else ()
        for seat, rec in enumerate(seats):
            if rec.bot is None and seat not in autoplayed:
                commands = game.legal_commands(loaded.state, seat)
                steps += [partial(service.handle_command, game_id, seat, command) for command in commands]
            elif seat in game.awaiting(loaded.state):
                steps.append(partial(service.play_bot, game_id, seat, loaded.version))
        for timer in game.timers(loaded.state):
            if not idle and isinstance(timer.command, IdleSeat | Abandon):
                continue

            def fire(key: str = timer.key, due: int = timer.due_ms) -> bool:
                clock.now = max(clock.now, due)
                return service.apply_timer(game_id, key)

            steps.append(fire)
        assert steps, f"nothing can happen at version {loaded.version}: the game is stuck"
        clock.now += rng.randint(1, 400)
        steps[rng.randrange(len(steps))]()
    raise AssertionError("the game did not finish")


def lively_table(slug: str) -> tuple[list[PlayerSpec], dict[str, Any]]:
    """A table of ``slug`` that uses everything a live server does: bots at the odd seats and every option at
    another value than the minimal one (timers on), but games kept short (each count back at its minimum)."""
    info = GAMES[slug].info
    seats = min(info.max_players, info.min_players + 2)
    players = [PlayerSpec(name=f"p{i}", bot="random" if i % 2 else None) for i in range(seats)]
    minimal = option_sets(info)[0][1]
    others = option_sets(info)[-1][1]
    counts = {name for name, spec in info.options.items() if spec.kind == "int" and not name.endswith("_ms")}
    kept = {name for name in counts if minimal[name] is not None}
    options = {name: minimal[name] if name in kept else others[name] for name in info.options}
    return players, options
