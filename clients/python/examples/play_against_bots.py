"""A game of bombs against three bots, played to its end with the generated client: ann creates the game (one hand,
no last-call windows), follows it live over Server-Sent Events with a stream ticket, plays from `legal-commands`
whenever it lists something for her and long-polls the log while the bots move, then checks the stream against the
final view, and the server's verdict against the export.

    pip install ./clients/python
    python clients/python/examples/play_against_bots.py http://127.0.0.1:8000

It prints one line and exits 0 when every check held; otherwise it says which failed and exits 1.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import threading
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, TypeVar, cast

import httpx

from powderkeg_client import AuthenticatedClient, Client
from powderkeg_client.api.audit import export_game, verify_game
from powderkeg_client.api.games import create_game, get_game
from powderkeg_client.api.play import create_stream_ticket, list_events, list_legal_commands, post_command
from powderkeg_client.models import (
    BombsLegalCommands,
    BombsResult,
    BombsView,
    BombsViewStatus,
    CreateGameRequest,
    CreateGameRequestOptions,
    CreateGameResponse,
    PlayerSpecType0,
    PlayerSpecType1,
    PlayerSpecType1Bot,
    StreamTicket,
    Verdict,
)

#: More rounds than a hand of bombs ever takes: a game still running after them is a failure.
MAX_ROUNDS = 2_000
#: How long the stream may take to end once the game is finished.
STREAM_END_S = 30.0
#: Longer than a long-poll's wait (10 s) and the stream's heartbeat (15 s).
TIMEOUT = httpx.Timeout(30.0)


class CheckFailed(Exception):
    """A check of the run did not hold."""


def check(holds: bool, what: str) -> None:
    """Stops the run with ``what`` unless it ``holds``."""
    if not holds:
        raise CheckFailed(what)


T = TypeVar("T")


def expect(answer: object, kind: type[T], what: str) -> T:
    """``answer`` when it is a ``kind``; a generated function answers a ``Problem`` when the server refuses."""
    if not isinstance(answer, kind):
        raise CheckFailed(f"{what}: {answer}")
    return answer


def optional_credential(client: Client) -> AuthenticatedClient:
    """``client``, without a credential, for an operation whose credential is optional (``security: [{}, ...]``):
    openapi-python-client types every operation that takes one as needing an ``AuthenticatedClient``."""
    return cast(AuthenticatedClient, client)


@dataclass(frozen=True, slots=True)
class Message:
    """One message of a ``text/event-stream``: its ``event`` (``message`` when it has none), its own ``id`` (None
    when it has none, as the finished game's last view) and its ``data`` lines, joined."""

    event: str
    id: str | None
    data: str


def server_sent_events(lines: Iterator[str]) -> Iterator[Message]:
    """The messages of a ``text/event-stream`` read line by line, as they arrive, until it ends (an unfinished last
    message is dropped)."""
    event: str | None = None
    ident: str | None = None
    data: list[str] = []
    for line in lines:
        if line == "":
            if data:
                yield Message(event or "message", ident, "\n".join(data))
            event, ident, data = None, None, []
            continue
        if line.startswith(":"):  # a comment
            continue
        field, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if field == "event":
            event = value
        elif field == "id":
            ident = value
        elif field == "data":
            data.append(value)


class Follower(threading.Thread):
    """Reads the stream at ``address`` (with its ticket, so without a credential) into ``messages`` until it ends."""

    def __init__(self, client: Client, address: str) -> None:
        super().__init__(daemon=True)
        self.client, self.address = client, address
        self.messages: list[Message] = []
        self.status: int | None = None
        self.error: Exception | None = None

    def run(self) -> None:
        try:
            with self.client.get_httpx_client().stream("GET", self.address, timeout=TIMEOUT) as answer:
                self.status = answer.status_code
                if answer.status_code == 200:
                    self.messages.extend(server_sent_events(answer.iter_lines()))
        except httpx.HTTPError as exc:
            self.error = exc


def play(base_url: str) -> str:
    """Plays the game, checks it, and says how it went."""
    anyone = Client(base_url=base_url, timeout=TIMEOUT)
    bot = PlayerSpecType1(bot=PlayerSpecType1Bot.RANDOM)
    request = CreateGameRequest(
        game="bombs",
        players=[PlayerSpecType0(name="ann"), bot, bot, bot],
        options=CreateGameRequestOptions.from_dict({"hands": 1, "window_ms": 0}),
    )
    created = expect(create_game.sync(client=optional_credential(anyone), body=request), CreateGameResponse, "a game")
    game = created.id
    check([t.seat for t in created.tokens] == [0], "the game answers ann's token, alone")
    ann = AuthenticatedClient(base_url=base_url, token=created.tokens[0].token, timeout=TIMEOUT)

    # Follow the game as ann's seat, with a ticket (what a browser's EventSource does, which cannot send a token).
    ticket = expect(create_stream_ticket.sync(game, client=ann), StreamTicket, "a stream ticket")
    follower = Follower(anyone, ticket.stream)
    follower.start()

    rng = random.Random()
    for _ in range(MAX_ROUNDS):
        view = expect(get_game.sync(game, client=ann), BombsView, "ann's view")
        if view.status == BombsViewStatus.FINISHED:
            break
        legal = expect(list_legal_commands.sync(game, client=ann), BombsLegalCommands, "ann's legal commands")
        if legal.commands:
            # A bot may move first and make it stale (409 or 422): the next round lists ann's commands again. The
            # next round reads the view too, so the answer need not carry it (a 204).
            command = rng.choice(legal.commands)
            key = str(uuid.uuid4())
            post_command.sync(game, client=ann, body=command, idempotency_key=key, prefer="return=minimal")
        else:
            # Nothing for ann to do: wait (at most 10 s) for the bots' next event.
            list_events.sync(game, client=ann, after=view.version, wait=10)
    else:
        raise CheckFailed(f"the game is finished within {MAX_ROUNDS} rounds")

    final = expect(get_game.sync(game, client=ann), BombsView, "the final view")
    result = expect(final.result, BombsResult, "the finished game's result")
    check(sorted(result.ranking) == [0, 1, 2, 3], "the finished game ranks its four seats")

    # The stream: ann's view, every event after it once and in order, then the final view (no id), then its end.
    follower.join(STREAM_END_S)
    check(not follower.is_alive(), f"the stream ends within {STREAM_END_S:.0f} s")
    check(follower.status == 200 and follower.error is None, f"the stream: {follower.status} {follower.error}")
    messages = follower.messages
    check(bool(messages) and messages[0].event == "view" and messages[0].id is not None, "it opens with a view")
    check(messages[-1].event == "view" and messages[-1].id is None, "it ends with the final view, without an id")
    check(json.loads(messages[-1].data)["view"]["status"] == "finished", "the stream's last view is finished")
    opened = int(messages[0].id or -1)
    versions = [int(m.id or -1) for m in messages if m.event == "event"]  # each event's id is its version
    expected = list(range(opened + 1, final.version + 1))
    check(versions == expected, f"the stream sent versions {opened + 1} to {final.version}")

    # The server's audit, and the export it audited: every event, the chain ending at the view's head.
    verdict = expect(verify_game.sync(game, client=anyone), Verdict, "the verdict")
    check(verdict.ok, f"the game verifies: {'; '.join(verdict.problems)}")
    check(verdict.head_sha256 == final.head_sha256, "the verdict's head is the final view's")
    exported = export_game.sync_detailed(game, client=optional_credential(anyone))  # NDJSON: left unparsed
    check(exported.status_code == 200, f"the export: {exported.status_code}")
    events: list[dict[str, Any]] = [json.loads(line) for line in exported.content.decode().splitlines()[1:]]
    check(len(events) == verdict.events, "the export holds every event the verdict checked")
    check(events[-1]["version"] == final.version, "the export ends at the final version")
    check(events[-1]["sha256"] == verdict.head_sha256, "the export's chain ends at the verdict's head")

    return (
        f"game {game} finished at version {final.version}: ann placed {result.ranks[0]} of 4; "
        f"{len(versions)} events streamed; verified ({verdict.events} events, head {final.head_sha256})"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base_url", nargs="?", default="http://127.0.0.1:8000", help="the server's URL")
    args = parser.parse_args(argv)
    try:
        print(play(args.base_url))
    except CheckFailed as failed:
        print(f"check failed: {failed}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
