from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JoinRequest")


@_attrs_define
class JoinRequest:
    """The body of POST /v1/games/{id}/join.

    Attributes:
        name (str | Unset): The name to sit under; leave it out when the request carries a player key (`Authorization:
            Bearer <player key>`): that player takes the seat.
        seat (int | Unset): The seat to take; default: the first open one.
    """

    name: str | Unset = UNSET
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        seat = d.pop("seat", UNSET)

        join_request = cls(
            name=name,
            seat=seat,
        )

        return join_request
