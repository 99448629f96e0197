from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExplodingAcesDrew")


@_attrs_define
class ExplodingAcesDrew:
    """
    Attributes:
        seat (int):
        cards (list[str] | None): While the game runs, shown to the seat that drew only (null for the others).
        bottom (bool):
        reason (str):
        timeout (bool):
        cards_count (int | Unset): How many cards `cards` holds; present only where it is null.
    """

    seat: int
    cards: list[str] | None
    bottom: bool
    reason: str
    timeout: bool
    cards_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards: list[str] | None
        if isinstance(self.cards, list):
            cards = self.cards

        else:
            cards = self.cards

        bottom = self.bottom

        reason = self.reason

        timeout = self.timeout

        cards_count = self.cards_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
                "bottom": bottom,
                "reason": reason,
                "timeout": timeout,
            }
        )
        if cards_count is not UNSET:
            field_dict["cards_count"] = cards_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

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

        bottom = d.pop("bottom")

        reason = d.pop("reason")

        timeout = d.pop("timeout")

        cards_count = d.pop("cards_count", UNSET)

        exploding_aces_drew = cls(
            seat=seat,
            cards=cards,
            bottom=bottom,
            reason=reason,
            timeout=timeout,
            cards_count=cards_count,
        )

        return exploding_aces_drew
