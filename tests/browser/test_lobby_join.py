"""Two browsers meet in the lobby: one creates a game with an open seat from the form, the other joins it from
the waiting list, and both pages turn into the game when the last seat is taken."""

from __future__ import annotations

import json
import urllib.request

import pytest
from selenium.webdriver.support.select import Select

from tests.browser.page import Browser
from tests.support.serve_process import Served

pytestmark = pytest.mark.browser


def fill(page: Browser, css: str, text: str) -> None:
    """Replace the value of the input ``css`` by ``text``, typed."""
    field = page.wait_for(css)
    field.clear()
    field.send_keys(text)


def fill_create_form(page: Browser, game: str, name: str, seats: int, bots: int) -> None:
    """Open the lobby and fill its create form: ``game``, ``name`` at seat 0, ``seats`` seats, ``bots`` bots."""
    page.open("/")
    page.wait_for(f'select#create-game option[value="{game}"]')
    Select(page.wait_for("select#create-game")).select_by_value(game)
    fill(page, "input#create-name", name)
    fill(page, "input#create-seats", str(seats))
    fill(page, "input#create-bots", str(bots))


def test_two_browsers_join_the_same_open_game_from_the_lobby(desktop: Browser, phone: Browser) -> None:
    """ann creates a game with an open seat from the form, bo joins it from #waiting-list, and both pages become
    the active game, each seat showing its own hand only."""
    # ann creates a game of bombs at three seats: hers, a bot, and one open seat.
    fill_create_form(desktop, "bombs", "ann", seats=3, bots=1)
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
        page.wait_for("[data-mine]")
        assert page.error() == ""
    # Neither page shows the other's cards.
    assert not set(desktop.mine()) & set(phone.mine())
    assert not set(desktop.mine()) & set(phone.cards())
    assert not set(phone.mine()) & set(desktop.cards())


def test_a_person_gives_search_bots_a_think_time_from_the_lobby(phone: Browser, served: Served) -> None:
    """The think time is asked for only when the bots play search; the game created keeps it for each bot's seat
    (its waiting view shows it), and leaves it off the person's."""
    fill_create_form(phone, "bombs", "ann", seats=4, bots=2)
    think_box = phone.wait_for("#create-think-box")
    Select(phone.wait_for("select#create-bot-kind")).select_by_value("greedy")
    phone.until(lambda: not think_box.is_displayed(), "no think time asked for greedy bots")
    Select(phone.wait_for("select#create-bot-kind")).select_by_value("search")
    phone.until(think_box.is_displayed, "the think time asked for search bots")
    assert phone.wait_for("input#create-think-ms").get_attribute("value") == "300"
    fill(phone, "input#create-think-ms", "800")
    phone.screenshot("lobby-search-bots-think-time")
    phone.click_css("button#create-submit")

    phone.until(lambda: phone.path.startswith("/play/") and "#" not in phone.path, "ann's game page")
    game_id = phone.path.removeprefix("/play/")
    with urllib.request.urlopen(f"{served.url}/v1/games/{game_id}") as response:
        seats = json.load(response)["seats"]
    assert [(s.get("bot"), s.get("think_ms")) for s in seats[:3]] == [(None, None), ("search", 800), ("search", 800)]
    assert phone.error() == ""
