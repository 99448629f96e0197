"""The web client as a player: the lobby makes this browser's player on its first game and keeps it, a game
created from the lobby seats it as ``{"player": "me"}`` and may be rated, "My games" (``/me``) lists its games
(those awaiting it first, marked "Your move"), the leaderboards (``/leaderboards``) rank it beside the bots, its
key opens its seat where no seat token is kept, and a key the server stopped knowing gives way to a new player.
Each page is screenshotted at 1280 x 900 and 412 x 915 into the test's temporary folder."""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from selenium.webdriver.support.select import Select

from tests.browser.page import Browser, create_game
from tests.support.serve_process import Served, call, wait_until

pytestmark = pytest.mark.browser

# The player (seat 0) holds the 3C alone, so she leads it and is out; her turn clock plays it for her in a second.
# One hand, no last call: a rated game over in moments, with nobody at a page.
QUICK: dict[str, Any] = {
    "game": "bombs",
    "players": [{"player": "me"}, {"bot": "random"}, {"bot": "random"}],
    "rated": True,
    "options": {"hands": 1, "window_ms": 0, "turn_clock_ms": 1000},
    "deal": {"hands": [["3C"], ["4D", "6S", "JC"], ["5H", "7D", "KS"]]},
}


def stored_player(page: Browser) -> dict[str, str] | None:
    """The player this tab's browser keeps (localStorage ``powderkeg:player``)."""
    found: dict[str, str] | None = page.script("return JSON.parse(localStorage.getItem('powderkeg:player'))")
    return found


def fill(page: Browser, css: str, text: str) -> None:
    field = page.wait_for(css)
    field.clear()
    field.send_keys(text)


def text_of(page: Browser, css: str) -> str:
    found: str = page.script("const e = document.querySelector(arguments[0]); return e ? e.textContent : ''", css)
    return " ".join(found.split())


def shown(page: Browser, css: str) -> bool:
    """Whether the element is there and drawn (not hidden)."""
    drawn: bool = page.script(
        "const e = document.querySelector(arguments[0]); return Boolean(e && e.getClientRects().length)", css
    )
    return drawn


def delete(url: str, key: str) -> int:
    """DELETE ``url`` with ``key``: its status (a 204 has no JSON for ``call``)."""
    request = urllib.request.Request(url, method="DELETE", headers={"Authorization": f"Bearer {key}"})
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return int(response.status)
    except urllib.error.HTTPError as exc:
        with exc:
            return int(exc.code)


def create_from_lobby(page: Browser, seats: int, bots: int, name: str | None) -> str:
    """Start a rated game of bombs with the lobby's form (typing ``name`` first, if any); the new game's id, once
    its page is open."""
    page.open("/")
    page.wait_for('select#create-game option[value="bombs"]')
    Select(page.wait_for("select#create-game")).select_by_value("bombs")
    if name is not None:
        fill(page, "input#create-name", name)
    fill(page, "input#create-seats", str(seats))
    fill(page, "input#create-bots", str(bots))
    rated = page.wait_for("input#create-rated")
    assert rated.is_enabled(), text_of(page, "#create-rated-about")
    if not rated.is_selected():
        page.click(rated)
    page.click_css("button#create-submit")
    page.until(lambda: page.path.startswith("/play/") and "#" not in page.path, "the new game's page")
    return page.path.removeprefix("/play/")


def quick_rated_games(served: Served, key: str, count: int) -> list[str]:
    """``count`` QUICK games for the player of ``key``, once each is over and rated."""
    ids = []
    for _ in range(count):
        status, created = call("POST", f"{served.url}/v1/games", QUICK, token=key)
        assert status == 201, created
        ids.append(created["id"])

    def rated() -> bool:
        return all(call("GET", f"{served.url}/v1/games/{game}/ratings")[0] == 200 for game in ids)

    assert wait_until(rated, timeout_s=60, every_s=0.25), "the quick games were not rated within a minute"
    return ids


def test_a_player_is_made_on_first_visit_plays_rated_games_and_finds_them(
    served: Served, desktop: Browser, phone: Browser, tmp_path: Path
) -> None:
    shots = tmp_path / "screenshots"

    # First visit: no player yet; the form asks for the name.
    desktop.open("/")
    desktop.until(lambda: "Not playing yet" in text_of(desktop, "#me"), "#me saying there is no player yet")
    assert stored_player(desktop) is None
    assert shown(desktop, "input#create-name") and not shown(desktop, "#create-as")
    desktop.wait_for('select#create-game option[value="bombs"]')
    desktop.screenshot("lobby-first-visit-desktop", shots)

    # ann's first game: a rated game against two bots. Creating it made her player, which the browser keeps.
    first = create_from_lobby(desktop, seats=3, bots=2, name="ann")
    desktop.until(lambda: desktop.status() == "active" and desktop.seat() == "0", "ann at seat 0 of her game")
    player = stored_player(desktop)
    assert player is not None and player["name"] == "ann" and player["id"].startswith("p-"), player
    key = player["key"]
    status, me = call("GET", f"{served.url}/v1/players/me", token=key)
    assert (status, me["id"], me["name"]) == (200, player["id"], "ann"), me
    # A seat taken as a player has no token of its own (the player's keys act for it); were one answered, it is kept.
    seat_token = desktop.script("return localStorage.getItem(arguments[0])", f"powderkeg:token:{first}")
    assert seat_token is None or seat_token.startswith(f"{first}."), seat_token
    desktop.open(f"/play/{first}")
    desktop.until(lambda: desktop.status() == "active" and desktop.seat() == "0", "her seat, the page reloaded")

    # Back in the lobby she is known: no name to type. Her second rated game keeps a seat open for a player.
    desktop.open("/")
    desktop.until(lambda: text_of(desktop, "#me-name") == "ann", "'You are ann' in #me")
    assert not shown(desktop, "input#create-name") and text_of(desktop, "#create-as .player-name") == "ann"
    assert text_of(desktop, "#join-as .player-name") == "ann"
    desktop.wait_for('select#create-game option[value="bombs"]')
    desktop.screenshot("lobby-known-player-desktop", shots)
    second = create_from_lobby(desktop, seats=3, bots=1, name=None)
    desktop.until(lambda: desktop.status() == "waiting" and desktop.seat() == "0", "ann waiting at seat 0")
    assert stored_player(desktop) == player, "the same player"
    # It is rated: a person joining under a name is refused; only a player may take the open seat.
    status, refused = call("POST", f"{served.url}/v1/games/{second}/join", {"name": "zed"})
    assert (status, refused["code"]) == (409, "rated-needs-players"), refused

    # Three rated games over in moments give ann a rating and a place on the leaderboard.
    finished = quick_rated_games(served, key, 3)

    # My games: the first game awaits her ("Your move", first), the second waits for a player, three are over.
    desktop.open("/me")
    active = f'#my-active li[data-game-id="{first}"]'
    desktop.until(lambda: shown(desktop, f"{active}[data-your-move], {active} [data-your-move]"), "'Your move'")
    assert desktop.all("#my-active li")[0].get_attribute("data-game-id") == first, "the game awaiting her first"
    assert "Your move" in text_of(desktop, active)
    desktop.wait_for(f'#my-waiting li[data-game-id="{second}"]')
    for game in finished:
        desktop.wait_for(f'#my-finished li[data-game-id="{game}"]')
    desktop.until(lambda: "Bombs" in text_of(desktop, '#my-ratings li[data-game="bombs"]'), "her bombs rating")
    assert desktop.error() == ""
    desktop.screenshot("my-games-desktop", shots)
    # A game made elsewhere while the page is open shows at once: the page follows her player stream (the lists
    # refresh on their own only every half minute).
    status, elsewhere = call("POST", f"{served.url}/v1/games", QUICK, token=key)
    assert status == 201, elsewhere
    desktop.wait_for(
        f'#my-active li[data-game-id="{elsewhere["id"]}"], #my-finished li[data-game-id="{elsewhere["id"]}"]',
        timeout_s=10,
    )

    # She renames herself in the header: the server and every page know her as "ann b" from now on.
    desktop.click_css("button#me-rename")
    fill(desktop, "input#me-input", "ann b")
    desktop.screenshot("rename-form-desktop", shots)
    desktop.click_css("button#me-save")
    desktop.until(lambda: text_of(desktop, "#me-name") == "ann b", "'You are ann b'")
    assert call("GET", f"{served.url}/v1/players/me", token=key)[1]["name"] == "ann b"
    assert (stored_player(desktop) or {}).get("name") == "ann b"
    desktop.until(lambda: "ann b (you)" in text_of(desktop, active), "the new name in My games")

    # Its link opens her seat of the game.
    desktop.click_css(f'{active} a[data-open="{first}"]')
    desktop.until(lambda: desktop.path == f"/play/{first}" and desktop.seat() == "0", "her seat from My games")

    # The leaderboards: she is ranked beside the random bot, marked "you"; bots are marked.
    desktop.open("/leaderboards?game=bombs")
    you = f'#leader-rows tr[data-player="{player["id"]}"]'
    desktop.wait_for(f"{you}[data-you]")
    assert "ann b" in text_of(desktop, you) and "you" in text_of(desktop, f"{you} .tag")
    assert text_of(desktop, f"{you} td.rank").isdigit()
    desktop.wait_for('#leader-rows tr[data-player="p-bot-random"][data-bot]')
    assert "bot" in text_of(desktop, '#leader-rows tr[data-player="p-bot-random"] .tag')
    desktop.screenshot("leaderboards-desktop", shots)
    Select(desktop.wait_for("select#board-game")).select_by_value("haggis")
    desktop.until(lambda: desktop.path == "/leaderboards?game=haggis", "the choice in the address")
    desktop.until(lambda: "Haggis" in text_of(desktop, "#board-title"), "the haggis board")
    assert desktop.error() == ""

    # The phone gets the same player (as if it carried the key over): its pages, and her seat by the key alone.
    phone.open("/")
    phone.script(
        "localStorage.setItem('powderkeg:player', arguments[0])",
        desktop.script("return localStorage.getItem('powderkeg:player')"),
    )
    phone.open("/")
    phone.until(lambda: text_of(phone, "#me-name") == "ann b", "'You are ann b' on the phone")
    phone.wait_for('select#create-game option[value="bombs"]')
    phone.screenshot("lobby-known-player-phone", shots)
    phone.click_css("button#me-rename")
    phone.wait_for("input#me-input:focus")
    phone.screenshot("rename-form-phone", shots)
    phone.click_css("button#me-cancel")
    phone.until(lambda: shown(phone, "#me-name") and not shown(phone, "#me-form"), "the form closed")
    # The waiting game she made on the desktop: her player sits there, so the lobby offers her seat, not a join.
    phone.click_css(f'#waiting-list [data-game-id="{second}"] button[data-join][data-your-seat]')
    phone.until(lambda: phone.path == f"/play/{second}", "her waiting game's page")
    phone.until(lambda: phone.status() == "waiting" and phone.seat() == "0", "her seat by the player key")
    assert phone.error() == ""
    phone.open("/me")
    phone.wait_for(f'#my-active li[data-game-id="{first}"]')
    phone.wait_for(f'#my-finished li[data-game-id="{finished[0]}"]')
    phone.screenshot("my-games-phone", shots)
    phone.open("/leaderboards")
    phone.wait_for(f"{you}[data-you]")
    phone.screenshot("leaderboards-phone", shots)
    phone.open(f"/play/{first}")  # no seat token on this phone: the player key holds her seat
    phone.until(lambda: phone.status() == "active" and phone.seat() == "0", "her seat by the player key")
    # A game she holds no seat of: the page quietly shows it as a spectator's.
    bots = create_game(served.url, {"game": "bombs", "players": [{"bot": "random"}] * 3, "options": {"hands": 1}})
    phone.open(f"/play/{bots['id']}")
    phone.until(lambda: phone.status() in ("active", "finished"), "the bots' game")
    phone.until(lambda: phone.log_lines() >= 1, "its log")
    assert phone.seat() is None and phone.error() == ""

    # Her key revoked (from another device): the lobby forgets it and makes a new player of the same name.
    status, other = call("POST", f"{served.url}/v1/players/me/keys", token=key)
    assert status == 201, other
    mine = [k["key_id"] for k in call("GET", f"{served.url}/v1/players/me", token=key)[1]["keys"]]
    (old_id,) = [k for k in mine if k != other["key_id"]]
    assert delete(f"{served.url}/v1/players/me/keys/{old_id}", other["key"]) == 204
    phone.open("/")
    phone.until(lambda: (stored_player(phone) or {}).get("key") not in (None, key), "a new player kept")
    renewed = stored_player(phone)
    assert renewed is not None and renewed["id"] != player["id"] and renewed["name"] == "ann b", renewed
    phone.until(lambda: text_of(phone, "#me-name") == "ann b", "'You are ann b', the new player")
    assert "no longer known" in text_of(phone, "#me-note")
    assert call("GET", f"{served.url}/v1/players/me", token=renewed["key"])[0] == 200
    phone.screenshot("lobby-new-player-after-revoke-phone", shots)
    assert phone.error() == ""


def test_a_first_visitor_joins_an_open_seat_as_a_player(served: Served, phone: Browser, tmp_path: Path) -> None:
    """bo has no player yet: joining from the lobby with his name makes one, and sits it with its key (an empty
    body): the open seat of a rated game, which only a player may take."""
    status, host = call("POST", f"{served.url}/v1/players", {"name": "cy"})
    assert status == 201, host
    status, created = call(
        "POST",
        f"{served.url}/v1/games",
        {"game": "bombs", "players": [{"player": "me"}, {"bot": "random"}, {"open": True}], "rated": True},
        token=host["key"],
    )
    assert status == 201, created
    game_id = created["id"]
    # No player yet: My games says how to get one.
    phone.open("/me")
    phone.until(lambda: shown(phone, "#no-player"), "the no-player note")
    assert not shown(phone, "#my-active")
    phone.screenshot("my-games-no-player-phone", tmp_path / "screenshots")
    phone.open("/")
    fill(phone, "input#join-name", "bo")
    phone.click_css(f'#waiting-list [data-game-id="{game_id}"] button[data-join]')
    phone.until(lambda: phone.path == f"/play/{game_id}", "bo's page of the game")
    phone.until(lambda: phone.status() == "active" and phone.seat() == "2", "bo at seat 2 of the begun game")
    bo = stored_player(phone)
    assert bo is not None and bo["name"] == "bo", bo
    status, games = call("GET", f"{served.url}/v1/players/me/games?status=active", token=bo["key"])
    assert status == 200 and [g["id"] for g in games["games"]] == [game_id], games
    phone.screenshot("joined-as-player-phone", tmp_path / "screenshots")
