"""Pages for people at the server's address: ``GET /`` is the lobby of the reference web client (and says what
this server is), ``GET /play/{game_id}`` a game's page, ``GET /me`` the games of the browser's player ("My
games"), ``GET /leaderboards`` the ratings of each game type, ``GET /docs`` the contract (``/openapi.yaml``) in
Swagger UI. ``GET /rules``, the rule book, is api/routes/rules_page.py, and ``GET /verify`` (an export checked in
the browser) api/routes/verify_page.py, both under this module's headers.

Every page is static HTML kept in ``api/static`` (package data): the web client's pages, stylesheets and scripts
in ``api/static/web`` (its scripts and stylesheets served under ``/web/``; its scripts are ES modules, loaded with
``<script type="module">`` and importing one another, and each game type's renderer is the module
``games/<slug>.js``, served under ``/web/games/``), ``docs.html`` and the script that starts Swagger UI. Swagger
UI's files come from the ``flask-swagger-ui`` package's ``dist`` folder (that package's own blueprint is not used)
and are served here under ``/docs/static/``. Nothing is loaded from another origin, so every page carries a
Content-Security-Policy that allows this origin only (``data:`` images too: Swagger UI's stylesheet draws its icons
with them), and no inline script or style.
"""

from __future__ import annotations

import hashlib
import html
import importlib.util
from functools import cache
from pathlib import Path

from flask import Blueprint, Response, request, send_from_directory
from werkzeug.exceptions import NotFound

from api.extension import GAME_ID, powderkeg
from domain.game import Game

bp = Blueprint("pages", __name__)

STATIC_DIR = Path(__file__).resolve().parents[1] / "static"
#: The reference web client: its pages, and the scripts and stylesheets /web/ serves.
WEB_DIR = STATIC_DIR / "web"
#: What /web/ serves, by suffix, with an explicit type; a page of the client is served only at its own address.
WEB_TYPES = {".js": "text/javascript", ".css": "text/css"}
#: The renderers of the game types, one ES module each (``<slug>.js``), which /web/games/ serves.
WEB_GAMES_DIR = WEB_DIR / "games"
#: The distribution that ships Swagger UI's files, and its folder that holds them.
SWAGGER_UI_PACKAGE = "flask_swagger_ui"
SWAGGER_UI_FOLDER = "dist"
#: Files of ``STATIC_DIR`` served under /docs/static/ beside Swagger UI's.
OWN_ASSETS = frozenset({"powderkeg-docs.js"})
#: What /docs/static/ serves, by suffix, with an explicit type (never the host's mime.types guess).
ASSET_TYPES = {".js": "text/javascript", ".css": "text/css", ".png": "image/png"}

CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
PAGE_MAX_AGE_S = 60
ASSET_MAX_AGE_S = 86_400
#: The web client's scripts are not versioned in their names (nor in the addresses the modules import one another
#: by), so a browser keeps them only minutes (then revalidates with the ETag): after an upgrade, a page and its
#: scripts come from the same release.
WEB_ASSET_MAX_AGE_S = 300


@cache
def swagger_ui_dir() -> Path | None:
    """The folder of Swagger UI's files, found without importing the package; None when it is not installed."""
    spec = importlib.util.find_spec(SWAGGER_UI_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / SWAGGER_UI_FOLDER
    return folder if folder.is_dir() else None


@bp.get("/")
def home() -> Response:
    """The lobby of the reference web client, which also says what this server is and where its contract is.

    ---
    get:
      operationId: home
      tags: [service]
      summary: The lobby of the web client, for people at this address
      description: |
        The reference web client's lobby: start a game, join a waiting one, or watch one being played (its
        scripts use `/v1/game-types`, `GET /v1/games`, `POST /v1/games` and `POST .../join`, as the browser's
        player: made with `POST /v1/players` on its first game, renamed with `PATCH /v1/players/me`). It also says
        what this server is, the games it serves, and links to `/docs`, `/openapi.yaml`, `/v1/game-types`
        and `/healthz`. HTML with a Content-Security-Policy that allows this origin only; its list of the games
        served is this server's own (the game types of `/v1/game-types`).
      x-store: false
      responses:
        '200':
          description: The page.
          content:
            text/html:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
    """
    games = tuple(served(game) for game in powderkeg().service.games.values())
    body = lobby_page(games).encode()
    return built_page(body, hashlib.sha256(body).hexdigest()[:32])


def built_page(body: bytes, etag: str) -> Response:
    """A page built here (not a file): HTML with its ``etag``, kept by anyone for minutes, a 304 when
    ``If-None-Match`` names it, and the headers of every page (``secured``)."""
    page = Response(body, mimetype="text/html")
    page.set_etag(etag)
    page.cache_control.public = True
    page.cache_control.max_age = PAGE_MAX_AGE_S
    page.headers["X-Content-Type-Options"] = "nosniff"
    page.make_conditional(request)  # a 304 when If-None-Match names this page
    return secured(page)


def served(game: Game) -> tuple[str, str, str]:
    """How the lobby names a game it serves: its slug, its title, and who plays it."""
    info = game.info
    matches = getattr(game, "matches", None)  # HasMatches: from so many players on, a match at several tables
    if matches is None:
        return info.slug, info.title, f"{info.min_players} to {info.max_players} players"
    least = matches.info.min_players
    players = f"{info.min_players} to {least - 1} players at one table, or {least} to {info.max_players} at several"
    return info.slug, info.title, players


@cache
def lobby_page(games: tuple[tuple[str, str, str], ...]) -> str:
    """lobby.html with the list of ``games`` served (``served``)."""
    items = "\n".join(
        f"        <li><code>{html.escape(slug)}</code>: {html.escape(title)}, {html.escape(players)}</li>"
        for slug, title, players in games
    )
    return (WEB_DIR / "lobby.html").read_text().replace("<!-- games served -->", items)


@bp.get("/play/<game_id>")
def play(game_id: str) -> Response:
    """A game's page in the reference web client: the same static page for every game id.

    ---
    get:
      operationId: playPage
      tags: [service]
      summary: A game's page in the web client
      description: |
        The same static page for every well-formed id; its scripts load the game from the API, and show
        "Game not found" for an id no game has. A seat's page is `/play/{game_id}#<seat token>`: the token
        stays in the URL fragment, which browsers never send, and in the browser's storage; the page sends
        it only as `Authorization: Bearer` and streams with single-use stream tickets. Static HTML with a
        Content-Security-Policy that allows this origin only.
      parameters:
      - GameId
      x-store: false
      responses:
        '200':
          description: The page.
          content:
            text/html:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
        '404':
          description: The id is not of the form of a game id.
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
    """
    if not GAME_ID.match(game_id):
        raise NotFound()
    return _page(WEB_DIR, "play.html")


@bp.get("/me")
def my_games() -> Response:
    """The games of the browser's player in the reference web client ("My games"): a static page.

    ---
    get:
      operationId: myGamesPage
      tags: [service]
      summary: My games, in the web client
      description: |
        The games this browser's player sits in, each linking to its game page: those being played (the ones
        that await the player first, marked "Your move"), those waiting for players and those finished, with the
        player's ratings. The page's scripts ask `GET /v1/players/me/games` and `GET /v1/players/me` with the
        player key the browser keeps (made by the lobby: `POST /v1/players`); the key travels only as
        `Authorization: Bearer`. Static HTML with a Content-Security-Policy that allows this origin only.
      x-store: false
      responses:
        '200':
          description: The page.
          content:
            text/html:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
    """
    return _page(WEB_DIR, "me.html")


@bp.get("/leaderboards")
def leaderboards() -> Response:
    """The leaderboards in the reference web client: a static page.

    ---
    get:
      operationId: leaderboardsPage
      tags: [service]
      summary: The leaderboards, in the web client
      description: |
        One game type's leaderboard at a time (`GET /v1/leaderboards/{game}`): rank, player (bots marked),
        rating and rated games played, the game type chosen in a selector. The page reads its game type from
        its own address (`/leaderboards?game=<slug>`; the server answers the same page for any query). Static
        HTML with a Content-Security-Policy that allows this origin only.
      x-store: false
      responses:
        '200':
          description: The page.
          content:
            text/html:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
    """
    return _page(WEB_DIR, "leaderboards.html")


@bp.get("/docs")
def docs() -> Response:
    """The contract in Swagger UI.

    ---
    get:
      operationId: docs
      tags: [service]
      summary: This document in Swagger UI
      description: |
        Swagger UI over `/openapi.yaml`. Its scripts and stylesheets are served by this server under
        `/docs/static/` (nothing is loaded from another origin), and "Try it out" sends its requests to this
        server, whatever `servers` says.
      x-store: false
      responses:
        '200':
          description: The page.
          content:
            text/html:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
    """
    return _page(STATIC_DIR, "docs.html")


@bp.get("/docs/static/<name>")
def docs_asset(name: str) -> Response:
    r"""One script, stylesheet or icon of the /docs page.

    ---
    get:
      operationId: docsAsset
      tags: [service]
      summary: A script, stylesheet or icon of the `/docs` page
      description: Cached for a day (`Cache-Control`), with an `ETag` for revalidation.
      parameters:
      - name: name
        in: path
        required: true
        description: A file name, such as `swagger-ui-bundle.js`, `swagger-ui.css` or `favicon-32x32.png`.
        schema: {type: string, pattern: '^[^/]+\.(js|css|png)$'}
      x-store: false
      responses:
        '200':
          description: The file.
          content:
            text/javascript:
              schema: {type: string}
            text/css:
              schema: {type: string}
            image/png:
              schema: {type: string, contentMediaType: image/png}
        '304': {$ref: '#/components/responses/PageNotModified'}
        '404':
          description: No such file.
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
    """
    mimetype = ASSET_TYPES.get(Path(name).suffix)
    folder = STATIC_DIR if name in OWN_ASSETS else swagger_ui_dir()
    if mimetype is None or folder is None:
        raise NotFound()
    return _asset(folder, name, mimetype, ASSET_MAX_AGE_S)


@bp.get("/web/<name>")
def web_asset(name: str) -> Response:
    r"""One script or stylesheet of the web client's pages.

    ---
    get:
      operationId: webAsset
      tags: [service]
      summary: A script or stylesheet of the web client
      description: |
        The files the pages `/`, `/play/{game_id}`, `/me`, `/leaderboards`, `/rules` and `/verify` load: `pk.css`,
        `games.css` and `rules.css`, and the ES modules `lobby.js`, `play.js`, `me.js`, `leaderboards.js` and
        `verify-page.js` with those they import (`api.js`, `dom.js`, `player.js`, `play-board.js`, `play-live.js`,
        `play-waiting.js`, `play-finished.js`, `play-idle.js`, `play-moments.js`, `play-scores.js`, `play-alert.js`,
        `idle.js`, the export's verifier `verify-export.js` and its verdict in words `verdict-view.js`, and for the
        game renderers `words.js`, `parts.js`, `tricks.js` and `renderer.js`). Cached for minutes
        (`Cache-Control`), with an `ETag` for revalidation.
      parameters:
      - name: name
        in: path
        required: true
        description: A file name, such as `play.js` or `pk.css`.
        schema: {type: string, pattern: '^[a-z][a-z0-9-]*\.(js|css)$'}
      x-store: false
      responses:
        '200':
          description: The file.
          content:
            text/javascript:
              schema: {type: string}
            text/css:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
        '404':
          description: No such file.
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
    """
    mimetype = WEB_TYPES.get(Path(name).suffix)
    if mimetype is None:
        raise NotFound()
    return _asset(WEB_DIR, name, mimetype, WEB_ASSET_MAX_AGE_S)


@bp.get("/web/games/<name>")
def web_game_renderer(name: str) -> Response:
    r"""The renderer of one game type in the web client: the ES module the game page imports by the game's slug.

    ---
    get:
      operationId: webGameRenderer
      tags: [service]
      summary: A game type's renderer in the web client
      description: |
        The module `<slug>.js` that `/web/play.js` imports for a game of that type (it draws the table and names
        the commands and events). A game type with no module here is drawn by the page's plain renderer: 404 is
        an answer the page expects. Cached for minutes (`Cache-Control`), with an `ETag` for revalidation.
      parameters:
      - name: name
        in: path
        required: true
        description: A game type's slug with `.js`, such as `bombs.js`.
        schema: {type: string, pattern: '^[a-z][a-z0-9-]*\.js$'}
      x-store: false
      responses:
        '200':
          description: The module.
          content:
            text/javascript:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
        '404':
          description: No renderer of that name.
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
    """
    if Path(name).suffix != ".js":
        raise NotFound()
    return _asset(WEB_GAMES_DIR, name, WEB_TYPES[".js"], WEB_ASSET_MAX_AGE_S)


def _page(folder: Path, name: str) -> Response:
    return secured(_asset(folder, name, "text/html", PAGE_MAX_AGE_S))


def web_page(name: str) -> Response:
    """The web client's static page ``name`` with the headers of every page (``/verify`` serves one so)."""
    return _page(WEB_DIR, name)


def secured(response: Response) -> Response:
    """A page's headers: its Content-Security-Policy, and no Referer sent from it."""
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    # A seat's token lives in the page's fragment, which browsers never send; no page sends even its address.
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


def _asset(folder: Path, name: str, mimetype: str, max_age_s: int) -> Response:
    """``name`` from ``folder`` with its explicit type, publicly cacheable for ``max_age_s``, never sniffed."""
    response = send_from_directory(folder, name, mimetype=mimetype, max_age=max_age_s)
    response.cache_control.public = True
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
