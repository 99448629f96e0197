"""A fifth game built from only the files docs/adding-a-game.md names (High Card, ``tests/support/high_card``),
registered in ``GAMES`` inside these tests alone, passes what every registered game must: the record names no
missing piece, the contract test's playouts and its checker's self-tests, and its own response shapes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from api.schemas.game_shapes import shapes_of
from domain.games import GAMES
from tests.domain.test_game_contract import (
    cases,
    catches_a_card_duplicated_or_missing,
    catches_a_leak_and_a_wrong_listing,
    keeps_the_contract,
)
from tests.support.game_record import missing_pieces
from tests.support.high_card import GAME as HIGH_CARD
from tests.support.shapes import shape_problems

SLUG = HIGH_CARD.info.slug
PACKAGE = Path(__file__).parents[1] / "support" / "high_card"


@pytest.fixture(autouse=True)
def registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """High Card in ``GAMES`` for one test: the one edit a game makes outside its package and its shapes."""
    monkeypatch.setitem(GAMES, SLUG, HIGH_CARD)
    yield


def test_it_is_registered_only_inside_these_tests() -> None:
    registry = Path(__file__).parents[2] / "domain" / "games" / "__init__.py"
    assert GAMES[SLUG] is HIGH_CARD and "high_card" not in registry.read_text()


def test_its_record_lacks_no_piece() -> None:
    assert missing_pieces(GAMES[SLUG]) == []


def test_it_is_made_of_the_files_the_guide_names() -> None:
    guide = (Path(__file__).parents[2] / "docs" / "adding-a-game.md").read_text()
    files = sorted(p.name for p in PACKAGE.glob("*.py"))
    assert files and all(f"`{name}`" in guide for name in files), files


@pytest.mark.parametrize(("players", "name", "options"), cases(HIGH_CARD), ids=lambda v: str(v))
def test_its_random_playouts_keep_the_game_contract(players: int, name: str, options: dict[str, Any]) -> None:
    keeps_the_contract(SLUG, players, options)


def test_the_checker_catches_its_leaks_and_lost_cards() -> None:
    catches_a_leak_and_a_wrong_listing(SLUG)
    catches_a_card_duplicated_or_missing(SLUG)


@pytest.mark.parametrize("seed", range(3))
def test_its_views_and_events_fit_its_shapes(seed: int) -> None:
    shapes = shapes_of(HIGH_CARD)
    assert shape_problems(HIGH_CARD, shapes.view, shapes.events, 3, {"turn_clock_ms": 1000}, seed) == []
