from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.seat_resigned import SeatResigned


T = TypeVar("T", bound="ExplodingAcesSeatResignedEvent")


@_attrs_define
class ExplodingAcesSeatResignedEvent:
    """One event of the log: `seat` is null for the system (a timer that fired).

    Attributes:
        version (int):
        type_ (Literal['SeatResigned']):
        at (datetime.datetime):
        seat (int | None): The acting seat; null for the system (a timer).
        data (SeatResigned): `SeatResigned`: the person left the game; a bot plays the seat to the end and it places
            last.
    """

    version: int
    type_: Literal["SeatResigned"]
    at: datetime.datetime
    seat: int | None
    data: SeatResigned

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
        from ..models.seat_resigned import SeatResigned  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        type_ = cast(Literal["SeatResigned"], d.pop("type"))
        if type_ != "SeatResigned":
            raise ValueError(f"type must match const 'SeatResigned', got '{type_}'")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = SeatResigned.from_dict(d.pop("data"))

        exploding_aces_seat_resigned_event = cls(
            version=version,
            type_=type_,
            at=at,
            seat=seat,
            data=data,
        )

        return exploding_aces_seat_resigned_event
