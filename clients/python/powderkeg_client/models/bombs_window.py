from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsWindow")


@_attrs_define
class BombsWindow:
    """An open last call (B5): `seats` may still bomb until `due_ms` or until all of them have waived.

    Attributes:
        kind (Literal['last-call']):
        due_ms (int | None): When the call closes, in ms since the epoch.
        seats (list[int]): The seats holding cards, who may still bomb or complete.
        key (str): The key of the last call's timer, `last-call:<hand>:<trick>:<n>`.
        waived (list[int]): The seats that have waived this call.
    """

    kind: Literal["last-call"]
    due_ms: int | None
    seats: list[int]
    key: str
    waived: list[int]

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        due_ms: int | None
        due_ms = self.due_ms

        seats = self.seats

        key = self.key

        waived = self.waived

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "due_ms": due_ms,
                "seats": seats,
                "key": key,
                "waived": waived,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = cast(Literal["last-call"], d.pop("kind"))
        if kind != "last-call":
            raise ValueError(f"kind must match const 'last-call', got '{kind}'")

        def _parse_due_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        due_ms = _parse_due_ms(d.pop("due_ms"))

        seats = cast(list[int], d.pop("seats"))

        key = d.pop("key")

        waived = cast(list[int], d.pop("waived"))

        bombs_window = cls(
            kind=kind,
            due_ms=due_ms,
            seats=seats,
            key=key,
            waived=waived,
        )

        return bombs_window
