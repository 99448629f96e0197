from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.replay import Replay
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    at: int | Unset = UNSET,
    as_: int | Unset = UNSET,
    full: bool | Unset = False,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["at"] = at

    params["as"] = as_

    params["full"] = full

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/replay".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Replay | None:
    if response.status_code == 200:
        response_200 = Replay.from_dict(response.json())

        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Replay]:
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
    at: int | Unset = UNSET,
    as_: int | Unset = UNSET,
    full: bool | Unset = False,
) -> Response[Problem | Replay]:
    """The game at any version, as a viewer saw it then

     Knowledge-time replay: the state folded up to version `at`, shown as the bearer's seat (or a
    spectator) saw it at that version, never with what that viewer learned later. While the game runs
    nobody may ask for another seat's view or the full state; once it is finished anyone may (`as`,
    `full`).

    A match at several tables is replayed along its timeline, the order of its export: `at` is a
    position in it (the match's own events and its tables' together), and the view shows the match and
    every table as they stood then. While the match runs, the last positions may still move by a few
    places when two tables' commands were decided at nearly the same moment; once it is finished the
    timeline is fixed.

    Args:
        game_id (str):
        at (int | Unset):
        as_ (int | Unset):
        full (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Replay]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at=at,
        as_=as_,
        full=full,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
    as_: int | Unset = UNSET,
    full: bool | Unset = False,
) -> Problem | Replay | None:
    """The game at any version, as a viewer saw it then

     Knowledge-time replay: the state folded up to version `at`, shown as the bearer's seat (or a
    spectator) saw it at that version, never with what that viewer learned later. While the game runs
    nobody may ask for another seat's view or the full state; once it is finished anyone may (`as`,
    `full`).

    A match at several tables is replayed along its timeline, the order of its export: `at` is a
    position in it (the match's own events and its tables' together), and the view shows the match and
    every table as they stood then. While the match runs, the last positions may still move by a few
    places when two tables' commands were decided at nearly the same moment; once it is finished the
    timeline is fixed.

    Args:
        game_id (str):
        at (int | Unset):
        as_ (int | Unset):
        full (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Replay
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        at=at,
        as_=as_,
        full=full,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
    as_: int | Unset = UNSET,
    full: bool | Unset = False,
) -> Response[Problem | Replay]:
    """The game at any version, as a viewer saw it then

     Knowledge-time replay: the state folded up to version `at`, shown as the bearer's seat (or a
    spectator) saw it at that version, never with what that viewer learned later. While the game runs
    nobody may ask for another seat's view or the full state; once it is finished anyone may (`as`,
    `full`).

    A match at several tables is replayed along its timeline, the order of its export: `at` is a
    position in it (the match's own events and its tables' together), and the view shows the match and
    every table as they stood then. While the match runs, the last positions may still move by a few
    places when two tables' commands were decided at nearly the same moment; once it is finished the
    timeline is fixed.

    Args:
        game_id (str):
        at (int | Unset):
        as_ (int | Unset):
        full (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Replay]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        at=at,
        as_=as_,
        full=full,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    at: int | Unset = UNSET,
    as_: int | Unset = UNSET,
    full: bool | Unset = False,
) -> Problem | Replay | None:
    """The game at any version, as a viewer saw it then

     Knowledge-time replay: the state folded up to version `at`, shown as the bearer's seat (or a
    spectator) saw it at that version, never with what that viewer learned later. While the game runs
    nobody may ask for another seat's view or the full state; once it is finished anyone may (`as`,
    `full`).

    A match at several tables is replayed along its timeline, the order of its export: `at` is a
    position in it (the match's own events and its tables' together), and the view shows the match and
    every table as they stood then. While the match runs, the last positions may still move by a few
    places when two tables' commands were decided at nearly the same moment; once it is finished the
    timeline is fixed.

    Args:
        game_id (str):
        at (int | Unset):
        as_ (int | Unset):
        full (bool | Unset):  Default: False.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Replay
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            at=at,
            as_=as_,
            full=full,
        )
    ).parsed
