from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsDealerDrawn")


@_attrs_define
class BombsDealerDrawn:
    """
    Attributes:
        draws (list[list[list[int | str]]]):
        dealer (int):
    """

    draws: list[list[list[int | str]]]
    dealer: int

    def to_dict(self) -> dict[str, Any]:
        draws = []
        for draws_item_data in self.draws:
            draws_item = []
            for draws_item_item_data in draws_item_data:
                draws_item_item = []
                for draws_item_item_item_data in draws_item_item_data:
                    draws_item_item_item: int | str
                    draws_item_item_item = draws_item_item_item_data
                    draws_item_item.append(draws_item_item_item)

                draws_item.append(draws_item_item)

            draws.append(draws_item)

        dealer = self.dealer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "draws": draws,
                "dealer": dealer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draws = []
        _draws = d.pop("draws")
        for draws_item_data in _draws:
            draws_item = []
            _draws_item = draws_item_data
            for draws_item_item_data in _draws_item:
                draws_item_item = []
                _draws_item_item = draws_item_item_data
                for draws_item_item_item_data in _draws_item_item:

                    def _parse_draws_item_item_item(data: object) -> int | str:
                        return cast(int | str, data)

                    draws_item_item_item = _parse_draws_item_item_item(draws_item_item_item_data)

                    draws_item_item.append(draws_item_item_item)

                draws_item.append(draws_item_item)

            draws.append(draws_item)

        dealer = d.pop("dealer")

        bombs_dealer_drawn = cls(
            draws=draws,
            dealer=dealer,
        )

        return bombs_dealer_drawn
