from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.exploding_aces_view_direction import ExplodingAcesViewDirection
from ..models.exploding_aces_view_status import ExplodingAcesViewStatus
from ..models.exploding_aces_view_step_type_1 import ExplodingAcesViewStepType1
from ..models.exploding_aces_view_step_type_2_type_1 import ExplodingAcesViewStepType2Type1
from ..models.exploding_aces_view_step_type_3_type_1 import ExplodingAcesViewStepType3Type1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deadline import Deadline
    from ..models.exploding_aces_decision import ExplodingAcesDecision
    from ..models.exploding_aces_options import ExplodingAcesOptions
    from ..models.exploding_aces_result import ExplodingAcesResult
    from ..models.exploding_aces_seat import ExplodingAcesSeat
    from ..models.exploding_aces_table import ExplodingAcesTable
    from ..models.exploding_aces_window import ExplodingAcesWindow
    from ..models.idle import Idle


T = TypeVar("T", bound="ExplodingAcesView")


@_attrs_define
class ExplodingAcesView:
    """The view of an `exploding-aces` table (docs/rules.md §2).

    Attributes:
        id (str):
        game (Literal['exploding-aces']):
        kind (Literal['exploding-aces']):
        version (int):
        status (ExplodingAcesViewStatus):
        seed_sha256 (str): SHA-256 of the game's secret seed, so the deal can be verified once it is shown.
        head_sha256 (str): The hash of the last event in the game's hash chain. Keep it: a later export must pass
            through it.
        seed (None | str): The game's secret seed in hex, null until the game is finished (docs/rules.md §0).
        options (ExplodingAcesOptions):
        idle (Idle | None): The idle policy and who is away; null for a game without one (a match).
        deadlines (list[Deadline]):
        awaiting (list[int]): The seats the game waits for now: on turn, owing a decision, or entitled to an open window
            (of a match: the match's seats its tables wait for); empty unless the game is active. A client alerts its person
            when their seat is in it.
        seats (list[ExplodingAcesSeat]):
        hand (list[str] | None): The bearer's own cards; null for a spectator.
        turn (int | None): The seat on turn, or null.
        windows (list[ExplodingAcesWindow]):
        decisions (list[ExplodingAcesDecision]):
        result (ExplodingAcesResult | None): Null until the game is finished.
        step (ExplodingAcesViewStepType1 | ExplodingAcesViewStepType2Type1 | ExplodingAcesViewStepType3Type1 | None):
            What the active player owes when no effect is pending: `play` (play or draw), `choose` (END_OR_CONTINUE) or
            `queen` (QUEEN_RESPONSE(k)); null with no active player.
        queen (int): The Queen chain's k (§2.5): 0 when no Queen is to be answered.
        direction (ExplodingAcesViewDirection): The direction of play: 1 clockwise, -1 anticlockwise.
        deck (int): How many cards the deck holds.
        discard_top (None | str): The top card of the discard pile, or null.
        discard_count (int): How many cards the discard pile holds.
        removed (list[str]): The Kings that left the game when the deck was rebuilt (A10).
        in_use (list[str]): The cards of the play whose effect is being carried out once its Nine window closed: on the
            table, in no pile, until the effect is over (then its Aces go back into the deck and the rest onto the discard
            pile), so no rebuild of the deck can hold them.
        defuses (int): How many defuses were made so far.
        recycle_quota (int): How many of the game's first defuses put their King back into the deck (A9).
        table (ExplodingAcesTable | None): The play waiting for its Nine window, or null.
        eliminated (list[int]): The eliminated seats, in the order they went out.
        rematch (None | str | Unset): The id of the finished game's rematch once a player opened it (`GET .../rematch`
            shows it), else null; its opening changes the `ETag` of `GET /v1/games/{id}`.
        hands (list[list[str]] | Unset): Once the game is finished only: every seat's hand, by seat.
        deck_order (list[str] | Unset): Once the game is finished only: the deck, top first.
    """

    id: str
    game: Literal["exploding-aces"]
    kind: Literal["exploding-aces"]
    version: int
    status: ExplodingAcesViewStatus
    seed_sha256: str
    head_sha256: str
    seed: None | str
    options: ExplodingAcesOptions
    idle: Idle | None
    deadlines: list[Deadline]
    awaiting: list[int]
    seats: list[ExplodingAcesSeat]
    hand: list[str] | None
    turn: int | None
    windows: list[ExplodingAcesWindow]
    decisions: list[ExplodingAcesDecision]
    result: ExplodingAcesResult | None
    step: ExplodingAcesViewStepType1 | ExplodingAcesViewStepType2Type1 | ExplodingAcesViewStepType3Type1 | None
    queen: int
    direction: ExplodingAcesViewDirection
    deck: int
    discard_top: None | str
    discard_count: int
    removed: list[str]
    in_use: list[str]
    defuses: int
    recycle_quota: int
    table: ExplodingAcesTable | None
    eliminated: list[int]
    rematch: None | str | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    deck_order: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.exploding_aces_result import ExplodingAcesResult  # noqa: PLC0415
        from ..models.exploding_aces_table import ExplodingAcesTable  # noqa: PLC0415
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
        if isinstance(self.result, ExplodingAcesResult):
            result = self.result.to_dict()
        else:
            result = self.result

        step: None | str
        if isinstance(self.step, ExplodingAcesViewStepType1):
            step = self.step.value
        elif isinstance(self.step, ExplodingAcesViewStepType2Type1):
            step = self.step.value
        elif isinstance(self.step, ExplodingAcesViewStepType3Type1):
            step = self.step.value
        else:
            step = self.step

        queen = self.queen

        direction = self.direction.value

        deck = self.deck

        discard_top: None | str
        discard_top = self.discard_top

        discard_count = self.discard_count

        removed = self.removed

        in_use = self.in_use

        defuses = self.defuses

        recycle_quota = self.recycle_quota

        table: dict[str, Any] | None
        if isinstance(self.table, ExplodingAcesTable):
            table = self.table.to_dict()
        else:
            table = self.table

        eliminated = self.eliminated

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

        deck_order: list[str] | Unset = UNSET
        if not isinstance(self.deck_order, Unset):
            deck_order = self.deck_order

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
                "step": step,
                "queen": queen,
                "direction": direction,
                "deck": deck,
                "discard_top": discard_top,
                "discard_count": discard_count,
                "removed": removed,
                "in_use": in_use,
                "defuses": defuses,
                "recycle_quota": recycle_quota,
                "table": table,
                "eliminated": eliminated,
            }
        )
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if hands is not UNSET:
            field_dict["hands"] = hands
        if deck_order is not UNSET:
            field_dict["deck_order"] = deck_order

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deadline import Deadline  # noqa: PLC0415
        from ..models.exploding_aces_decision import ExplodingAcesDecision  # noqa: PLC0415
        from ..models.exploding_aces_options import ExplodingAcesOptions  # noqa: PLC0415
        from ..models.exploding_aces_result import ExplodingAcesResult  # noqa: PLC0415
        from ..models.exploding_aces_seat import ExplodingAcesSeat  # noqa: PLC0415
        from ..models.exploding_aces_table import ExplodingAcesTable  # noqa: PLC0415
        from ..models.exploding_aces_window import ExplodingAcesWindow  # noqa: PLC0415
        from ..models.idle import Idle  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal["exploding-aces"], d.pop("game"))
        if game != "exploding-aces":
            raise ValueError(f"game must match const 'exploding-aces', got '{game}'")

        kind = cast(Literal["exploding-aces"], d.pop("kind"))
        if kind != "exploding-aces":
            raise ValueError(f"kind must match const 'exploding-aces', got '{kind}'")

        version = d.pop("version")

        status = ExplodingAcesViewStatus(d.pop("status"))

        seed_sha256 = d.pop("seed_sha256")

        head_sha256 = d.pop("head_sha256")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        options = ExplodingAcesOptions.from_dict(d.pop("options"))

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
            seats_item = ExplodingAcesSeat.from_dict(seats_item_data)

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
            windows_item = ExplodingAcesWindow.from_dict(windows_item_data)

            windows.append(windows_item)

        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = ExplodingAcesDecision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        def _parse_result(data: object) -> ExplodingAcesResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = ExplodingAcesResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExplodingAcesResult | None, data)

        result = _parse_result(d.pop("result"))

        def _parse_step(
            data: object,
        ) -> ExplodingAcesViewStepType1 | ExplodingAcesViewStepType2Type1 | ExplodingAcesViewStepType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_1 = ExplodingAcesViewStepType1(data)

                return step_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_2_type_1 = ExplodingAcesViewStepType2Type1(data)

                return step_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                step_type_3_type_1 = ExplodingAcesViewStepType3Type1(data)

                return step_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ExplodingAcesViewStepType1 | ExplodingAcesViewStepType2Type1 | ExplodingAcesViewStepType3Type1 | None,
                data,
            )

        step = _parse_step(d.pop("step"))

        queen = d.pop("queen")

        direction = ExplodingAcesViewDirection(d.pop("direction"))

        deck = d.pop("deck")

        def _parse_discard_top(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))

        discard_count = d.pop("discard_count")

        removed = cast(list[str], d.pop("removed"))

        in_use = cast(list[str], d.pop("in_use"))

        defuses = d.pop("defuses")

        recycle_quota = d.pop("recycle_quota")

        def _parse_table(data: object) -> ExplodingAcesTable | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                table_type_0 = ExplodingAcesTable.from_dict(data)

                return table_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExplodingAcesTable | None, data)

        table = _parse_table(d.pop("table"))

        eliminated = cast(list[int], d.pop("eliminated"))

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

        deck_order = cast(list[str], d.pop("deck_order", UNSET))

        exploding_aces_view = cls(
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
            step=step,
            queen=queen,
            direction=direction,
            deck=deck,
            discard_top=discard_top,
            discard_count=discard_count,
            removed=removed,
            in_use=in_use,
            defuses=defuses,
            recycle_quota=recycle_quota,
            table=table,
            eliminated=eliminated,
            rematch=rematch,
            hands=hands,
            deck_order=deck_order,
        )

        return exploding_aces_view
