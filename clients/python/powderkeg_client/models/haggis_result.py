from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HaggisResult")


@_attrs_define
class HaggisResult:
    """The end of a haggis game.

    Attributes:
        ranking (list[int]): The seats by total, highest first.
        scores (list[int]): The final totals, by seat.
        winners (list[int]): The winner: the one seat with the highest total.
    """

    ranking: list[int]
    scores: list[int]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        ranking = self.ranking

        scores = self.scores

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ranking": ranking,
                "scores": scores,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ranking = cast(list[int], d.pop("ranking"))

        scores = cast(list[int], d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        haggis_result = cls(
            ranking=ranking,
            scores=scores,
            winners=winners,
        )

        return haggis_result
