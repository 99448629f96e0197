from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesPlayed")


@_attrs_define
class ExplodingAcesPlayed:
    """
    Attributes:
        seat (int):
        cards (list[str]):
        form (str):
        role (str):
        target (int | None):
        rank (None | str):
        timeout (bool):
    """

    seat: int
    cards: list[str]
    form: str
    role: str
    target: int | None
    rank: None | str
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards

        form = self.form

        role = self.role

        target: int | None
        target = self.target

        rank: None | str
        rank = self.rank

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
                "form": form,
                "role": role,
                "target": target,
                "rank": rank,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))

        form = d.pop("form")

        role = d.pop("role")

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

        timeout = d.pop("timeout")

        exploding_aces_played = cls(
            seat=seat,
            cards=cards,
            form=form,
            role=role,
            target=target,
            rank=rank,
            timeout=timeout,
        )

        return exploding_aces_played
