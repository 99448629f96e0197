"""The lobby's rules (``domain.lobby``): who may take which seat of a waiting game, and when it launches."""

from __future__ import annotations

import pytest

from domain.errors import IllegalMove
from domain.lobby import (
    GameLaunched,
    Lobby,
    LobbyCode,
    LobbySeat,
    SeatConflict,
    SeatJoined,
    SeatLeft,
    evolve,
    join,
    leave,
)


def lobby(*seats: str | None, launched: bool = False) -> Lobby:
    """Seats by name; None is open, "bot" a bot."""
    taken = [LobbySeat(name=s, bot="random" if s == "bot" else None) if s else LobbySeat(name=None) for s in seats]
    return Lobby(seats=tuple(taken), launched=launched)


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


def test_nobody_leaves_a_started_game_or_an_open_seat() -> None:
    with pytest.raises(SeatConflict) as refused:
        leave(lobby("ann", "bob", launched=True), 0)
    assert refused.value.code == LobbyCode.GAME_STARTED
    with pytest.raises(IllegalMove) as refused_open:
        leave(lobby("ann", None), 1)
    assert refused_open.value.code == LobbyCode.NOT_SEATED
