from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayTenChoiceOwed")


@_attrs_define
class BombsAwayTenChoiceOwed:
    """
    Attributes:
        seat (int):
        then (list[int]):
    """

    seat: int
    then: list[int]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        then = self.then

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "then": then,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        then = cast(list[int], d.pop("then"))

        bombs_away_ten_choice_owed = cls(
            seat=seat,
            then=then,
        )

        return bombs_away_ten_choice_owed
