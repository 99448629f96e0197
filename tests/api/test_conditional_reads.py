"""Every read a client polls answers 304 with no body to the ETag it last answered, until what it answers changes
(issue 38): the view, the legal commands, a log's pages (a game's and a match table's), the listings, the player
and their games, a rematch, the game types and the OpenAPI document. A tag is read as sent, plain or with the
coding of a compressed answer; the legal commands' tag is the version and the seat, never another seat's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pytest
from flask import Flask

from api.extension import EXTENSION
from tests.api.conftest import Http
from tests.api.test_players import new_player
from tests.api.test_replay_export_verify import play_to


@dataclass(frozen=True, slots=True)
class Polled:
    """A polled read: its address and headers, and a change after which it answers anew (None: nothing changes
    it while the server runs)."""

    path: str
    headers: dict[str, str]
    change: Callable[[], None] | None


def first_move(http: Http, game_id: str, tokens: dict[int, str]) -> Callable[[], None]:
    """A change of the game: the seat on turn plays its first legal command."""

    def move() -> None:
        seat = http.view(game_id)["turn"]
        listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(tokens[seat]))
        assert http.command(game_id, tokens[seat], listed.get_json()["commands"][0]).status_code == 200

    return move


def polled(http: Http, read: str) -> Polled:
    """The read named ``read``, set up on a fresh game or player."""
    game_id, tokens = http.fixed_game()
    seat0 = http.bearer(tokens[0])
    match read:
        case "view":
            return Polled(f"/v1/games/{game_id}", seat0, first_move(http, game_id, tokens))
        case "legal-commands":
            return Polled(f"/v1/games/{game_id}/legal-commands", seat0, first_move(http, game_id, tokens))
        case "events":
            return Polled(f"/v1/games/{game_id}/events?after=-1", seat0, first_move(http, game_id, tokens))
        case "listing":
            return Polled("/v1/games?status=waiting", {}, lambda: _open_game(http))
        case "my-games":
            key = http.bearer(new_player(http)["key"])
            return Polled("/v1/players/me/games?status=waiting", key, lambda: _open_game(http, key))
        case "me":
            key = http.bearer(new_player(http)["key"])
            rename = {"json": {"name": "ann b."}, "headers": key}
            return Polled("/v1/players/me", key, lambda: _ok(http.client.patch("/v1/players/me", **rename)))
        case "rematch":
            play_to(http, game_id, tokens)
            rematch = f"/v1/games/{game_id}/rematch"
            _ok(http.client.post(rematch, headers=http.bearer(tokens[1])))  # bo opens it; ann takes her seat later
            return Polled(rematch, seat0, lambda: _ok(http.client.post(rematch, headers=seat0)))
        case "game-types":
            return Polled("/v1/game-types", {}, None)
        case "openapi":
            return Polled("/openapi.yaml", {}, None)
    raise AssertionError(read)


def _ok(response: Any) -> None:
    assert response.status_code in (200, 201), response.get_json()


def _open_game(http: Http, headers: dict[str, str] | None = None) -> None:
    me = {"player": "me"} if headers else {"name": "cy"}
    body = {"game": "bombs", "players": [me, {"bot": "random"}, {"open": True}]}
    _ok(http.client.post("/v1/games", json=body, headers=headers or {}))


READS = ["view", "legal-commands", "events", "listing", "my-games", "me", "rematch", "game-types", "openapi"]


@pytest.mark.parametrize("read", READS)
def test_a_polled_read_answers_304_to_its_etag_until_it_changes(http: Http, read: str) -> None:
    poll = polled(http, read)
    first = http.client.get(poll.path, headers=poll.headers)
    assert first.status_code == 200
    tag = first.headers["ETag"]
    assert tag.startswith('"') and tag.endswith('"'), f"a strong tag: {tag}"
    assert "Accept-Encoding" in first.headers["Vary"]
    same = http.client.get(poll.path, headers={**poll.headers, "If-None-Match": tag})
    assert same.status_code == 304 and same.data == b""
    assert same.headers["ETag"] == tag and same.headers["Vary"] == first.headers["Vary"]
    assert same.headers["Cache-Control"] == first.headers["Cache-Control"]
    if poll.change is not None:
        poll.change()
        after = http.client.get(poll.path, headers={**poll.headers, "If-None-Match": tag})
        assert after.status_code == 200 and after.headers["ETag"] != tag
        assert after.get_data() != first.get_data()


def test_a_table_log_page_answers_304_to_its_etag(http: Http) -> None:
    created = http.create(players=[{"name": f"p{i}"} for i in range(6)], options={"hands": 1, "window_ms": 0})
    path = f"/v1/games/{created['id']}/tables/t0/events?after=-1"
    first = http.client.get(path)
    assert first.status_code == 200 and first.get_json()["events"]
    same = http.client.get(path, headers={"If-None-Match": first.headers["ETag"]})
    assert same.status_code == 304 and same.data == b""
    other = http.client.get(path.replace("after=-1", "after=0"), headers={"If-None-Match": first.headers["ETag"]})
    assert other.status_code == 200, "another page is another answer"


def compressible(http: Http, read: str) -> Polled:
    """A read named ``read`` whose answer is over a kilobyte, so that it goes out compressed when asked."""
    if read == "legal-commands":  # a haggis lead: tens of thousands of bytes
        created = http.create(players=[{"name": n} for n in ("ann", "bo", "cy")], game="haggis")
        leader = http.view(created["id"])["turn"]
        return Polled(f"/v1/games/{created['id']}/legal-commands", http.bearer(http.tokens(created)[leader]), None)
    if read == "events":  # a log of a few tricks
        game_id, tokens = http.fixed_game()
        play_to(http, game_id, tokens, version=8)
        return Polled(f"/v1/games/{game_id}/events?after=-1", http.bearer(tokens[0]), None)
    return polled(http, read)


@pytest.mark.parametrize("read", ["view", "legal-commands", "events", "game-types", "openapi"])
def test_a_compressed_answers_tag_names_its_coding_and_either_form_answers_304(http: Http, read: str) -> None:
    """The client holds the tag it was given: with the coding after a compressed answer, without it after a plain
    one. Both name the same answer, and the 304 carries the one sent."""
    poll = compressible(http, read)
    plain = http.client.get(poll.path, headers=poll.headers).headers["ETag"]
    packed = http.client.get(poll.path, headers={**poll.headers, "Accept-Encoding": "br"})
    assert packed.headers["Content-Encoding"] == "br"
    assert packed.headers["ETag"] == f'{plain[:-1]}:br"'
    for held in (plain, packed.headers["ETag"], f"W/{plain}"):
        again = http.client.get(poll.path, headers={**poll.headers, "Accept-Encoding": "br", "If-None-Match": held})
        assert again.status_code == 304 and again.data == b""
        assert again.headers["ETag"] == held.removeprefix("W/")
    assert http.client.get(poll.path, headers={**poll.headers, "If-None-Match": "*"}).status_code == 304
    stranger = http.client.get(poll.path, headers={**poll.headers, "If-None-Match": f'{plain[:-1]}:lzma"'})
    assert stranger.status_code == 200, "a coding the server never sends names nothing it answered"


def test_the_legal_commands_tag_is_the_version_and_the_seat_and_another_seats_tag_gets_the_answer(
    http: Http,
) -> None:
    game_id, tokens = http.fixed_game()
    answers = {seat: http.client.get(f"/v1/games/{game_id}/legal-commands", headers=http.bearer(token))
               for seat, token in tokens.items()}
    tags = {seat: answer.headers["ETag"] for seat, answer in answers.items()}
    version = answers[0].get_json()["version"]
    assert all(tag.startswith(f'"{version}.') for tag in tags.values())
    assert len(set(tags.values())) == len(tags), "each seat's list has its own tag at the same version"
    borrowed = http.client.get(
        f"/v1/games/{game_id}/legal-commands", headers={**http.bearer(tokens[1]), "If-None-Match": tags[0]}
    )
    assert borrowed.status_code == 200 and borrowed.get_json()["seat"] == 1
    compact = http.client.get(
        f"/v1/games/{game_id}/legal-commands?form=compact", headers={**http.bearer(tokens[0]), "If-None-Match": tags[0]}
    )
    assert compact.status_code == 200 and compact.headers["ETag"] != tags[0]


def test_a_304_of_the_view_or_the_legal_commands_builds_neither(app: Flask, http: Http, monkeypatch: Any) -> None:
    """The tag is known before the answer is built: a 304 costs the game's load and the seat's check, nothing more."""
    game_id, tokens = http.fixed_game()
    headers = http.bearer(tokens[0])
    view, legal = f"/v1/games/{game_id}", f"/v1/games/{game_id}/legal-commands"
    tags = {path: http.client.get(path, headers=headers).headers["ETag"] for path in (view, legal)}
    service = app.extensions[EXTENSION].service
    game_view, legal_commands = service.game_view, service.legal_commands
    built: list[str] = []

    def counted(what: str, build: Callable[[], Any]) -> Callable[[], Any]:
        return lambda: built.append(what) or build()

    monkeypatch.setattr(service, "game_view", lambda *a: replace(v := game_view(*a), build=counted("view", v.build)))
    monkeypatch.setattr(service, "legal_commands", lambda *a, **k: replace(
        c := legal_commands(*a, **k), listed=counted("commands", c.listed)))
    for path, tag in tags.items():
        assert http.client.get(path, headers={**headers, "If-None-Match": tag}).status_code == 304
    assert built == []
    for path in tags:
        assert http.client.get(path, headers=headers).status_code == 200
    assert built == ["view", "commands"]


def test_if_match_takes_a_compressed_answers_tag_and_the_legal_commands_tag_as_their_version(http: Http) -> None:
    game_id, tokens = http.fixed_game()
    seat0 = http.bearer(tokens[0])
    packed = http.client.get(f"/v1/games/{game_id}", headers={**seat0, "Accept-Encoding": "gzip"})
    assert packed.headers["ETag"].endswith(':gzip"')
    listed = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=seat0)
    command = listed.get_json()["commands"][0]
    stale = http.command(game_id, tokens[0], command, {"If-Match": '"0:gzip"'})
    assert stale.status_code == 409 and stale.get_json()["code"] == "version-conflict"
    played = http.command(game_id, tokens[0], command, {"If-Match": packed.headers["ETag"]})
    assert played.status_code == 200, played.get_json()
    late = http.command(game_id, tokens[1], {"type": "pass"}, {"If-Match": listed.headers["ETag"]})
    assert late.status_code == 409 and late.get_json()["code"] == "version-conflict"
