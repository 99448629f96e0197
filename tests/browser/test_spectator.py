"""A spectator's page of a live game holds no card of any hand: every ``[data-card]`` on it is a public card of
the table. The seat's page of the same game, drawn by the same code, shows its own hand and nobody else's."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.page import Browser, create_game, token_of
from tests.support.serve_process import Served

pytestmark = pytest.mark.browser

# Bot 0 leads its only card, the 2S, and is out; then the game waits on ann (seat 1), who never moves, so the
# hands below are the hands held for as long as the test looks.
DEAL: dict[str, Any] = {
    "hands": [["2S"], ["9C", "9D", "9H", "KD"], ["4D", "6S", "8C"], ["5H", "7D", "10S"]],
    "leader": 0,
}
TABLE = {"2S"}
HELD = {card for hand in DEAL["hands"][1:] for card in hand}


def test_a_spectator_sees_no_card_of_any_hand(served: Served, phone: Browser, desktop: Browser) -> None:
    """The spectator's page shows the 2S on the table and no held card; ann's page shows her hand and no other."""
    created = create_game(
        served.url,
        {
            "game": "bombs",
            "players": [{"bot": "random"}, {"name": "ann"}, {"bot": "random"}, {"bot": "random"}],
            "options": {"hands": 1, "window_ms": 0},
            "deal": DEAL,
        },
    )
    game_id = created["id"]

    phone.open(f"/play/{game_id}")
    phone.until(lambda: phone.status() == "active", "the spectator's page of the active game")
    # Drawn: the lead is on the table.
    phone.wait_for('#board [data-card="2S"]')
    phone.until(lambda: phone.log_lines() >= 1, "the log")
    assert phone.seat() is None
    shown = phone.cards()
    assert set(shown) <= TABLE, f"the spectator's page shows {sorted(set(shown) - TABLE)}, which are in hands"
    assert not HELD & set(phone.cards()), sorted(HELD & set(phone.cards()))
    assert phone.all("[data-mine]") == []
    assert phone.commands() == []
    assert phone.all("#commands button#play-selected:enabled") == []
    source = phone.driver.page_source
    assert not [card for card in HELD if f'data-card="{card}"' in source]
    phone.screenshot("spectator-live-bombs")

    # ann's own page: her hand is drawn as hers, and the other seats' hands are not on it either.
    desktop.open(f"/play/{game_id}#{token_of(created, 1)}")
    desktop.until(lambda: desktop.seat() == "1", "ann's page")
    desktop.until(lambda: desktop.mine() == sorted(DEAL["hands"][1]), "ann's hand as [data-mine]")
    others = HELD - set(DEAL["hands"][1])
    assert not others & set(desktop.cards()), sorted(others & set(desktop.cards()))
    assert set(desktop.cards()) <= TABLE | set(DEAL["hands"][1])
