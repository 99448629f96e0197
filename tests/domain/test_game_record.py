"""The game record is the only registry (issue 31 item 3): everything a game declares is on its ``GAME``, and a
registered game that lacks a piece is named with what it lacks (tests/support/game_record.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.bots import BOT_POLICIES
from domain.games import GAMES
from domain.games.haggis.events import BetPlaced
from domain.redaction import Privacy
from tests.support.game_record import missing_pieces


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_registered_game_declares_every_piece(slug: str) -> None:
    assert missing_pieces(GAMES[slug]) == []


def test_each_missing_piece_is_named() -> None:
    haggis = GAMES["haggis"]
    privacy = Privacy(game="haggis", events={k: v for k, v in haggis.privacy.events.items() if k is not BetPlaced})
    lacking = replace(
        haggis, privacy=privacy, shapes="api.schemas.no_such_module", cards=None, bots=("random",), greedy=None
    )
    object.__setattr__(lacking, "bots", ("clever",))
    assert missing_pieces(lacking) == [
        "haggis: privacy.py declares nothing for BetPlaced",
        "haggis: there is no module api.schemas.no_such_module (its response shapes)",
        "haggis: cards is not a domain.card_places.CardPlaces (places.py)",
        f"haggis: bots ('clever',) are not among domain.bots.BOT_POLICIES {BOT_POLICIES!r}",
    ]
    assert missing_pieces(object()) == ["object is not a domain.declared.Declared record: declare GAME as one"]


def test_a_shape_module_without_a_shape_for_an_event_is_named() -> None:
    lacking = replace(GAMES["bombs-away"], shapes="api.schemas.haggis")
    named = missing_pieces(lacking)
    assert "bombs-away: api.schemas.haggis EVENTS has no shape for GameDealt" in named


def test_a_record_refuses_a_bot_the_engine_does_not_know() -> None:
    with pytest.raises(ValueError, match="offers bots"):
        replace(GAMES["haggis"], bots=("clever",))

