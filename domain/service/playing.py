"""The use cases of a player at the table, each what one route answers: the game a URL names, the seat a token
holds, a command with its answer (``CommandAnswer``), and the commands a seat may send now (``LegalAnswer``).

A game at one table is played by ``Commands``; a match at several tables by the multi-table component, which
routes the command to the table the player sits at. Nothing here runs match code for a game at one table."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from domain.errors import ForeignToken, GameNotFound, GameWaiting, IllegalMove, NotSeated, NotYourSeat, UnknownToken
from domain.game import Command, GroupsPlays, JsonDict, Viewer, command_body
from domain.idle import NO_IDLE_POLICY, Attended, Resign, ReturnSeat, StepAway
from domain.players.identity import HELD_BY_PLAYER, is_player_key
from domain.service.commands import Commands
from domain.service.lobbies import Lobbies
from domain.service.players import seat_of_player
from domain.service.queries import Queries
from domain.service.repository import Repository
from domain.values import Loaded, Outcome, Shown, Waiting

if TYPE_CHECKING:
    from domain.service.players import Players
    from domain.tables.reads import MatchReads
    from domain.tables.service import MatchTables

#: The shape of a game id (a URL's, or a token's first part).
GAME_ID_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")


def is_game_id(text: str) -> bool:
    """Whether ``text`` has the shape of a game id: 1 to 64 letters, digits, ``_`` or ``-``."""
    return 0 < len(text) <= 64 and GAME_ID_CHARS.issuperset(text)


@dataclass(frozen=True, slots=True, kw_only=True)
class CommandAnswer:
    """What ``POST .../commands`` answers: the version reached (a match's: the table's), the bearer's view (of
    the whole match), the events the command made as the bearer sees them, and whether it was a replay of a
    command id applied before."""

    game: str
    version: int
    #: None (and no events) when the caller asked for none (``minimal``): only that the command was applied.
    view: JsonDict | None
    events: list[Shown]
    duplicate: bool
    #: The key of the table of a match the command went to (None: a game at one table).
    table: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class LegalAnswer:
    """What ``GET .../legal-commands`` answers: the seat, the version its commands hold for (a match's: the seat's
    table's), and the commands themselves, listed only when asked (a conditional request that finds them unchanged
    needs none): ``listed()`` answers them, and with ``compact`` the plays of a game that groups them as
    ``play_groups`` (else None)."""

    game: str
    seat: int
    version: int
    listed: Callable[[], tuple[list[JsonDict], list[JsonDict] | None]]
    #: Which cards a listed play stands for besides its own (``domain.game.EquivalentCards``).
    equivalent_cards: str = "exact"
    #: In a match: True, and ``table`` is the seat's table (None while it sits out or once the match is over).
    match: bool = False
    table: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class ViewAnswer:
    """What ``GET /v1/games/{id}`` answers: a number that grows with every change the view may show (for a game
    that waits for players, its lobby's version, counted apart), and the view itself, built only when asked
    (a conditional request that finds it unchanged needs none)."""

    revision: int
    waiting: bool
    build: Callable[[], JsonDict]
    #: For a game where players hold seats: a digest of the names the view shows for them, which change with no
    #: new version (a rename, an erasure), so a cached view is told apart (None: no player holds a seat).
    names: str | None = None
    #: For a finished game: the id of its rematch once a player opened it (else None), which also changes the
    #: view with no new version.
    rematch: str | None = None


class Playing:
    """A player's use cases: the game, the seat, a command, the legal commands."""

    def __init__(
        self,
        *,
        repo: Repository,
        queries: Queries,
        commands: Commands,
        lobbies: Lobbies,
        matches: MatchTables | None = None,
        reads: MatchReads | None = None,
    ) -> None:
        self.repo = repo
        self.queries = queries
        self.commands = commands
        self.lobbies = lobbies
        self.matches = matches
        self.reads = reads
        #: The players whose keys act for the seats they hold (None: a service without players).
        self.players: Players | None = None

    def game(self, game_id: str, *, warm: bool = False) -> Loaded:
        """The game ``game_id`` names at its latest version (``warm``: as this process last saw it, which a
        command may use since its append checks the version); raises ``GameNotFound``, or ``GameWaiting`` for a
        game that waits for players."""
        if not is_game_id(game_id):
            raise GameNotFound(game_id[:64])
        try:
            return self.repo.warm(game_id) if warm else self.repo.load(game_id)
        except GameNotFound:
            waiting = self.lobbies.waiting(game_id)  # read only for an id that names no game
            if waiting is None or waiting.lobby.launched:
                raise
            raise GameWaiting(game_id, waiting.lobby.unfilled, waiting) from None

    def seat(self, loaded: Loaded, token: str | None) -> Viewer:
        """The seat ``token`` holds in ``loaded`` (None for no token: a spectator); raises ``ForeignToken`` for a
        token of another game (started or waiting), else ``UnknownToken`` for one that names no seat."""
        if token is None:
            return None
        if self.players is not None and is_player_key(token):
            return self.player_seat([s.name for s in loaded.record.seats], token)
        seat = self.queries.seat_for_token(loaded, token)
        if seat is not None:
            return seat
        raise self.refusal(loaded.record.game_id, token)

    def player_seat(self, seat_names: Sequence[str | None], key: str) -> int:
        """The seat among ``seat_names`` that the player whose key is ``key`` holds; raises ``UnknownKey`` for
        a key that is not theirs (``Players.authenticate``), ``NotSeated`` when they hold none here."""
        assert self.players is not None
        player = self.players.authenticate(key)
        seat = seat_of_player(seat_names, player.player_id)
        if seat is None:
            raise NotSeated()
        return seat

    def lobby_seat(self, waiting: Waiting, token: str | None) -> Viewer:
        """The seat ``token`` holds in a waiting game (None for no token); raises as ``seat`` does."""
        if token is None:
            return None
        if self.players is not None and is_player_key(token):
            seats = waiting.lobby.seats
            kept = self.player_seat([s.name for s in seats], token)
            # A seat kept for the player in a rematch is theirs once they take it (``Lobbies.rematch``): until
            # then they see the rematch as anyone does.
            return kept if seats[kept].token_hash == HELD_BY_PLAYER else None
        seat = self.lobbies.seat_in_lobby(waiting, token)
        if seat is None:
            raise self.refusal(waiting.game_id, token)
        return seat

    def refusal(self, game_id: str, token: str) -> ForeignToken | UnknownToken:
        """The refusal of a token that names no seat of ``game_id``."""
        other, dot, _ = token.partition(".")
        if not dot or other == game_id or not is_game_id(other):
            return UnknownToken()
        try:
            loaded = self.repo.load(other)
        except GameNotFound:  # not started: a seat of its lobby, if it waits
            waiting = self.lobbies.waiting(other)
            held = waiting is not None and self.lobbies.seat_in_lobby(waiting, token) is not None
        else:
            held = self.queries.seat_for_token(loaded, token) is not None
        return ForeignToken() if held else UnknownToken()

    def game_view(self, game_id: str, token: str | None) -> ViewAnswer:
        """The game as the bearer of ``token`` may see it (a spectator without one), or its waiting view while it
        waits for players; a match with its tables at one point (``MatchReads.snapshot``)."""
        try:
            loaded = self.game(game_id)
        except GameWaiting as waits:
            waiting = cast(Waiting, waits.waiting)
            viewer = self.lobby_seat(waiting, token)
            return ViewAnswer(
                revision=waiting.lobby.version,
                waiting=True,
                build=lambda: self.lobbies.waiting_view(waiting, viewer),
                names=_digest(self.lobbies.shown(waiting)),
            )
        seat = self.seat(loaded, token)
        if self.repo.tabled(loaded) is not None:
            loaded = self._matches(game_id)[1].snapshot(loaded)  # the match and its tables at one point
        shown = loaded
        finished = self.repo.game_of(shown).status(shown.state) == "finished"
        return ViewAnswer(
            revision=self.queries.revision(shown),
            waiting=False,
            build=lambda: self.queries.view(shown, seat),
            names=_digest(self.queries.shown(shown)),
            rematch=self.queries.rematch(shown) if finished else None,
        )

    def command(
        self,
        game_id: str,
        token: str,
        parse: Callable[[str], Command],
        key: str | None = None,
        expected_version: int | None = None,
        fingerprint: str | None = None,
        known: Callable[[str], None] | None = None,
        minimal: bool = False,
    ) -> CommandAnswer:
        """Decide one command of the seat ``token`` holds, its body read by ``parse`` (given the game's type),
        and answer the bearer's new view and the events the command made as the bearer sees them (``minimal``:
        neither, only the version reached). ``key``: the request's idempotency key (scoped to the seat);
        ``fingerprint``: the request's, bound to that key; ``known`` is told the game's type as soon as it is
        known (before the token is checked)."""
        loaded = self.game(game_id, warm=True)  # the append checks the version: no read of the stream needed here
        if known is not None:
            known(loaded.record.game)
        seat = self.seat(loaded, token)
        assert seat is not None
        command = parse(loaded.record.game)
        command_id = None if key is None else f"{seat}:{key}"
        if self.repo.tabled(loaded) is None:
            outcome = self.commands.handle_command(game_id, seat, command, command_id, expected_version, fingerprint)
            return self._answer(outcome, seat, minimal)
        matches, reads = self._matches(game_id)
        outcome = matches.handle_command(game_id, seat, command, command_id, expected_version, fingerprint)
        assert outcome.table is not None
        if minimal:
            return _minimal(loaded.record.game, outcome, outcome.table)
        match = self.repo.load(game_id)
        shown = reads.table_events(match, outcome.table, seat, after=outcome.first_version - 1)
        return CommandAnswer(
            game=match.record.game,
            version=outcome.loaded.version,
            view=self.queries.view(match, seat),
            events=[s for s in shown if s.version <= outcome.last_version],
            duplicate=outcome.duplicate,
            table=outcome.table,
        )

    def attend(
        self,
        game_id: str,
        token: str,
        command: ReturnSeat | StepAway | Resign,
        seat: int | None = None,
        key: str | None = None,
        expected_version: int | None = None,
        fingerprint: str | None = None,
        known: Callable[[str], None] | None = None,
        minimal: bool = False,
    ) -> CommandAnswer:
        """Hand the seat ``token`` holds to the autopilot, take it back, or resign it (``domain.idle``), answered as a
        command is (``minimal`` too); ``seat``: the seat the route names, which must be the token's (else
        ``NotYourSeat``). A game without an idle policy (a match at several tables, or one made before policies)
        refuses it."""
        loaded = self.game(game_id, warm=True)
        if known is not None:
            known(loaded.record.game)
        held = self.seat(loaded, token)
        assert held is not None
        if seat is not None and seat != held:
            raise NotYourSeat(held, seat)
        if not isinstance(self.repo.game_of(loaded), Attended):
            raise IllegalMove(NO_IDLE_POLICY, f"{game_id} has no idle policy (a match at several tables, or a game "
                                              "made before policies): its seats neither step away, return nor resign")
        return self.command(game_id, token, lambda _: command, key, expected_version, fingerprint, minimal=minimal)

    def _answer(self, outcome: Outcome, seat: int, minimal: bool = False) -> CommandAnswer:
        """The answer of a command at one table."""
        loaded = outcome.loaded
        if minimal:
            return _minimal(loaded.record.game, outcome)
        shown = (
            self.queries.redact(loaded, outcome.events, seat)
            if outcome.events
            else self.queries.events(loaded, seat, after=outcome.first_version - 1, upto=outcome.last_version)
        )
        return CommandAnswer(
            game=loaded.record.game,
            version=loaded.version,
            view=self.queries.view(loaded, seat),
            events=shown,
            duplicate=outcome.duplicate,
        )

    def legal_commands(self, game_id: str, token: str, *, compact: bool = False) -> LegalAnswer:
        """Every command the seat ``token`` holds may send now; ``compact``: a game that groups its plays
        (``GroupsPlays``) answers them as groups. In a match, the seat's table answers for its local seat
        there (the version is the table's)."""
        loaded = self.game(game_id)
        seat = self.seat(loaded, token)
        assert seat is not None
        return self.legal_for(loaded, seat, compact=compact)

    def legal_for(self, loaded: Loaded, seat: int, *, compact: bool = False) -> LegalAnswer:
        """``legal_commands`` of ``seat`` in the game (or match) as ``loaded`` holds it: what a stream that carries
        the seat's state sends after each batch it has folded."""
        game_id = loaded.record.game_id
        answer: dict[str, Any] = {"game": loaded.record.game, "seat": seat}
        local = seat
        if self.repo.tabled(loaded) is not None:
            _, reads = self._matches(game_id)
            answer.update(match=True, table=None)
            try:
                key, local, loaded = reads.table_now(loaded, seat)
            except IllegalMove:  # sitting out a tie-break hand, or the match is over: nothing to do
                pass
            else:
                answer["table"] = key
        game = self.repo.game_of(loaded)  # the rules of the game, or of the seat's table
        state = loaded.state
        playing = game.status(state) != "finished" and not (answer.get("match") and answer["table"] is None)

        def listed() -> tuple[list[JsonDict], list[JsonDict] | None]:
            commands: list[Command] = []
            groups: list[JsonDict] = []
            if playing and compact and isinstance(game, GroupsPlays):
                commands, groups = game.legal_groups(state, local)
            elif playing:
                commands = game.legal_commands(state, local)
            return [command_body(c) for c in commands], groups if compact else None

        return LegalAnswer(
            version=loaded.version,
            listed=listed,
            equivalent_cards=game.info.equivalent_cards,
            **answer,
        )

    def _matches(self, game_id: str) -> tuple[MatchTables, MatchReads]:
        """The multi-table component, for a match; raises when this service plays none."""
        if self.matches is None or self.reads is None:
            raise LookupError(f"{game_id} is a match, and this service plays no matches at several tables")
        return self.matches, self.reads


def _minimal(game: str, outcome: Outcome, table: str | None = None) -> CommandAnswer:
    """The answer of a command that was asked for no view: the version it reached (a match's: its table's)."""
    return CommandAnswer(
        game=game, version=outcome.loaded.version, view=None, events=[], duplicate=outcome.duplicate, table=table
    )


def _digest(shown: dict[str, str]) -> str | None:
    """A short digest of the names shown for players' stand-ins (None when there are none)."""
    if not shown:
        return None
    return hashlib.sha256(repr(sorted(shown.items())).encode()).hexdigest()[:12]
