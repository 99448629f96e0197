"""A play selected with other cards of the listed ranks: ``bombs`` lists a pair once, with the lowest suits, and says
``equivalent_cards: same-ranks``; a person selecting the same ranks in other suits plays them (issue 34, item 1).
Then what just happened stays visible (item 3): the bots' instant answers are shown one by one in #moment, the seat
that made each marked on the board (``data-acted``) and its line lit in the log."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.page import Browser, open_dealt_bombs

pytestmark = pytest.mark.browser

# ann (seat 0) leads; of her three sixes the listing names 6C 6D, and she plays 6D 6H.
DEAL: dict[str, Any] = {
    "hands": [["6C", "6D", "6H", "KD"], ["4D", "9S", "8C"], ["5H", "7D", "10S"], ["3S", "JH", "QC"]],
    "leader": 0,
}


def test_a_pair_of_other_suits_than_the_listed_one_is_played_by_selecting_it(desktop: Browser) -> None:
    open_dealt_bombs(desktop, DEAL)
    desktop.until(lambda: desktop.mine() == sorted(DEAL["hands"][0]), "ann's four cards as [data-mine]")
    desktop.until(lambda: desktop.command(lambda c: c.get("cards") == ["6C", "6D"]), "the listed pair 6C 6D")
    assert desktop.command(lambda c: c.get("cards") == ["6D", "6H"]) is None
    desktop.select_cards(["6D", "6H"])
    button = desktop.wait_for("#commands button#play-selected")
    desktop.until(button.is_enabled, "the selection's play button enabled")
    assert "No play" not in button.text and "6♦" in button.text and "6♥" in button.text, button.text
    desktop.click(button)
    desktop.until(lambda: desktop.mine() == ["6C", "KD"], "6D and 6H gone from ann's hand, 6C kept")
    assert desktop.error() == ""

    seen: dict[str, str] = {}

    def bot_moment() -> bool:
        moment = desktop.all("#moment:not([hidden])")
        text = moment[0].text if moment else ""
        acted = desktop.all("#board .pk-seats li[data-acted]")
        if text.startswith("bot-") and acted:
            seen.update(text=text, seat=acted[0].get_attribute("data-seat") or "")
            return True
        return False

    desktop.until(bot_moment, "a bot's move in #moment, its seat marked on the board")
    assert seen["text"].startswith(f"bot-{seen['seat']} "), seen
    assert desktop.all("#log li[data-new]"), "the move's line lit in the log"
    desktop.screenshot("moment-bot-answer")

    # Nobody holds a pair to beat the sixes: the trick is ann's, and the next one shows it reopened, play by play.
    last = desktop.wait_for("#board details.pk-last-trick")
    desktop.click(last.find_element("css selector", "summary"))
    plays = "return Array.from(document.querySelectorAll('#board details.pk-last-trick li'), li => li.textContent)"
    desktop.until(lambda: len(desktop.script(plays)) == 4, "the last trick's four plays")
    lines = desktop.script(plays)
    assert lines[0] == "ann: 6♦6♥ pair (on top)", lines
    assert lines[1:] == ["bot-1: pass", "bot-2: pass", "bot-3: pass"], lines
