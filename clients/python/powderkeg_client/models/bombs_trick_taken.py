from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.bombs_trick_taken_reason import BombsTrickTakenReason

T = TypeVar("T", bound="BombsTrickTaken")


@_attrs_define
class BombsTrickTaken:
    """
    Attributes:
        seat (int):
        leader (int):
        reason (BombsTrickTakenReason): `passed` (no last call), `waived` (every seat waived), `expired` (the last call
            ran out) or `super-bomb` (B4).
    """

    seat: int
    leader: int
    reason: BombsTrickTakenReason

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        leader = self.leader

        reason = self.reason.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "leader": leader,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        leader = d.pop("leader")

        reason = BombsTrickTakenReason(d.pop("reason"))

        bombs_trick_taken = cls(
            seat=seat,
            leader=leader,
            reason=reason,
        )

        return bombs_trick_taken
