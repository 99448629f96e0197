from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.stream_ticket import StreamTicket
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/stream-tickets".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | StreamTicket | None:
    if response.status_code == 201:
        response_201 = StreamTicket.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | StreamTicket]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | StreamTicket]:
    """A single-use ticket that opens the game's stream as your seat (for a browser's EventSource)

     A browser's `EventSource` cannot send `Authorization`, so it would stream as a spectator. A seat's
    page
    asks for a ticket with its token, then opens `new EventSource(stream)`:
    `GET /v1/games/{game_id}/stream?ticket=...` streams exactly as that seat's token would, a seat of a
    match included (its tables redacted for that seat).

    A ticket:

    - expires `expires_in_s` seconds (30) after it is issued, used or not;
    - works once: the first stream request of its game that presents it spends it, whatever that request
      answers; presented again, expired, or presented to another game (where it is unknown, and stays
      valid for its own) it is 401 `ticket-invalid`;
    - is read only by that stream: `?ticket=` on any other route is 400 `invalid-query`, and a ticket
      with `Authorization` is 400 `conflicting-credentials`;
    - is stored only as its SHA-256, and never written to a log (request logs hold no query string).

    `EventSource` reconnects with the same address, so its reconnection is refused (401, which closes
    it):
    ask for a fresh ticket for each connection, and resume with `&after=<the last id received>`. Each
    call answers a new ticket; the earlier ones stay valid until used or expired.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StreamTicket]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | StreamTicket | None:
    """A single-use ticket that opens the game's stream as your seat (for a browser's EventSource)

     A browser's `EventSource` cannot send `Authorization`, so it would stream as a spectator. A seat's
    page
    asks for a ticket with its token, then opens `new EventSource(stream)`:
    `GET /v1/games/{game_id}/stream?ticket=...` streams exactly as that seat's token would, a seat of a
    match included (its tables redacted for that seat).

    A ticket:

    - expires `expires_in_s` seconds (30) after it is issued, used or not;
    - works once: the first stream request of its game that presents it spends it, whatever that request
      answers; presented again, expired, or presented to another game (where it is unknown, and stays
      valid for its own) it is 401 `ticket-invalid`;
    - is read only by that stream: `?ticket=` on any other route is 400 `invalid-query`, and a ticket
      with `Authorization` is 400 `conflicting-credentials`;
    - is stored only as its SHA-256, and never written to a log (request logs hold no query string).

    `EventSource` reconnects with the same address, so its reconnection is refused (401, which closes
    it):
    ask for a fresh ticket for each connection, and resume with `&after=<the last id received>`. Each
    call answers a new ticket; the earlier ones stay valid until used or expired.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StreamTicket
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem | StreamTicket]:
    """A single-use ticket that opens the game's stream as your seat (for a browser's EventSource)

     A browser's `EventSource` cannot send `Authorization`, so it would stream as a spectator. A seat's
    page
    asks for a ticket with its token, then opens `new EventSource(stream)`:
    `GET /v1/games/{game_id}/stream?ticket=...` streams exactly as that seat's token would, a seat of a
    match included (its tables redacted for that seat).

    A ticket:

    - expires `expires_in_s` seconds (30) after it is issued, used or not;
    - works once: the first stream request of its game that presents it spends it, whatever that request
      answers; presented again, expired, or presented to another game (where it is unknown, and stays
      valid for its own) it is 401 `ticket-invalid`;
    - is read only by that stream: `?ticket=` on any other route is 400 `invalid-query`, and a ticket
      with `Authorization` is 400 `conflicting-credentials`;
    - is stored only as its SHA-256, and never written to a log (request logs hold no query string).

    `EventSource` reconnects with the same address, so its reconnection is refused (401, which closes
    it):
    ask for a fresh ticket for each connection, and resume with `&after=<the last id received>`. Each
    call answers a new ticket; the earlier ones stay valid until used or expired.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | StreamTicket]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Problem | StreamTicket | None:
    """A single-use ticket that opens the game's stream as your seat (for a browser's EventSource)

     A browser's `EventSource` cannot send `Authorization`, so it would stream as a spectator. A seat's
    page
    asks for a ticket with its token, then opens `new EventSource(stream)`:
    `GET /v1/games/{game_id}/stream?ticket=...` streams exactly as that seat's token would, a seat of a
    match included (its tables redacted for that seat).

    A ticket:

    - expires `expires_in_s` seconds (30) after it is issued, used or not;
    - works once: the first stream request of its game that presents it spends it, whatever that request
      answers; presented again, expired, or presented to another game (where it is unknown, and stays
      valid for its own) it is 401 `ticket-invalid`;
    - is read only by that stream: `?ticket=` on any other route is 400 `invalid-query`, and a ticket
      with `Authorization` is 400 `conflicting-credentials`;
    - is stored only as its SHA-256, and never written to a log (request logs hold no query string).

    `EventSource` reconnects with the same address, so its reconnection is refused (401, which closes
    it):
    ask for a fresh ticket for each connection, and resume with `&after=<the last id received>`. Each
    call answers a new ticket; the earlier ones stay valid until used or expired.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | StreamTicket
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
