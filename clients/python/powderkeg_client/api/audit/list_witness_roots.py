from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.witness_roots import WitnessRoots
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: int | Unset = -1,
    limit: int | Unset = 100,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/witness",
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WitnessRoots | None:
    if response.status_code == 200:
        response_200 = WitnessRoots.from_dict(response.json())

        return response_200

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
) -> Response[Problem | WitnessRoots]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = -1,
    limit: int | Unset = 100,
) -> Response[Problem | WitnessRoots]:
    """The witness log, a page of roots after a number

     Each minute in which games changed, the server publishes one root: the Merkle tree hash (RFC 9162)
    over the last head of each game that changed, chained to the root before it. Keep any root's `hash`,
    and a later rewrite of any game it covers shows: the server can then no longer prove that game's
    head
    in it (`GET /v1/games/{id}/witness?root=N`), nor rewrite the roots without changing that hash. What
    it
    proves and what it does not: docs/verification.md §8.

    Args:
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WitnessRoots]
    """

    kwargs = _get_kwargs(
        after=after,
        limit=limit,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = -1,
    limit: int | Unset = 100,
) -> Problem | WitnessRoots | None:
    """The witness log, a page of roots after a number

     Each minute in which games changed, the server publishes one root: the Merkle tree hash (RFC 9162)
    over the last head of each game that changed, chained to the root before it. Keep any root's `hash`,
    and a later rewrite of any game it covers shows: the server can then no longer prove that game's
    head
    in it (`GET /v1/games/{id}/witness?root=N`), nor rewrite the roots without changing that hash. What
    it
    proves and what it does not: docs/verification.md §8.

    Args:
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WitnessRoots
    """

    return sync_detailed(
        client=client,
        after=after,
        limit=limit,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = -1,
    limit: int | Unset = 100,
) -> Response[Problem | WitnessRoots]:
    """The witness log, a page of roots after a number

     Each minute in which games changed, the server publishes one root: the Merkle tree hash (RFC 9162)
    over the last head of each game that changed, chained to the root before it. Keep any root's `hash`,
    and a later rewrite of any game it covers shows: the server can then no longer prove that game's
    head
    in it (`GET /v1/games/{id}/witness?root=N`), nor rewrite the roots without changing that hash. What
    it
    proves and what it does not: docs/verification.md §8.

    Args:
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WitnessRoots]
    """

    kwargs = _get_kwargs(
        after=after,
        limit=limit,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = -1,
    limit: int | Unset = 100,
) -> Problem | WitnessRoots | None:
    """The witness log, a page of roots after a number

     Each minute in which games changed, the server publishes one root: the Merkle tree hash (RFC 9162)
    over the last head of each game that changed, chained to the root before it. Keep any root's `hash`,
    and a later rewrite of any game it covers shows: the server can then no longer prove that game's
    head
    in it (`GET /v1/games/{id}/witness?root=N`), nor rewrite the roots without changing that hash. What
    it
    proves and what it does not: docs/verification.md §8.

    Args:
        after (int | Unset):  Default: -1.
        limit (int | Unset):  Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WitnessRoots
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            limit=limit,
        )
    ).parsed
