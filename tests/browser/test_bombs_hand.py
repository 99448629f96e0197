"""A whole hand of ``bombs`` played in the browser against three bots that a real worker moves, with an
out-of-turn bomb thrown by the browser's seat in the last call (RULES.md B5), then the finished game's replay and
verification."""

from __future__ import annotations

import time
from typing import Any

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.remote.webelement import WebElement

from tests.browser.page import Browser, cards_of, create_game, token_of
from tests.support.serve_process import Served, call

pytestmark = pytest.mark.browser

# Bot 0 leads a 2 (a single 2S, or the pair); ann (seat 1) holds a bomb of nines; the other bots hold singles that
# beat no 2 and make no bomb, so after ann and they pass, the last call opens with ann's bomb still in hand.
DEAL: dict[str, Any] = {
    "hands": [["2S", "2H"], ["9C", "9D", "9H", "KD"], ["4D", "6S", "8C"], ["5H", "7D", "10S"]],
    "leader": 0,
}
BOMB = ["9C", "9D", "9H"]
# Long enough that the page always sees the last call open; ann waives every later one, and the bots waive at
# once, so no window is ever waited out.
WINDOW_MS = 20_000
# How long the rest of the hand may take once the bomb is down (a few tricks of bots and ann's clicks).
HAND_S = 60.0


def test_a_bombs_hand_against_bots_with_an_out_of_turn_bomb(served: Served, phone: Browser) -> None:
    """ann passes, bombs out of turn in the last call with her selected nines, plays the hand out by clicks, and
    finds the finished game verified and its replay back at the deal."""
    created = create_game(
        served.url,
        {
            "game": "bombs",
            "players": [{"bot": "random"}, {"name": "ann"}, {"bot": "random"}, {"bot": "random"}],
            "options": {"hands": 1, "window_ms": WINDOW_MS},
            "deal": DEAL,
        },
    )
    game_id = created["id"]
    phone.open(f"/play/{game_id}#{token_of(created, 1)}")
    phone.until(lambda: phone.status() == "active" and phone.seat() == "1", "ann's page of the active game")
    phone.until(lambda: phone.mine() == sorted(DEAL["hands"][1]), "ann's four cards as [data-mine]")
    # Bots 2 and 3 have not moved yet (the game waits on ann): none of their cards is on ann's page.
    hidden = set(DEAL["hands"][2]) | set(DEAL["hands"][3])
    assert not hidden & set(phone.cards()), sorted(hidden & set(phone.cards()))

    # Bot 0 has led; ann passes in turn, and so do bots 2 and 3: the pass that would end the trick opens the
    # last call for every seat with cards.
    phone.click_command(lambda c: c["type"] == "pass", "ann's pass")
    phone.wait_for("#countdown [data-deadline]")
    phone.until(lambda: phone.command(lambda c: c["type"] == "waive"), "ann's waive in the last call")
    # The waive is drawn quiet and after the bomb, so that a quick tap finds the bomb first.
    order = [body["type"] for _, body in phone.commands()]
    assert order[-1] == "waive" and "play" in order, order
    waive = phone.command(lambda c: c["type"] == "waive")
    assert waive is not None and "quiet" in (waive.get_attribute("class") or "")
    phone.screenshot("bombs-last-call")

    # Out of turn: ann selects her three nines in her hand and plays exactly them.
    lines = phone.log_lines()
    phone.select_cards(BOMB)
    phone.click_css("#commands button#play-selected")
    phone.until(lambda: phone.mine() == ["KD"], "the bomb gone from ann's hand")
    phone.until(lambda: phone.log_lines() > lines, "the bomb in the log")
    assert phone.error() == ""

    play_out(phone, HAND_S)
    assert phone.status() == "finished"
    status, view = call("GET", f"{served.url}/v1/games/{game_id}", token=token_of(created, 1))
    assert status == 200 and view["status"] == "finished", view
    winners = ["you" if s == 1 else view["seats"][s]["name"] for s in view["result"]["winners"]]
    title = phone.wait_for("#finished-title").text
    assert title.startswith("Game over: ") and all(w in title for w in winners), (title, winners)
    # The finished page looks for a rematch by its view, never asking for one in vain (no 404 in the console).
    phone.wait_for("#rematch")
    time.sleep(1.0)
    assert not [m for m in phone.console_errors() if "/rematch" in m]
    # The score table has the hand's row: each seat's points and total, as the game's result has them.
    row = phone.wait_for('#scores-table tbody tr[data-number="1"]')
    cells = [td.text.split() for td in row.find_elements("css selector", "td")]
    assert [int(total) for _, total in cells] == view["result"]["scores"], (cells, view["result"])
    phone.screenshot("bombs-hand-finished")
    phone.wait_for("button#rematch")

    # The finished game: its verification, and its replay back to the deal, where ann holds her four cards again.
    phone.wait_for('#verify-result[data-verified="true"]')
    slider = phone.wait_for("#replay input#replay-slider[type=range]")
    assert int(slider.get_attribute("max") or 0) > 10
    phone.script(
        "const s = arguments[0]; s.value = 2;"
        "s.dispatchEvent(new Event('input', {bubbles: true})); s.dispatchEvent(new Event('change', {bubbles: true}))",
        slider,
    )
    phone.until(lambda: phone.mine() == sorted(DEAL["hands"][1]), "ann's dealt hand at version 2 of the replay")
    entries = int(slider.get_attribute("max") or 0) + 1
    assert phone.wait_for("#replay-label").text == f"entry 3 of {entries}"  # numbered as the log numbers it
    marked = lambda: [li.text for li in phone.all("#log li[data-replay-at]")]  # noqa: E731
    assert marked() == [phone.all("#log li")[2].text] and "dealt" in marked()[0], marked()
    phone.screenshot("bombs-replay-at-the-deal")
    phone.click_css("#replay-next")
    phone.until(lambda: phone.wait_for("#replay-label").text == f"entry 4 of {entries}", "one step on")
    phone.until(lambda: marked() == [phone.all("#log li")[3].text], "the next log entry marked")
    phone.click_css("#replay-back")
    phone.click_css("#replay-back")
    phone.until(lambda: phone.wait_for("#replay-label").text == f"entry 2 of {entries}", "two steps back")


def play_out(page: Browser, limit_s: float) -> None:
    """Click for the page's seat until the game is finished: waive any last call, else play, else pass. Each
    click waits until the commands are drawn again (or an error is shown: a bot moved first) before the next."""
    deadline = time.monotonic() + limit_s
    while page.status() != "finished":
        assert time.monotonic() < deadline, f"the hand did not finish in {limit_s:.0f} s; #error: {page.error()!r}"
        page.until(lambda: page.status() == "finished" or pick(page.commands()), "a command or the end of the hand")
        choice = pick(page.commands())
        if choice is None:
            continue
        send(page, *choice)


def send(page: Browser, button: WebElement, body: dict[str, Any]) -> None:
    """Click ``button`` and wait until the page has taken it: the commands are drawn again, the game is over, or
    the server's refusal is shown (a bot moved first)."""
    error = page.error()
    try:
        page.click(button)
    except StaleElementReferenceException:
        return  # the commands were drawn again before the click: choose again
    page.until(
        lambda: stale(button) or page.status() == "finished" or page.error() not in ("", error),
        f"the page to take {body}",
    )


def pick(commands: list[tuple[WebElement, dict[str, Any]]]) -> tuple[WebElement, dict[str, Any]] | None:
    """The command to send: a waive, else a play (the fewest cards), else a pass."""
    for kind in ("waive", "play", "pass"):
        matching = [(b, c) for b, c in commands if c["type"] == kind]
        if matching:
            return min(matching, key=lambda bc: len(cards_of(bc[1])))
    return None


def stale(element: WebElement) -> bool:
    """Whether ``element`` left the page (the commands were drawn again)."""
    try:
        element.is_enabled()
    except StaleElementReferenceException:
        return True
    return False
