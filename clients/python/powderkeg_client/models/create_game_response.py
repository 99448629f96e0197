from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_game_response_status import CreateGameResponseStatus

if TYPE_CHECKING:
    from ..models.bombs_away_view import BombsAwayView
    from ..models.bombs_match_view import BombsMatchView
    from ..models.bombs_view import BombsView
    from ..models.exploding_aces_view import ExplodingAcesView
    from ..models.haggis_view import HaggisView
    from ..models.seat_token import SeatToken
    from ..models.waiting_view import WaitingView


T = TypeVar("T", bound="CreateGameResponse")


@_attrs_define
class CreateGameResponse:
    """The answer to POST /v1/games.

    Attributes:
        id (str):
        game (str):
        version (int):
        status (CreateGameResponseStatus): `waiting` while a seat is open (the view is then a `WaitingView`).
        tokens (list[SeatToken]): One per seat named for a person, shown only this once; bots have none, nor has the
            seat of a player (`{"player": "me"}`), for which the player's keys alone act.
        view (BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView): The game as
            one viewer may see it: a seat token shows that seat's hand, no token is a spectator's view; once the game is
            finished everything is shown. `kind` says which shape it is.
    """

    id: str
    game: str
    version: int
    status: CreateGameResponseStatus
    tokens: list[SeatToken]
    view: BombsAwayView | BombsMatchView | BombsView | ExplodingAcesView | HaggisView | WaitingView

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_away_view import BombsAwayView  # noqa: PLC0415
        from ..models.bombs_match_view import BombsMatchView  # noqa: PLC0415
        from ..models.bombs_view import BombsView  # noqa: PLC0415
        from ..models.exploding_aces_view import ExplodingAcesView  # noqa: PLC0415
        from ..models.haggis_view import HaggisView  # noqa: PLC0415

        id = self.id

        game = self.game

        version = self.version

        status = self.status.value

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)

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
                "game": game,
                "version": version,
                "status": status,
                "tokens": tokens,
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
        from ..models.seat_token import SeatToken  # noqa: PLC0415
        from ..models.waiting_view import WaitingView  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        game = d.pop("game")

        version = d.pop("version")

        status = CreateGameResponseStatus(d.pop("status"))

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = SeatToken.from_dict(tokens_item_data)

            tokens.append(tokens_item)

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

        create_game_response = cls(
            id=id,
            game=game,
            version=version,
            status=status,
            tokens=tokens,
            view=view,
        )

        return create_game_response
