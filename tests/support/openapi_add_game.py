"""Add one game to openapi.yaml: its command components, its view, its rule codes on ``IllegalMove``.

Run: ``.venv/bin/python -m tests.support.openapi_add_game haggis`` once, when a game is registered; then
edit the view's description by hand. ``tests/api/test_openapi_matches.py`` checks the result.
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import random
import sys
import textwrap
from enum import StrEnum
from pathlib import Path

from api.schemas.commands import schema_name
from domain.errors import Code
from domain.games import GAMES
from tests.support import openapi_game
from tests.support.playout import playout

SPEC = Path(__file__).resolve().parents[2] / "openapi.yaml"
COMMON = {"view", "seats", "hand", "turn", "windows", "decisions", "result"}


def game_codes(slug: str) -> list[str]:
    """The game's own rule codes, in declaration order."""
    module = importlib.import_module(type(GAMES[slug]).__module__ + ".errors")
    out: list[str] = []
    for value in vars(module).values():
        if isinstance(value, type) and issubclass(value, StrEnum) and value is not StrEnum:
            out += [c.value for c in value]
    return out


def main(slug: str) -> None:
    text = SPEC.read_text()
    view_name = schema_name(slug, "view")
    command_name = schema_name(slug, "command")
    if f"    {command_name}:" in text:
        raise SystemExit(f"{slug} is in openapi.yaml already")
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        openapi_game.main(slug)
    game = GAMES[slug]
    state = playout(game, game.info.min_players, {}, seed=1, max_steps=5).state
    extra = sorted(set(game.view(state, 0)) - COMMON)
    about = textwrap.fill(
        f"The view of `{slug}`; its own public members are {', '.join(extra)}.",
        width=110,
        initial_indent=" " * 8,
        subsequent_indent=" " * 8,
    )
    view = (
        f"    {view_name}:\n      description: |\n{about}\n"
        f"      allOf:\n        - $ref: \"#/components/schemas/View\"\n"
    )
    text = text.rstrip("\n") + "\n" + buffer.getvalue()
    last_view = text.index("    SeatView:\n")
    text = text[:last_view] + view + text[last_view:]
    text = text.replace(
        "    GameView:\n      oneOf:\n",
        f"    GameView:\n      oneOf:\n        - $ref: \"#/components/schemas/{view_name}\"\n",
        1,
    )
    marker = "      description: A command body; `type` names one of the game's commands.\n      oneOf:\n"
    text = text.replace(marker, marker + f'        - $ref: "#/components/schemas/{command_name}"\n', 1)
    start = text.index("      x-codes: [", text.index("    IllegalMove:"))
    end = text.index("]", start) + 1
    listed = [c.strip() for c in text[start + len("      x-codes: ["):end - 1].replace("\n", " ").split(",")]
    shared = {c.value for c in Code}
    codes = listed + [c for c in game_codes(slug) if c not in listed and c not in shared]
    body = textwrap.fill(
        ", ".join(codes), width=118 - 16, subsequent_indent=" " * 16, break_on_hyphens=False, break_long_words=False
    )
    text = text[:start] + "      x-codes: [" + body + "]" + text[end:]
    SPEC.write_text(text)
    print(json.dumps({"added": slug, "codes": len(codes), "view_members": extra}))


if __name__ == "__main__":
    random.seed(0)
    main(sys.argv[1])
