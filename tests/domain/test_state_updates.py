"""The state updates of the games that fold with ``domain.state_updates.updater`` (exploding aces, bombs, bombs
away, haggis): each game's changes TypedDict declares exactly its state's fields with their types, a misspelled
field raises, and an update equals ``dataclasses.replace`` on real states. Bombs also updates the records in its
state (trick, exchange, last call) with updaters of their own."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypedDict, get_type_hints

import pytest

from domain.games import GAMES
from domain.games.bombs import state as bombs
from domain.games.bombs_away import state as bombs_away
from domain.games.exploding_aces import state as exploding_aces
from domain.games.haggis import state as haggis
from domain.ports import StoredEvent
from domain.state_updates import builder, updater
from tests.support.playout import playout


class Case(NamedTuple):
    """A game's state class, its changes TypedDict and its ``with_changes``."""

    state: type[Any]
    changes: type[Any]
    with_changes: Callable[[Any, Any], Any]


CASES = {
    "exploding-aces": Case(
        exploding_aces.AcesState,
        exploding_aces.AcesChanges,
        lambda state, changes: exploding_aces.changed(state, **changes),
    ),
    "bombs": Case(bombs.BombsState, bombs.BombsChanges, bombs.with_changes),
    "bombs-away": Case(bombs_away.BombsAwayState, bombs_away.BombsAwayChanges, bombs_away.with_changes),
    "haggis": Case(haggis.HaggisState, haggis.HaggisChanges, haggis.with_changes),
}


def states(slug: str, seed: int = 3, samples: int = 20) -> list[Any]:
    """About ``samples`` states spread over a seeded random game of ``slug`` at 3 seats, the last one included."""
    game = GAMES[slug]
    events = playout(game, 3, {}, seed, max_steps=400).events
    every = max(1, len(events) // samples)
    folded, state = [], None
    for i, (at_ms, event) in enumerate(events):
        state = game.evolve(state, event, at_ms)
        if i % every == 0:
            folded.append(state)
    return [*folded, state]


@pytest.mark.parametrize("slug", CASES)
def test_changes_declare_every_field_of_the_state_with_its_type(slug: str) -> None:
    case = CASES[slug]
    assert get_type_hints(case.changes) == get_type_hints(case.state)
    assert case.changes.__optional_keys__ == {f.name for f in dataclasses.fields(case.state)}


@pytest.mark.parametrize("slug", CASES)
def test_a_misspelled_field_raises_type_error_naming_it(slug: str) -> None:
    case = CASES[slug]
    state = states(slug)[-1]
    with pytest.raises(TypeError, match="has no field 'trun'"):
        case.with_changes(state, {"trun": 5})
    with pytest.raises(TypeError, match="has no fields 'sq', 'trun'"):
        case.with_changes(state, {"turn": None, "trun": 5, "sq": 1})


@pytest.mark.parametrize("slug", CASES)
def test_an_update_equals_dataclasses_replace_on_real_states(slug: str) -> None:
    case = CASES[slug]
    folded = states(slug)
    assert len(folded) > 10
    names = [f.name for f in dataclasses.fields(case.state)]
    for before, after in zip(folded, folded[1:], strict=False):
        every = {name: getattr(after, name) for name in names}
        for changes in ({}, every, *({name: value} for name, value in every.items())):
            updated = case.with_changes(before, changes)
            assert type(updated) is case.state
            assert updated == dataclasses.replace(before, **changes)
            assert updated is not before
    assert case.with_changes(folded[0], {}) == folded[0]


#: The records in a bombs state, each with its changes TypedDict, its updater and a sample.
BOMBS_RECORDS = {
    "trick": (bombs.TrickChanges, bombs.trick_with, bombs.Trick(leader=1, form="pair", top=("5C", "5D"))),
    "exchange": (
        bombs.ExchangeChanges,
        bombs.exchange_with,
        bombs.Exchange(knave=0, master=2, stage=bombs.Stage.PASS, requests=("K",)),
    ),
    "last call": (
        bombs.LastCallChanges,
        bombs.last_call_with,
        bombs.LastCall(key="k", seats=(0, 2), waived=(2,), opened_ms=5),
    ),
}


@pytest.mark.parametrize("name", BOMBS_RECORDS)
def test_the_records_in_a_bombs_state_have_checked_updaters_too(name: str) -> None:
    changes, with_changes, sample = BOMBS_RECORDS[name]
    record = type(sample)
    assert get_type_hints(changes) == get_type_hints(record)
    assert changes.__optional_keys__ == {f.name for f in dataclasses.fields(record)}
    for f in dataclasses.fields(record):
        value = getattr(sample, f.name)
        other = value + 1 if isinstance(value, int) and not isinstance(value, bool) else None
        assert with_changes(sample, {f.name: other}) == dataclasses.replace(sample, **{f.name: other})
    with pytest.raises(TypeError, match=f"{record.__name__} has no field 'trun'"):
        with_changes(sample, {"trun": 5})


def test_exploding_aces_changed_takes_the_changes_as_keywords() -> None:
    state = states("exploding-aces")[-1]
    assert exploding_aces.changed(state, turn=None, seq=1) == dataclasses.replace(state, turn=None, seq=1)
    with pytest.raises(TypeError, match="AcesState has no field 'trun'"):
        exploding_aces.changed(state, **{"trun": 5})


@dataclass(frozen=True, slots=True, kw_only=True)
class Point:
    x: int
    y: int = 0


class PointChanges(TypedDict, total=False):
    x: int
    y: int


def test_updater_checks_the_typed_dict_names_exactly_the_fields_all_optional() -> None:
    class Missing(TypedDict, total=False):
        x: int

    class Extra(TypedDict, total=False):
        x: int
        y: int
        z: int

    class Required(TypedDict):
        x: int
        y: int

    assert updater(Point, PointChanges)(Point(x=1), {"y": 2}) == Point(x=1, y=2)
    with pytest.raises(TypeError, match=r"missing \['y'\], not fields \[\]"):
        updater(Point, Missing)
    with pytest.raises(TypeError, match=r"missing \[\], not fields \['z'\]"):
        updater(Point, Extra)
    with pytest.raises(TypeError, match="all optional"):
        updater(Point, Required)


def test_updater_takes_only_frozen_slots_dataclasses_that_replace_would_copy_field_by_field() -> None:
    @dataclass(frozen=True, kw_only=True)
    class NoSlots:
        x: int
        y: int = 0

    @dataclass(slots=True, kw_only=True)
    class NotFrozen:
        x: int
        y: int = 0

    @dataclass(frozen=True, slots=True, kw_only=True)
    class PostInit:
        x: int
        y: int = 0

        def __post_init__(self) -> None:
            pass

    @dataclass(frozen=True, slots=True, kw_only=True)
    class NotInit:
        x: int
        y: int = field(default=0, init=False)

    for cls in (NoSlots, NotFrozen, dict):
        with pytest.raises(TypeError, match="is not a frozen slots dataclass"):
            updater(cls, PointChanges)
    with pytest.raises(TypeError, match="__post_init__"):
        updater(PostInit, PointChanges)
    with pytest.raises(TypeError, match="init=False"):
        updater(NotInit, PointChanges)


def test_a_builder_makes_what_the_constructor_makes_from_every_field_in_order() -> None:
    """``builder(cls)(*values)`` equals ``cls(**fields)``, frozen as ever; it takes frozen slots dataclasses only."""
    build = builder(StoredEvent)
    made = build(3, "Passed", {"seat": 1}, 1_000, 1, "c1", {"type": "pass"}, "ab" * 32)
    assert made == StoredEvent(
        version=3, type="Passed", data={"seat": 1}, at_ms=1_000, seat=1, command_id="c1", command={"type": "pass"},
        hash="ab" * 32,
    )
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.version = 4  # type: ignore[misc]
    with pytest.raises(TypeError):
        build(3, "Passed")
    with pytest.raises(TypeError):
        builder(dict)
