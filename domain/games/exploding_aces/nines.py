"""Nine windows and chains (§2.6, A5-A8): a play is held while eligible seats may answer with a Nine.

A window answers the last item of the chain (the play, or the last Nine). Its seats are the survivors other
than the active player (A6) and the one who made that item; with ``nine_prompt: holders`` only those holding
a Nine (A7). With ``window_ms`` 0, or nobody to ask, the chain settles at once. Each seat answers once: a
Nine (which opens a new window) or ``waive``. When every seat has answered, ``settle`` (with the effects it
leads to) counts the Nines.
"""

from __future__ import annotations

from domain.errors import IllegalMove
from domain.games.exploding_aces.cards import NINE, rank, sort_cards
from domain.games.exploding_aces.effects import settle as settle  # decide.py settles an expired window here
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.events import NinePlayed, Waived, WindowOpened
from domain.games.exploding_aces.evolve import Batch
from domain.games.exploding_aces.options import HOLDERS
from domain.games.exploding_aces.poker import Combo
from domain.games.exploding_aces.state import AcesState, Chain


def eligible(s: AcesState) -> tuple[int, ...]:
    """The seats the next window of the chain opens for."""
    chain = s.chain
    if chain is None:
        return ()
    last = chain.nines[-1] if chain.nines else chain.play.seat
    seats = tuple(x for x in s.survivors() if x != s.turn and x != last)
    if s.options.nine_prompt == HOLDERS:
        seats = tuple(x for x in seats if any(rank(c) == NINE for c in s.hand(x)))
    return seats


def open_or_settle(batch: Batch) -> None:
    """Open the window on the chain's last item, or settle the chain when there is none to open."""
    s = batch.state
    seats = eligible(s) if s.options.window_ms > 0 else ()
    if seats:
        batch.add(WindowOpened(key=f"nine:{s.seq}", seats=seats))
    else:
        settle(batch, "no-window")


def needs_cancel(chain: Chain) -> bool:
    """The first Nine on a combination names the card it cancels (A8)."""
    return not chain.nines and chain.play.form != Combo.SINGLE


def check_nine(s: AcesState, seat: int, cancel: str | None) -> str:
    """The Nine card ``seat`` would play on the open window, or ``IllegalMove``."""
    if seat == s.turn:
        raise IllegalMove(AcesCode.NINE_IN_OWN_TURN, "the active player can never play a Nine, not even on a Nine (A6)")
    chain = s.chain
    window = chain.window if chain is not None else None
    if chain is None or window is None:
        raise IllegalMove(AcesCode.NINE_ONLY_IN_WINDOW, "a Nine only answers a play while its Nine window is open")
    if seat not in window.seats:
        raise IllegalMove(AcesCode.NOT_IN_WINDOW, f"this window is for seats {list(window.seats)}")
    if seat in window.waived:
        raise IllegalMove(AcesCode.ALREADY_ANSWERED, "you already answered this window with no Nine")
    nine = next((c for c in sort_cards(s.hand(seat)) if rank(c) == NINE), None)
    if nine is None:
        raise IllegalMove(AcesCode.NO_NINE_IN_HAND, "you hold no Nine; answer with waive")
    if needs_cancel(chain):
        if cancel is None:
            shown = " ".join(chain.play.cards)
            raise IllegalMove(AcesCode.CANCEL_REQUIRED, f"name the card of {shown} your Nine cancels in 'cancel'")
        if cancel not in chain.play.cards:
            raise IllegalMove(AcesCode.BAD_CANCEL, f"{cancel!r} is not a card of {' '.join(chain.play.cards)}")
    elif cancel is not None:
        raise IllegalMove(AcesCode.BAD_CANCEL, "only the first Nine on a combination names a card to cancel")
    return nine


def nine(batch: Batch, seat: int, cancel: str | None) -> None:
    """``seat`` answers the open window with a Nine: a new window opens on it (§2.6)."""
    card = check_nine(batch.state, seat, cancel)
    batch.add(NinePlayed(seat=seat, card=card, cancel=cancel))
    open_or_settle(batch)


def waive(batch: Batch, seat: int) -> None:
    """``seat`` answers the open window with no Nine; when every seat has answered, the chain settles."""
    chain = batch.state.chain
    window = chain.window if chain is not None else None
    if window is None:
        raise IllegalMove(AcesCode.NINE_ONLY_IN_WINDOW, "no Nine window is open")
    if seat not in window.seats:
        raise IllegalMove(AcesCode.NOT_IN_WINDOW, f"this window is for seats {list(window.seats)}")
    if seat in window.waived:
        raise IllegalMove(AcesCode.ALREADY_ANSWERED, "you already answered this window")
    state = batch.add(Waived(seat=seat))
    window = state.chain.window if state.chain is not None else None
    if window is not None and set(window.seats) <= set(window.waived):
        settle(batch, "waived")

