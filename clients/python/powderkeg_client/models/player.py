from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_counts import GameCounts
    from ..models.my_game import MyGame
    from ..models.player_ratings import PlayerRatings


T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """A player as anyone may see them: `GET /v1/players/{id}`.

    Attributes:
        id (str):
        name (str):
        created_ms (int):
        ratings (PlayerRatings): The player's rating at each game type they played rated games of.
        games (GameCounts): How many games each of a player's lists holds.
        finished (list[MyGame]): The player's last finished games, the latest first: at most 10, and on a public profile
            none that was private.
    """

    id: str
    name: str
    created_ms: int
    ratings: PlayerRatings
    games: GameCounts
    finished: list[MyGame]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        created_ms = self.created_ms

        ratings = self.ratings.to_dict()

        games = self.games.to_dict()

        finished = []
        for finished_item_data in self.finished:
            finished_item = finished_item_data.to_dict()
            finished.append(finished_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "created_ms": created_ms,
                "ratings": ratings,
                "games": games,
                "finished": finished,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_counts import GameCounts  # noqa: PLC0415
        from ..models.my_game import MyGame  # noqa: PLC0415
        from ..models.player_ratings import PlayerRatings  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        created_ms = d.pop("created_ms")

        ratings = PlayerRatings.from_dict(d.pop("ratings"))

        games = GameCounts.from_dict(d.pop("games"))

        finished = []
        _finished = d.pop("finished")
        for finished_item_data in _finished:
            finished_item = MyGame.from_dict(finished_item_data)

            finished.append(finished_item)

        player = cls(
            id=id,
            name=name,
            created_ms=created_ms,
            ratings=ratings,
            games=games,
            finished=finished,
        )

        return player
