from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.readiness_status import ReadinessStatus

T = TypeVar("T", bound="Readiness")


@_attrs_define
class Readiness:
    """Whether Redis answers, so that requests can be served.

    Attributes:
        status (ReadinessStatus):
        redis (bool): Redis answered a PING.
    """

    status: ReadinessStatus
    redis: bool

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        redis = self.redis

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "redis": redis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = ReadinessStatus(d.pop("status"))

        redis = d.pop("redis")

        readiness = cls(
            status=status,
            redis=redis,
        )

        return readiness
