from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_cards_played_form import BombsCardsPlayedForm

T = TypeVar("T", bound="BombsCardsPlayed")


@_attrs_define
class BombsCardsPlayed:
    """
    Attributes:
        seat (int):
        cards (list[str]):
        form (BombsCardsPlayedForm): The trick's form after this play (a completion makes a `bomb`).
        out_of_turn (bool):
        completion (bool):
        timeout (bool):
    """

    seat: int
    cards: list[str]
    form: BombsCardsPlayedForm
    out_of_turn: bool
    completion: bool
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        cards = self.cards

        form = self.form.value

        out_of_turn = self.out_of_turn

        completion = self.completion

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "cards": cards,
                "form": form,
                "out_of_turn": out_of_turn,
                "completion": completion,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        cards = cast(list[str], d.pop("cards"))

        form = BombsCardsPlayedForm(d.pop("form"))

        out_of_turn = d.pop("out_of_turn")

        completion = d.pop("completion")

        timeout = d.pop("timeout")

        bombs_cards_played = cls(
            seat=seat,
            cards=cards,
            form=form,
            out_of_turn=out_of_turn,
            completion=completion,
            timeout=timeout,
        )

        return bombs_cards_played
