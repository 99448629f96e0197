"""The second, independent verifier in JavaScript (issue 35; api/static/web/verify-export.js, written from
docs/verification.md and docs/verification-deals.md alone): it passes every vector of docs/vectors/, verifies the
exports of finished games of every game played through the real service (a match at several tables, two decks of
exploding-aces and an old game of chance 1 among them), and fails tampered exports at the line that was changed,
as the server's own verifier (``domain.audit.verify``) does."""

from __future__ import annotations

import copy
import json
import random
import shutil
import subprocess
import uuid
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import redis

from domain import audit
from domain.cards import standard_deck
from domain.game import PlayerSpec
from domain.games import GAMES
from domain.games.haggis.cards import sort_cards as sort_haggis
from domain.rng import seed_commitment
from domain.service import GameService
from powderkeg.wiring import build_service
from settings import Settings
from tests.service.test_matches import play_one
from tests.support.forging import rechain
from tests.support.playing import play_out
from tests.support.redis_keys import delete_prefix

ROOT = Path(__file__).resolve().parents[2]
NODE = shutil.which("node")

Rows = list[dict[str, Any]]


@pytest.fixture(scope="module")
def node() -> str:
    if NODE is None:
        pytest.fail("node is not on the path: the JavaScript verifier's tests need Node.js 20 or later (README)")
    return NODE


def players(n: int) -> list[PlayerSpec]:
    return [PlayerSpec(name=f"p{i}") for i in range(n)]


def exported(service: GameService, game_id: str) -> Rows:
    """An export as a client reads it: through its JSON text."""
    return [json.loads(json.dumps(row)) for row in service.export(service.load(game_id), None)]


#: One short finished game of each kind: (slug, players, options, seed of the random play).
GAMES_PLAYED: dict[str, tuple[str, int, dict[str, Any], int]] = {
    "bombs": ("bombs", 4, {"hands": 2, "window_ms": 0}, 3),
    "haggis": ("haggis", 2, {"target": 250}, 4),
    "exploding-aces-2-decks": ("exploding-aces", 4, {"decks": 2, "window_ms": 3000}, 5),
    "bombs-away": ("bombs-away", 3, {"games": 2}, 6),
}


def old_game(service: GameService, slug: str, seats: int, options: dict[str, Any], seed: int) -> str:
    """A game stored before chance 2 (its record has chance 1), launched as tests/service/test_chance_versions.py
    does, then played to its end."""
    new = service.store.record(service.create_game(slug, players(seats), options).game_id)
    assert new is not None
    secret = bytes([seed] * 32)
    old = replace(new, game_id=f"old{seed}chance1", seed=secret, seed_hash=seed_commitment(secret), chance=1)
    service.commands.launch(old, [], listed=False)
    play_out(service, old.game_id, seed)
    return old.game_id


#: A testing server's fixed opening (docs/verification-deals.md §9): the rest of the pack is shuffled from the seed.
ACES_DEAL = {"hands": [["2C", "AS"], ["KD"], ["5H", "5D", "5S"]], "discard": ["7C"]}


@pytest.fixture(scope="module")
def finished(node: str, redis_url: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Rows]]:
    """The export of each game of GAMES_PLAYED, of a bombs match of 7 players (2 hands), of old games of chance 1
    and of a game with a testing deal, played once for the module through the real service and store; its keys
    are deleted afterwards. Skipped with the tests that use it when node is missing."""
    prefix = f"pk-test-{uuid.uuid4().hex[:12]}"
    settings = Settings(redis_url=redis_url, data_dir=tmp_path_factory.mktemp("js"), key_prefix=prefix, testing=True)
    service = build_service(settings)
    exports: dict[str, Rows] = {}
    for name, (slug, seats, options, seed) in GAMES_PLAYED.items():
        game_id = service.create_game(slug, players(seats), options).game_id
        play_out(service, game_id, seed)
        exports[name] = exported(service, game_id)
    match_id = service.create_game("bombs", players(7), {"hands": 2, "window_ms": 0}).game_id
    rng = random.Random(7)
    while play_one(service, match_id, rng):
        pass
    exports["bombs-match-of-7"] = exported(service, match_id)
    exports["bombs-chance-1"] = exported(service, old_game(service, "bombs", 3, {"hands": 1, "window_ms": 0}, 8))
    aces = old_game(service, "exploding-aces", 5, {"window_ms": 3000}, 9)
    exports["exploding-aces-chance-1"] = exported(service, aces)
    fixed = service.create_game("exploding-aces", players(3), {"window_ms": 0}, deal=ACES_DEAL).game_id
    play_out(service, fixed, 10)
    exports["exploding-aces-testing-deal"] = exported(service, fixed)
    yield exports
    client = redis.Redis.from_url(redis_url)
    try:
        delete_prefix(client, prefix)
    finally:
        client.close()


def verify_in_js(node: str, rows: Rows, tmp_path: Path) -> tuple[int, dict[str, Any]]:
    """`node verify/verify.mjs` on the export: its exit status and its verdict."""
    path = tmp_path / f"export-{uuid.uuid4().hex[:8]}.ndjson"
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    done = subprocess.run(
        [node, "verify/verify.mjs", str(path)], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode in (0, 1), done.stderr
    return done.returncode, json.loads(done.stdout)


def verify_in_python(rows: Rows) -> audit.Verdict:
    head, lines = audit.parse_export(json.dumps(row) for row in rows)
    return audit.verify(GAMES, head, lines)


def test_the_vectors_pass_in_javascript(node: str) -> None:
    done = subprocess.run(
        [node, "verify/vectors.mjs"], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 fail" in done.stdout


@pytest.mark.parametrize("name", [*GAMES_PLAYED, "bombs-match-of-7", "bombs-chance-1", "exploding-aces-chance-1"])
def test_a_finished_game_verifies_in_javascript_as_dealt_from_its_seed(
    node: str, finished: dict[str, Rows], tmp_path: Path, name: str
) -> None:
    rows = finished[name]
    status, verdict = verify_in_js(node, rows, tmp_path)
    assert (status, verdict["ok"], verdict["problems"]) == (0, True, [])
    assert verdict["dealt_from"] == "seed" and verdict["head_sha256"] == rows[0]["head_sha256"]
    assert verdict["events"] == len(rows) - 1
    assert verdict["checked"] == {"versions": True, "seed": True, "chain": True, "deals": True}
    assert verify_in_python(rows).ok


@pytest.mark.parametrize("name", sorted(p.name for p in (ROOT / "tests/domain/old_exports").glob("*.ndjson")))
def test_an_export_of_an_older_server_verifies_in_javascript(node: str, name: str) -> None:
    """The fixtures of tests/domain/old_exports/ (exports written by older versions of this server)."""
    done = subprocess.run(
        [node, "verify/verify.mjs", str(ROOT / "tests/domain/old_exports" / name)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    verdict = json.loads(done.stdout)
    assert (verdict["ok"], verdict["problems"], verdict["dealt_from"]) == (True, [], "seed")


def test_the_exports_are_of_the_games_their_names_say(finished: dict[str, Rows]) -> None:
    """Several tables, chance 1 and two decks, as the tests above take them to be."""
    match = finished["bombs-match-of-7"]
    assert len(match[0]["players"]) == 7 and len(match[0]["tables"]) >= 2
    assert {row["table"] for row in match[1:]} >= {None, "t0", "t1"}
    assert finished["bombs"][0]["chance"] == 2
    assert "chance" not in finished["bombs-chance-1"][0] and "chance" not in finished["exploding-aces-chance-1"][0]
    assert next(r for r in finished["exploding-aces-2-decks"] if r.get("type") == "GameStarted")["data"]["decks"] == 2


def test_a_game_opened_by_a_testing_deal_verifies_as_dealt_from_it(
    node: str, finished: dict[str, Rows], tmp_path: Path
) -> None:
    rows = finished["exploding-aces-testing-deal"]
    assert rows[0]["deal"] == ACES_DEAL
    status, verdict = verify_in_js(node, rows, tmp_path)
    assert (status, verdict["ok"], verdict["dealt_from"]) == (0, True, "testing-deal")
    assert verify_in_python(rows).dealt_from == "testing-deal"
    forged = copy.deepcopy(rows)
    at = next(i for i, row in enumerate(forged) if row.get("type") == "Dealt")
    deck = forged[at]["data"]["deck"]
    deck[0], deck[-1] = deck[-1], deck[0]
    rechain(forged[0], forged[1:], None, forged[at]["version"])
    fails_at(node, forged, tmp_path, at + 1, "Dealt is not the deal the seed gives")


def fails_at(node: str, rows: Rows, tmp_path: Path, at: int, words: str) -> dict[str, Any]:
    """The JavaScript verdict of a tampered export: exit 1, naming line ``at`` (the header is line 1) and the
    version and table that line holds there, in a sentence with ``words``; Python's verifier fails it too."""
    status, verdict = verify_in_js(node, rows, tmp_path)
    assert (status, verdict["ok"]) == (1, False)
    assert verdict["first_bad_line"] == at, verdict["problems"]
    if at > 1:
        line = rows[at - 1]
        assert (verdict["first_bad_version"], verdict["first_bad_table"]) == (line["version"], line["table"])
    assert len(verdict["problems"]) == 1 and f"line {at} " in verdict["problems"][0]
    assert words in verdict["problems"][0], verdict["problems"]
    assert verdict["head_sha256"] is None and verdict["dealt_from"] is None
    assert not verify_in_python(rows).ok
    return verdict


def test_a_changed_card_in_a_play_fails_at_its_line(node: str, finished: dict[str, Rows], tmp_path: Path) -> None:
    rows = copy.deepcopy(finished["bombs"])
    at = next(i for i, row in enumerate(rows) if row.get("type") == "CardsPlayed" and i > 10)
    cards = rows[at]["data"]["cards"]
    cards[0] = "2S" if cards[0] != "2S" else "2H"
    verdict = fails_at(node, rows, tmp_path, at + 1, "its hash is not its link in the chain")
    assert verdict["checked"] == {"versions": True, "seed": True, "chain": False, "deals": None}


def test_a_removed_event_line_fails_where_its_version_is_missing(
    node: str, finished: dict[str, Rows], tmp_path: Path
) -> None:
    rows = copy.deepcopy(finished["haggis"])
    at = 20
    del rows[at]
    verdict = fails_at(node, rows, tmp_path, at + 1, "an event is missing or out of order")
    assert verdict["checked"]["versions"] is False and verdict["events"] == len(rows) - 1


def test_a_removed_line_of_a_matchs_table_fails_in_that_tables_stream(
    node: str, finished: dict[str, Rows], tmp_path: Path
) -> None:
    rows = copy.deepcopy(finished["bombs-match-of-7"])
    at = [i for i, row in enumerate(rows) if row.get("table") == "t1"][10]
    del rows[at]
    later = next(i for i in range(at, len(rows)) if rows[i]["table"] == "t1")
    fails_at(node, rows, tmp_path, later + 1, "an event is missing or out of order")


def bombs_order(cards: list[str]) -> list[str]:
    order = standard_deck(jokers=("BJ", "RJ"))
    return sorted(cards, key=order.index)


#: Where each game deals: the export, the dealing event, its table, and how its hands are sorted.
DEALS: dict[str, tuple[str, str, str | None, Callable[[list[str]], list[str]] | None]] = {
    "bombs": ("bombs", "HandDealt", None, bombs_order),
    "haggis": ("haggis", "RoundDealt", None, lambda cards: list(sort_haggis(cards))),
    "exploding-aces": ("exploding-aces-2-decks", "Dealt", None, None),
    "bombs-away": ("bombs-away", "GameDealt", None, None),
    "bombs-match": ("bombs-match-of-7", "HandDealt", "t1", bombs_order),
}


@pytest.mark.parametrize("name", DEALS)
def test_a_deal_with_two_cards_swapped_and_rechained_fails_at_the_deal_check(
    node: str, finished: dict[str, Rows], tmp_path: Path, name: str
) -> None:
    export, kind, table, order = DEALS[name]
    rows = copy.deepcopy(finished[export])
    at = next(i for i, row in enumerate(rows) if row.get("type") == kind and row["table"] == table)
    hands = rows[at]["data"]["hands"]
    one, two = [i for i, hand in enumerate(hands) if hand][:2]
    mine = next(c for c in hands[one] if c != "3C" and c not in hands[two])
    theirs = next(c for c in hands[two] if c != "3C" and c not in hands[one])
    hands[one][hands[one].index(mine)], hands[two][hands[two].index(theirs)] = theirs, mine
    if order is not None:
        hands[one], hands[two] = order(hands[one]), order(hands[two])
    rechain(rows[0], rows[1:], table, rows[at]["version"])
    verdict = fails_at(node, rows, tmp_path, at + 1, f"{kind} is not the deal the seed gives")
    assert verdict["checked"] == {"versions": True, "seed": True, "chain": True, "deals": False}


def test_a_seed_that_does_not_match_its_commitment_fails_at_the_header(
    node: str, finished: dict[str, Rows], tmp_path: Path
) -> None:
    rows = copy.deepcopy(finished["bombs-away"])
    seed = bytearray.fromhex(rows[0]["seed"])
    seed[0] ^= 1
    rows[0]["seed"] = seed.hex()
    verdict = fails_at(node, rows, tmp_path, 1, "does not match its commitment")
    assert verdict["checked"] == {"versions": True, "seed": False, "chain": None, "deals": None}
    assert verdict["first_bad_version"] is None


def test_a_redacted_export_or_an_unknown_chance_is_refused(
    node: str, finished: dict[str, Rows], tmp_path: Path
) -> None:
    redacted = copy.deepcopy(finished["bombs"])
    redacted[0].update(complete=False, seed=None)
    fails_at(node, redacted, tmp_path, 1, "the export is redacted")
    unknown = copy.deepcopy(finished["bombs"])
    unknown[0]["chance"] = 3
    fails_at(node, unknown, tmp_path, 1, "chance 3")


def test_malformed_text_gets_a_verdict_and_never_a_crash(node: str, tmp_path: Path) -> None:
    for text, line in (("", 1), ("not json\n", 1), ('{"format": "powderkeg-export"}\n', 1)):
        path = tmp_path / "bad.ndjson"
        path.write_text(text, encoding="utf-8")
        done = subprocess.run(
            [node, "verify/verify.mjs", str(path)], cwd=ROOT, capture_output=True, text=True, timeout=60, check=False
        )
        verdict = json.loads(done.stdout)
        assert (done.returncode, verdict["ok"], verdict["first_bad_line"]) == (1, False, line)
        assert verdict["problems"]
    missing = subprocess.run(
        [node, "verify/verify.mjs", str(tmp_path / "nothing")], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert missing.returncode == 2
