from http import HTTPStatus
from typing import Any
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
        "url": "/v1/games/{game_id}/export".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | None:
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem]:
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
) -> Response[Problem]:
    """The whole log as NDJSON, redacted while the game runs, complete once it is finished

     The first line is the header (`ExportHeader`), then one `ExportEvent` per line in version order.
    A match at several tables exports its tables' streams too: the header lists them (`tables`), each
    line names its table (`table`, null for the match's own events), and the lines follow the match's
    timeline (its own events and its tables' in the one order that respects what caused what).
    While the game runs the export is redacted for the bearer (no seed, no commands, each event as the
    bearer may see it); once it is finished it is complete and `powderkeg verify FILE` checks it
    offline:
    the hash chain, the seed against `seed_sha256`, every deal and every result re-derived by the rules.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
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
) -> Problem | None:
    """The whole log as NDJSON, redacted while the game runs, complete once it is finished

     The first line is the header (`ExportHeader`), then one `ExportEvent` per line in version order.
    A match at several tables exports its tables' streams too: the header lists them (`tables`), each
    line names its table (`table`, null for the match's own events), and the lines follow the match's
    timeline (its own events and its tables' in the one order that respects what caused what).
    While the game runs the export is redacted for the bearer (no seed, no commands, each event as the
    bearer may see it); once it is finished it is complete and `powderkeg verify FILE` checks it
    offline:
    the hash chain, the seed against `seed_sha256`, every deal and every result re-derived by the rules.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
) -> Response[Problem]:
    """The whole log as NDJSON, redacted while the game runs, complete once it is finished

     The first line is the header (`ExportHeader`), then one `ExportEvent` per line in version order.
    A match at several tables exports its tables' streams too: the header lists them (`tables`), each
    line names its table (`table`, null for the match's own events), and the lines follow the match's
    timeline (its own events and its tables' in the one order that respects what caused what).
    While the game runs the export is redacted for the bearer (no seed, no commands, each event as the
    bearer may see it); once it is finished it is complete and `powderkeg verify FILE` checks it
    offline:
    the hash chain, the seed against `seed_sha256`, every deal and every result re-derived by the rules.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem]
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
) -> Problem | None:
    """The whole log as NDJSON, redacted while the game runs, complete once it is finished

     The first line is the header (`ExportHeader`), then one `ExportEvent` per line in version order.
    A match at several tables exports its tables' streams too: the header lists them (`tables`), each
    line names its table (`table`, null for the match's own events), and the lines follow the match's
    timeline (its own events and its tables' in the one order that respects what caused what).
    While the game runs the export is redacted for the bearer (no seed, no commands, each event as the
    bearer may see it); once it is finished it is complete and `powderkeg verify FILE` checks it
    offline:
    the hash chain, the seed against `seed_sha256`, every deal and every result re-derived by the rules.

    Args:
        game_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
        )
    ).parsed
