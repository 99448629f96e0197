from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.game_witness import GameWitness
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    root: int | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["root"] = root

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/witness".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameWitness | Problem | None:
    if response.status_code == 200:
        response_200 = GameWitness.from_dict(response.json())

        return response_200

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

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[GameWitness | Problem]:
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
    root: int | Unset = UNSET,
) -> Response[GameWitness | Problem]:
    """The proof that the game's head is in a witness root

     The game's head as a witness root covers it (`version`, `head`), its leaf, and the audit path from
    the
    leaf to the root (RFC 9162 §2.1.3). Check it against a root you kept, and `head` against the
    `sha256` of
    line `version` of the game's export: `node verify/verify.mjs EXPORT --witness THIS_ANSWER` does
    both.
    A head is witnessed within a minute or two of the game's last change; the server keeps what proofs
    are
    made from for `POWDERKEG_WITNESS_KEEP_S` (a day by default), the roots for good.

    Args:
        game_id (str):
        root (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameWitness | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        root=root,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    root: int | Unset = UNSET,
) -> GameWitness | Problem | None:
    """The proof that the game's head is in a witness root

     The game's head as a witness root covers it (`version`, `head`), its leaf, and the audit path from
    the
    leaf to the root (RFC 9162 §2.1.3). Check it against a root you kept, and `head` against the
    `sha256` of
    line `version` of the game's export: `node verify/verify.mjs EXPORT --witness THIS_ANSWER` does
    both.
    A head is witnessed within a minute or two of the game's last change; the server keeps what proofs
    are
    made from for `POWDERKEG_WITNESS_KEEP_S` (a day by default), the roots for good.

    Args:
        game_id (str):
        root (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameWitness | Problem
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        root=root,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    root: int | Unset = UNSET,
) -> Response[GameWitness | Problem]:
    """The proof that the game's head is in a witness root

     The game's head as a witness root covers it (`version`, `head`), its leaf, and the audit path from
    the
    leaf to the root (RFC 9162 §2.1.3). Check it against a root you kept, and `head` against the
    `sha256` of
    line `version` of the game's export: `node verify/verify.mjs EXPORT --witness THIS_ANSWER` does
    both.
    A head is witnessed within a minute or two of the game's last change; the server keeps what proofs
    are
    made from for `POWDERKEG_WITNESS_KEEP_S` (a day by default), the roots for good.

    Args:
        game_id (str):
        root (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameWitness | Problem]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        root=root,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient | Client,
    root: int | Unset = UNSET,
) -> GameWitness | Problem | None:
    """The proof that the game's head is in a witness root

     The game's head as a witness root covers it (`version`, `head`), its leaf, and the audit path from
    the
    leaf to the root (RFC 9162 §2.1.3). Check it against a root you kept, and `head` against the
    `sha256` of
    line `version` of the game's export: `node verify/verify.mjs EXPORT --witness THIS_ANSWER` does
    both.
    A head is witnessed within a minute or two of the game's last change; the server keeps what proofs
    are
    made from for `POWDERKEG_WITNESS_KEEP_S` (a day by default), the roots for good.

    Args:
        game_id (str):
        root (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameWitness | Problem
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            root=root,
        )
    ).parsed
