from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.exploding_aces_decision_kind import ExplodingAcesDecisionKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.exploding_aces_four_target import ExplodingAcesFourTarget


T = TypeVar("T", bound="ExplodingAcesDecision")


@_attrs_define
class ExplodingAcesDecision:
    """A decision one seat owes: the active player's turn (`play-or-draw`, `end-or-continue`,
    `queen-response`) or a card's effect (named after the card or combination); its other members depend on
    the kind.

        Attributes:
            kind (ExplodingAcesDecisionKind):
            seat (int):
            due_ms (int | None): Its deadline in ms since the epoch: the turn clock's (null without one), or for `six-block`
                the block window's.
            k (int | Unset): `play-or-draw`, `end-or-continue`, `queen-response`: the Queen chain's k (a `queen-response`
                may draw 2k cards instead of a Queen); 0 unless a Queen is to be answered.
            by (int | Unset): The kinds named after a card: the seat whose card set it going.
            target (int | None | Unset): `five`, `two-pairs`, `six-block`, `six-give`: the seat the card targets.
            rank (None | str | Unset): `pair`: the rank named.
            cards (list[str] | Unset): `jack` and `two-pairs`: the cards looked at (to the owner only); `replay`: the cards
                left to replay from.
            draws (int | Unset): `three`: how many cards were drawn so far.
            drawn (bool | Unset): `three`: true while a drawn card waits to be kept or rejected.
            card (None | str | Unset): `three`, to the owner only: the drawn card waiting, or null.
            count (int | Unset): `jack`: how many cards were lifted; `six-give`: how many cards each side gives.
            targets (list[ExplodingAcesFourTarget] | Unset): `four`: the opponents still to take a card from.
    """

    kind: ExplodingAcesDecisionKind
    seat: int
    due_ms: int | None
    k: int | Unset = UNSET
    by: int | Unset = UNSET
    target: int | None | Unset = UNSET
    rank: None | str | Unset = UNSET
    cards: list[str] | Unset = UNSET
    draws: int | Unset = UNSET
    drawn: bool | Unset = UNSET
    card: None | str | Unset = UNSET
    count: int | Unset = UNSET
    targets: list[ExplodingAcesFourTarget] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        seat = self.seat

        due_ms: int | None
        due_ms = self.due_ms

        k = self.k

        by = self.by

        target: int | None | Unset
        if isinstance(self.target, Unset):
            target = UNSET
        else:
            target = self.target

        rank: None | str | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        else:
            rank = self.rank

        cards: list[str] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        draws = self.draws

        drawn = self.drawn

        card: None | str | Unset
        if isinstance(self.card, Unset):
            card = UNSET
        else:
            card = self.card

        count = self.count

        targets: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.targets, Unset):
            targets = []
            for targets_item_data in self.targets:
                targets_item = targets_item_data.to_dict()
                targets.append(targets_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "seat": seat,
                "due_ms": due_ms,
            }
        )
        if k is not UNSET:
            field_dict["k"] = k
        if by is not UNSET:
            field_dict["by"] = by
        if target is not UNSET:
            field_dict["target"] = target
        if rank is not UNSET:
            field_dict["rank"] = rank
        if cards is not UNSET:
            field_dict["cards"] = cards
        if draws is not UNSET:
            field_dict["draws"] = draws
        if drawn is not UNSET:
            field_dict["drawn"] = drawn
        if card is not UNSET:
            field_dict["card"] = card
        if count is not UNSET:
            field_dict["count"] = count
        if targets is not UNSET:
            field_dict["targets"] = targets

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.exploding_aces_four_target import ExplodingAcesFourTarget  # noqa: PLC0415

        d = dict(src_dict)
        kind = ExplodingAcesDecisionKind(d.pop("kind"))

        seat = d.pop("seat")

        def _parse_due_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        due_ms = _parse_due_ms(d.pop("due_ms"))

        k = d.pop("k", UNSET)

        by = d.pop("by", UNSET)

        def _parse_target(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        target = _parse_target(d.pop("target", UNSET))

        def _parse_rank(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

        cards = cast(list[str], d.pop("cards", UNSET))

        draws = d.pop("draws", UNSET)

        drawn = d.pop("drawn", UNSET)

        def _parse_card(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        card = _parse_card(d.pop("card", UNSET))

        count = d.pop("count", UNSET)

        _targets = d.pop("targets", UNSET)
        targets: list[ExplodingAcesFourTarget] | Unset = UNSET
        if _targets is not UNSET:
            targets = []
            for targets_item_data in _targets:
                targets_item = ExplodingAcesFourTarget.from_dict(targets_item_data)

                targets.append(targets_item)

        exploding_aces_decision = cls(
            kind=kind,
            seat=seat,
            due_ms=due_ms,
            k=k,
            by=by,
            target=target,
            rank=rank,
            cards=cards,
            draws=draws,
            drawn=drawn,
            card=card,
            count=count,
            targets=targets,
        )

        return exploding_aces_decision
