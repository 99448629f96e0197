"""What the web client's pages cost (issue 34): the bytes each page loads (its HTML, scripts and stylesheets, as
the browser's resource timing counts them, before any compression), and the time to the first board drawn on a
game page (the page's ``pk-first-draw`` mark). Printed, never asserted against a time: a slow machine is no bug."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.page import Browser, create_game, token_of

pytestmark = pytest.mark.browser

#: Everything the page loaded from this origin: the page itself and each resource, by path, in bytes.
BYTES_JS = """
const sizes = {};
const add = (entry) => {
  const url = new URL(entry.name);
  if (url.origin === location.origin) sizes[url.pathname] = entry.decodedBodySize || 0;
};
performance.getEntriesByType("navigation").forEach(add);
performance.getEntriesByType("resource").forEach(add);
return sizes;
"""


def page_bytes(page: Browser) -> dict[str, int]:
    """The bytes of what the page loaded, by path, with the API's answers left out."""
    sizes: dict[str, Any] = page.script(BYTES_JS)
    return {path: int(size) for path, size in sizes.items() if not path.startswith("/v1/")}


def test_the_bytes_of_each_page_and_the_time_to_the_first_board(desktop: Browser) -> None:
    created = create_game(
        desktop.base_url,
        {"game": "bombs", "players": [{"name": "ann"}, {"bot": "random"}, {"bot": "random"}, {"bot": "random"}]},
    )
    report = []
    for name, path in (
        ("lobby", "/"),
        ("game", f"/play/{created['id']}#{token_of(created, 0)}"),
        ("my games", "/me"),
        ("leaderboards", "/leaderboards"),
        ("rules", "/rules"),
        ("verify", "/verify"),
    ):
        desktop.open(path)
        desktop.until(lambda: desktop.script("return document.readyState") == "complete", f"the {name} page loaded")
        if name == "game":
            desktop.until(lambda: desktop.script("return performance.getEntriesByName('pk-first-draw').length"),
                          "the first board drawn")
            first = desktop.script("return performance.getEntriesByName('pk-first-draw')[0].startTime")
            report.append(f"game page: first board drawn {first:.0f} ms after the navigation began")
        sizes = page_bytes(desktop)
        assert sizes, f"no resource of the {name} page counted"
        report.append(f"{name} page: {sum(sizes.values()):,} bytes in {len(sizes)} files")
    print("\n" + "\n".join(report))
