"""openapi.yaml says what the code serves: the same routes, the same request bounds, the same response
members, and the statuses and problem codes each route can answer."""

from __future__ import annotations

import importlib
from enum import StrEnum
from pathlib import Path
from typing import Any

import pytest
import yaml
from flask import Flask
from marshmallow import Schema, fields, validate

from api.http import IDEMPOTENCY_KEY_MAX
from api.schemas import StrictBoolean
from api.schemas.audit import ReplayQuerySchema, ReplaySchema, VerdictSchema
from api.schemas.commands import CommandResultSchema, CommandSchemas, schema_name
from api.schemas.events import EventSchema, EventsPageSchema, EventsQuerySchema
from api.schemas.games import (
    OPTION_INT_LIMIT,
    CreateGameRequestSchema,
    CreateGameResponseSchema,
    GameTypeSchema,
    GameTypesSchema,
    OptionSpecSchema,
    PlayerSpecSchema,
    SeatTokenSchema,
)
from api.schemas.health import HealthSchema, LivenessSchema, ReadinessSchema, TimersHealthSchema
from api.schemas.problems import ProblemSchema
from api.schemas.views import (
    CompactLegalCommandsSchema,
    DeadlineSchema,
    DecisionSchema,
    LegalCommandsSchema,
    SeatViewSchema,
    ViewSchema,
    WindowSchema,
)
from domain import audit
from domain.bots import BOT_POLICIES
from domain.errors import Code, CommandIdReused
from domain.games import GAMES
from domain.ports import GameRecord, StoredEvent

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi.yaml"
HTTP_METHODS = {"get", "post", "put", "patch", "delete"}

# What each route can answer, kept by reading the code: the statuses the spec must document, no more, no less.
# Every route can answer 400 (``api.auth.refuse_credentials_in_query``: a credential in the query).
STATUSES: dict[tuple[str, str], set[int]] = {
    ("/v1/game-types", "get"): {200, 400, 429, 500},
    ("/v1/games", "post"): {201, 400, 413, 422, 429, 500, 503},
    ("/v1/games/{game_id}", "get"): {200, 304, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/legal-commands", "get"): {200, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/commands", "post"): {200, 400, 401, 403, 404, 409, 413, 422, 429, 500, 503},
    ("/v1/games/{game_id}/events", "get"): {200, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/tables/{key}/events", "get"): {200, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/stream", "get"): {200, 204, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/replay", "get"): {200, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/export", "get"): {200, 400, 401, 403, 404, 429, 500, 503},
    ("/v1/games/{game_id}/verify", "get"): {200, 400, 404, 429, 500, 503},
    ("/livez", "get"): {200, 400, 500},
    ("/readyz", "get"): {200, 400, 500, 503},
    ("/healthz", "get"): {200, 400, 500, 503},
    ("/metrics", "get"): {200, 400, 500},
    ("/openapi.yaml", "get"): {200, 400, 404, 429, 500},
    ("/", "get"): {200, 304, 400, 429, 500},
    ("/docs", "get"): {200, 304, 400, 429, 500},
    ("/docs/static/{name}", "get"): {200, 304, 400, 404, 429, 500},
}

# Response schemas of the code and the spec's components that document them.
RESPONSE_SCHEMAS: dict[str, type[Schema]] = {
    "Problem": ProblemSchema,
    "CreateGameResponse": CreateGameResponseSchema,
    "SeatToken": SeatTokenSchema,
    "GameTypes": GameTypesSchema,
    "GameType": GameTypeSchema,
    "OptionSpec": OptionSpecSchema,
    "View": ViewSchema,
    "SeatView": SeatViewSchema,
    "Window": WindowSchema,
    "Decision": DecisionSchema,
    "Deadline": DeadlineSchema,
    "LegalCommands": LegalCommandsSchema,
    "CompactLegalCommands": CompactLegalCommandsSchema,
    "CommandResult": CommandResultSchema,
    "Event": EventSchema,
    "EventsPage": EventsPageSchema,
    "Health": HealthSchema,
    "TimersHealth": TimersHealthSchema,
    "Liveness": LivenessSchema,
    "Readiness": ReadinessSchema,
    "Replay": ReplaySchema,
    "Verdict": VerdictSchema,
}
SETUP_CODES = {"unknown-game-type", "bad-player-count", "bad-option", "bad-deal", "deal-not-allowed"}
BAD_REQUEST_CODES = {"unknown-command"}
# 422 codes of POST commands that are no rule's: an Idempotency-Key reused with another request.
COMMAND_CODES = {CommandIdReused("g", "c").code}


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


def facts_of(field: fields.Field) -> dict[str, Any]:
    """The JSON Schema keywords a marshmallow field enforces: type, bounds, enum, const and pattern."""
    kind, min_key, max_key = _kind_of(field)
    out: dict[str, Any] = {"type": [kind, "null"] if field.allow_none else kind}
    pending = list(field.validators)
    while pending:
        rule = pending.pop()
        if isinstance(rule, validate.And):
            pending.extend(rule.validators)
        elif isinstance(rule, validate.Length):
            if rule.min is not None:
                out[min_key] = rule.min
            if rule.max is not None:
                out[max_key] = rule.max
        elif isinstance(rule, validate.Range):
            if rule.min is not None:
                out["minimum"] = rule.min
            if rule.max is not None:
                out["maximum"] = rule.max
        elif isinstance(rule, validate.OneOf):
            out["enum"] = list(rule.choices)
        elif isinstance(rule, validate.Equal):
            out = {"const": rule.comparable}
        elif isinstance(rule, validate.Regexp):
            out["pattern"] = rule.regex.pattern
    return out


def _kind_of(field: fields.Field) -> tuple[str, str, str]:
    if isinstance(field, fields.List):
        return "array", "minItems", "maxItems"
    if isinstance(field, fields.Dict):
        return "object", "minProperties", "maxProperties"
    if isinstance(field, fields.Integer):
        return "integer", "minimum", "maximum"
    if isinstance(field, fields.Float):
        return "number", "minimum", "maximum"
    if isinstance(field, StrictBoolean):
        return "boolean", "", ""
    return "string", "minLength", "maxLength"


KEYWORDS = (
    "type",
    "const",
    "enum",
    "pattern",
    "minLength",
    "maxLength",
    "minItems",
    "maxItems",
    "minimum",
    "maximum",
    "minProperties",
    "maxProperties",
)


def documented_facts(prop: dict[str, Any]) -> dict[str, Any]:
    """The same keywords as documented for one property."""
    return {k: prop[k] for k in KEYWORDS if k in prop}


def assert_request_schema_matches(spec: dict[str, Any], documented: dict[str, Any], schema: Schema) -> None:
    """Same fields, same required ones, and the same bounds on each field (and on list items)."""
    props = documented["properties"]
    assert documented.get("additionalProperties") is False
    assert set(props) == set(schema.fields)
    assert set(documented.get("required", [])) == {n for n, f in schema.fields.items() if f.required}
    for name, field in schema.fields.items():
        prop = resolve(spec, props[name])
        assert documented_facts(prop) == facts_of(field), name
        if isinstance(field, fields.List) and field.inner is not None and "$ref" not in prop["items"]:
            assert documented_facts(prop["items"]) == facts_of(field.inner), f"{name} items"


def test_the_spec_documents_exactly_the_routes_the_app_serves(app: Flask, spec: dict[str, Any]) -> None:
    """Every route and method of the Flask url_map is in the spec, and nothing else is."""
    served = {
        (rule.rule.replace("<", "{").replace(">", "}"), method.lower())
        for rule in app.url_map.iter_rules()
        if rule.endpoint != "static"
        for method in rule.methods or ()
        if method.lower() in HTTP_METHODS
    }
    documented = {
        (path, method) for path, item in spec["paths"].items() for method in item if method in HTTP_METHODS
    }
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
    for game in GAMES.values():
        module = importlib.import_module(type(game).__module__ + ".errors")
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, StrEnum) and value is not StrEnum:
                codes |= {c.value for c in value}
    assert (codes | COMMAND_CODES) - SETUP_CODES - BAD_REQUEST_CODES <= set(responses["IllegalMove"]["x-codes"])
    assert set(responses["IllegalMove"]["x-codes"]) <= codes | COMMAND_CODES
    assert SETUP_CODES == set(responses["InvalidSetup"]["x-codes"])
    assert BAD_REQUEST_CODES <= set(responses["BadCommand"]["x-codes"])


def test_the_create_request_matches_its_schema(spec: dict[str, Any]) -> None:
    """CreateGameRequest and PlayerSpec have the fields and bounds the marshmallow schemas enforce."""
    documented = component(spec, "CreateGameRequest")
    schema = CreateGameRequestSchema()
    assert set(documented["properties"]) == set(schema.fields)
    assert set(documented["required"]) == {n for n, f in schema.fields.items() if f.required}
    for name in ("game", "players", "options", "deal"):
        prop = documented["properties"][name]
        expected = facts_of(schema.fields[name])
        assert {k: v for k, v in documented_facts(prop).items()} == expected, name
    for name in ("options", "deal"):
        keys = schema.fields[name].key_field
        assert keys is not None
        facts = facts_of(keys)
        assert documented["properties"][name]["propertyNames"] == {
            k: v for k, v in facts.items() if k != "type"
        }
    value = component(spec, "OptionValue")
    assert (value["minimum"], value["maximum"], value["maxLength"]) == (
        -OPTION_INT_LIMIT,
        OPTION_INT_LIMIT,
        64,
    )
    branches = [b["properties"] for b in component(spec, "PlayerSpec")["oneOf"]]
    player = PlayerSpecSchema()
    assert {name for props in branches for name in props} == set(player.fields)
    for props in branches:
        for name, prop in props.items():
            assert documented_facts(prop) == facts_of(player.fields[name]), name
    assert player.fields["bot"].validate is not None
    assert branches[1]["bot"]["enum"] == list(BOT_POLICIES)


def test_every_command_of_every_game_is_documented_with_its_bounds(spec: dict[str, Any]) -> None:
    """Each game's commands are a oneOf of one component per command, equal to the schema built from it."""
    commands = CommandSchemas(GAMES)
    per_game = {resolve(spec, ref)["description"] for ref in component(spec, "Command")["oneOf"]}
    assert len(per_game) == len(GAMES)
    for slug in GAMES:
        group = component(spec, schema_name(slug, "command"))
        refs = {ref["$ref"].rsplit("/", 1)[1] for ref in group["oneOf"]}
        assert refs == {schema_name(slug, kind) for kind in commands.types(slug)}
        for kind, schema in commands.schemas(slug).items():
            assert_request_schema_matches(spec, component(spec, schema_name(slug, kind)), schema)


def test_the_events_query_and_headers_have_the_codes_bounds(spec: dict[str, Any]) -> None:
    """after, limit, wait and Idempotency-Key are bounded as the code bounds them; both logs take limit."""
    params = spec["components"]["parameters"]
    query = EventsQuerySchema()
    for name, param in (("after", params["After"]), ("limit", params["Limit"]), ("wait", params["Wait"])):
        assert param["name"] == name
        field = query.fields[name]
        facts = facts_of(field)
        assert (param["schema"]["minimum"], param["schema"]["maximum"]) == (
            facts["minimum"],
            facts["maximum"],
        )
        assert param["schema"]["default"] == field.load_default
    assert params["IdempotencyKey"]["schema"]["maxLength"] == IDEMPOTENCY_KEY_MAX
    for path in ("/v1/games/{game_id}/events", "/v1/games/{game_id}/tables/{key}/events"):
        assert {"$ref": "#/components/parameters/Limit"} in spec["paths"][path]["get"]["parameters"], path


def test_response_components_have_the_members_of_the_response_schemas(spec: dict[str, Any]) -> None:
    """Each documented response object has the same members, and the same required ones, as the code's."""
    for name, schema_class in RESPONSE_SCHEMAS.items():
        documented = component(spec, name)
        schema = schema_class()
        assert set(documented["properties"]) == set(schema.fields), name
        assert set(documented.get("required", [])) == {n for n, f in schema.fields.items() if f.required}, (
            name
        )


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


def test_the_served_spec_is_the_file(app: Flask) -> None:
    """GET /openapi.yaml serves openapi.yaml as it is."""
    response = app.test_client().get("/openapi.yaml")
    assert response.status_code == 200
    assert response.mimetype == "application/yaml"
    assert response.data == SPEC_PATH.read_bytes()


def test_the_replay_query_has_the_codes_bounds(spec: dict[str, Any]) -> None:
    """at and as are bounded as the code bounds them; full defaults to false."""
    params = {p["name"]: p for p in spec["paths"]["/v1/games/{game_id}/replay"]["get"]["parameters"]}
    query = ReplayQuerySchema()
    assert set(params) == {f.data_key or name for name, f in query.fields.items()}
    for name, field in (("at", query.fields["at"]), ("as", query.fields["as_"])):
        facts = facts_of(field)
        assert (params[name]["schema"]["minimum"], params[name]["schema"]["maximum"]) == (
            facts["minimum"],
            facts["maximum"],
        )
    assert params["full"]["schema"]["default"] is query.fields["full"].load_default is False


def test_the_export_lines_have_the_documented_members(spec: dict[str, Any]) -> None:
    """ExportHeader and ExportEvent list exactly the members ``domain.audit`` writes, all of them required."""
    record = GameRecord(
        game_id="g", game="bombs", options={}, seats=(), seed=b"s", seed_hash="h", created_ms=0
    )
    head = audit.header(record, GAMES["bombs"], 0, "h", "active", None, None)
    event = StoredEvent(version=0, type="T", data={}, at_ms=0, seat=None, command_id=None, hash="h")
    for name, written in (("ExportHeader", head), ("ExportEvent", audit.event_line(event, {}, False))):
        documented = component(spec, name)
        assert set(documented["properties"]) == set(written) == set(documented["required"]), name
