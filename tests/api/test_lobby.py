"""The lobby over HTTP: a game created with open seats waits, is listed, is joined (the token to the joiner
alone), may be left, and starts with the last seat; bad input is a problem with a stable code."""

from __future__ import annotations

from typing import Any

from tests.api.conftest import Http
from tests.api.test_replay_export_verify import play_to


def open_game(http: Http, **extra: Any) -> dict[str, Any]:
    body = {"game": "bombs", "players": [{"name": "ann"}, {"bot": "random"}, {"open": True}], **extra}
    response = http.client.post("/v1/games", json=body)
    assert response.status_code == 201, response.get_json()
    return dict(response.get_json())


def test_a_game_with_an_open_seat_is_created_waiting_and_answers_its_waiting_view(http: Http) -> None:
    created = open_game(http)
    assert created["status"] == "waiting" and created["view"]["kind"] == "waiting"
    assert [t["seat"] for t in created["tokens"]] == [0]
    game_id, token = created["id"], created["tokens"][0]["token"]
    view = http.client.get(f"/v1/games/{game_id}", headers=http.bearer(token)).get_json()
    assert view["you"] == 0 and view["open_seats"] == [2]
    waiting = http.client.get(f"/v1/games/{game_id}/events")
    assert waiting.status_code == 404 and waiting.get_json()["code"] == "game-waiting"


def test_a_join_answers_the_token_to_the_joiner_and_the_last_seat_starts_the_game(http: Http) -> None:
    game_id = open_game(http)["id"]
    joined = http.client.post(f"/v1/games/{game_id}/join", json={"name": "bob"})
    assert joined.status_code == 201
    body = joined.get_json()
    assert body["seat"] == 2 and body["status"] == "active" and body["view"]["kind"] == "bombs"
    assert body["view"]["hand"]  # the joiner's own cards, dealt now
    view = http.client.get(f"/v1/games/{game_id}", headers=http.bearer(body["token"])).get_json()
    assert view["kind"] == "bombs" and view["seats"][2]["name"] == "bob"
    again = http.client.post(f"/v1/games/{game_id}/join", json={"name": "cy"})
    assert again.status_code == 409 and again.get_json()["code"] == "game-started"


def test_listing_pages_waiting_games_newest_first_and_never_a_private_one(http: Http) -> None:
    first = open_game(http)["id"]
    second = open_game(http)["id"]
    hidden = open_game(http, private=True)["id"]
    page = http.client.get("/v1/games?status=waiting&game=bombs&limit=1").get_json()
    assert [g["id"] for g in page["games"]] == [second] and page["next"]
    rest = http.client.get(f"/v1/games?status=waiting&game=bombs&cursor={page['next']}").get_json()
    assert first in [g["id"] for g in rest["games"]] and hidden not in [g["id"] for g in rest["games"]]
    bad = http.client.get("/v1/games?status=everything")
    assert bad.status_code == 400 and bad.get_json()["code"] == "invalid-query"


def test_leaving_opens_the_seat_and_a_taken_seat_or_a_bad_body_is_refused(http: Http) -> None:
    created = open_game(http, players=[{"name": "ann"}, {"open": True}, {"open": True}])
    game_id = created["id"]
    bob = http.client.post(f"/v1/games/{game_id}/join", json={"name": "bob", "seat": 2}).get_json()
    taken = http.client.post(f"/v1/games/{game_id}/join", json={"name": "cy", "seat": 2})
    assert taken.status_code == 409 and taken.get_json()["code"] == "seat-taken"
    missing = http.client.post(f"/v1/games/{game_id}/join", json={"name": "cy", "seat": 9})
    assert missing.status_code == 422 and missing.get_json()["code"] == "no-such-seat"
    bad = http.client.post(f"/v1/games/{game_id}/join", json={"seat": 1})
    assert bad.status_code == 400 and bad.get_json()["code"] == "invalid-body"
    left = http.client.post(f"/v1/games/{game_id}/leave", headers=http.bearer(bob["token"]))
    assert left.status_code == 200 and left.get_json()["open_seats"] == [1, 2]
    gone = http.client.get(f"/v1/games/{game_id}", headers=http.bearer(bob["token"]))
    assert gone.status_code == 401
    nowhere = http.client.post("/v1/games/nosuchgame/join", json={"name": "cy"})
    assert nowhere.status_code == 404 and nowhere.get_json()["code"] == "game-not-found"


def test_a_lobby_everyone_left_is_not_listed_until_someone_joins_it_again(http: Http) -> None:
    """Nobody waits in a lobby whose last person left (its bot waits for nobody): it leaves the listing, and is
    still there to join by its id; the join lists it again, in its place."""
    older = open_game(http)["id"]
    created = open_game(http)
    game_id, ann = created["id"], created["tokens"][0]["token"]

    def listed() -> list[str]:
        return [g["id"] for g in http.client.get("/v1/games?status=waiting&game=bombs").get_json()["games"]]

    assert listed()[:2] == [game_id, older]
    assert http.client.post(f"/v1/games/{game_id}/leave", headers=http.bearer(ann)).status_code == 200
    assert game_id not in listed() and older in listed()
    joined = http.client.post(f"/v1/games/{game_id}/join", json={"name": "bob"})
    assert joined.status_code == 201 and joined.get_json()["status"] == "waiting"
    assert listed()[:2] == [game_id, older]


def test_joining_a_game_created_with_every_seat_taken_is_refused_as_started(http: Http) -> None:
    game_id = http.create()["id"]
    refused = http.client.post(f"/v1/games/{game_id}/join", json={"name": "cy"})
    assert refused.status_code == 409 and refused.get_json()["code"] == "game-started"


def test_every_player_of_a_finished_game_gets_their_own_seat_of_one_rematch(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    early = http.client.post(f"/v1/games/{game_id}/rematch", headers=http.bearer(tokens[0]))
    assert early.status_code == 409 and early.get_json()["code"] == "game-not-finished"
    play_to(http, game_id, tokens)
    nobody = http.client.get(f"/v1/games/{game_id}/rematch")
    assert nobody.status_code == 404 and nobody.get_json()["code"] == "no-rematch"
    answers = []
    for seat in (3, 1, 0):
        response = http.client.post(f"/v1/games/{game_id}/rematch", headers=http.bearer(tokens[seat]))
        assert response.status_code == 201, response.get_json()
        answers.append(response.get_json())
    rematch = answers[0]["id"]
    assert {a["id"] for a in answers} == {rematch} and [a["seat"] for a in answers] == [3, 1, 0]
    assert len({a["token"] for a in answers}) == 3 and all(a["status"] == "waiting" for a in answers)
    view = answers[-1]["view"]
    assert view["kind"] == "waiting" and view["rematch_of"] == game_id and view["you"] == 0
    assert [s["reserved"] for s in view["seats"]] == [False, False, True, False]
    shown = http.client.get(f"/v1/games/{game_id}/rematch", headers=http.bearer(tokens[2])).get_json()
    assert shown["id"] == rematch and shown["you"] is None and shown["seats"][2]["reserved"]
    assert http.client.get(f"/v1/games/{rematch}/events").get_json()["code"] == "game-waiting"
    join = http.client.post(f"/v1/games/{rematch}/join", json={"name": "eve"})
    assert join.status_code == 409 and join.get_json()["code"] == "game-full"
    last = http.client.post(f"/v1/games/{game_id}/rematch", headers=http.bearer(tokens[2])).get_json()
    assert last["id"] == rematch and last["seat"] == 2 and last["status"] == "active"
    assert last["view"]["hand"] and last["view"]["seats"][0]["name"] == "ann"
    mine = http.view(rematch, answers[0]["token"])
    assert mine["hand"] and mine["status"] == "active"
    assert http.client.get(f"/v1/games/{game_id}/rematch").get_json()["status"] == "active"


def test_a_finished_games_view_names_its_rematch_once_opened_and_its_etag_changes(http: Http) -> None:
    """A page learns from the view whether there is a rematch to show (never asking in vain), and a cached view
    is told apart once one opens."""
    game_id, tokens = http.fixed_game()
    assert http.view(game_id, tokens[0])["rematch"] is None
    play_to(http, game_id, tokens)
    before = http.client.get(f"/v1/games/{game_id}", headers=http.bearer(tokens[0]))
    assert before.get_json()["rematch"] is None
    tag = before.headers["ETag"]
    same = http.client.get(f"/v1/games/{game_id}", headers={**http.bearer(tokens[0]), "If-None-Match": tag})
    assert same.status_code == 304
    opened = http.client.post(f"/v1/games/{game_id}/rematch", headers=http.bearer(tokens[1])).get_json()
    after = http.client.get(f"/v1/games/{game_id}", headers={**http.bearer(tokens[0]), "If-None-Match": tag})
    assert after.status_code == 200 and after.headers["ETag"] != tag
    assert after.get_json()["rematch"] == opened["id"]
    assert http.client.get(f"/v1/games/{game_id}").get_json()["rematch"] == opened["id"]  # a spectator's too


def test_asking_for_the_rematch_again_answers_the_same_seat_and_token(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    play_to(http, game_id, tokens)
    first = http.client.post(f"/v1/games/{game_id}/rematch", headers=http.bearer(tokens[1])).get_json()
    again = http.client.post(f"/v1/games/{game_id}/rematch", headers=http.bearer(tokens[1]))
    assert again.status_code == 201
    assert {k: again.get_json()[k] for k in ("id", "seat", "token")} == {k: first[k] for k in ("id", "seat", "token")}
    shown = http.client.get(f"/v1/games/{game_id}/rematch", headers=http.bearer(tokens[1])).get_json()
    assert shown["you"] == 1


def test_a_rematch_needs_a_seat_token_of_the_finished_game_it_follows(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    play_to(http, game_id, tokens)
    assert http.client.post(f"/v1/games/{game_id}/rematch").status_code == 401
    _, other_tokens = http.fixed_game()
    foreign = http.client.post(f"/v1/games/{game_id}/rematch", headers=http.bearer(other_tokens[0]))
    assert foreign.status_code == 403 and foreign.get_json()["code"] == "foreign-token"
    missing = http.client.post("/v1/games/nosuchgame/rematch", headers=http.bearer(tokens[0]))
    assert missing.status_code == 404 and missing.get_json()["code"] == "game-not-found"
    waiting_id = open_game(http)["id"]
    waits = http.client.post(f"/v1/games/{waiting_id}/rematch", headers=http.bearer(tokens[0]))
    assert waits.status_code == 404 and waits.get_json()["code"] == "game-waiting"


def test_the_waiting_views_entity_tag_never_names_the_started_games_view(http: Http) -> None:
    """The lobby's versions count apart from the game's: a client polling the waiting view with If-None-Match gets
    the game's view once the last seat is taken, even where the two versions are the same number (here 2 and
    2), and the waiting view's own tag still gives 304 while it waits."""
    created = open_game(http, players=[{"name": "ann"}, {"open": True}, {"open": True}, {"open": True}])
    game_id, ann = created["id"], http.bearer(created["tokens"][0]["token"])
    for name in ("bo", "cy"):
        assert http.client.post(f"/v1/games/{game_id}/join", json={"name": name}).status_code == 201
    waiting = http.client.get(f"/v1/games/{game_id}", headers=ann)
    tag = waiting.headers["ETag"]
    assert waiting.get_json()["kind"] == "waiting" and tag == f'"waiting-{waiting.get_json()["version"]}"'
    assert http.client.get(f"/v1/games/{game_id}", headers={**ann, "If-None-Match": tag}).status_code == 304
    assert http.client.post(f"/v1/games/{game_id}/join", json={"name": "di"}).get_json()["status"] == "active"
    started = http.client.get(f"/v1/games/{game_id}", headers={**ann, "If-None-Match": tag})
    assert started.status_code == 200 and started.get_json()["kind"] == "bombs"
    bare = tag.replace("waiting-", "")  # what the tag was before it had its own form: the game's version now
    assert started.headers["ETag"] == bare
    assert http.client.get(f"/v1/games/{game_id}", headers={**ann, "If-None-Match": bare}).status_code == 304


def test_a_token_of_another_game_is_403_foreign_token_on_a_waiting_game_and_the_other_way_round(http: Http) -> None:
    """A seat token of a started game shown to a waiting one, or of a waiting game shown to a started one, holds a
    seat elsewhere: 403 ``foreign-token``, as between two started games (it was 401 ``unknown-token``)."""
    started = http.create()
    waiting = open_game(http)
    started_token = http.bearer(started["tokens"][0]["token"])
    waiting_token = http.bearer(waiting["tokens"][0]["token"])
    for path, headers in (
        (f"/v1/games/{waiting['id']}", started_token),
        (f"/v1/games/{started['id']}", waiting_token),
    ):
        answer = http.client.get(path, headers=headers)
        assert answer.status_code == 403 and answer.get_json()["code"] == "foreign-token", path
    left = http.client.post(f"/v1/games/{waiting['id']}/leave", headers=started_token)
    assert left.status_code == 403 and left.get_json()["code"] == "foreign-token"
    # Leaving a game that never waited: a token of another game is 403 too (it was 409 game-started), an
    # unknown one 401, and only a seat of that game hears 409.
    for token, status, code in (
        (waiting_token, 403, "foreign-token"),
        (http.bearer(f"{started['id']}.nosuchtoken"), 401, "unknown-token"),
        (started_token, 409, "game-started"),
    ):
        left = http.client.post(f"/v1/games/{started['id']}/leave", headers=token)
        assert (left.status_code, left.get_json()["code"]) == (status, code)
    unknown = http.client.get(f"/v1/games/{waiting['id']}", headers=http.bearer(f"{waiting['id']}.nosuchtoken"))
    assert unknown.status_code == 401 and unknown.get_json()["code"] == "unknown-token"
