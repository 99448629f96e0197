from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.haggis_view_card_points import HaggisViewCardPoints
from ..models.haggis_view_phase import HaggisViewPhase
from ..models.haggis_view_removed_suit_type_1 import HaggisViewRemovedSuitType1
from ..models.haggis_view_removed_suit_type_2_type_1 import HaggisViewRemovedSuitType2Type1
from ..models.haggis_view_removed_suit_type_3_type_1 import HaggisViewRemovedSuitType3Type1
from ..models.haggis_view_status import HaggisViewStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.deadline import Deadline
    from ..models.decision import Decision
    from ..models.haggis_options import HaggisOptions
    from ..models.haggis_result import HaggisResult
    from ..models.haggis_round_summary import HaggisRoundSummary
    from ..models.haggis_seat import HaggisSeat
    from ..models.haggis_trick import HaggisTrick
    from ..models.idle import Idle
    from ..models.window import Window


T = TypeVar("T", bound="HaggisView")


@_attrs_define
class HaggisView:
    """A haggis table as one viewer (a seat or a spectator) may see it.

    Attributes:
        id (str):
        game (Literal['haggis']):
        kind (Literal['haggis']):
        version (int):
        status (HaggisViewStatus):
        seed_sha256 (str): SHA-256 of the game's secret seed, so the deal can be verified once it is shown.
        head_sha256 (str): The hash of the last event in the game's hash chain. Keep it: a later export must pass
            through it.
        seed (None | str): The game's secret seed in hex, null until the game is finished (docs/rules.md §0).
        options (HaggisOptions):
        idle (Idle | None): The idle policy and who is away; null for a game without one (a match).
        deadlines (list[Deadline]):
        awaiting (list[int]): The seats the game waits for now: on turn, owing a decision, or entitled to an open window
            (of a match: the match's seats its tables wait for); empty unless the game is active. A client alerts its person
            when their seat is in it.
        seats (list[HaggisSeat]):
        hand (list[str] | None): The bearer's own cards, wilds included, low to high; null for a spectator.
        turn (int | None): The seat on turn, or null.
        windows (list[Window]): Always empty: haggis has no out-of-turn windows.
        decisions (list[Decision]): Always empty: the seat on turn is `turn`, its deadline `turn_due_ms`.
        result (HaggisResult | None): Null until the game is finished.
        phase (HaggisViewPhase):
        round_ (int): The round's number, from 1.
        target (int): The total that ends the game (option `target`).
        card_points (HaggisViewCardPoints): How captured cards score (option `card_points`).
        first_out_bonus_3p (bool): Option `first_out_bonus_3p`: +5 to the first out with 3 players.
        dealer (int | None): The seat that dealt the round.
        removed_suit (HaggisViewRemovedSuitType1 | HaggisViewRemovedSuitType2Type1 | HaggisViewRemovedSuitType3Type1 |
            None): With two players, the suit taken out of the pack this round; else null.
        turn_due_ms (int | None): When the turn clock of the seat on turn runs out, in ms since the epoch; null without
            a clock.
        trick (HaggisTrick | None): The trick in play, or null.
        haggis_cards (int): The number of cards in the Haggis.
        finishing_order (list[int]): The seats out so far this round, in the order they went out.
        last_round (HaggisRoundSummary | None): The points of the last round scored; null before the first is over.
        rematch (None | str | Unset): The id of the finished game's rematch once a player opened it (`GET .../rematch`
            shows it), else null; its opening changes the `ETag` of `GET /v1/games/{id}`.
        hands (list[list[str]] | Unset): Every seat's hand at the end, by seat; only once the game is finished.
        haggis (list[str] | Unset): The Haggis of the last round; only once the game is finished.
        captured (list[list[str]] | Unset): The captured piles of the last round, by seat; only once the game is
            finished.
    """

    id: str
    game: Literal["haggis"]
    kind: Literal["haggis"]
    version: int
    status: HaggisViewStatus
    seed_sha256: str
    head_sha256: str
    seed: None | str
    options: HaggisOptions
    idle: Idle | None
    deadlines: list[Deadline]
    awaiting: list[int]
    seats: list[HaggisSeat]
    hand: list[str] | None
    turn: int | None
    windows: list[Window]
    decisions: list[Decision]
    result: HaggisResult | None
    phase: HaggisViewPhase
    round_: int
    target: int
    card_points: HaggisViewCardPoints
    first_out_bonus_3p: bool
    dealer: int | None
    removed_suit: HaggisViewRemovedSuitType1 | HaggisViewRemovedSuitType2Type1 | HaggisViewRemovedSuitType3Type1 | None
    turn_due_ms: int | None
    trick: HaggisTrick | None
    haggis_cards: int
    finishing_order: list[int]
    last_round: HaggisRoundSummary | None
    rematch: None | str | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET
    haggis: list[str] | Unset = UNSET
    captured: list[list[str]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.haggis_result import HaggisResult  # noqa: PLC0415
        from ..models.haggis_round_summary import HaggisRoundSummary  # noqa: PLC0415
        from ..models.haggis_trick import HaggisTrick  # noqa: PLC0415
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
        if isinstance(self.result, HaggisResult):
            result = self.result.to_dict()
        else:
            result = self.result

        phase = self.phase.value

        round_ = self.round_

        target = self.target

        card_points = self.card_points.value

        first_out_bonus_3p = self.first_out_bonus_3p

        dealer: int | None
        dealer = self.dealer

        removed_suit: None | str
        if isinstance(self.removed_suit, HaggisViewRemovedSuitType1):
            removed_suit = self.removed_suit.value
        elif isinstance(self.removed_suit, HaggisViewRemovedSuitType2Type1):
            removed_suit = self.removed_suit.value
        elif isinstance(self.removed_suit, HaggisViewRemovedSuitType3Type1):
            removed_suit = self.removed_suit.value
        else:
            removed_suit = self.removed_suit

        turn_due_ms: int | None
        turn_due_ms = self.turn_due_ms

        trick: dict[str, Any] | None
        if isinstance(self.trick, HaggisTrick):
            trick = self.trick.to_dict()
        else:
            trick = self.trick

        haggis_cards = self.haggis_cards

        finishing_order = self.finishing_order

        last_round: dict[str, Any] | None
        if isinstance(self.last_round, HaggisRoundSummary):
            last_round = self.last_round.to_dict()
        else:
            last_round = self.last_round

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

        haggis: list[str] | Unset = UNSET
        if not isinstance(self.haggis, Unset):
            haggis = self.haggis

        captured: list[list[str]] | Unset = UNSET
        if not isinstance(self.captured, Unset):
            captured = []
            for captured_item_data in self.captured:
                captured_item = captured_item_data

                captured.append(captured_item)

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
                "round": round_,
                "target": target,
                "card_points": card_points,
                "first_out_bonus_3p": first_out_bonus_3p,
                "dealer": dealer,
                "removed_suit": removed_suit,
                "turn_due_ms": turn_due_ms,
                "trick": trick,
                "haggis_cards": haggis_cards,
                "finishing_order": finishing_order,
                "last_round": last_round,
            }
        )
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if hands is not UNSET:
            field_dict["hands"] = hands
        if haggis is not UNSET:
            field_dict["haggis"] = haggis
        if captured is not UNSET:
            field_dict["captured"] = captured

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deadline import Deadline  # noqa: PLC0415
        from ..models.decision import Decision  # noqa: PLC0415
        from ..models.haggis_options import HaggisOptions  # noqa: PLC0415
        from ..models.haggis_result import HaggisResult  # noqa: PLC0415
        from ..models.haggis_round_summary import HaggisRoundSummary  # noqa: PLC0415
        from ..models.haggis_seat import HaggisSeat  # noqa: PLC0415
        from ..models.haggis_trick import HaggisTrick  # noqa: PLC0415
        from ..models.idle import Idle  # noqa: PLC0415
        from ..models.window import Window  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal["haggis"], d.pop("game"))
        if game != "haggis":
            raise ValueError(f"game must match const 'haggis', got '{game}'")

        kind = cast(Literal["haggis"], d.pop("kind"))
        if kind != "haggis":
            raise ValueError(f"kind must match const 'haggis', got '{kind}'")

        version = d.pop("version")

        status = HaggisViewStatus(d.pop("status"))

        seed_sha256 = d.pop("seed_sha256")

        head_sha256 = d.pop("head_sha256")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        options = HaggisOptions.from_dict(d.pop("options"))

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
            seats_item = HaggisSeat.from_dict(seats_item_data)

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
            windows_item = Window.from_dict(windows_item_data)

            windows.append(windows_item)

        decisions = []
        _decisions = d.pop("decisions")
        for decisions_item_data in _decisions:
            decisions_item = Decision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        def _parse_result(data: object) -> HaggisResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = HaggisResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HaggisResult | None, data)

        result = _parse_result(d.pop("result"))

        phase = HaggisViewPhase(d.pop("phase"))

        round_ = d.pop("round")

        target = d.pop("target")

        card_points = HaggisViewCardPoints(d.pop("card_points"))

        first_out_bonus_3p = d.pop("first_out_bonus_3p")

        def _parse_dealer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        dealer = _parse_dealer(d.pop("dealer"))

        def _parse_removed_suit(
            data: object,
        ) -> HaggisViewRemovedSuitType1 | HaggisViewRemovedSuitType2Type1 | HaggisViewRemovedSuitType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                removed_suit_type_1 = HaggisViewRemovedSuitType1(data)

                return removed_suit_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                removed_suit_type_2_type_1 = HaggisViewRemovedSuitType2Type1(data)

                return removed_suit_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                removed_suit_type_3_type_1 = HaggisViewRemovedSuitType3Type1(data)

                return removed_suit_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                HaggisViewRemovedSuitType1 | HaggisViewRemovedSuitType2Type1 | HaggisViewRemovedSuitType3Type1 | None,
                data,
            )

        removed_suit = _parse_removed_suit(d.pop("removed_suit"))

        def _parse_turn_due_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_due_ms = _parse_turn_due_ms(d.pop("turn_due_ms"))

        def _parse_trick(data: object) -> HaggisTrick | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                trick_type_0 = HaggisTrick.from_dict(data)

                return trick_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HaggisTrick | None, data)

        trick = _parse_trick(d.pop("trick"))

        haggis_cards = d.pop("haggis_cards")

        finishing_order = cast(list[int], d.pop("finishing_order"))

        def _parse_last_round(data: object) -> HaggisRoundSummary | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_round_type_0 = HaggisRoundSummary.from_dict(data)

                return last_round_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HaggisRoundSummary | None, data)

        last_round = _parse_last_round(d.pop("last_round"))

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

        haggis = cast(list[str], d.pop("haggis", UNSET))

        _captured = d.pop("captured", UNSET)
        captured: list[list[str]] | Unset = UNSET
        if _captured is not UNSET:
            captured = []
            for captured_item_data in _captured:
                captured_item = cast(list[str], captured_item_data)

                captured.append(captured_item)

        haggis_view = cls(
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
            round_=round_,
            target=target,
            card_points=card_points,
            first_out_bonus_3p=first_out_bonus_3p,
            dealer=dealer,
            removed_suit=removed_suit,
            turn_due_ms=turn_due_ms,
            trick=trick,
            haggis_cards=haggis_cards,
            finishing_order=finishing_order,
            last_round=last_round,
            rematch=rematch,
            hands=hands,
            haggis=haggis,
            captured=captured,
        )

        return haggis_view
