from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.haggis_options_card_points import HaggisOptionsCardPoints

T = TypeVar("T", bound="HaggisOptions")


@_attrs_define
class HaggisOptions:
    """
    Attributes:
        target (int): the total that ends the game (§3.8): 250 for the short game or 350 for the long one
        card_points (HaggisOptionsCardPoints): card points of captured cards (§3.7): classic (3/5/7/9 = 1, J 2, Q 3, K
            5) or per_card (1 point a card)
        first_out_bonus_3p (bool): with 3 players, +5 to the first player out each round (H10, the German rulebook)
        turn_clock_ms (int | None): time each seat has for its turn; on expiry it passes, or leads its lowest single
            (docs/rules.md §0); null for no clock
    """

    target: int
    card_points: HaggisOptionsCardPoints
    first_out_bonus_3p: bool
    turn_clock_ms: int | None

    def to_dict(self) -> dict[str, Any]:
        target = self.target

        card_points = self.card_points.value

        first_out_bonus_3p = self.first_out_bonus_3p

        turn_clock_ms: int | None
        turn_clock_ms = self.turn_clock_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "target": target,
                "card_points": card_points,
                "first_out_bonus_3p": first_out_bonus_3p,
                "turn_clock_ms": turn_clock_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        target = d.pop("target")

        card_points = HaggisOptionsCardPoints(d.pop("card_points"))

        first_out_bonus_3p = d.pop("first_out_bonus_3p")

        def _parse_turn_clock_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_clock_ms = _parse_turn_clock_ms(d.pop("turn_clock_ms"))

        haggis_options = cls(
            target=target,
            card_points=card_points,
            first_out_bonus_3p=first_out_bonus_3p,
            turn_clock_ms=turn_clock_ms,
        )

        return haggis_options
