"""The player rules: keys and stand-ins, a player's events folded, the refusals of key changes, what views show
for a player's seat, each game's finishing order, and the rating model's direction."""

from __future__ import annotations

import pytest

from domain.players.identity import is_stand_in_shape, parse_key, player_of, stand_in
from domain.players.naming import named, players_in, shown_names
from domain.players.places import NoPlaces, places_of
from domain.players.player import (
    KeyIssued,
    Player,
    PlayerCreated,
    PlayerRefused,
    Rated,
    fold,
    issue_key,
    register,
    rename,
    revoke_key,
)
from domain.players.rating import SIGMA_FLOOR, Change, Rating, changes

PLAYER = "p-abcdefghijkl"


def test_a_player_key_has_two_dots_and_a_seat_token_one() -> None:
    parts = parse_key(f"{PLAYER}.keyidkeyid12.secret")
    assert parts is not None and parts.player_id == PLAYER and parts.key_id == "keyidkeyid12"
    assert parse_key("gameid123456.secret") is None
    assert parse_key(f"{PLAYER}..secret") is None
    assert parse_key(f"{PLAYER}.keyidkeyid12.") is None


def test_a_stand_in_names_its_player_and_a_persons_name_never_does() -> None:
    assert player_of(stand_in(PLAYER)) == PLAYER
    assert player_of("ann") is None and player_of("@ann") is None and player_of("bot-1") is None
    assert is_stand_in_shape("@p-anything") and not is_stand_in_shape("ann @p-")


def test_views_show_each_players_name_now_and_a_deleted_player_once_erased() -> None:
    other = "p-zyxwvutsrqpo"
    shown = shown_names({PLAYER: "ann", other: None})
    body = {"seats": [{"name": stand_in(PLAYER)}, {"name": stand_in(other)}, {"name": "bo"}], "n": 1}
    assert named(body, shown) == {"seats": [{"name": "ann"}, {"name": "deleted player"}, {"name": "bo"}], "n": 1}
    assert body["seats"][0]["name"] == stand_in(PLAYER)  # copied, never changed
    assert players_in(["bo", stand_in(PLAYER), stand_in(PLAYER)]) == [PLAYER]


def test_a_players_events_fold_to_their_name_keys_and_ratings() -> None:
    events = [
        *register("ann", "k1", "h1"),
        KeyIssued(key_id="k2", key_sha256="h2"),
        *rename(Player(player_id=PLAYER, name="ann"), "anna"),
        Rated(game="bombs", game_id="g", place=1, mu_delta=2.0, sigma_delta=-0.5, mu=27.0, sigma=7.8),
    ]
    player = fold(PLAYER, [(v, e, 1000 + v) for v, e in enumerate(events)])
    assert player.name == "anna" and player.version == 4 and player.created_ms == 1000
    assert [k.key_id for k in player.keys] == ["k1", "k2"]
    assert player.rating("bombs") == Rating(mu=27.0, sigma=7.8, games=1)
    assert player.rating("haggis") == Rating()


def test_renaming_to_the_same_name_changes_nothing() -> None:
    assert rename(Player(player_id=PLAYER, name="ann"), "ann") == []
    assert rename(Player(player_id=PLAYER, name="ann"), "bo") != []


def test_the_last_key_cannot_be_revoked_nor_an_unknown_one() -> None:
    one = fold(PLAYER, [(0, PlayerCreated(name="ann"), 0), (1, KeyIssued(key_id="k1", key_sha256="h"), 0)])
    with pytest.raises(PlayerRefused) as last:
        revoke_key(one, "k1")
    assert last.value.code == "last-key" and last.value.status == 409
    with pytest.raises(PlayerRefused) as unknown:
        revoke_key(one, "nope")
    assert unknown.value.code == "key-not-found" and unknown.value.status == 404


def test_a_player_holds_at_most_twenty_keys() -> None:
    full = fold(PLAYER, [(i, KeyIssued(key_id=f"k{i}", key_sha256="h"), 0) for i in range(20)])
    with pytest.raises(PlayerRefused) as refused:
        issue_key(full, "k20", "h")
    assert refused.value.code == "too-many-keys"


@pytest.mark.parametrize(
    ("result", "places"),
    [
        ({"ranking": [1, 0, 2], "ranks": [2, 1, 2], "scores": [5, 9, 5], "winners": [1]}, [2, 1, 2]),  # bombs
        ({"ranking": [1, 0, 2], "scores": [250, 250, 100], "winners": [1]}, [2, 1, 3]),  # haggis: its one winner
        ({"winner": 2, "winners": [2], "wins": [1, 1, 3], "game_winners": [0, 1, 2, 2, 2]}, [2, 2, 1]),  # away
        ({"winner": 1, "eliminated": [2, 0]}, [2, 1, 3]),  # exploding-aces: the last out is second
    ],
)
def test_each_games_result_gives_each_seat_its_place(result: dict[str, object], places: list[int]) -> None:
    assert places_of(result, 3) == places


def test_a_result_without_a_finishing_order_is_refused() -> None:
    with pytest.raises(NoPlaces):
        places_of({"winner": 0}, 2)
    with pytest.raises(NoPlaces):
        places_of({"ranks": [1, 2]}, 3)


def test_the_winner_gains_the_last_loses_and_tied_seats_move_alike() -> None:
    moved = changes([Rating(), Rating(), Rating()], [1, 2, 2])
    assert moved[0].mu_delta > 0 > moved[1].mu_delta
    assert moved[1] == moved[2]
    assert all(c.sigma_delta < 0 for c in moved)


def test_beating_a_stronger_player_gains_more_than_beating_a_weaker_one() -> None:
    upset = changes([Rating(), Rating(mu=35.0, sigma=3.0)], [1, 2])[0].mu_delta
    expected = changes([Rating(), Rating(mu=15.0, sigma=3.0)], [1, 2])[0].mu_delta
    assert upset > expected > 0


def test_a_change_applies_to_the_rating_as_it_stands_and_keeps_some_uncertainty() -> None:
    after = Change(place=1, mu_delta=1.5, sigma_delta=-30.0).applied(Rating(mu=30.0, sigma=2.0, games=4))
    assert after == Rating(mu=31.5, sigma=SIGMA_FLOOR, games=5)
    assert after.ordinal == pytest.approx(31.5 - 3 * SIGMA_FLOOR)
