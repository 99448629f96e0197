"""A client generated from openapi.yaml by a standard generator (openapi-python-client) imports and plays a whole
short game against a live server, every answer parsed into the generated models: the contract is enough to
build a client on."""

from __future__ import annotations

import importlib
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from flask import Flask

from tests.support.contract import SPEC_PATH
from tests.support.equivalent_cards import swapped
from tests.support.served import served

PACKAGE = "powderkeg_client"
MAX_COMMANDS = 2_000


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ModuleType]:
    """The client package openapi-python-client generates from openapi.yaml, imported."""
    folder = tmp_path_factory.mktemp("generated")
    config = folder / "config.yaml"
    config.write_text("post_hooks: []\n")  # no formatter run on the generated code
    generator = Path(sys.executable).with_name("openapi-python-client")
    result = subprocess.run(
        [generator, "generate", "--path", SPEC_PATH, "--output-path", folder / PACKAGE, "--meta", "none"]
        + ["--config", config],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    sys.path.insert(0, str(folder))
    try:
        yield importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(folder))
        for name in [n for n in sys.modules if n == PACKAGE or n.startswith(PACKAGE + ".")]:
            del sys.modules[name]


def module(name: str) -> Any:
    """A module of the generated package."""
    return importlib.import_module(f"{PACKAGE}.{name}")


def test_the_generator_takes_every_operation_and_model_but_the_non_json_answers(generated: ModuleType) -> None:
    """Every JSON operation has its function, and each game's view, events and commands their models."""
    for name in ("games.create_game", "games.get_game", "play.list_legal_commands", "play.post_command"):
        assert hasattr(module(f"api.{name}"), "sync"), name
    models = module("models")
    for name in ("BombsView", "BombsMatchView", "HaggisView", "ExplodingAcesView", "BombsAwayView"):
        assert hasattr(models, name), name
    for name in ("BombsHandDealtEvent", "HaggisPlay", "ExplodingAcesNine", "BombsAwayEventsPage", "Problem"):
        assert hasattr(models, name), name


def test_a_generated_client_plays_a_whole_hand_of_bombs_against_a_live_server(
    app: Flask, generated: ModuleType
) -> None:
    """Four seats create a one-hand game, then each in turn lists its legal commands and posts one, all through
    the generated client's typed functions and models, until the game is finished. Where the answer says
    `same-ranks`, a play is sent with cards of the same ranks picked at random from the seat's hand, as a client
    matching a person's selection would."""
    models = module("models")
    with served(app) as (host, port):
        base = f"http://{host}:{port}"
        anyone = generated.Client(base_url=base)
        request = models.CreateGameRequest(
            game="bombs",
            players=[models.PlayerSpecType0(name=name) for name in ("ann", "bo", "cy", "di")],
            options=models.CreateGameRequestOptions.from_dict({"hands": 1, "window_ms": 0}),
        )
        created = module("api.games.create_game").sync(client=anyone, body=request)
        assert isinstance(created, models.CreateGameResponse), created
        assert isinstance(created.view, models.BombsView)
        seats = {t.seat: generated.AuthenticatedClient(base_url=base, token=t.token) for t in created.tokens}
        legal = module("api.play.list_legal_commands")
        post = module("api.play.post_command")
        rng = random.Random(7)
        status, sent, seat = created.view.status, 0, 0
        while status != models.BombsViewStatus.FINISHED:
            assert sent < MAX_COMMANDS, "the game did not finish"
            listed = legal.sync(created.id, client=seats[seat])
            assert isinstance(listed, models.BombsLegalCommands), listed
            if listed.commands:
                body = rng.choice(listed.commands)
                assert listed.equivalent_cards == "same-ranks"
                if isinstance(body, models.BombsPlay):
                    hand = module("api.games.get_game").sync(created.id, client=seats[seat]).hand
                    body.cards = list(swapped(body.cards, hand, rng) or body.cards)
                answer = post.sync(created.id, client=seats[seat], body=body)
                assert isinstance(answer, models.BombsCommandResult), answer
                assert all(type(e).__name__.startswith("Bombs") for e in answer.events), answer.events
                status = answer.view.status
                sent += 1
            seat = (seat + 1) % 4
        final = module("api.games.get_game").sync(created.id, client=anyone)
        assert isinstance(final, models.BombsView)
        assert isinstance(final.result, models.BombsResult)
        assert sorted(final.result.ranking) == [0, 1, 2, 3]
        page = module("api.play.list_events").sync(created.id, client=anyone, limit=1000)
        assert isinstance(page, models.BombsEventsPage)
        assert type(page.events[-1]).__name__ == "BombsGameFinishedEvent"
        assert not page.more


def test_a_generated_client_makes_a_player_who_plays_with_their_key_and_finds_the_game_in_their_list(
    app: Flask, generated: ModuleType
) -> None:
    """A player is made, creates a game seating themselves with their key, reads their hand with it, and finds
    the game among their games and their profile; all through the generated client's functions and models."""
    models = module("models")
    with served(app) as (host, port):
        base = f"http://{host}:{port}"
        anyone = generated.Client(base_url=base)
        made = module("api.players.create_player").sync(client=anyone, body=models.CreatePlayerRequest(name="ann"))
        assert isinstance(made, models.CreatePlayerResponse), made
        ann = generated.AuthenticatedClient(base_url=base, token=made.key)
        request = models.CreateGameRequest(
            game="bombs",
            players=[
                models.PlayerSpecType3.from_dict({"player": "me"}),
                *[models.PlayerSpecType0(name=n) for n in ("bo", "cy")],
            ],
            options=models.CreateGameRequestOptions.from_dict({"hands": 1, "window_ms": 0}),
        )
        created = module("api.games.create_game").sync(client=ann, body=request)
        assert isinstance(created, models.CreateGameResponse), created
        assert [t.seat for t in created.tokens] == [1, 2]  # none for the player's seat: the key acts for it
        view = module("api.games.get_game").sync(created.id, client=ann)
        assert isinstance(view, models.BombsView) and len(view.hand) > 0
        mine = module("api.players.list_my_games").sync(client=ann)
        assert isinstance(mine, models.MyGames), mine
        assert [g.id for g in mine.games] == [created.id]
        me = module("api.players.get_me").sync(client=ann)
        assert isinstance(me, models.Me) and me.name == "ann" and me.games.active == 1
        board = module("api.players.get_leaderboard").sync("bombs", client=anyone)
        assert isinstance(board, models.Leaderboard) and board.game == "bombs"
