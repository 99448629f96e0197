"""openapi.yaml is what the code builds and serves (``api/openapi/build.py``), a valid OpenAPI 3.1 document whose
unions are discriminated, with the routes the app serves, the statuses and problem codes each route can answer,
and the members the audit code writes. That every answer fits it is checked on every API test's answers
(``tests/support/contract.py``)."""

from __future__ import annotations

import importlib
import re
from dataclasses import replace
from enum import StrEnum
from typing import Any

import pytest
import yaml
from flask import Flask
from marshmallow import validate
from openapi_spec_validator import validate as validate_openapi

from api.openapi.build import render
from api.schemas.audit import ReplayQuerySchema
from domain import audit
from domain.errors import Code, CommandIdReused
from domain.games import GAMES
from domain.idle import CODES as IDLE_CODES
from domain.idle import IdlePolicy
from domain.ports import GameRecord, StoredEvent
from tests.support.contract import SPEC_PATH

HTTP_METHODS = {"get", "post", "put", "patch", "delete"}

# What each route can answer, kept by reading the code: the statuses the spec must document, no more, no less.
# Every route can answer 400 (``api.auth.refuse_credentials_in_query``: a credential in the query).
STATUSES: dict[tuple[str, str], set[int]] = {
    ("/v1/game-types", "get"): {200, 304, 400, 429, 500},
    ("/v1/games", "post"): {201, 400, 401, 413, 422, 429, 500, 503},
    ("/v1/games", "get"): {200, 304, 400, 429, 500, 503},
    ("/v1/witness", "get"): {200, 400, 429, 500, 503},
    ("/v1/games/{game_id}/witness", "get"): {200, 400, 404, 429, 500, 503},
    ("/v1/games/{game_id}/join", "post"): {201, 400, 401, 404, 409, 413, 422, 429, 500, 503},
    ("/v1/games/{game_id}/leave", "post"): {200, 400, 401, 403, 404, 409, 429, 500, 503},
    ("/v1/games/{game_id}/rematch", "get"): {200, 304, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/rematch", "post"): {201, 400, 401, 403, 404, 409, 429, 500, 503},
    ("/v1/games/{game_id}", "get"): {200, 304, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/legal-commands", "get"): {200, 304, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/commands", "post"): {200, 204, 400, 401, 403, 404, 409, 413, 422, 429, 500, 503},
    ("/v1/games/{game_id}/seats/{seat}/return", "post"): {200, 204, 400, 401, 403, 404, 409, 422, 429, 500, 503},
    ("/v1/games/{game_id}/seats/{seat}/away", "post"): {200, 204, 400, 401, 403, 404, 409, 422, 429, 500, 503},
    ("/v1/games/{game_id}/resign", "post"): {200, 204, 400, 401, 403, 404, 409, 422, 429, 500, 503},
    ("/v1/games/{game_id}/events", "get"): {200, 304, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/tables/{key}/events", "get"): {200, 304, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/stream", "get"): {200, 204, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/stream-tickets", "post"): {201, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/replay", "get"): {200, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/export", "get"): {200, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/verify", "get"): {200, 400, 404, 429, 500, 503},
    ("/v1/players", "post"): {201, 400, 413, 429, 500, 503},
    ("/v1/players/me", "get"): {200, 304, 400, 401, 429, 500, 503},
    ("/v1/players/me", "patch"): {200, 400, 401, 413, 429, 500, 503},
    ("/v1/players/me", "delete"): {204, 400, 401, 429, 500, 503},
    ("/v1/players/me/keys", "post"): {201, 400, 401, 409, 429, 500, 503},
    ("/v1/players/me/keys/{key_id}", "delete"): {204, 400, 401, 404, 409, 429, 500, 503},
    ("/v1/players/me/games", "get"): {200, 304, 400, 401, 429, 500, 503},
    ("/v1/players/{player_id}", "get"): {200, 400, 404, 410, 429, 500, 503},
    ("/v1/leaderboards/{game}", "get"): {200, 400, 404, 429, 500, 503},
    ("/v1/players/me/stream", "get"): {200, 400, 401, 429, 500, 503},
    ("/v1/players/me/stream-tickets", "post"): {201, 400, 401, 429, 500, 503},
    ("/v1/games/{game_id}/ratings", "get"): {200, 400, 404, 429, 500, 503},
    ("/livez", "get"): {200, 400, 500},
    ("/readyz", "get"): {200, 400, 500, 503},
    ("/healthz", "get"): {200, 400, 500, 503},
    ("/metrics", "get"): {200, 400, 500},
    ("/openapi.yaml", "get"): {200, 304, 400, 429, 500},
    ("/", "get"): {200, 304, 400, 429, 500},
    ("/docs", "get"): {200, 304, 400, 429, 500},
    ("/docs/static/{name}", "get"): {200, 304, 400, 404, 429, 500},
    ("/play/{game_id}", "get"): {200, 304, 400, 404, 429, 500},
    ("/me", "get"): {200, 304, 400, 429, 500},
    ("/leaderboards", "get"): {200, 304, 400, 429, 500},
    ("/rules", "get"): {200, 304, 400, 429, 500},
    ("/verify", "get"): {200, 304, 400, 429, 500},
    ("/web/{name}", "get"): {200, 304, 400, 404, 429, 500},
    ("/web/games/{name}", "get"): {200, 304, 400, 404, 429, 500},
}

SETUP_CODES = {"unknown-game-type", "bad-player-count", "bad-option", "bad-deal", "deal-not-allowed"}
SETUP_CODES |= {"player-seated-twice", "rated-needs-players"}  # players' seats: twice, or names in a rated game
SETUP_CODES |= {"unknown-bot"}  # a bot kind the game does not offer
BAD_REQUEST_CODES = {"unknown-command"}
# 422 codes of POST commands that are no rule's: an Idempotency-Key reused with another request.
COMMAND_CODES = {CommandIdReused("g", "c").code}
# 422 codes of the lobby's joins and leaves: a seat the game does not have, or nobody sits at.
LOBBY_CODES = {"no-such-seat", "not-seated"}


@pytest.fixture(scope="module")
def spec() -> dict[str, Any]:
    """The parsed openapi.yaml."""
    loaded: dict[str, Any] = yaml.safe_load(SPEC_PATH.read_text())
    return loaded


def resolve(spec: dict[str, Any], node: dict[str, Any]) -> dict[str, Any]:
    """Follow a local $ref."""
    while "$ref" in node:
        target: Any = spec
        for part in node["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        node = target
    return node


def component(spec: dict[str, Any], name: str) -> dict[str, Any]:
    """A schema of components/schemas."""
    found: dict[str, Any] = spec["components"]["schemas"][name]
    return found


def test_the_spec_documents_exactly_the_routes_the_app_serves(app: Flask, spec: dict[str, Any]) -> None:
    """Every route and method of the Flask url_map is in the spec, and nothing else is."""
    served = {
        (re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule), method.lower())  # <int:seat> as {seat}
        for rule in app.url_map.iter_rules()
        if rule.endpoint != "static"
        for method in rule.methods or ()
        if method.lower() in HTTP_METHODS
    }
    documented = {(path, method) for path, item in spec["paths"].items() for method in item if method in HTTP_METHODS}
    assert documented == served


def test_each_route_documents_the_statuses_it_can_answer(spec: dict[str, Any]) -> None:
    """The documented statuses per operation are the ones listed here from the code."""
    documented = {
        (path, method): {int(status) for status in op["responses"]}
        for path, item in spec["paths"].items()
        for method, op in item.items()
        if method in HTTP_METHODS
    }
    assert documented == STATUSES


def test_every_problem_code_is_documented_on_its_status(spec: dict[str, Any]) -> None:
    """Rule codes are on the 422 of commands, setup codes on the 422 of creation."""
    responses = spec["components"]["responses"]
    codes: set[str] = {c.value for c in Code}
    for slug in GAMES:
        module = importlib.import_module(f"domain.games.{slug.replace('-', '_')}.errors")
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, StrEnum) and value is not StrEnum:
                codes |= {c.value for c in value}
    codes |= set(IDLE_CODES)  # the idle policy's refusals of a return or a resignation (domain.idle)
    assert (codes | COMMAND_CODES | LOBBY_CODES) - SETUP_CODES - BAD_REQUEST_CODES <= set(
        responses["IllegalMove"]["x-codes"]
    )
    assert set(responses["IllegalMove"]["x-codes"]) <= codes | COMMAND_CODES | LOBBY_CODES
    assert SETUP_CODES == set(responses["InvalidSetup"]["x-codes"])
    assert BAD_REQUEST_CODES <= set(responses["BadCommand"]["x-codes"])


def test_every_reference_resolves(spec: dict[str, Any]) -> None:
    """No $ref points at a missing component."""

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if "$ref" in node:
                resolve(spec, node)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(spec)


def test_the_committed_file_is_what_the_code_builds(app: Flask) -> None:
    """openapi.yaml equals the document built from the code; `make openapi` rewrites it."""
    assert render(app, GAMES) == SPEC_PATH.read_text(), "openapi.yaml is stale: run `make openapi`"


def test_the_served_spec_is_the_file(app: Flask) -> None:
    """GET /openapi.yaml serves openapi.yaml as it is, and answers 304 to its own ETag."""
    client = app.test_client()
    response = client.get("/openapi.yaml")
    assert response.status_code == 200
    assert response.mimetype == "application/yaml"
    assert response.data == SPEC_PATH.read_bytes()
    again = client.get("/openapi.yaml", headers={"If-None-Match": response.headers["ETag"]})
    assert again.status_code == 304


def test_the_spec_is_a_valid_openapi_3_1_document(spec: dict[str, Any]) -> None:
    """openapi-spec-validator accepts it (its schemas are JSON Schema 2020-12)."""
    validate_openapi(spec)


def test_every_union_is_discriminated_and_its_mapping_names_each_branch_once(spec: dict[str, Any]) -> None:
    """A oneOf of components names the member that tells its branches apart, and maps every value to one
    branch, each branch fixing that member to its value (so exactly one branch can fit)."""
    unions = {n: s for n, s in spec["components"]["schemas"].items() if "oneOf" in s and "discriminator" in s}
    assert {"GameView", "EventsPage", "LegalCommands", "CommandResult", "BombsEvent", "HaggisCommand"} <= set(unions)
    for name, union in unions.items():
        on = union["discriminator"]["propertyName"]
        mapping = union["discriminator"]["mapping"]
        assert sorted(mapping.values()) == sorted(branch["$ref"] for branch in union["oneOf"]), name
        for value, target in mapping.items():
            branch = resolve(spec, {"$ref": target})
            assert on in branch["required"], (name, value)
            assert branch["properties"][on]["const"] == value, (name, value)


def test_the_replay_query_has_the_codes_bounds(spec: dict[str, Any]) -> None:
    """at and as are bounded as the code bounds them; full defaults to false."""
    operation = spec["paths"]["/v1/games/{game_id}/replay"]["get"]
    params = {p["name"]: p for p in operation["parameters"] if "name" in p}
    query = ReplayQuerySchema()
    assert set(params) == {f.data_key or name for name, f in query.fields.items()}
    for name, field in (("at", query.fields["at"]), ("as", query.fields["as_"])):
        (bounds,) = [rule for rule in field.validators if isinstance(rule, validate.Range)]
        assert (params[name]["schema"]["minimum"], params[name]["schema"]["maximum"]) == (bounds.min, bounds.max)
    assert params["full"]["schema"]["default"] is query.fields["full"].load_default is False


def test_the_export_lines_have_the_documented_members(spec: dict[str, Any]) -> None:
    """ExportHeader and ExportEvent list exactly the members ``domain.audit`` writes, all of them required but the
    header's ``idle`` and ``chance``, which a game made before them does not have."""
    record = GameRecord(game_id="g", game="bombs", options={}, seats=(), seed=b"s", seed_hash="h", created_ms=0,
                        idle=IdlePolicy(), chance=2)
    head = audit.header(record, GAMES["bombs"], 0, "h", "active", None, None)
    event = StoredEvent(version=0, type="T", data={}, at_ms=0, seat=None, command_id=None, hash="h")
    for name, written in (("ExportHeader", head), ("ExportEvent", audit.event_line(event, {}, False))):
        documented = component(spec, name)
        assert set(documented["properties"]) == set(written), name
        assert set(documented["required"]) == set(written) - {"idle", "chance"}, name
    older = audit.header(replace(record, idle=None, chance=1), GAMES["bombs"], 0, "h", "active", None, None)
    assert set(older) == set(head) - {"idle", "chance"}
