"""The standard forms of bombs and what beats what (docs/rules.md §1.3); shared by ``decide`` and ``legal``.

A combination is judged on ranks alone: suits never matter in bombs (only the 3♣ first-lead rule names a
suit, and that is a matter of who leads, not of what is played).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum

from domain.cards import SUITS, is_card, rank_of

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


def rank_index(card: str) -> int:
    """The position of ``card``'s rank in the rank order (3 is 0, RJ is 14)."""
    return RANK_INDEX[rank_of(card)]


def card_key(card: str) -> tuple[int, int]:
    """Sort key: rank order first, then suit (C, D, H, S)."""
    suit = card[-1]
    return rank_index(card), SUITS.index(suit) if suit in SUITS else 0


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` sorted low to high."""
    return tuple(sorted(cards, key=card_key))


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
    if not cards or form not in FORM_NAMES:
        return None
    return Combo(form=Form(form), rank=min(rank_index(c) for c in cards), length=len(cards))


def candidates(hand: Iterable[str]) -> list[tuple[tuple[str, ...], Combo]]:
    """One play per distinct rank multiset that ``hand`` can make (with its lowest suits), and its combo.

    This is the canonical enumeration behind ``legal_commands``: suits never matter in bombs, so two plays
    with the same ranks are the same play to the rules.
    """
    by_rank: dict[int, list[str]] = {}
    for card in sort_cards(hand):
        by_rank.setdefault(rank_index(card), []).append(card)
    plays: list[tuple[tuple[str, ...], Combo]] = []
    sets = {1: Form.SINGLE, 2: Form.PAIR, 3: Form.BOMB, 4: Form.BIG_BOMB}
    for rank in sorted(by_rank):
        cards = by_rank[rank]
        for k in range(1, len(cards) + 1):
            if k in sets and (k < 2 or rank <= RANK_INDEX["2"]):
                plays.append((tuple(cards[:k]), Combo(form=sets[k], rank=rank, length=k)))
    if all(RANK_INDEX[j] in by_rank for j in JOKERS):
        rocket = (by_rank[RANK_INDEX["BJ"]][0], by_rank[RANK_INDEX["RJ"]][0])
        plays.append((rocket, Combo(form=Form.SUPER_BOMB, rank=RANK_INDEX["RJ"], length=2)))
    for width, form in ((1, Form.RUN), (2, Form.DOUBLE_RUN)):
        for start in range(ACE + 1):
            run: list[str] = []
            for rank in range(start, ACE + 1):
                cards = by_rank.get(rank, [])
                if len(cards) < width:
                    break
                run.extend(cards[:width])
                if rank - start >= 2:
                    plays.append((tuple(run), Combo(form=form, rank=start, length=len(run))))
    return plays
