from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesKept")


@_attrs_define
class ExplodingAcesKept:
    """
    Attributes:
        seat (int):
        card (None | str): While the game runs, shown to the seat that kept it only (null for the others).
        timeout (bool):
    """

    seat: int
    card: None | str
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card: None | str
        card = self.card

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        timeout = d.pop("timeout")

        exploding_aces_kept = cls(
            seat=seat,
            card=card,
            timeout=timeout,
        )

        return exploding_aces_kept
