"""The witness log's Merkle tree (``domain.witness``, RFC 9162 §2.1): its root is the RFC's recursive definition,
every leaf's audit path proves it in the tree it came from, and a proof proves nothing else."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import pytest

from domain.chain import canonical
from domain.witness import Head, Tree, inclusion_proof, leaf_hash, root, verify_inclusion


def leaves(n: int) -> list[bytes]:
    return [leaf_hash(f"g{i:04d}", i * 7, hashlib.sha256(str(i).encode()).hexdigest()) for i in range(n)]


def reference_root(hashed: Sequence[bytes]) -> bytes:
    """RFC 9162 §2.1.1, as written: split at the largest power of two below n, hash the two subtrees."""
    if len(hashed) == 1:
        return hashed[0]
    k = 1
    while k * 2 < len(hashed):
        k *= 2
    return hashlib.sha256(b"\x01" + reference_root(hashed[:k]) + reference_root(hashed[k:])).digest()


def test_a_leaf_is_the_hash_of_its_domain_byte_and_the_canonical_head() -> None:
    expected = hashlib.sha256(b'\x00{"game":"g1","head":"ab","version":3}').digest()
    assert leaf_hash("g1", 3, "ab") == expected


@pytest.mark.parametrize("size", [1, 2, 3, 4, 5, 7, 8, 9, 16, 17, 31, 33])
def test_the_root_is_rfc_9162s_tree_hash_and_every_leafs_proof_checks_out(size: int) -> None:
    tree = leaves(size)
    top = root(tree)
    assert top == reference_root(tree)
    for index, leaf in enumerate(tree):
        proof = inclusion_proof(index, tree)
        assert len(proof) <= max(1, (size - 1).bit_length())
        assert verify_inclusion(leaf, index, size, proof, top)


def test_a_proof_proves_nothing_about_another_leaf_place_size_or_root() -> None:
    tree = leaves(13)
    top, proof = root(tree), inclusion_proof(5, tree)
    assert verify_inclusion(tree[5], 5, 13, proof, top)
    assert not verify_inclusion(tree[6], 5, 13, proof, top)  # another game's head
    assert not verify_inclusion(leaf_hash("g0005", 35, "00" * 32), 5, 13, proof, top)  # a rewritten head
    assert not verify_inclusion(tree[5], 4, 13, proof, top)
    last = inclusion_proof(12, tree)  # a size is bound where the path's shape depends on it (a root names its size)
    assert verify_inclusion(tree[12], 12, 13, last, top) and not verify_inclusion(tree[12], 12, 14, last, top)
    assert not verify_inclusion(tree[5], 5, 13, proof[:-1], top)
    assert not verify_inclusion(tree[5], 5, 13, proof, root(tree[:12]))
    assert not verify_inclusion(tree[5], 13, 13, proof, top)


def test_a_root_needs_a_leaf_and_a_proof_a_leaf_of_its_tree() -> None:
    with pytest.raises(ValueError):
        root([])
    with pytest.raises(ValueError):
        inclusion_proof(3, leaves(3))


def test_a_kept_tree_has_the_root_and_every_audit_path_that_the_recursive_definition_gives() -> None:
    for size in range(1, 41):
        heads = [Head(f"g{i:03d}", i, f"{i:064x}") for i in range(size)]
        leaves = [head.leaf() for head in heads]
        tree = Tree(heads)
        assert tree.root() == root(leaves)
        for index in range(size):
            assert tree.path(index) == inclusion_proof(index, leaves)


def test_a_leaf_is_the_hash_of_the_canonical_head_whatever_its_game_id() -> None:
    for game, head in (("M:t0", "ab" * 32), ("é\"\n", "not hex"), ("a" * 80, "00" * 32)):
        content = canonical({"game": game, "version": 7, "head": head})
        assert leaf_hash(game, 7, head) == hashlib.sha256(b"\x00" + content).digest()
