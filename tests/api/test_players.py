"""Players over HTTP: a player and their keys, seats held by a player (whose key acts for them), their lists of
games, the public profile, and erasure that leaves no name or key in Redis while every game still verifies."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.api.test_replay_export_verify import export_lines, play_to, verify_offline

if TYPE_CHECKING:
    from tests.api.conftest import Http


def new_player(http: Http, name: str = "ann") -> dict[str, Any]:
    response = http.client.post("/v1/players", json={"name": name})
    assert response.status_code == 201, response.get_json()
    body: dict[str, Any] = response.get_json()
    assert response.headers["Location"] == f"/v1/players/{body['id']}"
    return body


def me(http: Http, key: str) -> Any:
    return http.client.get("/v1/players/me", headers=http.bearer(key))


def game_with(http: Http, key: str, *, others: tuple[str, ...] = ("bo", "cy", "di"), **extra: Any) -> dict[str, Any]:
    """A one-hand game of bombs on the fixed deal: the player of ``key`` at seat 0, people named ``others``."""
    body = {
        "game": "bombs",
        "players": [{"player": "me"}, *({"name": n} for n in others)],
        "options": {"window_ms": 0, "hands": 1},
        "deal": http.deal,
        **extra,
    }
    response = http.client.post("/v1/games", json=body, headers=http.bearer(key))
    assert response.status_code == 201, response.get_json()
    created: dict[str, Any] = response.get_json()
    return created


def test_a_new_player_gets_a_key_shown_once_and_sees_themselves_with_it(http: Http) -> None:
    ann = new_player(http)
    assert ann["name"] == "ann" and ann["key"].startswith(f"{ann['id']}.{ann['key_id']}.")
    got = me(http, ann["key"])
    assert got.status_code == 200
    body = got.get_json()
    assert body["id"] == ann["id"] and body["name"] == "ann"
    assert [k["key_id"] for k in body["keys"]] == [ann["key_id"]]
    assert ann["key"] not in json.dumps(body)
    assert body["games"] == {"waiting": 0, "active": 0, "finished": 0}


def test_two_players_may_share_a_name(http: Http) -> None:
    assert new_player(http, "ann")["id"] != new_player(http, "ann")["id"]


def test_a_name_shaped_like_a_players_stand_in_is_refused(http: Http) -> None:
    for path in ("/v1/players", "/v1/games"):
        body: dict[str, Any] = {"name": "@p-abcdefghijkl"}
        if path == "/v1/games":
            body = {"game": "bombs", "players": [{"name": "@p-abcdefghijkl"}, {"bot": "random"}, {"bot": "random"}]}
        refused = http.client.post(path, json=body)
        assert refused.status_code == 400 and refused.get_json()["code"] == "invalid-body"


def test_rename_shows_in_every_game_the_player_holds_a_seat_of(http: Http) -> None:
    ann = new_player(http)
    created = game_with(http, ann["key"])
    assert [t["seat"] for t in created["tokens"]] == [1, 2, 3]  # the player's seat has none: their key acts
    assert created["view"]["seats"][0]["name"] == "ann"
    renamed = http.client.patch("/v1/players/me", json={"name": "anna"}, headers=http.bearer(ann["key"]))
    assert renamed.status_code == 200 and renamed.get_json()["name"] == "anna"
    assert http.view(created["id"])["seats"][0]["name"] == "anna"


def test_a_second_key_works_and_a_revoked_one_is_refused_but_never_the_last(http: Http) -> None:
    ann = new_player(http)
    issued = http.client.post("/v1/players/me/keys", headers=http.bearer(ann["key"]))
    assert issued.status_code == 201
    second = issued.get_json()
    assert me(http, second["key"]).status_code == 200
    gone = http.client.delete(f"/v1/players/me/keys/{ann['key_id']}", headers=http.bearer(second["key"]))
    assert gone.status_code == 204
    refused = me(http, ann["key"])
    assert refused.status_code == 401 and refused.get_json()["code"] == "unknown-key"
    last = http.client.delete(f"/v1/players/me/keys/{second['key_id']}", headers=http.bearer(second["key"]))
    assert last.status_code == 409 and last.get_json()["code"] == "last-key"
    unknown = http.client.delete("/v1/players/me/keys/nosuchkey123", headers=http.bearer(second["key"]))
    assert unknown.status_code == 404 and unknown.get_json()["code"] == "key-not-found"
    assert me(http, second["key"]).status_code == 200


def test_a_seat_token_or_a_forged_key_on_a_players_route_is_refused(http: Http) -> None:
    ann = new_player(http)
    game_id, tokens = http.fixed_game()
    seat_token = me(http, tokens[0])
    assert seat_token.status_code == 401 and seat_token.get_json()["code"] == "not-a-player-key"
    forged = ann["key"][:-4] + ("AAAA" if not ann["key"].endswith("AAAA") else "BBBB")
    assert me(http, forged).get_json()["code"] == "unknown-key"
    missing = http.client.get("/v1/players/me")
    assert missing.status_code == 401 and missing.get_json()["code"] == "missing-token"


def test_the_players_key_acts_for_their_seat_and_is_refused_where_they_hold_none(http: Http) -> None:
    ann, bo = new_player(http, "ann"), new_player(http, "bo")
    created = game_with(http, ann["key"])
    game_id = created["id"]
    view = http.view(game_id, ann["key"])
    assert view["hand"] == http.deal["hands"][0]
    played = http.command(game_id, ann["key"], {"type": "play", "cards": ["3C"]})
    assert played.status_code == 200, played.get_json()
    legal = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(ann["key"]))
    assert legal.status_code == 200 and legal.get_json()["seat"] == 0
    other = http.client.get(f"/v1/games/{game_id}", headers=http.bearer(bo["key"]))
    assert other.status_code == 403 and other.get_json()["code"] == "player-not-seated"
    refused = http.command(game_id, bo["key"], {"type": "pass"})
    assert refused.status_code == 403


def test_a_game_created_for_me_without_a_player_key_is_refused(http: Http) -> None:
    body = {"game": "bombs", "players": [{"player": "me"}, {"bot": "random"}, {"bot": "random"}]}
    refused = http.client.post("/v1/games", json=body)
    assert refused.status_code == 401 and refused.get_json()["code"] == "not-a-player-key"
    ann = new_player(http)
    twice = {"game": "bombs", "players": [{"player": "me"}, {"player": "me"}, {"bot": "random"}]}
    doubled = http.client.post("/v1/games", json=twice, headers=http.bearer(ann["key"]))
    assert doubled.status_code == 422 and doubled.get_json()["code"] == "player-seated-twice"


def test_a_player_joins_with_their_key_once(http: Http) -> None:
    ann = new_player(http)
    body = {"game": "bombs", "players": [{"name": "bo"}, {"open": True}, {"open": True}]}
    created = http.client.post("/v1/games", json=body).get_json()
    joined = http.client.post(f"/v1/games/{created['id']}/join", json={}, headers=http.bearer(ann["key"]))
    assert joined.status_code == 201, joined.get_json()
    assert joined.get_json()["token"] is None  # the player's keys alone act for the seat
    assert joined.get_json()["view"]["seats"][1]["name"] == "ann"
    again = http.client.post(f"/v1/games/{created['id']}/join", json={}, headers=http.bearer(ann["key"]))
    assert again.status_code == 409 and again.get_json()["code"] == "already-seated"
    nameless = http.client.post(f"/v1/games/{created['id']}/join", json={})
    assert nameless.status_code == 400
    waiting = http.client.get("/v1/players/me/games?status=waiting", headers=http.bearer(ann["key"])).get_json()
    assert [g["id"] for g in waiting["games"]] == [created["id"]]
    assert waiting["games"][0]["seat"] == 1


def test_my_games_lists_the_games_that_await_me_first(http: Http) -> None:
    ann = new_player(http)
    first = game_with(http, ann["key"])  # seat 0 leads: it awaits ann
    second = game_with(http, ann["key"])
    assert http.command(second["id"], ann["key"], {"type": "play", "cards": ["3C"]}).status_code == 200
    third = game_with(http, ann["key"])
    listed = http.client.get("/v1/players/me/games", headers=http.bearer(ann["key"])).get_json()
    ids = [g["id"] for g in listed["games"]]
    assert set(ids) == {first["id"], second["id"], third["id"]}
    assert ids[-1] == second["id"]  # the one that awaits somebody else comes last
    assert [g["your_move"] for g in listed["games"]] == [True, True, False]
    page = http.client.get("/v1/players/me/games?limit=2", headers=http.bearer(ann["key"])).get_json()
    rest = http.client.get(
        f"/v1/players/me/games?limit=2&cursor={page['next']}", headers=http.bearer(ann["key"])
    ).get_json()
    assert [g["id"] for g in page["games"] + rest["games"]] == ids and rest["next"] is None


def test_a_finished_game_moves_to_the_finished_list_and_to_the_public_profile_unless_private(http: Http) -> None:
    ann = new_player(http)
    public = game_with(http, ann["key"])
    private = game_with(http, ann["key"], private=True)
    for created in (public, private):
        tokens = {0: ann["key"], **{t["seat"]: t["token"] for t in created["tokens"]}}
        play_to(http, created["id"], tokens)
    mine = http.client.get("/v1/players/me/games?status=finished", headers=http.bearer(ann["key"])).get_json()
    assert {g["id"] for g in mine["games"]} == {public["id"], private["id"]}
    profile = http.client.get(f"/v1/players/{ann['id']}")
    assert profile.status_code == 200
    body = profile.get_json()
    assert [g["id"] for g in body["finished"]] == [public["id"]]
    assert body["games"]["finished"] == 2 and "keys" not in body
    assert http.client.get("/v1/players/p-nosuchplayer").get_json()["code"] == "player-not-found"


@pytest.mark.parametrize("finish", [True, False])
def test_erasure_leaves_no_name_or_key_in_redis_and_every_game_still_verifies(
    http: Http, tmp_path: Path, finish: bool
) -> None:
    name = "Zebulon Quux-Erasable"
    ann = new_player(http, name)
    http.client.post("/v1/players/me/keys", headers=http.bearer(ann["key"]))
    created = game_with(http, ann["key"])
    joined = http.client.post(
        "/v1/games",
        json={"game": "bombs", "players": [{"name": "bo"}, {"open": True}, {"open": True}]},
    ).get_json()
    http.client.post(f"/v1/games/{joined['id']}/join", json={}, headers=http.bearer(ann["key"]))
    tokens = {0: ann["key"], **{t["seat"]: t["token"] for t in created["tokens"]}}
    if finish:
        play_to(http, created["id"], tokens)
    assert http.client.delete("/v1/players/me", headers=http.bearer(ann["key"])).status_code == 204

    for key in http.redis.scan_iter(f"{http.settings.key_prefix}:*", count=500):
        dumped = http.redis.dump(key) or b""
        assert name.encode() not in dumped and name.encode() not in key, key
        assert ann["key"].encode() not in dumped, key
        assert ann["key"].split(".")[2].encode() not in dumped, key

    assert me(http, ann["key"]).get_json()["code"] == "unknown-key"
    assert http.client.get(f"/v1/players/{ann['id']}").status_code == 410
    assert http.view(joined["id"])["seats"][1]["open"] is True  # her seat of a waiting game opened again
    # Her games go on without her: nothing of hers is written again (her lists, her feed).
    for other in ("cy", "dan"):
        joins = http.client.post(
            f"/v1/games/{joined['id']}/join", json={}, headers=http.bearer(new_player(http, other)["key"])
        )
        assert joins.status_code == 201
    assert http.view(joined["id"])["status"] == "active"
    left = sorted(k.decode() for k in http.redis.scan_iter(f"{http.settings.key_prefix}:{{{ann['id']}}}:*"))
    assert left == [f"{http.settings.key_prefix}:{{{ann['id']}}}:player"]
    assert http.view(created["id"])["seats"][0]["name"] == "deleted player"
    if finish:
        rows = export_lines(http, created["id"])
        assert rows[0]["players"][0]["name"] == f"@{ann['id']}"
        assert rows[0]["names"] == {f"@{ann['id']}": "deleted player"}
        path = tmp_path / "export.ndjson"
        path.write_text("".join(json.dumps(r) + "\n" for r in rows))
        verified = verify_offline(path)
        assert verified.returncode == 0, verified.stdout + verified.stderr
        assert http.client.get(f"/v1/games/{created['id']}/verify").get_json()["ok"] is True


def test_revoking_the_key_or_erasing_the_player_ends_every_way_into_their_seat(http: Http) -> None:
    ann = new_player(http)
    second = http.client.post("/v1/players/me/keys", headers=http.bearer(ann["key"])).get_json()
    created = game_with(http, ann["key"])
    assert all(t["seat"] != 0 for t in created["tokens"])  # no seat token to outlive the key
    assert http.view(created["id"], ann["key"])["hand"]
    http.client.delete(f"/v1/players/me/keys/{ann['key_id']}", headers=http.bearer(second["key"]))
    assert http.client.get(f"/v1/games/{created['id']}", headers=http.bearer(ann["key"])).status_code == 401
    assert http.view(created["id"], second["key"])["hand"]
    http.client.delete("/v1/players/me", headers=http.bearer(second["key"]))
    refused = http.client.get(f"/v1/games/{created['id']}", headers=http.bearer(second["key"]))
    assert refused.status_code == 401 and refused.get_json()["code"] == "unknown-key"


def test_a_player_takes_their_rematch_seat_with_any_of_their_keys(http: Http) -> None:
    ann = new_player(http)
    second = http.client.post("/v1/players/me/keys", headers=http.bearer(ann["key"])).get_json()
    created = game_with(http, ann["key"])
    play_to(http, created["id"], {0: ann["key"], **{t["seat"]: t["token"] for t in created["tokens"]}})
    asked = http.client.post(f"/v1/games/{created['id']}/rematch", headers=http.bearer(ann["key"]))
    assert asked.status_code == 201, asked.get_json()
    body = asked.get_json()
    assert body["token"] is None
    again = http.client.post(f"/v1/games/{created['id']}/rematch", headers=http.bearer(second["key"]))
    assert again.status_code == 201 and again.get_json()["seat"] == body["seat"]
    shown = http.client.get(f"/v1/games/{created['id']}/rematch", headers=http.bearer(second["key"])).get_json()
    assert shown["you"] == body["seat"] and shown["seats"][body["seat"]]["name"] == "ann"


def test_a_rename_is_a_new_view_for_a_client_that_cached_the_old_one(http: Http) -> None:
    ann = new_player(http)
    created = game_with(http, ann["key"])
    first = http.client.get(f"/v1/games/{created['id']}")
    tag = first.headers["ETag"]
    assert http.client.get(f"/v1/games/{created['id']}", headers={"If-None-Match": tag}).status_code == 304
    http.client.patch("/v1/players/me", json={"name": "anna"}, headers=http.bearer(ann["key"]))
    renamed = http.client.get(f"/v1/games/{created['id']}", headers={"If-None-Match": tag})
    assert renamed.status_code == 200 and renamed.get_json()["seats"][0]["name"] == "anna"


def last_at_ms(http: Http, game_id: str) -> int:
    """When the game's last event was made, from its log (ISO-8601 there)."""
    at = http.log(game_id)[-1]["at"]
    return round(datetime.fromisoformat(at.replace("Z", "+00:00")).timestamp() * 1000)


def test_listings_show_when_each_game_last_moved(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    listed = {g["id"]: g for g in http.client.get("/v1/games?status=active").get_json()["games"]}
    assert listed[game_id]["last_move_ms"] == last_at_ms(http, game_id)
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    listed = {g["id"]: g for g in http.client.get("/v1/games?status=active").get_json()["games"]}
    assert listed[game_id]["last_move_ms"] == last_at_ms(http, game_id)
    ann = new_player(http)
    created = game_with(http, ann["key"])
    mine = http.client.get("/v1/players/me/games", headers=http.bearer(ann["key"])).get_json()["games"]
    assert mine[0]["last_move_ms"] == last_at_ms(http, created["id"])


def test_a_seat_kept_for_a_player_in_a_rematch_is_theirs_only_once_they_take_it(http: Http) -> None:
    ann, bo = new_player(http, "ann"), new_player(http, "bo")
    body = {
        "game": "bombs",
        "players": [{"player": "me"}, {"open": True}, {"name": "cy"}],
        "options": {"window_ms": 0, "hands": 1},
        "deal": {"hands": http.deal["hands"][:3], "dealer": 2},
    }
    created = http.client.post("/v1/games", json=body, headers=http.bearer(ann["key"])).get_json()
    game_id = created["id"]
    assert http.client.post(f"/v1/games/{game_id}/join", json={}, headers=http.bearer(bo["key"])).status_code == 201
    play_to(http, game_id, {0: ann["key"], 1: bo["key"], 2: created["tokens"][0]["token"]})
    asked = http.client.post(f"/v1/games/{game_id}/rematch", headers=http.bearer(ann["key"])).get_json()
    rematch = asked["id"]
    kept = http.client.get(f"/v1/games/{rematch}", headers=http.bearer(bo["key"])).get_json()
    assert kept["you"] is None and any(s["reserved"] for s in kept["seats"])
    refused = http.client.post(f"/v1/games/{rematch}/leave", headers=http.bearer(bo["key"]))
    assert refused.status_code == 403 and refused.get_json()["code"] == "player-not-seated"
    taken = http.client.post(f"/v1/games/{game_id}/rematch", headers=http.bearer(bo["key"]))
    assert taken.status_code == 201 and taken.get_json()["token"] is None
    seated = http.client.get(f"/v1/games/{rematch}", headers=http.bearer(bo["key"])).get_json()
    assert seated["you"] == taken.get_json()["seat"]


def test_if_match_takes_a_views_etag_with_its_names_digest(http: Http) -> None:
    ann = new_player(http)
    created = game_with(http, ann["key"])
    tag = http.client.get(f"/v1/games/{created['id']}", headers=http.bearer(ann["key"])).headers["ETag"]
    assert "." in tag
    played = http.command(created["id"], ann["key"], {"type": "play", "cards": ["3C"]}, {"If-Match": tag})
    assert played.status_code == 200, played.get_json()
    stale = http.command(created["id"], ann["key"], {"type": "pass"}, {"If-Match": tag})
    assert stale.status_code == 409
