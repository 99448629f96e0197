from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExplodingAcesExchanged")


@_attrs_define
class ExplodingAcesExchanged:
    """
    Attributes:
        seat (int):
        target (int):
        gave (list[str] | None): While the game runs, shown to the two seats only (null for the others).
        got (list[str] | None): While the game runs, shown to the two seats only (null for the others).
        gave_count (int | Unset): How many cards `gave` holds; present only where it is null.
        got_count (int | Unset): How many cards `got` holds; present only where it is null.
    """

    seat: int
    target: int
    gave: list[str] | None
    got: list[str] | None
    gave_count: int | Unset = UNSET
    got_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        target = self.target

        gave: list[str] | None
        if isinstance(self.gave, list):
            gave = self.gave

        else:
            gave = self.gave

        got: list[str] | None
        if isinstance(self.got, list):
            got = self.got

        else:
            got = self.got

        gave_count = self.gave_count

        got_count = self.got_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "target": target,
                "gave": gave,
                "got": got,
            }
        )
        if gave_count is not UNSET:
            field_dict["gave_count"] = gave_count
        if got_count is not UNSET:
            field_dict["got_count"] = got_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        target = d.pop("target")

        def _parse_gave(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                gave_type_0 = cast(list[str], data)

                return gave_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        gave = _parse_gave(d.pop("gave"))

        def _parse_got(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                got_type_0 = cast(list[str], data)

                return got_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        got = _parse_got(d.pop("got"))

        gave_count = d.pop("gave_count", UNSET)

        got_count = d.pop("got_count", UNSET)

        exploding_aces_exchanged = cls(
            seat=seat,
            target=target,
            gave=gave,
            got=got,
            gave_count=gave_count,
            got_count=got_count,
        )

        return exploding_aces_exchanged
