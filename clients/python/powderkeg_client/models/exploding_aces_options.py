from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.exploding_aces_options_nine_prompt import ExplodingAcesOptionsNinePrompt

T = TypeVar("T", bound="ExplodingAcesOptions")


@_attrs_define
class ExplodingAcesOptions:
    """
    Attributes:
        window_ms (int): length of each out-of-turn window in milliseconds: the Nine window (after a play or a Six
            block) and the Six's block window (then the exchange is allowed); 0 opens no window, so no Nine can be played
            and no Six blocked
        turn_clock_ms (int | None): time a seat has for a decision it owes (its turn, a card to give or keep); on expiry
            the default of docs/rules.md §0 is applied; null for no clock
        decks (int | None): number of 52-card packs; null for auto: one for 2-6 players, two for 7-12 (A1)
        nine_prompt (ExplodingAcesOptionsNinePrompt): who a Nine window waits for: 'everyone' eligible (reveals
            nothing), or only 'holders' of a Nine (faster, but an unopened window tells the table nobody eligible holds a
            Nine) (A7)
    """

    window_ms: int
    turn_clock_ms: int | None
    decks: int | None
    nine_prompt: ExplodingAcesOptionsNinePrompt

    def to_dict(self) -> dict[str, Any]:
        window_ms = self.window_ms

        turn_clock_ms: int | None
        turn_clock_ms = self.turn_clock_ms

        decks: int | None
        decks = self.decks

        nine_prompt = self.nine_prompt.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "window_ms": window_ms,
                "turn_clock_ms": turn_clock_ms,
                "decks": decks,
                "nine_prompt": nine_prompt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        window_ms = d.pop("window_ms")

        def _parse_turn_clock_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_clock_ms = _parse_turn_clock_ms(d.pop("turn_clock_ms"))

        def _parse_decks(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        decks = _parse_decks(d.pop("decks"))

        nine_prompt = ExplodingAcesOptionsNinePrompt(d.pop("nine_prompt"))

        exploding_aces_options = cls(
            window_ms=window_ms,
            turn_clock_ms=turn_clock_ms,
            decks=decks,
            nine_prompt=nine_prompt,
        )

        return exploding_aces_options
