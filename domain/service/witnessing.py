"""The witness log's reads: the roots published, and the proof that a game's head is in one of them
(``domain.witness``; docs/verification.md §8)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from domain.errors import NotWitnessed
from domain.ports import WitnessLog
from domain.values import Loaded, table_id
from domain.witness import Proof, Root, Tree, prove

#: How many roots' trees a process keeps made (a root of 10,000 heads: about 1 MB, made in about 40 ms).
TREES_KEPT = 8
#: The codes of ``NotWitnessed``.
NOT_WITNESSED = "not-witnessed"
ROOT_NOT_KEPT = "witness-root-not-kept"


@dataclass(frozen=True, slots=True, kw_only=True)
class Witnessed:
    """The proof of a game's head in a root; for a match, its tables' too (those the root, or their last one,
    covers), by table key."""

    proof: Proof
    tables: dict[str, Proof] = field(default_factory=dict)


class Witnessing:
    """Reads the witness log (None: this service keeps none, and no game is witnessed)."""

    def __init__(self, *, log: WitnessLog | None) -> None:
        self.log = log
        # A root's heads never change once published: its tree, made once, serves every proof in it.
        self._trees: OrderedDict[int, Tree] = OrderedDict()
        self._lock = threading.Lock()

    def witness_roots(self, after: int, limit: int) -> list[Root]:
        """At most ``limit`` roots numbered above ``after``, oldest first."""
        return [] if self.log is None else self.log.roots(after, limit)

    def witness(self, loaded: Loaded, number: int | None, table_keys: list[str]) -> Witnessed:
        """The proof of ``loaded``'s head in root ``number`` (None: the last root that covers it), and of each of
        its ``table_keys``' (a match's tables) in that root, or in their own last one when none is named."""
        game_id = loaded.record.game_id
        proof = self._proof(game_id, number)
        if proof is None:
            raise NotWitnessed(
                NOT_WITNESSED,
                f"no witness root kept covers game {game_id!r}: a root is made each minute over the games that "
                "changed, so a game's head is witnessed within a minute or two of its last change, and its proofs "
                "are kept as long as the server keeps them (POWDERKEG_WITNESS_KEEP_S)"
                if number is None
                else f"witness root {number} covers no head of game {game_id!r}; leave out root for its last one",
            )
        tables = {key: self._proof(table_id(game_id, key), number) for key in table_keys}
        return Witnessed(proof=proof, tables={key: found for key, found in tables.items() if found is not None})

    def _proof(self, game_id: str, number: int | None) -> Proof | None:
        if self.log is None:
            return None
        if number is None:
            number = self.log.witnessed(game_id)
            if number is None:
                return None
        roots = self.log.roots(number - 1, 1)
        tree = self._tree(number) if roots and roots[0].number == number else None
        if tree is None:
            raise NotWitnessed(
                ROOT_NOT_KEPT,
                f"the server keeps no witness root {number} with its heads: either it has not been made yet (see "
                "GET /v1/witness) or its proofs are older than the server keeps them (POWDERKEG_WITNESS_KEEP_S)",
            )
        return prove(roots[0], tree, game_id)

    def _tree(self, number: int) -> Tree | None:
        assert self.log is not None
        with self._lock:
            tree = self._trees.get(number)
            if tree is not None:
                self._trees.move_to_end(number)
        if tree is not None:
            # Made here before: still kept in the store? (What is no longer kept proves nothing here.)
            return tree if self.log.kept(number) else None
        heads = self.log.heads(number)
        if not heads:
            return None
        tree = Tree(heads)
        with self._lock:
            self._trees[number] = tree
            while len(self._trees) > TREES_KEPT:
                self._trees.popitem(last=False)
        return tree
