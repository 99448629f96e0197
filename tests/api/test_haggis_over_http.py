"""Haggis over HTTP: a whole game to 250 by clients that pick from legal-commands, a game of bots played by a
real worker, refusals as problem+json with the rule's code, and hidden cards that stay hidden."""

from __future__ import annotations

import random
import subprocess
import time
from typing import TYPE_CHECKING, Any

from domain.games.haggis.cards import CARDS
from domain.games.haggis.compact import expand
from tests.support.playout import card_strings

if TYPE_CHECKING:
    from tests.api.conftest import Http

MAX_COMMANDS = 5_000
DEADLINE_SECONDS = 120
CODES = frozenset(CARDS)
WILDS = {"J", "Q", "K"}
# A 2-player round: seat 1 leads; blue is out of the pack; the Haggis is known to the test only.
DEAL: dict[str, Any] = {
    "hands": [
        ["2R", "3R", "4R", "7O", "7Y", "9G", "J", "Q", "K"],
        ["5R", "6R", "8O", "8Y", "10G", "J", "Q", "K"],
    ],
    "haggis": ["2G", "3G", "4G"],
    "removed_suit": "B",
    "leader": 1,
}
PEOPLE = [{"name": "ann"}, {"name": "bo"}]


def _create(http: Http, deal: dict[str, Any] | None = DEAL) -> tuple[str, dict[int, str]]:
    created = http.create(players=PEOPLE, deal=deal, game="haggis")
    return created["id"], http.tokens(created)


def test_two_clients_picking_legal_commands_finish_a_game_to_250(http: Http) -> None:
    """Each seat asks for its legal commands and posts one; the game ends with one total highest, at 250+."""
    created = http.create(players=PEOPLE, options={"target": 250}, game="haggis")
    game_id, tokens = created["id"], http.tokens(created)
    rng = random.Random(7)
    view, sent = created["view"], 0
    while view["status"] != "finished":
        assert sent < MAX_COMMANDS, "the game did not finish"
        seat = view["turn"]
        listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[seat]))
        assert listed.status_code == 200
        commands = listed.get_json()["commands"]
        plays = [c for c in commands if c["type"] == "play"]
        # Shed cards fast (the largest plays first) so the test stays short; any listed command is legal.
        body = max(plays, key=lambda c: (len(c["cards"]), rng.random())) if plays and rng.random() < 0.8 else None
        response = http.command(game_id, tokens[seat], body or rng.choice(commands))
        assert response.status_code == 200, response.get_json()
        view = response.get_json()["view"]
        sent += 1
    final = http.view(game_id)
    scores = [s["score"] for s in final["seats"]]
    assert max(scores) >= 250 and scores.count(max(scores)) == 1
    assert final["result"]["winners"] == [scores.index(max(scores))] and final["result"]["scores"] == scores
    events = http.log(game_id)
    assert events[-1]["type"] == "GameFinished"
    assert [e["data"]["scores"] for e in events if e["type"] == "RoundScored"][-1] == scores


def test_three_bots_play_a_whole_game_to_250_with_a_worker(http: Http, worker: subprocess.Popen[bytes]) -> None:
    """Bot seats act through worker jobs from a real deal at 0 points until one total is highest at 250+."""
    created = http.create(players=[{"bot": "random"}] * 3, options={"target": 250}, game="haggis")
    game_id, view = created["id"], created["view"]
    assert [s["score"] for s in view["seats"]] == [0, 0, 0] and view["round"] == 1
    deadline = time.monotonic() + DEADLINE_SECONDS
    while view["status"] != "finished":
        assert worker.poll() is None, "the worker died"
        assert time.monotonic() < deadline, f"not finished in {DEADLINE_SECONDS} s, at version {view['version']}"
        response = http.client.get(f"/v1/games/{game_id}/events?after={view['version']}&wait=2")
        assert response.status_code == 200
        view = http.view(game_id)
    scores = view["result"]["scores"]
    assert max(scores) >= 250 and scores.count(max(scores)) == 1
    assert view["result"]["winners"] == [scores.index(max(scores))]
    events = http.log(game_id)
    rounds = [e["data"] for e in events if e["type"] == "RoundScored"]
    assert len(rounds) >= 2 and rounds[-1]["scores"] == scores
    assert [sum(r["points"][s] for r in rounds) for s in range(3)] == scores


def _refused(http: Http, game_id: str, token: str, body: dict[str, Any], code: str) -> None:
    length = http.stream_length(game_id)
    response = http.command(game_id, token, body)
    assert response.status_code == 422, response.get_data(as_text=True)
    assert response.mimetype == "application/problem+json"
    problem = response.get_json()
    assert problem["code"] == code and problem["status"] == 422 and problem["detail"]
    assert http.stream_length(game_id) == length


def test_illegal_commands_are_problems_with_the_rules_code_and_append_nothing(http: Http) -> None:
    game_id, tokens = _create(http)
    _refused(http, game_id, tokens[1], {"type": "play", "cards": ["5R", "8O"]}, "not-a-combination")
    _refused(http, game_id, tokens[0], {"type": "play", "cards": ["2R"]}, "not-your-turn")
    _refused(http, game_id, tokens[1], {"type": "pass"}, "cannot-pass-lead")
    _refused(http, game_id, tokens[1], {"type": "bet", "amount": 20}, "not-a-bet")
    _refused(http, game_id, tokens[1], {"type": "play", "cards": ["5R"], "kind": "sequence"}, "no-such-reading")
    played = http.command(game_id, tokens[1], {"type": "play", "cards": ["5R", "6R", "J"], "width": 1})
    assert played.status_code == 200, played.get_json()
    _refused(http, game_id, tokens[0], {"type": "play", "cards": ["7O", "7Y"]}, "wrong-kind")
    _refused(http, game_id, tokens[0], {"type": "play", "cards": ["2R", "3R", "4R", "Q"]}, "wrong-shape")
    _refused(http, game_id, tokens[1], {"type": "bet", "amount": 15}, "bet-after-first-play")


def test_a_seat_bets_out_of_turn_until_its_first_card(http: Http) -> None:
    """Seat 1 leads; seat 0 bets out of turn (H7) and cannot change it; seat 1's lead closes its own betting."""
    game_id, tokens = _create(http)
    response = http.command(game_id, tokens[0], {"type": "bet", "amount": 15})
    assert response.status_code == 200, response.get_json()
    assert response.get_json()["view"]["seats"][0]["bet"] == 15 and response.get_json()["view"]["turn"] == 1
    _refused(http, game_id, tokens[0], {"type": "bet", "amount": 30}, "already-bet")
    response = http.command(game_id, tokens[1], {"type": "play", "cards": ["5R"]})
    assert response.status_code == 200, response.get_json()
    _refused(http, game_id, tokens[1], {"type": "bet", "amount": 30}, "bet-after-first-play")


def test_haggis_is_offered_for_two_or_three_players_only(http: Http) -> None:
    """docs/rules.md §3.1: no rules exist for 4 players, so a table of 1 or 4 is refused and nothing is stored."""
    assert len(http.redis.keys(f"{http.settings.key_prefix}:*")) == 0
    for count in (1, 4):
        body = {"game": "haggis", "players": [{"name": f"p{i}"} for i in range(count)]}
        response = http.client.post("/v1/games", json=body)
        assert response.status_code == 422, response.get_json()
        assert response.mimetype == "application/problem+json"
        assert response.get_json()["code"] == "bad-player-count"
    assert len(http.redis.keys(f"{http.settings.key_prefix}:*")) == 0


def test_the_haggis_and_other_hands_never_show_before_the_round_ends(http: Http) -> None:
    game_id, tokens = _create(http)
    hands = [set(h) - WILDS for h in DEAL["hands"]]
    haggis = set(DEAL["haggis"])

    def check() -> None:
        for seat, token in [*tokens.items(), (None, None)]:
            hidden = haggis | set().union(*(h for s, h in enumerate(hands) if s != seat))
            view = http.view(game_id, token)
            events = http.client.get(f"/v1/games/{game_id}/events", headers=http.bearer(token) if token else {})
            seen = card_strings(view, CODES) | card_strings(events.get_json(), CODES)
            assert not seen & hidden, f"seat {seat} sees {sorted(seen & hidden)}"
            assert [s["wilds"] for s in view["seats"]] == [["J", "Q", "K"], ["J", "Q", "K"]]

    check()
    for seat, body in ((1, {"type": "play", "cards": ["8O", "8Y"]}), (0, {"type": "pass"})):
        response = http.command(game_id, tokens[seat], body)
        assert response.status_code == 200, response.get_json()
        hands[seat] -= set(body.get("cards", []))
        check()
    assert http.view(game_id, tokens[1])["seats"][1]["captured_cards"] == 2


def test_a_big_lead_is_listed_in_compact_form_whose_groups_expand_to_exactly_the_full_list(http: Http) -> None:
    """Leading with 14 cards of 8-10 in five suits and all three wilds: thousands of plays in full form, a few
    hundred groups in compact form, and a play built from any group is accepted."""
    numbers = [c for c in CARDS if c not in WILDS]
    lead = [f"{r}{s}" for r in ("8", "9", "10") for s in "ROYGB"][:14]
    rest = [c for c in numbers if c not in lead]
    deal = {
        "hands": [[*lead, "J", "Q", "K"], [*rest[:14], "J", "Q", "K"], [*rest[14:28], "J", "Q", "K"]],
        "haggis": rest[28:],
        "leader": 0,
    }
    created = http.create(players=[{"name": "a"}, {"name": "b"}, {"name": "c"}], deal=deal, game="haggis")
    game_id, token = created["id"], http.tokens(created)[0]
    url = f"/v1/games/{game_id}/legal-commands"
    full = http.client.get(url, headers=http.bearer(token))
    small = http.client.get(f"{url}?form=compact", headers=http.bearer(token))
    assert full.status_code == small.status_code == 200
    plays = [c for c in full.get_json()["commands"] if c["type"] == "play"]
    body = small.get_json()
    assert len(plays) > 5_000 and len(body["play_groups"]) < 500
    assert len(small.data) * 10 < len(full.data)
    assert [c for c in full.get_json()["commands"] if c["type"] != "play"] == body["commands"]
    expanded = sorted(
        (tuple(cards), reading.kind.value, reading.width, reading.top_rank)
        for group in body["play_groups"]
        for cards, reading in expand(group)
    )
    listed = sorted((tuple(p["cards"]), p["kind"], p["width"], p["top_rank"]) for p in plays)
    assert expanded == listed
    cards, reading = expand(random.Random(3).choice(body["play_groups"]))[0]
    play = {
        "type": "play",
        "cards": list(cards),
        "kind": reading.kind.value,
        "width": reading.width,
        "top_rank": reading.top_rank,
    }
    assert http.command(game_id, token, play).status_code == 200


def test_a_game_without_groups_answers_compact_with_every_command(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    url = f"/v1/games/{game_id}/legal-commands"
    full = http.client.get(url, headers=http.bearer(tokens[0])).get_json()
    small = http.client.get(f"{url}?form=compact", headers=http.bearer(tokens[0])).get_json()
    assert small == {**full, "form": "compact", "play_groups": []}
    bad = http.client.get(f"{url}?form=tiny", headers=http.bearer(tokens[0]))
    assert (bad.status_code, bad.get_json()["code"]) == (400, "invalid-query")
