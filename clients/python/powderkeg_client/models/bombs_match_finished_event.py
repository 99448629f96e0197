from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.bombs_match_finished import BombsMatchFinished


T = TypeVar("T", bound="BombsMatchFinishedEvent")


@_attrs_define
class BombsMatchFinishedEvent:
    """One event of the log: `seat` is null for the system (a timer that fired).

    Attributes:
        version (int):
        type_ (Literal['MatchFinished']):
        at (datetime.datetime):
        seat (int | None): The acting seat; null for the system (a timer).
        data (BombsMatchFinished):
    """

    version: int
    type_: Literal["MatchFinished"]
    at: datetime.datetime
    seat: int | None
    data: BombsMatchFinished

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
        from ..models.bombs_match_finished import BombsMatchFinished  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        type_ = cast(Literal["MatchFinished"], d.pop("type"))
        if type_ != "MatchFinished":
            raise ValueError(f"type must match const 'MatchFinished', got '{type_}'")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = BombsMatchFinished.from_dict(d.pop("data"))

        bombs_match_finished_event = cls(
            version=version,
            type_=type_,
            at=at,
            seat=seat,
            data=data,
        )

        return bombs_match_finished_event
