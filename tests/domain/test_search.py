"""The search's choice among candidates (domain.search): the greedy choice stands unless another candidate beats it
clearly over the same worlds, so that noise among equal candidates does not make the search play worse than its
greedy policy; candidates are distinct; a playout stops where its deal ends."""

from __future__ import annotations

import random

from domain.bots import knowledge
from domain.game import Ctx, PlayerSpec, parse_options
from domain.games.bombs import TABLE as GAME
from domain.games.bombs.state import BombsState, Phase
from domain.search import MARGIN, MIN_RUNS, _best, _candidates, playout


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


def hand_number(state: BombsState) -> int:
    return state.hand_number


class Recorded:
    """Bombs' search offers, with a value that records the states it is asked to value, and its hands as the deals
    where a playout stops (or none: bombs itself plays on past its hands, ``Declared.deal``)."""

    def __init__(self, deal: bool) -> None:
        self.greedy, self.world = GAME.greedy, GAME.world
        self.deal = hand_number if deal else None
        self.valued: list[BombsState] = []

    def value(self, state: BombsState, seat: int) -> float:
        self.valued.append(state)
        return 0.5


def test_a_playout_stops_where_the_deal_it_started_in_ends() -> None:
    """A hand of two cards each, in a game of five hands: the playout values the state the hand's last play led to
    before the next hand is dealt (its points scored, no hand dealt at random valued), not a state further into a
    deal that the world dealt at random."""
    specs = [PlayerSpec(name=f"p{s}") for s in range(3)]
    options = parse_options(GAME.info, {"window_ms": 0, "hands": 5})
    deal = {"hands": [["3C", "5H"], ["4C", "6H"], ["4D", "7H"]], "dealer": 0}
    state = None
    for event in GAME.setup(specs, options, Ctx(now_ms=0, rng=random.Random(0)), deal):
        state = GAME.evolve(state, event, 0)
    assert isinstance(state, BombsState) and state.hand_number == 1
    known = knowledge(GAME, state, GAME.awaiting(state)[0])
    stopping, playing_on = Recorded(deal=True), Recorded(deal=False)
    for offers in (stopping, playing_on):
        playout(GAME, offers, state, known, GAME.greedy(known, random.Random(1)), random.Random(1))
    stopped, further = stopping.valued[0], playing_on.valued[0]
    assert stopped.hand_number == 1 and stopped.phase is Phase.DEALING and len(stopped.order) == 3
    assert sum(stopped.scores) > 0, "the hand is scored"
    assert further.hand_number > 1
