"""The seams between the rules and the world: the event store, the scheduler of deadlines, the clock and the
source of secrets. Adapters live in ``eventstore`` and ``workers``; one contract test runs against each."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal, Protocol

from domain.idle import IdlePolicy

if TYPE_CHECKING:
    from domain.game import PlayerSpec, Timer
    from domain.players.player import Player
    from domain.witness import Heads, Root


@dataclass(frozen=True, slots=True, kw_only=True)
class StoredEvent:
    """One entry of a game's stream: the envelope the store knows (it never looks inside ``data``)."""

    version: int
    type: str
    data: dict[str, Any]
    at_ms: int
    seat: int | None
    command_id: str | None
    #: The command's body (``{"type": ..., **fields}``) on the first event it appended; None on the others,
    #: on a game's opening events and on envelopes older than the chain.
    command: dict[str, Any] | None = None
    #: The event's link in the game's hash chain (``domain.chain``); None on envelopes older than the chain.
    hash: str | None = None

    def with_hash(self, digest: str) -> StoredEvent:
        """This event with its chain hash set."""
        return replace(self, hash=digest)


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatRecord:
    """A seat as stored: its name, its bot policy (or None) and the SHA-256 of its token (None for bots)."""

    name: str
    bot: str | None
    token_hash: str | None
    #: A ``search`` bot's think time per decision (ms), when it was given one; None: the default
    #: (``domain.thinking``). How long a bot thinks is no rule of the game, so the chain does not cover it.
    think_ms: int | None = None

    @staticmethod
    def of(spec: PlayerSpec, token_hash: str | None = None) -> SeatRecord:
        """The stored seat of ``spec``, a seat at creation."""
        return SeatRecord(name=spec.name, bot=spec.bot, token_hash=token_hash, think_ms=spec.think_ms)


@dataclass(frozen=True, slots=True, kw_only=True)
class GameRecord:
    """What a game keeps beside its stream. ``seed`` is secret while the game runs."""

    game_id: str
    game: str
    options: dict[str, Any]
    seats: tuple[SeatRecord, ...]
    seed: bytes
    seed_hash: str
    created_ms: int
    #: The fixed testing deal the game was created with (POWDERKEG_TESTING=1 only); None for a shuffled deal.
    deal: dict[str, Any] | None = None
    #: Created ``private``: never listed, and never shown on a player's public profile (not in the chain: it
    #: changes nothing of how the game is played; a record stored before it existed reads as False).
    private: bool = False
    #: Created ``rated``: every seat a player's or a bot's, and the ratings move when it ends
    #: (``domain.service.ratings``); kept beside the chain like ``private``.
    rated: bool = False
    #: The idle policy (``domain.idle``): when a bot takes an idle person's seat and when a game nobody attends
    #: ends; None for a game made before policies existed (and for a match and its tables), which has none. It
    #: changes how the game is played, so the chain covers it (``domain.chain.genesis_content``).
    idle: IdlePolicy | None = None
    #: How the rules draw (``domain.chance``): 2 for a game created since the specified generator
    #: (docs/verification.md), 1 for one created before (and a record stored before it existed reads as 1). It
    #: decides every deal, so the chain covers it where it is not 1.
    chance: int = 1


@dataclass(frozen=True, slots=True, kw_only=True)
class AppendResult:
    """Versions written by an append; ``duplicate`` when the command id had been seen and nothing was added."""

    first_version: int
    last_version: int
    duplicate: bool = False
    #: The fingerprint of the request recorded with the command id (None when it was stored without one:
    #: by a system command, or before fingerprints were recorded).
    fingerprint: str | None = None


@dataclass(frozen=True, slots=True)
class StreamBatch:
    """Events for one stream of an ``append_many``: appended if the stream's last version is
    ``expected_version``. With a ``record``, the batch creates the game (``expected_version`` is -1)."""

    game_id: str
    expected_version: int
    events: tuple[StoredEvent, ...]
    record: GameRecord | None = None


#: The lists of games the lobby serves: those waiting for players, and those being played.
Listing = Literal["waiting", "active"]


class EventStore(Protocol):
    """Append-only streams of events, one per game, with conditional appends (DESIGN.md, "The event store")."""

    def create(self, record: GameRecord, events: Sequence[StoredEvent]) -> None:
        """Store a new game's record and its opening events (versions 0..n-1); fails if the id exists."""
        ...

    def record(self, game_id: str) -> GameRecord | None:
        """The game's record, or None when there is no such game."""
        ...

    def append(
        self,
        game_id: str,
        expected_version: int,
        events: Sequence[StoredEvent],
        command_id: str | None,
        fingerprint: str | None = None,
        *,
        timers: Sequence[Timer] = (),
        closed: Sequence[str] = (),
        rating_due_ms: int | None = None,
    ) -> AppendResult:
        """Append if the stream's last version is ``expected_version``; else raise ``VersionConflict``.
        A ``command_id`` seen before returns the first append's result (with the ``fingerprint`` recorded
        then) and appends nothing. A new ``command_id`` is recorded with ``fingerprint`` (lowercase hex).
        ``timers``, those the events open, are scheduled once the events are appended (with them, atomically,
        where the store can), as ``Scheduler.schedule_timer`` would. ``closed``: the keys of the timers the
        events close, whose deadlines the store may drop with them (else the sweeper finds them closed).
        ``rating_due_ms``: the events end a rated game, whose rating is due then at the latest (entered with them,
        as a timer's deadline is: a process that dies right after the append leaves it to the sweeper)."""
        ...

    def append_many(self, batches: Sequence[StreamBatch], command_id: str | None) -> tuple[AppendResult, ...]:
        """Append every batch, or none, atomically: the streams of a match and its tables (one hash tag).
        A stream not at its batch's expected version, or a creation whose game exists, raises
        ``VersionConflict`` for the first such batch and writes nothing. A ``command_id`` seen before (in the
        first batch's game) writes nothing and returns the first call's results with ``duplicate=True``.
        Otherwise one result per batch, in order."""
        ...

    def command_result(self, game_id: str, command_id: str) -> AppendResult | None:
        """The result of the append that ``command_id`` made (with its fingerprint), or None when it made none."""
        ...

    def read(self, game_id: str, after: int = -1, limit: int | None = None) -> list[StoredEvent]:
        """Every event with a version greater than ``after``, in order; only the first ``limit`` with one."""
        ...

    def read_many(self, after: Mapping[str, int]) -> dict[str, list[StoredEvent]]:
        """``read`` of each game of ``after`` after its version there, in as few round trips as the store can."""
        ...

    def head(self, game_id: str) -> int:
        """The last version of the stream (-1 when empty)."""
        ...

    def archive(self, game_id: str, version: int) -> bool:
        """Keep a finished game's log (its stream, at ``version``, and its command ids) in a compact form that
        every read answers from as before; True when archived now, False when the stream is not at ``version``
        or is archived already (nothing changed). No event may follow: appends are refused after it."""
        ...

    def archived(self, game_id: str) -> bool:
        """Whether the log of ``game_id`` is archived (``archive``)."""
        ...

    def game_ids(self) -> Iterator[str]:
        """The id of every game the store holds (not a match's tables), in no order; one created meanwhile may be
        missed. For maintenance, such as archiving what was not archived."""
        ...

    def save_snapshot(self, game_id: str, version: int, rules: str, data: Any) -> None:
        """Keep ``data`` (JSON-ready) as the game's state at ``version``, unless a newer one is kept."""
        ...

    def load_snapshot(self, game_id: str, rules: str) -> tuple[int, Any] | None:
        """The latest snapshot made under ``rules`` as (version, data), or None."""
        ...

    def list_add(self, listing: Listing, game: str, game_id: str, created_ms: int) -> None:
        """List ``game_id`` (a game of type ``game`` created at ``created_ms``) in ``listing``; idempotent."""
        ...

    def list_remove(self, listing: Listing, game: str, game_id: str) -> None:
        """Take ``game_id`` off ``listing``; idempotent."""
        ...

    def list_page(
        self, listing: Listing, game: str | None, after: str | None, limit: int
    ) -> tuple[list[str], str | None]:
        """At most ``limit`` game ids of ``listing`` (of type ``game``, or of any), newest first, after the
        cursor ``after`` (None: from the newest); and the cursor of the next page (None: none follows)."""
        ...


#: A player's lists of games ("my games"): those waiting for players, being played, and over.
PlayerGames = Literal["waiting", "active", "finished"]


@dataclass(frozen=True, slots=True, kw_only=True)
class IndexedGame:
    """A game in a player's list ``status`` (None: on none of them), ranked by ``score`` (higher first:
    ``domain.service.my_games``)."""

    player_id: str
    game_id: str
    status: PlayerGames | None
    score: int
    #: The version of the game this entry was made at: an entry of an older version than the one the list holds
    #: is not written (two processes that told of consecutive versions out of order). None: written regardless.
    version: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class FeedNote:
    """One change that matters to a player (``domain.service.my_games``), for their feed."""

    player_id: str
    type: str
    data: dict[str, Any]
    at_ms: int


#: About how many notes a player's feed keeps (a stream resumed from further back starts at the oldest kept).
FEED_LENGTH = 1000


class PlayerStore(Protocol):
    """Players: each one's stream of events, the player those events leave (kept beside them, as a game keeps
    its record), and each one's lists of games. Erasing a player removes all of it but a tombstone."""

    def add_player(self, player: Player, events: Sequence[StoredEvent]) -> bool:
        """Store a new player (``player``: what ``events`` leave); False, writing nothing, when the id exists."""
        ...

    def append_player(
        self,
        player_id: str,
        expected_version: int,
        events: Sequence[StoredEvent],
        after: Player,
        once: str | None = None,
    ) -> bool:
        """Append ``events`` if the player's stream is at ``expected_version`` and keep ``after`` as the player;
        else raise ``VersionConflict`` (an erased or unknown player is at no version). ``once``: a mark (a rated
        game's id) the player keeps; an append with a mark it holds already appends nothing and answers False."""
        ...

    def players(self, player_ids: Sequence[str]) -> dict[str, Player | None]:
        """``player`` of each of ``player_ids``, in one round trip."""
        ...

    def player(self, player_id: str) -> Player | None:
        """The player as its events leave it (an erased one with ``erased_ms`` and nothing else); None when no
        such player was ever stored."""
        ...

    def player_events(self, player_id: str) -> list[StoredEvent]:
        """The player's stream, in order (empty once erased)."""
        ...

    def player_names(self, player_ids: Sequence[str]) -> dict[str, str | None]:
        """Each player's name now, by id; None for an erased or unknown player. One round trip."""
        ...

    def erase_player(self, player_id: str, at_ms: int) -> bool:
        """Delete the player's stream, keys, name and lists of games, keeping only that it was erased at
        ``at_ms``; False when there is no such player or it is erased already."""
        ...

    def index_games(self, entries: Sequence[IndexedGame]) -> None:
        """Put each game in its player's list ``status`` at its score, taking it off their other lists."""
        ...

    def player_games(
        self, player_id: str, status: PlayerGames, after: str | None, limit: int
    ) -> tuple[list[str], str | None]:
        """One page of the player's list ``status``, highest score first, from just after the cursor ``after``
        (the previous page's answer), and the cursor of the next page (None at the end)."""
        ...

    def player_game_counts(self, player_id: str) -> dict[PlayerGames, int]:
        """How many games each of the player's lists holds."""
        ...

    def notify(self, notes: Sequence[FeedNote]) -> None:
        """Append each note to its player's feed (``domain.players.identity.feed_id``), numbered on from the
        feed's last; a feed keeps its latest ``FEED_LENGTH`` notes or so."""
        ...

    def feed(self, player_id: str, after: int, limit: int) -> list[StoredEvent]:
        """The notes of the player's feed after version ``after``, at most ``limit``, in order."""
        ...

    def feed_head(self, player_id: str) -> int:
        """The version of the last note of the player's feed (-1 for none)."""
        ...

    def rating_record(self, game_id: str) -> dict[str, Any] | None:
        """What the rated game ``game_id`` did to each rating (``keep_rating_record``), or None before it is kept."""
        ...

    def keep_rating_record(self, game_id: str, record: dict[str, Any]) -> dict[str, Any]:
        """Keep ``record`` as what the rated game ``game_id`` did, unless one is kept already; the one kept."""
        ...

    def rank(self, game: str, player_id: str, score: float | None) -> None:
        """Put the player on the leaderboard of ``game`` at ``score`` (None: take them off it)."""
        ...

    def leaderboard(self, game: str, offset: int, limit: int) -> tuple[list[tuple[str, float]], int]:
        """``limit`` entries (player id, score) of the leaderboard of ``game`` from ``offset``, highest first, and
        how many it holds."""
        ...


class Scheduler(Protocol):
    """Makes sure deadlines and bot turns are acted on: timers by a sweep of the deadlines, bot turns by a job, and
    by a sweep if the job is lost."""

    def schedule_timer(self, game_id: str, key: str, due_ms: int) -> None:
        """Fire ``key`` of ``game_id`` at ``due_ms``; scheduling the same (game, key) again only moves it (a key
        names one window: ``domain.game.Timer``)."""
        ...

    def schedule_bot(self, game_id: str, seat: int, version: int, due_ms: int, think_ms: int = 0) -> None:
        """Let the bot at ``seat`` act at ``due_ms`` if the game is still at ``version``; ``think_ms``: how long it
        may think (a search bot's time, ``domain.thinking``), which a backstop of its turn must wait out too."""
        ...

    def schedule_archive(self, game_id: str, due_ms: int) -> None:
        """Archive the finished game ``game_id`` at ``due_ms`` (``GameService.archive``)."""
        ...

    def schedule_rating(self, game_id: str) -> None:
        """Rate the finished rated game ``game_id`` now (``GameService.rate``), and again later if that is lost."""
        ...


class WitnessLog(Protocol):
    """The roots published over the heads of the games that changed, minute by minute (``domain.witness``)."""

    def roots(self, after: int, limit: int) -> list[Root]:
        """At most ``limit`` roots numbered above ``after``, oldest first."""
        ...

    def heads(self, number: int) -> Heads | None:
        """The heads root ``number`` covers, in its leaves' order; None when they are no longer kept (or never were)."""
        ...

    def kept(self, number: int) -> bool:
        """Whether the heads of root ``number`` are still kept (``heads`` would answer them)."""
        ...

    def witnessed(self, game_id: str) -> int | None:
        """The number of the last root that covers a head of ``game_id`` and whose heads are kept; None if none."""
        ...


class Clock(Protocol):
    """The time now, in milliseconds since the epoch (UTC)."""

    def now_ms(self) -> int: ...


class Entropy(Protocol):
    """Secret randomness from the operating system: ids, seeds and tokens."""

    def game_id(self) -> str: ...

    def seed(self) -> bytes: ...

    def token(self) -> str: ...
