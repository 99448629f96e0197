from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.player_stream_ticket import PlayerStreamTicket
from ...models.problem import Problem
from ...types import Response


def _get_kwargs() -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/stream-tickets",
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> PlayerStreamTicket | Problem | None:
    if response.status_code == 201:
        response_201 = PlayerStreamTicket.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[PlayerStreamTicket | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[PlayerStreamTicket | Problem]:
    """A single-use ticket that opens your player stream (for a browser's EventSource)

     `GET /v1/players/me/stream?ticket=...` streams exactly as the key would. A ticket works once, for
    the stream of its player only, and expires within seconds; `?ticket=` on any other route is 400
    `invalid-query`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerStreamTicket | Problem]
    """

    kwargs = _get_kwargs()

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
) -> PlayerStreamTicket | Problem | None:
    """A single-use ticket that opens your player stream (for a browser's EventSource)

     `GET /v1/players/me/stream?ticket=...` streams exactly as the key would. A ticket works once, for
    the stream of its player only, and expires within seconds; `?ticket=` on any other route is 400
    `invalid-query`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerStreamTicket | Problem
    """

    return sync_detailed(
        client=client,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
) -> Response[PlayerStreamTicket | Problem]:
    """A single-use ticket that opens your player stream (for a browser's EventSource)

     `GET /v1/players/me/stream?ticket=...` streams exactly as the key would. A ticket works once, for
    the stream of its player only, and expires within seconds; `?ticket=` on any other route is 400
    `invalid-query`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerStreamTicket | Problem]
    """

    kwargs = _get_kwargs()

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
) -> PlayerStreamTicket | Problem | None:
    """A single-use ticket that opens your player stream (for a browser's EventSource)

     `GET /v1/players/me/stream?ticket=...` streams exactly as the key would. A ticket works once, for
    the stream of its player only, and expires within seconds; `?ticket=` on any other route is 400
    `invalid-query`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerStreamTicket | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
        )
    ).parsed
