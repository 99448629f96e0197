from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GameAbandoned")


@_attrs_define
class GameAbandoned:
    """`GameAbandoned`: nobody was at the game for its `game_idle_s`; it ends with no result, unrated."""

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        game_abandoned = cls()

        return game_abandoned
