from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import Response


def _get_kwargs(
    game_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/play/{game_id}".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

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

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | Problem | str]:
    """A game's page in the web client

     The same static page for every well-formed id; its scripts load the game from the API, and show
    "Game not found" for an id no game has. A seat's page is `/play/{game_id}#<seat token>`: the token
    stays in the URL fragment, which browsers never send, and in the browser's storage; the page sends
    it only as `Authorization: Bearer` and streams with single-use stream tickets. Static HTML with a
    Content-Security-Policy that allows this origin only.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
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
    client: AuthenticatedClient | Client,
) -> Any | Problem | str | None:
    """A game's page in the web client

     The same static page for every well-formed id; its scripts load the game from the API, and show
    "Game not found" for an id no game has. A seat's page is `/play/{game_id}#<seat token>`: the token
    stays in the URL fragment, which browsers never send, and in the browser's storage; the page sends
    it only as `Authorization: Bearer` and streams with single-use stream tickets. Static HTML with a
    Content-Security-Policy that allows this origin only.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Any | Problem | str]:
    """A game's page in the web client

     The same static page for every well-formed id; its scripts load the game from the API, and show
    "Game not found" for an id no game has. A seat's page is `/play/{game_id}#<seat token>`: the token
    stays in the URL fragment, which browsers never send, and in the browser's storage; the page sends
    it only as `Authorization: Bearer` and streams with single-use stream tickets. Static HTML with a
    Content-Security-Policy that allows this origin only.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Any | Problem | str | None:
    """A game's page in the web client

     The same static page for every well-formed id; its scripts load the game from the API, and show
    "Game not found" for an id no game has. A seat's page is `/play/{game_id}#<seat token>`: the token
    stays in the URL fragment, which browsers never send, and in the browser's storage; the page sends
    it only as `Authorization: Bearer` and streams with single-use stream tickets. Static HTML with a
    Content-Security-Policy that allows this origin only.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
