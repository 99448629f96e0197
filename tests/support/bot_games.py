"""Games of bots played with the real rules and nothing else (no store, no service), and the duplicate-deal duel
that measures one bot kind against another (bench/bot_strength.py; each game's bot tests).

A bot decides as the service lets it (``domain.bots.choose_command`` over ``domain.bots.knowledge``: its seat's
view and legal commands, with ``bot_rng``); when the game awaits nobody, its earliest timer fires. In a
**duplicate** duel every deal (a seed) is played once per rotation of the seats, so each kind sits at every seat
of the same cards and the luck of the deal cancels out."""

from __future__ import annotations

import math
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from domain.bots import Logged, knowledge, needs_log
from domain.declared import Declared
from domain.game import Command, Ctx, Decided, Event, Game, PlayerSpec, parse_options
from domain.players.places import places_of
from domain.rng import bot_rng, rng_for
from domain.search import choose

T0 = 1_700_000_000_000


@dataclass(frozen=True, slots=True)
class Played:
    """A game of bots played out: each seat's place (1 is first), its steps, and whether it reached its end."""

    places: tuple[int, ...]
    steps: int
    finished: bool


def bot_game(
    game: Declared, policies: Sequence[str], options: Mapping[str, Any], seed: bytes, *, max_steps: int = 100_000
) -> Played:
    """A game of ``game`` whose seat ``i`` is a bot of ``policies[i]``, dealt from ``seed``, played to its end."""
    players = [PlayerSpec(name=f"bot-{i}", bot=p) for i, p in enumerate(policies)]
    now, version = T0, 0
    opening = game.setup(players, parse_options(game.info, dict(options)), Ctx(now_ms=now, rng=rng_for(seed, 0)))
    state: Any = None
    # Each log-reading seat's log (``domain.bots.needs_log``), redacted for it event by event as the game goes.
    logs: dict[int, list[Logged]] = {s: [] for s, p in enumerate(policies) if needs_log(p)}

    def record(event: Event) -> None:
        for s, log in logs.items():
            log.append((type(event).__name__, game.redact_event(event, s, False)))

    for event in opening:
        state = game.evolve(state, event, now)
        record(event)
    version = len(opening) - 1
    steps = 0
    while game.status(state) != "finished" and steps < max_steps:
        steps += 1
        awaiting = game.awaiting(state)
        if awaiting:
            seat: int | None = awaiting[steps % len(awaiting)]
            assert seat is not None
            legal = game.legal_commands(state, seat)
            known = knowledge(game, state, seat, legal, now, logs.get(seat, ()))
            command = choose(game, policies[seat], known, bot_rng(seed, version, seat))
        else:
            timer = min(game.timers(state), key=lambda t: t.due_ms)
            now, seat, command = max(now, timer.due_ms), None, timer.command
        made = game.decide(state, seat, command, Ctx(now_ms=now, rng=rng_for(seed, version + 1)))
        if isinstance(made, Decided):
            state = made.state
        else:
            for event in made:
                state = game.evolve(state, event, now)
        for event in made:
            record(event)
        version += len(made)
        now += 1
    finished = game.status(state) == "finished"
    places = places_of(game.view(state, None)["result"], len(policies)) if finished else [len(policies)] * len(policies)
    return Played(places=tuple(places), steps=steps, finished=finished)


def applied(game: Game, state: Any, seat: int | None, command: Command, now: int, rng: Random | None = None) -> Any:
    """``state`` once ``command`` of ``seat`` (None: a timer's) is decided at ``now`` by the real rules (with
    ``rng``, else a generator seeded with ``now``) and its events folded."""
    made = game.decide(state, seat, command, Ctx(now_ms=now, rng=Random(now) if rng is None else rng))
    if isinstance(made, Decided):
        return made.state
    for event in made:
        state = game.evolve(state, event, now)
    return state


def greedy_move(game: Declared, state: Any, now: int, rng: Random, turn: int = 0) -> tuple[int | None, Command, int]:
    """The next move of a game of greedy bots, and its time: the awaited seat (``turn`` picks among several) with
    its greedy command, or when nobody is awaited the earliest timer's command (seat None) at its due time."""
    awaiting = game.awaiting(state)
    if not awaiting:
        timer = min(game.timers(state), key=lambda t: t.due_ms)
        return None, timer.command, max(now, timer.due_ms)
    seat = awaiting[turn % len(awaiting)]
    assert seat is not None and game.greedy is not None
    return seat, game.greedy(knowledge(game, state, seat, now_ms=now), rng), now


@dataclass(frozen=True, slots=True)
class Duel:
    """How kind ``a`` did against kind ``b`` over ``deals`` duplicate deals: the mean, over deals, of a's seats'
    score minus b's (a seat's score is 1 for first place, 0 for last, linear between), and the half width of its
    95% confidence interval (normal approximation)."""

    a: str
    b: str
    deals: int
    mean: float
    half_width: float
    unfinished: int

    @property
    def low(self) -> float:
        return self.mean - self.half_width

    @property
    def high(self) -> float:
        return self.mean + self.half_width


def seatings(a: str, b: str, players: int) -> list[list[str]]:
    """Every distinct rotation of the seats alternating ``a`` and ``b`` (``a`` first): each kind at every seat. At
    an even count of seats a rotation by two is the same seating, and a game of bots played twice the same way is
    the same game: so 4 seats have 2 seatings, 3 seats have 3."""
    pattern = [a if i % 2 == 0 else b for i in range(players)]
    rotations = (tuple(pattern[r:] + pattern[:r]) for r in range(players))
    return [list(seating) for seating in dict.fromkeys(rotations)]


def duel(
    game: Declared, a: str, b: str, players: int, options: Mapping[str, Any], deals: int, *, first_deal: int = 0
) -> Duel:
    """Kind ``a`` against kind ``b`` at ``players`` seats over ``deals`` duplicate deals."""
    played = [deal_difference(game, a, b, players, options, deal) for deal in range(first_deal, first_deal + deals)]
    return summary(a, b, played)


def deal_difference(
    game: Declared, a: str, b: str, players: int, options: Mapping[str, Any], deal: int
) -> tuple[float, int]:
    """Deal number ``deal`` played once per seating (``seatings``): the mean of kind ``a``'s seats' score minus
    ``b``'s over the seatings, and how many of those games did not reach their end."""
    seed = f"duel:{game.info.slug}:{players}:{deal}".encode()
    differences, unfinished = [], 0
    for seating in seatings(a, b, players):
        played = bot_game(game, seating, options, seed)
        unfinished += not played.finished
        score = [(players - p) / (players - 1) for p in played.places]
        mine = [score[s] for s, kind in enumerate(seating) if kind == a]
        theirs = [score[s] for s, kind in enumerate(seating) if kind == b]
        differences.append(statistics.fmean(mine) - statistics.fmean(theirs))
    return statistics.fmean(differences), unfinished


def summary(a: str, b: str, played: Sequence[tuple[float, int]]) -> Duel:
    """The ``Duel`` of the deals ``played`` (each as ``deal_difference`` gives it)."""
    samples = [difference for difference, _ in played]
    mean = statistics.fmean(samples)
    spread = statistics.stdev(samples) if len(samples) > 1 else math.inf
    unfinished = sum(count for _, count in played)
    return Duel(a, b, len(samples), mean, 1.96 * spread / math.sqrt(len(samples)), unfinished)
