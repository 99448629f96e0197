"""The responses operations share, which the build adds to each operation so that a route's docstring lists only
the responses that are its own:

- 500 ``InternalError``: every operation.
- 503 ``StoreUnavailable``: every operation, but one that never reads or writes the store says so with
  ``x-store: false``.
- 429 ``TooManyRequests``: every operation, but one the rate limit skips (``api.ratelimit.UNLIMITED_PATHS``) says so
  with ``x-rate-limited: false``.
- 400 ``invalid-query``: every route refuses a credential in its query (``api.auth``), so every operation answers
  ``InvalidQuery`` where it takes query parameters, else ``CredentialInQuery``.

An operation that answers one of these statuses in its own way lists that response itself (a body's 400, a
probe's 503) and the build keeps it. A docstring that lists a shared response itself is refused, and the build
takes the ``x-`` keys above out of the document.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

#: The shared responses, by the components that describe them.
SHARED = ("InvalidQuery", "CredentialInQuery", "TooManyRequests", "InternalError", "StoreUnavailable")
#: The keys by which an operation says a shared response is not its, and the status each one drops.
OPT_OUTS = {"x-store": "503", "x-rate-limited": "429"}


class SharedResponseListed(ValueError):
    """A route's docstring lists a response the build adds to every operation itself."""


def with_shared(where: str, operation: dict[str, Any], parameters: Mapping[str, Mapping[str, Any]]) -> None:
    """Add the shared responses to ``operation`` (of the document, at ``where``, e.g. ``GET /livez``), whose
    ``$ref`` parameters are ``components/parameters`` ``parameters``; its responses end in status order."""
    responses: dict[str, Any] = operation["responses"]
    for status, response in responses.items():
        if response.get("$ref", "").rpartition("/")[2] in SHARED:
            raise SharedResponseListed(f"{where} lists {status} {response['$ref']}: the build adds it itself")
    shared = {
        "400": "InvalidQuery" if _takes_query(operation, parameters) else "CredentialInQuery",
        "429": "TooManyRequests",
        "500": "InternalError",
        "503": "StoreUnavailable",
    }
    for key, status in OPT_OUTS.items():
        said = operation.pop(key, True)
        if said not in (True, False):
            raise ValueError(f"{where}: {key} is true or false, not {said!r}")
        if not said:
            del shared[status]
    added = {status: {"$ref": f"#/components/responses/{name}"} for status, name in shared.items()}
    merged = {**added, **responses}
    operation["responses"] = {status: merged[status] for status in sorted(merged, key=_status_order)}


def _takes_query(operation: Mapping[str, Any], parameters: Mapping[str, Mapping[str, Any]]) -> bool:
    for parameter in operation.get("parameters", ()):
        if "$ref" in parameter:
            parameter = parameters[parameter["$ref"].rpartition("/")[2]]
        if parameter.get("in") == "query":
            return True
    return False


def _status_order(status: str) -> tuple[int, str]:
    """Statuses in numeric order, then ``default`` (and ranges such as ``4XX``) after them."""
    return (int(status), "") if status.isdigit() else (1000, status)
