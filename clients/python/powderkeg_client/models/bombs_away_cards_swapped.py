from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsAwayCardsSwapped")


@_attrs_define
class BombsAwayCardsSwapped:
    """
    Attributes:
        seat (int):
        target (int):
        given (None | str): Null while the series runs for a viewer who may not see it (`given_count` is then given).
        taken (None | str): Null while the series runs for a viewer who may not see it (`taken_count` is then given).
        given_count (int | Unset): The number of cards in `given` (1 for a single card); only when it is hidden.
        taken_count (int | Unset): The number of cards in `taken` (1 for a single card); only when it is hidden.
    """

    seat: int
    target: int
    given: None | str
    taken: None | str
    given_count: int | Unset = UNSET
    taken_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        target = self.target

        given: None | str
        given = self.given

        taken: None | str
        taken = self.taken

        given_count = self.given_count

        taken_count = self.taken_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "target": target,
                "given": given,
                "taken": taken,
            }
        )
        if given_count is not UNSET:
            field_dict["given_count"] = given_count
        if taken_count is not UNSET:
            field_dict["taken_count"] = taken_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        target = d.pop("target")

        def _parse_given(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        given = _parse_given(d.pop("given"))

        def _parse_taken(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        taken = _parse_taken(d.pop("taken"))

        given_count = d.pop("given_count", UNSET)

        taken_count = d.pop("taken_count", UNSET)

        bombs_away_cards_swapped = cls(
            seat=seat,
            target=target,
            given=given,
            taken=taken,
            given_count=given_count,
            taken_count=taken_count,
        )

        return bombs_away_cards_swapped
