from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bombs_away_view import BombsAwayView
    from ..models.bombs_match_view import BombsMatchView
    from ..models.bombs_view import BombsView
    from ..models.exploding_aces_view import ExplodingAcesView
    from ..models.haggis_bet_placed_event import HaggisBetPlacedEvent
    from ..models.haggis_combination_played_event import HaggisCombinationPlayedEvent
    from ..models.haggis_game_abandoned_event import HaggisGameAbandonedEvent
    from ..models.haggis_game_finished_event import HaggisGameFinishedEvent
    from ..models.haggis_game_started_event import HaggisGameStartedEvent
    from ..models.haggis_passed_event import HaggisPassedEvent
    from ..models.haggis_player_went_out_event import HaggisPlayerWentOutEvent
    from ..models.haggis_round_dealt_event import HaggisRoundDealtEvent
    from ..models.haggis_round_scored_event import HaggisRoundScoredEvent
    from ..models.haggis_seat_autopilot_event import HaggisSeatAutopilotEvent
    from ..models.haggis_seat_resigned_event import HaggisSeatResignedEvent
    from ..models.haggis_trick_captured_event import HaggisTrickCapturedEvent
    from ..models.haggis_view import HaggisView
    from ..models.waiting_view import WaitingView


T = TypeVar("T", bound="HaggisCommandResult")


@_attrs_define
class HaggisCommandResult:
    """The answer to a command: the caller's view and the events the command appended.

    Attributes:
        game (Literal['haggis']):
        version (int): The game's version (in a match, the version of the table).
        view (BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView): The game as
            one viewer may see it: a seat token shows that seat's hand, no token is a spectator's view; once the game is
            finished everything is shown. `kind` says which shape it is.
        events (list[HaggisBetPlacedEvent | HaggisCombinationPlayedEvent | HaggisGameAbandonedEvent |
            HaggisGameFinishedEvent | HaggisGameStartedEvent | HaggisPassedEvent | HaggisPlayerWentOutEvent |
            HaggisRoundDealtEvent | HaggisRoundScoredEvent | HaggisSeatAutopilotEvent | HaggisSeatResignedEvent |
            HaggisTrickCapturedEvent]):
        table (str | Unset): In a match: the key of the table the command went to.
    """

    game: Literal["haggis"]
    version: int
    view: BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView
    events: list[
        HaggisBetPlacedEvent
        | HaggisCombinationPlayedEvent
        | HaggisGameAbandonedEvent
        | HaggisGameFinishedEvent
        | HaggisGameStartedEvent
        | HaggisPassedEvent
        | HaggisPlayerWentOutEvent
        | HaggisRoundDealtEvent
        | HaggisRoundScoredEvent
        | HaggisSeatAutopilotEvent
        | HaggisSeatResignedEvent
        | HaggisTrickCapturedEvent
    ]
    table: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_away_view import BombsAwayView  # noqa: PLC0415
        from ..models.bombs_match_view import BombsMatchView  # noqa: PLC0415
        from ..models.bombs_view import BombsView  # noqa: PLC0415
        from ..models.exploding_aces_view import ExplodingAcesView  # noqa: PLC0415
        from ..models.haggis_bet_placed_event import HaggisBetPlacedEvent  # noqa: PLC0415
        from ..models.haggis_combination_played_event import HaggisCombinationPlayedEvent  # noqa: PLC0415
        from ..models.haggis_game_finished_event import HaggisGameFinishedEvent  # noqa: PLC0415
        from ..models.haggis_game_started_event import HaggisGameStartedEvent  # noqa: PLC0415
        from ..models.haggis_passed_event import HaggisPassedEvent  # noqa: PLC0415
        from ..models.haggis_player_went_out_event import HaggisPlayerWentOutEvent  # noqa: PLC0415
        from ..models.haggis_round_dealt_event import HaggisRoundDealtEvent  # noqa: PLC0415
        from ..models.haggis_round_scored_event import HaggisRoundScoredEvent  # noqa: PLC0415
        from ..models.haggis_seat_autopilot_event import HaggisSeatAutopilotEvent  # noqa: PLC0415
        from ..models.haggis_seat_resigned_event import HaggisSeatResignedEvent  # noqa: PLC0415
        from ..models.haggis_trick_captured_event import HaggisTrickCapturedEvent  # noqa: PLC0415
        from ..models.haggis_view import HaggisView  # noqa: PLC0415

        game = self.game

        version = self.version

        view: dict[str, Any]
        if isinstance(self.view, BombsView):
            view = self.view.to_dict()
        elif isinstance(self.view, BombsMatchView):
            view = self.view.to_dict()
        elif isinstance(self.view, BombsAwayView):
            view = self.view.to_dict()
        elif isinstance(self.view, ExplodingAcesView):
            view = self.view.to_dict()
        elif isinstance(self.view, HaggisView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, HaggisGameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaggisRoundDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaggisBetPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaggisCombinationPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaggisPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaggisPlayerWentOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaggisTrickCapturedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaggisRoundScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaggisGameFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaggisSeatAutopilotEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, HaggisSeatResignedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        table = self.table

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "version": version,
                "view": view,
                "events": events,
            }
        )
        if table is not UNSET:
            field_dict["table"] = table

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bombs_away_view import BombsAwayView  # noqa: PLC0415
        from ..models.bombs_match_view import BombsMatchView  # noqa: PLC0415
        from ..models.bombs_view import BombsView  # noqa: PLC0415
        from ..models.exploding_aces_view import ExplodingAcesView  # noqa: PLC0415
        from ..models.haggis_bet_placed_event import HaggisBetPlacedEvent  # noqa: PLC0415
        from ..models.haggis_combination_played_event import HaggisCombinationPlayedEvent  # noqa: PLC0415
        from ..models.haggis_game_abandoned_event import HaggisGameAbandonedEvent  # noqa: PLC0415
        from ..models.haggis_game_finished_event import HaggisGameFinishedEvent  # noqa: PLC0415
        from ..models.haggis_game_started_event import HaggisGameStartedEvent  # noqa: PLC0415
        from ..models.haggis_passed_event import HaggisPassedEvent  # noqa: PLC0415
        from ..models.haggis_player_went_out_event import HaggisPlayerWentOutEvent  # noqa: PLC0415
        from ..models.haggis_round_dealt_event import HaggisRoundDealtEvent  # noqa: PLC0415
        from ..models.haggis_round_scored_event import HaggisRoundScoredEvent  # noqa: PLC0415
        from ..models.haggis_seat_autopilot_event import HaggisSeatAutopilotEvent  # noqa: PLC0415
        from ..models.haggis_seat_resigned_event import HaggisSeatResignedEvent  # noqa: PLC0415
        from ..models.haggis_trick_captured_event import HaggisTrickCapturedEvent  # noqa: PLC0415
        from ..models.haggis_view import HaggisView  # noqa: PLC0415
        from ..models.waiting_view import WaitingView  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["haggis"], d.pop("game"))
        if game != "haggis":
            raise ValueError(f"game must match const 'haggis', got '{game}'")

        version = d.pop("version")

        def _parse_view(
            data: object,
        ) -> BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = BombsView.from_dict(data)

                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = BombsMatchView.from_dict(data)

                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = BombsAwayView.from_dict(data)

                return componentsschemas_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_3 = ExplodingAcesView.from_dict(data)

                return componentsschemas_game_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_4 = HaggisView.from_dict(data)

                return componentsschemas_game_view_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_5 = WaitingView.from_dict(data)

            return componentsschemas_game_view_type_5

        view = _parse_view(d.pop("view"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                HaggisBetPlacedEvent
                | HaggisCombinationPlayedEvent
                | HaggisGameAbandonedEvent
                | HaggisGameFinishedEvent
                | HaggisGameStartedEvent
                | HaggisPassedEvent
                | HaggisPlayerWentOutEvent
                | HaggisRoundDealtEvent
                | HaggisRoundScoredEvent
                | HaggisSeatAutopilotEvent
                | HaggisSeatResignedEvent
                | HaggisTrickCapturedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_0 = HaggisGameStartedEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_1 = HaggisRoundDealtEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_2 = HaggisBetPlacedEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_3 = HaggisCombinationPlayedEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_4 = HaggisPassedEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_5 = HaggisPlayerWentOutEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_6 = HaggisTrickCapturedEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_7 = HaggisRoundScoredEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_8 = HaggisGameFinishedEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_9 = HaggisSeatAutopilotEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_event_type_10 = HaggisSeatResignedEvent.from_dict(data)

                    return componentsschemas_haggis_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_haggis_event_type_11 = HaggisGameAbandonedEvent.from_dict(data)

                return componentsschemas_haggis_event_type_11

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        table = d.pop("table", UNSET)

        haggis_command_result = cls(
            game=game,
            version=version,
            view=view,
            events=events,
            table=table,
        )

        return haggis_command_result
