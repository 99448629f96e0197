"""The ``greedy`` bot of exploding aces (domain/games/exploding_aces/bot.py): what it does in real positions, built
from testing deals and the real rules, that it only ever picks a legal command, and that it beats random play."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from domain.bots import knowledge
from domain.game import Command, Ctx, Decided, PlayerSpec, parse_options
from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.bot import greedy
from domain.games.exploding_aces.commands import (
    Arrange,
    Challenge,
    Draw,
    Give,
    Nine,
    Play,
    Waive,
)
from domain.rng import rng_for
from tests.support.bot_games import duel

#: No Nine windows and no Six block: a play takes effect at once.
NO_WINDOWS = {"window_ms": 0}
#: Cards nobody holds in these tests, to fill a deck with no Ace.
FILLER = ("2C", "2D", "2H", "2S", "5C", "5D", "5H", "7C", "7H", "10C", "10H", "JD")


def _state(
    hands: Sequence[Sequence[str]],
    deck: Sequence[str],
    *moves: tuple[int, Command],
    first: int = 0,
    options: Mapping[str, Any] | None = None,
) -> Any:
    """The table dealt ``hands`` and ``deck`` (top first; a testing deal), ``first`` to play, after ``moves``."""
    specs = [PlayerSpec(name=f"p{i}") for i in range(len(hands))]
    deal = {"hands": [list(h) for h in hands], "deck": list(deck), "first": first}
    opts = parse_options(GAME.info, dict(options or {}))
    state: Any = None
    for event in GAME.setup(specs, opts, Ctx(now_ms=0, rng=random.Random(0)), deal):
        state = GAME.evolve(state, event, 0)
    for seat, command in moves:
        state = _after(state, seat, command, random.Random(0))
    return state


def _after(state: Any, seat: int | None, command: Command, rng: random.Random) -> Any:
    """The state once ``seat`` sent ``command`` (a legal one; None: a timer's)."""
    made = GAME.decide(state, seat, command, Ctx(now_ms=0, rng=rng))
    if isinstance(made, Decided):
        return made.state
    for event in made:
        state = GAME.evolve(state, event, 0)
    return state


def _choice(state: Any, seat: int) -> Command:
    """What greedy at ``seat`` sends; checked to be one of its legal commands."""
    known = knowledge(GAME, state, seat)
    chosen = greedy(known, random.Random(0))
    assert chosen in known.legal
    return chosen


def test_greedy_avoids_drawing_when_an_ace_is_likely() -> None:
    state = _state([["4C", "7D"], ["8S", "9S"]], ["AS", "AH", "AD", "2C", "3D"])
    assert _choice(state, 0) == Play(cards=("4C",))


def test_greedy_draws_when_no_card_ends_its_turn_safely() -> None:
    state = _state([["3C", "10D"], ["8S", "9S"]], ["2C", "AS", *FILLER[1:]])
    assert _choice(state, 0) == Draw()


def test_greedy_defuses_its_ace_with_a_king_second_from_the_top_when_it_will_draw() -> None:
    state = _state([["AS", "KH", "3C"], ["8S", "9S"]], list(FILLER))
    assert _choice(state, 0) == Play(cards=("KH",), position=1)


def test_greedy_defuses_its_ace_on_top_when_a_card_ends_its_turn_without_a_draw() -> None:
    state = _state([["AS", "KH", "4C"], ["8S", "9S"]], list(FILLER))
    assert _choice(state, 0) == Play(cards=("KH",), position=0)


def test_greedy_hands_its_ace_over_with_a_six() -> None:
    hands = [["AS", "6C", "3D", "9H"], ["8S", "9S"]]
    state = _state(hands, list(FILLER), options=NO_WINDOWS)
    assert _choice(state, 0) == Play(cards=("6C",), target=1)
    exchange = _state(hands, list(FILLER), (0, Play(cards=("6C",), target=1)), options=NO_WINDOWS)
    chosen = _choice(exchange, 0)
    assert isinstance(chosen, Give) and "AS" in chosen.cards


def test_greedy_gives_its_ace_to_the_player_of_a_five() -> None:
    hands = [["AS", "9C", "KD"], ["5S", "8S", "10S"]]
    state = _state(hands, list(FILLER), (1, Play(cards=("5S",), target=0)), first=1, options=NO_WINDOWS)
    assert _choice(state, 0) == Give(cards=("AS",))


def test_greedy_gives_its_least_useful_card_to_a_five_when_it_holds_no_ace() -> None:
    hands = [["3C", "9C", "KD"], ["5S", "8S", "10S"]]
    state = _state(hands, list(FILLER), (1, Play(cards=("5S",), target=0)), first=1, options=NO_WINDOWS)
    assert _choice(state, 0) == Give(cards=("3C",))


def test_greedy_cancels_an_ace_in_a_combination_with_a_nine() -> None:
    hands = [["9C", "4D"], ["AS", "AH", "8S"]]
    state = _state(hands, list(FILLER), (1, Play(cards=("AH", "AS"), target=0, rank="4")), first=1)
    chosen = _choice(state, 0)
    assert isinstance(chosen, Nine) and chosen.cancel in ("AH", "AS")


def test_greedy_plays_a_nine_on_a_queen_aimed_at_it() -> None:
    state = _state([["9C", "4D"], ["QS", "8S"]], list(FILLER), (1, Play(cards=("QS",))), first=1)
    assert _choice(state, 0) == Nine()


def test_greedy_waives_a_window_it_cannot_use() -> None:
    state = _state([["9C", "4D"], ["10S", "8S"]], list(FILLER), (1, Play(cards=("10S",))), first=1)
    assert _choice(state, 0) == Waive()
    without_nine = _state([["3C", "4D"], ["QS", "8S"]], list(FILLER), (1, Play(cards=("QS",))), first=1)
    assert _choice(without_nine, 0) == Waive()


def test_greedy_challenges_a_hand_it_saw_an_ace_in() -> None:
    hands = [["3C", "3D", "4C", "4D", "8H"], ["AS", "7S"]]
    state = _state(hands, list(FILLER), (0, Play(cards=("3C", "3D", "4C", "4D"), target=1)), options=NO_WINDOWS)
    assert _choice(state, 0) == Challenge(target=1)


def test_greedy_challenges_a_big_hand_where_an_ace_is_almost_sure() -> None:
    big = ["4S", "6S", "8S", "9S", "10S", "JS", "QS", "4H", "6H", "8H"]
    deck = ["AS", "AH", "AD", "AC", *FILLER[:8]]
    assert _choice(_state([["3S"], big], deck), 0) == Challenge(target=1)


def test_greedy_never_challenges_a_hand_no_bigger_than_its_own() -> None:
    """A miss draws as many cards as the target holds, so a seat that missed never tries the same hand again."""
    small = ["4S", "6S"]
    deck = ["AS", "AH", "AD", "AC", *FILLER[:8]]
    chosen = _choice(_state([["3S", "9C", "10H"], small], deck), 0)
    assert not isinstance(chosen, Challenge)


def test_greedy_takes_the_best_card_of_a_jack_and_stacks_the_aces_on_top() -> None:
    state = _state([["JC", "8C", "10D"], ["8S", "9S"]], ["4D", "AS", "KC", "AH", *FILLER[:3]], (0, Play(cards=("JC",))))
    state = _after(state, 1, Waive(), random.Random(0))
    chosen = _choice(state, 0)
    assert isinstance(chosen, Arrange) and chosen.card == "KC"
    assert set(chosen.order[:2]) == {"AS", "AH"} and chosen.order[2] == "4D"


def test_greedy_answers_a_queen_with_a_queen() -> None:
    state = _state([["QC", "3C"], ["QS", "8S"]], list(FILLER), (1, Play(cards=("QS",))), first=1, options=NO_WINDOWS)
    assert _choice(state, 0) == Play(cards=("QC",))


def test_greedy_is_deterministic_given_its_generator() -> None:
    known = knowledge(GAME, _state([["3C", "10D", "7S"], ["8S", "9S"]], list(FILLER)), 0)
    assert len({greedy(known, random.Random(5)) for _ in range(3)}) == 1


@pytest.mark.parametrize("players", [2, 3, 5])
def test_greedy_only_ever_returns_a_legal_command(players: int) -> None:
    """Along whole games of greedy against random, greedy's choice at every decision is legal."""
    checked = 0
    for seed in range(4):
        specs = [PlayerSpec(name=f"p{i}") for i in range(players)]
        state: Any = None
        ctx = Ctx(now_ms=0, rng=rng_for(f"aces-bot-legal:{players}:{seed}".encode(), 0))
        for event in GAME.setup(specs, parse_options(GAME.info, {}), ctx):
            state = GAME.evolve(state, event, 0)
        rng = random.Random(seed)
        for step in range(2000):
            if GAME.status(state) == "finished":
                break
            awaiting = GAME.awaiting(state)
            if not awaiting:
                timer = min(GAME.timers(state), key=lambda t: t.due_ms)
                state = _after(state, None, timer.command, rng_for(b"aces-bot-legal", step))
                continue
            seat = awaiting[step % len(awaiting)]
            known = knowledge(GAME, state, seat)
            chosen = greedy(known, rng)
            assert chosen in known.legal
            checked += 1
            command = chosen if seat % 2 == 0 else known.legal[rng.randrange(len(known.legal))]
            state = _after(state, seat, command, rng_for(b"aces-bot-legal", step))
        assert GAME.status(state) == "finished"
    assert checked > 100


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_beats_random_over_duplicate_deals(players: int) -> None:
    result = duel(GAME, "greedy", "random", players, {}, 40)
    assert result.unfinished == 0
    assert result.low > 0, result
