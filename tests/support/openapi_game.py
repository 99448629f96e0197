"""Print the openapi.yaml components of one game's commands, built from its command classes.

Run: ``.venv/bin/python -m tests.support.openapi_game haggis``, then paste the output under
``components/schemas`` (and its ``<Game>Command`` into ``Command.oneOf``). The description of each command is
the first line of its class docstring; ``tests/api/test_openapi_matches.py`` checks the result.
"""

from __future__ import annotations

import inspect
import json
import sys

from marshmallow import fields

from api.schemas.commands import CommandSchemas, schema_name
from domain.games import GAMES
from tests.api.test_openapi_matches import facts_of


def flow(facts: dict[str, object]) -> str:
    """A YAML flow mapping of JSON Schema facts."""
    return "{ " + ", ".join(f"{k}: {json.dumps(v)}" for k, v in facts.items()) + " }"


def main(slug: str) -> None:
    game = GAMES[slug]
    schemas = CommandSchemas(GAMES).schemas(slug)
    group = schema_name(slug, "command")
    print(f"    {group}:\n      description: The commands of `{slug}`.\n      oneOf:")
    for cls in game.info.commands:
        print(f'        - $ref: "#/components/schemas/{schema_name(slug, cls.type)}"')
    for cls in game.info.commands:
        schema = schemas[cls.type]
        doc = (inspect.getdoc(cls) or cls.type).splitlines()[0]
        required = [name for name, f in schema.fields.items() if f.required]
        print(f"    {schema_name(slug, cls.type)}:")
        print(f"      description: {json.dumps(doc, ensure_ascii=False)}")
        print("      type: object\n      additionalProperties: false")
        print(f"      required: [{', '.join(required)}]\n      properties:")
        for name, field in schema.fields.items():
            facts = facts_of(field)
            if isinstance(field, fields.List) and field.inner is not None:
                facts["items"] = facts_of(field.inner)
                items = flow(facts.pop("items"))  # type: ignore[arg-type]
                print(f"        {name}: {flow(facts)[:-2]}, items: {items} }}")
            else:
                print(f"        {name}: {flow(facts)}")


if __name__ == "__main__":
    main(sys.argv[1])
