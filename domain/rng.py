"""The only source of chance in the rules: a generator derived from the game's secret seed and a version.

``rng_for(seed, version)`` seeds a ``random.Random`` with HMAC-SHA256(seed, "v<version>"), so every shuffle
(Python's ``shuffle`` is an unbiased Fisher-Yates over ``randbelow``) can be re-derived and verified once the
seed is revealed at the end of the game. Outcomes are still recorded in the events; replay never re-derives.
"""

from __future__ import annotations

import hashlib
import hmac
import random


def rng_for(seed: bytes, version: int) -> random.Random:
    """A deterministic generator for the command that will append at ``version``."""
    digest = hmac.new(seed, f"v{version}".encode(), hashlib.sha256).digest()
    return random.Random(int.from_bytes(digest, "big"))


def seed_commitment(seed: bytes) -> str:
    """The public SHA-256 (hex) of a game's secret seed."""
    return hashlib.sha256(seed).hexdigest()
