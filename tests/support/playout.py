"""Seeded random playouts over any game, and the checks of the conformance test (STYLE.md example 8).

At each step the playout lists every (seat, command) pair that ``legal_commands`` offers to any seat, plus
each open timer's command for the system, and picks one uniformly. Every event goes through its JSON form
(``to_data`` → ``json`` → ``from_data``) before it is folded, as it would through the store. A ``Checker``
passed as ``observe`` checks every step against the Game contract and collects what went wrong.
"""

from __future__ import annotations

import importlib
import json
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from domain.cards import JOKERS, standard_deck
from domain.errors import IllegalMove
from domain.game import Command, Ctx, Decided, Event, Game, PlayerSpec, from_data, parse_options, to_data
from tests.support.conservation import Ledger
from tests.support.equivalent_cards import equivalents

#: A step's observer: (game, state before, seat, command, new events, state after).
Observer = Callable[[Game, Any, "int | None", Command, list[Event], Any], None]


@dataclass(slots=True)
class Playout:
    """A finished (or abandoned) playout: the events with their times, and the final state."""

    events: list[tuple[int, Event]] = field(default_factory=list)
    state: Any = None
    steps: int = 0
    finished: bool = False


def roundtrip(event: Event) -> Event:
    """``event`` through its JSON form, as the store keeps it."""
    return from_data(type(event), json.loads(json.dumps(to_data(event))))


def choices(game: Game, state: Any) -> list[tuple[int | None, Command, int | None]]:
    """Every (seat, command, due) the playout may pick now: seats' legal commands, then timers (seat None)."""
    seats = len(game.view(state, None)["seats"])
    out: list[tuple[int | None, Command, int | None]] = [
        (seat, command, None) for seat in range(seats) for command in game.legal_commands(state, seat)
    ]
    out += [(None, timer.command, timer.due_ms) for timer in game.timers(state)]
    return out


def playout(
    game: Game,
    players: int,
    options: dict[str, Any],
    seed: int,
    *,
    max_steps: int = 20_000,
    observe: Observer | None = None,
    deal: dict[str, Any] | None = None,
) -> Playout:
    """Play one game at random from ``seed`` (from a testing ``deal`` if given); stops when it is finished or
    after ``max_steps``."""
    rng = random.Random(seed)
    specs = [PlayerSpec(name=f"p{i}", bot="random" if i % 2 else None) for i in range(players)]
    opts = parse_options(game.info, options)
    now = 1_000
    result = Playout()
    for event in game.setup(specs, opts, Ctx(now_ms=now, rng=random.Random(rng.getrandbits(64))), deal):
        event = roundtrip(event)
        result.events.append((now, event))
        result.state = game.evolve(result.state, event, now)
    while game.status(result.state) != "finished" and result.steps < max_steps:
        options_now = choices(game, result.state)
        assert options_now, f"nothing can happen at step {result.steps}: the game is stuck"
        seat, command, due = options_now[rng.randrange(len(options_now))]
        now = max(now + rng.randint(1, 400), due or 0)
        ctx = Ctx(now_ms=now, rng=random.Random(rng.getrandbits(64)))
        before = result.state
        decided = game.decide(before, seat, command, ctx)
        new = [roundtrip(e) for e in decided]
        for event in new:
            result.events.append((now, event))
            result.state = game.evolve(result.state, event, now)
        if isinstance(decided, Decided):  # the state decide reports is the one its stored events fold into
            assert decided.state == result.state, f"step {result.steps}: decide's state is not the folded one"
        if observe is not None:
            observe(game, before, seat, command, new, result.state)
        result.steps += 1
    result.finished = game.status(result.state) == "finished"
    return result


def refold(game: Game, events: list[tuple[int, Event]]) -> Any:
    """The state the recorded events fold into, from scratch."""
    state = None
    for at_ms, event in events:
        state = game.evolve(state, event, at_ms)
    return state


#: Every card code of the standard notation (two-deck games repeat these codes).
CARD_CODES: frozenset[str] = frozenset(standard_deck(jokers=JOKERS))


def card_strings(data: Any, codes: frozenset[str] = CARD_CODES) -> set[str]:
    """Every string in a JSON-like value (keys included) that is a card code of ``codes``."""
    found: set[str] = set()
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if item in codes:
                found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found


@dataclass(frozen=True, slots=True)
class Known:
    """The cards of hands the rules have shown: to everyone (``public``) or to one seat (``private``)."""

    public: frozenset[str] = frozenset()
    private: Mapping[int, frozenset[str]] = field(default_factory=dict)

    def to(self, viewer: int | None) -> frozenset[str]:
        """What ``viewer`` may have seen of other seats' hands."""
        return self.public if viewer is None else self.public | self.private.get(viewer, frozenset())

    def show(self, cards: Iterable[str], *seats: int) -> Known:
        """``cards`` shown to ``seats`` (to everyone when no seat is named)."""
        if not seats:
            return Known(self.public | frozenset(cards), self.private)
        private = dict(self.private)
        for seat in seats:
            private[seat] = private.get(seat, frozenset()) | frozenset(cards)
        return Known(self.public, private)


@dataclass(frozen=True, slots=True)
class Knowledge:
    """How the conformance test reads one game: its card codes, and what each event shows of a hand."""

    codes: frozenset[str] = CARD_CODES
    disclose: Callable[[Event, Known], Known] = lambda event, known: known


def knowledge(slug: str) -> Knowledge:
    """The game's ``KNOWLEDGE`` from ``tests/domain/<slug>/knowledge.py``, or the default (standard codes,
    nothing ever shown) when the game has none."""
    try:
        module = importlib.import_module(f"tests.domain.{slug.replace('-', '_')}.knowledge")
    except ModuleNotFoundError as error:
        if error.name is None or not error.name.endswith(".knowledge"):
            raise
        return Knowledge()
    found: Knowledge = module.KNOWLEDGE
    return found


#: How many listed commands a checked step also plays swapped for the cards ``equivalent_cards`` says they stand for.
EQUIVALENTS_CHECKED = 4


@dataclass
class Checker:
    """Checks one playout step by step and collects what went wrong."""

    slug: str
    rng: random.Random
    every: int
    problems: list[str] = field(default_factory=list)
    known: Known = field(default_factory=Known)
    step: int = 0
    rules: Knowledge = field(init=False)
    ledger: Ledger = field(init=False)

    def __post_init__(self) -> None:
        self.rules = knowledge(self.slug)
        self.ledger = Ledger(self.slug)

    def __call__(
        self, game: Game, before: Any, seat: int | None, command: Command, new: list[Event], after: Any
    ) -> None:
        self.step += 1
        if not new:
            self.problems.append(f"step {self.step}: {command} was accepted but recorded nothing")
        if self.step % self.every == 0:
            self.accepts_everything_listed(game, before)
        state = before
        for event in new:
            folded = game.evolve(state, event, 0)
            self.conserves(state, event, folded)
            state = folded
            self.known = self.rules.disclose(event, self.known)
            self.hides_hands(game, state, lambda viewer, e=event: game.redact_event(e, viewer, False), event)
        if game.status(after) != "finished":
            self.hides_hands(game, after, lambda viewer: game.view(after, viewer), "view")
            self.awaited_can_act(game, after)

    def conserves(self, before: Any, event: Event, after: Any) -> None:
        """Every card of the pack is in exactly one place after ``event`` (tests/support/conservation.py)."""
        self.ledger.fold(before, event, after)
        try:
            self.ledger.check(after)
        except AssertionError as error:
            self.problems.append(f"step {self.step}: after {type(event).__name__}: {error}")

    def accepts_everything_listed(self, game: Game, state: Any) -> None:
        """Every listed command is accepted, and so are the plays the game's ``equivalent_cards`` says a few of
        them (``EQUIVALENTS_CHECKED`` at random a step, so thousands over a playout) stand for."""
        rule = game.info.equivalent_cards
        listed = choices(game, state)
        sampled = {id(c) for _, c, _ in self.rng.sample(listed, min(EQUIVALENTS_CHECKED, len(listed)))}
        hands: dict[int | None, list[str]] = {}
        for seat, command, due in listed:
            swaps = []
            if rule != "exact" and id(command) in sampled:
                if seat not in hands:
                    hands[seat] = (game.view(state, seat)["hand"] or []) if seat is not None else []
                swaps = equivalents(rule, command, hands[seat], self.rng)
            for sent in [command, *swaps]:
                ctx = Ctx(now_ms=due or 0, rng=random.Random(self.rng.getrandbits(32)))
                try:
                    game.decide(state, seat, sent, ctx)
                except IllegalMove as error:
                    what = "listed" if sent is command else f"{rule} of {command},"
                    self.problems.append(f"step {self.step}: {what} {sent} of seat {seat} refused: {error}")

    def hides_hands(self, game: Game, state: Any, seen: Any, what: object) -> None:
        seats = len(game.view(state, None)["seats"])
        hands = [set(game.view(state, s)["hand"] or []) for s in range(seats)]
        for viewer in [None, *range(seats)]:
            own = hands[viewer] if viewer is not None else set()
            secret = set().union(*(h for s, h in enumerate(hands) if s != viewer)) - own - self.known.to(viewer)
            leaked = secret & card_strings(seen(viewer), self.rules.codes)
            if leaked:
                self.problems.append(f"step {self.step}: {what} shows viewer {viewer} {sorted(leaked)}")

    def awaited_can_act(self, game: Game, state: Any) -> None:
        for seat in game.awaiting(state):
            if not game.legal_commands(state, seat):
                self.problems.append(f"step {self.step}: seat {seat} is awaited but has no legal command")
        if not game.awaiting(state) and not game.timers(state):
            self.problems.append(
                f"step {self.step}: nobody is awaited and no timer is open: the game is stuck"
            )
