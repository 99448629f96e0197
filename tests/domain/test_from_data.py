"""``from_data`` rebuilds an event or command from its JSON data as its class's constructor would: defaults for
the fields the data leaves out, tuples for lists, TypeError for a field the class does not have or a missing
one without a default, and a frozen value."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

import pytest

from domain.game import Event, from_data, to_data
from domain.games import GAMES


@dataclass(frozen=True, slots=True, kw_only=True)
class Moved(Event):
    seat: int
    cards: tuple[str, ...] = ()
    path: tuple[tuple[int, ...], ...] = ()
    notes: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True, kw_only=True)
class MovedFar(Moved):
    far: bool = True


@dataclass(frozen=True, kw_only=True)
class Plain(Event):
    """Not slotted: built by its constructor."""

    seat: int


def test_fields_left_out_take_their_defaults_and_lists_become_tuples() -> None:
    made = from_data(Moved, {"seat": 1, "cards": ["7H", "7S"], "path": [[1, 2], [3]]})
    assert made == Moved(seat=1, cards=("7H", "7S"), path=((1, 2), (3,)), notes={})
    assert from_data(Moved, {"seat": 2}).notes is not from_data(Moved, {"seat": 2}).notes
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.seat = 2  # type: ignore[misc]


@pytest.mark.parametrize("cls", [Moved, MovedFar, Plain])
def test_an_unknown_field_or_a_missing_one_is_a_type_error(cls: type[Event]) -> None:
    with pytest.raises(TypeError):
        from_data(cls, {"seat": 1, "bogus": 2})
    with pytest.raises(TypeError):
        from_data(cls, {"cards": []})


def test_a_class_with_a_field_of_its_base_is_built_whole() -> None:
    assert from_data(MovedFar, {"seat": 1, "far": False}) == MovedFar(seat=1, far=False)
    assert from_data(Plain, {"seat": 3}) == Plain(seat=3)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_event_and_command_of_every_game_round_trips(slug: str) -> None:
    """Each class built from the data of a value made with its defaults gives the same value."""
    info = GAMES[slug].info
    for cls in (*info.events, *info.commands, *info.system_commands):
        required = {f.name for f in dataclasses.fields(cls) if f.default is dataclasses.MISSING
                    and f.default_factory is dataclasses.MISSING}
        sample = {name: 0 for name in required}
        made = from_data(cls, sample)
        assert from_data(cls, to_data(made)) == made == cls(**sample)
