from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesReplaySkipped")


@_attrs_define
class ExplodingAcesReplaySkipped:
    """
    Attributes:
        seat (int):
        discarded (list[str]):
    """

    seat: int
    discarded: list[str]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        discarded = self.discarded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "discarded": discarded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        discarded = cast(list[str], d.pop("discarded"))

        exploding_aces_replay_skipped = cls(
            seat=seat,
            discarded=discarded,
        )

        return exploding_aces_replay_skipped
