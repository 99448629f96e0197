from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LeaderPlayer")


@_attrs_define
class LeaderPlayer:
    """Who holds a place on a leaderboard.

    Attributes:
        id (str):
        name (str):
        bot (bool): The bots of one policy (`p-bot-<policy>`).
    """

    id: str
    name: str
    bot: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "bot": bot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        bot = d.pop("bot")

        leader_player = cls(
            id=id,
            name=name,
            bot=bot,
        )

        return leader_player
