"""``equivalent_cards`` (domain/game.py ``EquivalentCards``): the legal-commands answer and the game types say which
other cards a listed play stands for, and the server accepts those cards as it says."""

from __future__ import annotations

from typing import TYPE_CHECKING

from domain.games import GAMES

if TYPE_CHECKING:
    from tests.api.conftest import Http

#: Where the seat of ``DEAL`` leading holds a pair listed with other suits than a pair it may play.
SIXES = {
    "hands": [
        ["3C", "6C", "6D", "6H", "QS"],
        ["3D", "5C", "KH", "2S"],
        ["4C", "7C", "8C", "AH"],
        ["4D", "9C", "9D", "JH"],
    ],
    "dealer": 3,
}


def test_every_game_type_says_which_cards_its_listed_plays_stand_for(http: Http) -> None:
    types = http.client.get("/v1/game-types").get_json()["game_types"]
    said = {t["slug"]: t["equivalent_cards"] for t in types}
    assert said == {slug: game.info.equivalent_cards for slug, game in GAMES.items()}
    assert said["bombs"] == "same-ranks"
    assert said["exploding-aces"] == "same-ranks-except-flushes"
    assert said["haggis"] == said["bombs-away"] == "exact"


def test_a_pair_of_other_suits_than_the_listed_one_is_accepted_where_the_answer_says_same_ranks(http: Http) -> None:
    """Bombs lists the pair of sixes once, with the lowest suits; the answer says `same-ranks`, and the sixes of
    the other suits play as that pair."""
    game_id, tokens = http.fixed_game(SIXES)
    listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[0])).get_json()
    assert listed["equivalent_cards"] == "same-ranks"
    pairs = [c for c in listed["commands"] if c["type"] == "play" and len(c["cards"]) == 2]
    assert {"type": "play", "cards": ["6C", "6D"]} in pairs
    assert {"type": "play", "cards": ["6D", "6H"]} not in pairs
    played = http.command(game_id, tokens[0], {"type": "play", "cards": ["6H", "6D"]})
    assert played.status_code == 200, played.get_json()
    assert sorted(http.view(game_id, tokens[0])["hand"]) == ["3C", "6C", "QS"]
