"""The only source of chance: everything random is derived here from a game's secret seed, each purpose
under a label of its own, so no two purposes can ever draw from the same stream:

- ``rng_for(seed, version)``: HMAC-SHA256(seed, "v<version>"), the rules' generator for the command that
  appends at ``version`` (and ``0`` for the deal). Every shuffle (Python's ``shuffle`` is an unbiased
  Fisher-Yates over ``randbelow``) can be re-derived and verified once the seed is revealed at the end.
- ``bot_rng(seed, version, seat)``: HMAC-SHA256(seed, "bot:<version>:<seat>"), a bot's choice among its
  legal commands at ``version`` (recorded as its command; never re-derived).
- ``table_seed(match_seed, key)``: HMAC-SHA256(match_seed, "table:<key>"), the seed of a match's table, so
  revealing the match's seed reveals its tables'.
- ``chain_salt(seed, version)``: HMAC-SHA256(seed, "chain:<version>"), the salt of an event's link in the hash
  chain (``domain.chain``), so the chain betrays no hidden card until the seed is revealed.

Outcomes are still recorded in the events; replay never re-derives them.
"""

from __future__ import annotations

import hashlib
import hmac
import random


def rng_for(seed: bytes, version: int) -> random.Random:
    """A deterministic generator for the command that will append at ``version``."""
    digest = hmac.new(seed, f"v{version}".encode(), hashlib.sha256).digest()
    return random.Random(int.from_bytes(digest, "big"))


def bot_rng(seed: bytes, version: int, seat: int) -> random.Random:
    """The generator a bot at ``seat`` chooses with when the game is at ``version``."""
    digest = hmac.new(seed, f"bot:{version}:{seat}".encode(), hashlib.sha256).digest()
    return random.Random(int.from_bytes(digest, "big"))


def table_seed(match_seed: bytes, key: str) -> bytes:
    """The seed of table ``key`` of a match: derived from the match's, so revealing one reveals the other."""
    return hmac.new(match_seed, f"table:{key}".encode(), hashlib.sha256).digest()


def chain_salt(seed: bytes, version: int) -> bytes:
    """The salt of the hash-chain link of the event at ``version``."""
    return hmac.new(seed, f"chain:{version}".encode(), hashlib.sha256).digest()


def seed_commitment(seed: bytes) -> str:
    """The public SHA-256 (hex) of a game's secret seed."""
    return hashlib.sha256(seed).hexdigest()
