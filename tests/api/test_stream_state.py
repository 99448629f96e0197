"""GET /v1/games/{id}/stream?state=true (issue 38): the stream carries the bearer's view and legal commands after
each batch, so that a client following a game asks for neither after a move. Each state equals what the view and
``legal-commands`` answer at its version; the events come as without it, each once."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, cast

import pytest
from flask import Flask

from api.routes.stream import _messages
from api.stream_hub import Batch, StreamEnd, Subscription
from tests.api import test_stream_sse
from tests.api.test_match_stream import new_match, play_match
from tests.api.test_matches_over_http import match_moves
from tests.api.test_stream_sse import Message, SseClient, events_seen_by
from tests.support.served import hub

if TYPE_CHECKING:
    from tests.api.conftest import Http

#: The SSE tests' fixtures: the app with a short heartbeat, served by a threaded werkzeug server.
app = test_stream_sse.app
server = test_stream_sse.server


def legal(http: Http, game_id: str, token: str, form: str = "full") -> dict[str, Any]:
    response = http.client.get(f"/v1/games/{game_id}/legal-commands?form={form}", headers=http.bearer(token))
    assert response.status_code == 200
    answer: dict[str, Any] = response.get_json()
    return answer


def next_state(client: SseClient, events: list[Message]) -> Message:
    """The next state message; the events before it are added to ``events``."""
    while True:
        message = client.next(heartbeats=False)
        assert message is not None, "the stream ended before a state"
        if message.event == "state":
            return message
        assert message.event == "event", message
        events.append(message)


def test_a_state_stream_opens_with_a_state_the_view_and_legal_commands_answer(
    http: Http, server: tuple[str, int]
) -> None:
    game_id, tokens = http.fixed_game()
    client = SseClient(server, f"/v1/games/{game_id}/stream?state=true", http.bearer(tokens[0]))
    first = client.next()
    view = http.view(game_id, tokens[0])
    assert first == Message(
        "state",
        str(view["version"]),
        {"version": view["version"], "view": view, "commands": legal(http, game_id, tokens[0])},
    )
    assert first.data["commands"]["commands"], "seat 0 leads: it has plays"
    client.close()


def test_after_each_move_a_state_stream_sends_the_events_then_the_state_at_the_new_version(
    http: Http, server: tuple[str, int]
) -> None:
    """A whole game, followed by seat 1 with states: after each move its events (each once, as the log shows them
    to seat 1) and then its state, equal to the view and the legal commands then; the finished game's view last."""
    game_id, tokens = http.fixed_game()
    client = SseClient(server, f"/v1/games/{game_id}/stream?state=true", http.bearer(tokens[1]))
    opening = client.next()
    assert opening is not None and opening.event == "state"
    events: list[Message] = []
    rng = random.Random(7)
    while (view := http.view(game_id))["status"] == "active":
        seat = view["turn"]
        response = http.command(game_id, tokens[seat], rng.choice(legal(http, game_id, tokens[seat])["commands"]))
        assert response.status_code == 200
        if response.get_json()["view"]["status"] == "finished":
            break
        state = next_state(client, events)
        assert state.id is None
        assert state.data == {
            "version": response.get_json()["version"],
            "view": http.view(game_id, tokens[1]),
            "commands": legal(http, game_id, tokens[1]),
        }
    rest = client.rest()
    assert rest[-1].event == "view" and rest[-1].id is None and rest[-1].data["view"]["status"] == "finished"
    events += [m for m in rest[:-1] if m.event == "event"]
    assert [m.event for m in rest[:-1]] == ["event"] * len(rest[:-1]), "no state after the game ends"
    shown = events_seen_by(http, game_id, tokens[1], after=opening.data["version"])
    assert [m.data for m in events] == shown
    assert [m.id for m in events] == [str(e["version"]) for e in shown]


def test_a_resumed_state_stream_sends_its_backlog_then_a_state_then_a_heartbeat(
    http: Http, server: tuple[str, int]
) -> None:
    game_id, tokens = http.fixed_game()
    start = http.view(game_id)["version"]
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    head = http.view(game_id)["version"]
    client = SseClient(server, f"/v1/games/{game_id}/stream?state=1&after={start}", http.bearer(tokens[2]))
    backlog = [client.next() for _ in range(head - start)]
    assert [m.data for m in backlog if m is not None] == events_seen_by(http, game_id, tokens[2], after=start)
    state = client.next()
    assert state == Message(
        "state",
        None,
        {"version": head, "view": http.view(game_id, tokens[2]), "commands": legal(http, game_id, tokens[2])},
    )
    assert client.next() == Message("heartbeat", None, {"head": head})
    client.close()


def test_a_spectators_state_has_the_spectators_view_and_no_commands(http: Http, server: tuple[str, int]) -> None:
    game_id, tokens = http.fixed_game()
    client = SseClient(server, f"/v1/games/{game_id}/stream?state=true")
    opening = client.next()
    assert opening is not None and opening.data == {
        "version": opening.data["version"],
        "view": http.view(game_id),
        "commands": None,
    }
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    state = next_state(client, [])
    assert state.data["commands"] is None and state.data["view"] == http.view(game_id)
    assert state.data["view"]["hand"] is None
    client.close()


def test_a_state_lists_its_commands_in_the_form_asked_for(http: Http, server: tuple[str, int]) -> None:
    game_id, tokens = http.fixed_game()
    client = SseClient(server, f"/v1/games/{game_id}/stream?state=true&form=compact", http.bearer(tokens[0]))
    opening = client.next()
    assert opening is not None and opening.data["commands"] == legal(http, game_id, tokens[0], "compact")
    assert opening.data["commands"]["form"] == "compact"
    client.close()


@pytest.mark.parametrize("query", ["form=compact", "state=yes", "state=true&form=short", "state=true&state=false"])
def test_a_state_query_that_does_not_fit_is_a_400_problem(http: Http, query: str) -> None:
    game_id, tokens = http.fixed_game()
    response = http.client.get(f"/v1/games/{game_id}/stream?{query}", headers=http.bearer(tokens[0]))
    assert response.status_code == 400
    assert response.content_type == "application/problem+json"
    assert response.get_json()["code"] == "invalid-query"


def test_a_seats_match_stream_with_states_sends_the_commands_of_its_table_after_each_move(
    http: Http, server: tuple[str, int]
) -> None:
    """A match at several tables: the opening state has the stream's cursor as its id; after a move at the seat's
    table, a state comes whose commands are what legal-commands answers the seat there."""
    match_id, tokens = new_match(http)
    seat = 4
    client = SseClient(server, f"/v1/games/{match_id}/stream?state=true", http.bearer(tokens[seat]))
    opening = client.next()
    assert opening is not None and opening.event == "state" and opening.id is not None and "," in opening.id
    assert opening.data["view"] == http.view(match_id, tokens[seat])
    assert opening.data["commands"] == legal(http, match_id, tokens[seat])
    table = opening.data["commands"]["table"]
    moves = match_moves(http, match_id, tokens, http.view(match_id))
    mover, body, _ = next(m for m in moves if m[2] == table)  # whoever acts at the seat's table, itself too
    assert http.command(match_id, tokens[mover], body).status_code == 200
    state = next_state(client, [])
    assert state.id is None
    assert state.data["commands"] == legal(http, match_id, tokens[seat])
    assert state.data["commands"]["version"] > opening.data["commands"]["version"]
    client.close()


class _Queued:
    """A subscription that hands out the items it was given, as the hub's would."""

    def __init__(self, start: int, items: list[Batch | StreamEnd]) -> None:
        self.start = start
        self.items = items

    def next(self, timeout: float) -> Batch | StreamEnd | None:
        return self.items.pop(0)


def test_no_state_shows_the_game_finished_while_its_last_events_are_still_to_come(app: Flask, http: Http) -> None:
    """The hub folds a game as far as the store holds it, which may be past the batch it hands out: a batch of the
    game's last events but one, folded finished, sends its event and no state (whose view would end the game on
    the client before its last events came); the last batch sends the last event and the finished view."""
    game_id, tokens = http.fixed_game()
    service = hub(app).service
    opened = service.load(game_id)
    rng = random.Random(3)
    while (view := http.view(game_id))["status"] == "active":
        seat = view["turn"]
        http.command(game_id, tokens[seat], rng.choice(legal(http, game_id, tokens[seat])["commands"]))
    final = service.load(game_id)
    events = service.stored_events(game_id, after=opened.version)
    queued = _Queued(
        opened.version,
        [
            Batch(loaded=final, events=tuple(events[:-1]), finished=True),
            Batch(loaded=final, events=tuple(events[-1:]), finished=True),
        ],
    )
    messages = list(_messages(hub(app), opened, 1, None, cast(Subscription, queued), "full"))
    kinds = [m.split(b"\n", 1)[0] for m in messages[1:]]
    assert kinds == [b"event: state"] + [b"event: event"] * len(events) + [b"event: view"]


def test_a_stream_opened_behind_the_hub_sends_a_state_where_its_backlog_brought_the_game(
    app: Flask, http: Http
) -> None:
    """A stream that opens while the hub already follows the game from a later version reads the events in between
    from the store: the state after them is sent, since the opening state is of the version before them."""
    game_id, tokens = http.fixed_game()
    service = hub(app).service
    opened = service.load(game_id)
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    head = service.load(game_id).version
    queued = _Queued(head, [StreamEnd("test")])
    messages = list(_messages(hub(app), opened, 1, None, cast(Subscription, queued), "full"))
    kinds = [m.split(b"\n", 1)[0] for m in messages[1:]]
    assert kinds == [b"event: state"] + [b"event: event"] * (head - opened.version) + [b"event: state"]
    assert f'"version":{head},'.encode() in messages[-1]


def test_a_finished_games_stream_with_states_is_its_view_as_without_them(http: Http, server: tuple[str, int]) -> None:
    game_id, tokens = http.fixed_game()
    rng = random.Random(5)
    while (view := http.view(game_id))["status"] == "active":
        seat = view["turn"]
        http.command(game_id, tokens[seat], rng.choice(legal(http, game_id, tokens[seat])["commands"]))
    with_states = SseClient(server, f"/v1/games/{game_id}/stream?state=true", http.bearer(tokens[0])).rest()
    without = SseClient(server, f"/v1/games/{game_id}/stream", http.bearer(tokens[0])).rest()
    assert [(m.event, m.id) for m in with_states] == [("view", str(view["version"]))]
    assert with_states == without
    match_id, match_tokens = new_match(http)
    play_match(http, match_id, match_tokens, 1)
    match = SseClient(server, f"/v1/games/{match_id}/stream?state=true", http.bearer(match_tokens[0])).rest()
    assert [m.event for m in match] == ["view"] and match[0].data["view"]["status"] == "finished"


def test_a_state_waits_for_the_events_its_view_holds(app: Flask, http: Http) -> None:
    """A batch folded past its own events (the hub loads the game as far as the store holds it) sends its events and
    no state; the batch that brings the rest sends the state, at the version of its last event."""
    game_id, tokens = http.fixed_game()
    service = hub(app).service
    opened = service.load(game_id)
    assert http.command(game_id, tokens[0], {"type": "play", "cards": ["3C"]}).status_code == 200
    assert http.command(game_id, tokens[1], legal(http, game_id, tokens[1])["commands"][0]).status_code == 200
    latest = service.load(game_id)
    events = service.stored_events(game_id, after=opened.version)
    queued = _Queued(
        opened.version,
        [
            Batch(loaded=latest, events=tuple(events[:1]), finished=False),
            Batch(loaded=latest, events=tuple(events[1:]), finished=False),
            StreamEnd("test"),
        ],
    )
    messages = list(_messages(hub(app), opened, 2, None, cast(Subscription, queued), "full"))
    kinds = [m.split(b"\n", 1)[0] for m in messages[1:]]
    assert kinds == [b"event: state"] + [b"event: event"] * len(events) + [b"event: state"]
    assert f'"version":{latest.version},'.encode() in messages[-1]
