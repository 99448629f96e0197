from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.export_event_command_type_0 import ExportEventCommandType0
    from ..models.export_event_data import ExportEventData


T = TypeVar("T", bound="ExportEvent")


@_attrs_define
class ExportEvent:
    """
    Attributes:
        table (None | str): The table of a match this event is of (its own stream's versions); null for the game's own.
        version (int):
        type_ (str):
        seat (int | None):
        at_ms (int):
        data (ExportEventData): Redacted for the viewer while the game runs.
        command (ExportEventCommandType0 | None): On the first event a command appended, that command's body (complete
            exports only).
        sha256 (str): SHA-256(previous hash ‖ HMAC-SHA256(seed, "chain:<version>") ‖ canonical JSON of version, type,
            seat, at_ms, data and command). The salt keeps hashes from betraying hidden cards until the seed
            is revealed.
    """

    table: None | str
    version: int
    type_: str
    seat: int | None
    at_ms: int
    data: ExportEventData
    command: ExportEventCommandType0 | None
    sha256: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.export_event_command_type_0 import ExportEventCommandType0  # noqa: PLC0415

        table: None | str
        table = self.table

        version = self.version

        type_ = self.type_

        seat: int | None
        seat = self.seat

        at_ms = self.at_ms

        data = self.data.to_dict()

        command: dict[str, Any] | None
        if isinstance(self.command, ExportEventCommandType0):
            command = self.command.to_dict()
        else:
            command = self.command

        sha256 = self.sha256

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "table": table,
                "version": version,
                "type": type_,
                "seat": seat,
                "at_ms": at_ms,
                "data": data,
                "command": command,
                "sha256": sha256,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.export_event_command_type_0 import ExportEventCommandType0  # noqa: PLC0415
        from ..models.export_event_data import ExportEventData  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_table(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        table = _parse_table(d.pop("table"))

        version = d.pop("version")

        type_ = d.pop("type")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        at_ms = d.pop("at_ms")

        data = ExportEventData.from_dict(d.pop("data"))

        def _parse_command(data: object) -> ExportEventCommandType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0 = ExportEventCommandType0.from_dict(data)

                return command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ExportEventCommandType0 | None, data)

        command = _parse_command(d.pop("command"))

        sha256 = d.pop("sha256")

        export_event = cls(
            table=table,
            version=version,
            type_=type_,
            seat=seat,
            at_ms=at_ms,
            data=data,
            command=command,
            sha256=sha256,
        )

        export_event.additional_properties = d
        return export_event

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
