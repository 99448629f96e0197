from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_away_decision_kind import BombsAwayDecisionKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsAwayDecision")


@_attrs_define
class BombsAwayDecision:
    """A decision one seat owes (§4.8). Beside `kind`, `seat` and `due_ms`, each kind has its own members:
    `keep` and `keep-ten` have `cards`; `bury` has `target` and `cards`; `damage` has `amount`
    and `targets`; `pick` has `with` and `positions`.

        Attributes:
            kind (BombsAwayDecisionKind):
            seat (int):
            due_ms (int | None):
            cards (list[str] | None | Unset): keep: the Ace's two cards; bury: the target's hand; keep-ten: the seat's
                10-value cards. Null for anyone but the deciding seat.
            target (int | None | Unset): bury: the seat whose hand the 5 looked at.
            amount (int | Unset): damage: the damage to deal.
            targets (list[int] | Unset): damage: the seats that may be damaged.
            with_ (int | Unset): pick: the other seat of the 9's swap.
            positions (int | Unset): pick: how many face-down positions there are to pick from.
    """

    kind: BombsAwayDecisionKind
    seat: int
    due_ms: int | None
    cards: list[str] | None | Unset = UNSET
    target: int | None | Unset = UNSET
    amount: int | Unset = UNSET
    targets: list[int] | Unset = UNSET
    with_: int | Unset = UNSET
    positions: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat

        due_ms: int | None
        due_ms = self.due_ms

        cards: list[str] | None | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = self.cards

        else:
            cards = self.cards

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        amount = self.amount

        targets: list[int] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = self.targets

        with_ = self.with_

        positions = self.positions

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "due_ms": due_ms,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if target is not UNSET:
            field_dict["target"] = target
        if amount is not UNSET:
            field_dict["amount"] = amount
        if targets is not UNSET:
            field_dict["targets"] = targets
        if with_ is not UNSET:
            field_dict["with"] = with_
        if positions is not UNSET:
            field_dict["positions"] = positions

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = BombsAwayDecisionKind(d.pop("kind"))

        seat = d.pop("seat")

        def _parse_due_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        due_ms = _parse_due_ms(d.pop("due_ms"))

        def _parse_cards(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = cast(list[str], data)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        amount = d.pop("amount", UNSET)

        targets = cast(list[int], d.pop("targets", UNSET))

        with_ = d.pop("with", UNSET)

        positions = d.pop("positions", UNSET)

        bombs_away_decision = cls(
            kind=kind,
            seat=seat,
            due_ms=due_ms,
            cards=cards,
            target=target,
            amount=amount,
            targets=targets,
            with_=with_,
            positions=positions,
        )

        return bombs_away_decision
