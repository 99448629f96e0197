"""A finished game's export checked in the browser (issue 35, item 3): on the game's page, "Verify in this browser"
downloads the complete export and runs verify-export.js over it (versions, seed, chain, deals: docs/verification.md),
its verdict in words with ``data-verdict`` on its box; on ``/verify`` an export file given to the file input is
checked the same way, never uploaded: a good one verifies, one with a card changed fails at that card's line.

The games are played to their end by bots on the served server (its worker moves them at once), all started
together before the first page opens. Screenshots of both verdicts, at a desktop's and a phone's size, go to
tests/browser/screenshots/."""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.browser.page import Browser, create_game
from tests.support.serve_process import Served, call

pytestmark = pytest.mark.browser

#: One short game of each game type, every seat a bot, and a bombs match at two tables: each is over in seconds.
GAMES: dict[str, dict[str, Any]] = {
    "bombs": {"game": "bombs", "players": [{"bot": "random"}] * 3, "options": {"hands": 1, "window_ms": 0}},
    "exploding-aces": {"game": "exploding-aces", "players": [{"bot": "random"}] * 3, "options": {"window_ms": 0}},
    "haggis": {"game": "haggis", "players": [{"bot": "random"}] * 2},
    "bombs-away": {"game": "bombs-away", "players": [{"bot": "random"}] * 3},
    "bombs-match": {"game": "bombs", "players": [{"bot": "random"}] * 6, "options": {"hands": 1, "window_ms": 0}},
}
#: How long the bots may take to finish them all.
PLAYED_S = 180.0
#: What the verdict's box says, by its ``data-verdict``.
VERDICT_JS = """
const box = document.querySelector(arguments[0]);
if (!box || !box.hasAttribute("data-verdict") || box.dataset.verdict === "checking") return null;
const bad = box.querySelector("[data-bad-line]");
return {verdict: box.dataset.verdict, text: box.textContent.replace(/\\s+/g, " ").trim(),
        line: bad ? Number(bad.dataset.badLine) : null,
        head: (box.querySelector("[data-head]") || {dataset: {}}).dataset.head || null};
"""

#: Drop a file holding ``arguments[0]``, named ``arguments[1]``, on the drop zone.
DROP_JS = """
const data = new DataTransfer();
data.items.add(new File([arguments[0]], arguments[1], {type: "application/x-ndjson"}));
const zone = document.getElementById("drop-zone");
for (const type of ["dragenter", "dragover", "drop"]) {
  zone.dispatchEvent(new DragEvent(type, {bubbles: true, cancelable: true, dataTransfer: data}));
}
"""


@pytest.fixture(scope="module")
def finished(served: Served) -> Iterator[dict[str, str]]:
    """The id of each game of ``GAMES``, once every one of them is finished."""
    ids = {name: create_game(served.url, body)["id"] for name, body in GAMES.items()}
    deadline = time.monotonic() + PLAYED_S
    waiting = dict(ids)
    while waiting and time.monotonic() < deadline:
        for name, game_id in list(waiting.items()):
            status, view = call("GET", f"{served.url}/v1/games/{game_id}")
            assert status == 200, view
            if view["status"] == "finished":
                del waiting[name]
        time.sleep(0.25)
    assert not waiting, f"not finished within {PLAYED_S:.0f} s: {sorted(waiting)}"
    yield ids


def export_of(served: Served, game_id: str) -> str:
    """The complete export of a finished game, as the server sends it (NDJSON)."""
    with urllib.request.urlopen(f"{served.url}/v1/games/{game_id}/export", timeout=15) as response:
        text: str = response.read().decode()
    return text


def verdict(page: Browser, css: str, timeout_s: float = 60.0) -> dict[str, Any]:
    """The verdict drawn in ``css`` once the check is done: its ``data-verdict``, its words, the line it names
    (``data-bad-line``) and the head hash it shows."""
    found: dict[str, Any] = page.first(lambda: page.script(VERDICT_JS, css), f"a verdict in {css}", timeout_s)
    return found


def verify_on_game_page(page: Browser, game_id: str) -> dict[str, Any]:
    """Open the finished game's page, click "Verify in this browser", and read the verdict."""
    page.open(f"/play/{game_id}")
    page.until(lambda: page.status() == "finished", "the finished game's page")
    # The server's check answers first: its words push the button down, and a click aimed at the button's place
    # just before it moved lands beside it (a match's check takes long enough for that to happen).
    page.wait_for("#verify-result[data-verified]")
    page.until(lambda: clicked_into(page, "#verify-browser", "#browser-verdict[data-verdict]"), "the check to start")
    return verdict(page, "#browser-verdict")


def clicked_into(page: Browser, button: str, started: str) -> bool:
    """Whether ``started`` is on the page, once ``button`` is clicked (again, should a click have missed)."""
    if page.all(started):
        return True
    page.click_css(button)
    return bool(page.all(started))


def test_each_finished_game_verifies_in_the_browser(
    served: Served, finished: dict[str, str], desktop: Browser, phone: Browser
) -> None:
    """Every game type's finished game (and a match at two tables) verifies on its page: the box says so, names the
    chain's length and the export's head hash, and the deals re-dealt from the seed. The server's own check stays
    beside it."""
    for name, game_id in finished.items():
        export = export_of(served, game_id)
        header = json.loads(export.splitlines()[0])
        events = len(export.splitlines()) - 1
        found = verify_on_game_page(desktop, game_id)
        assert found["verdict"] == "ok", f"{name}: {found['text']}"
        assert "Verified in this browser" in found["text"], name
        assert f"A chain of {events} events" in found["text"], (name, found["text"])
        assert found["head"] == header["head_sha256"], name
        assert "re-dealt from the seed" in found["text"], (name, found["text"])
        desktop.wait_for('#verify-result[data-verified="true"]')  # the server's check, as before
        assert desktop.error() == "", name
        if name == "bombs":
            desktop.screenshot("verify-in-browser-game-ok-desktop")
    found = verify_on_game_page(phone, finished["haggis"])
    assert found["verdict"] == "ok", found["text"]
    assert phone.error() == ""
    phone.screenshot("verify-in-browser-game-ok-phone")


def tampered(export: str) -> tuple[str, int, str, str]:
    """``export`` with one card changed in the data of the first event after the deal that plays cards (a list
    ``cards`` in its data); the changed text, the line changed (1 is the header), and the card before and after."""
    lines = export.splitlines()
    for number, line in enumerate(lines[1:], start=2):
        event = json.loads(line)
        cards = event["data"].get("cards") if isinstance(event["data"], dict) else None
        if isinstance(cards, list) and cards and isinstance(cards[0], str):
            before = cards[0]
            after = "2D" if before != "2D" else "3D"
            cards[0] = after
            lines[number - 1] = json.dumps(event, separators=(",", ":"), ensure_ascii=False)
            return "\n".join(lines) + "\n", number, before, after
    raise AssertionError("no event of the export plays cards")


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_verify_page_checks_a_dropped_export_file(
    served: Served, finished: dict[str, str], request: pytest.FixtureRequest, tmp_path: Path, size: str
) -> None:
    """On /verify, the file input takes a finished game's export: it verifies; the same export with one card
    changed fails, and the verdict names the changed line. Nothing is uploaded: the page asks the API nothing."""
    page: Browser = request.getfixturevalue(size)
    export = export_of(served, finished["bombs"])
    changed, line, before, after = tampered(export)
    good = tmp_path / "game.ndjson"
    good.write_text(export)
    bad = tmp_path / "tampered.ndjson"
    bad.write_text(changed)

    page.open("/verify")
    page.until(lambda: page.script("return document.readyState") == "complete", "the /verify page")
    page.wait_for("#drop-zone")
    page.wait_for("input#export-file").send_keys(str(good))
    found = verdict(page, "#verdict")
    assert found["verdict"] == "ok", found["text"]
    assert "game.ndjson" in found["text"] and f"A chain of {len(export.splitlines()) - 1} events" in found["text"]
    page.screenshot(f"verify-page-ok-{size}")

    page.wait_for("input#export-file").send_keys(str(bad))
    page.until(
        lambda: "tampered.ndjson" in (page.script(VERDICT_JS, "#verdict") or {}).get("text", ""),
        "the tampered file's verdict",
    )
    found = verdict(page, "#verdict")
    assert found["verdict"] == "failed", found["text"]
    assert found["line"] == line, (found, line, before, after)
    assert f"line {line}" in found["text"], found["text"]
    assert page.error() == ""
    page.screenshot(f"verify-page-failed-{size}")

    # Dropped on the page (a drop event carrying the file, as a person's drag and drop sends it): checked too.
    page.script(DROP_JS, export, "dropped.ndjson")
    page.until(
        lambda: "dropped.ndjson" in (page.script(VERDICT_JS, "#verdict") or {}).get("text", ""),
        "the dropped file's verdict",
    )
    assert verdict(page, "#verdict")["verdict"] == "ok"
    asked = page.script(
        "return performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)"
        ".filter(p => p.startsWith('/v1/'))"
    )
    assert asked == [], f"the page asked the API: {asked}"


#: How long a finished game may wait for the witness root that covers it: the served worker makes one a minute.
WITNESSED_S = 75.0


def test_a_finished_games_page_checks_its_witness_proof_against_its_export(
    served: Served, finished: dict[str, str], desktop: Browser, phone: Browser
) -> None:
    """Once a witness root covers the finished match (its own stream and its tables), "Verify in this browser"
    also checks the game's proof (GET .../witness) against the export it verified: "Witnessed", the root's number
    and minute, and the root's hash to keep."""
    game_id = finished["bombs-match"]
    deadline = time.monotonic() + WITNESSED_S
    while True:
        status, proof = call("GET", f"{served.url}/v1/games/{game_id}/witness")
        if status == 200 or time.monotonic() > deadline:
            break
        assert proof["code"] == "not-witnessed", proof
        time.sleep(1)
    assert status == 200, f"no witness root covers the match within {WITNESSED_S:.0f} s: {proof}"
    assert verify_on_game_page(desktop, game_id)["verdict"] == "ok"
    found = verdict(desktop, "#browser-witness")
    assert found["verdict"] == "ok", found["text"]
    assert found["head"] == proof["root"]["hash"]
    assert f"witness root {proof['root']['number']}" in found["text"]
    assert len(proof["tables"]) >= 2 and f"with its {len(proof['tables'])} tables" in found["text"]
    assert proof["root"]["minute"] in found["text"]
    assert desktop.error() == ""
    desktop.screenshot("verify-in-browser-witnessed-desktop")
    assert verify_on_game_page(phone, game_id)["verdict"] == "ok"
    assert verdict(phone, "#browser-witness")["verdict"] == "ok"
    assert phone.error() == ""
    phone.screenshot("verify-in-browser-witnessed-phone")
