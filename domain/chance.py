"""How the rules draw (docs/verification.md, "The generator"): the two versions of a game's chance derivation.

A game's record names its ``chance`` version, and every draw its rules make goes through the generator of that
version, built by ``domain.rng.chance_for``. The rules draw only through ``Draws`` (shuffle, choice, randrange), so
each version is fully specified by how it picks an integer below ``n`` and the three formulas over it:

- **chance 2** (every game created since it exists): ``Chance2``, a byte stream of HMAC-SHA256 blocks in counter
  mode, unsigned 32-bit big-endian integers taken from it in order, and integers below ``n`` by rejection
  sampling. Nothing in it depends on Python: a verifier in any language re-deals a hand from the spec and the
  vectors in docs/vectors/.
- **chance 1** (games created before): CPython's Mersenne Twister seeded with the HMAC as an integer, and
  ``Chance1Draws``'s integers below ``n`` from ``getrandbits`` by rejection, as CPython 3.11 does. Only
  ``random()`` of the standard library is promised stable across Python versions, so the formulas are written
  here rather than taken from ``random.Random``: an upgrade of Python cannot change an old game's deals.

Both shuffle by Fisher–Yates in Durstenfeld's form (from the last index down, each swapped with one at or below
it), and a choice is the item at an index below the length.
"""

from __future__ import annotations

import random
import struct
from collections.abc import MutableSequence, Sequence
from typing import Any, Protocol, TypeVar

T = TypeVar("T")

#: The chance derivation of a game created now, and every version a record may name.
CURRENT_CHANCE = 2
CHANCE_VERSIONS = (1, 2)

_U32 = 1 << 32


class Draws(Protocol):
    """What the rules may draw (``Ctx.rng``): every version specifies exactly these."""

    def shuffle(self, x: MutableSequence[Any]) -> None: ...

    def choice(self, seq: Sequence[T]) -> T: ...

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int: ...


def fisher_yates(x: MutableSequence[Any], below: Any) -> None:
    """Shuffle ``x`` in place: for i from len(x)-1 down to 1, swap x[i] with x[below(i + 1)]."""
    for i in range(len(x) - 1, 0, -1):
        j = below(i + 1)
        x[i], x[j] = x[j], x[i]


def _only_below(start: int, stop: int | None, step: int) -> int:
    """The ``n`` of ``randrange(n)``, the only form the specification gives (none of the rules uses another)."""
    if stop is not None or step != 1:
        raise TypeError("the rules' generator draws randrange(n) only")
    if start < 1:
        raise ValueError(f"randrange({start}): nothing to draw from")
    return start


class Chance2:
    """The generator of ``label`` under ``seed``, chance 2.

    The stream is HMAC-SHA256(K, counter) for counter = 0, 1, 2, … (8 bytes, big-endian), one 32-byte block
    after another, where K = HMAC-SHA256(seed, label); ``u32`` takes its next 4 bytes as a big-endian unsigned
    integer. ``below(n)`` draws u32 values until one is under the largest multiple of n not above 2**32, and
    answers it modulo n: uniform, without the bias of a plain modulo."""

    def __init__(self, key: bytes, hmac_sha256: Any) -> None:
        self._key = key
        self._hmac = hmac_sha256
        self._counter = 0
        self._ahead: list[int] = []  # the current block's u32 values not read yet, the next one last

    def u32(self) -> int:
        if not self._ahead:
            block = self._hmac(self._key, struct.pack(">Q", self._counter))
            self._counter += 1
            self._ahead = list(reversed(struct.unpack(">8I", block)))
        return self._ahead.pop()

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), for 1 <= n <= 2**32."""
        if not 1 <= n <= _U32:
            raise ValueError(f"below({n}): n must be from 1 to 2**32")
        limit = _U32 - _U32 % n
        value = self.u32()
        while value >= limit:
            value = self.u32()
        return value % n

    def shuffle(self, x: MutableSequence[Any]) -> None:
        fisher_yates(x, self.below)

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("cannot choose from an empty sequence")
        return seq[self.below(len(seq))]

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        return self.below(_only_below(start, stop, step))


class Chance1Draws(random.Random):
    """CPython's Mersenne Twister with chance 1's formulas written out (CPython 3.11's): an integer below n is
    ``getrandbits(n.bit_length())`` drawn again until it is below n; shuffle, choice and randrange(n) over it.
    ``random.Random``'s own methods stay for the bots, whose choices are recorded and never drawn again."""

    def below(self, n: int) -> int:
        if n < 1:
            raise ValueError(f"below({n}): nothing to draw from")
        k = n.bit_length()
        value = self.getrandbits(k)
        while value >= n:
            value = self.getrandbits(k)
        return value

    def shuffle(self, x: MutableSequence[Any]) -> None:
        fisher_yates(x, self.below)

    def choice(self, seq: Sequence[T]) -> T:  # type: ignore[override]
        if not seq:
            raise IndexError("cannot choose from an empty sequence")
        return seq[self.below(len(seq))]

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        if stop is None and step == 1:
            return self.below(_only_below(start, None, 1))
        return random.Random.randrange(self, start, stop, step)
