from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_type_equivalent_cards import GameTypeEquivalentCards

if TYPE_CHECKING:
    from ..models.game_type_options import GameTypeOptions


T = TypeVar("T", bound="GameType")


@_attrs_define
class GameType:
    """One game a client may create.

    Attributes:
        slug (str):
        title (str):
        min_players (int):
        max_players (int):
        options (GameTypeOptions):
        commands (list[str]): The command types a seat may send.
        bots (list[str]): The bot policies a seat may be given.
        equivalent_cards (GameTypeEquivalentCards): What `legal-commands` answers as `equivalent_cards` for this game.
    """

    slug: str
    title: str
    min_players: int
    max_players: int
    options: GameTypeOptions
    commands: list[str]
    bots: list[str]
    equivalent_cards: GameTypeEquivalentCards

    def to_dict(self) -> dict[str, Any]:
        slug = self.slug

        title = self.title

        min_players = self.min_players

        max_players = self.max_players

        options = self.options.to_dict()

        commands = self.commands

        bots = self.bots

        equivalent_cards = self.equivalent_cards.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slug": slug,
                "title": title,
                "min_players": min_players,
                "max_players": max_players,
                "options": options,
                "commands": commands,
                "bots": bots,
                "equivalent_cards": equivalent_cards,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_type_options import GameTypeOptions  # noqa: PLC0415

        d = dict(src_dict)
        slug = d.pop("slug")

        title = d.pop("title")

        min_players = d.pop("min_players")

        max_players = d.pop("max_players")

        options = GameTypeOptions.from_dict(d.pop("options"))

        commands = cast(list[str], d.pop("commands"))

        bots = cast(list[str], d.pop("bots"))

        equivalent_cards = GameTypeEquivalentCards(d.pop("equivalent_cards"))

        game_type = cls(
            slug=slug,
            title=title,
            min_players=min_players,
            max_players=max_players,
            options=options,
            commands=commands,
            bots=bots,
            equivalent_cards=equivalent_cards,
        )

        return game_type
