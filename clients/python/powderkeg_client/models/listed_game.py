from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.listed_game_status import ListedGameStatus

if TYPE_CHECKING:
    from ..models.listed_game_options import ListedGameOptions
    from ..models.lobby_seat import LobbySeat


T = TypeVar("T", bound="ListedGame")


@_attrs_define
class ListedGame:
    """A game as a listing shows it.

    Attributes:
        id (str):
        game (str):
        status (ListedGameStatus):
        options (ListedGameOptions):
        rated (bool): Rated: its result moves its players' and bots' ratings.
        created_ms (int):
        last_move_ms (int | None): A game being played: when its last event was made (ms, UTC; a match: its own last
            step); null for a game waiting for players.
        seats (list[LobbySeat]):
    """

    id: str
    game: str
    status: ListedGameStatus
    options: ListedGameOptions
    rated: bool
    created_ms: int
    last_move_ms: int | None
    seats: list[LobbySeat]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        game = self.game

        status = self.status.value

        options = self.options.to_dict()

        rated = self.rated

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
                "status": status,
                "options": options,
                "rated": rated,
                "created_ms": created_ms,
                "last_move_ms": last_move_ms,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.listed_game_options import ListedGameOptions  # noqa: PLC0415
        from ..models.lobby_seat import LobbySeat  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        status = ListedGameStatus(d.pop("status"))

        options = ListedGameOptions.from_dict(d.pop("options"))

        rated = d.pop("rated")

        created_ms = d.pop("created_ms")

        def _parse_last_move_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_move_ms = _parse_last_move_ms(d.pop("last_move_ms"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = LobbySeat.from_dict(seats_item_data)

            seats.append(seats_item)

        listed_game = cls(
            id=id,
            game=game,
            status=status,
            options=options,
            rated=rated,
            created_ms=created_ms,
            last_move_ms=last_move_ms,
            seats=seats,
        )

        return listed_game
