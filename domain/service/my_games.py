"""Each player's lists of games ("my games"): kept as the games move, read a page at a time.

The lists are an index beside the streams, which stay the truth: every state a game reaches is scheduled
through ``Scheduling.schedule``, which tells ``reached``; a lobby's joins and leaves tell ``lobby`` and ``left``.
A game is ranked in the active list by the time it last moved, and first of all while the player owes it a
decision (``OWES``). A process that died between an append and its index write leaves an entry behind, so a page
checks every game it answers against its stream and moves, or drops, each one it finds elsewhere."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from domain.errors import GameNotFound, IllegalMove
from domain.game import JsonDict
from domain.idle import is_abandoned, resigned
from domain.players.identity import player_of
from domain.players.naming import named
from domain.players.places import NoPlaces, places_of
from domain.players.player import Player
from domain.ports import Clock, FeedNote, IndexedGame, PlayerGames, PlayerStore
from domain.service.lobbies import Lobbies
from domain.service.players import Naming, seat_of_player
from domain.service.repository import Repository
from domain.tables.rules import match_rules
from domain.values import Loaded, Waiting

if TYPE_CHECKING:
    from domain.tables.reads import MatchReads

log = logging.getLogger(__name__)

#: Added to the score of a game that awaits the player, so that it ranks above every game that does not
#: (scores are otherwise times in ms, below 10^13 until the year 2286).
OWES = 10**13
#: The most games one page holds.
MAX_PAGE = 100


class MyGames:
    """The lists of each player's games (``PlayerStore.index_games``), and pages of them as summaries."""

    def __init__(
        self,
        *,
        repo: Repository,
        store: PlayerStore,
        lobbies: Lobbies,
        naming: Naming,
        clock: Clock,
        reads: MatchReads | None = None,
    ) -> None:
        self.repo = repo
        self.store = store
        self.lobbies = lobbies
        self.naming = naming
        self.clock = clock
        self.reads = reads

    # -- kept as games move ----------------------------------------------------------------------------------

    def reached(self, before: Loaded | None, after: Loaded) -> None:
        """A game (or a table of a match) went from ``before`` (None: it was just created or dealt) to
        ``after``: rank it in the lists of its players, and note in each player's feed what changed for them:
        the game started, it awaits them now (their turn, a decision, a window they may act in), it finished."""
        seated = [(seat, player_of(s.name)) for seat, s in enumerate(after.record.seats)]
        players = [(seat, p) for seat, p in seated if p is not None]
        if not players:
            return
        game_id, _, table = after.record.game_id.partition(":")  # a table's players list its match
        game = self.repo.game_of(after)
        status = game.status(after.state)
        finished = status == "finished" and not table
        awaiting = set() if status != "active" else set(game.awaiting(after.state))
        now = self.clock.now_ms()
        self.store.index_games(
            [
                IndexedGame(
                    player_id=player,
                    game_id=game_id,
                    status="finished" if finished else "active",
                    score=now + (OWES if seat in awaiting else 0),
                    version=None if table else after.version,  # a table counts its versions apart from its match
                )
                for seat, player in players
            ]
        )
        self.store.notify(self._notes(before, after, players, awaiting, now))

    def _notes(
        self, before: Loaded | None, after: Loaded, players: list[tuple[int, str]], awaiting: set[int], now: int
    ) -> list[FeedNote]:
        """What changed for each player from ``before`` to ``after`` (``reached``)."""
        game = self.repo.game_of(after)
        game_id, _, table = after.record.game_id.partition(":")
        status = game.status(after.state)
        was = None if before is None else game.status(before.state)
        awaited = set() if before is None or was != "active" else set(game.awaiting(before.state))
        places: list[int] | None = None
        notes: list[FeedNote] = []
        for seat, player in players:
            base = {"game_id": game_id, "game": after.record.game, "seat": seat, "version": after.version}
            if table:
                base["table"] = table  # ``seat`` is the player's seat at that table
            if status == "finished" and not table and was != "finished":
                if places is None:
                    places = self._places(after)
                place = None if not places else places[seat]
                data = {**base, "place": place, "abandoned": is_abandoned(game, after.state)}
                notes.append(FeedNote(player_id=player, type="game-finished", data=data, at_ms=now))
            elif status == "active" and before is None and not table:
                notes.append(FeedNote(player_id=player, type="game-started", data=base, at_ms=now))
            if seat in awaiting and seat not in awaited:
                deadlines = [{"key": t.key, "due_ms": t.due_ms} for t in game.timers(after.state)]
                data = {**base, "deadlines": deadlines}
                notes.append(FeedNote(player_id=player, type="your-move", data=data, at_ms=now))
        return notes

    def _places(self, finished: Loaded) -> list[int]:
        """Each seat's place in a finished game (empty when its result has no finishing order)."""
        game = self.repo.game_of(finished)
        try:
            result = game.view(finished.state, None)["result"]
            return places_of(result, len(finished.record.seats), resigned(game, finished.state))
        except NoPlaces:  # an abandoned game's, too
            return []

    def lobby(self, waiting: Waiting) -> None:
        """A lobby as a creation or a join left it: its players wait in it (its launch is ``reached``)."""
        if waiting.lobby.launched:
            return
        now = self.clock.now_ms()
        entries = [
            IndexedGame(player_id=player, game_id=waiting.game_id, status="waiting", score=now)
            for seat in waiting.lobby.seats
            if seat.name and (player := player_of(seat.name)) is not None
        ]
        self.store.index_games(entries)

    def left(self, game_id: str, seat_name: str) -> None:
        """The seat ``seat_name`` of a waiting game was left: off its player's lists."""
        player = player_of(seat_name)
        if player is not None:
            self.store.index_games([IndexedGame(player_id=player, game_id=game_id, status=None, score=0)])

    # -- read -----------------------------------------------------------------------------------------------

    def page(
        self, player_id: str, status: PlayerGames, cursor: str | None, limit: int, *, public: bool = False
    ) -> tuple[list[JsonDict], str | None]:
        """One page of the player's list ``status`` as summaries (those awaiting the player first, then the
        latest moved), and the cursor of the next. A game found elsewhere than the list says is moved there.
        ``public``: leave out the private games (a page others see)."""
        ids, after = self.store.player_games(player_id, status, cursor, min(limit, MAX_PAGE))
        out: list[JsonDict] = []
        moved: list[IndexedGame] = []
        games = self.repo.load_many(ids) if status != "waiting" else {}  # read together: one round trip
        for game_id in ids:
            summary = self._summary(player_id, game_id, games.get(game_id))
            if summary is None or summary["status"] != status:
                moved.append(self._where(player_id, game_id, summary))
                continue
            if not (public and summary["private"]):
                out.append(summary)
        if moved:
            self.store.index_games(moved)
        # The names of every player of the page, read together (the same players sit in many of its games).
        shown = self.naming.shown(seat["name"] for summary in out for seat in summary["seats"] if seat["name"])
        return [named(summary, shown) for summary in out], after

    def _where(self, player_id: str, game_id: str, summary: JsonDict | None) -> IndexedGame:
        """Where a game a list held out of place belongs (status None: on no list)."""
        if summary is None:
            return IndexedGame(player_id=player_id, game_id=game_id, status=None, score=0)
        score = self.clock.now_ms() + (OWES if summary["your_move"] else 0)
        version = None if summary["status"] == "waiting" else summary["version"]  # a lobby counts apart
        return IndexedGame(
            player_id=player_id, game_id=game_id, status=summary["status"], score=score, version=version
        )

    def _summary(self, player_id: str, game_id: str, loaded: Loaded | None = None) -> JsonDict | None:
        """The game as a list shows it to ``player_id`` (``loaded``: read already; None: not a game, or not read):
        its type, status, the player's seat, the seats it awaits (for a match: the player's, while their table
        awaits them) and whether it awaits the player, its version, and its seats, players by their stand-ins;
        None when the player holds no seat of it (left, or never)."""
        if loaded is None:
            try:
                loaded = self.repo.load(game_id)
            except GameNotFound:
                waiting = self.lobbies.waiting(game_id)
                if waiting is None or waiting.lobby.launched:
                    return None
                return self._waiting(player_id, waiting)
        seat = seat_of_player([s.name for s in loaded.record.seats], player_id)
        if seat is None:
            return None
        game = self.repo.game_of(loaded)
        status = game.status(loaded.state)
        awaiting = self._awaiting(loaded, seat) if status == "active" else []
        seats = [{"seat": i, "name": s.name, "bot": s.bot is not None} for i, s in enumerate(loaded.record.seats)]
        body: JsonDict = {
            "id": game_id,
            "game": loaded.record.game,
            "match": self.repo.tabled(loaded) is not None,
            "private": loaded.record.private,
            "status": status,
            "seat": seat,
            "awaiting": awaiting,
            "your_move": seat in awaiting,
            "version": loaded.version,
            "created_ms": loaded.record.created_ms,
            "last_move_ms": loaded.at_ms,
            "seats": seats,
        }
        return body

    def _awaiting(self, loaded: Loaded, seat: int) -> list[int]:
        """The seats ``loaded`` awaits; of a match, the player's ``seat`` alone, while their table awaits it."""
        if self.repo.tabled(loaded) is None:
            return sorted(self.repo.game_of(loaded).awaiting(loaded.state))
        if self.reads is None:
            return []
        try:
            _, local, table = self.reads.table_now(loaded, seat)
        except IllegalMove:  # sitting out, or the match is over
            return []
        return [seat] if local in self.repo.game_of(table).awaiting(table.state) else []

    def _waiting(self, player_id: str, waiting: Waiting) -> JsonDict | None:
        seats = waiting.lobby.seats
        seat = seat_of_player([s.name for s in seats], player_id)
        if seat is None:
            return None
        body: JsonDict = {
            "id": waiting.game_id,
            "game": waiting.record.game,
            "match": match_rules(self.repo.games[waiting.record.game], len(seats)) is not None,
            "private": waiting.lobby.private,
            "status": "waiting",
            "seat": seat,
            "awaiting": [],
            "your_move": False,
            "version": waiting.lobby.version,
            "created_ms": waiting.record.created_ms,
            "last_move_ms": None,
            "seats": [{"seat": i, "name": s.name, "bot": s.bot is not None} for i, s in enumerate(seats)],
        }
        return body


#: How many of a player's last finished games a profile lists.
PROFILE_GAMES = 10


@dataclass(frozen=True, slots=True, kw_only=True)
class Profile:
    """A player as a profile shows them: the player, how many games each of their lists holds, and their last
    finished games as summaries (``MyGames.summary``)."""

    player: Player
    counts: dict[PlayerGames, int]
    finished: list[JsonDict]


def profile(mine: MyGames, player: Player, *, public: bool) -> Profile:
    """The profile of ``player``; ``public``: as others see it (no private game)."""
    finished, _ = mine.page(player.player_id, "finished", None, PROFILE_GAMES, public=public)
    return Profile(player=player, counts=mine.store.player_game_counts(player.player_id), finished=finished)
