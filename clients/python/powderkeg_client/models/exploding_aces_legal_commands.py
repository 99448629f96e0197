from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.exploding_aces_legal_commands_form import ExplodingAcesLegalCommandsForm
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.exploding_aces_allow import ExplodingAcesAllow
    from ..models.exploding_aces_arrange import ExplodingAcesArrange
    from ..models.exploding_aces_block import ExplodingAcesBlock
    from ..models.exploding_aces_challenge import ExplodingAcesChallenge
    from ..models.exploding_aces_continue import ExplodingAcesContinue
    from ..models.exploding_aces_draw import ExplodingAcesDraw
    from ..models.exploding_aces_draw_from import ExplodingAcesDrawFrom
    from ..models.exploding_aces_end import ExplodingAcesEnd
    from ..models.exploding_aces_give import ExplodingAcesGive
    from ..models.exploding_aces_keep import ExplodingAcesKeep
    from ..models.exploding_aces_legal_commands_play_groups_item import ExplodingAcesLegalCommandsPlayGroupsItem
    from ..models.exploding_aces_nine import ExplodingAcesNine
    from ..models.exploding_aces_play import ExplodingAcesPlay
    from ..models.exploding_aces_reject import ExplodingAcesReject
    from ..models.exploding_aces_replay import ExplodingAcesReplay
    from ..models.exploding_aces_take import ExplodingAcesTake
    from ..models.exploding_aces_take_blind import ExplodingAcesTakeBlind
    from ..models.exploding_aces_waive import ExplodingAcesWaive


T = TypeVar("T", bound="ExplodingAcesLegalCommands")


@_attrs_define
class ExplodingAcesLegalCommands:
    """Every command the seat may send now, each a body that can be POSTed as it is. With `form=compact`,
    `commands` lists the bodies that are not plays (pass, bets...) and `play_groups` the plays, each group one
    reading; a game whose plays are always few answers every command in `commands` and no group.

        Attributes:
            game (Literal['exploding-aces']):
            form (ExplodingAcesLegalCommandsForm): The shape of this answer (`form` of the query).
            version (int): The game's version (in a match, the version of the seat's table).
            seat (int): The seat (in a match, the local seat at `table`).
            commands (list[ExplodingAcesAllow | ExplodingAcesArrange | ExplodingAcesBlock | ExplodingAcesChallenge |
                ExplodingAcesContinue | ExplodingAcesDraw | ExplodingAcesDrawFrom | ExplodingAcesEnd | ExplodingAcesGive |
                ExplodingAcesKeep | ExplodingAcesNine | ExplodingAcesPlay | ExplodingAcesReject | ExplodingAcesReplay |
                ExplodingAcesTake | ExplodingAcesTakeBlind | ExplodingAcesWaive]):
            equivalent_cards (Literal['same-ranks-except-flushes']): Which other cards a listed command's `cards` stand for,
                so that a client can match the cards a person selects (a card's rank is its code without the suit letter; a
                joker is a rank of its own). `exact`: only the listed cards. `same-ranks`: any cards of the same ranks from the
                hand, with the listed command's other fields. `same-ranks-except-flushes`: the same, except that a listed
                command whose five cards are all of one suit stands for itself only (every such play is listed). The server
                accepts all of them. A `replay`'s cards come from the cancelled play's remaining cards, which are listed one by
                one. Prefer a listed command whose cards are exactly the selected ones: it says how the server reads them (five
                of one suit in a run is a straight flush).
            table (None | str | Unset): In a match: the key of the seat's table (null: sitting out).
            play_groups (list[ExplodingAcesLegalCommandsPlayGroupsItem] | Unset): With `form=compact` only: the plays, in
                groups of one reading.
    """

    game: Literal["exploding-aces"]
    form: ExplodingAcesLegalCommandsForm
    version: int
    seat: int
    commands: list[
        ExplodingAcesAllow
        | ExplodingAcesArrange
        | ExplodingAcesBlock
        | ExplodingAcesChallenge
        | ExplodingAcesContinue
        | ExplodingAcesDraw
        | ExplodingAcesDrawFrom
        | ExplodingAcesEnd
        | ExplodingAcesGive
        | ExplodingAcesKeep
        | ExplodingAcesNine
        | ExplodingAcesPlay
        | ExplodingAcesReject
        | ExplodingAcesReplay
        | ExplodingAcesTake
        | ExplodingAcesTakeBlind
        | ExplodingAcesWaive
    ]
    equivalent_cards: Literal["same-ranks-except-flushes"]
    table: None | str | Unset = UNSET
    play_groups: list[ExplodingAcesLegalCommandsPlayGroupsItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.exploding_aces_allow import ExplodingAcesAllow  # noqa: PLC0415
        from ..models.exploding_aces_arrange import ExplodingAcesArrange  # noqa: PLC0415
        from ..models.exploding_aces_block import ExplodingAcesBlock  # noqa: PLC0415
        from ..models.exploding_aces_challenge import ExplodingAcesChallenge  # noqa: PLC0415
        from ..models.exploding_aces_continue import ExplodingAcesContinue  # noqa: PLC0415
        from ..models.exploding_aces_draw import ExplodingAcesDraw  # noqa: PLC0415
        from ..models.exploding_aces_draw_from import ExplodingAcesDrawFrom  # noqa: PLC0415
        from ..models.exploding_aces_end import ExplodingAcesEnd  # noqa: PLC0415
        from ..models.exploding_aces_give import ExplodingAcesGive  # noqa: PLC0415
        from ..models.exploding_aces_keep import ExplodingAcesKeep  # noqa: PLC0415
        from ..models.exploding_aces_nine import ExplodingAcesNine  # noqa: PLC0415
        from ..models.exploding_aces_play import ExplodingAcesPlay  # noqa: PLC0415
        from ..models.exploding_aces_reject import ExplodingAcesReject  # noqa: PLC0415
        from ..models.exploding_aces_replay import ExplodingAcesReplay  # noqa: PLC0415
        from ..models.exploding_aces_take import ExplodingAcesTake  # noqa: PLC0415
        from ..models.exploding_aces_take_blind import ExplodingAcesTakeBlind  # noqa: PLC0415

        game = self.game

        form = self.form.value

        version = self.version

        seat = self.seat

        commands = []
        for commands_item_data in self.commands:
            commands_item: dict[str, Any]
            if isinstance(commands_item_data, ExplodingAcesAllow):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesArrange):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesBlock):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesChallenge):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesContinue):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesDraw):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesDrawFrom):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesEnd):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesGive):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesKeep):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesNine):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesPlay):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesReject):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesReplay):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesTake):
                commands_item = commands_item_data.to_dict()
            elif isinstance(commands_item_data, ExplodingAcesTakeBlind):
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
        from ..models.exploding_aces_allow import ExplodingAcesAllow  # noqa: PLC0415
        from ..models.exploding_aces_arrange import ExplodingAcesArrange  # noqa: PLC0415
        from ..models.exploding_aces_block import ExplodingAcesBlock  # noqa: PLC0415
        from ..models.exploding_aces_challenge import ExplodingAcesChallenge  # noqa: PLC0415
        from ..models.exploding_aces_continue import ExplodingAcesContinue  # noqa: PLC0415
        from ..models.exploding_aces_draw import ExplodingAcesDraw  # noqa: PLC0415
        from ..models.exploding_aces_draw_from import ExplodingAcesDrawFrom  # noqa: PLC0415
        from ..models.exploding_aces_end import ExplodingAcesEnd  # noqa: PLC0415
        from ..models.exploding_aces_give import ExplodingAcesGive  # noqa: PLC0415
        from ..models.exploding_aces_keep import ExplodingAcesKeep  # noqa: PLC0415
        from ..models.exploding_aces_legal_commands_play_groups_item import ExplodingAcesLegalCommandsPlayGroupsItem  # noqa: PLC0415
        from ..models.exploding_aces_nine import ExplodingAcesNine  # noqa: PLC0415
        from ..models.exploding_aces_play import ExplodingAcesPlay  # noqa: PLC0415
        from ..models.exploding_aces_reject import ExplodingAcesReject  # noqa: PLC0415
        from ..models.exploding_aces_replay import ExplodingAcesReplay  # noqa: PLC0415
        from ..models.exploding_aces_take import ExplodingAcesTake  # noqa: PLC0415
        from ..models.exploding_aces_take_blind import ExplodingAcesTakeBlind  # noqa: PLC0415
        from ..models.exploding_aces_waive import ExplodingAcesWaive  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["exploding-aces"], d.pop("game"))
        if game != "exploding-aces":
            raise ValueError(f"game must match const 'exploding-aces', got '{game}'")

        form = ExplodingAcesLegalCommandsForm(d.pop("form"))

        version = d.pop("version")

        seat = d.pop("seat")

        commands = []
        _commands = d.pop("commands")
        for commands_item_data in _commands:

            def _parse_commands_item(
                data: object,
            ) -> (
                ExplodingAcesAllow
                | ExplodingAcesArrange
                | ExplodingAcesBlock
                | ExplodingAcesChallenge
                | ExplodingAcesContinue
                | ExplodingAcesDraw
                | ExplodingAcesDrawFrom
                | ExplodingAcesEnd
                | ExplodingAcesGive
                | ExplodingAcesKeep
                | ExplodingAcesNine
                | ExplodingAcesPlay
                | ExplodingAcesReject
                | ExplodingAcesReplay
                | ExplodingAcesTake
                | ExplodingAcesTakeBlind
                | ExplodingAcesWaive
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_0 = ExplodingAcesAllow.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_1 = ExplodingAcesArrange.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_2 = ExplodingAcesBlock.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_3 = ExplodingAcesChallenge.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_4 = ExplodingAcesContinue.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_5 = ExplodingAcesDraw.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_6 = ExplodingAcesDrawFrom.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_7 = ExplodingAcesEnd.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_8 = ExplodingAcesGive.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_9 = ExplodingAcesKeep.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_10 = ExplodingAcesNine.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_11 = ExplodingAcesPlay.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_12 = ExplodingAcesReject.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_13 = ExplodingAcesReplay.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_14 = ExplodingAcesTake.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_exploding_aces_command_type_15 = ExplodingAcesTakeBlind.from_dict(data)

                    return componentsschemas_exploding_aces_command_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_exploding_aces_command_type_16 = ExplodingAcesWaive.from_dict(data)

                return componentsschemas_exploding_aces_command_type_16

            commands_item = _parse_commands_item(commands_item_data)

            commands.append(commands_item)

        equivalent_cards = cast(Literal["same-ranks-except-flushes"], d.pop("equivalent_cards"))
        if equivalent_cards != "same-ranks-except-flushes":
            raise ValueError(f"equivalent_cards must match const 'same-ranks-except-flushes', got '{equivalent_cards}'")

        def _parse_table(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table = _parse_table(d.pop("table", UNSET))

        _play_groups = d.pop("play_groups", UNSET)
        play_groups: list[ExplodingAcesLegalCommandsPlayGroupsItem] | Unset = UNSET
        if _play_groups is not UNSET:
            play_groups = []
            for play_groups_item_data in _play_groups:
                play_groups_item = ExplodingAcesLegalCommandsPlayGroupsItem.from_dict(play_groups_item_data)

                play_groups.append(play_groups_item)

        exploding_aces_legal_commands = cls(
            game=game,
            form=form,
            version=version,
            seat=seat,
            commands=commands,
            equivalent_cards=equivalent_cards,
            table=table,
            play_groups=play_groups,
        )

        return exploding_aces_legal_commands
