from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="HaggisPlayGroupType1")


@_attrs_define
class HaggisPlayGroupType1:
    """
    Attributes:
        kind (Literal['set']):
        top_rank (str):
        counts (list[int]):
        from_ (list[str]):
    """

    kind: Literal["set"]
    top_rank: str
    counts: list[int]
    from_: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        top_rank = self.top_rank

        counts = self.counts

        from_ = self.from_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "top_rank": top_rank,
                "counts": counts,
                "from": from_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal["set"], d.pop("kind"))
        if kind != "set":
            raise ValueError(f"kind must match const 'set', got '{kind}'")

        top_rank = d.pop("top_rank")

        counts = cast(list[int], d.pop("counts"))

        from_ = cast(list[str], d.pop("from"))

        haggis_play_group_type_1 = cls(
            kind=kind,
            top_rank=top_rank,
            counts=counts,
            from_=from_,
        )

        haggis_play_group_type_1.additional_properties = d
        return haggis_play_group_type_1

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
