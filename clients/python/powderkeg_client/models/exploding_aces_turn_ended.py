from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesTurnEnded")


@_attrs_define
class ExplodingAcesTurnEnded:
    """
    Attributes:
        seat (int):
        next_ (int):
        reason (str):
        queen (int):
        timeout (bool):
    """

    seat: int
    next_: int
    reason: str
    queen: int
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        next_ = self.next_

        reason = self.reason

        queen = self.queen

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "next": next_,
                "reason": reason,
                "queen": queen,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        next_ = d.pop("next")

        reason = d.pop("reason")

        queen = d.pop("queen")

        timeout = d.pop("timeout")

        exploding_aces_turn_ended = cls(
            seat=seat,
            next_=next_,
            reason=reason,
            queen=queen,
            timeout=timeout,
        )

        return exploding_aces_turn_ended
