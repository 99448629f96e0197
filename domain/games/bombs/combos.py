"""The standard forms of bombs and what beats what (docs/rules.md §1.3); shared by ``decide`` and ``legal``.

A combination is judged on ranks alone: suits never matter in bombs (only the 3♣ first-lead rule names a
suit, and that is a matter of who leads, not of what is played).
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from domain.cards import SUITS, is_card, rank_of, standard_deck

#: Rank order, low to high (B2: the Red Joker is above the Black Joker).
RANK_ORDER: tuple[str, ...] = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ")
RANK_INDEX: dict[str, int] = {rank: i for i, rank in enumerate(RANK_ORDER)}
ACE = RANK_INDEX["A"]
#: Ranks the Knave may request after passing a joker (B11).
REQUESTABLE: tuple[str, ...] = RANK_ORDER[: RANK_INDEX["10"] + 1]
JOKERS: tuple[str, str] = ("BJ", "RJ")


class Form(StrEnum):
    """The standard forms of docs/rules.md §1.3."""

    SINGLE = "single"
    PAIR = "pair"
    RUN = "run"
    DOUBLE_RUN = "double-run"
    BOMB = "bomb"
    BIG_BOMB = "big-bomb"
    SUPER_BOMB = "super-bomb"


FORM_NAMES: frozenset[str] = frozenset(f.value for f in Form)
_FORMS: dict[str, Form] = {f.value: f for f in Form}
#: Forms that may be thrown out of turn (and that beat any ordinary form).
BOMB_FORMS: frozenset[Form] = frozenset({Form.BOMB, Form.BIG_BOMB, Form.SUPER_BOMB})


@dataclass(frozen=True, slots=True, kw_only=True)
class Combo:
    """A classified play: its form, its rank (the lowest card's rank index) and its number of cards."""

    form: Form
    rank: int
    length: int


def is_bombs_card(code: str) -> bool:
    """True for a card of the bombs deck (52 cards plus BJ and RJ)."""
    return code in JOKERS or (code != "JK" and is_card(code))


def _sort_key(card: str) -> tuple[int, int]:
    """``card_key``, worked out."""
    rank = RANK_INDEX[rank_of(card)]  # first, so that "" and "JK" raise KeyError
    suit = card[-1]
    return rank, SUITS.index(suit) if suit in SUITS else 0


class _SortKeys(dict[str, tuple[int, int]]):
    """The sort key of each card of the deck, looked up rather than worked out (cards are sorted and ranked on
    every play's path); any other code gets its key worked out at each lookup, and is never stored."""

    def __missing__(self, card: str) -> tuple[int, int]:
        return _sort_key(card)


_SORT_KEYS = _SortKeys({card: _sort_key(card) for card in standard_deck(jokers=JOKERS)})


def rank_index(card: str) -> int:
    """The position of ``card``'s rank in the rank order (3 is 0, RJ is 14)."""
    return _SORT_KEYS[card][0]


def card_key(card: str) -> tuple[int, int]:
    """Sort key: rank order first, then suit (C, D, H, S)."""
    return _SORT_KEYS[card]


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` sorted low to high."""
    return tuple(sorted(cards, key=_SORT_KEYS.__getitem__))


def classify(cards: Sequence[str]) -> Combo | None:
    """The form of ``cards`` (valid card codes), or None when they make no standard form."""
    n = len(cards)
    if n == 0:
        return None
    ranks = sorted(rank_index(c) for c in cards)
    low = ranks[0]
    if n == 1:
        return Combo(form=Form.SINGLE, rank=low, length=1)
    if sorted(rank_of(c) for c in cards) == sorted(JOKERS):
        return Combo(form=Form.SUPER_BOMB, rank=RANK_INDEX["RJ"], length=2)
    if len(set(ranks)) == 1:
        form = {2: Form.PAIR, 3: Form.BOMB, 4: Form.BIG_BOMB}.get(n)
        # Jokers are two different ranks (B2), so a same-rank set is never of jokers in a one-deck game.
        return None if form is None or low > RANK_INDEX["2"] else Combo(form=form, rank=low, length=n)
    if ranks[-1] > ACE:
        return None  # B20: no 2 and no joker in a run or double run
    counts = Counter(ranks)
    distinct = sorted(counts)
    consecutive = distinct == list(range(low, low + len(distinct)))
    if not consecutive or len(distinct) < 3:
        return None
    if all(k == 1 for k in counts.values()):
        return Combo(form=Form.RUN, rank=low, length=n)
    if all(k == 2 for k in counts.values()):
        return Combo(form=Form.DOUBLE_RUN, rank=low, length=n)
    return None


def beats(new: Combo, top: Combo) -> bool:
    """True when ``new`` may be played on ``top`` as a normal follow or a bomb (§1.3; completion aside)."""
    if top.form is Form.SUPER_BOMB:
        return False
    if new.form is Form.SUPER_BOMB:
        return True
    if new.form is Form.BIG_BOMB:
        return top.form is not Form.BIG_BOMB or new.rank > top.rank
    if new.form is Form.BOMB:
        if top.form is Form.BIG_BOMB:
            return False
        return top.form is not Form.BOMB or new.rank > top.rank
    return new.form is top.form and new.length == top.length and new.rank > top.rank


def completes(new: Combo, top: Combo) -> bool:
    """True when ``new`` is a pair completing the single on top into a Bomb of its rank (§1.4, B8, B9)."""
    return top.form is Form.SINGLE and new.form is Form.PAIR and new.rank == top.rank


def throwable(new: Combo, top: Combo) -> bool:
    """True when ``new`` may be played out of turn on ``top``: a beating bomb or a completion (§1.4)."""
    return completes(new, top) or (new.form in BOMB_FORMS and beats(new, top))


def followable(new: Combo, top: Combo) -> bool:
    """True when ``new`` may be played in turn on ``top``."""
    return beats(new, top) or completes(new, top)


def combo_of(form: str, cards: Sequence[str]) -> Combo | None:
    """The combo a recorded play left on top (trusted: used by ``evolve``, never raises)."""
    kind = _FORMS.get(form)
    if not cards or kind is None:
        return None
    return Combo(form=kind, rank=min(_SORT_KEYS[c][0] for c in cards), length=len(cards))


#: A play a hand can make: its cards (lowest suits first) and its combo.
Candidate = tuple[tuple[str, ...], Combo]

_SET_FORMS: dict[int, Form] = {1: Form.SINGLE, 2: Form.PAIR, 3: Form.BOMB, 4: Form.BIG_BOMB}
_TWO = RANK_INDEX["2"]
_BLACK, _RED = RANK_INDEX["BJ"], RANK_INDEX["RJ"]
_SUPER = Combo(form=Form.SUPER_BOMB, rank=_RED, length=2)


def _standard_combos() -> dict[tuple[Form, int, int], Combo]:
    """Every combo a play can make, by (form, rank, length): ``candidates`` shares them instead of building
    the same few hundred values on every call."""
    combos: dict[tuple[Form, int, int], Combo] = {}
    for rank in range(len(RANK_ORDER)):
        for k in range(1, 5 if rank <= _TWO else 2):
            combos[_SET_FORMS[k], rank, k] = Combo(form=_SET_FORMS[k], rank=rank, length=k)
    for width, form in ((1, Form.RUN), (2, Form.DOUBLE_RUN)):
        for start in range(ACE - 1):
            for ranks in range(3, ACE - start + 2):
                combos[form, start, ranks * width] = Combo(form=form, rank=start, length=ranks * width)
    return combos


_COMBOS = _standard_combos()


_NO_SHAPE: tuple[Sequence[int], Sequence[int]] = ((), ())


@dataclass(frozen=True, slots=True, eq=False)
class HandPlays:
    """The plays of one hand (``candidates``), indexed so that the few that may go on a top are found without
    trying the others (``answers``). Shared by ``hand_plays``'s cache: never changed once built."""

    #: The plays in the canonical order of ``candidates``.
    plays: tuple[Candidate, ...]
    #: The positions in ``plays`` of the bombs, big bombs and super bomb (each may go on many tops).
    bombs: Sequence[int]
    #: For each ordinary (form, length): the ranks of its plays, ascending, and their positions in ``plays``.
    shapes: Mapping[tuple[Form, int], tuple[Sequence[int], Sequence[int]]]
    #: The position in ``plays`` of the pair of each rank (a pair may complete a single, §1.4).
    pairs: Mapping[int, int]

    def answers(self, top: Combo, *, in_turn: bool) -> list[Candidate]:
        """The plays that may go on ``top``, in ``plays`` order: ``followable`` ones in turn, else
        ``throwable`` ones.

        Only a bomb, a higher play of ``top``'s own form and length (in turn) or a pair of a single's rank
        can pass those predicates, so only these are tried, and the predicates still have the last word.
        """
        positions = list(self.bombs)
        if in_turn and top.form not in BOMB_FORMS:
            ranks, at = self.shapes.get((top.form, top.length), _NO_SHAPE)
            positions.extend(at[bisect_right(ranks, top.rank) :])
        if top.form is Form.SINGLE and top.rank in self.pairs:
            positions.append(self.pairs[top.rank])
        positions.sort()
        allowed = followable if in_turn else throwable
        return [self.plays[i] for i in positions if allowed(self.plays[i][1], top)]


def candidates(hand: Iterable[str]) -> list[Candidate]:
    """One play per distinct rank multiset that ``hand`` can make (with its lowest suits), and its combo.

    This is the canonical enumeration behind ``legal_commands``: suits never matter in bombs, so two plays
    with the same ranks are the same play to the rules.
    """
    return list(hand_plays(tuple(hand)).plays)


@lru_cache(maxsize=256)
def hand_plays(hand: tuple[str, ...]) -> HandPlays:
    """``candidates`` of ``hand``, indexed, and remembered: a seat's hand stays the same over many turns, and
    the answer depends on nothing else."""
    by_rank: dict[int, list[str]] = {}
    for card in sorted(hand, key=_SORT_KEYS.__getitem__):
        by_rank.setdefault(_SORT_KEYS[card][0], []).append(card)
    plays: list[Candidate] = []
    for rank in sorted(by_rank):
        cards = by_rank[rank]
        # Sets of 2 to 4 of a rank up to the 2; jokers are two ranks (B2), each only ever a single.
        for k in range(1, min(len(cards), 4 if rank <= _TWO else 1) + 1):
            plays.append((tuple(cards[:k]), _COMBOS[_SET_FORMS[k], rank, k]))
    if _BLACK in by_rank and _RED in by_rank:
        plays.append(((by_rank[_BLACK][0], by_rank[_RED][0]), _SUPER))
    plays.extend(_runs(by_rank, 1, Form.RUN))
    plays.extend(_runs(by_rank, 2, Form.DOUBLE_RUN))
    return _indexed(tuple(plays))


def _runs(by_rank: Mapping[int, list[str]], width: int, form: Form) -> list[Candidate]:
    """The runs (``width`` 1) or double runs (2) of a hand's cards by rank, by lowest rank then length: each
    made of the lowest ``width`` cards of 3 or more consecutive ranks from 3 up to the Ace (B20)."""
    runs: list[Candidate] = []
    stretch: list[str] = []  # the cards of the current longest stretch of ranks holding ``width`` cards each
    for rank in range(ACE + 2):  # one past the Ace, to end the last stretch
        cards = by_rank.get(rank, ()) if rank <= ACE else ()
        if len(cards) >= width:
            stretch.extend(cards[:width])
            continue
        if len(stretch) >= 3 * width:
            first = rank - len(stretch) // width
            for start in range(0, len(stretch) - 2 * width, width):
                for end in range(start + 3 * width, len(stretch) + 1, width):
                    run = tuple(stretch[start:end])
                    runs.append((run, _COMBOS[form, first + start // width, len(run)]))
        stretch = []
    return runs


def _indexed(plays: tuple[Candidate, ...]) -> HandPlays:
    """``plays`` with the indexes of ``HandPlays``; ranks within a form and length come in ascending order,
    as ``candidates`` lists sets by rank and runs by their lowest rank."""
    bombs: list[int] = []
    shapes: dict[tuple[Form, int], tuple[list[int], list[int]]] = {}
    pairs: dict[int, int] = {}
    for i, (_, combo) in enumerate(plays):
        form, rank = combo.form, combo.rank
        if form in BOMB_FORMS:
            bombs.append(i)
            continue
        if form is Form.PAIR:
            pairs[rank] = i
        shape = shapes.get((form, combo.length))
        if shape is None:
            shapes[form, combo.length] = ([rank], [i])
        else:
            shape[0].append(rank)
            shape[1].append(i)
    return HandPlays(plays=plays, bombs=bombs, shapes=shapes, pairs=pairs)
