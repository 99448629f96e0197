"""The pages for people at the server's address: ``GET /`` (the web client's lobby, which says what the server is)
and ``GET /docs`` (Swagger UI over the contract), with every asset they name served by this server, and nothing a
browser would have to fetch from elsewhere. The web client's own pages: tests/api/test_web_client_pages.py."""

from __future__ import annotations

import tomllib
from fnmatch import fnmatch
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import yaml
from flask.testing import FlaskClient
from werkzeug.test import TestResponse

from api.routes import pages
from domain.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
ASSET_TYPES = {"script": "text/javascript", "stylesheet": "text/css", "icon": "image/png"}


class Links(HTMLParser):
    """The addresses an HTML page names: links, scripts, stylesheets and icons, and any inline script or style."""

    def __init__(self) -> None:
        super().__init__()
        self.anchors: list[str] = []
        self.assets: list[tuple[str, str]] = []  # (kind, address)
        self.inline: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = {name: value or "" for name, value in attrs}
        if "style" in found or any(name.startswith("on") for name in found):
            self.inline.append(f"<{tag}> attribute")
        if tag == "a":
            self.anchors.append(found["href"])
        elif tag == "script":
            self._in_script = True
            if "src" in found:
                self.assets.append(("script", found["src"]))
            else:
                self.inline.append("<script> without src")
        elif tag == "link" and found.get("rel") in {"stylesheet", "icon"}:
            self.assets.append((found["rel"], found["href"]))
        elif tag == "style":
            self.inline.append("<style>")

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script and data.strip():
            self.inline.append("script text")


def parse(html: str) -> Links:
    links = Links()
    links.feed(html)
    return links


def fetch(client: FlaskClient, path: str, headers: dict[str, str] | None = None) -> TestResponse:
    """GET ``path``, read the whole body and close the response (a file-backed body holds its file open until
    then)."""
    with client.get(path, headers=headers) as response:
        response.get_data()
    return response


def same_origin(base: str, address: str) -> str:
    """The path of ``address`` read from a page at ``base``; fails when it points at another origin."""
    target = urlsplit(urljoin(base, address))
    assert (target.scheme, target.netloc) == urlsplit(base)[:2], address
    return target.path


def test_the_home_page_says_what_this_is_and_links_the_contract(client: FlaskClient) -> None:
    """``/``, the web client's lobby, is HTML naming every game this server plays and linking /docs,
    /openapi.yaml, game types, health."""
    response = fetch(client, "/")
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    html = response.get_data(as_text=True)
    for slug, game in GAMES.items():
        assert f"<code>{slug}</code>: {game.info.title}," in html
    links = parse(html)
    paths = [same_origin("http://localhost/", href) for href in links.anchors]
    assert {"/docs", "/openapi.yaml", "/v1/game-types", "/healthz"} <= set(paths)
    for path in ("/docs", "/openapi.yaml", "/v1/game-types"):
        assert fetch(client, path).status_code == 200, path
    assert links.inline == []
    assert html == pages.lobby_page(tuple(pages.served(game) for game in GAMES.values()))
    assert fetch(client, "/", headers={"If-None-Match": response.headers["ETag"]}).status_code == 304
    assert not (pages.STATIC_DIR / "index.html").exists(), "the lobby replaced the old home page"


def test_the_docs_page_loads_only_same_origin_assets_of_the_right_types(client: FlaskClient) -> None:
    """Every script, stylesheet and icon of ``/docs`` is served here, with its JS, CSS or PNG type."""
    response = fetch(client, "/docs")
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    links = parse(response.get_data(as_text=True))
    assert links.inline == [], "the Content-Security-Policy forbids inline scripts and styles"
    kinds = {kind for kind, _ in links.assets}
    assert kinds == {"script", "stylesheet", "icon"}
    for kind, address in links.assets:
        path = same_origin("http://localhost/docs", address)
        asset = fetch(client, path)
        assert asset.status_code == 200, path
        assert asset.mimetype == ASSET_TYPES[kind], path
        assert asset.headers["X-Content-Type-Options"] == "nosniff"
        assert asset.cache_control.public and asset.cache_control.max_age == pages.ASSET_MAX_AGE_S
        assert len(asset.data) > 0


def test_both_pages_forbid_every_other_origin(client: FlaskClient) -> None:
    """The policy sends scripts, styles and requests to this origin only, and the pages may not be framed."""
    for path in ("/", "/docs"):
        policy = fetch(client, path).headers["Content-Security-Policy"]
        directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
        assert directives["default-src"] == "'none'"
        for name in ("script-src", "style-src", "connect-src"):
            assert directives[name] == "'self'", name
        assert directives["frame-ancestors"] == "'none'"


def test_swagger_ui_starts_on_this_servers_contract_and_can_read_its_version(client: FlaskClient) -> None:
    """Browser-free: the starting script loads /openapi.yaml through the served bundle, calls no outside validator,
    and the bundle is a Swagger UI that reads the spec's OpenAPI version (3.1 needs Swagger UI 5 or later; the
    4.x line answers "Unable to render this definition")."""
    script = fetch(client, "/docs/static/powderkeg-docs.js").get_data(as_text=True)
    assert 'url: "/openapi.yaml"' in script
    assert "validatorUrl: null" in script
    bundle = fetch(client, "/docs/static/swagger-ui-bundle.js").get_data(as_text=True)
    assert "SwaggerUIBundle" in bundle
    folder = pages.swagger_ui_dir()
    assert folder is not None
    major = int((folder / "VERSION").read_text().strip().lstrip("v").split(".")[0])
    openapi_version = yaml.safe_load((ROOT / "openapi.yaml").read_text())["openapi"]
    assert openapi_version.startswith(("3.0.", "3.1.")), "a version no Swagger UI release reads yet"
    assert major >= (5 if openapi_version.startswith("3.1.") else 3)


def test_assets_are_revalidated_and_only_scripts_styles_and_icons_are_served(client: FlaskClient) -> None:
    """An unchanged asset answers 304; a missing one, or one of another kind, is 404 problem+json."""
    first = fetch(client, "/docs/static/swagger-ui.css")
    etag = first.headers["ETag"]
    again = fetch(client, "/docs/static/swagger-ui.css", headers={"If-None-Match": etag})
    assert again.status_code == 304
    for path in (
        "/docs/static/nothing-here.js",
        "/docs/static/oauth2-redirect.html",
        "/docs/static/index.html",
        "/docs/static/..%2F..%2Fstatic%2Findex.html",
    ):
        missing = fetch(client, path)
        assert missing.status_code == 404, path
        assert missing.mimetype == "application/problem+json", path


def test_every_page_file_is_package_data() -> None:
    """pyproject's package-data takes every file of api/static (the web client's folder included) into the wheel,
    so an install serves the pages."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    patterns = project["tool"]["setuptools"]["package-data"]["api"]
    files = [p.relative_to(ROOT / "api").as_posix() for p in pages.STATIC_DIR.rglob("*") if p.is_file()]
    assert {"static/docs.html", "static/powderkeg-docs.js", "static/web/lobby.html", "static/web/play.js"} <= set(files)
    for name in files:
        # setuptools globs them: a ``*`` stays inside one folder, so ``static/*`` does not take ``static/web/``.
        assert any(fnmatch(name, p) and name.count("/") == p.count("/") for p in patterns), name
