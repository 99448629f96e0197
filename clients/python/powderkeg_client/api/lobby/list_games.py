from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_list import GameList
from ...models.list_games_status import ListGamesStatus
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListGamesStatus | Unset = ListGamesStatus.WAITING,
    game: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["game"] = game

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | GameList | Problem | None:
    if response.status_code == 200:
        response_200 = GameList.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[Any | GameList | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.WAITING,
    game: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | GameList | Problem]:
    """Games to join, or to watch

     `status=waiting` (the default) lists games with an open seat, to join with `POST .../join`;
    `status=active` lists games being played, to watch. A game created `private` is never listed, nor
    a waiting game whose last person left (until someone joins it by its id).
    Pages are newest first: pass the answer's `next` as `cursor` for the page after.

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.WAITING.
        game (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameList | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        game=game,
        cursor=cursor,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.WAITING,
    game: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    if_none_match: str | Unset = UNSET,
) -> Any | GameList | Problem | None:
    """Games to join, or to watch

     `status=waiting` (the default) lists games with an open seat, to join with `POST .../join`;
    `status=active` lists games being played, to watch. A game created `private` is never listed, nor
    a waiting game whose last person left (until someone joins it by its id).
    Pages are newest first: pass the answer's `next` as `cursor` for the page after.

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.WAITING.
        game (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameList | Problem
    """

    return sync_detailed(
        client=client,
        status=status,
        game=game,
        cursor=cursor,
        limit=limit,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.WAITING,
    game: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | GameList | Problem]:
    """Games to join, or to watch

     `status=waiting` (the default) lists games with an open seat, to join with `POST .../join`;
    `status=active` lists games being played, to watch. A game created `private` is never listed, nor
    a waiting game whose last person left (until someone joins it by its id).
    Pages are newest first: pass the answer's `next` as `cursor` for the page after.

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.WAITING.
        game (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GameList | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        game=game,
        cursor=cursor,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    status: ListGamesStatus | Unset = ListGamesStatus.WAITING,
    game: str | Unset = UNSET,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    if_none_match: str | Unset = UNSET,
) -> Any | GameList | Problem | None:
    """Games to join, or to watch

     `status=waiting` (the default) lists games with an open seat, to join with `POST .../join`;
    `status=active` lists games being played, to watch. A game created `private` is never listed, nor
    a waiting game whose last person left (until someone joins it by its id).
    Pages are newest first: pass the answer's `next` as `cursor` for the page after.

    Args:
        status (ListGamesStatus | Unset):  Default: ListGamesStatus.WAITING.
        game (str | Unset):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GameList | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            game=game,
            cursor=cursor,
            limit=limit,
            if_none_match=if_none_match,
        )
    ).parsed
