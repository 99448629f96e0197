from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_trick_form_type_1 import BombsTrickFormType1
from ..models.bombs_trick_form_type_2_type_1 import BombsTrickFormType2Type1
from ..models.bombs_trick_form_type_3_type_1 import BombsTrickFormType3Type1

T = TypeVar("T", bound="BombsTrick")


@_attrs_define
class BombsTrick:
    """The trick in play (docs/rules.md §1.4).

    Attributes:
        number (int): The trick's number in the hand, from 1.
        leader (int): The seat that led the trick.
        form (BombsTrickFormType1 | BombsTrickFormType2Type1 | BombsTrickFormType3Type1 | None): The trick's form
            (§1.3); null until the lead.
        top (list[str]): The play on top, winning the trick so far: card codes; empty until the lead.
        top_seat (int | None): The seat that made the play on top; null until the lead.
        passes (int): Passes since the play on top.
    """

    number: int
    leader: int
    form: BombsTrickFormType1 | BombsTrickFormType2Type1 | BombsTrickFormType3Type1 | None
    top: list[str]
    top_seat: int | None
    passes: int

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        leader = self.leader

        form: None | str
        if isinstance(self.form, BombsTrickFormType1):
            form = self.form.value
        elif isinstance(self.form, BombsTrickFormType2Type1):
            form = self.form.value
        elif isinstance(self.form, BombsTrickFormType3Type1):
            form = self.form.value
        else:
            form = self.form

        top = self.top

        top_seat: int | None
        top_seat = self.top_seat

        passes = self.passes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "leader": leader,
                "form": form,
                "top": top,
                "top_seat": top_seat,
                "passes": passes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        leader = d.pop("leader")

        def _parse_form(
            data: object,
        ) -> BombsTrickFormType1 | BombsTrickFormType2Type1 | BombsTrickFormType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                form_type_1 = BombsTrickFormType1(data)

                return form_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                form_type_2_type_1 = BombsTrickFormType2Type1(data)

                return form_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                form_type_3_type_1 = BombsTrickFormType3Type1(data)

                return form_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BombsTrickFormType1 | BombsTrickFormType2Type1 | BombsTrickFormType3Type1 | None, data)

        form = _parse_form(d.pop("form"))

        top = cast(list[str], d.pop("top"))

        def _parse_top_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        top_seat = _parse_top_seat(d.pop("top_seat"))

        passes = d.pop("passes")

        bombs_trick = cls(
            number=number,
            leader=leader,
            form=form,
            top=top,
            top_seat=top_seat,
            passes=passes,
        )

        return bombs_trick
