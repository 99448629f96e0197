"""Conditional reads (RFC 9110 §13.1.2): every answer a client polls carries a strong ``ETag``, and an
``If-None-Match`` that names it is answered 304 with no body. Where the tag is known before the answer is built
(the view, the legal commands: a version and who asks) nothing is built for a 304; elsewhere the tag is a digest
of the answer's bytes.

Strong tags, since an answer at a version is the same bytes in every process (the rules and the JSON are
deterministic). A compressed answer's tag names its coding (``"12"`` goes out as ``"12:br"``: api/compression.py),
and a client sends back the tag it was given, so both forms are read here; a 304 carries the one the client holds.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

import orjson
from flask import Response, request

from api.compression import CODINGS


def held_tag(tag: str) -> str | None:
    """The entity tag in ``If-None-Match`` that names the answer tagged ``tag`` (quoted, strong): ``tag`` itself
    or ``tag`` with a coding, quoted as the client sent it (``*`` holds ``tag``); None when it names neither."""
    sent = request.if_none_match
    if not sent:
        return None
    if sent.star_tag:
        return tag
    opaque = tag.strip('"')
    for candidate in (opaque, *(f"{opaque}:{coding}" for coding in CODINGS)):
        if sent.contains_weak(candidate):  # If-None-Match compares weakly (RFC 9110 §13.1.2)
            return f'"{candidate}"'
    return None


def not_modified(tag: str, headers: Mapping[str, str]) -> Response | None:
    """The 304 of the answer tagged ``tag`` when ``If-None-Match`` holds it: no body, ``headers`` (those the 200
    would carry: Cache-Control, Vary) and the tag as the client holds it; None when it does not."""
    held = held_tag(tag)
    if held is None:
        return None
    return Response(status=304, headers={**headers, "ETag": held})


def version_tag(version: int, *whom: object) -> str:
    """The strong entity tag of an answer at ``version`` that depends on ``whom`` (e.g. the form, the table and the
    seat of legal commands): the version and a digest of them, so that no other one's answer shares it. It has the
    shape of a view's tag (``"12.5d41402abc4b"``), which If-Match reads as version 12."""
    digest = hashlib.sha256(":".join(map(str, whom)).encode()).hexdigest()[:12]
    return f'"{version}.{digest}"'


def digest_tag(data: bytes) -> str:
    """The strong entity tag of an answer whose body is ``data``: 128 bits of its BLAKE2b digest."""
    return f'"{hashlib.blake2b(data, digest_size=16).hexdigest()}"'


def polled_json(body: Any, headers: Mapping[str, str]) -> Response:
    """A JSON answer a client polls, tagged by a digest of its bytes; 304 with no body when ``If-None-Match``
    names it (plain or compressed)."""
    data = orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS)
    tag = digest_tag(data)
    unchanged = not_modified(tag, headers)
    if unchanged is not None:
        return unchanged
    response = Response(data, mimetype="application/json", headers=headers)
    response.headers["ETag"] = tag
    return response
