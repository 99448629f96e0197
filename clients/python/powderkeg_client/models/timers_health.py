from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TimersHealth")


@_attrs_define
class TimersHealth:
    """Whether a worker's deadline sweeper beat lately (`heartbeat_age_s` is null before any beat).

    Attributes:
        processing (bool): The newest worker heartbeat is at most `POWDERKEG_TIMERS_MAX_AGE_S` old.
        heartbeat_age_s (float | None): Seconds since the newest heartbeat of any worker; null before any has beaten.
    """

    processing: bool
    heartbeat_age_s: float | None

    def to_dict(self) -> dict[str, Any]:
        processing = self.processing

        heartbeat_age_s: float | None
        heartbeat_age_s = self.heartbeat_age_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "processing": processing,
                "heartbeat_age_s": heartbeat_age_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        processing = d.pop("processing")

        def _parse_heartbeat_age_s(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        heartbeat_age_s = _parse_heartbeat_age_s(d.pop("heartbeat_age_s"))

        timers_health = cls(
            processing=processing,
            heartbeat_age_s=heartbeat_age_s,
        )

        return timers_health
