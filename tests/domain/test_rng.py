"""The only source of chance: a generator derived from the game's seed and a version (domain/rng.py)."""

from __future__ import annotations

import hashlib
import hmac

from domain.rng import bot_rng, rng_for, seed_commitment, table_seed


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
