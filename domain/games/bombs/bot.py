"""The ``greedy`` bot of bombs: a heuristic that reads only its seat's view and legal commands.

It knows its own hand, every seat's card count and the trick on the table. It values a hand by splitting it
into the fewest, strongest plays (sets, runs, double runs, bombs kept whole: ``hand_cost``), where a weak play
costs about one lead and high cards and bombs cost less (they win tricks). It leads the play whose loss
lowers that cost most (its weakest combination, low first, never a lone low card to a seat about to go out),
follows with the cheapest play that beats the top without breaking a combination, and passes when every play
would spend more than it sheds. Bombs are kept for when they win something: going out, stopping a seat with
few cards from taking the lead, or taking the lead with little left to shed; in a last call it waives
otherwise. In the exchange it revolts with both jokers, accepts the Knave's card and returns its least useful
card, and as Knave asks for the rank that helps its hand most. Ties are broken with the generator.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from functools import lru_cache

from domain.bots import Knowledge
from domain.game import Command, JsonDict
from domain.games.bombs.combos import ACE, BOMB_FORMS, RANK_INDEX, Combo, Form, classify, rank_index
from domain.games.bombs.commands import Accept, Pass, Play, Refuse, Request, Return, Revolt, StopRequests, Waive

_BLACK, _RED = RANK_INDEX["BJ"], RANK_INDEX["RJ"]
_RANKS = len(RANK_INDEX)
#: The cost of a bomb, a big bomb and the super bomb in a hand: below zero, since each wins a lead on its own.
_BOMB_COST = {3: -0.3, 4: -0.6}
_SUPER_COST = -0.8
#: How much less than a lead each rank above the Q (a pair: above the J) makes a single (pair) cost.
_CONTROL = 0.15
#: What the lead is worth to the Master, who refuses the Knave's card unless taking it gains more.
_LEAD_VALUE = 0.2
#: How many cards a seat may hold and still be "about to go out" (worth a bomb to stop it).
_DANGER = 3
#: A follow is made when it lowers the hand's cost by at least this much (passing keeps the cards).
_FOLLOW_MARGIN = 0.0
#: A bomb is thrown to take the lead when, after it, the hand costs at most this (little left to shed).
_FINISHING = 1.2

Counts = tuple[int, ...]


def _set_cost(rank: int, n: int) -> float:
    """A set of ``n`` cards of ``rank``: high singles and pairs win tricks, so they cost less than a lead."""
    if n >= 3:
        return _BOMB_COST[min(n, 4)] - 0.02 * rank
    if n == 2:
        return 1.0 - _CONTROL * max(0, rank - 8)
    return 1.0 - _CONTROL * max(0, rank - 9)


def _run_cost(top: int) -> float:
    """A run or double run whose highest rank is ``top``: seldom beaten, and higher is safer."""
    return 0.9 - 0.08 * max(0, top - 7)


@lru_cache(maxsize=1 << 16)
def hand_cost(counts: Counts) -> float:
    """The least total cost of splitting a hand (card counts by rank index) into plays: about the number of
    leads it needs to go out, less what its high cards and bombs win back."""
    low = next((r for r, n in enumerate(counts) if n), None)
    if low is None:
        return 0.0
    if low >= _BLACK:  # only jokers are left
        return _SUPER_COST if counts[_BLACK] and counts[_RED] else _set_cost(low, 1)
    n = counts[low]
    rest = list(counts)
    rest[low] = 0
    best = _set_cost(low, n) + hand_cost(tuple(rest))
    for width in (1, 2):  # runs and double runs starting at the lowest rank
        if n < width:
            continue
        top = low
        while top + 1 <= ACE and counts[top + 1] >= width:
            top += 1
            if top - low < 2:
                continue
            after = list(counts)
            for r in range(low, top + 1):
                after[r] -= width
            left = after[low]
            after[low] = 0
            cost = _run_cost(top) + (_set_cost(low, left) if left else 0.0) + hand_cost(tuple(after))
            best = min(best, cost)
    return best


def counts_of(cards: Iterable[str]) -> Counts:
    """Card counts by rank index."""
    counts = [0] * _RANKS
    for card in cards:
        counts[rank_index(card)] += 1
    return tuple(counts)


def _without(counts: Counts, cards: Sequence[str]) -> Counts:
    out = list(counts)
    for card in cards:
        out[rank_index(card)] -= 1
    return tuple(out)


def _with(counts: Counts, rank: int) -> Counts:
    out = list(counts)
    out[rank] += 1
    return tuple(out)


def _pick(scored: list[tuple[float, Command]], rng: random.Random) -> Command:
    """The lowest-scored command; ties broken by ``rng``."""
    low = min(score for score, _ in scored)
    ties = [command for score, command in scored if score <= low + 1e-9]
    return ties[rng.randrange(len(ties))]


def greedy(knowledge: Knowledge, rng: random.Random) -> Command:
    """The heuristic's choice: always one of ``knowledge.legal``."""
    legal, view = knowledge.legal, knowledge.view
    decision = next((d for d in view.get("decisions") or () if d.get("seat") == knowledge.seat), None)
    if decision is not None:
        return _decide(decision, view, legal, rng)
    plays = [(c, combo) for c in legal if isinstance(c, Play) and (combo := classify(c.cards)) is not None]
    hand = list(view.get("hand") or ())
    for command, _ in plays:
        if len(command.cards) == len(hand):
            return command  # going out beats everything else
    trick = view.get("trick")
    if trick is None or trick.get("form") is None:
        return _lead(knowledge, hand, plays, rng) if plays else legal[rng.randrange(len(legal))]
    return _answer(knowledge, hand, trick, plays, rng)


def _opponents_cards(knowledge: Knowledge) -> list[int]:
    """The card counts of the other seats still holding cards."""
    return [
        int(s.get("cards") or 0)
        for s in knowledge.view.get("seats") or ()
        if s.get("seat") != knowledge.seat and s.get("in_hand") and s.get("cards")
    ]


def _lead(knowledge: Knowledge, hand: list[str], plays: list[tuple[Play, Combo]], rng: random.Random) -> Command:
    """Lead the play whose loss lowers the hand's cost most: the weakest combination, low and long first."""
    counts = counts_of(hand)
    short = set(_opponents_cards(knowledge))
    scored: list[tuple[float, Command]] = []
    for command, combo in plays:
        score = hand_cost(_without(counts, command.cards)) + 0.01 * combo.rank - 0.005 * combo.length
        if combo.form in BOMB_FORMS:
            score += 1.0  # a bomb is wasted on a lead while anything else is left
        elif combo.length in short and combo.form in (Form.SINGLE, Form.PAIR):
            score += 1.0 - combo.rank / _RANKS  # a seat holding as many cards could go out on it
        scored.append((score, command))
    return _pick(scored, rng)


def _answer(
    knowledge: Knowledge, hand: list[str], trick: JsonDict, plays: list[tuple[Play, Combo]], rng: random.Random
) -> Command:
    """On turn or in a last call: the cheapest play worth making, else pass or waive."""
    legal = knowledge.legal
    fallback = next((c for c in legal if isinstance(c, Pass | Waive)), None)
    top_seat = trick.get("top_seat")
    if fallback is not None and top_seat == knowledge.seat:
        return fallback
    on_turn = any(isinstance(c, Pass) for c in legal)
    counts = counts_of(hand)
    now = hand_cost(counts)
    seats = {s.get("seat"): s for s in knowledge.view.get("seats") or ()}
    top_cards = int((seats.get(top_seat) or {}).get("cards") or 0)
    urgent = 0 < top_cards <= _DANGER or min(_opponents_cards(knowledge), default=99) <= 1
    completes = trick.get("form") == Form.SINGLE.value
    scored: list[tuple[float, Command]] = []
    for command, combo in plays:
        after = hand_cost(_without(counts, command.cards))
        if combo.form in BOMB_FORMS:
            if not (urgent or after <= _FINISHING):
                continue
        elif combo.form is Form.PAIR and completes:
            pass  # a completing pair sheds a pair and makes a bomb of it
        elif not on_turn:
            continue
        elif after > now - _FOLLOW_MARGIN and not urgent:
            continue
        scored.append((after + 0.01 * combo.rank, command))
    if scored:
        return _pick(scored, rng)
    if fallback is not None:
        return fallback
    # Asked with nothing to decline (only plays are legal): the cheapest one.
    return _pick([(hand_cost(_without(counts, c.cards)), c) for c, _ in plays] or [(0.0, legal[0])], rng)


def _decide(decision: JsonDict, view: JsonDict, legal: tuple[Command, ...], rng: random.Random) -> Command:
    """An exchange decision: revolt, accept, ask for the most useful rank, return the least useful card."""
    hand = list(view.get("hand") or ())
    counts = counts_of(hand)
    kinds = {type(c) for c in legal}
    if Revolt in kinds:
        return next(c for c in legal if isinstance(c, Revolt))
    if Accept in kinds:
        card = str(decision.get("card") or "")
        keep = hand_cost(counts)
        taken = _with(counts, rank_index(card)) if card else counts
        worst = min((hand_cost(_without(taken, [c])) for c in hand), default=keep)
        wanted = Accept if worst < keep - _LEAD_VALUE else Refuse
        return next(c for c in legal if isinstance(c, wanted))
    scored: list[tuple[float, Command]] = []
    for command in legal:
        if isinstance(command, Request) and counts[RANK_INDEX[command.rank]] < 4:
            scored.append((hand_cost(_with(counts, RANK_INDEX[command.rank])) - 1.0, command))
        elif isinstance(command, Return):
            scored.append((hand_cost(_without(counts, [command.card])) + 0.001 * rank_index(command.card), command))
        elif isinstance(command, StopRequests):
            scored.append((hand_cost(counts) - 0.05, command))  # stop asking: the Master returns what it likes
    return _pick(scored, rng) if scored else legal[rng.randrange(len(legal))]
