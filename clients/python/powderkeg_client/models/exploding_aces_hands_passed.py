from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesHandsPassed")


@_attrs_define
class ExplodingAcesHandsPassed:
    """
    Attributes:
        passes (list[list[int | list[str] | None] | list[int | list[str]]]):
    """

    passes: list[list[int | list[str] | None] | list[int | list[str]]]

    def to_dict(self) -> dict[str, Any]:
        passes = []
        for passes_item_data in self.passes:
            passes_item: list[int | list[str] | None] | list[int | list[str]]
            if isinstance(passes_item_data, list):
                passes_item = []
                for passes_item_type_0_item_data in passes_item_data:
                    passes_item_type_0_item: int | list[str] | None
                    if isinstance(passes_item_type_0_item_data, list):
                        passes_item_type_0_item = passes_item_type_0_item_data

                    else:
                        passes_item_type_0_item = passes_item_type_0_item_data
                    passes_item.append(passes_item_type_0_item)

            else:
                passes_item = []
                for passes_item_type_1_item_data in passes_item_data:
                    passes_item_type_1_item: int | list[str]
                    if isinstance(passes_item_type_1_item_data, list):
                        passes_item_type_1_item = passes_item_type_1_item_data

                    else:
                        passes_item_type_1_item = passes_item_type_1_item_data
                    passes_item.append(passes_item_type_1_item)

            passes.append(passes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "passes": passes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        passes = []
        _passes = d.pop("passes")
        for passes_item_data in _passes:

            def _parse_passes_item(data: object) -> list[int | list[str] | None] | list[int | list[str]]:
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    passes_item_type_0 = []
                    _passes_item_type_0 = data
                    for passes_item_type_0_item_data in _passes_item_type_0:

                        def _parse_passes_item_type_0_item(data: object) -> int | list[str] | None:
                            if data is None:
                                return data
                            try:
                                if not isinstance(data, list):
                                    raise TypeError()
                                passes_item_type_0_item_type_2_type_0 = cast(list[str], data)

                                return passes_item_type_0_item_type_2_type_0
                            except (TypeError, ValueError, AttributeError, KeyError):
                                pass
                            return cast(int | list[str] | None, data)

                        passes_item_type_0_item = _parse_passes_item_type_0_item(passes_item_type_0_item_data)

                        passes_item_type_0.append(passes_item_type_0_item)

                    return passes_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, list):
                    raise TypeError()
                passes_item_type_1 = []
                _passes_item_type_1 = data
                for passes_item_type_1_item_data in _passes_item_type_1:

                    def _parse_passes_item_type_1_item(data: object) -> int | list[str]:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            passes_item_type_1_item_type_2 = cast(list[str], data)

                            return passes_item_type_1_item_type_2
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | list[str], data)

                    passes_item_type_1_item = _parse_passes_item_type_1_item(passes_item_type_1_item_data)

                    passes_item_type_1.append(passes_item_type_1_item)

                return passes_item_type_1

            passes_item = _parse_passes_item(passes_item_data)

            passes.append(passes_item)

        exploding_aces_hands_passed = cls(
            passes=passes,
        )

        return exploding_aces_hands_passed
