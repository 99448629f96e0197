from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="NewKey")


@_attrs_define
class NewKey:
    """A key made just now: shown this once (only its hash is kept).

    Attributes:
        key_id (str): Names the key, to revoke it.
        key (str): Secret: send it as `Authorization: Bearer <key>`. Shown only this once.
    """

    key_id: str
    key: str

    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        key = self.key

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key_id": key_id,
                "key": key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        key = d.pop("key")

        new_key = cls(
            key_id=key_id,
            key=key,
        )

        return new_key
