from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StreamTicket")


@_attrs_define
class StreamTicket:
    """The answer to POST /v1/games/{id}/stream-tickets: a ticket that opens the game's stream once, as the
    seat whose token asked for it, for a client that cannot send `Authorization` (a browser's `EventSource`).

        Attributes:
            ticket (str): Secret, single-use, valid `expires_in_s` seconds: send it as `?ticket=` to `GET
                /v1/games/{game_id}/stream`, and to nothing else.
            seat (int): The seat the stream will be seen as.
            expires_in_s (int): Seconds from now until the ticket expires, used or not.
            stream (str): The stream's address with the ticket: `new EventSource(stream)` opens it.
    """

    ticket: str
    seat: int
    expires_in_s: int
    stream: str

    def to_dict(self) -> dict[str, Any]:
        ticket = self.ticket

        seat = self.seat

        expires_in_s = self.expires_in_s

        stream = self.stream

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ticket": ticket,
                "seat": seat,
                "expires_in_s": expires_in_s,
                "stream": stream,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ticket = d.pop("ticket")

        seat = d.pop("seat")

        expires_in_s = d.pop("expires_in_s")

        stream = d.pop("stream")

        stream_ticket = cls(
            ticket=ticket,
            seat=seat,
            expires_in_s=expires_in_s,
            stream=stream,
        )

        return stream_ticket
