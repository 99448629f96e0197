from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.option_spec_kind import OptionSpecKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="OptionSpec")


@_attrs_define
class OptionSpec:
    """One table option of a game type.

    Attributes:
        default (Any):
        kind (OptionSpecKind):
        doc (str):
        label (str): The option in words, for a form's label.
        nullable (bool):
        minimum (int | None | Unset):
        maximum (int | None | Unset):
        choices (list[str] | Unset):
    """

    default: Any
    kind: OptionSpecKind
    doc: str
    label: str
    nullable: bool
    minimum: int | None | Unset = UNSET
    maximum: int | None | Unset = UNSET
    choices: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        default = self.default

        kind = self.kind.value

        doc = self.doc

        label = self.label

        nullable = self.nullable

        minimum: int | None | Unset
        if isinstance(self.minimum, Unset):
            minimum = UNSET
        else:
            minimum = self.minimum

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        choices: list[str] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "default": default,
                "kind": kind,
                "doc": doc,
                "label": label,
                "nullable": nullable,
            }
        )
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if choices is not UNSET:
            field_dict["choices"] = choices

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        default = d.pop("default")

        kind = OptionSpecKind(d.pop("kind"))

        doc = d.pop("doc")

        label = d.pop("label")

        nullable = d.pop("nullable")

        def _parse_minimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum = _parse_minimum(d.pop("minimum", UNSET))

        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))

        choices = cast(list[str], d.pop("choices", UNSET))

        option_spec = cls(
            default=default,
            kind=kind,
            doc=doc,
            label=label,
            nullable=nullable,
            minimum=minimum,
            maximum=maximum,
            choices=choices,
        )

        return option_spec
