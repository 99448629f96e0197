from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesEffectEnded")


@_attrs_define
class ExplodingAcesEffectEnded:
    """
    Attributes:
        seat (int):
        then (str):
    """

    seat: int
    then: str

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

        then = d.pop("then")

        exploding_aces_effect_ended = cls(
            seat=seat,
            then=then,
        )

        return exploding_aces_effect_ended
