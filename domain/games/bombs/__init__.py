"""Bombs (seed 000) at a single table of 3 to 5 players: RULES.md §1.1–1.5 and §1.7–1.9.

The multi-table variant (§1.6) is not implemented; the single-table tie-break hand (§1.7, B15, B16) is.

Choices made where the rules are silent:

- Commands. One ``play`` command serves the lead, in-turn follows and out-of-turn bombs and completions:
  a seat on turn may play anything that beats the top (a pair of the single's rank completes a bomb, in turn
  too, B7); a seat not on turn may play only a Bomb, Big Bomb or Super Bomb that beats the top, or a
  completing pair. Any other out-of-turn play is ``not-your-turn``; an out-of-turn pair that no longer
  completes is ``completion-closed``; a bomb thrown before the lead is ``lead-cannot-be-bombed`` (B6).
- Last call (B5). Its seats are every seat holding cards, the top player included (B7: "you may bomb
  yourself"). Nobody is on turn during it, so ``pass`` is refused. A seat that has waived may still throw
  a bomb while the call is open; waiving only lets the call close sooner. A bomb or completion in the call
  closes it and play resumes left of the bomber; a later final pass opens a new call with a new key.
- Turn clock. It restarts at every event, so any play, pass or decision gives the next owner a full clock.
  It runs for the seat on turn and for the owner of an exchange decision, never during a last call (the
  window has its own timer). Its defaults (§0): pass; the lowest card when leading; no revolt; accept the
  card; stop requesting; return the lowest legal card. The resulting event carries ``timeout=True``.
- Timers. ``close-last-call`` and ``time-out`` name their timer's key; ``decide`` refuses them when that
  timer is no longer open (``timer-not-open``) or not yet due at ``ctx.now_ms`` (``timer-not-due``), so a
  late or early job changes nothing. Keys: ``last-call:<hand>:<trick>:<n>`` and ``clock:<hand>:<seq>``.
- Exchange. The Knave's highest card of tied ranks is the lowest suit (B10). The Master always chooses the
  returned card, even when only one card is legal, and may return the card just accepted ("any card of
  their choice"). The request step is skipped when the Master holds no card ranked 3–10 (B11). The server
  says whether the Master holds a requested rank (``RankRequested.held``), as the table would hear it.
- Dealer draw. Jokers are in the draw (they are high). Ties redraw among the tied only, with a fresh deck
  each round; after 50 tied rounds (never in practice) the first tied seat deals.
- Tie-break (B15, B16). Hand numbers continue past ``hands``. Only the qualifying seats are dealt in (the
  whole deck, with that many players' hand sizes, counter-clockwise from a dealer drawn among them); the
  others hold no cards, are never awaited and score 0 for the hand. Repeated while first place is tied.
- Views. ``knave`` and ``master`` are the pair exchanging in this hand (last hand's roles; null in hand 1
  and tie-breaks); this hand's finishing order is ``finishing_order``. Once finished, ``hands`` is a list of
  every seat's cards indexed by seat. The dealer draw (``DealerDrawn``) is public: it uses its own deck.
- The hand's end (B18) records ``HandScored`` right after the last ``PlayerWentOut``; the unfinished trick
  gets no ``TrickTaken``. The next ``HandDealt`` (or ``GameFinished``) follows in the same command.
- Legal commands. Plays are listed once per distinct rank multiset, with the lowest suits (``legal``);
  ``decide`` accepts the same ranks in any suits. Returns are listed once per rank, lowest suit.
- Testing deals: see ``testing``. A hand-1 deal where nobody holds the 3♣ needs an explicit ``leader``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from domain.game import Command, Ctx, Event, GameInfo, JsonDict, PlayerSpec, Status, Timer, Viewer
from domain.games.bombs import decide as _decide
from domain.games.bombs import evolve as _evolve
from domain.games.bombs import legal as _legal
from domain.games.bombs import setup as _setup
from domain.games.bombs import timers as _timers
from domain.games.bombs import view as _view
from domain.games.bombs.commands import COMMANDS, SYSTEM_COMMANDS
from domain.games.bombs.events import EVENTS
from domain.games.bombs.options import OPTIONS
from domain.games.bombs.state import BombsState

INFO = GameInfo(
    slug="bombs",
    title="Bombs",
    min_players=3,
    max_players=5,
    options=OPTIONS,
    events=EVENTS,
    commands=COMMANDS,
    system_commands=SYSTEM_COMMANDS,
)


class Bombs:
    """The bombs rules behind the ``domain.game.Game`` protocol."""

    __slots__ = ("info",)

    def __init__(self) -> None:
        self.info: GameInfo = INFO

    def setup(
        self,
        players: Sequence[PlayerSpec],
        options: Mapping[str, Any],
        ctx: Ctx,
        deal: Mapping[str, Any] | None = None,
    ) -> list[Event]:
        """The opening events: the table, the dealer draw and the first hand."""
        return _setup.setup(players, options, ctx, deal)

    def evolve(self, state: BombsState | None, event: Event, at_ms: int) -> BombsState:
        """Fold one recorded event."""
        return _evolve.evolve(state, event, at_ms)

    def decide(self, state: BombsState, seat: int | None, command: Command, ctx: Ctx) -> list[Event]:
        """Judge a command of ``seat`` (None: the system applying a timer)."""
        return _decide.decide(state, seat, command, ctx)

    def legal_commands(self, state: BombsState, seat: int) -> list[Command]:
        """Everything ``seat`` may send now."""
        return _legal.legal_commands(state, seat)

    def timers(self, state: BombsState) -> list[Timer]:
        """The open deadlines."""
        return _timers.timers(state)

    def awaiting(self, state: BombsState) -> tuple[int, ...]:
        """The seats the table waits on."""
        return _timers.awaiting(state)

    def status(self, state: BombsState | None) -> Status:
        """``active`` or ``finished``."""
        return _timers.status(state)

    def view(self, state: BombsState, viewer: Viewer) -> JsonDict:
        """What ``viewer`` may see."""
        return _view.view(state, viewer)

    def redact_event(self, event: Event, viewer: Viewer, finished: bool) -> JsonDict:
        """The data of ``event`` as ``viewer`` may see it."""
        return _view.redact_event(event, viewer, finished)


GAME = Bombs()
