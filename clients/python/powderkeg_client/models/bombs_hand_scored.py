from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsHandScored")


@_attrs_define
class BombsHandScored:
    """
    Attributes:
        hand (int):
        order (list[int]):
        points (list[int]):
        scores (list[int]):
    """

    hand: int
    order: list[int]
    points: list[int]
    scores: list[int]

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        order = self.order

        points = self.points

        scores = self.scores

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "order": order,
                "points": points,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = d.pop("hand")

        order = cast(list[int], d.pop("order"))

        points = cast(list[int], d.pop("points"))

        scores = cast(list[int], d.pop("scores"))

        bombs_hand_scored = cls(
            hand=hand,
            order=order,
            points=points,
            scores=scores,
        )

        return bombs_hand_scored
