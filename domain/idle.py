"""Games nobody abandons forever (docs/rules.md §0.1): the idle policy of a game at one table, as rules wrapped
around its own.

``Attended`` is a ``Game`` that plays the game it wraps and adds what every game's seats may do beside its
rules: a person's seat that the game awaits while nothing happens in it for ``seat_idle_s`` goes on autopilot (a
bot plays it while another person is at the table) until the person returns; a seat may resign (a bot plays it to
the end, and it places last); a game with no person left at it for ``game_idle_s`` ends as abandoned. Its
events (``SeatAutopilot``, ``SeatResigned``, ``GameAbandoned``) are in the game's own stream, chained and
audited like the game's; its timers are timers like any other, closed by the system's commands ``seat-idle``
and ``abandon``.

The policy and which seats are persons are the game record's (``GameRecord.idle``, ``seats[i].bot``): the
rules of one record, never of the state, so an export re-decides them from its header."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from domain.errors import Code, IllegalMove, InvalidSetup
from domain.game import (
    Command,
    Ctx,
    Decided,
    Event,
    Game,
    GameInfo,
    GroupsPlays,
    JsonDict,
    PlayerSpec,
    Seat,
    Status,
    Timer,
    Viewer,
    to_data,
)

#: The policy a game gets when its creator names none: a seat answers within a quarter of an hour (longer than
#: the longest turn clock, 10 min), and a game with nobody at it ends after an hour (Hanabi Live: 30 minutes).
DEFAULT_SEAT_IDLE_S = 900
DEFAULT_GAME_IDLE_S = 3600
#: Bounds of both: one second (for tests and blitz rooms) to thirty days (correspondence play).
MIN_IDLE_S = 1
MAX_IDLE_S = 30 * 24 * 3600

NOT_ON_AUTOPILOT = "not-on-autopilot"
ON_AUTOPILOT = "on-autopilot"
SEAT_RESIGNED = "seat-resigned"
NOT_A_PERSON = "not-a-person"
#: A game without a policy (a match at several tables, or one made before policies) was asked to return or resign.
NO_IDLE_POLICY = "no-idle-policy"
CODES = (NOT_ON_AUTOPILOT, ON_AUTOPILOT, SEAT_RESIGNED, NOT_A_PERSON, NO_IDLE_POLICY)


@dataclass(frozen=True, slots=True, kw_only=True)
class IdlePolicy:
    """How long a person's awaited seat may stay silent before a bot plays it, and how long a game with no person
    at it lasts, in seconds."""

    seat_idle_s: int = DEFAULT_SEAT_IDLE_S
    game_idle_s: int = DEFAULT_GAME_IDLE_S

    def to_json(self) -> JsonDict:
        return {"seat_idle_s": self.seat_idle_s, "game_idle_s": self.game_idle_s}


def parse_policy(seat_idle_s: Any = None, game_idle_s: Any = None) -> IdlePolicy:
    """The policy a creator asked for (None: the default of each); raises ``InvalidSetup``."""
    values = {"seat_idle_s": seat_idle_s, "game_idle_s": game_idle_s}
    for name, value in values.items():
        if value is None:
            continue
        if not isinstance(value, int) or isinstance(value, bool) or not MIN_IDLE_S <= value <= MAX_IDLE_S:
            raise InvalidSetup(
                Code.BAD_OPTION, f"{name} must be a whole number of seconds from {MIN_IDLE_S} to {MAX_IDLE_S}"
            )
    return IdlePolicy(
        seat_idle_s=DEFAULT_SEAT_IDLE_S if seat_idle_s is None else seat_idle_s,
        game_idle_s=DEFAULT_GAME_IDLE_S if game_idle_s is None else game_idle_s,
    )


def policy_of_new_game(idle: IdlePolicy | None, match: bool) -> IdlePolicy | None:
    """The idle policy of a new game asked to have ``idle`` (None: the default). A ``match`` at several tables has
    none (its seats move between tables): asking one for it raises ``InvalidSetup``."""
    if not match:
        return IdlePolicy() if idle is None else idle
    if idle is not None:
        raise InvalidSetup(
            Code.BAD_OPTION, "a match at several tables has no idle policy: leave out seat_idle_s and game_idle_s"
        )
    return None


def policy_from_json(data: Mapping[str, Any] | None) -> IdlePolicy | None:
    """The policy as a record or an export header keeps it (None: a game without one, made before it existed)."""
    if data is None:
        return None
    return IdlePolicy(seat_idle_s=int(data["seat_idle_s"]), game_idle_s=int(data["game_idle_s"]))


# --- events and commands ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatAutopilot(Event):
    """A bot took the seat of a person who was idle or stepped away (``on``), or the person came back (not ``on``)."""

    seat: int
    on: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatResigned(Event):
    """The person at ``seat`` left the game: a bot plays the seat to the end, and it places last."""

    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class GameAbandoned(Event):
    """No person was left at the game for its ``game_idle_s``: it ends with no winner, unrated."""


EVENTS: tuple[type[Event], ...] = (SeatAutopilot, SeatResigned, GameAbandoned)


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnSeat(Command):
    """Take the seat back from the autopilot (``POST .../seats/{seat}/return``; any command of the seat does too)."""

    type: ClassVar[str] = "return-seat"


@dataclass(frozen=True, slots=True, kw_only=True)
class StepAway(Command):
    """Hand the seat to the autopilot until the person returns (``POST .../seats/{seat}/away``)."""

    type: ClassVar[str] = "step-away"


@dataclass(frozen=True, slots=True, kw_only=True)
class Resign(Command):
    """Leave the game (``POST .../resign``)."""

    type: ClassVar[str] = "resign"


@dataclass(frozen=True, slots=True, kw_only=True)
class IdleSeat(Command):
    """The system's: the seat has been awaited for ``seat_idle_s`` without an answer."""

    type: ClassVar[str] = "seat-idle"
    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Abandon(Command):
    """The system's: nobody has been at the game for ``game_idle_s``."""

    type: ClassVar[str] = "abandon"


COMMANDS: tuple[type[Command], ...] = (ReturnSeat, StepAway, Resign)
#: The commands about the seat itself, never preceded by a return from the autopilot.
SEAT_COMMANDS = (ReturnSeat, StepAway, Resign)
SYSTEM_COMMANDS: tuple[type[Command], ...] = (IdleSeat, Abandon)


# --- the state ----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, kw_only=True)
class AttendedState:
    """The wrapped game's state and who is at its seats.

    ``events`` counts the events folded and ``last_ms`` is the time of the last one: a person's seat the game
    awaits is idle once nothing at all has happened in the game for ``seat_idle_s`` (both are the same whether a
    command's events are folded one by one or reported by its decide, so the timers they name are too).
    ``absent_since`` is when the last person at the table left it while someone may still come back (None
    otherwise), and ``absent_from`` the events folded then, which names the abandon timer."""

    game: Any
    events: int = 0
    last_ms: int = 0
    autopilot: tuple[int, ...] = ()
    resigned: tuple[int, ...] = ()
    absent_since: int | None = None
    absent_from: int = 0
    abandoned: bool = False


class Attended:
    """The rules of ``game`` under an idle policy, for a record whose seats ``persons`` are people's (the others
    are bots). A ``Game``; everything not about attendance is ``game``'s."""

    def __init__(self, game: Game, policy: IdlePolicy, persons: Sequence[int]) -> None:
        self.game = game
        self.policy = policy
        self.persons = tuple(sorted(persons))
        inner = game.info
        taken = {c.type for c in (*inner.commands, *inner.system_commands)} & {c.type for c in (*COMMANDS,
                                                                                               *SYSTEM_COMMANDS)}
        clash = {e.__name__ for e in inner.events} & {e.__name__ for e in EVENTS}
        if taken or clash:
            raise ValueError(f"{inner.slug} declares {sorted(taken | clash)}, which the idle policy's are named")
        self._info = replace(
            inner,
            events=(*inner.events, *EVENTS),
            commands=(*inner.commands, *COMMANDS),
            system_commands=(*inner.system_commands, *SYSTEM_COMMANDS),
            codes=(*inner.codes, *CODES),
        )

    @property
    def info(self) -> GameInfo:
        return self._info

    # --- who is at the table ------------------------------------------------------------------------------

    def present(self, state: AttendedState) -> tuple[int, ...]:
        """The persons' seats at the table: neither on autopilot nor resigned."""
        return tuple(s for s in self.persons if s not in state.autopilot and s not in state.resigned)

    def autoplayed(self, state: AttendedState | None) -> tuple[int, ...]:
        """The persons' seats a bot plays now: the resigned ones always, those on autopilot while another person is
        at the table (with nobody at it, the game waits for someone to return, or for its abandonment)."""
        if state is None or state.abandoned:
            return ()
        if self.present(state):
            return tuple(sorted({*state.autopilot, *state.resigned}))
        return tuple(sorted(state.resigned))

    def control(self, state: AttendedState | None) -> JsonDict:
        """The policy and who is away, as the view shows it."""
        return {
            **self.policy.to_json(),
            "autopilot": [] if state is None else list(state.autopilot),
            "resigned": [] if state is None else list(state.resigned),
            "abandoned": state is not None and state.abandoned,
        }

    # --- the Game protocol --------------------------------------------------------------------------------

    def setup(
        self,
        players: Sequence[PlayerSpec],
        options: Mapping[str, Any],
        ctx: Ctx,
        deal: Mapping[str, Any] | None = None,
    ) -> list[Event]:
        return self.game.setup(players, options, ctx, deal)

    def evolve(self, state: AttendedState | None, event: Event, at_ms: int) -> AttendedState:
        current = AttendedState(game=None) if state is None else state
        if isinstance(event, SeatAutopilot):
            on = {*current.autopilot, event.seat} if event.on else set(current.autopilot) - {event.seat}
            current = self._absence(replace(current, autopilot=tuple(sorted(on))), at_ms)
        elif isinstance(event, SeatResigned):
            away = tuple(s for s in current.autopilot if s != event.seat)
            current = self._absence(replace(current, resigned=(*current.resigned, event.seat), autopilot=away), at_ms)
        elif isinstance(event, GameAbandoned):
            current = replace(current, abandoned=True)
        else:
            current = replace(current, game=self.game.evolve(current.game, event, at_ms))
        return replace(current, events=current.events + 1, last_ms=at_ms)

    def _absence(self, state: AttendedState, at_ms: int) -> AttendedState:
        """``state`` after a seat went away or came back at ``at_ms``: absent from then on once no person is at the
        table and one at least may come back (everyone resigned: the bots play the game to its end instead)."""
        if self.present(state) or not state.autopilot:
            return replace(state, absent_since=None)
        if state.absent_since is not None:
            return state
        return replace(state, absent_since=at_ms, absent_from=state.events)

    def decide(self, state: AttendedState, seat: Seat | None, command: Command, ctx: Ctx) -> list[Event]:
        if state.abandoned:
            raise IllegalMove(Code.GAME_OVER, "the game was abandoned")
        if isinstance(command, IdleSeat | Abandon):
            if seat is not None:
                raise IllegalMove(Code.UNKNOWN_COMMAND, f"{command.type!r} is the system's, not a seat's")
            timer = next((t for t in self.timers(state) if t.command == command), None)
            if timer is None:
                raise IllegalMove(Code.TIMER_NOT_OPEN, f"no {command.type} timer is open")
            if ctx.now_ms < timer.due_ms:
                raise IllegalMove(Code.TIMER_NOT_DUE, f"timer {timer.key!r} falls due at {timer.due_ms}")
            if isinstance(command, IdleSeat):
                return [SeatAutopilot(seat=command.seat, on=True)]
            return [GameAbandoned()]
        if isinstance(command, SEAT_COMMANDS):
            if seat is None or seat not in self.persons:
                raise IllegalMove(NOT_A_PERSON, "only a person's seat steps away, returns or resigns; a bot's plays on")
            if self.game.status(state.game) != "active":
                raise IllegalMove(Code.GAME_OVER, "the game is not being played")
            if seat in state.resigned:
                raise IllegalMove(SEAT_RESIGNED, f"seat {seat} resigned: a bot plays it to the end")
            if isinstance(command, Resign):
                return [SeatResigned(seat=seat)]
            if isinstance(command, StepAway):
                if seat in state.autopilot:
                    raise IllegalMove(ON_AUTOPILOT, f"seat {seat} is on autopilot already: return to take it back")
                return [SeatAutopilot(seat=seat, on=True)]
            if seat not in state.autopilot:
                raise IllegalMove(NOT_ON_AUTOPILOT, f"seat {seat} is not on autopilot: nothing to take back")
            return [SeatAutopilot(seat=seat, on=False)]
        made = self.game.decide(state.game, seat, command, ctx)
        if not isinstance(made, Decided):
            return made
        # The game's state after its events is the one it reported; what this wrapper keeps is their count and time.
        after = replace(state, game=made.state, events=state.events + len(made), last_ms=ctx.now_ms)
        return Decided(list(made), after)

    def legal_commands(self, state: AttendedState, seat: Seat) -> list[Command]:
        return [] if state.abandoned else self.game.legal_commands(state.game, seat)

    def timers(self, state: AttendedState) -> list[Timer]:
        if state.abandoned or self.game.status(state.game) != "active":
            return []
        opened = list(self.game.timers(state.game))
        present = self.present(state)
        due = state.last_ms + self.policy.seat_idle_s * 1000
        for seat in self.game.awaiting(state.game):
            if seat in present:
                opened.append(Timer(key=f"idle:{seat}:{state.events}", due_ms=due, command=IdleSeat(seat=seat)))
        if state.absent_since is not None:
            abandon = state.absent_since + self.policy.game_idle_s * 1000
            opened.append(Timer(key=f"abandon:{state.absent_from}", due_ms=abandon, command=Abandon()))
        return opened

    def awaiting(self, state: AttendedState) -> tuple[Seat, ...]:
        return () if state.abandoned else self.game.awaiting(state.game)

    def status(self, state: AttendedState | None) -> Status:
        if state is None:
            return self.game.status(None)
        return "finished" if state.abandoned else self.game.status(state.game)

    def next_starter(self, state: AttendedState) -> Seat | None:
        return None if state.abandoned else self.game.next_starter(state.game)

    def view(self, state: AttendedState, viewer: Viewer) -> JsonDict:
        return self.game.view(state.game, viewer)

    def redact_event(self, event: Event, viewer: Viewer, finished: bool) -> JsonDict:
        if isinstance(event, EVENTS):
            return to_data(event)  # who is at which seat is public
        return self.game.redact_event(event, viewer, finished)


class AttendedGrouped(Attended):
    """``Attended`` rules of a game that also lists its plays as groups (``GroupsPlays``)."""

    def legal_groups(self, state: AttendedState, seat: Seat) -> tuple[list[Command], list[JsonDict]]:
        if state.abandoned:
            return [], []
        grouped: GroupsPlays = self.game  # type: ignore[assignment]
        return grouped.legal_groups(state.game, seat)


def attended(game: Game, policy: IdlePolicy | None, bots: Sequence[str | None]) -> Game:
    """The rules a game at one table of ``game`` with this record's ``policy`` and seats' ``bots`` is played by:
    ``game`` itself for a record without a policy (made before policies existed)."""
    if policy is None:
        return game
    persons = [seat for seat, bot in enumerate(bots) if bot is None]
    return (AttendedGrouped if isinstance(game, GroupsPlays) else Attended)(game, policy, persons)


def game_state(state: Any) -> Any:
    """The state of the game itself inside ``state`` (which is it, for a game without a policy)."""
    return state.game if isinstance(state, AttendedState) else state


def is_abandoned(game: Game, state: Any) -> bool:
    """Whether ``state`` is of a game that ended abandoned."""
    return isinstance(game, Attended) and isinstance(state, AttendedState) and state.abandoned


def resigned(game: Game, state: Any) -> tuple[int, ...]:
    """The seats that resigned, in the order they did (none for a game without a policy)."""
    return state.resigned if isinstance(game, Attended) and isinstance(state, AttendedState) else ()
