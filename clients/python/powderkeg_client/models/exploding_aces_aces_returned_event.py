from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.exploding_aces_aces_returned import ExplodingAcesAcesReturned


T = TypeVar("T", bound="ExplodingAcesAcesReturnedEvent")


@_attrs_define
class ExplodingAcesAcesReturnedEvent:
    """One event of the log: `seat` is null for the system (a timer that fired).

    Attributes:
        version (int):
        type_ (Literal['AcesReturned']):
        at (datetime.datetime):
        seat (int | None): The acting seat; null for the system (a timer).
        data (ExplodingAcesAcesReturned):
    """

    version: int
    type_: Literal["AcesReturned"]
    at: datetime.datetime
    seat: int | None
    data: ExplodingAcesAcesReturned

    def to_dict(self) -> dict[str, Any]:
        version = self.version

        type_ = self.type_

        at = self.at.isoformat()

        seat: int | None
        seat = self.seat

        data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "version": version,
                "type": type_,
                "at": at,
                "seat": seat,
                "data": data,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.exploding_aces_aces_returned import ExplodingAcesAcesReturned  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        type_ = cast(Literal["AcesReturned"], d.pop("type"))
        if type_ != "AcesReturned":
            raise ValueError(f"type must match const 'AcesReturned', got '{type_}'")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = ExplodingAcesAcesReturned.from_dict(d.pop("data"))

        exploding_aces_aces_returned_event = cls(
            version=version,
            type_=type_,
            at=at,
            seat=seat,
            data=data,
        )

        return exploding_aces_aces_returned_event
