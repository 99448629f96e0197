"""The ``search`` bot's worlds and values for haggis (domain/games/haggis/world.py): a world is built from one seat's
knowledge alone, looks to that seat as the real table does, deals what it cannot see anew (hands, the Haggis and
the captured piles, wilds face up), and plays on by the real rules; ``value`` ranks states for a seat, 0 to 1."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest

from domain.bots import Knowledge, Logged, knowledge
from domain.game import Command, Ctx, PlayerSpec, parse_options
from domain.games.haggis import GAME
from domain.games.haggis.bot import greedy
from domain.games.haggis.cards import is_wild
from domain.games.haggis.commands import Bet, Pass, Play
from domain.games.haggis.places import CARDS
from domain.games.haggis.state import HaggisState, Phase
from domain.games.haggis.world import value, world
from domain.search import counted, search
from tests.support.bot_games import applied, greedy_move

T0 = 1_700_000_000_000


def position(
    hands: Sequence[Sequence[str]],
    moves: Sequence[tuple[int, Command]] = (),
    *,
    options: Mapping[str, Any] | None = None,
    **deal: Any,
) -> HaggisState:
    """The table dealt ``hands`` (a testing deal; ``deal`` adds its other keys) after ``moves``, by the real rules."""
    players = [PlayerSpec(name=name) for name in "ABC"[: len(hands)]]
    spec: Mapping[str, Any] = {"hands": [list(h) for h in hands], **deal}
    state: Any = None
    opts = parse_options(GAME.info, dict(options or {}))
    for event in GAME.setup(players, opts, Ctx(now_ms=T0, rng=random.Random(0)), spec):
        state = GAME.evolve(state, event, T0)
    for seat, command in moves:
        state = step(state, seat, command, T0)
    assert isinstance(state, HaggisState)
    return state


def step(state: HaggisState, seat: int | None, command: Command, now: int) -> HaggisState:
    """``state`` after ``command`` of ``seat`` at ``now``, by the real rules."""
    new: HaggisState = applied(GAME, state, seat, command, now)
    return new


def greedy_positions(
    players: int, seed: int, *, options: Mapping[str, Any] | None = None, every: int = 7
) -> Iterator[tuple[HaggisState, int]]:
    """Positions along a game of greedy bots (a real deal from ``seed``), with the seat on turn, every ``every``
    steps; the clock's due times are kept (each step takes 1 ms)."""
    specs = [PlayerSpec(name=f"p{i}", bot="greedy") for i in range(players)]
    rng = random.Random(seed)
    state: Any = None
    for event in GAME.setup(specs, parse_options(GAME.info, dict(options or {})), Ctx(now_ms=T0, rng=rng)):
        state = GAME.evolve(state, event, T0)
    now = T0
    for count in range(2_000):
        if GAME.status(state) == "finished":
            return
        seat = GAME.awaiting(state)[0]
        if count % every == 0:
            yield state, seat
        now += 1
        state = step(state, seat, greedy(knowledge(GAME, state, seat, now_ms=now), rng), now)


def worlds(state: HaggisState, seat: int, count: int = 6, now_ms: int = T0) -> list[HaggisState]:
    """``count`` worlds of ``seat``'s knowledge of ``state``, each checked to look to it as ``state`` does."""
    known = knowledge(GAME, state, seat, now_ms=now_ms)
    made = [world(known, random.Random(n)) for n in range(count)]
    for w in made:
        assert GAME.view(w, seat) == known.view
    return made


def placed(state: HaggisState) -> Counter[str]:
    """Every card of every place of ``state``, as a multiset."""
    return Counter(card for cards in CARDS.places(state).values() for card in cards)


def mid_round(players: int = 3, seed: int = 4) -> tuple[HaggisState, int]:
    """A position of a real deal some tricks into its first round: piles captured, a trick on the table."""
    for state, seat in greedy_positions(players, seed, every=1):
        if state.trick_number >= 3 and state.trick is not None and state.trick.plays and any(state.captured):
            return state, seat
    raise AssertionError("no such position")


# -- the world --------------------------------------------------------------------------------------------


def test_a_world_keeps_the_seats_hand_and_every_public_card() -> None:
    state, seat = mid_round()
    for w in worlds(state, seat):
        assert w.hands[seat] == state.hands[seat]
        assert w.trick == state.trick
        for other in range(state.seats):
            assert [c for c in w.hands[other] if is_wild(c)] == [c for c in state.hands[other] if is_wild(c)]
        assert (w.scores, w.bets, w.order, w.turn, w.dealer, w.round_number) == (
            state.scores,
            state.bets,
            state.order,
            state.turn,
            state.dealer,
            state.round_number,
        )


def test_a_world_deals_each_other_seat_as_many_cards_as_its_view_shows() -> None:
    state, seat = mid_round()
    for w in worlds(state, seat):
        assert [len(h) for h in w.hands] == [len(h) for h in state.hands]
        assert [len(p) for p in w.captured] == [len(p) for p in state.captured]
        assert len(w.haggis) == len(state.haggis)
        assert not any(is_wild(c) for c in w.haggis)


@pytest.mark.parametrize("players", [2, 3])
def test_a_world_holds_every_card_of_the_pack_in_one_place(players: int) -> None:
    for state, seat in list(greedy_positions(players, seed=players))[:12]:
        for w in worlds(state, seat, count=3):
            assert placed(w) == Counter(CARDS.pack(state)) == placed(state)


def test_the_hidden_wilds_are_dealt_into_the_captured_piles() -> None:
    """Wilds are face up in the hands: a wild that no hand shows was played, and lies in a pile."""
    for state, seat in greedy_positions(3, seed=9, every=3):  # noqa: B007 - the position found is used below
        hidden_wilds = sum(is_wild(c) for pile in state.captured for c in pile)
        if hidden_wilds:
            break
    else:
        raise AssertionError("no wild captured in this game")
    for w in worlds(state, seat):
        assert sum(is_wild(c) for pile in w.captured for c in pile) == hidden_wilds
        for hand, real in zip(w.hands, state.hands, strict=True):
            assert [c for c in hand if is_wild(c)] == [c for c in real if is_wild(c)]


def test_worlds_deal_the_hidden_cards_anew_for_each_generator_and_alike_for_the_same() -> None:
    state, seat = mid_round()
    known = knowledge(GAME, state, seat)
    deals = {repr(sorted(CARDS.places(world(known, random.Random(n))).items())) for n in range(5)}
    assert len(deals) == 5
    assert world(known, random.Random(3)) == world(known, random.Random(3))


def test_a_world_is_built_from_the_seats_knowledge_alone() -> None:
    """Two real tables that differ only in what the seat cannot see give the same worlds: the world cannot peek."""
    state, seat = mid_round(players=2, seed=6)
    others = [s for s in range(state.seats) if s != seat]
    pool = [c for s in others for c in state.hands[s] if not is_wild(c)] + list(state.haggis)
    random.Random(1).shuffle(pool)
    cards = iter(pool)
    hands = tuple(
        h if s == seat else tuple(sorted([c for c in h if is_wild(c)] + [next(cards) for c in h if not is_wild(c)]))
        for s, h in enumerate(state.hands)
    )
    twin = replace(state, hands=hands, haggis=tuple(cards))
    assert twin != state
    mine, theirs = knowledge(GAME, state, seat), knowledge(GAME, twin, seat)
    assert mine == theirs
    assert world(mine, random.Random(2)) == world(theirs, random.Random(2))


def test_a_world_keeps_the_turn_clock_due_when_the_view_shows_it() -> None:
    for state, seat in list(greedy_positions(2, seed=1, options={"turn_clock_ms": 20_000}))[:6]:
        now = state.turn_ms + 5_000
        for w in worlds(state, seat, count=2, now_ms=now):
            assert [t.due_ms for t in GAME.timers(w)] == [t.due_ms for t in GAME.timers(state)]
            assert w.turn_ms == now and w.options.turn_clock_ms == 15_000


def test_a_world_scores_a_going_out_still_on_the_table_exactly() -> None:
    """With three players, the seat that went out in the trick on the table scores 5 × the largest other hand then:
    what that hand holds now and what it played since."""
    state = position(
        [["2R", "3R", "4R", "J"], ["5O", "6O", "7O", "8O", "9O"], ["5Y", "6Y", "7Y", "8Y", "9Y", "10Y"]],
        [(0, Bet(amount=0)), (1, Bet(amount=0)), (2, Bet(amount=0)), (0, Play(cards=("2R", "3R", "4R", "J")))],
        leader=0,
    )
    state = step(state, 1, Play(cards=("5O", "6O", "7O", "8O")), T0)
    assert state.order == (0,) and state.going_out[0] == 30
    seat = state.turn
    assert seat is not None
    for w in worlds(state, seat):
        assert w.going_out == state.going_out


def test_a_world_of_a_finished_game_is_that_game() -> None:
    finished = _play_out(next(iter(greedy_positions(2, seed=3)))[0], random.Random(0))
    assert finished.phase is Phase.FINISHED
    known = Knowledge(seat=0, view=GAME.view(finished, 0), legal=(Pass(),))
    rebuilt = world(known, random.Random(5))
    assert GAME.view(rebuilt, 0) == known.view
    assert (rebuilt.hands, rebuilt.haggis, rebuilt.captured, rebuilt.result) == (
        finished.hands,
        finished.haggis,
        finished.captured,
        finished.result,
    )


def _play_out(state: HaggisState, rng: random.Random, limit: int = 3_000) -> HaggisState:
    """``state`` played on by greedy bots to its end (the clock's timers firing when nobody is awaited)."""
    now = T0
    for _ in range(limit):
        if GAME.status(state) == "finished":
            return state
        seat, command, now = greedy_move(GAME, state, now + 1, rng)
        state = step(state, seat, command, now)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [2, 3])
def test_a_game_of_greedy_bots_plays_on_from_a_world_to_its_end(players: int) -> None:
    options = {"turn_clock_ms": 30_000} if players == 2 else {}
    for state, seat in list(greedy_positions(players, seed=11, options=options, every=13))[:4]:
        for n, w in enumerate(worlds(state, seat, count=2)):
            assert GAME.legal_commands(w, seat) == GAME.legal_commands(state, seat)
            assert GAME.awaiting(w) == GAME.awaiting(state)
            end = _play_out(w, random.Random(n))
            assert end.result is not None and 0.0 <= value(end, seat) <= 1.0


# -- the value --------------------------------------------------------------------------------------------


def test_value_is_the_place_once_the_game_is_finished() -> None:
    finished = _play_out(next(iter(greedy_positions(3, seed=2)))[0], random.Random(1))
    assert finished.result is not None
    winner, second, last = finished.result.ranking
    assert (value(finished, winner), value(finished, second), value(finished, last)) == (1.0, 0.5, 0.0)


def test_value_prefers_the_seat_closer_to_going_out() -> None:
    short = ["2R", "3R", "4R", "5R", "6R", "7R", "8R"]  # one sequence
    long = ["2O", "4G", "6O", "8G", "10O", "3Y", "9Y"]  # seven singles
    state = position([short, long], [(0, Bet(amount=0)), (1, Bet(amount=0))], leader=1)
    assert value(state, 0) > 0.5 > value(state, 1)
    assert value(state, 0) + value(state, 1) == pytest.approx(1.0)


def test_value_prefers_the_higher_total_and_it_matters_more_near_the_target() -> None:
    hands = [["2R", "4O", "6Y", "8G"], ["3R", "5O", "7Y", "9G"]]
    early = position(hands, [(0, Bet(amount=0)), (1, Bet(amount=0))], scores=[40, 20])
    late = position(hands, [(0, Bet(amount=0)), (1, Bet(amount=0))], scores=[240, 220])
    assert 0.5 < value(early, 0) < value(late, 0) < 1.0


def test_the_values_of_the_seats_share_out_their_places() -> None:
    """A value is an expected standing: the seats' values add up to what their places do (n / 2)."""
    for players in (2, 3):
        for state, _ in list(greedy_positions(players, seed=8, every=11))[:5]:
            assert sum(value(state, s) for s in range(players)) == pytest.approx(players / 2)


# -- the search -------------------------------------------------------------------------------------------


def test_search_keeps_the_lead_that_greedy_gives_away() -> None:
    """Heads-up near the target, the opponent holds one card (no wild). Greedy leads its lowest single, which the
    opponent beats to go out and win; search sees that the 10 cannot be beaten: it leads it, then goes out."""
    state = position(
        [["3G", "10R"], ["8G"]],
        [(0, Bet(amount=0)), (1, Bet(amount=0))],
        haggis=["5R", "7R", "9R"],
        scores=[245, 245],
        leader=0,
    )
    known = knowledge(GAME, state, 0)
    low, high = Play(cards=("3G",), kind="set", top_rank="3"), Play(cards=("10R",), kind="set", top_rank="10")
    assert set(known.legal) == {low, high}
    assert greedy(known, random.Random(0)) == low
    assert search(GAME, GAME, known, random.Random(0), counted(12)) == high
    assert {w.hands[0] for w in worlds(state, 0)} == {("3G", "10R")}
    assert all(len(w.hands[1]) == 1 and not is_wild(w.hands[1][0]) for w in worlds(state, 0))


def test_with_its_seats_log_a_world_holds_each_pile_as_captured_and_deals_only_what_nobody_played() -> None:
    """Every combination played and who captured each trick are public history the view does not show: a world
    given the seat's log holds each captured pile exactly, and deals the hidden cards to the hands and the Haggis."""
    specs = [PlayerSpec(name=f"p{i}", bot="greedy") for i in range(3)]
    rng = random.Random(8)
    log: list[Logged] = []
    state: Any = None
    for event in GAME.setup(specs, parse_options(GAME.info, {}), Ctx(now_ms=T0, rng=rng)):
        state = GAME.evolve(state, event, T0)
        log.append((type(event).__name__, GAME.redact_event(event, 0, False)))
    while sum(len(pile) for pile in state.captured) < 12:
        seat = GAME.awaiting(state)[0]
        move = greedy(knowledge(GAME, state, seat), rng)
        made = GAME.decide(state, seat, move, Ctx(now_ms=T0, rng=random.Random(0)))
        log += [(type(e).__name__, GAME.redact_event(e, 0, False)) for e in made]
        state = step(state, seat, move, T0)
    assert state.phase is Phase.PLAY
    known = knowledge(GAME, state, 0, log=log)
    captured = {c for pile in state.captured for c in pile}
    for seed in range(6):
        dealt = world(known, random.Random(seed))
        assert GAME.view(dealt, 0) == known.view
        assert [sorted(p) for p in dealt.captured] == [sorted(p) for p in state.captured]
        face_down = Counter(c for s, hand in enumerate(dealt.hands) if s != 0 for c in hand if not is_wild(c))
        face_down.update(dealt.haggis)
        real = Counter(c for s, hand in enumerate(state.hands) if s != 0 for c in hand if not is_wild(c))
        real.update(state.haggis)
        assert not set(face_down) & captured and face_down == real
