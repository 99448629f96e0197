"""Card conservation (issue 14 item 5) where the conformance test does not reach: the tables of a bombs match,
and exploding-aces' cards in use on the referee's reproducer of issue 14 item 1 (a testing deal, whose pack is
what it dealt). The random playouts of every game are checked by tests/domain/test_game_contract.py."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

import pytest

from domain.game import Ctx, Event, PlayerSpec, parse_options
from domain.games.exploding_aces import GAME as ACES
from domain.games.exploding_aces.commands import Play
from domain.games.exploding_aces.state import AcesState
from tests.domain.bombs.match_sim import MatchSim
from tests.support.conservation import Ledger, holdings


@dataclass
class ConservingMatch(MatchSim):
    """A match whose every table is checked for conservation after each of its events."""

    ledgers: dict[str, Ledger] = field(default_factory=dict)
    checked: int = 0

    def fold(self, key: str, event: Event) -> None:
        before = self.tables.get(key)
        if before is None:
            self.ledgers[key] = Ledger("bombs")  # a table opens (a tie-break table too): a pack of its own
        super().fold(key, event)
        after = self.tables[key]
        self.ledgers[key].fold(before, event, after)
        self.ledgers[key].check(after)
        self.checked += 1


def test_every_table_of_a_bombs_match_conserves_its_own_pack() -> None:
    sim = ConservingMatch.create(7, seed=7, hands=2)
    assert isinstance(sim, ConservingMatch)
    sim.play_to_the_end()
    assert sim.match.result is not None
    assert len(sim.ledgers) >= 2 and sim.checked > 200


def aces_reproducer() -> tuple[list[AcesState], Ledger]:
    """Seat 0 plays a Two on an empty deck and discard pile (window 0): every state, and the ledger."""
    specs = [PlayerSpec(name="A"), PlayerSpec(name="B")]
    options = parse_options(ACES.info, {"window_ms": 0})
    deal: dict[str, Any] = {"hands": [["2C", "9H"], ["5S"]], "deck": [], "discard": []}
    state: Any = None
    states: list[AcesState] = []
    ledger = Ledger("exploding-aces")
    events = ACES.setup(specs, options, Ctx(now_ms=0, rng=random.Random(0)), deal)
    for event in events:
        state = ACES.evolve(state, event, 0)
    ledger.pack = holdings("exploding-aces", state)
    decided = ACES.decide(state, 0, Play(cards=("2C",)), Ctx(now_ms=1, rng=random.Random(1)))
    for event in decided:
        after = ACES.evolve(state, event, 1)
        ledger.fold(state, event, after)
        ledger.check(after)
        state = after
        states.append(after)
    return states, ledger


def test_a_two_played_on_an_empty_deck_and_pile_is_never_in_reach_while_in_effect() -> None:
    states, _ = aces_reproducer()
    assert states[-1].hand(0) == ("9H",)  # the Two was not drawn back


def test_the_ledger_catches_a_card_in_effect_on_the_discard_pile() -> None:
    states, ledger = aces_reproducer()
    in_effect = next(s for s in states if s.in_use)
    assert in_effect.in_use == ("2C",)
    leaked = replace(in_effect, discard=("2C",), in_use=())
    ledger.in_effect = ["2C"]
    with pytest.raises(AssertionError, match="2C is in effect but also in discard"):
        ledger.check(leaked)
