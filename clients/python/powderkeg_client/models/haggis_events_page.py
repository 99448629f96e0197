from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
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


T = TypeVar("T", bound="HaggisEventsPage")


@_attrs_define
class HaggisEventsPage:
    """A page of the log: the head version and at most `limit` events after `after`, redacted for the bearer;
    `more` when events follow the last one (the next page is `after=<its version>`).

        Attributes:
            game (Literal['haggis']):
            version (int): The head version of the game (of the table, for a table's log).
            events (list[HaggisBetPlacedEvent | HaggisCombinationPlayedEvent | HaggisGameAbandonedEvent |
                HaggisGameFinishedEvent | HaggisGameStartedEvent | HaggisPassedEvent | HaggisPlayerWentOutEvent |
                HaggisRoundDealtEvent | HaggisRoundScoredEvent | HaggisSeatAutopilotEvent | HaggisSeatResignedEvent |
                HaggisTrickCapturedEvent]):
            more (bool): True when events follow the last one here; ask for them with `after=<its version>`.
    """

    game: Literal["haggis"]
    version: int
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
    more: bool

    def to_dict(self) -> dict[str, Any]:
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

        game = self.game

        version = self.version

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

        d = dict(src_dict)
        game = cast(Literal["haggis"], d.pop("game"))
        if game != "haggis":
            raise ValueError(f"game must match const 'haggis', got '{game}'")

        version = d.pop("version")

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

        more = d.pop("more")

        haggis_events_page = cls(
            game=game,
            version=version,
            events=events,
            more=more,
        )

        return haggis_events_page
