from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsAwayHandLookedAt")


@_attrs_define
class BombsAwayHandLookedAt:
    """
    Attributes:
        seat (int):
        target (int):
        cards (list[str] | None): Null while the series runs for a viewer who may not see it (`cards_count` is then
            given).
        cards_count (int | Unset): The number of cards in `cards` (1 for a single card); only when it is hidden.
    """

    seat: int
    target: int
    cards: list[str] | None
    cards_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        target = self.target

        cards: list[str] | None
        if isinstance(self.cards, list):
            cards = self.cards

        else:
            cards = self.cards

        cards_count = self.cards_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "target": target,
                "cards": cards,
            }
        )
        if cards_count is not UNSET:
            field_dict["cards_count"] = cards_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        target = d.pop("target")

        def _parse_cards(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[str], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        cards = _parse_cards(d.pop("cards"))

        cards_count = d.pop("cards_count", UNSET)

        bombs_away_hand_looked_at = cls(
            seat=seat,
            target=target,
            cards=cards,
            cards_count=cards_count,
        )

        return bombs_away_hand_looked_at
