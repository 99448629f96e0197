"""The only source of chance: a generator derived from the game's seed and a version (domain/rng.py)."""

from __future__ import annotations

import copy
import hashlib
import hmac
import pickle
import random
from collections.abc import Callable
from typing import Any

import pytest

from domain.rng import bot_rng, chain_salt, rng_for, seed_commitment, table_seed


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


def test_each_purpose_draws_from_a_labelled_stream_of_its_own() -> None:
    """A bot's choice at version v and seat s once shared the stream of the rules at version (v+1)*1000+s."""
    rules = {rng_for(b"seed", v).getrandbits(64) for v in range(3000)}
    bots = {bot_rng(b"seed", v, s).getrandbits(64) for v in range(3) for s in range(8)}
    assert not rules & bots and len(bots) == 24
    assert table_seed(b"seed", "t0") != table_seed(b"seed", "t1")


def test_a_tables_seed_is_the_hmac_of_its_key_under_the_matchs_seed() -> None:
    """Fixed since matches were first stored: a verifier re-derives each table's seed from the match's."""
    assert table_seed(b"match", "t0") == hmac.new(b"match", b"table:t0", hashlib.sha256).digest()


def _standard(seed: bytes, label: bytes) -> random.Random:
    """The generator as the standard library builds it, which every earlier game's draws came from."""
    return random.Random(int.from_bytes(hmac.new(seed, label, hashlib.sha256).digest(), "big"))


@pytest.mark.parametrize(
    "draw",
    [
        lambda r: [r.random() for _ in range(5)],
        lambda r: [r.getrandbits(64) for _ in range(5)],
        lambda r: [r.randrange(54) for _ in range(20)],
        lambda r: r.sample(range(100), 10),
        lambda r: [r.choice("abcdefg") for _ in range(20)],
        lambda r: (lambda cards: (r.shuffle(cards), cards)[1])(list(range(108))),
        lambda r: [r.uniform(0, 1), r.gauss(0, 1), r.gauss(0, 1), r.randbytes(8)],
        lambda r: (r.getstate(), r.random()),
        lambda r: copy.deepcopy(r).random(),
        lambda r: pickle.loads(pickle.dumps(r)).random(),
    ],
    ids=["random", "getrandbits", "randrange", "sample", "choice", "shuffle", "uniform-gauss-randbytes",
         "getstate-first", "deepcopy-first", "pickle-first"],
)
def test_the_generator_draws_what_the_standard_librarys_seeded_one_draws(draw: Callable[[random.Random], Any]) -> None:
    """It is seeded at its first draw, not when made: the draws must be those of the generator games were
    recorded with, whatever is asked first."""
    for seed, version in ((b"seed", 0), (b"\x00" * 32, 17), (bytes(range(100)), 123456)):
        assert draw(rng_for(seed, version)) == draw(_standard(seed, f"v{version}".encode()))
    assert draw(bot_rng(b"seed", 4, 2)) == draw(_standard(b"seed", b"bot:4:2"))


def test_a_generator_seeded_again_draws_from_its_new_seed() -> None:
    rng = rng_for(b"seed", 3)
    rng.seed(42)
    assert rng.random() == random.Random(42).random()


def test_setting_the_state_first_draws_from_that_state() -> None:
    state = random.Random(7).getstate()
    rng = rng_for(b"seed", 3)
    rng.setstate(state)
    assert rng.random() == random.Random(7).random()


@pytest.mark.parametrize("key", [b"", b"k", b"seed" * 16, b"long key " * 20], ids=["empty", "short", "64", "long"])
def test_the_chain_salt_and_a_tables_seed_are_hmac_sha256(key: bytes) -> None:
    assert chain_salt(key, 5) == hmac.new(key, b"chain:5", hashlib.sha256).digest()
    assert table_seed(key, "t1") == hmac.new(key, b"table:t1", hashlib.sha256).digest()


def test_a_refused_seed_leaves_the_generator_as_the_standard_library_leaves_it() -> None:
    rng, standard = rng_for(b"seed", 3), _standard(b"seed", b"v3")
    for generator in (rng, standard):
        with pytest.raises(TypeError):
            generator.seed([1])  # type: ignore[arg-type]
    assert rng.random() == standard.random()
