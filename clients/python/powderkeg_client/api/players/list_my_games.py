from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.list_my_games_status import ListMyGamesStatus
from ...models.my_games import MyGames
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    status: ListMyGamesStatus | Unset = ListMyGamesStatus.ACTIVE,
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

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/games",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | MyGames | Problem | None:
    if response.status_code == 200:
        response_200 = MyGames.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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
) -> Response[Any | MyGames | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ListMyGamesStatus | Unset = ListMyGamesStatus.ACTIVE,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | MyGames | Problem]:
    """My games

     One of the player's lists: `active` games (those that await the player now first, then the latest
    moved), `waiting` ones (the latest joined first) or `finished` ones (the latest over first). Pass
    the answer's `next` as `cursor` for the page after.

    Args:
        status (ListMyGamesStatus | Unset):  Default: ListMyGamesStatus.ACTIVE.
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MyGames | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
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
    client: AuthenticatedClient,
    status: ListMyGamesStatus | Unset = ListMyGamesStatus.ACTIVE,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    if_none_match: str | Unset = UNSET,
) -> Any | MyGames | Problem | None:
    """My games

     One of the player's lists: `active` games (those that await the player now first, then the latest
    moved), `waiting` ones (the latest joined first) or `finished` ones (the latest over first). Pass
    the answer's `next` as `cursor` for the page after.

    Args:
        status (ListMyGamesStatus | Unset):  Default: ListMyGamesStatus.ACTIVE.
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MyGames | Problem
    """

    return sync_detailed(
        client=client,
        status=status,
        cursor=cursor,
        limit=limit,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListMyGamesStatus | Unset = ListMyGamesStatus.ACTIVE,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | MyGames | Problem]:
    """My games

     One of the player's lists: `active` games (those that await the player now first, then the latest
    moved), `waiting` ones (the latest joined first) or `finished` ones (the latest over first). Pass
    the answer's `next` as `cursor` for the page after.

    Args:
        status (ListMyGamesStatus | Unset):  Default: ListMyGamesStatus.ACTIVE.
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | MyGames | Problem]
    """

    kwargs = _get_kwargs(
        status=status,
        cursor=cursor,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListMyGamesStatus | Unset = ListMyGamesStatus.ACTIVE,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
    if_none_match: str | Unset = UNSET,
) -> Any | MyGames | Problem | None:
    """My games

     One of the player's lists: `active` games (those that await the player now first, then the latest
    moved), `waiting` ones (the latest joined first) or `finished` ones (the latest over first). Pass
    the answer's `next` as `cursor` for the page after.

    Args:
        status (ListMyGamesStatus | Unset):  Default: ListMyGamesStatus.ACTIVE.
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | MyGames | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            status=status,
            cursor=cursor,
            limit=limit,
            if_none_match=if_none_match,
        )
    ).parsed
