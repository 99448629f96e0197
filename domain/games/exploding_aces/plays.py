"""What the active player may play, shared by ``decide`` and ``legal``: the checks of a play's cards and
choices (§2.2-2.4, A11, A21), and the candidate plays of a hand or of a replay's remaining cards.

Candidates are one command per distinct choice: singles once per card; combinations as ``poker`` lists them;
Seven and Pair once per named rank; Five, Pair and Two Pairs once per opponent holding cards (A11), the Six
once per other survivor. A King's defuse is offered at positions 0, 1 and the bottom (and a recycled King at
the top or the bottom after that); ``decide`` accepts any position from 0 to the deck's size.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TypeVar

from domain.errors import Code, IllegalMove
from domain.games.exploding_aces.cards import ACE, KING, NINE, RANKS, is_ace, is_card, rank, sort_cards
from domain.games.exploding_aces.commands import Continue as ContinueCmd
from domain.games.exploding_aces.commands import Draw, End, Play, Replay
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.poker import Combo, classify, combinations_in
from domain.games.exploding_aces.state import AcesState, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class Choices:
    """The choices sent with a play: ``target``, a named ``rank``, a King's ``position`` and ``king_position``."""

    target: int | None = None
    rank: str | None = None
    position: int | None = None
    king_position: int | None = None


def card_holders(s: AcesState, seat: int) -> tuple[int, ...]:
    """Opponents holding cards, in play order: the targets of a Five, a Pair or Two Pairs (A11)."""
    return tuple(o for o in s.in_order_after(seat) if s.hand(o))


def recycles(s: AcesState) -> bool:
    """The next King defuse inserts the King too (A9)."""
    return s.defuses < s.recycle_quota


def check_cards(cards: Sequence[str], have: Sequence[str], where: str) -> Combo:
    """The combination of ``cards`` if they are cards of ``have`` and classify (§2.4)."""
    for card in cards:
        if not is_card(card):
            raise IllegalMove(Code.NOT_A_CARD, f"{card!r} is not a card; write rank then suit: AS, 10H, QD")
    missing = list(have)
    for card in cards:
        if card not in missing:
            raise IllegalMove(Code.NOT_IN_HAND, f"{card} is not in {where}")
        missing.remove(card)
    combo = classify(cards)
    if combo is None:
        shown = " ".join(sort_cards(cards)) or "nothing"
        raise IllegalMove(
            AcesCode.NOT_A_COMBINATION,
            f"{shown} is not a combination: play one card, a pair, two pairs, three or four of a kind, a "
            "straight, a flush, a full house, a straight flush or a royal flush (five of a kind never plays)",
        )
    return combo


def _wanted(combo: Combo, card_rank: str) -> frozenset[str]:
    if combo is Combo.SINGLE:
        return {
            KING: frozenset({"position", "king_position"}),
            "7": frozenset({"rank"}),
            "6": frozenset({"target"}),
            "5": frozenset({"target"}),
        }.get(card_rank, frozenset())
    if combo is Combo.PAIR:
        return frozenset({"target", "rank"})
    if combo is Combo.TWO_PAIRS:
        return frozenset({"target"})
    return frozenset()


def check_choices(s: AcesState, seat: int, cards: Sequence[str], combo: Combo, choices: Choices) -> None:
    """Refuse a play whose card cannot be played singly or whose choices are missing or wrong."""
    card_rank = rank(cards[0])
    if combo is Combo.SINGLE:
        if card_rank == ACE:
            raise IllegalMove(AcesCode.ACE_CANNOT_BE_PLAYED, "an Ace can never be played on its own (§2.3)")
        if card_rank == NINE:
            raise IllegalMove(AcesCode.NINE_IN_OWN_TURN, "a Nine is never played in your own turn (A6)")
        if card_rank == KING and not any(is_ace(c) for c in s.hand(seat)):
            raise IllegalMove(AcesCode.KING_NEEDS_ACE, "a King is played only to defuse an Ace you hold (§2.3)")
    wanted = _wanted(combo, card_rank)
    given = {name for name in ("target", "rank", "position", "king_position") if getattr(choices, name) is not None}
    if card_rank == KING and combo is Combo.SINGLE and not recycles(s):
        wanted = frozenset({"position"})
    extra = sorted(given - wanted)
    if extra:
        raise IllegalMove(AcesCode.UNEXPECTED_FIELD, f"this play takes no {extra[0]!r}")
    if "rank" in wanted:
        if choices.rank is None:
            raise IllegalMove(AcesCode.RANK_REQUIRED, "name a rank in 'rank' (A, 2-10, J, Q or K)")
        if choices.rank not in RANKS:
            raise IllegalMove(AcesCode.BAD_RANK, f"{choices.rank!r} is not a rank: A, 2-10, J, Q or K")
    if "target" in wanted:
        _check_target(s, seat, choices.target, any_survivor=card_rank == "6" and combo is Combo.SINGLE)
    if "position" in wanted:
        _check_position(choices.position, len(s.deck), "position")
    if "king_position" in wanted:
        _check_position(choices.king_position, len(s.deck) + 1, "king_position")


def _check_target(s: AcesState, seat: int, target: int | None, *, any_survivor: bool) -> None:
    allowed = s.in_order_after(seat) if any_survivor else card_holders(s, seat)
    if not allowed:
        if target is not None:
            raise IllegalMove(AcesCode.BAD_TARGET, "nobody else holds cards: play it without a target (A11)")
        return
    if target is None:
        raise IllegalMove(AcesCode.TARGET_REQUIRED, f"choose a player in 'target': one of {list(allowed)}")
    if target not in allowed:
        why = "holds no cards" if s.is_alive(target) and target != seat else "is not another surviving player"
        raise IllegalMove(AcesCode.BAD_TARGET, f"seat {target} {why}; choose one of {list(allowed)}")


def _check_position(position: int | None, size: int, name: str) -> None:
    if position is None or not 0 <= position <= size:
        raise IllegalMove(AcesCode.BAD_POSITION, f"give {name!r} from 0 (the top) to {size} (the bottom)")


def _positions(size: int) -> list[int]:
    return sorted({0, min(1, size), size})


def choices_for(s: AcesState, seat: int, cards: tuple[str, ...], combo: Combo) -> list[Choices]:
    """Every choice listed for a play of ``cards`` (empty when the play is not allowed)."""
    card_rank = rank(cards[0])
    if combo is Combo.SINGLE:
        if card_rank in (ACE, NINE):
            return []
        if card_rank == KING:
            if not any(is_ace(c) for c in s.hand(seat)):
                return []
            size = len(s.deck)
            if recycles(s):
                return [Choices(position=p, king_position=k) for p in _positions(size) for k in (0, size + 1)]
            return [Choices(position=p) for p in _positions(size)]
        if card_rank == "7":
            return [Choices(rank=r) for r in RANKS]
        if card_rank == "6":
            return [Choices(target=t) for t in s.in_order_after(seat)]
        if card_rank == "5":
            return [Choices(target=t) for t in card_holders(s, seat)] or [Choices()]
        return [Choices()]
    if combo is Combo.PAIR:
        holders = card_holders(s, seat)
        return [Choices(target=t, rank=r) for t in holders for r in RANKS] if holders else [Choices(rank=RANKS[0])]
    if combo is Combo.TWO_PAIRS:
        return [Choices(target=t) for t in card_holders(s, seat)] or [Choices()]
    return [Choices()]


def turn_commands(s: AcesState, seat: int) -> list[Play | Draw | End | ContinueCmd]:
    """What the active player may send when nothing else is pending."""
    if s.step is Step.CHOOSE:
        return [End(), ContinueCmd()]
    hand = s.hand(seat)
    if s.step is Step.QUEEN:
        queens = [c for c in dict.fromkeys(sort_cards(hand)) if rank(c) == "Q"]
        return [Draw(), *(Play(cards=(q,)) for q in queens)]
    out: list[Play | Draw | End | ContinueCmd] = [Draw()]
    candidates = [((c,), Combo.SINGLE) for c in dict.fromkeys(sort_cards(hand))] + combinations_in(hand)
    for cards, combo in candidates:
        out += [_play(Play, cards, ch) for ch in choices_for(s, seat, cards, combo)]
    return out


def replays(s: AcesState) -> list[Replay]:
    """The replays the cancelled combination's remaining cards allow (§2.6), smaller ones first."""
    effect = s.effect
    if effect is None:
        return []
    pool = sort_cards(effect.cards)
    out: list[Replay] = []
    for size in range(1, len(pool) + 1):
        for cards in dict.fromkeys(combinations(pool, size)):
            combo = classify(cards)
            if combo is not None:
                out += [_play(Replay, cards, ch) for ch in choices_for(s, effect.seat, cards, combo)]
    return out


P = TypeVar("P", Play, Replay)


def _play(cls: type[P], cards: tuple[str, ...], ch: Choices) -> P:
    play: P = cls(cards=cards, target=ch.target, rank=ch.rank, position=ch.position, king_position=ch.king_position)
    return play
