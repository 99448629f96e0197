from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsHandCompleted")


@_attrs_define
class BombsHandCompleted:
    """
    Attributes:
        hand (int):
        orders (list[list[list[int] | str]]):
        points (list[int]):
        totals (list[int]):
    """

    hand: int
    orders: list[list[list[int] | str]]
    points: list[int]
    totals: list[int]

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        orders = []
        for orders_item_data in self.orders:
            orders_item = []
            for orders_item_item_data in orders_item_data:
                orders_item_item: list[int] | str
                if isinstance(orders_item_item_data, list):
                    orders_item_item = orders_item_item_data

                else:
                    orders_item_item = orders_item_item_data
                orders_item.append(orders_item_item)

            orders.append(orders_item)

        points = self.points

        totals = self.totals

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "orders": orders,
                "points": points,
                "totals": totals,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = d.pop("hand")

        orders = []
        _orders = d.pop("orders")
        for orders_item_data in _orders:
            orders_item = []
            _orders_item = orders_item_data
            for orders_item_item_data in _orders_item:

                def _parse_orders_item_item(data: object) -> list[int] | str:
                    try:
                        if not isinstance(data, list):
                            raise TypeError()
                        orders_item_item_type_1 = cast(list[int], data)

                        return orders_item_item_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    return cast(list[int] | str, data)

                orders_item_item = _parse_orders_item_item(orders_item_item_data)

                orders_item.append(orders_item_item)

            orders.append(orders_item)

        points = cast(list[int], d.pop("points"))

        totals = cast(list[int], d.pop("totals"))

        bombs_hand_completed = cls(
            hand=hand,
            orders=orders,
            points=points,
            totals=totals,
        )

        return bombs_hand_completed
