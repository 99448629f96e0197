"""The only source of chance: everything random is derived here from a game's secret seed, each purpose
under a label of its own, so no two purposes can ever draw from the same stream:

- ``chance_for(seed, version, chance)``: keyed by HMAC-SHA256(seed, "v<version>"), the rules' generator for the
  command that appends at ``version`` (and ``0`` for the deal), of the game's chance version (``domain.chance``,
  docs/verification.md §3): every shuffle can be re-derived and verified, in any language, once the seed is
  revealed at the end. ``rng_for(seed, version)`` is chance 1's.
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
import random
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from domain.chance import CHANCE_VERSIONS, Chance1Draws, Chance2, Draws

if TYPE_CHECKING:
    from hashlib import _Hash


def rng_for(seed: bytes, version: int) -> random.Random:
    """The generator of chance 1 for the command that will append at ``version`` (``chance_for`` picks by the
    game's version; bots' tests draw from this one too)."""
    return _Deferred(seed, f"v{version}".encode())


def chance_for(seed: bytes, version: int, chance: int) -> Draws:
    """What the rules draw from for the command that will append at ``version`` of a game whose record names
    ``chance`` (``domain.chance``): HMAC-SHA256(seed, "v<version>") keys it in both versions."""
    if chance == 2:
        return Chance2(hmac_sha256(seed, f"v{version}".encode()), hmac_sha256)
    if chance == 1:
        return _Deferred(seed, f"v{version}".encode())
    raise ValueError(f"chance {chance} is none of {CHANCE_VERSIONS}")


def bot_rng(seed: bytes, version: int, seat: int) -> random.Random:
    """The generator a bot at ``seat`` chooses with when the game is at ``version``."""
    return _Deferred(seed, f"bot:{version}:{seat}".encode())


def hmac_sha256(key: bytes, message: bytes) -> bytes:
    """HMAC-SHA256 (RFC 2104), the bytes of ``hmac.new(key, message, "sha256").digest()``, from the key's inner
    and outer pads hashed once per key: about half of ``hmac``'s cost, which sets OpenSSL's HMAC up on every
    call, and every event sealed or checked takes one (its chain salt), every command that draws another."""
    inner, outer = _pads(key)
    inner = inner.copy()
    inner.update(message)
    outer = outer.copy()
    outer.update(inner.digest())
    return outer.digest()


@lru_cache(maxsize=1024)
def _pads(key: bytes) -> tuple[_Hash, _Hash]:
    """SHA-256 already fed with ``key``'s inner and outer pad (only ever copied, never updated)."""
    block = hashlib.sha256(key).digest() if len(key) > 64 else key
    block = block.ljust(64, b"\0")
    return (
        hashlib.sha256(bytes(b ^ 0x36 for b in block)),
        hashlib.sha256(bytes(b ^ 0x5C for b in block)),
    )


class _Deferred(Chance1Draws):
    """``Chance1Draws(int.from_bytes(HMAC-SHA256(seed, label), "big"))``, seeded at its first draw.

    Most commands draw nothing (a play, a pass), and seeding the Mersenne Twister from a 256-bit number costs
    more than deciding them. The first call of anything that draws, or reads or sets the state, seeds it
    exactly as that constructor would and turns the object into a plain ``Chance1Draws``, so every later call
    is that class's own. Every method that draws goes through ``random`` or ``getrandbits`` (a
    subclass that defines ``getrandbits`` gets ``_randbelow`` built on it, as ``random.Random`` has)."""

    def __init__(self, seed: bytes, label: bytes) -> None:  # no super().__init__: it would seed now
        self._label = (seed, label)
        self.gauss_next = None

    def _start(self) -> None:
        """Seed now, once (a method bound before the first draw, as ``_randbelow`` binds ``getrandbits``, may
        still call here after it), then become a plain ``Chance1Draws``. Like every generator of a command, it
        is never shared between threads."""
        label = self.__dict__.get("_label")
        if label is not None:
            random.Random.seed(self, int.from_bytes(hmac_sha256(*label), "big"))
            self.__class__ = Chance1Draws  # type: ignore[assignment]
            del self.__dict__["_label"]

    def random(self) -> float:
        _Deferred._start(self)
        return random.Random.random(self)

    def getrandbits(self, k: int, /) -> int:
        _Deferred._start(self)
        return random.Random.getrandbits(self, k)

    def getstate(self) -> tuple[Any, ...]:
        _Deferred._start(self)
        return random.Random.getstate(self)

    def setstate(self, state: tuple[Any, ...]) -> None:
        _Deferred._start(self)
        random.Random.setstate(self, state)

    def seed(self, a: Any = None, version: int = 2) -> None:
        random.Random.seed(self, a, version)  # a refused seed leaves the generator as it was
        self.__class__ = Chance1Draws  # type: ignore[assignment]
        self.__dict__.pop("_label", None)

    def __reduce__(self) -> Any:
        _Deferred._start(self)
        return random.Random.__reduce__(self)


def table_seed(match_seed: bytes, key: str) -> bytes:
    """The seed of table ``key`` of a match: derived from the match's, so revealing one reveals the other."""
    return hmac_sha256(match_seed, f"table:{key}".encode())


def chain_salt(seed: bytes, version: int) -> bytes:
    """The salt of the hash-chain link of the event at ``version``."""
    return hmac_sha256(seed, f"chain:{version}".encode())


def seed_commitment(seed: bytes) -> str:
    """The public SHA-256 (hex) of a game's secret seed."""
    return hashlib.sha256(seed).hexdigest()
