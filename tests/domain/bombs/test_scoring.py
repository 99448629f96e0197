"""Hand scoring, the end of the game and the tie-break hands (docs/rules.md §1.5, §1.7, B15, B16)."""

from __future__ import annotations

import random

import pytest

from domain.games.bombs import GAME
from domain.games.bombs.commands import Play
from domain.games.bombs.events import DealerDrawn, GameFinished, HandDealt, HandScored
from domain.games.bombs.scoring import competition_ranks, hand_points, place_points, tiebreak_players
from domain.games.bombs.setup import deal
from tests.support.playout import Checker, playout, refold
from tests.support.spec import Spec

from .helpers import A, B, C, D, dealt, given, passed, played, started, table, went_out


def test_place_points_are_4_3_1_and_4_3_2_1_and_4_3_2_2_1() -> None:
    assert place_points(3) == (4, 3, 1)
    assert place_points(4) == (4, 3, 2, 1)
    assert place_points(5) == (4, 3, 2, 2, 1)


def test_hand_points_go_by_finishing_order_and_sitting_out_scores_nothing() -> None:
    assert hand_points((2, 0, 4, 1, 3), 5) == (3, 2, 4, 1, 2)
    assert hand_points((3, 1, 0), 4) == (1, 3, 0, 4)


def test_b15_competition_ranks_count_strictly_higher_totals() -> None:
    assert competition_ranks((10, 10, 8, 5)) == (1, 1, 3, 4)
    assert competition_ranks((7, 7, 7)) == (1, 1, 1)


def test_b15_everyone_ranked_first_to_third_plays_the_tie_break() -> None:
    assert tiebreak_players((10, 10, 8, 5)) == (0, 1, 2)
    assert tiebreak_players((10, 10, 5, 5)) == (0, 1, 2, 3)
    assert tiebreak_players((10, 3, 10, 2, 1)) == (0, 1, 2)
    assert tiebreak_players((10, 9, 9, 9, 9)) == ()  # first place is not tied


def test_the_game_finishes_after_the_last_hand_with_a_single_winner() -> None:
    s = given(
        *table(["5C"], ["3C"], ["4C", "KC"], leader=B, hands_total=1),
        played(B, "3C"),
        went_out(B, 1),
        played(C, "4C"),
    )
    s = s.when(A, Play(cards=("5C",))).then(
        played(A, "5C"),
        went_out(A, 2),
        HandScored(hand=1, order=(B, A, C), points=(3, 4, 1), scores=(3, 4, 1)),
        GameFinished(ranking=(B, A, C), ranks=(2, 1, 3), scores=(3, 4, 1), winners=(B,)),
    )
    state = s.state()
    assert GAME.status(state) == "finished" and GAME.awaiting(state) == () and GAME.timers(state) == []
    assert GAME.legal_commands(state, C) == []
    assert GAME.view(state, None)["result"] == {
        "ranking": [B, A, C],
        "ranks": [2, 1, 3],
        "scores": [3, 4, 1],
        "winners": [B],
    }
    s.when(C, Play(cards=("KC",))).rejects("game-over")


def test_scores_add_up_and_the_knave_deals_the_next_hand() -> None:
    s = given(
        *table(["5C"], ["3C"], ["4C", "KC"], leader=B, scores=(10, 0, 5)),
        played(B, "3C"),
        went_out(B, 1),
        played(C, "4C"),
    )
    s = s.when(A, Play(cards=("5C",))).then_includes(
        HandScored(hand=1, order=(B, A, C), points=(3, 4, 1), scores=(13, 4, 6))
    )
    state = s.state()
    assert state.scores == (13, 4, 6) and state.hand_number == 2
    assert (state.dealer, state.exchange.knave, state.exchange.master) == (C, C, B)
    assert sorted(len(h) for h in state.hands) == [18, 18, 18]


def tied_after_hand_one() -> Spec:
    hands = (["5C"], ["3C"], ["4C", "6C"], ["KC", "KD"])
    return given(
        *table(*hands, leader=B, hands_total=1, scores=(1, 0, 0, 0)),
        played(B, "3C"),
        went_out(B, 1),
        played(C, "4C"),
        passed(D),
        played(A, "5C"),
        went_out(A, 2),
    )


def test_b15_b16_a_tie_for_first_deals_a_tie_break_hand_to_the_qualifying_seats_only() -> None:
    s = tied_after_hand_one().when(C, Play(cards=("6C",)))
    events = s.decided()
    assert events[2] == HandScored(hand=1, order=(B, A, C, D), points=(3, 4, 2, 1), scores=(4, 4, 2, 1))
    draw, deal = events[3], events[4]
    assert isinstance(draw, DealerDrawn) and isinstance(deal, HandDealt)
    assert {seat for rnd in draw.draws for seat, _ in rnd} <= {A, B, C} and draw.dealer in (A, B, C)
    assert deal.tiebreak and deal.players == (A, B, C) and deal.hand == 2
    assert (deal.knave, deal.master) == (None, None)  # B16: no exchange
    assert [len(h) for h in deal.hands][D] == 0 and sorted(len(h) for h in deal.hands) == [0, 18, 18, 18]
    assert deal.leader is not None and "3C" in deal.hands[deal.leader]  # B16: the 3C leads
    state = s.then_state()
    assert GAME.legal_commands(state, D) == [] and D not in GAME.awaiting(state)
    assert GAME.view(state, None)["seats"][D]["in_hand"] is False


def tiebreak(scores: tuple[int, ...], hands: tuple[list[str], ...], leader: int) -> Spec:
    return given(
        started(4, hands=1, scores=scores),
        dealt(*hands, [], leader=leader, hand=2, tiebreak=True, players=(A, B, C)),
    )


def test_a_tie_break_hand_is_scored_among_its_players_and_repeats_while_tied() -> None:
    s = tiebreak((4, 4, 3, 1), (["5C"], ["4C", "KC"], ["3C"]), leader=C)
    s = s.given(played(C, "3C"), went_out(C, 1))
    assert s.state().turn == A  # D sits out and is skipped
    events = s.when(A, Play(cards=("5C",))).decided()
    assert events[2] == HandScored(hand=2, order=(C, A, B), points=(3, 1, 4, 0), scores=(7, 5, 7, 1))
    deal = events[4]
    assert isinstance(deal, HandDealt) and deal.tiebreak and deal.hand == 3 and deal.players == (A, B, C)


def test_a_tie_break_that_leaves_one_total_highest_finishes_the_game() -> None:
    s = tiebreak((4, 4, 3, 1), (["3C"], ["4C", "KC"], ["5C"]), leader=A)
    s = s.given(played(A, "3C"), went_out(A, 1), passed(B))
    s.when(C, Play(cards=("5C",))).then(
        played(C, "5C"),
        went_out(C, 2),
        HandScored(hand=2, order=(A, C, B), points=(4, 1, 3, 0), scores=(8, 5, 6, 1)),
        GameFinished(ranking=(A, C, B, D), ranks=(1, 3, 2, 4), scores=(8, 5, 6, 1), winners=(A,)),
    )


@pytest.mark.parametrize(("scores", "hands"), [((2, 1, 0, 0), 1), ((0, 0, 0, 0), 2)])
def test_random_games_tied_at_the_end_play_tie_breaks_until_one_total_is_highest(
    scores: tuple[int, ...], hands: int
) -> None:
    tie_breaks = 0
    for seed in range(24):
        cards = deal(random.Random(seed), 4, (A, B, C, D), A)
        fixed = {"hands": [list(h) for h in cards], "dealer": A, "scores": list(scores)}
        checker = Checker(slug="bombs", rng=random.Random(seed), every=3)
        result = playout(GAME, 4, {"hands": hands, "window_ms": 0}, seed, deal=fixed, observe=checker)
        assert result.finished and checker.problems == []
        assert refold(GAME, result.events) == result.state
        dealt_events = [e for _, e in result.events if isinstance(e, HandDealt)]
        for extra in dealt_events[hands:]:
            assert extra.tiebreak and extra.knave is None and extra.master is None
            assert len(extra.players) >= 3 and extra.leader in extra.players
        tie_breaks += len(dealt_events) - hands
        final = result.state.result
        assert final is not None and len(final.winners) == 1
        assert sum(final.scores) == sum(scores) + sum(
            sum(e.points) for _, e in result.events if isinstance(e, HandScored)
        )
    assert tie_breaks > 0
