from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsAwayCardBuried")


@_attrs_define
class BombsAwayCardBuried:
    """
    Attributes:
        seat (int):
        target (int):
        card (None | str): Null while the series runs for a viewer who may not see it (`card_count` is then given).
        timeout (bool):
        card_count (int | Unset): The number of cards in `card` (1 for a single card); only when it is hidden.
    """

    seat: int
    target: int
    card: None | str
    timeout: bool
    card_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        target = self.target

        card: None | str
        card = self.card

        timeout = self.timeout

        card_count = self.card_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "target": target,
                "card": card,
                "timeout": timeout,
            }
        )
        if card_count is not UNSET:
            field_dict["card_count"] = card_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        target = d.pop("target")

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        timeout = d.pop("timeout")

        card_count = d.pop("card_count", UNSET)

        bombs_away_card_buried = cls(
            seat=seat,
            target=target,
            card=card,
            timeout=timeout,
            card_count=card_count,
        )

        return bombs_away_card_buried
