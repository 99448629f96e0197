from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsSeatTaken")


@_attrs_define
class BombsSeatTaken:
    """
    Attributes:
        seat (int):
        name (str):
        bot (bool):
        scores (list[int]):
    """

    seat: int
    name: str
    bot: bool
    scores: list[int]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        bot = self.bot

        scores = self.scores

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "bot": bot,
                "scores": scores,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        bot = d.pop("bot")

        scores = cast(list[int], d.pop("scores"))

        bombs_seat_taken = cls(
            seat=seat,
            name=name,
            bot=bot,
            scores=scores,
        )

        return bombs_seat_taken
