"""The app's stream tickets (eventstore/tickets.py): made when the stream's blueprint is registered, on a Redis
client of their own and the service's clock; and the seat a ticket stands for, or the 401 that refuses it.

A ticket travels in a URL (``GET /v1/games/{id}/stream?ticket=...``), so nothing here logs it or echoes it: a
refusal says what to do, never which ticket it was.
"""

from __future__ import annotations

from flask import current_app
from flask.blueprints import BlueprintSetupState

from api.errors import INVALID_TOKEN_CHALLENGE, ApiError
from api.extension import EXTENSION, Powderkeg
from eventstore.tickets import RedisStreamTickets, StreamTickets

TICKETS = "powderkeg-stream-tickets"
TICKET_INVALID = "ticket-invalid"


def install_tickets(state: BlueprintSetupState) -> None:
    """Give the app its ticket store when the stream's blueprint is registered (idempotent)."""
    if TICKETS in state.app.extensions:
        return
    from eventstore.connection import connect

    ext: Powderkeg = state.app.extensions[EXTENSION]
    client = connect(ext.settings)  # a lazy pool: nothing connects before the first ticket
    state.app.extensions[TICKETS] = RedisStreamTickets(client, ext.settings.key_prefix, ext.service.clock)


def stream_tickets() -> StreamTickets:
    """The ticket store of the current app."""
    tickets: StreamTickets = current_app.extensions[TICKETS]
    return tickets


def seat_of_ticket(game_id: str, ticket: str, ask_at: str | None = None) -> tuple[int, str | None]:
    """The seat ``ticket`` stands for in ``game_id``, spending it, and the player key it was asked for with
    (``<player id>.<key id>``; None: a seat token's); raises 401 ``ticket-invalid`` when it is unknown, expired,
    already used or of another game (``ask_at``: where a new one is asked for; default the game's)."""
    redeemed = stream_tickets().redeem_held(game_id, ticket)
    if redeemed is None:
        raise ticket_invalid(ask_at or f"/v1/games/{game_id}/stream-tickets")
    return redeemed


def ticket_invalid(ask_at: str) -> ApiError:
    """The 401 of a stream ticket that opens nothing, naming where to ask for a new one."""
    return ApiError(
        401,
        TICKET_INVALID,
        "this stream ticket is unknown, expired or already used (a ticket works once, for its own stream, within"
        f" seconds): ask for a new one with POST {ask_at}",
        headers={"WWW-Authenticate": INVALID_TOKEN_CHALLENGE},
    )
