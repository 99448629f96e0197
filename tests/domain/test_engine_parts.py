"""The plumbing every game shares, each part once in the engine: the system branch of ``decide``
(domain/deciding.py ``System``), the testing-deal parser (domain/testing_deals.py) and the view helpers
(domain/viewing.py). Each game's own tests exercise them through its rules; these pin what they promise."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest

from domain.batch import Batch
from domain.deciding import System
from domain.errors import Code, IllegalMove, InvalidSetup
from domain.game import Command, Ctx, Timer
from domain.games import GAMES
from domain.games.haggis.commands import Bet, TimeOut
from domain.testing_deals import dealt_too_often, opened, per_seat, whole_number
from domain.viewing import every_hand, own_hand, seat_view
from tests.support.playout import playout


@dataclass(frozen=True, slots=True, kw_only=True)
class Table:
    names: tuple[str, ...] = ("a", "b")
    bots: tuple[bool, ...] = (False, True)
    hands: tuple[tuple[str, ...], ...] = (("QS", "2C"), ("AH",))


def _system(applied: list[Command], timers: list[Timer]) -> System[Batch[Any]]:
    return System(
        timers=lambda state: timers,
        fired={TimeOut: lambda batch, command: applied.append(command)},
        sent={Bet: lambda batch, command: applied.append(command)},
    )


def _batch(now_ms: int) -> Batch[Any]:
    return Batch(None, now_ms, random.Random(0), lambda state, event, at: state)


def _refused(system: System[Batch[Any]], command: Command, now_ms: int) -> str:
    with pytest.raises(IllegalMove) as refused:
        system(_batch(now_ms), command)
    return str(refused.value.code)


def test_the_system_applies_a_fired_timer_only_while_open_and_due_and_refuses_what_it_does_not_send() -> None:
    applied: list[Command] = []
    open_timer = Timer(key="clock:1", due_ms=100, command=TimeOut(key="clock:1"))
    system = _system(applied, [open_timer])
    assert _refused(system, TimeOut(key="clock:1"), 99) == Code.TIMER_NOT_DUE
    assert _refused(system, TimeOut(key="clock:0"), 100) == Code.TIMER_NOT_OPEN
    assert _refused(system, Command(), 100) == Code.UNKNOWN_COMMAND
    system(_batch(100), TimeOut(key="clock:1"))
    system(_batch(0), Bet(amount=0))  # sent by another component: no timer to check
    assert applied == [TimeOut(key="clock:1"), Bet(amount=0)]


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ([], "the deal must be a JSON object"),
        ({"hands": [[], []], "extra": 1}, "the deal has no field 'extra'; it takes hands, leader"),
        ({"hands": [[]]}, "deal 'hands' must be a list of 2 lists of cards, one per seat"),
        ({"hands": "AS"}, "deal 'hands' must be a list of 2 lists of cards, one per seat"),
    ],
)
def test_every_deal_opens_the_same_way(raw: Any, message: str) -> None:
    with pytest.raises(InvalidSetup, match=message) as refused:
        opened(raw, frozenset({"hands", "leader"}), 2)
    assert refused.value.code == Code.BAD_DEAL


def test_deal_numbers_are_whole_and_bounded() -> None:
    assert whole_number({"leader": 1}, "leader", 0, 1) == 1
    assert whole_number({}, "leader", 0, 1) is None
    assert per_seat({"scores": [0, 5]}, "scores", 2, 0) == (0, 5)
    for raw in ({"leader": 2}, {"leader": True}, {"leader": 1.0}):
        with pytest.raises(InvalidSetup, match="deal 'leader' must be a whole number from 0 to 1"):
            whole_number(raw, "leader", 0, 1)
    with pytest.raises(InvalidSetup, match="deal 'points' must be a list of 2 whole numbers from 1 to 9"):
        per_seat({"points": [1, 10]}, "points", 2, 1, 9)
    assert dealt_too_often(["AS", "KD", "AS"]) == ["AS"]
    assert dealt_too_often(["AS", "AS", "KD"], {"AS": 2, "KD": 1}) == []


def test_a_seat_shows_who_sits_there_and_how_many_cards_then_the_games_facts() -> None:
    table = Table()
    assert seat_view(table, 1, score=3) == {"seat": 1, "name": "b", "bot": True, "cards": 1, "score": 3}
    assert list(seat_view(Table(hands=()), 0, z=0)) == ["seat", "name", "bot", "cards", "z"]
    assert seat_view(Table(hands=()), 0)["cards"] == 0


def test_the_viewer_sees_only_its_own_hand_and_every_hand_once_finished() -> None:
    table = Table()
    assert own_hand(table, 0) == ["QS", "2C"]
    assert own_hand(table, 0, sorted) == ["2C", "QS"]
    assert own_hand(table, None) is None and own_hand(table, 2) is None and own_hand(table, -1) is None
    assert every_hand(table) == [["QS", "2C"], ["AH"]]


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_game_refuses_a_system_command_it_does_not_know(slug: str) -> None:
    game = GAMES[slug]
    state = playout(game, game.info.min_players, {}, 0, max_steps=2).state
    with pytest.raises(IllegalMove) as refused:
        game.decide(state, None, Bet(amount=0), Ctx(now_ms=0, rng=random.Random(0)))
    assert refused.value.code == Code.UNKNOWN_COMMAND
