"""The witness log's reads: the roots published, and the proof that a game's head is in one of them
(``domain.witness``; docs/verification.md §8)."""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass, field

from domain.errors import NotWitnessed
from domain.ports import WitnessLog
from domain.values import Loaded, table_id
from domain.witness import Heads, Proof, Root, Tree, prove

#: How many roots' heads (and trees, once made) a process keeps (a root of 10,000 heads: about 4 MB with its tree,
#: made in about 40 ms).
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
        self._trees: OrderedDict[int, tuple[Heads, list[Tree]]] = OrderedDict()
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
        kept = self._kept(number) if roots and roots[0].number == number else None
        if kept is None:
            raise NotWitnessed(
                ROOT_NOT_KEPT,
                f"the server keeps no witness root {number} with its heads: either it has not been made yet (see "
                "GET /v1/witness) or its proofs are older than the server keeps them (POWDERKEG_WITNESS_KEEP_S)",
            )
        heads, trees = kept
        index = heads.index(game_id)  # by bisection: a game the root does not cover costs no tree
        if index is None:
            return None
        if trees:
            tree = trees[0]
        else:
            tree = Tree(heads.all())
            trees.append(tree)
        return prove(roots[0], tree, index)

    def _kept(self, number: int) -> tuple[Heads, list[Tree]] | None:
        """Root ``number``'s heads and, once a proof needed it, its tree (a list of none or one), kept by this
        process for the next proofs; None when the store no longer keeps them (what it no longer keeps proves
        nothing here either)."""
        assert self.log is not None
        with self._lock:
            kept = self._trees.get(number)
            if kept is not None:
                self._trees.move_to_end(number)
        if kept is not None:
            return kept if self.log.kept(number) else None
        heads = self.log.heads(number)
        if not heads:
            return None
        kept = (heads, [])
        with self._lock:
            self._trees[number] = kept
            while len(self._trees) > TREES_KEPT:
                self._trees.popitem(last=False)
        return kept
