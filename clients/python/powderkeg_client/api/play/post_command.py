from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.bombs_accept import BombsAccept
from ...models.bombs_away_bury import BombsAwayBury
from ...models.bombs_away_command_result import BombsAwayCommandResult
from ...models.bombs_away_damage import BombsAwayDamage
from ...models.bombs_away_keep import BombsAwayKeep
from ...models.bombs_away_keep_ten import BombsAwayKeepTen
from ...models.bombs_away_pick import BombsAwayPick
from ...models.bombs_away_play import BombsAwayPlay
from ...models.bombs_command_result import BombsCommandResult
from ...models.bombs_decline_revolt import BombsDeclineRevolt
from ...models.bombs_pass import BombsPass
from ...models.bombs_play import BombsPlay
from ...models.bombs_refuse import BombsRefuse
from ...models.bombs_request import BombsRequest
from ...models.bombs_return import BombsReturn
from ...models.bombs_revolt import BombsRevolt
from ...models.bombs_stop_requests import BombsStopRequests
from ...models.bombs_waive import BombsWaive
from ...models.exploding_aces_allow import ExplodingAcesAllow
from ...models.exploding_aces_arrange import ExplodingAcesArrange
from ...models.exploding_aces_block import ExplodingAcesBlock
from ...models.exploding_aces_challenge import ExplodingAcesChallenge
from ...models.exploding_aces_command_result import ExplodingAcesCommandResult
from ...models.exploding_aces_continue import ExplodingAcesContinue
from ...models.exploding_aces_draw import ExplodingAcesDraw
from ...models.exploding_aces_draw_from import ExplodingAcesDrawFrom
from ...models.exploding_aces_end import ExplodingAcesEnd
from ...models.exploding_aces_give import ExplodingAcesGive
from ...models.exploding_aces_keep import ExplodingAcesKeep
from ...models.exploding_aces_nine import ExplodingAcesNine
from ...models.exploding_aces_play import ExplodingAcesPlay
from ...models.exploding_aces_reject import ExplodingAcesReject
from ...models.exploding_aces_replay import ExplodingAcesReplay
from ...models.exploding_aces_take import ExplodingAcesTake
from ...models.exploding_aces_take_blind import ExplodingAcesTakeBlind
from ...models.exploding_aces_waive import ExplodingAcesWaive
from ...models.haggis_bet import HaggisBet
from ...models.haggis_command_result import HaggisCommandResult
from ...models.haggis_pass import HaggisPass
from ...models.haggis_play import HaggisPlay
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    body: BombsAccept
    | BombsAwayBury
    | BombsAwayDamage
    | BombsAwayKeep
    | BombsAwayKeepTen
    | BombsAwayPick
    | BombsAwayPlay
    | BombsDeclineRevolt
    | BombsPass
    | BombsPlay
    | BombsRefuse
    | BombsRequest
    | BombsReturn
    | BombsRevolt
    | BombsStopRequests
    | BombsWaive
    | ExplodingAcesAllow
    | ExplodingAcesArrange
    | ExplodingAcesBlock
    | ExplodingAcesChallenge
    | ExplodingAcesContinue
    | ExplodingAcesDraw
    | ExplodingAcesDrawFrom
    | ExplodingAcesEnd
    | ExplodingAcesGive
    | ExplodingAcesKeep
    | ExplodingAcesNine
    | ExplodingAcesPlay
    | ExplodingAcesReject
    | ExplodingAcesReplay
    | ExplodingAcesTake
    | ExplodingAcesTakeBlind
    | ExplodingAcesWaive
    | HaggisBet
    | HaggisPass
    | HaggisPlay,
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
        "url": "/v1/games/{game_id}/commands".format(
            game_id=quote(str(game_id), safe=""),
        ),
    }

    if isinstance(body, BombsAccept):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsDeclineRevolt):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsPass):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsPlay):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsRefuse):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsRequest):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsReturn):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsRevolt):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsStopRequests):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsWaive):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsAwayBury):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsAwayDamage):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsAwayKeep):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsAwayKeepTen):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsAwayPick):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, BombsAwayPlay):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesAllow):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesArrange):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesBlock):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesChallenge):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesContinue):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesDraw):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesDrawFrom):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesEnd):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesGive):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesKeep):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesNine):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesPlay):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesReject):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesReplay):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesTake):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesTakeBlind):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, ExplodingAcesWaive):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HaggisBet):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, HaggisPass):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

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

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

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
    *,
    client: AuthenticatedClient,
    body: BombsAccept
    | BombsAwayBury
    | BombsAwayDamage
    | BombsAwayKeep
    | BombsAwayKeepTen
    | BombsAwayPick
    | BombsAwayPlay
    | BombsDeclineRevolt
    | BombsPass
    | BombsPlay
    | BombsRefuse
    | BombsRequest
    | BombsReturn
    | BombsRevolt
    | BombsStopRequests
    | BombsWaive
    | ExplodingAcesAllow
    | ExplodingAcesArrange
    | ExplodingAcesBlock
    | ExplodingAcesChallenge
    | ExplodingAcesContinue
    | ExplodingAcesDraw
    | ExplodingAcesDrawFrom
    | ExplodingAcesEnd
    | ExplodingAcesGive
    | ExplodingAcesKeep
    | ExplodingAcesNine
    | ExplodingAcesPlay
    | ExplodingAcesReject
    | ExplodingAcesReplay
    | ExplodingAcesTake
    | ExplodingAcesTakeBlind
    | ExplodingAcesWaive
    | HaggisBet
    | HaggisPass
    | HaggisPlay,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[
    Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem
]:
    """One command for the bearer's seat

     The body is one of the game's commands, e.g. `{"type": "play", "cards": ["7H", "7S"]}`,
    `{"type": "pass"}` or `{"type": "waive"}`. Out-of-turn plays use the same command.

    With `Idempotency-Key`, a retry of a command that was applied returns the first answer (its events
    and the current view) with `Idempotent-Replayed: true`, and appends nothing. Keys are scoped to the
    seat (in a match, to the seat at its table) and bound to the request: its method, path and body in
    canonical form (JSON keys sorted, whitespace ignored), hashed with SHA-256. The same key with
    another
    body is refused with 422 `idempotency-key-reused`, and nothing is appended: use a new key for a new
    command. A key that refers to a command refused with an error was never stored and may be sent
    again.
    With `If-Match`, the command is judged only if the game is still at that version.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (BombsAccept | BombsAwayBury | BombsAwayDamage | BombsAwayKeep | BombsAwayKeepTen |
            BombsAwayPick | BombsAwayPlay | BombsDeclineRevolt | BombsPass | BombsPlay | BombsRefuse |
            BombsRequest | BombsReturn | BombsRevolt | BombsStopRequests | BombsWaive |
            ExplodingAcesAllow | ExplodingAcesArrange | ExplodingAcesBlock | ExplodingAcesChallenge |
            ExplodingAcesContinue | ExplodingAcesDraw | ExplodingAcesDrawFrom | ExplodingAcesEnd |
            ExplodingAcesGive | ExplodingAcesKeep | ExplodingAcesNine | ExplodingAcesPlay |
            ExplodingAcesReject | ExplodingAcesReplay | ExplodingAcesTake | ExplodingAcesTakeBlind |
            ExplodingAcesWaive | HaggisBet | HaggisPass | HaggisPlay): A command of the game's type
            (see `<Game>Command`), e.g. `{"type": "pass"}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
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
    *,
    client: AuthenticatedClient,
    body: BombsAccept
    | BombsAwayBury
    | BombsAwayDamage
    | BombsAwayKeep
    | BombsAwayKeepTen
    | BombsAwayPick
    | BombsAwayPlay
    | BombsDeclineRevolt
    | BombsPass
    | BombsPlay
    | BombsRefuse
    | BombsRequest
    | BombsReturn
    | BombsRevolt
    | BombsStopRequests
    | BombsWaive
    | ExplodingAcesAllow
    | ExplodingAcesArrange
    | ExplodingAcesBlock
    | ExplodingAcesChallenge
    | ExplodingAcesContinue
    | ExplodingAcesDraw
    | ExplodingAcesDrawFrom
    | ExplodingAcesEnd
    | ExplodingAcesGive
    | ExplodingAcesKeep
    | ExplodingAcesNine
    | ExplodingAcesPlay
    | ExplodingAcesReject
    | ExplodingAcesReplay
    | ExplodingAcesTake
    | ExplodingAcesTakeBlind
    | ExplodingAcesWaive
    | HaggisBet
    | HaggisPass
    | HaggisPlay,
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
    """One command for the bearer's seat

     The body is one of the game's commands, e.g. `{"type": "play", "cards": ["7H", "7S"]}`,
    `{"type": "pass"}` or `{"type": "waive"}`. Out-of-turn plays use the same command.

    With `Idempotency-Key`, a retry of a command that was applied returns the first answer (its events
    and the current view) with `Idempotent-Replayed: true`, and appends nothing. Keys are scoped to the
    seat (in a match, to the seat at its table) and bound to the request: its method, path and body in
    canonical form (JSON keys sorted, whitespace ignored), hashed with SHA-256. The same key with
    another
    body is refused with 422 `idempotency-key-reused`, and nothing is appended: use a new key for a new
    command. A key that refers to a command refused with an error was never stored and may be sent
    again.
    With `If-Match`, the command is judged only if the game is still at that version.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (BombsAccept | BombsAwayBury | BombsAwayDamage | BombsAwayKeep | BombsAwayKeepTen |
            BombsAwayPick | BombsAwayPlay | BombsDeclineRevolt | BombsPass | BombsPlay | BombsRefuse |
            BombsRequest | BombsReturn | BombsRevolt | BombsStopRequests | BombsWaive |
            ExplodingAcesAllow | ExplodingAcesArrange | ExplodingAcesBlock | ExplodingAcesChallenge |
            ExplodingAcesContinue | ExplodingAcesDraw | ExplodingAcesDrawFrom | ExplodingAcesEnd |
            ExplodingAcesGive | ExplodingAcesKeep | ExplodingAcesNine | ExplodingAcesPlay |
            ExplodingAcesReject | ExplodingAcesReplay | ExplodingAcesTake | ExplodingAcesTakeBlind |
            ExplodingAcesWaive | HaggisBet | HaggisPass | HaggisPlay): A command of the game's type
            (see `<Game>Command`), e.g. `{"type": "pass"}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: BombsAccept
    | BombsAwayBury
    | BombsAwayDamage
    | BombsAwayKeep
    | BombsAwayKeepTen
    | BombsAwayPick
    | BombsAwayPlay
    | BombsDeclineRevolt
    | BombsPass
    | BombsPlay
    | BombsRefuse
    | BombsRequest
    | BombsReturn
    | BombsRevolt
    | BombsStopRequests
    | BombsWaive
    | ExplodingAcesAllow
    | ExplodingAcesArrange
    | ExplodingAcesBlock
    | ExplodingAcesChallenge
    | ExplodingAcesContinue
    | ExplodingAcesDraw
    | ExplodingAcesDrawFrom
    | ExplodingAcesEnd
    | ExplodingAcesGive
    | ExplodingAcesKeep
    | ExplodingAcesNine
    | ExplodingAcesPlay
    | ExplodingAcesReject
    | ExplodingAcesReplay
    | ExplodingAcesTake
    | ExplodingAcesTakeBlind
    | ExplodingAcesWaive
    | HaggisBet
    | HaggisPass
    | HaggisPlay,
    if_match: str | Unset = UNSET,
    idempotency_key: str | Unset = UNSET,
    prefer: str | Unset = UNSET,
) -> Response[
    Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem
]:
    """One command for the bearer's seat

     The body is one of the game's commands, e.g. `{"type": "play", "cards": ["7H", "7S"]}`,
    `{"type": "pass"}` or `{"type": "waive"}`. Out-of-turn plays use the same command.

    With `Idempotency-Key`, a retry of a command that was applied returns the first answer (its events
    and the current view) with `Idempotent-Replayed: true`, and appends nothing. Keys are scoped to the
    seat (in a match, to the seat at its table) and bound to the request: its method, path and body in
    canonical form (JSON keys sorted, whitespace ignored), hashed with SHA-256. The same key with
    another
    body is refused with 422 `idempotency-key-reused`, and nothing is appended: use a new key for a new
    command. A key that refers to a command refused with an error was never stored and may be sent
    again.
    With `If-Match`, the command is judged only if the game is still at that version.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (BombsAccept | BombsAwayBury | BombsAwayDamage | BombsAwayKeep | BombsAwayKeepTen |
            BombsAwayPick | BombsAwayPlay | BombsDeclineRevolt | BombsPass | BombsPlay | BombsRefuse |
            BombsRequest | BombsReturn | BombsRevolt | BombsStopRequests | BombsWaive |
            ExplodingAcesAllow | ExplodingAcesArrange | ExplodingAcesBlock | ExplodingAcesChallenge |
            ExplodingAcesContinue | ExplodingAcesDraw | ExplodingAcesDrawFrom | ExplodingAcesEnd |
            ExplodingAcesGive | ExplodingAcesKeep | ExplodingAcesNine | ExplodingAcesPlay |
            ExplodingAcesReject | ExplodingAcesReplay | ExplodingAcesTake | ExplodingAcesTakeBlind |
            ExplodingAcesWaive | HaggisBet | HaggisPass | HaggisPlay): A command of the game's type
            (see `<Game>Command`), e.g. `{"type": "pass"}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        body=body,
        if_match=if_match,
        idempotency_key=idempotency_key,
        prefer=prefer,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    body: BombsAccept
    | BombsAwayBury
    | BombsAwayDamage
    | BombsAwayKeep
    | BombsAwayKeepTen
    | BombsAwayPick
    | BombsAwayPlay
    | BombsDeclineRevolt
    | BombsPass
    | BombsPlay
    | BombsRefuse
    | BombsRequest
    | BombsReturn
    | BombsRevolt
    | BombsStopRequests
    | BombsWaive
    | ExplodingAcesAllow
    | ExplodingAcesArrange
    | ExplodingAcesBlock
    | ExplodingAcesChallenge
    | ExplodingAcesContinue
    | ExplodingAcesDraw
    | ExplodingAcesDrawFrom
    | ExplodingAcesEnd
    | ExplodingAcesGive
    | ExplodingAcesKeep
    | ExplodingAcesNine
    | ExplodingAcesPlay
    | ExplodingAcesReject
    | ExplodingAcesReplay
    | ExplodingAcesTake
    | ExplodingAcesTakeBlind
    | ExplodingAcesWaive
    | HaggisBet
    | HaggisPass
    | HaggisPlay,
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
    """One command for the bearer's seat

     The body is one of the game's commands, e.g. `{"type": "play", "cards": ["7H", "7S"]}`,
    `{"type": "pass"}` or `{"type": "waive"}`. Out-of-turn plays use the same command.

    With `Idempotency-Key`, a retry of a command that was applied returns the first answer (its events
    and the current view) with `Idempotent-Replayed: true`, and appends nothing. Keys are scoped to the
    seat (in a match, to the seat at its table) and bound to the request: its method, path and body in
    canonical form (JSON keys sorted, whitespace ignored), hashed with SHA-256. The same key with
    another
    body is refused with 422 `idempotency-key-reused`, and nothing is appended: use a new key for a new
    command. A key that refers to a command refused with an error was never stored and may be sent
    again.
    With `If-Match`, the command is judged only if the game is still at that version.

    Args:
        game_id (str):
        if_match (str | Unset):
        idempotency_key (str | Unset):
        prefer (str | Unset):
        body (BombsAccept | BombsAwayBury | BombsAwayDamage | BombsAwayKeep | BombsAwayKeepTen |
            BombsAwayPick | BombsAwayPlay | BombsDeclineRevolt | BombsPass | BombsPlay | BombsRefuse |
            BombsRequest | BombsReturn | BombsRevolt | BombsStopRequests | BombsWaive |
            ExplodingAcesAllow | ExplodingAcesArrange | ExplodingAcesBlock | ExplodingAcesChallenge |
            ExplodingAcesContinue | ExplodingAcesDraw | ExplodingAcesDrawFrom | ExplodingAcesEnd |
            ExplodingAcesGive | ExplodingAcesKeep | ExplodingAcesNine | ExplodingAcesPlay |
            ExplodingAcesReject | ExplodingAcesReplay | ExplodingAcesTake | ExplodingAcesTakeBlind |
            ExplodingAcesWaive | HaggisBet | HaggisPass | HaggisPlay): A command of the game's type
            (see `<Game>Command`), e.g. `{"type": "pass"}`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BombsAwayCommandResult | BombsCommandResult | ExplodingAcesCommandResult | HaggisCommandResult | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            body=body,
            if_match=if_match,
            idempotency_key=idempotency_key,
            prefer=prefer,
        )
    ).parsed
