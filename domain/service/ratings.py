"""Rating a finished rated game, exactly once, and the leaderboards.

Every seat of a rated game is held by a player or a bot, and each bot policy is a player too (``bot_player``:
``p-bot-<policy>``, named "<policy> bot", with no key), so people see how strong each bot is. ``rate`` runs in a
worker once the game is over (``Scheduler.schedule_rating``; the sweeper runs it again if that worker died):

1. what the game does to each rating is computed once, from the ratings as they stand, and kept beside the
   game (``PlayerStore.keep_rating_record``: the first writer wins, so every later run reads the same);
2. each change is appended to its player's stream marked with the game's id and seat, which the player keeps,
   so an append that comes again (a run after a worker died midway) appends nothing.

A change moves the rating as it stands when it is applied, so two games of one player rated at once both count.
The leaderboard of a game type ranks players with at least ``MIN_RATED_GAMES`` rated games by their conservative
rating (``Rating.ordinal``)."""

from __future__ import annotations

from typing import Any

from domain.errors import GameNotFound, VersionConflict
from domain.game import JsonDict
from domain.idle import is_abandoned, resigned
from domain.players import player as rules
from domain.players.identity import player_of
from domain.players.places import places_of
from domain.players.player import Player, PlayerCreated
from domain.players.rating import Change, Rating, changes
from domain.ports import FeedNote, PlayerStore
from domain.service.players import BOT_PLAYERS, Players
from domain.service.repository import Repository

#: How many rated games of a type a player needs to be on its leaderboard.
MIN_RATED_GAMES = 3
#: The most entries one page of a leaderboard holds.
MAX_PAGE = 100


def bot_player(policy: str) -> str:
    """The player id of the bots of ``policy``."""
    return BOT_PLAYERS + policy


class Ratings:
    """Rates finished rated games, and answers the leaderboards."""

    def __init__(self, *, repo: Repository, store: PlayerStore, players: Players, max_attempts: int = 8) -> None:
        self.repo = repo
        self.store = store
        self.players = players
        self.max_attempts = max_attempts

    def rate(self, game_id: str) -> bool:
        """Rate the game ``game_id`` if it is rated and finished; True when a rating moved now (False when there
        was nothing to do, or all of it was done before)."""
        try:
            loaded = self.repo.load(game_id)
        except GameNotFound:
            return False
        game = self.repo.game_of(loaded)
        if not loaded.record.rated or game.status(loaded.state) != "finished" or is_abandoned(game, loaded.state):
            return False  # an abandoned game is not rated (docs/rules.md §0.1)
        record = self.store.rating_record(game_id)
        if record is None:
            subjects = [player_of(s.name) or bot_player(s.bot or "") for s in loaded.record.seats]
            result = game.view(loaded.state, None)["result"]
            places = places_of(result, len(subjects), resigned(game, loaded.state))
            record = self.store.keep_rating_record(game_id, self._computed(loaded.record.game, subjects, places))
        moved = False
        for entry in record["changes"]:
            change = Change(place=entry["place"], mu_delta=entry["mu_delta"], sigma_delta=entry["sigma_delta"])
            moved = self._apply(entry["player"], record["game"], game_id, entry["seat"], change) or moved
        return moved

    def record(self, game_id: str) -> JsonDict | None:
        """What the rated game ``game_id`` did to each rating, once computed (None before, or when unrated)."""
        return self.store.rating_record(game_id)

    def _computed(self, game: str, subjects: list[str], places: list[int]) -> dict[str, Any]:
        found = self.store.players(subjects)
        ratings = [_standing(found[s], game) for s in subjects]
        moved = changes(ratings, places)
        return {
            "game": game,
            "changes": [
                {
                    "seat": seat,
                    "player": subject,
                    "place": change.place,
                    "mu_before": rating.mu,
                    "sigma_before": rating.sigma,
                    "mu_delta": change.mu_delta,
                    "sigma_delta": change.sigma_delta,
                }
                for seat, (subject, rating, change) in enumerate(zip(subjects, ratings, moved, strict=True))
            ],
        }

    def _apply(self, player_id: str, game: str, game_id: str, seat: int, change: Change) -> bool:
        """Append ``change`` (of ``seat``) to the player's stream unless it holds it already; then rank them. The
        bots of one policy at several seats of a game count each seat as a result of their own."""
        for _ in range(self.max_attempts):
            player = self.store.player(player_id) or self._bot(player_id)
            if player is None or player.erased_ms is not None:
                return False  # erased since (nothing of them is kept), or never a player
            stored, after = self.players.sealed(player, rules.rate(player, game, game_id, change))
            try:
                appended = self.store.append_player(player_id, player.version, stored, after, once=f"{game_id}#{seat}")
            except VersionConflict:
                continue
            if appended:
                rating = after.rating(game)
                self.store.rank(game, player_id, self._score(self.store.player(player_id), game))
                if not player_id.startswith(bot_player("")):
                    data = {
                        "game_id": game_id,
                        "game": game,
                        "seat": seat,
                        "place": change.place,
                        "mu_delta": change.mu_delta,
                        "sigma_delta": change.sigma_delta,
                        "rating": rating.ordinal,
                        "mu": rating.mu,
                        "sigma": rating.sigma,
                    }
                    self.store.notify([FeedNote(player_id=player_id, type="rated", data=data, at_ms=stored[-1].at_ms)])
            return appended
        raise VersionConflict(player_id, -1, -1)

    @staticmethod
    def _score(player: Player | None, game: str) -> float | None:
        """Where ``player`` belongs on the leaderboard of ``game``: their conservative rating once they have
        played enough rated games of it; None (off it) before, or once erased."""
        if player is None or player.erased_ms is not None:
            return None
        rating = player.rating(game)
        return rating.ordinal if rating.games >= MIN_RATED_GAMES else None

    def _bot(self, player_id: str) -> Player | None:
        """The player of a bot policy, created on its first rated game (None for any other id)."""
        if not player_id.startswith(bot_player("")):
            return None
        policy = player_id.removeprefix(bot_player(""))
        stored, after = self.players.sealed(Player(player_id=player_id), [PlayerCreated(name=f"{policy} bot")])
        self.store.add_player(after, stored)  # False when another worker made it first: read it again
        return self.store.player(player_id)

    def leaderboard(self, game: str, offset: int, limit: int) -> tuple[list[JsonDict], int]:
        """One page of the leaderboard of ``game`` from ``offset``, and how many players it ranks. An entry the
        board holds out of step with its player (erased meanwhile, or two of their games ranked in the other
        order) is put right, and the page read again, so ranks run on without a gap."""
        for _ in range(self.max_attempts):
            entries, size = self.store.leaderboard(game, offset, min(limit, MAX_PAGE))
            found = self.store.players([pid for pid, _ in entries])
            due = {pid: self._score(found[pid], game) for pid, _ in entries}
            wrong = [(pid, due[pid]) for pid, score in entries if due[pid] != score]
            if not wrong:
                break
            for pid, score in wrong:
                self.store.rank(game, pid, score)
        out: list[JsonDict] = []
        for rank, (pid, _score) in enumerate(entries, start=offset + 1):
            player = found[pid]
            if player is None or player.erased_ms is not None:
                continue  # still out of step after every attempt (erased again and again meanwhile): left out
            rating = player.rating(game)
            out.append(
                {
                    "rank": rank,
                    "player": {"id": pid, "name": player.name, "bot": pid.startswith(bot_player(""))},
                    "rating": round(rating.ordinal, 3),
                    "mu": round(rating.mu, 3),
                    "sigma": round(rating.sigma, 3),
                    "games": rating.games,
                }
            )
        return out, size


def _standing(player: Player | None, game: str) -> Rating:
    """A rating as it stands: a newcomer's for a player not made yet (a bot's first game) or erased."""
    return player.rating(game) if player is not None and player.erased_ms is None else Rating()
