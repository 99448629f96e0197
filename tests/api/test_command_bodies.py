"""Command bodies are checked by their schema once per distinct body: the command built from a body is
remembered and shared (commands are immutable), and a refused body is refused every time."""

from __future__ import annotations

import pytest
from marshmallow import ValidationError

from api.errors import ApiError
from api.schemas.commands import CACHED_BODY_BYTES, CommandSchemas
from domain.games import GAMES
from domain.games.bombs.commands import Pass, Play


@pytest.fixture
def schemas() -> CommandSchemas:
    return CommandSchemas(GAMES)


def test_the_same_body_in_any_key_order_gives_one_shared_command(schemas: CommandSchemas) -> None:
    first = schemas.command("bombs", {"type": "play", "cards": ["7H", "7S"]})
    again = schemas.command("bombs", {"cards": ["7H", "7S"], "type": "play"})
    assert first == Play(cards=("7H", "7S"))
    assert again is first
    assert schemas.command("bombs", {"type": "pass"}) == Pass()


def test_a_refused_body_is_refused_each_time(schemas: CommandSchemas) -> None:
    for _ in range(2):
        with pytest.raises(ValidationError):
            schemas.command("bombs", {"type": "play", "cards": "7H"})
        with pytest.raises(ApiError) as caught:
            schemas.command("bombs", {"type": "shout"})
        assert caught.value.code == "unknown-command"


def test_a_body_too_large_to_remember_is_still_checked(schemas: CommandSchemas) -> None:
    body = {"type": "pass", "note": "x" * CACHED_BODY_BYTES}
    for _ in range(2):
        with pytest.raises(ValidationError):
            schemas.command("bombs", body)


def test_a_valid_body_too_large_to_remember_is_built_each_time(schemas: CommandSchemas) -> None:
    """The schema accepts it (the rules judge the cards later); it is checked again each time, not remembered."""
    cards = [f"c{n:07d}" for n in range(55)]  # 8 characters each, the most a card code may have
    body = {"type": "play", "cards": cards}
    first = schemas.command("bombs", body)
    assert first == Play(cards=tuple(cards))
    assert schemas.command("bombs", body) is not first
