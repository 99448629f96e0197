from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LobbySeat")


@_attrs_define
class LobbySeat:
    """One seat of a waiting or listed game: a person, a bot, open, or reserved for a player of a rematch.

    Attributes:
        seat (int):
        name (None | str): Null while the seat is open.
        bot (None | str): The bot's policy, or null.
        think_ms (int | None): A `search` bot's think time per decision (ms): the one it was created with, else the
            default; null for any other seat.
        open_ (bool): Whether anyone may take the seat now.
        reserved (bool): Kept in a rematch for the named player of the game before, until they take it with `POST
            /v1/games/{id}/rematch` there.
    """

    seat: int
    name: None | str
    bot: None | str
    think_ms: int | None
    open_: bool
    reserved: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        name: None | str
        name = self.name

        bot: None | str
        bot = self.bot

        think_ms: int | None
        think_ms = self.think_ms

        open_ = self.open_

        reserved = self.reserved

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "name": name,
                "bot": bot,
                "think_ms": think_ms,
                "open": open_,
                "reserved": reserved,
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

        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))

        def _parse_think_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        think_ms = _parse_think_ms(d.pop("think_ms"))

        open_ = d.pop("open")

        reserved = d.pop("reserved")

        lobby_seat = cls(
            seat=seat,
            name=name,
            bot=bot,
            think_ms=think_ms,
            open_=open_,
            reserved=reserved,
        )

        return lobby_seat
