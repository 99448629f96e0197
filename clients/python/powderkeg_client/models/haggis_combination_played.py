from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.haggis_combination_played_bomb_type_1 import HaggisCombinationPlayedBombType1
from ..models.haggis_combination_played_bomb_type_2_type_1 import HaggisCombinationPlayedBombType2Type1
from ..models.haggis_combination_played_bomb_type_3_type_1 import HaggisCombinationPlayedBombType3Type1
from ..models.haggis_combination_played_kind import HaggisCombinationPlayedKind
from ..models.haggis_combination_played_top_rank_type_1 import HaggisCombinationPlayedTopRankType1
from ..models.haggis_combination_played_top_rank_type_2_type_1 import HaggisCombinationPlayedTopRankType2Type1
from ..models.haggis_combination_played_top_rank_type_3_type_1 import HaggisCombinationPlayedTopRankType3Type1

T = TypeVar("T", bound="HaggisCombinationPlayed")


@_attrs_define
class HaggisCombinationPlayed:
    """
    Attributes:
        seat (int):
        cards (list[str]):
        kind (HaggisCombinationPlayedKind):
        width (int | None):
        top_rank (HaggisCombinationPlayedTopRankType1 | HaggisCombinationPlayedTopRankType2Type1 |
            HaggisCombinationPlayedTopRankType3Type1 | None): The rank of a set, the highest rank of a sequence; null for a
            bomb.
        bomb (HaggisCombinationPlayedBombType1 | HaggisCombinationPlayedBombType2Type1 |
            HaggisCombinationPlayedBombType3Type1 | None): The bomb's name, lowest to highest: rainbow, jq, jk, qk, jqk,
            suited; null if no bomb.
        timeout (bool):
    """

    seat: int
    cards: list[str]
    kind: HaggisCombinationPlayedKind
    width: int | None
    top_rank: (
        HaggisCombinationPlayedTopRankType1
        | HaggisCombinationPlayedTopRankType2Type1
        | HaggisCombinationPlayedTopRankType3Type1
        | None
    )
    bomb: (
        HaggisCombinationPlayedBombType1
        | HaggisCombinationPlayedBombType2Type1
        | HaggisCombinationPlayedBombType3Type1
        | None
    )
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards

        kind = self.kind.value

        width: int | None
        width = self.width

        top_rank: None | str
        if isinstance(self.top_rank, HaggisCombinationPlayedTopRankType1):
            top_rank = self.top_rank.value
        elif isinstance(self.top_rank, HaggisCombinationPlayedTopRankType2Type1):
            top_rank = self.top_rank.value
        elif isinstance(self.top_rank, HaggisCombinationPlayedTopRankType3Type1):
            top_rank = self.top_rank.value
        else:
            top_rank = self.top_rank

        bomb: None | str
        if isinstance(self.bomb, HaggisCombinationPlayedBombType1):
            bomb = self.bomb.value
        elif isinstance(self.bomb, HaggisCombinationPlayedBombType2Type1):
            bomb = self.bomb.value
        elif isinstance(self.bomb, HaggisCombinationPlayedBombType3Type1):
            bomb = self.bomb.value
        else:
            bomb = self.bomb

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
                "kind": kind,
                "width": width,
                "top_rank": top_rank,
                "bomb": bomb,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))

        kind = HaggisCombinationPlayedKind(d.pop("kind"))

        def _parse_width(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        width = _parse_width(d.pop("width"))

        def _parse_top_rank(
            data: object,
        ) -> (
            HaggisCombinationPlayedTopRankType1
            | HaggisCombinationPlayedTopRankType2Type1
            | HaggisCombinationPlayedTopRankType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                top_rank_type_1 = HaggisCombinationPlayedTopRankType1(data)

                return top_rank_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                top_rank_type_2_type_1 = HaggisCombinationPlayedTopRankType2Type1(data)

                return top_rank_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                top_rank_type_3_type_1 = HaggisCombinationPlayedTopRankType3Type1(data)

                return top_rank_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                HaggisCombinationPlayedTopRankType1
                | HaggisCombinationPlayedTopRankType2Type1
                | HaggisCombinationPlayedTopRankType3Type1
                | None,
                data,
            )

        top_rank = _parse_top_rank(d.pop("top_rank"))

        def _parse_bomb(
            data: object,
        ) -> (
            HaggisCombinationPlayedBombType1
            | HaggisCombinationPlayedBombType2Type1
            | HaggisCombinationPlayedBombType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bomb_type_1 = HaggisCombinationPlayedBombType1(data)

                return bomb_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bomb_type_2_type_1 = HaggisCombinationPlayedBombType2Type1(data)

                return bomb_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bomb_type_3_type_1 = HaggisCombinationPlayedBombType3Type1(data)

                return bomb_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                HaggisCombinationPlayedBombType1
                | HaggisCombinationPlayedBombType2Type1
                | HaggisCombinationPlayedBombType3Type1
                | None,
                data,
            )

        bomb = _parse_bomb(d.pop("bomb"))

        timeout = d.pop("timeout")

        haggis_combination_played = cls(
            seat=seat,
            cards=cards,
            kind=kind,
            width=width,
            top_rank=top_rank,
            bomb=bomb,
            timeout=timeout,
        )

        return haggis_combination_played
