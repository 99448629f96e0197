"""The ``greedy`` bot of bombs (domain/games/bombs/bot.py): its choices in real positions, built from testing
deals and the real rules, and its strength against ``random`` over duplicate deals."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from domain.bots import knowledge
from domain.game import Command, Ctx, Decided, PlayerSpec, parse_options
from domain.games import GAMES
from domain.games.bombs import GAME
from domain.games.bombs.bot import greedy
from domain.games.bombs.commands import Accept, Pass, Play, Request, Return, Revolt, StopRequests, Waive
from domain.games.bombs.state import Stage
from tests.support.bot_games import duel

from .helpers import A, B, C

#: A seat that holds many cards, so that nobody is about to go out unless a test says so.
PLENTY = ["6H", "8S", "10C", "QH", "AD", "2H"]


def position(
    hands: Sequence[Sequence[str]],
    moves: Sequence[tuple[int, Command]] = (),
    *,
    window_ms: int = 0,
    **deal: Any,
) -> Any:
    """The state of a table dealt ``hands`` (a testing deal; ``deal`` adds its other keys) after ``moves``."""
    options = parse_options(GAME.info, {"window_ms": window_ms, "hands": 3})
    players = [PlayerSpec(name=name) for name in "ABCDE"[: len(hands)]]
    spec: Mapping[str, Any] = {"hands": [list(h) for h in hands], **deal}
    state: Any = None
    for event in GAME.setup(players, options, Ctx(now_ms=0, rng=random.Random(0)), spec):
        state = GAME.evolve(state, event, 0)
    for seat, command in moves:
        made = GAME.decide(state, seat, command, Ctx(now_ms=0, rng=random.Random(0)))
        if isinstance(made, Decided):
            state = made.state
        else:
            for event in made:
                state = GAME.evolve(state, event, 0)
    return state


def choice(state: Any, seat: int, seed: int = 0) -> Command:
    """What the greedy bot of ``seat`` sends in ``state``."""
    known = knowledge(GAME, state, seat)
    command = greedy(known, random.Random(seed))
    assert command in known.legal
    return command


def test_greedy_keeps_a_pair_whole_when_it_leads() -> None:
    state = position([["3C", "3D", "8H", "JS", "KD"], PLENTY, ["4C", "5D", "5H"]])
    assert choice(state, A) == Play(cards=("3C", "3D"))


def test_greedy_leads_a_whole_run_rather_than_its_lowest_card() -> None:
    state = position([["3C", "4D", "5H", "6S", "KH", "KS"], PLENTY, ["4C", "8D", "8H"]])
    assert choice(state, A) == Play(cards=("3C", "4D", "5H", "6S"))


def test_greedy_leads_its_lowest_single_when_it_holds_no_combination() -> None:
    state = position([["3C", "8D", "JH", "2S"], PLENTY, ["4C", "5D", "5H"]])
    assert choice(state, A) == Play(cards=("3C",))


def test_greedy_does_not_lead_a_low_single_to_a_seat_holding_one_card() -> None:
    state = position([["3C", "4D", "4H", "JS"], PLENTY, ["8C"]])
    assert choice(state, A) == Play(cards=("4D", "4H"))


def test_greedy_beats_a_single_with_the_cheapest_single_that_keeps_its_pairs() -> None:
    state = position(
        [["3C", "5C", *PLENTY], ["7C", "7D", "9H", "QS", "AS"], ["4C", "8D", "8H"]], [(A, Play(cards=("5C",)))]
    )
    assert choice(state, B) == Play(cards=("9H",))


def test_greedy_follows_a_pair_with_its_lowest_higher_pair() -> None:
    state = position(
        [["3C", "5C", "5D", *PLENTY], ["4S", "7C", "7D", "10H", "10S", "AS"], ["4C", "8D", "8H"]],
        [(A, Play(cards=("5C", "5D")))],
    )
    assert choice(state, B) == Play(cards=("7C", "7D"))


def test_greedy_passes_rather_than_break_a_pair_to_beat_a_single() -> None:
    state = position([["3C", "JC", *PLENTY], ["4S", "5H", "QC", "QD"], ["4C", "8D", "8H"]], [(A, Play(cards=("JC",)))])
    assert choice(state, B) == Pass()


def test_greedy_passes_rather_than_bomb_a_trick_it_need_not_win() -> None:
    state = position(
        [["3C", "KC", *PLENTY], ["4S", "6D", "10S", "8C", "8D", "8H"], ["4C", "9D", "9H"]], [(A, Play(cards=("KC",)))]
    )
    assert choice(state, B) == Pass()


def test_greedy_bombs_a_seat_about_to_go_out() -> None:
    state = position(
        [["3C", "KC", "5D", "5S"], ["4S", "5H", "6D", "8C", "8D", "8H"], PLENTY], [(A, Play(cards=("3C",)))]
    )
    assert choice(state, B) == Play(cards=("8C", "8D", "8H"))


def test_greedy_goes_out_when_its_whole_hand_beats_the_top() -> None:
    state = position([["3C", "4C", *PLENTY], ["9C", "9D", "9H"], ["5C", "8D", "8H"]], [(A, Play(cards=("4C",)))])
    assert choice(state, B) == Play(cards=("9C", "9D", "9H"))


def test_greedy_waives_a_last_call_it_cannot_use_well() -> None:
    hands = [["3C", "KC", *PLENTY], ["4S", "6D", "10S", "8C", "8D", "8H"], ["4C", "9D", "9H"]]
    state = position(hands, [(A, Play(cards=("KC",))), (B, Pass()), (C, Pass())], window_ms=3000)
    assert state.last_call is not None
    assert choice(state, B) == Waive() and choice(state, A) == Waive()


def test_greedy_completes_a_single_with_its_pair_in_a_last_call() -> None:
    hands = [["3C", "9C", *PLENTY], ["4S", "5H", "9D", "9H"], ["4C", "10D", "10H"]]
    state = position(hands, [(A, Play(cards=("9C",))), (B, Pass()), (C, Pass())], window_ms=3000)
    assert choice(state, B) == Play(cards=("9D", "9H"))


def test_greedy_revolts_with_both_jokers() -> None:
    state = position([["4C", "BJ", "RJ"], PLENTY, ["5C", "8D"]], hand=2, knave=A, master=B)
    assert choice(state, A) == Revolt()


def test_greedy_master_accepts_a_high_card_and_returns_its_least_useful_card() -> None:
    state = position([["4C", "2S"], ["3C", "5C", "5D", "9H", "9S", "KC"], ["6C", "8D"]], hand=2, knave=A, master=B)
    assert choice(state, B) == Accept()
    state = position(
        [["4C", "2S"], ["3C", "5C", "5D", "9H", "9S", "KC"], ["6C", "8D"]], [(B, Accept())], hand=2, knave=A, master=B
    )
    assert state.exchange.stage is Stage.RETURN
    assert choice(state, B) == Return(card="3C")


def test_greedy_knave_asks_for_the_rank_that_makes_a_bomb_and_stops_when_none_helps() -> None:
    hands = [["4C", "7C", "7D", "RJ"], ["3C", "7H", "9S", "KC"], ["6C", "8D"]]
    state = position(hands, [(B, Accept())], hand=2, knave=A, master=B)
    assert state.exchange.stage is Stage.REQUEST
    assert choice(state, A) == Request(rank="7")
    hands = [["4C", "KC", "RJ"], ["3C", "7H", "9S", "JC"], ["6C", "8D"]]
    state = position(hands, [(B, Accept())], hand=2, knave=A, master=B)
    assert choice(state, A) == Request(rank="4")
    state = position(hands, [(B, Accept()), (A, Request(rank="4"))], hand=2, knave=A, master=B)
    assert state.exchange.stage is Stage.REQUEST and choice(state, A) == StopRequests()


def test_greedy_is_deterministic_given_its_generator() -> None:
    state = position([["3C", "8D", "JH", "2S", "5C", "6D", "7H"], PLENTY, ["4C", "5D", "5H"]])
    known = knowledge(GAME, state, A)
    assert all(greedy(known, random.Random(seed)) == greedy(known, random.Random(seed)) for seed in range(5))


def test_greedy_only_ever_returns_a_legal_command() -> None:
    seen: set[str] = set()
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        options = parse_options(GAME.info, {"hands": 3, "window_ms": 1000})
        table = [PlayerSpec(name=f"bot-{i}", bot="greedy") for i in range(players)]
        state: Any = None
        for event in GAME.setup(table, options, Ctx(now_ms=0, rng=random.Random(seed))):
            state = GAME.evolve(state, event, 0)
        rng, now = random.Random(seed), 0
        while GAME.status(state) != "finished":
            now += 1
            awaiting = GAME.awaiting(state)
            if awaiting:
                seat: int | None = awaiting[now % len(awaiting)]
                assert seat is not None
                known = knowledge(GAME, state, seat)
                command = greedy(known, rng)
                assert command in known.legal
                seen.add(command.type)
            else:
                timer = min(GAME.timers(state), key=lambda t: t.due_ms)
                now, seat, command = max(now, timer.due_ms), None, timer.command
            made = GAME.decide(state, seat, command, Ctx(now_ms=now, rng=rng))
            for event in [] if isinstance(made, Decided) else made:
                state = GAME.evolve(state, event, now)
            if isinstance(made, Decided):
                state = made.state
    assert {"play", "pass", "waive", "return"} <= seen


def test_greedy_beats_random_over_duplicate_deals_at_four_players() -> None:
    result = duel(GAMES["bombs"], "greedy", "random", 4, {"hands": 1}, deals=16)
    assert result.unfinished == 0 and result.low > 0


def test_greedy_beats_random_over_duplicate_deals_at_three_players() -> None:
    result = duel(GAMES["bombs"], "greedy", "random", 3, {"hands": 1}, deals=16)
    assert result.unfinished == 0 and result.low > 0
