"""A game type without a renderer module (api/static/web/games/<slug>.js) is drawn by the game page's plain
renderer: the page loads each renderer by the game's slug, so a module it cannot load (here: bombs's, blocked in
the browser, as a game type with none would be answered 404) leaves the page working, with the seat's hand and
its commands, and no script error."""

from __future__ import annotations

import pytest

from tests.browser.page import Browser, cards_of, create_game, token_of
from tests.support.serve_process import Served

pytestmark = pytest.mark.browser

# ann holds the 3C, so she leads; no last call, one hand.
DEAL = {"hands": [["3C", "8D", "QS"], ["4D", "6S", "JC"], ["5H", "7D", "KS"], ["9C", "10S", "AH"]]}
CARD = "8D"


def test_a_game_whose_renderer_does_not_load_is_drawn_plain_and_played(served: Served, desktop: Browser) -> None:
    """With /web/games/ blocked, ann's page draws the plain board (the game, its version and status, and her
    hand), names her commands plainly, and her move by a click reaches the server and the log."""
    created = create_game(
        served.url,
        {
            "game": "bombs",
            "players": [{"name": "ann"}, {"bot": "random"}, {"bot": "random"}, {"bot": "random"}],
            "options": {"hands": 1, "window_ms": 0},
            "deal": DEAL,
        },
    )
    page = desktop
    page.driver.execute_cdp_cmd("Network.enable", {})
    page.driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": [f"{served.url}/web/games/*"]})
    page.open(f"/play/{created['id']}#{token_of(created, 0)}")
    page.until(lambda: page.status() == "active" and page.seat() == "0", "ann's page of the bombs game")
    page.until(lambda: page.mine() == sorted(DEAL["hands"][0]), "ann's hand as [data-mine]")
    first_line = page.wait_for("#board > p").text
    assert first_line.startswith("bombs, version ") and first_line.endswith(": active"), first_line
    assert page.all("#board [data-part]") == [], "a part of bombs's renderer on the page"

    lines = page.log_lines()
    button = page.first(
        lambda: page.command(lambda c: c["type"] == "play" and cards_of(c) == [CARD]), f"the button that plays {CARD}"
    )
    assert button.text == f"play {CARD}", "the plain renderer's label"
    page.click_command(lambda c: c["type"] == "play" and cards_of(c) == [CARD], f"the button that plays {CARD}")
    page.until(lambda: CARD not in page.mine(), f"{CARD} gone from ann's hand")
    page.until(lambda: page.log_lines() > lines, "the move in the log")
    assert page.error() == ""
