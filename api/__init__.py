"""The HTTP API. gunicorn serves ``"api:create_app()"``; nothing connects at import.

Importing this package imports nothing else: gunicorn's master imports it to read ``api.gunicorn_conf``, and
must import neither prometheus-client before that config has set ``PROMETHEUS_MULTIPROC_DIR`` (the workers it
forks would each count on their own; tests/api/test_metrics_multiprocess.py checks this), nor redis-py, Flask or
werkzeug, which import ``ssl`` before the gevent worker patches it. The app itself is in ``api/app.py``.

``create_app`` is the entry point that deployments name, so it stays here; it hands over to the composition root
(powderkeg/wiring.py), which builds the service (and so imports the workers' scheduler) and then the app. Nothing
else of the API imports the composition root or the workers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from flask import Flask

    from domain.service import GameService
    from powderkeg.settings import Settings


def create_app(settings: Settings | None = None, service: GameService | None = None) -> Flask:
    """The API over ``service`` (default: built from ``settings``, default: from the environment), as the
    composition root builds it."""
    from powderkeg.wiring import create_app as compose

    return compose(settings, service)
