"""The web client revalidates what it polls (issue 38): it asks again with the ``ETag`` of the answer it keeps, and a
304 (no body) gives it that answer again. Seen from the browser's own count of each request (Resource Timing's
``responseStatus``): a seat's page asks for its view and commands once, then follows the stream's states and asks
for neither after a move; a refresh (as after a lost stream) finds them unchanged the second time; and a waiting
game's page finds its lobby unchanged at its next poll."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.page import Browser, create_game, token_of
from tests.support.serve_process import call

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


#: Refresh the page as it does when its stream fails (play-live.js's refresh: the view, then the commands).
REFRESH_JS = """
const done = arguments[arguments.length - 1];
import("/web/play-live.js").then((live) => live.refresh()).then(() => done("ok"), (err) => done(String(err)));
"""


def test_a_seats_page_follows_the_stream_after_a_move_and_revalidates_when_it_refreshes(desktop: Browser) -> None:
    created = create_game(
        desktop.base_url,
        {"game": "bombs", "players": [{"name": n} for n in ("ann", "bo", "cy", "di")],
         "options": {"hands": 1, "window_ms": 0}, "deal": DEAL},
    )
    token = token_of(created, 0)
    game = f"/v1/games/{created['id']}"
    legal = f"{game}/legal-commands"
    desktop.open(f"/play/{created['id']}#{token}")
    desktop.until(lambda: desktop.seat() == "0" and desktop.commands(), "ann's commands")
    desktop.click_command(lambda body: body.get("cards") == ["3C"], "the button that plays the 3C")
    desktop.until(lambda: "3C" not in desktop.mine(), "the 3C gone from ann's hand")

    def drawn_is_listed() -> bool:
        status, listed = call("GET", f"{desktop.base_url}{legal}", token=token)
        assert status == 200, listed
        return sorted(map(str, listed["commands"])) == sorted(str(body) for _, body in desktop.commands())

    desktop.until(drawn_is_listed, "ann's commands after her move, from the stream's state")
    assert statuses(desktop, game) == [200] and statuses(desktop, legal) == [200], "asked once, at the opening"
    for _ in range(2):
        assert desktop.driver.execute_async_script(REFRESH_JS) == "ok"
    for path in (game, legal):
        assert statuses(desktop, path)[-1] == 304, (path, statuses(desktop, path))
    assert desktop.status() == "active" and not desktop.error()


def test_a_waiting_games_page_revalidates_its_lobby_at_each_poll(phone: Browser) -> None:
    players = [{"name": "ann"}, {"open": True}, {"open": True}]
    created = create_game(phone.base_url, {"game": "bombs", "players": players})
    game = f"/v1/games/{created['id']}"
    phone.open(f"/play/{created['id']}#{token_of(created, 0)}")
    phone.until(lambda: statuses(phone, game)[1:2] == [304], "the second look at the lobby answered 304")
    assert statuses(phone, game)[0] == 200
    assert phone.status() == "waiting" and not phone.error()
