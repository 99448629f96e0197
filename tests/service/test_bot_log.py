"""A search bot's log through the service and the real store (``BotTurns.log``): the seat's events up to the
version it decides at, each redacted for it exactly as the events API answers the seat (names aside), so a search
counts the cards played and never sees a card hidden from its seat (at a match's table, as the player seated there
saw that table); a bot that reads no log is given none."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from domain.bots import Budget, Knowledge
from domain.game import Command, PlayerSpec
from domain.search import choose as real_choose
from domain.service import GameService
from domain.service import bot_turns as bot_turns_module
from domain.service.bot_turns import BotTurns
from powderkeg.wiring import build_service
from settings import Settings
from tests.service.test_matches import play_one

ONE_HAND = {"window_ms": 0, "hands": 1}


@pytest.fixture
def service(settings: Settings) -> GameService:
    return build_service(settings)


def play_bots(service: GameService, game_id: str, turns: int, monkeypatch: pytest.MonkeyPatch) -> list[Knowledge]:
    """``turns`` bot turns of ``game_id``, each decided greedily; what each bot was given to know."""
    given: list[Knowledge] = []

    def choose(offers: Any, policy: str, known: Knowledge, rng: random.Random, budget: Budget | None) -> Command:
        given.append(known)
        return real_choose(offers, "greedy", known, rng)

    monkeypatch.setattr(bot_turns_module, "choose", choose)
    bots = BotTurns(commands=service.commands)
    for _ in range(turns):
        loaded = service.load(game_id)
        [seat, *_] = service.game_of(loaded).awaiting(loaded.state)
        assert bots.play_bot(game_id, seat, loaded.version)
    return given


def test_a_search_bots_log_is_its_seats_events_redacted_for_it(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    players = [PlayerSpec(name=f"bot-{i}", bot="search") for i in range(4)]
    created = service.create_game("bombs", players, ONE_HAND)
    last = play_bots(service, created.game_id, 16, monkeypatch)[-1]
    loaded = service.load(created.game_id)
    api = service.queries.events(loaded, last.seat, upto=len(last.log) - 1)
    assert [kind for kind, _ in last.log] == [shown.event.type for shown in api]
    assert [data for _, data in last.log] == [shown.data for shown in api]
    assert any(kind == "CardsPlayed" for kind, _ in last.log), "cards were played: the log shows them"


def test_a_search_bots_log_holds_no_card_its_seat_cannot_see(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    players = [PlayerSpec(name=f"bot-{i}", bot="search") for i in range(4)]
    created = service.create_game("bombs", players, ONE_HAND)
    given = play_bots(service, created.game_id, 12, monkeypatch)
    state = service.load(created.game_id).state.game  # the bombs state inside the idle policy's
    last = given[-1]
    # The dealer's draw is public and uses a deck of its own (bombs' docstring): its cards say nothing of the hands.
    text = json.dumps([data for kind, data in last.log if kind != "DealerDrawn"])
    hidden = [card for seat, hand in enumerate(state.hands) if seat != last.seat for card in hand]
    assert hidden and not [card for card in hidden if f'"{card}"' in text]


def test_a_bot_that_reads_no_log_is_given_none(service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    players = [PlayerSpec(name=f"bot-{i}", bot="greedy") for i in range(4)]
    created = service.create_game("bombs", players, ONE_HAND)
    given = play_bots(service, created.game_id, 4, monkeypatch)
    assert all(known.log == () for known in given)


def test_a_search_bot_at_a_matchs_table_reads_the_log_its_match_seat_saw_there(service: GameService) -> None:
    """Players move between a match's hands: the log of a table's seat is what the player seated there now saw of
    that table (the match's reads), its own deal shown and a deal of a hand it played elsewhere hidden."""
    players = [PlayerSpec(name=f"bot-{i}", bot="search") for i in range(7)]
    mid = service.create_game("bombs", players, {"window_ms": 0, "hands": 2}).game_id
    first = service.load(mid)
    rng = random.Random(7)
    while service.load(mid).state.hand == first.state.hand:
        assert play_one(service, mid, rng)
    for _ in range(8):
        assert play_one(service, mid, rng)
    match = service.load(mid)
    before = {p: (t.key, local) for t in first.state.tables for local, p in enumerate(t.players)}
    bots, moved = BotTurns(commands=service.commands), 0
    for t in match.state.tables:
        table = service.tables_of(match)[t.key]
        for local, player in enumerate(t.players):
            log = bots.log(table, local)
            assert log == [(shown.event.type, shown.data) for shown in service.table_events(match, t.key, player)]
            deals = [data["hands"] for kind, data in log if kind == "HandDealt"]
            assert deals[-1][local] is not None and sum(hand is not None for hand in deals[-1]) == 1
            key, seat = before[player]
            if key != t.key:  # it played the first hand at another table: none of this table's deal is shown
                moved += 1
                assert all(hand is None for hand in deals[0])
            else:  # the hand it was dealt here, at the seat it had then, and no other
                assert deals[0][seat] is not None and sum(hand is not None for hand in deals[0]) == 1
    assert moved, "players moved between the tables"
