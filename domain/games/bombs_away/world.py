"""The ``search`` bot's worlds and values for Bombs Away (``domain.search``).

``world`` rebuilds a whole ``BombsAwayState`` from what one seat knows (its view and legal commands), never from
the real state: ``GAME.view(world(known, rng), known.seat) == known.view``. From the view it takes

- the table: ``seats[]`` (names, bots, ``score`` as the points, ``wins``, ``cards`` as each hand's size),
  ``phase``, ``game_number``, ``games``, ``winner_carryover``, ``starter``, ``game_winners``, ``result``;
- the play: ``turn``, ``role``, ``direction``, ``blocked``, ``chains``, ``responder`` (``resume_after``) and the
  pending decision of ``decisions`` (its kind, owners, ``amount``/``targets``, a 5's ``target``);
- the cards it sees where they are: its ``hand``, the top of the ``pile`` (up to five cards, as they acted), the
  Ace's two cards and the hand its 5 looked at (``decisions[].cards``), every hand once finished (``hands``).

Every other card (the pack less those) is dealt at random among the places that hide one: the other seats' hands
(each as many as its ``cards``), the Ace's two cards drawn by another seat, the deck (``deck_count``) and the pile
beneath its visible top (``pile_count``, each card as acting as its printed rank, as a testing deal lays it). The
deal keeps what the rules keep true: a hand that the ten-value rule has checked holds at most one 10-value card
(W9; a seat that owes the choice holds two or more), as far as the hidden cards allow.

What the view does not show, chosen consistently with it:

- The turn clock: the view shows when it falls due (``turn_due_ms``, ``decisions[].due_ms``), not how long it is
  nor when it started. The world starts it at the decision's time (``known.now_ms``; at most 1 s before it falls
  due, the least clock an option allows) and makes it as long as that leaves; no due time, no clock. ``seq``
  (which only names the clock's key) is 0.
- The card being resolved (``current``, when a decision interrupts a play). Its player is the seat that owes the
  decision (a 9's swap: the one of its two players holding fewer cards, not yet refilled; the listed owner on a
  tie), which is exact for an Ace, a 5, a 9 and a damage choice, and a guess for the ten-value rule (it may be
  the 5's target or the 9's partner instead). It closes a chain when its player's chain has its response, and
  answers the other chain that has one; it is the pile's top card (a 7 shuffled in with the pile is not seen).
  A 2 is taken to skip unless a chain is open (a blocked 2 looks the same). A ten-value choice with an empty
  pile follows a deal (no card being resolved; the seats after it in seat order are still to be checked),
  except after a testing deal that laid a pile.
- The ten-value rule's queue after a play (``Decision.then``): the seat itself when another seat owes the choice
  and its own hand holds two 10-value cards or more, else empty (every other hidden hand is dealt at most one, so
  checking it would ask nothing).
- A 9's face-down orders: the two hands, shuffled; a position already picked: at random.

``value`` is what a state is worth to a seat, 0 to 1: its score by ``domain.players.places`` (1 for first place,
0 for last, linear between) once the series is over, else that score expected over the games still to play, the
current game won by each seat with a chance that grows with its points and its cards (``win_chances``: a model
fitted to games of greedy bots), the later ones by anyone alike.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import product

from domain.bots import Knowledge
from domain.cards import rank_of
from domain.game import JsonDict
from domain.games.bombs_away.cards import JOKER, deck, is_ten, sort_cards
from domain.games.bombs_away.evolve import pile_card
from domain.games.bombs_away.options import Options
from domain.games.bombs_away.state import (
    BombsAwayState,
    Chain,
    Decision,
    Kind,
    Phase,
    PileCard,
    Played,
    Result,
    Role,
)

#: The shortest turn clock an option allows (``domain.game.turn_clock_option``).
_SHORTEST_CLOCK_MS = 1000
#: A seat's strength in the game being played (``win_chances``): the log-odds of its winning grow by these for
#: the log of its points, its points over 30, each card it holds by rank, being on turn and having a chain open.
#: Fitted (a conditional logit by maximum likelihood) to who won 450 games of greedy bots at 2, 3 and 4 seats,
#: from their positions every third step; the cards that open, close and block chains count, an Ace counts against.
_LOG_POINTS, _POINTS = 0.38, 0.925 / 30
_CARD = {
    **dict.fromkeys(("10", "J", "Q", "K"), 0.13),
    JOKER: 0.054,
    "6": 0.154,
    "7": 0.054,
    "5": 0.033,
    "9": -0.037,
    "8": -0.017,
    "A": -0.09,
}
_ON_TURN, _CHAIN_OPEN = 0.075, 0.229


# -- the world -------------------------------------------------------------------------------------------


def world(knowledge: Knowledge, rng: random.Random) -> BombsAwayState:
    """A whole table consistent with ``knowledge`` alone, every card its seat cannot see dealt by ``rng``."""
    view, me = knowledge.view, knowledge.seat
    seats: list[JsonDict] = list(view["seats"])
    n = len(seats)
    phase = Phase(view["phase"])
    due = _due(view)
    clock_ms, clock = _clock(due, knowledge.now_ms)
    base = BombsAwayState(
        names=tuple(str(s["name"]) for s in seats),
        bots=tuple(bool(s["bot"]) for s in seats),
        options=Options(games=int(view["games"]), winner_carryover=bool(view["winner_carryover"]), turn_clock_ms=clock),
        phase=phase,
        game=int(view["game_number"]),
        starter=int(view["starter"]),
        wins=tuple(int(s["wins"]) for s in seats),
        game_winners=tuple(int(w) for w in view["game_winners"]),
        result=_result(view.get("result")),
        clock_ms=clock_ms,
    )
    if phase is Phase.DEALING:
        return base
    entries: list[JsonDict] = list(view["decisions"])
    kind = Kind(entries[0]["kind"]) if entries else None
    top: list[JsonDict] = list(view["pile"])
    pile_count = int(view["pile_count"])

    # The places the seat sees, and the sizes of those that hide cards.
    hands: list[list[str] | None] = [None] * n
    finished = view.get("hands")
    if finished is not None:
        hands = [list(h) for h in finished]
    if view.get("hand") is not None and 0 <= me < n:
        hands[me] = list(view["hand"])
    offer: list[str] | None = None
    if kind is Kind.KEEP and entries[0]["cards"] is not None:
        offer = list(entries[0]["cards"])
    if kind is Kind.BURY and entries[0]["cards"] is not None and entries[0]["target"] is not None:
        hands[int(entries[0]["target"])] = list(entries[0]["cards"])
    seen = [c for h in hands if h is not None for c in h] + [str(p["card"]) for p in top] + (offer or [])
    hidden = list((Counter(deck()) - Counter(seen)).elements())
    if len(hidden) + len(seen) != len(deck()):
        raise ValueError("the view shows a card twice, or one that is not in the pack")
    hand_sizes = {s: int(seats[s]["cards"]) for s in range(n) if hands[s] is None}
    pile_size = pile_count - len(top)
    deck_size = int(view["deck_count"])
    offer_size = len(hidden) - sum(hand_sizes.values()) - pile_size - deck_size
    if offer_size < 0 or (offer_size and (kind is not Kind.KEEP or offer is not None)):
        raise ValueError("the view's card counts do not add up to the pack")

    # Deal the hidden cards, then keep the ten-value rule's invariant on the hands it has checked.
    rng.shuffle(hidden)
    cards = iter(hidden)
    places: dict[str, list[str]] = {f"hand:{s}": [next(cards) for _ in range(k)] for s, k in hand_sizes.items()}
    places["offer"] = [next(cards) for _ in range(offer_size)]
    places["deck"] = [next(cards) for _ in range(deck_size)]
    places["pile"] = [next(cards) for _ in range(pile_size)]
    after_deal = kind is Kind.KEEP_TEN and pile_count == 0
    owes_ten = int(entries[0]["seat"]) if kind is Kind.KEEP_TEN else None
    unchecked = set(range(owes_ten + 1, n)) if after_deal and owes_ten is not None else set()
    points = tuple(int(s["score"]) for s in seats)
    limits = {
        s: (2, 4) if s == owes_ten else (0, 1)
        for s in hand_sizes
        if points[s] > 0 and s not in unchecked and phase is Phase.PLAY
    }
    _keep_tens(places, limits, rng)
    for s in hand_sizes:
        hands[s] = list(sort_cards(places[f"hand:{s}"]))
    if offer is None:
        offer = places["offer"]
    held = tuple(tuple(h or ()) for h in hands)

    decision = _decision(entries, held, seats, tuple(offer), after_deal, n, rng)
    if decision is not None and decision.kind is Kind.KEEP_TEN and not after_deal and decision.seat != me:
        if 0 <= me < n and points[me] > 0 and sum(1 for c in held[me] if is_ten(c)) >= 2:
            decision = replace(decision, then=(me,))
    chains = tuple(Chain(damager=int(c["damager"]), response=c["response"]) for c in view["chains"])
    pile = (*(pile_card(c) for c in places["pile"]), *(_pile_card(p) for p in top))
    current = None if decision is None or after_deal else _current(decision, chains, pile)
    turn = view["turn"]
    role = Role(view["role"]) if turn is not None else current.role if current is not None else Role.FRESH
    return BombsAwayState(
        names=base.names,
        bots=base.bots,
        options=base.options,
        phase=phase,
        game=base.game,
        starter=base.starter,
        points=points,
        hands=held,
        deck=tuple(places["deck"]),
        pile=pile,
        direction=1 if view["direction"] == "clockwise" else -1,
        blocked=tuple(str(r) for r in view["blocked"]),
        chains=chains,
        resume_after=view["responder"],
        turn=turn,
        role=role,
        current=current,
        decision=decision,
        wins=base.wins,
        game_winners=base.game_winners,
        result=base.result,
        seq=0,
        clock_ms=clock_ms,
    )


def _due(view: JsonDict) -> int | None:
    """When the turn clock falls due, as the view shows it (None: no clock runs)."""
    if view.get("turn_due_ms") is not None:
        return int(view["turn_due_ms"])
    return next((int(d["due_ms"]) for d in view.get("decisions") or () if d.get("due_ms") is not None), None)


def _clock(due: int | None, now_ms: int) -> tuple[int, int | None]:
    """The clock's start and length: started at the decision's time, at least the shortest clock before ``due``."""
    if due is None:
        return now_ms, None
    start = min(now_ms, due - _SHORTEST_CLOCK_MS)
    return start, due - start


def _result(raw: JsonDict | None) -> Result | None:
    if raw is None:
        return None
    return Result(
        winner=int(raw["winner"]),
        wins=tuple(int(w) for w in raw["wins"]),
        game_winners=tuple(int(w) for w in raw["game_winners"]),
    )


def _pile_card(raw: JsonDict) -> PileCard:
    became = raw["became"]
    return PileCard(card=str(raw["card"]), became=None if became is None else str(became), value=int(raw["value"]))


def _keep_tens(places: dict[str, list[str]], limits: dict[int, tuple[int, int]], rng: random.Random) -> None:
    """Swap cards between each hand of ``limits`` (seat: the fewest and most 10-value cards it may hold) and the
    places without a limit until the hand is within them, as far as those places allow."""
    free = [name for name in places if not name.startswith("hand:") or int(name[5:]) not in limits]
    for seat, (least, most) in limits.items():
        hand = places[f"hand:{seat}"]
        tens = sum(1 for card in hand if is_ten(card))
        while tens > most or (tens < least and tens < len(hand)):
            give_ten = tens > most
            spots = [(name, i) for name in free for i, c in enumerate(places[name]) if is_ten(c) != give_ten]
            if not spots:
                break
            name, i = spots[rng.randrange(len(spots))]
            mine = [j for j, c in enumerate(hand) if is_ten(c) == give_ten]
            j = mine[rng.randrange(len(mine))]
            hand[j], places[name][i] = places[name][i], hand[j]
            tens += -1 if give_ten else 1


def _decision(
    entries: Sequence[JsonDict],
    hands: tuple[tuple[str, ...], ...],
    seats: Sequence[JsonDict],
    offer: tuple[str, ...],
    after_deal: bool,
    n: int,
    rng: random.Random,
) -> Decision | None:
    """The pending decision the view's ``decisions`` show, with what they hide filled in."""
    if not entries:
        return None
    first = entries[0]
    kind, seat = Kind(first["kind"]), int(first["seat"])
    match kind:
        case Kind.KEEP:
            return Decision(kind=kind, seat=seat, offer=offer)
        case Kind.BURY:
            return Decision(kind=kind, seat=seat, other=first["target"])
        case Kind.DAMAGE:
            return Decision(kind=kind, seat=seat, amount=int(first["amount"]), targets=tuple(first["targets"]))
        case Kind.KEEP_TEN:
            return Decision(kind=kind, seat=seat, then=tuple(range(seat + 1, n)) if after_deal else ())
        case Kind.PICK:
            return _swap(entries, hands, seats, rng)


def _swap(
    entries: Sequence[JsonDict], hands: tuple[tuple[str, ...], ...], seats: Sequence[JsonDict], rng: random.Random
) -> Decision:
    """A 9's swap: both face-down orders shuffled; a pick already made, at random."""
    owner, partner = int(entries[0]["seat"]), int(entries[0]["with"])
    if len(entries) > 1 or int(seats[owner]["cards"]) <= int(seats[partner]["cards"]):
        player, target = owner, partner
    else:
        player, target = partner, owner
    seat_sees, other_sees = list(hands[target]), list(hands[player])
    rng.shuffle(seat_sees)
    rng.shuffle(other_sees)
    picks: tuple[int | None, int | None] = (None, None)
    if len(entries) == 1:
        picks = (None, rng.randrange(len(other_sees))) if owner == player else (rng.randrange(len(seat_sees)), None)
    return Decision(
        kind=Kind.PICK,
        seat=player,
        other=target,
        seat_sees=tuple(seat_sees),
        other_sees=tuple(other_sees),
        picks=picks,
    )


def _current(decision: Decision, chains: tuple[Chain, ...], pile: tuple[PileCard, ...]) -> Played:
    """The card being resolved when ``decision`` interrupted its play."""
    seat = decision.seat
    closing = any(c.damager == seat and c.response is not None for c in chains)
    answers = next((c.damager for c in chains if c.damager != seat and c.response is not None), None)
    top = pile[-1] if pile else None
    card = top.card if top is not None else None
    became = top.became if top is not None else None
    worth = top.value if top is not None else 0
    if decision.kind is Kind.DAMAGE:
        worth = decision.amount
    interrupted = decision.kind in (Kind.KEEP, Kind.BURY, Kind.PICK)  # by the card's own effect
    effect = interrupted or (became is not None and not (became == "2" and bool(chains)))
    return Played(
        seat=seat,
        role=Role.CLOSING if closing else Role.FRESH,
        card=card,
        became=became,
        value=worth,
        effect=effect,
        answers=answers,
    )


# -- the value -------------------------------------------------------------------------------------------


def value(state: BombsAwayState, seat: int) -> float:
    """What ``state`` is worth to ``seat``: 1 for a sure first place of the series, 0 for a sure last."""
    n = state.seats
    if n < 2:
        return 1.0
    if state.result is not None:
        return _scores(n, state.result.wins, state.result.winner)[seat]
    if state.phase is not Phase.PLAY:
        return _expected(n, tuple(state.wins), tuple(state.game_winners), state.options.games - state.game)[0][seat]
    chances = win_chances(state)
    table = _expected(n, tuple(state.wins), tuple(state.game_winners), state.options.games - state.game)
    return min(1.0, max(0.0, sum(p * table[w][seat] for w, p in enumerate(chances) if p > 0)))


def win_chances(state: BombsAwayState) -> tuple[float, ...]:
    """Each seat's chance to win the game being played: ``exp`` of its strength (``_CARD`` and the rest) as a share
    of everyone's; 0 once out."""
    strengths: list[float | None] = [None] * state.seats
    for s in range(state.seats):
        points = state.points[s] if s < len(state.points) else 0
        if points > 0:
            cards = sum(_CARD.get(rank_of(c), 0.0) for c in state.hands[s])
            chain = any(c.damager == s for c in state.chains)
            strengths[s] = (
                _LOG_POINTS * math.log(points)
                + _POINTS * points
                + cards
                + _ON_TURN * (state.turn == s)
                + _CHAIN_OPEN * chain
            )
    alive = [x for x in strengths if x is not None]
    if not alive:
        return tuple(1 / state.seats for _ in strengths)
    top = max(alive)
    weights = [0.0 if x is None else math.exp(x - top) for x in strengths]
    total = sum(weights)
    return tuple(w / total for w in weights)


@lru_cache(maxsize=4096)
def _expected(
    n: int, wins: tuple[int, ...], game_winners: tuple[int, ...], later: int
) -> tuple[tuple[float, ...], ...]:
    """For each winner of the game being played: every seat's score expected over the ``later`` games still to
    play after it, each won by any seat alike."""
    later = max(0, later)
    table = []
    for winner in range(n):
        totals = [0.0] * n
        outcomes = list(product(range(n), repeat=later))
        for rest in outcomes:
            order = (*game_winners, winner, *rest)
            counts = list(wins) if len(wins) == n else [0] * n
            for w in (winner, *rest):
                counts[w] += 1
            best = max(counts)
            series = next(w for w in reversed(order) if counts[w] == best)
            for s, score in enumerate(_scores(n, tuple(counts), series)):
                totals[s] += score / len(outcomes)
        table.append(tuple(totals))
    return tuple(table)


def _scores(n: int, wins: Sequence[int], winner: int) -> tuple[float, ...]:
    """Each seat's score (``domain.players.places``: the series' winner first, then by games won; ties share a
    place): 1 for first place, 0 for last."""
    keys = [(s == winner, wins[s] if s < len(wins) else 0) for s in range(n)]
    places = [1 + sum(1 for other in keys if other > mine) for mine in keys]
    return tuple((n - p) / (n - 1) for p in places)
