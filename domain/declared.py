"""A game declared as a record of its functions: what each game package exports as its ``GAME``, instead of a
class whose every method forwards to a module of the package.

The record is a ``domain.game.Game`` (its fields are the protocol's members), and the games that do more say
so with a record that has more: ``Grouped`` lists plays in compact form (``GroupsPlays``), ``WithMatches``
hands its larger matches to other rules (``HasMatches``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, Protocol

from domain.game import Command, Ctx, Event, GameInfo, JsonDict, PlayerSpec, Status, Timer, Viewer
from domain.tables.rules import PlaysAtTables


class Setup(Protocol):
    """A game's ``setup``: the opening events of ``players`` with complete ``options``, or of a testing deal."""

    def __call__(
        self,
        players: Sequence[PlayerSpec],
        options: Mapping[str, Any],
        ctx: Ctx,
        deal: Mapping[str, Any] | None = None,
        /,
    ) -> list[Event]: ...


@dataclass(frozen=True, slots=True, kw_only=True)
class Declared:
    """A game's rules: each field is the function the ``Game`` protocol's member of that name is."""

    info: GameInfo
    setup: Setup
    evolve: Callable[[Any, Event, int], Any]
    decide: Callable[[Any, int | None, Command, Ctx], list[Event]]
    legal_commands: Callable[[Any, int], list[Command]]
    timers: Callable[[Any], list[Timer]]
    awaiting: Callable[[Any], tuple[int, ...]]
    status: Callable[[Any], Status]
    next_starter: Callable[[Any], int | None]
    view: Callable[[Any, Viewer], JsonDict]
    redact_event: Callable[[Event, Viewer, bool], JsonDict]


def starts_anew(state: Any) -> None:
    """The ``next_starter`` of a game whose rules start every new game the same way, whoever won the last."""
    return None


@dataclass(frozen=True, slots=True, kw_only=True)
class Grouped(Declared):
    """A game that also lists its plays as groups (``domain.game.GroupsPlays``)."""

    legal_groups: Callable[[Any, int], tuple[list[Command], list[JsonDict]]]


@dataclass(frozen=True, slots=True, kw_only=True)
class WithMatches(Declared):
    """A game whose larger matches are played at several tables by ``matches`` (``domain.game.HasMatches``)."""

    matches: PlaysAtTables

    @classmethod
    def of(cls, table: Declared, matches: PlaysAtTables) -> WithMatches:
        """``table``'s rules with ``matches`` for its larger matches (whose tables ``table`` plays)."""
        return cls(**{f.name: getattr(table, f.name) for f in fields(Declared)}, matches=matches)
