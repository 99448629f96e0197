"""A headless Chromium tab on the web client, seen only through the DOM contract of api/static/web (its ids and
data- attributes), with waits on conditions instead of sleeps; and the one call the tests make to the API, to set
up a game."""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal, TypeVar

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.wait import WebDriverWait

from tests.support.serve_process import call

# The system's browser and its driver (Debian's chromium and chromium-driver, which `make test` installs).
CHROMIUM = shutil.which("chromium")
CHROMEDRIVER = shutil.which("chromedriver")
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
# A phone held upright (CSS pixels), and a laptop's window.
PHONE = (412, 915)
DESKTOP = (1280, 900)
# The longest any one step may take before a test fails; generous for a loaded 2-core CI machine, and never
# waited out when the page is right.
WAIT_S = 20.0

Size = Literal["phone", "desktop"]
#: What ``Browser.hidden_cards`` runs in the page.
HIDDEN_CARDS_JS = """
const out = [];
const name = (node) => node
  ? `${node.tagName.toLowerCase()}${node.id ? "#" + node.id : ""}${node.className ? "." + node.className : ""}`
  : "nothing";
for (const card of document.querySelectorAll("[data-mine]")) {
  const code = card.getAttribute("data-card");
  const r = card.getBoundingClientRect();
  if (!r.width || !r.height) { out.push(`${code}: not drawn`); continue; }
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
    out.push(`${code}: outside the viewport (${Math.round(r.left)},${Math.round(r.top)})`);
    continue;
  }
  // The middle of each edge, 3 px in (a rounded corner is not the card's to hit), and the centre.
  const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
  const points = [[x, r.top + 3], [x, r.bottom - 3], [r.left + 3, y], [r.right - 3, y], [x, y]];
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (hit !== card && !card.contains(hit)) { out.push(`${code}: under ${name(hit)}`); break; }
  }
}
return out;
"""
T = TypeVar("T")


def start_chromium(size: Size, home: Path) -> webdriver.Chrome:
    """A fresh headless Chromium with its own profile, and ``home`` for its home folder: Chromium writes its
    crash reports and settings under ``~/.config`` and ``~/.cache`` whatever its profile, and the tests write
    nothing outside the clone and their temporary folders. The driver is named by path, so Selenium Manager never
    looks for (or downloads) one. A phone is emulated by device metrics: headless Chromium keeps a window at
    least 500 pixels wide."""
    assert CHROMIUM is not None and CHROMEDRIVER is not None
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(argument)
    if size == "phone":
        width, height = PHONE
        metrics = {"width": width, "height": height, "pixelRatio": 1.0, "touch": False}
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": metrics})
    else:
        options.add_argument("--window-size={},{}".format(*DESKTOP))
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    env = {**os.environ, "HOME": str(home)}
    for name in ("XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_RUNTIME_DIR"):
        env.pop(name, None)
    return webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER, env=env), options=options)


def create_game(base_url: str, body: dict[str, Any]) -> dict[str, Any]:
    """POST /v1/games (setup only: the tests play through the page); the 201 body."""
    status, created = call("POST", f"{base_url}/v1/games", body)
    assert status == 201, created
    assert isinstance(created, dict)
    return created


def token_of(created: dict[str, Any], seat: int) -> str:
    """The token of ``seat`` in a 201 answer of POST /v1/games."""
    token: str = next(t["token"] for t in created["tokens"] if t["seat"] == seat)
    return token


def open_dealt_bombs(page: Browser, deal: dict[str, Any]) -> dict[str, Any]:
    """A one-hand game of bombs without windows, dealt ``deal`` (a testing server's), of ann at seat 0 and three
    random bots, opened on ann's page; the 201 body."""
    created = create_game(
        page.base_url,
        {
            "game": "bombs",
            "players": [{"name": "ann"}, {"bot": "random"}, {"bot": "random"}, {"bot": "random"}],
            "options": {"hands": 1, "window_ms": 0},
            "deal": deal,
        },
    )
    page.open(f"/play/{created['id']}#{token_of(created, 0)}")
    return created


def cards_of(command: dict[str, Any]) -> list[str]:
    """The cards a command body puts down: ``cards`` in most games, one ``card`` in bombs-away."""
    if "cards" in command:
        return list(command["cards"])
    return [command["card"]] if command.get("card") else []


class Browser:
    """One tab of the client at ``base_url``."""

    def __init__(self, driver: webdriver.Chrome, base_url: str, name: str, size: Size) -> None:
        self.driver = driver
        self.base_url = base_url
        self.name = name
        self.size = size

    def open(self, path: str) -> None:
        """Load ``path`` (with its fragment, if any) of the server."""
        self.driver.get(self.base_url + path)

    @property
    def path(self) -> str:
        """The address bar's path, fragment included (what follows the server's URL)."""
        url: str = self.driver.current_url
        return url.removeprefix(self.base_url)

    def until(self, condition: Callable[[], object], what: str, timeout_s: float = WAIT_S) -> None:
        """Wait until ``condition`` is truthy, polled every 50 ms; fails naming ``what`` (and the page's #error)
        after ``timeout_s``."""
        self.first(lambda: condition() or None, what, timeout_s)

    def first(self, find: Callable[[], T | None], what: str, timeout_s: float = WAIT_S) -> T:
        """The first value of ``find`` that is not None, polled every 50 ms; fails like ``until``."""
        waiter = WebDriverWait(
            self.driver, timeout_s, poll_frequency=0.05, ignored_exceptions=(StaleElementReferenceException,)
        )
        try:
            found = waiter.until(lambda _: find())
        except TimeoutException:
            raise AssertionError(
                f"{self.name}: waited {timeout_s:.0f} s for {what}; at {self.path} "
                f"(data-status {self.status()!r}), #error says {self.error()!r}"
            ) from None
        assert found is not None
        return found

    def wait_for(self, css: str, timeout_s: float = WAIT_S) -> WebElement:
        """The first element matching ``css``, once there is one."""
        return self.first(lambda: next(iter(self.all(css)), None), css, timeout_s)

    def all(self, css: str) -> list[WebElement]:
        """Every element matching ``css`` now."""
        return list(self.driver.find_elements("css selector", css))

    def script(self, source: str, *args: Any) -> Any:
        """Run ``source`` in the page (a function body; ``arguments`` are ``args``) and return its value."""
        return self.driver.execute_script(source, *args)

    def status(self) -> str | None:
        """``body[data-status]``: waiting, active or finished (None before the page set it)."""
        value: str | None = self.script("return document.body ? document.body.dataset.status || null : null")
        return value

    def seat(self) -> str | None:
        """``body[data-seat]``: the viewer's seat, None for a spectator."""
        value: str | None = self.script("return document.body ? document.body.dataset.seat ?? null : null")
        return value

    def error(self) -> str:
        """The text of #error ('' when there is none)."""
        text: str = self.script("const e = document.getElementById('error'); return e ? e.textContent.trim() : ''")
        return text

    def cards(self, css: str = "[data-card]") -> list[str]:
        """The ``data-card`` codes of the elements matching ``css``, in page order."""
        codes: list[str] = self.script(
            "return Array.from(document.querySelectorAll(arguments[0]), e => e.dataset.card)", css
        )
        return codes

    def mine(self) -> list[str]:
        """The cards of the viewer's own hand on the page (``[data-mine]``), sorted."""
        return sorted(self.cards("[data-card][data-mine]"))

    def log_lines(self) -> int:
        """How many lines #log holds."""
        count: int = self.script("return document.querySelectorAll('#log > *').length")
        return count

    def commands(self) -> list[tuple[WebElement, dict[str, Any]]]:
        """The enabled command buttons of #commands, each with its parsed ``data-command`` body."""
        found: list[list[Any]] = self.script(
            "return Array.from(document.querySelectorAll('#commands button[data-command]'))"
            ".filter(b => !b.disabled).map(b => [b, b.dataset.command])"
        )
        return [(button, json.loads(body)) for button, body in found]

    def command(self, match: Callable[[dict[str, Any]], bool]) -> WebElement | None:
        """The first enabled command button whose body satisfies ``match``, or None."""
        return next((button for button, body in self.commands() if match(body)), None)

    def click(self, element: WebElement) -> None:
        """Click ``element`` as a person would, once it is scrolled to the middle of the screen; raises
        StaleElementReferenceException when the page drew it again before the click."""
        self.script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()

    def click_when(self, find: Callable[[], WebElement | None], what: str, timeout_s: float = WAIT_S) -> None:
        """Click what ``find`` gives, once it gives something. The page redraws as events stream in: an element
        drawn again between finding and clicking is found again (``until`` polls through a stale element)."""

        def clicked() -> bool:
            element = find()
            if element is None:
                return False
            self.click(element)
            return True

        self.until(clicked, what, timeout_s)

    def click_css(self, css: str, timeout_s: float = WAIT_S) -> None:
        """Click the first enabled element matching ``css``, once there is one."""
        self.click_when(lambda: next((e for e in self.all(css) if e.is_enabled()), None), f"{css} enabled", timeout_s)

    def click_command(self, match: Callable[[dict[str, Any]], bool], what: str) -> None:
        """Click the first enabled command button whose body satisfies ``match``, once there is one."""
        self.click_when(lambda: self.command(match), what)

    def select_cards(self, codes: list[str]) -> None:
        """Click each of ``codes`` in the viewer's hand, once it is there, until the page marks it selected (a
        selection survives the page's redraws)."""
        for code in codes:
            self.click_css(f'[data-mine][data-card="{code}"]')
            self.wait_for(f'[data-mine][data-card="{code}"][data-selected]')

    def console_errors(self) -> list[str]:
        """Every error the console got since the last read, failed requests included (a 404 is one)."""
        entries: list[dict[str, Any]] = self.driver.get_log("browser")  # type: ignore[no-untyped-call]
        return [e["message"] for e in entries if e["level"] == "SEVERE"]

    def js_errors(self) -> list[str]:
        """The uncaught script errors and the loads the Content-Security-Policy refused, as the console got them
        since the last call (failed requests are not among them: the server's refusals are part of play)."""
        entries: list[dict[str, Any]] = self.driver.get_log("browser")  # type: ignore[no-untyped-call]
        errors = [e for e in entries if e["level"] == "SEVERE" and e.get("source") in ("javascript", "security")]
        return [e["message"] for e in errors]

    def set_viewport(self, width: int, height: int, *, mobile: bool | None = None) -> None:
        """Make the page's viewport ``width`` x ``height`` CSS pixels, a mobile one if ``mobile`` (by default, as
        the tab's size is: a phone's is)."""
        mobile = self.size == "phone" if mobile is None else mobile
        metrics = {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile}
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", metrics)
        self.until(lambda: self.script("return [innerWidth, innerHeight]") == [width, height], "the new viewport")

    def hidden_cards(self) -> list[str]:
        """The viewer's cards ([data-mine]) not wholly in sight: each whose box leaves the viewport, or whose
        edges or centre another element covers (``elementFromPoint`` finds something else there)."""
        found: list[str] = self.script(HIDDEN_CARDS_JS)
        return found

    def screenshot(self, name: str, folder: Path = SCREENSHOTS) -> Path:
        """Save the whole page, below the fold too, as ``<folder>/<name>.png`` (by default ``screenshots/``, a folder
        git ignores): for the shot the viewport is made as tall as the page, so that sticky parts are drawn where
        they rest (a capture beyond the viewport would paint them over what lies under the screen's edge), then
        set back."""
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{re.sub(r'[^A-Za-z0-9_.-]+', '-', name).strip('-')}.png"
        width, height = self.script("window.scrollTo(0, 0); return [window.innerWidth, window.innerHeight]")
        content = self.driver.execute_cdp_cmd("Page.getLayoutMetrics", {})["cssContentSize"]
        metrics = {"width": width, "deviceScaleFactor": 1, "mobile": self.size == "phone"}
        self.driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {**metrics, "height": max(height, int(content["height"]))}
        )
        try:
            shot = self.driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png"})
        finally:
            self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {**metrics, "height": height})
        path.write_bytes(base64.b64decode(shot["data"]))
        return path
