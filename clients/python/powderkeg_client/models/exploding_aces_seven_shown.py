from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesSevenShown")


@_attrs_define
class ExplodingAcesSevenShown:
    """
    Attributes:
        seat (int):
        rank (str):
        card (str):
        correct (bool):
    """

    seat: int
    rank: str
    card: str
    correct: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        rank = self.rank

        card = self.card

        correct = self.correct

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "rank": rank,
                "card": card,
                "correct": correct,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        rank = d.pop("rank")

        card = d.pop("card")

        correct = d.pop("correct")

        exploding_aces_seven_shown = cls(
            seat=seat,
            rank=rank,
            card=card,
            correct=correct,
        )

        return exploding_aces_seven_shown
