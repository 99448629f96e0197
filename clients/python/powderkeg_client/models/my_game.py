from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.my_game_status import MyGameStatus

if TYPE_CHECKING:
    from ..models.my_game_seat import MyGameSeat


T = TypeVar("T", bound="MyGame")


@_attrs_define
class MyGame:
    """A game in a player's list, as that player sees it.

    Attributes:
        id (str):
        game (str):
        match (bool): A match at several tables.
        private (bool): Created private: never listed, nor on a public profile.
        status (MyGameStatus):
        seat (int): The player's seat.
        awaiting (list[int]): The seats the game awaits now (on turn, owing a decision, or entitled to an open window);
            of a match, the player's seat alone while their table awaits it.
        your_move (bool): Whether the game awaits the player now.
        version (int): The game's version (a waiting game's: its lobby's).
        created_ms (int):
        last_move_ms (int | None): When its last event was made (ms, UTC); null while it waits for players.
        seats (list[MyGameSeat]):
    """

    id: str
    game: str
    match: bool
    private: bool
    status: MyGameStatus
    seat: int
    awaiting: list[int]
    your_move: bool
    version: int
    created_ms: int
    last_move_ms: int | None
    seats: list[MyGameSeat]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game = self.game

        match = self.match

        private = self.private

        status = self.status.value

        seat = self.seat

        awaiting = self.awaiting

        your_move = self.your_move

        version = self.version

        created_ms = self.created_ms

        last_move_ms: int | None
        last_move_ms = self.last_move_ms

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "game": game,
                "match": match,
                "private": private,
                "status": status,
                "seat": seat,
                "awaiting": awaiting,
                "your_move": your_move,
                "version": version,
                "created_ms": created_ms,
                "last_move_ms": last_move_ms,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.my_game_seat import MyGameSeat  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        match = d.pop("match")

        private = d.pop("private")

        status = MyGameStatus(d.pop("status"))

        seat = d.pop("seat")

        awaiting = cast(list[int], d.pop("awaiting"))

        your_move = d.pop("your_move")

        version = d.pop("version")

        created_ms = d.pop("created_ms")

        def _parse_last_move_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_move_ms = _parse_last_move_ms(d.pop("last_move_ms"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = MyGameSeat.from_dict(seats_item_data)

            seats.append(seats_item)

        my_game = cls(
            id=id,
            game=game,
            match=match,
            private=private,
            status=status,
            seat=seat,
            awaiting=awaiting,
            your_move=your_move,
            version=version,
            created_ms=created_ms,
            last_move_ms=last_move_ms,
            seats=seats,
        )

        return my_game
