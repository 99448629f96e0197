from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_witness_tables import GameWitnessTables
    from ..models.witness_root import WitnessRoot


T = TypeVar("T", bound="GameWitness")


@_attrs_define
class GameWitness:
    """The proof of a game's head; a match's answer adds its tables' (each in the root asked for, or in its own
    last one).

        Attributes:
            game (str): The stream's id (`<match id>:<table>` for a table).
            version (int): The version of the stream's last event then.
            head (str): That event's hash in the game's chain (`sha256` of its export line).
            leaf (str): SHA-256 of 0x00 and the canonical JSON of {"game", "version", "head"}.
            index (int): The leaf's place in the tree, from 0.
            proof (list[str]): The sibling hashes from the leaf up (RFC 9162 §2.1.3.1), hex.
            root (WitnessRoot): Entry `number` of the witness log: the root of the Merkle tree over `size` game heads, made
                in `minute`,
                chained to the entry before it by `previous`; `hash` is SHA-256 of the canonical JSON (RFC 8785) of the
                other five fields.
            tables (GameWitnessTables): A match's tables' proofs by table key; empty for a game at one table.
    """

    game: str
    version: int
    head: str
    leaf: str
    index: int
    proof: list[str]
    root: WitnessRoot
    tables: GameWitnessTables

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        version = self.version

        head = self.head

        leaf = self.leaf

        index = self.index

        proof = self.proof

        root = self.root.to_dict()

        tables = self.tables.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "version": version,
                "head": head,
                "leaf": leaf,
                "index": index,
                "proof": proof,
                "root": root,
                "tables": tables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_witness_tables import GameWitnessTables  # noqa: PLC0415
        from ..models.witness_root import WitnessRoot  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        version = d.pop("version")

        head = d.pop("head")

        leaf = d.pop("leaf")

        index = d.pop("index")

        proof = cast(list[str], d.pop("proof"))

        root = WitnessRoot.from_dict(d.pop("root"))

        tables = GameWitnessTables.from_dict(d.pop("tables"))

        game_witness = cls(
            game=game,
            version=version,
            head=head,
            leaf=leaf,
            index=index,
            proof=proof,
            root=root,
            tables=tables,
        )

        return game_witness
