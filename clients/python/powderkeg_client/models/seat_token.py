from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatToken")


@_attrs_define
class SeatToken:
    """The secret token of one human seat, shown once, at creation.

    Attributes:
        seat (int):
        name (str):
        token (str): Secret: send it as `Authorization: Bearer <token>`.
    """

    seat: int
    name: str
    token: str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name = self.name

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        name = d.pop("name")

        token = d.pop("token")

        seat_token = cls(
            seat=seat,
            name=name,
            token=token,
        )

        return seat_token
