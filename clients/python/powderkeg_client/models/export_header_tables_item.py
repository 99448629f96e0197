from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ExportHeaderTablesItem")


@_attrs_define
class ExportHeaderTablesItem:
    """
    Attributes:
        key (str):
        version (int): The table's last version in this export.
        head_sha256 (str): The hash of the table's last event.
    """

    key: str
    version: int
    head_sha256: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        version = self.version

        head_sha256 = self.head_sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "version": version,
                "head_sha256": head_sha256,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        version = d.pop("version")

        head_sha256 = d.pop("head_sha256")

        export_header_tables_item = cls(
            key=key,
            version=version,
            head_sha256=head_sha256,
        )

        export_header_tables_item.additional_properties = d
        return export_header_tables_item

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
