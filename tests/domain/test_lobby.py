"""The lobby's rules (``domain.lobby``): who may take which seat of a waiting game, and when it launches."""

from __future__ import annotations

from dataclasses import replace

import pytest

from domain.errors import IllegalMove
from domain.lobby import (
    GameLaunched,
    Lobby,
    LobbyCode,
    LobbySeat,
    RematchConflict,
    SeatConflict,
    SeatJoined,
    SeatLeft,
    claim,
    evolve,
    join,
    leave,
    rematch_id,
    rematch_order,
    rematch_token,
)
from domain.tables.ref import TableRef


def lobby(*seats: str | None, launched: bool = False) -> Lobby:
    """Seats by name; None is open, "bot" a bot, "?name" reserved for ``name`` in a rematch."""
    return Lobby(seats=tuple(_seat(s) for s in seats), launched=launched)


def _seat(spec: str | None) -> LobbySeat:
    if spec is None:
        return LobbySeat(name=None)
    if spec == "bot":
        return LobbySeat(name=spec, bot="random")
    if spec.startswith("?"):
        return LobbySeat(name=spec[1:])
    return LobbySeat(name=spec, token_hash=f"hash-of-{spec}")


def test_a_join_takes_the_first_open_seat_unless_it_names_one() -> None:
    state = lobby("ann", None, None)
    assert join(state, "bob", "h") == [SeatJoined(seat=1, name="bob", token_hash="h")]
    assert join(state, "bob", "h", seat=2) == [SeatJoined(seat=2, name="bob", token_hash="h")]


def test_the_join_that_takes_the_last_open_seat_launches_the_game() -> None:
    state = lobby("ann", "bot", None)
    assert join(state, "cy", "h") == [SeatJoined(seat=2, name="cy", token_hash="h"), GameLaunched()]


@pytest.mark.parametrize(
    ("state", "seat", "code"),
    [
        (lobby("ann", "bob"), None, LobbyCode.GAME_FULL),
        (lobby("ann", None), 0, LobbyCode.SEAT_TAKEN),
        (lobby("ann", "bot", None), 1, LobbyCode.SEAT_TAKEN),
        (lobby("ann", None, launched=True), None, LobbyCode.GAME_STARTED),
    ],
)
def test_a_join_the_lobby_no_longer_allows_is_a_seat_conflict(state: Lobby, seat: int | None, code: str) -> None:
    with pytest.raises(SeatConflict) as refused:
        join(state, "zed", "h", seat)
    assert refused.value.code == code


def test_a_join_of_a_seat_the_game_does_not_have_is_refused() -> None:
    with pytest.raises(IllegalMove) as refused:
        join(lobby("ann", None), "zed", "h", seat=5)
    assert refused.value.code == LobbyCode.NO_SUCH_SEAT


def test_a_person_may_leave_a_waiting_game_and_the_seat_opens_again() -> None:
    state = evolve(lobby("ann", None), SeatJoined(seat=1, name="bob", token_hash="h"))
    assert leave(state, 1) == [SeatLeft(seat=1)]
    after = evolve(state, SeatLeft(seat=1))
    assert after.open_seats == (1,) and after.seats[1].token_hash is None


def test_the_last_person_leaving_deserts_the_lobby_and_a_join_fills_it_again() -> None:
    """Bots wait for nobody: a lobby whose last person left is deserted (not listed) until someone joins."""
    state = evolve(lobby("ann", "bot", None), SeatJoined(seat=2, name="bob", token_hash="h"))
    one_left = evolve(state, SeatLeft(seat=0))
    assert not one_left.deserted
    both_left = evolve(one_left, SeatLeft(seat=2))
    assert both_left.deserted and both_left.open_seats == (0, 2)
    assert not evolve(both_left, SeatJoined(seat=2, name="cy", token_hash="h2")).deserted


def test_a_lobby_created_with_nobody_seated_is_not_deserted() -> None:
    """Only a leave deserts a lobby: one opened with every seat open waits for its first players, listed."""
    assert not lobby(None, None, "bot").deserted


def test_nobody_leaves_a_started_game_or_an_open_seat() -> None:
    with pytest.raises(SeatConflict) as refused:
        leave(lobby("ann", "bob", launched=True), 0)
    assert refused.value.code == LobbyCode.GAME_STARTED
    with pytest.raises(IllegalMove) as refused_open:
        leave(lobby("ann", None), 1)
    assert refused_open.value.code == LobbyCode.NOT_SEATED


def test_a_rematch_id_is_the_same_for_every_player_and_a_new_plain_game_id() -> None:
    first = rematch_id("Abc_def-1234")
    assert first == rematch_id("Abc_def-1234") != rematch_id("Abc_def-1235")
    assert len(first) == 12 and all(c.isalnum() or c in "-_" for c in first)
    assert TableRef.parse(first) is None and rematch_id(first) != first


@pytest.mark.parametrize(
    ("starter", "order"), [(None, (0, 1, 2, 3)), (0, (0, 1, 2, 3)), (2, (2, 3, 0, 1)), (3, (3, 0, 1, 2))]
)
def test_the_rematch_keeps_the_order_around_the_table_with_the_starter_at_seat_0(
    starter: int | None, order: tuple[int, ...]
) -> None:
    assert rematch_order(4, starter) == order


def test_a_rematch_token_is_derived_from_the_old_one_for_its_holder_alone() -> None:
    token = rematch_token("R1", "G1.secret")
    assert token == rematch_token("R1", "G1.secret") and token.startswith("R1.")
    assert token not in {rematch_token("R1", "G1.other"), rematch_token("R2", "G1.secret")}


def test_a_player_takes_their_reserved_seat_and_the_last_one_taken_launches_the_rematch() -> None:
    state = lobby("?ann", "bot", "?bo")
    assert state.unfilled == (0, 2) and state.open_seats == ()
    first = claim(state, 2, "h2", "R")
    assert first == [SeatJoined(seat=2, name="bo", token_hash="h2")]
    state = evolve(state, first[0])
    assert claim(state, 0, "h0", "R") == [SeatJoined(seat=0, name="ann", token_hash="h0"), GameLaunched()]


def test_a_player_asking_again_with_the_same_token_changes_nothing() -> None:
    state = evolve(lobby("?ann", "?bo"), SeatJoined(seat=0, name="ann", token_hash="h0"))
    assert claim(state, 0, "h0", "R") == []
    assert claim(replace(state, launched=True), 0, "h0", "R") == []


def test_a_reserved_seat_held_with_another_token_is_refused_and_never_taken_by_a_join() -> None:
    state = evolve(lobby("?ann", "?bo"), SeatJoined(seat=0, name="ann", token_hash="h0"))
    with pytest.raises(RematchConflict) as taken:
        claim(state, 0, "other", "R")
    assert taken.value.code == LobbyCode.REMATCH_TAKEN and taken.value.rematch_id == "R"
    with pytest.raises(SeatConflict) as full:
        join(state, "eve", "h9")
    assert full.value.code == LobbyCode.GAME_FULL and "rematch" in full.value.detail
    with pytest.raises(SeatConflict) as reserved:
        join(state, "eve", "h9", seat=1)
    assert reserved.value.code == LobbyCode.SEAT_TAKEN


def test_a_player_who_leaves_a_rematch_keeps_the_reservation_and_may_take_it_again() -> None:
    state = replace(lobby("?ann", "?bo"), rematch_of="G")
    state = evolve(state, SeatJoined(seat=0, name="ann", token_hash="h0"))
    state = evolve(state, leave(state, 0)[0])
    assert state.open_seats == () and state.unfilled == (0, 1) and state.seats[0].reserved
    assert claim(state, 0, "h0", "R") == [SeatJoined(seat=0, name="ann", token_hash="h0")]
