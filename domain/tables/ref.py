"""Where a table of a match is stored: the one place its game id is formatted and parsed.

A match at several tables (docs/rules.md §1.6) stores each table as a game of its own, with the id
``<match id>:<key>`` (``t0``, ``t1``… and ``h<hand>-<i>`` for tie-break tables), so that every key of a match
and its tables shares the match's hash tag. The one other id with a colon is a waiting game's lobby,
``<game id>:lobby`` (``domain.lobby``), which is no table.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TableRef:
    """Table ``key`` of match ``match_id``."""

    match_id: str
    key: str

    @property
    def game_id(self) -> str:
        """The table's own game id, under the match's hash tag."""
        return f"{self.match_id}:{self.key}"

    @staticmethod
    def names_a_table(game_id: str) -> bool:
        """Whether ``game_id`` is the id of a table of a match (``parse`` finds one)."""
        return TableRef.parse(game_id) is not None

    @classmethod
    def parse(cls, game_id: str) -> TableRef | None:
        """The table a game id names; None for a game that is no table (nor a game's lobby, ``domain.lobby``)."""
        match_id, sep, key = game_id.partition(":")
        return cls(match_id, key) if sep and key != "lobby" else None


def table_id(match_id: str, key: str) -> str:
    """The game id of table ``key`` of a match: it shares the match's hash tag in the store."""
    return TableRef(match_id, key).game_id
