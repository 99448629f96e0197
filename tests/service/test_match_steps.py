"""Each kind of step of a match, with several processes on one store: the step between hands (the Knaves move),
the step that opens tie-break tables (the regular tables close), and the final step (every table closes).

For each kind: processes racing to write the step write it once, and a command sent through a process whose
copies of the match and its tables are from before the step is decided where the match seats the player after
it (at their new table and local seat), or refused once the match is over; never at the seat the player left."""

from __future__ import annotations

import random
from typing import Any

import pytest

from domain.errors import HandMovedOn, IllegalMove
from domain.game import waits_on_another
from domain.games.bombs import GAME as BOMBS
from domain.games.bombs.commands import Pass
from domain.games.bombs.match import MatchFinished, MatchState, TablesSeated
from domain.service import GameService, Loaded, table_id
from eventstore.deadlines import Deadline, Deadlines
from powderkeg.wiring import build_service
from settings import Settings
from tests.service.test_matches import moves_now, new_match, race_to_advance

KINDS = ("next-hand", "tie-break", "final")


def step_kind(service: GameService, match: Loaded) -> str | None:
    """The kind of step the match would write now; None while a table still plays its hand."""
    assert isinstance(match.state, MatchState)
    tables = {key: table.state for key, table in service.tables_of(match).items()}
    step = BOMBS.matches.advance(match.state, tables)
    if step is None:
        return None
    if any(isinstance(e, MatchFinished) for e in step.events):
        return "final"
    seated = next(e for e in step.events if isinstance(e, TablesSeated))
    return "tie-break" if seated.tiebreak else "next-hand"


def at_the_brink(service: GameService, kind: str) -> str:
    """A new match whose tables have all finished a hand whose step is of ``kind``, with that step not written
    yet (as when the process that played the last command died before it); steps of other kinds on the way are
    written."""
    tables = service.matches
    assert tables is not None
    original = tables.advance_tables
    for seed in range(40):
        mid = new_match(service, players=6, hands=2 if kind == "next-hand" else 1)
        rng = random.Random(seed)
        while True:
            tables.advance_tables = lambda _mid: False  # type: ignore[method-assign]
            try:
                while True:
                    match, moves = moves_now(service, mid)
                    if not moves:
                        break
                    player, command, _, _ = rng.choice(moves)
                    service.handle_command(mid, player, command)
            finally:
                tables.advance_tables = original  # type: ignore[method-assign]
            found = step_kind(service, match)
            if found == kind:
                return mid
            if found is None or found == "final":
                break
            assert service.advance_tables(mid)
    raise AssertionError(f"no seed of 40 led to a step of kind {kind}")


@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_of_step_is_written_once_when_processes_race_to_it(settings: Settings, kind: str) -> None:
    service = build_service(settings)
    mid = at_the_brink(service, kind)
    before = service.load(mid)
    in_play = service.tables_of(before)
    results = race_to_advance([build_service(settings) for _ in range(3)], mid)
    assert sorted(results) == [False, False, True]
    after = service.load(mid)
    steps = [e.type for e in service.store.read(mid, after=before.version)]
    assert steps[0] == "HandCompleted" and steps.count("HandCompleted") == 1
    assert steps[1] == ("MatchFinished" if kind == "final" else "TablesSeated")
    for key, table in in_play.items():  # each table in play got exactly one batch: its next hand, or its close
        batch = service.store.read(table_id(mid, key), after=table.version)
        assert {e.command_id for e in batch} == {f"advance:{before.version}"}
        closed = [e.type for e in batch].count("TableClosed")
        assert closed == (0 if kind == "next-hand" else 1)
    assert isinstance(after.state, MatchState)
    opened = set(service.table_keys(after)) - set(service.table_keys(before))
    assert bool(opened) == (kind == "tie-break")
    assert after.state.finished == (kind == "final")


def warm_copies(service: GameService, mid: str) -> None:
    """Make ``service`` hold the match and every table it has opened as they are now."""
    match = service.warm(mid)
    for key in service.table_keys(match):
        service.warm(table_id(mid, key))


@pytest.mark.parametrize("kind", KINDS)
def test_a_command_through_a_process_that_saw_the_match_before_each_kind_of_step_is_played_where_it_seats_now(
    settings: Settings, kind: str
) -> None:
    ahead, behind = build_service(settings), build_service(settings)
    mid = at_the_brink(ahead, kind)
    warm_copies(behind, mid)  # behind's copies of the match and its tables are from before the step
    assert ahead.advance_tables(mid)
    match, moves = moves_now(ahead, mid)
    assert isinstance(match.state, MatchState)
    heads = {key: ahead.load(table_id(mid, key)).version for key in ahead.table_keys(match)}
    if kind == "final":
        assert match.state.finished and moves == []
        for player in range(6):
            with pytest.raises(IllegalMove) as refused:
                behind.handle_command(mid, player, Pass())
            assert refused.value.code == "game-over"
        assert {key: ahead.load(table_id(mid, key)).version for key in heads} == heads
        return
    assert moves, "the step dealt a hand nobody may play"
    then = behind.warm(mid).state
    assert isinstance(then, MatchState)
    # A player the step moved (a Knave; a qualifier at a new table) when one may act, else any.
    moved = [m for m in moves if (was := then.table_of(m[0])) is None or (was[0].key, was[1]) != (m[2], m[3])]
    player, command, key, local = (moved or moves)[0]
    outcome = behind.handle_command(mid, player, command)
    assert outcome.table == key
    first: Any = ahead.store.read(table_id(mid, key), after=heads[key])[0]
    assert first.seat == local  # decided for the local seat the match gives the player after the step
    assert {k: ahead.load(table_id(mid, k)).version for k in heads if k != key} == {
        k: v for k, v in heads.items() if k != key
    }


def test_a_command_routed_before_the_step_it_races_is_refused_never_decided_in_the_next_hand(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The step between hands lands after a player's command was routed by the match (hand 1) and before it is
    decided at the table: the table, read after, plays hand 2, so the command is answered with a conflict
    (``hand-moved-on`` is a 409 ``version-conflict``), and nothing is appended for it at any table."""
    ahead, behind = build_service(settings), build_service(settings)
    mid = at_the_brink(ahead, "next-hand")
    reads = behind.reads
    assert reads is not None
    routed = reads.seat_at_table

    def route_then_step(match: Loaded, seat: int) -> tuple[str, int]:
        where = routed(match, seat)
        assert ahead.advance_tables(mid)  # the step lands between the routing and the decision
        return where

    monkeypatch.setattr(reads, "seat_at_table", route_then_step)
    heads = {key: ahead.load(table_id(mid, key)).version for key in ("t0", "t1")}
    with pytest.raises(HandMovedOn) as refused:
        behind.handle_command(mid, 0, Pass())
    assert refused.value.code == "version-conflict" and "is over" in refused.value.detail
    for key, head in heads.items():  # only the step's batch: its next hand
        assert {e.command_id for e in ahead.store.read(table_id(mid, key), after=head)} == {"advance:0"}


def test_a_retried_command_that_ended_the_hand_leaves_the_backstop_its_first_attempt_lost(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The process that appended the last command of the hand dies before it schedules anything (here: the store
    fails right after the append); the client retries with the same Idempotency-Key and is answered the first
    attempt. That answer schedules what the state opens, the backstop of the match's step among it, so a worker
    steps the match: it never waits forever on a step nobody scheduled."""
    service = build_service(settings)
    mid = new_match(service, players=6, hands=2)
    deadlines = Deadlines(service.store.client, settings.key_prefix)  # type: ignore[attr-defined]
    rng = random.Random(0)
    real_append = type(service.store).append

    def append_then_die(store: Any, game_id: str, *args: Any, **kwargs: Any) -> Any:
        real_append(store, game_id, *args, **kwargs)
        raise ConnectionError("the process died after its append")

    for sent in range(4_000):
        match, moves = moves_now(service, mid)
        assert moves, "every table waits and no backstop was left to step the match"
        player, command, key, _ = rng.choice(moves)
        if not all(waits_on_another(BOMBS, t.state) for k, t in service.tables_of(match).items() if k != key):
            service.handle_command(mid, player, command)
            continue
        # The last table still playing: each command's first attempt dies after its append, and is retried.
        monkeypatch.setattr(type(service.store), "append", append_then_die)
        with pytest.raises(ConnectionError):
            service.handle_command(mid, player, command, command_id=f"{player}:k{sent}")
        monkeypatch.undo()
        assert service.handle_command(mid, player, command, command_id=f"{player}:k{sent}").duplicate
        if not waits_on_another(BOMBS, service.load(table_id(mid, key)).state):
            continue
        due = [Deadline.decode(entry.member) for entry in deadlines.due(service.clock.now_ms(), 100)]
        backstops = [d for d in due if d.game_id == mid and str(d.target).startswith("advance:")]
        assert backstops, "the retry left no backstop of the match's step"
        assert service.load(mid).version == 0, "nothing stepped the match but its backstop"
        assert service.apply_timer(mid, str(backstops[0].target))
        assert service.load(mid).state.hand == 2  # type: ignore[attr-defined]
        return
    raise AssertionError("hand 1 did not end")
