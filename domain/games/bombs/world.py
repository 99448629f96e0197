"""The ``search`` bot's worlds and values for bombs (``domain.search``).

``world`` rebuilds a whole ``BombsState`` from what one seat knows (its view and legal commands), never from the
real state: ``GAME.view(world(known, rng), known.seat) == known.view``. From the view it takes

- the table: ``seats[]`` (``name``, ``bot``, ``score``; ``cards`` as each hand's size), ``phase``,
  ``hand_number``, ``hands_total`` (the ``hands`` option), ``tiebreak``, ``players``, ``dealer``, ``turn``,
  ``finishing_order`` and ``result``;
- the trick: ``trick`` (``number`` less one is the trick number; ``leader``, ``form``, ``top``, ``top_seat``,
  ``passes``) and the open last call, ``windows[]`` (``key``, ``seats``, ``waived``; the trick's count of calls is
  the key's last number);
- the exchange, every field of which is public: ``exchange`` (``knave``, ``master``, ``stage``, ``revolt``,
  ``card``, ``accepted``, ``returned``; ``requests[]`` gives the ranks asked for, and the one ``held`` is the rank
  the Master must return);
- the cards it sees where they are: its ``hand``, the trick's ``top``, every hand once finished (``hands``).

The hidden cards are the pack less those and less every card played since the deal, which the seat's log shows
(``played_since_deal``; the view does not: the state forgets the cards beaten). They lie in the other seats' hands
(each as many as its ``cards``), dealt there at random. Without a log (a caller that gives none), a world cannot
tell a card already played from one still held, and deals the hidden cards among the other hands and the heap of
cards played (its size is what is left over). The deal keeps what the
exchange made public and the rules make sure of (each as far as the hidden cards allow; in the exchange, when
nothing has been played, these are certain):

- the card the Knave passed is in the hand that has it now (the Knave's until the Master accepts it, then the
  Master's) or was played; the card the Master returned is in the Knave's hand or was played;
- the Knave passed its highest card (B10), so it held nothing above it but what the Master returned; a Knave who
  revolted or declined to (both jokers) held both jokers, one who was not asked held at most one;
- a Master who did not hold a requested rank holds none of it; one who must return a rank holds one now;
- the holder of the 3♣ leads the first trick of hand 1 and of a tie-break hand (B16).

What the view does not show, chosen consistently with it:

- The turn clock: the view shows when it falls due (``turn_due_ms``, ``decisions[].due_ms``), not how long it is
  nor when it started. The world starts it at the decision's time (``known.now_ms``), as far as the option's range
  (1 s to 10 min) allows, and makes it as long as that leaves; no due time, no clock (a clock that does not run
  now, in a last call, is not seen either: those worlds have none).
- The last call's window (the ``window_ms`` option): when a call is open, it opened at the decision's time (as far
  as the option's range, 1 ms to 60 s, allows) and lasts until its ``due_ms``; else the option's default (3 s).
- ``seq`` (which only names the clock's key) is 0; ``clock_ms`` is the clock's start, else the decision's time;
  the trick number is 0 outside play.
- ``Options.table`` (a table of a match, which waits after each hand for the match): only a table that has
  finished its hand and waits (phase ``dealing`` with a finishing order) shows it; every other world is a table of
  its own, which deals its next hand itself (a match's table cannot be told from one in play).

``value`` (``domain.games.bombs.standing``) is what a state is worth to a seat, 0 to 1.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence

from domain.bots import Knowledge, Logged
from domain.cards import rank_of
from domain.game import JsonDict
from domain.games.bombs.combos import JOKERS, sort_cards
from domain.games.bombs.exchange import highest_card
from domain.games.bombs.options import Options
from domain.games.bombs.setup import FIRST_LEAD_CARD, deck
from domain.games.bombs.standing import value as value
from domain.games.bombs.state import BombsState, Exchange, LastCall, Phase, Result, Stage, Trick

#: The ranges of the ``turn_clock_ms`` and ``window_ms`` options (``options``), and the window's default.
_CLOCK_RANGE = (1000, 600_000)
_WINDOW_RANGE = (1, 60_000)
_DEFAULT_WINDOW_MS = Options().window_ms
#: The heap of the cards played and forgotten since the deal, as a place of the deal (seats are 0 and up).
_GONE = -1
#: How many times a deal is tried with every fact it keeps, then with the certain ones only, before the hidden
#: cards are dealt with none.
_TRIES = 12

_PACK = tuple(deck())


# -- the world -------------------------------------------------------------------------------------------


def world(knowledge: Knowledge, rng: random.Random) -> BombsState:
    """A whole table consistent with ``knowledge`` alone, every card its seat cannot see dealt by ``rng``."""
    view, me = knowledge.view, knowledge.seat
    seats: list[JsonDict] = list(view["seats"])
    phase = Phase(view["phase"])
    raw_trick: JsonDict | None = view.get("trick")
    raw_call: JsonDict | None = next(iter(view.get("windows") or ()), None)
    ex = _exchange(view.get("exchange"))
    order = tuple(int(s) for s in view["finishing_order"])
    clock_ms, clock = _span(_clock_due(view), knowledge.now_ms, _CLOCK_RANGE, None)
    call_due = None if raw_call is None else int(raw_call["due_ms"])
    opened_ms, window = _span(call_due, knowledge.now_ms, _WINDOW_RANGE, _DEFAULT_WINDOW_MS)
    trick = None
    if raw_trick is not None:
        trick = Trick(
            leader=int(raw_trick["leader"]),
            form=raw_trick["form"],
            top=tuple(str(c) for c in raw_trick["top"]),
            top_seat=raw_trick["top_seat"],
            passes=int(raw_trick["passes"]),
            calls=0 if raw_call is None else int(str(raw_call["key"]).rsplit(":", 1)[-1]),
        )
    last_call = None
    if raw_call is not None:
        last_call = LastCall(
            key=str(raw_call["key"]),
            seats=tuple(int(s) for s in raw_call["seats"]),
            waived=tuple(int(s) for s in raw_call["waived"]),
            opened_ms=opened_ms,
        )
    hand_number = int(view["hand_number"])
    tiebreak = bool(view["tiebreak"])
    trick_number = int(raw_trick["number"]) - 1 if raw_trick is not None else 0
    first_leader = None
    if trick is not None and trick_number == 0 and (hand_number == 1 or tiebreak):
        first_leader = trick.leader  # the 3♣ leads the first trick of hand 1 and of a tie-break hand (B16)
    return BombsState(
        names=tuple(str(s["name"]) for s in seats),
        bots=tuple(bool(s["bot"]) for s in seats),
        options=Options(
            hands=int(view["hands_total"]),
            window_ms=_DEFAULT_WINDOW_MS if window is None else window,
            turn_clock_ms=clock,
            table=phase is Phase.DEALING and bool(order),
        ),
        scores=tuple(int(s["score"]) for s in seats),
        phase=phase,
        hand_number=hand_number,
        tiebreak=tiebreak,
        players=tuple(int(s) for s in view["players"]),
        dealer=view["dealer"],
        hands=_hands(view, me, ex, first_leader, rng, played_since_deal(knowledge.log)),
        exchange=ex,
        trick=trick,
        trick_number=trick_number,
        turn=view["turn"],
        last_call=last_call,
        order=order,
        result=_result(view.get("result")),
        seq=0,
        clock_ms=clock_ms,
    )


def _clock_due(view: JsonDict) -> int | None:
    """When the turn clock falls due, as the view shows it (None: no clock runs now)."""
    if view.get("turn_due_ms") is not None:
        return int(view["turn_due_ms"])
    return next((int(d["due_ms"]) for d in view.get("decisions") or () if d.get("due_ms") is not None), None)


def _span(due: int | None, now_ms: int, bounds: tuple[int, int], default: int | None) -> tuple[int, int | None]:
    """The start and length of a timer that falls due at ``due``: started at ``now_ms`` as far as ``bounds`` (the
    option's range of lengths) allow; with no due time, started now with the ``default`` length."""
    if due is None:
        return now_ms, default
    length = min(max(due - now_ms, bounds[0]), bounds[1])
    return due - length, length


def _exchange(raw: JsonDict | None) -> Exchange | None:
    if raw is None:
        return None
    requests: list[JsonDict] = list(raw["requests"])
    return Exchange(
        knave=int(raw["knave"]),
        master=int(raw["master"]),
        stage=Stage(raw["stage"]),
        revolt=raw["revolt"],
        card=raw["card"],
        accepted=raw["accepted"],
        requests=tuple(str(r["rank"]) for r in requests),
        required=next((str(r["rank"]) for r in requests if r["held"]), None),
        returned=raw["returned"],
    )


def _result(raw: JsonDict | None) -> Result | None:
    if raw is None:
        return None
    return Result(
        ranking=tuple(int(s) for s in raw["ranking"]),
        ranks=tuple(int(r) for r in raw["ranks"]),
        scores=tuple(int(s) for s in raw["scores"]),
        winners=tuple(int(s) for s in raw["winners"]),
    )


def played_since_deal(log: Sequence[Logged]) -> tuple[str, ...] | None:
    """The cards played since the last deal, as the seat's log shows them (every play is public); None without a
    log (or one that holds no deal yet)."""
    played: list[str] | None = None
    for kind, data in log:
        if kind == "HandDealt":
            played = []
        elif kind == "CardsPlayed" and played is not None:
            played.extend(str(c) for c in data["cards"])
    return None if played is None else tuple(played)


def _hands(
    view: JsonDict,
    me: int,
    ex: Exchange | None,
    first_leader: int | None,
    rng: random.Random,
    played: Sequence[str] | None,
) -> tuple[tuple[str, ...], ...]:
    """Every seat's hand: the seat's own and every hand once finished as the view shows them, the others dealt from
    the hidden cards (``_deal``): the pack less what the seat sees and, with its log, less every card played since
    the deal (``played``; then nothing hidden lies in the heap of cards played)."""
    shown = view.get("hands")
    if shown is not None:
        return tuple(tuple(str(c) for c in hand) for hand in shown)
    own = view.get("hand")
    counts = [int(s["cards"]) for s in view["seats"]]
    if own is None:
        if any(counts):
            raise ValueError("a seat's view without its hand shows cards in hands")
        return ()  # before the first deal
    mine = tuple(str(c) for c in own)
    top = [str(c) for c in (view.get("trick") or {}).get("top") or ()]
    hidden = list((Counter(_PACK) - Counter(mine) - Counter(top)).elements())
    if len(hidden) + len(mine) + len(top) != len(_PACK):
        raise ValueError("the view shows a card twice, or one that is not in the pack")
    sizes = {s: k for s, k in enumerate(counts) if s != me and k > 0}
    if played is not None:
        unplayed = list((Counter(hidden) - Counter(played)).elements())
        if len(unplayed) >= sum(sizes.values()):  # a log that does not fit the view is not trusted
            hidden = unplayed
    gone = len(hidden) - sum(sizes.values())
    if gone < 0:
        raise ValueError("the view's card counts do not add up to the pack")
    if gone:
        sizes[_GONE] = gone
    facts, certain = _facts(ex, me, first_leader, sizes, hidden, rng)
    dealt = _deal(hidden, sizes, facts, rng) or _deal(hidden, sizes, certain, rng) or _deal(hidden, sizes, {}, rng)
    assert dealt is not None  # with no facts to keep, every deal fits
    hands = [dealt.get(s, ()) if s != me else mine for s in range(len(counts))]
    return tuple(tuple(sort_cards(hand)) for hand in hands)


def _facts(
    ex: Exchange | None,
    me: int,
    first_leader: int | None,
    sizes: Mapping[int, int],
    hidden: Sequence[str],
    rng: random.Random,
) -> tuple[dict[str, tuple[int, ...]], dict[str, tuple[int, ...]]]:
    """Where each hidden card may lie, for the cards the exchange and the first lead say something of (the places
    of ``sizes``): every fact, and the certain ones (those the rules need to play on: nothing has been played in
    the exchange, so there a card's place is known)."""
    places = tuple(sizes)
    facts: dict[str, tuple[int, ...]] = {}
    certain: dict[str, tuple[int, ...]] = {}

    def held_by(card: str, seat: int, *, sure: bool = False) -> None:
        """``card`` is in ``seat``'s hand, unless it was played since."""
        if card not in hidden:
            return
        allowed = tuple(p for p in places if p in (seat, _GONE) and p in facts.get(card, places))
        facts[card] = allowed
        if sure:
            certain[card] = allowed

    def not_held_by(card: str, seat: int) -> None:
        if card in hidden and seat != me:
            facts[card] = tuple(p for p in facts.get(card, places) if p != seat)

    if first_leader is not None:
        held_by(FIRST_LEAD_CARD, first_leader)
    if ex is None:
        return facts, certain
    knave, master = ex.knave, ex.master
    exchanging = _GONE not in sizes  # nothing played yet: every hidden card is in a hand
    if ex.card is not None:
        passed = ex.card
        for card in hidden:
            if card != ex.returned and card != passed and highest_card((passed, card)) != passed:
                not_held_by(card, knave)  # the Knave passed its highest card (B10)
        if ex.revolt is None and passed == "RJ":
            not_held_by("BJ", knave)  # a Knave with both jokers is asked to revolt first
    if ex.revolt is not None or ex.stage is Stage.REVOLT:
        for joker in JOKERS:
            if joker != ex.card:
                held_by(joker, knave, sure=exchanging)
    if ex.card is not None and ex.card != ex.returned:
        held_by(ex.card, master if ex.accepted else knave, sure=exchanging)
    for rank in ex.requests:
        if rank != ex.required:
            for card in hidden:
                if rank_of(card) == rank:
                    not_held_by(card, master)
    if ex.returned is not None:
        held_by(ex.returned, knave, sure=exchanging)
    elif ex.stage is Stage.RETURN and ex.required is not None and master != me:
        # The Master must return a card of the rank it holds: one of that rank is in its hand.
        ranked = [c for c in hidden if rank_of(c) == ex.required and master in facts.get(c, places)]
        if ranked:
            card = ranked[rng.randrange(len(ranked))]
            facts[card] = certain[card] = (master,)
    return facts, certain


def _deal(
    hidden: Sequence[str], sizes: Mapping[int, int], facts: Mapping[str, tuple[int, ...]], rng: random.Random
) -> dict[int, tuple[str, ...]] | None:
    """The hidden cards dealt at random into places of ``sizes``, each card of ``facts`` into one of its places
    (the most constrained first, each place as likely as the room it has left); None when no try fits."""
    for _ in range(_TRIES if facts else 1):
        room = dict(sizes)
        placed: dict[int, list[str]] = {p: [] for p in sizes}
        bound = [(card, facts[card]) for card in hidden if card in facts]
        free = [card for card in hidden if card not in facts]
        rng.shuffle(bound)
        bound.sort(key=lambda item: len(item[1]))
        fits = True
        for card, allowed in bound:
            options = [p for p in allowed if room.get(p, 0) > 0]
            if not options:
                fits = False
                break
            place = rng.choices(options, weights=[room[p] for p in options])[0]
            placed[place].append(card)
            room[place] -= 1
        if not fits:
            continue
        rng.shuffle(free)
        cards = iter(free)
        for place in placed:
            placed[place].extend(next(cards) for _ in range(room[place]))
        return {p: tuple(cards_) for p, cards_ in placed.items() if p != _GONE}
    return None
