"""Typed domain errors with stable machine codes (the API turns them into problem+json)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from domain.ports import StoredEvent


class Code(StrEnum):
    """Codes shared by every game; each game adds its own in its package."""

    NOT_YOUR_TURN = "not-your-turn"
    NOT_IN_HAND = "not-in-hand"
    GAME_OVER = "game-over"
    UNKNOWN_COMMAND = "unknown-command"
    NOT_YOUR_DECISION = "not-your-decision"
    NOTHING_TO_WAIVE = "nothing-to-waive"
    NOT_A_CARD = "not-a-card"
    BAD_PLAYER_COUNT = "bad-player-count"
    BAD_OPTION = "bad-option"
    BAD_DEAL = "bad-deal"
    DEAL_NOT_ALLOWED = "deal-not-allowed"
    UNKNOWN_GAME_TYPE = "unknown-game-type"
    #: A seat's bot is of a kind its game does not offer (``GET /v1/game-types``: ``bots``).
    UNKNOWN_BOT = "unknown-bot"
    NOT_AT_A_TABLE = "not-at-a-table"
    #: A system command names a timer that is not open (stale: its window or decision is over) ...
    TIMER_NOT_OPEN = "timer-not-open"
    #: ... or not yet due (early): either way it changes nothing (``domain.deciding.due_timer``).
    TIMER_NOT_DUE = "timer-not-due"


class DomainError(Exception):
    """Base of every error the rules raise; ``code`` is stable, ``detail`` is for people."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(f"{code}: {detail}")
        self.code = str(code)
        self.detail = detail


class IllegalMove(DomainError):
    """Raised by ``decide`` when a command breaks a rule in the current state."""


class InvalidSetup(DomainError):
    """Raised when a game cannot be created as asked (player count, options, a testing deal)."""


class GameNotFound(DomainError):
    """Raised when no game has the given id."""

    def __init__(self, game_id: str) -> None:
        super().__init__("game-not-found", f"there is no game with id {game_id!r}")
        self.game_id = game_id


class VersionConflict(DomainError):
    """Raised when an append or an If-Match expected a version the stream has moved past."""

    def __init__(self, game_id: str, expected: int, actual: int, missed: Sequence[StoredEvent] = ()) -> None:
        """``missed``: the events after ``expected`` when the store answered them with the refusal (all of them,
        up to ``actual``), so that the caller catches up without reading them; else empty."""
        super().__init__(
            "version-conflict",
            f"the game is at version {actual}, not {expected}; reload it and decide again",
        )
        self.game_id = game_id
        self.expected = expected
        self.actual = actual
        self.missed = tuple(missed)


class CommandIdReused(DomainError):
    """Raised when a command id that appended before comes back with another request (another fingerprint)."""

    def __init__(self, game_id: str, command_id: str) -> None:
        super().__init__(
            "idempotency-key-reused",
            f"command id {command_id!r} of game {game_id} was first sent with another request; nothing was appended",
        )
        self.game_id = game_id
        self.command_id = command_id


class CorruptStream(DomainError):
    """Raised by the fold when stored versions are not contiguous (an event lost or doubled)."""

    def __init__(self, game_id: str, expected: int, found: int) -> None:
        super().__init__("corrupt-stream", f"game {game_id}: expected version {expected}, found {found}")
        self.game_id = game_id
        self.expected = expected


class TokenRefused(DomainError):
    """A bearer token that names no seat of the game it was sent to."""


class UnknownToken(TokenRefused):
    """The token names no seat of any game this server knows of (or is malformed)."""

    def __init__(self, detail: str = "this token names no seat of this game") -> None:
        super().__init__("unknown-token", detail)


class ForeignToken(TokenRefused):
    """The token holds a seat of another game: the right kind of credential sent to the wrong game."""

    def __init__(self) -> None:
        super().__init__("foreign-token", "this token belongs to another game")


class GameWaiting(GameNotFound):
    """The game waits for players, so its cards, log and commands do not exist yet; ``waiting`` is its lobby
    (``domain.values.Waiting``), whose id is ``game_id``."""

    def __init__(self, game_id: str, unfilled: Sequence[int], waiting: object) -> None:
        super().__init__(game_id)
        self.code = "game-waiting"
        untaken = ", ".join(map(str, unfilled))
        self.detail = (
            f"the game waits for players (seats not taken yet: {untaken}); it starts when every seat is taken, "
            f"see GET /v1/games/{game_id}"
        )
        self.args = (f"{self.code}: {self.detail}",)
        self.waiting = waiting


class HandMovedOn(VersionConflict):
    """A command of a match's player met their table dealt the next hand: the step between hands came after the
    command was routed to the table. The hand it was meant for is over, so it is not decided in the next one."""

    def __init__(self, table_id: str, table_version: int) -> None:
        super().__init__(table_id, table_version, table_version)
        self.detail = (
            "the hand this command was sent for is over: the match has dealt the next one at your table (version"
            f" {table_version}); read the view and decide again"
        )
        self.args = (f"{self.code}: {self.detail}",)


class UnknownKey(UnknownToken):
    """A player key that is not, or no longer, one of its player's keys (revoked, or the player erased)."""

    def __init__(self) -> None:
        super().__init__("this player key is unknown or was revoked")
        self.code = "unknown-key"
        self.args = (f"{self.code}: {self.detail}",)


class NotAPlayerKey(UnknownToken):
    """A route of the player (``/v1/players/me``) was sent a credential that is no player key (a seat token)."""

    def __init__(self) -> None:
        super().__init__(
            "this needs a player key (Authorization: Bearer <player key>, from POST /v1/players); a seat token"
            " acts for its seat of one game only"
        )
        self.code = "not-a-player-key"
        self.args = (f"{self.code}: {self.detail}",)


class NotSeated(ForeignToken):
    """A valid player key sent to a game where that player holds no seat."""

    def __init__(self) -> None:
        super().__init__()
        self.code = "player-not-seated"
        self.detail = "this player holds no seat of this game"
        self.args = (f"{self.code}: {self.detail}",)


class NotYourSeat(ForeignToken):
    """A credential of one seat sent to a route of another seat of the same game."""

    def __init__(self, held: int, named: int) -> None:
        super().__init__()
        self.code = "not-your-seat"
        self.detail = f"this credential holds seat {held}, not seat {named}"
        self.args = (f"{self.code}: {self.detail}",)


class PlayerNotFound(DomainError):
    """No player has the given id."""

    def __init__(self, player_id: str) -> None:
        super().__init__("player-not-found", f"there is no player with id {player_id!r}")
        self.player_id = player_id


class PlayerErased(PlayerNotFound):
    """The player erased themselves: nothing of them is kept but that they were."""

    def __init__(self, player_id: str) -> None:
        super().__init__(player_id)
        self.code = "player-erased"
        self.detail = f"player {player_id} was erased at their request; their games show them as a deleted player"
        self.args = (f"{self.code}: {self.detail}",)


class NotWitnessed(DomainError):
    """No witness root kept covers the game's head (or not the root asked for): ``code`` says which."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(code, detail)
