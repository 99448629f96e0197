"""Every resolution A1-A21 of docs/rules.md §2.9, one test (or more) each, named after what it checks."""

from __future__ import annotations

import random
from collections import Counter

from domain.errors import Code
from domain.game import Ctx, PlayerSpec, parse_options
from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.commands import (
    Arrange,
    Challenge,
    Draw,
    End,
    Give,
    Keep,
    Nine,
    Play,
    Take,
    TakeBlind,
    Waive,
)
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.events import (
    ChainSettled,
    Dealt,
    Defused,
    Drew,
    Eliminated,
    GameFinished,
    Given,
    HandsPassed,
    Peeked,
    QueenChainEnded,
    TurnEnded,
)
from domain.games.exploding_aces.setup import recycle_quota
from domain.games.exploding_aces.state import Kind, Step

from .helpers import A, B, C, D, E, after, given, go, played, state, table, waive_all

DECK = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "10C"]


def dealt(players: int, seed: int = 0) -> Dealt:
    specs = [PlayerSpec(name=f"p{i}") for i in range(players)]
    events = GAME.setup(specs, parse_options(GAME.info, {}), Ctx(now_ms=0, rng=random.Random(seed)))
    assert isinstance(events[1], Dealt)
    return events[1]


def test_a1_one_deck_up_to_six_players_two_decks_from_seven() -> None:
    six, seven = dealt(6), dealt(7)
    assert len(six.deck) + sum(map(len, six.hands)) == 52
    assert len(seven.deck) + sum(map(len, seven.hands)) == 104
    assert Counter(c[:-1] for c in seven.deck)["A"] == 8 and Counter(c[:-1] for c in seven.deck)["K"] == 8


def test_a2_single_deck_four_survivors_take_every_ace_back_into_the_deck() -> None:
    hands = (["4H"], ["AS", "AH", "7D"], ["3S"], ["4S"], ["5S"])
    eliminated = given(*table(*hands, deck=["AC", "AD"])).when(A, Challenge(target=B)).decided()[1]
    assert isinstance(eliminated, Eliminated) and sorted(eliminated.aces) == ["AH", "AS"]
    assert eliminated.discarded == ("7D",)


def test_a2_two_decks_exactly_eight_survivors_take_every_ace_back() -> None:
    hands = [["4H"], ["AS", "7D"], *[["3S"]] * 7]
    deck = ["AC", "AD", "AH", "AC", "AD", "AH", "AS"]  # 8 Aces in play, 8 survivors after: 8 - 1 < 8
    eliminated = given(*table(*hands, deck=deck, decks=2)).when(A, Challenge(target=B)).decided()[1]
    assert isinstance(eliminated, Eliminated) and eliminated.aces == ("AS",) and eliminated.discarded == ("7D",)


def test_a2_one_ace_is_discarded_when_enough_aces_remain_for_the_survivors() -> None:
    hands = (["4H"], ["AS", "AH"], ["3S"])
    eliminated = given(*table(*hands, deck=["AC", "AD"])).when(A, Challenge(target=B)).decided()[1]
    assert isinstance(eliminated, Eliminated) and eliminated.discarded == ("AH",) and eliminated.aces == ("AS",)


def test_a3_taking_an_ace_with_two_pairs_eliminates_the_taker_in_its_own_turn() -> None:
    hands = (["3H", "3D", "4H", "4D", "KS"], ["AS", "7D"], ["5S"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("3H", "3D", "4H", "4D"), target=B))
    assert state(s).effect is not None and state(s).effect.cards == ("7D", "AS")
    events = s.when(A, Take(card="AS")).decided()
    assert Given(seat=B, to=A, cards=("AS",), reason="two-pairs") in events
    assert isinstance(events[-1], Eliminated) and events[-1].seat == A


def test_a3_drawing_an_ace_from_the_deck_never_eliminates() -> None:
    s = given(*table(["4H"], ["5S"], deck=["AS", "2C"])).when(A, Draw())
    s.then(Drew(seat=A, cards=("AS",)), TurnEnded(seat=A, next=B, reason="draw"))


def test_a4_a_six_exchange_of_aces_eliminates_the_active_player_first_and_stops_at_one_survivor() -> None:
    hands = (["6H", "AS", "4H"], ["AD", "5S"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("6H",), target=B))
    s = go(s, A, Give(cards=("AS", "4H")))  # window_ms 0: no block window, the exchange starts at once
    events = s.when(B, Give(cards=("AD", "5S"))).decided()
    assert [type(e).__name__ for e in events][-2:] == ["Eliminated", "GameFinished"]
    assert events[-1] == GameFinished(winner=B, eliminated=(A,))


def test_a4_a_flush_eliminates_the_receivers_of_aces_in_play_order_after_the_active_player() -> None:
    hands = (["2H", "5H", "7H", "9H", "JH", "4C"], ["5S"], ["AS", "6D"], ["3S"], ["AD"])
    events = given(*table(*hands, deck=DECK)).when(A, Play(cards=("2H", "5H", "7H", "9H", "JH"))).decided()
    passed = next(e for e in events if isinstance(e, HandsPassed))
    assert [(giver, to) for giver, to, _ in passed.passes] == [(B, C), (C, D), (D, E), (E, B)]
    eliminated = [(e.seat, e.reason) for e in events if isinstance(e, Eliminated)]
    assert eliminated == [(B, "received-ace"), (D, "received-ace")]  # B got E's Ace, D got C's


def test_a5_a_cancelled_eight_neither_reverses_nor_ends_the_turn() -> None:
    s = go(given(*table(["8H", "4H"], ["9S", "5S"], ["5D"], deck=DECK, window_ms=1000)), A, Play(cards=("8H",)))
    s = waive_all(go(s, B, Nine()))
    end = state(s)
    assert end.direction == 1 and end.turn == A and end.step is Step.PLAY


def test_a6_the_active_player_may_never_play_a_nine_not_even_on_a_nine() -> None:
    s = given(*table(["9H", "4H"], ["9S", "5S"], ["5D"], deck=DECK, window_ms=1000))
    s.when(A, Play(cards=("9H",))).rejects(AcesCode.NINE_IN_OWN_TURN)
    s = go(go(s, A, Play(cards=("4H",))), B, Nine())
    assert A not in state(s).chain.window.seats  # type: ignore[union-attr]
    s.when(A, Nine()).rejects(AcesCode.NINE_IN_OWN_TURN)


def test_a6_a_seat_may_nine_the_previous_players_queen_during_that_players_turn() -> None:
    s = go(given(*table(["QH", "4H"], ["9S", "5S"], ["5D"], deck=DECK, window_ms=1000)), A, Play(cards=("QH",)))
    s = waive_all(go(s, B, Nine()))
    assert state(s).turn == A and state(s).step is Step.PLAY


def test_a7_the_window_opens_for_every_eligible_seat_whether_or_not_it_holds_a_nine() -> None:
    s = go(given(*table(["4H", "5H"], ["5S"], ["5D"], ["6D"], deck=DECK, window_ms=1000)), A, Play(cards=("4H",)))
    assert state(s).chain.window.seats == (B, C, D)  # type: ignore[union-attr]
    s.when(B, Nine()).rejects(AcesCode.NO_NINE_IN_HAND)


def test_a7_with_holders_only_the_holders_of_a_nine_are_asked() -> None:
    hands = (["4H", "5H"], ["5S"], ["9D"], ["6D"])
    s = go(given(*table(*hands, deck=DECK, window_ms=1000, prompt="holders")), A, Play(cards=("4H",)))
    assert state(s).chain.window.seats == (C,)  # type: ignore[union-attr]
    s = given(*table(["4H", "5H"], ["5S"], ["6D"], deck=DECK, window_ms=1000, prompt="holders"))
    s.when(A, Play(cards=("4H",))).then_includes(ChainSettled(nines=0, cancelled=False, reason="no-window"))


def test_a8_the_first_nine_names_the_cancelled_card_and_even_chains_let_the_combination_stand() -> None:
    hands = (["KH", "KD", "4H"], ["9S", "5S"], ["9D", "5D"], ["6D", "6H"])
    s = go(given(*table(*hands, deck=DECK, window_ms=1000)), A, Play(cards=("KH", "KD"), target=D, rank="6"))
    s.when(B, Nine()).rejects(AcesCode.CANCEL_REQUIRED)
    s.when(B, Nine(cancel="QS")).rejects(AcesCode.BAD_CANCEL)
    s = go(s, B, Nine(cancel="KH"))  # any card, a King included
    s.when(C, Nine(cancel="KD")).rejects(AcesCode.BAD_CANCEL)
    s = waive_all(go(s, C, Nine()))
    end = state(s)
    assert end.effect is not None and end.effect.kind is Kind.PAIR and end.effect.owners == (D,)
    assert end.defuses == 0 and {"KH", "KD"} <= set(end.in_use)  # A21: Kings in a combination never defuse


def test_a9_the_recycle_quota_is_the_players_beyond_the_kings_of_the_pack() -> None:
    assert [recycle_quota(n, 1) for n in (2, 4, 5, 6)] == [0, 0, 1, 2]
    assert [recycle_quota(n, 2) for n in (7, 8, 10, 12)] == [0, 0, 2, 4]


def test_a10_a_rebuild_removes_the_kings_and_shuffles_discarded_aces_back_in() -> None:
    s = given(*table(["4H"], ["5S"], deck=[], discard=["KH", "AS", "7D", "KC"])).when(A, Draw())
    events = s.decided()
    assert type(events[0]).__name__ == "DeckRebuilt" and events[0].removed == ("KH", "KC")  # type: ignore[attr-defined]
    end = after(s)
    assert sorted((*end.deck, *end.hand(A))) == ["4H", "7D", "AS"] and end.removed == ("KH", "KC")


def test_a10_with_nothing_to_rebuild_a_turn_ending_draw_still_ends_the_turn() -> None:
    s = given(*table(["4H"], ["5S"], deck=[], discard=["KH"])).when(A, Draw())
    assert [type(e).__name__ for e in s.decided()] == ["DeckRebuilt", "TurnEnded"]


def test_a11_a_five_must_target_a_player_holding_cards() -> None:
    s = given(*table(["5H", "4H"], [], ["5S"], deck=DECK))
    s.when(A, Play(cards=("5H",))).rejects(AcesCode.TARGET_REQUIRED)
    s.when(A, Play(cards=("5H",), target=B)).rejects(AcesCode.BAD_TARGET)
    s.when(A, Play(cards=("5H",), target=C)).then_includes(played(A, "5H", target=C))


def test_a11_with_nobody_holding_cards_a_five_has_no_effect_and_a_six_may_still_target() -> None:
    s = given(*table(["5H", "6H", "4H"], [], [], deck=DECK))
    s.when(A, Play(cards=("5H",), target=B)).rejects(AcesCode.BAD_TARGET)
    end = after(s.when(A, Play(cards=("5H",))))
    assert end.effect is None and end.step is Step.PLAY and end.turn == A
    end = after(s.when(A, Play(cards=("6H",), target=B)))
    assert end.effect is None and end.step is Step.PLAY


def test_a12_a_pair_naming_ace_takes_the_ace_and_eliminates_its_player() -> None:
    hands = (["4H", "4D", "KS"], ["AS", "5S"], ["5D"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("4H", "4D"), target=B, rank="A"))
    s.when(B, Give(cards=("5S",))).rejects(AcesCode.WRONG_RANK)
    events = s.when(B, Give(cards=("AS",))).decided()
    assert isinstance(events[-1], Eliminated) and events[-1].seat == A


def test_a13_end_after_a_choose_card_ends_the_turn_without_drawing() -> None:
    s = go(given(*table(["2H", "4H"], ["5S"], deck=DECK)), A, Play(cards=("2H",)))
    assert state(s).step is Step.CHOOSE
    s.when(A, Draw()).rejects(AcesCode.CHOOSE_END_OR_CONTINUE)
    s.when(A, End()).then(TurnEnded(seat=A, next=B, reason="end"))


def test_a14_a_queen_response_is_one_queen_and_the_responder_may_draw_and_then_defuse() -> None:
    hands = (["QH", "4H"], ["QS", "QD", "KS"], ["5D"])
    s = go(given(*table(*hands, deck=["AC", "2C", "3C"])), A, Play(cards=("QH",)))
    s.when(B, Play(cards=("QS", "QD"), target=C, rank="4")).rejects(AcesCode.QUEEN_RESPONSE_OWED)
    s.when(B, Play(cards=("KS",), position=0)).rejects(AcesCode.QUEEN_RESPONSE_OWED)
    s = s.when(B, Draw()).then(QueenChainEnded(seat=B, k=1), Drew(seat=B, cards=("AC", "2C"), reason="queen"))
    assert state(s).step is Step.PLAY and state(s).turn == B
    s.when(B, Play(cards=("KS",), position=0)).then(Defused(seat=B, king="KS", ace="AC", position=0, recycled=False))


def test_a15_a_wrong_seven_on_an_ace_eliminates_even_with_a_king_in_hand() -> None:
    s = given(*table(["7H", "KH", "4H"], ["5S"], ["5D"], deck=["AS", "2C"]))
    events = s.when(A, Play(cards=("7H",), rank="2")).decided()
    assert isinstance(events[-1], Eliminated) and events[-1].seat == A


def test_a16_a_jack_on_a_short_deck_looks_at_what_is_there_and_must_take_one() -> None:
    s = given(*table(["JH", "4H"], ["5S"], deck=["2C", "AS"], discard=["7D"]))
    s = s.when(A, Play(cards=("JH",))).then_includes(Peeked(seat=A, cards=("2C", "AS"), reason="jack"))
    assert state(s).deck == () and state(s).discard == ("7D",)  # no rebuild for a peek
    assert state(s).in_use == ("JH",)  # on the table until the Jack's effect is over
    s.when(A, End()).rejects(AcesCode.DECISION_PENDING)
    s.when(A, Keep(card="2C")).rejects(AcesCode.WRONG_DECISION)
    s.when(A, Play(cards=("4H",))).rejects(AcesCode.DECISION_PENDING)
    s.when(A, Arrange(card="2C", order=())).rejects(AcesCode.NOT_OFFERED)
    end = after(s.when(A, Arrange(card="2C", order=("AS",))))
    assert end.hand(A) == ("2C", "4H") and end.deck == ("AS",) and end.step is Step.CHOOSE


def test_a16_a_three_on_a_short_deck_peeks_without_rebuilding() -> None:
    s = given(*table(["3H", "4H"], ["5S"], deck=["2C"], discard=["7D"]))
    s.when(A, Play(cards=("3H",))).then_includes(Peeked(seat=A, cards=("2C",), reason="three"))


def test_a17_four_aces_are_safe_and_go_back_into_the_deck_only_received_aces_eliminate() -> None:
    hands = (["AC", "AD", "AH", "AS", "4H"], ["5S", "6S"], ["5D"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("AC", "AD", "AH", "AS")))
    assert state(s).effect is not None and state(s).effect.targets == (B, C)
    s = go(go(s, A, TakeBlind(target=C, position=0)), A, TakeBlind(target=B, position=1))
    end = state(s)
    assert end.is_alive(A) and end.step is Step.CHOOSE and end.hand(B) == () and end.hand(C) == ()
    assert sorted(c for c in end.deck if c[0] == "A") == ["AC", "AD", "AH", "AS"]


def test_a18_a_challenge_during_a_pending_decision_eliminates_the_owner_and_the_effect_goes_on() -> None:
    hands = (["5H", "4H"], ["AD", "4D"], ["3S", "5D"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("5H",), target=B))
    end = after(s.when(C, Challenge(target=B)))
    assert not end.is_alive(B) and end.effect is None and end.step is Step.PLAY and end.turn == A


def test_a19_a_flush_with_two_players_does_nothing() -> None:
    hands = (["2H", "5H", "7H", "9H", "JH", "4C"], ["5S", "6S"])
    events = given(*table(*hands, deck=DECK)).when(A, Play(cards=("2H", "5H", "7H", "9H", "JH"))).decided()
    assert not any(isinstance(e, HandsPassed) for e in events)


def test_a19_a_flush_with_three_players_swaps_the_opponents_hands() -> None:
    hands = (["2H", "5H", "7H", "9H", "JH", "4C"], ["5S", "6S"], ["3D"])
    s = given(*table(*hands, deck=DECK)).when(A, Play(cards=("2H", "5H", "7H", "9H", "JH")))
    end = after(s)
    assert end.hand(B) == ("3D",) and end.hand(C) == ("5S", "6S") and end.step is Step.PLAY


def test_a20_a_pair_lets_its_player_end_or_continue() -> None:
    hands = (["4H", "4D", "6H"], ["5S", "6S"], ["3D"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("4H", "4D"), target=B, rank="7"))
    assert state(s).step is Step.CHOOSE and state(s).hand(A) == ("2C", "3C", "6H")


def test_a21_a_pair_of_queens_is_a_pair_and_a_pair_of_nines_plays_in_your_own_turn() -> None:
    hands = (["QH", "QD", "9H", "9D", "4H"], ["5S", "6S"], ["3D"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("QH", "QD"), target=B, rank="7"))
    assert state(s).turn == A and state(s).queen_k == 0 and state(s).step is Step.CHOOSE
    s = given(*table(*hands, deck=DECK))
    s.when(A, Play(cards=("9H", "9D"), target=C, rank="3")).then_includes(played(A, "9H", "9D", target=C, rank="3"))


def test_a21_a_queen_chain_is_answered_only_by_a_single_queen() -> None:
    hands = (["QH", "4H"], ["QS", "QD", "5S"], ["3D"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("QH",)))
    s.when(B, Play(cards=("5S",))).rejects(AcesCode.QUEEN_RESPONSE_OWED)
    s.when(B, Waive()).rejects(AcesCode.NINE_ONLY_IN_WINDOW)
    s.when(C, Play(cards=("3D",))).rejects(Code.NOT_YOUR_TURN)
