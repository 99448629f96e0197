"""The idle policy as rules (``domain.idle``, docs/rules.md §0.1): autopilot, stepping away, return, resigning and
abandonment,
pure, over a short game of bombs."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from domain.errors import Code, IllegalMove, InvalidSetup
from domain.game import Ctx, Event, PlayerSpec, parse_options
from domain.games import GAMES
from domain.idle import (
    NOT_A_PERSON,
    NOT_ON_AUTOPILOT,
    ON_AUTOPILOT,
    SEAT_RESIGNED,
    Abandon,
    Attended,
    AttendedState,
    GameAbandoned,
    IdlePolicy,
    IdleSeat,
    Resign,
    ReturnSeat,
    SeatAutopilot,
    SeatResigned,
    StepAway,
    attended,
    parse_policy,
    policy_of_new_game,
)
from domain.players.places import places_of
from domain.snapshots import decode_state, encode_state

T0 = 1_700_000_000_000
POLICY = IdlePolicy(seat_idle_s=10, game_idle_s=60)
DEAL = {"hands": [["3C", "4C", "5C"], ["6C", "7C", "8C"], ["9C", "10C", "JC"]], "dealer": 0}
BOMBS = GAMES["bombs"]


def start(bots: Sequence[str | None] = (None, None, None)) -> tuple[Attended, AttendedState]:
    """Bombs for three under ``POLICY`` (``bots``: each seat's policy, None for a person), after its opening."""
    rules = attended(BOMBS, POLICY, bots)
    assert isinstance(rules, Attended)
    players = [PlayerSpec(name=f"p{i}", bot=bot) for i, bot in enumerate(bots)]
    options = parse_options(BOMBS.info, {"window_ms": 0})
    events = rules.setup(players, options, Ctx(now_ms=T0, rng=random.Random(0)), DEAL)
    return rules, fold(rules, None, events, T0)


def fold(rules: Attended, state: AttendedState | None, events: Sequence[Event], at_ms: int) -> AttendedState:
    for event in events:
        state = rules.evolve(state, event, at_ms)
    assert state is not None
    return state


def act(rules: Attended, state: AttendedState, seat: int | None, command: Any, at_ms: int) -> AttendedState:
    """``state`` after ``command`` of ``seat`` at ``at_ms``, decided and folded."""
    return fold(rules, state, rules.decide(state, seat, command, Ctx(now_ms=at_ms, rng=random.Random(1))), at_ms)


def on_turn(rules: Attended, state: AttendedState) -> int:
    (seat,) = rules.awaiting(state)
    return seat


def idle_timer(rules: Attended, state: AttendedState) -> Any:
    (timer,) = [t for t in rules.timers(state) if isinstance(t.command, IdleSeat)]
    return timer


def test_a_persons_seat_awaited_for_seat_idle_s_goes_on_autopilot_and_not_a_moment_before() -> None:
    rules, state = start()
    seat = on_turn(rules, state)
    timer = idle_timer(rules, state)
    assert (timer.command, timer.due_ms) == (IdleSeat(seat=seat), T0 + 10_000)
    with pytest.raises(IllegalMove) as early:
        act(rules, state, None, IdleSeat(seat=seat), T0 + 9_999)
    assert early.value.code == Code.TIMER_NOT_DUE
    events = rules.decide(state, None, IdleSeat(seat=seat), Ctx(now_ms=T0 + 10_000, rng=random.Random(1)))
    assert events == [SeatAutopilot(seat=seat, on=True)]
    after = fold(rules, state, events, T0 + 10_000)
    assert after.autopilot == (seat,)
    assert [t for t in rules.timers(after) if isinstance(t.command, IdleSeat)] == []  # it idles once


def test_a_seat_on_autopilot_is_played_by_a_bot_while_another_person_is_at_the_table() -> None:
    rules, state = start()
    seat = on_turn(rules, state)
    away = act(rules, state, None, IdleSeat(seat=seat), T0 + 10_000)
    assert rules.autoplayed(away) == (seat,)
    assert rules.present(away) == tuple(s for s in range(3) if s != seat)
    assert rules.awaiting(away) == (seat,)  # still the seat's turn: its bot's
    assert not any(isinstance(t.command, Abandon) for t in rules.timers(away))


def test_with_nobody_at_the_table_the_autopilot_waits_and_the_game_ends_abandoned_after_game_idle_s() -> None:
    rules, state = start(bots=(None, "random", "random"))
    assert on_turn(rules, state) == 0
    away = act(rules, state, None, IdleSeat(seat=0), T0 + 10_000)
    assert rules.autoplayed(away) == ()  # nobody is left to play with: no bot plays for the person
    (abandon,) = [t for t in rules.timers(away) if isinstance(t.command, Abandon)]
    assert abandon.due_ms == T0 + 10_000 + 60_000
    with pytest.raises(IllegalMove):
        act(rules, away, None, Abandon(), abandon.due_ms - 1)
    over = fold(rules, away, rules.decide(away, None, Abandon(), Ctx(now_ms=abandon.due_ms, rng=random.Random(1))),
                abandon.due_ms)
    assert over.abandoned and rules.status(over) == "finished"
    assert rules.awaiting(over) == () and rules.timers(over) == [] and rules.legal_commands(over, 0) == []
    assert rules.view(over, None)["result"] is None  # no result, no winner
    assert rules.control(over)["abandoned"] is True
    with pytest.raises(IllegalMove) as refused:
        act(rules, over, 0, ReturnSeat(), abandon.due_ms + 1)
    assert refused.value.code == Code.GAME_OVER


def test_a_return_takes_the_seat_back_and_closes_the_abandon_deadline() -> None:
    rules, state = start(bots=(None, "random", "random"))
    away = act(rules, state, None, IdleSeat(seat=0), T0 + 10_000)
    back = act(rules, away, 0, ReturnSeat(), T0 + 20_000)
    assert back.autopilot == () and rules.autoplayed(back) == ()
    assert not any(isinstance(t.command, Abandon) for t in rules.timers(back))
    assert idle_timer(rules, back).due_ms == T0 + 20_000 + 10_000  # awaited anew from its return
    with pytest.raises(IllegalMove) as twice:
        act(rules, back, 0, ReturnSeat(), T0 + 20_001)
    assert twice.value.code == NOT_ON_AUTOPILOT



def test_a_seat_that_steps_away_is_on_autopilot_at_once_as_an_idle_one_would_be() -> None:
    rules, state = start()
    seat = on_turn(rules, state)
    other = (seat + 1) % 3
    events = rules.decide(state, other, StepAway(), Ctx(now_ms=T0 + 5, rng=random.Random(1)))
    assert events == [SeatAutopilot(seat=other, on=True)]  # the same event as the idle policy's, any time
    away = fold(rules, state, events, T0 + 5)
    assert away.autopilot == (other,) and rules.autoplayed(away) == (other,)
    with pytest.raises(IllegalMove) as twice:
        act(rules, away, other, StepAway(), T0 + 6)
    assert twice.value.code == ON_AUTOPILOT
    assert act(rules, away, other, ReturnSeat(), T0 + 7).autopilot == ()


def test_the_last_person_stepping_away_opens_the_abandon_deadline() -> None:
    rules, state = start(bots=(None, "random", "random"))
    away = act(rules, state, 0, StepAway(), T0 + 5)
    assert rules.autoplayed(away) == ()  # nobody else is at the table: the game waits
    (abandon,) = [t for t in rules.timers(away) if isinstance(t.command, Abandon)]
    assert abandon.due_ms == T0 + 5 + 60_000


def test_a_bots_seat_neither_idles_nor_resigns() -> None:
    rules, state = start(bots=("random", None, None))
    assert on_turn(rules, state) == 0
    assert [t for t in rules.timers(state) if isinstance(t.command, IdleSeat)] == []
    for command in (Resign(), ReturnSeat(), StepAway()):
        with pytest.raises(IllegalMove) as refused:
            act(rules, state, 0, command, T0 + 1)
        assert refused.value.code == NOT_A_PERSON
    with pytest.raises(IllegalMove):
        act(rules, state, 1, IdleSeat(seat=1), T0 + 1)  # a seat may not send the system's commands


def test_a_resigned_seat_is_played_by_a_bot_even_with_nobody_else_and_never_comes_back() -> None:
    rules, state = start(bots=(None, None, "random"))
    gone = act(rules, state, 1, Resign(), T0 + 5)
    assert gone.resigned == (1,) and rules.autoplayed(gone) == (1,)
    both = act(rules, gone, None, IdleSeat(seat=0), T0 + 5 + 10_000)  # idle counts from the game's last event
    assert rules.autoplayed(both) == (1,)  # nobody at the table: the autopilot waits, the resigned seat plays on
    assert any(isinstance(t.command, Abandon) for t in rules.timers(both))  # seat 0 may still come back
    for command in (Resign(), ReturnSeat(), StepAway()):
        with pytest.raises(IllegalMove) as refused:
            act(rules, both, 1, command, T0 + 10_006)
        assert refused.value.code == SEAT_RESIGNED


def test_when_every_person_resigned_no_abandon_deadline_opens_and_the_bots_play_it_to_its_end() -> None:
    rules, state = start(bots=(None, None, "random"))
    gone = act(rules, act(rules, state, 0, Resign(), T0 + 1), 1, Resign(), T0 + 2)
    assert gone.resigned == (0, 1) and rules.autoplayed(gone) == (0, 1)
    assert not any(isinstance(t.command, Abandon | IdleSeat) for t in rules.timers(gone))


def test_resigned_seats_place_after_the_others_the_last_to_resign_best_among_them() -> None:
    result = {"ranks": [1, 2, 3, 4]}
    assert places_of(result, 4, resigned=(0, 2)) == [4, 1, 3, 2]
    assert places_of(result, 4) == [1, 2, 3, 4]


def test_the_control_events_are_public_and_a_game_without_a_policy_plays_by_its_own_rules() -> None:
    rules, _ = start()
    for event in (SeatAutopilot(seat=1, on=True), SeatResigned(seat=2), GameAbandoned()):
        assert rules.redact_event(event, 0, False) == rules.redact_event(event, None, False)
    assert attended(BOMBS, None, [None, None, None]) is BOMBS


def test_an_attended_state_survives_a_snapshot() -> None:
    rules, state = start()
    away = act(rules, state, None, IdleSeat(seat=on_turn(rules, state)), T0 + 10_000)
    assert decode_state(encode_state(away)) == away


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_games_commands_and_events_leave_room_for_the_idle_policys(slug: str) -> None:
    rules = attended(GAMES[slug], POLICY, [None, None])
    assert isinstance(rules, Attended)
    types = [c.type for c in (*rules.info.commands, *rules.info.system_commands)]
    assert len(types) == len(set(types))


@pytest.mark.parametrize("value", [0, -1, True, "60", 1.5, 30 * 24 * 3600 + 1])
def test_an_idle_policy_out_of_bounds_is_refused(value: object) -> None:
    with pytest.raises(InvalidSetup) as refused:
        parse_policy(seat_idle_s=value)
    assert refused.value.code == Code.BAD_OPTION


def test_a_new_game_gets_the_default_policy_and_a_match_none() -> None:
    assert policy_of_new_game(None, match=False) == IdlePolicy()
    assert policy_of_new_game(POLICY, match=False) == POLICY
    assert policy_of_new_game(None, match=True) is None
    with pytest.raises(InvalidSetup):
        policy_of_new_game(POLICY, match=True)
