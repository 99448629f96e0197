"""The multiple-tables variant (docs/rules.md §1.6, §1.7, B15–B17): splits, waiting tables, rotation, the exchange of
an arriving Knave with the resident Master, scores across tables, and tie-breaks at one or several tables."""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from domain.errors import IllegalMove
from domain.game import Ctx, PlayerSpec, from_data
from domain.games.bombs import GAME, INFO
from domain.games.bombs.commands import CloseTable, NextHand
from domain.games.bombs.events import DealerDrawn, GameStarted, HandDealt, HandScored, SeatTaken, TableClosed
from domain.games.bombs.match import (
    HandCompleted,
    MatchFinished,
    MatchState,
    TablesSeated,
    advance,
    evolve_match,
    split,
    start,
    table_sizes,
)
from domain.games.bombs.match_view import match_view
from domain.games.bombs.options import Options
from domain.games.bombs.state import BombsState, Phase, Stage
from tests.domain.bombs.match_sim import MatchSim


def ctx() -> Ctx:
    return Ctx(now_ms=5_000, rng=random.Random(7))


@pytest.mark.parametrize(
    ("players", "sizes"),
    [(6, (3, 3)), (7, (4, 3)), (9, (5, 4)), (11, (4, 4, 3)), (16, (4, 4, 4, 4))],
)
def test_players_are_split_as_evenly_as_possible_into_tables_of_three_to_five(
    players: int, sizes: tuple[int, ...]
) -> None:
    assert table_sizes(players) == sizes


def test_every_match_size_gets_ceil_n_over_five_tables_of_three_to_five() -> None:
    for players in range(6, 41):
        sizes = table_sizes(players)
        assert len(sizes) == math.ceil(players / 5)
        assert sum(sizes) == players
        assert all(3 <= s <= 5 for s in sizes) and max(sizes) - min(sizes) <= 1


def test_fewer_than_six_players_are_no_match() -> None:
    with pytest.raises(ValueError):
        table_sizes(5)


def test_players_sit_in_the_order_given_at_tables_t0_t1() -> None:
    started = start([f"p{i}" for i in range(7)], [False] * 7, Options())
    assert started.tables == (("t0", (0, 1, 2, 3)), ("t1", (4, 5, 6)))
    assert split(range(11)) == ((0, 1, 2, 3), (4, 5, 6, 7), (8, 9, 10))


def test_hand_one_at_every_table_has_no_exchange_and_the_three_of_clubs_leads() -> None:
    sim = MatchSim.create(7, seed=1)
    for key in ("t0", "t1"):
        dealt = next(e for e in sim.log[key] if isinstance(e, HandDealt))
        assert isinstance(sim.log[key][1], DealerDrawn)
        assert dealt.hand == 1 and dealt.knave is None and dealt.master is None
        assert dealt.leader is not None and "3C" in dealt.hands[dealt.leader]
        assert sum(len(h) for h in dealt.hands) == 54  # each table has its own deck


def test_a_table_of_a_match_waits_after_its_hand_instead_of_dealing_the_next() -> None:
    sim = MatchSim.create(6, seed=2)
    sim.play_hand()
    # After the hand, each table stopped at its HandScored until the match dealt on (one NextHand each).
    for key in ("t0", "t1"):
        kinds = [type(e).__name__ for e in sim.log[key]]
        scored = kinds.index("HandScored")
        assert kinds[scored + 1] == "SeatTaken"
    assert [key for key, command in sim.steps[0].commands if isinstance(command, NextHand)] == ["t0", "t1"]


def test_advance_waits_until_every_table_has_finished_the_hand() -> None:
    sim = MatchSim.create(7, seed=3)
    t0 = sim.tables["t0"]
    waiting = replace(t0, phase=Phase.DEALING, order=(0, 1, 2, 3))
    assert GAME.awaiting(waiting) == () and GAME.timers(waiting) == []
    assert advance(sim.match, {"t0": waiting, "t1": sim.tables["t1"]}) is None
    done = replace(sim.tables["t1"], phase=Phase.DEALING, order=(2, 0, 1))
    step = advance(sim.match, {"t0": waiting, "t1": done})
    assert step is not None and isinstance(step.events[0], HandCompleted)


def test_knave_of_each_table_moves_to_the_next_table_into_the_departing_knaves_seat() -> None:
    sim = MatchSim.create(11, seed=4)
    for _ in range(4):
        before = sim.match.tables
        sim.play_hand()
        completed, seated = sim.steps[-1].events
        assert isinstance(completed, HandCompleted) and isinstance(seated, TablesSeated)
        knaves = {key: order[-1] for key, order in completed.orders}
        after = dict(seated.tables)
        for i, table in enumerate(before):
            source = before[(i - 1) % len(before)]
            leaving = knaves[table.key]
            arriving = knaves[source.key]
            seat = table.players.index(leaving)
            expected = list(table.players)
            expected[seat] = arriving
            assert after[table.key] == tuple(expected)
            assert (arriving, source.key, table.key) in seated.moves
        assert [len(p) for p in after.values()] == [4, 4, 3]  # table sizes stay the same


def test_arriving_knave_deals_and_exchanges_with_the_resident_master() -> None:
    sim = MatchSim.create(9, seed=5)
    sim.play_hand()
    completed, seated = sim.steps[-1].events
    assert isinstance(completed, HandCompleted) and isinstance(seated, TablesSeated)
    for key, order in completed.orders:
        master, knave_left = order[0], order[-1]
        players = dict(seated.tables)[key]
        arriving = next(p for p, _, to in seated.moves if to == key)
        seat = players.index(arriving)
        taken = next(e for e in reversed(sim.log[key]) if isinstance(e, SeatTaken))
        dealt = next(e for e in reversed(sim.log[key]) if isinstance(e, HandDealt))
        assert knave_left not in players and master in players  # the Master stayed put
        assert taken.seat == seat and taken.name == f"p{arriving}"
        assert dealt.hand == 2 and dealt.dealer == seat and dealt.knave == seat
        assert dealt.master == players.index(master) and dealt.leader is None
        table = sim.tables[key]
        assert table.names[seat] == f"p{arriving}"
        assert table.exchange is not None and table.exchange.stage in (Stage.REVOLT, Stage.PRIVILEGE)


def test_scores_add_up_across_tables_by_player() -> None:
    sim = MatchSim.create(7, seed=6)
    for _ in range(3):
        sim.play_hand()
    completed = [e for e in sim.log["match"] if isinstance(e, HandCompleted)]
    totals = [0] * 7
    for hand in completed:
        points = [0] * 7
        for _, order in hand.orders:
            for place, player in enumerate(order):
                points[player] = (4, 3, 2, 2, 1)[place] if place < len(order) - 1 else 1
        assert hand.points == tuple(points)
        totals = [a + b for a, b in zip(totals, points, strict=True)]
        assert hand.totals == tuple(totals)
    assert sim.match.totals == tuple(totals)


def last_hand(totals: list[int], orders: dict[str, tuple[int, ...]]) -> tuple[MatchState, dict[str, BombsState]]:
    """Six players at two tables in the 12th hand with ``totals`` so far; each table finished in ``orders``."""
    match = evolve_match(None, start([f"p{i}" for i in range(6)], [False] * 6, Options()))
    match = replace(match, hand=12, totals=tuple(totals))
    tables = {}
    for seating in match.tables:
        local = tuple(seating.players.index(p) for p in orders[seating.key])
        tables[seating.key] = BombsState(
            names=tuple(match.names[p] for p in seating.players),
            bots=(False,) * 3,
            options=Options(table=True),
            scores=(0,) * 3,
            phase=Phase.DEALING,
            hand_number=12,
            players=(0, 1, 2),
            hands=((), (), ()),
            order=local,
        )
    return match, tables


ORDERS = {"t0": (0, 1, 2), "t1": (3, 4, 5)}  # points 4, 3, 1 at each table


def test_match_finishes_after_twelve_hands_when_first_place_is_not_tied_and_closes_every_table() -> None:
    match, tables = last_hand([30, 20, 10, 25, 20, 10], ORDERS)
    step = advance(match, tables)
    assert step is not None
    finished = step.events[-1]
    assert isinstance(finished, MatchFinished)
    assert finished.scores == (34, 23, 11, 29, 23, 11) and finished.winners == (0,)
    assert finished.ranks == (1, 3, 5, 2, 3, 5)
    assert step.commands == (("t0", CloseTable()), ("t1", CloseTable()))
    assert step.new_tables == ()


def test_tie_after_twelve_hands_with_three_qualifying_plays_one_tiebreak_table() -> None:
    match, tables = last_hand([20, 21, 5, 10, 10, 22], ORDERS)  # totals 24 24 6 14 13 23
    step = advance(match, tables)
    assert step is not None
    seated = step.events[-1]
    assert isinstance(seated, TablesSeated) and seated.tiebreak and seated.hand == 13
    assert [(t.key, t.players, t.hand) for t in step.new_tables] == [("h13-0", (0, 1, 5), 13)]
    assert step.commands == (("t0", CloseTable()), ("t1", CloseTable()))


def test_more_than_five_qualifying_leaves_only_those_tied_for_first_at_one_table() -> None:
    match, tables = last_hand([20, 21, 19, 16, 17, 19], ORDERS)  # totals 24 24 20 20 20 20: ranks 1 1 3 3 3 3
    step = advance(match, tables)
    assert step is not None
    assert [(t.key, t.players) for t in step.new_tables] == [("h13-0", (0, 1))]


def test_more_than_five_tied_for_first_play_a_multi_table_tiebreak_hand() -> None:
    match, tables = last_hand([10, 11, 13, 10, 11, 13], ORDERS)  # all six at 14
    step = advance(match, tables)
    assert step is not None
    assert [(t.key, t.players) for t in step.new_tables] == [("h13-0", (0, 1, 2)), ("h13-1", (3, 4, 5))]


def test_a_tiebreak_table_is_a_new_tables_first_hand_then_the_match_ends_or_breaks_again() -> None:
    sim = MatchSim.create(6, seed=8, hands=1)
    match, tables = last_hand([20, 21, 19, 16, 17, 19], ORDERS)
    sim.match, sim.tables = replace(match, options=replace(match.options, hands=12)), tables
    sim.log["t0"], sim.log["t1"] = [], []
    step = advance(sim.match, sim.tables)
    assert step is not None
    sim.apply(step)
    assert isinstance(sim.log["t0"][-1], TableClosed) and sim.tables["t0"].phase is Phase.FINISHED
    opening = sim.log["h13-0"]
    dealt = next(e for e in opening if isinstance(e, HandDealt))
    assert isinstance(opening[1], DealerDrawn)
    assert dealt.tiebreak and dealt.hand == 13 and dealt.knave is None
    assert dealt.leader is not None and "3C" in dealt.hands[dealt.leader]
    assert [len(h) for h in dealt.hands] == [27, 27]
    sim.play_to_the_end()
    assert sim.match.result is not None and len(sim.match.result.winners) == 1
    assert sim.match.result.winners[0] in (0, 1)


def test_the_match_commands_are_refused_unless_the_table_waits_between_hands() -> None:
    sim = MatchSim.create(6, seed=9)
    for command in (NextHand(name="x", bot=False), CloseTable()):
        with pytest.raises(IllegalMove) as refused:
            GAME.decide(sim.tables["t0"], None, command, ctx())
        assert refused.value.code == "table-not-waiting"


@pytest.mark.parametrize(("players", "hands"), [(9, 12), (16, 2)])
def test_random_matches_run_to_the_end_with_every_table_synchronised(players: int, hands: int) -> None:
    sim = MatchSim.create(players, seed=players, hands=hands)
    sim.play_to_the_end()
    assert sim.match.result is not None
    completed = [e for e in sim.log["match"] if isinstance(e, HandCompleted)]
    assert [e.hand for e in completed] == list(range(1, len(completed) + 1))
    assert len(completed) >= hands
    assert all(t.phase is Phase.FINISHED for t in sim.tables.values())
    assert sum(sim.match.result.scores) == sum(sum(e.points) for e in completed)


# -- what a table of a match shows: its players, and their scores (§1.6: scores add up by player) -----------


def test_the_table_in_a_players_view_maps_its_seats_to_the_match_seats_of_tables() -> None:
    sim = MatchSim.create(7, seed=10)
    assert [(t.key, t.players) for t in sim.match.tables] == [("t0", (0, 1, 2, 3)), ("t1", (4, 5, 6))]
    for player in range(7):
        view = match_view(sim.match, sim.tables, player)
        entry = next(t for t in view["tables"] if t["key"] == view["table"]["key"])
        assert view["table"]["players"] == entry["players"]
        mine = next(s["seat"] for s in view["table"]["seats"] if s["name"] == f"p{player}")
        assert view["table"]["players"][mine] == player
    assert match_view(sim.match, sim.tables, 4)["table"]["players"] == [4, 5, 6]
    assert match_view(sim.match, sim.tables, 0)["table"]["players"] == [0, 1, 2, 3]


def check_tables_show_match_totals(sim: MatchSim) -> None:
    """Every table in play shows, at each seat, the match total of the player sitting there, in its state and in
    every player's view, and its ``players`` is its entry of ``tables``."""
    for seating in sim.match.tables:
        table = sim.tables[seating.key]
        assert table.scores == tuple(sim.match.totals[p] for p in seating.players), seating.key
        for local, player in enumerate(seating.players):
            view = match_view(sim.match, sim.tables, player)
            assert view["table"]["key"] == seating.key
            assert view["table"]["players"] == list(seating.players)
            assert view["table"]["seats"][local]["score"] == view["seats"][player]["score"] == sim.match.totals[player]


# Seeds with a tie-break hand after the last one (so a tie-break table is checked too).
@pytest.mark.parametrize(("players", "hands", "seed"), [(7, 5, 3), (11, 3, 6), (6, 4, 1)])
def test_a_tables_scores_follow_its_players_not_its_chairs_after_every_hand(
    players: int, hands: int, seed: int
) -> None:
    sim = MatchSim.create(players, seed=seed, hands=hands)
    check_tables_show_match_totals(sim)
    moved_with_another_total = 0
    while not sim.match.finished:
        before = sim.match.tables
        hand = sim.match.hand
        sim.play_hand()
        completed = sim.steps[-1].events[0]
        assert isinstance(completed, HandCompleted) and completed.hand == hand
        for seating in before:
            scored = [e for e in sim.log[seating.key] if isinstance(e, HandScored)][-1]
            assert scored.hand == hand
            assert scored.scores == tuple(completed.totals[p] for p in seating.players), (hand, seating.key)
        seated = sim.steps[-1].events[1] if len(sim.steps[-1].events) > 1 else None
        if isinstance(seated, TablesSeated) and not seated.tiebreak:
            for arriving, source, key in seated.moves:
                old = next(t for t in before if t.key == key)
                left = next(p for p in old.players if p not in dict(seated.tables)[key])
                local = dict(seated.tables)[key].index(arriving)
                taken = next(e for e in reversed(sim.log[key]) if isinstance(e, SeatTaken))
                assert taken.seat == local and taken.scores[local] == completed.totals[arriving]
                view = match_view(sim.match, sim.tables, arriving)
                assert view["table"]["key"] == key != source
                assert view["table"]["seats"][local]["score"] == completed.totals[arriving]
                moved_with_another_total += completed.totals[arriving] != completed.totals[left]
        if not sim.match.finished:
            check_tables_show_match_totals(sim)
    assert moved_with_another_total > 0  # the check would have caught totals kept by chair
    assert sim.match.result is not None and any(key.startswith("h") for key in sim.log)  # a tie-break was played


def test_a_tiebreak_table_opens_with_its_players_match_totals() -> None:
    sim = MatchSim.create(6, seed=8, hands=1)
    match, tables = last_hand([20, 21, 19, 16, 17, 19], ORDERS)  # totals 24 24 20 20 20 20
    sim.match, sim.tables = match, tables
    sim.log["t0"], sim.log["t1"] = [], []
    step = advance(sim.match, sim.tables)
    assert step is not None
    sim.apply(step)
    (started, *_) = sim.log["h13-0"]
    assert isinstance(started, GameStarted) and started.scores == (24, 24)
    assert match_view(sim.match, sim.tables, 1)["table"]["seats"][1]["score"] == 24
    sim.play_hand()
    scored = next(e for e in sim.log["h13-0"] if isinstance(e, HandScored))
    assert sorted(scored.scores) == [25, 28] and sim.match.totals[:2] == scored.scores


def test_a_seat_taken_recorded_before_rules_2_keeps_the_totals_by_seat() -> None:
    sim = MatchSim.create(6, seed=2)
    sim.play_hand()
    log = sim.log["t0"]
    end = next(i for i, e in enumerate(log) if isinstance(e, HandScored))
    scored = log[end]
    assert isinstance(scored, HandScored)
    state = None
    for event in log[: end + 1]:
        state = GAME.evolve(state, event, 9_000)
    old = from_data(NextHand, {"name": "p9", "bot": False})  # a command stored before rules 2
    assert isinstance(old, NextHand) and old.scores == ()
    taken = from_data(SeatTaken, {"seat": 1, "name": "p9", "bot": False})
    assert isinstance(taken, SeatTaken) and taken.scores == ()
    waiting = GAME.evolve(state, taken, 9_000)
    assert isinstance(waiting, BombsState) and waiting.scores == scored.scores and waiting.names[1] == "p9"


def test_next_hand_refuses_totals_that_are_not_one_per_seat() -> None:
    sim = MatchSim.create(6, seed=2, hands=3)
    sim.play_hand()
    state = sim.tables["t0"]
    waiting = replace(state, phase=Phase.DEALING, order=(0, 1, 2))
    with pytest.raises(IllegalMove) as refused:
        GAME.decide(waiting, None, NextHand(name="x", bot=False, scores=(1, 2)), ctx())
    assert refused.value.code == "bad-command"


def test_the_rules_are_version_2_since_a_tables_scores_follow_its_players() -> None:
    assert INFO.rules_version == "2"


def test_a_single_table_scores_by_seat_as_before() -> None:
    events = GAME.setup(
        [PlayerSpec(name=n, bot=None) for n in "ABC"], {"hands": 2, "window_ms": 0}, Ctx(now_ms=0, rng=random.Random(1))
    )
    state = None
    for event in events:
        state = GAME.evolve(state, event, 0)
    assert isinstance(state, BombsState) and not state.options.table and state.scores == (0, 0, 0)
    with pytest.raises(IllegalMove):
        GAME.decide(state, None, NextHand(name="x", bot=False, scores=(5, 5, 5)), ctx())


def test_a_seat_is_known_only_for_a_hand_the_match_has_seated() -> None:
    """A deal of hand 2 read with a match still in hand 1 is shown to nobody's eyes: hand 1's seating must not
    stand for it (the Knaves move, and another player holds the local seat then)."""
    match = evolve_match(None, start([f"p{i}" for i in range(6)], [False] * 6, Options()))
    assert match.seat_at("t0", 1, 0) == 0
    assert match.seat_at("t0", 2, 0) is None
    rotated = TablesSeated(hand=2, tables=(("t0", (3, 1, 2)), ("t1", (0, 4, 5))), moves=(), tiebreak=False)
    seated = evolve_match(match, rotated)
    assert (seated.seat_at("t0", 2, 0), seated.seat_at("t1", 2, 0), seated.seat_at("t0", 1, 0)) == (None, 0, 0)
