"""A player's routes each make one call to the service, counted as they run (the route, its helpers, and any
module they import alike): the game view, the legal commands and a command, at one table and in a match."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from flask import Flask

from api.extension import EXTENSION
from domain.service import API_SURFACE
from tests.api.conftest import Http


@contextmanager
def counted(app: Flask) -> Iterator[Counter[str]]:
    """The calls the app makes to its service's surface (``API_SURFACE``) while the block runs."""
    service = app.extensions[EXTENSION].service
    calls: Counter[str] = Counter()
    originals = {name: getattr(service, name) for name in API_SURFACE if callable(getattr(service, name))}

    def wrap(name: str, original: Any) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            calls[name] += 1
            return original(*args, **kwargs)

        return call

    for name, original in originals.items():
        setattr(service, name, wrap(name, original))
    try:
        yield calls
    finally:
        for name, original in originals.items():
            setattr(service, name, original)


def test_the_players_routes_each_call_the_service_once_at_one_table(app: Flask, http: Http) -> None:
    game_id, tokens = http.fixed_game()
    auth = http.bearer(tokens[0])
    with counted(app) as calls:
        assert http.client.get(f"/v1/games/{game_id}", headers=auth).status_code == 200
    assert calls == Counter({"game_view": 1})
    with counted(app) as calls:
        legal = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=auth)
    assert legal.status_code == 200 and calls == Counter({"legal_commands": 1})
    with counted(app) as calls:
        assert http.command(game_id, tokens[0], legal.get_json()["commands"][0]).status_code == 200
    assert calls == Counter({"command": 1})
    with counted(app) as calls:
        assert http.command(game_id, tokens[0], {"type": "pass"}).status_code == 422
    assert calls == Counter({"command": 1}), "a refused command is one call too"


@pytest.mark.parametrize("route", ["view", "legal-commands", "command"])
def test_the_players_routes_each_call_the_service_once_in_a_match(app: Flask, http: Http, route: str) -> None:
    created = http.create(players=[{"name": f"p{i}"} for i in range(7)], options={"window_ms": 0})
    game_id, token = created["id"], http.tokens(created)[0]
    auth = http.bearer(token)
    legal = http.client.get(f"/v1/games/{game_id}/legal-commands", headers=auth).get_json()
    with counted(app) as calls:
        if route == "view":
            assert http.client.get(f"/v1/games/{game_id}", headers=auth).status_code == 200
        elif route == "legal-commands":
            assert http.client.get(f"/v1/games/{game_id}/legal-commands", headers=auth).status_code == 200
        else:
            body = legal["commands"][0] if legal["commands"] else {"type": "pass"}
            assert http.command(game_id, token, body).status_code in (200, 422)
    assert sum(calls.values()) == 1, calls
