from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesGameStarted")


@_attrs_define
class ExplodingAcesGameStarted:
    """
    Attributes:
        names (list[str]):
        bots (list[bool]):
        window_ms (int):
        turn_clock_ms (int | None):
        decks (int):
        nine_prompt (str):
        recycle_quota (int):
        rules (int):
    """

    names: list[str]
    bots: list[bool]
    window_ms: int
    turn_clock_ms: int | None
    decks: int
    nine_prompt: str
    recycle_quota: int
    rules: int

    def to_dict(self) -> dict[str, Any]:
        names = self.names

        bots = self.bots

        window_ms = self.window_ms

        turn_clock_ms: int | None
        turn_clock_ms = self.turn_clock_ms

        decks = self.decks

        nine_prompt = self.nine_prompt

        recycle_quota = self.recycle_quota

        rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "names": names,
                "bots": bots,
                "window_ms": window_ms,
                "turn_clock_ms": turn_clock_ms,
                "decks": decks,
                "nine_prompt": nine_prompt,
                "recycle_quota": recycle_quota,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        names = cast(list[str], d.pop("names"))

        bots = cast(list[bool], d.pop("bots"))

        window_ms = d.pop("window_ms")

        def _parse_turn_clock_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_clock_ms = _parse_turn_clock_ms(d.pop("turn_clock_ms"))

        decks = d.pop("decks")

        nine_prompt = d.pop("nine_prompt")

        recycle_quota = d.pop("recycle_quota")

        rules = d.pop("rules")

        exploding_aces_game_started = cls(
            names=names,
            bots=bots,
            window_ms=window_ms,
            turn_clock_ms=turn_clock_ms,
            decks=decks,
            nine_prompt=nine_prompt,
            recycle_quota=recycle_quota,
            rules=rules,
        )

        return exploding_aces_game_started
