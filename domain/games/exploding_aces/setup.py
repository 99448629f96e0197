"""The opening of a game (§2.1): the table, then the deal that keeps Aces and Kings out of the first two
cards of each hand, and the deck."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.cards import without
from domain.chance import Draws
from domain.game import Ctx, Event, PlayerSpec
from domain.games.exploding_aces.cards import ACE, KING, pack, rank
from domain.games.exploding_aces.events import Dealt, GameStarted
from domain.games.exploding_aces.options import Options
from domain.games.exploding_aces.state import RULES
from domain.games.exploding_aces.testing import parse_deal

HAND_SIZE = 2
KINGS_PER_PACK = 4


def recycle_quota(players: int, decks: int) -> int:
    """How many King defuses recycle the King (A9): players beyond the Kings in the pack."""
    return max(0, players - KINGS_PER_PACK * decks)


def deal(rng: Draws, players: int, decks: int) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """Aces and Kings out, shuffle, two cards each, Aces and Kings back in, shuffle: the hands and the deck."""
    cards = pack(decks)
    bombs = [c for c in cards if rank(c) in (ACE, KING)]
    rest = [c for c in cards if rank(c) not in (ACE, KING)]
    rng.shuffle(rest)
    hands = tuple(tuple(rest[HAND_SIZE * s : HAND_SIZE * (s + 1)]) for s in range(players))
    deck = rest[HAND_SIZE * players :] + bombs
    rng.shuffle(deck)
    return hands, tuple(deck)


def setup(
    players: Sequence[PlayerSpec], options: Mapping[str, Any], ctx: Ctx, deal_spec: Mapping[str, Any] | None = None,
    *, rules: int = RULES,
) -> list[Event]:
    """The opening events: the table, then the deal (at random, or as a testing deal fixes it); ``rules``: the
    revision the game is played by (an older one only to verify a game started under it)."""
    n = len(players)
    opts = Options.of(options, n)
    started = GameStarted(
        names=tuple(p.name for p in players),
        bots=tuple(p.bot is not None for p in players),
        window_ms=opts.window_ms,
        turn_clock_ms=opts.turn_clock_ms,
        decks=opts.decks,
        nine_prompt=opts.nine_prompt,
        recycle_quota=recycle_quota(n, opts.decks),
        rules=rules,
    )
    if deal_spec is None:
        hands, deck = deal(ctx.rng, n, opts.decks)
        return [started, Dealt(hands=hands, deck=deck, first=0)]
    fixed = parse_deal(deal_spec, n, opts.decks)
    deck_cards = fixed.deck
    if deck_cards is None:
        rest = list(without(pack(opts.decks), [c for h in (*fixed.hands, fixed.discard) for c in h]))
        ctx.rng.shuffle(rest)
        deck_cards = tuple(rest)
    dealt = Dealt(
        hands=fixed.hands,
        deck=deck_cards,
        first=fixed.first,
        discard=fixed.discard,
        direction=fixed.direction,
        defuses=fixed.defuses,
    )
    return [started, dealt]
