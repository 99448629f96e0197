from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsAwayAceKept")


@_attrs_define
class BombsAwayAceKept:
    """
    Attributes:
        seat (int):
        kept (None | str): Null while the series runs for a viewer who may not see it (`kept_count` is then given).
        bottomed (None | str): Null while the series runs for a viewer who may not see it (`bottomed_count` is then
            given).
        timeout (bool):
        kept_count (int | Unset): The number of cards in `kept` (1 for a single card); only when it is hidden.
        bottomed_count (int | Unset): The number of cards in `bottomed` (1 for a single card); only when it is hidden.
    """

    seat: int
    kept: None | str
    bottomed: None | str
    timeout: bool
    kept_count: int | Unset = UNSET
    bottomed_count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        kept: None | str
        kept = self.kept

        bottomed: None | str
        bottomed = self.bottomed

        timeout = self.timeout

        kept_count = self.kept_count

        bottomed_count = self.bottomed_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "kept": kept,
                "bottomed": bottomed,
                "timeout": timeout,
            }
        )
        if kept_count is not UNSET:
            field_dict["kept_count"] = kept_count
        if bottomed_count is not UNSET:
            field_dict["bottomed_count"] = bottomed_count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_kept(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kept = _parse_kept(d.pop("kept"))

        def _parse_bottomed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bottomed = _parse_bottomed(d.pop("bottomed"))

        timeout = d.pop("timeout")

        kept_count = d.pop("kept_count", UNSET)

        bottomed_count = d.pop("bottomed_count", UNSET)

        bombs_away_ace_kept = cls(
            seat=seat,
            kept=kept,
            bottomed=bottomed,
            timeout=timeout,
            kept_count=kept_count,
            bottomed_count=bottomed_count,
        )

        return bombs_away_ace_kept
