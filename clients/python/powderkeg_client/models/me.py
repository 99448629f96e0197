from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_counts import GameCounts
    from ..models.key_info import KeyInfo
    from ..models.me_ratings import MeRatings
    from ..models.my_game import MyGame


T = TypeVar("T", bound="Me")


@_attrs_define
class Me:
    """The player as they see themselves: `GET /v1/players/me`, with the keys they hold.

    Attributes:
        id (str):
        name (str):
        created_ms (int):
        ratings (MeRatings): The player's rating at each game type they played rated games of.
        games (GameCounts): How many games each of a player's lists holds.
        finished (list[MyGame]): The player's last finished games, the latest first: at most 10, and on a public profile
            none that was private.
        keys (list[KeyInfo]):
    """

    id: str
    name: str
    created_ms: int
    ratings: MeRatings
    games: GameCounts
    finished: list[MyGame]
    keys: list[KeyInfo]

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

        keys = []
        for keys_item_data in self.keys:
            keys_item = keys_item_data.to_dict()
            keys.append(keys_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "created_ms": created_ms,
                "ratings": ratings,
                "games": games,
                "finished": finished,
                "keys": keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_counts import GameCounts  # noqa: PLC0415
        from ..models.key_info import KeyInfo  # noqa: PLC0415
        from ..models.me_ratings import MeRatings  # noqa: PLC0415
        from ..models.my_game import MyGame  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        created_ms = d.pop("created_ms")

        ratings = MeRatings.from_dict(d.pop("ratings"))

        games = GameCounts.from_dict(d.pop("games"))

        finished = []
        _finished = d.pop("finished")
        for finished_item_data in _finished:
            finished_item = MyGame.from_dict(finished_item_data)

            finished.append(finished_item)

        keys = []
        _keys = d.pop("keys")
        for keys_item_data in _keys:
            keys_item = KeyInfo.from_dict(keys_item_data)

            keys.append(keys_item)

        me = cls(
            id=id,
            name=name,
            created_ms=created_ms,
            ratings=ratings,
            games=games,
            finished=finished,
            keys=keys,
        )

        return me
