"""Compressed answers: every JSON, NDJSON, YAML and HTML answer (and the web client's scripts and stylesheets) of
``MIN_BYTES`` or more goes out compressed when the client's ``Accept-Encoding`` takes one of ``CODINGS``, by
flask-compress, in the app itself: the same under ``powderkeg serve`` (werkzeug) and gunicorn. Every answer says
``Vary: Accept-Encoding``.

- A compressed answer's strong ``ETag`` names its coding (flask-compress appends it: ``"12"`` goes out as
  ``"12:br"``), since its bytes differ from the plain answer's (RFC 9110 §8.8.3). ``api.conditional`` reads both
  forms in ``If-None-Match``, and ``api.http`` in ``If-Match``.
- An answer is compressed whole. One that the app streams (an export, a page or a script sent from its file) is read
  whole first (``whole``), then compressed with its length, its ETag's coding and its 304 like any other answer.
- An event stream (``text/event-stream``) is not left to flask-compress, which would feed it to one compressor that
  writes out only when its buffer fills or the stream ends: an event would wait there. It is gzip when the client
  takes gzip (``gzip_event_stream``), by one compressor per stream, flushed after every message (``Z_SYNC_FLUSH``):
  each event leaves the moment it is written, and costs less than its bytes, since the compressor keeps what the
  stream sent before (the same keys, the same names). Else it goes out as it is.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Iterator

from flask import Flask, Response, request
from flask_compress import Compress

#: The content codings offered; of those a client weighs alike, the first wins. At flask-compress's levels (Brotli
#: 4, gzip 6, zstd 3) the 47 KB of a haggis lead's legal commands go out as 2.1 KB of Brotli, 2.4 of gzip, 2.5 of
#: zstd.
CODINGS = ("br", "gzip", "zstd", "deflate")
#: The media types compressed: the API's answers (problems too), its exports, its contract, and the web client.
COMPRESSED_TYPES = frozenset(
    {
        "application/json",
        "application/problem+json",
        "application/x-ndjson",
        "application/yaml",
        "text/html",
        "text/javascript",
        "text/css",
    }
)
#: Smaller answers go out as they are: under about a kilobyte, a coding saves a few hundred bytes at most.
MIN_BYTES = 1024


def install_compression(app: Flask) -> None:
    """Compress ``app``'s answers as the module says."""
    app.config.update(
        COMPRESS_MIMETYPES=sorted(COMPRESSED_TYPES),
        COMPRESS_MIN_SIZE=MIN_BYTES,
        COMPRESS_ALGORITHM=list(CODINGS),
        COMPRESS_STREAMS=False,  # none is left by ``whole`` but an event stream: ``gzip_event_stream`` takes it
        COMPRESS_EVALUATE_CONDITIONAL_REQUEST=True,
    )
    # Flask runs the hooks last registered first: ``whole``, flask-compress's, then ``without_own_date``.
    app.after_request(without_own_date)
    Compress(app)
    app.after_request(whole)
    app.after_request(gzip_event_stream)


def whole(response: Response) -> Response:
    """``response`` read whole when the app streams it and its type is compressed: an export, or a file sent as it is
    read (its file is closed once the answer is sent). A part of a file (206, asked for with Range) stays streamed,
    so uncompressed: its range counts the file's own bytes."""
    if response.is_streamed and response.mimetype in COMPRESSED_TYPES and response.status_code == 200:
        response.direct_passthrough = False
        response.make_sequence()
    return response


def without_own_date(response: Response) -> Response:
    """``response`` without a ``Date`` of the app's: werkzeug's ``make_conditional`` sets one (flask-compress calls
    it on what it compresses, a page on itself), and both servers write their own, so it would go out twice."""
    response.headers.pop("Date", None)
    return response


#: gzip's format (a header and a trailer around deflate) in zlib's terms.
_GZIP_WBITS = 31


def gzip_event_stream(response: Response) -> Response:
    """An event stream as gzip, each message flushed as it is written, when the client takes gzip."""
    if (
        response.mimetype != "text/event-stream"
        or response.status_code != 200
        or "Content-Encoding" in response.headers
    ):
        return response
    response.vary.add("Accept-Encoding")
    if request.accept_encodings["gzip"] <= 0:
        return response
    response.response = _flushed_gzip(response.response)
    response.headers["Content-Encoding"] = "gzip"
    response.headers.pop("Content-Length", None)
    return response


def _flushed_gzip(messages: Iterable[bytes] | Iterable[str]) -> Iterator[bytes]:
    """``messages`` gzip-compressed, the compressor flushed after each, so that each goes out whole at once; the
    stream's own ``close`` runs however this one ends (the client left: the server closes this)."""
    compressor = zlib.compressobj(6, zlib.DEFLATED, _GZIP_WBITS)
    try:
        for message in messages:
            data = message.encode() if isinstance(message, str) else message
            yield compressor.compress(data) + compressor.flush(zlib.Z_SYNC_FLUSH)
        yield compressor.flush()
    finally:
        close = getattr(messages, "close", None)
        if close is not None:
            close()
