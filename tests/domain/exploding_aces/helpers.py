"""Building blocks for exploding-aces rule tests: the opening events of a table and short-hand events."""

from __future__ import annotations

from collections.abc import Sequence

from domain.game import Command, Event
from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.cards import sort_cards
from domain.games.exploding_aces.commands import Waive
from domain.games.exploding_aces.events import Dealt, GameStarted, Played
from domain.games.exploding_aces.poker import classify
from domain.games.exploding_aces.setup import recycle_quota
from domain.games.exploding_aces.state import RULES, AcesState
from tests.support.spec import At, Spec, spec

A, B, C, D, E, F = 0, 1, 2, 3, 4, 5


def table(
    *hands: Sequence[str],
    deck: Sequence[str] = (),
    window_ms: int = 0,
    clock: int | None = None,
    decks: int = 1,
    prompt: str = "everyone",
    first: int = A,
    discard: Sequence[str] = (),
    direction: int = 1,
    defuses: int = 0,
    rules: int = RULES,
) -> tuple[Event, ...]:
    """The opening events of a table of people with these hands and this deck (top first), played by the
    current rules (or an earlier revision: ``rules``)."""
    n = len(hands)
    return (
        GameStarted(
            names=tuple("ABCDEFGHIJKL"[:n]),
            bots=(False,) * n,
            window_ms=window_ms,
            turn_clock_ms=clock,
            decks=decks,
            nine_prompt=prompt,
            recycle_quota=recycle_quota(n, decks),
            rules=rules,
        ),
        Dealt(
            hands=tuple(tuple(h) for h in hands),
            deck=tuple(deck),
            first=first,
            discard=tuple(discard),
            direction=direction,
            defuses=defuses,
        ),
    )


def given(*events: Event | At) -> Spec:
    """An exploding-aces spec with ``events`` given."""
    return spec(GAME).given(*events)


def played(
    seat: int, *cards: str, role: str = "play", target: int | None = None, rank: str | None = None
) -> Played:
    """``seat`` played ``cards`` (sorted as the game records them) in ``role``."""
    combo = classify(cards)
    assert combo is not None, cards
    return Played(seat=seat, cards=sort_cards(cards), form=combo.value, role=role, target=target, rank=rank)


def state(s: Spec) -> AcesState:
    """The state of a spec's history, typed."""
    result: AcesState = s.state()
    return result


def after(s: Spec) -> AcesState:
    """The state after the spec's command."""
    result: AcesState = s.then_state()
    return result


def go(s: Spec, seat: int | None, command: Command, *, now_ms: int | None = None) -> Spec:
    """``seat`` sends ``command``, which must be accepted; the spec goes on after its events."""
    return s.when(seat, command, now_ms=now_ms).then_includes()


def waive_all(s: Spec) -> Spec:
    """Every seat of the open Nine window waives."""
    while state(s).chain is not None and state(s).chain.window is not None:  # type: ignore[union-attr]
        window = state(s).chain.window  # type: ignore[union-attr]
        assert window is not None
        seat = next(x for x in window.seats if x not in window.waived)
        s = go(s, seat, Waive())
    return s
