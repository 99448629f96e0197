"""A search bot's think time (``think_ms``) through the service and the real store: the budget a search is given is
its seat's own, kept by the record (only when given: an old record reads as the default), out of the hash chain,
and carried wherever a seat is made from another (a waiting game's launch, a rematch, a match's tables)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import orjson
import pytest
import redis

from domain import chain
from domain.bots import Budget, Knowledge
from domain.game import Command, PlayerSpec
from domain.lobby import lobby_id
from domain.search import MAX_SIMULATIONS, MAX_THINK_MS, THINK_MS
from domain.service import GameService, Loaded
from domain.service import bot_turns as bot_turns_module
from domain.service.bot_turns import BotTurns
from domain.thinking import think_time
from eventstore.deadlines import Deadline, Deadlines, Kind
from eventstore.keys import record_key
from powderkeg.wiring import build_service
from settings import Settings
from tests.service.test_matches import play_one
from tests.support.playing import play_out
from workers.scheduling import BOT_SWEEP_GRACE_MS

#: The fake stopwatch moves this much (s) each time it is read: a budget of ``think_ms`` lets ``think_ms / STEP_MS``
#: simulations run.
STEP_MS = 100
ONE_HAND = {"window_ms": 0, "hands": 1}


@pytest.fixture
def service(settings: Settings) -> GameService:
    return build_service(settings)


class Stopwatch:
    """Seconds that move ``STEP_MS`` each time they are read."""

    def __init__(self) -> None:
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        return (self.reads - 1) * STEP_MS / 1000


def simulations(budget: Budget | None) -> int:
    """How many simulations ``budget`` lets a search run (``domain.search.search``'s loop, without its cap)."""
    assert budget is not None
    ran = 0
    while budget(ran):
        ran += 1
        assert ran < 10 * MAX_SIMULATIONS, "the budget never ran out"
    return ran


def budgets(service: GameService) -> BotTurns:
    """The bots' turns of ``service`` with a stopwatch of the test's (a new one for each budget: it starts at 0)."""
    return BotTurns(commands=service.commands, stopwatch=Stopwatch())


def thinks(service: GameService, loaded: Loaded, seat: int) -> int:
    """How many simulations the budget of a search at ``seat`` of ``loaded`` lets run."""
    return simulations(budgets(service).budget(loaded, seat))


def searching(*think: int | None, person: bool = False) -> list[PlayerSpec]:
    """A search bot per entry of ``think`` (its think time, None: the default), after a person if ``person``."""
    bots = [PlayerSpec(name=f"bot-{i}", bot="search", think_ms=t) for i, t in enumerate(think, start=int(person))]
    return [PlayerSpec(name="ann"), *bots] if person else bots


def test_a_search_is_given_its_seats_think_time_and_a_seat_without_one_the_default(service: GameService) -> None:
    created = service.create_game("bombs", searching(800, None, 200, 5000), ONE_HAND)
    loaded = service.load(created.game_id)
    assert [s.think_ms for s in loaded.record.seats] == [800, None, 200, 5000]
    assert [thinks(service, loaded, seat) for seat in range(4)] == [8, THINK_MS // STEP_MS, 2, 50]


def test_a_bots_turn_hands_the_search_its_seats_budget(service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    """``play_bot`` gives the policy the budget of the seat it plays: a search seat its own time."""
    created = service.create_game("bombs", searching(400, 700, 100, None), ONE_HAND)
    loaded = service.load(created.game_id)
    [seat] = service.game_of(loaded).awaiting(loaded.state)
    given: list[tuple[str, Budget | None]] = []

    def choose(offers: Any, policy: str, known: Knowledge, rng: random.Random, budget: Budget | None) -> Command:
        given.append((policy, budget))
        return known.legal[0]

    monkeypatch.setattr(bot_turns_module, "choose", choose)
    assert budgets(service).play_bot(created.game_id, seat, loaded.version)
    [(policy, budget)] = given
    assert policy == "search"
    assert simulations(budget) == ((400, 700, 100, THINK_MS)[seat]) // STEP_MS


def test_a_search_bot_plays_its_turn_within_its_think_time(service: GameService) -> None:
    """The real search, on a stopwatch of the test's: it reads the stopwatch once per simulation it may run, and
    one more time when the budget runs out (or not at all when it has one candidate only)."""
    created = service.create_game("bombs", searching(300, 300, 300, 300), ONE_HAND)
    loaded = service.load(created.game_id)
    game = service.game_of(loaded)
    [seat] = game.awaiting(loaded.state)
    choices = len(set(game.legal_commands(loaded.state, seat)))
    stopwatch = Stopwatch()
    assert BotTurns(commands=service.commands, stopwatch=stopwatch).play_bot(created.game_id, seat, loaded.version)
    assert service.load(created.game_id).version > loaded.version
    assert stopwatch.reads == (300 // STEP_MS + 1 if choices > 1 else 0)


def test_think_ms_is_stored_only_when_given_and_an_old_record_without_it_reads_as_the_default(
    service: GameService, settings: Settings, redis_client: redis.Redis
) -> None:
    created = service.create_game("bombs", searching(800, None, 800, None), ONE_HAND)
    key = record_key(settings.key_prefix, created.game_id)
    stored = orjson.loads(redis_client.hget(key, "seats"))  # type: ignore[arg-type]
    assert [("think_ms" in s, s.get("think_ms")) for s in stored] == [(True, 800), (False, None)] * 2
    # The record as a server before think times wrote it: no seat has one.
    redis_client.hset(key, "seats", orjson.dumps([{k: v for k, v in s.items() if k != "think_ms"} for s in stored]))
    later = build_service(settings)  # another process: nothing warm
    old = later.load(created.game_id)
    assert [s.think_ms for s in old.record.seats] == [None] * 4
    assert [think_time(s) for s in old.record.seats] == [THINK_MS] * 4
    assert thinks(later, old, 0) == THINK_MS // STEP_MS
    assert later.verify(created.game_id).ok, "the chain does not cover think times: dropping them changes no hash"


def test_the_chain_does_not_cover_think_times(service: GameService) -> None:
    created = service.create_game("bombs", searching(800, 50, None, 5000), ONE_HAND)
    record = service.load(created.game_id).record
    without = replace(record, seats=tuple(replace(s, think_ms=None) for s in record.seats))
    assert chain.genesis_content(record) == chain.genesis_content(without)
    assert chain.genesis(record) == chain.genesis(without)
    assert "think_ms" not in str(chain.genesis_content(record))


def test_a_waiting_game_shows_and_keeps_its_search_seats_think_times_when_it_launches(service: GameService) -> None:
    players: list[PlayerSpec | None] = [*searching(800, None, person=True), None]
    created = service.create_game("bombs", players, ONE_HAND)
    waiting = service.waiting(created.game_id)
    assert waiting is not None
    lobby = service.store.record(lobby_id(created.game_id))
    assert lobby is not None and [s.think_ms for s in lobby.seats] == [None, 800, None, None]
    shown = [(s["bot"], s["think_ms"]) for s in service.waiting_view(waiting, None)["seats"]]
    assert shown == [(None, None), ("search", 800), ("search", THINK_MS), (None, None)]
    [listed] = [g for g in service.listing("waiting", None, None, 100)[0] if g["id"] == created.game_id]
    assert [s["think_ms"] for s in listed["seats"]] == [None, 800, THINK_MS, None]
    assert service.join(created.game_id, "bo").launched is not None
    game = service.load(created.game_id)
    assert [s.think_ms for s in game.record.seats] == [None, 800, None, None]
    [active] = [g for g in service.listing("active", None, None, 100)[0] if g["id"] == created.game_id]
    assert [s["think_ms"] for s in active["seats"]] == [None, 800, THINK_MS, None]
    assert service.verify(created.game_id).ok


def test_a_rematch_keeps_each_search_seats_think_time(service: GameService) -> None:
    players = [PlayerSpec(name="ann"), PlayerSpec(name="bot-1", bot="search", think_ms=800), PlayerSpec(name="cy")]
    created = service.create_game("bombs", players, ONE_HAND)
    play_out(service, created.game_id, seed=5)
    old = service.load(created.game_id)
    joined = []
    for seat in (0, 2):
        token = created.tokens[seat]
        assert token is not None
        joined.append(service.rematch(old, seat, token))
    rematch = service.load(joined[-1].game_id)
    assert {(s.name, s.bot, s.think_ms) for s in rematch.record.seats} == {
        ("ann", None, None),
        ("bot-1", "search", 800),
        ("cy", None, None),
    }
    view = service.waiting_view(joined[-1].waiting, None)
    assert {(s["bot"], s["think_ms"]) for s in view["seats"]} == {(None, None), ("search", 800)}


def test_a_matchs_tables_give_each_search_bot_its_match_seats_think_time_as_players_move(
    service: GameService,
) -> None:
    think = [100 * (i + 1) for i in range(7)]
    mid = service.create_game("bombs", searching(*think), {"window_ms": 0, "hands": 2}).game_id

    def check() -> Loaded:
        match = service.load(mid)
        for key, seated in tables(match):
            table = service.tables_of(match)[key]
            for local, player in enumerate(seated):
                assert thinks(service, table, local) == think[player] // STEP_MS, (key, local, player)
        return match

    def tables(match: Loaded) -> list[tuple[str, tuple[int, ...]]]:
        return [(t.key, t.players) for t in match.state.tables]

    first = check()
    for key, seated in tables(first):
        record = service.tables_of(first)[key].record
        assert [s.think_ms for s in record.seats] == [think[p] for p in seated]
    rng = random.Random(7)
    while service.load(mid).state.hand == first.state.hand:
        assert play_one(service, mid, rng)
    moved = check()
    assert tables(moved) != tables(first), "the players moved between the hands"


def test_the_backstop_of_a_search_bots_turn_waits_out_its_think_time(
    settings: Settings, redis_client: redis.Redis
) -> None:
    """The sweeper plays a bot's turn only when its job was lost: its entry waits ``BOT_SWEEP_GRACE_MS`` after the
    job and the seat's think time more, so that a sweep never thinks over a turn beside a job that still does."""
    service = build_service(replace(settings, bot_delay_ms=0))
    deadlines = Deadlines(redis_client, settings.key_prefix)
    for think in (None, 2500, MAX_THINK_MS):
        created = service.create_game("bombs", searching(think, think, think, think), ONE_HAND)
        loaded = service.load(created.game_id)
        [seat] = service.game_of(loaded).awaiting(loaded.state)
        entry = Deadline(kind=Kind.BOT, game_id=created.game_id, target=seat, version=loaded.version)
        due = deadlines.due_ms(entry)
        assert due is not None
        waited = BOT_SWEEP_GRACE_MS + (THINK_MS if think is None else think)
        assert 0 <= due - loaded.record.created_ms - waited < 1000, (think, due - loaded.record.created_ms)
    greedy = service.create_game("bombs", [PlayerSpec(name=f"b{i}", bot="greedy") for i in range(4)], ONE_HAND)
    loaded = service.load(greedy.game_id)
    [seat] = service.game_of(loaded).awaiting(loaded.state)
    due = deadlines.due_ms(Deadline(kind=Kind.BOT, game_id=greedy.game_id, target=seat, version=loaded.version))
    assert due is not None and 0 <= due - loaded.record.created_ms - BOT_SWEEP_GRACE_MS < 1000
