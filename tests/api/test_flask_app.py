"""The app's Flask class (api/app.py): Flask's ``ensure_sync`` answered once per function."""

from __future__ import annotations

from typing import Any

from api.app import PowderkegFlask


class Unhashable:
    """A view that is an instance with ``__eq__`` and no ``__hash__``: it cannot key a dict."""

    __hash__ = None  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Unhashable)

    def __call__(self) -> dict[str, Any]:
        return {"ok": True}


def test_plain_functions_come_back_as_they_are_and_any_callable_still_serves() -> None:
    app = PowderkegFlask(__name__)

    def plain() -> str:
        return "plain"

    app.add_url_rule("/plain", view_func=plain)
    app.add_url_rule("/unhashable", "unhashable", view_func=Unhashable())
    assert app.ensure_sync(plain) is plain and app.ensure_sync(plain) is plain
    client = app.test_client()
    for _ in range(2):
        assert client.get("/plain").text == "plain"
        assert client.get("/unhashable").get_json() == {"ok": True}
