"""Contains all the data models used in inputs/outputs"""

from .bombs_accept import BombsAccept
from .bombs_away_ace_drawn import BombsAwayAceDrawn
from .bombs_away_ace_drawn_event import BombsAwayAceDrawnEvent
from .bombs_away_ace_kept import BombsAwayAceKept
from .bombs_away_ace_kept_event import BombsAwayAceKeptEvent
from .bombs_away_bury import BombsAwayBury
from .bombs_away_card_buried import BombsAwayCardBuried
from .bombs_away_card_buried_event import BombsAwayCardBuriedEvent
from .bombs_away_card_played import BombsAwayCardPlayed
from .bombs_away_card_played_became_type_1 import BombsAwayCardPlayedBecameType1
from .bombs_away_card_played_became_type_2_type_1 import BombsAwayCardPlayedBecameType2Type1
from .bombs_away_card_played_became_type_3_type_1 import BombsAwayCardPlayedBecameType3Type1
from .bombs_away_card_played_block_type_1 import BombsAwayCardPlayedBlockType1
from .bombs_away_card_played_block_type_2_type_1 import BombsAwayCardPlayedBlockType2Type1
from .bombs_away_card_played_block_type_3_type_1 import BombsAwayCardPlayedBlockType3Type1
from .bombs_away_card_played_block_used_type_1 import BombsAwayCardPlayedBlockUsedType1
from .bombs_away_card_played_block_used_type_2_type_1 import BombsAwayCardPlayedBlockUsedType2Type1
from .bombs_away_card_played_block_used_type_3_type_1 import BombsAwayCardPlayedBlockUsedType3Type1
from .bombs_away_card_played_declare_type_1 import BombsAwayCardPlayedDeclareType1
from .bombs_away_card_played_declare_type_2_type_1 import BombsAwayCardPlayedDeclareType2Type1
from .bombs_away_card_played_declare_type_3_type_1 import BombsAwayCardPlayedDeclareType3Type1
from .bombs_away_card_played_event import BombsAwayCardPlayedEvent
from .bombs_away_card_played_role import BombsAwayCardPlayedRole
from .bombs_away_cards_drawn import BombsAwayCardsDrawn
from .bombs_away_cards_drawn_event import BombsAwayCardsDrawnEvent
from .bombs_away_cards_swapped import BombsAwayCardsSwapped
from .bombs_away_cards_swapped_event import BombsAwayCardsSwappedEvent
from .bombs_away_chain import BombsAwayChain
from .bombs_away_chain_blocked import BombsAwayChainBlocked
from .bombs_away_chain_blocked_event import BombsAwayChainBlockedEvent
from .bombs_away_chain_cancelled import BombsAwayChainCancelled
from .bombs_away_chain_cancelled_event import BombsAwayChainCancelledEvent
from .bombs_away_chain_closed import BombsAwayChainClosed
from .bombs_away_chain_closed_event import BombsAwayChainClosedEvent
from .bombs_away_chain_opened import BombsAwayChainOpened
from .bombs_away_chain_opened_event import BombsAwayChainOpenedEvent
from .bombs_away_command_result import BombsAwayCommandResult
from .bombs_away_damage import BombsAwayDamage
from .bombs_away_damage_dealt import BombsAwayDamageDealt
from .bombs_away_damage_dealt_event import BombsAwayDamageDealtEvent
from .bombs_away_damage_owed import BombsAwayDamageOwed
from .bombs_away_damage_owed_event import BombsAwayDamageOwedEvent
from .bombs_away_decision import BombsAwayDecision
from .bombs_away_decision_kind import BombsAwayDecisionKind
from .bombs_away_deck_rebuilt import BombsAwayDeckRebuilt
from .bombs_away_deck_rebuilt_event import BombsAwayDeckRebuiltEvent
from .bombs_away_direction_reversed import BombsAwayDirectionReversed
from .bombs_away_direction_reversed_event import BombsAwayDirectionReversedEvent
from .bombs_away_events_page import BombsAwayEventsPage
from .bombs_away_game_abandoned_event import BombsAwayGameAbandonedEvent
from .bombs_away_game_dealt import BombsAwayGameDealt
from .bombs_away_game_dealt_event import BombsAwayGameDealtEvent
from .bombs_away_game_started import BombsAwayGameStarted
from .bombs_away_game_started_event import BombsAwayGameStartedEvent
from .bombs_away_game_won import BombsAwayGameWon
from .bombs_away_game_won_event import BombsAwayGameWonEvent
from .bombs_away_hand_looked_at import BombsAwayHandLookedAt
from .bombs_away_hand_looked_at_event import BombsAwayHandLookedAtEvent
from .bombs_away_hand_shuffled_in import BombsAwayHandShuffledIn
from .bombs_away_hand_shuffled_in_event import BombsAwayHandShuffledInEvent
from .bombs_away_keep import BombsAwayKeep
from .bombs_away_keep_ten import BombsAwayKeepTen
from .bombs_away_legal_commands import BombsAwayLegalCommands
from .bombs_away_legal_commands_form import BombsAwayLegalCommandsForm
from .bombs_away_legal_commands_play_groups_item import BombsAwayLegalCommandsPlayGroupsItem
from .bombs_away_options import BombsAwayOptions
from .bombs_away_pick import BombsAwayPick
from .bombs_away_pile_card import BombsAwayPileCard
from .bombs_away_pile_card_became_type_1 import BombsAwayPileCardBecameType1
from .bombs_away_pile_card_became_type_2_type_1 import BombsAwayPileCardBecameType2Type1
from .bombs_away_pile_card_became_type_3_type_1 import BombsAwayPileCardBecameType3Type1
from .bombs_away_pile_shuffled_in import BombsAwayPileShuffledIn
from .bombs_away_pile_shuffled_in_event import BombsAwayPileShuffledInEvent
from .bombs_away_play import BombsAwayPlay
from .bombs_away_player_eliminated import BombsAwayPlayerEliminated
from .bombs_away_player_eliminated_event import BombsAwayPlayerEliminatedEvent
from .bombs_away_player_skipped import BombsAwayPlayerSkipped
from .bombs_away_player_skipped_event import BombsAwayPlayerSkippedEvent
from .bombs_away_position_picked import BombsAwayPositionPicked
from .bombs_away_position_picked_event import BombsAwayPositionPickedEvent
from .bombs_away_rank_blocked import BombsAwayRankBlocked
from .bombs_away_rank_blocked_event import BombsAwayRankBlockedEvent
from .bombs_away_rank_blocked_rank import BombsAwayRankBlockedRank
from .bombs_away_result import BombsAwayResult
from .bombs_away_seat import BombsAwaySeat
from .bombs_away_seat_autopilot_event import BombsAwaySeatAutopilotEvent
from .bombs_away_seat_resigned_event import BombsAwaySeatResignedEvent
from .bombs_away_series_finished import BombsAwaySeriesFinished
from .bombs_away_series_finished_event import BombsAwaySeriesFinishedEvent
from .bombs_away_swap_offered import BombsAwaySwapOffered
from .bombs_away_swap_offered_event import BombsAwaySwapOfferedEvent
from .bombs_away_ten_choice_owed import BombsAwayTenChoiceOwed
from .bombs_away_ten_choice_owed_event import BombsAwayTenChoiceOwedEvent
from .bombs_away_tens_returned import BombsAwayTensReturned
from .bombs_away_tens_returned_event import BombsAwayTensReturnedEvent
from .bombs_away_turn_began import BombsAwayTurnBegan
from .bombs_away_turn_began_event import BombsAwayTurnBeganEvent
from .bombs_away_turn_began_role import BombsAwayTurnBeganRole
from .bombs_away_turn_skipped import BombsAwayTurnSkipped
from .bombs_away_turn_skipped_event import BombsAwayTurnSkippedEvent
from .bombs_away_turn_skipped_role import BombsAwayTurnSkippedRole
from .bombs_away_view import BombsAwayView
from .bombs_away_view_blocked_item import BombsAwayViewBlockedItem
from .bombs_away_view_direction import BombsAwayViewDirection
from .bombs_away_view_phase import BombsAwayViewPhase
from .bombs_away_view_role_type_1 import BombsAwayViewRoleType1
from .bombs_away_view_role_type_2_type_1 import BombsAwayViewRoleType2Type1
from .bombs_away_view_role_type_3_type_1 import BombsAwayViewRoleType3Type1
from .bombs_away_view_status import BombsAwayViewStatus
from .bombs_card_accepted import BombsCardAccepted
from .bombs_card_accepted_event import BombsCardAcceptedEvent
from .bombs_card_passed import BombsCardPassed
from .bombs_card_passed_event import BombsCardPassedEvent
from .bombs_card_returned import BombsCardReturned
from .bombs_card_returned_event import BombsCardReturnedEvent
from .bombs_cards_played import BombsCardsPlayed
from .bombs_cards_played_event import BombsCardsPlayedEvent
from .bombs_cards_played_form import BombsCardsPlayedForm
from .bombs_command_result import BombsCommandResult
from .bombs_dealer_drawn import BombsDealerDrawn
from .bombs_dealer_drawn_event import BombsDealerDrawnEvent
from .bombs_decision import BombsDecision
from .bombs_decision_kind import BombsDecisionKind
from .bombs_decline_revolt import BombsDeclineRevolt
from .bombs_events_page import BombsEventsPage
from .bombs_exchange import BombsExchange
from .bombs_exchange_request import BombsExchangeRequest
from .bombs_exchange_stage import BombsExchangeStage
from .bombs_game_abandoned_event import BombsGameAbandonedEvent
from .bombs_game_finished import BombsGameFinished
from .bombs_game_finished_event import BombsGameFinishedEvent
from .bombs_game_started import BombsGameStarted
from .bombs_game_started_event import BombsGameStartedEvent
from .bombs_hand_completed import BombsHandCompleted
from .bombs_hand_completed_event import BombsHandCompletedEvent
from .bombs_hand_dealt import BombsHandDealt
from .bombs_hand_dealt_event import BombsHandDealtEvent
from .bombs_hand_scored import BombsHandScored
from .bombs_hand_scored_event import BombsHandScoredEvent
from .bombs_last_call_opened import BombsLastCallOpened
from .bombs_last_call_opened_event import BombsLastCallOpenedEvent
from .bombs_legal_commands import BombsLegalCommands
from .bombs_legal_commands_form import BombsLegalCommandsForm
from .bombs_legal_commands_play_groups_item import BombsLegalCommandsPlayGroupsItem
from .bombs_match_finished import BombsMatchFinished
from .bombs_match_finished_event import BombsMatchFinishedEvent
from .bombs_match_seat import BombsMatchSeat
from .bombs_match_started import BombsMatchStarted
from .bombs_match_started_event import BombsMatchStartedEvent
from .bombs_match_table import BombsMatchTable
from .bombs_match_table_phase import BombsMatchTablePhase
from .bombs_match_view import BombsMatchView
from .bombs_match_view_phase import BombsMatchViewPhase
from .bombs_match_view_status import BombsMatchViewStatus
from .bombs_options import BombsOptions
from .bombs_pass import BombsPass
from .bombs_passed import BombsPassed
from .bombs_passed_event import BombsPassedEvent
from .bombs_play import BombsPlay
from .bombs_player_went_out import BombsPlayerWentOut
from .bombs_player_went_out_event import BombsPlayerWentOutEvent
from .bombs_privilege_used import BombsPrivilegeUsed
from .bombs_privilege_used_event import BombsPrivilegeUsedEvent
from .bombs_rank_requested import BombsRankRequested
from .bombs_rank_requested_event import BombsRankRequestedEvent
from .bombs_refuse import BombsRefuse
from .bombs_request import BombsRequest
from .bombs_requests_stopped import BombsRequestsStopped
from .bombs_requests_stopped_event import BombsRequestsStoppedEvent
from .bombs_result import BombsResult
from .bombs_return import BombsReturn
from .bombs_revolt import BombsRevolt
from .bombs_revolt_declared import BombsRevoltDeclared
from .bombs_revolt_declared_event import BombsRevoltDeclaredEvent
from .bombs_revolt_declined import BombsRevoltDeclined
from .bombs_revolt_declined_event import BombsRevoltDeclinedEvent
from .bombs_seat import BombsSeat
from .bombs_seat_autopilot_event import BombsSeatAutopilotEvent
from .bombs_seat_resigned_event import BombsSeatResignedEvent
from .bombs_seat_taken import BombsSeatTaken
from .bombs_seat_taken_event import BombsSeatTakenEvent
from .bombs_stop_requests import BombsStopRequests
from .bombs_table_closed import BombsTableClosed
from .bombs_table_closed_event import BombsTableClosedEvent
from .bombs_table_events_page import BombsTableEventsPage
from .bombs_table_summary import BombsTableSummary
from .bombs_table_summary_phase import BombsTableSummaryPhase
from .bombs_tables_seated import BombsTablesSeated
from .bombs_tables_seated_event import BombsTablesSeatedEvent
from .bombs_trick import BombsTrick
from .bombs_trick_form_type_1 import BombsTrickFormType1
from .bombs_trick_form_type_2_type_1 import BombsTrickFormType2Type1
from .bombs_trick_form_type_3_type_1 import BombsTrickFormType3Type1
from .bombs_trick_taken import BombsTrickTaken
from .bombs_trick_taken_event import BombsTrickTakenEvent
from .bombs_trick_taken_reason import BombsTrickTakenReason
from .bombs_view import BombsView
from .bombs_view_phase import BombsViewPhase
from .bombs_view_status import BombsViewStatus
from .bombs_waive import BombsWaive
from .bombs_waived import BombsWaived
from .bombs_waived_event import BombsWaivedEvent
from .bombs_window import BombsWindow
from .create_game_request import CreateGameRequest
from .create_game_request_deal_type_0 import CreateGameRequestDealType0
from .create_game_request_options import CreateGameRequestOptions
from .create_game_response import CreateGameResponse
from .create_game_response_status import CreateGameResponseStatus
from .create_player_request import CreatePlayerRequest
from .create_player_response import CreatePlayerResponse
from .deadline import Deadline
from .decision import Decision
from .exploding_aces_aces_returned import ExplodingAcesAcesReturned
from .exploding_aces_aces_returned_event import ExplodingAcesAcesReturnedEvent
from .exploding_aces_allow import ExplodingAcesAllow
from .exploding_aces_allowed import ExplodingAcesAllowed
from .exploding_aces_allowed_event import ExplodingAcesAllowedEvent
from .exploding_aces_arrange import ExplodingAcesArrange
from .exploding_aces_block import ExplodingAcesBlock
from .exploding_aces_chain_settled import ExplodingAcesChainSettled
from .exploding_aces_chain_settled_event import ExplodingAcesChainSettledEvent
from .exploding_aces_challenge import ExplodingAcesChallenge
from .exploding_aces_challenged import ExplodingAcesChallenged
from .exploding_aces_challenged_event import ExplodingAcesChallengedEvent
from .exploding_aces_chosen import ExplodingAcesChosen
from .exploding_aces_chosen_event import ExplodingAcesChosenEvent
from .exploding_aces_command_result import ExplodingAcesCommandResult
from .exploding_aces_continue import ExplodingAcesContinue
from .exploding_aces_continued import ExplodingAcesContinued
from .exploding_aces_continued_event import ExplodingAcesContinuedEvent
from .exploding_aces_dealt import ExplodingAcesDealt
from .exploding_aces_dealt_event import ExplodingAcesDealtEvent
from .exploding_aces_decision import ExplodingAcesDecision
from .exploding_aces_decision_kind import ExplodingAcesDecisionKind
from .exploding_aces_deck_rebuilt import ExplodingAcesDeckRebuilt
from .exploding_aces_deck_rebuilt_event import ExplodingAcesDeckRebuiltEvent
from .exploding_aces_deck_shuffled import ExplodingAcesDeckShuffled
from .exploding_aces_deck_shuffled_event import ExplodingAcesDeckShuffledEvent
from .exploding_aces_defused import ExplodingAcesDefused
from .exploding_aces_defused_event import ExplodingAcesDefusedEvent
from .exploding_aces_draw import ExplodingAcesDraw
from .exploding_aces_draw_from import ExplodingAcesDrawFrom
from .exploding_aces_drew import ExplodingAcesDrew
from .exploding_aces_drew_event import ExplodingAcesDrewEvent
from .exploding_aces_effect_ended import ExplodingAcesEffectEnded
from .exploding_aces_effect_ended_event import ExplodingAcesEffectEndedEvent
from .exploding_aces_effect_opened import ExplodingAcesEffectOpened
from .exploding_aces_effect_opened_event import ExplodingAcesEffectOpenedEvent
from .exploding_aces_eliminated import ExplodingAcesEliminated
from .exploding_aces_eliminated_event import ExplodingAcesEliminatedEvent
from .exploding_aces_end import ExplodingAcesEnd
from .exploding_aces_events_page import ExplodingAcesEventsPage
from .exploding_aces_exchanged import ExplodingAcesExchanged
from .exploding_aces_exchanged_event import ExplodingAcesExchangedEvent
from .exploding_aces_four_target import ExplodingAcesFourTarget
from .exploding_aces_game_abandoned_event import ExplodingAcesGameAbandonedEvent
from .exploding_aces_game_finished import ExplodingAcesGameFinished
from .exploding_aces_game_finished_event import ExplodingAcesGameFinishedEvent
from .exploding_aces_game_started import ExplodingAcesGameStarted
from .exploding_aces_game_started_event import ExplodingAcesGameStartedEvent
from .exploding_aces_give import ExplodingAcesGive
from .exploding_aces_given import ExplodingAcesGiven
from .exploding_aces_given_event import ExplodingAcesGivenEvent
from .exploding_aces_hand_dumped import ExplodingAcesHandDumped
from .exploding_aces_hand_dumped_event import ExplodingAcesHandDumpedEvent
from .exploding_aces_hand_looked import ExplodingAcesHandLooked
from .exploding_aces_hand_looked_event import ExplodingAcesHandLookedEvent
from .exploding_aces_hands_passed import ExplodingAcesHandsPassed
from .exploding_aces_hands_passed_event import ExplodingAcesHandsPassedEvent
from .exploding_aces_hands_returned import ExplodingAcesHandsReturned
from .exploding_aces_hands_returned_event import ExplodingAcesHandsReturnedEvent
from .exploding_aces_jack_arranged import ExplodingAcesJackArranged
from .exploding_aces_jack_arranged_event import ExplodingAcesJackArrangedEvent
from .exploding_aces_keep import ExplodingAcesKeep
from .exploding_aces_kept import ExplodingAcesKept
from .exploding_aces_kept_event import ExplodingAcesKeptEvent
from .exploding_aces_kings_shown import ExplodingAcesKingsShown
from .exploding_aces_kings_shown_event import ExplodingAcesKingsShownEvent
from .exploding_aces_legal_commands import ExplodingAcesLegalCommands
from .exploding_aces_legal_commands_form import ExplodingAcesLegalCommandsForm
from .exploding_aces_legal_commands_play_groups_item import ExplodingAcesLegalCommandsPlayGroupsItem
from .exploding_aces_nine import ExplodingAcesNine
from .exploding_aces_nine_played import ExplodingAcesNinePlayed
from .exploding_aces_nine_played_event import ExplodingAcesNinePlayedEvent
from .exploding_aces_options import ExplodingAcesOptions
from .exploding_aces_options_nine_prompt import ExplodingAcesOptionsNinePrompt
from .exploding_aces_peeked import ExplodingAcesPeeked
from .exploding_aces_peeked_event import ExplodingAcesPeekedEvent
from .exploding_aces_play import ExplodingAcesPlay
from .exploding_aces_play_discarded import ExplodingAcesPlayDiscarded
from .exploding_aces_play_discarded_event import ExplodingAcesPlayDiscardedEvent
from .exploding_aces_played import ExplodingAcesPlayed
from .exploding_aces_played_event import ExplodingAcesPlayedEvent
from .exploding_aces_queen_chain_ended import ExplodingAcesQueenChainEnded
from .exploding_aces_queen_chain_ended_event import ExplodingAcesQueenChainEndedEvent
from .exploding_aces_reject import ExplodingAcesReject
from .exploding_aces_rejected import ExplodingAcesRejected
from .exploding_aces_rejected_event import ExplodingAcesRejectedEvent
from .exploding_aces_replay import ExplodingAcesReplay
from .exploding_aces_replay_skipped import ExplodingAcesReplaySkipped
from .exploding_aces_replay_skipped_event import ExplodingAcesReplaySkippedEvent
from .exploding_aces_result import ExplodingAcesResult
from .exploding_aces_reversed import ExplodingAcesReversed
from .exploding_aces_reversed_event import ExplodingAcesReversedEvent
from .exploding_aces_seat import ExplodingAcesSeat
from .exploding_aces_seat_autopilot_event import ExplodingAcesSeatAutopilotEvent
from .exploding_aces_seat_resigned_event import ExplodingAcesSeatResignedEvent
from .exploding_aces_seven_shown import ExplodingAcesSevenShown
from .exploding_aces_seven_shown_event import ExplodingAcesSevenShownEvent
from .exploding_aces_table import ExplodingAcesTable
from .exploding_aces_table_form import ExplodingAcesTableForm
from .exploding_aces_table_role import ExplodingAcesTableRole
from .exploding_aces_take import ExplodingAcesTake
from .exploding_aces_take_blind import ExplodingAcesTakeBlind
from .exploding_aces_turn_ended import ExplodingAcesTurnEnded
from .exploding_aces_turn_ended_event import ExplodingAcesTurnEndedEvent
from .exploding_aces_view import ExplodingAcesView
from .exploding_aces_view_direction import ExplodingAcesViewDirection
from .exploding_aces_view_status import ExplodingAcesViewStatus
from .exploding_aces_view_step_type_1 import ExplodingAcesViewStepType1
from .exploding_aces_view_step_type_2_type_1 import ExplodingAcesViewStepType2Type1
from .exploding_aces_view_step_type_3_type_1 import ExplodingAcesViewStepType3Type1
from .exploding_aces_waive import ExplodingAcesWaive
from .exploding_aces_waived import ExplodingAcesWaived
from .exploding_aces_waived_event import ExplodingAcesWaivedEvent
from .exploding_aces_window import ExplodingAcesWindow
from .exploding_aces_window_kind import ExplodingAcesWindowKind
from .exploding_aces_window_opened import ExplodingAcesWindowOpened
from .exploding_aces_window_opened_event import ExplodingAcesWindowOpenedEvent
from .export_event import ExportEvent
from .export_event_command_type_0 import ExportEventCommandType0
from .export_event_data import ExportEventData
from .export_header import ExportHeader
from .export_header_chance import ExportHeaderChance
from .export_header_deal_type_0 import ExportHeaderDealType0
from .export_header_idle import ExportHeaderIdle
from .export_header_names import ExportHeaderNames
from .export_header_options import ExportHeaderOptions
from .export_header_players_item import ExportHeaderPlayersItem
from .export_header_status import ExportHeaderStatus
from .export_header_tables_item import ExportHeaderTablesItem
from .game_abandoned import GameAbandoned
from .game_counts import GameCounts
from .game_list import GameList
from .game_ratings import GameRatings
from .game_type import GameType
from .game_type_equivalent_cards import GameTypeEquivalentCards
from .game_type_options import GameTypeOptions
from .game_types import GameTypes
from .game_witness import GameWitness
from .game_witness_tables import GameWitnessTables
from .haggis_bet import HaggisBet
from .haggis_bet_placed import HaggisBetPlaced
from .haggis_bet_placed_amount import HaggisBetPlacedAmount
from .haggis_bet_placed_event import HaggisBetPlacedEvent
from .haggis_combination_played import HaggisCombinationPlayed
from .haggis_combination_played_bomb_type_1 import HaggisCombinationPlayedBombType1
from .haggis_combination_played_bomb_type_2_type_1 import HaggisCombinationPlayedBombType2Type1
from .haggis_combination_played_bomb_type_3_type_1 import HaggisCombinationPlayedBombType3Type1
from .haggis_combination_played_event import HaggisCombinationPlayedEvent
from .haggis_combination_played_kind import HaggisCombinationPlayedKind
from .haggis_combination_played_top_rank_type_1 import HaggisCombinationPlayedTopRankType1
from .haggis_combination_played_top_rank_type_2_type_1 import HaggisCombinationPlayedTopRankType2Type1
from .haggis_combination_played_top_rank_type_3_type_1 import HaggisCombinationPlayedTopRankType3Type1
from .haggis_command_result import HaggisCommandResult
from .haggis_events_page import HaggisEventsPage
from .haggis_game_abandoned_event import HaggisGameAbandonedEvent
from .haggis_game_finished import HaggisGameFinished
from .haggis_game_finished_event import HaggisGameFinishedEvent
from .haggis_game_started import HaggisGameStarted
from .haggis_game_started_card_points import HaggisGameStartedCardPoints
from .haggis_game_started_event import HaggisGameStartedEvent
from .haggis_legal_commands import HaggisLegalCommands
from .haggis_legal_commands_form import HaggisLegalCommandsForm
from .haggis_options import HaggisOptions
from .haggis_options_card_points import HaggisOptionsCardPoints
from .haggis_pass import HaggisPass
from .haggis_passed import HaggisPassed
from .haggis_passed_event import HaggisPassedEvent
from .haggis_play import HaggisPlay
from .haggis_play_group_type_0 import HaggisPlayGroupType0
from .haggis_play_group_type_1 import HaggisPlayGroupType1
from .haggis_play_group_type_2 import HaggisPlayGroupType2
from .haggis_player_went_out import HaggisPlayerWentOut
from .haggis_player_went_out_event import HaggisPlayerWentOutEvent
from .haggis_result import HaggisResult
from .haggis_round_dealt import HaggisRoundDealt
from .haggis_round_dealt_event import HaggisRoundDealtEvent
from .haggis_round_dealt_removed_suit_type_1 import HaggisRoundDealtRemovedSuitType1
from .haggis_round_dealt_removed_suit_type_2_type_1 import HaggisRoundDealtRemovedSuitType2Type1
from .haggis_round_dealt_removed_suit_type_3_type_1 import HaggisRoundDealtRemovedSuitType3Type1
from .haggis_round_dealt_wilds_item_item import HaggisRoundDealtWildsItemItem
from .haggis_round_scored import HaggisRoundScored
from .haggis_round_scored_event import HaggisRoundScoredEvent
from .haggis_round_summary import HaggisRoundSummary
from .haggis_seat import HaggisSeat
from .haggis_seat_autopilot_event import HaggisSeatAutopilotEvent
from .haggis_seat_bet_type_1 import HaggisSeatBetType1
from .haggis_seat_bet_type_2_type_1 import HaggisSeatBetType2Type1
from .haggis_seat_bet_type_3_type_1 import HaggisSeatBetType3Type1
from .haggis_seat_resigned_event import HaggisSeatResignedEvent
from .haggis_seat_wilds_item import HaggisSeatWildsItem
from .haggis_trick import HaggisTrick
from .haggis_trick_captured import HaggisTrickCaptured
from .haggis_trick_captured_event import HaggisTrickCapturedEvent
from .haggis_trick_play import HaggisTrickPlay
from .haggis_trick_play_bomb_type_1 import HaggisTrickPlayBombType1
from .haggis_trick_play_bomb_type_2_type_1 import HaggisTrickPlayBombType2Type1
from .haggis_trick_play_bomb_type_3_type_1 import HaggisTrickPlayBombType3Type1
from .haggis_trick_play_kind import HaggisTrickPlayKind
from .haggis_trick_play_top_rank_type_1 import HaggisTrickPlayTopRankType1
from .haggis_trick_play_top_rank_type_2_type_1 import HaggisTrickPlayTopRankType2Type1
from .haggis_trick_play_top_rank_type_3_type_1 import HaggisTrickPlayTopRankType3Type1
from .haggis_view import HaggisView
from .haggis_view_card_points import HaggisViewCardPoints
from .haggis_view_phase import HaggisViewPhase
from .haggis_view_removed_suit_type_1 import HaggisViewRemovedSuitType1
from .haggis_view_removed_suit_type_2_type_1 import HaggisViewRemovedSuitType2Type1
from .haggis_view_removed_suit_type_3_type_1 import HaggisViewRemovedSuitType3Type1
from .haggis_view_status import HaggisViewStatus
from .health import Health
from .health_status import HealthStatus
from .idle import Idle
from .idle_policy import IdlePolicy
from .join_request import JoinRequest
from .join_response import JoinResponse
from .join_response_status import JoinResponseStatus
from .key_info import KeyInfo
from .leader import Leader
from .leader_player import LeaderPlayer
from .leaderboard import Leaderboard
from .list_games_status import ListGamesStatus
from .list_legal_commands_form import ListLegalCommandsForm
from .list_my_games_status import ListMyGamesStatus
from .listed_game import ListedGame
from .listed_game_options import ListedGameOptions
from .listed_game_status import ListedGameStatus
from .liveness import Liveness
from .liveness_status import LivenessStatus
from .lobby_seat import LobbySeat
from .me import Me
from .me_ratings import MeRatings
from .my_game import MyGame
from .my_game_seat import MyGameSeat
from .my_game_status import MyGameStatus
from .my_games import MyGames
from .new_key import NewKey
from .option_spec import OptionSpec
from .option_spec_kind import OptionSpecKind
from .player import Player
from .player_ratings import PlayerRatings
from .player_spec_type_0 import PlayerSpecType0
from .player_spec_type_1 import PlayerSpecType1
from .player_spec_type_1_bot import PlayerSpecType1Bot
from .player_spec_type_2 import PlayerSpecType2
from .player_spec_type_3 import PlayerSpecType3
from .player_spec_type_4 import PlayerSpecType4
from .player_stream_ticket import PlayerStreamTicket
from .problem import Problem
from .problem_budget import ProblemBudget
from .problem_errors import ProblemErrors
from .rating import Rating
from .rating_change import RatingChange
from .readiness import Readiness
from .readiness_status import ReadinessStatus
from .replay import Replay
from .replay_state_type_0 import ReplayStateType0
from .seat_autopilot import SeatAutopilot
from .seat_resigned import SeatResigned
from .seat_token import SeatToken
from .stream_game_form import StreamGameForm
from .stream_ticket import StreamTicket
from .timers_health import TimersHealth
from .verdict import Verdict
from .waiting_view import WaitingView
from .waiting_view_options import WaitingViewOptions
from .waiting_view_status import WaitingViewStatus
from .window import Window
from .witness_proof import WitnessProof
from .witness_root import WitnessRoot
from .witness_roots import WitnessRoots

__all__ = (
    "BombsAccept",
    "BombsAwayAceDrawn",
    "BombsAwayAceDrawnEvent",
    "BombsAwayAceKept",
    "BombsAwayAceKeptEvent",
    "BombsAwayBury",
    "BombsAwayCardBuried",
    "BombsAwayCardBuriedEvent",
    "BombsAwayCardPlayed",
    "BombsAwayCardPlayedBecameType1",
    "BombsAwayCardPlayedBecameType2Type1",
    "BombsAwayCardPlayedBecameType3Type1",
    "BombsAwayCardPlayedBlockType1",
    "BombsAwayCardPlayedBlockType2Type1",
    "BombsAwayCardPlayedBlockType3Type1",
    "BombsAwayCardPlayedBlockUsedType1",
    "BombsAwayCardPlayedBlockUsedType2Type1",
    "BombsAwayCardPlayedBlockUsedType3Type1",
    "BombsAwayCardPlayedDeclareType1",
    "BombsAwayCardPlayedDeclareType2Type1",
    "BombsAwayCardPlayedDeclareType3Type1",
    "BombsAwayCardPlayedEvent",
    "BombsAwayCardPlayedRole",
    "BombsAwayCardsDrawn",
    "BombsAwayCardsDrawnEvent",
    "BombsAwayCardsSwapped",
    "BombsAwayCardsSwappedEvent",
    "BombsAwayChain",
    "BombsAwayChainBlocked",
    "BombsAwayChainBlockedEvent",
    "BombsAwayChainCancelled",
    "BombsAwayChainCancelledEvent",
    "BombsAwayChainClosed",
    "BombsAwayChainClosedEvent",
    "BombsAwayChainOpened",
    "BombsAwayChainOpenedEvent",
    "BombsAwayCommandResult",
    "BombsAwayDamage",
    "BombsAwayDamageDealt",
    "BombsAwayDamageDealtEvent",
    "BombsAwayDamageOwed",
    "BombsAwayDamageOwedEvent",
    "BombsAwayDecision",
    "BombsAwayDecisionKind",
    "BombsAwayDeckRebuilt",
    "BombsAwayDeckRebuiltEvent",
    "BombsAwayDirectionReversed",
    "BombsAwayDirectionReversedEvent",
    "BombsAwayEventsPage",
    "BombsAwayGameAbandonedEvent",
    "BombsAwayGameDealt",
    "BombsAwayGameDealtEvent",
    "BombsAwayGameStarted",
    "BombsAwayGameStartedEvent",
    "BombsAwayGameWon",
    "BombsAwayGameWonEvent",
    "BombsAwayHandLookedAt",
    "BombsAwayHandLookedAtEvent",
    "BombsAwayHandShuffledIn",
    "BombsAwayHandShuffledInEvent",
    "BombsAwayKeep",
    "BombsAwayKeepTen",
    "BombsAwayLegalCommands",
    "BombsAwayLegalCommandsForm",
    "BombsAwayLegalCommandsPlayGroupsItem",
    "BombsAwayOptions",
    "BombsAwayPick",
    "BombsAwayPileCard",
    "BombsAwayPileCardBecameType1",
    "BombsAwayPileCardBecameType2Type1",
    "BombsAwayPileCardBecameType3Type1",
    "BombsAwayPileShuffledIn",
    "BombsAwayPileShuffledInEvent",
    "BombsAwayPlay",
    "BombsAwayPlayerEliminated",
    "BombsAwayPlayerEliminatedEvent",
    "BombsAwayPlayerSkipped",
    "BombsAwayPlayerSkippedEvent",
    "BombsAwayPositionPicked",
    "BombsAwayPositionPickedEvent",
    "BombsAwayRankBlocked",
    "BombsAwayRankBlockedEvent",
    "BombsAwayRankBlockedRank",
    "BombsAwayResult",
    "BombsAwaySeat",
    "BombsAwaySeatAutopilotEvent",
    "BombsAwaySeatResignedEvent",
    "BombsAwaySeriesFinished",
    "BombsAwaySeriesFinishedEvent",
    "BombsAwaySwapOffered",
    "BombsAwaySwapOfferedEvent",
    "BombsAwayTenChoiceOwed",
    "BombsAwayTenChoiceOwedEvent",
    "BombsAwayTensReturned",
    "BombsAwayTensReturnedEvent",
    "BombsAwayTurnBegan",
    "BombsAwayTurnBeganEvent",
    "BombsAwayTurnBeganRole",
    "BombsAwayTurnSkipped",
    "BombsAwayTurnSkippedEvent",
    "BombsAwayTurnSkippedRole",
    "BombsAwayView",
    "BombsAwayViewBlockedItem",
    "BombsAwayViewDirection",
    "BombsAwayViewPhase",
    "BombsAwayViewRoleType1",
    "BombsAwayViewRoleType2Type1",
    "BombsAwayViewRoleType3Type1",
    "BombsAwayViewStatus",
    "BombsCardAccepted",
    "BombsCardAcceptedEvent",
    "BombsCardPassed",
    "BombsCardPassedEvent",
    "BombsCardReturned",
    "BombsCardReturnedEvent",
    "BombsCardsPlayed",
    "BombsCardsPlayedEvent",
    "BombsCardsPlayedForm",
    "BombsCommandResult",
    "BombsDealerDrawn",
    "BombsDealerDrawnEvent",
    "BombsDecision",
    "BombsDecisionKind",
    "BombsDeclineRevolt",
    "BombsEventsPage",
    "BombsExchange",
    "BombsExchangeRequest",
    "BombsExchangeStage",
    "BombsGameAbandonedEvent",
    "BombsGameFinished",
    "BombsGameFinishedEvent",
    "BombsGameStarted",
    "BombsGameStartedEvent",
    "BombsHandCompleted",
    "BombsHandCompletedEvent",
    "BombsHandDealt",
    "BombsHandDealtEvent",
    "BombsHandScored",
    "BombsHandScoredEvent",
    "BombsLastCallOpened",
    "BombsLastCallOpenedEvent",
    "BombsLegalCommands",
    "BombsLegalCommandsForm",
    "BombsLegalCommandsPlayGroupsItem",
    "BombsMatchFinished",
    "BombsMatchFinishedEvent",
    "BombsMatchSeat",
    "BombsMatchStarted",
    "BombsMatchStartedEvent",
    "BombsMatchTable",
    "BombsMatchTablePhase",
    "BombsMatchView",
    "BombsMatchViewPhase",
    "BombsMatchViewStatus",
    "BombsOptions",
    "BombsPass",
    "BombsPassed",
    "BombsPassedEvent",
    "BombsPlay",
    "BombsPlayerWentOut",
    "BombsPlayerWentOutEvent",
    "BombsPrivilegeUsed",
    "BombsPrivilegeUsedEvent",
    "BombsRankRequested",
    "BombsRankRequestedEvent",
    "BombsRefuse",
    "BombsRequest",
    "BombsRequestsStopped",
    "BombsRequestsStoppedEvent",
    "BombsResult",
    "BombsReturn",
    "BombsRevolt",
    "BombsRevoltDeclared",
    "BombsRevoltDeclaredEvent",
    "BombsRevoltDeclined",
    "BombsRevoltDeclinedEvent",
    "BombsSeat",
    "BombsSeatAutopilotEvent",
    "BombsSeatResignedEvent",
    "BombsSeatTaken",
    "BombsSeatTakenEvent",
    "BombsStopRequests",
    "BombsTableClosed",
    "BombsTableClosedEvent",
    "BombsTableEventsPage",
    "BombsTablesSeated",
    "BombsTablesSeatedEvent",
    "BombsTableSummary",
    "BombsTableSummaryPhase",
    "BombsTrick",
    "BombsTrickFormType1",
    "BombsTrickFormType2Type1",
    "BombsTrickFormType3Type1",
    "BombsTrickTaken",
    "BombsTrickTakenEvent",
    "BombsTrickTakenReason",
    "BombsView",
    "BombsViewPhase",
    "BombsViewStatus",
    "BombsWaive",
    "BombsWaived",
    "BombsWaivedEvent",
    "BombsWindow",
    "CreateGameRequest",
    "CreateGameRequestDealType0",
    "CreateGameRequestOptions",
    "CreateGameResponse",
    "CreateGameResponseStatus",
    "CreatePlayerRequest",
    "CreatePlayerResponse",
    "Deadline",
    "Decision",
    "ExplodingAcesAcesReturned",
    "ExplodingAcesAcesReturnedEvent",
    "ExplodingAcesAllow",
    "ExplodingAcesAllowed",
    "ExplodingAcesAllowedEvent",
    "ExplodingAcesArrange",
    "ExplodingAcesBlock",
    "ExplodingAcesChainSettled",
    "ExplodingAcesChainSettledEvent",
    "ExplodingAcesChallenge",
    "ExplodingAcesChallenged",
    "ExplodingAcesChallengedEvent",
    "ExplodingAcesChosen",
    "ExplodingAcesChosenEvent",
    "ExplodingAcesCommandResult",
    "ExplodingAcesContinue",
    "ExplodingAcesContinued",
    "ExplodingAcesContinuedEvent",
    "ExplodingAcesDealt",
    "ExplodingAcesDealtEvent",
    "ExplodingAcesDecision",
    "ExplodingAcesDecisionKind",
    "ExplodingAcesDeckRebuilt",
    "ExplodingAcesDeckRebuiltEvent",
    "ExplodingAcesDeckShuffled",
    "ExplodingAcesDeckShuffledEvent",
    "ExplodingAcesDefused",
    "ExplodingAcesDefusedEvent",
    "ExplodingAcesDraw",
    "ExplodingAcesDrawFrom",
    "ExplodingAcesDrew",
    "ExplodingAcesDrewEvent",
    "ExplodingAcesEffectEnded",
    "ExplodingAcesEffectEndedEvent",
    "ExplodingAcesEffectOpened",
    "ExplodingAcesEffectOpenedEvent",
    "ExplodingAcesEliminated",
    "ExplodingAcesEliminatedEvent",
    "ExplodingAcesEnd",
    "ExplodingAcesEventsPage",
    "ExplodingAcesExchanged",
    "ExplodingAcesExchangedEvent",
    "ExplodingAcesFourTarget",
    "ExplodingAcesGameAbandonedEvent",
    "ExplodingAcesGameFinished",
    "ExplodingAcesGameFinishedEvent",
    "ExplodingAcesGameStarted",
    "ExplodingAcesGameStartedEvent",
    "ExplodingAcesGive",
    "ExplodingAcesGiven",
    "ExplodingAcesGivenEvent",
    "ExplodingAcesHandDumped",
    "ExplodingAcesHandDumpedEvent",
    "ExplodingAcesHandLooked",
    "ExplodingAcesHandLookedEvent",
    "ExplodingAcesHandsPassed",
    "ExplodingAcesHandsPassedEvent",
    "ExplodingAcesHandsReturned",
    "ExplodingAcesHandsReturnedEvent",
    "ExplodingAcesJackArranged",
    "ExplodingAcesJackArrangedEvent",
    "ExplodingAcesKeep",
    "ExplodingAcesKept",
    "ExplodingAcesKeptEvent",
    "ExplodingAcesKingsShown",
    "ExplodingAcesKingsShownEvent",
    "ExplodingAcesLegalCommands",
    "ExplodingAcesLegalCommandsForm",
    "ExplodingAcesLegalCommandsPlayGroupsItem",
    "ExplodingAcesNine",
    "ExplodingAcesNinePlayed",
    "ExplodingAcesNinePlayedEvent",
    "ExplodingAcesOptions",
    "ExplodingAcesOptionsNinePrompt",
    "ExplodingAcesPeeked",
    "ExplodingAcesPeekedEvent",
    "ExplodingAcesPlay",
    "ExplodingAcesPlayDiscarded",
    "ExplodingAcesPlayDiscardedEvent",
    "ExplodingAcesPlayed",
    "ExplodingAcesPlayedEvent",
    "ExplodingAcesQueenChainEnded",
    "ExplodingAcesQueenChainEndedEvent",
    "ExplodingAcesReject",
    "ExplodingAcesRejected",
    "ExplodingAcesRejectedEvent",
    "ExplodingAcesReplay",
    "ExplodingAcesReplaySkipped",
    "ExplodingAcesReplaySkippedEvent",
    "ExplodingAcesResult",
    "ExplodingAcesReversed",
    "ExplodingAcesReversedEvent",
    "ExplodingAcesSeat",
    "ExplodingAcesSeatAutopilotEvent",
    "ExplodingAcesSeatResignedEvent",
    "ExplodingAcesSevenShown",
    "ExplodingAcesSevenShownEvent",
    "ExplodingAcesTable",
    "ExplodingAcesTableForm",
    "ExplodingAcesTableRole",
    "ExplodingAcesTake",
    "ExplodingAcesTakeBlind",
    "ExplodingAcesTurnEnded",
    "ExplodingAcesTurnEndedEvent",
    "ExplodingAcesView",
    "ExplodingAcesViewDirection",
    "ExplodingAcesViewStatus",
    "ExplodingAcesViewStepType1",
    "ExplodingAcesViewStepType2Type1",
    "ExplodingAcesViewStepType3Type1",
    "ExplodingAcesWaive",
    "ExplodingAcesWaived",
    "ExplodingAcesWaivedEvent",
    "ExplodingAcesWindow",
    "ExplodingAcesWindowKind",
    "ExplodingAcesWindowOpened",
    "ExplodingAcesWindowOpenedEvent",
    "ExportEvent",
    "ExportEventCommandType0",
    "ExportEventData",
    "ExportHeader",
    "ExportHeaderChance",
    "ExportHeaderDealType0",
    "ExportHeaderIdle",
    "ExportHeaderNames",
    "ExportHeaderOptions",
    "ExportHeaderPlayersItem",
    "ExportHeaderStatus",
    "ExportHeaderTablesItem",
    "GameAbandoned",
    "GameCounts",
    "GameList",
    "GameRatings",
    "GameType",
    "GameTypeEquivalentCards",
    "GameTypeOptions",
    "GameTypes",
    "GameWitness",
    "GameWitnessTables",
    "HaggisBet",
    "HaggisBetPlaced",
    "HaggisBetPlacedAmount",
    "HaggisBetPlacedEvent",
    "HaggisCombinationPlayed",
    "HaggisCombinationPlayedBombType1",
    "HaggisCombinationPlayedBombType2Type1",
    "HaggisCombinationPlayedBombType3Type1",
    "HaggisCombinationPlayedEvent",
    "HaggisCombinationPlayedKind",
    "HaggisCombinationPlayedTopRankType1",
    "HaggisCombinationPlayedTopRankType2Type1",
    "HaggisCombinationPlayedTopRankType3Type1",
    "HaggisCommandResult",
    "HaggisEventsPage",
    "HaggisGameAbandonedEvent",
    "HaggisGameFinished",
    "HaggisGameFinishedEvent",
    "HaggisGameStarted",
    "HaggisGameStartedCardPoints",
    "HaggisGameStartedEvent",
    "HaggisLegalCommands",
    "HaggisLegalCommandsForm",
    "HaggisOptions",
    "HaggisOptionsCardPoints",
    "HaggisPass",
    "HaggisPassed",
    "HaggisPassedEvent",
    "HaggisPlay",
    "HaggisPlayerWentOut",
    "HaggisPlayerWentOutEvent",
    "HaggisPlayGroupType0",
    "HaggisPlayGroupType1",
    "HaggisPlayGroupType2",
    "HaggisResult",
    "HaggisRoundDealt",
    "HaggisRoundDealtEvent",
    "HaggisRoundDealtRemovedSuitType1",
    "HaggisRoundDealtRemovedSuitType2Type1",
    "HaggisRoundDealtRemovedSuitType3Type1",
    "HaggisRoundDealtWildsItemItem",
    "HaggisRoundScored",
    "HaggisRoundScoredEvent",
    "HaggisRoundSummary",
    "HaggisSeat",
    "HaggisSeatAutopilotEvent",
    "HaggisSeatBetType1",
    "HaggisSeatBetType2Type1",
    "HaggisSeatBetType3Type1",
    "HaggisSeatResignedEvent",
    "HaggisSeatWildsItem",
    "HaggisTrick",
    "HaggisTrickCaptured",
    "HaggisTrickCapturedEvent",
    "HaggisTrickPlay",
    "HaggisTrickPlayBombType1",
    "HaggisTrickPlayBombType2Type1",
    "HaggisTrickPlayBombType3Type1",
    "HaggisTrickPlayKind",
    "HaggisTrickPlayTopRankType1",
    "HaggisTrickPlayTopRankType2Type1",
    "HaggisTrickPlayTopRankType3Type1",
    "HaggisView",
    "HaggisViewCardPoints",
    "HaggisViewPhase",
    "HaggisViewRemovedSuitType1",
    "HaggisViewRemovedSuitType2Type1",
    "HaggisViewRemovedSuitType3Type1",
    "HaggisViewStatus",
    "Health",
    "HealthStatus",
    "Idle",
    "IdlePolicy",
    "JoinRequest",
    "JoinResponse",
    "JoinResponseStatus",
    "KeyInfo",
    "Leader",
    "Leaderboard",
    "LeaderPlayer",
    "ListedGame",
    "ListedGameOptions",
    "ListedGameStatus",
    "ListGamesStatus",
    "ListLegalCommandsForm",
    "ListMyGamesStatus",
    "Liveness",
    "LivenessStatus",
    "LobbySeat",
    "Me",
    "MeRatings",
    "MyGame",
    "MyGames",
    "MyGameSeat",
    "MyGameStatus",
    "NewKey",
    "OptionSpec",
    "OptionSpecKind",
    "Player",
    "PlayerRatings",
    "PlayerSpecType0",
    "PlayerSpecType1",
    "PlayerSpecType1Bot",
    "PlayerSpecType2",
    "PlayerSpecType3",
    "PlayerSpecType4",
    "PlayerStreamTicket",
    "Problem",
    "ProblemBudget",
    "ProblemErrors",
    "Rating",
    "RatingChange",
    "Readiness",
    "ReadinessStatus",
    "Replay",
    "ReplayStateType0",
    "SeatAutopilot",
    "SeatResigned",
    "SeatToken",
    "StreamGameForm",
    "StreamTicket",
    "TimersHealth",
    "Verdict",
    "WaitingView",
    "WaitingViewOptions",
    "WaitingViewStatus",
    "Window",
    "WitnessProof",
    "WitnessRoot",
    "WitnessRoots",
)
