"""Rated games: each game type rated between players and bots from its finishing order, exactly once however
often the rating runs, a run that dies midway finished by the next, and the leaderboards."""

from __future__ import annotations

import random
from typing import Any

import pytest

from domain.game import PlayerSpec
from domain.games import GAMES
from domain.games.bombs import GAME as BOMBS
from domain.players.identity import KeyHolder
from domain.players.rating import MU
from domain.service import GameService
from domain.service.ratings import MIN_RATED_GAMES, bot_player
from domain.tables.ref import table_id
from eventstore.connection import connect
from eventstore.deadlines import Deadline, Deadlines, Kind
from eventstore.players import RedisPlayerStore
from eventstore.store import RedisEventStore
from settings import Settings
from tests.support.entropy import SeededEntropy
from tests.support.playing import DrivenByTheTest, play_everything
from tests.workers.support import ManualClock


def rated_service(
    settings: Settings, clock: ManualClock, seed: str, players: RedisPlayerStore | None = None
) -> GameService:
    client = connect(settings)
    return GameService(
        store=RedisEventStore(client, settings.key_prefix),
        scheduler=DrivenByTheTest(),
        clock=clock,
        entropy=SeededEntropy(seed),
        games=GAMES,
        players=players or RedisPlayerStore(client, settings.key_prefix),
    )


def rated_game(
    service: GameService, slug: str, keys: list[str], bots: int, options: dict[str, Any] | None = None
) -> str:
    """A rated game of ``slug``: the player of ``keys[0]`` creates it, the others join, ``bots`` random bots."""
    seats: list[Any] = [KeyHolder(), *([None] * (len(keys) - 1)), *[PlayerSpec(name="b", bot="random")] * bots]
    created = service.create_game(slug, seats, options, key=keys[0], rated=True)
    for key in keys[1:]:
        service.join(created.game_id, None, key=key)
    return created.game_id


def rated_events(service: GameService, player_id: str, game_id: str) -> list[dict[str, Any]]:
    assert service.players is not None
    return [e.data for e in service.players.store.player_events(player_id) if e.data.get("game_id") == game_id]


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_rated_game_of_each_type_moves_every_rating_once_by_the_finishing_order(
    settings: Settings, slug: str
) -> None:
    clock = ManualClock(now=1_000_000)
    service = rated_service(settings, clock, f"rated-{slug}")
    ann, bo = service.register_player("ann"), service.register_player("bo")
    info = GAMES[slug].info
    bots = max(1, info.min_players - 2)
    game_id = rated_game(service, slug, [ann.key, bo.key], bots, {"hands": 1} if slug == "bombs" else None)
    play_everything(service, clock, game_id, seed=3)
    assert service.rate(game_id) is True
    assert service.rate(game_id) is False  # done: nothing moves again
    record = service.game_ratings(game_id)
    assert record is not None
    changes = record["changes"]
    assert isinstance(changes, list)
    subjects = [ann.player.player_id, bo.player.player_id, *[bot_player("random")] * bots]
    assert [c["player"] for c in changes] == subjects
    best = min(c["place"] for c in changes)
    worst = max(c["place"] for c in changes)
    for change in changes:
        if change["place"] == best and best != worst:
            assert change["mu_delta"] > 0
        if change["place"] == worst and best != worst:
            assert change["mu_delta"] < 0
        assert change["sigma_delta"] < 0  # every game played makes a rating surer
    for player, change in zip((ann, bo), changes, strict=False):
        (event,) = rated_events(service, player.player.player_id, game_id)
        assert event["place"] == change["place"]
        rating = service.player_me(player.key).player.rating(slug)
        assert rating.games == 1 and rating.mu == pytest.approx(MU + change["mu_delta"])
    assert service.player_profile(bot_player("random")).player.rating(slug).games == 1


class DiesOnTheSecondChange(RedisPlayerStore):
    """A store whose process dies (an exception) right after the first rating change of a game is appended."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self.appended = 0

    def append_player(self, *args: Any, **kwargs: Any) -> bool:
        if kwargs.get("once"):
            self.appended += 1
            if self.appended == 2:
                raise ConnectionError("the worker died")
        return super().append_player(*args, **kwargs)


def test_a_rating_that_dies_midway_is_finished_by_the_next_run_each_change_once(settings: Settings) -> None:
    clock = ManualClock(now=2_000_000)
    dying = DiesOnTheSecondChange(connect(settings), settings.key_prefix)
    service = rated_service(settings, clock, "rated-dies", players=dying)
    keys = [service.register_player(n) for n in ("ann", "bo", "cy")]
    game_id = rated_game(service, "bombs", [k.key for k in keys], 0, {"hands": 1})
    play_everything(service, clock, game_id, seed=5)
    with pytest.raises(ConnectionError):
        service.rate(game_id)
    first = service.game_ratings(game_id)
    again = rated_service(settings, clock, "rated-dies-again")
    assert again.rate(game_id) is True
    assert again.game_ratings(game_id) == first  # computed once: the second run reads what the first kept
    for keyed, change in zip(keys, first["changes"], strict=True):  # type: ignore[index]
        assert len(rated_events(again, keyed.player.player_id, game_id)) == 1
        rating = again.player_me(keyed.key).player.rating("bombs")
        assert rating.mu == pytest.approx(MU + change["mu_delta"])
    assert again.rate(game_id) is False


def test_the_leaderboard_ranks_players_with_enough_rated_games_by_conservative_rating(settings: Settings) -> None:
    clock = ManualClock(now=3_000_000)
    service = rated_service(settings, clock, "rated-board")
    ann, bo = service.register_player("ann"), service.register_player("bo")
    for game in range(MIN_RATED_GAMES):
        game_id = rated_game(service, "bombs", [ann.key, bo.key], 1, {"hands": 1})
        play_everything(service, clock, game_id, seed=game)
        service.rate(game_id)
        leaders, total = service.leaderboard("bombs", 0, 10)
        if game < MIN_RATED_GAMES - 1:
            assert total == 0 and leaders == []
    leaders, total = service.leaderboard("bombs", 0, 10)
    assert total == 3
    assert [e["rank"] for e in leaders] == [1, 2, 3]
    ratings = [e["rating"] for e in leaders]
    assert ratings == sorted(ratings, reverse=True)
    assert {e["player"]["id"] for e in leaders} == {ann.player.player_id, bo.player.player_id, bot_player("random")}
    service.erase_player(ann.key)
    leaders, total = service.leaderboard("bombs", 0, 10)
    assert ann.player.player_id not in {e["player"]["id"] for e in leaders} and total == 2


def test_an_unrated_or_running_game_is_not_rated(settings: Settings) -> None:
    clock = ManualClock(now=4_000_000)
    service = rated_service(settings, clock, "unrated")
    ann = service.register_player("ann")
    plain = service.create_game(
        "bombs", [KeyHolder(), PlayerSpec(name="b", bot="random"), PlayerSpec(name="c", bot="random")], key=ann.key
    )
    assert service.rate(plain.game_id) is False
    running = rated_game(service, "bombs", [ann.key], 2)
    assert service.rate(running) is False and service.game_ratings(running) is None


def test_a_rated_match_at_several_tables_is_rated_on_its_final_standings_and_listed_finished(
    settings: Settings,
) -> None:
    clock = ManualClock(now=5_000_000)
    service = rated_service(settings, clock, "rated-match")
    ann = service.register_player("ann")
    specs = [KeyHolder(), *[PlayerSpec(name=f"b{i}", bot="random") for i in range(1, 7)]]
    match_id = service.create_game("bombs", specs, {"window_ms": 0, "hands": 2}, key=ann.key, rated=True).game_id
    rng = random.Random(1)
    for _ in range(6000):
        match = service.load(match_id)
        if match.state.finished:
            break
        for key, table in service.tables_of(match).items():
            players = next(t.players for t in match.state.tables if t.key == key)
            for local in BOMBS.awaiting(table.state):
                if players[local] == 0:
                    service.handle_command(match_id, 0, rng.choice(BOMBS.legal_commands(table.state, local)))
                else:
                    service.play_bot(table_id(match_id, key), local, table.version)
    assert service.load(match_id).state.finished
    assert service.player_me(ann.key).counts == {"waiting": 0, "active": 0, "finished": 1}
    assert service.rate(match_id) is True
    record = service.game_ratings(match_id)
    assert record is not None
    places = [c["place"] for c in record["changes"]]  # type: ignore[union-attr]
    assert len(places) == 7 and min(places) == 1
    assert service.player_me(ann.key).player.rating("bombs").games == 1


def test_the_append_that_ends_a_rated_game_enters_its_rating_for_the_sweeper(settings: Settings) -> None:
    """Rated even when the process that ended the game dies before it asks a worker: the rating's sweeper entry
    is written by the very append that ends the game (the scheduler here asks nobody)."""
    clock = ManualClock(now=6_000_000)
    service = rated_service(settings, clock, "rated-backstop")
    ann = service.register_player("ann")
    game_id = rated_game(service, "bombs", [ann.key], 2, {"hands": 1})
    play_everything(service, clock, game_id, seed=4)
    deadlines = Deadlines(connect(settings), settings.key_prefix)
    due = [Deadline.decode(entry.member) for entry in deadlines.due(10**15, 100)]
    assert Deadline(kind=Kind.RATE, game_id=game_id, target="", version=0) in due
    assert service.rate(game_id) is True  # what the sweeper does with it
