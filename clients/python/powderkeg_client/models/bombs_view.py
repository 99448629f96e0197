from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_view_phase import BombsViewPhase
from ..models.bombs_view_status import BombsViewStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bombs_decision import BombsDecision
    from ..models.bombs_exchange import BombsExchange
    from ..models.bombs_options import BombsOptions
    from ..models.bombs_result import BombsResult
    from ..models.bombs_seat import BombsSeat
    from ..models.bombs_trick import BombsTrick
    from ..models.bombs_window import BombsWindow
    from ..models.deadline import Deadline
    from ..models.idle import Idle


T = TypeVar("T", bound="BombsView")


@_attrs_define
class BombsView:
    """The view of a `bombs` game at one table (3 to 5 players).

    Attributes:
        id (str):
        game (Literal['bombs']): The game type.
        kind (Literal['bombs']): The shape of this view: one table.
        version (int):
        status (BombsViewStatus):
        seed_sha256 (str): SHA-256 of the game's secret seed, so the deal can be verified once it is shown.
        head_sha256 (str): The hash of the last event in the game's hash chain. Keep it: a later export must pass
            through it.
        seed (None | str): The game's secret seed in hex, null until the game is finished (docs/rules.md §0).
        options (BombsOptions):
        idle (Idle | None): The idle policy and who is away; null for a game without one (a match).
        deadlines (list[Deadline]):
        awaiting (list[int]): The seats the game waits for now: on turn, owing a decision, or entitled to an open window
            (of a match: the match's seats its tables wait for); empty unless the game is active. A client alerts its person
            when their seat is in it.
        seats (list[BombsSeat]):
        hand (list[str] | None): The bearer's own cards, sorted; null for a spectator. Card codes: rank then suit (`3C`,
            `10H`, `AS`), or `BJ` / `RJ` for the jokers.
        turn (int | None): The seat on turn; null during the exchange, a last call or once finished.
        windows (list[BombsWindow]):
        decisions (list[BombsDecision]):
        result (BombsResult | None):
        phase (BombsViewPhase): `exchange` before the first lead (§1.2), `play` during tricks, `finished`.
        turn_due_ms (int | None): When the turn clock of the seat on turn runs out, in ms since the epoch; null without.
        hand_number (int): The hand being played, from 1 (beyond `hands_total` in a tie-break).
        hands_total (int): The hands in the game (option `hands`).
        tiebreak (bool): Whether this is a tie-break hand (§1.7).
        players (list[int]): The seats dealt in this hand.
        dealer (int | None): The seat that dealt this hand; null before the first deal.
        knave (int | None): The Knave exchanging in this hand (last hand's loser); null in hand 1 and tie-breaks.
        master (int | None): The Master exchanging in this hand (last hand's winner); null in hand 1 and tie-breaks.
        trick (BombsTrick | None):
        exchange (BombsExchange | None):
        finishing_order (list[int]): This hand's seats out so far, in order (the first is the Master).
        rematch (None | str | Unset): The id of the finished game's rematch once a player opened it (`GET .../rematch`
            shows it), else null; its opening changes the `ETag` of `GET /v1/games/{id}`.
        hands (list[list[str]] | Unset): Once the game is finished only: every seat's cards, by seat.
    """

    id: str
    game: Literal["bombs"]
    kind: Literal["bombs"]
    version: int
    status: BombsViewStatus
    seed_sha256: str
    head_sha256: str
    seed: None | str
    options: BombsOptions
    idle: Idle | None
    deadlines: list[Deadline]
    awaiting: list[int]
    seats: list[BombsSeat]
    hand: list[str] | None
    turn: int | None
    windows: list[BombsWindow]
    decisions: list[BombsDecision]
    result: BombsResult | None
    phase: BombsViewPhase
    turn_due_ms: int | None
    hand_number: int
    hands_total: int
    tiebreak: bool
    players: list[int]
    dealer: int | None
    knave: int | None
    master: int | None
    trick: BombsTrick | None
    exchange: BombsExchange | None
    finishing_order: list[int]
    rematch: None | str | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_exchange import BombsExchange  # noqa: PLC0415
        from ..models.bombs_result import BombsResult  # noqa: PLC0415
        from ..models.bombs_trick import BombsTrick  # noqa: PLC0415
        from ..models.idle import Idle  # noqa: PLC0415

        id = self.id

        game = self.game

        kind = self.kind

        version = self.version

        status = self.status.value

        seed_sha256 = self.seed_sha256

        head_sha256 = self.head_sha256

        seed: None | str
        seed = self.seed

        options = self.options.to_dict()

        idle: dict[str, Any] | None
        if isinstance(self.idle, Idle):
            idle = self.idle.to_dict()
        else:
            idle = self.idle

        deadlines = []
        for deadlines_item_data in self.deadlines:
            deadlines_item = deadlines_item_data.to_dict()
            deadlines.append(deadlines_item)

        awaiting = self.awaiting

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

        windows = []
        for windows_item_data in self.windows:
            windows_item = windows_item_data.to_dict()
            windows.append(windows_item)

        decisions = []
        for decisions_item_data in self.decisions:
            decisions_item = decisions_item_data.to_dict()
            decisions.append(decisions_item)

        result: dict[str, Any] | None
        if isinstance(self.result, BombsResult):
            result = self.result.to_dict()
        else:
            result = self.result

        phase = self.phase.value

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

        exchange: dict[str, Any] | None
        if isinstance(self.exchange, BombsExchange):
            exchange = self.exchange.to_dict()
        else:
            exchange = self.exchange

        finishing_order = self.finishing_order

        rematch: None | str | Unset
        if isinstance(self.rematch, Unset):
            rematch = UNSET
        else:
            rematch = self.rematch

        hands: list[list[str]] | Unset = UNSET
        if not isinstance(self.hands, Unset):
            hands = []
            for hands_item_data in self.hands:
                hands_item = hands_item_data

                hands.append(hands_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "game": game,
                "kind": kind,
                "version": version,
                "status": status,
                "seed_sha256": seed_sha256,
                "head_sha256": head_sha256,
                "seed": seed,
                "options": options,
                "idle": idle,
                "deadlines": deadlines,
                "awaiting": awaiting,
                "seats": seats,
                "hand": hand,
                "turn": turn,
                "windows": windows,
                "decisions": decisions,
                "result": result,
                "phase": phase,
                "turn_due_ms": turn_due_ms,
                "hand_number": hand_number,
                "hands_total": hands_total,
                "tiebreak": tiebreak,
                "players": players,
                "dealer": dealer,
                "knave": knave,
                "master": master,
                "trick": trick,
                "exchange": exchange,
                "finishing_order": finishing_order,
            }
        )
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if hands is not UNSET:
            field_dict["hands"] = hands

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bombs_decision import BombsDecision  # noqa: PLC0415
        from ..models.bombs_exchange import BombsExchange  # noqa: PLC0415
        from ..models.bombs_options import BombsOptions  # noqa: PLC0415
        from ..models.bombs_result import BombsResult  # noqa: PLC0415
        from ..models.bombs_seat import BombsSeat  # noqa: PLC0415
        from ..models.bombs_trick import BombsTrick  # noqa: PLC0415
        from ..models.bombs_window import BombsWindow  # noqa: PLC0415
        from ..models.deadline import Deadline  # noqa: PLC0415
        from ..models.idle import Idle  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal["bombs"], d.pop("game"))
        if game != "bombs":
            raise ValueError(f"game must match const 'bombs', got '{game}'")

        kind = cast(Literal["bombs"], d.pop("kind"))
        if kind != "bombs":
            raise ValueError(f"kind must match const 'bombs', got '{kind}'")

        version = d.pop("version")

        status = BombsViewStatus(d.pop("status"))

        seed_sha256 = d.pop("seed_sha256")

        head_sha256 = d.pop("head_sha256")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        options = BombsOptions.from_dict(d.pop("options"))

        def _parse_idle(data: object) -> Idle | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                idle_type_0 = Idle.from_dict(data)

                return idle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Idle | None, data)

        idle = _parse_idle(d.pop("idle"))

        deadlines = []
        _deadlines = d.pop("deadlines")
        for deadlines_item_data in _deadlines:
            deadlines_item = Deadline.from_dict(deadlines_item_data)

            deadlines.append(deadlines_item)

        awaiting = cast(list[int], d.pop("awaiting"))

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

        phase = BombsViewPhase(d.pop("phase"))

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

        def _parse_rematch(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rematch = _parse_rematch(d.pop("rematch", UNSET))

        _hands = d.pop("hands", UNSET)
        hands: list[list[str]] | Unset = UNSET
        if _hands is not UNSET:
            hands = []
            for hands_item_data in _hands:
                hands_item = cast(list[str], hands_item_data)

                hands.append(hands_item)

        bombs_view = cls(
            id=id,
            game=game,
            kind=kind,
            version=version,
            status=status,
            seed_sha256=seed_sha256,
            head_sha256=head_sha256,
            seed=seed,
            options=options,
            idle=idle,
            deadlines=deadlines,
            awaiting=awaiting,
            seats=seats,
            hand=hand,
            turn=turn,
            windows=windows,
            decisions=decisions,
            result=result,
            phase=phase,
            turn_due_ms=turn_due_ms,
            hand_number=hand_number,
            hands_total=hands_total,
            tiebreak=tiebreak,
            players=players,
            dealer=dealer,
            knave=knave,
            master=master,
            trick=trick,
            exchange=exchange,
            finishing_order=finishing_order,
            rematch=rematch,
            hands=hands,
        )

        return bombs_view
