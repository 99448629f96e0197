"""Going out, the end of a round and its scoring, and the next round or the end of the game
(docs/rules.md §3.6–3.8, H8, H10, H12–H14)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.games.haggis.bets import settle
from domain.games.haggis.cards import classic_points, sort_cards
from domain.games.haggis.combos import Kind
from domain.games.haggis.events import GameFinished, PlayerWentOut, RoundScored, TrickCaptured
from domain.games.haggis.evolve import Batch
from domain.games.haggis.rounds import game_over, next_dealer, next_leader, ranking
from domain.games.haggis.setup import deal_round

GOING_OUT_FACTOR = 5
FIRST_OUT_BONUS = 5


def card_points(cards: Sequence[str], rule: str) -> int:
    """The card points of a pile: printed values (``classic``) or one a card (``per_card``), §3.7."""
    if rule == "per_card":
        return len(cards)
    return sum(classic_points(card) for card in cards)


def after_play(batch: Batch, seat: int) -> None:
    """What follows a play of ``seat``: going out (5 × the largest opponent hand), and the round's end once
    one player (two players) or two players (three) are out."""
    state = batch.state
    if state.hands[seat]:
        return
    largest = max((len(h) for s, h in enumerate(state.hands) if s != seat), default=0)
    state = batch.add(
        PlayerWentOut(seat=seat, place=len(state.order) + 1, largest=largest, points=GOING_OUT_FACTOR * largest)
    )
    if len(state.holders()) <= 1:
        take_trick(batch, round_over=True)
        finish_round(batch)


def take_trick(batch: Batch, *, round_over: bool = False) -> None:
    """The highest combination wins the trick; its capturer follows the bomb rule (H2); the winner or the
    next seat left with cards leads (H12), unless the round is over."""
    state = batch.state
    trick = state.trick
    if trick is None or trick.top is None:
        return
    winner = trick.top.seat
    batch.add(
        TrickCaptured(
            winner=winner,
            capturer=trick.capturer(state.seats),
            leader=None if round_over else state.lead_after(winner),
            cards=len(trick.cards()),
            bombed=trick.top.reading.kind is Kind.BOMB,
        )
    )


def finish_round(batch: Batch) -> None:
    """Score the round: the last hand and the Haggis go to the first player out, then card points, bets and
    the optional 3-player bonus are added; then the next round is dealt or the game ends."""
    state = batch.state
    n = state.seats
    first = state.order[0]
    last = next(s for s in range(n) if s not in state.order)
    piles = [list(pile) for pile in state.captured]
    piles[first] += [*state.hands[last], *state.haggis]
    rule = state.options.card_points
    cards = tuple(card_points(pile, rule) for pile in piles)
    bets = settle(state.bets, first)
    bonus = tuple(
        FIRST_OUT_BONUS if s == first and n == 3 and state.options.first_out_bonus_3p else 0 for s in range(n)
    )
    points = tuple(state.going_out[s] + cards[s] + bets[s] + bonus[s] for s in range(n))
    scores = tuple(a + b for a, b in zip(state.scores, points, strict=True))
    state = batch.add(
        RoundScored(
            round=state.round_number,
            order=state.order,
            last=last,
            last_hand=state.hands[last],
            haggis=state.haggis,
            captured=tuple(sort_cards(pile) for pile in piles),
            going_out=state.going_out,
            card_points=cards,
            bets=bets,
            bonus=bonus,
            points=points,
            scores=scores,
        )
    )
    if game_over(scores, state.options.target):
        best = max(scores)
        batch.add(
            GameFinished(
                ranking=ranking(scores), scores=scores, winners=tuple(s for s in range(n) if scores[s] == best)
            )
        )
        return
    dealer = next_dealer(scores, first)
    batch.add(deal_round(batch.rng, n, state.round_number + 1, dealer, next_leader(scores, dealer)))
