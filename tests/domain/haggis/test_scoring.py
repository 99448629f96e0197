"""Round scoring with both card-point rules and the 3-player bonus, later rounds' dealer and leader, the
target and ties (docs/rules.md §3.6–3.8)."""

from __future__ import annotations

from domain.games.haggis.commands import Play
from domain.games.haggis.events import BetPlaced, GameFinished, RoundDealt, RoundScored, TrickCaptured
from domain.games.haggis.scoring import card_points

from .helpers import A, B, C, dealt, given, passed, played, started, table, went_out

# A 3-player round that ends when A, then B goes out: B's trick holds 5R, 6R and 7G; C keeps 3 cards.
HANDS = (["5R"], ["7G"], ["6R", "9Y", "K", "3B"])
HAGGIS = ["3O", "4O"]


def _round(*, card_rule: str = "classic", bonus: bool = False, scores: tuple[int, ...] = (0, 0, 0)) -> list:
    s = given(
        *table(*HANDS, haggis=HAGGIS, card_points=card_rule, bonus=bonus, scores=scores),
        played(A, "5R"),
        went_out(A, 1, 4),
        passed(B),
        played(C, "6R"),
    )
    return s.when(B, Play(cards=("7G",))).decided()


def _scored(events: list) -> RoundScored:
    [scored] = [e for e in events if isinstance(e, RoundScored)]
    return scored


def test_card_points_classic_count_printed_values_and_per_card_one_a_card() -> None:
    cards = ["3R", "5O", "7Y", "9G", "2B", "4R", "10O", "J", "Q", "K"]
    assert card_points(cards, "classic") == 4 + 2 + 3 + 5
    assert card_points(cards, "per_card") == 10


def test_a_round_scores_going_out_card_points_and_gives_the_last_hand_and_haggis_to_the_first_out() -> None:
    events = _round()
    assert events[:3] == [
        played(B, "7G"),
        went_out(B, 2, 3),
        TrickCaptured(winner=B, capturer=B, leader=None, cards=3, bombed=False),
    ]
    scored = _scored(events)
    assert scored.order == (A, B) and scored.last == C and scored.last_hand == ("3B", "9Y", "K")
    assert sorted(scored.captured[A]) == sorted(["9Y", "K", "3B", "3O", "4O"])
    assert scored.going_out == (20, 15, 0)
    assert scored.card_points == (1 + 5 + 1 + 1, 1 + 1, 0)
    assert scored.points == (28, 17, 0) and scored.scores == (28, 17, 0)


def test_per_card_points_count_each_captured_card_once() -> None:
    scored = _scored(_round(card_rule="per_card"))
    assert scored.card_points == (5, 3, 0) and scored.points == (25, 18, 0)


def test_the_first_out_bonus_adds_5_with_three_players_when_asked() -> None:
    assert _scored(_round(bonus=True)).bonus == (5, 0, 0)
    assert _scored(_round(bonus=True)).points == (33, 17, 0)


def test_the_first_out_bonus_never_applies_with_two_players() -> None:
    s = given(*table(["5R"], ["6R", "2O"], bonus=True))
    assert _scored(s.when(A, Play(cards=("5R",))).decided()).bonus == (0, 0)


def test_bets_are_settled_into_the_round_score() -> None:
    s = given(
        *table(*HANDS, haggis=HAGGIS),
        BetPlaced(seat=A, amount=30),
        BetPlaced(seat=C, amount=15),
        played(A, "5R"),
        went_out(A, 1, 4),
        passed(B),
        played(C, "6R"),
    )
    scored = _scored(s.when(B, Play(cards=("7G",))).decided())
    assert scored.bets == (45, 15, 0)


def test_the_next_round_is_dealt_by_the_highest_and_led_by_the_lowest_total() -> None:
    events = _round(scores=(100, 50, 120))
    dealt = events[-1]
    assert isinstance(dealt, RoundDealt) and dealt.round == 2
    assert _scored(events).scores == (128, 67, 120)
    assert (dealt.dealer, dealt.leader) == (A, B)
    assert all(len(hand) == 17 for hand in dealt.hands) and len(dealt.haggis) == 3


def test_a_highest_tie_is_dealt_by_the_last_winner() -> None:
    events = _round(scores=(92, 50, 120))
    dealt = events[-1]
    assert _scored(events).scores == (120, 67, 120)
    assert isinstance(dealt, RoundDealt) and (dealt.dealer, dealt.leader) == (A, B)


def test_reaching_the_target_with_one_highest_total_ends_the_game() -> None:
    events = _round(scores=(230, 0, 200))
    assert events[-1] == GameFinished(ranking=(A, C, B), scores=(258, 17, 200), winners=(A,))


def test_a_long_game_plays_on_past_250_until_350() -> None:
    s = given(started(3, target=350, scores=(300, 0, 0)), dealt(*HANDS, haggis=HAGGIS))
    s = s.given(played(A, "5R"), went_out(A, 1, 4), passed(B), played(C, "6R"))
    events = s.when(B, Play(cards=("7G",))).decided()
    assert _scored(events).scores == (328, 17, 0) and isinstance(events[-1], RoundDealt)
