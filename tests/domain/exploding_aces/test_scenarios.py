"""The acceptance scenarios of docs/rules.md §2.10, one test each (seats A=0, B=1, C=2, D=3, E=4, F=5)."""

from __future__ import annotations

from domain.errors import Code
from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.commands import (
    Allow,
    Challenge,
    Draw,
    DrawFrom,
    Give,
    Keep,
    Nine,
    Play,
    Replay,
    Waive,
)
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.events import (
    Allowed,
    ChainSettled,
    Challenged,
    Defused,
    Drew,
    EffectEnded,
    EffectOpened,
    Eliminated,
    Given,
    HandDumped,
    KingsShown,
    NinePlayed,
    Peeked,
    PlayDiscarded,
    QueenChainEnded,
    SevenShown,
    TurnEnded,
    Waived,
)
from domain.games.exploding_aces.state import Kind, Step
from tests.support.spec import Spec

from .helpers import A, B, C, D, E, after, given, go, played, state, table, waive_all

DECK = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "10C"]


def test_scenario_1_a_wrong_challenge_shows_the_hand_to_the_challenger_who_draws_as_many() -> None:
    s = given(*table(["4H", "5H"], ["7D", "8D", "QS"], ["3S"], deck=DECK))
    s = s.when(C, Challenge(target=B))
    s.then(
        Challenged(seat=C, target=B, hand=("7D", "8D", "QS"), hit=False),
        Drew(seat=C, cards=("2C", "3C", "4C"), reason="challenge"),
    )
    [challenged, _] = s.decided()
    assert GAME.redact_event(challenged, C, False)["hand"] == ["7D", "8D", "QS"]
    assert GAME.redact_event(challenged, A, False)["hand"] is None
    assert GAME.redact_event(challenged, None, False)["hand"] is None


def test_scenario_2a_five_players_a_right_challenge_sends_the_ace_into_the_deck() -> None:
    hands = (["4H", "5H"], ["AS", "7D"], ["3S", "3H"], ["4S", "4D"], ["5S", "5D"])
    s = given(*table(*hands, deck=["AC", "AD", "AH", "2C"])).when(D, Challenge(target=B))
    [challenged, eliminated, *rest] = s.decided()
    assert challenged == Challenged(seat=D, target=B, hand=("7D", "AS"), hit=True) and rest == []
    assert isinstance(eliminated, Eliminated)
    assert (eliminated.discarded, eliminated.aces) == (("7D",), ("AS",))
    end = after(s)
    assert end.survivors() == (A, C, D, E) and end.discard == ("7D",)
    assert sorted(end.deck) == sorted(["AC", "AD", "AH", "AS", "2C"])


def test_scenario_2b_four_players_one_of_two_aces_is_discarded_when_enough_remain() -> None:
    hands = (["4H", "5H"], ["AS", "AH", "7D"], ["3S", "3H"], ["4S", "4D"])
    s = given(*table(*hands, deck=["AC", "AD", "2C"])).when(C, Challenge(target=B))
    eliminated = s.decided()[1]
    assert isinstance(eliminated, Eliminated)
    assert sorted(eliminated.discarded) == ["7D", "AH"] and eliminated.aces == ("AS",)  # 4 - 1 >= 3
    end = after(s)
    assert sorted(end.deck) == ["2C", "AC", "AD", "AS"] and "AH" in end.discard


def test_scenario_3_an_ace_drawn_to_end_the_turn_cannot_be_defused_until_the_next_turn() -> None:
    hands = (["KH", "4H"], ["3S", "3H"], ["5S", "5D"], ["4S", "4D"])
    s = given(*table(*hands, deck=["AC", "2C", "3C"])).when(A, Draw())
    s = s.then(Drew(seat=A, cards=("AC",)), TurnEnded(seat=A, next=B, reason="draw"))
    assert state(s).hand(A) == ("4H", "KH", "AC")
    s.when(A, Play(cards=("KH",), position=0)).rejects(Code.NOT_YOUR_TURN)
    eliminated = s.when(C, Challenge(target=A)).decided()[1]
    assert isinstance(eliminated, Eliminated) and eliminated.seat == A


def test_scenario_4_a_defuse_inserts_the_ace_where_chosen_and_discards_the_king() -> None:
    hands = (["4H", "AC", "KH"], ["3S", "3H"], ["5S", "5D"], ["4S", "4D"])
    s = given(*table(*hands, deck=["2C", "3C", "5C"])).when(A, Play(cards=("KH",), position=1))
    s = s.then(Defused(seat=A, king="KH", ace="AC", position=1, recycled=False))
    end = state(s)
    assert end.deck == ("2C", "AC", "3C", "5C") and end.discard == ("KH",)
    assert end.turn == A and end.step is Step.PLAY and end.hand(A) == ("4H",)


def test_scenario_5_a_queen_chain_ends_with_a_draw_of_four_and_the_turn_goes_on() -> None:
    hands = (["QH", "3C"], ["QS", "4D"], ["3S", "5D"], ["4S", "4H"])
    s = given(*table(*hands, deck=DECK))
    s = s.when(A, Play(cards=("QH",))).then(
        played(A, "QH"),
        ChainSettled(nines=0, cancelled=False, reason="no-window"),
        PlayDiscarded(cards=("QH",)),
        TurnEnded(seat=A, next=B, reason="queen", queen=1),
    )
    assert state(s).step is Step.QUEEN and state(s).queen_k == 1
    s = s.when(B, Play(cards=("QS",))).then(
        played(B, "QS", role="queen-response"),
        ChainSettled(nines=0, cancelled=False, reason="no-window"),
        PlayDiscarded(cards=("QS",)),
        TurnEnded(seat=B, next=C, reason="queen", queen=2),
        QueenChainEnded(seat=C, k=2),
        Drew(seat=C, cards=("2C", "3C", "4C", "5C"), reason="queen"),
    )
    assert state(s).turn == C and state(s).step is Step.PLAY
    s = s.when(C, Play(cards=("3S",))).then(
        played(C, "3S"),
        ChainSettled(nines=0, cancelled=False, reason="no-window"),
        Peeked(seat=C, cards=("6C", "7C", "8C"), reason="three"),
        PlayDiscarded(cards=("3S",)),
    )
    s.when(C, Draw()).then(Drew(seat=C, cards=("6C",)), TurnEnded(seat=C, next=D, reason="draw"))


QUEEN_HANDS = (["QH", "3C"], ["QS", "4D"], ["9C", "5D"], ["9S", "4H"])


def test_scenario_6a_a_nine_cancels_a_queen_and_the_turn_does_not_end() -> None:
    s = given(*table(*QUEEN_HANDS, deck=DECK, window_ms=3000)).when(A, Play(cards=("QH",)))
    s = s.then_includes(played(A, "QH"))
    assert state(s).chain is not None and state(s).chain.window.seats == (B, C, D)
    s = s.when(C, Nine()).then_includes(NinePlayed(seat=C, card="9C"))
    assert state(s).chain.window.seats == (B, D)  # neither the active player (A6) nor the Nine's player
    s = go(s, B, Waive())
    s = s.when(D, Waive()).then(Waived(seat=D), ChainSettled(nines=1, cancelled=True, reason="waived"))
    end = state(s)
    assert end.turn == A and end.step is Step.PLAY and end.queen_k == 0
    assert end.discard == ("9C", "QH") and end.hand(A) == ("3C",)


def test_scenario_6b_a_nine_on_the_nine_makes_the_queen_effective_again() -> None:
    s = given(*table(*QUEEN_HANDS, deck=DECK, window_ms=3000))
    s = go(go(s, A, Play(cards=("QH",))), C, Nine())
    s = s.when(D, Nine()).then_includes(NinePlayed(seat=D, card="9S"))
    assert state(s).chain.window.seats == (B, C)
    s = go(s, B, Waive())
    s = s.when(C, Waive()).then(
        Waived(seat=C),
        ChainSettled(nines=2, cancelled=False, reason="waived"),
        PlayDiscarded(cards=("QH",)),
        TurnEnded(seat=A, next=B, reason="queen", queen=1),
    )
    assert state(s).turn == B and state(s).step is Step.QUEEN  # B holds a Queen and must respond


def test_scenario_7_the_active_player_cannot_nine_and_a_nine_on_a_nine_lets_the_ten_shuffle() -> None:
    hands = (["10H", "9D"], ["9C", "4D"], ["9S", "5D"], ["4S", "4H"])
    s = given(*table(*hands, deck=DECK, window_ms=3000))
    s = go(s, A, Play(cards=("10H",)))
    s = go(s, B, Nine())
    s.when(A, Nine()).rejects(AcesCode.NINE_IN_OWN_TURN)
    s = go(s, C, Nine())
    assert state(s).chain.window.seats == (B, D)
    s = go(s, B, Waive())
    [_, settled, shuffled, discarded] = s.when(D, Waive()).decided()
    assert discarded == PlayDiscarded(cards=("10H",))
    assert settled == ChainSettled(nines=2, cancelled=False, reason="waived")
    assert type(shuffled).__name__ == "DeckShuffled" and sorted(shuffled.deck) == sorted(DECK)  # type: ignore[attr-defined]


FULL_HOUSE_HANDS = (["AC", "AD", "AH", "6C", "6D", "4H"], ["9C", "4D"], ["9S", "5D"], ["4S", "5H"])


def full_house_nined(cancel: str) -> Spec:
    """A plays A-A-A-6-6 and B plays a Nine on it cancelling ``cancel``."""
    s = given(*table(*FULL_HOUSE_HANDS, deck=DECK, window_ms=3000))
    play = Play(cards=("AC", "AD", "AH", "6C", "6D"))
    s = go(s, A, play)
    return go(s, B, Nine(cancel=cancel))


def test_scenario_8a_a_nine_cancelling_a_six_lets_the_aces_be_replayed_as_three_of_a_kind() -> None:
    s = waive_all(full_house_nined("6C"))
    end = state(s)
    assert end.effect is not None and end.effect.kind is Kind.REPLAY
    assert end.effect.cards == ("6D", "AC", "AD", "AH") and "6C" in end.discard
    replay = Replay(cards=("AC", "AD", "AH"))
    s = s.when(A, replay).then_includes(played(A, "AC", "AD", "AH", role="replay"))
    assert "6D" in state(s).discard  # the spare six is discarded without effect
    s = waive_all(s)
    assert state(s).effect is not None and state(s).effect.kind is Kind.THREE
    s = go(s, A, DrawFrom(end="top"))
    s = go(s, A, Keep(card="2C"))
    end = state(s)
    assert end.is_alive(A) and end.step is Step.CHOOSE and end.in_use == ()
    assert sorted(c for c in end.deck if c.startswith("A")) == ["AC", "AD", "AH"]


def test_scenario_8b_a_nine_cancelling_an_ace_eliminates_the_player_whatever_they_replay() -> None:
    s = full_house_nined("AH")
    s = go(s, C, Waive())
    [_, settled, eliminated, *_] = s.when(D, Waive()).decided()
    assert settled == ChainSettled(nines=1, cancelled=True, reason="waived")
    assert isinstance(eliminated, Eliminated) and eliminated.seat == A and eliminated.reason == "ace-cancelled"


def test_scenario_8c_a_nine_on_the_nine_lets_the_full_house_take_effect_in_full() -> None:
    s = full_house_nined("AH")
    s = go(s, C, Nine())
    s = waive_all(s)
    end = state(s)
    assert end.is_alive(A) and end.effect is not None and end.effect.kind is Kind.FULL_HOUSE
    assert end.effect.owners == (D,)  # B and C played their Nines and hold one card each: nothing to choose


def test_scenario_9_a_five_given_an_ace_eliminates_its_player_even_holding_a_king() -> None:
    hands = (["5H", "KH", "4C"], ["AD", "4D"], ["3S", "5D"])
    s = given(*table(*hands, deck=DECK)).when(A, Play(cards=("5H",), target=B))
    s = s.then(
        played(A, "5H", target=B),
        ChainSettled(nines=0, cancelled=False, reason="no-window"),
        EffectOpened(kind="five", seat=A, owners=(B,), target=B),
    )
    [given_, eliminated, *_] = s.when(B, Give(cards=("AD",))).decided()
    assert given_ == Given(seat=B, to=A, cards=("AD",), reason="five")
    assert isinstance(eliminated, Eliminated) and eliminated.seat == A and eliminated.reason == "received-ace"


def test_scenario_10_a_six_as_the_last_card_makes_the_chosen_player_redraw() -> None:
    hands = (["6H"], ["3S", "3H"], ["AS", "4C", "7D"], ["4S", "4D"])
    s = waive_all(go(given(*table(*hands, deck=DECK, window_ms=3000)), A, Play(cards=("6H",), target=C)))
    assert s.history[-1].event == EffectOpened(kind="six-block", seat=A, owners=(C,), target=C)
    [allowed, dumped, shuffled_draw, discarded, ended] = s.when(C, Allow()).decided()
    assert discarded == PlayDiscarded(cards=("6H",))  # not in the pile C's redraw could be rebuilt from
    assert allowed == Allowed(seat=C)
    assert isinstance(dumped, HandDumped) and dumped.discarded == ("4C", "7D") and dumped.aces == ("AS",)
    assert isinstance(shuffled_draw, Drew) and shuffled_draw.seat == C and len(shuffled_draw.cards) == 3
    assert ended == EffectEnded(seat=A, then="continue")
    s = s.when(C, Allow()).then(allowed, dumped, shuffled_draw, discarded, ended)
    assert state(s).hand(A) == () and state(s).step is Step.PLAY
    s.when(A, Draw()).then_includes(TurnEnded(seat=A, next=B, reason="draw"))


SEVEN_HANDS = (["7H", "4H"], ["3S", "3H"], ["5S", "5D"], ["4S", "4D"])


def test_scenario_11a_a_right_seven_discards_the_card_and_the_others_draw_one_each() -> None:
    s = given(*table(*SEVEN_HANDS, deck=["4S", "2C", "3C", "5C"])).when(A, Play(cards=("7H",), rank="4"))
    s.then(
        played(A, "7H", rank="4"),
        ChainSettled(nines=0, cancelled=False, reason="no-window"),
        SevenShown(seat=A, rank="4", card="4S", correct=True),
        Drew(seat=B, cards=("2C",), reason="seven"),
        Drew(seat=C, cards=("3C",), reason="seven"),
        Drew(seat=D, cards=("5C",), reason="seven"),
        PlayDiscarded(cards=("7H",)),
    )


def test_scenario_11b_a_wrong_seven_on_an_ace_eliminates_its_player() -> None:
    s = given(*table(*SEVEN_HANDS, deck=["AH", "2C", "3C"])).when(A, Play(cards=("7H",), rank="4"))
    events = s.decided()
    assert SevenShown(seat=A, rank="4", card="AH", correct=False) in events
    assert isinstance(events[-1], Eliminated) and events[-1].seat == A and events[-1].reason == "seven"


def test_scenario_11c_a_seven_naming_an_ace_shuffles_it_back_and_the_others_draw() -> None:
    s = given(*table(*SEVEN_HANDS, deck=["AH", "2C", "3C", "5C"])).when(A, Play(cards=("7H",), rank="A"))
    events = s.decided()
    assert SevenShown(seat=A, rank="A", card="AH", correct=True) in events
    assert [type(e).__name__ for e in events[3:]] == ["DeckShuffled", "Drew", "Drew", "Drew", "PlayDiscarded"]
    assert [e.seat for e in events[4:7]] == [B, C, D]  # type: ignore[attr-defined]
    assert all(state(s).is_alive(x) for x in (A, B, C, D))


def test_scenario_12_a_royal_flush_eliminates_every_opponent_without_a_king() -> None:
    hands = (["10S", "JS", "QS", "KS", "AS", "4H"], ["KD", "3H"], ["5S", "5D"], ["KC", "4D"])
    s = given(*table(*hands, deck=DECK)).when(A, Play(cards=("10S", "JS", "QS", "KS", "AS")))
    events = s.decided()
    assert KingsShown(seat=A, shown=((B, "KD"), (C, ""), (D, "KC"))) in events
    eliminated = [e for e in events if isinstance(e, Eliminated)]
    assert [e.seat for e in eliminated] == [C]
    end = after(s)
    assert end.survivors() == (A, B, D) and "AS" in end.deck and end.in_use == ()
    assert end.step is Step.PLAY and end.turn == A


def test_scenario_13_six_players_recycle_the_first_two_king_defuses() -> None:
    hands = (["KH", "KS", "KC", "AC", "AD", "AH"], ["3S"], ["5S"], ["4S"], ["4D"], ["5D"])
    s = given(*table(*hands, deck=["2C", "3C"]))
    assert state(s).recycle_quota == 2
    first = Play(cards=("KC",), position=0, king_position=3)
    s = s.when(A, first).then(Defused(seat=A, king="KC", ace="AC", position=0, recycled=True, king_position=3))
    assert state(s).deck == ("AC", "2C", "3C", "KC")
    second = Play(cards=("KH",), position=1, king_position=0)
    s = s.when(A, second).then(Defused(seat=A, king="KH", ace="AD", position=1, recycled=True, king_position=0))
    s.when(A, Play(cards=("KS",), position=0, king_position=0)).rejects(AcesCode.UNEXPECTED_FIELD)
    third = Play(cards=("KS",), position=0)
    s = s.when(A, third).then(Defused(seat=A, king="KS", ace="AH", position=0, recycled=False))
    assert state(s).discard == ("KS",) and state(s).defuses == 3
