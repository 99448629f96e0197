from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesEffectOpened")


@_attrs_define
class ExplodingAcesEffectOpened:
    """
    Attributes:
        kind (str):
        seat (int):
        owners (list[int]):
        target (int | None):
        rank (None | str):
        count (int):
        targets (list[int]):
    """

    kind: str
    seat: int
    owners: list[int]
    target: int | None
    rank: None | str
    count: int
    targets: list[int]

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        seat = self.seat

        owners = self.owners

        target: int | None
        target = self.target

        rank: None | str
        rank = self.rank

        count = self.count

        targets = self.targets

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "owners": owners,
                "target": target,
                "rank": rank,
                "count": count,
                "targets": targets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = d.pop("kind")

        seat = d.pop("seat")

        owners = cast(list[int], d.pop("owners"))

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        def _parse_rank(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rank = _parse_rank(d.pop("rank"))

        count = d.pop("count")

        targets = cast(list[int], d.pop("targets"))

        exploding_aces_effect_opened = cls(
            kind=kind,
            seat=seat,
            owners=owners,
            target=target,
            rank=rank,
            count=count,
            targets=targets,
        )

        return exploding_aces_effect_opened
