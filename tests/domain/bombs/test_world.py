"""The ``search`` bot's worlds and values for bombs (domain/games/bombs/world.py): a world is built from one seat's
knowledge alone, looks to that seat as the real table does, deals what it cannot see anew (keeping what the
exchange made public), and plays on by the real rules; ``value`` ranks states for a seat, 0 to 1."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from domain.bots import Knowledge, Logged, choose_command, knowledge
from domain.cards import rank_of
from domain.game import Command, Ctx, PlayerSpec, parse_options
from domain.games.bombs import GAME
from domain.games.bombs.combos import rank_index
from domain.games.bombs.commands import Accept, Pass, Play, Request
from domain.games.bombs.exchange import highest_card
from domain.games.bombs.places import CARDS
from domain.games.bombs.setup import deck
from domain.games.bombs.state import BombsState, Phase, Stage
from domain.games.bombs.world import value, world
from domain.search import counted, search
from tests.support.bot_games import applied, greedy_move

from .helpers import A, B, C

T0 = 1_700_000_000_000
#: A seat that holds many cards, so that nobody is about to go out unless a test says so.
PLENTY = ["6H", "8S", "10C", "QH", "AD", "2H"]


def position(
    hands: Sequence[Sequence[str]],
    moves: Sequence[tuple[int, Command]] = (),
    *,
    options: Mapping[str, Any] | None = None,
    **deal: Any,
) -> BombsState:
    """The state of a table dealt ``hands`` (a testing deal; ``deal`` adds its other keys) after ``moves``."""
    opts = parse_options(GAME.info, {"window_ms": 0, "hands": 3, **(options or {})})
    players = [PlayerSpec(name=name) for name in "ABCDE"[: len(hands)]]
    spec: Mapping[str, Any] = {"hands": [list(h) for h in hands], **deal}
    state: Any = None
    for event in GAME.setup(players, opts, Ctx(now_ms=T0, rng=random.Random(0)), spec):
        state = GAME.evolve(state, event, T0)
    for seat, command in moves:
        state = step(state, seat, command, T0)
    assert isinstance(state, BombsState)
    return state


def step(state: BombsState, seat: int | None, command: Command, now: int) -> BombsState:
    """``state`` after ``command`` of ``seat`` at ``now``, by the real rules."""
    new: BombsState = applied(GAME, state, seat, command, now)
    return new


def whole(fixed: Mapping[int, Sequence[str]], seats: int = 3, seed: int = 0) -> list[list[str]]:
    """A deal of the whole pack: the ``fixed`` hands as given, the rest of the pack shuffled among the others,
    as evenly as it goes."""
    rest = [c for c in deck() if c not in {c for hand in fixed.values() for c in hand}]
    random.Random(seed).shuffle(rest)
    others = [s for s in range(seats) if s not in fixed]
    hands = {s: list(fixed.get(s, ())) for s in range(seats)}
    for i, card in enumerate(rest):
        hands[others[i % len(others)]].append(card)
    return [hands[s] for s in range(seats)]


def known_by(state: BombsState, seat: int, now_ms: int = T0) -> Knowledge:
    return knowledge(GAME, state, seat, now_ms=now_ms)


def worlds(state: BombsState, seat: int, count: int = 6) -> list[BombsState]:
    """``count`` worlds of ``seat``'s knowledge of ``state``, each checked to look to it as ``state`` does."""
    known = known_by(state, seat)
    out = [world(known, random.Random(n)) for n in range(count)]
    for w in out:
        assert GAME.view(w, seat) == known.view
    return out


def greedy_game(players: int, options: Mapping[str, Any], seed: int) -> list[tuple[BombsState, int]]:
    """Every state of a game of greedy bots (with its time), from a random deal, to its end."""
    specs = [PlayerSpec(name=f"b{i}", bot="greedy") for i in range(players)]
    rng, now = random.Random(seed), T0
    state: Any = None
    for event in GAME.setup(specs, parse_options(GAME.info, dict(options)), Ctx(now_ms=now, rng=rng)):
        state = GAME.evolve(state, event, now)
    seen: list[tuple[BombsState, int]] = []
    while GAME.status(state) != "finished":
        seen.append((state, now))
        seat, command, now = greedy_move(GAME, state, now, rng, len(seen))
        now += 250
        state = step(state, seat, command, now)
    return seen


def plays_to_its_end(state: BombsState, now: int, seed: int) -> bool:
    """Whether greedy bots at every seat play ``state`` on to the end of the game by the real rules."""
    rng = random.Random(seed)
    for turn in range(20_000):
        if GAME.status(state) == "finished":
            return True
        seat, command, now = greedy_move(GAME, state, now, rng, turn)
        now += 1
        state = step(state, seat, command, now)
    return False


# -- the world: what the seat sees ---------------------------------------------------------------------


def test_a_world_keeps_the_seats_hand_and_every_public_card() -> None:
    hands = whole({A: ["3C", "3D", "5S", "9H", "JD", "KS"]}, seats=4)
    state = position(hands, [(A, Play(cards=("5S",)))])
    follow = next(c for c in GAME.legal_commands(state, B) if isinstance(c, Play) and len(c.cards) == 1)
    state = step(state, B, follow, T0)
    top = state.trick.top if state.trick else ()
    assert top == follow.cards
    for w in worlds(state, C):
        assert w.hands[C] == state.hands[C]
        assert w.trick is not None and w.trick.top == top
        others = [card for s, hand in enumerate(w.hands) if s != C for card in hand]
        assert not set(others) & {*state.hands[C], *top}


def test_a_world_deals_each_other_seat_as_many_cards_as_its_view_shows() -> None:
    state = position(whole({}, seats=5, seed=3))
    leader = GAME.awaiting(state)[0]
    state = step(state, leader, Play(cards=(state.hands[leader][0],)), T0)
    for seat in range(5):
        for w in worlds(state, seat, 3):
            assert [len(h) for h in w.hands] == [len(h) for h in state.hands]


def test_a_world_holds_the_whole_pack_between_the_hands_the_trick_and_the_cards_played() -> None:
    for state, _ in greedy_game(4, {"hands": 1}, seed=2)[::15]:
        for seat in GAME.awaiting(state):
            for w in worlds(state, seat, 2):
                places = CARDS.places(w)
                held = Counter(card for cards in places.values() for card in cards)
                assert sorted(CARDS.pack(w)) == sorted(CARDS.pack(state))
                assert not held - Counter(CARDS.pack(w))  # no card twice, none from elsewhere
                assert sum(held.values()) == sum(len(h) for h in state.hands) + len(w.trick.top if w.trick else ())


def test_worlds_of_different_generators_deal_the_hidden_cards_anew_and_one_generator_deals_alike() -> None:
    state = position(whole({}, seats=4, seed=5))
    known = known_by(state, B)
    deals = {world(known, random.Random(n)).hands for n in range(5)}
    assert len(deals) == 5
    assert world(known, random.Random(9)) == world(known, random.Random(9))


def test_a_world_shows_its_seat_the_same_view_with_a_turn_clock_and_last_calls() -> None:
    """Along a game of greedy bots with a turn clock and last calls (the view shows when each falls due, not how
    long it is), through the exchange of a later hand."""
    checked = exchanges = calls = 0
    seen = greedy_game(3, {"hands": 2, "window_ms": 2000, "turn_clock_ms": 30_000}, seed=4)
    for i, (state, now) in enumerate(seen):
        if i % 3 and state.phase is not Phase.EXCHANGE:
            continue
        for seat in GAME.awaiting(state):
            known = known_by(state, seat, now)
            for n in range(2):
                assert GAME.view(world(known, random.Random(n)), seat) == known.view
            checked += 1
            exchanges += state.phase is Phase.EXCHANGE
            calls += state.last_call is not None
    assert checked > 20 and exchanges and calls


# -- the world: what the exchange made public ----------------------------------------------------------

#: A Knave (seat A) of the 18 lowest cards, in hand 2 of three seats: it passes a 7.
LOW = sorted(deck(), key=rank_index)[:18]
#: A Knave who passes the red joker, a Master who holds no 10 (but a 9), and the third seat, who holds every 10.
KNAVE = ["RJ", *(c for c in deck() if rank_of(c) in ("3", "4", "5", "6")), "7C"]
MASTER = ["BJ", "9C", *(c for c in deck() if rank_of(c) in ("Q", "K", "A", "2"))]
THIRD = [c for c in deck() if c not in KNAVE and c not in MASTER]


def exchange(fixed: Mapping[int, Sequence[str]], moves: Sequence[tuple[int, Command]] = ()) -> BombsState:
    """Hand 2 of three seats, the whole pack dealt with ``fixed`` hands, Knave A and Master B, after ``moves``."""
    return position(whole(fixed), moves, hand=2, knave=A, master=B)


def test_in_the_exchange_a_world_leaves_the_passed_card_with_the_knave_until_the_master_accepts_it() -> None:
    state = exchange({A: LOW})
    assert state.exchange is not None and state.exchange.stage is Stage.PRIVILEGE
    passed = state.exchange.card
    assert passed is not None
    for w in worlds(state, C) + worlds(state, B):
        assert passed in w.hands[A]
    accepted = step(state, B, Accept(), T0)
    for w in worlds(accepted, C):
        assert passed in w.hands[B] and passed not in w.hands[A]


def test_a_world_gives_the_knave_no_card_above_the_one_it_passed() -> None:
    state = exchange({A: LOW})
    passed = state.exchange.card if state.exchange else None
    assert passed is not None and rank_of(passed) == "7"
    for w in worlds(state, C) + worlds(step(state, B, Accept(), T0), C):
        assert all(highest_card((passed, card)) == passed for card in w.hands[A])


def test_a_world_gives_the_master_no_card_of_a_rank_it_did_not_hold_when_asked() -> None:
    state = exchange({A: KNAVE, B: MASTER, C: THIRD}, [(B, Accept())])
    assert state.exchange is not None and state.exchange.stage is Stage.REQUEST
    asked = step(state, A, Request(rank="10"), T0)
    assert asked.exchange is not None and asked.exchange.stage is Stage.REQUEST  # B holds no 10
    for w in worlds(asked, A, 10):
        assert not [card for card in w.hands[B] if rank_of(card) == "10"]
        assert "RJ" in w.hands[B]


def test_a_world_gives_the_master_a_card_of_the_rank_it_must_return() -> None:
    state = exchange({A: KNAVE, B: MASTER, C: THIRD}, [(B, Accept()), (A, Request(rank="9"))])
    assert state.exchange is not None and state.exchange.stage is Stage.RETURN and state.exchange.required == "9"
    for seat in (A, C):
        for w in worlds(state, seat, 6):
            assert [card for card in w.hands[B] if rank_of(card) == "9"]
            assert plays_to_its_end(w, T0, 0)


def test_a_world_of_the_first_trick_of_the_game_gives_its_leader_the_three_of_clubs() -> None:
    state = position(whole({}, seats=4, seed=1))
    (leader,) = GAME.awaiting(state)
    assert "3C" in state.hands[leader]
    for seat in range(4):
        for w in worlds(state, seat):
            assert "3C" in w.hands[leader]


# -- the world: playing on -----------------------------------------------------------------------------


def test_a_game_of_greedy_bots_plays_on_from_a_world_to_its_end() -> None:
    played = 0
    for state, now in greedy_game(4, {"hands": 2, "window_ms": 1000}, seed=6)[::25]:
        for seat in GAME.awaiting(state):
            known = known_by(state, seat, now)
            w = world(known, random.Random(played))
            assert GAME.legal_commands(w, seat) == list(known.legal)
            assert GAME.awaiting(w) == GAME.awaiting(state)
            assert [t.due_ms for t in GAME.timers(w)] == [t.due_ms for t in GAME.timers(state)]
            assert plays_to_its_end(w, now, played)
            played += 1
    assert played >= 5


# -- the value -----------------------------------------------------------------------------------------


def test_value_of_a_finished_game_is_the_seats_place() -> None:
    state, _ = greedy_game(4, {"hands": 1}, seed=1)[-1]
    final = _finish(state)
    assert final.result is not None
    for seat in range(4):
        assert value(final, seat) == (4 - final.result.ranks[seat]) / 3


def _finish(state: BombsState) -> BombsState:
    """``state`` played on by greedy bots to the end."""
    now, rng = T0, random.Random(0)
    while GAME.status(state) != "finished":
        seat, command, now = greedy_move(GAME, state, now, rng)
        now += 1
        state = step(state, seat, command, now)
    return state


def test_value_prefers_the_seat_with_fewer_cards_left() -> None:
    state = position([["3C", "9D"], ["4C", "5D", "8H", "JS", "KD", "AS"], ["4D", "7D", "9H", "QS"]])
    assert value(state, A) > value(state, C) > value(state, B)
    assert abs(sum(value(state, s) for s in range(3)) - 1.5) < 1e-9  # the places' scores add up to 0 + ½ + 1


def test_value_prefers_a_hand_that_needs_fewer_leads_to_the_same_number_of_cards() -> None:
    state = position([["3C", "4D", "5H", "6S", "7C"], ["4C", "9D", "JH", "KS", "2C"], PLENTY])
    assert value(state, A) > value(state, B)


def test_value_counts_the_scores_more_as_fewer_hands_are_left() -> None:
    hands = [["3C", "9D", "JH"], ["4C", "9H", "JS"], ["5C", "9S", "JD"]]
    early = position(hands, options={"hands": 12}, scores=[4, 0, 0])
    late = position(hands, options={"hands": 1}, scores=[4, 0, 0])
    assert value(early, A) > value(early, B)
    assert value(late, A) > value(early, A)


def test_value_stays_between_zero_and_one() -> None:
    for state, _ in greedy_game(5, {"hands": 2}, seed=8)[::20]:
        for seat in range(5):
            assert 0.0 <= value(state, seat) <= 1.0


# -- the search bot ------------------------------------------------------------------------------------


def test_search_goes_out_when_it_can() -> None:
    leads = position([["7D", "7H"], PLENTY, ["4C", "5D", "5H", "9S"]], leader=A)
    known = known_by(leads, A)
    assert len(known.legal) > 1
    assert search(GAME, GAME, known, random.Random(0), counted(10)) == Play(cards=("7D", "7H"))
    follows = position([["3C", "4D", "4H", "8C"], PLENTY, ["9S", "9H"]], [(A, Play(cards=("4D", "4H"))), (B, Pass())])
    known = known_by(follows, C)
    assert Pass() in known.legal
    assert search(GAME, GAME, known, random.Random(0), counted(10)) == Play(cards=("9H", "9S"))


def test_search_picks_one_of_its_legal_commands_in_the_exchange() -> None:
    state = exchange({A: LOW})
    known = known_by(state, B)
    assert search(GAME, GAME, known, random.Random(0), counted(4)) in known.legal


def test_with_its_seats_log_a_world_deals_no_card_played_since_the_deal_into_a_hand() -> None:
    """The cards played are public history the view does not show: a world given the seat's log deals the hidden
    cards to the other hands only, and the hands it deals hold exactly the cards nobody has played or shown."""
    hands = whole({}, seats=4, seed=3)
    state = position(hands)
    log: list[Logged] = []
    rng = random.Random(5)
    for _ in range(14):
        [seat, *_] = GAME.awaiting(state)
        move = choose_command(GAME, "greedy", knowledge(GAME, state, seat), rng)
        made = GAME.decide(state, seat, move, Ctx(now_ms=T0, rng=random.Random(0)))
        log += [(type(e).__name__, GAME.redact_event(e, 0, False)) for e in made]
        state = step(state, seat, move, T0)
    played = {c for kind, data in log if kind == "CardsPlayed" for c in data["cards"]}
    assert played - set(state.trick.top if state.trick else ()), "cards were played and beaten"
    known = knowledge(GAME, state, 0, log=[(k, d) for k, d in position_log(hands) + log])
    for seed in range(6):
        dealt = world(known, random.Random(seed))
        assert GAME.view(dealt, 0) == known.view
        others = Counter(c for s, hand in enumerate(dealt.hands) if s != 0 for c in hand)
        assert not set(others) & played
        assert sorted(others.elements()) == sorted(c for c in deck() if c not in played and c not in state.hands[0])


def position_log(hands: Sequence[Sequence[str]]) -> list[Logged]:
    """Seat 0's log of the opening of ``position(hands)``: the events the deal made, redacted for it."""
    opts = parse_options(GAME.info, {"window_ms": 0, "hands": 3})
    players = [PlayerSpec(name=name) for name in "ABCDE"[: len(hands)]]
    opening = GAME.setup(players, opts, Ctx(now_ms=T0, rng=random.Random(0)), {"hands": [list(h) for h in hands]})
    return [(type(e).__name__, GAME.redact_event(e, 0, False)) for e in opening]
