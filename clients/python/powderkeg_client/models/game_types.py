from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.game_type import GameType


T = TypeVar("T", bound="GameTypes")


@_attrs_define
class GameTypes:
    """The answer to GET /v1/game-types.

    Attributes:
        game_types (list[GameType]):
    """

    game_types: list[GameType]

    def to_dict(self) -> dict[str, Any]:
        game_types = []
        for game_types_item_data in self.game_types:
            game_types_item = game_types_item_data.to_dict()
            game_types.append(game_types_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_types": game_types,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_type import GameType  # noqa: PLC0415

        d = dict(src_dict)
        game_types = []
        _game_types = d.pop("game_types")
        for game_types_item_data in _game_types:
            game_types_item = GameType.from_dict(game_types_item_data)

            game_types.append(game_types_item)

        game_types = cls(
            game_types=game_types,
        )

        return game_types
