from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.create_game_request import CreateGameRequest
from ...models.create_game_response import CreateGameResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    *,
    body: CreateGameRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> CreateGameResponse | Problem | None:
    if response.status_code == 201:
        response_201 = CreateGameResponse.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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
) -> Response[CreateGameResponse | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateGameRequest,
) -> Response[CreateGameResponse | Problem]:
    """Create a game

     People are `{"name": ...}`, bots are `{"bot": "random"}` (named `bot-<seat>`), `{"player": "me"}` is
    the player whose key the request carries (`Authorization: Bearer <player key>`; that key then acts
    for
    the seat too), and `{"open": true}` is
    a seat someone takes later with `POST /v1/games/{id}/join`: a game with an open seat is `waiting`
    (its view a `WaitingView`) and deals nothing until every seat is taken. A `private` game is never
    listed by `GET /v1/games`. Options not given take the defaults listed by `GET /v1/game-types`. A
    `deal` is accepted only by a server started with `POWDERKEG_TESTING=1`; elsewhere it is refused with
    422 `deal-not-allowed`.

    Args:
        body (CreateGameRequest): The body of POST /v1/games.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateGameResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    body: CreateGameRequest,
) -> CreateGameResponse | Problem | None:
    """Create a game

     People are `{"name": ...}`, bots are `{"bot": "random"}` (named `bot-<seat>`), `{"player": "me"}` is
    the player whose key the request carries (`Authorization: Bearer <player key>`; that key then acts
    for
    the seat too), and `{"open": true}` is
    a seat someone takes later with `POST /v1/games/{id}/join`: a game with an open seat is `waiting`
    (its view a `WaitingView`) and deals nothing until every seat is taken. A `private` game is never
    listed by `GET /v1/games`. Options not given take the defaults listed by `GET /v1/game-types`. A
    `deal` is accepted only by a server started with `POWDERKEG_TESTING=1`; elsewhere it is refused with
    422 `deal-not-allowed`.

    Args:
        body (CreateGameRequest): The body of POST /v1/games.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateGameResponse | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateGameRequest,
) -> Response[CreateGameResponse | Problem]:
    """Create a game

     People are `{"name": ...}`, bots are `{"bot": "random"}` (named `bot-<seat>`), `{"player": "me"}` is
    the player whose key the request carries (`Authorization: Bearer <player key>`; that key then acts
    for
    the seat too), and `{"open": true}` is
    a seat someone takes later with `POST /v1/games/{id}/join`: a game with an open seat is `waiting`
    (its view a `WaitingView`) and deals nothing until every seat is taken. A `private` game is never
    listed by `GET /v1/games`. Options not given take the defaults listed by `GET /v1/game-types`. A
    `deal` is accepted only by a server started with `POWDERKEG_TESTING=1`; elsewhere it is refused with
    422 `deal-not-allowed`.

    Args:
        body (CreateGameRequest): The body of POST /v1/games.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateGameResponse | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    body: CreateGameRequest,
) -> CreateGameResponse | Problem | None:
    """Create a game

     People are `{"name": ...}`, bots are `{"bot": "random"}` (named `bot-<seat>`), `{"player": "me"}` is
    the player whose key the request carries (`Authorization: Bearer <player key>`; that key then acts
    for
    the seat too), and `{"open": true}` is
    a seat someone takes later with `POST /v1/games/{id}/join`: a game with an open seat is `waiting`
    (its view a `WaitingView`) and deals nothing until every seat is taken. A `private` game is never
    listed by `GET /v1/games`. Options not given take the defaults listed by `GET /v1/game-types`. A
    `deal` is accepted only by a server started with `POWDERKEG_TESTING=1`; elsewhere it is refused with
    422 `deal-not-allowed`.

    Args:
        body (CreateGameRequest): The body of POST /v1/games.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateGameResponse | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
