"""The ``search`` bot: determinized search (Perfect Information Monte Carlo), from what its seat may know alone.

Each simulation samples a *world*: a whole state of the game consistent with the seat's knowledge, every card the
seat cannot see dealt at random among the places that hide it (the game's ``world``, built from the seat's view,
never from the real state). Every candidate command is then played in that world, and the game played on by
greedy bots at every seat for a horizon of steps (timers falling due when nobody is awaited); the game's
``value`` of the state reached (1 for a sure first place, 0 for a sure last) is the candidate's score. The
candidate with the best mean score over the worlds wins; the greedy choice wins ties. Simulations run while the
``Budget`` says so: the service gives one of time (``think_ms``), a test one of counts.

Candidates are all the legal commands when they are few; else the greedy choice and a sample of the others, so
that a haggis lead of thousands of plays costs no more than a handful."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from domain.bots import Budget, Knowledge, Offers, Policy, choose_command, knowledge
from domain.game import Command, Ctx, Decided, Game
from domain.players.places import NoPlaces, places_of

#: How many candidates one decision weighs at most.
MAX_CANDIDATES = 8
#: How many steps a simulation plays after the candidate before the state is valued.
HORIZON = 40
#: The default think time of a search bot, and its most (ms).
THINK_MS = 300
MAX_THINK_MS = 5_000
#: Simulations a decision runs at most, whatever its budget (each is one world, every candidate played in it).
MAX_SIMULATIONS = 400

#: The simulations a search runs without a budget of time (tests, benchmarks): deterministic.
DEFAULT_SIMULATIONS = 30


class Searchable(Protocol):
    """What a game gives its search bot (``domain.declared.Declared``): its rules, its greedy policy (the playouts
    and the tie-break), a world from a seat's knowledge, and the value of a state to a seat."""

    @property
    def greedy(self) -> Policy | None: ...

    @property
    def world(self) -> Callable[[Knowledge, random.Random], Any] | None: ...

    @property
    def value(self) -> Callable[[Any, int], float] | None: ...


def choose(offers: Any, policy: str, known: Knowledge, rng: random.Random, budget: Budget | None = None) -> Command:
    """``domain.bots.choose_command``, and the ``search`` policy where the game offers it (``budget``: None counts
    ``DEFAULT_SIMULATIONS``)."""
    if policy == "search" and policy in offers.bots:
        return search(offers, offers, known, rng, budget or counted(DEFAULT_SIMULATIONS))
    picked: Offers = offers
    return choose_command(picked, policy, known, rng)


def counted(simulations: int) -> Budget:
    """A budget of ``simulations`` simulations (deterministic: for tests and benchmarks)."""
    return lambda ran: ran < simulations


def timed(stopwatch: Callable[[], float], think_ms: int = THINK_MS) -> Budget:
    """A budget of ``think_ms`` by ``stopwatch`` (seconds, monotonic), from its first call; one simulation at least."""
    ends: list[float] = []

    def more(ran: int) -> bool:
        if not ends:
            ends.append(stopwatch() + think_ms / 1000)
        return ran == 0 or stopwatch() < ends[0]

    return more


def search(game: Game, offers: Searchable, known: Knowledge, rng: random.Random, budget: Budget) -> Command:
    """The command the search bot picks, knowing ``known``, within ``budget``."""
    assert offers.greedy is not None and offers.world is not None and offers.value is not None
    first = offers.greedy(known, rng)
    if len(known.legal) == 1:
        return first
    others = [c for c in known.legal if c != first]
    if len(others) >= MAX_CANDIDATES:
        others = rng.sample(others, MAX_CANDIDATES - 1)
    candidates = [first, *others]
    totals = [0.0] * len(candidates)
    ran = 0
    while ran < MAX_SIMULATIONS and budget(ran):
        world = offers.world(known, rng)
        for index, candidate in enumerate(candidates):
            totals[index] += playout(game, offers, world, known, candidate, random.Random(rng.random()))
        ran += 1
    if ran == 0:
        return first
    best = max(range(len(candidates)), key=lambda i: (totals[i], i == 0))
    return candidates[best]


def playout(
    game: Game, offers: Searchable, world: Any, known: Knowledge, command: Command, rng: random.Random
) -> float:
    """The value to the seat of ``known`` of playing ``command`` in ``world`` at the time it knows, and the game on
    with greedy bots for ``HORIZON`` steps; 0 when the rules refuse the command in this world (not the real one)."""
    assert offers.greedy is not None and offers.value is not None
    seat, now = known.seat, known.now_ms
    try:
        state = _apply(game, world, seat, command, now, rng)
        for step in range(HORIZON):
            if game.status(state) == "finished":
                break
            awaiting = game.awaiting(state)
            if awaiting:
                actor: int | None = awaiting[step % len(awaiting)]
                assert actor is not None
                move = offers.greedy(knowledge(game, state, actor), rng)
            else:
                timers = game.timers(state)
                if not timers:
                    break
                timer = min(timers, key=lambda t: t.due_ms)
                actor, move, now = None, timer.command, max(now, timer.due_ms)
            now += 1
            state = _apply(game, state, actor, move, now, rng)
    except Exception:  # noqa: BLE001 - a sampled world the rules cannot play on is worth nothing to the candidate
        return 0.0
    if game.status(state) == "finished":
        try:
            places = places_of(game.view(state, None)["result"], len(game.view(state, None)["seats"]))
        except NoPlaces:
            return offers.value(state, seat)
        seats = len(places)
        return (seats - places[seat]) / (seats - 1)
    return offers.value(state, seat)


def _apply(game: Game, state: Any, seat: int | None, command: Command, now: int, rng: random.Random) -> Any:
    made = game.decide(state, seat, command, Ctx(now_ms=now, rng=rng))
    if isinstance(made, Decided):
        return made.state
    for event in made:
        state = game.evolve(state, event, now)
    return state

