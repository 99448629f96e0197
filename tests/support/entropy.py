"""Seeded stand-ins for ``eventstore.system.SystemEntropy``, so a test deals and plays the same games on every
run."""

from __future__ import annotations

import random
import string

from eventstore.system import SystemEntropy


class SeededSeeds(SystemEntropy):
    """The system's ids and tokens, but game seeds from a seeded generator (bots draw from the game's seed)."""

    def __init__(self, seed: int | str) -> None:
        self.rng = random.Random(seed)

    def seed(self) -> bytes:
        """32 bytes, like the real ones."""
        return self.rng.randbytes(32)


class SeededEntropy(SeededSeeds):
    """Ids, seeds and tokens all drawn from one seeded generator."""

    ALPHABET = string.ascii_letters + string.digits + "-_"

    def game_id(self) -> str:
        """Twelve URL-safe characters, like the real ones."""
        return "".join(self.rng.choice(self.ALPHABET) for _ in range(12))

    def token(self) -> str:
        """43 URL-safe characters, like the real ones."""
        return "".join(self.rng.choice(self.ALPHABET) for _ in range(43))
