from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesNinePlayed")


@_attrs_define
class ExplodingAcesNinePlayed:
    """
    Attributes:
        seat (int):
        card (str):
        cancel (None | str):
    """

    seat: int
    card: str
    cancel: None | str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        cancel: None | str
        cancel = self.cancel

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "cancel": cancel,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

        def _parse_cancel(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cancel = _parse_cancel(d.pop("cancel"))

        exploding_aces_nine_played = cls(
            seat=seat,
            card=card,
            cancel=cancel,
        )

        return exploding_aces_nine_played
