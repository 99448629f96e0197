from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_away_turn_skipped_role import BombsAwayTurnSkippedRole

T = TypeVar("T", bound="BombsAwayTurnSkipped")


@_attrs_define
class BombsAwayTurnSkipped:
    """
    Attributes:
        seat (int):
        role (BombsAwayTurnSkippedRole): `fresh` for a fresh play, `closing` for a damager's closing card (§4.7).
        answers (int | None):
    """

    seat: int
    role: BombsAwayTurnSkippedRole
    answers: int | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        role = self.role.value

        answers: int | None
        answers = self.answers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "role": role,
                "answers": answers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        role = BombsAwayTurnSkippedRole(d.pop("role"))

        def _parse_answers(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        answers = _parse_answers(d.pop("answers"))

        bombs_away_turn_skipped = cls(
            seat=seat,
            role=role,
            answers=answers,
        )

        return bombs_away_turn_skipped
