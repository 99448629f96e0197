from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MyGameSeat")


@_attrs_define
class MyGameSeat:
    """A seat of a game in a player's list.

    Attributes:
        seat (int):
        name (None | str): Null while the seat is open.
        bot (bool):
    """

    seat: int
    name: None | str
    bot: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name: None | str
        name = self.name

        bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "bot": bot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        bot = d.pop("bot")

        my_game_seat = cls(
            seat=seat,
            name=name,
            bot=bot,
        )

        return my_game_seat
