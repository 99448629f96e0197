"""Compressed answers: every JSON, NDJSON, YAML and HTML answer (and the web client's scripts and stylesheets) of
``MIN_BYTES`` or more goes out compressed when the client's ``Accept-Encoding`` takes one of ``CODINGS``, by
flask-compress, in the app itself: the same under ``powderkeg serve`` (werkzeug) and gunicorn. Every answer says
``Vary: Accept-Encoding``.

- A compressed answer's strong ``ETag`` names its coding (flask-compress appends it: ``"12"`` goes out as
  ``"12:br"``), since its bytes differ from the plain answer's (RFC 9110 §8.8.3). ``api.conditional`` reads both
  forms in ``If-None-Match``, and ``api.http`` in ``If-Match``.
- An answer is compressed whole. One that the app streams (an export, a page or a script sent from its file) is read
  whole first (``whole``), then compressed with its length, its ETag's coding and its 304 like any other answer.
- An event stream (``text/event-stream``) is never compressed. flask-compress would feed it to one compressor, which
  writes out only when its buffer fills or the stream ends, and it flushes nothing after an event: an event would
  wait there. Uncompressed, each event leaves the moment it is written.
"""

from __future__ import annotations

from flask import Flask, Response
from flask_compress import Compress

#: The content codings offered; of those a client weighs alike, the first wins. At flask-compress's levels (Brotli
#: 4, gzip 6, zstd 3) the 47 KB of a haggis lead's legal commands go out as 2.1 KB of Brotli, 2.4 of gzip, 2.5 of
#: zstd.
CODINGS = ("br", "gzip", "zstd", "deflate")
#: The media types compressed: the API's answers (problems too), its exports, its contract, and the web client.
COMPRESSED_TYPES = frozenset({
    "application/json",
    "application/problem+json",
    "application/x-ndjson",
    "application/yaml",
    "text/html",
    "text/javascript",
    "text/css",
})
#: Smaller answers go out as they are: under about a kilobyte, a coding saves a few hundred bytes at most.
MIN_BYTES = 1024


def install_compression(app: Flask) -> None:
    """Compress ``app``'s answers as the module says."""
    app.config.update(
        COMPRESS_MIMETYPES=sorted(COMPRESSED_TYPES),
        COMPRESS_MIN_SIZE=MIN_BYTES,
        COMPRESS_ALGORITHM=list(CODINGS),
        COMPRESS_STREAMS=False,  # none is left by ``whole`` but an event stream, which is never compressed
        COMPRESS_EVALUATE_CONDITIONAL_REQUEST=True,
    )
    # Flask runs the hooks last registered first: ``whole``, flask-compress's, then ``without_own_date``.
    app.after_request(without_own_date)
    Compress(app)
    app.after_request(whole)


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
