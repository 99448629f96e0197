"""The ``search`` bot's worlds and values for exploding aces (``domain.search``).

``world`` rebuilds a whole ``AcesState`` from what one seat knows (its view and legal commands), never from the
real state: ``GAME.view(world(known, rng), known.seat) == known.view``. From the view it takes

- the table: ``seats[]`` (names, bots, ``alive``, ``cards`` as each hand's size), ``turn``, ``step``, ``queen``,
  ``direction``, ``defuses``, ``recycle_quota``, ``eliminated`` and ``result``; the number of packs is the count
  of every card the view places, over 52;
- the cards it sees where they are: its ``hand``, ``removed``, ``in_use``, the discard pile's top, the play on the
  ``table``, the cards of a replay, its own Jack's lifted cards and the hand its own Two Pairs looked at (they are
  still in that hand), and once finished every hand and the deck's order;
- the Nine chain (``table``: its play, the seats of its Nines, the card they cancel; ``windows``) and the pending
  effect (``decisions``: its kind, owners, player, target, rank, counts; a blocked Six is the table's ``block``).

Every other card (the pack less those) is dealt at random among the places that hide one: the other surviving
seats' hands (each as many as its ``cards``), the deck (``deck``), the discard pile beneath its top
(``discard_count``), another seat's Jack's lifted cards and the Nines played on the table (the view counts them,
``table.nines``; they are Nines). The deal keeps what the rules make sure of, as far as the hidden cards allow
(``world_deal``): the Aces in the discard pile are no more than the seats eliminated (one Ace at most goes there
with each, A2); a Pair's target holds the rank named; the seat owing a Queen's answer holds a Queen (else it would
have drawn at once, §2.5); with ``nine_prompt: holders`` (seen when a Nine window leaves out an eligible seat) the
window's seats hold a Nine and the eligible seats left out none; before any card has moved, the hands hold no Ace
and no King (the deal, §2.1).

What the view does not show, chosen consistently with it:

- The turn clock: the view shows when it falls due (``decisions[].due_ms``), not how long it is nor when it
  started. The world starts it at the decision's time (``known.now_ms``), as far as the option's range (1 s to 10
  min) allows, and makes it as long as that leaves; no due time, no clock.
- The window (``window_ms``): a window open (a Nine's or a Six's block) opened at the decision's time (as far as
  the option's range, 1 ms to 60 s, allows) and lasts until its ``due_ms``; else the option's default (3 s).
  ``nine_prompt`` is ``holders`` only when a window shows it, else ``everyone``.
- ``seq`` (which only names timers' keys) is one more than the number of any key the view shows; ``clock_ms`` is
  the clock's start, else the decision's time; ``rules`` is the current revision.
- The picks an effect keeps secret: the cards a Six's side that has chosen gives, the card a Full House keeper who
  has chosen keeps, the cards a Four of a Kind took (from the seats it no longer takes from that hold cards), the
  card another seat's Three of a Kind drew and the hand another seat's Two Pairs looked at: drawn at random from
  the hands of the world (the view shows none of them, not even to their owner).
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from functools import cache

from domain.bots import Knowledge
from domain.game import JsonDict
from domain.games.exploding_aces.cards import ACE, NINE, QUEEN, pack, rank, sort_cards
from domain.games.exploding_aces.options import EVERYONE, HOLDERS, Options
from domain.games.exploding_aces.standing import value
from domain.games.exploding_aces.state import RULES, AcesState, Chain, Effect, Held, Kind, Role, Step, Window
from domain.games.exploding_aces.world_deal import DECK, DISCARD, LIFTED, NINES, Deal, deal, hand

__all__ = ["value", "world"]

#: The ranges of the ``turn_clock_ms`` and ``window_ms`` options, and the window's default.
_CLOCK_RANGE = (1000, 600_000)
_WINDOW_RANGE = (1, 60_000)
_DEFAULT_WINDOW_MS = Options().window_ms
_PACK_SIZE = 52
_TURN_KINDS = ("play-or-draw", "end-or-continue", "queen-response")
_pack = cache(pack)


def world(knowledge: Knowledge, rng: random.Random) -> AcesState:
    """A whole table consistent with ``knowledge`` alone, every card its seat cannot see dealt by ``rng``."""
    view, me = knowledge.view, knowledge.seat
    seats: list[JsonDict] = list(view["seats"])
    n = len(seats)
    finished = view["result"] is not None
    table: JsonDict | None = view["table"]
    window: JsonDict | None = next(iter(view["windows"]), None)
    entries: list[JsonDict] = list(view["decisions"])
    kind = None if not entries or entries[0]["kind"] in _TURN_KINDS else Kind(entries[0]["kind"])
    by = int(entries[0]["by"]) if kind is not None else None
    mine = {int(e["seat"]): e for e in entries}.get(me) if kind is not None else None
    opened_ms, window_ms = _span(None if window is None else int(window["due_ms"]), knowledge.now_ms, _WINDOW_RANGE)
    clock_due = entries[0].get("due_ms") if window is None and entries else None
    clock_ms, clock = _span(None if clock_due is None else int(clock_due), knowledge.now_ms, _CLOCK_RANGE)
    sizes = [int(s["cards"]) for s in seats]
    alive = tuple(bool(s["alive"]) for s in seats)
    turn = view["turn"]
    step = Step(view["step"]) if view["step"] is not None else Step.PLAY

    # The cards the seat sees, and the places that hide the others.
    seen: list[str] = [*view["removed"], *view["in_use"]]
    seen += [view["discard_top"]] if view["discard_top"] is not None else []
    seen += list(table["cards"]) if table is not None else []
    if kind is Kind.REPLAY:
        seen += list(entries[0]["cards"])
    lifted: tuple[str, ...] | None = None
    if kind is Kind.JACK and by == me and mine is not None:
        lifted = tuple(mine["cards"])
        seen += lifted
    looked: tuple[str, ...] | None = None
    if kind is Kind.TWO_PAIRS and by == me and mine is not None:
        looked = tuple(mine["cards"])
    own = tuple(view["hand"] or ()) if 0 <= me < n and not finished else ()
    shown_hands: dict[int, tuple[str, ...]] = {}
    if finished:
        shown_hands = {s: tuple(h) for s, h in enumerate(view["hands"])}
    elif 0 <= me < n:
        shown_hands[me] = own
    seen += [c for h in shown_hands.values() for c in h]
    rooms: dict[str, int] = {}
    for s in range(n):
        if s not in shown_hands and sizes[s] > 0:
            rooms[hand(s)] = sizes[s]
    deck_order: tuple[str, ...] | None = tuple(view["deck_order"]) if finished else None
    if deck_order is not None:
        seen += deck_order
    elif int(view["deck"]):
        rooms[DECK] = int(view["deck"])
    if int(view["discard_count"]) > 1:
        rooms[DISCARD] = int(view["discard_count"]) - 1
    if kind is Kind.JACK and lifted is None:
        rooms[LIFTED] = int(entries[0]["count"])
    if table is not None and table["nines"]:
        rooms[NINES] = len(table["nines"])
    decks = max(1, -(-(len(seen) + sum(rooms.values())) // _PACK_SIZE))  # the packs that hold what the view places

    # What the rules make sure of, then the deal.
    holders = _holders(view, window)
    pinned = {hand(int(entries[0]["target"])): looked} if looked is not None else {}
    rules = Deal(
        pinned=pinned,
        needs=_needs(view, kind, entries, holders, shown_hands),
        forbids={hand(s): frozenset({NINE}) for s in holders[1] if s not in shown_hands} if holders else {},
        discard_aces=len(view["eliminated"]) - (1 if _is_ace(view["discard_top"]) else 0),
        opening=_opening(view, sizes, decks),
    )
    places = deal(_pack(decks), seen, rooms, rules, rng)
    hands = tuple(
        sort_cards(shown_hands[s]) if s in shown_hands else sort_cards(places.get(hand(s), ())) for s in range(n)
    )
    if lifted is None:
        lifted = tuple(places.get(LIFTED, ()))
    discard = (*places.get(DISCARD, ()), *([view["discard_top"]] if view["discard_top"] is not None else []))

    chain = None
    if table is not None:
        nine_window = None
        if window is not None and window["kind"] == "nine":
            nine_window = Window(
                key=str(window["key"]),
                seats=tuple(int(s) for s in window["seats"]),
                waived=tuple(int(s) for s in window["waived"]),
                opened_ms=opened_ms,
            )
        chain = Chain(
            play=Held(
                seat=int(table["seat"]),
                cards=tuple(table["cards"]),
                form=str(table["form"]),
                role=Role(table["role"]),
                target=table["target"],
                rank=table["rank"],
            ),
            nines=tuple(int(s) for s in table["nines"]),
            nine_cards=tuple(places.get(NINES, ())),
            cancel=table["cancel"],
            window=nine_window,
        )
    effect = _effect(view, kind, hands, lifted, looked, opened_ms, rng)
    result = view["result"]
    return AcesState(
        names=tuple(str(s["name"]) for s in seats),
        bots=tuple(bool(s["bot"]) for s in seats),
        options=Options(
            window_ms=window_ms or _DEFAULT_WINDOW_MS,
            turn_clock_ms=clock,
            decks=decks,
            nine_prompt=HOLDERS if holders is not None else EVERYONE,
        ),
        recycle_quota=int(view["recycle_quota"]),
        rules=RULES,
        hands=hands,
        alive=alive,
        deck=deck_order if deck_order is not None else tuple(places.get(DECK, ())),
        discard=discard,
        removed=tuple(view["removed"]),
        in_use=tuple(view["in_use"]),
        direction=int(view["direction"]),
        turn=turn,
        step=step,
        queen_k=int(view["queen"]),
        chain=chain,
        effect=effect,
        defuses=int(view["defuses"]),
        out=tuple(int(s) for s in view["eliminated"]),
        winner=None if result is None else result["winner"],
        finished=finished,
        seq=_seq(view),
        clock_ms=clock_ms,
    )


def _span(due: int | None, now_ms: int, bounds: tuple[int, int]) -> tuple[int, int | None]:
    """The start and length of a timer that falls due at ``due``: started at ``now_ms`` as far as ``bounds`` (the
    option's range of lengths) allow; with no due time, no timer (started now)."""
    if due is None:
        return now_ms, None
    length = min(max(due - now_ms, bounds[0]), bounds[1])
    return due - length, length


def _is_ace(card: str | None) -> bool:
    return card is not None and rank(card) == ACE


def _seq(view: JsonDict) -> int:
    """One more than the number of any timer's key the view shows (none: 0), so that the world's keys are new."""
    numbers = [int(m.group(1)) for w in view["windows"] if (m := re.search(r":(\d+)$", str(w["key"])))]
    return max(numbers) + 1 if numbers else 0


def _after(seat: int, alive: Sequence[bool], direction: int) -> tuple[int, ...]:
    """The other survivors in the direction of play, starting after ``seat`` (``AcesState.in_order_after``)."""
    n = len(alive)
    return tuple(s for s in ((seat + k * direction) % n for k in range(1, n)) if alive[s])


def _holders(view: JsonDict, window: JsonDict | None) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """With ``nine_prompt: holders``, which an open Nine window shows when it leaves out a seat that may answer:
    the window's seats (they hold a Nine) and the seats left out (they hold none); else None."""
    table: JsonDict | None = view["table"]
    if table is None or window is None or window["kind"] != "nine":
        return None
    last = table["nines"][-1] if table["nines"] else table["seat"]
    eligible = {int(s["seat"]) for s in view["seats"] if s["alive"]} - {view["turn"], last}
    seats = tuple(int(s) for s in window["seats"])
    if not set(seats) < eligible:
        return None
    return seats, tuple(sorted(eligible - set(seats)))


def _needs(
    view: JsonDict,
    kind: Kind | None,
    entries: Sequence[JsonDict],
    holders: tuple[tuple[int, ...], tuple[int, ...]] | None,
    shown: Mapping[int, tuple[str, ...]],
) -> list[tuple[str, str]]:
    """The hands that hold at least one card of a rank: a Pair's target the rank named, the seat owing a Queen's
    answer a Queen (one without would have drawn at once, §2.5), the seats of a holders' Nine window a Nine."""
    out: list[tuple[str, str]] = []
    if kind is Kind.PAIR and int(entries[0]["seat"]) not in shown:
        out.append((hand(int(entries[0]["seat"])), str(entries[0]["rank"])))
    turn = view["turn"]
    if view["step"] == Step.QUEEN.value and view["table"] is None and turn is not None and turn not in shown:
        out.append((hand(int(turn)), QUEEN))
    if holders is not None:
        out += [(hand(s), NINE) for s in holders[0] if s not in shown]
    return out


def _opening(view: JsonDict, sizes: Sequence[int], decks: int) -> bool:
    """Whether no card has moved since the deal: each hand its two cards, the rest in the deck (§2.1)."""
    dealt = 2 * len(sizes)
    untouched = not (view["removed"] or view["in_use"] or view["table"] or view["eliminated"] or view["defuses"])
    return untouched and all(k == 2 for k in sizes) and int(view["deck"]) == _PACK_SIZE * decks - dealt


def _effect(
    view: JsonDict,
    kind: Kind | None,
    hands: tuple[tuple[str, ...], ...],
    lifted: tuple[str, ...],
    looked: tuple[str, ...] | None,
    opened_ms: int,
    rng: random.Random,
) -> Effect | None:
    """The pending effect the view's ``decisions`` (or a blocked Six on the table) show, with its secrets drawn."""
    table: JsonDict | None = view["table"]
    if table is not None and table["role"] == Role.BLOCK.value:
        return Effect(kind=Kind.SIX_BLOCK, seat=int(view["turn"]), owners=(), target=int(table["seat"]))
    if kind is None:
        return None
    entries: list[JsonDict] = list(view["decisions"])
    first = entries[0]
    owners = tuple(int(e["seat"]) for e in entries)
    by = int(first["by"])
    alive = tuple(bool(s["alive"]) for s in view["seats"])
    match kind:
        case Kind.FIVE:
            return Effect(kind=kind, seat=by, owners=owners, target=int(first["target"]))
        case Kind.PAIR:
            return Effect(kind=kind, seat=by, owners=owners, target=owners[0], rank=str(first["rank"]))
        case Kind.TWO_PAIRS:
            target = int(first["target"])
            cards = looked if looked is not None else hands[target]
            return Effect(kind=kind, seat=by, owners=owners, target=target, cards=cards)
        case Kind.THREE:
            drawn: tuple[str, ...] = ()
            if first.get("card") is not None:
                drawn = (str(first["card"]),)
            elif first["drawn"] and hands[by]:
                drawn = (rng.choice(hands[by]),)
            return Effect(kind=kind, seat=by, owners=owners, count=int(first["draws"]), cards=drawn)
        case Kind.JACK:
            return Effect(kind=kind, seat=by, owners=owners, cards=lifted)
        case Kind.SIX_BLOCK:
            key = str(view["windows"][0]["key"])
            return Effect(kind=kind, seat=by, owners=owners, target=int(first["target"]), key=key, opened_ms=opened_ms)
        case Kind.SIX_GIVE:
            target, count = int(first["target"]), int(first["count"])
            picks = tuple(
                (side, sort_cards(rng.sample(hands[side], min(count, len(hands[side])))))
                for side in (by, target)
                if side not in owners
            )
            return Effect(kind=kind, seat=by, owners=owners, target=target, count=count, picks=picks)
        case Kind.FULL_HOUSE:
            chose = [s for s in _after(by, alive, int(view["direction"])) if s not in owners and len(hands[s]) > 1]
            picks = tuple((s, (rng.choice(hands[s]),)) for s in chose)
            return Effect(kind=kind, seat=by, owners=owners, picks=picks)
        case Kind.FOUR:
            targets = tuple(int(t["seat"]) for t in first["targets"])
            took = [s for s in _after(by, alive, int(view["direction"])) if s not in targets and hands[s]]
            taken = tuple(rng.sample(hands[by], min(len(took), len(hands[by]))))
            picks = tuple((s, (card,)) for s, card in zip(took, taken, strict=False))
            return Effect(kind=kind, seat=by, owners=owners, targets=targets, taken=taken, picks=picks)
        case Kind.REPLAY:
            return Effect(kind=kind, seat=by, owners=owners, cards=tuple(first["cards"]))
