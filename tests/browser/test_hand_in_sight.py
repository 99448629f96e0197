"""The viewer's hand is always wholly in sight, above the commands (issue 34, item 2): during a last call in
``bombs`` and with a 17-card ``haggis`` hand, at 360 x 740 and 1280 x 800, whether the page is scrolled to its top
or to its log at the bottom, every card's box lies inside the viewport and no other element covers it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.page import Browser, create_game, token_of

pytestmark = pytest.mark.browser

#: Each viewport, and whether it is a phone's (mobile).
VIEWPORTS: list[tuple[int, int, bool]] = [(360, 740, True), (1280, 800, False)]

# Bot 0 leads a 2, which nothing but ann's bomb of nines beats: ann's pass and the bots' open the last call, with
# ann's thirteen cards in her hand.
LAST_CALL_DEAL: dict[str, Any] = {
    "hands": [
        ["2S", "2H"],
        ["9C", "9D", "9H", "3H", "4H", "5H", "6H", "7H", "8H", "10H", "JH", "QH", "KD"],
        ["4D", "6S", "8C"],
        ["5S", "7D", "10S"],
    ],
    "leader": 0,
}


def hidden_at_every_size(page: Browser, name: str) -> list[str]:
    """The hidden cards at each viewport, with the page at its top, then scrolled to its end (the log); a
    screenshot of each size is kept as ``<name>-<width>x<height>``."""
    hidden: list[str] = []
    for width, height, mobile in VIEWPORTS:
        page.set_viewport(width, height, mobile=mobile)
        page.script("window.scrollTo(0, 0)")
        hidden += [f"{width}x{height} top: {h}" for h in page.hidden_cards()]
        page.script("window.scrollTo(0, document.documentElement.scrollHeight)")
        hidden += [f"{width}x{height} bottom: {h}" for h in page.hidden_cards()]
        page.script("window.scrollTo(0, 0)")
        page.screenshot(f"{name}-{width}x{height}")
    return hidden


def test_the_hand_is_in_sight_during_a_last_call(phone: Browser) -> None:
    page = phone
    created = create_game(
        page.base_url,
        {
            "game": "bombs",
            "players": [{"bot": "random"}, {"name": "ann"}, {"bot": "random"}, {"bot": "random"}],
            "options": {"hands": 1, "window_ms": 30_000},
            "deal": LAST_CALL_DEAL,
        },
    )
    page.open(f"/play/{created['id']}#{token_of(created, 1)}")
    page.until(lambda: len(page.mine()) == 13, "ann's thirteen cards")
    page.click_command(lambda c: c["type"] == "pass", "ann's pass")
    page.until(lambda: page.command(lambda c: c["type"] == "waive"), "ann's waive in the last call")
    page.wait_for("#countdown [data-deadline]")
    assert hidden_at_every_size(page, "hand-in-sight-bombs-last-call") == []


def test_a_seventeen_card_haggis_hand_is_in_sight(phone: Browser) -> None:
    page = phone
    created = create_game(
        page.base_url, {"game": "haggis", "players": [{"name": "ann"}, {"bot": "random"}, {"bot": "random"}]}
    )
    page.open(f"/play/{created['id']}#{token_of(created, 0)}")
    page.until(lambda: len(page.mine()) == 17, "ann's seventeen cards")
    page.until(lambda: page.commands(), "ann's commands")
    assert hidden_at_every_size(page, "hand-in-sight-haggis") == []
