"""Hand and game scoring, and the end of a hand (docs/rules.md §1.4 going out, §1.5, §1.7, B15, B18)."""

from __future__ import annotations

from collections.abc import Sequence

from domain.games.bombs.combos import Form
from domain.games.bombs.events import GameFinished, HandScored, PlayerWentOut, TrickTaken
from domain.games.bombs.evolve import Batch
from domain.games.bombs.setup import TABLE_MAX, exchange_hand, fresh_hand


def place_points(players: int) -> tuple[int, ...]:
    """Points by finishing place: the Master 4, second 3, each further player 2, the Knave 1."""
    if players <= 2:
        return (4, 1)[:players]
    return (4, 3, *(2,) * (players - 3), 1)


def hand_points(order: Sequence[int], seats: int) -> tuple[int, ...]:
    """Points by seat for a hand finished in ``order`` (Master first, Knave last); 0 for seats not in it."""
    points = [0] * seats
    for place, seat in enumerate(order):
        points[seat] = place_points(len(order))[place]
    return tuple(points)


def competition_ranks(scores: Sequence[int]) -> tuple[int, ...]:
    """Rank by seat: 1 plus the number of seats with a strictly higher total (B15)."""
    return tuple(1 + sum(other > mine for other in scores) for mine in scores)


def ranking(scores: Sequence[int]) -> tuple[int, ...]:
    """Seats from the highest total down; equal totals keep seat order."""
    return tuple(sorted(range(len(scores)), key=lambda s: (-scores[s], s)))


def winners(scores: Sequence[int]) -> tuple[int, ...]:
    """The seats holding the highest total."""
    best = max(scores)
    return tuple(s for s, score in enumerate(scores) if score == best)


def tiebreak_players(scores: Sequence[int]) -> tuple[int, ...]:
    """The seats of the next tie-break hand (B15), or () when first place is not tied.

    Everyone ranked 1st to 3rd plays; if that is more than one table, only those tied for first.
    """
    if len(winners(scores)) < 2:
        return ()
    ranks = competition_ranks(scores)
    players = tuple(s for s, rank in enumerate(ranks) if rank <= 3)
    if len(players) > TABLE_MAX:
        players = tuple(s for s, rank in enumerate(ranks) if rank == 1)
    return players


def after_play(batch: Batch, seat: int, form: str) -> None:
    """What follows a play of ``seat``: going out, the hand's end, or the Super Bomb taking the trick (B4)."""
    state = batch.state
    if not state.hands[seat]:
        state = batch.add(PlayerWentOut(seat=seat, place=len(state.order) + 1))
    if len(state.holders()) <= 1:
        finish_hand(batch)
    elif form == Form.SUPER_BOMB:
        batch.add(TrickTaken(seat=seat, leader=state.lead_after(seat), reason="super-bomb"))


def finish_hand(batch: Batch) -> None:
    """Score the hand now that one player holds cards (the Knave), then deal on or finish the game."""
    state = batch.state
    knave = state.holders()[0] if state.holders() else state.order[-1]
    order = state.order if knave in state.order else (*state.order, knave)
    points = hand_points(order, state.seats)
    scores = tuple(a + b for a, b in zip(state.scores, points, strict=True))
    batch.add(HandScored(hand=state.hand_number, order=order, points=points, scores=scores))
    if state.options.table:
        return  # a table of a match waits for every table to finish the hand (§1.6): the match deals on
    if not state.tiebreak and state.hand_number < state.options.hands:
        exchange_hand(batch, state.hand_number + 1, knave=knave, master=order[0])
        return
    players = tiebreak_players(scores)
    if players:
        fresh_hand(batch, state.hand_number + 1, players, tiebreak=True)
        return
    batch.add(
        GameFinished(
            ranking=ranking(scores), ranks=competition_ranks(scores), scores=scores, winners=winners(scores)
        )
    )
