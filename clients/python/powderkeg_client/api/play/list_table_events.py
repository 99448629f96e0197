from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bombs_table_events_page import BombsTableEventsPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    key: str,
    *,
    after: int | Unset = -1,
    limit: int | Unset = 500,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/tables/{key}/events".format(
            game_id=quote(str(game_id), safe=""),
            key=quote(str(key), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | BombsTableEventsPage | Problem | None:
    if response.status_code == 200:
        response_200 = BombsTableEventsPage.from_dict(response.json())

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
) -> Response[Any | BombsTableEventsPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    key: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = -1,
    limit: int | Unset = 500,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | BombsTableEventsPage | Problem]:
    """The log of one table of a multi-table match, as the bearer saw it

     Each table of a match has its own log. Every event is shown as the bearer saw it from the seat they
    had at that table at the time: a deal shows their own hand only if they sat there in that hand.
    Spectators see no hand. Once the table is closed (the match is over, or its tie-break hand was
    played) everything is shown. The match's own log (`GET .../events`) holds `MatchStarted`,
    `HandCompleted`, `TablesSeated` and `MatchFinished`. Pages as the match's log does (`limit`,
    `more`).

    Args:
        game_id (str):
        key (str):
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 500.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BombsTableEventsPage | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        key=key,
        after=after,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    key: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = -1,
    limit: int | Unset = 500,
    if_none_match: str | Unset = UNSET,
) -> Any | BombsTableEventsPage | Problem | None:
    """The log of one table of a multi-table match, as the bearer saw it

     Each table of a match has its own log. Every event is shown as the bearer saw it from the seat they
    had at that table at the time: a deal shows their own hand only if they sat there in that hand.
    Spectators see no hand. Once the table is closed (the match is over, or its tie-break hand was
    played) everything is shown. The match's own log (`GET .../events`) holds `MatchStarted`,
    `HandCompleted`, `TablesSeated` and `MatchFinished`. Pages as the match's log does (`limit`,
    `more`).

    Args:
        game_id (str):
        key (str):
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 500.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BombsTableEventsPage | Problem
    """

    return sync_detailed(
        game_id=game_id,
        key=key,
        client=client,
        after=after,
        limit=limit,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    key: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = -1,
    limit: int | Unset = 500,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | BombsTableEventsPage | Problem]:
    """The log of one table of a multi-table match, as the bearer saw it

     Each table of a match has its own log. Every event is shown as the bearer saw it from the seat they
    had at that table at the time: a deal shows their own hand only if they sat there in that hand.
    Spectators see no hand. Once the table is closed (the match is over, or its tie-break hand was
    played) everything is shown. The match's own log (`GET .../events`) holds `MatchStarted`,
    `HandCompleted`, `TablesSeated` and `MatchFinished`. Pages as the match's log does (`limit`,
    `more`).

    Args:
        game_id (str):
        key (str):
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 500.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BombsTableEventsPage | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        key=key,
        after=after,
        limit=limit,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    key: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = -1,
    limit: int | Unset = 500,
    if_none_match: str | Unset = UNSET,
) -> Any | BombsTableEventsPage | Problem | None:
    """The log of one table of a multi-table match, as the bearer saw it

     Each table of a match has its own log. Every event is shown as the bearer saw it from the seat they
    had at that table at the time: a deal shows their own hand only if they sat there in that hand.
    Spectators see no hand. Once the table is closed (the match is over, or its tie-break hand was
    played) everything is shown. The match's own log (`GET .../events`) holds `MatchStarted`,
    `HandCompleted`, `TablesSeated` and `MatchFinished`. Pages as the match's log does (`limit`,
    `more`).

    Args:
        game_id (str):
        key (str):
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 500.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BombsTableEventsPage | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            key=key,
            client=client,
            after=after,
            limit=limit,
            if_none_match=if_none_match,
        )
    ).parsed
