"""No view, event, legal command or error that a seat receives holds another seat's hidden cards, and a
spectator sees no hidden card at all."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from domain.games.bombs.combos import sort_cards

if TYPE_CHECKING:
    from tests.api.conftest import Http

RANKS = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
DECK = [r + s for r in RANKS for s in "CDHS"] + ["BJ", "RJ"]


def full_deal(seed: int) -> dict[str, Any]:
    """The whole deck dealt to 4 seats (14, 14, 13, 13), shuffled by ``seed``; seat 0 deals."""
    cards = DECK[:]
    random.Random(seed).shuffle(cards)
    sizes = (14, 14, 13, 13)
    starts = [sum(sizes[:i]) for i in range(4)]
    return {"hands": [sort_cards(cards[a : a + n]) for a, n in zip(starts, sizes, strict=True)], "dealer": 0}


def strings_in(value: Any) -> Iterator[str]:
    """Every string anywhere in a JSON value (keys included)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def words_in(value: Any) -> set[str]:
    """Every string, and every space-separated word of every string, in a JSON value."""
    out: set[str] = set()
    for text in strings_in(value):
        out.add(text)
        out.update(text.replace(",", " ").replace(":", " ").replace("(", " ").replace(")", " ").split())
    return out


def everything_seen(http: Http, game_id: str, token: str | None) -> set[str]:
    """The words in the view, the events and (for a seat) the legal commands that ``token`` receives."""
    headers = http.bearer(token) if token else {}
    seen = words_in(http.client.get(f"/v1/games/{game_id}", headers=headers).get_json())
    seen |= words_in(http.client.get(f"/v1/games/{game_id}/events", headers=headers).get_json())
    if token:
        seen |= words_in(http.client.get(f"/v1/games/{game_id}/legal-commands", headers=headers).get_json())
    return seen


def assert_nobody_sees_others_cards(http: Http, game_id: str, tokens: dict[int, str]) -> None:
    """Each seat sees only its own hand; the spectator sees no hand."""
    hands = {seat: set(http.view(game_id, token)["hand"]) for seat, token in tokens.items()}
    for seat, token in tokens.items():
        seen = everything_seen(http, game_id, token)
        assert hands[seat] <= seen
        for other, hand in hands.items():
            if other != seat:
                assert not hand & seen, (seat, other, sorted(hand & seen))
    spectator = everything_seen(http, game_id, None)
    assert not set().union(*hands.values()) & spectator


def test_views_events_and_refusals_never_show_another_seats_cards(http: Http) -> None:
    """Through a stretch of random legal play, every viewer's whole picture is checked after every command."""
    created = http.create(options={"window_ms": 0, "hands": 1}, deal=full_deal(seed=5))
    game_id, tokens = created["id"], http.tokens(created)
    assert created["view"]["hand"] is None
    assert not set(DECK) & words_in(created["view"])
    rng = random.Random(11)
    for _ in range(12):
        assert_nobody_sees_others_cards(http, game_id, tokens)
        public = public_cards(http, game_id)
        for token in tokens.values():
            hidden = set(DECK) - set(http.view(game_id, token)["hand"]) - public
            sent = sorted(hidden)[:2]
            for bad in ({"type": "play", "cards": sent}, {"type": "accept"}):
                response = http.command(game_id, token, bad)
                assert response.status_code == 422
                assert not (hidden - set(sent)) & words_in(response.get_json())
        seat = http.view(game_id)["turn"]
        if seat is None:
            break
        listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[seat]))
        answer = http.command(game_id, tokens[seat], rng.choice(listed.get_json()["commands"]))
        assert answer.status_code == 200


def public_cards(http: Http, game_id: str) -> set[str]:
    """Cards anyone may know: those played so far."""
    events = http.client.get(f"/v1/games/{game_id}/events").get_json()["events"]
    return {card for e in events if e["type"] == "CardsPlayed" for card in e["data"]["cards"]}


def test_a_finished_game_shows_every_hand_to_everyone(http: Http) -> None:
    """Once the game ends nothing is hidden any more, as the rules module promises."""
    deal = {"hands": [["3C"], ["4C", "5C"], ["6C", "7C"]], "dealer": 0}
    created = http.create(
        players=[{"name": "a"}, {"name": "b"}, {"name": "c"}], options={"window_ms": 0, "hands": 1}, deal=deal
    )
    game_id, tokens = created["id"], http.tokens(created)
    finished = None
    script = [(0, ["3C"]), (1, ["4C"]), (2, ["6C"]), (1, None), (2, ["7C"])]
    for seat, cards in script:
        body = {"type": "pass"} if cards is None else {"type": "play", "cards": cards}
        response = http.command(game_id, tokens[seat], body)
        assert response.status_code == 200, response.get_json()
        finished = response.get_json()["view"]
    assert finished is not None and finished["status"] == "finished"
    assert http.view(game_id)["hands"][1] == ["5C"]
    dealt = next(
        e
        for e in http.client.get(f"/v1/games/{game_id}/events").get_json()["events"]
        if e["type"] == "HandDealt"
    )
    assert dealt["data"]["hands"] == deal["hands"]


def test_the_seed_is_revealed_only_once_the_game_ends_and_matches_its_commitment(http: Http) -> None:
    """docs/rules.md §0: only the seed's SHA-256 is public while the game runs; the seed itself once it ends."""
    deal = {"hands": [["3C"], ["4C", "5C"], ["6C"]], "dealer": 0}
    created = http.create(
        players=[{"name": "a"}, {"name": "b"}, {"name": "c"}], options={"window_ms": 0, "hands": 1}, deal=deal
    )
    game_id, tokens = created["id"], http.tokens(created)
    assert created["view"]["seed"] is None
    assert http.view(game_id, tokens[0])["seed"] is None
    for seat, cards in [(0, ["3C"]), (1, ["4C"]), (2, ["6C"])]:
        response = http.command(game_id, tokens[seat], {"type": "play", "cards": cards})
        assert response.status_code == 200, response.get_json()
    view = http.view(game_id)
    assert view["status"] == "finished"
    assert hashlib.sha256(bytes.fromhex(view["seed"])).hexdigest() == view["seed_sha256"]
