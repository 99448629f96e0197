"""The lobby page at ``/`` in a real browser."""

from __future__ import annotations

from pathlib import Path

import pytest
from selenium.webdriver.support.ui import Select

from domain.games import GAMES
from tests.browser.page import SCREENSHOTS, Browser

pytestmark = pytest.mark.browser


def test_the_lobby_offers_every_game_type_to_create(phone: Browser) -> None:
    """``/`` serves the lobby: the create form lists every game type from /v1/game-types, names each option in
    words (issue 34, item 4), and no error."""
    phone.open("/")
    phone.wait_for("form#create-form")
    for field in ("input#create-name", "input#create-seats", "input#create-bots", "input#create-private"):
        phone.wait_for(field)
    phone.wait_for("#create-form button#create-submit")
    phone.wait_for("input#join-name")
    phone.wait_for("#waiting-list")
    phone.wait_for("#active-list")
    options = "return Array.from(document.querySelectorAll('select#create-game option'), o => o.value)"
    phone.until(lambda: set(GAMES) <= set(phone.script(options)), "every game type in select#create-game")
    assert set(phone.script(options)) == set(GAMES)
    served = "return Array.from(document.querySelectorAll('#games-served li code'), c => c.textContent)"
    assert set(phone.script(served)) == set(GAMES), "the lobby's list of games served is the server's own"
    kinds = "return Array.from(document.querySelectorAll('select#create-bot-kind option'), o => o.value)"
    chosen = phone.script("return document.querySelector('select#create-game').value")
    assert set(phone.script(kinds)) == set(GAMES[chosen].bots), "the bots' kinds are those the game offers"
    phone.screenshot("lobby-create-form")
    assert phone.error() == ""

    # Each option is named in words, with the API's name as a hint and its rule linked to the rules page.
    Select(phone.wait_for("select#create-game")).select_by_value("bombs")
    phone.click_css("#create-options-box summary")
    label = phone.wait_for('label[for="create-option-window_ms"]')
    assert label.text == "Last call, in milliseconds"
    option = phone.wait_for("#create-option-window_ms").find_element("xpath", "..")
    assert option.find_element("css selector", "code.api-name").text == "window_ms"
    links = [a.get_attribute("href") for a in option.find_elements("css selector", "a.rule-ref")]
    assert links == [f"{phone.base_url}/rules#B5"], links
    phone.screenshot("lobby-options-in-words")

    # The rules page on a phone: its contents (the sections only) fit one screen before the text.
    phone.open("/rules")
    phone.wait_for(".toc-sections")
    toc, screen = phone.script("return [document.querySelector('.toc').getBoundingClientRect().height, innerHeight]")
    assert toc <= screen, f"the contents take {toc:.0f} px of a {screen} px screen"
    phone.driver.save_screenshot(str(SCREENSHOTS / "rules-page-phone-first-screen.png"))  # the page is 60,000 px


def test_chromium_keeps_its_files_in_the_home_the_tests_gave_it(phone: Browser, chromium_home: Path) -> None:
    """Chromium writes settings under ``~/.config`` whatever its profile: the tests give it a home of its own, so
    they write nothing outside the clone and their temporary folders."""
    phone.open("/")
    phone.wait_for("form#create-form")
    assert (chromium_home / ".config" / "chromium").is_dir()
