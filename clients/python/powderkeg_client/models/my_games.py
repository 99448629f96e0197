from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.my_game import MyGame


T = TypeVar("T", bound="MyGames")


@_attrs_define
class MyGames:
    """One page of a player's list of games.

    Attributes:
        games (list[MyGame]):
        next_ (None | str): The `cursor` of the next page; null on the last page.
    """

    games: list[MyGame]
    next_: None | str

    def to_dict(self) -> dict[str, Any]:
        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "games": games,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.my_game import MyGame  # noqa: PLC0415

        d = dict(src_dict)
        games = []
        _games = d.pop("games")
        for games_item_data in _games:
            games_item = MyGame.from_dict(games_item_data)

            games.append(games_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        my_games = cls(
            games=games,
            next_=next_,
        )

        return my_games
