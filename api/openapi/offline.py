"""An app to build the document from, without a store: its routes and games are all the build reads."""

from __future__ import annotations

import dataclasses

from flask import Flask

from api import create_app
from powderkeg.settings import Settings

#: Never connected to: building the document touches no store.
NO_STORE = "redis://127.0.0.1:1/0"


def offline_app() -> Flask:
    """The app as ``powderkeg serve`` builds it, over a store it never connects to."""
    return create_app(dataclasses.replace(Settings.from_env(), redis_url=NO_STORE))
