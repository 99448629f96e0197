from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bombs_away_view import BombsAwayView
    from ..models.bombs_card_accepted_event import BombsCardAcceptedEvent
    from ..models.bombs_card_passed_event import BombsCardPassedEvent
    from ..models.bombs_card_returned_event import BombsCardReturnedEvent
    from ..models.bombs_cards_played_event import BombsCardsPlayedEvent
    from ..models.bombs_dealer_drawn_event import BombsDealerDrawnEvent
    from ..models.bombs_game_abandoned_event import BombsGameAbandonedEvent
    from ..models.bombs_game_finished_event import BombsGameFinishedEvent
    from ..models.bombs_game_started_event import BombsGameStartedEvent
    from ..models.bombs_hand_completed_event import BombsHandCompletedEvent
    from ..models.bombs_hand_dealt_event import BombsHandDealtEvent
    from ..models.bombs_hand_scored_event import BombsHandScoredEvent
    from ..models.bombs_last_call_opened_event import BombsLastCallOpenedEvent
    from ..models.bombs_match_finished_event import BombsMatchFinishedEvent
    from ..models.bombs_match_started_event import BombsMatchStartedEvent
    from ..models.bombs_match_view import BombsMatchView
    from ..models.bombs_passed_event import BombsPassedEvent
    from ..models.bombs_player_went_out_event import BombsPlayerWentOutEvent
    from ..models.bombs_privilege_used_event import BombsPrivilegeUsedEvent
    from ..models.bombs_rank_requested_event import BombsRankRequestedEvent
    from ..models.bombs_requests_stopped_event import BombsRequestsStoppedEvent
    from ..models.bombs_revolt_declared_event import BombsRevoltDeclaredEvent
    from ..models.bombs_revolt_declined_event import BombsRevoltDeclinedEvent
    from ..models.bombs_seat_autopilot_event import BombsSeatAutopilotEvent
    from ..models.bombs_seat_resigned_event import BombsSeatResignedEvent
    from ..models.bombs_seat_taken_event import BombsSeatTakenEvent
    from ..models.bombs_table_closed_event import BombsTableClosedEvent
    from ..models.bombs_tables_seated_event import BombsTablesSeatedEvent
    from ..models.bombs_trick_taken_event import BombsTrickTakenEvent
    from ..models.bombs_view import BombsView
    from ..models.bombs_waived_event import BombsWaivedEvent
    from ..models.exploding_aces_view import ExplodingAcesView
    from ..models.haggis_view import HaggisView
    from ..models.waiting_view import WaitingView


T = TypeVar("T", bound="BombsCommandResult")


@_attrs_define
class BombsCommandResult:
    """The answer to a command: the caller's view and the events the command appended.

    Attributes:
        game (Literal['bombs']):
        version (int): The game's version (in a match, the version of the table).
        view (BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView): The game as
            one viewer may see it: a seat token shows that seat's hand, no token is a spectator's view; once the game is
            finished everything is shown. `kind` says which shape it is.
        events (list[BombsCardAcceptedEvent | BombsCardPassedEvent | BombsCardReturnedEvent | BombsCardsPlayedEvent |
            BombsDealerDrawnEvent | BombsGameAbandonedEvent | BombsGameFinishedEvent | BombsGameStartedEvent |
            BombsHandCompletedEvent | BombsHandDealtEvent | BombsHandScoredEvent | BombsLastCallOpenedEvent |
            BombsMatchFinishedEvent | BombsMatchStartedEvent | BombsPassedEvent | BombsPlayerWentOutEvent |
            BombsPrivilegeUsedEvent | BombsRankRequestedEvent | BombsRequestsStoppedEvent | BombsRevoltDeclaredEvent |
            BombsRevoltDeclinedEvent | BombsSeatAutopilotEvent | BombsSeatResignedEvent | BombsSeatTakenEvent |
            BombsTableClosedEvent | BombsTablesSeatedEvent | BombsTrickTakenEvent | BombsWaivedEvent]):
        table (str | Unset): In a match: the key of the table the command went to.
    """

    game: Literal["bombs"]
    version: int
    view: BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView
    events: list[
        BombsCardAcceptedEvent
        | BombsCardPassedEvent
        | BombsCardReturnedEvent
        | BombsCardsPlayedEvent
        | BombsDealerDrawnEvent
        | BombsGameAbandonedEvent
        | BombsGameFinishedEvent
        | BombsGameStartedEvent
        | BombsHandCompletedEvent
        | BombsHandDealtEvent
        | BombsHandScoredEvent
        | BombsLastCallOpenedEvent
        | BombsMatchFinishedEvent
        | BombsMatchStartedEvent
        | BombsPassedEvent
        | BombsPlayerWentOutEvent
        | BombsPrivilegeUsedEvent
        | BombsRankRequestedEvent
        | BombsRequestsStoppedEvent
        | BombsRevoltDeclaredEvent
        | BombsRevoltDeclinedEvent
        | BombsSeatAutopilotEvent
        | BombsSeatResignedEvent
        | BombsSeatTakenEvent
        | BombsTableClosedEvent
        | BombsTablesSeatedEvent
        | BombsTrickTakenEvent
        | BombsWaivedEvent
    ]
    table: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_away_view import BombsAwayView  # noqa: PLC0415
        from ..models.bombs_card_accepted_event import BombsCardAcceptedEvent  # noqa: PLC0415
        from ..models.bombs_card_passed_event import BombsCardPassedEvent  # noqa: PLC0415
        from ..models.bombs_card_returned_event import BombsCardReturnedEvent  # noqa: PLC0415
        from ..models.bombs_cards_played_event import BombsCardsPlayedEvent  # noqa: PLC0415
        from ..models.bombs_dealer_drawn_event import BombsDealerDrawnEvent  # noqa: PLC0415
        from ..models.bombs_game_finished_event import BombsGameFinishedEvent  # noqa: PLC0415
        from ..models.bombs_game_started_event import BombsGameStartedEvent  # noqa: PLC0415
        from ..models.bombs_hand_completed_event import BombsHandCompletedEvent  # noqa: PLC0415
        from ..models.bombs_hand_dealt_event import BombsHandDealtEvent  # noqa: PLC0415
        from ..models.bombs_hand_scored_event import BombsHandScoredEvent  # noqa: PLC0415
        from ..models.bombs_last_call_opened_event import BombsLastCallOpenedEvent  # noqa: PLC0415
        from ..models.bombs_match_finished_event import BombsMatchFinishedEvent  # noqa: PLC0415
        from ..models.bombs_match_started_event import BombsMatchStartedEvent  # noqa: PLC0415
        from ..models.bombs_match_view import BombsMatchView  # noqa: PLC0415
        from ..models.bombs_passed_event import BombsPassedEvent  # noqa: PLC0415
        from ..models.bombs_player_went_out_event import BombsPlayerWentOutEvent  # noqa: PLC0415
        from ..models.bombs_privilege_used_event import BombsPrivilegeUsedEvent  # noqa: PLC0415
        from ..models.bombs_rank_requested_event import BombsRankRequestedEvent  # noqa: PLC0415
        from ..models.bombs_requests_stopped_event import BombsRequestsStoppedEvent  # noqa: PLC0415
        from ..models.bombs_revolt_declared_event import BombsRevoltDeclaredEvent  # noqa: PLC0415
        from ..models.bombs_revolt_declined_event import BombsRevoltDeclinedEvent  # noqa: PLC0415
        from ..models.bombs_seat_autopilot_event import BombsSeatAutopilotEvent  # noqa: PLC0415
        from ..models.bombs_seat_resigned_event import BombsSeatResignedEvent  # noqa: PLC0415
        from ..models.bombs_seat_taken_event import BombsSeatTakenEvent  # noqa: PLC0415
        from ..models.bombs_table_closed_event import BombsTableClosedEvent  # noqa: PLC0415
        from ..models.bombs_tables_seated_event import BombsTablesSeatedEvent  # noqa: PLC0415
        from ..models.bombs_trick_taken_event import BombsTrickTakenEvent  # noqa: PLC0415
        from ..models.bombs_view import BombsView  # noqa: PLC0415
        from ..models.bombs_waived_event import BombsWaivedEvent  # noqa: PLC0415
        from ..models.exploding_aces_view import ExplodingAcesView  # noqa: PLC0415
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
            if isinstance(events_item_data, BombsGameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsDealerDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsHandDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsRevoltDeclaredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsRevoltDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsCardPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsCardAcceptedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsPrivilegeUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsRankRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsRequestsStoppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsCardReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsCardsPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsPlayerWentOutEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsLastCallOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsWaivedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsTrickTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsHandScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsGameFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsSeatTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsTableClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsMatchStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsHandCompletedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsTablesSeatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsMatchFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsSeatAutopilotEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsSeatResignedEvent):
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
        from ..models.bombs_card_accepted_event import BombsCardAcceptedEvent  # noqa: PLC0415
        from ..models.bombs_card_passed_event import BombsCardPassedEvent  # noqa: PLC0415
        from ..models.bombs_card_returned_event import BombsCardReturnedEvent  # noqa: PLC0415
        from ..models.bombs_cards_played_event import BombsCardsPlayedEvent  # noqa: PLC0415
        from ..models.bombs_dealer_drawn_event import BombsDealerDrawnEvent  # noqa: PLC0415
        from ..models.bombs_game_abandoned_event import BombsGameAbandonedEvent  # noqa: PLC0415
        from ..models.bombs_game_finished_event import BombsGameFinishedEvent  # noqa: PLC0415
        from ..models.bombs_game_started_event import BombsGameStartedEvent  # noqa: PLC0415
        from ..models.bombs_hand_completed_event import BombsHandCompletedEvent  # noqa: PLC0415
        from ..models.bombs_hand_dealt_event import BombsHandDealtEvent  # noqa: PLC0415
        from ..models.bombs_hand_scored_event import BombsHandScoredEvent  # noqa: PLC0415
        from ..models.bombs_last_call_opened_event import BombsLastCallOpenedEvent  # noqa: PLC0415
        from ..models.bombs_match_finished_event import BombsMatchFinishedEvent  # noqa: PLC0415
        from ..models.bombs_match_started_event import BombsMatchStartedEvent  # noqa: PLC0415
        from ..models.bombs_match_view import BombsMatchView  # noqa: PLC0415
        from ..models.bombs_passed_event import BombsPassedEvent  # noqa: PLC0415
        from ..models.bombs_player_went_out_event import BombsPlayerWentOutEvent  # noqa: PLC0415
        from ..models.bombs_privilege_used_event import BombsPrivilegeUsedEvent  # noqa: PLC0415
        from ..models.bombs_rank_requested_event import BombsRankRequestedEvent  # noqa: PLC0415
        from ..models.bombs_requests_stopped_event import BombsRequestsStoppedEvent  # noqa: PLC0415
        from ..models.bombs_revolt_declared_event import BombsRevoltDeclaredEvent  # noqa: PLC0415
        from ..models.bombs_revolt_declined_event import BombsRevoltDeclinedEvent  # noqa: PLC0415
        from ..models.bombs_seat_autopilot_event import BombsSeatAutopilotEvent  # noqa: PLC0415
        from ..models.bombs_seat_resigned_event import BombsSeatResignedEvent  # noqa: PLC0415
        from ..models.bombs_seat_taken_event import BombsSeatTakenEvent  # noqa: PLC0415
        from ..models.bombs_table_closed_event import BombsTableClosedEvent  # noqa: PLC0415
        from ..models.bombs_tables_seated_event import BombsTablesSeatedEvent  # noqa: PLC0415
        from ..models.bombs_trick_taken_event import BombsTrickTakenEvent  # noqa: PLC0415
        from ..models.bombs_view import BombsView  # noqa: PLC0415
        from ..models.bombs_waived_event import BombsWaivedEvent  # noqa: PLC0415
        from ..models.exploding_aces_view import ExplodingAcesView  # noqa: PLC0415
        from ..models.haggis_view import HaggisView  # noqa: PLC0415
        from ..models.waiting_view import WaitingView  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["bombs"], d.pop("game"))
        if game != "bombs":
            raise ValueError(f"game must match const 'bombs', got '{game}'")

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
                BombsCardAcceptedEvent
                | BombsCardPassedEvent
                | BombsCardReturnedEvent
                | BombsCardsPlayedEvent
                | BombsDealerDrawnEvent
                | BombsGameAbandonedEvent
                | BombsGameFinishedEvent
                | BombsGameStartedEvent
                | BombsHandCompletedEvent
                | BombsHandDealtEvent
                | BombsHandScoredEvent
                | BombsLastCallOpenedEvent
                | BombsMatchFinishedEvent
                | BombsMatchStartedEvent
                | BombsPassedEvent
                | BombsPlayerWentOutEvent
                | BombsPrivilegeUsedEvent
                | BombsRankRequestedEvent
                | BombsRequestsStoppedEvent
                | BombsRevoltDeclaredEvent
                | BombsRevoltDeclinedEvent
                | BombsSeatAutopilotEvent
                | BombsSeatResignedEvent
                | BombsSeatTakenEvent
                | BombsTableClosedEvent
                | BombsTablesSeatedEvent
                | BombsTrickTakenEvent
                | BombsWaivedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_0 = BombsGameStartedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_1 = BombsDealerDrawnEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_2 = BombsHandDealtEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_3 = BombsRevoltDeclaredEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_4 = BombsRevoltDeclinedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_5 = BombsCardPassedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_6 = BombsCardAcceptedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_7 = BombsPrivilegeUsedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_8 = BombsRankRequestedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_9 = BombsRequestsStoppedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_10 = BombsCardReturnedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_11 = BombsCardsPlayedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_12 = BombsPlayerWentOutEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_13 = BombsPassedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_14 = BombsLastCallOpenedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_15 = BombsWaivedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_16 = BombsTrickTakenEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_17 = BombsHandScoredEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_18 = BombsGameFinishedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_19 = BombsSeatTakenEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_20 = BombsTableClosedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_21 = BombsMatchStartedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_22 = BombsHandCompletedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_23 = BombsTablesSeatedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_24 = BombsMatchFinishedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_25 = BombsSeatAutopilotEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_event_type_26 = BombsSeatResignedEvent.from_dict(data)

                    return componentsschemas_bombs_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bombs_event_type_27 = BombsGameAbandonedEvent.from_dict(data)

                return componentsschemas_bombs_event_type_27

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        table = d.pop("table", UNSET)

        bombs_command_result = cls(
            game=game,
            version=version,
            view=view,
            events=events,
            table=table,
        )

        return bombs_command_result
