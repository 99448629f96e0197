"""Help in place (issue 34, item 4): each command kind the seat is offered comes with a line saying what it does,
its references to the rules linked to the rules page; the lobby names each option in words, the API's name as a
hint (tests/browser/test_lobby_page.py); the rules page opens at the section a link names."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.page import Browser, open_dealt_bombs

pytestmark = pytest.mark.browser

DEAL: dict[str, Any] = {
    "hands": [["3C", "5D", "5H", "5S", "KD"], ["4D", "9S", "8C"], ["6H", "7D", "10S"], ["3S", "JH", "QC"]],
    "leader": 0,
}


def test_every_command_kind_offered_says_what_it_does_with_a_link_to_its_rule(desktop: Browser) -> None:
    open_dealt_bombs(desktop, DEAL)
    desktop.until(lambda: desktop.command(lambda c: c.get("cards") == ["5D", "5H", "5S"]), "ann's bomb of fives")
    groups = desktop.all("#commands .command-group")
    assert groups and all(g.find_elements("css selector", ".command-help") for g in groups)
    texts = [g.find_element("css selector", ".command-help").text for g in groups]
    assert any(t.startswith("Lead:") for t in texts) and any(t.startswith("A bomb beats") for t in texts), texts
    links = {a.get_attribute("href") for a in desktop.all("#commands .command-help a.rule-ref")}
    assert f"{desktop.base_url}/rules#s1.3" in links, links
    desktop.screenshot("help-bombs-lead")
    desktop.open("/rules#s1.3")
    heading = desktop.wait_for("h3#s1\\.3")
    assert heading.text.startswith("1.3"), heading.text
    desktop.until(lambda: desktop.script("return window.scrollY") > 0, "the rules page scrolled to §1.3")
