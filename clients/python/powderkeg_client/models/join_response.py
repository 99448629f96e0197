from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.join_response_status import JoinResponseStatus

if TYPE_CHECKING:
    from ..models.bombs_away_view import BombsAwayView
    from ..models.bombs_match_view import BombsMatchView
    from ..models.bombs_view import BombsView
    from ..models.exploding_aces_view import ExplodingAcesView
    from ..models.haggis_view import HaggisView
    from ..models.waiting_view import WaitingView


T = TypeVar("T", bound="JoinResponse")


@_attrs_define
class JoinResponse:
    """The answer to a join: the seat taken and its token, shown to the joiner alone, this once.

    Attributes:
        id (str):
        seat (int):
        token (None | str): Secret: send it as `Authorization: Bearer <token>`. Null for a seat a player took with their
            key: the player's keys alone act for it, so revoking a key or erasing the player ends it.
        status (JoinResponseStatus): `active` when this join took the last open seat and the game began.
        view (BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView): The game as
            one viewer may see it: a seat token shows that seat's hand, no token is a spectator's view; once the game is
            finished everything is shown. `kind` says which shape it is.
    """

    id: str
    seat: int
    token: None | str
    status: JoinResponseStatus
    view: BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_away_view import BombsAwayView  # noqa: PLC0415
        from ..models.bombs_match_view import BombsMatchView  # noqa: PLC0415
        from ..models.bombs_view import BombsView  # noqa: PLC0415
        from ..models.exploding_aces_view import ExplodingAcesView  # noqa: PLC0415
        from ..models.haggis_view import HaggisView  # noqa: PLC0415

        id = self.id

        seat = self.seat

        token: None | str
        token = self.token

        status = self.status.value

        view: dict[str, Any]
        if isinstance(self.view, BombsView):
            view = self.view.to_dict()
        elif isinstance(self.view, BombsMatchView):
            view = self.view.to_dict()
        elif isinstance(self.view, BombsAwayView):
            view = self.view.to_dict()
        elif isinstance(self.view, ExplodingAcesView):
            view = self.view.to_dict()
        elif isinstance(self.view, HaggisView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "seat": seat,
                "token": token,
                "status": status,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bombs_away_view import BombsAwayView  # noqa: PLC0415
        from ..models.bombs_match_view import BombsMatchView  # noqa: PLC0415
        from ..models.bombs_view import BombsView  # noqa: PLC0415
        from ..models.exploding_aces_view import ExplodingAcesView  # noqa: PLC0415
        from ..models.haggis_view import HaggisView  # noqa: PLC0415
        from ..models.waiting_view import WaitingView  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        seat = d.pop("seat")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))

        status = JoinResponseStatus(d.pop("status"))

        def _parse_view(
            data: object,
        ) -> BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_0 = BombsView.from_dict(data)

                return componentsschemas_game_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_1 = BombsMatchView.from_dict(data)

                return componentsschemas_game_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_2 = BombsAwayView.from_dict(data)

                return componentsschemas_game_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_3 = ExplodingAcesView.from_dict(data)

                return componentsschemas_game_view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_view_type_4 = HaggisView.from_dict(data)

                return componentsschemas_game_view_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_view_type_5 = WaitingView.from_dict(data)

            return componentsschemas_game_view_type_5

        view = _parse_view(d.pop("view"))

        join_response = cls(
            id=id,
            seat=seat,
            token=token,
            status=status,
            view=view,
        )

        return join_response
