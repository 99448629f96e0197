from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.stream_game_form import StreamGameForm
from ...types import UNSET, Response, Unset


def _get_kwargs(
    game_id: str,
    *,
    after: int | Unset = UNSET,
    ticket: None | str | Unset = UNSET,
    state: bool | Unset = False,
    form: StreamGameForm | Unset = UNSET,
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

    params["state"] = state

    json_form: str | Unset = UNSET
    if not isinstance(form, Unset):
        json_form = form.value

    params["form"] = json_form

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{game_id}/stream".format(
            game_id=quote(str(game_id), safe=""),
        ),
        "params": params,
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Problem | str]:
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
    after: int | Unset = UNSET,
    ticket: None | str | Unset = UNSET,
    state: bool | Unset = False,
    form: StreamGameForm | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Problem | str]:
    """The bearer's view, then each new event as it is appended, as Server-Sent Events

     A `text/event-stream` (a browser's `EventSource` reads it). A `retry` field comes first, once; then:

    - `event: view`, `id: <version>`, data `{"version": v, "view": View}`: the bearer's view (not sent
      when resuming).
    - `event: event`, `id: <version>`, data `Event`: each new event, redacted for the bearer exactly as
      `GET .../events` shows it.
    - `event: heartbeat` (no id), data `{"head": v}`: after some seconds without a message (15 by
      default) and right after a resumed stream's backlog; `head` is the last version the server has
      read, so a client whose last id stays below it has drifted and should reconnect.
    - `event: view` without id, data `{"version": v, "view": View}`: the full view once the game is
      finished (nothing is hidden then); the stream ends after it, and a client should close.

    With `state=true`, the stream also carries what a client would otherwise ask for after every move:
    `event: state`, data `{"version": v, "view": View, "commands": LegalCommands}`, the bearer's view at
    version `v` and what `GET .../legal-commands` answers the seat then (in the query's `form`; null for
    a
    spectator). One opens the stream, instead of the view (with the view's id); one follows a resumed
    stream's backlog; and one follows each batch of events that brings the game past the last state
    sent,
    at the version of the last event sent (when more events are already on their way, the state waits
    for
    them). A later state has no id (the event before it has its version). No state shows the game
    finished: a finished game's stream ends with its events and then its `view`.

    `Last-Event-ID: N` (sent by `EventSource` when it reconnects) or `?after=N` resumes: every event
    after version N, then the live ones, each exactly once; the header wins over the query. Resuming a
    finished game with nothing after N answers 204, which makes `EventSource` stop reconnecting. When
    the server loses Redis the stream ends without a partial message; reconnect with `Last-Event-ID`.

    The bearer is the seat of the `Authorization` token, or of `?ticket=`: `EventSource` cannot send
    `Authorization`, so a seat's page gets a ticket with `POST /v1/games/{game_id}/stream-tickets` and
    opens `new EventSource(stream)` with the address it answers. A ticket works once, for its own game,
    within seconds: the first stream request of its game that presents it spends it, whatever it
    answers.
    `EventSource` reconnects with the same address, so its reconnection is refused with 401
    `ticket-invalid` (which closes it); get a fresh ticket for each connection, and resume with
    `&after=<the last id received>` (or `Last-Event-ID`, from a client that can send it). A ticket with
    `Authorization` is 400 `conflicting-credentials`, the ticket left unspent.

    A match at several tables streams the match and every table at once. Its ids are cursors: the last
    version sent of the match's own stream, then of each table in the order they opened,
    comma-separated (`5,130,97`), and `Last-Event-ID` resumes after all of them (`after` is refused).
    Each event names its `table` (null for the match's own); a table's events are redacted for the
    seat the bearer had at that table then. A heartbeat's data is `{"head": v, "cursor": "..."}`; a
    state's
    `version` is the match's, and its `commands` are the seat's at its table, as `legal-commands`
    answers
    them. Each stream's events come in their own order; across them, a step of the match comes after the
    tables' hands it closes and before the hands it deals.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (None | str | Unset):
        state (bool | Unset):  Default: False.
        form (StreamGameForm | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        ticket=ticket,
        state=state,
        form=form,
        last_event_id=last_event_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: None | str | Unset = UNSET,
    state: bool | Unset = False,
    form: StreamGameForm | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Any | Problem | str | None:
    """The bearer's view, then each new event as it is appended, as Server-Sent Events

     A `text/event-stream` (a browser's `EventSource` reads it). A `retry` field comes first, once; then:

    - `event: view`, `id: <version>`, data `{"version": v, "view": View}`: the bearer's view (not sent
      when resuming).
    - `event: event`, `id: <version>`, data `Event`: each new event, redacted for the bearer exactly as
      `GET .../events` shows it.
    - `event: heartbeat` (no id), data `{"head": v}`: after some seconds without a message (15 by
      default) and right after a resumed stream's backlog; `head` is the last version the server has
      read, so a client whose last id stays below it has drifted and should reconnect.
    - `event: view` without id, data `{"version": v, "view": View}`: the full view once the game is
      finished (nothing is hidden then); the stream ends after it, and a client should close.

    With `state=true`, the stream also carries what a client would otherwise ask for after every move:
    `event: state`, data `{"version": v, "view": View, "commands": LegalCommands}`, the bearer's view at
    version `v` and what `GET .../legal-commands` answers the seat then (in the query's `form`; null for
    a
    spectator). One opens the stream, instead of the view (with the view's id); one follows a resumed
    stream's backlog; and one follows each batch of events that brings the game past the last state
    sent,
    at the version of the last event sent (when more events are already on their way, the state waits
    for
    them). A later state has no id (the event before it has its version). No state shows the game
    finished: a finished game's stream ends with its events and then its `view`.

    `Last-Event-ID: N` (sent by `EventSource` when it reconnects) or `?after=N` resumes: every event
    after version N, then the live ones, each exactly once; the header wins over the query. Resuming a
    finished game with nothing after N answers 204, which makes `EventSource` stop reconnecting. When
    the server loses Redis the stream ends without a partial message; reconnect with `Last-Event-ID`.

    The bearer is the seat of the `Authorization` token, or of `?ticket=`: `EventSource` cannot send
    `Authorization`, so a seat's page gets a ticket with `POST /v1/games/{game_id}/stream-tickets` and
    opens `new EventSource(stream)` with the address it answers. A ticket works once, for its own game,
    within seconds: the first stream request of its game that presents it spends it, whatever it
    answers.
    `EventSource` reconnects with the same address, so its reconnection is refused with 401
    `ticket-invalid` (which closes it); get a fresh ticket for each connection, and resume with
    `&after=<the last id received>` (or `Last-Event-ID`, from a client that can send it). A ticket with
    `Authorization` is 400 `conflicting-credentials`, the ticket left unspent.

    A match at several tables streams the match and every table at once. Its ids are cursors: the last
    version sent of the match's own stream, then of each table in the order they opened,
    comma-separated (`5,130,97`), and `Last-Event-ID` resumes after all of them (`after` is refused).
    Each event names its `table` (null for the match's own); a table's events are redacted for the
    seat the bearer had at that table then. A heartbeat's data is `{"head": v, "cursor": "..."}`; a
    state's
    `version` is the match's, and its `commands` are the seat's at its table, as `legal-commands`
    answers
    them. Each stream's events come in their own order; across them, a step of the match comes after the
    tables' hands it closes and before the hands it deals.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (None | str | Unset):
        state (bool | Unset):  Default: False.
        form (StreamGameForm | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
    """

    return sync_detailed(
        game_id=game_id,
        client=client,
        after=after,
        ticket=ticket,
        state=state,
        form=form,
        last_event_id=last_event_id,
    ).parsed


async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: None | str | Unset = UNSET,
    state: bool | Unset = False,
    form: StreamGameForm | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Response[Any | Problem | str]:
    """The bearer's view, then each new event as it is appended, as Server-Sent Events

     A `text/event-stream` (a browser's `EventSource` reads it). A `retry` field comes first, once; then:

    - `event: view`, `id: <version>`, data `{"version": v, "view": View}`: the bearer's view (not sent
      when resuming).
    - `event: event`, `id: <version>`, data `Event`: each new event, redacted for the bearer exactly as
      `GET .../events` shows it.
    - `event: heartbeat` (no id), data `{"head": v}`: after some seconds without a message (15 by
      default) and right after a resumed stream's backlog; `head` is the last version the server has
      read, so a client whose last id stays below it has drifted and should reconnect.
    - `event: view` without id, data `{"version": v, "view": View}`: the full view once the game is
      finished (nothing is hidden then); the stream ends after it, and a client should close.

    With `state=true`, the stream also carries what a client would otherwise ask for after every move:
    `event: state`, data `{"version": v, "view": View, "commands": LegalCommands}`, the bearer's view at
    version `v` and what `GET .../legal-commands` answers the seat then (in the query's `form`; null for
    a
    spectator). One opens the stream, instead of the view (with the view's id); one follows a resumed
    stream's backlog; and one follows each batch of events that brings the game past the last state
    sent,
    at the version of the last event sent (when more events are already on their way, the state waits
    for
    them). A later state has no id (the event before it has its version). No state shows the game
    finished: a finished game's stream ends with its events and then its `view`.

    `Last-Event-ID: N` (sent by `EventSource` when it reconnects) or `?after=N` resumes: every event
    after version N, then the live ones, each exactly once; the header wins over the query. Resuming a
    finished game with nothing after N answers 204, which makes `EventSource` stop reconnecting. When
    the server loses Redis the stream ends without a partial message; reconnect with `Last-Event-ID`.

    The bearer is the seat of the `Authorization` token, or of `?ticket=`: `EventSource` cannot send
    `Authorization`, so a seat's page gets a ticket with `POST /v1/games/{game_id}/stream-tickets` and
    opens `new EventSource(stream)` with the address it answers. A ticket works once, for its own game,
    within seconds: the first stream request of its game that presents it spends it, whatever it
    answers.
    `EventSource` reconnects with the same address, so its reconnection is refused with 401
    `ticket-invalid` (which closes it); get a fresh ticket for each connection, and resume with
    `&after=<the last id received>` (or `Last-Event-ID`, from a client that can send it). A ticket with
    `Authorization` is 400 `conflicting-credentials`, the ticket left unspent.

    A match at several tables streams the match and every table at once. Its ids are cursors: the last
    version sent of the match's own stream, then of each table in the order they opened,
    comma-separated (`5,130,97`), and `Last-Event-ID` resumes after all of them (`after` is refused).
    Each event names its `table` (null for the match's own); a table's events are redacted for the
    seat the bearer had at that table then. A heartbeat's data is `{"head": v, "cursor": "..."}`; a
    state's
    `version` is the match's, and its `commands` are the seat's at its table, as `legal-commands`
    answers
    them. Each stream's events come in their own order; across them, a step of the match comes after the
    tables' hands it closes and before the hands it deals.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (None | str | Unset):
        state (bool | Unset):  Default: False.
        form (StreamGameForm | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | str]
    """

    kwargs = _get_kwargs(
        game_id=game_id,
        after=after,
        ticket=ticket,
        state=state,
        form=form,
        last_event_id=last_event_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    ticket: None | str | Unset = UNSET,
    state: bool | Unset = False,
    form: StreamGameForm | Unset = UNSET,
    last_event_id: str | Unset = UNSET,
) -> Any | Problem | str | None:
    """The bearer's view, then each new event as it is appended, as Server-Sent Events

     A `text/event-stream` (a browser's `EventSource` reads it). A `retry` field comes first, once; then:

    - `event: view`, `id: <version>`, data `{"version": v, "view": View}`: the bearer's view (not sent
      when resuming).
    - `event: event`, `id: <version>`, data `Event`: each new event, redacted for the bearer exactly as
      `GET .../events` shows it.
    - `event: heartbeat` (no id), data `{"head": v}`: after some seconds without a message (15 by
      default) and right after a resumed stream's backlog; `head` is the last version the server has
      read, so a client whose last id stays below it has drifted and should reconnect.
    - `event: view` without id, data `{"version": v, "view": View}`: the full view once the game is
      finished (nothing is hidden then); the stream ends after it, and a client should close.

    With `state=true`, the stream also carries what a client would otherwise ask for after every move:
    `event: state`, data `{"version": v, "view": View, "commands": LegalCommands}`, the bearer's view at
    version `v` and what `GET .../legal-commands` answers the seat then (in the query's `form`; null for
    a
    spectator). One opens the stream, instead of the view (with the view's id); one follows a resumed
    stream's backlog; and one follows each batch of events that brings the game past the last state
    sent,
    at the version of the last event sent (when more events are already on their way, the state waits
    for
    them). A later state has no id (the event before it has its version). No state shows the game
    finished: a finished game's stream ends with its events and then its `view`.

    `Last-Event-ID: N` (sent by `EventSource` when it reconnects) or `?after=N` resumes: every event
    after version N, then the live ones, each exactly once; the header wins over the query. Resuming a
    finished game with nothing after N answers 204, which makes `EventSource` stop reconnecting. When
    the server loses Redis the stream ends without a partial message; reconnect with `Last-Event-ID`.

    The bearer is the seat of the `Authorization` token, or of `?ticket=`: `EventSource` cannot send
    `Authorization`, so a seat's page gets a ticket with `POST /v1/games/{game_id}/stream-tickets` and
    opens `new EventSource(stream)` with the address it answers. A ticket works once, for its own game,
    within seconds: the first stream request of its game that presents it spends it, whatever it
    answers.
    `EventSource` reconnects with the same address, so its reconnection is refused with 401
    `ticket-invalid` (which closes it); get a fresh ticket for each connection, and resume with
    `&after=<the last id received>` (or `Last-Event-ID`, from a client that can send it). A ticket with
    `Authorization` is 400 `conflicting-credentials`, the ticket left unspent.

    A match at several tables streams the match and every table at once. Its ids are cursors: the last
    version sent of the match's own stream, then of each table in the order they opened,
    comma-separated (`5,130,97`), and `Last-Event-ID` resumes after all of them (`after` is refused).
    Each event names its `table` (null for the match's own); a table's events are redacted for the
    seat the bearer had at that table then. A heartbeat's data is `{"head": v, "cursor": "..."}`; a
    state's
    `version` is the match's, and its `commands` are the seat's at its table, as `legal-commands`
    answers
    them. Each stream's events come in their own order; across them, a step of the match comes after the
    tables' hands it closes and before the hands it deals.

    Args:
        game_id (str):
        after (int | Unset):
        ticket (None | str | Unset):
        state (bool | Unset):  Default: False.
        form (StreamGameForm | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | str
    """

    return (
        await asyncio_detailed(
            game_id=game_id,
            client=client,
            after=after,
            ticket=ticket,
            state=state,
            form=form,
            last_event_id=last_event_id,
        )
    ).parsed
