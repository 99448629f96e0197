from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="HaggisTrickCaptured")


@_attrs_define
class HaggisTrickCaptured:
    """
    Attributes:
        winner (int):
        capturer (int):
        leader (int | None):
        cards (int):
        bombed (bool):
    """

    winner: int
    capturer: int
    leader: int | None
    cards: int
    bombed: bool

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner

        capturer = self.capturer

        leader: int | None
        leader = self.leader

        cards = self.cards

        bombed = self.bombed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winner": winner,
                "capturer": capturer,
                "leader": leader,
                "cards": cards,
                "bombed": bombed,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        winner = d.pop("winner")

        capturer = d.pop("capturer")

        def _parse_leader(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        leader = _parse_leader(d.pop("leader"))

        cards = d.pop("cards")

        bombed = d.pop("bombed")

        haggis_trick_captured = cls(
            winner=winner,
            capturer=capturer,
            leader=leader,
            cards=cards,
            bombed=bombed,
        )

        return haggis_trick_captured
