from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsExchangeRequest")


@_attrs_define
class BombsExchangeRequest:
    """A rank the Knave asked the Master for (B11), and whether the Master held one.

    Attributes:
        rank (str): A rank from `3` to `10`.
        held (bool): Whether the Master holds a card of that rank.
    """

    rank: str
    held: bool

    def to_dict(self) -> dict[str, Any]:
        rank = self.rank

        held = self.held

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rank": rank,
                "held": held,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rank = d.pop("rank")

        held = d.pop("held")

        bombs_exchange_request = cls(
            rank=rank,
            held=held,
        )

        return bombs_exchange_request
