"""openapi.yaml, built from the code with apispec: the schemas from the marshmallow schemas (each game's view,
events and commands included), the operations from the YAML after ``---`` in each route's docstring with the
responses every operation shares (``api/openapi/shared.py``), the shared parameters, headers and responses from
``components.yaml``, and the codes of ``IllegalMove`` from the games' error codes. ``make openapi`` writes the
result to openapi.yaml; a test checks the file equals the build.

Unions are discriminated, so that exactly one branch fits any answer: ``GameView`` by ``kind``, each game's
``<Game>Event`` and ``<Game>Command`` by ``type``, and the answers that carry them (``EventsPage``,
``LegalCommands``, ``CommandResult``) by ``game``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from importlib import resources
from typing import Any

import yaml
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from apispec.yaml_utils import PATH_KEYS, load_operations_from_docstring
from flask import Flask
from marshmallow import Schema, fields, validate

from api.openapi.fields import ATTRIBUTE_FUNCTIONS, ref
from api.openapi.request_shapes import markdown, option_value, player_spec
from api.openapi.shared import with_shared
from api.openapi.yaml_style import dump
from api.schemas import OneOfRef
from api.schemas.audit import ReplaySchema, VerdictSchema
from api.schemas.commands import CommandResultSchema, CommandSchemas
from api.schemas.dataclass_fields import schema_name
from api.schemas.events import EventSchema, EventsPageSchema, EventsQuerySchema, TableEventsPageSchema
from api.schemas.game_shapes import SHAPES
from api.schemas.games import CreateGameRequestSchema, CreateGameResponseSchema, GameTypesSchema
from api.schemas.health import HealthSchema, LivenessSchema, ReadinessSchema
from api.schemas.lobby import GameListSchema, JoinRequestSchema, JoinResponseSchema, WaitingViewSchema
from api.schemas.players import (
    CreatePlayerRequestSchema,
    CreatePlayerResponseSchema,
    GameRatingsSchema,
    LeaderboardSchema,
    MeSchema,
    MyGamesSchema,
    NewKeySchema,
    PlayerSchema,
)
from api.schemas.problems import ProblemSchema
from api.schemas.stream import PlayerStreamTicketSchema, StreamTicketSchema
from api.schemas.views import IDLE_EVENTS, LegalCommandsSchema
from api.schemas.witness import GameWitnessSchema, WitnessRootsSchema
from domain.errors import Code, CommandIdReused
from domain.game import Game, GroupsPlays
from domain.idle import CODES as IDLE_CODES
from domain.lobby import LobbyCode
from domain.tables.rules import HasMatches

OPENAPI_VERSION = "3.1.0"
#: The query parameters shared by both logs, as components, by field name.
LOG_PARAMETERS = {"after": "After", "limit": "Limit", "wait": "Wait"}
#: Codes a command can answer 422 with that are not rules of a game: setup codes and request codes.
NOT_MOVE_CODES = {"unknown-game-type", "bad-player-count", "bad-option", "bad-deal", "deal-not-allowed"}
NOT_MOVE_CODES |= {"unknown-command", "unknown-bot"}


def title(slug: str) -> str:
    """A slug as the prefix of component names: ``bombs-away`` -> ``BombsAway``."""
    return schema_name(slug, "")


def build(app: Flask, games: Mapping[str, Game]) -> dict[str, Any]:
    """The OpenAPI 3.1 document of ``app``, whose games are ``games``."""
    head = _load("document.yaml")
    shared = _load("components.yaml")
    info = dict(head.pop("info"))
    names: dict[str, type[Schema]] = {}
    plugin = MarshmallowPlugin(schema_name_resolver=lambda schema: _resolve(schema, names))
    spec = APISpec(
        title=info.pop("title"),
        version=info.pop("version"),
        openapi_version=OPENAPI_VERSION,
        plugins=[plugin],
        info=info,
        **head,
    )
    assert plugin.converter is not None
    for function in ATTRIBUTE_FUNCTIONS:
        plugin.converter.add_attribute_function(function)  # type: ignore[no-untyped-call]

    for name, scheme in shared["securitySchemes"].items():
        spec.components.security_scheme(name, scheme)
    for name, parameter in shared["parameters"].items():
        spec.components.parameter(name, parameter.pop("in"), parameter)
    for parameter in plugin.converter.schema2parameters(EventsQuerySchema, location="query"):
        spec.components.parameter(LOG_PARAMETERS[parameter["name"]], "query", parameter)
    for name, header in shared["headers"].items():
        spec.components.header(name, header)
    for name, response in shared["responses"].items():
        if name == "IllegalMove":
            response = {**response, "x-codes": move_codes(games)}
        spec.components.response(name, response)

    register = _Registrar(spec, names)
    register.schema("Problem", ProblemSchema)
    register.schema("CreateGameRequest", CreateGameRequestSchema)
    register.schema("CreateGameResponse", CreateGameResponseSchema)
    register.schema("WaitingView", WaitingViewSchema)
    register.schema("GameList", GameListSchema)
    register.schema("JoinRequest", JoinRequestSchema)
    register.schema("JoinResponse", JoinResponseSchema)
    register.schema("GameTypes", GameTypesSchema)
    register.schema("CreatePlayerRequest", CreatePlayerRequestSchema)
    register.schema("CreatePlayerResponse", CreatePlayerResponseSchema)
    register.schema("NewKey", NewKeySchema)
    register.schema("Me", MeSchema)
    register.schema("Player", PlayerSchema)
    register.schema("MyGames", MyGamesSchema)
    register.schema("Leaderboard", LeaderboardSchema)
    register.schema("GameRatings", GameRatingsSchema)
    _game_schemas(register, games)
    register.schema("Replay", ReplaySchema)
    for name, schema in shared["schemas"].items():
        register.raw(name, schema)
    register.schema("Verdict", VerdictSchema)
    register.schema("WitnessRoots", WitnessRootsSchema)
    register.schema("GameWitness", GameWitnessSchema)
    register.schema("Liveness", LivenessSchema)
    register.schema("Readiness", ReadinessSchema)
    register.schema("Health", HealthSchema)
    register.schema("StreamTicket", StreamTicketSchema)
    register.schema("PlayerStreamTicket", PlayerStreamTicketSchema)

    for path, operations in _operations(app):
        spec.path(path=path, operations=operations)

    document = spec.to_dict()
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if method in PATH_KEYS:
                with_shared(f"{method.upper()} {path}", operation, document["components"]["parameters"])
    schemas = document["components"]["schemas"]
    schemas["PlayerSpec"] = player_spec()
    schemas["OptionValue"] = option_value()
    for name, schema in names.items():
        described = schemas.get(name)
        if described is not None and "description" not in described and schema.__doc__:
            described["description"] = markdown(schema.__doc__)
    document["info"] = {key: document["info"][key] for key in ("title", "version", *info)}
    order = ("openapi", "info", "servers", "tags", "security", "paths", "components")
    return {key: document[key] for key in order if key in document}


def render(app: Flask, games: Mapping[str, Game]) -> str:
    """openapi.yaml's text."""
    return "# Built by `make openapi` from the code (api/openapi/build.py); do not edit.\n" + dump(build(app, games))


class _Registrar:
    """Registers components in the order they are given, marshmallow schemas and raw ones alike."""

    def __init__(self, spec: APISpec, names: dict[str, type[Schema]]) -> None:
        self.spec = spec
        self.names = names

    def schema(self, name: str, schema: type[Schema]) -> None:
        self.names[name] = schema
        self.spec.components.schema(name, schema=schema)

    def raw(self, name: str, schema: dict[str, Any]) -> None:
        self.spec.components.schema(name, schema)

    def union(self, name: str, branches: Mapping[str, str], on: str, description: str) -> None:
        """A ``oneOf`` of components discriminated by member ``on``: ``branches`` maps its values to names."""
        self.raw(
            name,
            {
                "description": description,
                "oneOf": [ref(target) for target in dict.fromkeys(branches.values())],
                "discriminator": {
                    "propertyName": on,
                    "mapping": {value: ref(target)["$ref"] for value, target in branches.items()},
                },
            },
        )


def _game_schemas(register: _Registrar, games: Mapping[str, Game]) -> None:
    """Views, events, commands and the answers that carry them, per game, and their unions."""
    commands = CommandSchemas(games)
    views: dict[str, str] = {}
    for slug, game in games.items():
        prefix, shapes = title(slug), SHAPES[slug]
        register.schema(f"{prefix}View", shapes.view)
        views[slug] = f"{prefix}View"
        if shapes.match_view is not None and isinstance(game, HasMatches):
            register.schema(f"{prefix}MatchView", shapes.match_view)
            views[f"{slug}-match"] = f"{prefix}MatchView"
    views["waiting"] = "WaitingView"
    register.union(
        "GameView",
        views,
        "kind",
        "The game as one viewer may see it: a seat token shows that seat's hand, no token is a spectator's "
        "view; once the game is finished everything is shown. `kind` says which shape it is.",
    )
    for event, shape in IDLE_EVENTS.items():  # the idle policy's events, which every game's stream may hold
        register.schema(event, shape)
    for slug, game in games.items():
        prefix, shapes = title(slug), SHAPES[slug]
        envelopes: dict[str, str] = {}
        for event in [cls.__name__ for cls in game.info.events] + list(IDLE_EVENTS):
            data_name = f"{prefix}{event}"
            if event not in IDLE_EVENTS:
                register.schema(data_name, shapes.events[event])
            envelope = _narrowed(
                EventSchema,
                f"{data_name}EventSchema",
                type=fields.String(required=True, validate=validate.Equal(event)),
                data=fields.Nested(shapes.events[event], required=True),
            )
            register.schema(f"{data_name}Event", envelope)
            envelopes[event] = f"{data_name}Event"
        register.union(
            f"{prefix}Event", envelopes, "type", f"An event of `{slug}` in the log, redacted for the viewer."
        )
        kinds = {kind: schema_name(slug, kind) for kind in commands.types(slug)}
        for kind, name in kinds.items():
            register.schema(name, type(commands.schemas(slug)[kind]))
        register.union(f"{prefix}Command", kinds, "type", f"A command of `{slug}`.")
    register.raw(
        "Command",
        {
            "description": 'A command of the game\'s type (see `<Game>Command`), e.g. `{"type": "pass"}`.',
            "anyOf": [ref(f"{title(slug)}Command") for slug in games],
        },
    )
    _answers(register, games)


def _answers(register: _Registrar, games: Mapping[str, Game]) -> None:
    """The per-game answers that hold events or commands, discriminated by ``game``."""
    pages, results, legal, tables = {}, {}, {}, {}
    legal_fields = LegalCommandsSchema._declared_fields  # each game's answer narrows some of them
    for slug, game in games.items():
        prefix = title(slug)
        game_field = fields.String(required=True, validate=validate.Equal(slug))
        events = fields.List(OneOfRef(f"{prefix}Event"), required=True)
        pages[slug] = f"{prefix}EventsPage"
        register.schema(pages[slug], _narrowed(EventsPageSchema, pages[slug], game=game_field, events=events))
        if isinstance(game, HasMatches):
            tables[slug] = f"{prefix}TableEventsPage"
            page = _narrowed(TableEventsPageSchema, tables[slug], game=game_field, events=events)
            register.schema(tables[slug], page)
        results[slug] = f"{prefix}CommandResult"
        register.schema(results[slug], _narrowed(CommandResultSchema, results[slug], game=game_field, events=events))
        described, equivalent = (legal_fields[f].metadata for f in ("play_groups", "equivalent_cards"))
        groups: fields.Field[Any] = (
            fields.List(OneOfRef("HaggisPlayGroup"), metadata=described)
            if isinstance(game, GroupsPlays)
            else fields.List(fields.Dict(), validate=validate.Length(max=0), metadata=described)
        )
        legal[slug] = f"{prefix}LegalCommands"
        schema = _narrowed(
            LegalCommandsSchema,
            legal[slug],
            game=game_field,
            commands=fields.List(OneOfRef(f"{prefix}Command"), required=True),
            play_groups=groups,
            equivalent_cards=fields.String(
                required=True, validate=validate.Equal(game.info.equivalent_cards), metadata=equivalent
            ),
        )
        register.schema(legal[slug], schema)
    register.union("EventsPage", pages, "game", "A page of a game's log.")
    register.union("TableEventsPage", tables, "game", "A page of the log of one table of a match.")
    register.union("CommandResult", results, "game", "The answer to a command.")
    register.union("LegalCommands", legal, "game", "What the seat may send now.")


def _narrowed(base: type[Schema], name: str, **declared: fields.Field[Any]) -> type[Schema]:
    """``base`` with some members declared anew (narrowed to one game), named ``name``."""
    cls = type(name.removesuffix("Schema") + "Schema", (base,), {**declared, "__doc__": base.__doc__})
    return cls


def _resolve(schema: type[Schema] | Schema, names: dict[str, type[Schema]]) -> str:
    """A nested schema's component name: its class name without ``Schema``."""
    cls = schema if isinstance(schema, type) else type(schema)
    name = cls.__name__.removesuffix("Schema")
    names.setdefault(name, cls)
    return name


def _operations(app: Flask) -> Iterable[tuple[str, dict[str, Any]]]:
    """Each served path with the operations of its routes' docstrings, in the order the routes were added."""
    paths: dict[str, dict[str, Any]] = {}
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule)  # <int:seat> too
        operations = load_operations_from_docstring(app.view_functions[rule.endpoint].__doc__ or "")
        paths.setdefault(path, {}).update(operations)
    return paths.items()


def move_codes(games: Mapping[str, Game]) -> list[str]:
    """The codes a command can be refused with (422): the shared ones, then each game's, then a reused key."""
    codes: list[str] = [CommandIdReused("g", "c").code]
    codes += [c.value for c in Code if c.value not in NOT_MOVE_CODES]
    for game in games.values():
        codes += game.info.codes
    codes += [LobbyCode.NO_SUCH_SEAT, LobbyCode.NOT_SEATED]  # a join's or a leave's seat the game lacks
    codes += IDLE_CODES  # a return or a resignation the idle policy refuses (docs/rules.md §0.1)
    return list(dict.fromkeys(codes))


def _load(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load(resources.files("api.openapi").joinpath(name).read_text())
    return loaded
