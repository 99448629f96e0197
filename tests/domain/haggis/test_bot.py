"""The ``greedy`` bot of haggis (domain/games/haggis/bot.py): what it plays in real positions, built from testing
deals and the real rules, that it only ever picks a legal command, and that it beats random play."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from domain.bots import Knowledge, knowledge
from domain.game import Command, Ctx, Decided, PlayerSpec, parse_options
from domain.games.haggis import GAME
from domain.games.haggis.bot import greedy
from domain.games.haggis.cards import SUITS, WILDS, number_cards
from domain.games.haggis.commands import Bet, Pass, Play
from domain.rng import rng_for
from tests.support.bot_games import duel


def _dealt(hand: Sequence[str]) -> list[list[str]]:
    """A whole 3-player deal whose seat 0 holds ``hand`` (17 cards), the other seats the rest of the pack."""
    rest = [card for card in number_cards(SUITS) if card not in hand]
    return [list(hand), [*rest[:14], *WILDS], [*rest[14:28], *WILDS]]


def _state(hands: Sequence[Sequence[str]], *moves: tuple[int, Command], bets: bool = True, leader: int = 0) -> Any:
    """The table dealt ``hands`` (a testing deal), ``leader`` leading, after ``moves`` (seat, command); with
    ``bets`` every seat first declines to bet (a short hand would otherwise look strong enough to bet)."""
    specs = [PlayerSpec(name=f"p{i}") for i in range(len(hands))]
    deal = {"hands": [list(hand) for hand in hands], "leader": leader}
    state: Any = None
    for event in GAME.setup(specs, parse_options(GAME.info, {}), Ctx(now_ms=0, rng=random.Random(0)), deal):
        state = GAME.evolve(state, event, 0)
    declined = [(seat, Bet(amount=0)) for seat in range(len(hands))] if bets else []
    for seat, command in (*declined, *moves):
        state = _after(state, seat, command, random.Random(0))
    return state


def _after(state: Any, seat: int, command: Command, rng: random.Random) -> Any:
    """The state once ``seat`` sent ``command`` (a legal one)."""
    made = GAME.decide(state, seat, command, Ctx(now_ms=0, rng=rng))
    if isinstance(made, Decided):
        return made.state
    for event in made:
        state = GAME.evolve(state, event, 0)
    return state


def _choice(hands: Sequence[Sequence[str]], seat: int, *moves: tuple[int, Command], bets: bool = True) -> Command:
    """What greedy at ``seat`` plays once ``moves`` were made; checked to be one of its legal commands."""
    known = knowledge(GAME, _state(hands, *moves, bets=bets), seat)
    chosen = greedy(known, random.Random(0))
    assert chosen in known.legal
    return chosen


def _cards(command: Command) -> tuple[str, ...]:
    assert isinstance(command, Play), command
    return command.cards


def test_greedy_keeps_a_sequence_whole_when_it_leads() -> None:
    hands = (["4R", "5R", "6R", "7R", "9O", "9Y", "10G"], ["2O", "3O"], ["2Y", "3Y"])
    assert _cards(_choice(hands, 0)) == ("4R", "5R", "6R", "7R")


def test_greedy_leads_its_lowest_single_when_its_cards_make_no_combination() -> None:
    hands = (["3R", "6Y", "9O"], ["2O", "4O", "8R", "10G", "5G"], ["2Y", "4Y", "8O", "10B", "5B"])
    assert _cards(_choice(hands, 0)) == ("3R",)


def test_greedy_goes_out_when_it_can() -> None:
    hands = (["3R", "3O", "8Y", "8G", "10B"], ["5R", "5O"], ["2Y", "4Y", "6G", "9B", "10G"])
    assert _cards(_choice(hands, 1, (0, Play(cards=("3R", "3O"))))) == ("5R", "5O")


def test_greedy_beats_a_single_with_its_cheapest_spare_card_not_a_pair_or_a_wild() -> None:
    hands = (
        ["4R", "2Y", "3Y", "5G", "8G", "10B", "6B"],
        ["6R", "9O", "9Y", "2O", "2G", "K"],
        ["2R", "3R", "5R", "7B", "8B", "10G"],
    )
    assert _cards(_choice(hands, 1, (0, Play(cards=("4R",))))) == ("6R",)


def test_greedy_passes_rather_than_spend_a_wild_on_a_trick_worth_nothing() -> None:
    hands = (
        ["4R", "2R", "6Y", "8G", "10B", "6B", "8B", "10G"],
        ["2O", "2Y", "3G", "3B", "J", "Q", "K"],
        ["5R", "5O", "7R", "7Y", "9G", "9B", "10R"],
    )
    assert isinstance(_choice(hands, 1, (0, Play(cards=("4R",)))), Pass)


def test_greedy_bombs_to_stop_an_opponent_about_to_go_out() -> None:
    hands = (["10R", "10O", "3Y"], ["2O", "3O", "5G", "6G", "J", "Q"])
    chosen = _choice(hands, 1, (0, Play(cards=("10R", "10O"))))
    assert isinstance(chosen, Play) and chosen.kind == "bomb" and chosen.cards == ("J", "Q")


def test_greedy_does_not_bomb_a_trick_that_does_not_matter() -> None:
    hands = (["10R", "10O", "2Y", "4Y", "6Y", "8G", "10G", "3R", "5R"], ["2O", "3O", "5G", "6G", "8O", "J", "Q"])
    assert isinstance(_choice(hands, 1, (0, Play(cards=("10R", "10O")))), Pass)


def test_greedy_does_not_bet_with_a_weak_hand() -> None:
    weak = ["2R", "3O", "4Y", "5G", "6B", "7R", "8O", "9Y", "10G", "2O", "4B", "6R", "8Y", "10B", "J", "Q", "K"]
    known = knowledge(GAME, _state(_dealt(weak), bets=False), 0)
    assert any(isinstance(c, Bet) for c in known.legal)
    assert not isinstance(greedy(known, random.Random(0)), Bet)


def test_greedy_makes_the_big_bet_with_a_hand_that_empties_in_two_plays() -> None:
    strong = ["2R", "3R", "4R", "5R", "6R", "7R", "8R", "2O", "3O", "4O", "5O", "6O", "7O", "8O", "J", "Q", "K"]
    assert _choice(_dealt(strong), 0, bets=False) == Bet(amount=30)


def test_greedy_decides_the_same_for_the_same_generator() -> None:
    hands = (["3R", "3O", "3Y", "7G", "7B", "J"], ["2O", "4O", "8R", "10G"], ["2Y", "4Y", "8O", "10B"])
    known = knowledge(GAME, _state(hands), 0)
    assert len({greedy(known, random.Random(5)) for _ in range(3)}) == 1


def test_greedy_only_ever_returns_a_legal_command() -> None:
    """Along games of greedy against random, 2 and 3 players, greedy's choice at every decision is legal."""
    checked = 0
    for players, seed in ((2, 1), (3, 2)):
        specs = [PlayerSpec(name=f"p{i}") for i in range(players)]
        state: Any = None
        ctx = Ctx(now_ms=0, rng=rng_for(f"bot-legal:{seed}".encode(), 0))
        for event in GAME.setup(specs, parse_options(GAME.info, {}), ctx):
            state = GAME.evolve(state, event, 0)
        rng = random.Random(seed)
        for _ in range(400):
            if GAME.status(state) == "finished":
                break
            seat = GAME.awaiting(state)[0]
            known: Knowledge = knowledge(GAME, state, seat)
            chosen = greedy(known, rng)
            assert chosen in known.legal
            checked += 1
            command = chosen if seat == 0 else known.legal[rng.randrange(len(known.legal))]
            state = _after(state, seat, command, rng_for(b"bot-legal", checked))
    assert checked > 100


def test_greedy_beats_random_over_duplicate_deals_at_two_and_three_players() -> None:
    for players, deals in ((2, 6), (3, 4)):
        result = duel(GAME, "greedy", "random", players, {}, deals)
        assert result.unfinished == 0
        assert result.low > 0, (players, result)
