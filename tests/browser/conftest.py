"""Fixtures of the browser tests: one real ``powderkeg serve`` for the session (its worker moves the bots and closes
the out-of-turn windows), and headless Chromium tabs on it (tests/browser/page.py), each screenshotted on its
game page and checked for script errors when its test ends. Without the system's Chromium they fail, saying why
(``make test`` installs it; ``pytest -m "not browser"`` leaves them out on purpose)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.browser.page import CHROMEDRIVER, CHROMIUM, Browser, Size, start_chromium
from tests.support.serve_process import Served

# A testing server (fixed deals are accepted), with no rate limit and bots that move at once, whatever the
# environment running the tests says.
SERVE_ENV = {"POWDERKEG_TESTING": "1", "POWDERKEG_RATE_LIMIT": "0", "POWDERKEG_BOT_DELAY_MS": "0"}


@pytest.fixture(scope="session")
def chromium() -> None:
    """Fails the test when the system's Chromium or its driver is missing: a browser test that quietly skips would
    let a machine without a browser report the client as tested."""
    if CHROMIUM is None or CHROMEDRIVER is None:
        missing = " and ".join(n for n, p in (("chromium", CHROMIUM), ("chromedriver", CHROMEDRIVER)) if p is None)
        pytest.fail(
            f"{missing} not found: the browser tests need Debian's chromium and chromium-driver "
            '(`make test` installs them; `pytest -m "not browser"` leaves these tests out)',
            pytrace=False,
        )


@pytest.fixture(scope="session")
def served(chromium: None, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """``powderkeg serve`` with its embedded Redis and one worker, for every browser test of this process."""
    server = Served(tmp_path_factory.mktemp("browser-serve") / "data", env=SERVE_ENV)
    try:
        server.wait_until_timers_are_processed()
        yield server
    finally:
        server.close()


@pytest.fixture(scope="session")
def chromium_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The home folder of every Chromium of this process (``start_chromium``)."""
    return tmp_path_factory.mktemp("chromium-home")


@pytest.fixture
def open_browser(
    served: Served, chromium_home: Path, request: pytest.FixtureRequest
) -> Iterator[Callable[[Size], Browser]]:
    """Opens tabs (each a fresh Chromium, phone- or desktop-sized) on ``served``. When the test ends, each tab on a
    game page is screenshotted as ``<test>-<n>`` and every tab must have seen no script error."""
    opened: list[Browser] = []

    def open_one(size: Size) -> Browser:
        browser = Browser(start_chromium(size, chromium_home), served.url, f"browser {len(opened)} ({size})", size)
        opened.append(browser)
        return browser

    yield open_one
    errors: list[str] = []
    for n, browser in enumerate(opened):
        try:
            if browser.path.startswith("/play/"):
                browser.screenshot(f"{request.node.name}-{n}")
            errors += [f"{browser.name}: {message}" for message in browser.js_errors()]
        finally:
            browser.driver.quit()
    assert not errors, "script errors on the page:\n" + "\n".join(errors)


@pytest.fixture
def phone(open_browser: Callable[[Size], Browser]) -> Browser:
    """A phone-sized tab (412 x 915)."""
    return open_browser("phone")


@pytest.fixture
def desktop(open_browser: Callable[[Size], Browser]) -> Browser:
    """A desktop-sized tab (1280 x 900)."""
    return open_browser("desktop")
