"""The opening of a table: the options, the first deal (at random, or as a testing deal fixes it) and the
ten-value rule on every dealt hand in seat order (§4.1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from domain.game import Ctx, Event, PlayerSpec
from domain.games.bombs_away.cards import START_POINTS, deck
from domain.games.bombs_away.dealing import deal_game
from domain.games.bombs_away.events import GameDealt, GameStarted
from domain.games.bombs_away.evolve import Batch, evolve
from domain.games.bombs_away.options import Options
from domain.games.bombs_away.testing import FixedDeal, parse_deal
from domain.games.bombs_away.turns import run_checks


def setup(
    players: Sequence[PlayerSpec], options: Mapping[str, Any], ctx: Ctx, deal_spec: Mapping[str, Any] | None = None
) -> list[Event]:
    """The opening events: the table, game 1's deal, and whatever the opening checks lead to."""
    opts = Options.of(options)
    n = len(players)
    fixed: FixedDeal | None = None if deal_spec is None else parse_deal(deal_spec, n)
    started = GameStarted(
        names=tuple(p.name for p in players),
        bots=tuple(p.bot is not None for p in players),
        games=opts.games,
        winner_carryover=opts.winner_carryover,
        turn_clock_ms=opts.turn_clock_ms,
    )
    batch = Batch(evolve(None, started, ctx.now_ms), ctx.now_ms, ctx.rng)
    batch.events.append(started)
    if fixed is None:
        deal_game(batch, 1, (START_POINTS,) * n, 0)
    else:
        placed = Counter([*(c for h in fixed.hands for c in h), *fixed.deck, *fixed.pile])
        rest = list((Counter(deck()) - placed).elements())
        ctx.rng.shuffle(rest)
        batch.add(
            GameDealt(
                game=1,
                points=fixed.points or (START_POINTS,) * n,
                starter=fixed.starter,
                hands=fixed.hands,
                deck=(*fixed.deck, *rest),
                pile=fixed.pile,
            )
        )
    run_checks(batch, range(n))
    return batch.events
