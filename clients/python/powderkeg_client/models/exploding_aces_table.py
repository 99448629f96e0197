from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.exploding_aces_table_form import ExplodingAcesTableForm
from ..models.exploding_aces_table_role import ExplodingAcesTableRole

T = TypeVar("T", bound="ExplodingAcesTable")


@_attrs_define
class ExplodingAcesTable:
    """The play on the table: it waits for its Nine window, and the Nines played on it so far (§2.6).

    Attributes:
        seat (int): The seat that played it.
        cards (list[str]): The cards played, face up.
        form (ExplodingAcesTableForm): `single` for one card, else the combination.
        role (ExplodingAcesTableRole): How it was played: a turn's play, a Queen response, a Six block or a replay.
        target (int | None): The seat it targets, or null.
        rank (None | str): The rank named with it (a Seven, a Pair), or null.
        nines (list[int]): The seats that played a Nine on it, in order.
        cancel (None | str): The card of a combination the first Nine cancels (A8), or null.
    """

    seat: int
    cards: list[str]
    form: ExplodingAcesTableForm
    role: ExplodingAcesTableRole
    target: int | None
    rank: None | str
    nines: list[int]
    cancel: None | str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards

        form = self.form.value

        role = self.role.value

        target: int | None
        target = self.target

        rank: None | str
        rank = self.rank

        nines = self.nines

        cancel: None | str
        cancel = self.cancel

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
                "form": form,
                "role": role,
                "target": target,
                "rank": rank,
                "nines": nines,
                "cancel": cancel,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))

        form = ExplodingAcesTableForm(d.pop("form"))

        role = ExplodingAcesTableRole(d.pop("role"))

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

        nines = cast(list[int], d.pop("nines"))

        def _parse_cancel(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        cancel = _parse_cancel(d.pop("cancel"))

        exploding_aces_table = cls(
            seat=seat,
            cards=cards,
            form=form,
            role=role,
            target=target,
            rank=rank,
            nines=nines,
            cancel=cancel,
        )

        return exploding_aces_table
