from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsResult")


@_attrs_define
class BombsResult:
    """The end of the game: lists by seat (by match seat in a match) except `ranking`.

    Attributes:
        ranking (list[int]): The seats ordered by total, highest first.
        ranks (list[int]): Competition rank of each seat, by seat (1 plus the number of higher totals).
        scores (list[int]): Final total of each seat, by seat.
        winners (list[int]): The seats with the highest total.
    """

    ranking: list[int]
    ranks: list[int]
    scores: list[int]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        ranking = self.ranking

        ranks = self.ranks

        scores = self.scores

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ranking": ranking,
                "ranks": ranks,
                "scores": scores,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ranking = cast(list[int], d.pop("ranking"))

        ranks = cast(list[int], d.pop("ranks"))

        scores = cast(list[int], d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        bombs_result = cls(
            ranking=ranking,
            ranks=ranks,
            scores=scores,
            winners=winners,
        )

        return bombs_result
