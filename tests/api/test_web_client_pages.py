"""The reference web client over HTTP, without a browser (tests/browser drives it in one): ``/``, ``/play/{id}``,
``/me`` and ``/leaderboards`` are its pages under the Content-Security-Policy, ``/web/<name>`` its scripts and
stylesheets with explicit types (and ``/web/games/<slug>.js`` the game renderers), nothing outside its folder is
served, each page loads one ES module and every module it imports is there, every game type has its renderer and no
shared script lists the games, the pages carry the ids the DOM contract names, and no script puts a seat token (or
the player key) anywhere but the URL fragment and ``Authorization``.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from flask.testing import FlaskClient

from api.routes import pages
from domain.games import GAMES
from tests.api.test_pages import fetch, parse, same_origin

WEB = pages.WEB_DIR
RENDERERS = pages.WEB_GAMES_DIR
PAGES = {
    "/": "lobby.html",
    "/play/Xb3kP0aQ_z1c": "play.html",
    "/me": "me.html",
    "/leaderboards": "leaderboards.html",
    "/verify": "verify.html",
}
#: The one module each page loads; it imports the others.
ENTRY = {
    "lobby.html": "/web/lobby.js",
    "play.html": "/web/play.js",
    "me.html": "/web/me.js",
    "leaderboards.html": "/web/leaderboards.js",
    "verify.html": "/web/verify-page.js",
}
TYPES = {".js": "text/javascript", ".css": "text/css"}
ASSETS = sorted(p.relative_to(WEB).as_posix() for p in WEB.rglob("*") if p.suffix in TYPES)
SCRIPTS = sorted(p for p in WEB.rglob("*.js"))
# A static import or re-export of a module (``import {a} from "./x.js"``, ``import * as x from "../x.js"``).
STATIC_IMPORT = re.compile(r"""^\s*(?:import|export)\b[^"';]*?\bfrom\s*["']([^"']+)["']""", re.M)


class Scripts(HTMLParser):
    """Each <script> of a page: its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[dict[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "script":
            self.found.append({name: value or "" for name, value in attrs})


def scripts_of(html: str) -> list[dict[str, str]]:
    parser = Scripts()
    parser.feed(html)
    return parser.found


def imports_of(address: str, text: str) -> list[str]:
    """The addresses of the modules ``text`` (the script at ``address``) imports statically, from this origin."""
    return [same_origin(f"http://localhost{address}", name) for name in STATIC_IMPORT.findall(text)]


class Ids(HTMLParser):
    """Each element with an id: its tag and attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.found: dict[str, tuple[str, dict[str, str]]] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = {name: value or "" for name, value in attrs}
        if "id" in named:
            assert named["id"] not in self.found, f"the id {named['id']} is used twice"
            self.found[named["id"]] = (tag, named)


def ids_of(html: str) -> dict[str, tuple[str, dict[str, str]]]:
    parser = Ids()
    parser.feed(html)
    return parser.found


@pytest.mark.parametrize("path", sorted(PAGES))
def test_each_page_is_its_html_under_the_content_security_policy(client: FlaskClient, path: str) -> None:
    """``/`` is the lobby and ``/play/{id}`` the game page, each under the policy that allows this origin only."""
    response = fetch(client, path)
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    page = (WEB / PAGES[path]).read_text()
    if path == "/":  # the lobby, with the games this server serves
        page = pages.lobby_page(tuple(pages.served(game) for game in GAMES.values()))
    assert response.get_data(as_text=True) == page
    assert response.headers["Content-Security-Policy"] == pages.CONTENT_SECURITY_POLICY
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    assert response.cache_control.public and response.cache_control.max_age == pages.PAGE_MAX_AGE_S
    assert parse(response.get_data(as_text=True)).inline == [], "the policy forbids inline scripts and styles"


def test_the_game_page_is_the_same_for_every_game_id_and_only_for_game_ids(client: FlaskClient) -> None:
    """Any well-formed id answers the page (it asks the API whether the game exists); anything else is 404."""
    first = fetch(client, "/play/aaaaaaaaaaaa").get_data()
    assert fetch(client, "/play/no-such-game_").get_data() == first
    for path in ("/play/bad$id", "/play/" + "x" * 65, "/play/", "/play/a/b"):
        response = fetch(client, path)
        assert response.status_code == 404, path
        assert response.mimetype == "application/problem+json", path


@pytest.mark.parametrize("name", ASSETS)
def test_each_asset_is_served_with_its_type_and_revalidated(client: FlaskClient, name: str) -> None:
    """Scripts are text/javascript and stylesheets text/css, never sniffed, cached briefly, 304 when unchanged."""
    response = fetch(client, f"/web/{name}")
    assert response.status_code == 200
    assert response.mimetype == TYPES[Path(name).suffix]
    assert response.get_data() == (WEB / name).read_bytes()
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.cache_control.public and response.cache_control.max_age == pages.WEB_ASSET_MAX_AGE_S
    again = fetch(client, f"/web/{name}", headers={"If-None-Match": response.headers["ETag"]})
    assert again.status_code == 304


def test_the_client_is_a_few_plain_files(client: FlaskClient) -> None:
    """The files the contract names, and no other kind: no build output, no source map, no bundle; the renderers'
    folder holds modules only, and no folder below it."""
    names = {p.relative_to(WEB).as_posix() for p in WEB.rglob("*") if p.is_file()}
    pages_and_modules = {"lobby.html", "play.html", "me.html", "leaderboards.html", "lobby.js", "play.js", "me.js"}
    assert pages_and_modules | {"leaderboards.js", "player.js", "pk.css", "api.js"} <= names
    assert {Path(n).suffix for n in names} <= {".html", ".css", ".js"}
    assert {p.name for p in WEB.iterdir() if p.is_dir()} == {RENDERERS.name}
    assert all(p.is_file() and p.suffix == ".js" for p in RENDERERS.iterdir())


@pytest.mark.parametrize(
    "path",
    [
        "/web/nothing.js",
        "/web/lobby.html",  # a page is served at its own address only
        "/web/play.html",
        "/web/me.html",
        "/web/leaderboards.html",
        "/web/verify.html",
        "/web/pk.CSS",
        "/web/api.js.map",
        "/web/..%2Fpages.py",
        "/web/..%2F..%2Froutes%2Fpages.py",
        "/web/%2e%2e%2fdocs.html",
        "/web/../x",
        "/web/../static/docs.html",
        "/web/..%5Cpowderkeg-docs.js",
        "/web/",
        "/web/games",
        "/web/games/",
        "/web/games/nothing.js",
        "/web/games/bombs",
        "/web/games/bombs.css",
        "/web/games/..%2Fapi.js",
        "/web/games/..%2F..%2Fplay.html",
        "/web/games/%2e%2e%2fpk.css",
        "/web/games/../../routes/pages.py",
    ],
)
def test_nothing_but_the_clients_scripts_and_stylesheets_is_served(client: FlaskClient, path: str) -> None:
    """An unknown name, a page, or a way out of the folder is 404 problem+json, and no file's text comes back."""
    response = fetch(client, path)
    assert response.status_code == 404, path
    assert response.mimetype == "application/problem+json", path
    body = response.get_data(as_text=True)
    assert "<html" not in body and "def " not in body and "SwaggerUI" not in body


@pytest.mark.parametrize("path", sorted(PAGES))
def test_every_file_a_page_names_is_served_with_its_type(client: FlaskClient, path: str) -> None:
    """Each script and stylesheet a page names comes from this origin, with its type (the modules it imports:
    test_every_module_is_served_and_every_script_is_a_module_something_loads)."""
    links = parse(fetch(client, path).get_data(as_text=True))
    kinds = {kind for kind, _ in links.assets}
    assert {"script", "stylesheet"} <= kinds
    expected = {"script": "text/javascript", "stylesheet": "text/css", "icon": "image/png"}
    for kind, address in links.assets:
        target = same_origin(f"http://localhost{path}", address)
        asset = fetch(client, target)
        assert asset.status_code == 200, target
        assert asset.mimetype == expected[kind], target
        assert len(asset.data) > 0, target
    for href in links.anchors:
        target = same_origin(f"http://localhost{path}", href)
        assert fetch(client, target).status_code == 200, target


@pytest.mark.parametrize("name", sorted(ENTRY))
def test_each_page_loads_one_es_module(name: str) -> None:
    """A page loads its scripts as ES modules: one ``<script type="module">``, which imports the rest."""
    assert scripts_of((WEB / name).read_text()) == [{"type": "module", "src": ENTRY[name]}]


def test_every_module_is_served_and_every_script_is_a_module_something_loads(client: FlaskClient) -> None:
    """From the pages' modules and the game renderers, every module they import, and theirs in turn, is served from
    this origin as JavaScript; and every script of the client is reached so (none is left over from before)."""
    renderers = [f"/web/games/{p.name}" for p in sorted(RENDERERS.glob("*.js"))]
    waiting = sorted(ENTRY.values()) + renderers
    reached: set[str] = set()
    while waiting:
        address = waiting.pop()
        if address in reached:
            continue
        reached.add(address)
        response = fetch(client, address)
        assert response.status_code == 200, address
        assert response.mimetype == "text/javascript", address
        waiting += imports_of(address, response.get_data(as_text=True))
    assert reached == {f"/web/{p.relative_to(WEB).as_posix()}" for p in SCRIPTS}


def test_imports_are_read_from_every_script() -> None:
    """The import reading above finds each kind of static import the scripts use (else it would reach nothing)."""
    text = 'import * as api from "./api.js";\nimport {\n  a, b,\n} from "../parts.js";\nexport {c} from \'./c.js\';\n'
    assert imports_of("/web/games/x.js", text) == ["/web/games/api.js", "/web/parts.js", "/web/games/c.js"]
    assert imports_of("/web/play.js", "const x = `import {a} from`;\n") == []


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_type_has_its_renderer_module(client: FlaskClient, slug: str) -> None:
    """Each registered game type has ``games/<slug>.js``, whose default export is its renderer, at the address
    play.js imports it from (its headers: test_each_asset_is_served_with_its_type_and_revalidated). A game type
    without one would still be drawn, by play.js's plain renderer (tests/browser/test_plain_renderer.py), but every
    game the server registers draws its own table."""
    module = RENDERERS / f"{slug}.js"
    assert module.is_file(), f"{slug} has no renderer module {module.relative_to(WEB)}"
    assert re.search(r"^export default\b", module.read_text(), re.M), f"{module.name} exports no renderer"
    response = fetch(client, f"/web/games/{slug}.js")
    assert (response.status_code, response.get_data()) == (200, module.read_bytes())


def test_every_renderer_module_is_a_registered_game_type() -> None:
    """games/ holds the renderers of game types the server serves, and nothing else (a shared module lives beside
    play.js, where no slug can name it)."""
    assert {p.stem for p in RENDERERS.iterdir()} <= set(GAMES)


def test_no_shared_script_lists_the_games() -> None:
    """The game page loads a renderer by the game's slug (play-board.js: ``import(`./games/${slug}.js`)``), and no
    script outside games/ names a game type: a fifth game edits no shared file of the client. The one exception is
    the export verifier, which implements docs/verification-deals.md, a section per game: a fifth game adds one
    there and in it."""
    assert re.search(r"import\(`\./games/\$\{\w+\}\.js`\)", (WEB / "play-board.js").read_text())
    for script in SCRIPTS:
        if script.parent == RENDERERS or script.name == "verify-export.js":
            continue
        text = script.read_text()
        named = [slug for slug in GAMES if f'"{slug}"' in text or f"'{slug}'" in text or f"`{slug}`" in text]
        assert not named, f"{script.name} names {named}"


def test_the_lobby_has_what_the_dom_contract_names() -> None:
    """The create form, the name to join with, both listings and the error box, as tests and people find them."""
    ids = ids_of((WEB / "lobby.html").read_text())
    expected = {
        "create-form": "form",
        "create-game": "select",
        "create-name": "input",
        "create-seats": "input",
        "create-bots": "input",
        "create-private": "input",
        "create-rated": "input",
        "create-submit": "button",
        "join-name": "input",
        "waiting-list": "ul",
        "active-list": "ul",
        "error": "div",
    }
    assert {name: ids[name][0] for name in expected if name in ids} == expected
    assert ids["create-seats"][1]["type"] == ids["create-bots"][1]["type"] == "number"
    assert ids["create-private"][1]["type"] == ids["create-rated"][1]["type"] == "checkbox"
    assert ids["me"][0] == "div", "where player.js draws 'You are <name>'"
    anchors = parse((WEB / "lobby.html").read_text()).anchors
    assert {"/me", "/leaderboards"} <= set(anchors), "the lobby links My games and the leaderboards"
    assert ids["create-submit"][1]["type"] == "submit"
    assert "action" not in ids["create-form"][1], "form-action 'none': the script submits it"
    assert ids["error"][1]["role"] == "alert" and "hidden" in ids["error"][1]


def test_the_game_page_has_what_the_dom_contract_names() -> None:
    """The board, commands, countdown, log, seats, replay slider and verdict, and the error box."""
    ids = ids_of((WEB / "play.html").read_text())
    for name in ("error", "board", "commands", "countdown", "log", "seats", "replay", "verify-result"):
        assert name in ids, name
    tag, slider = ids["replay-slider"]
    assert (tag, slider["type"]) == ("input", "range")
    assert ids["error"][1]["role"] == "alert"
    scripts = [address for kind, address in parse((WEB / "play.html").read_text()).assets if kind == "script"]
    assert scripts == ["/web/play.js"], "one module, which imports the rest"


def test_my_games_has_what_the_dom_contract_names() -> None:
    """/me: the player's three lists with their "Show more" buttons, the ratings, the no-player note, the error box."""
    ids = ids_of((WEB / "me.html").read_text())
    for status in ("active", "waiting", "finished"):
        assert ids[f"my-{status}"][0] == "ul", status
        assert ids[f"my-{status}-more"][0] == "button", status
    assert ids["my-ratings"][0] == "ul"
    assert "hidden" in ids["no-player"][1]
    assert ids["me"][0] == "div"
    assert ids["error"][1]["role"] == "alert"


def test_the_leaderboards_page_has_what_the_dom_contract_names() -> None:
    """/leaderboards: the game selector, the table of leaders, the empty note and the error box."""
    ids = ids_of((WEB / "leaderboards.html").read_text())
    assert ids["board-game"][0] == "select"
    assert ids["leaders"][0] == "table"
    assert ids["leader-rows"][0] == "tbody"
    assert ids["board-more"][0] == "button"
    assert ids["error"][1]["role"] == "alert"


def test_the_verify_page_and_the_finished_game_have_what_the_dom_contract_names() -> None:
    """/verify: the file input, its drop zone and the verdict's box; the game page: "Verify in this browser" and its
    box (verdict-view.js draws both verdicts, with ``data-verdict``)."""
    ids = ids_of((WEB / "verify.html").read_text())
    assert (ids["export-file"][0], ids["export-file"][1]["type"]) == ("input", "file")
    assert ids["drop-zone"][0] == "div" and "hidden" in ids["verdict"][1]
    assert ids["error"][1]["role"] == "alert"
    ids = ids_of((WEB / "play.html").read_text())
    assert ids["verify-browser"][0] == "button" and "hidden" in ids["browser-verdict"][1]


@pytest.mark.parametrize("path", ["/me", "/leaderboards"])
def test_the_players_pages_answer_the_same_page_whatever_the_query(client: FlaskClient, path: str) -> None:
    """The page reads its own query (``/leaderboards?game=bombs``): the server answers the same static page."""
    assert fetch(client, f"{path}?game=bombs").get_data() == fetch(client, path).get_data()
    assert fetch(client, f"{path}/x").status_code == 404


@pytest.mark.parametrize("script", [s for s in SCRIPTS if s.parent != RENDERERS], ids=lambda p: p.name)
def test_no_script_puts_the_player_key_into_a_string(script: Path) -> None:
    """The player key (player.js) is a bearer credential: it is sent as ``{token: p.key}`` (``Authorization``) and
    kept in localStorage, never interpolated into an address or a text (a renderer's table ``key`` is no secret)."""
    text = script.read_text()
    found = re.findall(r"\$\{[^}]*\b(?:\w+\.key|playerKey)\b[^}]*\}", text)
    assert not found, f"{script.name}: {found}"


# A template literal's interpolation that names a token, and what comes right before it.
TOKEN_USE = re.compile(r"(.{0,12})\$\{[^}]*\btoken\b[^}]*\}")


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_no_script_puts_a_token_into_a_url_query(script: Path) -> None:
    """A token goes in ``Authorization: Bearer`` or after the ``#`` of a page's address, never in a query (where
    servers and proxies log it): no ``token=`` parameter, and every interpolated token follows ``Bearer `` or
    ``#``."""
    text = script.read_text()
    assert "token=" not in text.replace("ticket=", "")
    for match in TOKEN_USE.finditer(text):
        assert match.group(1).endswith(("Bearer ", "#")), f"{script.name}: {match.group(0)}"


@pytest.mark.parametrize("path", sorted(PAGES))
def test_no_page_names_a_token_in_a_query(path: str) -> None:
    assert "token=" not in (WEB / PAGES[path]).read_text()


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_no_script_needs_what_the_policy_forbids(script: Path) -> None:
    """Under ``script-src 'self'`` and ``style-src 'self'`` a browser refuses eval, inline handlers and inline
    styles; the scripts build the page with DOM calls (no HTML parsed from strings that may hold players' names)."""
    text = script.read_text()
    for forbidden in ("eval(", "new Function", "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write"):
        assert forbidden not in text, f"{script.name}: {forbidden}"
    assert not re.search(r"setAttribute\(\s*[\"'](style|on[a-z]+)[\"']", text), script.name
