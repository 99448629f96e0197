from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.haggis_trick_play_bomb_type_1 import HaggisTrickPlayBombType1
from ..models.haggis_trick_play_bomb_type_2_type_1 import HaggisTrickPlayBombType2Type1
from ..models.haggis_trick_play_bomb_type_3_type_1 import HaggisTrickPlayBombType3Type1
from ..models.haggis_trick_play_kind import HaggisTrickPlayKind
from ..models.haggis_trick_play_top_rank_type_1 import HaggisTrickPlayTopRankType1
from ..models.haggis_trick_play_top_rank_type_2_type_1 import HaggisTrickPlayTopRankType2Type1
from ..models.haggis_trick_play_top_rank_type_3_type_1 import HaggisTrickPlayTopRankType3Type1

T = TypeVar("T", bound="HaggisTrickPlay")


@_attrs_define
class HaggisTrickPlay:
    """One combination played in the trick, and how the server read it.

    Attributes:
        seat (int): The seat that played it.
        cards (list[str]): The cards played (wilds as J, Q, K).
        kind (HaggisTrickPlayKind):
        width (int | None): The number of cards on each rank of a sequence; null for a set or a bomb.
        top_rank (HaggisTrickPlayTopRankType1 | HaggisTrickPlayTopRankType2Type1 | HaggisTrickPlayTopRankType3Type1 |
            None): The rank of a set, the highest rank of a sequence; null for a bomb.
        bomb (HaggisTrickPlayBombType1 | HaggisTrickPlayBombType2Type1 | HaggisTrickPlayBombType3Type1 | None): The
            bomb's name, lowest to highest: rainbow, jq, jk, qk, jqk, suited; null if no bomb.
    """

    seat: int
    cards: list[str]
    kind: HaggisTrickPlayKind
    width: int | None
    top_rank: HaggisTrickPlayTopRankType1 | HaggisTrickPlayTopRankType2Type1 | HaggisTrickPlayTopRankType3Type1 | None
    bomb: HaggisTrickPlayBombType1 | HaggisTrickPlayBombType2Type1 | HaggisTrickPlayBombType3Type1 | None

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards

        kind = self.kind.value

        width: int | None
        width = self.width

        top_rank: None | str
        if isinstance(self.top_rank, HaggisTrickPlayTopRankType1):
            top_rank = self.top_rank.value
        elif isinstance(self.top_rank, HaggisTrickPlayTopRankType2Type1):
            top_rank = self.top_rank.value
        elif isinstance(self.top_rank, HaggisTrickPlayTopRankType3Type1):
            top_rank = self.top_rank.value
        else:
            top_rank = self.top_rank

        bomb: None | str
        if isinstance(self.bomb, HaggisTrickPlayBombType1):
            bomb = self.bomb.value
        elif isinstance(self.bomb, HaggisTrickPlayBombType2Type1):
            bomb = self.bomb.value
        elif isinstance(self.bomb, HaggisTrickPlayBombType3Type1):
            bomb = self.bomb.value
        else:
            bomb = self.bomb

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
                "kind": kind,
                "width": width,
                "top_rank": top_rank,
                "bomb": bomb,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))

        kind = HaggisTrickPlayKind(d.pop("kind"))

        def _parse_width(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        width = _parse_width(d.pop("width"))

        def _parse_top_rank(
            data: object,
        ) -> HaggisTrickPlayTopRankType1 | HaggisTrickPlayTopRankType2Type1 | HaggisTrickPlayTopRankType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                top_rank_type_1 = HaggisTrickPlayTopRankType1(data)

                return top_rank_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                top_rank_type_2_type_1 = HaggisTrickPlayTopRankType2Type1(data)

                return top_rank_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                top_rank_type_3_type_1 = HaggisTrickPlayTopRankType3Type1(data)

                return top_rank_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                HaggisTrickPlayTopRankType1
                | HaggisTrickPlayTopRankType2Type1
                | HaggisTrickPlayTopRankType3Type1
                | None,
                data,
            )

        top_rank = _parse_top_rank(d.pop("top_rank"))

        def _parse_bomb(
            data: object,
        ) -> HaggisTrickPlayBombType1 | HaggisTrickPlayBombType2Type1 | HaggisTrickPlayBombType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bomb_type_1 = HaggisTrickPlayBombType1(data)

                return bomb_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bomb_type_2_type_1 = HaggisTrickPlayBombType2Type1(data)

                return bomb_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bomb_type_3_type_1 = HaggisTrickPlayBombType3Type1(data)

                return bomb_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                HaggisTrickPlayBombType1 | HaggisTrickPlayBombType2Type1 | HaggisTrickPlayBombType3Type1 | None, data
            )

        bomb = _parse_bomb(d.pop("bomb"))

        haggis_trick_play = cls(
            seat=seat,
            cards=cards,
            kind=kind,
            width=width,
            top_rank=top_rank,
            bomb=bomb,
        )

        return haggis_trick_play
