from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.liveness_status import LivenessStatus

T = TypeVar("T", bound="Liveness")


@_attrs_define
class Liveness:
    """The API process answers.

    Attributes:
        status (LivenessStatus):
    """

    status: LivenessStatus

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = LivenessStatus(d.pop("status"))

        liveness = cls(
            status=status,
        )

        return liveness
