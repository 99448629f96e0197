"""The ``search`` bot's worlds and values for exploding aces (domain/games/exploding_aces/world.py), on real tables of
random games and of testing deals: a world is built from one seat's knowledge alone, looks to that seat as the real
table does, holds the whole pack, deals anew what the seat cannot see, keeps what the rules make sure of and plays
on by the rules to the end."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from domain.bots import Knowledge
from domain.bots import knowledge as knowledge_of
from domain.game import Command, Ctx, Event, Game, PlayerSpec, parse_options
from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.cards import pack, rank
from domain.games.exploding_aces.commands import Allow, Block, DrawFrom, Give, Keep, Play, TakeBlind, Waive
from domain.games.exploding_aces.options import HOLDERS
from domain.games.exploding_aces.state import AcesState, Kind, Step
from domain.games.exploding_aces.world import value, world
from domain.search import counted, search
from tests.support.bot_games import applied, greedy_move
from tests.support.playout import playout

from .helpers import A, B, C, D

#: Random games whose every position the worlds are checked on: seats, options, seeds.
TABLES: tuple[tuple[int, dict[str, Any]], ...] = (
    (2, {}),
    (3, {"turn_clock_ms": 20_000}),
    (4, {"nine_prompt": "holders"}),
    (5, {}),
    (7, {}),
    (3, {"window_ms": 0}),
)
SEEDS = range(25)


def dealt(
    *hands: Sequence[str],
    deck: Sequence[str] = (),
    discard: Sequence[str] = (),
    first: int = A,
    options: dict[str, Any] | None = None,
) -> AcesState:
    """The table after a testing deal of these hands, ``deck`` on top of the rest of the pack (2s first, Aces last)."""
    used = Counter([*(c for h in hands for c in h), *deck, *discard])
    rest = list((Counter(pack(1)) - used).elements())
    deal = {"hands": [list(h) for h in hands], "deck": [*deck, *rest], "first": first, "discard": list(discard)}
    players = [PlayerSpec(name=str(i), bot="greedy" if i else None) for i in range(len(hands))]
    state: Any = None
    for event in GAME.setup(
        players, parse_options(GAME.info, options or {}), Ctx(now_ms=1_000, rng=random.Random(3)), deal
    ):
        state = GAME.evolve(state, event, 1_000)
    assert isinstance(state, AcesState)
    return state


def sent(state: AcesState, seat: int | None, command: Command, now: int = 2_000) -> AcesState:
    """The table once ``seat`` (None: a timer) sent ``command`` at ``now``."""
    new: AcesState = applied(GAME, state, seat, command, now)
    return new


def waived(state: AcesState) -> AcesState:
    """``state`` once every seat of its open Nine window waived it."""
    while state.chain is not None and state.chain.window is not None:
        window = state.chain.window
        state = sent(state, next(s for s in window.seats if s not in window.waived), Waive())
    return state


def looks_the_same(state: AcesState, seat: int, seed: int = 0, now: int = 0) -> tuple[Knowledge, AcesState]:
    """``seat``'s knowledge of ``state`` and a world built from it, checked to show ``seat`` the same table, hold the
    whole pack, each card once, in its places, and let ``seat`` send the same commands."""
    known = knowledge_of(GAME, state, seat, now_ms=now)
    made = world(known, random.Random(seed))
    assert GAME.view(made, seat) == known.view
    held = sorted(c for place in GAME.cards.places(made).values() for c in place)
    assert held == sorted(GAME.cards.pack(made)) == sorted(GAME.cards.pack(state))
    assert GAME.legal_commands(made, seat) == list(known.legal)
    return known, made


def played_on(state: AcesState, seed: int, now: int = 10_000) -> AcesState:
    """``state`` played to its end by greedy bots at every seat (timers falling due when nobody is awaited)."""
    rng = random.Random(seed)
    for turn in range(5_000):
        if GAME.status(state) == "finished":
            return state
        seat, command, now = greedy_move(GAME, state, now, rng, turn)
        now += 1
        state = sent(state, seat, command, now)
    raise AssertionError("the game did not end")


def what_is_pending(state: AcesState) -> str:
    """The kind of the decision or window a table waits on, as its view names it."""
    view = GAME.view(state, None)
    if view["result"] is not None:
        return "finished"
    if view["windows"]:
        return f"{view['windows'][0]['kind']}-window" + (f" on a {view['table']['role']}" if view["table"] else "")
    return str(view["decisions"][0]["kind"]) if view["decisions"] else "nothing"


def random_positions(players: int, options: dict[str, Any], seed: int) -> list[AcesState]:
    """Every position of a seeded random game."""
    seen: list[AcesState] = []

    def observe(g: Game, before: Any, seat: int | None, command: Command, new: list[Event], after: Any) -> None:
        seen.append(after)

    playout(GAME, players, options, seed=seed, observe=observe, max_steps=3_000)
    return seen


def keeps_the_rules(made: AcesState) -> None:
    """What every real table keeps, kept by a world: no more Aces in the discard pile than seats out (A2), Nines
    on the table, a Pair's target holding the rank named, a Queen in the hand owing a Queen's answer (§2.5), a Nine in
    each hand a holders' window waits on (A7)."""
    assert sum(rank(c) == "A" for c in made.discard) <= len(made.out)
    assert made.chain is None or all(rank(c) == "9" for c in made.chain.nine_cards)
    effect = made.effect
    if effect is not None and effect.kind is Kind.PAIR and effect.owners:
        assert any(rank(c) == effect.rank for c in made.hand(effect.owners[0]))
    if made.step is Step.QUEEN and made.chain is None and made.turn is not None:
        assert "Q" in {rank(c) for c in made.hand(made.turn)}
    if made.options.nine_prompt == HOLDERS and made.chain is not None and made.chain.window is not None:
        assert all("9" in {rank(c) for c in made.hand(s)} for s in made.chain.window.seats)


def four_seats(options: dict[str, Any] | None = None) -> AcesState:
    """Four seats, A to play holding four 7s."""
    return dealt(["7C", "7D", "7H", "7S", "3C"], ["KC", "5D", "9H"], ["3D", "8C"], ["JC", "QD", "6S"], options=options)


# -- worlds ----------------------------------------------------------------------------------------------


def test_a_world_looks_to_every_seat_as_the_real_table_does_at_every_position_of_many_random_games() -> None:
    kinds: Counter[str] = Counter()
    for players, options in TABLES:
        for seed in SEEDS:
            for state in random_positions(players, options, seed):
                kinds[what_is_pending(state)] += 1
                for seat in range(players):  # on turn or not, awaited or not, in the game or out of it
                    _, made = looks_the_same(state, seat, seed, now=state.clock_ms + 137 * seat)
                    keeps_the_rules(made)
    expected = {
        "play-or-draw",
        "end-or-continue",
        "queen-response",
        "nine-window on a play",
        "nine-window on a queen-response",
        "nine-window on a replay",
        "six-block-window",
        "five",
        "pair",
        "jack",
        "six-give",
        "two-pairs",
        "full-house",
        "replay",
        "finished",
    }
    assert expected <= set(kinds), sorted(kinds)


def test_a_world_rebuilds_every_effect_from_every_seat_and_plays_on_from_it_to_the_end() -> None:
    now = {"window_ms": 0}
    four = sent(four_seats(now), A, Play(cards=("7C", "7D", "7H", "7S")))
    three = sent(dealt(["QC", "QD", "QH", "4C"], ["5D", "9H"], ["3D"], options=now), A, Play(cards=("QC", "QD", "QH")))
    house = dealt(["3C", "3D", "3H", "8C", "8D"], ["5D", "9H", "KC"], ["3S", "8H"], ["10C"], options=now)
    house = sent(house, A, Play(cards=("3C", "3D", "3H", "8C", "8D")))
    six = waived(sent(dealt(["6C", "4C", "JD"], ["6D", "9H", "KC"], ["3S", "8H"]), A, Play(cards=("6C",), target=B)))
    two_pairs = dealt(["5C", "5D", "8C", "8D", "3H"], ["AD", "9H"], ["3D"], options=now)
    positions = {
        "four, nothing taken yet": four,
        "four, one taken": sent(four, A, TakeBlind(target=B, position=1)),
        "three, nothing drawn": three,
        "three, a card drawn": sent(three, A, DrawFrom(end="top")),
        "full house": house,
        "full house, one kept": sent(house, B, Keep(card="KC")),
        "six's block window": six,
        "a blocked six": sent(six, B, Block()),
        "six's exchange": sent(six, B, Allow()),
        "six's exchange, one side chosen": sent(sent(six, B, Allow()), B, Give(cards=("9H", "KC"))),
        "jack": sent(dealt(["JC", "4C"], ["5D", "9H"], ["3D"], options=now), A, Play(cards=("JC",))),
        "two pairs": sent(two_pairs, A, Play(cards=("5C", "5D", "8C", "8D"), target=B)),
    }
    for name, state in positions.items():
        assert state.effect is not None, name
        for seat in range(state.seats):
            for seed in range(3):
                _, made = looks_the_same(state, seat, seed, now=3_000)
                assert made.effect is not None, name
                assert (made.effect.kind, made.effect.seat, made.effect.owners, made.effect.target) == (
                    state.effect.kind,
                    state.effect.seat,
                    state.effect.owners,
                    state.effect.target,
                ), name
                assert GAME.status(played_on(made, seed)) == "finished", (name, seat)


def test_a_world_deals_the_hidden_cards_anew_and_never_one_its_seat_sees() -> None:
    state = sent(four_seats(), A, Play(cards=("3C",)))  # the 3 waits in its Nine window
    known = knowledge_of(GAME, state, B, now_ms=2_000)  # when the 3 was played: its window opened then
    worlds = [world(known, random.Random(seed)) for seed in range(8)]
    assert len({(w.hands, w.deck) for w in worlds}) == 8
    hidden = Counter([*state.hands[A], *state.hands[C], *state.hands[D], *state.deck])
    for made in worlds:
        assert made.hands[B] == state.hands[B] and made.chain == state.chain
        assert Counter([*made.hands[A], *made.hands[C], *made.hands[D], *made.deck]) == hidden
        assert [len(h) for h in made.hands] == [len(h) for h in state.hands]


def test_a_world_is_the_same_for_the_same_generator() -> None:
    known = knowledge_of(GAME, four_seats(), C)
    assert world(known, random.Random(7)) == world(known, random.Random(7))


def test_a_world_never_depends_on_the_other_hands() -> None:
    mine = ["7C", "7D", "7H", "7S", "3C"]
    state = dealt(mine, ["KC", "5D", "9H"], ["3D", "8C"], ["JC", "QD", "6S"])
    for seat, twin in (
        (A, dealt(mine, ["JC", "3D", "8C"], ["QD", "6S"], ["KC", "5D", "9H"])),  # the same cards, in other hands
        (A, dealt(mine, ["AS", "2C", "9H"], ["3D", "8C"], ["JC", "QD", "6S"], deck=["KC", "5D"])),  # and the deck
        (C, dealt(mine, ["JC", "QD", "6S"], ["3D", "8C"], ["KC", "5D", "9H"])),  # out of turn
    ):
        for one, other in ((state, twin), (sent(state, A, Play(cards=("3C",))), sent(twin, A, Play(cards=("3C",))))):
            known, same = knowledge_of(GAME, one, seat, now_ms=2_000), knowledge_of(GAME, other, seat, now_ms=2_000)
            assert one.hands != other.hands and known == same
            for seed in range(4):
                assert world(known, random.Random(seed)) == world(same, random.Random(seed))


def greedy_positions(players: int, seed: int) -> list[AcesState]:
    """Every position of a game of greedy bots dealt at random from ``seed``."""
    specs = [PlayerSpec(name=str(i), bot="greedy") for i in range(players)]
    state: Any = None
    for event in GAME.setup(specs, parse_options(GAME.info, {}), Ctx(now_ms=1_000, rng=random.Random(seed))):
        state = GAME.evolve(state, event, 1_000)
    seen = [state]
    rng, now = random.Random(seed), 1_000
    while GAME.status(state) != "finished" and len(seen) < 3_000:
        awaiting = GAME.awaiting(state)
        if awaiting:
            seat: int | None = awaiting[len(seen) % len(awaiting)]
            assert seat is not None and GAME.greedy is not None
            command = GAME.greedy(knowledge_of(GAME, state, seat, now_ms=now), rng)
        else:
            timer = min(GAME.timers(state), key=lambda t: t.due_ms)
            seat, command, now = None, timer.command, max(now, timer.due_ms)
        now += 100
        state = sent(state, seat, command, now)
        seen.append(state)
    return seen


def test_a_world_looks_to_every_seat_as_the_real_table_does_along_games_of_greedy_bots() -> None:
    for players in (2, 3, 4, 6):
        for seed in range(4):
            for state in greedy_positions(players, seed):
                for seat in range(players):
                    _, made = looks_the_same(state, seat, seed, now=state.clock_ms + 50)
                    keeps_the_rules(made)


# -- what the rules make sure of -------------------------------------------------------------------------


def test_a_world_deals_no_ace_and_no_king_into_a_hand_before_any_card_has_moved() -> None:
    opening = greedy_positions(4, 11)[0]
    assert any(rank(c) in "AK" for c in opening.deck)
    for seat in range(4):
        for seed in range(10):
            _, made = looks_the_same(opening, seat, seed)
            assert not any(rank(c) in ("A", "K") for hand in made.hands for c in hand)


def test_a_world_puts_no_more_aces_in_the_discard_pile_than_seats_went_out() -> None:
    pile = ["2C", "2D", "3C", "3D", "4C", "4D", "5C", "5D", "6C", "6D", "7C", "7D", "8C", "8D", "10C", "10D"]
    state = dealt(["QC", "3H"], ["5H", "9H"], ["4H", "8H"], discard=pile)
    for seed in range(10):
        _, made = looks_the_same(state, B, seed)
        assert len(made.discard) == len(pile) and not any(rank(c) == "A" for c in made.discard)
        assert sum(rank(c) == "A" for c in (*made.hands[A], *made.hands[C], *made.deck)) == 4


def test_a_world_gives_a_pairs_target_the_rank_named_and_the_seat_owing_a_queens_answer_a_queen() -> None:
    pair = dealt(["5C", "5D", "4C"], ["9H", "3H", "2H"], ["3D", "8C"], options={"window_ms": 0})
    pair = sent(pair, A, Play(cards=("5C", "5D"), target=B, rank="9"))
    queen = sent(
        dealt(["QC", "4C"], ["QH", "3H", "2H"], ["3D", "8C"], options={"window_ms": 0}), A, Play(cards=("QC",))
    )
    assert queen.turn == B and queen.step is Step.QUEEN
    for seed in range(10):
        for seat in (A, C):
            assert "9" in {rank(c) for c in looks_the_same(pair, seat, seed)[1].hands[B]}
            assert "Q" in {rank(c) for c in looks_the_same(queen, seat, seed)[1].hands[B]}


def test_a_world_gives_the_seats_of_a_holders_nine_window_a_nine_and_those_it_left_out_none() -> None:
    state = dealt(["10C", "4C"], ["9H", "3H"], ["3D", "8C"], ["2S", "6D"], options={"nine_prompt": "holders"})
    state = sent(state, A, Play(cards=("10C",)))
    assert state.chain is not None and state.chain.window is not None and state.chain.window.seats == (B,)
    for seed in range(10):
        for seat in (A, C):
            _, made = looks_the_same(state, seat, seed, now=2_000)
            assert made.options.nine_prompt == HOLDERS
            assert "9" in {rank(c) for c in made.hands[B]}
            assert "9" not in {rank(c) for s in (C, D) for c in made.hands[s]}


def test_a_world_keeps_the_hand_its_two_pairs_looked_at_and_its_jacks_cards() -> None:
    looked = dealt(["5C", "5D", "8C", "8D", "3H"], ["AD", "9H"], ["3D"], options={"window_ms": 0})
    looked = sent(looked, A, Play(cards=("5C", "5D", "8C", "8D"), target=B))
    jack = sent(dealt(["JC", "4C"], ["5D", "9H"], ["3D"], options={"window_ms": 0}), A, Play(cards=("JC",)))
    for seed in range(5):
        made = looks_the_same(looked, A, seed)[1]
        assert made.hands[B] == ("9H", "AD") and made.effect is not None and made.effect.cards == ("9H", "AD")
        made = looks_the_same(jack, A, seed)[1]
        assert made.effect is not None and jack.effect is not None and made.effect.cards == jack.effect.cards
    assert len({looks_the_same(jack, B, seed)[1].effect.cards for seed in range(5)}) > 1  # type: ignore[union-attr]


# -- what the view does not show -------------------------------------------------------------------------


def test_a_world_starts_the_turn_clock_when_its_seat_decides_and_it_falls_due_as_the_view_says() -> None:
    state = dealt(["10C", "4C"], ["9H", "3H"], options={"turn_clock_ms": 20_000, "window_ms": 0})
    state = sent(state, A, Play(cards=("10C",)), now=5_000)
    _, made = looks_the_same(state, B, now=9_000)
    assert (made.clock_ms, made.options.turn_clock_ms) == (9_000, 16_000)
    assert [t.due_ms for t in GAME.timers(made)] == [25_000]
    _, late = looks_the_same(state, B, now=30_000)
    assert (late.clock_ms, late.options.turn_clock_ms) == (24_000, 1_000)
    _, none = looks_the_same(dealt(["10C", "4C"], ["9H", "3H"]), A, now=9_000)
    assert none.options.turn_clock_ms is None and GAME.timers(none) == []


def test_a_world_opens_a_window_when_its_seat_decides_and_closes_it_when_the_view_says() -> None:
    state = sent(dealt(["10C", "4C"], ["9H", "3H"], ["3D", "8C"]), A, Play(cards=("10C",)), now=5_000)
    _, made = looks_the_same(state, B, now=6_000)
    assert made.chain is not None and made.chain.window is not None
    assert (made.chain.window.opened_ms, made.options.window_ms) == (6_000, 2_000)
    assert [t.due_ms for t in GAME.timers(made)] == [8_000]


# -- values ----------------------------------------------------------------------------------------------


def test_value_of_a_finished_game_is_the_seats_place() -> None:
    state = replace(dealt(["3C"], ["4C"], ["5C"]), out=(C, A), winner=B, finished=True, turn=None)
    assert [value(state, s) for s in (A, B, C)] == [0.5, 1.0, 0.0]


def test_value_of_a_seat_out_is_its_place_and_the_survivors_share_the_places_above() -> None:
    state = dealt(["3C", "4C"], ["3D", "4D"], ["3H", "4H"], ["5S", "4S"])
    state = replace(state, hands=(*state.hands[:3], ()), alive=(True, True, True, False), out=(D,))
    assert value(state, D) == 0.0
    assert all(0.0 < value(state, s) < 1.0 for s in (A, B, C))
    assert sum(value(state, s) for s in range(4)) == pytest.approx(2.0)  # the places 1 to 4 are each someone's


def test_value_counts_an_ace_against_its_holder_less_with_a_king_to_defuse_it() -> None:
    state = dealt(["AS", "3C", "4C"], ["AH", "KC", "4D"], ["5H", "3H", "4H"], ["KD", "3S", "4S"], first=C)
    assert value(state, D) > value(state, B) > value(state, A) and value(state, C) > value(state, A)
    even = dealt(["3C", "4C"], ["3D", "4D"])
    assert value(even, A) == value(even, B) == pytest.approx(0.5)


# -- the search ------------------------------------------------------------------------------------------


def test_a_search_picks_a_legal_command_in_every_kind_of_decision() -> None:
    for players, options in TABLES[:3]:
        for state in random_positions(players, options, 1)[::25]:
            for seat in GAME.awaiting(state):
                known = knowledge_of(GAME, state, seat, now_ms=state.clock_ms)
                assert search(GAME, GAME, known, random.Random(seat), counted(2)) in known.legal
