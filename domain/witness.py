"""The Merkle tree of the witness log (docs/verification.md §8): RFC 9162's (Certificate Transparency 2.0) tree
over the heads of games, so that a root anyone kept shows whether a game's head was in it, with a short proof.

A leaf is one game's head at one moment: ``SHA256(0x00 ‖ canonical({"game", "version", "head"}))``; an inner node
is ``SHA256(0x01 ‖ left ‖ right)``; the tree over n leaves splits them at the largest power of two below n
(RFC 9162 §2.1.1), so the tree of any list of leaves, and every proof in it, is defined for any n ≥ 1. The proof
of leaf m is the list of sibling hashes from the leaf up (§2.1.3.1), checked by §2.1.3.2's algorithm.

The witness log is a chain of such roots (``Root``): each names the hash of the one before it, so whoever kept one
root's hash holds every root before it too. ``next_root`` makes the next from the heads that changed, and ``prove``
a game's proof in it."""

from __future__ import annotations

import bisect
import hashlib
import re
import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime

from domain.chain import canonical

LEAF = b"\x00"
NODE = b"\x01"


#: A game id and a hash that canonical JSON writes as they are (no escape, no character above U+007F).
_PLAIN = re.compile(r"[A-Za-z0-9_:-]*")


def leaf_hash(game_id: str, version: int, head: str) -> bytes:
    """The leaf of ``game_id`` whose stream's last event is ``version``, hashed ``head`` (hex)."""
    if _PLAIN.fullmatch(game_id) and _PLAIN.fullmatch(head) and type(version) is int:
        # What canonical() writes for these (keys in order, nothing to escape), a tenth of its time: a root's tree
        # is made over every game that changed in a minute.
        content = f'{{"game":"{game_id}","head":"{head}","version":{version}}}'.encode()
    else:
        content = canonical({"game": game_id, "version": version, "head": head})
    return hashlib.sha256(LEAF + content).digest()


def _node(left: bytes, right: bytes) -> bytes:
    return hashlib.sha256(NODE + left + right).digest()


def _split(n: int) -> int:
    """The largest power of two smaller than ``n`` (n ≥ 2)."""
    k = 1
    while k * 2 < n:
        k *= 2
    return k


def levels(leaves: Sequence[bytes]) -> list[list[bytes]]:
    """Every level of the tree over ``leaves`` (already hashed, at least one), the leaves first, the root last:
    bottom-up over the same shape as RFC 9162's recursion, pairing neighbours, a lone last node rising as it is."""
    if not leaves:
        raise ValueError("a witness root covers one game at least")
    level = list(leaves)
    found = [level]
    while len(level) > 1:
        paired = [_node(level[i], level[i + 1]) for i in range(0, len(level) - 1, 2)]
        if len(level) % 2:
            paired.append(level[-1])
        found.append(level := paired)
    return found


def root(leaves: Sequence[bytes]) -> bytes:
    """The Merkle tree hash of ``leaves`` (already hashed), of at least one."""
    return levels(leaves)[-1][0]


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


#: What the first root of a log names as the hash of the root before it.
NO_PREVIOUS = "0" * 64


@dataclass(frozen=True, slots=True)
class Head:
    """A game's head at one moment: the version of its stream's last event and that event's hash (hex)."""

    game: str
    version: int
    head: str

    def leaf(self) -> bytes:
        return leaf_hash(self.game, self.version, self.head)


@dataclass(frozen=True, slots=True, kw_only=True)
class Root:
    """Entry ``number`` (0, 1, ...) of the witness log: the tree over ``size`` heads, made in ``minute``
    (``YYYY-MM-DDTHH:MMZ``, UTC), its ``root`` hash (hex), the ``previous`` entry's hash, and its own ``hash``:
    SHA-256 of the canonical JSON of the other five fields (docs/verification.md §8)."""

    number: int
    minute: str
    size: int
    root: str
    previous: str
    hash: str

    def fields(self) -> dict[str, int | str]:
        """The fields its hash covers."""
        return {"number": self.number, "minute": self.minute, "size": self.size, "root": self.root,
                "previous": self.previous}  # fmt: skip

    def holds(self) -> bool:
        """Whether ``hash`` is the hash of the other fields."""
        return self.hash == root_hash(self.fields())


def root_hash(fields: dict[str, int | str]) -> str:
    """The hash of a witness log entry's fields (``Root.fields``)."""
    return hashlib.sha256(canonical(fields)).hexdigest()


def minute_of(at_ms: int) -> str:
    """The minute that holds ``at_ms`` (ms since the epoch), as a root names it."""
    return datetime.fromtimestamp(at_ms // 60_000 * 60, UTC).strftime("%Y-%m-%dT%H:%MZ")


def ordered(heads: Iterable[Head]) -> list[Head]:
    """The heads in the order of a root's leaves: by game id (as Unicode code points)."""
    return sorted(heads, key=lambda head: head.game)


def next_root(previous: Root | None, heads: Sequence[Head], at_ms: int) -> Root:
    """The root after ``previous`` (None: the first) over ``heads`` (in ``ordered`` order), made at ``at_ms``."""
    made = Root(
        number=0 if previous is None else previous.number + 1,
        minute=minute_of(at_ms),
        size=len(heads),
        root=root([head.leaf() for head in heads]).hex(),
        previous=NO_PREVIOUS if previous is None else previous.hash,
        hash="",
    )
    return replace(made, hash=root_hash(made.fields()))


@dataclass(frozen=True, slots=True, kw_only=True)
class Proof:
    """That ``head`` is leaf ``index`` of ``root``: the audit path ``path`` (hex, from the leaf up)."""

    head: Head
    index: int
    path: list[str]
    root: Root

    def holds(self) -> bool:
        """Whether the path leads from the head's leaf to the root's hash, and the root's own hash holds."""
        path = [bytes.fromhex(node) for node in self.path]
        return self.root.holds() and verify_inclusion(
            self.head.leaf(), self.index, self.root.size, path, bytes.fromhex(self.root.root)
        )


#: A head's version and hash as ``Heads`` packs them.
_RECORD = struct.Struct(">I32s")


@dataclass(frozen=True, slots=True)
class Heads:
    """The heads one root covers, in its leaves' order, packed as the store keeps them: their game ids (sorted,
    so a game is found by bisection without unpacking the rest) and each one's version and hash."""

    games: list[str]
    records: bytes

    @staticmethod
    def of(heads: Sequence[Head]) -> Heads:
        """``heads`` (in ``ordered`` order) packed."""
        records = b"".join(_RECORD.pack(head.version, bytes.fromhex(head.head)) for head in heads)
        return Heads([head.game for head in heads], records)

    @staticmethod
    def unpack(packed: bytes) -> Heads:
        """What ``pack`` made: the count, the records, then the game ids joined by newlines (UTF-8)."""
        (count,) = struct.unpack_from(">I", packed)
        end = 4 + count * _RECORD.size
        games = packed[end:].decode().split("\n") if count else []
        if len(games) != count:
            raise ValueError(f"packed heads name {len(games)} games for {count} heads")
        return Heads(games, packed[4:end])

    def pack(self) -> bytes:
        return struct.pack(">I", len(self.games)) + self.records + "\n".join(self.games).encode()

    def __len__(self) -> int:
        return len(self.games)

    def index(self, game: str) -> int | None:
        """Where ``game``'s head is, or None when these heads hold none of it."""
        at = bisect.bisect_left(self.games, game)
        return at if at < len(self.games) and self.games[at] == game else None

    def head(self, index: int) -> Head:
        version, digest = _RECORD.unpack_from(self.records, index * _RECORD.size)
        return Head(self.games[index], version, digest.hex())

    def all(self) -> list[Head]:
        return [self.head(i) for i in range(len(self.games))]


class Tree:
    """The tree over one root's heads with every level kept, so that each proof in it is read, not made again:
    bottom-up, a lone last node rising as it is, which is RFC 9162's shape (``root``)."""

    def __init__(self, heads: Sequence[Head]) -> None:
        self.heads = list(heads)
        self.levels = levels([head.leaf() for head in self.heads])

    def root(self) -> bytes:
        return self.levels[-1][0]

    def path(self, index: int) -> list[bytes]:
        """The audit path of leaf ``index`` (``inclusion_proof``)."""
        found = []
        for level in self.levels[:-1]:
            sibling = index ^ 1
            if sibling < len(level):
                found.append(level[sibling])
            index >>= 1
        return found


def prove(entry: Root, tree: Tree, index: int) -> Proof:
    """The proof of leaf ``index`` of ``entry``, whose tree is ``tree``."""
    path = [node.hex() for node in tree.path(index)]
    return Proof(head=tree.heads[index], index=index, path=path, root=entry)
