from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesAllowed")


@_attrs_define
class ExplodingAcesAllowed:
    """
    Attributes:
        seat (int):
        timeout (bool):
    """

    seat: int
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        timeout = d.pop("timeout")

        exploding_aces_allowed = cls(
            seat=seat,
            timeout=timeout,
        )

        return exploding_aces_allowed
