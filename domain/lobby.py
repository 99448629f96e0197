"""The lobby: a game created with open seats waits until every seat is taken; only then are cards dealt.

A waiting game is stored as a stream of its own beside the game, ``<game id>:lobby`` (``lobby_id``), under the
game's hash tag. Its record is the game as created: the type, the options, the seed (committed to in the
waiting view, before anyone joins) and the seats, an open seat named "" with no token. Its events are the
lobby's steps: ``LobbyOpened`` (listed or private), ``SeatJoined`` (with the SHA-256 of the joiner's token),
``SeatLeft``, and ``GameLaunched`` with the join that takes the last open seat. The same atomic append creates
the game itself (its record with every seat's name and token, its opening events at that moment), so a game is
never half launched and its own stream, chain and audit are those of any game.

Pure like the rules: the service reads and appends, ``join`` and ``leave`` decide, ``fold`` folds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from domain.errors import DomainError, IllegalMove
from domain.game import Event, from_data
from domain.ports import SeatRecord, StoredEvent

#: The key of a game's lobby stream beside the game's own (``<game id>:lobby``).
LOBBY_KEY = "lobby"


def lobby_id(game_id: str) -> str:
    """The id of the stream that holds the lobby of ``game_id``."""
    return f"{game_id}:{LOBBY_KEY}"


class SeatConflict(DomainError):
    """A join or a leave that the lobby's state no longer allows: the game is full or has started, or the seat
    was taken first (409: the client may look again and choose)."""


class LobbyCode:
    """The lobby's refusal codes."""

    GAME_STARTED = "game-started"
    GAME_FULL = "game-full"
    SEAT_TAKEN = "seat-taken"
    NO_SUCH_SEAT = "no-such-seat"
    NOT_WAITING = "not-waiting"
    NOT_SEATED = "not-seated"


@dataclass(frozen=True, slots=True, kw_only=True)
class LobbyOpened(Event):
    """A game was created with open seats; ``private``: never listed, its id is the invitation."""

    private: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatJoined(Event):
    """``name`` took the open ``seat``; ``token_hash`` is the SHA-256 of the token the joiner alone got."""

    seat: int
    name: str
    token_hash: str


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatLeft(Event):
    """The person at ``seat`` left it while the game waited: the seat is open again."""

    seat: int


@dataclass(frozen=True, slots=True, kw_only=True)
class GameLaunched(Event):
    """Every seat was taken: the game was created beside the lobby, in the same append."""


LOBBY_EVENTS: tuple[type[Event], ...] = (LobbyOpened, SeatJoined, SeatLeft, GameLaunched)
_CLASSES = {cls.__name__: cls for cls in LOBBY_EVENTS}


@dataclass(frozen=True, slots=True, kw_only=True)
class LobbySeat:
    """A seat of a waiting game: a person (``name``, ``token_hash``), a bot (``bot``), or open (neither)."""

    name: str | None
    bot: str | None = None
    token_hash: str | None = None

    @property
    def open(self) -> bool:
        return self.name is None and self.bot is None


@dataclass(frozen=True, slots=True, kw_only=True)
class Lobby:
    """A waiting game folded up to ``version``."""

    seats: tuple[LobbySeat, ...]
    private: bool = False
    launched: bool = False
    version: int = -1

    @property
    def open_seats(self) -> tuple[int, ...]:
        return tuple(i for i, seat in enumerate(self.seats) if seat.open)


def seat_records(seats: Sequence[LobbySeat]) -> tuple[SeatRecord, ...]:
    """The lobby's seats as its record stores them (an open seat: named "", no bot, no token)."""
    return tuple(SeatRecord(name=s.name or "", bot=s.bot, token_hash=s.token_hash) for s in seats)


def fold(record_seats: Sequence[SeatRecord], events: Sequence[StoredEvent]) -> Lobby:
    """The lobby from its record's seats and its stored events."""
    lobby = Lobby(
        seats=tuple(
            LobbySeat(name=s.name or None, bot=s.bot, token_hash=s.token_hash) for s in record_seats
        )
    )
    for stored in events:
        lobby = replace(evolve(lobby, from_data(_CLASSES[stored.type], stored.data)), version=stored.version)
    return lobby


def evolve(lobby: Lobby, event: Event) -> Lobby:
    """Fold one lobby event."""
    match event:
        case LobbyOpened(private=private):
            return replace(lobby, private=private)
        case SeatJoined(seat=seat, name=name, token_hash=token_hash):
            return _seat(lobby, seat, LobbySeat(name=name, token_hash=token_hash))
        case SeatLeft(seat=seat):
            return _seat(lobby, seat, LobbySeat(name=None))
        case GameLaunched():
            return replace(lobby, launched=True)
    raise ValueError(f"not a lobby event: {type(event).__name__}")


def _seat(lobby: Lobby, seat: int, taken: LobbySeat) -> Lobby:
    seats = list(lobby.seats)
    seats[seat] = taken
    return replace(lobby, seats=tuple(seats))


def join(lobby: Lobby, name: str, token_hash: str, seat: int | None = None) -> list[Event]:
    """``name`` takes ``seat`` (None: the first open one); the last open seat taken launches the game.
    Raises ``SeatConflict`` when the game started or is full or the seat is taken, ``IllegalMove`` when there
    is no such seat."""
    if lobby.launched:
        raise SeatConflict(LobbyCode.GAME_STARTED, "the game has started: every seat was taken")
    free = lobby.open_seats
    if seat is None:
        if not free:
            raise SeatConflict(LobbyCode.GAME_FULL, "every seat is taken")
        seat = free[0]
    elif not 0 <= seat < len(lobby.seats):
        raise IllegalMove(LobbyCode.NO_SUCH_SEAT, f"the game has seats 0 to {len(lobby.seats) - 1}, not {seat}")
    elif seat not in free:
        raise SeatConflict(LobbyCode.SEAT_TAKEN, f"seat {seat} is taken; open seats: {list(free) or 'none'}")
    events: list[Event] = [SeatJoined(seat=seat, name=name, token_hash=token_hash)]
    if free == (seat,):
        events.append(GameLaunched())
    return events


def leave(lobby: Lobby, seat: int) -> list[Event]:
    """The person at ``seat`` leaves; refused once the game has started."""
    if lobby.launched:
        raise SeatConflict(LobbyCode.GAME_STARTED, "the game has started: a seat can no longer be left")
    if not 0 <= seat < len(lobby.seats) or lobby.seats[seat].name is None:
        raise IllegalMove(LobbyCode.NOT_SEATED, f"nobody sits at seat {seat}")
    return [SeatLeft(seat=seat)]
