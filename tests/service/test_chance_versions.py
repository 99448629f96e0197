"""A game's chance version (``domain.chance``, docs/verification.md §3) through the real service and store: a new
game draws by chance 2 and says so in its export, which verifies; a game stored before chance 2 (its record has
no ``chance``) keeps drawing by chance 1, so its deals are those the Mersenne Twister gives, and verifies too."""

from __future__ import annotations

import json
from dataclasses import replace

from domain import audit, chain
from domain.game import Ctx, PlayerSpec, to_data
from domain.games import GAMES
from domain.rng import chance_for, rng_for, seed_commitment
from domain.service import GameService
from powderkeg.wiring import build_service
from settings import Settings
from tests.support.playing import play_out

PLAYERS = [PlayerSpec(name=n) for n in ("ann", "bob", "cat")]
OPTIONS = {"window_ms": 0, "hands": 1}


def header_of(service: GameService, game_id: str) -> dict[str, object]:
    rows = [json.loads(json.dumps(row)) for row in service.export(service.load(game_id), None)]
    return rows[0]


def opening(chance: int, seed: bytes) -> list[object]:
    """The data of the low-card draw and the deal that bombs for ``PLAYERS`` makes from ``seed`` under ``chance``
    (1: ``rng_for``, the generator every game had before chance 2)."""
    game = GAMES["bombs"]
    options = {"window_ms": 0, "hands": 1, "turn_clock_ms": None}
    rng = chance_for(seed, 0, chance) if chance == 2 else rng_for(seed, 0)
    return [json.loads(json.dumps(to_data(e))) for e in game.setup(PLAYERS, options, Ctx(now_ms=0, rng=rng))][1:3]


def test_a_new_game_draws_by_chance_2_and_its_export_says_so_and_verifies(settings: Settings) -> None:
    service = build_service(settings)
    game_id = service.create_game("bombs", PLAYERS, OPTIONS).game_id
    record = service.store.record(game_id)
    assert record is not None and record.chance == 2
    assert chain.genesis_content(record)["chance"] == 2
    dealt = [e.data for e in service.store.read(game_id)[1:3]]
    assert dealt == opening(2, record.seed)
    assert dealt != opening(1, record.seed)
    play_out(service, game_id, seed=5)
    assert header_of(service, game_id)["chance"] == 2
    assert service.verify(game_id).ok


def test_a_game_stored_before_chance_2_keeps_drawing_by_chance_1_and_verifies(settings: Settings) -> None:
    service = build_service(settings)
    seed = bytes(range(32))
    fresh = service.create_game("bombs", PLAYERS, OPTIONS).game_id
    new = service.store.record(fresh)
    assert new is not None
    old = replace(new, game_id="old0chance1", seed=seed, seed_hash=seed_commitment(seed), chance=1)
    service.commands.launch(old, [], listed=False)
    stored = service.store.record(old.game_id)
    assert stored is not None and stored.chance == 1 and "chance" not in chain.genesis_content(stored)
    assert [e.data for e in service.store.read(old.game_id)[1:3]] == opening(1, seed)
    play_out(service, old.game_id, seed=6)
    head = header_of(service, old.game_id)
    assert "chance" not in head
    assert service.verify(old.game_id).ok
    lines = [json.loads(json.dumps(row)) for row in service.export(service.load(old.game_id), None)][1:]
    assert audit.verify(GAMES, {**head, "chance": 2}, lines).ok is False  # the version decides every deal

