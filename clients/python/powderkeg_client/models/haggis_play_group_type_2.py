from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HaggisPlayGroupType2")


@_attrs_define
class HaggisPlayGroupType2:
    """
    Attributes:
        kind (Literal['sequence']):
        width (int):
        top_rank (str):
        count (int):
        cards (list[str]):
        slots (list[int]):
        wilds (list[str]):
    """

    kind: Literal["sequence"]
    width: int
    top_rank: str
    count: int
    cards: list[str]
    slots: list[int]
    wilds: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        width = self.width

        top_rank = self.top_rank

        count = self.count

        cards = self.cards

        slots = self.slots

        wilds = self.wilds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "width": width,
                "top_rank": top_rank,
                "count": count,
                "cards": cards,
                "slots": slots,
                "wilds": wilds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal["sequence"], d.pop("kind"))
        if kind != "sequence":
            raise ValueError(f"kind must match const 'sequence', got '{kind}'")

        width = d.pop("width")

        top_rank = d.pop("top_rank")

        count = d.pop("count")

        cards = cast(list[str], d.pop("cards"))

        slots = cast(list[int], d.pop("slots"))

        wilds = cast(list[str], d.pop("wilds"))

        haggis_play_group_type_2 = cls(
            kind=kind,
            width=width,
            top_rank=top_rank,
            count=count,
            cards=cards,
            slots=slots,
            wilds=wilds,
        )

        haggis_play_group_type_2.additional_properties = d
        return haggis_play_group_type_2

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
