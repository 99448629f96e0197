from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_game_request_deal_type_0 import CreateGameRequestDealType0
    from ..models.create_game_request_options import CreateGameRequestOptions
    from ..models.player_spec_type_0 import PlayerSpecType0
    from ..models.player_spec_type_1 import PlayerSpecType1
    from ..models.player_spec_type_2 import PlayerSpecType2
    from ..models.player_spec_type_3 import PlayerSpecType3
    from ..models.player_spec_type_4 import PlayerSpecType4


T = TypeVar("T", bound="CreateGameRequest")


@_attrs_define
class CreateGameRequest:
    """The body of POST /v1/games.

    Attributes:
        game (str):
        players (list[PlayerSpecType0 | PlayerSpecType1 | PlayerSpecType2 | PlayerSpecType3 | PlayerSpecType4]):
        options (CreateGameRequestOptions | Unset): Table options by name (see `GET /v1/game-types`); missing ones take
            their defaults.
        deal (CreateGameRequestDealType0 | None | Unset): Testing servers only (`POWDERKEG_TESTING=1`): fixes the cards.
            For bombs: `{"hands": [[cards of seat 0], ...], "dealer": 0, "hand": 1, "knave": 0, "master": 1, "scores":
            [...], "leader": 0}`, only `hands` required.
        rated (bool | Unset): Rated: when it ends, the ratings of its players and bots move (`GET
            /v1/leaderboards/{game}`). Every seat must be a player (`{"player": "me"}`, or an open seat that only a player
            may join) or a bot. Default false. Default: False.
        private (bool | Unset): Never listed by `GET /v1/games`: the game's id is the invitation. Default false.
            Default: False.
        seat_idle_s (int | None | Unset): The idle policy (docs/rules.md §0.1): how many seconds a game that awaits a
            person's seat may go without any event before a bot plays the seat (autopilot) until the person returns. Default
            900; a match at several tables has no idle policy and refuses it.
        game_idle_s (int | None | Unset): The idle policy (docs/rules.md §0.1): how many seconds the game lasts with no
            person at it (every person's seat on autopilot or resigned) before it ends abandoned: no winner, not rated, no
            longer listed. Default 3600; a match refuses it.
    """

    game: str
    players: list[PlayerSpecType0 | PlayerSpecType1 | PlayerSpecType2 | PlayerSpecType3 | PlayerSpecType4]
    options: CreateGameRequestOptions | Unset = UNSET
    deal: CreateGameRequestDealType0 | None | Unset = UNSET
    rated: bool | Unset = False
    private: bool | Unset = False
    seat_idle_s: int | None | Unset = UNSET
    game_idle_s: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_game_request_deal_type_0 import CreateGameRequestDealType0  # noqa: PLC0415
        from ..models.player_spec_type_0 import PlayerSpecType0  # noqa: PLC0415
        from ..models.player_spec_type_1 import PlayerSpecType1  # noqa: PLC0415
        from ..models.player_spec_type_2 import PlayerSpecType2  # noqa: PLC0415
        from ..models.player_spec_type_3 import PlayerSpecType3  # noqa: PLC0415

        game = self.game

        players = []
        for players_item_data in self.players:
            players_item: dict[str, Any]
            if isinstance(players_item_data, PlayerSpecType0):
                players_item = players_item_data.to_dict()
            elif isinstance(players_item_data, PlayerSpecType1):
                players_item = players_item_data.to_dict()
            elif isinstance(players_item_data, PlayerSpecType2):
                players_item = players_item_data.to_dict()
            elif isinstance(players_item_data, PlayerSpecType3):
                players_item = players_item_data.to_dict()
            else:
                players_item = players_item_data.to_dict()

            players.append(players_item)

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        deal: dict[str, Any] | None | Unset
        if isinstance(self.deal, Unset):
            deal = UNSET
        elif isinstance(self.deal, CreateGameRequestDealType0):
            deal = self.deal.to_dict()
        else:
            deal = self.deal

        rated = self.rated

        private = self.private

        seat_idle_s: int | None | Unset
        if isinstance(self.seat_idle_s, Unset):
            seat_idle_s = UNSET
        else:
            seat_idle_s = self.seat_idle_s

        game_idle_s: int | None | Unset
        if isinstance(self.game_idle_s, Unset):
            game_idle_s = UNSET
        else:
            game_idle_s = self.game_idle_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "players": players,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if deal is not UNSET:
            field_dict["deal"] = deal
        if rated is not UNSET:
            field_dict["rated"] = rated
        if private is not UNSET:
            field_dict["private"] = private
        if seat_idle_s is not UNSET:
            field_dict["seat_idle_s"] = seat_idle_s
        if game_idle_s is not UNSET:
            field_dict["game_idle_s"] = game_idle_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_game_request_deal_type_0 import CreateGameRequestDealType0  # noqa: PLC0415
        from ..models.create_game_request_options import CreateGameRequestOptions  # noqa: PLC0415
        from ..models.player_spec_type_0 import PlayerSpecType0  # noqa: PLC0415
        from ..models.player_spec_type_1 import PlayerSpecType1  # noqa: PLC0415
        from ..models.player_spec_type_2 import PlayerSpecType2  # noqa: PLC0415
        from ..models.player_spec_type_3 import PlayerSpecType3  # noqa: PLC0415
        from ..models.player_spec_type_4 import PlayerSpecType4  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:

            def _parse_players_item(
                data: object,
            ) -> PlayerSpecType0 | PlayerSpecType1 | PlayerSpecType2 | PlayerSpecType3 | PlayerSpecType4:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_player_spec_type_0 = PlayerSpecType0.from_dict(data)

                    return componentsschemas_player_spec_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_player_spec_type_1 = PlayerSpecType1.from_dict(data)

                    return componentsschemas_player_spec_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_player_spec_type_2 = PlayerSpecType2.from_dict(data)

                    return componentsschemas_player_spec_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_player_spec_type_3 = PlayerSpecType3.from_dict(data)

                    return componentsschemas_player_spec_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_player_spec_type_4 = PlayerSpecType4.from_dict(data)

                return componentsschemas_player_spec_type_4

            players_item = _parse_players_item(players_item_data)

            players.append(players_item)

        _options = d.pop("options", UNSET)
        options: CreateGameRequestOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateGameRequestOptions.from_dict(_options)

        def _parse_deal(data: object) -> CreateGameRequestDealType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_0 = CreateGameRequestDealType0.from_dict(data)

                return deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateGameRequestDealType0 | None | Unset, data)

        deal = _parse_deal(d.pop("deal", UNSET))

        rated = d.pop("rated", UNSET)

        private = d.pop("private", UNSET)

        def _parse_seat_idle_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat_idle_s = _parse_seat_idle_s(d.pop("seat_idle_s", UNSET))

        def _parse_game_idle_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        game_idle_s = _parse_game_idle_s(d.pop("game_idle_s", UNSET))

        create_game_request = cls(
            game=game,
            players=players,
            options=options,
            deal=deal,
            rated=rated,
            private=private,
            seat_idle_s=seat_idle_s,
            game_idle_s=game_idle_s,
        )

        return create_game_request
