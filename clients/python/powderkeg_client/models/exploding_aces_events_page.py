from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.exploding_aces_aces_returned_event import ExplodingAcesAcesReturnedEvent
    from ..models.exploding_aces_allowed_event import ExplodingAcesAllowedEvent
    from ..models.exploding_aces_chain_settled_event import ExplodingAcesChainSettledEvent
    from ..models.exploding_aces_challenged_event import ExplodingAcesChallengedEvent
    from ..models.exploding_aces_chosen_event import ExplodingAcesChosenEvent
    from ..models.exploding_aces_continued_event import ExplodingAcesContinuedEvent
    from ..models.exploding_aces_dealt_event import ExplodingAcesDealtEvent
    from ..models.exploding_aces_deck_rebuilt_event import ExplodingAcesDeckRebuiltEvent
    from ..models.exploding_aces_deck_shuffled_event import ExplodingAcesDeckShuffledEvent
    from ..models.exploding_aces_defused_event import ExplodingAcesDefusedEvent
    from ..models.exploding_aces_drew_event import ExplodingAcesDrewEvent
    from ..models.exploding_aces_effect_ended_event import ExplodingAcesEffectEndedEvent
    from ..models.exploding_aces_effect_opened_event import ExplodingAcesEffectOpenedEvent
    from ..models.exploding_aces_eliminated_event import ExplodingAcesEliminatedEvent
    from ..models.exploding_aces_exchanged_event import ExplodingAcesExchangedEvent
    from ..models.exploding_aces_game_abandoned_event import ExplodingAcesGameAbandonedEvent
    from ..models.exploding_aces_game_finished_event import ExplodingAcesGameFinishedEvent
    from ..models.exploding_aces_game_started_event import ExplodingAcesGameStartedEvent
    from ..models.exploding_aces_given_event import ExplodingAcesGivenEvent
    from ..models.exploding_aces_hand_dumped_event import ExplodingAcesHandDumpedEvent
    from ..models.exploding_aces_hand_looked_event import ExplodingAcesHandLookedEvent
    from ..models.exploding_aces_hands_passed_event import ExplodingAcesHandsPassedEvent
    from ..models.exploding_aces_hands_returned_event import ExplodingAcesHandsReturnedEvent
    from ..models.exploding_aces_jack_arranged_event import ExplodingAcesJackArrangedEvent
    from ..models.exploding_aces_kept_event import ExplodingAcesKeptEvent
    from ..models.exploding_aces_kings_shown_event import ExplodingAcesKingsShownEvent
    from ..models.exploding_aces_nine_played_event import ExplodingAcesNinePlayedEvent
    from ..models.exploding_aces_peeked_event import ExplodingAcesPeekedEvent
    from ..models.exploding_aces_play_discarded_event import ExplodingAcesPlayDiscardedEvent
    from ..models.exploding_aces_played_event import ExplodingAcesPlayedEvent
    from ..models.exploding_aces_queen_chain_ended_event import ExplodingAcesQueenChainEndedEvent
    from ..models.exploding_aces_rejected_event import ExplodingAcesRejectedEvent
    from ..models.exploding_aces_replay_skipped_event import ExplodingAcesReplaySkippedEvent
    from ..models.exploding_aces_reversed_event import ExplodingAcesReversedEvent
    from ..models.exploding_aces_seat_autopilot_event import ExplodingAcesSeatAutopilotEvent
    from ..models.exploding_aces_seat_resigned_event import ExplodingAcesSeatResignedEvent
    from ..models.exploding_aces_seven_shown_event import ExplodingAcesSevenShownEvent
    from ..models.exploding_aces_turn_ended_event import ExplodingAcesTurnEndedEvent
    from ..models.exploding_aces_waived_event import ExplodingAcesWaivedEvent
    from ..models.exploding_aces_window_opened_event import ExplodingAcesWindowOpenedEvent


T = TypeVar("T", bound="ExplodingAcesEventsPage")


@_attrs_define
class ExplodingAcesEventsPage:
    """A page of the log: the head version and at most `limit` events after `after`, redacted for the bearer;
    `more` when events follow the last one (the next page is `after=<its version>`).

        Attributes:
            game (Literal['exploding-aces']):
            version (int): The head version of the game (of the table, for a table's log).
            events (list[ExplodingAcesAcesReturnedEvent | ExplodingAcesAllowedEvent | ExplodingAcesChainSettledEvent |
                ExplodingAcesChallengedEvent | ExplodingAcesChosenEvent | ExplodingAcesContinuedEvent | ExplodingAcesDealtEvent
                | ExplodingAcesDeckRebuiltEvent | ExplodingAcesDeckShuffledEvent | ExplodingAcesDefusedEvent |
                ExplodingAcesDrewEvent | ExplodingAcesEffectEndedEvent | ExplodingAcesEffectOpenedEvent |
                ExplodingAcesEliminatedEvent | ExplodingAcesExchangedEvent | ExplodingAcesGameAbandonedEvent |
                ExplodingAcesGameFinishedEvent | ExplodingAcesGameStartedEvent | ExplodingAcesGivenEvent |
                ExplodingAcesHandDumpedEvent | ExplodingAcesHandLookedEvent | ExplodingAcesHandsPassedEvent |
                ExplodingAcesHandsReturnedEvent | ExplodingAcesJackArrangedEvent | ExplodingAcesKeptEvent |
                ExplodingAcesKingsShownEvent | ExplodingAcesNinePlayedEvent | ExplodingAcesPeekedEvent |
                ExplodingAcesPlayDiscardedEvent | ExplodingAcesPlayedEvent | ExplodingAcesQueenChainEndedEvent |
                ExplodingAcesRejectedEvent | ExplodingAcesReplaySkippedEvent | ExplodingAcesReversedEvent |
                ExplodingAcesSeatAutopilotEvent | ExplodingAcesSeatResignedEvent | ExplodingAcesSevenShownEvent |
                ExplodingAcesTurnEndedEvent | ExplodingAcesWaivedEvent | ExplodingAcesWindowOpenedEvent]):
            more (bool): True when events follow the last one here; ask for them with `after=<its version>`.
    """

    game: Literal["exploding-aces"]
    version: int
    events: list[
        ExplodingAcesAcesReturnedEvent
        | ExplodingAcesAllowedEvent
        | ExplodingAcesChainSettledEvent
        | ExplodingAcesChallengedEvent
        | ExplodingAcesChosenEvent
        | ExplodingAcesContinuedEvent
        | ExplodingAcesDealtEvent
        | ExplodingAcesDeckRebuiltEvent
        | ExplodingAcesDeckShuffledEvent
        | ExplodingAcesDefusedEvent
        | ExplodingAcesDrewEvent
        | ExplodingAcesEffectEndedEvent
        | ExplodingAcesEffectOpenedEvent
        | ExplodingAcesEliminatedEvent
        | ExplodingAcesExchangedEvent
        | ExplodingAcesGameAbandonedEvent
        | ExplodingAcesGameFinishedEvent
        | ExplodingAcesGameStartedEvent
        | ExplodingAcesGivenEvent
        | ExplodingAcesHandDumpedEvent
        | ExplodingAcesHandLookedEvent
        | ExplodingAcesHandsPassedEvent
        | ExplodingAcesHandsReturnedEvent
        | ExplodingAcesJackArrangedEvent
        | ExplodingAcesKeptEvent
        | ExplodingAcesKingsShownEvent
        | ExplodingAcesNinePlayedEvent
        | ExplodingAcesPeekedEvent
        | ExplodingAcesPlayDiscardedEvent
        | ExplodingAcesPlayedEvent
        | ExplodingAcesQueenChainEndedEvent
        | ExplodingAcesRejectedEvent
        | ExplodingAcesReplaySkippedEvent
        | ExplodingAcesReversedEvent
        | ExplodingAcesSeatAutopilotEvent
        | ExplodingAcesSeatResignedEvent
        | ExplodingAcesSevenShownEvent
        | ExplodingAcesTurnEndedEvent
        | ExplodingAcesWaivedEvent
        | ExplodingAcesWindowOpenedEvent
    ]
    more: bool

    def to_dict(self) -> dict[str, Any]:
        from ..models.exploding_aces_aces_returned_event import ExplodingAcesAcesReturnedEvent  # noqa: PLC0415
        from ..models.exploding_aces_allowed_event import ExplodingAcesAllowedEvent  # noqa: PLC0415
        from ..models.exploding_aces_chain_settled_event import ExplodingAcesChainSettledEvent  # noqa: PLC0415
        from ..models.exploding_aces_challenged_event import ExplodingAcesChallengedEvent  # noqa: PLC0415
        from ..models.exploding_aces_chosen_event import ExplodingAcesChosenEvent  # noqa: PLC0415
        from ..models.exploding_aces_continued_event import ExplodingAcesContinuedEvent  # noqa: PLC0415
        from ..models.exploding_aces_dealt_event import ExplodingAcesDealtEvent  # noqa: PLC0415
        from ..models.exploding_aces_deck_rebuilt_event import ExplodingAcesDeckRebuiltEvent  # noqa: PLC0415
        from ..models.exploding_aces_deck_shuffled_event import ExplodingAcesDeckShuffledEvent  # noqa: PLC0415
        from ..models.exploding_aces_defused_event import ExplodingAcesDefusedEvent  # noqa: PLC0415
        from ..models.exploding_aces_drew_event import ExplodingAcesDrewEvent  # noqa: PLC0415
        from ..models.exploding_aces_effect_ended_event import ExplodingAcesEffectEndedEvent  # noqa: PLC0415
        from ..models.exploding_aces_effect_opened_event import ExplodingAcesEffectOpenedEvent  # noqa: PLC0415
        from ..models.exploding_aces_eliminated_event import ExplodingAcesEliminatedEvent  # noqa: PLC0415
        from ..models.exploding_aces_exchanged_event import ExplodingAcesExchangedEvent  # noqa: PLC0415
        from ..models.exploding_aces_game_finished_event import ExplodingAcesGameFinishedEvent  # noqa: PLC0415
        from ..models.exploding_aces_game_started_event import ExplodingAcesGameStartedEvent  # noqa: PLC0415
        from ..models.exploding_aces_given_event import ExplodingAcesGivenEvent  # noqa: PLC0415
        from ..models.exploding_aces_hand_dumped_event import ExplodingAcesHandDumpedEvent  # noqa: PLC0415
        from ..models.exploding_aces_hand_looked_event import ExplodingAcesHandLookedEvent  # noqa: PLC0415
        from ..models.exploding_aces_hands_passed_event import ExplodingAcesHandsPassedEvent  # noqa: PLC0415
        from ..models.exploding_aces_hands_returned_event import ExplodingAcesHandsReturnedEvent  # noqa: PLC0415
        from ..models.exploding_aces_jack_arranged_event import ExplodingAcesJackArrangedEvent  # noqa: PLC0415
        from ..models.exploding_aces_kept_event import ExplodingAcesKeptEvent  # noqa: PLC0415
        from ..models.exploding_aces_kings_shown_event import ExplodingAcesKingsShownEvent  # noqa: PLC0415
        from ..models.exploding_aces_nine_played_event import ExplodingAcesNinePlayedEvent  # noqa: PLC0415
        from ..models.exploding_aces_peeked_event import ExplodingAcesPeekedEvent  # noqa: PLC0415
        from ..models.exploding_aces_play_discarded_event import ExplodingAcesPlayDiscardedEvent  # noqa: PLC0415
        from ..models.exploding_aces_played_event import ExplodingAcesPlayedEvent  # noqa: PLC0415
        from ..models.exploding_aces_queen_chain_ended_event import ExplodingAcesQueenChainEndedEvent  # noqa: PLC0415
        from ..models.exploding_aces_rejected_event import ExplodingAcesRejectedEvent  # noqa: PLC0415
        from ..models.exploding_aces_replay_skipped_event import ExplodingAcesReplaySkippedEvent  # noqa: PLC0415
        from ..models.exploding_aces_reversed_event import ExplodingAcesReversedEvent  # noqa: PLC0415
        from ..models.exploding_aces_seat_autopilot_event import ExplodingAcesSeatAutopilotEvent  # noqa: PLC0415
        from ..models.exploding_aces_seat_resigned_event import ExplodingAcesSeatResignedEvent  # noqa: PLC0415
        from ..models.exploding_aces_seven_shown_event import ExplodingAcesSevenShownEvent  # noqa: PLC0415
        from ..models.exploding_aces_turn_ended_event import ExplodingAcesTurnEndedEvent  # noqa: PLC0415
        from ..models.exploding_aces_waived_event import ExplodingAcesWaivedEvent  # noqa: PLC0415
        from ..models.exploding_aces_window_opened_event import ExplodingAcesWindowOpenedEvent  # noqa: PLC0415

        game = self.game

        version = self.version

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, ExplodingAcesGameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesWindowOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesNinePlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesWaivedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesChainSettledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesDeckRebuiltEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesDeckShuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesPlayDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesAcesReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesPeekedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesJackArrangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesDefusedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesReversedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesSevenShownEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesEffectOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesExchangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesHandDumpedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesHandsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesHandLookedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesKingsShownEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesHandsReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesRejectedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesAllowedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesReplaySkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesEffectEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesTurnEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesQueenChainEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesContinuedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesChallengedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesEliminatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesGameFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesSeatAutopilotEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ExplodingAcesSeatResignedEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        more = self.more

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "version": version,
                "events": events,
                "more": more,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.exploding_aces_aces_returned_event import ExplodingAcesAcesReturnedEvent  # noqa: PLC0415
        from ..models.exploding_aces_allowed_event import ExplodingAcesAllowedEvent  # noqa: PLC0415
        from ..models.exploding_aces_chain_settled_event import ExplodingAcesChainSettledEvent  # noqa: PLC0415
        from ..models.exploding_aces_challenged_event import ExplodingAcesChallengedEvent  # noqa: PLC0415
        from ..models.exploding_aces_chosen_event import ExplodingAcesChosenEvent  # noqa: PLC0415
        from ..models.exploding_aces_continued_event import ExplodingAcesContinuedEvent  # noqa: PLC0415
        from ..models.exploding_aces_dealt_event import ExplodingAcesDealtEvent  # noqa: PLC0415
        from ..models.exploding_aces_deck_rebuilt_event import ExplodingAcesDeckRebuiltEvent  # noqa: PLC0415
        from ..models.exploding_aces_deck_shuffled_event import ExplodingAcesDeckShuffledEvent  # noqa: PLC0415
        from ..models.exploding_aces_defused_event import ExplodingAcesDefusedEvent  # noqa: PLC0415
        from ..models.exploding_aces_drew_event import ExplodingAcesDrewEvent  # noqa: PLC0415
        from ..models.exploding_aces_effect_ended_event import ExplodingAcesEffectEndedEvent  # noqa: PLC0415
        from ..models.exploding_aces_effect_opened_event import ExplodingAcesEffectOpenedEvent  # noqa: PLC0415
        from ..models.exploding_aces_eliminated_event import ExplodingAcesEliminatedEvent  # noqa: PLC0415
        from ..models.exploding_aces_exchanged_event import ExplodingAcesExchangedEvent  # noqa: PLC0415
        from ..models.exploding_aces_game_abandoned_event import ExplodingAcesGameAbandonedEvent  # noqa: PLC0415
        from ..models.exploding_aces_game_finished_event import ExplodingAcesGameFinishedEvent  # noqa: PLC0415
        from ..models.exploding_aces_game_started_event import ExplodingAcesGameStartedEvent  # noqa: PLC0415
        from ..models.exploding_aces_given_event import ExplodingAcesGivenEvent  # noqa: PLC0415
        from ..models.exploding_aces_hand_dumped_event import ExplodingAcesHandDumpedEvent  # noqa: PLC0415
        from ..models.exploding_aces_hand_looked_event import ExplodingAcesHandLookedEvent  # noqa: PLC0415
        from ..models.exploding_aces_hands_passed_event import ExplodingAcesHandsPassedEvent  # noqa: PLC0415
        from ..models.exploding_aces_hands_returned_event import ExplodingAcesHandsReturnedEvent  # noqa: PLC0415
        from ..models.exploding_aces_jack_arranged_event import ExplodingAcesJackArrangedEvent  # noqa: PLC0415
        from ..models.exploding_aces_kept_event import ExplodingAcesKeptEvent  # noqa: PLC0415
        from ..models.exploding_aces_kings_shown_event import ExplodingAcesKingsShownEvent  # noqa: PLC0415
        from ..models.exploding_aces_nine_played_event import ExplodingAcesNinePlayedEvent  # noqa: PLC0415
        from ..models.exploding_aces_peeked_event import ExplodingAcesPeekedEvent  # noqa: PLC0415
        from ..models.exploding_aces_play_discarded_event import ExplodingAcesPlayDiscardedEvent  # noqa: PLC0415
        from ..models.exploding_aces_played_event import ExplodingAcesPlayedEvent  # noqa: PLC0415
        from ..models.exploding_aces_queen_chain_ended_event import ExplodingAcesQueenChainEndedEvent  # noqa: PLC0415
        from ..models.exploding_aces_rejected_event import ExplodingAcesRejectedEvent  # noqa: PLC0415
        from ..models.exploding_aces_replay_skipped_event import ExplodingAcesReplaySkippedEvent  # noqa: PLC0415
        from ..models.exploding_aces_reversed_event import ExplodingAcesReversedEvent  # noqa: PLC0415
        from ..models.exploding_aces_seat_autopilot_event import ExplodingAcesSeatAutopilotEvent  # noqa: PLC0415
        from ..models.exploding_aces_seat_resigned_event import ExplodingAcesSeatResignedEvent  # noqa: PLC0415
        from ..models.exploding_aces_seven_shown_event import ExplodingAcesSevenShownEvent  # noqa: PLC0415
        from ..models.exploding_aces_turn_ended_event import ExplodingAcesTurnEndedEvent  # noqa: PLC0415
        from ..models.exploding_aces_waived_event import ExplodingAcesWaivedEvent  # noqa: PLC0415
        from ..models.exploding_aces_window_opened_event import ExplodingAcesWindowOpenedEvent  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["exploding-aces"], d.pop("game"))
        if game != "exploding-aces":
            raise ValueError(f"game must match const 'exploding-aces', got '{game}'")

        version = d.pop("version")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                ExplodingAcesAcesReturnedEvent
                | ExplodingAcesAllowedEvent
                | ExplodingAcesChainSettledEvent
                | ExplodingAcesChallengedEvent
                | ExplodingAcesChosenEvent
                | ExplodingAcesContinuedEvent
                | ExplodingAcesDealtEvent
                | ExplodingAcesDeckRebuiltEvent
                | ExplodingAcesDeckShuffledEvent
                | ExplodingAcesDefusedEvent
                | ExplodingAcesDrewEvent
                | ExplodingAcesEffectEndedEvent
                | ExplodingAcesEffectOpenedEvent
                | ExplodingAcesEliminatedEvent
                | ExplodingAcesExchangedEvent
                | ExplodingAcesGameAbandonedEvent
                | ExplodingAcesGameFinishedEvent
                | ExplodingAcesGameStartedEvent
                | ExplodingAcesGivenEvent
                | ExplodingAcesHandDumpedEvent
                | ExplodingAcesHandLookedEvent
                | ExplodingAcesHandsPassedEvent
                | ExplodingAcesHandsReturnedEvent
                | ExplodingAcesJackArrangedEvent
                | ExplodingAcesKeptEvent
                | ExplodingAcesKingsShownEvent
                | ExplodingAcesNinePlayedEvent
                | ExplodingAcesPeekedEvent
                | ExplodingAcesPlayDiscardedEvent
                | ExplodingAcesPlayedEvent
                | ExplodingAcesQueenChainEndedEvent
                | ExplodingAcesRejectedEvent
                | ExplodingAcesReplaySkippedEvent
                | ExplodingAcesReversedEvent
                | ExplodingAcesSeatAutopilotEvent
                | ExplodingAcesSeatResignedEvent
                | ExplodingAcesSevenShownEvent
                | ExplodingAcesTurnEndedEvent
                | ExplodingAcesWaivedEvent
                | ExplodingAcesWindowOpenedEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_0 = ExplodingAcesGameStartedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_1 = ExplodingAcesDealtEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_2 = ExplodingAcesPlayedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_3 = ExplodingAcesWindowOpenedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_4 = ExplodingAcesNinePlayedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_5 = ExplodingAcesWaivedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_6 = ExplodingAcesChainSettledEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_7 = ExplodingAcesDrewEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_8 = ExplodingAcesDeckRebuiltEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_9 = ExplodingAcesDeckShuffledEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_10 = ExplodingAcesPlayDiscardedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_11 = ExplodingAcesAcesReturnedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_12 = ExplodingAcesPeekedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_13 = ExplodingAcesJackArrangedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_14 = ExplodingAcesDefusedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_15 = ExplodingAcesReversedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_16 = ExplodingAcesSevenShownEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_17 = ExplodingAcesEffectOpenedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_18 = ExplodingAcesGivenEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_19 = ExplodingAcesChosenEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_20 = ExplodingAcesExchangedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_21 = ExplodingAcesHandDumpedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_22 = ExplodingAcesHandsPassedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_23 = ExplodingAcesHandLookedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_24 = ExplodingAcesKingsShownEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_25 = ExplodingAcesHandsReturnedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_26 = ExplodingAcesKeptEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_27 = ExplodingAcesRejectedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_28 = ExplodingAcesAllowedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_29 = ExplodingAcesReplaySkippedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_30 = ExplodingAcesEffectEndedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_31 = ExplodingAcesTurnEndedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_32 = ExplodingAcesQueenChainEndedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_33 = ExplodingAcesContinuedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_34 = ExplodingAcesChallengedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_35 = ExplodingAcesEliminatedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_36 = ExplodingAcesGameFinishedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_37 = ExplodingAcesSeatAutopilotEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_event_type_38 = ExplodingAcesSeatResignedEvent.from_dict(data)

                    return componentsschemas_exploding_aces_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exploding_aces_event_type_39 = ExplodingAcesGameAbandonedEvent.from_dict(data)

                return componentsschemas_exploding_aces_event_type_39

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        more = d.pop("more")

        exploding_aces_events_page = cls(
            game=game,
            version=version,
            events=events,
            more=more,
        )

        return exploding_aces_events_page
