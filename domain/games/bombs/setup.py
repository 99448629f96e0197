"""The opening of a game and of every hand: the low-card draw, the shuffle and the deal (§1.1, B1, B16)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.cards import standard_deck
from domain.chance import Draws
from domain.errors import Code, InvalidSetup
from domain.game import Ctx, Event, PlayerSpec
from domain.games.bombs import exchange
from domain.games.bombs.combos import JOKERS, rank_index, sort_cards
from domain.games.bombs.events import DealerDrawn, GameStarted, HandDealt
from domain.games.bombs.evolve import Batch, evolve
from domain.games.bombs.options import Options
from domain.games.bombs.state import BombsState
from domain.games.bombs.testing import FixedDeal, parse_deal

#: Redraws after this many tied rounds are not made: the first tied seat deals (only keeps the loop finite).
MAX_DRAW_ROUNDS = 50
FIRST_LEAD_CARD = "3C"
#: Largest number of players one table seats (more play a match; B15: more tied players need several tables).
TABLE_MAX = 5


def deck() -> list[str]:
    """The 54 cards of one table: the standard 52 and both jokers, in a fixed order."""
    return list(standard_deck(jokers=JOKERS))


def draw_dealer(rng: Draws, seats: Sequence[int]) -> DealerDrawn:
    """The low-card draw among ``seats``: lowest rank deals, ties draw again, suits never break ties."""
    rounds: list[tuple[tuple[int, str], ...]] = []
    drawing = list(seats)
    while len(drawing) > 1 and len(rounds) < MAX_DRAW_ROUNDS:
        cards = deck()
        rng.shuffle(cards)
        draw = tuple(zip(drawing, cards, strict=False))
        rounds.append(draw)
        low = min(rank_index(card) for _, card in draw)
        drawing = [seat for seat, card in draw if rank_index(card) == low]
    return DealerDrawn(draws=tuple(rounds), dealer=drawing[0])


def deal_order(players: Sequence[int], dealer: int) -> list[int]:
    """Seats in dealing order: the dealer first, then counter-clockwise among ``players`` (B1)."""
    ordered = sorted(players)
    start = ordered.index(dealer)
    return [ordered[(start - k) % len(ordered)] for k in range(len(ordered))]


def deal(rng: Draws, seats: int, players: Sequence[int], dealer: int) -> tuple[tuple[str, ...], ...]:
    """Shuffle the deck and deal all of it one card at a time in ``deal_order``; hands indexed by seat."""
    cards = deck()
    rng.shuffle(cards)
    order = deal_order(players, dealer)
    hands: list[list[str]] = [[] for _ in range(seats)]
    for i, card in enumerate(cards):
        hands[order[i % len(order)]].append(card)
    return tuple(sort_cards(hand) for hand in hands)


def first_leader(hands: Sequence[Sequence[str]]) -> int | None:
    """The holder of the 3♣, who leads hand 1 and tie-break hands; None if nobody holds it."""
    return next((s for s, hand in enumerate(hands) if FIRST_LEAD_CARD in hand), None)


def fresh_hand(batch: Batch, hand: int, players: Sequence[int], tiebreak: bool) -> None:
    """Deal a hand with no exchange (hand 1 or a tie-break, B16): low-card draw, deal, the 3♣ leads."""
    drawn = draw_dealer(batch.rng, players)
    batch.add(drawn)
    hands = deal(batch.rng, batch.state.seats, players, drawn.dealer)
    leader = first_leader(hands)
    batch.add(
        HandDealt(
            hand=hand,
            dealer=drawn.dealer,
            players=tuple(players),
            hands=hands,
            leader=leader,
            knave=None,
            master=None,
            tiebreak=tiebreak,
        )
    )


def exchange_hand(batch: Batch, hand: int, knave: int, master: int) -> None:
    """Deal a later hand: the Knave deals to everyone, then the exchange opens (§1.2)."""
    players = tuple(range(batch.state.seats))
    hands = deal(batch.rng, batch.state.seats, players, knave)
    batch.add(
        HandDealt(
            hand=hand,
            dealer=knave,
            players=players,
            hands=hands,
            leader=None,
            knave=knave,
            master=master,
            tiebreak=False,
        )
    )
    exchange.open_exchange(batch)


def setup_table(
    players: Sequence[PlayerSpec],
    options: Mapping[str, Any],
    ctx: Ctx,
    hand: int,
    tiebreak: bool,
    scores: Sequence[int] | None = None,
) -> list[Event]:
    """The opening events of one table of a multi-table match (§1.6): its first hand (hand 1, or a tie-break
    hand, B16) is a new table's first hand: the low-card draw, no exchange, the 3♣ leads. ``scores`` are the
    players' match totals so far (the table's opening totals; zeros when omitted)."""
    opts = Options.of(options)
    if scores is not None and len(scores) != len(players):
        raise ValueError(f"{len(players)} players but {len(scores)} scores")
    started = GameStarted(
        names=tuple(p.name for p in players),
        bots=tuple(p.bot is not None for p in players),
        hands=opts.hands,
        window_ms=opts.window_ms,
        turn_clock_ms=opts.turn_clock_ms,
        scores=(0,) * len(players) if scores is None else tuple(scores),
        table=True,
    )
    batch = Batch(evolve(None, started, ctx.now_ms), ctx.now_ms, ctx.rng)
    batch.events.append(started)
    fresh_hand(batch, hand, tuple(range(len(players))), tiebreak=tiebreak)
    return batch.events


def setup(
    players: Sequence[PlayerSpec], options: Mapping[str, Any], ctx: Ctx, deal_spec: Mapping[str, Any] | None = None
) -> list[Event]:
    """The opening events: the table, then the first hand (dealt at random, or as a testing deal fixes it).
    One table seats at most five: more play a match, by other rules (``GAME.matches``)."""
    opts = Options.of(options)
    n = len(players)
    if n > TABLE_MAX:
        raise InvalidSetup(Code.BAD_PLAYER_COUNT, f"a table seats 3 to {TABLE_MAX}; {n} players play a match")
    fixed: FixedDeal | None = None if deal_spec is None else parse_deal(deal_spec, n, opts.hands)
    started = GameStarted(
        names=tuple(p.name for p in players),
        bots=tuple(p.bot is not None for p in players),
        hands=opts.hands,
        window_ms=opts.window_ms,
        turn_clock_ms=opts.turn_clock_ms,
        scores=(0,) * n if fixed is None or fixed.scores is None else fixed.scores,
    )
    state: BombsState = evolve(None, started, ctx.now_ms)
    batch = Batch(state, ctx.now_ms, ctx.rng)
    batch.events.append(started)
    if fixed is None:
        fresh_hand(batch, 1, tuple(range(n)), tiebreak=False)
        return batch.events
    dealer = fixed.dealer
    if dealer is None:
        drawn = draw_dealer(ctx.rng, tuple(range(n)))
        batch.add(drawn)
        dealer = drawn.dealer
    leader = None if fixed.hand > 1 else (first_leader(fixed.hands) if fixed.leader is None else fixed.leader)
    batch.add(
        HandDealt(
            hand=fixed.hand,
            dealer=dealer,
            players=tuple(range(n)),
            hands=fixed.hands,
            leader=leader,
            knave=fixed.knave,
            master=fixed.master,
            tiebreak=False,
        )
    )
    if fixed.hand > 1:
        exchange.open_exchange(batch)
    return batch.events
