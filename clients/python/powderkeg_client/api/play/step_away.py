from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bombs_away_command_result import BombsAwayCommandResult
from ...models.bombs_command_result import BombsCommandResult
from ...models.exploding_aces_command_result import ExplodingAcesCommandResult
from ...models.haggis_command_result import HaggisCommandResult
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    seat: int,
    *,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(prefer, Unset):
        headers["Prefer"] = prefer

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{game_id}/seats/{seat}/away".format(
            game_id=quote(str(game_id), safe=""),
            seat=quote(str(seat), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> (
    Any
    | BombsAwayCommandResult
    | BombsCommandResult
    | ExplodingAcesCommandResult
    | HaggisCommandResult
    | Problem
    | None
):
    if response.status_code == 200:

        def _parse_response_200(
            data: object,
        ) -> BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_result_type_0 = BombsCommandResult.from_dict(data)

                return componentsschemas_command_result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_result_type_1 = BombsAwayCommandResult.from_dict(data)

                return componentsschemas_command_result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_command_result_type_2 = ExplodingAcesCommandResult.from_dict(data)

                return componentsschemas_command_result_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_command_result_type_3 = HaggisCommandResult.from_dict(data)

            return componentsschemas_command_result_type_3

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

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

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

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
    Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem
]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[
    Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem
]:
    """Step away from a running game for a while

     Puts the seat on autopilot now, as if it had been idle for the game's `seat_idle_s` (`SeatAutopilot`
    with `on: true`): a bot plays it while another person is at the table; with nobody else at it, the
    game
    waits, and ends abandoned after `game_idle_s` unless someone returns (docs/rules.md §0.1). The seat
    is
    taken back by `POST .../return` or by any command it sends; unlike resigning, the seat keeps its
    place.
    The path's seat must be the bearer's. Answered like a command; a seat already on autopilot is
    refused
    (`on-autopilot`).

    Args:
        game_id (str):
        seat (int):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> (
    Any
    | BombsAwayCommandResult
    | BombsCommandResult
    | ExplodingAcesCommandResult
    | HaggisCommandResult
    | Problem
    | None
):
    """Step away from a running game for a while

     Puts the seat on autopilot now, as if it had been idle for the game's `seat_idle_s` (`SeatAutopilot`
    with `on: true`): a bot plays it while another person is at the table; with nobody else at it, the
    game
    waits, and ends abandoned after `game_idle_s` unless someone returns (docs/rules.md §0.1). The seat
    is
    taken back by `POST .../return` or by any command it sends; unlike resigning, the seat keeps its
    place.
    The path's seat must be the bearer's. Answered like a command; a seat already on autopilot is
    refused
    (`on-autopilot`).

    Args:
        game_id (str):
        seat (int):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem
    """

    return sync_detailed(
        game_id=game_id,
        seat=seat,
        client=client,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[
    Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem
]:
    """Step away from a running game for a while

     Puts the seat on autopilot now, as if it had been idle for the game's `seat_idle_s` (`SeatAutopilot`
    with `on: true`): a bot plays it while another person is at the table; with nobody else at it, the
    game
    waits, and ends abandoned after `game_idle_s` unless someone returns (docs/rules.md §0.1). The seat
    is
    taken back by `POST .../return` or by any command it sends; unlike resigning, the seat keeps its
    place.
    The path's seat must be the bearer's. Answered like a command; a seat already on autopilot is
    refused
    (`on-autopilot`).

    Args:
        game_id (str):
        seat (int):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        seat=seat,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    seat: int,
    *,
    client: AuthenticatedClient,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> (
    Any
    | BombsAwayCommandResult
    | BombsCommandResult
    | ExplodingAcesCommandResult
    | HaggisCommandResult
    | Problem
    | None
):
    """Step away from a running game for a while

     Puts the seat on autopilot now, as if it had been idle for the game's `seat_idle_s` (`SeatAutopilot`
    with `on: true`): a bot plays it while another person is at the table; with nobody else at it, the
    game
    waits, and ends abandoned after `game_idle_s` unless someone returns (docs/rules.md §0.1). The seat
    is
    taken back by `POST .../return` or by any command it sends; unlike resigning, the seat keeps its
    place.
    The path's seat must be the bearer's. Answered like a command; a seat already on autopilot is
    refused
    (`on-autopilot`).

    Args:
        game_id (str):
        seat (int):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            seat=seat,
            client=client,
            if_match=if_match,
            idempotency_key=idempotency_key,
            prefer=prefer,
        )
    ).parsed
