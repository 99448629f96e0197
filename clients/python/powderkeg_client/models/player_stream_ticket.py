from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerStreamTicket")


@_attrs_define
class PlayerStreamTicket:
    """The answer to POST /v1/players/me/stream-tickets: a ticket that opens the player's stream once, for a
    client that cannot send `Authorization` (a browser's `EventSource`).

        Attributes:
            ticket (str): Secret, single-use, valid `expires_in_s` seconds: send it as `?ticket=` to `GET
                /v1/players/me/stream`, and to nothing else.
            expires_in_s (int):
            stream (str): The stream's address with the ticket: `new EventSource(stream)`.
    """

    ticket: str
    expires_in_s: int
    stream: str

    def to_dict(self) -> dict[str, Any]:
        ticket = self.ticket

        expires_in_s = self.expires_in_s

        stream = self.stream

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ticket": ticket,
                "expires_in_s": expires_in_s,
                "stream": stream,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ticket = d.pop("ticket")

        expires_in_s = d.pop("expires_in_s")

        stream = d.pop("stream")

        player_stream_ticket = cls(
            ticket=ticket,
            expires_in_s=expires_in_s,
            stream=stream,
        )

        return player_stream_ticket
