"""Pages for people at the server's address: ``GET /`` says what this server is, ``GET /docs`` is the contract
(``/openapi.yaml``) in Swagger UI.

Both pages are static HTML kept in ``api/static`` (package data). Swagger UI's files come from the
``flask-swagger-ui`` package's ``dist`` folder (that package's own blueprint is not used) and are served here
under ``/docs/static/``, next to this project's ``powderkeg-docs.js``, which starts Swagger UI. Nothing is
loaded from another origin, so every page carries a Content-Security-Policy that allows this origin only
(``data:`` images too: Swagger UI's stylesheet draws its icons with them).
"""

from __future__ import annotations

import importlib.util
from functools import cache
from pathlib import Path

from flask import Blueprint, Response, send_from_directory
from werkzeug.exceptions import NotFound

bp = Blueprint("pages", __name__)

STATIC_DIR = Path(__file__).resolve().parents[1] / "static"
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
    """What this server is, the games it serves, and where its contract is.

    ---
    get:
      operationId: home
      tags: [service]
      summary: A page for people at this address
      description: |
        What this server is, the games it serves, and links to `/docs`, `/openapi.yaml`, `/v1/game-types` and
        `/healthz`. Static HTML with a Content-Security-Policy that allows this origin only.
      responses:
        '200':
          description: The page.
          content:
            text/html:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
        '400': {$ref: '#/components/responses/CredentialInQuery'}
        '429': {$ref: '#/components/responses/TooManyRequests'}
        '500': {$ref: '#/components/responses/InternalError'}
    """
    return _page("index.html")


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
      responses:
        '200':
          description: The page.
          content:
            text/html:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
        '400': {$ref: '#/components/responses/CredentialInQuery'}
        '429': {$ref: '#/components/responses/TooManyRequests'}
        '500': {$ref: '#/components/responses/InternalError'}
    """
    return _page("docs.html")


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
        '400': {$ref: '#/components/responses/CredentialInQuery'}
        '404':
          description: No such file.
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
        '429': {$ref: '#/components/responses/TooManyRequests'}
        '500': {$ref: '#/components/responses/InternalError'}
    """
    mimetype = ASSET_TYPES.get(Path(name).suffix)
    folder = STATIC_DIR if name in OWN_ASSETS else swagger_ui_dir()
    if mimetype is None or folder is None:
        raise NotFound()
    response = send_from_directory(folder, name, mimetype=mimetype, max_age=ASSET_MAX_AGE_S)
    response.cache_control.public = True
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response


def _page(name: str) -> Response:
    response = send_from_directory(STATIC_DIR, name, mimetype="text/html", max_age=PAGE_MAX_AGE_S)
    response.cache_control.public = True
    response.headers["Content-Security-Policy"] = CONTENT_SECURITY_POLICY
    response.headers["X-Content-Type-Options"] = "nosniff"
    return response
