from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="WitnessRoot")


@_attrs_define
class WitnessRoot:
    """Entry `number` of the witness log: the root of the Merkle tree over `size` game heads, made in `minute`,
    chained to the entry before it by `previous`; `hash` is SHA-256 of the canonical JSON (RFC 8785) of the
    other five fields.

        Attributes:
            number (int): The entry's number: 0, 1, 2, ...
            minute (str): The minute (UTC) in which the root was made.
            size (int): How many game heads (leaves) the tree holds.
            root (str): The Merkle tree hash over the heads (RFC 9162 §2.1.1), hex.
            previous (str): The `hash` of entry `number - 1`; 64 zeros for entry 0.
            hash_ (str): SHA-256 of the canonical JSON of `number`, `minute`, `size`, `root` and `previous`, hex.
    """

    number: int
    minute: str
    size: int
    root: str
    previous: str
    hash_: str

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        minute = self.minute

        size = self.size

        root = self.root

        previous = self.previous

        hash_ = self.hash_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "number": number,
                "minute": minute,
                "size": size,
                "root": root,
                "previous": previous,
                "hash": hash_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        number = d.pop("number")

        minute = d.pop("minute")

        size = d.pop("size")

        root = d.pop("root")

        previous = d.pop("previous")

        hash_ = d.pop("hash")

        witness_root = cls(
            number=number,
            minute=minute,
            size=size,
            root=root,
            previous=previous,
            hash_=hash_,
        )

        return witness_root
