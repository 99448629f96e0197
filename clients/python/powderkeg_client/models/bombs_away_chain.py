from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BombsAwayChain")


@_attrs_define
class BombsAwayChain:
    """An open damaging chain (§4.7).

    Attributes:
        damager (int): The seat whose card opened the chain.
        response (int | None): The value the closing card must match; null until the response is played.
    """

    damager: int
    response: int | None

    def to_dict(self) -> dict[str, Any]:
        damager = self.damager

        response: int | None
        response = self.response

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "damager": damager,
                "response": response,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        damager = d.pop("damager")

        def _parse_response(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        response = _parse_response(d.pop("response"))

        bombs_away_chain = cls(
            damager=damager,
            response=response,
        )

        return bombs_away_chain
