"""The Merkle tree of the witness log (docs/verification.md §8): RFC 9162's (Certificate Transparency 2.0) tree
over the heads of games, so that a root anyone kept shows whether a game's head was in it, with a short proof.

A leaf is one game's head at one moment: ``SHA256(0x00 ‖ canonical({"game", "version", "head"}))``; an inner node
is ``SHA256(0x01 ‖ left ‖ right)``; the tree over n leaves splits them at the largest power of two below n
(RFC 9162 §2.1.1), so the tree of any list of leaves, and every proof in it, is defined for any n ≥ 1. The proof
of leaf m is the list of sibling hashes from the leaf up (§2.1.3.1), checked by §2.1.3.2's algorithm."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

from domain.chain import canonical

LEAF = b"\x00"
NODE = b"\x01"


def leaf_hash(game_id: str, version: int, head: str) -> bytes:
    """The leaf of ``game_id`` whose stream's last event is ``version``, hashed ``head`` (hex)."""
    return hashlib.sha256(LEAF + canonical({"game": game_id, "version": version, "head": head})).digest()


def _node(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(NODE + left + right).digest()


def _split(n: int) -> int:
    """The largest power of two smaller than ``n`` (n ≥ 2)."""
    k = 1
    while k * 2 < n:
        k *= 2
    return k


def root(leaves: Sequence[bytes]) -> bytes:
    """The Merkle tree hash of ``leaves`` (already hashed), of at least one."""
    if not leaves:
        raise ValueError("a witness root covers one game at least")
    level = list(leaves)
    # Bottom-up over the same shape as RFC 9162's recursion: pair neighbours, a lone last node rises as it is.
    while len(level) > 1:
        paired = [_node(level[i], level[i + 1]) for i in range(0, len(level) - 1, 2)]
        if len(level) % 2:
            paired.append(level[-1])
        level = paired
    return level[0]


def inclusion_proof(index: int, leaves: Sequence[bytes]) -> list[bytes]:
    """The audit path of leaf ``index`` in the tree of ``leaves``: sibling hashes from the leaf up."""
    if not 0 <= index < len(leaves):
        raise ValueError(f"leaf {index} is not in a tree of {len(leaves)}")
    if len(leaves) == 1:
        return []
    k = _split(len(leaves))
    if index < k:
        return [*inclusion_proof(index, leaves[:k]), root(leaves[k:])]
    return [*inclusion_proof(index - k, leaves[k:]), root(leaves[:k])]


def verify_inclusion(leaf: bytes, index: int, size: int, proof: Sequence[bytes], expected_root: bytes) -> bool:
    """Whether ``proof`` shows ``leaf`` at ``index`` of a tree of ``size`` leaves whose root is ``expected_root``
    (RFC 9162 §2.1.3.2)."""
    if not 0 <= index < size:
        return False
    fn, sn, hashed = index, size - 1, leaf
    for sibling in proof:
        if sn == 0:
            return False
        if fn % 2 == 1 or fn == sn:
            hashed = _node(sibling, hashed)
            if fn % 2 == 0:
                while fn % 2 == 0 and fn != 0:
                    fn, sn = fn >> 1, sn >> 1
        else:
            hashed = _node(hashed, sibling)
        fn, sn = fn >> 1, sn >> 1
    return sn == 0 and hashed == expected_root
