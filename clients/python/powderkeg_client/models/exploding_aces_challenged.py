from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExplodingAcesChallenged")


@_attrs_define
class ExplodingAcesChallenged:
    """
    Attributes:
        seat (int):
        target (int):
        hand (list[str] | None): While the game runs, shown to the challenger only (null for the others).
        hit (bool):
        hand_count (int | Unset): How many cards `hand` holds; present only where it is null.
    """

    seat: int
    target: int
    hand: list[str] | None
    hit: bool
    hand_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        target = self.target

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        hit = self.hit

        hand_count = self.hand_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "target": target,
                "hand": hand,
                "hit": hit,
            }
        )
        if hand_count is not UNSET:
            field_dict["hand_count"] = hand_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        target = d.pop("target")

        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hit = d.pop("hit")

        hand_count = d.pop("hand_count", UNSET)

        exploding_aces_challenged = cls(
            seat=seat,
            target=target,
            hand=hand,
            hit=hit,
            hand_count=hand_count,
        )

        return exploding_aces_challenged
