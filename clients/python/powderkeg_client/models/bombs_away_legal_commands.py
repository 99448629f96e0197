from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.bombs_away_legal_commands_form import BombsAwayLegalCommandsForm
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.bombs_away_bury import BombsAwayBury
    from ..models.bombs_away_damage import BombsAwayDamage
    from ..models.bombs_away_keep import BombsAwayKeep
    from ..models.bombs_away_keep_ten import BombsAwayKeepTen
    from ..models.bombs_away_legal_commands_play_groups_item import BombsAwayLegalCommandsPlayGroupsItem
    from ..models.bombs_away_pick import BombsAwayPick
    from ..models.bombs_away_play import BombsAwayPlay


T = TypeVar("T", bound="BombsAwayLegalCommands")


@_attrs_define
class BombsAwayLegalCommands:
    """Every command the seat may send now, each a body that can be POSTed as it is. With `form=compact`,
    `commands` lists the bodies that are not plays (pass, bets...) and `play_groups` the plays, each group one
    reading; a game whose plays are always few answers every command in `commands` and no group.

        Attributes:
            game (Literal['bombs-away']):
            form (BombsAwayLegalCommandsForm): The shape of this answer (`form` of the query).
            version (int): The game's version (in a match, the version of the seat's table).
            seat (int): The seat (in a match, the local seat at `table`).
            commands (list[BombsAwayBury | BombsAwayDamage | BombsAwayKeep | BombsAwayKeepTen | BombsAwayPick |
                BombsAwayPlay]):
            equivalent_cards (Literal['exact']): Which other cards a listed command's `cards` stand for, so that a client
                can match the cards a person selects (a card's rank is its code without the suit letter; a joker is a rank of
                its own). `exact`: only the listed cards. `same-ranks`: any cards of the same ranks from the hand, with the
                listed command's other fields. `same-ranks-except-flushes`: the same, except that a listed command whose five
                cards are all of one suit stands for itself only (every such play is listed). The server accepts all of them. A
                `replay`'s cards come from the cancelled play's remaining cards, which are listed one by one. Prefer a listed
                command whose cards are exactly the selected ones: it says how the server reads them (five of one suit in a run
                is a straight flush).
            table (None | str | Unset): In a match: the key of the seat's table (null: sitting out).
            play_groups (list[BombsAwayLegalCommandsPlayGroupsItem] | Unset): With `form=compact` only: the plays, in groups
                of one reading.
    """

    game: Literal["bombs-away"]
    form: BombsAwayLegalCommandsForm
    version: int
    seat: int
    commands: list[BombsAwayBury | BombsAwayDamage | BombsAwayKeep | BombsAwayKeepTen | BombsAwayPick | BombsAwayPlay]
    equivalent_cards: Literal["exact"]
    table: None | str | Unset = UNSET
    play_groups: list[BombsAwayLegalCommandsPlayGroupsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.bombs_away_bury import BombsAwayBury  # noqa: PLC0415
        from ..models.bombs_away_damage import BombsAwayDamage  # noqa: PLC0415
        from ..models.bombs_away_keep import BombsAwayKeep  # noqa: PLC0415
        from ..models.bombs_away_keep_ten import BombsAwayKeepTen  # noqa: PLC0415
        from ..models.bombs_away_pick import BombsAwayPick  # noqa: PLC0415

        game = self.game

        form = self.form.value

        version = self.version

        seat = self.seat

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if isinstance(commands_item_data, BombsAwayBury):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsAwayDamage):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsAwayKeep):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsAwayKeepTen):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, BombsAwayPick):
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
        from ..models.bombs_away_bury import BombsAwayBury  # noqa: PLC0415
        from ..models.bombs_away_damage import BombsAwayDamage  # noqa: PLC0415
        from ..models.bombs_away_keep import BombsAwayKeep  # noqa: PLC0415
        from ..models.bombs_away_keep_ten import BombsAwayKeepTen  # noqa: PLC0415
        from ..models.bombs_away_legal_commands_play_groups_item import BombsAwayLegalCommandsPlayGroupsItem  # noqa: PLC0415
        from ..models.bombs_away_pick import BombsAwayPick  # noqa: PLC0415
        from ..models.bombs_away_play import BombsAwayPlay  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["bombs-away"], d.pop("game"))
        if game != "bombs-away":
            raise ValueError(f"game must match const 'bombs-away', got '{game}'")

        form = BombsAwayLegalCommandsForm(d.pop("form"))

        version = d.pop("version")

        seat = d.pop("seat")

        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
                data: object,
            ) -> BombsAwayBury | BombsAwayDamage | BombsAwayKeep | BombsAwayKeepTen | BombsAwayPick | BombsAwayPlay:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_command_type_0 = BombsAwayBury.from_dict(data)

                    return componentsschemas_bombs_away_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_command_type_1 = BombsAwayDamage.from_dict(data)

                    return componentsschemas_bombs_away_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_command_type_2 = BombsAwayKeep.from_dict(data)

                    return componentsschemas_bombs_away_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_command_type_3 = BombsAwayKeepTen.from_dict(data)

                    return componentsschemas_bombs_away_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_bombs_away_command_type_4 = BombsAwayPick.from_dict(data)

                    return componentsschemas_bombs_away_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bombs_away_command_type_5 = BombsAwayPlay.from_dict(data)

                return componentsschemas_bombs_away_command_type_5

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
        play_groups: list[BombsAwayLegalCommandsPlayGroupsItem] | Unset = UNSET
        if _play_groups is not UNSET:
            play_groups = []
            for play_groups_item_data in _play_groups:
                play_groups_item = BombsAwayLegalCommandsPlayGroupsItem.from_dict(play_groups_item_data)

                play_groups.append(play_groups_item)

        bombs_away_legal_commands = cls(
            game=game,
            form=form,
            version=version,
            seat=seat,
            commands=commands,
            equivalent_cards=equivalent_cards,
            table=table,
            play_groups=play_groups,
        )

        return bombs_away_legal_commands
