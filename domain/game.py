"""The Game protocol every game implements, and the small value types it speaks in.

A game is pure: ``setup`` and ``decide`` return events, ``evolve`` folds one event into the state and never
raises on a recorded event, and everything random comes from ``ctx.rng`` and is written into the events.

Conventions every game follows (the service, the API and the conformance test rely on them):

- Events and commands are frozen dataclasses whose fields are JSON-friendly: ``int``, ``str``, ``bool``,
  ``None`` and (nested) tuples of those. ``to_data``/``from_data`` below convert them.
- An event's wire type is its class name; a command's wire type is its ``type`` class attribute.
- A seat is an ``int`` (0..N-1); a viewer is a seat or ``None`` for a spectator; an acting seat of ``None``
  means the system (a timer that fired).
- Times are integers: milliseconds since the Unix epoch, UTC. ``evolve`` receives the event's time so that
  ``timers`` can compute deadlines from event times and options, never from wall time.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, Protocol, TypeVar, runtime_checkable

from domain.chance import Draws
from domain.state_updates import slot_setters

Seat = int
Viewer = int | None
Status = Literal["waiting", "active", "finished"]
JsonDict = dict[str, Any]


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """Base of every game event: a fact, named in the past tense."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Command:
    """Base of every command, named in the imperative; ``type`` is the wire discriminator."""

    type: ClassVar[str] = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Ctx:
    """What ``setup`` and ``decide`` may know of the world: the time and a seeded generator."""

    now_ms: int
    rng: Draws


@dataclass(frozen=True, slots=True, kw_only=True)
class Timer:
    """An open deadline: when ``due_ms`` passes, ``command`` is applied by the system.

    ``key`` names one instance of a window or decision (it includes the version that opened it), so a job
    scheduled for an earlier window can never close a later one.
    """

    key: str
    due_ms: int
    command: Command


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerSpec:
    """A seat at creation: a person with a name, or a bot with a policy name (a ``search`` bot with its think time
    per decision in ms, ``think_ms``; None: ``domain.search.THINK_MS``). The rules never read ``think_ms``."""

    name: str
    bot: str | None = None
    think_ms: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class OptionSpec:
    """One table option: its default and what values are allowed (served by GET /v1/game-types); ``label`` names
    it in words for a person (a form's label), ``doc`` says what it does."""

    default: int | str | bool | None
    kind: Literal["int", "choice", "bool"]
    doc: str
    label: str = ""
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()
    nullable: bool = False


def turn_clock_option(on_expiry: str) -> OptionSpec:
    """The ``turn_clock_ms`` option every game has (docs/rules.md §0): how long a seat has for what it owes,
    1 s to 10 min, or null for no clock; ``on_expiry`` says what the clock covers and what happens then."""
    return OptionSpec(
        default=None,
        kind="int",
        minimum=1000,
        maximum=600000,
        nullable=True,
        doc=f"{on_expiry}; null for no clock",
        label="Turn clock, in milliseconds",
    )


#: Which cards a listed play stands for besides its own (``GET .../legal-commands`` answers it as
#: ``equivalent_cards``): ``exact``, only its own; ``same-ranks``, any cards of the same ranks from the hand;
#: ``same-ranks-except-flushes``, the same, except that a listed play of five cards all of one suit (a flush)
#: stands for itself only, and every such play is listed.
EquivalentCards = Literal["exact", "same-ranks", "same-ranks-except-flushes"]
EQUIVALENT_CARDS: tuple[EquivalentCards, ...] = ("exact", "same-ranks", "same-ranks-except-flushes")


@dataclass(frozen=True, slots=True, kw_only=True)
class GameInfo:
    """What a game is, as data: ``GET /v1/game-types`` serves the public part as it is."""

    slug: str
    title: str
    min_players: int
    max_players: int
    options: Mapping[str, OptionSpec]
    events: tuple[type[Event], ...]
    commands: tuple[type[Command], ...]
    system_commands: tuple[type[Command], ...] = field(default=())
    rules_version: str = "1"
    #: The codes of the game's own refusals (besides the shared ``domain.errors.Code``), as served in the contract.
    codes: tuple[str, ...] = ()
    #: Which cards a listed play stands for besides its own (``EquivalentCards``); ``decide`` accepts them all.
    equivalent_cards: EquivalentCards = "exact"


S = TypeVar("S")


class Game(Protocol):
    """The contract between a game's rules and the rest of the server (DESIGN.md, "The Game protocol")."""

    @property
    def info(self) -> GameInfo:
        """What the game is, as data."""
        ...

    def setup(
        self,
        players: Sequence[PlayerSpec],
        options: Mapping[str, Any],
        ctx: Ctx,
        deal: Mapping[str, Any] | None = None,
    ) -> list[Event]:
        """The opening events. ``options`` is already complete (see ``parse_options``); ``deal`` fixes the
        cards for testing (POWDERKEG_TESTING=1 only) and raises ``InvalidSetup`` when it is not valid."""
        ...

    def evolve(self, state: Any | None, event: Event, at_ms: int) -> Any:
        """Fold one recorded event; ``state`` is None before the first event. Pure, total, never random."""
        ...

    def decide(self, state: Any, seat: Seat | None, command: Command, ctx: Ctx) -> list[Event]:
        """Judge one command of ``seat`` (None: the system, applying a timer) or raise ``IllegalMove``."""
        ...

    def legal_commands(self, state: Any, seat: Seat) -> list[Command]:
        """Every command ``seat`` may send now, in turn or out of it; each one is accepted by ``decide``."""
        ...

    def timers(self, state: Any) -> list[Timer]:
        """The open deadlines of the state."""
        ...

    def awaiting(self, state: Any) -> tuple[Seat, ...]:
        """Seats the game is waiting on now (on turn, owing a decision, or entitled to an open window)."""
        ...

    def status(self, state: Any) -> Status:
        """``waiting``, ``active`` or ``finished``."""
        ...

    def next_starter(self, state: Any) -> Seat | None:
        """The seat of a finished game that starts its rematch, where the rules say the previous game's winner
        starts the next game; None where the rules start a new game as any other."""
        ...

    def view(self, state: Any, viewer: Viewer) -> JsonDict:
        """What ``viewer`` may see, built by whitelisting. Must hold ``seats``, ``hand`` (the viewer's cards,
        None for a spectator), ``turn``, ``windows``, ``decisions`` and ``result``; once the game is finished
        every hand may be shown to everyone."""
        ...

    def redact_event(self, event: Event, viewer: Viewer, finished: bool) -> JsonDict:
        """The data of ``event`` as ``viewer`` may see it (everything once ``finished``)."""
        ...


@runtime_checkable
class GroupsPlays(Protocol):
    """A game whose plays can be too many to list one by one (haggis) also lists them in compact form."""

    def legal_groups(self, state: Any, seat: Seat) -> tuple[list[Command], list[JsonDict]]:
        """What ``legal_commands`` lists, as the commands that are not plays and the plays as groups, each
        group a JSON object a client expands into plays of one reading (the game documents how)."""
        ...


def parse_options(info: GameInfo, raw: Mapping[str, Any] | None) -> dict[str, Any]:
    """Complete ``raw`` with the defaults and check every value; raises ``InvalidSetup``."""
    from domain.errors import Code, InvalidSetup

    raw = dict(raw or {})
    unknown = sorted(set(raw) - set(info.options))
    if unknown:
        raise InvalidSetup(Code.BAD_OPTION, f"{info.slug} has no option {unknown[0]!r}; see GET /v1/game-types")
    out: dict[str, Any] = {}
    for name, spec in info.options.items():
        value = raw.get(name, spec.default)
        if value is None and spec.nullable:
            out[name] = None
            continue
        ok: bool
        if spec.kind == "int":
            ok = (
                isinstance(value, int)
                and not isinstance(value, bool)
                and (spec.minimum is None or value >= spec.minimum)
                and (spec.maximum is None or value <= spec.maximum)
            )
        elif spec.kind == "bool":
            ok = isinstance(value, bool)
        else:
            ok = value in spec.choices
        if not ok:
            raise InvalidSetup(Code.BAD_OPTION, f"option {name!r} got {value!r}: {spec.doc}")
        out[name] = value
    return out


def to_data(obj: Event | Command) -> JsonDict:
    """The fields of an event or command as a JSON-ready dict (tuples become lists)."""
    return {f.name: _jsonable(getattr(obj, f.name)) for f in dataclasses.fields(obj)}


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value


E = TypeVar("E", Event, Command)


class Decided(list[Event]):
    """The events a command makes (as ``decide`` returns them), and ``state``: what they fold into at the
    command's time, which the rules computed while deciding (``domain.batch``). A caller that would fold them
    again takes ``state`` instead; it is the state their stored form folds into (the game contract checks it)."""

    __slots__ = ("state",)

    def __init__(self, events: list[Event], state: Any) -> None:
        super().__init__(events)
        self.state = state


# What from_data must convert: a tuple of types, which isinstance checks faster than a union.
_CONTAINERS = (list, tuple, dict)


def from_data(cls: type[E], data: Mapping[str, Any]) -> E:
    """Rebuild an event or command from its data (lists become tuples); raises TypeError on unknown fields, and
    on a missing one that has no default."""
    build = _FROM_DATA.get(cls)
    if build is None:
        build = _FROM_DATA[cls] = _from_data_of(cls)
    made: E = build(data)
    return made


#: ``from_data``'s function for each class it has seen (a race only builds one twice).
_FROM_DATA: dict[type, Callable[[Mapping[str, Any]], Any]] = {}


def _from_data_of(cls: type[E]) -> Callable[[Mapping[str, Any]], E]:
    """``from_data`` for ``cls``, made once per class. For a frozen slots dataclass whose every field is an
    ``__init__`` argument and that has no ``__post_init__`` (every event and command), a function that takes each
    field from the data, or its default, and stores it in its slot: what ``cls(**data)`` does, without the
    keyword handling and the frozen class's ``__setattr__`` (a fold builds one event per stored event)."""
    fields = dataclasses.fields(cls)
    params = vars(cls).get("__dataclass_params__")
    names = tuple(f.name for f in fields)
    setters = slot_setters(cls, names)
    params = vars(cls).get("__dataclass_params__")
    if (params is None or not params.frozen or hasattr(cls, "__post_init__") or any(not f.init for f in fields)
            or setters is None):
        return lambda data: cls(**{k: _tuplify(v) if isinstance(v, _CONTAINERS) else v for k, v in data.items()})
    scope: dict[str, Any] = {f"set_{n}": setter for n, setter in setters.items()}
    lines = ["def build(data):", "    if not data.keys() <= known:", "        raise unknown(data)",
             "    new = new_object(cls)"]
    for f in fields:
        n = f.name
        lines += [f"    if {n!r} in data:", f"        v = data[{n!r}]",
                  f"        set_{n}(new, tuplify(v) if isinstance(v, containers) else v)", "    else:"]
        if f.default is not dataclasses.MISSING:
            scope[f"default_{n}"] = f.default
            lines.append(f"        set_{n}(new, default_{n})")
        elif f.default_factory is not dataclasses.MISSING:
            scope[f"factory_{n}"] = f.default_factory
            lines.append(f"        set_{n}(new, factory_{n}())")
        else:
            lines.append(f"        raise missing({n!r})")
    lines.append("    return new")
    known = frozenset(names)

    def unknown(data: Mapping[Any, Any]) -> TypeError:
        return TypeError(f"{cls.__name__} has no field {sorted(map(repr, data.keys() - known))[0]}")

    def missing(name: str) -> TypeError:
        return TypeError(f"{cls.__name__} needs its field {name!r}")

    scope.update(known=known, unknown=unknown, missing=missing, new_object=object.__new__, cls=cls,
                 tuplify=_tuplify, containers=_CONTAINERS)
    exec(compile("\n".join(lines), f"<from_data of {cls.__qualname__}>", "exec"), scope)
    build: Callable[[Mapping[str, Any]], E] = scope["build"]
    return build


def _tuplify(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _tuplify(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        for item in value:
            if isinstance(item, _CONTAINERS):
                return tuple(_tuplify(v) for v in value)
        return tuple(value)  # a list of scalars (the cards of a play): no item to convert
    return value


def command_body(command: Command) -> JsonDict:
    """The JSON body that POSTs ``command`` (``{"type": ..., **fields}``)."""
    return {"type": command.type, **to_data(command)}


def waits_on_another(game: Game, state: Any) -> bool:
    """Whether a game waits on something outside it: active, yet awaiting no seat and no timer of its own. A game
    at one table never does (it would be stuck); a table of a match does once it has finished its hand, until
    the match deals on (``domain.tables``)."""
    return state is not None and game.status(state) == "active" and not game.awaiting(state) and not game.timers(state)
