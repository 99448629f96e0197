"""The hash chain, exports and their verification, over games played through the real service and store."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest

from domain import audit, chain
from domain.game import PlayerSpec, command_body
from domain.games import GAMES
from domain.ports import StoredEvent
from domain.service import GameService
from powderkeg.wiring import build_service
from settings import Settings
from tests.support.forging import rechain
from tests.support.playing import live_service, lively_table, play_everything, play_out
from tests.support.playout import card_strings, knowledge
from tests.workers.support import ManualClock

BOMBS_PLAYERS = [PlayerSpec(name=n) for n in ("ann", "bob", "cat", "dan")]


@pytest.fixture
def service(settings: Settings) -> GameService:
    return build_service(settings)


def finished_bombs(service: GameService, seed: int = 3) -> str:
    game_id = service.create_game("bombs", BOMBS_PLAYERS, {"window_ms": 0, "hands": 1}).game_id
    play_out(service, game_id, seed)
    return game_id


def export_of(service: GameService, game_id: str, viewer: int | None = None) -> tuple[dict[str, Any], list[Any]]:
    """An export as a client would read it: through its NDJSON text."""
    text = "\n".join(json.dumps(row) for row in service.export(service.load(game_id), viewer))
    return audit.parse_export(text.splitlines())


def test_every_stored_event_carries_its_link_in_the_chain_from_the_genesis(service: GameService) -> None:
    game_id = finished_bombs(service)
    record = service.store.record(game_id)
    assert record is not None
    stored = service.store.read(game_id)
    assert all(ev.hash is not None for ev in stored)
    assert chain.hashes(chain.genesis(record), record.seed, [replace(ev, hash=None) for ev in stored]) == [
        ev.hash for ev in stored
    ]
    assert service.view(service.load(game_id), None)["head_sha256"] == stored[-1].hash


def test_the_first_event_of_each_command_records_the_command_and_the_opening_events_none(
    service: GameService,
) -> None:
    game_id = service.create_game("bombs", BOMBS_PLAYERS, {"window_ms": 0, "hands": 1}).game_id
    opening = service.store.head(game_id)
    loaded = service.load(game_id)
    game = service.game_of(loaded)
    (seat,) = game.awaiting(loaded.state)
    command = game.legal_commands(loaded.state, seat)[0]
    outcome = service.handle_command(game_id, seat, command)
    stored = service.store.read(game_id)
    assert [ev.command for ev in stored[: opening + 1]] == [None] * (opening + 1)
    assert stored[outcome.first_version].command == command_body(command)
    assert all(ev.command is None for ev in stored[outcome.first_version + 1 :])


def test_a_finished_games_export_is_complete_and_verifies(service: GameService) -> None:
    game_id = finished_bombs(service)
    head, lines = export_of(service, game_id, viewer=2)
    assert head["complete"] is True and head["seed"] is not None and head["viewer"] is None
    assert head["result"] == service.view(service.load(game_id), None)["result"]
    verdict = audit.verify(GAMES, head, lines)
    assert verdict == audit.Verdict(
        ok=True,
        events=len(lines),
        first_bad_version=None,
        problems=(),
        head_sha256=head["head_sha256"],
        dealt_from="seed",
    )
    assert service.verify(game_id).ok


def first_play(lines: list[dict[str, Any]]) -> int:
    return next(i for i, line in enumerate(lines) if line["type"] == "CardsPlayed")


def test_an_export_with_a_changed_card_fails_at_that_version(service: GameService) -> None:
    head, lines = export_of(service, finished_bombs(service))
    at = first_play(lines) + 3
    while lines[at]["type"] != "CardsPlayed":
        at += 1
    played = lines[at]["data"]["cards"]
    played[0] = "2S" if played[0] != "2S" else "2H"
    verdict = audit.verify(GAMES, head, lines)
    assert (verdict.ok, verdict.first_bad_version) == (False, at)


def test_an_export_with_a_deleted_event_fails_at_its_version(service: GameService) -> None:
    head, lines = export_of(service, finished_bombs(service))
    at = first_play(lines) + 5
    del lines[at]
    verdict = audit.verify(GAMES, head, lines)
    assert (verdict.ok, verdict.first_bad_version) == (False, at)
    assert "missing or out of order" in verdict.problems[0]


def test_an_export_with_a_swapped_pair_of_events_fails_at_the_first_of_them(service: GameService) -> None:
    head, lines = export_of(service, finished_bombs(service))
    at = first_play(lines) + 2
    lines[at], lines[at + 1] = lines[at + 1], lines[at]
    verdict = audit.verify(GAMES, head, lines)
    assert (verdict.ok, verdict.first_bad_version) == (False, at)


def test_a_rechained_forgery_is_caught_because_the_rules_do_not_produce_it(service: GameService) -> None:
    """Someone who knows the revealed seed can rebuild every hash after changing a card; re-deciding the
    recorded command still shows that the seed and the rules never produced that event."""
    head, lines = export_of(service, finished_bombs(service))
    at = first_play(lines)
    seed = bytes.fromhex(head["seed"])
    lines[at]["data"]["cards"] = ["2S"] if lines[at]["data"]["cards"] != ["2S"] else ["2H"]
    previous = lines[at - 1]["sha256"]
    for line in lines[at:]:
        event = StoredEvent(
            version=line["version"], type=line["type"], data=line["data"], at_ms=line["at_ms"], seat=line["seat"],
            command_id=None, command=line["command"],
        )
        line["sha256"] = previous = chain.link(previous, seed, event)
    head["head_sha256"] = previous
    verdict = audit.verify(GAMES, head, lines)
    assert (verdict.ok, verdict.first_bad_version) == (False, at)


def test_a_rechained_number_of_another_json_type_is_caught(service: GameService) -> None:
    """JSON tells 1, 1.0 and true apart, and so does the verifier: an event whose seat became 1.0 or true
    (rechained with the revealed seed) is not the event the rules made, though Python finds them equal."""
    head, lines = export_of(service, finished_bombs(service))
    at = next(i for i, line in enumerate(lines) if isinstance(line["data"].get("seat"), int) and line["data"]["seat"])
    for other in (float(lines[at]["data"]["seat"]), True):
        if other != lines[at]["data"]["seat"]:
            continue  # True stands for 1 only
        forged_head, forged = copy.deepcopy(head), copy.deepcopy(lines)
        forged[at]["data"]["seat"] = other
        renumber(forged, at)
        rechain(forged_head, forged, None, at)
        verdict = audit.verify(GAMES, forged_head, forged)
        assert (verdict.ok, verdict.first_bad_version) == (False, at), other


def test_a_wrong_seed_fails_the_commitment(service: GameService) -> None:
    head, lines = export_of(service, finished_bombs(service))
    head["seed"] = "00" * 32
    verdict = audit.verify(GAMES, head, lines)
    assert not verdict.ok and "commitment" in verdict.problems[0]


def test_a_running_games_export_is_redacted_and_cannot_be_verified_offline(service: GameService) -> None:
    game_id = service.create_game("bombs", BOMBS_PLAYERS, {"window_ms": 0, "hands": 1}).game_id
    play_out(service, game_id, 5, stop_at=30)
    loaded = service.load(game_id)
    head, lines = export_of(service, game_id, viewer=1)
    assert (head["complete"], head["seed"], head["deal"], head["viewer"]) == (False, None, None, 1)
    assert all(line["command"] is None for line in lines)
    own = set(service.view(loaded, 1)["hand"])
    others = {c for s in (0, 2, 3) for c in service.view(loaded, s)["hand"]}
    shown = json.dumps([line for line in lines if line["type"] != "DealerDrawn"])  # its own deck: public
    assert all(f'"{card}"' not in shown for card in others - own)
    assert not audit.verify(GAMES, head, lines).ok
    assert service.verify(game_id).ok


def test_an_old_stream_without_hashes_loads_exports_and_continues_its_chain(service: GameService) -> None:
    """Envelopes written before the chain (no hash, no command) still fold; new events continue the chain
    from the hashes computed for the old ones."""
    game_id = service.create_game("bombs", BOMBS_PLAYERS, {"window_ms": 0, "hands": 1}).game_id
    record = service.store.record(game_id)
    assert record is not None
    old = [replace(ev, hash=None, command=None) for ev in service.store.read(game_id)]
    client = service.store.client  # type: ignore[attr-defined]
    for key in client.scan_iter(f"{service.store.prefix}:{{{game_id}}}:*"):  # type: ignore[attr-defined]
        client.delete(key)
    service.store.create(record, old)
    fresh = build_service_like(service)
    loaded = fresh.load(game_id)
    game = fresh.game_of(loaded)
    (seat,) = game.awaiting(loaded.state)
    fresh.handle_command(game_id, seat, game.legal_commands(loaded.state, seat)[0])
    stored = fresh.store.read(game_id)
    expected = chain.hashes(chain.genesis(record), record.seed, [replace(ev, hash=None) for ev in stored])
    assert stored[-1].hash == expected[-1]
    assert [row.get("sha256") for row in list(fresh.export(fresh.load(game_id), None))[1:]] == expected


def build_service_like(service: GameService) -> GameService:
    """Another process's service on the same store (nothing warm)."""
    return GameService(
        store=service.store, scheduler=service.scheduler, clock=service.clock, entropy=service.entropy,
        games=service.games, testing=True,
    )


def test_an_export_cut_short_fails_where_the_missing_events_begin(service: GameService) -> None:
    """Dropping the last events (and fixing up the header's head) still fails: the game does not end."""
    head, lines = export_of(service, finished_bombs(service))
    kept = lines[: len(lines) // 2]
    head.update(version=len(kept) - 1, head_sha256=kept[-1]["sha256"], result={"winners": [0]})
    verdict = audit.verify(GAMES, head, kept)
    assert (verdict.ok, verdict.first_bad_version) == (False, len(kept))


def test_an_event_moved_to_another_seat_or_time_within_its_batch_fails_even_rechained(
    service: GameService,
) -> None:
    head, lines = export_of(service, finished_bombs(service))
    seed = bytes.fromhex(head["seed"])
    at = next(
        i for i, line in enumerate(lines) if i > 0 and line["command"] is None and lines[i - 1]["seat"] is not None
    )
    lines[at]["at_ms"] += 1
    previous = lines[at - 1]["sha256"]
    for line in lines[at:]:
        event = StoredEvent(
            version=line["version"], type=line["type"], data=line["data"], at_ms=line["at_ms"], seat=line["seat"],
            command_id=None, command=line["command"],
        )
        line["sha256"] = previous = chain.link(previous, seed, event)
    head["head_sha256"] = previous
    verdict = audit.verify(GAMES, head, lines)
    assert (verdict.ok, verdict.first_bad_version) == (False, at)


@pytest.mark.parametrize(
    "damage",
    [
        lambda head, lines: lines[3]["data"].update(bad="\ud800"),
        lambda head, lines: head.update(created_ms=float("inf")),
        lambda head, lines: lines[5].update(command={"type": "play", "cards": [[[[["3C"]]]]]}),
        lambda head, lines: head.update(players=[{"name": "x", "bot": None}] * 2000),
        lambda head, lines: head.update(options={"hands": "many"}),
    ],
)
def test_a_crafted_export_gets_a_verdict_not_a_crash(service: GameService, damage: Any) -> None:
    head, lines = export_of(service, finished_bombs(service))
    damage(head, lines)
    verdict = audit.verify(GAMES, head, lines)
    assert not verdict.ok and verdict.problems


def test_a_testing_deal_is_bound_to_the_chain_and_named_in_the_verdict(settings: Settings) -> None:
    service = build_service(settings)  # testing: the suite's settings allow a fixed deal
    deal = {"hands": [["3C", "4C"], ["5C", "6C"], ["7C", "8C"], ["9C", "10C"]], "dealer": 0}
    game_id = service.create_game("bombs", BOMBS_PLAYERS, {"window_ms": 0, "hands": 1}, deal).game_id
    play_out(service, game_id, 2)
    head, lines = export_of(service, game_id)
    assert head["deal"] == deal
    assert audit.verify(GAMES, head, lines).dealt_from == "testing-deal"
    head["deal"] = {**deal, "hands": [["3C", "5C"], ["4C", "6C"], ["7C", "8C"], ["9C", "10C"]]}
    assert not audit.verify(GAMES, head, lines).ok


def test_the_server_audits_a_running_game_without_naming_what_events_hold(service: GameService) -> None:
    game_id = service.create_game("bombs", BOMBS_PLAYERS, {"window_ms": 0, "hands": 1}).game_id
    play_out(service, game_id, 5, stop_at=20)
    assert service.verify(game_id).ok
    key = f"{service.store.prefix}:{{{game_id}}}:events"  # type: ignore[attr-defined]
    client = service.store.client  # type: ignore[attr-defined]
    entry_id, fields = client.xrange(key, min="10-1", max="10-1")[0]
    client.xdel(key, entry_id)
    verdict = build_service_like(service).verify(game_id)
    assert (verdict.ok, verdict.first_bad_version) == (False, 10)
    assert verdict.problems == ("version 10 is not what the rules and the seed produce",)




def renumber(lines: list[dict[str, Any]], start: int) -> None:
    """Renumber the lines from ``start`` on, leaving their hashes as they were."""
    for version, line in enumerate(lines[start:], start):
        line["version"] = version


def change_a_card(data: Any, old: str, new: str) -> Any:
    """``data`` with the first occurrence of the card ``old`` replaced by ``new``."""
    text = json.dumps(data)
    return json.loads(text.replace(json.dumps(old), json.dumps(new), 1))


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_types_finished_export_verifies_and_each_tampering_fails_at_its_version(
    slug: str, settings: Settings
) -> None:
    """A game of each type played as a live server plays it (people, bots, timers falling due) verifies
    offline and on the server. A changed card (left as it is, or rechained with the revealed seed), a deleted
    event and a swapped pair of events (left as they are, or renumbered) each fail at their version."""
    clock = ManualClock(1_700_000_000_000)
    service = live_service(settings, clock, slug)
    players, options = lively_table(slug)
    game_id = service.create_game(slug, players, options).game_id
    play_everything(service, clock, game_id, seed=5, idle=True)
    head, lines = export_of(service, game_id)
    commands = [line for line in lines if line["command"] is not None]
    assert {line["seat"] is None for line in commands} == {True, False}, "no timer fired, or nobody played"
    assert any(players[line["seat"]].bot for line in commands if line["seat"] is not None), "no bot played"
    verdict = audit.verify(GAMES, head, lines)
    assert (verdict.ok, verdict.problems, verdict.head_sha256, verdict.dealt_from) == (
        True, (), head["head_sha256"], "seed"
    )
    assert service.verify(game_id).ok

    rng = random.Random(slug)
    codes = sorted(knowledge(slug).codes)

    def fails_at(at: int, damage: Callable[[dict[str, Any], list[dict[str, Any]]], None], what: str) -> None:
        head_copy, lines_copy = copy.deepcopy(head), copy.deepcopy(lines)
        damage(head_copy, lines_copy)
        found = audit.verify(GAMES, head_copy, lines_copy)
        assert (found.ok, found.first_bad_version) == (False, at), (what, at, found.problems)

    with_cards = [i for i, line in enumerate(lines) if card_strings(line["data"], knowledge(slug).codes)]
    for at in rng.sample(with_cards, 4):
        old = rng.choice(sorted(card_strings(lines[at]["data"], knowledge(slug).codes)))
        new = rng.choice([code for code in codes if code != old])

        def changed(h: dict[str, Any], ls: list[dict[str, Any]], at: int = at, old: str = old, new: str = new) -> None:
            ls[at]["data"] = change_a_card(ls[at]["data"], old, new)

        def changed_and_rechained(h: dict[str, Any], ls: list[dict[str, Any]], at: int = at) -> None:
            changed(h, ls)
            renumber(ls, at)
            rechain(h, ls, None, at)

        fails_at(at, changed, f"{old} changed to {new}")
        fails_at(at, changed_and_rechained, f"{old} changed to {new}, rechained")
    for at in rng.sample(range(1, len(lines) - 1), 4):

        def deleted(h: dict[str, Any], ls: list[dict[str, Any]], at: int = at) -> None:
            del ls[at]

        def deleted_and_renumbered(h: dict[str, Any], ls: list[dict[str, Any]], at: int = at) -> None:
            del ls[at]
            renumber(ls, at)

        def swapped(h: dict[str, Any], ls: list[dict[str, Any]], at: int = at) -> None:
            ls[at], ls[at + 1] = ls[at + 1], ls[at]

        def swapped_and_renumbered(h: dict[str, Any], ls: list[dict[str, Any]], at: int = at) -> None:
            swapped(h, ls)
            renumber(ls, at)

        fails_at(at, deleted, "deleted")
        fails_at(at, deleted_and_renumbered, "deleted, renumbered")
        fails_at(at, swapped, "swapped with the next")
        fails_at(at, swapped_and_renumbered, "swapped with the next, renumbered")
