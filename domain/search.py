"""The ``search`` bot: determinized search (Perfect Information Monte Carlo), from what its seat may know alone.

Each simulation samples a *world*: a whole state of the game consistent with the seat's knowledge, every card the
seat cannot see dealt at random among the places that hide it (the game's ``world``, built from the seat's view,
never from the real state). Every candidate command is then played in that world, and the game played on by
greedy bots at every seat for a horizon of steps, or until the deal ends (timers falling due when nobody is
awaited); the game's ``value`` of the state reached (1 for a sure first place, 0 for a sure last) is the
candidate's score. The greedy choice is played unless another candidate's mean score over the same worlds beats it
clearly (``search``). Simulations run while the ``Budget`` says so: the service gives one of time (``think_ms``),
a test one of counts.

Candidates are all the legal commands when they are few; else the greedy choice and a sample of the others, so
that a haggis lead of thousands of plays costs no more than a handful."""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from domain.bots import Budget, Knowledge, Offers, Policy, choose_command, knowledge
from domain.game import Command, Ctx, Decided, Game
from domain.players.places import NoPlaces, places_of

#: How many candidates one decision weighs at most.
MAX_CANDIDATES = 8
#: How many steps a simulation plays after the candidate at most before the state is valued (about 2 hands of
#: bombs, 56 steps each among greedy bots); it stops sooner where the deal ends, in a game that says so
#: (``Declared.deal``: a round of haggis is about 42 steps). The values of a state in play are rough guesses (each
#: game's ``standing.py``), and a playout that stops early lets them decide: measured on duplicate deals of bombs
#: (search v greedy, 24 deals), 12 steps gave -0.045, 40 gave +0.010, 100 gave +0.056.
HORIZON = 100
#: How much better than the greedy choice, on average over the same worlds (0 to 1, a place's share), another
#: candidate must do to be played instead; the chance (one-sided, shared among the other candidates: Bonferroni)
#: that a candidate no better than greedy passes the paired test anyway; and the least simulations for the test.
MARGIN = 0.02
FALSE_SWITCH = 0.05
MIN_RUNS = 8
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

    @property
    def deal(self) -> Callable[[Any], int] | None: ...


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
    """The command the search bot picks, knowing ``known``, within ``budget``.

    Every candidate is played in the same worlds with the same generator (common random numbers), so that what
    differs between two candidates' scores is the candidates, not the luck of their playouts. The greedy choice
    stands unless another candidate beats it, over those worlds, by ``MARGIN`` on average and by a paired test
    (``CONFIDENCE``): a search that cannot tell two commands apart plays as well as its greedy, never worse by
    noise."""
    assert offers.greedy is not None and offers.world is not None and offers.value is not None
    first = offers.greedy(known, rng)
    candidates = _candidates(first, known.legal, rng)
    if len(candidates) == 1:
        return first
    scores: list[list[float]] = [[] for _ in candidates]
    ran = 0
    while ran < MAX_SIMULATIONS and budget(ran):
        world = offers.world(known, rng)
        seed = rng.getrandbits(64)
        values = [playout(game, offers, world, known, candidate, random.Random(seed)) for candidate in candidates]
        ran += 1
        if None in values:
            continue  # a world the rules cannot play on weighs no candidate: it is dropped for all of them
        for index, value in enumerate(values):
            assert value is not None
            scores[index].append(value)
    return candidates[_best(scores)]


def _candidates(first: Command, legal: Sequence[Command], rng: random.Random) -> list[Command]:
    """The greedy choice first, then the other legal commands (distinct), a sample of ``MAX_CANDIDATES`` less one
    when there are more."""
    others = [command for command in dict.fromkeys(legal) if command != first]
    if len(others) >= MAX_CANDIDATES:
        others = rng.sample(others, MAX_CANDIDATES - 1)
    return [first, *others]


def _best(scores: Sequence[Sequence[float]]) -> int:
    """The index of the candidate to play: the best mean if it beats the greedy one (index 0) clearly, else 0.

    Clearly: by ``MARGIN`` on average, and by a paired test of its gains over the same worlds whose level is
    ``FALSE_SWITCH`` shared among the other candidates (the best of several equal candidates beats the greedy one
    by chance far more often than any one does), on ``MIN_RUNS`` simulations at least."""
    runs = len(scores[0])
    if runs < MIN_RUNS:
        return 0
    means = [statistics.fmean(s) for s in scores]
    best = max(range(len(scores)), key=lambda i: (means[i], i == 0))
    if best == 0 or means[best] - means[0] < MARGIN:
        return 0
    gains = [b - g for b, g in zip(scores[best], scores[0], strict=True)]
    spread = statistics.stdev(gains)
    needed = statistics.NormalDist().inv_cdf(1 - FALSE_SWITCH / (len(scores) - 1))
    if spread > 0 and statistics.fmean(gains) / (spread / math.sqrt(runs)) < needed:
        return 0
    return best  # (no spread at all: the same gain in every one of ``MIN_RUNS`` worlds or more)


def playout(
    game: Game, offers: Searchable, world: Any, known: Knowledge, command: Command, rng: random.Random
) -> float | None:
    """The value to the seat of ``known`` of playing ``command`` in ``world`` at the time it knows, and the game on
    with greedy bots for ``HORIZON`` steps or until the deal of ``world`` ends (``Searchable.deal``: then the state
    valued is the one the deal's last events leave, its points scored and the next deal not dealt yet); None when
    the rules refuse to play on in this world (not the real one)."""
    assert offers.greedy is not None and offers.value is not None
    seat, now, deal = known.seat, known.now_ms, offers.deal
    dealt = None if deal is None else deal(world)
    try:
        state, ended = _apply(game, world, seat, command, now, rng, deal, dealt)
        for step in range(HORIZON):
            if ended or game.status(state) == "finished":
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
            state, ended = _apply(game, state, actor, move, now, rng, deal, dealt)
    except Exception:  # noqa: BLE001 - a sampled world the rules cannot play on says nothing of the candidate
        return None
    if game.status(state) == "finished":
        try:
            places = places_of(game.view(state, None)["result"], len(game.view(state, None)["seats"]))
        except NoPlaces:
            return offers.value(state, seat)
        seats = len(places)
        return (seats - places[seat]) / (seats - 1)
    return offers.value(state, seat)


def _apply(
    game: Game,
    state: Any,
    seat: int | None,
    command: Command,
    now: int,
    rng: random.Random,
    deal: Callable[[Any], int] | None,
    dealt: int | None,
) -> tuple[Any, bool]:
    """The state ``command`` leads to, and whether the deal ``dealt`` ended on the way: then the state just before
    the event that deals the next (a command that ends a hand scores it and deals the next at once, and a value
    of the next deal's random hands would be noise)."""
    made = game.decide(state, seat, command, Ctx(now_ms=now, rng=rng))
    after = made.state if isinstance(made, Decided) else None
    if after is not None and (deal is None or deal(after) == dealt):
        return after, False
    for event in made:
        folded = game.evolve(state, event, now)
        if deal is not None and deal(folded) != dealt:
            return state, True
        state = folded
    return state, False
