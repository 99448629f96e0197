"""Everything a seat may send now, built from the same predicates as ``decide`` (``combos``, ``bets``).

Each play is listed once per distinct set of cards and reading, with its reading named (``kind``, ``width``,
``top_rank``), so every listed command is exactly one move; ``decide`` also accepts plays without a reading.
"""

from __future__ import annotations

from domain.game import Command, JsonDict
from domain.games.haggis import compact
from domain.games.haggis.bets import BET_AMOUNTS
from domain.games.haggis.candidates import candidate_commands
from domain.games.haggis.combos import Reading
from domain.games.haggis.commands import Bet, Pass, Play
from domain.games.haggis.state import HaggisState, Phase

#: Commands are immutable: every list shares these.
_PASS = Pass()
_BETS: tuple[Bet, ...] = tuple(Bet(amount=amount) for amount in BET_AMOUNTS)


def play_command(cards: tuple[str, ...], reading: Reading) -> Play:
    """The command that plays ``cards`` read as ``reading``."""
    return Play(cards=cards, kind=reading.kind.value, width=reading.width, top_rank=reading.top_rank)


def legal_commands(state: HaggisState, seat: int) -> list[Command]:
    """The commands ``seat`` may send now: on turn a pass (unless leading) and every play, and a bet while it
    may still bet, in or out of turn."""
    if state.phase is not Phase.PLAY or not 0 <= seat < state.seats:
        return []
    out: list[Command] = []
    trick = state.trick
    if state.turn == seat and trick is not None:
        top = trick.top
        if top is not None:
            out.append(_PASS)
        out.extend(candidate_commands(state.hands[seat], state.suits, None if top is None else top.reading))
    if state.may_bet(seat):
        out.extend(_BETS)
    return out


def legal_groups(state: HaggisState, seat: int) -> tuple[list[Command], list[JsonDict]]:
    """The same choices as ``legal_commands`` in compact form: the commands that are not plays, and the plays
    as ``compact`` groups (each expands to plays of one reading)."""
    if state.phase is not Phase.PLAY or not 0 <= seat < state.seats:
        return [], []
    commands: list[Command] = []
    groups: list[JsonDict] = []
    trick = state.trick
    if state.turn == seat and trick is not None:
        top = trick.top
        if top is not None:
            commands.append(Pass())
        groups = compact.groups(state.hands[seat], state.suits, None if top is None else top.reading)
    if state.may_bet(seat):
        commands.extend(Bet(amount=amount) for amount in BET_AMOUNTS)
    return commands, groups
