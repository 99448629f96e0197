"""Two browsers meet in the lobby: one creates a game with an open seat from the form, the other joins it from
the waiting list, and both pages turn into the game when the last seat is taken."""

from __future__ import annotations

import pytest
from selenium.webdriver.support.select import Select

from tests.browser.page import Browser

pytestmark = pytest.mark.browser


def fill(page: Browser, css: str, text: str) -> None:
    """Replace the value of the input ``css`` by ``text``, typed."""
    field = page.wait_for(css)
    field.clear()
    field.send_keys(text)


def test_two_browsers_join_the_same_open_game_from_the_lobby(desktop: Browser, phone: Browser) -> None:
    """ann creates a game with an open seat from the form, bo joins it from #waiting-list, and both pages become
    the active game, each seat showing its own hand only."""
    # ann creates a game of bombs at three seats: hers, a bot, and one open seat.
    desktop.open("/")
    desktop.wait_for('select#create-game option[value="bombs"]')
    Select(desktop.wait_for("select#create-game")).select_by_value("bombs")
    fill(desktop, "input#create-name", "ann")
    fill(desktop, "input#create-seats", "3")
    fill(desktop, "input#create-bots", "1")
    assert not desktop.wait_for("input#create-private").is_selected()
    desktop.click_css("button#create-submit")

    # Her page is seat 0 of the waiting game; the token has left the address bar.
    desktop.until(lambda: desktop.path.startswith("/play/"), "ann's game page")
    desktop.until(lambda: "#" not in desktop.path, "the token removed from the address bar")
    game_id = desktop.path.removeprefix("/play/")
    desktop.until(lambda: desktop.status() == "waiting" and desktop.seat() == "0", "ann waiting at seat 0")
    desktop.until(lambda: "open" in desktop.wait_for("#seats").text, "an open seat in #seats")
    desktop.wait_for("button#leave")
    desktop.screenshot("lobby-waiting-for-a-player")

    # bo finds it in the waiting list and takes the open seat.
    phone.open("/")
    fill(phone, "input#join-name", "bo")
    phone.click_css(f'#waiting-list [data-game-id="{game_id}"] button[data-join]')
    phone.until(lambda: phone.path == f"/play/{game_id}", "bo's page of the same game, with no token in it")
    phone.until(lambda: phone.status() == "active", "bo's page of the game begun")
    assert phone.seat() not in (None, "0"), phone.seat()

    # ann's page follows the lobby and becomes the game too.
    desktop.until(lambda: desktop.status() == "active", "ann's page of the game begun")
    assert desktop.seat() == "0"
    for page in (desktop, phone):
        page.wait_for("#board [data-mine]")
        assert page.error() == ""
    # Neither page shows the other's cards.
    assert not set(desktop.mine()) & set(phone.mine())
    assert not set(desktop.mine()) & set(phone.cards())
    assert not set(phone.mine()) & set(desktop.cards())
