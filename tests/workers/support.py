"""Helpers of the worker tests: a clock the test moves, a service on it, and a game of bombs brought to an open
last call."""

from __future__ import annotations

from dataclasses import dataclass

import redis

from domain.game import PlayerSpec
from domain.games import GAMES
from domain.games.bombs.commands import Pass, Play
from domain.ports import WitnessLog
from domain.service import GameService
from eventstore.store import RedisEventStore
from eventstore.system import SystemEntropy
from settings import Settings
from workers.scheduling import RqScheduler

# Three short hands: seat 0 holds the 3C and leads; nobody holds a bomb.
DEAL = {"hands": [["3C", "5H", "9S"], ["4C", "6H", "10S"], ["4D", "7H", "JS"]], "dealer": 0}


@dataclass(slots=True)
class ManualClock:
    """A Clock that shows the time the test sets."""

    now: int

    def now_ms(self) -> int:
        """The time the test set."""
        return self.now


def service_on_the_clock(
    client: redis.Redis,
    settings: Settings,
    clock: ManualClock,
    archive_after_ms: int | None = None,
    witness: WitnessLog | None = None,
) -> GameService:
    """A testing GameService on ``client`` under the settings' prefix, on the manual clock, scheduling through
    the RQ scheduler and the deadline sets as a live server does; reading proofs from ``witness``."""
    return GameService(
        store=RedisEventStore(client, settings.key_prefix),
        scheduler=RqScheduler(client, settings, clock=clock),
        clock=clock,
        entropy=SystemEntropy(),
        games=GAMES,
        testing=True,
        archive_after_ms=archive_after_ms,
        witness=witness,
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class OpenCall:
    """A game whose last call is open: its timer key, due time and the version that opened it."""

    game_id: str
    key: str
    due_ms: int
    version: int


def open_last_call(service: GameService, window_ms: int = 3000) -> OpenCall:
    """Create a game of bombs (three people, the fixed deal), lead and pass until its last call opens."""
    specs = [PlayerSpec(name=f"p{s}") for s in range(3)]
    game_id = service.create_game("bombs", specs, {"window_ms": window_ms, "hands": 1}, DEAL).game_id
    service.handle_command(game_id, 0, Play(cards=("3C",)))
    for _ in range(3):
        loaded = service.load(game_id)
        view = service.view(loaded, None)
        if view["windows"]:
            timer = service.game_of(loaded).timers(loaded.state)[0]
            return OpenCall(game_id=game_id, key=timer.key, due_ms=timer.due_ms, version=loaded.version)
        service.handle_command(game_id, view["turn"], Pass())
    raise AssertionError("no last call opened")


def event_types(service: GameService, game_id: str, after: int = -1) -> list[str]:
    """The types of the stored events of ``game_id`` after version ``after``."""
    return [e.type for e in service.store.read(game_id, after)]
