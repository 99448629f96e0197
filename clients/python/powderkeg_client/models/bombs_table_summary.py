from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_table_summary_phase import BombsTableSummaryPhase
from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsTableSummary")


@_attrs_define
class BombsTableSummary:
    """A table in play, as everyone may see it; a table not loaded shows only `key` and `players`.

    Attributes:
        key (str): The table's key.
        players (list[int]): The match seat at each of the table's seats, by local seat.
        cards (list[int] | Unset): How many cards each local seat holds.
        turn (int | None | Unset): The match seat on turn there, or null.
        phase (BombsTableSummaryPhase | Unset): The table's phase.
        hand_number (int | Unset): The hand the table plays or has just played.
        finishing_order (list[int] | Unset): Match seats out so far in this hand at that table, in order.
        version (int | Unset): The table's own version (its stream's last event).
        head_sha256 (str | Unset): The hash of the table's last event: kept with the match's `head_sha256`, it pins the
            table's log in a later export (the header lists each table's head).
    """

    key: str
    players: list[int]
    cards: list[int] | Unset = UNSET
    turn: int | None | Unset = UNSET
    phase: BombsTableSummaryPhase | Unset = UNSET
    hand_number: int | Unset = UNSET
    finishing_order: list[int] | Unset = UNSET
    version: int | Unset = UNSET
    head_sha256: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        players = self.players

        cards: list[int] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        turn: int | None | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        else:
            turn = self.turn

        phase: str | Unset = UNSET
        if not isinstance(self.phase, Unset):
            phase = self.phase.value

        hand_number = self.hand_number

        finishing_order: list[int] | Unset = UNSET
        if not isinstance(self.finishing_order, Unset):
            finishing_order = self.finishing_order

        version = self.version

        head_sha256 = self.head_sha256

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "players": players,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards
        if turn is not UNSET:
            field_dict["turn"] = turn
        if phase is not UNSET:
            field_dict["phase"] = phase
        if hand_number is not UNSET:
            field_dict["hand_number"] = hand_number
        if finishing_order is not UNSET:
            field_dict["finishing_order"] = finishing_order
        if version is not UNSET:
            field_dict["version"] = version
        if head_sha256 is not UNSET:
            field_dict["head_sha256"] = head_sha256

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        key = d.pop("key")

        players = cast(list[int], d.pop("players"))

        cards = cast(list[int], d.pop("cards", UNSET))

        def _parse_turn(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))

        _phase = d.pop("phase", UNSET)
        phase: BombsTableSummaryPhase | Unset
        if isinstance(_phase, Unset):
            phase = UNSET
        else:
            phase = BombsTableSummaryPhase(_phase)

        hand_number = d.pop("hand_number", UNSET)

        finishing_order = cast(list[int], d.pop("finishing_order", UNSET))

        version = d.pop("version", UNSET)

        head_sha256 = d.pop("head_sha256", UNSET)

        bombs_table_summary = cls(
            key=key,
            players=players,
            cards=cards,
            turn=turn,
            phase=phase,
            hand_number=hand_number,
            finishing_order=finishing_order,
            version=version,
            head_sha256=head_sha256,
        )

        return bombs_table_summary
