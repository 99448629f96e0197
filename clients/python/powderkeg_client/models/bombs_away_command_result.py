from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bombs_away_ace_drawn_event import BombsAwayAceDrawnEvent
    from ..models.bombs_away_ace_kept_event import BombsAwayAceKeptEvent
    from ..models.bombs_away_card_buried_event import BombsAwayCardBuriedEvent
    from ..models.bombs_away_card_played_event import BombsAwayCardPlayedEvent
    from ..models.bombs_away_cards_drawn_event import BombsAwayCardsDrawnEvent
    from ..models.bombs_away_cards_swapped_event import BombsAwayCardsSwappedEvent
    from ..models.bombs_away_chain_blocked_event import BombsAwayChainBlockedEvent
    from ..models.bombs_away_chain_cancelled_event import BombsAwayChainCancelledEvent
    from ..models.bombs_away_chain_closed_event import BombsAwayChainClosedEvent
    from ..models.bombs_away_chain_opened_event import BombsAwayChainOpenedEvent
    from ..models.bombs_away_damage_dealt_event import BombsAwayDamageDealtEvent
    from ..models.bombs_away_damage_owed_event import BombsAwayDamageOwedEvent
    from ..models.bombs_away_deck_rebuilt_event import BombsAwayDeckRebuiltEvent
    from ..models.bombs_away_direction_reversed_event import BombsAwayDirectionReversedEvent
    from ..models.bombs_away_game_abandoned_event import BombsAwayGameAbandonedEvent
    from ..models.bombs_away_game_dealt_event import BombsAwayGameDealtEvent
    from ..models.bombs_away_game_started_event import BombsAwayGameStartedEvent
    from ..models.bombs_away_game_won_event import BombsAwayGameWonEvent
    from ..models.bombs_away_hand_looked_at_event import BombsAwayHandLookedAtEvent
    from ..models.bombs_away_hand_shuffled_in_event import BombsAwayHandShuffledInEvent
    from ..models.bombs_away_pile_shuffled_in_event import BombsAwayPileShuffledInEvent
    from ..models.bombs_away_player_eliminated_event import BombsAwayPlayerEliminatedEvent
    from ..models.bombs_away_player_skipped_event import BombsAwayPlayerSkippedEvent
    from ..models.bombs_away_position_picked_event import BombsAwayPositionPickedEvent
    from ..models.bombs_away_rank_blocked_event import BombsAwayRankBlockedEvent
    from ..models.bombs_away_seat_autopilot_event import BombsAwaySeatAutopilotEvent
    from ..models.bombs_away_seat_resigned_event import BombsAwaySeatResignedEvent
    from ..models.bombs_away_series_finished_event import BombsAwaySeriesFinishedEvent
    from ..models.bombs_away_swap_offered_event import BombsAwaySwapOfferedEvent
    from ..models.bombs_away_ten_choice_owed_event import BombsAwayTenChoiceOwedEvent
    from ..models.bombs_away_tens_returned_event import BombsAwayTensReturnedEvent
    from ..models.bombs_away_turn_began_event import BombsAwayTurnBeganEvent
    from ..models.bombs_away_turn_skipped_event import BombsAwayTurnSkippedEvent
    from ..models.bombs_away_view import BombsAwayView
    from ..models.bombs_match_view import BombsMatchView
    from ..models.bombs_view import BombsView
    from ..models.exploding_aces_view import ExplodingAcesView
    from ..models.haggis_view import HaggisView
    from ..models.waiting_view import WaitingView


T = TypeVar("T", bound="BombsAwayCommandResult")


@_attrs_define
class BombsAwayCommandResult:
    """The answer to a command: the caller's view and the events the command appended.

    Attributes:
        game (Literal['bombs-away']):
        version (int): The game's version (in a match, the version of the table).
        view (BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView): The game as
            one viewer may see it: a seat token shows that seat's hand, no token is a spectator's view; once the game is
            finished everything is shown. `kind` says which shape it is.
        events (list[BombsAwayAceDrawnEvent | BombsAwayAceKeptEvent | BombsAwayCardBuriedEvent |
            BombsAwayCardPlayedEvent | BombsAwayCardsDrawnEvent | BombsAwayCardsSwappedEvent | BombsAwayChainBlockedEvent |
            BombsAwayChainCancelledEvent | BombsAwayChainClosedEvent | BombsAwayChainOpenedEvent | BombsAwayDamageDealtEvent
            | BombsAwayDamageOwedEvent | BombsAwayDeckRebuiltEvent | BombsAwayDirectionReversedEvent |
            BombsAwayGameAbandonedEvent | BombsAwayGameDealtEvent | BombsAwayGameStartedEvent | BombsAwayGameWonEvent |
            BombsAwayHandLookedAtEvent | BombsAwayHandShuffledInEvent | BombsAwayPileShuffledInEvent |
            BombsAwayPlayerEliminatedEvent | BombsAwayPlayerSkippedEvent | BombsAwayPositionPickedEvent |
            BombsAwayRankBlockedEvent | BombsAwaySeatAutopilotEvent | BombsAwaySeatResignedEvent |
            BombsAwaySeriesFinishedEvent | BombsAwaySwapOfferedEvent | BombsAwayTenChoiceOwedEvent |
            BombsAwayTensReturnedEvent | BombsAwayTurnBeganEvent | BombsAwayTurnSkippedEvent]):
        table (str | Unset): In a match: the key of the table the command went to.
    """

    game: Literal["bombs-away"]
    version: int
    view: BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView
    events: list[
        BombsAwayAceDrawnEvent
        | BombsAwayAceKeptEvent
        | BombsAwayCardBuriedEvent
        | BombsAwayCardPlayedEvent
        | BombsAwayCardsDrawnEvent
        | BombsAwayCardsSwappedEvent
        | BombsAwayChainBlockedEvent
        | BombsAwayChainCancelledEvent
        | BombsAwayChainClosedEvent
        | BombsAwayChainOpenedEvent
        | BombsAwayDamageDealtEvent
        | BombsAwayDamageOwedEvent
        | BombsAwayDeckRebuiltEvent
        | BombsAwayDirectionReversedEvent
        | BombsAwayGameAbandonedEvent
        | BombsAwayGameDealtEvent
        | BombsAwayGameStartedEvent
        | BombsAwayGameWonEvent
        | BombsAwayHandLookedAtEvent
        | BombsAwayHandShuffledInEvent
        | BombsAwayPileShuffledInEvent
        | BombsAwayPlayerEliminatedEvent
        | BombsAwayPlayerSkippedEvent
        | BombsAwayPositionPickedEvent
        | BombsAwayRankBlockedEvent
        | BombsAwaySeatAutopilotEvent
        | BombsAwaySeatResignedEvent
        | BombsAwaySeriesFinishedEvent
        | BombsAwaySwapOfferedEvent
        | BombsAwayTenChoiceOwedEvent
        | BombsAwayTensReturnedEvent
        | BombsAwayTurnBeganEvent
        | BombsAwayTurnSkippedEvent
    ]
    table: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_away_ace_drawn_event import BombsAwayAceDrawnEvent  # noqa: PLC0415
        from ..models.bombs_away_ace_kept_event import BombsAwayAceKeptEvent  # noqa: PLC0415
        from ..models.bombs_away_card_buried_event import BombsAwayCardBuriedEvent  # noqa: PLC0415
        from ..models.bombs_away_card_played_event import BombsAwayCardPlayedEvent  # noqa: PLC0415
        from ..models.bombs_away_cards_drawn_event import BombsAwayCardsDrawnEvent  # noqa: PLC0415
        from ..models.bombs_away_cards_swapped_event import BombsAwayCardsSwappedEvent  # noqa: PLC0415
        from ..models.bombs_away_chain_blocked_event import BombsAwayChainBlockedEvent  # noqa: PLC0415
        from ..models.bombs_away_chain_cancelled_event import BombsAwayChainCancelledEvent  # noqa: PLC0415
        from ..models.bombs_away_chain_closed_event import BombsAwayChainClosedEvent  # noqa: PLC0415
        from ..models.bombs_away_chain_opened_event import BombsAwayChainOpenedEvent  # noqa: PLC0415
        from ..models.bombs_away_damage_dealt_event import BombsAwayDamageDealtEvent  # noqa: PLC0415
        from ..models.bombs_away_damage_owed_event import BombsAwayDamageOwedEvent  # noqa: PLC0415
        from ..models.bombs_away_deck_rebuilt_event import BombsAwayDeckRebuiltEvent  # noqa: PLC0415
        from ..models.bombs_away_direction_reversed_event import BombsAwayDirectionReversedEvent  # noqa: PLC0415
        from ..models.bombs_away_game_dealt_event import BombsAwayGameDealtEvent  # noqa: PLC0415
        from ..models.bombs_away_game_started_event import BombsAwayGameStartedEvent  # noqa: PLC0415
        from ..models.bombs_away_game_won_event import BombsAwayGameWonEvent  # noqa: PLC0415
        from ..models.bombs_away_hand_looked_at_event import BombsAwayHandLookedAtEvent  # noqa: PLC0415
        from ..models.bombs_away_hand_shuffled_in_event import BombsAwayHandShuffledInEvent  # noqa: PLC0415
        from ..models.bombs_away_pile_shuffled_in_event import BombsAwayPileShuffledInEvent  # noqa: PLC0415
        from ..models.bombs_away_player_eliminated_event import BombsAwayPlayerEliminatedEvent  # noqa: PLC0415
        from ..models.bombs_away_player_skipped_event import BombsAwayPlayerSkippedEvent  # noqa: PLC0415
        from ..models.bombs_away_position_picked_event import BombsAwayPositionPickedEvent  # noqa: PLC0415
        from ..models.bombs_away_rank_blocked_event import BombsAwayRankBlockedEvent  # noqa: PLC0415
        from ..models.bombs_away_seat_autopilot_event import BombsAwaySeatAutopilotEvent  # noqa: PLC0415
        from ..models.bombs_away_seat_resigned_event import BombsAwaySeatResignedEvent  # noqa: PLC0415
        from ..models.bombs_away_series_finished_event import BombsAwaySeriesFinishedEvent  # noqa: PLC0415
        from ..models.bombs_away_swap_offered_event import BombsAwaySwapOfferedEvent  # noqa: PLC0415
        from ..models.bombs_away_ten_choice_owed_event import BombsAwayTenChoiceOwedEvent  # noqa: PLC0415
        from ..models.bombs_away_tens_returned_event import BombsAwayTensReturnedEvent  # noqa: PLC0415
        from ..models.bombs_away_turn_began_event import BombsAwayTurnBeganEvent  # noqa: PLC0415
        from ..models.bombs_away_turn_skipped_event import BombsAwayTurnSkippedEvent  # noqa: PLC0415
        from ..models.bombs_away_view import BombsAwayView  # noqa: PLC0415
        from ..models.bombs_match_view import BombsMatchView  # noqa: PLC0415
        from ..models.bombs_view import BombsView  # noqa: PLC0415
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
            if isinstance(events_item_data, BombsAwayGameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayGameDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayTurnBeganEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayTurnSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayCardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayChainOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayChainBlockedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayChainCancelledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayDamageOwedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayDamageDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayChainClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayPlayerEliminatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayPlayerSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayDirectionReversedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayRankBlockedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayPileShuffledInEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayDeckRebuiltEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayCardsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayAceDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayAceKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayHandShuffledInEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayHandLookedAtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayCardBuriedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwaySwapOfferedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayPositionPickedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayCardsSwappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayTenChoiceOwedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayTensReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwayGameWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwaySeriesFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwaySeatAutopilotEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BombsAwaySeatResignedEvent):
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
        from ..models.bombs_away_ace_drawn_event import BombsAwayAceDrawnEvent  # noqa: PLC0415
        from ..models.bombs_away_ace_kept_event import BombsAwayAceKeptEvent  # noqa: PLC0415
        from ..models.bombs_away_card_buried_event import BombsAwayCardBuriedEvent  # noqa: PLC0415
        from ..models.bombs_away_card_played_event import BombsAwayCardPlayedEvent  # noqa: PLC0415
        from ..models.bombs_away_cards_drawn_event import BombsAwayCardsDrawnEvent  # noqa: PLC0415
        from ..models.bombs_away_cards_swapped_event import BombsAwayCardsSwappedEvent  # noqa: PLC0415
        from ..models.bombs_away_chain_blocked_event import BombsAwayChainBlockedEvent  # noqa: PLC0415
        from ..models.bombs_away_chain_cancelled_event import BombsAwayChainCancelledEvent  # noqa: PLC0415
        from ..models.bombs_away_chain_closed_event import BombsAwayChainClosedEvent  # noqa: PLC0415
        from ..models.bombs_away_chain_opened_event import BombsAwayChainOpenedEvent  # noqa: PLC0415
        from ..models.bombs_away_damage_dealt_event import BombsAwayDamageDealtEvent  # noqa: PLC0415
        from ..models.bombs_away_damage_owed_event import BombsAwayDamageOwedEvent  # noqa: PLC0415
        from ..models.bombs_away_deck_rebuilt_event import BombsAwayDeckRebuiltEvent  # noqa: PLC0415
        from ..models.bombs_away_direction_reversed_event import BombsAwayDirectionReversedEvent  # noqa: PLC0415
        from ..models.bombs_away_game_abandoned_event import BombsAwayGameAbandonedEvent  # noqa: PLC0415
        from ..models.bombs_away_game_dealt_event import BombsAwayGameDealtEvent  # noqa: PLC0415
        from ..models.bombs_away_game_started_event import BombsAwayGameStartedEvent  # noqa: PLC0415
        from ..models.bombs_away_game_won_event import BombsAwayGameWonEvent  # noqa: PLC0415
        from ..models.bombs_away_hand_looked_at_event import BombsAwayHandLookedAtEvent  # noqa: PLC0415
        from ..models.bombs_away_hand_shuffled_in_event import BombsAwayHandShuffledInEvent  # noqa: PLC0415
        from ..models.bombs_away_pile_shuffled_in_event import BombsAwayPileShuffledInEvent  # noqa: PLC0415
        from ..models.bombs_away_player_eliminated_event import BombsAwayPlayerEliminatedEvent  # noqa: PLC0415
        from ..models.bombs_away_player_skipped_event import BombsAwayPlayerSkippedEvent  # noqa: PLC0415
        from ..models.bombs_away_position_picked_event import BombsAwayPositionPickedEvent  # noqa: PLC0415
        from ..models.bombs_away_rank_blocked_event import BombsAwayRankBlockedEvent  # noqa: PLC0415
        from ..models.bombs_away_seat_autopilot_event import BombsAwaySeatAutopilotEvent  # noqa: PLC0415
        from ..models.bombs_away_seat_resigned_event import BombsAwaySeatResignedEvent  # noqa: PLC0415
        from ..models.bombs_away_series_finished_event import BombsAwaySeriesFinishedEvent  # noqa: PLC0415
        from ..models.bombs_away_swap_offered_event import BombsAwaySwapOfferedEvent  # noqa: PLC0415
        from ..models.bombs_away_ten_choice_owed_event import BombsAwayTenChoiceOwedEvent  # noqa: PLC0415
        from ..models.bombs_away_tens_returned_event import BombsAwayTensReturnedEvent  # noqa: PLC0415
        from ..models.bombs_away_turn_began_event import BombsAwayTurnBeganEvent  # noqa: PLC0415
        from ..models.bombs_away_turn_skipped_event import BombsAwayTurnSkippedEvent  # noqa: PLC0415
        from ..models.bombs_away_view import BombsAwayView  # noqa: PLC0415
        from ..models.bombs_match_view import BombsMatchView  # noqa: PLC0415
        from ..models.bombs_view import BombsView  # noqa: PLC0415
        from ..models.exploding_aces_view import ExplodingAcesView  # noqa: PLC0415
        from ..models.haggis_view import HaggisView  # noqa: PLC0415
        from ..models.waiting_view import WaitingView  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["bombs-away"], d.pop("game"))
        if game != "bombs-away":
            raise ValueError(f"game must match const 'bombs-away', got '{game}'")

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
                BombsAwayAceDrawnEvent
                | BombsAwayAceKeptEvent
                | BombsAwayCardBuriedEvent
                | BombsAwayCardPlayedEvent
                | BombsAwayCardsDrawnEvent
                | BombsAwayCardsSwappedEvent
                | BombsAwayChainBlockedEvent
                | BombsAwayChainCancelledEvent
                | BombsAwayChainClosedEvent
                | BombsAwayChainOpenedEvent
                | BombsAwayDamageDealtEvent
                | BombsAwayDamageOwedEvent
                | BombsAwayDeckRebuiltEvent
                | BombsAwayDirectionReversedEvent
                | BombsAwayGameAbandonedEvent
                | BombsAwayGameDealtEvent
                | BombsAwayGameStartedEvent
                | BombsAwayGameWonEvent
                | BombsAwayHandLookedAtEvent
                | BombsAwayHandShuffledInEvent
                | BombsAwayPileShuffledInEvent
                | BombsAwayPlayerEliminatedEvent
                | BombsAwayPlayerSkippedEvent
                | BombsAwayPositionPickedEvent
                | BombsAwayRankBlockedEvent
                | BombsAwaySeatAutopilotEvent
                | BombsAwaySeatResignedEvent
                | BombsAwaySeriesFinishedEvent
                | BombsAwaySwapOfferedEvent
                | BombsAwayTenChoiceOwedEvent
                | BombsAwayTensReturnedEvent
                | BombsAwayTurnBeganEvent
                | BombsAwayTurnSkippedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_0 = BombsAwayGameStartedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_1 = BombsAwayGameDealtEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_2 = BombsAwayTurnBeganEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_3 = BombsAwayTurnSkippedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_4 = BombsAwayCardPlayedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_5 = BombsAwayChainOpenedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_6 = BombsAwayChainBlockedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_7 = BombsAwayChainCancelledEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_8 = BombsAwayDamageOwedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_9 = BombsAwayDamageDealtEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_10 = BombsAwayChainClosedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_11 = BombsAwayPlayerEliminatedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_12 = BombsAwayPlayerSkippedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_13 = BombsAwayDirectionReversedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_14 = BombsAwayRankBlockedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_15 = BombsAwayPileShuffledInEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_16 = BombsAwayDeckRebuiltEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_17 = BombsAwayCardsDrawnEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_18 = BombsAwayAceDrawnEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_19 = BombsAwayAceKeptEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_20 = BombsAwayHandShuffledInEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_21 = BombsAwayHandLookedAtEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_22 = BombsAwayCardBuriedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_23 = BombsAwaySwapOfferedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_24 = BombsAwayPositionPickedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_25 = BombsAwayCardsSwappedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_26 = BombsAwayTenChoiceOwedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_27 = BombsAwayTensReturnedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_28 = BombsAwayGameWonEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_29 = BombsAwaySeriesFinishedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_30 = BombsAwaySeatAutopilotEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_event_type_31 = BombsAwaySeatResignedEvent.from_dict(data)

                    return componentsschemas_bombs_away_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bombs_away_event_type_32 = BombsAwayGameAbandonedEvent.from_dict(data)

                return componentsschemas_bombs_away_event_type_32

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        table = d.pop("table", UNSET)

        bombs_away_command_result = cls(
            game=game,
            version=version,
            view=view,
            events=events,
            table=table,
        )

        return bombs_away_command_result
