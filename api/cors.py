"""Cross-origin access for web front ends served from other origins.

Seat tokens travel in the Authorization header, never in cookies, so any origin may call the API: a page
can only act with a token its user gave it. Preflight requests are answered by Flask's automatic OPTIONS.

The CORS headers go only on answers to requests that carry ``Origin``, as every cross-origin request does: a mobile
app, a server, or the web client's own reads (same-origin GETs carry none) would only pay their 160 bytes on every
answer (issue 38). Every answer says ``Vary: Origin``, so that no cache hands an answer kept for a request without
one to a page of another origin.
"""

from __future__ import annotations

from flask import Flask, Response, request

ALLOW_HEADERS = "Authorization, Content-Type, Idempotency-Key, If-Match, If-None-Match, Last-Event-ID, Prefer"
EXPOSE_HEADERS = (
    "ETag, Location, Idempotent-Replayed, Preference-Applied, Powderkeg-Table, RateLimit, RateLimit-Policy,"
    " Retry-After, WWW-Authenticate"
)
PREFLIGHT_MAX_AGE = "600"


def register_cors(app: Flask) -> None:
    """Add the CORS headers to every answer to a request with ``Origin``, errors included."""
    app.after_request(_add_cors_headers)


def _add_cors_headers(response: Response) -> Response:
    # The header's text, not werkzeug's ``response.vary`` (a parsed set written back on each change): every answer
    # pays for this hook.
    vary = response.headers.get("Vary")
    response.headers["Vary"] = f"{vary}, Origin" if vary else "Origin"
    if "HTTP_ORIGIN" not in request.environ:
        return response
    response.headers["Access-Control-Allow-Origin"] = "*"
    response.headers["Access-Control-Expose-Headers"] = EXPOSE_HEADERS
    if request.method == "OPTIONS" and "Access-Control-Request-Method" in request.headers:
        response.headers["Access-Control-Allow-Methods"] = response.headers.get("Allow", "GET, POST")
        response.headers["Access-Control-Allow-Headers"] = ALLOW_HEADERS
        response.headers["Access-Control-Max-Age"] = PREFLIGHT_MAX_AGE
    return response
