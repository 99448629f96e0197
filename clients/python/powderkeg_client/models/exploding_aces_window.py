from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.exploding_aces_window_kind import ExplodingAcesWindowKind

T = TypeVar("T", bound="ExplodingAcesWindow")


@_attrs_define
class ExplodingAcesWindow:
    """An open window: a Nine window on the play on the table, or a Six's block window (then `seats` is the
    chosen player).

        Attributes:
            kind (ExplodingAcesWindowKind):
            due_ms (int | None): When it closes, in ms since the epoch.
            seats (list[int]): The seats that may answer.
            key (str): The window's timer key, to name in `close-window`.
            waived (list[int]): The seats that answered with no Nine.
    """

    kind: ExplodingAcesWindowKind
    due_ms: int | None
    seats: list[int]
    key: str
    waived: list[int]

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

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
        kind = ExplodingAcesWindowKind(d.pop("kind"))

        def _parse_due_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        due_ms = _parse_due_ms(d.pop("due_ms"))

        seats = cast(list[int], d.pop("seats"))

        key = d.pop("key")

        waived = cast(list[int], d.pop("waived"))

        exploding_aces_window = cls(
            kind=kind,
            due_ms=due_ms,
            seats=seats,
            key=key,
            waived=waived,
        )

        return exploding_aces_window
