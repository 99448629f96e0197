from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_decision_kind import BombsDecisionKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsDecision")


@_attrs_define
class BombsDecision:
    """An exchange decision one seat owes (§1.2): the Knave's revolt or request, the Master's privilege or
    return.

        Attributes:
            kind (BombsDecisionKind): `revolt` and `request` are the Knave's, `privilege` and `return` the Master's.
            seat (int): The seat that owes the decision.
            due_ms (int | None): The turn clock's deadline in ms since the epoch; null without a clock.
            card (str | Unset): The card the Knave passed, once passed. A card code: rank then suit (`3C`, `10H`, `AS`), or
                `BJ` / `RJ` for the jokers.
            requested (list[str] | Unset): `request` only: the ranks the Knave has named so far (each `3` to `10`).
            rank (None | str | Unset): `return` only: the rank the returned card must have; null when any card will do.
    """

    kind: BombsDecisionKind
    seat: int
    due_ms: int | None
    card: str | Unset = UNSET
    requested: list[str] | Unset = UNSET
    rank: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat

        due_ms: int | None
        due_ms = self.due_ms

        card = self.card

        requested: list[str] | Unset = UNSET
        if not isinstance(self.requested, Unset):
            requested = self.requested

        rank: None | str | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        else:
            rank = self.rank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "due_ms": due_ms,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if requested is not UNSET:
            field_dict["requested"] = requested
        if rank is not UNSET:
            field_dict["rank"] = rank

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = BombsDecisionKind(d.pop("kind"))

        seat = d.pop("seat")

        def _parse_due_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        due_ms = _parse_due_ms(d.pop("due_ms"))

        card = d.pop("card", UNSET)

        requested = cast(list[str], d.pop("requested", UNSET))

        def _parse_rank(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

        bombs_decision = cls(
            kind=kind,
            seat=seat,
            due_ms=due_ms,
            card=card,
            requested=requested,
            rank=rank,
        )

        return bombs_decision
