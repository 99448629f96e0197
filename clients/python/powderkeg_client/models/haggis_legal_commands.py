from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.haggis_legal_commands_form import HaggisLegalCommandsForm
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.haggis_bet import HaggisBet
    from ..models.haggis_pass import HaggisPass
    from ..models.haggis_play import HaggisPlay
    from ..models.haggis_play_group_type_0 import HaggisPlayGroupType0
    from ..models.haggis_play_group_type_1 import HaggisPlayGroupType1
    from ..models.haggis_play_group_type_2 import HaggisPlayGroupType2


T = TypeVar("T", bound="HaggisLegalCommands")


@_attrs_define
class HaggisLegalCommands:
    """Every command the seat may send now, each a body that can be POSTed as it is. With `form=compact`,
    `commands` lists the bodies that are not plays (pass, bets...) and `play_groups` the plays, each group one
    reading; a game whose plays are always few answers every command in `commands` and no group.

        Attributes:
            game (Literal['haggis']):
            form (HaggisLegalCommandsForm): The shape of this answer (`form` of the query).
            version (int): The game's version (in a match, the version of the seat's table).
            seat (int): The seat (in a match, the local seat at `table`).
            commands (list[HaggisBet | HaggisPass | HaggisPlay]):
            equivalent_cards (Literal['exact']): Which other cards a listed command's `cards` stand for, so that a client
                can match the cards a person selects (a card's rank is its code without the suit letter; a joker is a rank of
                its own). `exact`: only the listed cards. `same-ranks`: any cards of the same ranks from the hand, with the
                listed command's other fields. `same-ranks-except-flushes`: the same, except that a listed command whose five
                cards are all of one suit stands for itself only (every such play is listed). The server accepts all of them. A
                `replay`'s cards come from the cancelled play's remaining cards, which are listed one by one. Prefer a listed
                command whose cards are exactly the selected ones: it says how the server reads them (five of one suit in a run
                is a straight flush).
            table (None | str | Unset): In a match: the key of the seat's table (null: sitting out).
            play_groups (list[HaggisPlayGroupType0 | HaggisPlayGroupType1 | HaggisPlayGroupType2] | Unset): With
                `form=compact` only: the plays, in groups of one reading.
    """

    game: Literal["haggis"]
    form: HaggisLegalCommandsForm
    version: int
    seat: int
    commands: list[HaggisBet | HaggisPass | HaggisPlay]
    equivalent_cards: Literal["exact"]
    table: None | str | Unset = UNSET
    play_groups: list[HaggisPlayGroupType0 | HaggisPlayGroupType1 | HaggisPlayGroupType2] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.haggis_bet import HaggisBet  # noqa: PLC0415
        from ..models.haggis_pass import HaggisPass  # noqa: PLC0415
        from ..models.haggis_play_group_type_0 import HaggisPlayGroupType0  # noqa: PLC0415
        from ..models.haggis_play_group_type_1 import HaggisPlayGroupType1  # noqa: PLC0415

        game = self.game

        form = self.form.value

        version = self.version

        seat = self.seat

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if isinstance(commands_item_data, HaggisBet):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, HaggisPass):
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
                play_groups_item: dict[str, Any]
                if isinstance(play_groups_item_data, HaggisPlayGroupType0):
                    play_groups_item = play_groups_item_data.to_dict()
                elif isinstance(play_groups_item_data, HaggisPlayGroupType1):
                    play_groups_item = play_groups_item_data.to_dict()
                else:
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
        from ..models.haggis_bet import HaggisBet  # noqa: PLC0415
        from ..models.haggis_pass import HaggisPass  # noqa: PLC0415
        from ..models.haggis_play import HaggisPlay  # noqa: PLC0415
        from ..models.haggis_play_group_type_0 import HaggisPlayGroupType0  # noqa: PLC0415
        from ..models.haggis_play_group_type_1 import HaggisPlayGroupType1  # noqa: PLC0415
        from ..models.haggis_play_group_type_2 import HaggisPlayGroupType2  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["haggis"], d.pop("game"))
        if game != "haggis":
            raise ValueError(f"game must match const 'haggis', got '{game}'")

        form = HaggisLegalCommandsForm(d.pop("form"))

        version = d.pop("version")

        seat = d.pop("seat")

        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(data: object) -> HaggisBet | HaggisPass | HaggisPlay:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_command_type_0 = HaggisBet.from_dict(data)

                    return componentsschemas_haggis_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_command_type_1 = HaggisPass.from_dict(data)

                    return componentsschemas_haggis_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_haggis_command_type_2 = HaggisPlay.from_dict(data)

                return componentsschemas_haggis_command_type_2

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        equivalent_cards = cast(Literal["exact"], d.pop("equivalent_cards"))
        if equivalent_cards != "exact":
            raise ValueError(f"equivalent_cards must match const 'exact', got '{equivalent_cards}'")

        def _parse_table(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table = _parse_table(d.pop("table", UNSET))

        _play_groups = d.pop("play_groups", UNSET)
        play_groups: list[HaggisPlayGroupType0 | HaggisPlayGroupType1 | HaggisPlayGroupType2] | Unset = UNSET
        if _play_groups is not UNSET:
            play_groups = []
            for play_groups_item_data in _play_groups:

                def _parse_play_groups_item(
                    data: object,
                ) -> HaggisPlayGroupType0 | HaggisPlayGroupType1 | HaggisPlayGroupType2:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_haggis_play_group_type_0 = HaggisPlayGroupType0.from_dict(data)

                        return componentsschemas_haggis_play_group_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_haggis_play_group_type_1 = HaggisPlayGroupType1.from_dict(data)

                        return componentsschemas_haggis_play_group_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_haggis_play_group_type_2 = HaggisPlayGroupType2.from_dict(data)

                    return componentsschemas_haggis_play_group_type_2

                play_groups_item = _parse_play_groups_item(play_groups_item_data)

                play_groups.append(play_groups_item)

        haggis_legal_commands = cls(
            game=game,
            form=form,
            version=version,
            seat=seat,
            commands=commands,
            equivalent_cards=equivalent_cards,
            table=table,
            play_groups=play_groups,
        )

        return haggis_legal_commands
