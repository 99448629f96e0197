from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    after: int | Unset = UNSET,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id

    params: dict[str, Any] = {}

    params["after"] = after

    json_ticket: None | str | Unset
    if isinstance(ticket, Unset):
        json_ticket = UNSET
    else:
        json_ticket = ticket
    params["ticket"] = json_ticket

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/stream",
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())

        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """One live stream of all the player's games

     A `text/event-stream`: a `retry` field, then `event: ready` (no id) with `{"player", "version"}`
    (the feed's version now), then one message per change that matters to the player, in any of their
    games, each with `id` (its version in the player's feed):
    - `game-started` `{game_id, game, seat, version}`: a game they sit in was dealt;
    - `your-move` `{game_id, game, seat, version, deadlines}`: a game now awaits them (their turn, a
      decision they owe, or a window they may act in; `deadlines` are its open timers); in a match
      `table` names their table and `seat` is theirs there;
    - `game-finished` `{game_id, game, seat, version, place}`: a game is over (`place`: 1 is first);
    - `rated` `{game_id, game, seat, place, mu_delta, sigma_delta, rating, mu, sigma}`: a rated game
    moved
      their rating (moments after it finished).
    `event: heartbeat` (no id) `{"version"}` comes after some seconds without a message, and `event:
    end`
    `{"reason"}` when the server ends the stream (a restart: reconnect with `Last-Event-ID`); a revoked
    key, or the player erased, ends it within seconds. `Last-Event-ID:
    N` (or `?after=N`) resumes after note N (a feed keeps its latest 1000 or so: from further back the
    stream starts at the oldest kept). The bearer is the player of the `Authorization` key, or of
    `?ticket=` from `POST /v1/players/me/stream-tickets` (for `EventSource`, which cannot send headers;
    a ticket works once: open each connection with a fresh one and `&after=<the last id received>`).

    Args:
        after (int | Unset):
        ticket (None | str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        after=after,
        ticket=ticket,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """One live stream of all the player's games

     A `text/event-stream`: a `retry` field, then `event: ready` (no id) with `{"player", "version"}`
    (the feed's version now), then one message per change that matters to the player, in any of their
    games, each with `id` (its version in the player's feed):
    - `game-started` `{game_id, game, seat, version}`: a game they sit in was dealt;
    - `your-move` `{game_id, game, seat, version, deadlines}`: a game now awaits them (their turn, a
      decision they owe, or a window they may act in; `deadlines` are its open timers); in a match
      `table` names their table and `seat` is theirs there;
    - `game-finished` `{game_id, game, seat, version, place}`: a game is over (`place`: 1 is first);
    - `rated` `{game_id, game, seat, place, mu_delta, sigma_delta, rating, mu, sigma}`: a rated game
    moved
      their rating (moments after it finished).
    `event: heartbeat` (no id) `{"version"}` comes after some seconds without a message, and `event:
    end`
    `{"reason"}` when the server ends the stream (a restart: reconnect with `Last-Event-ID`); a revoked
    key, or the player erased, ends it within seconds. `Last-Event-ID:
    N` (or `?after=N`) resumes after note N (a feed keeps its latest 1000 or so: from further back the
    stream starts at the oldest kept). The bearer is the player of the `Authorization` key, or of
    `?ticket=` from `POST /v1/players/me/stream-tickets` (for `EventSource`, which cannot send headers;
    a ticket works once: open each connection with a fresh one and `&after=<the last id received>`).

    Args:
        after (int | Unset):
        ticket (None | str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return sync_detailed(
        client=client,
        after=after,
        ticket=ticket,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Problem | str]:
    """One live stream of all the player's games

     A `text/event-stream`: a `retry` field, then `event: ready` (no id) with `{"player", "version"}`
    (the feed's version now), then one message per change that matters to the player, in any of their
    games, each with `id` (its version in the player's feed):
    - `game-started` `{game_id, game, seat, version}`: a game they sit in was dealt;
    - `your-move` `{game_id, game, seat, version, deadlines}`: a game now awaits them (their turn, a
      decision they owe, or a window they may act in; `deadlines` are its open timers); in a match
      `table` names their table and `seat` is theirs there;
    - `game-finished` `{game_id, game, seat, version, place}`: a game is over (`place`: 1 is first);
    - `rated` `{game_id, game, seat, place, mu_delta, sigma_delta, rating, mu, sigma}`: a rated game
    moved
      their rating (moments after it finished).
    `event: heartbeat` (no id) `{"version"}` comes after some seconds without a message, and `event:
    end`
    `{"reason"}` when the server ends the stream (a restart: reconnect with `Last-Event-ID`); a revoked
    key, or the player erased, ends it within seconds. `Last-Event-ID:
    N` (or `?after=N`) resumes after note N (a feed keeps its latest 1000 or so: from further back the
    stream starts at the oldest kept). The bearer is the player of the `Authorization` key, or of
    `?ticket=` from `POST /v1/players/me/stream-tickets` (for `EventSource`, which cannot send headers;
    a ticket works once: open each connection with a fresh one and `&after=<the last id received>`).

    Args:
        after (int | Unset):
        ticket (None | str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
    """

    kwargs = _get_kwargs(
        after=after,
        ticket=ticket,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: None | str | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Problem | str | None:
    """One live stream of all the player's games

     A `text/event-stream`: a `retry` field, then `event: ready` (no id) with `{"player", "version"}`
    (the feed's version now), then one message per change that matters to the player, in any of their
    games, each with `id` (its version in the player's feed):
    - `game-started` `{game_id, game, seat, version}`: a game they sit in was dealt;
    - `your-move` `{game_id, game, seat, version, deadlines}`: a game now awaits them (their turn, a
      decision they owe, or a window they may act in; `deadlines` are its open timers); in a match
      `table` names their table and `seat` is theirs there;
    - `game-finished` `{game_id, game, seat, version, place}`: a game is over (`place`: 1 is first);
    - `rated` `{game_id, game, seat, place, mu_delta, sigma_delta, rating, mu, sigma}`: a rated game
    moved
      their rating (moments after it finished).
    `event: heartbeat` (no id) `{"version"}` comes after some seconds without a message, and `event:
    end`
    `{"reason"}` when the server ends the stream (a restart: reconnect with `Last-Event-ID`); a revoked
    key, or the player erased, ends it within seconds. `Last-Event-ID:
    N` (or `?after=N`) resumes after note N (a feed keeps its latest 1000 or so: from further back the
    stream starts at the oldest kept). The bearer is the player of the `Authorization` key, or of
    `?ticket=` from `POST /v1/players/me/stream-tickets` (for `EventSource`, which cannot send headers;
    a ticket works once: open each connection with a fresh one and `&after=<the last id received>`).

    Args:
        after (int | Unset):
        ticket (None | str | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
    """

    return (
        await asyncio_detailed(
            client=client,
            after=after,
            ticket=ticket,
            last_event_id=last_event_id,
        )
    ).parsed
