from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreatePlayerResponse")


@_attrs_define
class CreatePlayerResponse:
    """The answer to POST /v1/players: the new player and their first key.

    Attributes:
        key_id (str): Names the key, to revoke it.
        key (str): Secret: send it as `Authorization: Bearer <key>`. Shown only this once.
        id (str):
        name (str):
    """

    key_id: str
    key: str
    id: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        key_id = self.key_id

        key = self.key

        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key_id": key_id,
                "key": key,
                "id": id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key_id = d.pop("key_id")

        key = d.pop("key")

        id = d.pop("id")

        name = d.pop("name")

        create_player_response = cls(
            key_id=key_id,
            key=key,
            id=id,
            name=name,
        )

        return create_player_response
