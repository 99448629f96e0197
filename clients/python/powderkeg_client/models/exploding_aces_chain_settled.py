from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesChainSettled")


@_attrs_define
class ExplodingAcesChainSettled:
    """
    Attributes:
        nines (int):
        cancelled (bool):
        reason (str):
    """

    nines: int
    cancelled: bool
    reason: str

    def to_dict(self) -> dict[str, Any]:
        nines = self.nines

        cancelled = self.cancelled

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "nines": nines,
                "cancelled": cancelled,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        nines = d.pop("nines")

        cancelled = d.pop("cancelled")

        reason = d.pop("reason")

        exploding_aces_chain_settled = cls(
            nines=nines,
            cancelled=cancelled,
            reason=reason,
        )

        return exploding_aces_chain_settled
