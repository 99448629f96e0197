"""Use cases over the ports: create a game, handle a command, apply a fired timer, let a bot act; read, replay,
export and audit a game; lobbies and listings; play a match at several tables.

The service is a set of components composed over the ports, each with its explicit dependencies (none is a
subclass of another):

- ``repository``: loading (snapshot, fold, hash chain), the warm copies, sealing events;
- ``scheduling``: what a new state opens (timers, bots) and archiving;
- ``commands``: creating games, and deciding and appending commands, timers and bots at one table;
- ``queries``: views, logs redacted for a viewer, the view's ETag;
- ``auditing``: replay, export and verification;
- ``lobbies``: games that wait for players, and the listings;
- ``playing``: what a player's routes answer in one call (the command with its answer, the legal commands);
- ``players``, ``my_games`` and ``ratings``, composed when the service is given a ``PlayerStore``: players with
  keys, the names views show for the seats they hold, each player's lists of games, and the ratings of rated
  games with the leaderboards; ``accounts``: what a player does through the API, one call a route;
- the multi-table component (``domain.tables.service`` and ``.reads``), composed only when the service plays
  matches (``matches=True``, the default): a game at one table never reaches it.

``GameService`` builds them and is the one front the API, the workers and the CLI call; ``API_SURFACE`` names
what the API calls of it (a test keeps the two equal).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from domain.declared import Declared
from domain.game import Command, Viewer
from domain.ports import Clock, Entropy, EventStore, PlayerStore, Scheduler, StoredEvent, WitnessLog
from domain.service.accounts import Accounts
from domain.service.auditing import Auditing
from domain.service.bot_turns import BotTurns
from domain.service.commands import Commands
from domain.service.lobbies import Lobbies
from domain.service.my_games import MyGames, Profile
from domain.service.players import KeyedPlayer, Naming, Players
from domain.service.playing import CommandAnswer, LegalAnswer, Playing
from domain.service.queries import Queries
from domain.service.ratings import Ratings
from domain.service.repository import Repository
from domain.service.scheduling import Scheduling
from domain.service.witnessing import Witnessed, Witnessing
from domain.tables.log import Entry
from domain.tables.reads import MatchReads
from domain.tables.ref import TableRef
from domain.tables.service import MatchTables
from domain.values import (
    SNAPSHOT_EVERY,
    Created,
    Joined,
    Loaded,
    Outcome,
    Shown,
    Waiting,
    event_classes,
    hash_token,
    table_id,
)

__all__ = [
    "API_SURFACE",
    "SNAPSHOT_EVERY",
    "CommandAnswer",
    "Created",
    "GameService",
    "Joined",
    "KeyedPlayer",
    "LegalAnswer",
    "Loaded",
    "Outcome",
    "Profile",
    "Shown",
    "Waiting",
    "event_classes",
    "hash_token",
    "table_id",
]

#: What the API calls of the service: one use case a route, but for the reads a stream or a page composes.
API_SURFACE = frozenset(
    {
        # the player at the table: one call a route
        "game", "game_view", "seat", "lobby_seat", "command", "attend", "legal_commands", "create_game",
        # reads: views, logs, and what a live stream folds as it goes
        "load", "view", "finished", "events", "redact", "stored_events", "is_match",
        # a stream's states: what the seat may send at the version it has folded
        "legal_for",
        # a match's reads (its view, its tables' logs, its live stream)
        "snapshot", "table_events", "redact_table", "table_keys", "table_version",
        # audit
        "head_of", "replay", "export", "verify", "witness_roots", "witness",
        # lobbies
        "waiting_view", "join", "leave", "rematch", "rematch_of", "lobby_of", "listing",
        # players: one use case a route
        "register_player", "player_me", "rename_player", "issue_key", "revoke_key", "erase_player",
        "player_profile", "my_games", "leaderboard", "game_ratings",
        # the player's live stream: their feed's head, then its notes
        "player_of_key", "key_held", "player_feed_head", "player_feed",
        # the clock and the game types, for headers and /v1/game-types
        "clock", "games",
    }
)  # fmt: skip


class GameService:
    """The components of the service, composed over the ports; one per process, safe to share between threads."""

    def __init__(
        self,
        *,
        store: EventStore,
        scheduler: Scheduler,
        clock: Clock,
        entropy: Entropy,
        games: Mapping[str, Declared],
        testing: bool = False,
        max_attempts: int = 8,
        cache_size: int = 4096,
        bot_delay_ms: int = 0,
        archive_after_ms: int | None = None,
        matches: bool = True,
        players: PlayerStore | None = None,
        stopwatch: Callable[[], float] | None = None,
        witness: WitnessLog | None = None,
    ) -> None:
        """``archive_after_ms``: how long after a game finishes its log is archived (``archive``); None: never.
        ``matches``: compose the multi-table component (without it, a match cannot be created or played).
        ``players``: compose the players (without it, a player key is refused like an unknown seat token, and
        views show the names the records hold). ``stopwatch``: seconds, monotonic, the time a search bot thinks by
        (``domain.service.bot_turns``); None: it counts simulations instead. ``witness``: the witness log that
        proofs are read from (None: no game is witnessed)."""
        self.repo = Repository(store=store, games=games, cache_size=cache_size)
        self.scheduling = Scheduling(
            repo=self.repo,
            scheduler=scheduler,
            clock=clock,
            bot_delay_ms=bot_delay_ms,
            archive_after_ms=archive_after_ms,
        )
        self.commands = Commands(
            repo=self.repo, scheduling=self.scheduling, clock=clock, entropy=entropy, testing=testing,
            max_attempts=max_attempts,
        )
        self.bot_turns = BotTurns(commands=self.commands, stopwatch=stopwatch)
        self.reads: MatchReads | None = None
        self.matches: MatchTables | None = None
        if matches:
            self.reads = MatchReads(repo=self.repo, max_attempts=max_attempts, cache_size=cache_size)
            self.matches = MatchTables.composed(self.reads, self.scheduling, self.commands)
        self.queries = Queries(repo=self.repo, matches=self.reads)
        self.auditing = Auditing(repo=self.repo, queries=self.queries, matches=self.reads)
        self.witnessing = Witnessing(log=witness)
        self.lobbies = Lobbies(
            repo=self.repo, commands=self.commands, clock=clock, entropy=entropy, max_attempts=max_attempts
        )
        self.playing = Playing(
            repo=self.repo, queries=self.queries, commands=self.commands, lobbies=self.lobbies,
            matches=self.matches, reads=self.reads,
        )
        self.players: Players | None = None
        self.game_lists: MyGames | None = None
        self.ratings: Ratings | None = None
        if players is not None:
            self._compose_players(players, clock, entropy, max_attempts)
        self.accounts = Accounts(
            lobbies=self.lobbies, playing=self.playing, queries=self.queries,
            players=self.players, game_lists=self.game_lists, ratings=self.ratings,
        )

        # What needs no choice between the components is theirs, under the same names.
        # A player at the table: one call a route (``Playing``).
        self.game = self.playing.game
        self.seat = self.playing.seat
        self.lobby_seat = self.playing.lobby_seat
        self.command = self.playing.command
        self.attend = self.playing.attend
        self.game_view = self.playing.game_view
        self.legal_commands = self.playing.legal_commands
        self.legal_for = self.playing.legal_for
        # Writing.
        self.archive = self.scheduling.archive
        self.archive_finished = self.scheduling.archive_finished
        # Reading.
        self.load = self.repo.load
        self.warm = self.repo.warm
        self.game_of = self.repo.game_of
        self.seat_for_token = self.queries.seat_for_token
        self.view = self.queries.view
        self.revision = self.queries.revision
        self.finished = self.queries.finished
        self.events = self.queries.events
        self.stored_events = self.queries.stored_events
        self.redact = self.queries.redact
        self.bot_policy = self.scheduling.bot_policy
        # Audit.
        self.head_of = self.auditing.head_of
        self.replay = self.auditing.replay
        self.export = self.auditing.export
        self.verify = self.auditing.verify
        self.witness_roots = self.witnessing.witness_roots
        # Lobbies.
        self.waiting = self.lobbies.waiting
        self.lobby_of = self.lobbies.lobby_of
        self.waiting_view = self.lobbies.waiting_view
        self.seat_in_lobby = self.lobbies.seat_in_lobby
        self.leave = self.lobbies.leave
        self.rematch = self.lobbies.rematch
        self.rematch_of = self.lobbies.rematch_of
        self.listing = self.lobbies.listing
        # Players (``Accounts``): the seats they take, and one use case a route.
        self.create_game = self.accounts.create_game
        self.join = self.accounts.join
        self.register_player = self.accounts.register_player
        self.player_me = self.accounts.player_me
        self.rename_player = self.accounts.rename_player
        self.issue_key = self.accounts.issue_key
        self.revoke_key = self.accounts.revoke_key
        self.erase_player = self.accounts.erase_player
        self.player_profile = self.accounts.player_profile
        self.my_games = self.accounts.my_games
        self.rate = self.accounts.rate
        self.leaderboard = self.accounts.leaderboard
        self.game_ratings = self.accounts.game_ratings
        self.player_of_key = self.accounts.player_of_key
        self.key_held = self.accounts.key_held
        self.player_feed = self.accounts.player_feed
        self.player_feed_head = self.accounts.player_feed_head

    def _compose_players(self, store: PlayerStore, clock: Clock, entropy: Entropy, max_attempts: int) -> None:
        """Build the players' components and hook them where seats are read and games move."""
        self.players = Players(store=store, clock=clock, entropy=entropy, max_attempts=max_attempts)
        naming = Naming(store)
        self.queries.naming = self.lobbies.naming = naming
        if self.reads is not None:
            self.reads.naming = naming
        self.game_lists = MyGames(
            repo=self.repo, store=store, lobbies=self.lobbies, naming=naming, clock=clock, reads=self.reads
        )
        self.scheduling.watch = self.game_lists.reached
        self.lobbies.watch = self.game_lists
        self.playing.players = self.players
        self.ratings = Ratings(repo=self.repo, store=store, players=self.players, max_attempts=max_attempts)

    # -- the ports, as the components hold them --------------------------------------------------------------

    @property
    def store(self) -> EventStore:
        """The event store every component reads and writes."""
        return self.repo.store

    @property
    def scheduler(self) -> Scheduler:
        """Where timers, bots and archives are scheduled."""
        return self.scheduling.scheduler

    @property
    def games(self) -> Mapping[str, Declared]:
        """The game types served, by slug: each game's whole record (``domain.declared``)."""
        return self.repo.games

    @property
    def clock(self) -> Clock:
        """The time every component reads."""
        return self.commands.clock

    @clock.setter
    def clock(self, clock: Clock) -> None:
        """Every component reads the new clock from now on (a test moving time, say)."""
        for component in (self.scheduling, self.commands, self.lobbies, self.matches, self.players, self.game_lists):
            if component is not None:
                component.clock = clock

    @property
    def entropy(self) -> Entropy:
        """Where new game ids, seeds and tokens come from."""
        return self.commands.entropy

    @entropy.setter
    def entropy(self, entropy: Entropy) -> None:
        """Every component draws from ``entropy`` from now on (a test fixing the ids it makes, say)."""
        self.commands.entropy = self.lobbies.entropy = entropy
        if self.players is not None:
            self.players.entropy = entropy

    # -- what chooses between a game at one table and a match -----------------------------------------------

    def handle_command(
        self,
        game_id: str,
        seat: int,
        command: Command,
        command_id: str | None = None,
        expected_version: int | None = None,
        fingerprint: str | None = None,
    ) -> Outcome:
        """Decide ``command`` for ``seat`` (a match seat: at its table) and append its events."""
        self._playable(game_id)
        if self.repo.tabled(self.repo.warm(game_id)) is None:
            return self.commands.handle_command(game_id, seat, command, command_id, expected_version, fingerprint)
        return self._matches(game_id).handle_command(game_id, seat, command, command_id, expected_version, fingerprint)

    def apply_timer(self, game_id: str, key: str) -> bool:
        """Apply a fired timer (of a match: its step's backstop)."""
        self._playable(game_id)
        # Whether it is a match is in the record, which never changes: the warm copy tells.
        if self.repo.tabled(self.repo.warm(game_id)) is None:
            return self.commands.apply_timer(game_id, key)
        return self._matches(game_id).apply_timer(game_id, key)

    def play_bot(self, game_id: str, seat: int, version: int, most_ms: int | None = None) -> bool:
        """Let the bot at ``seat`` act, if the game is still at ``version`` (at a table of a match too); a search
        bot thinks ``most_ms`` at most."""
        self._playable(game_id)
        return self.bot_turns.play_bot(game_id, seat, version, most_ms)

    def _playable(self, game_id: str) -> None:
        """Refuse a table of a match when this service plays no matches: played as a game of its own, it would
        finish its hand and wait forever for a step nobody writes."""
        if self.matches is None and TableRef.names_a_table(game_id):
            raise LookupError(f"{game_id} is a table of a match, and this service plays no matches")

    def is_match(self, loaded: Loaded) -> bool:
        """Whether ``loaded`` is a match of several tables (a stream of its own and one per table)."""
        return self.repo.tabled(loaded) is not None

    # -- a match's reads (the multi-table component's) --------------------------------------------------------

    def advance_tables(self, match_id: str) -> bool:
        """The step of a match whose tables have all finished the hand (``MatchTables.advance_tables``)."""
        return self._matches(match_id).advance_tables(match_id)

    def snapshot(self, match: Loaded) -> Loaded:
        """The match with every table it has opened at one point."""
        return self._reads(match).snapshot(match)

    def timeline(self, match: Loaded) -> list[Entry]:
        """A match's events and its tables', in causal order."""
        return self._reads(match).timeline(match)

    def witness(self, loaded: Loaded, number: int | None = None) -> Witnessed:
        """The proof of ``loaded``'s head in witness root ``number`` (None: its last), with a match's tables'."""
        return self.witnessing.witness(loaded, number, self.table_keys(loaded) if self.is_match(loaded) else [])

    def table_keys(self, match: Loaded) -> list[str]:
        """Every table a match has opened."""
        return self._reads(match).table_keys(match)

    def tables_of(self, match: Loaded) -> dict[str, Loaded]:
        """The tables in play of a match (none for a game at one table)."""
        return {} if self.reads is None or not self.is_match(match) else self.reads.tables_of(match)

    def table_version(self, match_id: str, key: str) -> int:
        """The latest version of table ``key`` of a match."""
        return self.repo.load(table_id(match_id, key)).version

    def table_events(
        self, match: Loaded, key: str, viewer: Viewer, after: int = -1, limit: int | None = None
    ) -> list[Shown]:
        """The log of a match's table as ``viewer`` saw it."""
        return self._reads(match).table_events(match, key, viewer, after, limit)

    def redact_table(self, match: Loaded, table: Loaded, stored: Sequence[StoredEvent], viewer: Viewer) -> list[Shown]:
        """Stored events of a match's table as ``viewer`` saw them."""
        return self._reads(match).redact_table(match, table, stored, viewer)

    def table_now(self, match: Loaded, seat: int) -> tuple[str, int, Loaded]:
        """The table of match ``seat`` as it stands with the seating."""
        return self._reads(match).table_now(match, seat)

    def seat_at_table(self, match: Loaded, seat: int) -> tuple[str, int]:
        """The table key and local seat of match ``seat`` now."""
        return self._reads(match).seat_at_table(match, seat)

    def _matches(self, game_id: str) -> MatchTables:
        if self.matches is None:
            raise LookupError(f"{game_id} is a match, and this service plays no matches at several tables")
        return self.matches

    def _reads(self, match: Loaded) -> MatchReads:
        if self.reads is None:
            raise LookupError(f"{match.record.game_id} is a match, and this service plays no matches")
        return self.reads
