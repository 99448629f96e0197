"""The ``search`` bot's worlds and values for haggis (``domain.search``).

``world`` rebuilds a whole ``HaggisState`` from what one seat knows (its view and legal commands), never from the
real state: ``GAME.view(world(known, rng), known.seat) == known.view``. From the view it takes

- the table: ``seats[]`` (``name``, ``bot``, ``score``; ``cards`` as each hand's size, ``wilds`` as the wilds each
  hand holds, ``bet`` as its bet, ``captured_cards`` as the size of its pile), ``phase``, ``round``, ``dealer``,
  ``removed_suit``, ``turn``, ``finishing_order``, ``last_round`` and ``result``;
- the options: ``target``, ``card_points``, ``first_out_bonus_3p`` (and the turn clock, below);
- the trick: ``trick`` (``number`` less one is the trick number; ``leader``, ``passes`` and every combination of
  ``plays``, each read as its ``kind``, ``width``, ``top_rank`` and ``bomb`` say);
- the cards it sees where they are: its ``hand``, the wilds of every hand, the trick's cards, the number cards of
  the removed suit, and every hand, the Haggis and every pile once the game is finished (``hands``, ``haggis``,
  ``captured``).

The hidden cards are the pack less those. Wilds are face up in the hands, so a hidden wild was played in an
earlier trick and lies in a captured pile; the number cards hidden are dealt at random among the other seats'
hands (each as many as its ``cards`` less its ``wilds``), the Haggis (``haggis_cards``) and the captured piles
(``captured_cards``, the seat's own pile too: the view shows no pile's cards). Every such deal is as likely as any
other: the hands and the Haggis take number cards at random, the piles the rest. (A testing deal may leave cards
out of the game, short hands and a short Haggis: the hidden cards no place takes are left out.)

The view does not show the round's earlier tricks; the seat's log does (``captured_since_deal``: every combination
played, and who captured each trick). With it, each pile holds exactly the cards captured into it, and the hidden
number cards are dealt among the hands and the Haggis alone. Without a log (a caller that gives none), a world
cannot tell a card captured already from one still held: it may deal a card the seat saw played back into a hand.

What the view does not show, chosen consistently with it:

- ``played`` (whether a seat played a card this round, which closes its betting): a seat that has not bet has not
  played (its first play records a bet of 0); one that has bet has played when it holds fewer than the 17 cards of
  a deal, is out or has a combination in the trick. It only decides which refusal a second bet gets.
- ``going_out`` (the points of the seats out this round, 5 × the largest other hand when each went out): exact
  when its going out is still in the trick on the table (the other hands then held what they hold now and what
  they played since); else the largest other hand now, the least it can have been.
- The turn clock: the view shows when it falls due (``turn_due_ms``), not how long it is nor when it started. The
  world starts it at the decision's time (``known.now_ms``) as far as the option's range (1 s to 10 min) allows,
  and makes it as long as that leaves; no due time, no clock.
- ``seq`` and ``turn_seq`` (which only name the clock's key) are 0; the trick number is 0 when no trick is shown;
  captured piles are sorted.

``value`` (``domain.games.haggis.standing``) is what a state is worth to a seat, 0 to 1.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from domain.bots import Knowledge, Logged
from domain.game import JsonDict
from domain.games.haggis.cards import RANK_OF_NAME, SUITS, WILDS, is_wild, number_cards, sort_cards
from domain.games.haggis.combos import Kind, Reading
from domain.games.haggis.options import Options
from domain.games.haggis.scoring import GOING_OUT_FACTOR
from domain.games.haggis.setup import HAND_SIZE
from domain.games.haggis.standing import deal as deal
from domain.games.haggis.standing import value as value
from domain.games.haggis.state import HaggisState, Phase, Result, RoundSummary, Trick, TrickPlay

#: The range of the ``turn_clock_ms`` option (``domain.game.turn_clock_option``).
_CLOCK_RANGE = (1000, 600_000)
#: The cards a dealt hand holds: 14 number cards and the seat's J, Q and K.
_DEALT = HAND_SIZE + len(WILDS)

# -- the world -------------------------------------------------------------------------------------------


def world(knowledge: Knowledge, rng: random.Random) -> HaggisState:
    """A whole table consistent with ``knowledge`` alone, every card its seat cannot see dealt by ``rng``."""
    view, me = knowledge.view, knowledge.seat
    seats: list[JsonDict] = list(view["seats"])
    n = len(seats)
    phase = Phase(view["phase"])
    round_number = int(view["round"])
    trick_view: JsonDict | None = view.get("trick")
    trick = _trick(trick_view)
    order = tuple(int(s) for s in view["finishing_order"])
    due = view.get("turn_due_ms")
    turn_ms, clock = _clock(None if due is None else int(due), knowledge.now_ms)
    dealt = view.get("hand") is not None or "hands" in view
    counts = [int(s["cards"]) for s in seats]
    bets: tuple[int | None, ...] = tuple(s["bet"] for s in seats) if dealt else ()
    in_trick = {p.seat for p in trick.plays} if trick is not None else set()
    played = (
        tuple(
            bets[s] is not None and (counts[s] < _DEALT or s in order or s in in_trick or counts[s] == 0)
            for s in range(n)
        )
        if dealt
        else ()
    )
    piles = captured_since_deal(knowledge.log, len(view["seats"]))
    hands, haggis, captured = _cards(view, me, trick, rng, piles) if dealt else ((), (), ())
    return HaggisState(
        names=tuple(str(s["name"]) for s in seats),
        bots=tuple(bool(s["bot"]) for s in seats),
        options=Options(
            target=int(view["target"]),
            card_points=str(view["card_points"]),
            first_out_bonus_3p=bool(view["first_out_bonus_3p"]),
            turn_clock_ms=clock,
        ),
        scores=tuple(int(s["score"]) for s in seats),
        phase=phase,
        round_number=round_number,
        dealer=view["dealer"],
        removed_suit=view["removed_suit"],
        hands=hands,
        haggis=haggis,
        captured=captured,
        trick=trick,
        trick_number=int(trick_view["number"]) - 1 if trick_view is not None else 0,
        turn=view["turn"],
        bets=bets,
        played=played,
        order=order,
        going_out=_going_out(order, counts, trick) if dealt else (),
        last_round=_summary(view.get("last_round")),
        result=_result(view.get("result")),
        seq=0,
        turn_seq=0,
        turn_ms=turn_ms,
    )


def _clock(due: int | None, now_ms: int) -> tuple[int, int | None]:
    """The start and length of the turn clock that falls due at ``due``: started at ``now_ms`` as far as the option's
    range of lengths allows; with no due time, no clock (started now)."""
    if due is None:
        return now_ms, None
    length = min(max(due - now_ms, _CLOCK_RANGE[0]), _CLOCK_RANGE[1])
    return due - length, length


def _reading(play: JsonDict) -> Reading:
    top = play.get("top_rank")
    return Reading(
        kind=Kind(play["kind"]),
        count=len(play["cards"]),
        width=play.get("width"),
        top=None if top is None else RANK_OF_NAME[str(top)],
        bomb=play.get("bomb"),
    )


def _trick(raw: JsonDict | None) -> Trick | None:
    if raw is None:
        return None
    plays = tuple(
        TrickPlay(seat=int(p["seat"]), cards=tuple(str(c) for c in p["cards"]), reading=_reading(p))
        for p in raw["plays"]
    )
    return Trick(leader=int(raw["leader"]), plays=plays, passes=int(raw["passes"]))


def _summary(raw: JsonDict | None) -> RoundSummary | None:
    if raw is None:
        return None
    return RoundSummary(
        round=int(raw["round"]),
        order=tuple(int(s) for s in raw["order"]),
        going_out=tuple(int(p) for p in raw["going_out"]),
        card_points=tuple(int(p) for p in raw["card_points"]),
        bets=tuple(int(p) for p in raw["bets"]),
        bonus=tuple(int(p) for p in raw["bonus"]),
        points=tuple(int(p) for p in raw["points"]),
    )


def _result(raw: JsonDict | None) -> Result | None:
    if raw is None:
        return None
    return Result(
        ranking=tuple(int(s) for s in raw["ranking"]),
        scores=tuple(int(s) for s in raw["scores"]),
        winners=tuple(int(s) for s in raw["winners"]),
    )


def _going_out(order: Sequence[int], counts: Sequence[int], trick: Trick | None) -> tuple[int, ...]:
    """The going-out points of the seats out (``going_out``'s choice in the module's notes)."""
    points = [0] * len(counts)
    for seat in order:
        held = list(counts)
        last = None
        if trick is not None:
            last = next((i for i in range(len(trick.plays) - 1, -1, -1) if trick.plays[i].seat == seat), None)
        if last is not None and trick is not None:
            for later in trick.plays[last + 1 :]:
                held[later.seat] += len(later.cards)
        points[seat] = GOING_OUT_FACTOR * max((held[o] for o in range(len(held)) if o != seat), default=0)
    return tuple(points)


def captured_since_deal(log: Sequence[Logged], seats: int) -> tuple[tuple[str, ...], ...] | None:
    """Each seat's pile as the seat's log shows it: the cards of every trick captured into it since the round was
    dealt (every play is public); None without a log (or one that holds no deal yet)."""
    piles: list[list[str]] | None = None
    trick: list[str] = []
    for kind, data in log:
        if kind == "RoundDealt":
            piles, trick = [[] for _ in range(seats)], []
        elif piles is not None and kind == "CombinationPlayed":
            trick.extend(str(c) for c in data["cards"])
        elif piles is not None and kind == "TrickCaptured":
            piles[int(data["capturer"])].extend(trick)
            trick = []
    return None if piles is None else tuple(tuple(pile) for pile in piles)


def _cards(
    view: JsonDict,
    me: int,
    trick: Trick | None,
    rng: random.Random,
    piles: Sequence[Sequence[str]] | None = None,
) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """Every hand, the Haggis and every captured pile: what the view shows where it shows it, the piles as the log
    shows them (``piles``, when they fit the view), the hidden cards dealt at random among the places that hide
    them."""
    seats: list[JsonDict] = list(view["seats"])
    n = len(seats)
    if "hands" in view:  # a finished game shows everything
        return (
            tuple(tuple(str(c) for c in hand) for hand in view["hands"]),
            tuple(str(c) for c in view.get("haggis") or ()),
            tuple(tuple(str(c) for c in pile) for pile in view.get("captured") or ()),
        )
    mine = tuple(str(c) for c in view["hand"])
    removed = view.get("removed_suit")
    pack = Counter((*number_cards(SUITS), *WILDS * n))
    seen = Counter(mine)
    for s, entry in enumerate(seats):
        if s != me:
            seen.update(str(w) for w in entry["wilds"])
    if trick is not None:
        seen.update(trick.cards())
    if removed is not None:
        seen.update(number_cards([removed]))
    if seen - pack:
        raise ValueError("the view shows a card twice, or one that is not in the pack")
    hidden = pack - seen
    hand_room = {s: int(e["cards"]) - len(e["wilds"]) for s, e in enumerate(seats) if s != me}
    pile_room = [int(e["captured_cards"]) for e in seats]
    if piles is not None and [len(p) for p in piles] == pile_room and not Counter(c for p in piles for c in p) - hidden:
        hidden -= Counter(c for p in piles for c in p)
        pile_room = [0] * n
    else:
        piles = None
    numbers = [c for c in hidden.elements() if not is_wild(c)]
    haggis_room = int(view["haggis_cards"])
    face_down = sum(hand_room.values()) + haggis_room
    if min(hand_room.values(), default=0) < 0 or face_down > len(numbers):
        raise ValueError("the view shows more cards in hands and the Haggis than the pack hides")
    # The hands and the Haggis take number cards at random; the piles take the rest, wilds included. With a whole
    # deal nothing is left over, and every deal of the hidden cards is as likely as any other.
    rng.shuffle(numbers)
    rest = [*(c for c in hidden.elements() if is_wild(c)), *numbers[face_down:]]
    if sum(pile_room) > len(rest):
        raise ValueError("the view shows more captured cards than the pack hides")
    rng.shuffle(rest)
    drawn, taken = iter(numbers[:face_down]), iter(rest)
    hands = tuple(
        mine if s == me else sort_cards([*(str(w) for w in e["wilds"]), *(next(drawn) for _ in range(hand_room[s]))])
        for s, e in enumerate(seats)
    )
    haggis = sort_cards(next(drawn) for _ in range(haggis_room))
    dealt = [
        [*(piles[s] if piles is not None else ()), *(next(taken) for _ in range(room))]
        for s, room in enumerate(pile_room)
    ]
    return tuple(hands), haggis, tuple(sort_cards(pile) for pile in dealt)
