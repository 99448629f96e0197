from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.join_response import JoinResponse
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/rematch".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

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

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

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
) -> Response[JoinResponse | Problem]:
    """Play again with the same players

     The first player of a finished game to ask opens its rematch: a new game of the same type with the
    same
    options, every person's seat reserved for them and the bots seated. Where the rules say the previous
    game's winner starts the next game (`exploding-aces`, `bombs-away`), the seats are turned, in the
    same
    order around the table, so that the winner has seat 0, where a first game starts; otherwise each
    keeps
    their seat (in `bombs-away`, the winner of the series' last game starts). Every player's call
    answers
    the same new `id` and that player's own new token; asking again answers the same seat and token (an
    answer that was lost costs nothing). The rematch waits (its view a `WaitingView` with `rematch_of`)
    until the last player takes their seat, and that call starts it; `GET` here shows it meanwhile. A
    player who leaves it keeps their reservation (nobody else can take the seat). A rematch is private:
    never listed, not even when the game before was.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinResponse | Problem]
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
) -> JoinResponse | Problem | None:
    """Play again with the same players

     The first player of a finished game to ask opens its rematch: a new game of the same type with the
    same
    options, every person's seat reserved for them and the bots seated. Where the rules say the previous
    game's winner starts the next game (`exploding-aces`, `bombs-away`), the seats are turned, in the
    same
    order around the table, so that the winner has seat 0, where a first game starts; otherwise each
    keeps
    their seat (in `bombs-away`, the winner of the series' last game starts). Every player's call
    answers
    the same new `id` and that player's own new token; asking again answers the same seat and token (an
    answer that was lost costs nothing). The rematch waits (its view a `WaitingView` with `rematch_of`)
    until the last player takes their seat, and that call starts it; `GET` here shows it meanwhile. A
    player who leaves it keeps their reservation (nobody else can take the seat). A rematch is private:
    never listed, not even when the game before was.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinResponse | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[JoinResponse | Problem]:
    """Play again with the same players

     The first player of a finished game to ask opens its rematch: a new game of the same type with the
    same
    options, every person's seat reserved for them and the bots seated. Where the rules say the previous
    game's winner starts the next game (`exploding-aces`, `bombs-away`), the seats are turned, in the
    same
    order around the table, so that the winner has seat 0, where a first game starts; otherwise each
    keeps
    their seat (in `bombs-away`, the winner of the series' last game starts). Every player's call
    answers
    the same new `id` and that player's own new token; asking again answers the same seat and token (an
    answer that was lost costs nothing). The rematch waits (its view a `WaitingView` with `rematch_of`)
    until the last player takes their seat, and that call starts it; `GET` here shows it meanwhile. A
    player who leaves it keeps their reservation (nobody else can take the seat). A rematch is private:
    never listed, not even when the game before was.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinResponse | Problem]
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
) -> JoinResponse | Problem | None:
    """Play again with the same players

     The first player of a finished game to ask opens its rematch: a new game of the same type with the
    same
    options, every person's seat reserved for them and the bots seated. Where the rules say the previous
    game's winner starts the next game (`exploding-aces`, `bombs-away`), the seats are turned, in the
    same
    order around the table, so that the winner has seat 0, where a first game starts; otherwise each
    keeps
    their seat (in `bombs-away`, the winner of the series' last game starts). Every player's call
    answers
    the same new `id` and that player's own new token; asking again answers the same seat and token (an
    answer that was lost costs nothing). The rematch waits (its view a `WaitingView` with `rematch_of`)
    until the last player takes their seat, and that call starts it; `GET` here shows it meanwhile. A
    player who leaves it keeps their reservation (nobody else can take the seat). A rematch is private:
    never listed, not even when the game before was.

    Args:
        game_id (str):

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
        )
    ).parsed
