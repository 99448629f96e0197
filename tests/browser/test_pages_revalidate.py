"""The web client revalidates what it polls (issue 38): it asks again with the ``ETag`` of the answer it keeps, and a
304 (no body) gives it that answer again. Seen from the browser's own count of each request (Resource Timing's
``responseStatus``): the refresh that follows a stream's opening finds the view and the legal commands unchanged,
and a waiting game's page finds its lobby unchanged at its next poll."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.page import Browser, create_game, token_of

pytestmark = pytest.mark.browser

#: The status of every request the page made to ``arguments[0]`` (a path, without the query), in order.
STATUSES_JS = """
return performance.getEntriesByType("resource")
  .filter((entry) => new URL(entry.name).pathname === arguments[0])
  .map((entry) => entry.responseStatus);
"""
# ann leads with the 3C and nobody moves: the game stays at its first version for as long as the test looks.
DEAL: dict[str, Any] = {"hands": [["3C", "8D", "QS"], ["4D", "6S", "JC"], ["5H", "7D", "KS"], ["9C", "10S", "AH"]]}


def statuses(page: Browser, path: str) -> list[int]:
    found: list[int] = page.script(STATUSES_JS, path)
    return found


def test_a_seats_page_revalidates_the_view_and_its_commands(desktop: Browser) -> None:
    created = create_game(
        desktop.base_url,
        {"game": "bombs", "players": [{"name": n} for n in ("ann", "bo", "cy", "di")],
         "options": {"hands": 1, "window_ms": 0}, "deal": DEAL},
    )
    game = f"/v1/games/{created['id']}"
    desktop.open(f"/play/{created['id']}#{token_of(created, 0)}")
    desktop.until(lambda: desktop.seat() == "0" and desktop.commands(), "ann's commands")
    for path in (game, f"{game}/legal-commands"):
        desktop.until(lambda path=path: 304 in statuses(desktop, path), f"a 304 for {path}")
        assert statuses(desktop, path)[0] == 200, "the first answer is whole"
    drawn = {tuple(body.get("cards", ())) for _, body in desktop.commands()}
    assert ("3C",) in drawn, "the commands kept are still drawn after the 304"
    assert desktop.status() == "active" and not desktop.error()


def test_a_waiting_games_page_revalidates_its_lobby_at_each_poll(phone: Browser) -> None:
    players = [{"name": "ann"}, {"open": True}, {"open": True}]
    created = create_game(phone.base_url, {"game": "bombs", "players": players})
    game = f"/v1/games/{created['id']}"
    phone.open(f"/play/{created['id']}#{token_of(created, 0)}")
    phone.until(lambda: statuses(phone, game)[1:2] == [304], "the second look at the lobby answered 304")
    assert statuses(phone, game)[0] == 200
    assert phone.status() == "waiting" and not phone.error()
