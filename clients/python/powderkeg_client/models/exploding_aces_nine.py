from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ExplodingAcesNine")


@_attrs_define
class ExplodingAcesNine:
    """
    Attributes:
        type_ (Literal['nine']):
        cancel (None | str | Unset):
    """

    type_: Literal["nine"]
    cancel: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        cancel: None | str | Unset
        if isinstance(self.cancel, Unset):
            cancel = UNSET
        else:
            cancel = self.cancel

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if cancel is not UNSET:
            field_dict["cancel"] = cancel

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["nine"], d.pop("type"))
        if type_ != "nine":
            raise ValueError(f"type must match const 'nine', got '{type_}'")

        def _parse_cancel(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        cancel = _parse_cancel(d.pop("cancel", UNSET))

        exploding_aces_nine = cls(
            type_=type_,
            cancel=cancel,
        )

        return exploding_aces_nine
