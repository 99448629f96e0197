from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.problem_budget import ProblemBudget
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.problem_errors import ProblemErrors


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """An error (RFC 9457): a stable `code` for machines, `detail` for people (it may change), plus members some
    codes add.

        Attributes:
            type_ (str):
            title (str):
            status (int):
            detail (str): For people: what went wrong, and what to do.
            code (str): Stable, for machines.
            instance (str | Unset): The path of the request (absent when the HTTP server refused it).
            errors (ProblemErrors | Unset): `invalid-body` and `invalid-query`: the fields that failed and why.
            command_types (list[str] | Unset): `unknown-command`: the command types of the game.
            version (int | Unset): `version-conflict` and `invalid-query`: the game's current version.
            rematch_id (str | Unset): `rematch-taken`: the rematch whose seat another token holds.
            budget (ProblemBudget | Unset): `too-many-requests`: the budget this client ran out of (see `RateLimit-Policy`).
    """

    type_: str
    title: str
    status: int
    detail: str
    code: str
    instance: str | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    command_types: list[str] | Unset = UNSET
    version: int | Unset = UNSET
    rematch_id: str | Unset = UNSET
    budget: ProblemBudget | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code

        instance = self.instance

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        command_types: list[str] | Unset = UNSET
        if not isinstance(self.command_types, Unset):
            command_types = self.command_types

        version = self.version

        rematch_id = self.rematch_id

        budget: str | Unset = UNSET
        if not isinstance(self.budget, Unset):
            budget = self.budget.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "code": code,
            }
        )
        if instance is not UNSET:
            field_dict["instance"] = instance
        if errors is not UNSET:
            field_dict["errors"] = errors
        if command_types is not UNSET:
            field_dict["command_types"] = command_types
        if version is not UNSET:
            field_dict["version"] = version
        if rematch_id is not UNSET:
            field_dict["rematch_id"] = rematch_id
        if budget is not UNSET:
            field_dict["budget"] = budget

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = d.pop("code")

        instance = d.pop("instance", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        command_types = cast(list[str], d.pop("command_types", UNSET))

        version = d.pop("version", UNSET)

        rematch_id = d.pop("rematch_id", UNSET)

        _budget = d.pop("budget", UNSET)
        budget: ProblemBudget | Unset
        if isinstance(_budget, Unset):
            budget = UNSET
        else:
            budget = ProblemBudget(_budget)

        problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            instance=instance,
            errors=errors,
            command_types=command_types,
            version=version,
            rematch_id=rematch_id,
            budget=budget,
        )

        return problem
