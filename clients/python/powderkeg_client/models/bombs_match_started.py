from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsMatchStarted")


@_attrs_define
class BombsMatchStarted:
    """
    Attributes:
        names (list[str]):
        bots (list[bool]):
        hands (int):
        window_ms (int):
        turn_clock_ms (int | None):
        tables (list[list[list[int] | str]]):
    """

    names: list[str]
    bots: list[bool]
    hands: int
    window_ms: int
    turn_clock_ms: int | None
    tables: list[list[list[int] | str]]

    def to_dict(self) -> dict[str, Any]:
        names = self.names

        bots = self.bots

        hands = self.hands

        window_ms = self.window_ms

        turn_clock_ms: int | None
        turn_clock_ms = self.turn_clock_ms

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "names": names,
                "bots": bots,
                "hands": hands,
                "window_ms": window_ms,
                "turn_clock_ms": turn_clock_ms,
                "tables": tables,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        names = cast(list[str], d.pop("names"))

        bots = cast(list[bool], d.pop("bots"))

        hands = d.pop("hands")

        window_ms = d.pop("window_ms")

        def _parse_turn_clock_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_clock_ms = _parse_turn_clock_ms(d.pop("turn_clock_ms"))

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

        bombs_match_started = cls(
            names=names,
            bots=bots,
            hands=hands,
            window_ms=window_ms,
            turn_clock_ms=turn_clock_ms,
            tables=tables,
        )

        return bombs_match_started
