from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.bombs_away_ace_kept import BombsAwayAceKept


T = TypeVar("T", bound="BombsAwayAceKeptEvent")


@_attrs_define
class BombsAwayAceKeptEvent:
    """One event of the log: `seat` is null for the system (a timer that fired).

    Attributes:
        version (int):
        type_ (Literal['AceKept']):
        at (datetime.datetime):
        seat (int | None): The acting seat; null for the system (a timer).
        data (BombsAwayAceKept):
    """

    version: int
    type_: Literal["AceKept"]
    at: datetime.datetime
    seat: int | None
    data: BombsAwayAceKept

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
        from ..models.bombs_away_ace_kept import BombsAwayAceKept  # noqa: PLC0415

        d = dict(src_dict)
        version = d.pop("version")

        type_ = cast(Literal["AceKept"], d.pop("type"))
        if type_ != "AceKept":
            raise ValueError(f"type must match const 'AceKept', got '{type_}'")

        at = datetime.datetime.fromisoformat(d.pop("at"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        data = BombsAwayAceKept.from_dict(d.pop("data"))

        bombs_away_ace_kept_event = cls(
            version=version,
            type_=type_,
            at=at,
            seat=seat,
            data=data,
        )

        return bombs_away_ace_kept_event
