from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.export_header_chance import ExportHeaderChance
from ..models.export_header_status import ExportHeaderStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.export_header_deal_type_0 import ExportHeaderDealType0
    from ..models.export_header_idle import ExportHeaderIdle
    from ..models.export_header_names import ExportHeaderNames
    from ..models.export_header_options import ExportHeaderOptions
    from ..models.export_header_players_item import ExportHeaderPlayersItem
    from ..models.export_header_tables_item import ExportHeaderTablesItem


T = TypeVar("T", bound="ExportHeader")


@_attrs_define
class ExportHeader:
    """The first line of an export; the chain's genesis hash covers game_id to created_ms, and `deal`, `idle` and
    `chance` where present (docs/verification.md §4.2).

        Attributes:
            format_ (Literal['powderkeg-export']):
            format_version (Literal[2]): 2 added `tables` and each line's `table`; `powderkeg verify` reads 1 and 2.
            game_id (str):
            game (str):
            players (list[ExportHeaderPlayersItem]):
            options (ExportHeaderOptions):
            seed_sha256 (str):
            created_ms (int):
            rules_version (str):
            status (ExportHeaderStatus):
            complete (bool): True once the game is finished (nothing redacted).
            viewer (int | None): Whom a redacted export was made for.
            version (int):
            head_sha256 (str): The hash of the last event.
            seed (None | str): The seed in hex, once finished.
            deal (ExportHeaderDealType0 | None): A testing server's fixed deal, once finished.
            result (Any): The game's result, once finished.
            tables (list[ExportHeaderTablesItem]): A match at several tables: its tables, in the order they opened, whose
                streams the export holds
                too (`version` and `head_sha256` above are the match's own). Empty for a game at one table.
            names (ExportHeaderNames): What each seat held by a player shows, by the stand-in its `players` entry and events
                carry
                (`@<player id>`): the player's name when the export was made, or `deleted player` once erased. Not
                covered by the chain (a player may rename or erase themselves; the chain never changes).
            idle (ExportHeaderIdle | Unset): The game's idle policy (`seat_idle_s`, `game_idle_s`), covered by the genesis
                hash; absent for a game
                without one (a match, or a game made before policies).
            chance (ExportHeaderChance | Unset): How the game's rules drew (docs/verification.md §3), covered by the genesis
                hash: 2 for every game
                created since the specified generator; absent for a game created before it, which draws by chance 1.
    """

    format_: Literal["powderkeg-export"]
    format_version: Literal[2]
    game_id: str
    game: str
    players: list[ExportHeaderPlayersItem]
    options: ExportHeaderOptions
    seed_sha256: str
    created_ms: int
    rules_version: str
    status: ExportHeaderStatus
    complete: bool
    viewer: int | None
    version: int
    head_sha256: str
    seed: None | str
    deal: ExportHeaderDealType0 | None
    result: Any
    tables: list[ExportHeaderTablesItem]
    names: ExportHeaderNames
    idle: ExportHeaderIdle | Unset = UNSET
    chance: ExportHeaderChance | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.export_header_deal_type_0 import ExportHeaderDealType0  # noqa: PLC0415

        format_ = self.format_

        format_version = self.format_version

        game_id = self.game_id

        game = self.game

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        options = self.options.to_dict()

        seed_sha256 = self.seed_sha256

        created_ms = self.created_ms

        rules_version = self.rules_version

        status = self.status.value

        complete = self.complete

        viewer: int | None
        viewer = self.viewer

        version = self.version

        head_sha256 = self.head_sha256

        seed: None | str
        seed = self.seed

        deal: dict[str, Any] | None
        if isinstance(self.deal, ExportHeaderDealType0):
            deal = self.deal.to_dict()
        else:
            deal = self.deal

        result = self.result

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)

        names = self.names.to_dict()

        idle: dict[str, Any] | Unset = UNSET
        if not isinstance(self.idle, Unset):
            idle = self.idle.to_dict()

        chance: int | Unset = UNSET
        if not isinstance(self.chance, Unset):
            chance = self.chance.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "format": format_,
                "format_version": format_version,
                "game_id": game_id,
                "game": game,
                "players": players,
                "options": options,
                "seed_sha256": seed_sha256,
                "created_ms": created_ms,
                "rules_version": rules_version,
                "status": status,
                "complete": complete,
                "viewer": viewer,
                "version": version,
                "head_sha256": head_sha256,
                "seed": seed,
                "deal": deal,
                "result": result,
                "tables": tables,
                "names": names,
            }
        )
        if idle is not UNSET:
            field_dict["idle"] = idle
        if chance is not UNSET:
            field_dict["chance"] = chance

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_header_deal_type_0 import ExportHeaderDealType0  # noqa: PLC0415
        from ..models.export_header_idle import ExportHeaderIdle  # noqa: PLC0415
        from ..models.export_header_names import ExportHeaderNames  # noqa: PLC0415
        from ..models.export_header_options import ExportHeaderOptions  # noqa: PLC0415
        from ..models.export_header_players_item import ExportHeaderPlayersItem  # noqa: PLC0415
        from ..models.export_header_tables_item import ExportHeaderTablesItem  # noqa: PLC0415

        d = dict(src_dict)
        format_ = cast(Literal["powderkeg-export"], d.pop("format"))
        if format_ != "powderkeg-export":
            raise ValueError(f"format must match const 'powderkeg-export', got '{format_}'")

        format_version = cast(Literal[2], d.pop("format_version"))
        if format_version != 2:
            raise ValueError(f"format_version must match const 2, got '{format_version}'")

        game_id = d.pop("game_id")

        game = d.pop("game")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = ExportHeaderPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        options = ExportHeaderOptions.from_dict(d.pop("options"))

        seed_sha256 = d.pop("seed_sha256")

        created_ms = d.pop("created_ms")

        rules_version = d.pop("rules_version")

        status = ExportHeaderStatus(d.pop("status"))

        complete = d.pop("complete")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        version = d.pop("version")

        head_sha256 = d.pop("head_sha256")

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        def _parse_deal(data: object) -> ExportHeaderDealType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deal_type_0 = ExportHeaderDealType0.from_dict(data)

                return deal_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExportHeaderDealType0 | None, data)

        deal = _parse_deal(d.pop("deal"))

        result = d.pop("result")

        tables = []
        _tables = d.pop("tables")
        for tables_item_data in _tables:
            tables_item = ExportHeaderTablesItem.from_dict(tables_item_data)

            tables.append(tables_item)

        names = ExportHeaderNames.from_dict(d.pop("names"))

        _idle = d.pop("idle", UNSET)
        idle: ExportHeaderIdle | Unset
        if isinstance(_idle, Unset):
            idle = UNSET
        else:
            idle = ExportHeaderIdle.from_dict(_idle)

        _chance = d.pop("chance", UNSET)
        chance: ExportHeaderChance | Unset
        if isinstance(_chance, Unset):
            chance = UNSET
        else:
            chance = ExportHeaderChance(_chance)

        export_header = cls(
            format_=format_,
            format_version=format_version,
            game_id=game_id,
            game=game,
            players=players,
            options=options,
            seed_sha256=seed_sha256,
            created_ms=created_ms,
            rules_version=rules_version,
            status=status,
            complete=complete,
            viewer=viewer,
            version=version,
            head_sha256=head_sha256,
            seed=seed,
            deal=deal,
            result=result,
            tables=tables,
            names=names,
            idle=idle,
            chance=chance,
        )

        export_header.additional_properties = d
        return export_header

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
