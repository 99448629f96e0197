from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BombsHandDealt")


@_attrs_define
class BombsHandDealt:
    """
    Attributes:
        hand (int):
        dealer (int):
        players (list[int]):
        hands (list[list[str] | None]): Each seat's cards, by seat (empty for a seat sitting out). While the game runs
            only the viewer's own hand is shown; the others are null.
        leader (int | None):
        knave (int | None):
        master (int | None):
        tiebreak (bool):
        counts (list[int] | Unset): While the game runs: how many cards each seat was dealt, by seat.
    """

    hand: int
    dealer: int
    players: list[int]
    hands: list[list[str] | None]
    leader: int | None
    knave: int | None
    master: int | None
    tiebreak: bool
    counts: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hand = self.hand

        dealer = self.dealer

        players = self.players

        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = hands_item_data

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        leader: int | None
        leader = self.leader

        knave: int | None
        knave = self.knave

        master: int | None
        master = self.master

        tiebreak = self.tiebreak

        counts: list[int] | Unset = UNSET
        if not isinstance(self.counts, Unset):
            counts = self.counts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "dealer": dealer,
                "players": players,
                "hands": hands,
                "leader": leader,
                "knave": knave,
                "master": master,
                "tiebreak": tiebreak,
            }
        )
        if counts is not UNSET:
            field_dict["counts"] = counts

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hand = d.pop("hand")

        dealer = d.pop("dealer")

        players = cast(list[int], d.pop("players"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(data: object) -> list[str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = cast(list[str], data)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[str] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

        def _parse_leader(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        leader = _parse_leader(d.pop("leader"))

        def _parse_knave(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        knave = _parse_knave(d.pop("knave"))

        def _parse_master(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        master = _parse_master(d.pop("master"))

        tiebreak = d.pop("tiebreak")

        counts = cast(list[int], d.pop("counts", UNSET))

        bombs_hand_dealt = cls(
            hand=hand,
            dealer=dealer,
            players=players,
            hands=hands,
            leader=leader,
            knave=knave,
            master=master,
            tiebreak=tiebreak,
            counts=counts,
        )

        return bombs_hand_dealt
