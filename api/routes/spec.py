"""GET /openapi.yaml: the REST contract, built from this server's own code (``api/openapi/build.py``) the first
time it is asked for, so an installed package serves it as a checkout does; openapi.yaml in the repository is
the same text, checked by a test."""

from __future__ import annotations

import threading

from flask import Blueprint, Flask, Response, current_app

from api.conditional import digest_tag, not_modified
from api.extension import powderkeg
from api.openapi.build import render

bp = Blueprint("spec", __name__)
_BUILT = "powderkeg.openapi"
_LOCK = threading.Lock()


def spec_text(app: Flask) -> bytes:
    """The document of ``app``, built once."""
    with _LOCK:
        built: bytes | None = app.extensions.get(_BUILT)
        if built is None:
            built = render(app, powderkeg().service.games).encode()
            app.extensions[_BUILT] = built
    return built


@bp.get("/openapi.yaml")
def openapi_spec() -> Response:
    """The OpenAPI 3.1 document of this API.

    ---
    get:
      operationId: openapi
      tags: [service]
      summary: This document
      description: Built from the server's code; `ETag` changes when the server's contract does.
      x-store: false
      parameters:
      - IfNoneMatch
      responses:
        '200':
          description: The OpenAPI 3.1 document.
          headers:
            ETag: {$ref: '#/components/headers/DigestETag'}
            Vary: {$ref: '#/components/headers/Vary'}
            Content-Encoding: {$ref: '#/components/headers/ContentEncoding'}
          content:
            application/yaml:
              schema: {type: object, description: This document.}
        '304': {$ref: '#/components/responses/NotModified'}
    """
    text = spec_text(current_app)
    tag = digest_tag(text)
    headers = {"Cache-Control": "public, max-age=60"}
    unchanged = not_modified(tag, headers)
    if unchanged is not None:
        return unchanged
    return Response(text, mimetype="application/yaml", headers={**headers, "ETag": tag})
