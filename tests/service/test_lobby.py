"""Games that wait for players, through the service and the real store: open seats, joins, leaves, the launch
with the last seat (exactly one of two racers gets it), the listings of games to join or to watch, and
rematches."""

from __future__ import annotations

import random
import threading
import time

import pytest

from domain.errors import GameNotFound, InvalidSetup
from domain.game import PlayerSpec
from domain.idle import game_state
from domain.lobby import LobbyCode, RematchConflict, SeatConflict, lobby_id, rematch_id
from domain.service import GameService, Joined, Loaded
from powderkeg.wiring import build_service
from settings import Settings
from tests.service.test_matches import play_one
from tests.support.playing import play_out


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
    time.sleep(0.002)  # listings order by creation time in ms: two games of one ms would tie
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


def test_a_lobby_everyone_left_leaves_the_listing_and_a_join_racing_that_keeps_it_listed(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The listing's read takes a deserted lobby off; a join that lands between that read and the removal (and
    lists it again before it) is found by the read that follows the removal, which lists it once more."""
    game_id = open_game(service, open_seats=2)
    service.leave(game_id, 0)  # ann leaves: only the bot sits there
    remove = service.store.list_remove

    def join_first(listing: str, game: str, listed_id: str) -> None:
        monkeypatch.setattr(service.store, "list_remove", remove)
        service.join(game_id, "bob")  # appended and listed again, before the removal below
        remove(listing, game, listed_id)  # type: ignore[arg-type]

    monkeypatch.setattr(service.store, "list_remove", join_first)
    assert service.listing("waiting", None, None, 10)[0] == []  # read while it was deserted
    assert [g["id"] for g in service.listing("waiting", None, None, 10)[0]] == [game_id]
    service.leave(game_id, 0)  # bob (in the first open seat, ann's) leaves too: nobody waits there again
    assert service.listing("waiting", None, None, 10)[0] == []


def test_a_bad_testing_deal_is_refused_when_the_game_is_created_not_when_the_last_seat_is_taken(
    service: GameService,
) -> None:
    players = [PlayerSpec(name="ann"), None, None]
    with pytest.raises(InvalidSetup) as refused:
        service.create_game("bombs", players, {"window_ms": 0}, deal={"hands": [["3C"]]})
    assert refused.value.code == "bad-deal"


def finished(
    service: GameService, slug: str, players: list[PlayerSpec], options: dict[str, object], seed: int = 5
) -> tuple[Loaded, tuple[str | None, ...]]:
    """A game of ``slug`` played to its end at random: the finished game, and its seats' tokens."""
    created = service.create_game(slug, players, options)
    play_out(service, created.game_id, seed=seed)
    return service.load(created.game_id), created.tokens


def people(*names: str) -> list[PlayerSpec]:
    return [PlayerSpec(name=n, bot="random" if n.startswith("bot") else None) for n in names]


ONE_HAND = {"window_ms": 0, "hands": 1}


def ask(service: GameService, old: Loaded, tokens: tuple[str | None, ...], seat: int) -> Joined:
    token = tokens[seat]
    assert token is not None
    return service.rematch(old, seat, token)


def test_a_rematch_names_one_new_game_for_every_player_seats_them_as_before_and_starts_with_the_last(
    service: GameService,
) -> None:
    old, tokens = finished(service, "bombs", people("ann", "bot-1", "cy", "dee"), ONE_HAND)
    first = ask(service, old, tokens, 2)
    assert first.game_id == rematch_id(old.record.game_id) and first.seat == 2 and first.launched is None
    view = service.waiting_view(first.waiting, first.seat)
    assert view["rematch_of"] == old.record.game_id and view["private"] and view["open_seats"] == []
    assert [(s["name"], s["reserved"]) for s in view["seats"]] == [
        ("ann", True), ("bot-1", False), ("cy", False), ("dee", True)
    ]
    assert ask(service, old, tokens, 0).launched is None
    last = ask(service, old, tokens, 3)
    assert last.game_id == first.game_id and last.launched is not None
    game = service.load(first.game_id)
    seated = [(s.name, s.bot) for s in game.record.seats]
    assert seated == [("ann", None), ("bot-1", "random"), ("cy", None), ("dee", None)]
    assert service.seat_for_token(game, first.token) == 2 and service.seat_for_token(game, last.token) == 3
    assert service.verify(first.game_id).ok


def test_a_rematch_keeps_the_type_and_options_and_deals_from_a_new_seed(service: GameService) -> None:
    old, tokens = finished(service, "bombs", people("ann", "bo", "cy"), ONE_HAND)
    for seat in range(3):
        joined = ask(service, old, tokens, seat)
    game = service.load(joined.game_id)
    assert game.record.game == "bombs" and game.record.options == old.record.options
    assert game.record.seed != old.record.seed and game.record.seed_hash != old.record.seed_hash


def test_a_rematch_is_never_listed(service: GameService) -> None:
    old, tokens = finished(service, "bombs", people("ann", "bo", "cy"), ONE_HAND)
    for seat in range(3):
        joined = ask(service, old, tokens, seat)
        listed = {g["id"] for kind in ("waiting", "active") for g in service.listing(kind, None, None, 100)[0]}
        assert joined.game_id not in listed


def test_players_of_a_game_being_played_are_never_listed_as_reserved(service: GameService) -> None:
    game_id = service.create_game("bombs", people("ann", "bot-1", "cy"), ONE_HAND).game_id
    (listed,) = [g for g in service.listing("active", None, None, 100)[0] if g["id"] == game_id]
    assert [s["reserved"] for s in listed["seats"]] == [False, False, False]


def test_where_the_winner_starts_the_next_game_the_rematch_seats_the_winner_first_in_the_same_order(
    service: GameService,
) -> None:
    names = ["ann", "bo", "cy"]
    old, tokens = finished(service, "exploding-aces", people(*names), {})
    winner = game_state(old.state).winner
    joined = [ask(service, old, tokens, seat) for seat in range(3)]
    assert [j.seat for j in joined] == [(seat - winner) % 3 for seat in range(3)]
    game = service.load(joined[0].game_id)
    assert [s.name for s in game.record.seats] == [names[(winner + i) % 3] for i in range(3)]
    assert [game.record.seats[j.seat].name for j in joined] == names


def test_a_rematch_of_a_match_is_a_match_with_every_player_in_their_seat(service: GameService) -> None:
    names = [f"p{i}" for i in range(7)]
    created = service.create_game("bombs", people(*names), ONE_HAND)
    rng = random.Random(3)
    while play_one(service, created.game_id, rng):
        pass
    old, tokens = service.load(created.game_id), created.tokens
    joined = [ask(service, old, tokens, seat) for seat in range(7)]
    match = service.load(joined[0].game_id)
    assert service.game_of(match).info.title.endswith("match")
    assert [s.name for s in match.record.seats] == names
    assert [service.seat_for_token(match, j.token) for j in joined] == list(range(7))


def test_a_rematch_of_a_rematch_and_of_a_game_that_waited_for_players(service: GameService) -> None:
    waited = service.create_game("bombs", [PlayerSpec(name="ann"), None, None], ONE_HAND)
    bo, cy = service.join(waited.game_id, "bo"), service.join(waited.game_id, "cy")
    play_out(service, waited.game_id, seed=3)
    tokens = (waited.tokens[0], bo.token, cy.token)
    first = [ask(service, service.load(waited.game_id), tokens, seat) for seat in range(3)]
    play_out(service, first[0].game_id, seed=4)
    again = [ask(service, service.load(first[0].game_id), tuple(j.token for j in first), seat) for seat in range(3)]
    assert again[0].game_id == rematch_id(first[0].game_id) != first[0].game_id
    assert service.load(again[0].game_id).record.seats[1].name == "bo"


def test_a_rematch_is_refused_before_the_game_ends(service: GameService) -> None:
    created = service.create_game("bombs", people("a", "b", "c", "d"), {"window_ms": 0})
    with pytest.raises(RematchConflict) as early:
        ask(service, service.load(created.game_id), created.tokens, 0)
    assert early.value.code == LobbyCode.GAME_NOT_FINISHED
    assert service.waiting(rematch_id(created.game_id)) is None


def test_asking_again_answers_the_same_seat_and_token_and_writes_nothing_even_once_launched(
    service: GameService,
) -> None:
    old, tokens = finished(service, "bombs", people("a", "b", "c"), ONE_HAND)
    first = ask(service, old, tokens, 1)
    head = service.store.head(lobby_id(first.game_id))
    again = ask(service, old, tokens, 1)
    assert (again.seat, again.token, again.launched) == (first.seat, first.token, None)
    assert service.store.head(lobby_id(first.game_id)) == head
    ask(service, old, tokens, 0)
    ask(service, old, tokens, 2)
    launched = ask(service, old, tokens, 1)
    assert launched.token == first.token and launched.launched is not None


def test_a_player_who_leaves_the_rematch_may_take_the_seat_again_and_nobody_else_can(service: GameService) -> None:
    old, tokens = finished(service, "bombs", people("a", "b", "c"), ONE_HAND)
    first = ask(service, old, tokens, 0)
    service.leave(first.game_id, 0)
    with pytest.raises(SeatConflict) as stranger:
        service.join(first.game_id, "mallory")
    assert stranger.value.code == LobbyCode.GAME_FULL
    assert ask(service, old, tokens, 0).token == first.token


def test_the_rematch_as_it_stands_shows_who_took_a_seat_without_taking_one(service: GameService) -> None:
    old, tokens = finished(service, "bombs", people("a", "b", "c"), ONE_HAND)
    assert service.rematch_of(old, tokens[0]) is None
    ask(service, old, tokens, 1)
    found = service.rematch_of(old, tokens[0])
    assert found is not None and found[1] is None
    waiting, _ = found
    assert [s.reserved for s in waiting.lobby.seats] == [True, False, True]
    assert service.rematch_of(old, tokens[1]) == (waiting, 1)


def test_players_asking_for_the_rematch_at_once_all_get_their_seats_of_one_game(settings: Settings) -> None:
    first = build_service(settings)
    names = [f"p{i}" for i in range(5)]
    old, tokens = finished(first, "exploding-aces", people(*names), {})
    services = [build_service(settings) for _ in names]
    barrier = threading.Barrier(len(services))
    results: dict[int, Joined] = {}

    def race(seat: int) -> None:
        barrier.wait()
        results[seat] = ask(services[seat], old, tokens, seat)

    threads = [threading.Thread(target=race, args=(seat,)) for seat in range(len(names))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == len(names)
    game = first.load(rematch_id(old.record.game_id))
    for seat, joined in results.items():
        assert game.record.seats[joined.seat].name == names[seat]
        assert first.seat_for_token(game, joined.token) == joined.seat
    assert [e.type for e in first.store.read(lobby_id(game.record.game_id))].count("GameLaunched") == 1
