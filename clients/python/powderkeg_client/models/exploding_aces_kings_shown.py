from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesKingsShown")


@_attrs_define
class ExplodingAcesKingsShown:
    """
    Attributes:
        seat (int):
        shown (list[list[int | str]]):
    """

    seat: int
    shown: list[list[int | str]]

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        shown = []
        for shown_item_data in self.shown:
            shown_item = []
            for shown_item_item_data in shown_item_data:
                shown_item_item: int | str
                shown_item_item = shown_item_item_data
                shown_item.append(shown_item_item)

            shown.append(shown_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "shown": shown,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        shown = []
        _shown = d.pop("shown")
        for shown_item_data in _shown:
            shown_item = []
            _shown_item = shown_item_data
            for shown_item_item_data in _shown_item:

                def _parse_shown_item_item(data: object) -> int | str:
                    return cast(int | str, data)

                shown_item_item = _parse_shown_item_item(shown_item_item_data)

                shown_item.append(shown_item_item)

            shown.append(shown_item)

        exploding_aces_kings_shown = cls(
            seat=seat,
            shown=shown,
        )

        return exploding_aces_kings_shown
