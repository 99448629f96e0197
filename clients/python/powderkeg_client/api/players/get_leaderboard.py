from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game: str,
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/leaderboards/{game}".format(
            game=quote(str(game), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Leaderboard | Problem | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

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
) -> Response[Leaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> Response[Leaderboard | Problem]:
    """A game type's leaderboard

     Players (and each bot policy, as the player `p-bot-<policy>`) ranked by their conservative rating at
    this game type, `mu - 3 * sigma` (the Weng-Lin model: a mean and an uncertainty, moved by the
    finishing order of every rated game, ties included), best first. A player is ranked once they have
    played `min_games` rated games of the type. Pass the answer's `next` as `cursor` for the page after.

    Args:
        game (str):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        game=game,
        cursor=cursor,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> Leaderboard | Problem | None:
    """A game type's leaderboard

     Players (and each bot policy, as the player `p-bot-<policy>`) ranked by their conservative rating at
    this game type, `mu - 3 * sigma` (the Weng-Lin model: a mean and an uncertainty, moved by the
    finishing order of every rated game, ties included), best first. A player is ranked once they have
    played `min_games` rated games of the type. Pass the answer's `next` as `cursor` for the page after.

    Args:
        game (str):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return sync_detailed(
        game=game,
        client=client,
        cursor=cursor,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> Response[Leaderboard | Problem]:
    """A game type's leaderboard

     Players (and each bot policy, as the player `p-bot-<policy>`) ranked by their conservative rating at
    this game type, `mu - 3 * sigma` (the Weng-Lin model: a mean and an uncertainty, moved by the
    finishing order of every rated game, ties included), best first. A player is ranked once they have
    played `min_games` rated games of the type. Pass the answer's `next` as `cursor` for the page after.

    Args:
        game (str):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
    """

    kwargs = _get_kwargs(
        game=game,
        cursor=cursor,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,
) -> Leaderboard | Problem | None:
    """A game type's leaderboard

     Players (and each bot policy, as the player `p-bot-<policy>`) ranked by their conservative rating at
    this game type, `mu - 3 * sigma` (the Weng-Lin model: a mean and an uncertainty, moved by the
    finishing order of every rated game, ties included), best first. A player is ranked once they have
    played `min_games` rated games of the type. Pass the answer's `next` as `cursor` for the page after.

    Args:
        game (str):
        cursor (str | Unset):
        limit (int | Unset):  Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
    """

    return (
        await asyncio_detailed(
            game=game,
            client=client,
            cursor=cursor,
            limit=limit,
        )
    ).parsed
