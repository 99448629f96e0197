from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_away_pile_card_became_type_1 import BombsAwayPileCardBecameType1
from ..models.bombs_away_pile_card_became_type_2_type_1 import BombsAwayPileCardBecameType2Type1
from ..models.bombs_away_pile_card_became_type_3_type_1 import BombsAwayPileCardBecameType3Type1

T = TypeVar("T", bound="BombsAwayPileCard")


@_attrs_define
class BombsAwayPileCard:
    """A card on the pile and what it acted as.

    Attributes:
        card (str):
        became (BombsAwayPileCardBecameType1 | BombsAwayPileCardBecameType2Type1 | BombsAwayPileCardBecameType3Type1 |
            None): The rank the card acted as (a 6 copies, a Joker is declared); null for a 6 that copied nothing.
        value (int): Its value: A 1, 2 to 9 their number, 10 to K 10.
    """

    card: str
    became: BombsAwayPileCardBecameType1 | BombsAwayPileCardBecameType2Type1 | BombsAwayPileCardBecameType3Type1 | None
    value: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        became: None | str
        if isinstance(self.became, BombsAwayPileCardBecameType1):
            became = self.became.value
        elif isinstance(self.became, BombsAwayPileCardBecameType2Type1):
            became = self.became.value
        elif isinstance(self.became, BombsAwayPileCardBecameType3Type1):
            became = self.became.value
        else:
            became = self.became

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "became": became,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        def _parse_became(
            data: object,
        ) -> (
            BombsAwayPileCardBecameType1 | BombsAwayPileCardBecameType2Type1 | BombsAwayPileCardBecameType3Type1 | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                became_type_1 = BombsAwayPileCardBecameType1(data)

                return became_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                became_type_2_type_1 = BombsAwayPileCardBecameType2Type1(data)

                return became_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                became_type_3_type_1 = BombsAwayPileCardBecameType3Type1(data)

                return became_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                BombsAwayPileCardBecameType1
                | BombsAwayPileCardBecameType2Type1
                | BombsAwayPileCardBecameType3Type1
                | None,
                data,
            )

        became = _parse_became(d.pop("became"))

        value = d.pop("value")

        bombs_away_pile_card = cls(
            card=card,
            became=became,
            value=value,
        )

        return bombs_away_pile_card
