"""The turn line of a game page says who is awaited when nobody is on turn: a decision owed (here the ten-value
rule of bombs-away, straight after the deal) names its owner, and tells the viewer when it is theirs, instead of
"Nobody is on turn" (issue 34, item 6). The tab's title calls a person whose seat the game waits for (the view's
``awaiting``), never a spectator."""

from __future__ import annotations

import pytest

from tests.browser.page import Browser, create_game, token_of
from tests.support.serve_process import Served

pytestmark = pytest.mark.browser

# ann is dealt two 10-value cards: before anyone plays she keeps one (§4.4); the bots hold none.
DEAL = {"hands": [["10C", "KD", "2C", "3D"], ["4C", "5H", "8S", "AD"], ["2H", "3S", "5C", "9D"]], "starter": 0}


def test_a_decision_owed_while_nobody_is_on_turn_names_its_owner_to_them_and_to_a_spectator(
    served: Served, desktop: Browser, phone: Browser
) -> None:
    created = create_game(
        served.url,
        {"game": "bombs-away", "players": [{"name": "ann"}, {"bot": "random"}, {"bot": "random"}], "deal": DEAL},
    )
    page = desktop
    page.open(f"/play/{created['id']}#{token_of(created, 0)}")
    page.until(lambda: page.status() == "active" and page.seat() == "0", "ann's page of the bombs-away game")
    # Read anew each time (the board is redrawn as the game moves): the turn line's text, '' while there is none.
    turn = lambda: page.script("const t = document.querySelector('#board .pk-turn'); return t ? t.textContent : ''")  # noqa: E731
    page.until(lambda: "You have a decision to make." in turn(), "the turn line telling ann she owes a decision")
    assert "Nobody is on turn" not in turn()
    page.until(lambda: page.driver.title.startswith("● Your move · "), "the tab's title calling ann")
    icon = page.wait_for('link[rel="icon"]')
    assert icon.get_attribute("data-alert") is not None and icon.get_attribute("href").startswith("data:image/png")
    page.screenshot("bombs-away-decision-owed")

    phone.open(f"/play/{created['id']}")
    phone.until(lambda: phone.status() == "active" and phone.seat() is None, "the spectator's page")
    spectated = "const t = document.querySelector('#board .pk-turn'); return t ? t.textContent : ''"
    phone.until(lambda: "Waiting for ann to decide." in phone.script(spectated), "ann named to a spectator")
    assert "Your move" not in phone.driver.title, phone.driver.title
    assert phone.wait_for('link[rel="icon"]').get_attribute("data-alert") is None

    # She keeps the KD; a replacement drawn from the shuffled deck may be a 10-value card again: she keeps one.
    keep = lambda c: c["type"] == "keep-ten" and c["card"] == "KD"  # noqa: E731
    for _ in range(8):
        lines = page.log_lines()
        page.click_command(keep, "a button that keeps a 10-value card")
        page.until(lambda: page.log_lines() > lines, "her choice in the log")  # noqa: B023
        page.until(lambda: "Your turn" in turn() or "You have a decision" in turn(), "her turn or another choice")
        if "Your turn" in turn():
            break
        keep = lambda c: c["type"] == "keep-ten"  # noqa: E731
    assert "Your turn" in turn()
    assert page.error() == ""
