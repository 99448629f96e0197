"""GET /openapi.yaml: the REST contract, as kept beside the code."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, Response
from werkzeug.exceptions import NotFound

bp = Blueprint("spec", __name__)
SPEC_NAME = "openapi.yaml"


def spec_path() -> Path | None:
    """The spec file: beside the ``api`` package (a checkout), else in the working directory (an install)."""
    for folder in (Path(__file__).resolve().parents[2], Path.cwd()):
        candidate = folder / SPEC_NAME
        if candidate.is_file():
            return candidate
    return None


@bp.get("/openapi.yaml")
def openapi_spec() -> Response:
    """The OpenAPI 3.1 document of this API."""
    path = spec_path()
    if path is None:
        raise NotFound()
    return Response(
        path.read_bytes(), mimetype="application/yaml", headers={"Cache-Control": "public, max-age=60"}
    )
