from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_legal_commands_form import BombsLegalCommandsForm
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bombs_accept import BombsAccept
    from ..models.bombs_decline_revolt import BombsDeclineRevolt
    from ..models.bombs_legal_commands_play_groups_item import BombsLegalCommandsPlayGroupsItem
    from ..models.bombs_pass import BombsPass
    from ..models.bombs_play import BombsPlay
    from ..models.bombs_refuse import BombsRefuse
    from ..models.bombs_request import BombsRequest
    from ..models.bombs_return import BombsReturn
    from ..models.bombs_revolt import BombsRevolt
    from ..models.bombs_stop_requests import BombsStopRequests
    from ..models.bombs_waive import BombsWaive


T = TypeVar("T", bound="BombsLegalCommands")


@_attrs_define
class BombsLegalCommands:
    """Every command the seat may send now, each a body that can be POSTed as it is. With `form=compact`,
    `commands` lists the bodies that are not plays (pass, bets...) and `play_groups` the plays, each group one
    reading; a game whose plays are always few answers every command in `commands` and no group.

        Attributes:
            game (Literal['bombs']):
            form (BombsLegalCommandsForm): The shape of this answer (`form` of the query).
            version (int): The game's version (in a match, the version of the seat's table).
            seat (int): The seat (in a match, the local seat at `table`).
            commands (list[BombsAccept | BombsDeclineRevolt | BombsPass | BombsPlay | BombsRefuse | BombsRequest |
                BombsReturn | BombsRevolt | BombsStopRequests | BombsWaive]):
            equivalent_cards (Literal['same-ranks']): Which other cards a listed command's `cards` stand for, so that a
                client can match the cards a person selects (a card's rank is its code without the suit letter; a joker is a
                rank of its own). `exact`: only the listed cards. `same-ranks`: any cards of the same ranks from the hand, with
                the listed command's other fields. `same-ranks-except-flushes`: the same, except that a listed command whose
                five cards are all of one suit stands for itself only (every such play is listed). The server accepts all of
                them. A `replay`'s cards come from the cancelled play's remaining cards, which are listed one by one. Prefer a
                listed command whose cards are exactly the selected ones: it says how the server reads them (five of one suit in
                a run is a straight flush).
            table (None | str | Unset): In a match: the key of the seat's table (null: sitting out).
            play_groups (list[BombsLegalCommandsPlayGroupsItem] | Unset): With `form=compact` only: the plays, in groups of
                one reading.
    """

    game: Literal["bombs"]
    form: BombsLegalCommandsForm
    version: int
    seat: int
    commands: list[
        BombsAccept
        | BombsDeclineRevolt
        | BombsPass
        | BombsPlay
        | BombsRefuse
        | BombsRequest
        | BombsReturn
        | BombsRevolt
        | BombsStopRequests
        | BombsWaive
    ]
    equivalent_cards: Literal["same-ranks"]
    table: None | str | Unset = UNSET
    play_groups: list[BombsLegalCommandsPlayGroupsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_accept import BombsAccept  # noqa: PLC0415
        from ..models.bombs_decline_revolt import BombsDeclineRevolt  # noqa: PLC0415
        from ..models.bombs_pass import BombsPass  # noqa: PLC0415
        from ..models.bombs_play import BombsPlay  # noqa: PLC0415
        from ..models.bombs_refuse import BombsRefuse  # noqa: PLC0415
        from ..models.bombs_request import BombsRequest  # noqa: PLC0415
        from ..models.bombs_return import BombsReturn  # noqa: PLC0415
        from ..models.bombs_revolt import BombsRevolt  # noqa: PLC0415
        from ..models.bombs_stop_requests import BombsStopRequests  # noqa: PLC0415

        game = self.game

        form = self.form.value

        version = self.version

        seat = self.seat

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if isinstance(commands_item_data, BombsAccept):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsDeclineRevolt):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsPass):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsPlay):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsRefuse):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsRequest):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsReturn):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsRevolt):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsStopRequests):
                commands_item = commands_item_data.to_dict()
            else:
                commands_item = commands_item_data.to_dict()

            commands.append(commands_item)

        equivalent_cards = self.equivalent_cards

        table: None | str | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        else:
            table = self.table

        play_groups: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.play_groups, Unset):
            play_groups = []
            for play_groups_item_data in self.play_groups:
                play_groups_item = play_groups_item_data.to_dict()
                play_groups.append(play_groups_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "form": form,
                "version": version,
                "seat": seat,
                "commands": commands,
                "equivalent_cards": equivalent_cards,
            }
        )
        if table is not UNSET:
            field_dict["table"] = table
        if play_groups is not UNSET:
            field_dict["play_groups"] = play_groups

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bombs_accept import BombsAccept  # noqa: PLC0415
        from ..models.bombs_decline_revolt import BombsDeclineRevolt  # noqa: PLC0415
        from ..models.bombs_legal_commands_play_groups_item import BombsLegalCommandsPlayGroupsItem  # noqa: PLC0415
        from ..models.bombs_pass import BombsPass  # noqa: PLC0415
        from ..models.bombs_play import BombsPlay  # noqa: PLC0415
        from ..models.bombs_refuse import BombsRefuse  # noqa: PLC0415
        from ..models.bombs_request import BombsRequest  # noqa: PLC0415
        from ..models.bombs_return import BombsReturn  # noqa: PLC0415
        from ..models.bombs_revolt import BombsRevolt  # noqa: PLC0415
        from ..models.bombs_stop_requests import BombsStopRequests  # noqa: PLC0415
        from ..models.bombs_waive import BombsWaive  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["bombs"], d.pop("game"))
        if game != "bombs":
            raise ValueError(f"game must match const 'bombs', got '{game}'")

        form = BombsLegalCommandsForm(d.pop("form"))

        version = d.pop("version")

        seat = d.pop("seat")

        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
                data: object,
            ) -> (
                BombsAccept
                | BombsDeclineRevolt
                | BombsPass
                | BombsPlay
                | BombsRefuse
                | BombsRequest
                | BombsReturn
                | BombsRevolt
                | BombsStopRequests
                | BombsWaive
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_command_type_0 = BombsAccept.from_dict(data)

                    return componentsschemas_bombs_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_command_type_1 = BombsDeclineRevolt.from_dict(data)

                    return componentsschemas_bombs_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_command_type_2 = BombsPass.from_dict(data)

                    return componentsschemas_bombs_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_command_type_3 = BombsPlay.from_dict(data)

                    return componentsschemas_bombs_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_command_type_4 = BombsRefuse.from_dict(data)

                    return componentsschemas_bombs_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_command_type_5 = BombsRequest.from_dict(data)

                    return componentsschemas_bombs_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_command_type_6 = BombsReturn.from_dict(data)

                    return componentsschemas_bombs_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_command_type_7 = BombsRevolt.from_dict(data)

                    return componentsschemas_bombs_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_command_type_8 = BombsStopRequests.from_dict(data)

                    return componentsschemas_bombs_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bombs_command_type_9 = BombsWaive.from_dict(data)

                return componentsschemas_bombs_command_type_9

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        equivalent_cards = cast(Literal["same-ranks"], d.pop("equivalent_cards"))
        if equivalent_cards != "same-ranks":
            raise ValueError(f"equivalent_cards must match const 'same-ranks', got '{equivalent_cards}'")

        def _parse_table(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table = _parse_table(d.pop("table", UNSET))

        _play_groups = d.pop("play_groups", UNSET)
        play_groups: list[BombsLegalCommandsPlayGroupsItem] | Unset = UNSET
        if _play_groups is not UNSET:
            play_groups = []
            for play_groups_item_data in _play_groups:
                play_groups_item = BombsLegalCommandsPlayGroupsItem.from_dict(play_groups_item_data)

                play_groups.append(play_groups_item)

        bombs_legal_commands = cls(
            game=game,
            form=form,
            version=version,
            seat=seat,
            commands=commands,
            equivalent_cards=equivalent_cards,
            table=table,
            play_groups=play_groups,
        )

        return bombs_legal_commands
