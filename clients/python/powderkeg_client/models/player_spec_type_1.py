from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.player_spec_type_1_bot import PlayerSpecType1Bot

T = TypeVar("T", bound="PlayerSpecType1")


@_attrs_define
class PlayerSpecType1:
    """
    Attributes:
        bot (PlayerSpecType1Bot):
    """

    bot: PlayerSpecType1Bot

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = PlayerSpecType1Bot(d.pop("bot"))

        player_spec_type_1 = cls(
            bot=bot,
        )

        return player_spec_type_1
