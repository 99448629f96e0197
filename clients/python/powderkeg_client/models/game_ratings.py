from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rating_change import RatingChange


T = TypeVar("T", bound="GameRatings")


@_attrs_define
class GameRatings:
    """What a rated game did to the ratings of its seats, computed once when it ended.

    Attributes:
        game (str):
        changes (list[RatingChange]):
    """

    game: str
    changes: list[RatingChange]

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        changes = []
        for changes_item_data in self.changes:
            changes_item = changes_item_data.to_dict()
            changes.append(changes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "changes": changes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rating_change import RatingChange  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        changes = []
        _changes = d.pop("changes")
        for changes_item_data in _changes:
            changes_item = RatingChange.from_dict(changes_item_data)

            changes.append(changes_item)

        game_ratings = cls(
            game=game,
            changes=changes,
        )

        return game_ratings
