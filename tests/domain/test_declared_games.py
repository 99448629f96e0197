"""Every game is declared as a record of its functions (``domain.declared``), and a game type with matches
hands a game of enough players to its match rules (``domain.game.rules_for``)."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from domain.deciding import due_timer
from domain.declared import Declared, WithMatches
from domain.errors import Code, IllegalMove, InvalidSetup
from domain.game import Ctx, PlayerSpec, Timer, parse_options
from domain.games import GAMES
from domain.games.bombs.commands import TimeOut
from domain.tables.rules import HasMatches, PlaysAtTables, match_rules, rules_for
from tests.support.playout import playout


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_is_a_declared_record_of_the_game_protocols_functions(slug: str) -> None:
    game = GAMES[slug]
    assert isinstance(game, Declared)
    declarations = {"info", "privacy", "shapes", "cards", "bots", "greedy", "world", "value", "deal", "revisions"}
    assert all(callable(getattr(game, f.name)) for f in fields(Declared) if f.name not in declarations)
    assert all(callable(setup) for setup in game.revisions.values())  # the set-up of each older version it plays
    assert ("greedy" in game.bots) == callable(game.greedy)  # a game offers greedy with its heuristic
    assert ("search" in game.bots) == (callable(game.world) and callable(game.value))  # and search with its worlds
    # A game of several deals (rounds, a series of games) says which one a state is in, where a playout stops;
    # exploding-aces is one deal, and bombs plays on past its hand (its exchange carries the hand's places over).
    assert callable(game.deal) == (slug in ("haggis", "bombs-away"))
    assert game.info.slug == slug


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_games_own_refusal_codes_are_listed_in_its_info_and_never_repeat_the_shared_ones(slug: str) -> None:
    codes = GAMES[slug].info.codes
    assert codes and len(set(codes)) == len(codes)
    assert not set(codes) & {c.value for c in Code}


def test_bombs_of_six_or_more_players_is_played_by_its_match_rules_whose_tables_are_bombs_tables() -> None:
    bombs = GAMES["bombs"]
    assert isinstance(bombs, WithMatches) and isinstance(bombs, HasMatches)
    matches = bombs.matches
    assert isinstance(matches, PlaysAtTables)
    assert [rules_for(bombs, n) is matches for n in (3, 5, 6, 40)] == [False, False, True, True]
    assert match_rules(bombs, 5) is None and match_rules(bombs, 6) is matches
    assert matches.table_game.info is bombs.info
    assert all(match_rules(game, game.info.max_players) is None for slug, game in GAMES.items() if slug != "bombs")


def test_a_bombs_table_refuses_more_than_five_players_they_play_a_match() -> None:
    bombs = GAMES["bombs"]
    specs = [PlayerSpec(name=f"p{i}") for i in range(6)]
    ctx = Ctx(now_ms=0, rng=random.Random(0))
    with pytest.raises(InvalidSetup) as refused:
        bombs.setup(specs, parse_options(bombs.info, {}), ctx)
    assert refused.value.code == Code.BAD_PLAYER_COUNT
    assert [type(e).__name__ for e in bombs.matches.setup(specs, parse_options(bombs.info, {}), ctx)] == [
        "MatchStarted"
    ]


def test_a_match_takes_no_command_of_its_own_and_waits_on_nobody() -> None:
    matches = GAMES["bombs"].matches
    specs = [PlayerSpec(name=f"p{i}") for i in range(7)]
    ctx = Ctx(now_ms=0, rng=random.Random(0))
    state = None
    for event in matches.setup(specs, parse_options(matches.info, {}), ctx):
        state = matches.evolve(state, event, 0)
    assert matches.status(state) == "active"
    assert (matches.awaiting(state), matches.timers(state), matches.legal_commands(state, 0)) == ((), [], [])
    with pytest.raises(IllegalMove) as refused:
        matches.decide(state, 0, TimeOut(key="clock:1:0"), ctx)
    assert refused.value.code == Code.UNKNOWN_COMMAND
    assert [key for key, _ in matches.tables(state)] == ["t0", "t1"]


def test_a_fired_timer_is_applied_only_while_open_and_once_due() -> None:
    timer = Timer(key="clock:1:0", due_ms=1_000, command=TimeOut(key="clock:1:0"))
    assert due_timer([timer], TimeOut(key="clock:1:0"), 1_000) is timer
    for command, now, code in (
        (TimeOut(key="clock:1:0"), 999, Code.TIMER_NOT_DUE),
        (TimeOut(key="clock:1:1"), 5_000, Code.TIMER_NOT_OPEN),
    ):
        with pytest.raises(IllegalMove) as refused:
            due_timer([timer], command, now)
        assert refused.value.code == code


@pytest.mark.parametrize(
    ("slug", "players", "winner_starts"),
    [("exploding-aces", 3, True), ("bombs-away", 3, True), ("bombs", 4, False), ("haggis", 3, False)],
)
def test_the_next_game_is_started_by_the_winner_only_where_the_rules_say_so(
    slug: str, players: int, winner_starts: bool
) -> None:
    game = GAMES[slug]
    played = playout(game, players, {}, seed=7)
    assert played.finished
    result = game.view(played.state, None)["result"]
    assert game.next_starter(played.state) == (result["winner"] if winner_starts else None)


def test_a_bombs_away_rematch_is_started_by_the_winner_of_the_series_last_game_not_of_the_series() -> None:
    game = GAMES["bombs-away"]
    for seed in range(60):
        played = playout(game, 3, {"games": 3}, seed=seed)
        if played.state.result.winner != played.state.game_winners[-1]:
            assert game.next_starter(played.state) == played.state.game_winners[-1]
            return
    raise AssertionError("no seed gave a series whose winner did not win its last game")
