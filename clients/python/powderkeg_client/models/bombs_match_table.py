from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_match_table_phase import BombsMatchTablePhase
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bombs_decision import BombsDecision
    from ..models.bombs_exchange import BombsExchange
    from ..models.bombs_result import BombsResult
    from ..models.bombs_seat import BombsSeat
    from ..models.bombs_trick import BombsTrick
    from ..models.bombs_window import BombsWindow


T = TypeVar("T", bound="BombsMatchTable")


@_attrs_define
class BombsMatchTable:
    """The bearer's table in a match, in full: a table's view (its seats are the table's own seats) with its
    key, and `players` mapping its seats to match seats.

        Attributes:
            phase (BombsMatchTablePhase): `exchange` before the first lead (§1.2), `play` during tricks, `finished`.
            seats (list[BombsSeat]):
            hand (list[str] | None): The bearer's own cards, sorted; null for a spectator. Card codes: rank then suit (`3C`,
                `10H`, `AS`), or `BJ` / `RJ` for the jokers.
            turn (int | None): The seat on turn; null during the exchange, a last call or once finished.
            turn_due_ms (int | None): When the turn clock of the seat on turn runs out, in ms since the epoch; null without.
            hand_number (int): The hand being played, from 1 (beyond `hands_total` in a tie-break).
            hands_total (int): The hands in the game (option `hands`).
            tiebreak (bool): Whether this is a tie-break hand (§1.7).
            players (list[int]): The match seat at each of the table's seats, by local seat: the same as this table's entry
                of `tables`. (At a match's table every seat is dealt in, as each seat's `in_hand` says.)
            dealer (int | None): The seat that dealt this hand; null before the first deal.
            knave (int | None): The Knave exchanging in this hand (last hand's loser); null in hand 1 and tie-breaks.
            master (int | None): The Master exchanging in this hand (last hand's winner); null in hand 1 and tie-breaks.
            trick (BombsTrick | None):
            windows (list[BombsWindow]):
            decisions (list[BombsDecision]):
            exchange (BombsExchange | None):
            finishing_order (list[int]): This hand's seats out so far, in order (the first is the Master).
            result (BombsResult | None):
            key (str): The table's key: `t0`, `t1`… or `h<hand>-<i>` for a tie-break hand's tables.
            hands (list[list[str]] | Unset): Once the game is finished only: every seat's cards, by seat.
    """

    phase: BombsMatchTablePhase
    seats: list[BombsSeat]
    hand: list[str] | None
    turn: int | None
    turn_due_ms: int | None
    hand_number: int
    hands_total: int
    tiebreak: bool
    players: list[int]
    dealer: int | None
    knave: int | None
    master: int | None
    trick: BombsTrick | None
    windows: list[BombsWindow]
    decisions: list[BombsDecision]
    exchange: BombsExchange | None
    finishing_order: list[int]
    result: BombsResult | None
    key: str
    hands: list[list[str]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_exchange import BombsExchange  # noqa: PLC0415
        from ..models.bombs_result import BombsResult  # noqa: PLC0415
        from ..models.bombs_trick import BombsTrick  # noqa: PLC0415

        phase = self.phase.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        turn: int | None
        turn = self.turn

        turn_due_ms: int | None
        turn_due_ms = self.turn_due_ms

        hand_number = self.hand_number

        hands_total = self.hands_total

        tiebreak = self.tiebreak

        players = self.players

        dealer: int | None
        dealer = self.dealer

        knave: int | None
        knave = self.knave

        master: int | None
        master = self.master

        trick: dict[str, Any] | None
        if isinstance(self.trick, BombsTrick):
            trick = self.trick.to_dict()
        else:
            trick = self.trick

        windows = []
        for windows_item_data in self.windows:
            windows_item = windows_item_data.to_dict()
            windows.append(windows_item)

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        exchange: dict[str, Any] | None
        if isinstance(self.exchange, BombsExchange):
            exchange = self.exchange.to_dict()
        else:
            exchange = self.exchange

        finishing_order = self.finishing_order

        result: dict[str, Any] | None
        if isinstance(self.result, BombsResult):
            result = self.result.to_dict()
        else:
            result = self.result

        key = self.key

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "phase": phase,
                "seats": seats,
                "hand": hand,
                "turn": turn,
                "turn_due_ms": turn_due_ms,
                "hand_number": hand_number,
                "hands_total": hands_total,
                "tiebreak": tiebreak,
                "players": players,
                "dealer": dealer,
                "knave": knave,
                "master": master,
                "trick": trick,
                "windows": windows,
                "decisions": decisions,
                "exchange": exchange,
                "finishing_order": finishing_order,
                "result": result,
                "key": key,
            }
        )
        if hands is not UNSET:
            field_dict["hands"] = hands

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bombs_decision import BombsDecision  # noqa: PLC0415
        from ..models.bombs_exchange import BombsExchange  # noqa: PLC0415
        from ..models.bombs_result import BombsResult  # noqa: PLC0415
        from ..models.bombs_seat import BombsSeat  # noqa: PLC0415
        from ..models.bombs_trick import BombsTrick  # noqa: PLC0415
        from ..models.bombs_window import BombsWindow  # noqa: PLC0415

        d = dict(src_dict)
        phase = BombsMatchTablePhase(d.pop("phase"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = BombsSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        def _parse_turn_due_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_due_ms = _parse_turn_due_ms(d.pop("turn_due_ms"))

        hand_number = d.pop("hand_number")

        hands_total = d.pop("hands_total")

        tiebreak = d.pop("tiebreak")

        players = cast(list[int], d.pop("players"))

        def _parse_dealer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dealer = _parse_dealer(d.pop("dealer"))

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

        def _parse_trick(data: object) -> BombsTrick | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trick_type_0 = BombsTrick.from_dict(data)

                return trick_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BombsTrick | None, data)

        trick = _parse_trick(d.pop("trick"))

        windows = []
        _windows = d.pop("windows")
        for windows_item_data in _windows:
            windows_item = BombsWindow.from_dict(windows_item_data)

            windows.append(windows_item)

        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = BombsDecision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        def _parse_exchange(data: object) -> BombsExchange | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                exchange_type_0 = BombsExchange.from_dict(data)

                return exchange_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BombsExchange | None, data)

        exchange = _parse_exchange(d.pop("exchange"))

        finishing_order = cast(list[int], d.pop("finishing_order"))

        def _parse_result(data: object) -> BombsResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = BombsResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BombsResult | None, data)

        result = _parse_result(d.pop("result"))

        key = d.pop("key")

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        bombs_match_table = cls(
            phase=phase,
            seats=seats,
            hand=hand,
            turn=turn,
            turn_due_ms=turn_due_ms,
            hand_number=hand_number,
            hands_total=hands_total,
            tiebreak=tiebreak,
            players=players,
            dealer=dealer,
            knave=knave,
            master=master,
            trick=trick,
            windows=windows,
            decisions=decisions,
            exchange=exchange,
            finishing_order=finishing_order,
            result=result,
            key=key,
            hands=hands,
        )

        return bombs_match_table
