"""The ``search`` bot's worlds and values for bombs-away (domain/games/bombs_away/world.py), on real tables dealt by
testing deals: a world is built from one seat's knowledge alone, looks to that seat as the real table does, and
plays on by the rules."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import pytest

from domain.bots import Knowledge, Logged
from domain.bots import knowledge as knowledge_of
from domain.game import Command, Ctx, Decided, PlayerSpec, parse_options
from domain.games.bombs_away import GAME
from domain.games.bombs_away.cards import deck, is_ten
from domain.games.bombs_away.commands import Damage, Pick, Play
from domain.games.bombs_away.standing import value, win_chances
from domain.games.bombs_away.state import BombsAwayState, Kind, Phase, Result, Role
from domain.games.bombs_away.world import world
from domain.search import counted, search
from tests.support.bot_games import applied, greedy_move

from .helpers import A, B, C

#: Cards never worth 10, to fill a deck without waking the ten-value rule.
DECK = ("2D", "3S", "4D", "5D", "9C", "2H", "8D", "9S", "AD", "AS")
#: A pile of five cards, enough for a 7 (W5).
FIVE = ("2C", "3D", "4C", "5H", "AC")


def dealt(
    *hands: Sequence[str],
    deck: Sequence[str] = DECK,
    pile: Sequence[str] = (),
    points: Sequence[int] | None = None,
    options: dict[str, Any] | None = None,
) -> BombsAwayState:
    """The table after a testing deal with these hands (deck top first, pile bottom first), seat A to play."""
    deal: dict[str, Any] = {"hands": [list(h) for h in hands], "deck": list(deck), "pile": list(pile)}
    if points is not None:
        deal["points"] = list(points)
    players = [PlayerSpec(name=str(i), bot="greedy" if i else None) for i in range(len(hands))]
    opts = parse_options(GAME.info, options or {})
    state: Any = None
    for event in GAME.setup(players, opts, Ctx(now_ms=1_000, rng=random.Random(3)), deal):
        state = GAME.evolve(state, event, 1_000)
    assert isinstance(state, BombsAwayState)
    return state


def sent(state: BombsAwayState, seat: int, command: Command, now: int = 2_000) -> BombsAwayState:
    """The table once ``seat`` sent ``command`` at ``now``."""
    made = GAME.decide(state, seat, command, Ctx(now_ms=now, rng=random.Random(5)))
    if isinstance(made, Decided):
        new: BombsAwayState = made.state
        return new
    for event in made:
        state = GAME.evolve(state, event, now)
    return state


def looks_the_same(state: BombsAwayState, seat: int, seed: int = 0, now: int = 0) -> tuple[Knowledge, BombsAwayState]:
    """``seat``'s knowledge of ``state`` and a world built from it, checked to show ``seat`` the same table, hold the
    whole pack in its places and let ``seat`` send the same commands."""
    known = knowledge_of(GAME, state, seat, now_ms=now)
    made = world(known, random.Random(seed))
    assert GAME.view(made, seat) == known.view
    assert sorted(c for place in GAME.cards.places(made).values() for c in place) == sorted(deck())
    assert GAME.legal_commands(made, seat) == list(known.legal)
    return known, made


def played_on(state: BombsAwayState, seed: int, now: int = 10_000) -> BombsAwayState:
    """``state`` played to its end by greedy bots at every seat (timers falling due when nobody is awaited)."""
    rng = random.Random(seed)
    for turn in range(5_000):
        if GAME.status(state) == "finished":
            return state
        seat, command, now = greedy_move(GAME, state, now, rng, turn)
        now += 1
        state = sent(state, seat, command, now) if seat is not None else applied(GAME, state, None, command, now)
    raise AssertionError("the game did not end")


def four_seats() -> BombsAwayState:
    return dealt(["KS", "2S", "6D", "8H"], ["5C", "4C", "3C", "2C"], ["4S", "5S", "6S", "8S"], ["JD", "9H", "3H", "4H"])


# -- worlds ----------------------------------------------------------------------------------------------


def test_a_world_keeps_the_seats_hand_and_every_public_card() -> None:
    state = dealt(["QS", "2S", "3C", "4S"], ["6C", "9H", "7H", "5C"], ["4H", "5S", "6S", "8S"], pile=FIVE)
    state = sent(state, A, Play(card="QS"))  # B answers a chain: the pile, the chain and the points are public
    _, made = looks_the_same(state, B)
    assert made.hands[B] == state.hands[B]
    assert made.pile[-5:] == state.pile[-5:] and len(made.pile) == len(state.pile)
    assert (made.chains, made.turn, made.role, made.points, made.blocked) == (
        state.chains,
        state.turn,
        state.role,
        state.points,
        state.blocked,
    )


def test_a_world_deals_each_other_seat_as_many_cards_as_its_view_shows() -> None:
    swap = dealt(["9D", "2S", "6D", "8H"], ["5C", "4C", "3C", "2C"], ["4S", "5S", "6S", "8S"], ["JD", "9H", "3H", "4H"])
    swap = sent(swap, A, Play(card="9D", target=B))  # A holds 3 cards until the swap is over
    out = dealt(["KS", "2S", "6D", "8H"], ["5C", "4C", "3C", "2C"], ["4S", "5S", "6S", "8S"], points=(30, 2, 30))
    out = sent(sent(sent(out, A, Play(card="KS")), B, Play(card="2C")), A, Play(card="8H", block="5"))
    out = sent(out, A, Damage(target=B))  # B is out and holds nothing
    for state, sizes in ((swap, [3, 4, 4, 4]), (out, [4, 0, 4])):
        assert [len(h) for h in state.hands] == sizes
        for seat in GAME.awaiting(state):
            for seed in range(5):
                _, made = looks_the_same(state, seat, seed)
                assert [len(h) for h in made.hands] == sizes and len(made.deck) == len(state.deck)


def test_a_world_deals_the_hidden_cards_anew_and_never_a_card_its_seat_sees() -> None:
    state = dealt(["QS", "2S", "3C", "4S"], ["6C", "9H", "7H", "5C"], ["4H", "5S", "6S", "8S"], pile=FIVE)
    known = knowledge_of(GAME, state, A)
    worlds = [world(known, random.Random(seed)) for seed in range(6)]
    assert len({(w.hands, w.deck) for w in worlds}) == 6
    for made in worlds:
        hidden = Counter([*made.hands[B], *made.hands[C], *made.deck])
        assert hidden == Counter([*state.hands[B], *state.hands[C], *state.deck])
        assert not set(hidden) & {*state.hands[A], *FIVE}


def test_a_world_is_the_same_for_the_same_generator() -> None:
    known = knowledge_of(GAME, four_seats(), A)
    assert world(known, random.Random(7)) == world(known, random.Random(7))


def test_a_world_puts_the_aces_two_cards_where_its_player_saw_them_and_deals_another_seats_anew() -> None:
    state = dealt(["AH", "2S", "3C", "4S"], ["2C", "9D", "4C", "5C"], deck=("3H", "6H", *DECK))
    state = sent(state, A, Play(card="AH"))
    _, made = looks_the_same(state, A)
    assert made.decision is not None and made.decision.kind is Kind.KEEP
    assert sorted(made.decision.offer) == ["3H", "6H"]
    assert made.current is not None and (made.current.seat, made.current.card, made.current.effect) == (A, "AH", True)
    offers = {looks_the_same(state, B, seed)[1].decision.offer for seed in range(6)}  # type: ignore[union-attr]
    assert len(offers) > 1 and all(len(o) == 2 for o in offers)


def test_a_world_puts_the_hand_a_five_looked_at_where_its_player_saw_it() -> None:
    state = dealt(["5H", "2S", "3C", "4S"], ["2C", "KD", "7C", "4C"], ["4H", "5S", "6S", "8S"])
    state = sent(state, A, Play(card="5H", target=B))
    for seed in range(4):
        _, made = looks_the_same(state, A, seed)
        assert made.hands[B] == state.hands[B]
        assert made.decision is not None and (made.decision.kind, made.decision.other) == (Kind.BURY, B)


def test_a_world_rebuilds_a_nines_swap_from_either_of_its_players() -> None:
    state = dealt(["9H", "2S", "3C", "4S"], ["2C", "KD", "7C", "4C"], ["4H", "5S", "6S", "8S"])
    state = sent(state, A, Play(card="9H", target=B))
    for seat in (A, B):
        _, made = looks_the_same(state, seat)
        d = made.decision
        assert d is not None and (d.kind, d.seat, d.other, d.picks) == (Kind.PICK, A, B, (None, None))
        assert sorted(d.seat_sees) == sorted(made.hands[B]) and sorted(d.other_sees) == sorted(made.hands[A])
    picked = sent(state, A, Pick(position=1))
    _, made = looks_the_same(picked, B)
    d = made.decision
    assert d is not None and (d.seat, d.other) == (A, B) and d.picks[0] is not None and d.picks[1] is None
    assert GAME.status(played_on(made, 1)) == "finished"


def test_a_world_rebuilds_a_damage_choice_and_the_closing_card_that_owes_it() -> None:
    state = dealt(["QS", "2S", "6D", "8H"], ["5C", "4C", "3C", "2C"], ["4S", "5S", "6S", "8S"], points=(30, 12, 25))
    state = sent(state, A, Play(card="QS"))
    state = sent(state, B, Play(card="3C"))
    state = sent(state, A, Play(card="8H", block="5"))
    _, made = looks_the_same(state, A)
    assert made.decision == state.decision and made.current == state.current
    assert made.resume_after == state.resume_after == B
    after, real = sent(made, A, Damage(target=C)), sent(state, A, Damage(target=C))
    assert after.points == real.points == (30, 12, 17)
    assert after.turn == real.turn == A  # play resumes after the responder B, the 3 having turned play round


def test_a_world_owes_the_ten_value_choice_its_seat_owes_and_deals_no_checked_hand_two_ten_value_cards() -> None:
    state = dealt(["10H", "QD", "4H", "5H"], ["2C", "9D", "4C", "5C"], ["3C", "8C", "7D", "6H"], deck=DECK)
    assert state.decision is not None and state.decision.kind is Kind.KEEP_TEN
    for seed in range(10):
        _, made = looks_the_same(state, A, seed)
        assert made.current is None and made.decision == state.decision  # after the deal: B and C still to check
        _, theirs = looks_the_same(state, B, seed)
        assert sum(map(is_ten, theirs.hands[A])) >= 2  # A owes the choice: it holds two 10-value cards or more
    busy = sent(dealt(["JH", "2S", "3C", "4S"], ["2C", "9D", "4C", "5C"], ["3H", "8C", "7D", "6H"]), A, Play(card="JH"))
    for seed in range(20):
        _, made = looks_the_same(busy, B, seed)
        assert all(sum(map(is_ten, made.hands[s])) <= 1 for s in (A, C))


def test_a_world_starts_the_turn_clock_when_its_seat_decides_and_it_falls_due_as_the_view_says() -> None:
    state = dealt(["QS", "2S", "3C", "4S"], ["2C", "9D", "4C", "5C"], options={"turn_clock_ms": 20_000})
    state = sent(state, A, Play(card="QS"), now=5_000)
    _, made = looks_the_same(state, B, now=9_000)
    assert (made.clock_ms, made.options.turn_clock_ms) == (9_000, 16_000)
    assert [t.due_ms for t in GAME.timers(made)] == [25_000]
    _, late = looks_the_same(state, B, now=30_000)
    assert (late.clock_ms, late.options.turn_clock_ms) == (24_000, 1_000)
    _, none = looks_the_same(dealt(["QS", "2S", "3C", "4S"], ["2C", "9D", "4C", "5C"]), A, now=9_000)
    assert none.options.turn_clock_ms is None and GAME.timers(none) == []


def test_a_world_of_a_series_keeps_its_games_wins_and_the_finished_hands() -> None:
    state = dealt(["KS", "6S", "3C", "4S"], ["2C", "9D", "4C", "5C"], points=(30, 3), options={"games": 2})
    state = sent(state, A, Play(card="KS"))
    state = sent(state, B, Play(card="2C"))
    state = sent(state, A, Play(card="6S"))  # copies the 2: 2 damage, B keeps 1 point
    _, made = looks_the_same(state, B)
    assert made.options.games == 2 and made.game == 1 and made.points == (30, 1)
    finished = played_on(made, 3)
    _, again = looks_the_same(finished, A)
    assert again.phase is Phase.FINISHED and again.hands == finished.hands and again.result == finished.result


def test_a_game_of_greedy_bots_plays_on_from_a_world_to_its_end() -> None:
    states = [four_seats(), sent(four_seats(), A, Play(card="KS"))]
    for state in states:
        for seat in GAME.awaiting(state):
            for seed in range(3):
                _, made = looks_the_same(state, seat, seed)
                end = played_on(made, seed)
                assert GAME.status(end) == "finished" and end.result is not None


# -- values ----------------------------------------------------------------------------------------------


def test_value_prefers_the_seat_with_more_points_left() -> None:
    state = dealt(["2S", "3C", "4S", "5S"], ["2C", "3D", "4C", "5C"], ["6H", "3H", "4H", "5H"], points=(30, 12, 5))
    assert value(state, A) > value(state, B) > value(state, C)
    assert 0.0 < value(state, C) < value(state, A) < 1.0
    chances = win_chances(state)
    assert sum(chances) == pytest.approx(1.0)


def test_value_counts_the_ten_value_cards_and_the_joker_in_a_hand() -> None:
    state = dealt(["KS", "JK", "6C", "5S"], ["2C", "3D", "4C", "5C"])
    assert value(state, A) > 0.5 > value(state, B)
    assert value(state, A) + value(state, B) == pytest.approx(1.0)  # two seats: one first, one last


def test_value_of_a_seat_that_is_out_is_what_losing_the_game_scores() -> None:
    state = dealt(["2S", "3C", "4S", "5S"], ["2C", "3D", "4C", "5C"], ["6H", "3H", "4H", "5H"], points=(30, 12, 5))
    out = replace(state, points=(30, 12, 0), hands=(state.hands[A], state.hands[B], ()))
    assert value(out, C) == pytest.approx(0.5)  # one game: whoever loses it shares second place of three


def test_value_of_a_finished_series_is_the_seats_place() -> None:
    state = dealt(["2S", "3C", "4S", "5S"], ["2C", "3D", "4C", "5C"], ["6H", "3H", "4H", "5H"])
    done = replace(state, phase=Phase.FINISHED, result=Result(winner=B, wins=(1, 2, 0), game_winners=(B, A, B)))
    assert [value(done, s) for s in (A, B, C)] == [0.5, 1.0, 0.0]


def test_value_weighs_the_games_of_a_series_still_to_play() -> None:
    state = replace(dealt(["2S", "3C"], ["2C", "3D"], options={"games": 3}), turn=None)  # nobody has the edge
    ahead = replace(state, game=2, wins=(1, 0), game_winners=(A,))
    assert value(ahead, A) > value(state, A) == pytest.approx(0.5)
    assert value(ahead, A) == pytest.approx(0.75)  # A wins the series unless B wins both games left
    assert value(ahead, A) + value(ahead, B) == pytest.approx(1.0)


# -- the search ------------------------------------------------------------------------------------------


def test_search_finds_the_closing_card_that_knocks_out_the_last_opponent() -> None:
    state = dealt(["KS", "6S", "3C", "4S"], ["2C", "9D", "4C", "5C"], points=(30, 4))
    state = sent(state, A, Play(card="KS"))
    state = sent(state, B, Play(card="4C"))  # a response worth 4: B, with 4 points, falls to a closing card worth 4
    known = knowledge_of(GAME, state, A)
    assert known.view["role"] == Role.CLOSING.value
    assert {c.card for c in known.legal if isinstance(c, Play)} == {"2D", "3C", "4S", "6S"}  # A drew the 2D
    for seed in range(3):
        chosen = search(GAME, GAME, known, random.Random(seed), counted(10))
        assert isinstance(chosen, Play) and chosen.card in ("4S", "6S")  # the 6 copies the 4; the 2 and 3 fall short


def logged_game(plays: int, seed: int = 11) -> tuple[BombsAwayState, list[Logged]]:
    """Four greedy seats from a random deal, ``plays`` cards played (or the game over), and seat A's log of it:
    every event, redacted for A."""
    players = [PlayerSpec(name=str(i)) for i in range(4)]
    rng = random.Random(seed)
    events = list(GAME.setup(players, parse_options(GAME.info, {}), Ctx(now_ms=1_000, rng=rng)))
    state: Any = None
    for event in events:
        state = GAME.evolve(state, event, 1_000)
    now, played = 1_000, 0
    while played < plays and GAME.status(state) != "finished":
        seat, command, now = greedy_move(GAME, state, now + 1, rng)
        made = GAME.decide(state, seat, command, Ctx(now_ms=now, rng=rng))
        events += made
        played += sum(1 for e in made if type(e).__name__ == "CardPlayed")
        if isinstance(made, Decided):
            state = made.state
        else:
            for event in made:
                state = GAME.evolve(state, event, now)
    return state, [(type(e).__name__, GAME.redact_event(e, A, False)) for e in events]


def test_with_its_seats_log_a_world_lays_the_pile_as_it_is_and_deals_none_of_its_cards_elsewhere() -> None:
    """Every card laid on the pile and taken off it is public: a world given the seat's log holds the real pile,
    and deals the other hands and the deck from exactly the cards that lie in them."""
    state, log = logged_game(plays=30)
    assert len(state.pile) > 5, "the pile hides cards beneath its top"
    known = knowledge_of(GAME, state, A, log=log)
    for seed in range(6):
        made = world(known, random.Random(seed))
        assert GAME.view(made, A) == known.view
        assert made.pile == state.pile
        hidden = [c for s, hand in enumerate(made.hands) if s != A for c in hand] + list(made.deck)
        real = [c for s, hand in enumerate(state.hands) if s != A for c in hand] + list(state.deck)
        assert sorted(hidden) == sorted(real)


def test_a_log_that_does_not_fit_the_view_is_not_trusted() -> None:
    state, log = logged_game(plays=30)
    cut = max(i for i, (kind, _) in enumerate(log) if kind == "CardPlayed")
    known = knowledge_of(GAME, state, A, log=log[:cut])  # the last card played is missing
    made = world(known, random.Random(0))
    assert GAME.view(made, A) == known.view
    assert sorted(c for place in GAME.cards.places(made).values() for c in place) == sorted(deck())
