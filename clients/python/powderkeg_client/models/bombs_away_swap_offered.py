from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsAwaySwapOffered")


@_attrs_define
class BombsAwaySwapOffered:
    """
    Attributes:
        seat (int):
        target (int):
        seat_sees (list[str] | None): Null while the series runs for a viewer who may not see it (`seat_sees_count` is
            then given).
        target_sees (list[str] | None): Null while the series runs for a viewer who may not see it (`target_sees_count`
            is then given).
        seat_sees_count (int | Unset): The number of cards in `seat_sees` (1 for a single card); only when it is hidden.
        target_sees_count (int | Unset): The number of cards in `target_sees` (1 for a single card); only when it is
            hidden.
    """

    seat: int
    target: int
    seat_sees: list[str] | None
    target_sees: list[str] | None
    seat_sees_count: int | Unset = UNSET
    target_sees_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        target = self.target

        seat_sees: list[str] | None
        if isinstance(self.seat_sees, list):
            seat_sees = self.seat_sees

        else:
            seat_sees = self.seat_sees

        target_sees: list[str] | None
        if isinstance(self.target_sees, list):
            target_sees = self.target_sees

        else:
            target_sees = self.target_sees

        seat_sees_count = self.seat_sees_count

        target_sees_count = self.target_sees_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "target": target,
                "seat_sees": seat_sees,
                "target_sees": target_sees,
            }
        )
        if seat_sees_count is not UNSET:
            field_dict["seat_sees_count"] = seat_sees_count
        if target_sees_count is not UNSET:
            field_dict["target_sees_count"] = target_sees_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        target = d.pop("target")

        def _parse_seat_sees(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                seat_sees_type_0 = cast(list[str], data)

                return seat_sees_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        seat_sees = _parse_seat_sees(d.pop("seat_sees"))

        def _parse_target_sees(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                target_sees_type_0 = cast(list[str], data)

                return target_sees_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        target_sees = _parse_target_sees(d.pop("target_sees"))

        seat_sees_count = d.pop("seat_sees_count", UNSET)

        target_sees_count = d.pop("target_sees_count", UNSET)

        bombs_away_swap_offered = cls(
            seat=seat,
            target=target,
            seat_sees=seat_sees,
            target_sees=target_sees,
            seat_sees_count=seat_sees_count,
            target_sees_count=target_sees_count,
        )

        return bombs_away_swap_offered
