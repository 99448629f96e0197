from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesDrawFrom")


@_attrs_define
class ExplodingAcesDrawFrom:
    """
    Attributes:
        type_ (Literal['draw-from']):
        end (str):
    """

    type_: Literal["draw-from"]
    end: str

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        end = self.end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "end": end,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["draw-from"], d.pop("type"))
        if type_ != "draw-from":
            raise ValueError(f"type must match const 'draw-from', got '{type_}'")

        end = d.pop("end")

        exploding_aces_draw_from = cls(
            type_=type_,
            end=end,
        )

        return exploding_aces_draw_from
