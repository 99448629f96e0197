"""Bombs Away (seed 003) for 2 to 5 players: docs/rules.md §4, with every resolution W1–W18.

Choices made where the rules are silent:

- Commands. ``play`` carries the choices known before anyone sees anything: ``declare`` (a Joker's number,
  A–9), ``block`` (the rank an effective 8 blocks) and ``target`` (the opponent of an effective 5 or 9).
  Each is required exactly when the card acts that way now (a 6 copying an 8 names a rank; a blocked 8
  names none) and refused otherwise, so ``legal-commands`` lists every accepted play. Choices made after
  seeing something are decisions owed after the play: ``keep`` (the Ace), ``bury`` (the 5), ``pick`` (the
  9, owed by both players, in any order), ``damage`` (the damager) and ``keep-ten`` (the ten-value rule,
  owed even out of turn). While a decision is pending, nobody plays (``decision-pending``).
- Targets. A 5 names an opponent who holds cards; when none does, it names nobody and does nothing. A 9
  names any other player with points. When only one player can be damaged, the damage goes to them at
  once with no decision.
- The 6 and the 8 (§4.6, W7). A 6 copies what the card beneath it acted as. A 6 that copied nothing (an
  empty pile, a 7 it may not copy yet, or itself blocked as a printed 6 or as a Joker's 6) acted as
  nothing, so a 6 on it also copies nothing and is worth 6. A 6 copying a blocked rank is worth that
  rank's value (it "keeps its number") and does nothing. A Joker declared 6 is checked against the blocked
  set as a 6 first, then as what it copied; only one block is used up. A 2 played while a chain is open
  still uses up a 2 block.
- Chains. A 7 blocks a chain only when it answers that chain with its opening card directly beneath (W6).
  A skipped response (W17) counts as a response worth 0, so any closing card deals damage; a skipped
  closing card deals none, and chain 2 then has a response worth 0. A 2 in a chain never skips.
- The ten-value rule (W9). It runs after the card's effect and the player's refill, for the player first
  and then every other player whose hand changed (the 5's target, the 9's partner) in play order; after a
  deal, for every seat in seat order. It asks only while the deck holds a card worth less than 10 (the
  returned cards are shuffled in before the replacements are drawn, so no rebuild is ever needed for
  them). The returned cards are face down: only their holder sees them.
- Hidden cards. The buried card of a 5 is seen by both players of the 5; the cards swapped by a 9 by both
  players of the 9 (each knows what it gave). The deck order is secret until the series ends.
- Deck rebuilds (W16). When a draw needs more cards than the deck holds, the pile but its top card is
  shuffled under the remaining deck before drawing, which is the same as drawing the deck out first.
- The series (W14). Option ``games`` (1 to 3, default 1) plays that many games; each later game is
  started by the previous winner, with ``winner_carryover`` giving them 30 plus the points they had left
  (without effect when ``games`` is 1). The series winner has won most games; a tie goes to whichever of
  the tied won the latest game.
- No windows. Bombs Away has no out-of-turn actions (§5), so there is no ``window_ms`` option and
  ``windows`` is always empty.
- Turn clock. It restarts at every event and runs for whoever owes a play or a decision. Its defaults
  (§0): the first listed play (lowest card, lowest declaration and rank, the first target in play order);
  keep or bury the lowest card; position 0 for each player still to pick; damage the first player in play
  order; keep the lowest 10-value card. The resulting events carry ``timeout=True``.
- Views. ``seats[].score`` is the player's points (0 once eliminated). Once finished, ``hands`` lists every
  seat's cards. The result names the ``winner`` (also as ``winners``), ``wins`` and ``game_winners``.
- Testing deals: see ``testing``.
"""

from __future__ import annotations

from domain.declared import Declared
from domain.game import GameInfo
from domain.games.bombs_away import bot as _bot
from domain.games.bombs_away import decide as _decide
from domain.games.bombs_away import evolve as _evolve
from domain.games.bombs_away import legal as _legal
from domain.games.bombs_away import setup as _setup
from domain.games.bombs_away import timers as _timers
from domain.games.bombs_away import view as _view
from domain.games.bombs_away import world as _world
from domain.games.bombs_away.commands import COMMANDS, SYSTEM_COMMANDS
from domain.games.bombs_away.errors import BombsAwayCode
from domain.games.bombs_away.events import EVENTS
from domain.games.bombs_away.options import OPTIONS
from domain.games.bombs_away.places import CARDS
from domain.games.bombs_away.privacy import PRIVACY

INFO = GameInfo(
    slug="bombs-away",
    title="Bombs Away",
    min_players=2,
    max_players=5,
    options=OPTIONS,
    events=EVENTS,
    commands=COMMANDS,
    system_commands=SYSTEM_COMMANDS,
    codes=tuple(map(str, BombsAwayCode)),
)


#: The rules, declared: each member of the ``Game`` protocol is the package's function of that name.
GAME = Declared(
    info=INFO,
    setup=_setup.setup,
    evolve=_evolve.evolve,
    decide=_decide.decide,
    legal_commands=_legal.legal_commands,
    timers=_timers.timers,
    awaiting=_timers.awaiting,
    status=_timers.status,
    next_starter=_timers.next_starter,
    view=_view.view,
    privacy=PRIVACY,
    shapes="api.schemas.bombs_away",
    cards=CARDS,
    bots=("random", "greedy", "search"),
    greedy=_bot.greedy,
    world=_world.world,
    value=_world.value,
    deal=_world.deal,
)
