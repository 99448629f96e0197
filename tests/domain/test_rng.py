"""The only source of chance: a generator derived from the game's seed and a version (domain/rng.py)."""

from __future__ import annotations

import hashlib

from domain.rng import rng_for, seed_commitment


def test_the_same_seed_and_version_give_the_same_draws() -> None:
    assert [rng_for(b"seed", 3).random() for _ in range(3)] == [
        rng_for(b"seed", 3).random() for _ in range(3)
    ]


def test_another_version_or_seed_gives_other_draws() -> None:
    base = rng_for(b"seed", 3).getrandbits(64)
    assert rng_for(b"seed", 4).getrandbits(64) != base
    assert rng_for(b"other", 3).getrandbits(64) != base


def test_a_shuffle_can_be_re_derived_from_the_revealed_seed() -> None:
    cards = list(range(54))
    first, second = cards[:], cards[:]
    rng_for(b"secret", 0).shuffle(first)
    rng_for(b"secret", 0).shuffle(second)
    assert first == second and sorted(first) == cards


def test_the_public_commitment_is_the_sha256_of_the_seed() -> None:
    assert seed_commitment(b"secret") == hashlib.sha256(b"secret").hexdigest()
