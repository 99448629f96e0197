from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.leader import Leader


T = TypeVar("T", bound="Leaderboard")


@_attrs_define
class Leaderboard:
    """One page of a game type's leaderboard.

    Attributes:
        game (str):
        min_games (int): The rated games a player needs to be ranked.
        total (int): How many players it ranks.
        leaders (list[Leader]):
        next_ (None | str): The `cursor` of the next page; null on the last page.
    """

    game: str
    min_games: int
    total: int
    leaders: list[Leader]
    next_: None | str

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        min_games = self.min_games

        total = self.total

        leaders = []
        for leaders_item_data in self.leaders:
            leaders_item = leaders_item_data.to_dict()
            leaders.append(leaders_item)

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "min_games": min_games,
                "total": total,
                "leaders": leaders,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leader import Leader  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        min_games = d.pop("min_games")

        total = d.pop("total")

        leaders = []
        _leaders = d.pop("leaders")
        for leaders_item_data in _leaders:
            leaders_item = Leader.from_dict(leaders_item_data)

            leaders.append(leaders_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        leaderboard = cls(
            game=game,
            min_games=min_games,
            total=total,
            leaders=leaders,
            next_=next_,
        )

        return leaderboard
