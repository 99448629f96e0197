from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ExplodingAcesQueenChainEnded")


@_attrs_define
class ExplodingAcesQueenChainEnded:
    """
    Attributes:
        seat (int):
        k (int):
        timeout (bool):
    """

    seat: int
    k: int
    timeout: bool

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        k = self.k

        timeout = self.timeout

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "k": k,
                "timeout": timeout,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        k = d.pop("k")

        timeout = d.pop("timeout")

        exploding_aces_queen_chain_ended = cls(
            seat=seat,
            k=k,
            timeout=timeout,
        )

        return exploding_aces_queen_chain_ended
