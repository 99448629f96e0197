from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsTablesSeated")


@_attrs_define
class BombsTablesSeated:
    """
    Attributes:
        hand (int):
        tables (list[list[list[int] | str]]):
        moves (list[list[int | str]]):
        tiebreak (bool):
    """

    hand: int
    tables: list[list[list[int] | str]]
    moves: list[list[int | str]]
    tiebreak: bool

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        tables = []
        for tables_item_data in self.tables:
            tables_item = []
            for tables_item_item_data in tables_item_data:
                tables_item_item: list[int] | str
                if isinstance(tables_item_item_data, list):
                    tables_item_item = tables_item_item_data

                else:
                    tables_item_item = tables_item_item_data
                tables_item.append(tables_item_item)

            tables.append(tables_item)

        moves = []
        for moves_item_data in self.moves:
            moves_item = []
            for moves_item_item_data in moves_item_data:
                moves_item_item: int | str
                moves_item_item = moves_item_item_data
                moves_item.append(moves_item_item)

            moves.append(moves_item)

        tiebreak = self.tiebreak

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "tables": tables,
                "moves": moves,
                "tiebreak": tiebreak,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = d.pop("hand")

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = []
            _tables_item = tables_item_data
            for tables_item_item_data in _tables_item:

                def _parse_tables_item_item(data: object) -> list[int] | str:
                    try:
                        if not isinstance(data, list):
                            raise TypeError()
                        tables_item_item_type_1 = cast(list[int], data)

                        return tables_item_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(list[int] | str, data)

                tables_item_item = _parse_tables_item_item(tables_item_item_data)

                tables_item.append(tables_item_item)

            tables.append(tables_item)

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = []
            _moves_item = moves_item_data
            for moves_item_item_data in _moves_item:

                def _parse_moves_item_item(data: object) -> int | str:
                    return cast(int | str, data)

                moves_item_item = _parse_moves_item_item(moves_item_item_data)

                moves_item.append(moves_item_item)

            moves.append(moves_item)

        tiebreak = d.pop("tiebreak")

        bombs_tables_seated = cls(
            hand=hand,
            tables=tables,
            moves=moves,
            tiebreak=tiebreak,
        )

        return bombs_tables_seated
