from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.join_request import JoinRequest
from ...models.join_response import JoinResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
    *,
    body: JoinRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/join".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> JoinResponse | Problem | None:
    if response.status_code == 201:
        response_201 = JoinResponse.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
) -> Response[JoinResponse | Problem]:
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
    body: JoinRequest,
) -> Response[JoinResponse | Problem]:
    """Take an open seat of a waiting game

     Takes `seat`, or the first open seat. Of several people racing for the last seat exactly one gets
    it; the join that takes it starts the game (its cards are dealt then). Without a `name`, the player
    whose key the request carries takes it (their key then acts for the seat too; 409 `already-seated`
    when they hold one of this game).

    Args:
        game_id (str):
        body (JoinRequest): The body of POST /v1/games/{id}/join.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinResponse | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: JoinRequest,
) -> JoinResponse | Problem | None:
    """Take an open seat of a waiting game

     Takes `seat`, or the first open seat. Of several people racing for the last seat exactly one gets
    it; the join that takes it starts the game (its cards are dealt then). Without a `name`, the player
    whose key the request carries takes it (their key then acts for the seat too; 409 `already-seated`
    when they hold one of this game).

    Args:
        game_id (str):
        body (JoinRequest): The body of POST /v1/games/{id}/join.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinResponse | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: JoinRequest,
) -> Response[JoinResponse | Problem]:
    """Take an open seat of a waiting game

     Takes `seat`, or the first open seat. Of several people racing for the last seat exactly one gets
    it; the join that takes it starts the game (its cards are dealt then). Without a `name`, the player
    whose key the request carries takes it (their key then acts for the seat too; 409 `already-seated`
    when they hold one of this game).

    Args:
        game_id (str):
        body (JoinRequest): The body of POST /v1/games/{id}/join.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinResponse | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: JoinRequest,
) -> JoinResponse | Problem | None:
    """Take an open seat of a waiting game

     Takes `seat`, or the first open seat. Of several people racing for the last seat exactly one gets
    it; the join that takes it starts the game (its cards are dealt then). Without a `name`, the player
    whose key the request carries takes it (their key then acts for the seat too; 409 `already-seated`
    when they hold one of this game).

    Args:
        game_id (str):
        body (JoinRequest): The body of POST /v1/games/{id}/join.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinResponse | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
        )
    ).parsed
