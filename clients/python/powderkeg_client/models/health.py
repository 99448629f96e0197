from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.health_status import HealthStatus

if TYPE_CHECKING:
    from ..models.timers_health import TimersHealth


T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """Redis and the timers: `degraded` when Redis answers but no worker processes timers.

    Attributes:
        status (HealthStatus): `ok`: Redis answers and timers are processed; `degraded`: Redis answers, timers are not.
        redis (bool): Redis answered.
        timers (TimersHealth): Whether a worker's deadline sweeper beat lately (`heartbeat_age_s` is null before any
            beat).
    """

    status: HealthStatus
    redis: bool
    timers: TimersHealth

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        redis = self.redis

        timers = self.timers.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "redis": redis,
                "timers": timers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.timers_health import TimersHealth  # noqa: PLC0415

        d = dict(src_dict)
        status = HealthStatus(d.pop("status"))

        redis = d.pop("redis")

        timers = TimersHealth.from_dict(d.pop("timers"))

        health = cls(
            status=status,
            redis=redis,
            timers=timers,
        )

        return health
