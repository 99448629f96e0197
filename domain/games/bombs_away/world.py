"""The ``search`` bot's worlds and values for Bombs Away (``domain.search``).

``world`` rebuilds a whole ``BombsAwayState`` from what one seat knows (its view and legal commands), never from
the real state: ``GAME.view(world(known, rng), known.seat) == known.view``. From the view it takes

- the table: ``seats[]`` (names, bots, ``score`` as the points, ``wins``, ``cards`` as each hand's size),
  ``phase``, ``game_number``, ``games``, ``winner_carryover``, ``starter``, ``game_winners``, ``result``;
- the play: ``turn``, ``role``, ``direction``, ``blocked``, ``chains``, ``responder`` (``resume_after``) and the
  pending decision of ``decisions`` (its kind, owners, ``amount``/``targets``, a 5's ``target``);
- the cards it sees where they are: its ``hand``, the top of the ``pile`` (up to five cards, as they acted), the
  Ace's two cards and the hand its 5 looked at (``decisions[].cards``), every hand once finished (``hands``).

and from the seat's log (``Knowledge.log``; ``pile_from_log``), the pile beneath that top: every card laid on it
(the deal's pile, each card played) and taken off it (a 7's shuffle, a deck rebuilt) is public, so no card that
lies in it is dealt into a hand or the deck. A log that does not fit the view is not trusted.

Every other card (the pack less those) is dealt at random among the places that hide one: the other seats' hands
(each as many as its ``cards``), the Ace's two cards drawn by another seat, the deck (``deck_count``) and, without
a log, the pile beneath its visible top (``pile_count``, each card as acting as its printed rank, as a testing deal
lays it). The deal keeps what the rules keep true: a hand that the ten-value rule has checked holds at most one
10-value card (W9; a seat that owes the choice holds two or more), as far as the hidden cards allow.

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

``value`` and ``deal`` are ``domain.games.bombs_away.standing``'s.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from domain.bots import Knowledge, Logged
from domain.game import JsonDict
from domain.games.bombs_away.cards import deck, is_ten, sort_cards
from domain.games.bombs_away.evolve import pile_card
from domain.games.bombs_away.options import Options
from domain.games.bombs_away.standing import deal as deal
from domain.games.bombs_away.standing import value as value
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
    beneath = _beneath(pile_from_log(knowledge.log), top, pile_count)

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
    seen += [p.card for p in beneath or ()]
    hidden = list((Counter(deck()) - Counter(seen)).elements())
    if len(hidden) + len(seen) != len(deck()):
        raise ValueError("the view shows a card twice, or one that is not in the pack")
    hand_sizes = {s: int(seats[s]["cards"]) for s in range(n) if hands[s] is None}
    pile_size = 0 if beneath is not None else pile_count - len(top)
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
    under = beneath if beneath is not None else tuple(pile_card(c) for c in places["pile"])
    pile = (*under, *(_pile_card(p) for p in top))
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


def pile_from_log(log: Sequence[Logged]) -> tuple[PileCard, ...] | None:
    """The pile as the seat's log shows it (every card laid on it and taken off it is public), bottom first; None
    without a log (or one that holds no deal yet)."""
    pile: list[PileCard] | None = None
    for kind, data in log:
        if kind == "GameDealt":
            pile = [pile_card(str(c)) for c in data.get("pile") or ()]
        elif pile is None:
            continue
        elif kind == "CardPlayed":
            became = data.get("became")
            pile.append(
                PileCard(
                    card=str(data["card"]), became=None if became is None else str(became), value=int(data["value"])
                )
            )
        elif kind == "PileShuffledIn":
            del pile[max(0, len(pile) - len(data["cards"])) :]
        elif kind == "DeckRebuilt":
            del pile[:-1]
    return None if pile is None else tuple(pile)


def _beneath(logged: tuple[PileCard, ...] | None, top: Sequence[JsonDict], count: int) -> tuple[PileCard, ...] | None:
    """The pile beneath the top that the view shows, from the log's pile; None without one, or when it does not fit
    the view (then it is not trusted, and the pile beneath is dealt like any hidden place)."""
    if logged is None or len(logged) != count or len(top) > count:
        return None
    shown = logged[count - len(top) :]
    if [p.card for p in shown] != [str(t["card"]) for t in top]:
        return None
    return logged[: count - len(top)]


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
