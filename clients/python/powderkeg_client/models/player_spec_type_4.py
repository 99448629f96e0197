from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerSpecType4")


@_attrs_define
class PlayerSpecType4:
    """
    Attributes:
        bot (Literal['search']):
        think_ms (int): With `"bot": "search"` only: how long the bot thinks per decision (ms), in the worker that plays
            its turn. Default 300.
    """

    bot: Literal["search"]
    think_ms: int

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        think_ms = self.think_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "think_ms": think_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = cast(Literal["search"], d.pop("bot"))
        if bot != "search":
            raise ValueError(f"bot must match const 'search', got '{bot}'")

        think_ms = d.pop("think_ms")

        player_spec_type_4 = cls(
            bot=bot,
            think_ms=think_ms,
        )

        return player_spec_type_4
