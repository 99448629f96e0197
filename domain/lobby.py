"""The lobby: a game created with open seats waits until every seat is taken; only then are cards dealt.

A waiting game is stored as a stream of its own beside the game, ``<game id>:lobby`` (``lobby_id``), under the
game's hash tag. Its record is the game as created: the type, the options, the seed (committed to in the
waiting view, before anyone joins) and the seats, an open seat named "" with no token. Its events are the
lobby's steps: ``LobbyOpened`` (listed or private), ``SeatJoined`` (with the SHA-256 of the joiner's token),
``SeatLeft``, and ``GameLaunched`` with the join that takes the last open seat. The same atomic append creates
the game itself (its record with every seat's name and token, its opening events at that moment), so a game is
never half launched and its own stream, chain and audit are those of any game.

A rematch (``rematch_id``, ``rematch_order``) is a lobby too, opened by the first player of a finished game who
asks for one: every person's seat is reserved for them (named, with no token yet), the bots are seated, and each
player takes their seat with ``claim`` and the token ``rematch_token`` derives from their old one (so asking
again, after an answer was lost, answers the same token); the last claim launches it. A player who leaves a
rematch gives the seat back to its reservation: it is theirs to take again, and nobody else's.

Pure like the rules: the service reads and appends, ``join`` and ``leave`` decide, ``fold`` folds.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
from collections.abc import Sequence
from dataclasses import dataclass, replace

from domain.errors import DomainError, IllegalMove
from domain.game import Event, JsonDict, PlayerSpec, from_data
from domain.ports import SeatRecord, StoredEvent
from domain.thinking import think_time

#: The key of a game's lobby stream beside the game's own (``<game id>:lobby``).
LOBBY_KEY = "lobby"


def lobby_id(game_id: str) -> str:
    """The id of the stream that holds the lobby of ``game_id``."""
    return f"{game_id}:{LOBBY_KEY}"


def rematch_id(game_id: str) -> str:
    """The id of the rematch of ``game_id``: derived from it (12 URL-safe characters, like a new game's), so
    every player of the finished game asking for the rematch names the same game, and the first to ask creates
    it without any key to keep beside the old game."""
    digest = hashlib.sha256(f"powderkeg-rematch:{game_id}".encode()).digest()
    return base64.urlsafe_b64encode(digest[:9]).decode()


def rematch_token(rematch: str, old_token: str) -> str:
    """The token of the seat of the rematch ``rematch`` of the player whose token of the game before was
    ``old_token``: only its holder can make it, and asking twice makes the same one."""
    mac = hmac.new(old_token.encode(), f"powderkeg-rematch:{rematch}".encode(), hashlib.sha256).digest()
    return f"{rematch}.{base64.urlsafe_b64encode(mac[:24]).decode()}"


def rematch_order(seats: int, starter: int | None) -> tuple[int, ...]:
    """The seats of a finished game in the order they sit at its rematch (seat ``i`` of the rematch is the
    player at seat ``order[i]``): the same order around the table, turned so that ``starter`` (the previous
    winner, where the rules say the winner starts the next game) sits at seat 0, where a first game starts."""
    first = starter or 0
    return tuple((first + i) % seats for i in range(seats))


class SeatConflict(DomainError):
    """A join or a leave that the lobby's state no longer allows: the game is full or has started, or the seat
    was taken first (409: the client may look again and choose)."""


class RematchConflict(SeatConflict):
    """A rematch that cannot be taken: the game has not finished, or another token holds this player's seat of
    the rematch ``rematch_id``."""

    def __init__(self, code: str, detail: str, rematch_id: str | None = None) -> None:
        super().__init__(code, detail)
        self.rematch_id = rematch_id


class LobbyCode:
    """The lobby's refusal codes."""

    GAME_STARTED = "game-started"
    GAME_FULL = "game-full"
    SEAT_TAKEN = "seat-taken"
    NO_SUCH_SEAT = "no-such-seat"
    NOT_WAITING = "not-waiting"
    NOT_SEATED = "not-seated"
    GAME_NOT_FINISHED = "game-not-finished"
    REMATCH_TAKEN = "rematch-taken"


@dataclass(frozen=True, slots=True, kw_only=True)
class LobbyOpened(Event):
    """A game was created with open seats; ``private``: never listed, its id is the invitation;
    ``rematch_of``: the finished game this one is the rematch of."""

    private: bool
    rematch_of: str | None = None


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
    """A seat of a waiting game: a person (``name``, ``token_hash``), a bot (``bot``, a search bot's ``think_ms``),
    open (neither), or reserved for the named person of a rematch who has not taken it yet (``name`` without a
    token)."""

    name: str | None
    bot: str | None = None
    token_hash: str | None = None
    think_ms: int | None = None

    @staticmethod
    def of(spec: PlayerSpec | None, token_hash: str | None) -> LobbySeat:
        """The seat asked for as ``spec`` at creation (None: an open seat)."""
        if spec is None:
            return LobbySeat(name=None)
        return LobbySeat(name=spec.name, bot=spec.bot, token_hash=token_hash, think_ms=spec.think_ms)

    @property
    def open(self) -> bool:
        return self.name is None and self.bot is None

    @property
    def reserved(self) -> bool:
        return self.name is not None and self.bot is None and self.token_hash is None


@dataclass(frozen=True, slots=True, kw_only=True)
class Lobby:
    """A waiting game folded up to ``version``."""

    seats: tuple[LobbySeat, ...]
    private: bool = False
    rematch_of: str | None = None
    launched: bool = False
    version: int = -1
    #: The last person seated left and nobody has joined since: nobody waits in it, so it is not listed.
    deserted: bool = False

    @property
    def open_seats(self) -> tuple[int, ...]:
        return tuple(i for i, seat in enumerate(self.seats) if seat.open)

    @property
    def unfilled(self) -> tuple[int, ...]:
        """The seats the game still waits for: open ones and reserved ones not yet taken."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.open or seat.reserved)


def seat_records(seats: Sequence[LobbySeat]) -> tuple[SeatRecord, ...]:
    """The lobby's seats as its record stores them (an open seat: named "", no bot, no token)."""
    return tuple(SeatRecord(name=s.name or "", bot=s.bot, token_hash=s.token_hash, think_ms=s.think_ms) for s in seats)


def lobby_seats(record_seats: Sequence[SeatRecord]) -> tuple[LobbySeat, ...]:
    """A record's seats as a lobby's (a seat named "": open)."""
    return tuple(
        LobbySeat(name=s.name or None, bot=s.bot, token_hash=s.token_hash, think_ms=s.think_ms) for s in record_seats
    )


def seats_json(seats: Sequence[LobbySeat]) -> list[JsonDict]:
    """The seats of a waiting or listed game as the API shows them: a search bot's with its think time (ms,
    ``domain.thinking``), any other's with ``think_ms`` null."""
    return [
        {
            "seat": i,
            "name": s.name,
            "bot": s.bot,
            "think_ms": think_time(s),
            "open": s.open,
            "reserved": s.reserved,
        }
        for i, s in enumerate(seats)
    ]


def fold(record_seats: Sequence[SeatRecord], events: Sequence[StoredEvent]) -> Lobby:
    """The lobby from its record's seats and its stored events."""
    lobby = Lobby(seats=lobby_seats(record_seats))
    for stored in events:
        lobby = replace(evolve(lobby, from_data(_CLASSES[stored.type], stored.data)), version=stored.version)
    return lobby


def evolve(lobby: Lobby, event: Event) -> Lobby:
    """Fold one lobby event."""
    match event:
        case LobbyOpened(private=private, rematch_of=rematch_of):
            return replace(lobby, private=private, rematch_of=rematch_of)
        case SeatJoined(seat=seat, name=name, token_hash=token_hash):
            return replace(_seat(lobby, seat, LobbySeat(name=name, token_hash=token_hash)), deserted=False)
        case SeatLeft(seat=seat):
            kept = lobby.seats[seat].name if lobby.rematch_of is not None else None
            left = _seat(lobby, seat, LobbySeat(name=kept))
            return replace(left, deserted=not any(s.token_hash is not None for s in left.seats))
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
            kept = " or kept for a player of the game before (a rematch)" if lobby.unfilled else ""
            raise SeatConflict(LobbyCode.GAME_FULL, f"every seat is taken{kept}")
        seat = free[0]
    elif not 0 <= seat < len(lobby.seats):
        raise IllegalMove(LobbyCode.NO_SUCH_SEAT, f"the game has seats 0 to {len(lobby.seats) - 1}, not {seat}")
    elif seat not in free:
        raise SeatConflict(LobbyCode.SEAT_TAKEN, f"seat {seat} is taken; open seats: {list(free) or 'none'}")
    return _taking(lobby, SeatJoined(seat=seat, name=name, token_hash=token_hash))


def claim(lobby: Lobby, seat: int, token_hash: str, rematch: str) -> list[Event]:
    """The person ``seat`` is reserved for in the rematch ``rematch`` takes it with the token hashed to
    ``token_hash``; the last seat taken launches the game. Nothing when the seat holds that token already (the
    same player asking again). Raises ``RematchConflict`` (``rematch-taken``) when another token holds it."""
    held = lobby.seats[seat]
    if held.token_hash is not None and hmac.compare_digest(held.token_hash, token_hash):
        return []
    if lobby.launched or not held.reserved:
        raise RematchConflict(
            LobbyCode.REMATCH_TAKEN, f"seat {seat} of the rematch {rematch} is held with another token", rematch
        )
    name = lobby.seats[seat].name
    assert name is not None
    return _taking(lobby, SeatJoined(seat=seat, name=name, token_hash=token_hash))


def _taking(lobby: Lobby, taken: SeatJoined) -> list[Event]:
    """``taken``, and the launch when it takes the last seat the game waits for."""
    return [taken, GameLaunched()] if lobby.unfilled == (taken.seat,) else [taken]


def leave(lobby: Lobby, seat: int) -> list[Event]:
    """The person at ``seat`` leaves; refused once the game has started."""
    if lobby.launched:
        raise SeatConflict(LobbyCode.GAME_STARTED, "the game has started: a seat can no longer be left")
    if not 0 <= seat < len(lobby.seats) or lobby.seats[seat].name is None:
        raise IllegalMove(LobbyCode.NOT_SEATED, f"nobody sits at seat {seat}")
    return [SeatLeft(seat=seat)]
