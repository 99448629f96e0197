from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsAwayTensReturned")


@_attrs_define
class BombsAwayTensReturned:
    """
    Attributes:
        seat (int):
        kept (None | str): Null while the series runs for a viewer who may not see it (`kept_count` is then given).
        returned (list[str] | None): Null while the series runs for a viewer who may not see it (`returned_count` is
            then given).
        deck (list[str] | None): Null while the series runs for a viewer who may not see it (`deck_count` is then
            given).
        timeout (bool):
        deck_count (int | Unset): The number of cards in `deck` (1 for a single card); only when it is hidden.
        kept_count (int | Unset): The number of cards in `kept` (1 for a single card); only when it is hidden.
        returned_count (int | Unset): The number of cards in `returned` (1 for a single card); only when it is hidden.
    """

    seat: int
    kept: None | str
    returned: list[str] | None
    deck: list[str] | None
    timeout: bool
    deck_count: int | Unset = UNSET
    kept_count: int | Unset = UNSET
    returned_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kept: None | str
        kept = self.kept

        returned: list[str] | None
        if isinstance(self.returned, list):
            returned = self.returned

        else:
            returned = self.returned

        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        timeout = self.timeout

        deck_count = self.deck_count

        kept_count = self.kept_count

        returned_count = self.returned_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "kept": kept,
                "returned": returned,
                "deck": deck,
                "timeout": timeout,
            }
        )
        if deck_count is not UNSET:
            field_dict["deck_count"] = deck_count
        if kept_count is not UNSET:
            field_dict["kept_count"] = kept_count
        if returned_count is not UNSET:
            field_dict["returned_count"] = returned_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_kept(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kept = _parse_kept(d.pop("kept"))

        def _parse_returned(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                returned_type_0 = cast(list[str], data)

                return returned_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        returned = _parse_returned(d.pop("returned"))

        def _parse_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        deck = _parse_deck(d.pop("deck"))

        timeout = d.pop("timeout")

        deck_count = d.pop("deck_count", UNSET)

        kept_count = d.pop("kept_count", UNSET)

        returned_count = d.pop("returned_count", UNSET)

        bombs_away_tens_returned = cls(
            seat=seat,
            kept=kept,
            returned=returned,
            deck=deck,
            timeout=timeout,
            deck_count=deck_count,
            kept_count=kept_count,
            returned_count=returned_count,
        )

        return bombs_away_tens_returned
