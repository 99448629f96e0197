"""The ``greedy`` bot of exploding aces: a heuristic over the seat's view and legal commands, nothing else.

It knows its hand, every hand's size, the deck's size and the cards shown on the table, and takes the cards it
cannot see as spread evenly over the deck and the other hands: so it knows the danger of a draw (an Ace), the
chance that an opponent holds an Ace, and the chance that one holds a Nine. It gets rid of an Ace at once (a
Six hands it to an opponent, a King defuses it where the next player draws it, a combination takes it back
into the deck unless a Nine is likely), and ends its turn without drawing whenever a card lets it (a Jack,
which also stacks the Aces it sees on top, Three of a Kind, a Queen, a Four, an Eight, a safe Five). It
challenges an opponent almost sure to hold an Ace (even odds heads up, when a hit wins), or any it may while
it holds one itself, but only one holding more cards than it does (so a miss never repeats). It plays a Nine
to cancel an Ace in a combination (its player is out), a Queen aimed at it, a Straight, or a Royal Flush it
cannot meet; it gives away an Ace whenever it must give a card, never names one, and keeps or takes Kings,
Queens, Jacks and Nines first.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from domain.bots import Knowledge
from domain.game import Command, JsonDict
from domain.games.exploding_aces.cards import rank
from domain.games.exploding_aces.commands import (
    Allow,
    Arrange,
    Block,
    Challenge,
    Continue,
    Draw,
    DrawFrom,
    End,
    Give,
    Keep,
    Nine,
    Play,
    Reject,
    Replay,
    Take,
)
from domain.games.exploding_aces.poker import Combo, classify

#: What keeping a card is worth: Kings defuse, Queens, Jacks, Fours and Eights end a turn; an Ace must go.
VALUE = {"K": 9, "Q": 8, "J": 7, "9": 6, "4": 5, "8": 5, "6": 4, "5": 3, "A": -20}
#: The cards that end a turn without a draw, best first, and how much the seat likes ending with each.
ENDERS = {"J": 48.0, "Q": 45.0, "4": 44.0, "8": 43.0}
#: Challenge an opponent holding more cards than the seat once the chance it holds an Ace reaches this...
CHALLENGE_AT = 0.85
#: ... or this, heads up (a hit wins the game)...
CHALLENGE_AT_HEADS_UP = 0.5
#: ... or this, while the seat holds an Ace itself (it has little to lose).
CHALLENGE_AT_ARMED = 0.1
#: A deck this small is mostly Aces put back: the seat neither disposes of its Aces with a Pair or Three of a
#: Kind (which draw them back), nor challenges (a miss draws) just because it holds one.
SMALL_DECK = 6
#: What a draw is worth with no danger, and what each point of danger (the chance of an Ace) costs.
DRAW = 30.0
DANGER = 100.0
#: What the chance that an opponent holds a Nine costs a combination holding an Ace (a Nine on it may put the
#: seat out).
NINE_RISK = 60.0
#: The score of a challenge sure to hit (the seat saw an Ace in the hand).
SURE = 200.0
#: The score of a command never to choose while another is legal.
NEVER = -10_000.0


@dataclass(frozen=True, slots=True)
class Table:
    """What the seat reads off its view: its hand, the opponents' hand sizes, and the cards it has not seen."""

    hand: tuple[str, ...]
    sizes: dict[int, int]  # surviving opponents' hand sizes
    deck: int
    unseen: dict[str, int]  # by rank: copies neither in the seat's hand nor shown
    pool: int  # where the unseen cards are: the deck and the opponents' hands

    @property
    def aces(self) -> int:
        return count(self.hand, "A")

    @property
    def q(self) -> float:
        """The chance that a card drawn is an Ace."""
        return min(1.0, self.unseen["A"] / self.pool) if self.pool else 0.0

    def chance(self, card: str, cards: int) -> float:
        """The chance that ``cards`` cards of the pool include one of rank ``card``."""
        return _any_of(self.pool, self.unseen[card], cards)

    def holds_ace(self, seat: int | None) -> float:
        return self.chance("A", self.sizes.get(seat, 0)) if seat is not None else 0.0

    @property
    def nine_threat(self) -> float:
        """The chance that an opponent holds a Nine."""
        return self.chance("9", sum(self.sizes.values()))


@lru_cache(maxsize=8192)
def _any_of(pool: int, copies: int, cards: int) -> float:
    """The chance that ``cards`` cards drawn from ``pool`` include one of its ``copies`` (a greedy decision asks
    the same few several times, and a search's playouts ask them thousands of times)."""
    none, clean = 1.0, pool - copies
    for i in range(min(cards, pool)):
        none *= max(0, clean - i) / (pool - i)
    return 1.0 - none


def count(cards: Iterable[str], wanted: str) -> int:
    return sum(1 for c in cards if rank(c) == wanted)


def read(known: Knowledge) -> Table:
    """The seat's ``Table``; of the discard pile it sees the top card, and it counts one Ace discarded for each
    player out (A2) and the Kings removed."""
    view = known.view
    hand = tuple(view.get("hand") or ())
    seats = view["seats"]
    sizes = {s["seat"]: int(s["cards"]) for s in seats if s["alive"] and s["seat"] != known.seat}
    table = view.get("table") or {}
    shown = [*hand, *view.get("in_use", ()), *table.get("cards", ()), *view.get("removed", ())]
    shown += [view["discard_top"]] if view.get("discard_top") else []
    shown += decision(view, known.seat).get("cards", ())  # a Jack's or a Two Pairs' cards, a replay's
    copies = 4 * (1 if len(seats) <= 6 else 2)
    unseen = {r: copies - count(shown, r) for r in ("A", "9", "K")}
    unseen["A"] -= min(len(view.get("eliminated", ())), int(view.get("discard_count", 0)))
    deck = int(view.get("deck", 0))
    return Table(hand, sizes, deck, {r: max(0, n) for r, n in unseen.items()}, deck + sum(sizes.values()))


def greedy(knowledge: Knowledge, rng: random.Random) -> Command:
    """The legal command with the best score (ties broken by ``rng``)."""
    t = read(knowledge)
    view = knowledge.view
    mine = decision(view, knowledge.seat)
    scored = [(score(command, t, view, knowledge.seat, mine), command) for command in knowledge.legal]
    choice = best_of(scored, rng) or knowledge.legal[0]
    guess = isinstance(choice, Challenge) and max(v for v, _ in scored) < SURE
    if guess and t.deck < SMALL_DECK and rng.random() < 0.5:
        # A guess near the end of a deck: only every other time, so that two greedy seats whose Aces go back
        # and forth through a tiny deck (a Pair of them, a challenge that draws them) do not do it for ever.
        choice = best_of([(v, c) for v, c in scored if not isinstance(c, Challenge)], rng) or choice
    return choice


def best_of(scored: Sequence[tuple[float, Command]], rng: random.Random) -> Command | None:
    """The best-scored command (ties broken by ``rng``), None if there is none."""
    if not scored:
        return None
    best = max(v for v, _ in scored)
    top = [command for v, command in scored if v == best]
    return top[rng.randrange(len(top))] if len(top) > 1 else top[0]


def keep_value(card: str) -> float:
    return VALUE.get(rank(card), 0)


def score(command: Command, t: Table, view: JsonDict, seat: int, mine: JsonDict | None = None) -> float:
    """How much the seat likes ``command`` (only compared with the other legal commands); ``mine``: the decision
    the seat owes (``decision``), when the caller has it."""
    mine = decision(view, seat) if mine is None else mine
    match command:
        case Challenge(target=target):
            return challenge_score(t, target, mine)
        case Replay():
            left = [c for c in mine.get("cards", ()) if c not in command.cards]
            return (NEVER / 10 if count(left, "A") else 0) + play_score(command, t, view)
        case Play():
            return play_score(command, t, view)
        case Draw():
            return draw_score(t) if view.get("step") != "queen" else 0
        case End():
            return 10 if not disposal(t) else 0
        case Continue():
            return 5 if not disposal(t) else 20
        case Nine(cancel=cancel):
            return nine_score(cancel, t, view, seat)
        case Give(cards=cards):
            return -sum(keep_value(c) for c in cards)  # Aces first: their receiver is out (A3)
        case Keep(card=card) | Take(card=card):
            return keep_value(card)
        case Reject():
            return 100 if rank(mine.get("card") or "") == "A" else -1  # another draw may be worse
        case DrawFrom(end=end):
            return 1 if end == "top" else 0
        case Arrange(card=card, order=order):
            return keep_value(card) * 10 + sum(1 / (i + 1) for i, c in enumerate(order) if rank(c) == "A")
        case Block():
            return 10 if t.aces == 0 else -10  # with an Ace, let the trade come: the Ace goes to its player
        case Allow():
            return 1
    return 0  # Waive, TakeBlind (any position is as good), and anything unforeseen


def decision(view: JsonDict, seat: int) -> JsonDict:
    """The decision ``seat`` owes, as the view shows it (empty if none)."""
    return next((d for d in view.get("decisions", ()) if d.get("seat") == seat), {})


def draw_score(t: Table) -> float:
    return DRAW - DANGER * t.q


def challenge_score(t: Table, target: int, mine: JsonDict) -> float:
    """Challenge an opponent seen to hold an Ace, or likely to hold one and holding more cards than the seat."""
    if mine.get("kind") == "two-pairs" and mine.get("target") == target:
        return SURE if count(mine.get("cards", ()), "A") else NEVER
    size = t.sizes.get(target, 0)
    if len(t.hand) >= size or t.deck < size - len(t.hand):  # a miss must leave the seat more cards than it
        return NEVER
    chance = t.holds_ace(target)
    at = CHALLENGE_AT_HEADS_UP if len(t.sizes) == 1 else CHALLENGE_AT
    if t.aces and t.deck >= SMALL_DECK:
        at = CHALLENGE_AT_ARMED
    return 150 + chance if chance >= at else NEVER


def disposal(t: Table) -> bool:
    """Whether the seat holds an Ace and a way to get rid of it: a King, a Six or another Ace."""
    ranks = [rank(c) for c in t.hand]
    return bool(t.aces) and ("K" in ranks or "6" in ranks or (t.aces >= 2 and t.deck >= SMALL_DECK))


def play_score(play: Play | Replay, t: Table, view: JsonDict) -> float:
    combo = classify(play.cards)
    if combo is None:
        return NEVER
    if combo is Combo.SINGLE:
        return single_score(play, t)
    if combo is Combo.ROYAL_FLUSH:
        return 120
    risk = 0.0
    if combo is Combo.FOUR:
        risk = sum(t.holds_ace(s) for s in t.sizes)  # a blind take may be an Ace
    elif combo is Combo.STRAIGHT_FLUSH:
        risk = t.chance("A", sum(t.sizes.values()))  # every hand comes to the seat
    elif combo is Combo.PAIR:
        risk = pair_risk(play, t)
    aces = count(play.cards, "A") - (2 * risk if combo is Combo.PAIR else 0)  # a Pair may draw some back
    if aces >= 1 and (t.deck >= SMALL_DECK or combo not in (Combo.PAIR, Combo.THREE)):
        # back into the deck, unless a Nine cancels a card the replay cannot do without
        return 85 + 2 * aces - NINE_RISK * t.nine_threat - 60 * risk
    match combo:
        case Combo.TWO_PAIRS:  # a look at the hand most likely to hold an Ace, and a card from it
            return 60 + 30 * t.holds_ace(play.target)
        case Combo.STRAIGHT:
            return 55  # every opponent draws 2
        case Combo.FLUSH:
            return 50 if len(t.sizes) >= 2 else -5  # the hands move on, with their Aces
        case Combo.THREE:
            return 46  # a draw that may reject an Ace twice, then End
        case Combo.PAIR:
            return DRAW - DANGER * risk - sum(max(0.0, keep_value(c)) for c in play.cards)
    return -10 - 60 * risk


def pair_risk(play: Play | Replay, t: Table) -> float:
    """The chance that a Pair brings the seat an Ace: its target lacks the rank named (2 cards drawn), or it is
    the Ace (never name it)."""
    if play.rank is None or play.target is None:
        return 0.0
    if play.rank == "A":
        return 1.0
    size = t.sizes.get(play.target, 0)
    has = 1 - (1 - 4 / max(1, t.pool)) ** size if play.rank != "K" else t.chance("K", size)
    return (1 - has) * t.chance("A", 2)


def single_score(play: Play | Replay, t: Table) -> float:
    card = rank(play.cards[0])
    if card == "K":
        return 90 + (1 if play.position == defuse_position(t) else 0) + (play.king_position or 0) * 0.001
    if card == "6":
        back = t.holds_ace(play.target)
        if t.aces and len(t.hand) > 1 and t.sizes.get(play.target or -1):
            return 95 - 40 * back  # hand it the Ace (it is out), unless it hands one back first
        return -20 - 40 * back
    if card in ENDERS:
        return ENDERS[card]
    if card == "5":  # a card from an opponent, then End; the worse if it may give an Ace
        return 40 - 50 * t.holds_ace(play.target) + 0.01 * t.sizes.get(play.target or -1, 0)
    if card == "2":
        return draw_score(t) - 1  # the bottom card, then End: as a draw, less the card
    if card == "7":
        return -40 if play.rank != "A" else -30
    return -50  # a Three or a Ten: nothing for a bot that remembers nothing


def defuse_position(t: Table) -> int:
    """Where a defused Ace goes: on top if the seat can end the turn without a draw (the next player draws it),
    else second (the seat draws the top card)."""
    enders = [c for c in t.hand if rank(c) in ENDERS]
    return 0 if enders else min(1, t.deck)


def nine_score(cancel: str | None, t: Table, view: JsonDict, seat: int) -> float:
    """A Nine when the play standing would hurt the seat, or cancelling an Ace in it puts its player out."""
    table = view.get("table") or {}
    hurts, kill = threat(table, t, view, seat)
    if not table.get("nines") and cancel is not None:  # the first Nine on a combination names its card
        if kill and rank(cancel) == "A":
            return 100
        return 50 - keep_value(cancel) if hurts else -10
    stands = len(table.get("nines", ())) % 2 == 0
    return 50 if stands and (hurts or kill) else -10


def threat(table: JsonDict, t: Table, view: JsonDict, seat: int) -> tuple[bool, bool]:
    """Whether the play on the table would hurt the seat, and whether cancelling one of its Aces puts its player
    out."""
    cards: Sequence[str] = table.get("cards", ())
    player = table.get("seat")
    if player == seat or player is None or not cards:
        return False, False
    form = table.get("form")
    if form == "single":
        card = rank(cards[0])
        if card == "Q":
            return after(view, int(player)) == seat, False
        return card in ("5", "6") and table.get("target") == seat and t.aces == 0, False
    kill = count(cards, "A") > 0 and (not table.get("nines") or rank(str(table.get("cancel"))) == "A")
    if form == "royal-flush":
        return "K" not in [rank(c) for c in t.hand], kill
    return form in ("straight", "four-of-a-kind"), kill


def after(view: JsonDict, seat: int) -> int:
    """The surviving seat after ``seat`` in the current direction."""
    seats = view["seats"]
    n, direction = len(seats), int(view.get("direction") or 1)
    return next(
        ((seat + step * direction) % n for step in range(1, n) if seats[(seat + step * direction) % n]["alive"]),
        seat,
    )
