"""Everything a seat may send now, built from the same predicates as ``decide`` (``effects``).

Plays are listed lowest card first, each with every choice it needs (a Joker's numbers, an 8's ranks, the
targets in play order); the first listed play is the turn clock's default.
"""

from __future__ import annotations

from itertools import product

from domain.cards import rank_of
from domain.game import Command
from domain.games.bombs_away.cards import JOKER, NUMBERS, SEVEN_PILE, is_ten, sort_cards
from domain.games.bombs_away.commands import Bury, Damage, Keep, KeepTen, Pick, Play
from domain.games.bombs_away.effects import needs_block, playable, resolve, target_options
from domain.games.bombs_away.state import BombsAwayState, Decision, Kind, Phase


def legal_commands(state: BombsAwayState, seat: int) -> list[Command]:
    """The commands ``seat`` may send now: a decision it owes, or a card on its turn."""
    if state.phase is not Phase.PLAY or not 0 <= seat < state.seats:
        return []
    if state.decision is not None:
        return decision_commands(state, state.decision, seat)
    if state.turn == seat:
        return play_commands(state, seat)
    return []


def play_commands(state: BombsAwayState, seat: int) -> list[Command]:
    """Every play ``seat`` may make, lowest card first."""
    out: list[Command] = []
    for card in sort_cards(set(state.hands[seat])):
        if not playable(state, card):
            continue
        declares: tuple[str | None, ...] = (None,)
        if rank_of(card) == JOKER:
            declares = tuple(n for n in NUMBERS if n != "7" or len(state.pile) >= SEVEN_PILE)
        for declare in declares:
            resolved = resolve(state, card, declare)
            blocks: tuple[str | None, ...] = NUMBERS if needs_block(resolved) else (None,)
            targets: tuple[int | None, ...] = target_options(state, seat, resolved) or (None,)
            out.extend(
                Play(card=card, declare=declare, block=block, target=target)
                for block, target in product(blocks, targets)
            )
    return out


def decision_commands(state: BombsAwayState, d: Decision, seat: int) -> list[Command]:
    """The answers ``seat`` may give to the pending decision ``d``."""
    if seat not in d.owners():
        return []
    match d.kind:
        case Kind.KEEP:
            return [Keep(card=c) for c in sort_cards(set(d.offer))]
        case Kind.BURY:
            return [Bury(card=c) for c in sort_cards(set(state.hands[d.other if d.other is not None else seat]))]
        case Kind.PICK:
            size = len(d.seat_sees) if seat == d.seat and d.picks[0] is None else len(d.other_sees)
            return [Pick(position=p) for p in range(size)]
        case Kind.DAMAGE:
            return [Damage(target=t) for t in d.targets]
        case Kind.KEEP_TEN:
            return [KeepTen(card=c) for c in sort_cards({c for c in state.hands[seat] if is_ten(c)})]
