from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExplodingAcesJackArranged")


@_attrs_define
class ExplodingAcesJackArranged:
    """
    Attributes:
        seat (int):
        card (None | str): While the game runs, shown to its player only (null for the others).
        order (list[str] | None): While the game runs, shown to its player only (null for the others).
        timeout (bool):
        order_count (int | Unset): How many cards `order` holds; present only where it is null.
    """

    seat: int
    card: None | str
    order: list[str] | None
    timeout: bool
    order_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card: None | str
        card = self.card

        order: list[str] | None
        if isinstance(self.order, list):
            order = self.order

        else:
            order = self.order

        timeout = self.timeout

        order_count = self.order_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "order": order,
                "timeout": timeout,
            }
        )
        if order_count is not UNSET:
            field_dict["order_count"] = order_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        def _parse_order(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                order_type_0 = cast(list[str], data)

                return order_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        order = _parse_order(d.pop("order"))

        timeout = d.pop("timeout")

        order_count = d.pop("order_count", UNSET)

        exploding_aces_jack_arranged = cls(
            seat=seat,
            card=card,
            order=order,
            timeout=timeout,
            order_count=order_count,
        )

        return exploding_aces_jack_arranged
