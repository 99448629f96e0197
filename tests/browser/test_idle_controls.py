"""The game page under a game's idle policy (docs/rules.md §0.1): a seat steps away and comes back, a seat resigns
by its "Resign" button (after a confirm), a seat put on autopilot is told so and takes its seat back by "I'm back",
the seats list marks who is away or resigned, an abandoned game says so instead of a result, and the log names the
policy's events."""

from __future__ import annotations

from typing import Any

import pytest
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.alert import Alert

from tests.browser.page import Browser, create_game, token_of
from tests.support.serve_process import Served

pytestmark = pytest.mark.browser

PLAYERS = [{"name": "ann"}, {"name": "bo"}, {"bot": "random"}]
OPTIONS = {"hands": 1, "window_ms": 0}


def bombs(served: Served, **idle: int) -> dict[str, Any]:
    """A bombs game of ann and bo (people) and a bot, with the idle policy's ``seat_idle_s``/``game_idle_s``."""
    return create_game(served.url, {"game": "bombs", "players": PLAYERS, "options": OPTIONS, **idle})


def text(page: Browser, css: str) -> str:
    """The text of the first element matching ``css`` ('' when there is none)."""
    found: str = page.script("const e = document.querySelector(arguments[0]); return e ? e.textContent : ''", css)
    return found


def log_text(page: Browser) -> str:
    found: str = page.script("return document.getElementById('log').textContent")
    return found


def dialog(page: Browser) -> Alert:
    """The confirm() the page opened, once it is open."""

    def open_one() -> Alert | None:
        try:
            alert = page.driver.switch_to.alert
            _ = alert.text
            return alert
        except NoAlertPresentException:
            return None

    return page.first(open_one, "the confirm dialog")


def test_a_seat_steps_away_comes_back_and_resigns_after_confirming(served: Served, desktop: Browser) -> None:
    """ann's "Step away" puts her seat on autopilot (the banner, the log) until "I'm back". Her "Resign" asks first
    (dismissed: nothing happens); confirmed, it resigns her seat: the page says a bot plays it, her commands and
    the button are gone, the seats list and the log say she resigned."""
    created = bombs(served)
    page = desktop
    page.open(f"/play/{created['id']}#{token_of(created, 0)}")
    page.until(lambda: page.status() == "active" and page.seat() == "0", "ann's page of the game")
    page.until(lambda: page.all("#resign-box:not([hidden]) button#resign"), "the Resign button")

    page.click_css("#resign-box button#step-away")
    page.until(lambda: "A bot is playing for you while you are away" in text(page, "#idle"), "the autopilot banner")
    page.until(lambda: "ann went on autopilot" in log_text(page), "the log's line of ann stepping away")
    assert not page.all("#resign-box button#step-away"), "Step away offered while away"
    page.click_css("#idle button#return-seat")
    page.until(lambda: "ann is back" in log_text(page), "the log's line of ann's return")
    page.until(lambda: page.all("#resign-box button#step-away"), "Step away offered again")

    page.click_css("button#resign")
    dialog(page).dismiss()
    assert page.all("button#resign"), "a dismissed confirm resigns nothing"
    assert not page.all("#board .pk-seats li[data-idle]")

    page.click_css("button#resign")
    alert = dialog(page)
    assert "place last" in alert.text
    alert.accept()
    page.until(lambda: "You resigned: a bot plays your seat" in text(page, "#idle"), "the resigned notice")
    page.until(lambda: "ann resigned" in log_text(page), "the log's line")
    assert not page.all("button#resign"), "the Resign button stays after resigning"
    assert page.script("return document.getElementById('commands').hidden") is True, "commands of a resigned seat"
    # The board is redrawn as the bots play on: the row is read anew each time it is looked for.
    row = '#board .pk-seats li[data-seat="0"][data-idle="resigned"]'
    page.until(lambda: "resigned" in text(page, row), "ann's seat marked resigned")
    assert page.error() == ""


def test_a_seat_on_autopilot_comes_back(served: Served, phone: Browser) -> None:
    """Once ann has been awaited for the game's seat_idle_s, her page says a bot plays for her and the seats list
    marks her away; "I'm back" takes the seat back, as the log says."""
    created = bombs(served, seat_idle_s=1, game_idle_s=600)
    page = phone
    page.open(f"/play/{created['id']}#{token_of(created, 0)}")
    page.until(lambda: page.status() == "active" and page.seat() == "0", "ann's page of the game")
    page.until(lambda: "A bot is playing for you while you are away" in text(page, "#idle"), "the autopilot banner")
    page.wait_for('#board .pk-seats li[data-seat="0"][data-idle="autopilot"]')
    assert "ann went on autopilot" in log_text(page)
    page.screenshot("idle-autopilot-banner")

    page.click_css("#idle button#return-seat")
    page.until(lambda: "ann is back" in log_text(page), "the log's line of ann's return")
    assert page.error() == ""


def test_an_abandoned_game_says_so(served: Served, desktop: Browser) -> None:
    """With both people away for the game's game_idle_s, the game ends abandoned: the page says nobody was at the
    table instead of a result, and the log says so."""
    created = bombs(served, seat_idle_s=1, game_idle_s=1)
    page = desktop
    page.open(f"/play/{created['id']}#{token_of(created, 1)}")
    page.until(lambda: page.status() == "finished", "the game's end")
    page.until(lambda: "Abandoned: nobody was at the table" in text(page, "#idle"), "the abandoned notice")
    page.until(lambda: "The game was abandoned" in log_text(page), "the log's line")
    assert "abandoned" in text(page, "#status-line")
    assert text(page, "#finished-title") == "Game over: abandoned, nobody won"
    assert not page.all("#board [data-part='result']"), "a result of an abandoned game"
    assert not page.all("button#resign") and not page.all("button#return-seat")
    away = page.all("#board .pk-seats li[data-idle='autopilot']")
    assert sorted(str(row.get_attribute("data-seat")) for row in away) == ["0", "1"]
    assert page.error() == ""
