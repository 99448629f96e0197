from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesHandsReturned")


@_attrs_define
class ExplodingAcesHandsReturned:
    """
    Attributes:
        returns (list[list[int | list[str] | None] | list[int | list[str]]]):
        deck (int | list[str]): The deck: while the game runs only its size, once it is finished its cards, top first.
    """

    returns: list[list[int | list[str] | None] | list[int | list[str]]]
    deck: int | list[str]

    def to_dict(self) -> dict[str, Any]:
        returns = []
        for returns_item_data in self.returns:
            returns_item: list[int | list[str] | None] | list[int | list[str]]
            if isinstance(returns_item_data, list):
                returns_item = []
                for returns_item_type_0_item_data in returns_item_data:
                    returns_item_type_0_item: int | list[str] | None
                    if isinstance(returns_item_type_0_item_data, list):
                        returns_item_type_0_item = returns_item_type_0_item_data

                    else:
                        returns_item_type_0_item = returns_item_type_0_item_data
                    returns_item.append(returns_item_type_0_item)

            else:
                returns_item = []
                for returns_item_type_1_item_data in returns_item_data:
                    returns_item_type_1_item: int | list[str]
                    if isinstance(returns_item_type_1_item_data, list):
                        returns_item_type_1_item = returns_item_type_1_item_data

                    else:
                        returns_item_type_1_item = returns_item_type_1_item_data
                    returns_item.append(returns_item_type_1_item)

            returns.append(returns_item)

        deck: int | list[str]
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "returns": returns,
                "deck": deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        returns = []
        _returns = d.pop("returns")
        for returns_item_data in _returns:

            def _parse_returns_item(data: object) -> list[int | list[str] | None] | list[int | list[str]]:
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    returns_item_type_0 = []
                    _returns_item_type_0 = data
                    for returns_item_type_0_item_data in _returns_item_type_0:

                        def _parse_returns_item_type_0_item(data: object) -> int | list[str] | None:
                            if data is None:
                                return data
                            try:
                                if not isinstance(data, list):
                                    raise TypeError()
                                returns_item_type_0_item_type_1_type_0 = cast(list[str], data)

                                return returns_item_type_0_item_type_1_type_0
                            except (TypeError, ValueError, AttributeError, KeyError):
                                pass
                            return cast(int | list[str] | None, data)

                        returns_item_type_0_item = _parse_returns_item_type_0_item(returns_item_type_0_item_data)

                        returns_item_type_0.append(returns_item_type_0_item)

                    return returns_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, list):
                    raise TypeError()
                returns_item_type_1 = []
                _returns_item_type_1 = data
                for returns_item_type_1_item_data in _returns_item_type_1:

                    def _parse_returns_item_type_1_item(data: object) -> int | list[str]:
                        try:
                            if not isinstance(data, list):
                                raise TypeError()
                            returns_item_type_1_item_type_1 = cast(list[str], data)

                            return returns_item_type_1_item_type_1
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        return cast(int | list[str], data)

                    returns_item_type_1_item = _parse_returns_item_type_1_item(returns_item_type_1_item_data)

                    returns_item_type_1.append(returns_item_type_1_item)

                return returns_item_type_1

            returns_item = _parse_returns_item(returns_item_data)

            returns.append(returns_item)

        def _parse_deck(data: object) -> int | list[str]:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_1 = cast(list[str], data)

                return deck_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | list[str], data)

        deck = _parse_deck(d.pop("deck"))

        exploding_aces_hands_returned = cls(
            returns=returns,
            deck=deck,
        )

        return exploding_aces_hands_returned
