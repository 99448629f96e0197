"""What each viewer may see of an event: the vocabulary a game declares its events' privacy in, and the one
redactor that applies a declaration.

A game declares, for every event type it records, which fields are private (``Privacy``, in its
``privacy.py``): ``PUBLIC`` for an event every viewer sees whole, else ``Private(field=mask, ...)``, where the
mask says who may see the field (``seen_by``: a function of the event giving the seats entitled) and what
stands in its place for anyone else: ``Null``, ``Counted`` (null, and how many cards), ``Size`` (a deck's
length instead of its order), ``PerSeat`` (a list by seat, such as the hands dealt: each seat sees its own
entry) or ``PerEntry`` (a list of entries, each seen by the seats it names).

``redact`` builds an event's data by whitelist: it looks the event type up first and raises
``UndeclaredEvent`` when the game declared nothing for it, so a new event type is never shown by default; then
it builds the data anew, field by field, each public field as ``to_data`` gives it and each private one as its
mask says. Once the game is finished, every event is shown whole.
"""

from __future__ import annotations

import dataclasses
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from domain.game import Event, JsonDict, Seat, Viewer, to_data

#: JSON members in order: what a mask puts in a field's place, or after the event's own fields.
Members = tuple[tuple[str, Any], ...]


class UndeclaredEvent(LookupError):
    """Raised when an event is redacted whose type its game's privacy declaration does not name."""

    def __init__(self, game: str, event_type: str) -> None:
        super().__init__(f"{game} declares no privacy for event type {event_type}: add it to the game's privacy.py")
        self.game = game
        self.event_type = event_type


class BadDeclaration(ValueError):
    """Raised when a privacy declaration names a field its event type does not have."""


@dataclass(frozen=True, slots=True)
class SeenBy:
    """The seats entitled to see a private field: the seats held by the event's fields ``fields``."""

    fields: tuple[str, ...]

    def __call__(self, event: Event) -> tuple[Seat, ...]:
        return tuple(getattr(event, name) for name in self.fields)


def seen_by(*fields: str) -> SeenBy:
    """The seats named by these fields of the event (``seen_by("seat", "to")``)."""
    return SeenBy(fields)


#: Nobody sees the field before the game is finished (a deck's order).
NOBODY = SeenBy(())


@dataclass(frozen=True, slots=True)
class Hidden:
    """What a viewer sees for a private field: ``here`` in its place, ``after`` following the event's fields."""

    here: Members
    after: Members = ()


class Mask(ABC):
    """What stands in a private field's place for a viewer not entitled to it."""

    @abstractmethod
    def hide(self, name: str, value: Any, event: Event, viewer: Viewer) -> Hidden | None:
        """The field ``name`` (its JSON ``value``) of ``event`` for ``viewer``; None: shown as it is."""

    def reads(self) -> tuple[str, ...]:
        """The other fields of the event this mask reads (checked against the event type)."""
        return ()


@dataclass(frozen=True, slots=True)
class _ToSeats(Mask):
    """A mask applied to every viewer but the seats ``seen_by`` gives."""

    seen_by: SeenBy = NOBODY

    def hide(self, name: str, value: Any, event: Event, viewer: Viewer) -> Hidden | None:
        if viewer is not None and viewer in self.seen_by(event):
            return None
        return self.mask(name, value)

    @abstractmethod
    def mask(self, name: str, value: Any) -> Hidden:
        """What stands for the field for a viewer not entitled to it."""

    def reads(self) -> tuple[str, ...]:
        return self.seen_by.fields


@dataclass(frozen=True, slots=True)
class Null(_ToSeats):
    """Null to a viewer not entitled: a single card or a position, with nothing said of it."""

    def mask(self, name: str, value: Any) -> Hidden:
        return Hidden(here=((name, None),))


@dataclass(frozen=True, slots=True)
class Counted(_ToSeats):
    """Null to a viewer not entitled, who is told after the event's fields how many cards it held, as
    ``<field>_count`` (or ``key``): a list counts its length, a single card 1."""

    key: str | None = None

    def mask(self, name: str, value: Any) -> Hidden:
        count = len(value) if isinstance(value, list) else 1
        return Hidden(here=((name, None),), after=((self.key or f"{name}_count", count),))


@dataclass(frozen=True, slots=True)
class Size(_ToSeats):
    """Its length to a viewer not entitled (null stays null): a deck whose size is public but not its order."""

    def mask(self, name: str, value: Any) -> Hidden:
        return Hidden(here=((name, None if value is None else len(value)),))


class PerSeat(Mask):
    """A list by seat, such as the hands dealt: seat i sees entry i and null for the others, a spectator only
    nulls. Every viewer also sees the ``facts`` of every entry (``counts=len``: a list of their sizes), after
    the event's fields, or right after the list with ``beside`` (where bombs and haggis have always served them)."""

    __slots__ = ("beside", "facts")

    def __init__(self, *, beside: bool = False, **facts: Callable[[Any], Any]) -> None:
        self.beside = beside
        self.facts: Mapping[str, Callable[[Any], Any]] = MappingProxyType(facts)

    def hide(self, name: str, value: Any, event: Event, viewer: Viewer) -> Hidden:
        own = [entry if seat == viewer else None for seat, entry in enumerate(value)]
        facts = tuple((key, [fact(entry) for entry in value]) for key, fact in self.facts.items())
        return Hidden(here=((name, own), *facts)) if self.beside else Hidden(here=((name, own),), after=facts)


@dataclass(frozen=True, slots=True)
class PerEntry(Mask):
    """A list of entries (lists), each holding cards at index ``cards`` that only the seats at the indexes
    ``seen_by`` of that entry see: the others see null there. Every viewer sees each entry's number of cards,
    appended to it."""

    seen_by: tuple[int, ...]
    cards: int

    def hide(self, name: str, value: Any, event: Event, viewer: Viewer) -> Hidden:
        return Hidden(here=((name, [self._entry(entry, viewer) for entry in value]),))

    def _entry(self, entry: list[Any], viewer: Viewer) -> list[Any]:
        cards = entry[self.cards]
        shown = cards if viewer in [entry[i] for i in self.seen_by] else None
        return [*entry[: self.cards], shown, *entry[self.cards + 1 :], len(cards)]


class Private:
    """An event type with private fields: each named field with its mask (``Private(cards=Counted(SEAT))``).
    The fields not named are public."""

    __slots__ = ("fields",)

    def __init__(self, **fields: Mask) -> None:
        self.fields: Mapping[str, Mask] = MappingProxyType(fields)


#: An event type every viewer sees whole.
PUBLIC = Private()


@dataclass(frozen=True, slots=True)
class Privacy:
    """A game's declaration: for every event type it records, its private fields (``PUBLIC``: none)."""

    game: str
    events: Mapping[type[Event], Private]

    def __post_init__(self) -> None:
        for cls, private in self.events.items():
            names = {f.name for f in dataclasses.fields(cls)}
            for name, mask in private.fields.items():
                unknown = sorted({name, *mask.reads()} - names)
                if unknown:
                    raise BadDeclaration(f"{self.game}: {cls.__name__} has no field {unknown[0]!r}")

    def of(self, cls: type[Event]) -> Private:
        """The declaration of event type ``cls``; raises ``UndeclaredEvent`` when there is none."""
        private = self.events.get(cls)
        if private is None:
            raise UndeclaredEvent(self.game, cls.__name__)
        return private

    def undeclared(self, events: Iterable[type[Event]]) -> list[str]:
        """The names of the types in ``events`` this declaration does not cover."""
        return [cls.__name__ for cls in events if cls not in self.events]


def redact(privacy: Privacy, event: Event, viewer: Viewer, finished: bool) -> JsonDict:
    """The data of ``event`` as ``viewer`` (a seat, or None for a spectator) may see it: the public fields as
    ``to_data`` gives them, each private field as its mask says; everything once ``finished``.

    The members a mask adds after the event's fields (the counts) come in the order the fields are declared.
    """
    private = privacy.of(type(event))
    data = to_data(event)
    if finished:
        return data
    hidden = {
        name: shown
        for name, mask in private.fields.items()
        if (shown := mask.hide(name, data[name], event, viewer)) is not None
    }
    out: JsonDict = {}
    for name, value in data.items():
        if name in hidden:
            out.update(hidden[name].here)
        else:
            out[name] = value
    for shown in hidden.values():
        out.update(shown.after)
    return out
