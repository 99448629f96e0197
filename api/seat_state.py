"""What a seat holds at a version: its view and what it may send, as ``GET .../legal-commands`` answers it and as a
stream opened with ``state=true`` sends it after each batch (``event: state``).

A client that follows a game by its stream would otherwise ask for the view and the legal commands after every
move: two answers, each with its status line and headers. In the stream, the state is one more message through the
same compressor, which has the previous state in its window and so sends little more than what changed.
"""

from __future__ import annotations

from typing import Any

from api.sse import frame
from api.stream_hub import Batch
from domain.game import Viewer
from domain.service import GameService, LegalAnswer, Loaded


def legal_body(answer: LegalAnswer, form: str) -> dict[str, Any]:
    """The body of ``GET .../legal-commands`` for ``answer`` listed in ``form`` (it lists the commands now)."""
    commands, groups = answer.listed()
    # ``game`` is the contract's discriminator (the commands' shapes are the game's); ``form`` says which query.
    body: dict[str, Any] = {"game": answer.game, "form": form, "seat": answer.seat}
    if answer.match:  # a match: the seat's table answers, for its local seat there (``version`` is the table's)
        body["table"] = answer.table
    body.update(version=answer.version, commands=commands, equivalent_cards=answer.equivalent_cards)
    if groups is not None:
        body["play_groups"] = groups
    return body


def state_frame(
    service: GameService, loaded: Loaded, seat: Viewer, form: str, event_id: int | str | None = None
) -> bytes:
    """The ``state`` message of ``seat`` at ``loaded``'s version: ``{"version", "view", "commands"}``, where
    ``commands`` is what ``legal-commands`` answers the seat in ``form`` (null for a spectator). Only the opening
    state has an id (as the opening view has): a later one may be ahead of the events sent, and an id would
    move a reconnection's Last-Event-ID past events the client never got."""
    commands = None if seat is None else legal_body(service.legal_for(loaded, seat, compact=form == "compact"), form)
    data = {"version": loaded.version, "view": service.view(loaded, seat), "commands": commands}
    return frame("state", data, event_id)


def batch_state(service: GameService, batch: Batch, seat: Viewer, form: str) -> bytes:
    """The state of ``seat`` after the hub's ``batch``, made once per viewer and form per batch."""
    message: bytes | None = batch.memo.get(("state", seat, form))
    if message is None:
        message = batch.memo[("state", seat, form)] = state_frame(service, batch.loaded, seat, form)
    return message
