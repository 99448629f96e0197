from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.witness_root import WitnessRoot


T = TypeVar("T", bound="WitnessRoots")


@_attrs_define
class WitnessRoots:
    """A page of the witness log: at most `limit` roots after `after`, oldest first.

    Attributes:
        roots (list[WitnessRoot]):
        more (bool): True when roots follow the last one here; ask for them with `after=<its number>`.
    """

    roots: list[WitnessRoot]
    more: bool

    def to_dict(self) -> dict[str, Any]:
        roots = []
        for roots_item_data in self.roots:
            roots_item = roots_item_data.to_dict()
            roots.append(roots_item)

        more = self.more

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "roots": roots,
                "more": more,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.witness_root import WitnessRoot  # noqa: PLC0415

        d = dict(src_dict)
        roots = []
        _roots = d.pop("roots")
        for roots_item_data in _roots:
            roots_item = WitnessRoot.from_dict(roots_item_data)

            roots.append(roots_item)

        more = d.pop("more")

        witness_roots = cls(
            roots=roots,
            more=more,
        )

        return witness_roots
