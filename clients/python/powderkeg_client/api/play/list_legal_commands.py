from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bombs_away_legal_commands import BombsAwayLegalCommands
from ...models.bombs_legal_commands import BombsLegalCommands
from ...models.exploding_aces_legal_commands import ExplodingAcesLegalCommands
from ...models.haggis_legal_commands import HaggisLegalCommands
from ...models.list_legal_commands_form import ListLegalCommandsForm
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    form: ListLegalCommandsForm | Unset = ListLegalCommandsForm.FULL,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    params: dict[str, Any] = {}

    json_form: str | Unset = UNSET
    if not isinstance(form, Unset):
        json_form = form.value

    params["form"] = json_form

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/legal-commands".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | BombsAwayLegalCommands
    | BombsLegalCommands
    | ExplodingAcesLegalCommands
    | HaggisLegalCommands
    | Problem
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> BombsAwayLegalCommands | BombsLegalCommands | ExplodingAcesLegalCommands | HaggisLegalCommands:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_commands_type_0 = BombsLegalCommands.from_dict(data)

                return componentsschemas_legal_commands_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_commands_type_1 = BombsAwayLegalCommands.from_dict(data)

                return componentsschemas_legal_commands_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_legal_commands_type_2 = ExplodingAcesLegalCommands.from_dict(data)

                return componentsschemas_legal_commands_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_legal_commands_type_3 = HaggisLegalCommands.from_dict(data)

            return componentsschemas_legal_commands_type_3

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
) -> Response[
    Any | BombsAwayLegalCommands | BombsLegalCommands | ExplodingAcesLegalCommands | HaggisLegalCommands | Problem
]:
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
    form: ListLegalCommandsForm | Unset = ListLegalCommandsForm.FULL,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | BombsAwayLegalCommands | BombsLegalCommands | ExplodingAcesLegalCommands | HaggisLegalCommands | Problem
]:
    """Everything the bearer's seat may send now

     Every command the seat may send now, in turn or out of it, each one body that can be POSTed as it
    is. Some games can list thousands of plays (a 17-card lead in `haggis` makes up to ~7,000, about
    750 KB); `form=compact` answers the same choices in a few hundred groups (`play_groups`). The `ETag`
    is
    the version the commands hold for (a match's: the seat's table's) with a digest of the seat (and
    table)
    they are for, `"12.5d41402abc4b"`: `If-None-Match` with it answers 304 until the game moves on,
    without
    listing anything; `If-Match` takes it as that version.

    Args:
        game_id (str):
        form (ListLegalCommandsForm | Unset):  Default: ListLegalCommandsForm.FULL.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BombsAwayLegalCommands | BombsLegalCommands | ExplodingAcesLegalCommands | HaggisLegalCommands | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        form=form,
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
    form: ListLegalCommandsForm | Unset = ListLegalCommandsForm.FULL,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | BombsAwayLegalCommands
    | BombsLegalCommands
    | ExplodingAcesLegalCommands
    | HaggisLegalCommands
    | Problem
    | None
):
    """Everything the bearer's seat may send now

     Every command the seat may send now, in turn or out of it, each one body that can be POSTed as it
    is. Some games can list thousands of plays (a 17-card lead in `haggis` makes up to ~7,000, about
    750 KB); `form=compact` answers the same choices in a few hundred groups (`play_groups`). The `ETag`
    is
    the version the commands hold for (a match's: the seat's table's) with a digest of the seat (and
    table)
    they are for, `"12.5d41402abc4b"`: `If-None-Match` with it answers 304 until the game moves on,
    without
    listing anything; `If-Match` takes it as that version.

    Args:
        game_id (str):
        form (ListLegalCommandsForm | Unset):  Default: ListLegalCommandsForm.FULL.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BombsAwayLegalCommands | BombsLegalCommands | ExplodingAcesLegalCommands | HaggisLegalCommands | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        form=form,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    form: ListLegalCommandsForm | Unset = ListLegalCommandsForm.FULL,
    if_none_match: str | Unset = UNSET,
) -> Response[
    Any | BombsAwayLegalCommands | BombsLegalCommands | ExplodingAcesLegalCommands | HaggisLegalCommands | Problem
]:
    """Everything the bearer's seat may send now

     Every command the seat may send now, in turn or out of it, each one body that can be POSTed as it
    is. Some games can list thousands of plays (a 17-card lead in `haggis` makes up to ~7,000, about
    750 KB); `form=compact` answers the same choices in a few hundred groups (`play_groups`). The `ETag`
    is
    the version the commands hold for (a match's: the seat's table's) with a digest of the seat (and
    table)
    they are for, `"12.5d41402abc4b"`: `If-None-Match` with it answers 304 until the game moves on,
    without
    listing anything; `If-Match` takes it as that version.

    Args:
        game_id (str):
        form (ListLegalCommandsForm | Unset):  Default: ListLegalCommandsForm.FULL.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BombsAwayLegalCommands | BombsLegalCommands | ExplodingAcesLegalCommands | HaggisLegalCommands | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        form=form,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    form: ListLegalCommandsForm | Unset = ListLegalCommandsForm.FULL,
    if_none_match: str | Unset = UNSET,
) -> (
    Any
    | BombsAwayLegalCommands
    | BombsLegalCommands
    | ExplodingAcesLegalCommands
    | HaggisLegalCommands
    | Problem
    | None
):
    """Everything the bearer's seat may send now

     Every command the seat may send now, in turn or out of it, each one body that can be POSTed as it
    is. Some games can list thousands of plays (a 17-card lead in `haggis` makes up to ~7,000, about
    750 KB); `form=compact` answers the same choices in a few hundred groups (`play_groups`). The `ETag`
    is
    the version the commands hold for (a match's: the seat's table's) with a digest of the seat (and
    table)
    they are for, `"12.5d41402abc4b"`: `If-None-Match` with it answers 304 until the game moves on,
    without
    listing anything; `If-Match` takes it as that version.

    Args:
        game_id (str):
        form (ListLegalCommandsForm | Unset):  Default: ListLegalCommandsForm.FULL.
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BombsAwayLegalCommands | BombsLegalCommands | ExplodingAcesLegalCommands | HaggisLegalCommands | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            form=form,
            if_none_match=if_none_match,
        )
    ).parsed
