"""``GET /verify``: a page of the web client that checks a finished game's export in the browser.

The page is static (``verify.html``, its module ``verify-page.js``): a file dropped on it, or chosen with its file
input, is read and checked by ``verify-export.js`` (the checks of docs/verification.md: versions, seed, chain,
deals) in the page itself, and never sent to the server. A game's page offers the same check of its own export
("Verify in this browser"). Served as the other static pages are (``pages.web_page``: the headers of every page),
from a module of its own beside api/routes/pages.py.
"""

from __future__ import annotations

from flask import Blueprint, Response

from api.routes.pages import web_page

bp = Blueprint("verify_page", __name__)


@bp.get("/verify")
def verify_page() -> Response:
    """A page that checks a finished game's export in the browser: a static page.

    ---
    get:
      operationId: verifyPage
      tags: [service]
      summary: Verify an export in the browser, in the web client
      description: |
        A file input and a drop zone for a finished game's export (the NDJSON of `GET /v1/games/{id}/export`),
        checked by the page's own script as docs/verification.md specifies: versions, the seed against its
        commitment, the hash chain and every deal from the seed. The file is read in the browser and never
        uploaded. Static HTML with a Content-Security-Policy that allows this origin only.
      x-store: false
      responses:
        '200':
          description: The page.
          content:
            text/html:
              schema: {type: string}
        '304': {$ref: '#/components/responses/PageNotModified'}
    """
    return web_page("verify.html")
