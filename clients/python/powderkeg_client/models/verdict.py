from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Verdict")


@_attrs_define
class Verdict:
    """The answer to GET /v1/games/{id}/verify, and what `powderkeg verify` prints.

    Attributes:
        ok (bool):
        events (int): How many event lines were checked.
        first_bad_version (int | None): Where the log stops being what the rules make.
        first_bad_table (None | str): A match at several tables: the table whose stream `first_bad_version` is in (null:
            the match's own, or a game at one table).
        problems (list[str]):
        head_sha256 (None | str): The last hash of a chain that checked out.
        dealt_from (None | str): Whether the opening deal is the seed's shuffle or a testing server's fixed deal.
    """

    ok: bool
    events: int
    first_bad_version: int | None
    first_bad_table: None | str
    problems: list[str]
    head_sha256: None | str
    dealt_from: None | str

    def to_dict(self) -> dict[str, Any]:
        ok = self.ok

        events = self.events

        first_bad_version: int | None
        first_bad_version = self.first_bad_version

        first_bad_table: None | str
        first_bad_table = self.first_bad_table

        problems = self.problems

        head_sha256: None | str
        head_sha256 = self.head_sha256

        dealt_from: None | str
        dealt_from = self.dealt_from

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ok": ok,
                "events": events,
                "first_bad_version": first_bad_version,
                "first_bad_table": first_bad_table,
                "problems": problems,
                "head_sha256": head_sha256,
                "dealt_from": dealt_from,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ok = d.pop("ok")

        events = d.pop("events")

        def _parse_first_bad_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_bad_version = _parse_first_bad_version(d.pop("first_bad_version"))

        def _parse_first_bad_table(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        first_bad_table = _parse_first_bad_table(d.pop("first_bad_table"))

        problems = cast(list[str], d.pop("problems"))

        def _parse_head_sha256(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        head_sha256 = _parse_head_sha256(d.pop("head_sha256"))

        def _parse_dealt_from(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        dealt_from = _parse_dealt_from(d.pop("dealt_from"))

        verdict = cls(
            ok=ok,
            events=events,
            first_bad_version=first_bad_version,
            first_bad_table=first_bad_table,
            problems=problems,
            head_sha256=head_sha256,
            dealt_from=dealt_from,
        )

        return verdict
