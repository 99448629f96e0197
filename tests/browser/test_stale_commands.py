"""The commands the page asked the server for before a move, answered only after the move was made, are not drawn:
their buttons would send commands of the game before it (a race of play-live.js's refreshSeat and send)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.browser.page import Browser, cards_of, create_game, token_of
from tests.support.serve_process import Served, call

pytestmark = pytest.mark.browser

# Three people, no bots: once ann has played her Four (no effect, it ends her turn; RULES.md 2.3), nothing moves
# until bob does, so the commands the server lists for ann stay what they are while the test looks.
DEAL: dict[str, Any] = {"hands": [["4C", "8D"], ["3H", "5S"], ["2D", "10C"]], "first": 0}
CARD = "4C"

# Wraps the page's fetch: the next GET .../legal-commands goes to the server at once, but its answer reaches the
# page only once the test calls `release`. Every other answer is noted in `answered` ("METHOD /suffix"). The page's
# own play-live.js module is imported first (the same instance the page runs: a module is one per address), so
# that the wrapper is put in and the refresh started in one step, with no request of the page's in between.
HOLD_NEXT_LEGAL_COMMANDS = """
const done = arguments[arguments.length - 1];
import("/web/play-live.js").then((live) => {
const real = window.fetch.bind(window);
let release;
const released = new Promise((resolve) => { release = resolve; });
const race = (window.__race = {hold: true, started: false, arrived: false, heldStatus: null, answered: [], release});
window.fetch = async function (input, init) {
  const url = String(input);
  const method = (init && init.method) || "GET";
  const held = race.hold && method === "GET" && url.endsWith("/legal-commands");
  if (held) {
    race.hold = false;
    race.started = true;
  }
  const response = await real(input, init);
  if (!held) {
    race.answered.push(`${method} ${url.replace(/^.*\\/v1\\/games\\/[^/]+/, "").replace(/\\?.*$/, "")}`);
    return response;
  }
  race.heldStatus = response.status;
  race.arrived = true;
  await released;
  return response;
};
// What a refresh set off by the stream just before the click does; fetch is called before this returns.
race.refresh = live.refreshSeat();
race.hold = false;
done(race.started);
}, (err) => done(`play-live.js did not load: ${err}`));
"""

# Release the held answer, wait until the page has dealt with it, and return the commands #commands shows then.
RELEASE_AND_READ = """
const done = arguments[arguments.length - 1];
const drawn = () => Array.from(document.querySelectorAll("#commands button[data-command]"), (b) => b.dataset.command);
window.__race.release();
window.__race.refresh.then(() => done(drawn()), (err) => done(`refreshSeat failed: ${err}`));
"""


def test_commands_asked_for_before_a_move_are_not_drawn_after_it(served: Served, desktop: Browser) -> None:
    """A GET legal-commands that left before ann's move and is answered after the move's POST: once the page has
    read its answer, #commands shows what the server lists now, not the play of the card that left her hand."""
    created = create_game(
        served.url,
        {
            "game": "exploding-aces",
            "players": [{"name": "ann"}, {"name": "bob"}, {"name": "cy"}],
            "options": {"window_ms": 0},
            "deal": DEAL,
        },
    )
    token = token_of(created, 0)
    legal_url = f"{served.url}/v1/games/{created['id']}/legal-commands"

    def legal_now() -> list[str]:
        status, body = call("GET", legal_url, token=token)
        assert status == 200, body
        return sorted(json.dumps(c, sort_keys=True) for c in body["commands"])

    def drawn_now() -> list[str]:
        return sorted(json.dumps(c, sort_keys=True) for _, c in desktop.commands())

    def plays_card(command: dict[str, Any]) -> bool:
        return command["type"] == "play" and cards_of(command) == [CARD]

    page = desktop
    page.open(f"/play/{created['id']}#{token}")
    page.until(lambda: page.status() == "active" and page.seat() == "0", "ann's page of the active game")
    page.until(lambda: page.command(plays_card), f"the button that plays {CARD}")

    started = page.driver.execute_async_script(HOLD_NEXT_LEGAL_COMMANDS)
    assert started is True, f"the held GET legal-commands did not start: {started}"
    page.until(lambda: page.script("return window.__race.arrived"), "the held answer at the page")
    # Nothing has moved since the page last asked, so it asks with the ETag of the commands it keeps (api.js): the
    # held 304 stands for them, the play of the card among them, as drawn now.
    assert page.script("return window.__race.heldStatus") == 304

    page.click_command(plays_card, f"the button that plays {CARD}")
    page.until(lambda: CARD not in page.mine(), f"{CARD} gone from ann's hand")

    # The stream's state after the move (state=true) draws what ann may do next.
    now = legal_now()
    page.until(lambda: drawn_now() == now, "the commands after the move in #commands")

    read = page.driver.execute_async_script(RELEASE_AND_READ)
    assert isinstance(read, list), read
    assert sorted(json.dumps(json.loads(c), sort_keys=True) for c in read) == legal_now()
    assert page.command(plays_card) is None, f"a button still plays {CARD}, which left ann's hand"
    assert page.error() == ""
