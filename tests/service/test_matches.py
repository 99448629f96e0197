"""Matches of bombs at several tables through the service and the real store (docs/rules.md §1.6): one stream per
table, commands routed to the player's table, and the step between hands written atomically and once."""

from __future__ import annotations

import random
import threading
from dataclasses import replace
from typing import Any

import pytest

from api.event_json import events_json
from domain.errors import CommandIdReused, IllegalMove
from domain.game import PlayerSpec
from domain.games.bombs import GAME as BOMBS
from domain.games.bombs.match import HandCompleted, MatchState
from domain.service import GameService, Loaded, table_id
from eventstore import keys
from eventstore.deadlines import Deadline, Deadlines, Kind
from powderkeg.wiring import build_service
from settings import Settings


@pytest.fixture
def service(settings: Settings) -> GameService:
    return build_service(settings)


def new_match(service: GameService, players: int = 7, hands: int = 2, bots: bool = False) -> str:
    specs = [PlayerSpec(name=f"p{i}", bot="random" if bots else None) for i in range(players)]
    return service.create_game("bombs", specs, {"window_ms": 0, "hands": hands}).game_id


def moves_now(service: GameService, mid: str) -> tuple[Loaded, list[tuple[int, Any, str, int]]]:
    """The match as it is, and every (player, command, table key, local seat) it may send now."""
    match = service.load(mid)
    assert isinstance(match.state, MatchState)
    moves = []
    for key, table in service.tables_of(match).items():
        players = next(t.players for t in match.state.tables if t.key == key)
        for local in BOMBS.awaiting(table.state):
            moves += [(players[local], c, key, local) for c in BOMBS.legal_commands(table.state, local)]
    return match, moves


def play_one(service: GameService, match_id: str, rng: random.Random) -> bool:
    """One random legal command of a random player at a table that waits on someone; False if none."""
    match, moves = moves_now(service, match_id)
    if match.state.finished:  # type: ignore[attr-defined]
        return False
    assert moves, "no table waits on anyone and the match did not advance"
    player, command, _, _ = rng.choice(moves)
    service.handle_command(match_id, player, command)
    return True


def test_a_match_of_seven_is_a_match_stream_and_one_stream_per_table_under_one_hash_tag(
    service: GameService,
) -> None:
    mid = new_match(service)
    assert service.store.head(mid) == 0
    for key in ("t0", "t1"):
        assert service.store.head(table_id(mid, key)) >= 2  # GameStarted, DealerDrawn, HandDealt
        assert keys.hash_tag(table_id(mid, key)) == keys.hash_tag(mid)
    view = service.view(service.load(mid), 0)
    assert view["table"]["key"] == "t0" and view["table"]["players"] == [0, 1, 2, 3]
    assert len(view["hand"]) in (13, 14) and [t["key"] for t in view["tables"]] == ["t0", "t1"]


def test_a_command_goes_to_the_players_table_as_its_local_seat(service: GameService) -> None:
    mid = new_match(service)
    t1 = service.load(table_id(mid, "t1"))
    leader = t1.state.turn
    player = (4, 5, 6)[leader]
    game = BOMBS  # the rules of each table
    command = game.legal_commands(t1.state, leader)[0]
    outcome = service.handle_command(mid, player, command)
    assert outcome.game_id == table_id(mid, "t1")
    assert service.store.head(table_id(mid, "t1")) == t1.version + len(
        range(outcome.first_version, outcome.last_version + 1)
    )
    assert service.store.head(table_id(mid, "t0")) == service.load(table_id(mid, "t0")).version
    with pytest.raises(IllegalMove):
        service.handle_command(mid, (4, 5, 6)[(leader + 1) % 3], command)


def test_a_match_plays_to_the_end_through_the_service_with_every_table_in_step(
    service: GameService, settings: Settings
) -> None:
    mid = new_match(service, players=7, hands=2)
    rng = random.Random(3)
    for _ in range(4_000):
        if not play_one(service, mid, rng):
            break
    match = service.load(mid)
    assert isinstance(match.state, MatchState) and match.state.finished
    assert service.advance_tables(mid) is False  # nothing left to do
    fresh = build_service(settings).load(mid)
    assert fresh.state == match.state
    assert service.view(match, None)["status"] == "finished"
    hands = [e for e in service.store.read(mid) if e.type == HandCompleted.__name__]
    assert [e.data["hand"] for e in hands] == list(range(1, len(hands) + 1))


def hand_over_everywhere(service: GameService, mid: str) -> Loaded:
    """Play hand 1 at every table but stop before the match advances (as a process dying after the last
    table's append would leave it): the last table's last command goes straight to the store."""
    rng = random.Random(5)
    for _ in range(4_000):
        match = service.load(mid)
        if match.version > 0:
            raise AssertionError("the match advanced during hand 1")
        tables = service.tables_of(match)
        if all(service.matches._hand_over(t) for t in tables.values()):  # type: ignore[union-attr]  # noqa: SLF001
            return match
        play_one_without_advance(service, mid, rng)
    raise AssertionError("hand 1 did not end")


def play_one_without_advance(service: GameService, mid: str, rng: random.Random) -> None:
    match = service.load(mid)
    game = BOMBS  # the rules of each table
    for key, table in service.tables_of(match).items():
        for local in game.awaiting(table.state):
            commands = game.legal_commands(table.state, local)
            if commands:
                command = rng.choice(commands)
                tables = service.matches
                assert tables is not None
                original = tables.advance_tables
                tables.advance_tables = lambda _mid: False  # type: ignore[method-assign]
                try:
                    service.handle_command(table_id(mid, key), local, command)
                finally:
                    tables.advance_tables = original  # type: ignore[method-assign]
                return


def race_to_advance(processes: list[GameService], mid: str) -> list[bool]:
    """Each of ``processes`` (services on one store) steps the match at once, from a thread of its own: what each
    ``advance_tables`` answered."""
    barrier = threading.Barrier(len(processes))
    results: list[bool] = []

    def race(process: GameService) -> None:
        barrier.wait()
        results.append(process.advance_tables(mid))

    threads = [threading.Thread(target=race, args=(p,)) for p in processes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_the_step_between_hands_is_written_once_when_two_processes_race_to_it(
    service: GameService, settings: Settings
) -> None:
    mid = new_match(service, players=6, hands=3)
    hand_over_everywhere(service, mid)
    results = race_to_advance([build_service(settings) for _ in range(4)], mid)
    assert sorted(results) == [False, False, False, True]
    assert [e.type for e in service.store.read(mid)] == ["MatchStarted", "HandCompleted", "TablesSeated"]
    for key in ("t0", "t1"):
        dealt = [e for e in service.store.read(table_id(mid, key)) if e.type == "HandDealt"]
        assert [e.data["hand"] for e in dealt] == [1, 2]


def test_a_worker_timer_on_the_match_is_the_backstop_that_advances_it(service: GameService) -> None:
    mid = new_match(service, players=6, hands=3)
    hand_over_everywhere(service, mid)
    assert service.apply_timer(mid, "advance:backstop") is True
    assert service.apply_timer(mid, "advance:backstop") is False
    assert service.load(mid).state.hand == 2


def test_a_table_command_that_ends_its_hand_leaves_the_backstop_of_the_matchs_step(
    service: GameService, settings: Settings
) -> None:
    """When the process that appended a table's last command of the hand dies before it advances the match, a
    worker does: that command leaves a deadline of the match, ``advance:<table>:<version>``, due at once."""
    mid = new_match(service, players=6, hands=3)
    hand_over_everywhere(service, mid)
    deadlines = Deadlines(service.store.client, settings.key_prefix)  # type: ignore[attr-defined]
    due = [Deadline.decode(entry.member) for entry in deadlines.due(service.clock.now_ms(), 100)]
    backstops = [d for d in due if d.game_id == mid and str(d.target).startswith("advance:")]
    assert backstops and {d.kind for d in backstops} == {Kind.TIMER}
    assert service.apply_timer(mid, str(backstops[0].target)) is True
    assert service.load(mid).state.hand == 2


def test_a_tables_log_shows_a_deal_only_to_who_sat_at_that_table_in_that_hand(service: GameService) -> None:
    mid = new_match(service, players=6, hands=3)
    match = service.load(mid)
    as_p0 = events_json(service.table_events(match, "t0", 0))
    as_p4 = events_json(service.table_events(match, "t0", 4))
    dealt0 = next(e for e in as_p0 if e["type"] == "HandDealt")
    dealt4 = next(e for e in as_p4 if e["type"] == "HandDealt")
    assert dealt0["data"]["hands"][0] is not None
    assert [h for h in dealt0["data"]["hands"][1:]] == [None, None]
    assert dealt4["data"]["hands"] == [None, None, None]


def test_a_player_sitting_out_a_tiebreak_hand_is_told_so(service: GameService) -> None:
    mid = new_match(service)
    match = service.load(mid)
    state = match.state
    assert isinstance(state, MatchState)
    sitting_out = replace(match, state=replace(state, tables=state.tables[:1]))
    with pytest.raises(IllegalMove) as refused:
        service.seat_at_table(sitting_out, 6)
    assert refused.value.code == "not-at-a-table"


def test_bots_at_every_table_play_a_match_to_its_end_through_jobs(service: GameService) -> None:
    mid = new_match(service, players=9, hands=2, bots=True)
    for _ in range(6_000):
        match = service.load(mid)
        if match.state.finished:
            break
        game = BOMBS  # the rules of each table
        acted = False
        for key, table in service.tables_of(match).items():
            for local in game.awaiting(table.state):
                acted |= service.play_bot(table_id(mid, key), local, table.version)
        assert acted, "a bot seat was awaited but could not act"
    assert service.load(mid).state.finished


def test_a_players_table_maps_its_seats_to_match_seats_and_shows_their_match_totals_after_every_hand(
    service: GameService,
) -> None:
    mid = new_match(service, players=7, hands=4)
    first = service.view(service.load(mid), 4)
    assert first["table"]["key"] == "t1" and first["table"]["players"] == [4, 5, 6]
    assert first["table"]["players"] == next(t["players"] for t in first["tables"] if t["key"] == "t1")
    rng = random.Random(11)
    hand = 1
    for _ in range(8_000):
        match = service.load(mid)
        state = match.state
        assert isinstance(state, MatchState)
        if state.hand != hand or state.finished:
            hand = state.hand
            for player in range(7):
                view = service.view(match, player)
                if view["table"] is None:
                    continue
                entry = next(t for t in view["tables"] if t["key"] == view["table"]["key"])
                assert view["table"]["players"] == entry["players"]
                local = view["table"]["players"].index(player)
                assert view["table"]["seats"][local]["score"] == state.totals[player]
        if not play_one(service, mid, rng):
            break
    state = service.load(mid).state
    assert isinstance(state, MatchState) and state.finished
    completed = [e.data for e in service.store.read(mid) if e.type == HandCompleted.__name__]
    assert len(completed) >= 4
    seatings = dict(state.seatings)
    for done in completed:
        number = max(n for n in seatings if n <= done["hand"])
        for seating in seatings[number]:
            scored = [
                e.data
                for e in service.store.read(table_id(mid, seating.key))
                if e.type == "HandScored" and e.data["hand"] == done["hand"]
            ]
            assert [s["scores"] for s in scored] == [[done["totals"][p] for p in seating.players]]


def test_the_bot_policy_at_a_table_is_the_one_the_match_gives_the_player_seated_there_now(
    service: GameService,
) -> None:
    specs = [PlayerSpec(name=f"p{i}", bot="random" if i % 2 else None) for i in range(7)]
    mid = service.create_game("bombs", specs, {"window_ms": 0, "hands": 3}).game_id
    rng = random.Random(3)
    for hand in (1, 2):  # players move between tables after hand 1 (persons and bots alike)
        match = service.load(mid)
        assert isinstance(match.state, MatchState) and match.state.hand == hand
        for seating in match.state.tables:
            table = service.load(table_id(mid, seating.key))
            for local, player in enumerate(seating.players):
                assert service.bot_policy(table, local) == match.record.seats[player].bot
                if hand == 1:  # the table's own record: who sat where when it opened
                    assert table.record.seats[local].bot == match.record.seats[player].bot
        while service.load(mid).state.hand == hand and play_one(service, mid, rng):
            pass


def test_a_process_whose_match_is_a_hand_behind_never_plays_a_command_at_the_seat_the_player_left(
    settings: Settings,
) -> None:
    """Process ``behind`` last saw the match in hand 1; process ``ahead`` played on into hand 2, where the Knaves
    moved (each takes, at the next table, the local seat the departing Knave left). A command of a player who
    moved, sent through ``behind``, is the player's own at the table they sit at now: never decided for whoever
    took their old seat, even where it is legal there and not at the player's own table."""
    ahead, behind = build_service(settings), build_service(settings)
    mid = new_match(ahead, players=7, hands=3)
    first = behind.warm(mid)
    for key in behind.tables_of(first):
        behind.warm(table_id(mid, key))
    assert isinstance(first.state, MatchState)
    rng = random.Random(3)
    found = None
    for _ in range(4_000):
        match = ahead.load(mid)
        assert isinstance(match.state, MatchState)
        if match.state.hand > 1:
            found = _command_of_the_seat_left(ahead, match, first.state)
            if found is not None:
                break
        assert play_one(ahead, mid, rng)
    assert found is not None, "no moved player's old seat was awaited with a command they may not send"
    player, key, command = found
    before = ahead.load(table_id(mid, key)).version
    with pytest.raises(IllegalMove):
        behind.handle_command(mid, player, command)
    assert ahead.load(table_id(mid, key)).version == before


def _command_of_the_seat_left(
    service: GameService, match: Loaded, then: MatchState
) -> tuple[int, str, object] | None:
    """A player who moved since ``then``, the table they left, and a command legal for whoever holds their old
    local seat there now but not for them at their own table; None when there is none yet."""
    assert isinstance(match.state, MatchState)
    tables = service.tables_of(match)
    for player in range(len(then.names)):
        was, now = then.table_of(player), match.state.table_of(player)
        if was is None or now is None or (was[0].key, was[1]) == (now[0].key, now[1]):
            continue
        old_key, old_local = was[0].key, was[1]
        old_table = tables[old_key].state
        if old_local not in BOMBS.awaiting(old_table):
            continue
        own = tables[now[0].key].state
        own_commands = BOMBS.legal_commands(own, now[1]) if now[1] in BOMBS.awaiting(own) else []
        for command in BOMBS.legal_commands(old_table, old_local):
            if command not in own_commands:
                return player, old_key, command
    return None


def behind_at_hand_one(settings: Settings, players: int, hands: int) -> tuple[GameService, GameService, str]:
    """Two processes on one store, and a new match that the second one has seen (warm) in hand 1 only."""
    ahead, behind = build_service(settings), build_service(settings)
    mid = new_match(ahead, players=players, hands=hands)
    for key in behind.tables_of(behind.warm(mid)):
        behind.warm(table_id(mid, key))
    return ahead, behind, mid


def test_a_tie_break_qualifiers_command_through_a_process_a_hand_behind_is_played_at_the_tie_break_table(
    settings: Settings,
) -> None:
    """The step into a tie-break closes the regular tables at the hand they played: a process whose warm copy of
    the match is in that hand still plays a qualifier's command at the tie-break table (it once routed it to the
    closed table, which refused it as game-over): a command is routed with the match as the store has it."""
    for seed in range(40):
        ahead, behind, mid = behind_at_hand_one(settings, players=6, hands=1)
        rng = random.Random(seed)
        while ahead.load(mid).state.hand == 1 and play_one(ahead, mid, rng):  # type: ignore[attr-defined]
            pass
        match, moves = moves_now(ahead, mid)
        assert isinstance(match.state, MatchState)
        if match.state.tiebreak and moves:
            player, command, key, local = moves[0]
            assert behind.table_now(behind.warm(mid), player)[:2] == (key, local)  # what legal-commands reads
            outcome = behind.handle_command(mid, player, command)
            assert outcome.table == key and key.startswith("h")
            return
    raise AssertionError("no seed of 40 led to a tie-break")


def test_if_match_through_a_process_a_hand_behind_is_judged_at_the_players_table_now(settings: Settings) -> None:
    """If-Match names the version of the table the player sits at now: a process whose warm copy of the match is
    a hand behind once compared it with the table the player left (409 naming that table's version, again and
    again); a command is routed with the match as the store has it, and played."""
    ahead, behind, mid = behind_at_hand_one(settings, players=7, hands=3)
    first = behind.warm(mid)
    assert isinstance(first.state, MatchState)
    rng = random.Random(3)
    for _ in range(4_000):
        match, moves = moves_now(ahead, mid)
        if match.state.hand > 1:  # type: ignore[attr-defined]
            moved = [m for m in moves if (was := first.state.table_of(m[0])) and (was[0].key, was[1]) != m[2:]]
            if moved:
                break
        assert play_one(ahead, mid, rng)
    player, command, key, _ = moved[0]
    now = ahead.load(table_id(mid, key)).version
    outcome = behind.handle_command(mid, player, command, expected_version=now)
    assert outcome.table == key and outcome.first_version == now + 1


def test_an_idempotency_key_retried_after_the_player_moved_table_answers_the_first_attempt(
    service: GameService,
) -> None:
    """Command ids are kept at the table that played the command: a retry after a step between hands moved the
    player to another table finds the first answer there, rather than playing the command again at the new one
    (nor refusing a body that differs, which is 422 as anywhere)."""
    mid = new_match(service, players=7, hands=3)
    rng = random.Random(5)
    last: dict[int, tuple[Any, str, str]] = {}
    for sent in range(4_000):
        match, moves = moves_now(service, mid)
        if match.state.hand > 1:  # type: ignore[attr-defined]
            break
        player, command, key, _ = rng.choice(moves)
        command_id = f"{player}:k{sent}"
        service.handle_command(mid, player, command, command_id=command_id, fingerprint="a" * 64)
        last[player] = (command, key, command_id)
    assert isinstance(match.state, MatchState)
    moved = [(p, sent) for p, sent in last.items() if (now := match.state.table_of(p)) and now[0].key != sent[1]]
    assert moved, "nobody who sent a command moved table"
    player, (command, key, command_id) = moved[0]
    heads = {k: t.version for k, t in service.tables_of(match).items()}
    again = service.handle_command(mid, player, command, command_id=command_id, fingerprint="a" * 64)
    assert again.duplicate and again.table == key
    assert {k: t.version for k, t in service.tables_of(service.load(mid)).items()} == heads
    with pytest.raises(CommandIdReused):
        service.handle_command(mid, player, command, command_id=command_id, fingerprint="b" * 64)


def test_the_table_of_a_seat_is_read_with_the_seating_it_plays_by(service: GameService) -> None:
    """What a player may do and see at their table (legal commands) is read from the table their seat is at: a
    match read just before a step between hands is read again when its table has been dealt the next hand,
    rather than showing the player the seat they left (someone else's cards now)."""
    mid = new_match(service, players=7, hands=3)
    before = service.load(mid)
    assert isinstance(before.state, MatchState)
    rng = random.Random(3)
    while (now := service.load(mid)).state.hand == 1:  # type: ignore[attr-defined]
        assert play_one(service, mid, rng)
    assert isinstance(now.state, MatchState)
    moved = [p for p in range(7) if before.state.table_of(p) and now.state.table_of(p) != before.state.table_of(p)]
    assert moved, "nobody moved between hands"
    for player in moved:
        seated = now.state.table_of(player)
        assert seated is not None
        key, local, table = service.table_now(before, player)
        assert (key, local) == (seated[0].key, seated[1])
        assert table.version == service.load(table_id(mid, key)).version


def test_a_tables_log_shows_a_deal_by_who_sat_there_in_its_hand_even_asked_with_a_match_read_before_it(
    service: GameService,
) -> None:
    """The log of the table a Knave left, asked for with the match as it was in hand 1 (a request racing the step
    between hands): the deal of hand 2 there shows the Knave no hand (they sit elsewhere), not the cards of the
    player who took their seat."""
    mid = new_match(service, players=7, hands=3)
    before = service.load(mid)
    assert isinstance(before.state, MatchState)
    rng = random.Random(3)
    while service.load(mid).state.hand == 1:  # type: ignore[attr-defined]
        assert play_one(service, mid, rng)
    now = service.load(mid)
    assert isinstance(now.state, MatchState)
    checked = 0
    for player in range(7):
        was, there = before.state.table_of(player), now.state.table_of(player)
        if was is None or there is None or was[0].key == there[0].key:
            continue
        deals = [s for s in service.table_events(before, was[0].key, player) if s.event.type == "HandDealt"]
        second = next(s.data for s in deals if s.data["hand"] == 2)
        assert all(hand is None for hand in second["hands"]), (player, second["hands"])
        checked += 1
    assert checked, "no player changed tables"
