"""The end of a game, the series (option ``games``) and ``winner_carryover`` (docs/rules.md §4.1, W14)."""

from __future__ import annotations

import random

from domain.games.bombs_away import GAME
from domain.games.bombs_away.commands import Damage
from domain.games.bombs_away.events import DamageOwed, GameDealt, GameWon, SeriesFinished
from tests.support.playout import Checker, playout, refold

from .helpers import A, B, C, dealt, given, of_type, played, started

HANDS = (["QC", "2C", "3C", "4C"], ["2S", "3S", "4S", "5S"], ["2H", "4H", "5H", "9H"])


def last_blow(games: int, carryover: bool, *history: GameWon) -> list[object]:
    """A damages C, who has 5 points while B is already out, in game ``len(history) + 1``."""
    game = len(history) + 1
    s = given(started(3, games=games, carryover=carryover), *history, dealt(*HANDS, points=(12, 0, 5), game=game))
    s = s.given(played(A, "QC"))
    s = s.given(DamageOwed(seat=A, amount=8, targets=(C,)))
    return list(s.when(A, Damage(target=C)).decided())


def test_without_carryover_everyone_starts_the_next_game_on_thirty_and_the_winner_starts() -> None:
    events = last_blow(2, False)
    assert GameWon(game=1, seat=A, points=12) in events
    [deal] = of_type(events, GameDealt)
    assert isinstance(deal, GameDealt) and deal.points == (30, 30, 30) and deal.starter == A
    assert all(len(hand) == 4 for hand in deal.hands) and len(deal.deck) == 53 - 12


def test_with_carryover_the_winner_starts_with_thirty_plus_what_they_had_left() -> None:
    [deal] = of_type(last_blow(2, True), GameDealt)
    assert isinstance(deal, GameDealt) and deal.points == (42, 30, 30)


def test_carryover_has_no_effect_on_a_single_game() -> None:
    events = last_blow(1, True)
    assert not of_type(events, GameDealt)
    assert events[-1] == SeriesFinished(winner=A, wins=(1, 0, 0), game_winners=(A,))


def test_the_series_winner_has_most_wins_and_a_tie_goes_to_the_latest_winner() -> None:
    events = last_blow(3, False, GameWon(game=1, seat=B, points=3), GameWon(game=2, seat=C, points=9))
    assert events[-1] == SeriesFinished(winner=A, wins=(1, 1, 1), game_winners=(B, C, A))
    events = last_blow(3, False, GameWon(game=1, seat=A, points=3), GameWon(game=2, seat=C, points=9))
    assert events[-1] == SeriesFinished(winner=A, wins=(2, 0, 1), game_winners=(A, C, A))


def test_random_series_with_carryover_keep_the_game_contract() -> None:
    """Whole series with the carry-over: each later game starts with its starter on 30 plus what it had left."""
    options = {"games": 3, "winner_carryover": True, "turn_clock_ms": None}
    for seed, players in ((0, 2), (1, 4)):
        checker = Checker(slug="bombs-away", rng=random.Random(seed), every=10)
        result = playout(GAME, players, options, seed, observe=checker)
        assert result.finished and checker.problems == []
        assert refold(GAME, result.events) == result.state
        deals = [e for _, e in result.events if isinstance(e, GameDealt)]
        won = [e for _, e in result.events if isinstance(e, GameWon)]
        assert [d.game for d in deals] == [1, 2, 3] and len(won) == 3
        for previous, deal in zip(won, deals[1:], strict=False):
            assert deal.starter == previous.seat and deal.points[previous.seat] == 30 + previous.points
