from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.haggis_trick_play import HaggisTrickPlay


T = TypeVar("T", bound="HaggisTrick")


@_attrs_define
class HaggisTrick:
    """The trick in play.

    Attributes:
        number (int): The trick's number in the round, from 1.
        leader (int): The seat that leads it.
        plays (list[HaggisTrickPlay]): In play order.
        top (HaggisTrickPlay | None): The last (highest) combination; null before the lead.
        passes (int): Passes in a row since the last combination.
    """

    number: int
    leader: int
    plays: list[HaggisTrickPlay]
    top: HaggisTrickPlay | None
    passes: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.haggis_trick_play import HaggisTrickPlay  # noqa: PLC0415

        number = self.number

        leader = self.leader

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        top: dict[str, Any] | None
        if isinstance(self.top, HaggisTrickPlay):
            top = self.top.to_dict()
        else:
            top = self.top

        passes = self.passes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "leader": leader,
                "plays": plays,
                "top": top,
                "passes": passes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.haggis_trick_play import HaggisTrickPlay  # noqa: PLC0415

        d = dict(src_dict)
        number = d.pop("number")

        leader = d.pop("leader")

        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = HaggisTrickPlay.from_dict(plays_item_data)

            plays.append(plays_item)

        def _parse_top(data: object) -> HaggisTrickPlay | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                top_type_0 = HaggisTrickPlay.from_dict(data)

                return top_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HaggisTrickPlay | None, data)

        top = _parse_top(d.pop("top"))

        passes = d.pop("passes")

        haggis_trick = cls(
            number=number,
            leader=leader,
            plays=plays,
            top=top,
            passes=passes,
        )

        return haggis_trick
