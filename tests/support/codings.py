"""Reading compressed answers: an answer's body in any content coding the server offers (api/compression.py)."""

from __future__ import annotations

import gzip
import sys
import zlib
from collections.abc import Callable

import brotli  # type: ignore[import-untyped]

if sys.version_info >= (3, 14):
    from compression import zstd
else:
    from backports import zstd

#: How each coding the server may send is undone: ``deflate`` is the zlib format (RFC 9110 §8.4.1.2).
DECODERS: dict[str, Callable[[bytes], bytes]] = {
    "br": brotli.decompress,
    "zstd": zstd.decompress,
    "gzip": gzip.decompress,
    "deflate": zlib.decompress,
}


def decoded(data: bytes, coding: str | None) -> bytes:
    """``data`` as sent before its ``coding`` (a Content-Encoding; None or empty: as it is)."""
    if not coding:
        return data
    return DECODERS[coding](data)
