"""Folding events into the state: exhaustive dispatch, trusting every recorded event, never drawing."""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar, assert_never

from domain import batch as batches
from domain.cards import rank_of, without
from domain.chance import Draws
from domain.folding import fold
from domain.games.bombs_away.cards import JOKER, sort_cards, value
from domain.games.bombs_away.events import (
    AceDrawn,
    AceKept,
    BombsAwayEvent,
    CardBuried,
    CardPlayed,
    CardsDrawn,
    CardsSwapped,
    ChainBlocked,
    ChainCancelled,
    ChainClosed,
    ChainOpened,
    DamageDealt,
    DamageOwed,
    DeckRebuilt,
    DirectionReversed,
    GameDealt,
    GameStarted,
    GameWon,
    HandLookedAt,
    HandShuffledIn,
    PileShuffledIn,
    PlayerEliminated,
    PlayerSkipped,
    PositionPicked,
    RankBlocked,
    SeriesFinished,
    SwapOffered,
    TenChoiceOwed,
    TensReturned,
    TurnBegan,
    TurnSkipped,
)
from domain.games.bombs_away.options import Options
from domain.games.bombs_away.state import (
    BombsAwayChanges,
    BombsAwayState,
    Chain,
    Decision,
    Kind,
    Phase,
    PileCard,
    Played,
    Result,
    Role,
    with_changes,
)


def _started(event: GameStarted) -> BombsAwayState:
    return BombsAwayState(
        names=event.names,
        bots=event.bots,
        options=Options(games=event.games, winner_carryover=event.winner_carryover, turn_clock_ms=event.turn_clock_ms),
        wins=(0,) * len(event.names),
    )


def _changes(s: BombsAwayState, event: BombsAwayEvent, at_ms: int) -> BombsAwayChanges:
    """The fields ``event`` changes (one ``with_changes`` per event keeps the fold fast)."""
    match event:  # the most frequent first: a class pattern is an isinstance check, tried in order
        case CardsDrawn(seat=seat, cards=cards):
            return {"deck": s.deck[len(cards) :], "hands": _give(s.hands, seat, cards)}
        case CardPlayed():
            return _played(s, event)
        case TurnBegan(seat=seat, role=role):
            return {
                "turn": seat,
                "role": Role(role),
                "current": None,
                "resume_after": s.resume_after if s.chains else None,
            }
        case TenChoiceOwed(seat=seat, then=then):
            return {"decision": Decision(kind=Kind.KEEP_TEN, seat=seat, then=then)}
        case TensReturned(seat=seat, returned=returned, deck=deck):
            return {
                "hands": _set(s.hands, seat, without(_hand(s.hands, seat), returned)),
                "deck": deck,
                "decision": None,
            }
        case GameStarted() | PlayerSkipped():
            return {}
        case GameDealt():
            return _dealt(event)
        case TurnSkipped():
            played = Played(seat=event.seat, role=Role(event.role), card=None, answers=event.answers)
            return {"turn": None, "current": played, **_answered(s, event.seat, event.answers, 0)}
        case ChainOpened(seat=seat):
            return {"chains": (*s.chains, Chain(damager=seat))}
        case ChainBlocked(seat=seat) | ChainCancelled(seat=seat) | ChainClosed(seat=seat):
            return {"chains": tuple(c for c in s.chains if c.damager != seat)}
        case DamageOwed():
            return {"decision": Decision(kind=Kind.DAMAGE, seat=event.seat, amount=event.amount, targets=event.targets)}
        case DamageDealt(target=target, points=points):
            return {"points": _set(s.points, target, points), "decision": None}
        case PlayerEliminated(seat=seat, deck=deck):
            return {"hands": _set(s.hands, seat, ()), "points": _set(s.points, seat, 0), "deck": deck}
        case DirectionReversed(clockwise=clockwise):
            return {"direction": 1 if clockwise else -1}
        case RankBlocked(rank=rank):
            return {} if rank in s.blocked else {"blocked": (*s.blocked, rank)}
        case PileShuffledIn(cards=cards, deck=deck):
            return {"pile": s.pile[: max(0, len(s.pile) - len(cards))], "deck": deck}
        case DeckRebuilt(deck=deck):
            return {"pile": s.pile[-1:], "deck": deck}
        case AceDrawn(seat=seat, cards=cards):
            return {"deck": s.deck[len(cards) :], "decision": Decision(kind=Kind.KEEP, seat=seat, offer=cards)}
        case AceKept(seat=seat, kept=kept, bottomed=bottomed):
            return {"deck": (*s.deck, bottomed), "decision": None, "hands": _give(s.hands, seat, (kept,))}
        case HandShuffledIn(seat=seat, deck=deck):
            return {"hands": _set(s.hands, seat, ()), "deck": deck}
        case HandLookedAt(seat=seat, target=target):
            return {"decision": Decision(kind=Kind.BURY, seat=seat, other=target)}
        case CardBuried(target=target, card=card):
            hands = _set(s.hands, target, without(_hand(s.hands, target), (card,)))
            return {"hands": hands, "deck": (*s.deck, card), "decision": None}
        case SwapOffered():
            decision = Decision(
                kind=Kind.PICK,
                seat=event.seat,
                other=event.target,
                seat_sees=event.seat_sees,
                other_sees=event.target_sees,
            )
            return {"decision": decision}
        case PositionPicked(seat=seat, position=position):
            return _picked(s, seat, position)
        case CardsSwapped(seat=seat, target=target, given=given, taken=taken):
            hands = _set(s.hands, seat, sort_cards((*without(_hand(s.hands, seat), (given,)), taken)))
            hands = _set(hands, target, sort_cards((*without(_hand(hands, target), (taken,)), given)))
            return {"hands": hands, "decision": None}
        case GameWon(seat=seat):
            wins = _set(s.wins, seat, s.wins[seat] + 1) if 0 <= seat < len(s.wins) else s.wins
            return {"wins": wins, "game_winners": (*s.game_winners, seat), "turn": None, "decision": None, "chains": ()}
        case SeriesFinished():
            result = Result(winner=event.winner, wins=event.wins, game_winners=event.game_winners)
            return {"phase": Phase.FINISHED, "result": result, "turn": None, "decision": None}
        case _:
            assert_never(event)


T = TypeVar("T")


def _set(items: tuple[T, ...], index: int, item: T) -> tuple[T, ...]:
    if not 0 <= index < len(items):
        return items
    return (*items[:index], item, *items[index + 1 :])


def _hand(hands: tuple[tuple[str, ...], ...], seat: int) -> tuple[str, ...]:
    return hands[seat] if 0 <= seat < len(hands) else ()


def _give(hands: tuple[tuple[str, ...], ...], seat: int, cards: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    return _set(hands, seat, sort_cards((*_hand(hands, seat), *cards)))


def pile_card(card: str) -> PileCard:
    """A card laid on the pile by a testing deal: it acts as its printed rank (a 6 or Joker as nothing)."""
    rank = rank_of(card)
    if rank == JOKER:
        return PileCard(card=card, became=None, value=0)
    return PileCard(card=card, became=None if rank == "6" else rank, value=value(rank))


def _dealt(e: GameDealt) -> BombsAwayChanges:
    return {
        "phase": Phase.PLAY,
        "game": e.game,
        "starter": e.starter,
        "points": e.points,
        "hands": tuple(sort_cards(h) for h in e.hands),
        "deck": e.deck,
        "pile": tuple(pile_card(c) for c in e.pile),
        "direction": 1,
        "blocked": (),
        "chains": (),
        "resume_after": None,
        "turn": None,
        "role": Role.FRESH,
        "current": None,
        "decision": None,
    }


def _answered(s: BombsAwayState, seat: int, answers: int | None, response: int) -> BombsAwayChanges:
    """Record ``response`` on the chain of ``answers``; the first response names the seat play resumes after."""
    if answers is None:
        return {}
    chains = tuple(replace(c, response=response) if c.damager == answers else c for c in s.chains)
    return {"chains": chains, "resume_after": seat if s.resume_after is None else s.resume_after}


def _played(s: BombsAwayState, e: CardPlayed) -> BombsAwayChanges:
    played = Played(
        seat=e.seat,
        role=Role(e.role),
        card=e.card,
        became=e.became,
        value=e.value,
        effect=e.effect,
        answers=e.answers,
    )
    return {
        "hands": _set(s.hands, e.seat, without(_hand(s.hands, e.seat), (e.card,))),
        "pile": (*s.pile, PileCard(card=e.card, became=e.became, value=e.value)),
        "blocked": tuple(r for r in s.blocked if r != e.block_used),
        "turn": None,
        "current": played,
        **_answered(s, e.seat, e.answers, e.value),
    }


def _picked(s: BombsAwayState, seat: int, position: int) -> BombsAwayChanges:
    d = s.decision
    if d is None or d.kind is not Kind.PICK:
        return {}
    picks = (position, d.picks[1]) if seat == d.seat and d.picks[0] is None else (d.picks[0], position)
    return {"decision": replace(d, picks=picks)}


#: Fold one recorded event (``domain.folding``); every event restarts the turn clock at its own time.
evolve = fold(slug="bombs-away", first=GameStarted, started=_started, changes=_changes, with_changes=with_changes)


class Batch(batches.Batch[BombsAwayState]):
    """A bombs-away batch: ``domain.batch.Batch`` folding with this module's ``evolve``."""

    def __init__(self, state: BombsAwayState, now_ms: int, rng: Draws) -> None:
        super().__init__(state, now_ms, rng, evolve)
