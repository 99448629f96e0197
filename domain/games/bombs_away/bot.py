"""The ``greedy`` bot of bombs-away: a heuristic that reads only its seat's view and legal commands.

It works out what each playable card would act as (the 6's copy, the Joker's number, the blocked set, the
2 in a chain) from the public pile, and values its cards by what they do for it: a 10–K opens a chain and
is the surest closing card, a 6 closes any chain (it copies the answer), a 7 blocks one, high cards answer
and close. On its turn it opens a chain whenever it can, else plays the card it needs least, preferring
useful effects (a 5 that buries the best card of the seat that plays next, an Ace that draws, a 2 that
skips, an 8 that blocks what would hurt it). Answering a chain it blocks with a 7, opens a second chain
with a 10–K, or else answers as high as it can; closing, it deals the most damage it can, aimed at an
opponent it can eliminate, else the one with the most points. The 5 buries, and the Ace keeps, the most
useful card; ties are broken with the generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from domain.bots import Knowledge
from domain.cards import rank_of
from domain.game import Command, JsonDict
from domain.games.bombs_away.cards import JOKER, SEVEN_PILE, TENS, value
from domain.games.bombs_away.commands import Bury, Damage, Keep, KeepTen, Pick, Play

#: How much a card in hand is worth keeping, by rank (a 7's worth grows with the pile: ``_worth``).
_WORTH = {"A": 2.5, "2": 1.5, "3": 1.0, "4": 1.0, "5": 3.0, "6": 8.0, "7": 6.0, "8": 3.5, "9": 6.0, JOKER: 9.0}
_TEN_WORTH = 10.0
#: What a card's effect is worth when played fresh, by what it acts as (the 4, the 8 and the 9: ``_fresh_gain``).
_GAIN = {"A": 3.0, "2": 1.0, "3": 0.5, "5": 4.0}
_GAIN_TWO_ALONE = 4.0
#: Bonus for a fresh play that opens a chain, for an answer that blocks one, and per point of damage.
_OPEN, _BLOCK, _DAMAGE = 30.0, 200.0, 10.0


@dataclass(frozen=True, slots=True)
class Acts:
    """What a played card acts as: ``became`` (None: a 6 that copied nothing), its value, whether its effect
    applies (docs/rules.md §4.5, §4.6)."""

    became: str | None
    value: int
    effect: bool


@dataclass(frozen=True, slots=True)
class Table:
    """The public facts the heuristic uses, read from the view."""

    seat: int
    hand: tuple[str, ...]
    points: dict[int, int]
    pile: tuple[JsonDict, ...]
    pile_count: int
    blocked: frozenset[str]
    chains: tuple[JsonDict, ...]
    order: tuple[int, ...]  # the other seats with points, in the order play reaches them
    owed: int  # the damage we owe, when we owe a choice of target

    def acts(self, play: Play) -> Acts:
        """What ``play`` acts as on this pile and blocked set (``effects.resolve``, from the public view)."""
        printed = rank_of(play.card)
        rank = (play.declare or "") if printed == JOKER else printed
        if rank in self.blocked:
            return Acts(None if rank == "6" else rank, value(rank), False)
        if rank == "6":
            top = self.pile[-1] if self.pile else None
            became = None if top is None else top.get("became")
            if became is None or (became == "7" and self.pile_count < SEVEN_PILE):
                return Acts(None, 6, False)
            rank, effect = str(became), became not in self.blocked
        else:
            effect = True
        if rank == "2" and self.chains:
            effect = False
        return Acts(rank, value(rank), effect)

    def top_is_ten(self) -> bool:
        return bool(self.pile) and self.pile[-1].get("became") in TENS


def _table(knowledge: Knowledge) -> Table:
    view, seat = knowledge.view, knowledge.seat
    seats = list(view.get("seats") or ())
    points = {int(s["seat"]): int(s.get("score") or 0) for s in seats}
    n = len(seats)
    step = 1 if view.get("direction") == "clockwise" else -1
    order = tuple(o for o in ((seat + step * k) % n for k in range(1, n)) if points.get(o, 0) > 0)
    return Table(
        seat=seat,
        hand=tuple(view.get("hand") or ()),
        points=points,
        pile=tuple(view.get("pile") or ()),
        pile_count=int(view.get("pile_count") or 0),
        blocked=frozenset(view.get("blocked") or ()),
        chains=tuple(view.get("chains") or ()),
        order=order,
        owed=next((int(d.get("amount") or 0) for d in view.get("decisions") or () if d.get("kind") == "damage"), 0),
    )


def _worth(card: str, table: Table) -> float:
    """How much ``card`` is worth keeping in hand."""
    rank = rank_of(card)
    if rank in TENS:
        return _TEN_WORTH
    if rank == "7" and table.pile_count < SEVEN_PILE - 2:
        return _WORTH[rank] - 2.0
    return _WORTH[rank]


def _pick(scored: Sequence[tuple[float, Command]], rng: random.Random) -> Command:
    """The highest-scored command; ties broken by ``rng``."""
    high = max(score for score, _ in scored)
    ties = [command for score, command in scored if score >= high - 1e-9]
    return ties[rng.randrange(len(ties))]


def greedy(knowledge: Knowledge, rng: random.Random) -> Command:
    """The heuristic's choice: always one of ``knowledge.legal``."""
    legal = knowledge.legal
    table = _table(knowledge)
    plays = [c for c in legal if isinstance(c, Play)]
    if not plays:
        return _decide(table, legal, rng)
    if knowledge.view.get("role") == "closing":
        scored = [(_closing_score(table, p), p) for p in plays]
    elif any(c.get("response") is None and c.get("damager") != table.seat for c in table.chains):
        scored = [(_answer_score(table, p), p) for p in plays]
    else:
        scored = [(_fresh_score(table, p), p) for p in plays]
    return _pick(scored, rng)


def _rest(table: Table, card: str) -> list[str]:
    """The hand once ``card`` is played."""
    rest = list(table.hand)
    rest.remove(card)
    return rest


def _fresh_score(table: Table, play: Play) -> float:
    """A play on an ordinary turn: what its effect gains, less what the card was worth in hand."""
    acts = table.acts(play)
    gain = _fresh_gain(table, play, acts) if acts.effect and acts.became is not None else 0.0
    return gain - _worth(play.card, table) + _choices(table, play)


def _fresh_gain(table: Table, play: Play, acts: Acts) -> float:
    rest = _rest(table, play.card)
    rank = str(acts.became)
    if rank in TENS:
        closer = max((_closer(table, c) for c in rest), default=0.0)
        return _OPEN + closer
    if rank == "4":  # a fresh hand of 4 for the 3 left: worth it when they are poor
        return 4 * 4.0 - sum(_worth(c, table) for c in rest)
    if rank == "8":
        return 2.0
    if rank == "9":  # a blind swap: a fair trade for a poor hand
        return 4.0 - min((_worth(c, table) for c in rest), default=4.0)
    if rank == "2" and len(table.order) == 1:
        return _GAIN_TWO_ALONE  # two players: another turn of our own
    return _GAIN.get(rank, 0.0)


def _choices(table: Table, play: Play) -> float:
    """A small bonus for the play's choices: an 8 blocks what would hurt us next, a 5 or a 9 goes to the
    opponent who plays next."""
    rest = _rest(table, play.card)
    bonus = 0.5 if play.block is not None and play.block == _wanted_block(rest) else 0.0
    if play.target is not None and table.order and play.target == table.order[0]:
        bonus += 0.5
    return bonus


def _closer(table: Table, card: str) -> float:
    """How good ``card`` would be as the closing card of a chain opened now."""
    rank = rank_of(card)
    if rank in TENS:
        return 10.0
    if rank == JOKER:
        return 9.0
    if rank == "6" and "6" not in table.blocked:
        return 9.5  # it copies the answer: always enough
    return float(value(rank))


def _wanted_block(rest: Sequence[str]) -> str:
    """The rank an 8 should block: the 7 that would stop our next chain, else the 5 that strips a hand."""
    holds_ten = any(rank_of(c) in TENS for c in rest)
    return "7" if holds_ten and not any(rank_of(c) == "7" for c in rest) else "5"


def _answer_score(table: Table, play: Play) -> float:
    """Answering a chain: block it with a 7, else open a second chain, else answer as high as possible."""
    acts = table.acts(play)
    worth = _worth(play.card, table)
    if acts.effect and acts.became == "7" and table.top_is_ten():
        return _BLOCK - worth
    score = _DAMAGE * acts.value - worth + _choices(table, play)
    if acts.effect and acts.became in TENS:
        score += _DAMAGE
    return score


def _closing_score(table: Table, play: Play) -> float:
    """Closing our chain: the most damage; when the answer opened a second chain, also the hardest card to
    match (a 7 blocks it)."""
    acts = table.acts(play)
    mine = next((c for c in table.chains if c.get("damager") == table.seat), None)
    response = mine.get("response") if mine is not None else None
    damage = acts.value if response is not None and acts.value >= int(response) else 0
    score = _DAMAGE * damage - _worth(play.card, table) + _choices(table, play)
    second = any(c.get("damager") != table.seat and c.get("response") is None for c in table.chains)
    if second:
        if acts.effect and acts.became == "7" and table.top_is_ten():
            score += _DAMAGE * 10
        else:
            score += _DAMAGE * acts.value * 0.5
    return score


def _decide(table: Table, legal: Sequence[Command], rng: random.Random) -> Command:
    """A decision owed: whom to damage, which card to keep or bury, which face-down card to take."""
    scored: list[tuple[float, Command]] = []
    for command in legal:
        match command:
            case Damage(target=target):
                scored.append((_damage_score(table, target), command))
            case Keep(card=card):
                scored.append((_keep_score(table, card), command))
            case Bury(card=card):
                scored.append((_worth(card, table), command))
            case KeepTen() | Pick():
                scored.append((0.0, command))
            case _:
                scored.append((-1.0, command))
    return _pick(scored, rng)


def _damage_score(table: Table, target: int) -> float:
    """Eliminate whom we can (the strongest such first), else hit the opponent with the most points."""
    points = table.points.get(target, 0)
    return points + (1000.0 if points <= table.owed else 0.0)


def _keep_score(table: Table, card: str) -> float:
    """The Ace's keep: the most useful card, a second 10–K only when nothing else is worth having."""
    holds_ten = any(rank_of(c) in TENS for c in table.hand)
    if rank_of(card) in TENS and holds_ten:
        return 2.0
    return _worth(card, table)
