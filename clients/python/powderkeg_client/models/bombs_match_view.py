from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_match_view_phase import BombsMatchViewPhase
from ..models.bombs_match_view_status import BombsMatchViewStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bombs_decision import BombsDecision
    from ..models.bombs_match_seat import BombsMatchSeat
    from ..models.bombs_match_table import BombsMatchTable
    from ..models.bombs_options import BombsOptions
    from ..models.bombs_result import BombsResult
    from ..models.bombs_table_summary import BombsTableSummary
    from ..models.bombs_window import BombsWindow
    from ..models.deadline import Deadline
    from ..models.idle import Idle


T = TypeVar("T", bound="BombsMatchView")


@_attrs_define
class BombsMatchView:
    """The view of a `bombs` match of 6 or more players at several tables (docs/rules.md §1.6). Seats are
    match seats except inside `table`.

        Attributes:
            id (str):
            game (Literal['bombs']): The game type.
            kind (Literal['bombs-match']): The shape of this view: a match at several tables.
            version (int):
            status (BombsMatchViewStatus):
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
            seats (list[BombsMatchSeat]):
            hand (list[str] | None): The bearer's own cards, sorted; null for a spectator or a player not at a table. Card
                codes: rank then suit (`3C`, `10H`, `AS`), or `BJ` / `RJ` for the jokers.
            turn (int | None): The match seat on turn at the bearer's table, or null.
            windows (list[BombsWindow]): The bearer's table's last call, in match seats.
            decisions (list[BombsDecision]): The bearer's table's pending exchange decision, in match seats.
            result (BombsResult | None):
            phase (BombsMatchViewPhase):
            hand_number (int): The match's hand, from 1.
            hands_total (int): The hands in the match (option `hands`).
            tiebreak (bool): Whether this is a tie-break hand (§1.7).
            table (BombsMatchTable | None): The bearer's table in full; null for a spectator or a player sitting out.
            tables (list[BombsTableSummary]):
            rematch (None | str | Unset): The id of the finished game's rematch once a player opened it (`GET .../rematch`
                shows it), else null; its opening changes the `ETag` of `GET /v1/games/{id}`.
    """

    id: str
    game: Literal["bombs"]
    kind: Literal["bombs-match"]
    version: int
    status: BombsMatchViewStatus
    seed_sha256: str
    head_sha256: str
    seed: None | str
    options: BombsOptions
    idle: Idle | None
    deadlines: list[Deadline]
    awaiting: list[int]
    seats: list[BombsMatchSeat]
    hand: list[str] | None
    turn: int | None
    windows: list[BombsWindow]
    decisions: list[BombsDecision]
    result: BombsResult | None
    phase: BombsMatchViewPhase
    hand_number: int
    hands_total: int
    tiebreak: bool
    table: BombsMatchTable | None
    tables: list[BombsTableSummary]
    rematch: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_match_table import BombsMatchTable  # noqa: PLC0415
        from ..models.bombs_result import BombsResult  # noqa: PLC0415
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

        hand_number = self.hand_number

        hands_total = self.hands_total

        tiebreak = self.tiebreak

        table: dict[str, Any] | None
        if isinstance(self.table, BombsMatchTable):
            table = self.table.to_dict()
        else:
            table = self.table

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        rematch: None | str | Unset
        if isinstance(self.rematch, Unset):
            rematch = UNSET
        else:
            rematch = self.rematch

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
                "hand_number": hand_number,
                "hands_total": hands_total,
                "tiebreak": tiebreak,
                "table": table,
                "tables": tables,
            }
        )
        if rematch is not UNSET:
            field_dict["rematch"] = rematch

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bombs_decision import BombsDecision  # noqa: PLC0415
        from ..models.bombs_match_seat import BombsMatchSeat  # noqa: PLC0415
        from ..models.bombs_match_table import BombsMatchTable  # noqa: PLC0415
        from ..models.bombs_options import BombsOptions  # noqa: PLC0415
        from ..models.bombs_result import BombsResult  # noqa: PLC0415
        from ..models.bombs_table_summary import BombsTableSummary  # noqa: PLC0415
        from ..models.bombs_window import BombsWindow  # noqa: PLC0415
        from ..models.deadline import Deadline  # noqa: PLC0415
        from ..models.idle import Idle  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal["bombs"], d.pop("game"))
        if game != "bombs":
            raise ValueError(f"game must match const 'bombs', got '{game}'")

        kind = cast(Literal["bombs-match"], d.pop("kind"))
        if kind != "bombs-match":
            raise ValueError(f"kind must match const 'bombs-match', got '{kind}'")

        version = d.pop("version")

        status = BombsMatchViewStatus(d.pop("status"))

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
            seats_item = BombsMatchSeat.from_dict(seats_item_data)

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

        phase = BombsMatchViewPhase(d.pop("phase"))

        hand_number = d.pop("hand_number")

        hands_total = d.pop("hands_total")

        tiebreak = d.pop("tiebreak")

        def _parse_table(data: object) -> BombsMatchTable | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                table_type_0 = BombsMatchTable.from_dict(data)

                return table_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BombsMatchTable | None, data)

        table = _parse_table(d.pop("table"))

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = BombsTableSummary.from_dict(tables_item_data)

            tables.append(tables_item)

        def _parse_rematch(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rematch = _parse_rematch(d.pop("rematch", UNSET))

        bombs_match_view = cls(
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
            hand_number=hand_number,
            hands_total=hands_total,
            tiebreak=tiebreak,
            table=table,
            tables=tables,
            rematch=rematch,
        )

        return bombs_match_view
