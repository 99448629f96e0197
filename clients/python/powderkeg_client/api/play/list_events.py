from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bombs_away_events_page import BombsAwayEventsPage
from ...models.bombs_events_page import BombsEventsPage
from ...models.exploding_aces_events_page import ExplodingAcesEventsPage
from ...models.haggis_events_page import HaggisEventsPage
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = -1,
    limit: int | Unset = 500,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params["wait"] = wait

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/events".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage | Problem | None:
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_page_type_0 = BombsEventsPage.from_dict(data)

                return componentsschemas_events_page_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_page_type_1 = BombsAwayEventsPage.from_dict(data)

                return componentsschemas_events_page_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_page_type_2 = ExplodingAcesEventsPage.from_dict(data)

                return componentsschemas_events_page_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_events_page_type_3 = HaggisEventsPage.from_dict(data)

            return componentsschemas_events_page_type_3

        response_200 = _parse_response_200(response.json())

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
) -> Response[Any | BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage | Problem]:
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
    after: int | Unset = -1,
    limit: int | Unset = 500,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage | Problem]:
    """The log as the bearer may see it, a page after a version; long-polls with `wait`

     A page holds at most `limit` events (default 500); `more` is true when events follow the last one,
    and the next page is `after=<the last event's version>`. Each event is redacted on its own, exactly
    as
    in the whole log. For the whole log in one answer, see `GET .../export`.

    Args:
        game_id (str):
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 500.
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        limit=limit,
        wait=wait,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = -1,
    limit: int | Unset = 500,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,
) -> Any | BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage | Problem | None:
    """The log as the bearer may see it, a page after a version; long-polls with `wait`

     A page holds at most `limit` events (default 500); `more` is true when events follow the last one,
    and the next page is `after=<the last event's version>`. Each event is redacted on its own, exactly
    as
    in the whole log. For the whole log in one answer, see `GET .../export`.

    Args:
        game_id (str):
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 500.
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        limit=limit,
        wait=wait,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = -1,
    limit: int | Unset = 500,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage | Problem]:
    """The log as the bearer may see it, a page after a version; long-polls with `wait`

     A page holds at most `limit` events (default 500); `more` is true when events follow the last one,
    and the next page is `after=<the last event's version>`. Each event is redacted on its own, exactly
    as
    in the whole log. For the whole log in one answer, see `GET .../export`.

    Args:
        game_id (str):
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 500.
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        limit=limit,
        wait=wait,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = -1,
    limit: int | Unset = 500,
    wait: float | Unset = 0.0,
    if_none_match: str | Unset = UNSET,
) -> Any | BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage | Problem | None:
    """The log as the bearer may see it, a page after a version; long-polls with `wait`

     A page holds at most `limit` events (default 500); `more` is true when events follow the last one,
    and the next page is `after=<the last event's version>`. Each event is redacted on its own, exactly
    as
    in the whole log. For the whole log in one answer, see `GET .../export`.

    Args:
        game_id (str):
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 500.
        wait (float | Unset):  Default: 0.0.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BombsAwayEventsPage | BombsEventsPage | ExplodingAcesEventsPage | HaggisEventsPage | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            limit=limit,
            wait=wait,
            if_none_match=if_none_match,
        )
    ).parsed
