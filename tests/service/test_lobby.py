"""Games that wait for players, through the service and the real store: open seats, joins, leaves, the launch
with the last seat (exactly one of two racers gets it), and the listings of games to join or to watch."""

from __future__ import annotations

import threading

import pytest

from domain.errors import GameNotFound, InvalidSetup
from domain.game import PlayerSpec
from domain.lobby import LobbyCode, SeatConflict, lobby_id
from domain.service import GameService
from powderkeg.settings import Settings
from powderkeg.wiring import build_service


@pytest.fixture
def service(settings: Settings) -> GameService:
    return build_service(settings)


def open_game(service: GameService, open_seats: int = 1, private: bool = False, game: str = "bombs") -> str:
    players = [PlayerSpec(name="ann"), PlayerSpec(name="bot-1", bot="random"), *([None] * open_seats)]
    created = service.create_game(game, players, {"window_ms": 0}, private=private)
    assert created.loaded is None and created.waiting is not None
    assert created.tokens[0] is not None and created.tokens[1:] == (None,) * (1 + open_seats)
    return created.game_id


def test_a_game_with_an_open_seat_waits_and_deals_nothing_until_it_is_taken(service: GameService) -> None:
    game_id = open_game(service)
    with pytest.raises(GameNotFound):
        service.load(game_id)
    waiting = service.waiting(game_id)
    assert waiting is not None
    view = service.waiting_view(waiting, None)
    assert view["status"] == "waiting" and view["open_seats"] == [2]
    assert [s["name"] for s in view["seats"]] == ["ann", "bot-1", None]
    assert "token_hash" not in str(view)


def test_the_last_seat_taken_launches_the_game_with_every_seat_and_the_seed_committed_at_creation(
    service: GameService,
) -> None:
    game_id = open_game(service)
    committed = service.waiting_view(service.waiting(game_id), None)["seed_sha256"]  # type: ignore[arg-type]
    joined = service.join(game_id, "bob")
    assert joined.seat == 2 and joined.launched is not None
    game = service.load(game_id)
    assert [s.name for s in game.record.seats] == ["ann", "bot-1", "bob"]
    assert game.record.seed_hash == committed
    assert service.seat_for_token(game, joined.token) == 2
    assert service.game_of(game).status(game.state) == "active"
    assert [e.type for e in service.store.read(lobby_id(game_id))] == ["LobbyOpened", "SeatJoined", "GameLaunched"]
    assert service.verify(game_id).ok


def test_a_join_after_the_game_started_or_of_a_taken_seat_is_refused_and_changes_nothing(service: GameService) -> None:
    game_id = open_game(service, open_seats=2)
    service.join(game_id, "bob", seat=3)
    head = service.store.head(lobby_id(game_id))
    with pytest.raises(SeatConflict) as taken:
        service.join(game_id, "cy", seat=3)
    assert taken.value.code == LobbyCode.SEAT_TAKEN
    assert service.store.head(lobby_id(game_id)) == head
    service.join(game_id, "cy")
    with pytest.raises(SeatConflict) as started:
        service.join(game_id, "dee")
    assert started.value.code == LobbyCode.GAME_STARTED


def test_two_people_racing_for_the_last_seat_one_gets_it(settings: Settings) -> None:
    first = build_service(settings)
    game_id = open_game(first)
    services = [build_service(settings) for _ in range(6)]
    barrier = threading.Barrier(len(services))
    results: list[object] = []

    def race(service: GameService, name: str) -> None:
        barrier.wait()
        try:
            results.append(service.join(game_id, name))
        except SeatConflict as refused:
            results.append(refused.code)

    threads = [threading.Thread(target=race, args=(s, f"p{i}")) for i, s in enumerate(services)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    winners = [r for r in results if not isinstance(r, str)]
    assert len(winners) == 1
    assert sorted(r for r in results if isinstance(r, str)) == [LobbyCode.GAME_STARTED] * (len(services) - 1)
    assert first.load(game_id).record.seats[2].name in {f"p{i}" for i in range(len(services))}


def test_a_person_who_leaves_opens_the_seat_for_someone_else(service: GameService) -> None:
    game_id = open_game(service, open_seats=2)
    joined = service.join(game_id, "bob")
    waiting = service.leave(game_id, joined.seat)
    assert waiting.lobby.open_seats == (2, 3)
    assert service.seat_in_lobby(waiting, joined.token) is None


def test_listings_hold_public_waiting_games_newest_first_then_the_games_being_played(service: GameService) -> None:
    private = open_game(service, private=True)
    older = open_game(service)
    newer = open_game(service, game="exploding-aces")
    page, cursor = service.listing("waiting", None, None, 1)
    assert [g["id"] for g in page] == [newer] and cursor is not None
    rest, end = service.listing("waiting", None, cursor, 10)
    assert [g["id"] for g in rest] == [older] and end is None
    assert [g["id"] for g in service.listing("waiting", "bombs", None, 10)[0]] == [older]
    assert private not in {g["id"] for g in service.listing("active", None, None, 10)[0]}
    service.join(older, "bob")
    assert [g["id"] for g in service.listing("waiting", None, None, 10)[0]] == [newer]
    assert older in [g["id"] for g in service.listing("active", "bombs", None, 10)[0]]
    service.join(private, "bob")
    assert private not in {g["id"] for g in service.listing("active", None, None, 10)[0]}


def test_a_bad_testing_deal_is_refused_when_the_game_is_created_not_when_the_last_seat_is_taken(
    service: GameService,
) -> None:
    players = [PlayerSpec(name="ann"), None, None]
    with pytest.raises(InvalidSetup) as refused:
        service.create_game("bombs", players, {"window_ms": 0}, deal={"hands": [["3C"]]})
    assert refused.value.code == "bad-deal"
