"""``python -m api.openapi [FILE]``: write openapi.yaml (default: print it), built from the code as the server
serves it. ``make openapi`` runs it."""

from __future__ import annotations

import sys
from pathlib import Path

from api.openapi.build import render
from api.openapi.offline import offline_app


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
