from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.waiting_view_status import WaitingViewStatus

if TYPE_CHECKING:
    from ..models.idle_policy import IdlePolicy
    from ..models.lobby_seat import LobbySeat
    from ..models.waiting_view_options import WaitingViewOptions


T = TypeVar("T", bound="WaitingView")


@_attrs_define
class WaitingView:
    """A game created with open seats, before every seat is taken: who sits where and which seats are open.
    No card is dealt yet; once the last seat is taken the game's own view replaces this one.

        Attributes:
            id (str):
            game (str):
            kind (Literal['waiting']):
            version (int): The lobby's version (each join or leave).
            status (WaitingViewStatus):
            seed_sha256 (str): SHA-256 of the game's seed, committed to before anyone joins.
            head_sha256 (str): The last hash of the lobby's chain.
            options (WaitingViewOptions):
            private (bool): Never listed: its id is the invitation.
            rated (bool): Rated: only players (with their key) and bots take its seats.
            idle (IdlePolicy | None): The idle policy the game will have (docs/rules.md §0.1); null for a match.
            rematch_of (None | str): The finished game this is the rematch of, or null.
            created_ms (int): When the game was created (ms, UTC).
            seats (list[LobbySeat]):
            open_seats (list[int]):
            you (int | None): The bearer's seat; null without a seat token.
    """

    id: str
    game: str
    kind: Literal["waiting"]
    version: int
    status: WaitingViewStatus
    seed_sha256: str
    head_sha256: str
    options: WaitingViewOptions
    private: bool
    rated: bool
    idle: IdlePolicy | None
    rematch_of: None | str
    created_ms: int
    seats: list[LobbySeat]
    open_seats: list[int]
    you: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.idle_policy import IdlePolicy  # noqa: PLC0415

        id = self.id

        game = self.game

        kind = self.kind

        version = self.version

        status = self.status.value

        seed_sha256 = self.seed_sha256

        head_sha256 = self.head_sha256

        options = self.options.to_dict()

        private = self.private

        rated = self.rated

        idle: dict[str, Any] | None
        if isinstance(self.idle, IdlePolicy):
            idle = self.idle.to_dict()
        else:
            idle = self.idle

        rematch_of: None | str
        rematch_of = self.rematch_of

        created_ms = self.created_ms

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        open_seats = self.open_seats

        you: int | None
        you = self.you

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "game": game,
                "kind": kind,
                "version": version,
                "status": status,
                "seed_sha256": seed_sha256,
                "head_sha256": head_sha256,
                "options": options,
                "private": private,
                "rated": rated,
                "idle": idle,
                "rematch_of": rematch_of,
                "created_ms": created_ms,
                "seats": seats,
                "open_seats": open_seats,
                "you": you,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.idle_policy import IdlePolicy  # noqa: PLC0415
        from ..models.lobby_seat import LobbySeat  # noqa: PLC0415
        from ..models.waiting_view_options import WaitingViewOptions  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        kind = cast(Literal["waiting"], d.pop("kind"))
        if kind != "waiting":
            raise ValueError(f"kind must match const 'waiting', got '{kind}'")

        version = d.pop("version")

        status = WaitingViewStatus(d.pop("status"))

        seed_sha256 = d.pop("seed_sha256")

        head_sha256 = d.pop("head_sha256")

        options = WaitingViewOptions.from_dict(d.pop("options"))

        private = d.pop("private")

        rated = d.pop("rated")

        def _parse_idle(data: object) -> IdlePolicy | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                idle_type_0 = IdlePolicy.from_dict(data)

                return idle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(IdlePolicy | None, data)

        idle = _parse_idle(d.pop("idle"))

        def _parse_rematch_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))

        created_ms = d.pop("created_ms")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = LobbySeat.from_dict(seats_item_data)

            seats.append(seats_item)

        open_seats = cast(list[int], d.pop("open_seats"))

        def _parse_you(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        you = _parse_you(d.pop("you"))

        waiting_view = cls(
            id=id,
            game=game,
            kind=kind,
            version=version,
            status=status,
            seed_sha256=seed_sha256,
            head_sha256=head_sha256,
            options=options,
            private=private,
            rated=rated,
            idle=idle,
            rematch_of=rematch_of,
            created_ms=created_ms,
            seats=seats,
            open_seats=open_seats,
            you=you,
        )

        return waiting_view
