from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="KeyInfo")


@_attrs_define
class KeyInfo:
    """A key the player holds (never the key itself).

    Attributes:
        key_id (str):
        issued_ms (int): When it was issued (ms, UTC).
    """

    key_id: str
    issued_ms: int

    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        issued_ms = self.issued_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key_id": key_id,
                "issued_ms": issued_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        issued_ms = d.pop("issued_ms")

        key_info = cls(
            key_id=key_id,
            issued_ms=issued_ms,
        )

        return key_info
