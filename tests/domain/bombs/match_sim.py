"""A multi-table match of bombs played in pure domain code: the tables' commands picked at random, and the
match's ``advance`` applied as soon as it has a step (as the service does after every append)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from domain.game import Command, Ctx, Event, PlayerSpec
from domain.games.bombs import GAME
from domain.games.bombs.match import MatchState, Step, advance, evolve_match, start
from domain.games.bombs.options import Options
from domain.games.bombs.setup import setup_table
from domain.games.bombs.state import BombsState
from tests.support.playout import choices, roundtrip


@dataclass
class MatchSim:
    """The match and its tables, with every event recorded by stream (``match`` or a table key)."""

    match: MatchState
    tables: dict[str, BombsState]
    rng: random.Random
    log: dict[str, list[Event]] = field(default_factory=dict)
    steps: list[Step] = field(default_factory=list)
    now: int = 1_000

    @classmethod
    def create(cls, players: int, seed: int = 0, **options: Any) -> MatchSim:
        """A new match of ``players`` (every other one a bot), its tables dealt their first hand."""
        opts = Options(window_ms=options.get("window_ms", 0), hands=options.get("hands", 12))
        names = [f"p{i}" for i in range(players)]
        bots = [i % 2 == 1 for i in range(players)]
        started = start(names, bots, opts)
        sim = cls(match=evolve_match(None, started), tables={}, rng=random.Random(seed))
        sim.log["match"] = [started]
        for key, seated in started.tables:
            sim.open_table(key, seated, 1, tiebreak=False)
        return sim

    def ctx(self) -> Ctx:
        self.now += self.rng.randint(1, 50)
        return Ctx(now_ms=self.now, rng=random.Random(self.rng.getrandbits(64)))

    def open_table(self, key: str, players: tuple[int, ...], hand: int, *, tiebreak: bool) -> None:
        specs = [PlayerSpec(name=self.match.names[p], bot="random" if self.match.bots[p] else None) for p in players]
        options = {"hands": self.match.options.hands, "window_ms": self.match.options.window_ms}
        self.log[key] = []
        self.tables.pop(key, None)
        scores = [self.match.totals[p] for p in players]
        for event in setup_table(specs, options, self.ctx(), hand, tiebreak, scores):
            self.fold(key, event)

    def fold(self, key: str, event: Event) -> None:
        event = roundtrip(event)
        self.log[key].append(event)
        self.tables[key] = GAME.evolve(self.tables.get(key), event, self.now)

    def decide(self, key: str, seat: int | None, command: Command) -> list[Event]:
        events = GAME.decide(self.tables[key], seat, command, self.ctx())
        for event in events:
            self.fold(key, event)
        return events

    def apply(self, step: Step) -> None:
        """What the service stores in one atomic write: the match's events, then each table's."""
        self.steps.append(step)
        for event in step.events:
            event = roundtrip(event)
            self.log["match"].append(event)
            self.match = evolve_match(self.match, event)
        for key, command in step.commands:
            self.decide(key, None, command)
        for table in step.new_tables:
            self.open_table(table.key, table.players, table.hand, tiebreak=True)

    def play_hand(self, max_steps: int = 5_000) -> None:
        """Play at random until the match advances past the current hand (or ends)."""
        hand = self.match.hand
        for _ in range(max_steps):
            if self.match.finished or self.match.hand != hand:
                return
            step = advance(self.match, self.tables)
            if step is not None:
                self.apply(step)
                continue
            playing = [t.key for t in self.match.tables if choices(GAME, self.tables[t.key])]
            assert playing, f"hand {hand}: no table can move and the match does not advance"
            key = self.rng.choice(playing)
            seat, command, due = self.rng.choice(choices(GAME, self.tables[key]))
            self.now = max(self.now, due or 0)
            self.decide(key, seat, command)
        raise AssertionError(f"hand {hand} did not end in {max_steps} steps")

    def play_to_the_end(self, max_hands: int = 40) -> None:
        """Play hands until the match is finished."""
        for _ in range(max_hands):
            if self.match.finished:
                return
            self.play_hand()
        raise AssertionError(f"the match did not finish in {max_hands} hands")
