from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Window")


@_attrs_define
class Window:
    """An open window: seats that may act out of turn until `due_ms` (null: until all of them waive).

    Attributes:
        kind (str):
        due_ms (int | None):
        seats (list[int]):
    """

    kind: str
    due_ms: int | None
    seats: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        due_ms: int | None
        due_ms = self.due_ms

        seats = self.seats

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "due_ms": due_ms,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        def _parse_due_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        due_ms = _parse_due_ms(d.pop("due_ms"))

        seats = cast(list[int], d.pop("seats"))

        window = cls(
            kind=kind,
            due_ms=due_ms,
            seats=seats,
        )

        window.additional_properties = d
        return window

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
