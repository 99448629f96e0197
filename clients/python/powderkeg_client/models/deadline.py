from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Deadline")


@_attrs_define
class Deadline:
    """An open deadline of the game: a window or a decision that closes at `due_ms`.

    Attributes:
        key (str):
        due_ms (int):
    """

    key: str
    due_ms: int

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        due_ms = self.due_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "due_ms": due_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        due_ms = d.pop("due_ms")

        deadline = cls(
            key=key,
            due_ms=due_ms,
        )

        return deadline
