"""The search's choice among candidates (domain.search): the greedy choice stands unless another candidate beats it
clearly over the same worlds, so that noise among equal candidates does not make the search play worse than its
greedy policy; candidates are distinct."""

from __future__ import annotations

import random

from domain.search import MARGIN, MIN_RUNS, _best, _candidates


def noisy(rng: random.Random, means: list[float], runs: int) -> list[list[float]]:
    """Scores of candidates of ``means`` over ``runs`` shared worlds: each world adds the same luck to every
    candidate (common random numbers) and a noise of its own to each."""
    worlds = [rng.gauss(0, 0.2) for _ in range(runs)]
    return [[m + w + rng.gauss(0, 0.1) for w in worlds] for m in means]


def test_among_equal_candidates_the_greedy_choice_stands_but_rarely_by_chance() -> None:
    rng = random.Random(1)
    switched = sum(_best(noisy(rng, [0.5] * 8, 30)) != 0 for _ in range(400))
    assert switched / 400 <= 0.08


def test_a_candidate_clearly_better_than_greedy_is_played() -> None:
    rng = random.Random(2)
    picked = [_best(noisy(rng, [0.4, 0.4, 0.55, 0.4], 30)) for _ in range(50)]
    assert picked.count(2) >= 45


def test_a_gain_below_the_margin_keeps_the_greedy_choice_however_sure() -> None:
    scores = [[0.5] * 40, [0.5 + MARGIN / 2] * 40]
    assert _best(scores) == 0


def test_too_few_simulations_keep_the_greedy_choice() -> None:
    scores = [[0.0] * (MIN_RUNS - 1), [1.0] * (MIN_RUNS - 1)]
    assert _best(scores) == 0
    assert _best([[0.0] * MIN_RUNS, [1.0] * MIN_RUNS]) == 1


def test_candidates_are_the_greedy_choice_then_distinct_others_at_most_eight() -> None:
    legal = ["a", "b", "b", "c", "a", *(f"x{i}" for i in range(20))]
    few = _candidates("b", ["a", "b", "b", "c", "a"], random.Random(0))
    assert few == ["b", "a", "c"]
    many = _candidates("a", legal, random.Random(0))
    assert many[0] == "a" and len(many) == 8 and len(set(many)) == 8 and set(many) <= set(legal)
