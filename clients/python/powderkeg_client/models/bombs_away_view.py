from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_away_view_blocked_item import BombsAwayViewBlockedItem
from ..models.bombs_away_view_direction import BombsAwayViewDirection
from ..models.bombs_away_view_phase import BombsAwayViewPhase
from ..models.bombs_away_view_role_type_1 import BombsAwayViewRoleType1
from ..models.bombs_away_view_role_type_2_type_1 import BombsAwayViewRoleType2Type1
from ..models.bombs_away_view_role_type_3_type_1 import BombsAwayViewRoleType3Type1
from ..models.bombs_away_view_status import BombsAwayViewStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bombs_away_chain import BombsAwayChain
    from ..models.bombs_away_decision import BombsAwayDecision
    from ..models.bombs_away_options import BombsAwayOptions
    from ..models.bombs_away_pile_card import BombsAwayPileCard
    from ..models.bombs_away_result import BombsAwayResult
    from ..models.bombs_away_seat import BombsAwaySeat
    from ..models.deadline import Deadline
    from ..models.idle import Idle
    from ..models.window import Window


T = TypeVar("T", bound="BombsAwayView")


@_attrs_define
class BombsAwayView:
    """A Bombs Away table as one viewer (a seat or a spectator) may see it.

    Attributes:
        id (str):
        game (Literal['bombs-away']):
        kind (Literal['bombs-away']):
        version (int):
        status (BombsAwayViewStatus):
        seed_sha256 (str): SHA-256 of the game's secret seed, so the deal can be verified once it is shown.
        head_sha256 (str): The hash of the last event in the game's hash chain. Keep it: a later export must pass
            through it.
        seed (None | str): The game's secret seed in hex, null until the game is finished (docs/rules.md §0).
        options (BombsAwayOptions):
        idle (Idle | None): The idle policy and who is away; null for a game without one (a match).
        deadlines (list[Deadline]):
        awaiting (list[int]): The seats the game waits for now: on turn, owing a decision, or entitled to an open window
            (of a match: the match's seats its tables wait for); empty unless the game is active. A client alerts its person
            when their seat is in it.
        seats (list[BombsAwaySeat]):
        hand (list[str] | None): The bearer's own cards, in the order held; null for a spectator.
        turn (int | None): The seat on turn, or null.
        windows (list[Window]): Always empty: Bombs Away has no out-of-turn windows.
        decisions (list[BombsAwayDecision]): The decisions owed now: at most one, or for a 9's swap one per seat still
            to pick.
        result (BombsAwayResult | None): Null until the series is finished.
        phase (BombsAwayViewPhase):
        game_number (int): The game of the series being played, from 1.
        games (int): Games in the series (option `games`).
        winner_carryover (bool): Option `winner_carryover`.
        role (BombsAwayViewRoleType1 | BombsAwayViewRoleType2Type1 | BombsAwayViewRoleType3Type1 | None): `fresh` for a
            fresh play, `closing` for a damager's closing card (§4.7).
        turn_due_ms (int | None): When the turn clock runs out, in ms since the epoch; null without a clock or a turn.
        starter (int): The seat that started this game.
        direction (BombsAwayViewDirection):
        pile (list[BombsAwayPileCard]): The top cards of the pile (at most five), bottom first.
        pile_count (int): The number of cards in the pile.
        deck_count (int): The number of cards in the deck.
        blocked (list[BombsAwayViewBlockedItem]): The ranks blocked by 8s (§4.6).
        chains (list[BombsAwayChain]):
        responder (int | None): The seat that responded to the open chain(s): play resumes after it; or null.
        game_winners (list[int]): The winner of each game of the series so far, in order.
        rematch (None | str | Unset): The id of the finished game's rematch once a player opened it (`GET .../rematch`
            shows it), else null; its opening changes the `ETag` of `GET /v1/games/{id}`.
        hands (list[list[str]] | Unset): Every seat's hand at the end, by seat; only once the series is finished.
    """

    id: str
    game: Literal["bombs-away"]
    kind: Literal["bombs-away"]
    version: int
    status: BombsAwayViewStatus
    seed_sha256: str
    head_sha256: str
    seed: None | str
    options: BombsAwayOptions
    idle: Idle | None
    deadlines: list[Deadline]
    awaiting: list[int]
    seats: list[BombsAwaySeat]
    hand: list[str] | None
    turn: int | None
    windows: list[Window]
    decisions: list[BombsAwayDecision]
    result: BombsAwayResult | None
    phase: BombsAwayViewPhase
    game_number: int
    games: int
    winner_carryover: bool
    role: BombsAwayViewRoleType1 | BombsAwayViewRoleType2Type1 | BombsAwayViewRoleType3Type1 | None
    turn_due_ms: int | None
    starter: int
    direction: BombsAwayViewDirection
    pile: list[BombsAwayPileCard]
    pile_count: int
    deck_count: int
    blocked: list[BombsAwayViewBlockedItem]
    chains: list[BombsAwayChain]
    responder: int | None
    game_winners: list[int]
    rematch: None | str | Unset = UNSET
    hands: list[list[str]] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_away_result import BombsAwayResult  # noqa: PLC0415
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
        if isinstance(self.result, BombsAwayResult):
            result = self.result.to_dict()
        else:
            result = self.result

        phase = self.phase.value

        game_number = self.game_number

        games = self.games

        winner_carryover = self.winner_carryover

        role: None | str
        if isinstance(self.role, BombsAwayViewRoleType1):
            role = self.role.value
        elif isinstance(self.role, BombsAwayViewRoleType2Type1):
            role = self.role.value
        elif isinstance(self.role, BombsAwayViewRoleType3Type1):
            role = self.role.value
        else:
            role = self.role

        turn_due_ms: int | None
        turn_due_ms = self.turn_due_ms

        starter = self.starter

        direction = self.direction.value

        pile = []
        for pile_item_data in self.pile:
            pile_item = pile_item_data.to_dict()
            pile.append(pile_item)

        pile_count = self.pile_count

        deck_count = self.deck_count

        blocked = []
        for blocked_item_data in self.blocked:
            blocked_item = blocked_item_data.value
            blocked.append(blocked_item)

        chains = []
        for chains_item_data in self.chains:
            chains_item = chains_item_data.to_dict()
            chains.append(chains_item)

        responder: int | None
        responder = self.responder

        game_winners = self.game_winners

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
                "game_number": game_number,
                "games": games,
                "winner_carryover": winner_carryover,
                "role": role,
                "turn_due_ms": turn_due_ms,
                "starter": starter,
                "direction": direction,
                "pile": pile,
                "pile_count": pile_count,
                "deck_count": deck_count,
                "blocked": blocked,
                "chains": chains,
                "responder": responder,
                "game_winners": game_winners,
            }
        )
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if hands is not UNSET:
            field_dict["hands"] = hands

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bombs_away_chain import BombsAwayChain  # noqa: PLC0415
        from ..models.bombs_away_decision import BombsAwayDecision  # noqa: PLC0415
        from ..models.bombs_away_options import BombsAwayOptions  # noqa: PLC0415
        from ..models.bombs_away_pile_card import BombsAwayPileCard  # noqa: PLC0415
        from ..models.bombs_away_result import BombsAwayResult  # noqa: PLC0415
        from ..models.bombs_away_seat import BombsAwaySeat  # noqa: PLC0415
        from ..models.deadline import Deadline  # noqa: PLC0415
        from ..models.idle import Idle  # noqa: PLC0415
        from ..models.window import Window  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = cast(Literal["bombs-away"], d.pop("game"))
        if game != "bombs-away":
            raise ValueError(f"game must match const 'bombs-away', got '{game}'")

        kind = cast(Literal["bombs-away"], d.pop("kind"))
        if kind != "bombs-away":
            raise ValueError(f"kind must match const 'bombs-away', got '{kind}'")

        version = d.pop("version")

        status = BombsAwayViewStatus(d.pop("status"))

        seed_sha256 = d.pop("seed_sha256")

        head_sha256 = d.pop("head_sha256")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        options = BombsAwayOptions.from_dict(d.pop("options"))

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
            seats_item = BombsAwaySeat.from_dict(seats_item_data)

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
            decisions_item = BombsAwayDecision.from_dict(decisions_item_data)

            decisions.append(decisions_item)

        def _parse_result(data: object) -> BombsAwayResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = BombsAwayResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BombsAwayResult | None, data)

        result = _parse_result(d.pop("result"))

        phase = BombsAwayViewPhase(d.pop("phase"))

        game_number = d.pop("game_number")

        games = d.pop("games")

        winner_carryover = d.pop("winner_carryover")

        def _parse_role(
            data: object,
        ) -> BombsAwayViewRoleType1 | BombsAwayViewRoleType2Type1 | BombsAwayViewRoleType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_1 = BombsAwayViewRoleType1(data)

                return role_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_2_type_1 = BombsAwayViewRoleType2Type1(data)

                return role_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                role_type_3_type_1 = BombsAwayViewRoleType3Type1(data)

                return role_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BombsAwayViewRoleType1 | BombsAwayViewRoleType2Type1 | BombsAwayViewRoleType3Type1 | None, data)

        role = _parse_role(d.pop("role"))

        def _parse_turn_due_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_due_ms = _parse_turn_due_ms(d.pop("turn_due_ms"))

        starter = d.pop("starter")

        direction = BombsAwayViewDirection(d.pop("direction"))

        pile = []
        _pile = d.pop("pile")
        for pile_item_data in _pile:
            pile_item = BombsAwayPileCard.from_dict(pile_item_data)

            pile.append(pile_item)

        pile_count = d.pop("pile_count")

        deck_count = d.pop("deck_count")

        blocked = []
        _blocked = d.pop("blocked")
        for blocked_item_data in _blocked:
            blocked_item = BombsAwayViewBlockedItem(blocked_item_data)

            blocked.append(blocked_item)

        chains = []
        _chains = d.pop("chains")
        for chains_item_data in _chains:
            chains_item = BombsAwayChain.from_dict(chains_item_data)

            chains.append(chains_item)

        def _parse_responder(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        responder = _parse_responder(d.pop("responder"))

        game_winners = cast(list[int], d.pop("game_winners"))

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

        bombs_away_view = cls(
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
            game_number=game_number,
            games=games,
            winner_carryover=winner_carryover,
            role=role,
            turn_due_ms=turn_due_ms,
            starter=starter,
            direction=direction,
            pile=pile,
            pile_count=pile_count,
            deck_count=deck_count,
            blocked=blocked,
            chains=chains,
            responder=responder,
            game_winners=game_winners,
            rematch=rematch,
            hands=hands,
        )

        return bombs_away_view
