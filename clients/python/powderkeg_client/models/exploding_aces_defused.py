from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesDefused")


@_attrs_define
class ExplodingAcesDefused:
    """
    Attributes:
        seat (int):
        king (str):
        ace (str):
        position (int | None): While the game runs, shown to its player only (null for the others).
        recycled (bool):
        king_position (int | None): The recycled King's position (null for a discarded King); while the game runs, shown
            to its player only (null for the others).
        replayed (bool):
    """

    seat: int
    king: str
    ace: str
    position: int | None
    recycled: bool
    king_position: int | None
    replayed: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        king = self.king

        ace = self.ace

        position: int | None
        position = self.position

        recycled = self.recycled

        king_position: int | None
        king_position = self.king_position

        replayed = self.replayed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "king": king,
                "ace": ace,
                "position": position,
                "recycled": recycled,
                "king_position": king_position,
                "replayed": replayed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        king = d.pop("king")

        ace = d.pop("ace")

        def _parse_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        position = _parse_position(d.pop("position"))

        recycled = d.pop("recycled")

        def _parse_king_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        king_position = _parse_king_position(d.pop("king_position"))

        replayed = d.pop("replayed")

        exploding_aces_defused = cls(
            seat=seat,
            king=king,
            ace=ace,
            position=position,
            recycled=recycled,
            king_position=king_position,
            replayed=replayed,
        )

        return exploding_aces_defused
