"""The opening of a game and of every round: the pack, the shuffle and the deal (docs/rules.md §3.1, §3.2, H1)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.chance import Draws
from domain.game import Ctx, Event, PlayerSpec
from domain.games.haggis.cards import SUITS, WILDS, number_cards, sort_cards
from domain.games.haggis.events import GameStarted, RoundDealt
from domain.games.haggis.options import Options
from domain.games.haggis.rounds import first_dealer_and_leader
from domain.games.haggis.testing import parse_deal

HAND_SIZE = 14


def deal_round(rng: Draws, seats: int, round_number: int, dealer: int, leader: int) -> RoundDealt:
    """Shuffle the number cards and deal 14 to each seat, beside its own J, Q, K; the rest is the Haggis.

    With two players one suit, drawn at random, leaves the pack (36 cards, an 8-card Haggis); with three the
    Haggis holds 3 cards.
    """
    removed = rng.choice(SUITS) if seats == 2 else None
    pack = list(number_cards(s for s in SUITS if s != removed))
    rng.shuffle(pack)
    hands = tuple(sort_cards((*pack[i * HAND_SIZE : (i + 1) * HAND_SIZE], *WILDS)) for i in range(seats))
    return RoundDealt(
        round=round_number,
        dealer=dealer,
        leader=leader,
        removed_suit=removed,
        hands=hands,
        haggis=sort_cards(pack[seats * HAND_SIZE :]),
    )


def setup(
    players: Sequence[PlayerSpec], options: Mapping[str, Any], ctx: Ctx, deal_spec: Mapping[str, Any] | None = None
) -> list[Event]:
    """The opening events: the table, then round 1 (seat 0 deals, its left leads), or a testing deal."""
    opts = Options.of(options)
    n = len(players)
    fixed = None if deal_spec is None else parse_deal(deal_spec, n)
    started = GameStarted(
        names=tuple(p.name for p in players),
        bots=tuple(p.bot is not None for p in players),
        target=opts.target,
        card_points=opts.card_points,
        first_out_bonus_3p=opts.first_out_bonus_3p,
        turn_clock_ms=opts.turn_clock_ms,
        scores=(0,) * n if fixed is None else fixed.scores,
    )
    if fixed is None:
        dealer, leader = first_dealer_and_leader(n)
        return [started, deal_round(ctx.rng, n, 1, dealer=dealer, leader=leader)]
    dealt = RoundDealt(
        round=fixed.round,
        dealer=fixed.dealer,
        leader=fixed.leader,
        removed_suit=fixed.removed_suit,
        hands=fixed.hands,
        haggis=fixed.haggis,
    )
    return [started, dealt]
