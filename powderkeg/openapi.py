"""``python -m powderkeg.openapi [FILE]``: write openapi.yaml (default: print it), built from the code as the
server serves it. ``make openapi`` runs it.

The app is the one the composition root builds, over a store it never connects to: its routes and games are all
the build (api/openapi/build.py) reads.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from flask import Flask

from api.openapi.build import render
from powderkeg.wiring import create_app
from settings import Settings

#: Never connected to: building the document touches no store.
NO_STORE = "redis://127.0.0.1:1/0"


def offline_app() -> Flask:
    """The app as ``powderkeg serve`` builds it, over a store it never connects to."""
    return create_app(dataclasses.replace(Settings.from_env(), redis_url=NO_STORE))


def main(argv: list[str]) -> int:
    app = offline_app()
    text = render(app, app.extensions["powderkeg"].service.games)
    if argv:
        Path(argv[0]).write_text(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
