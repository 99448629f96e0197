"""The idle policy in the service (``domain.idle``, docs/rules.md §0.1), over the real store on a clock the test
moves: what abandonment and resigning do to ratings, listings and players' lists, a person's command at a seat on
autopilot, and a game made before policies existed."""

from __future__ import annotations

from dataclasses import replace

from domain import audit, chain
from domain.errors import IllegalMove
from domain.game import PlayerSpec, parse_options
from domain.idle import SEAT_RESIGNED, Attended, IdlePolicy, IdleSeat, Resign
from domain.ports import GameRecord, SeatRecord
from domain.rng import seed_commitment
from domain.service import GameService
from eventstore.connection import connect
from eventstore.deadlines import Deadline, Deadlines, Kind
from settings import Settings
from tests.service.test_ratings import rated_game, rated_service
from tests.support.playing import play_everything
from tests.workers.support import ManualClock

POLICY = IdlePolicy(seat_idle_s=10, game_idle_s=60)


def fire(service: GameService, clock: ManualClock, game_id: str, prefix: str) -> None:
    """Fire the open timer of ``game_id`` whose key starts with ``prefix``, the clock moved to its due time."""
    loaded = service.load(game_id)
    (timer,) = [t for t in service.game_of(loaded).timers(loaded.state) if t.key.startswith(prefix)]
    clock.now = max(clock.now, timer.due_ms)
    assert service.apply_timer(game_id, timer.key)


def verifies(service: GameService, game_id: str) -> bool:
    """Whether the game's complete export verifies offline, as ``powderkeg verify`` would."""
    rows = list(service.export(service.load(game_id), None))
    return audit.verify(service.repo.games, rows[0], rows[1:]).ok


def three_seat_record(service: GameService, game_id: str, seed: bytes, created_ms: int) -> GameRecord:
    """The record of a one-hand bombs game of three persons, without an idle policy (as made before policies)."""
    return GameRecord(
        game_id=game_id,
        game="bombs",
        options=parse_options(service.repo.games["bombs"].info, {"window_ms": 0, "hands": 1}),
        seats=tuple(SeatRecord(name=n, bot=None, token_hash=None) for n in ("ann", "bo", "cy")),
        seed=seed,
        seed_hash=seed_commitment(seed),
        created_ms=created_ms,
    )


def test_an_abandoned_rated_game_is_not_rated_leaves_the_listing_and_is_finished_in_its_players_list(
    settings: Settings,
) -> None:
    clock = ManualClock(now=1_700_000_000_000)
    service = rated_service(settings, clock, "idle-abandoned")
    ann = service.register_player("ann")
    game_id = rated_game(service, "bombs", [ann.key], 2)
    assert [g["id"] for g in service.listing("active", None, None, 10)[0]] == [game_id]
    loaded = service.load(game_id)
    assert isinstance(service.game_of(loaded), Attended)
    if 0 not in service.game_of(loaded).awaiting(loaded.state):
        play_everything_until_awaited(service, clock, game_id, seat=0)
    fire(service, clock, game_id, "idle:0:")
    fire(service, clock, game_id, "abandon:")
    over = service.load(game_id)
    assert service.game_of(over).status(over.state) == "finished"
    assert service.view(over, None)["idle"]["abandoned"] is True
    assert service.rate(game_id) is False and service.game_ratings(game_id) is None
    due = [Deadline.decode(e.member) for e in Deadlines(connect(settings), settings.key_prefix).due(10**15, 100)]
    assert not any(d.kind is Kind.RATE for d in due)
    assert service.listing("active", None, None, 10)[0] == []
    (mine,), _ = service.my_games(ann.key, "finished", None, 10)
    assert mine["id"] == game_id
    notes = [n.data for n in service.player_feed(ann.player.player_id, -1, 100) if n.type == "game-finished"]
    assert notes == [{**notes[0], "abandoned": True, "place": None}]
    assert verifies(service, game_id)


def play_everything_until_awaited(service: GameService, clock: ManualClock, game_id: str, seat: int) -> None:
    """Let the bots play until the game awaits ``seat`` (a game against bots awaits its person within a round)."""
    for _ in range(50):
        loaded = service.load(game_id)
        rules = service.game_of(loaded)
        if seat in rules.awaiting(loaded.state):
            return
        for bot in rules.awaiting(loaded.state):
            clock.now += 1
            service.play_bot(game_id, bot, loaded.version)
    raise AssertionError(f"seat {seat} was never awaited")


def test_a_player_who_resigns_a_rated_game_places_last_whatever_their_bot_makes(settings: Settings) -> None:
    clock = ManualClock(now=1_700_000_000_000)
    service = rated_service(settings, clock, "idle-resigned")
    ann, bo = service.register_player("ann"), service.register_player("bo")
    game_id = rated_game(service, "exploding-aces", [ann.key, bo.key], 1)
    service.handle_command(game_id, 0, Resign())
    with_resigned = service.load(game_id)
    assert service.game_of(with_resigned).autoplayed(with_resigned.state) == (0,)  # type: ignore[attr-defined]
    try:
        service.handle_command(game_id, 0, Resign())
    except IllegalMove as refused:
        assert refused.code == SEAT_RESIGNED
    else:
        raise AssertionError("a seat resigned twice")
    play_everything(service, clock, game_id, seed=7)
    assert service.rate(game_id) is True
    record = service.game_ratings(game_id)
    assert record is not None
    places = {c["seat"]: c["place"] for c in record["changes"]}  # type: ignore[union-attr]
    assert places[0] == 3 and sorted(places.values()) == [1, 2, 3]
    assert verifies(service, game_id)


def test_a_command_at_a_seat_on_autopilot_takes_it_back_first_and_its_if_match_still_holds(
    settings: Settings,
) -> None:
    clock = ManualClock(now=1_700_000_000_000)
    service = rated_service(settings, clock, "idle-return")
    people = [PlayerSpec(name="ann"), PlayerSpec(name="bo"), PlayerSpec(name="cy")]
    game_id = service.create_game("exploding-aces", people, None, idle=POLICY).game_id
    loaded = service.load(game_id)
    rules = service.game_of(loaded)
    (seat,) = [t.command.seat for t in rules.timers(loaded.state) if isinstance(t.command, IdleSeat)]
    fire(service, clock, game_id, f"idle:{seat}:")
    away = service.load(game_id)
    assert away.state.autopilot == (seat,)
    command = rules.legal_commands(away.state, seat)[0]
    outcome = service.handle_command(game_id, seat, command, expected_version=away.version)
    stored = service.store.read(game_id, after=away.version)
    assert (stored[0].type, stored[0].data, stored[0].seat) == ("SeatAutopilot", {"seat": seat, "on": False}, seat)
    assert stored[0].command == {"type": "return-seat"} and stored[1].command is not None  # two appends
    assert outcome.first_version == away.version + 2
    assert service.load(game_id).state.autopilot == ()
    assert service.verify(game_id).ok


def test_a_game_made_before_idle_policies_is_played_by_its_own_rules_and_shows_none(settings: Settings) -> None:
    clock = ManualClock(now=1_700_000_000_000)
    service = rated_service(settings, clock, "idle-none")
    seed = bytes(32)
    record = three_seat_record(service, "old-game-0001", seed, clock.now)
    assert record.idle is None
    loaded = service.commands.launch(record, [], listed=False)
    rules = service.game_of(loaded)
    assert rules is service.repo.games["bombs"]
    assert service.view(loaded, None)["idle"] is None
    assert not any(t.key.startswith(("idle:", "abandon:")) for t in rules.timers(loaded.state))
    assert "idle" not in audit.header(record, rules, 0, "", "active", None, None)
    play_everything(service, clock, record.game_id, seed=2)
    assert verifies(service, record.game_id)
    # A policy is part of what the chain covers; a record without one keeps the genesis it always had.
    assert chain.genesis(replace(record, idle=POLICY)) != chain.genesis(record)
    assert "idle" not in chain.genesis_content(record)


def test_each_record_is_played_by_its_own_policy_however_often_its_rules_are_asked(settings: Settings) -> None:
    # The repository keeps each record's rules by the record object: a copy with another policy, or none, must not
    # be answered with the first one's rules.
    service = rated_service(settings, ManualClock(now=1_700_000_000_000), "idle-rules")
    record = replace(three_seat_record(service, "rules-game-0001", bytes(32), 1_700_000_000_000), idle=POLICY)
    rules = service.repo.rules(record)
    assert isinstance(rules, Attended) and rules.policy == POLICY
    assert service.repo.rules(record) is rules
    slower = IdlePolicy(seat_idle_s=20, game_idle_s=60)
    other = service.repo.rules(replace(record, idle=slower))
    assert isinstance(other, Attended) and other.policy == slower
    assert service.repo.rules(replace(record, idle=None)) is service.repo.games["bombs"]
    assert service.repo.rules(record) is rules
