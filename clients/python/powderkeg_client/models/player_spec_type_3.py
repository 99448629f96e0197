from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerSpecType3")


@_attrs_define
class PlayerSpecType3:
    """
    Attributes:
        player (Literal['me']): `me`: the player whose key is sent as `Authorization: Bearer <player key>` takes this
            seat (their key then acts for it, beside the seat's token); at most one seat of a game.
    """

    player: Literal["me"]

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = cast(Literal["me"], d.pop("player"))
        if player != "me":
            raise ValueError(f"player must match const 'me', got '{player}'")

        player_spec_type_3 = cls(
            player=player,
        )

        return player_spec_type_3
