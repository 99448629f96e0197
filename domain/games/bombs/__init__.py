"""Bombs (seed 000): at a single table of 3 to 5 players (docs/rules.md §1.1–1.5, §1.7–1.9), and for 6 to 40
players the multiple-tables variant (§1.6, §1.7, B15–B17), whose match and tables are in ``match``.

A game created with 6 or more players is a match, played by other rules (``GAME.matches``, in
``match_rules``; the service picks them with ``domain.game.rules_for``): its own stream folds into
``match.MatchState`` (the standings and who sits where), and each table is a bombs game of its own
(``Options.table``) with its own stream, played by these rules, which waits after every hand until the match
deals on (``PlaysAtTables``).

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

from domain.declared import Declared, WithMatches, starts_anew
from domain.game import GameInfo
from domain.games.bombs import bot as _bot
from domain.games.bombs import decide as _decide
from domain.games.bombs import evolve as _evolve
from domain.games.bombs import legal as _legal
from domain.games.bombs import match as _match
from domain.games.bombs import setup as _setup
from domain.games.bombs import timers as _timers
from domain.games.bombs import view as _view
from domain.games.bombs import world as _world
from domain.games.bombs.commands import COMMANDS, SYSTEM_COMMANDS
from domain.games.bombs.errors import BombsCode
from domain.games.bombs.events import EVENTS
from domain.games.bombs.match_rules import BombsMatch
from domain.games.bombs.options import OPTIONS
from domain.games.bombs.places import CARDS
from domain.games.bombs.privacy import PRIVACY

INFO = GameInfo(
    slug="bombs",
    title="Bombs",
    min_players=3,
    # The game type takes up to 40 players: from 6 on, a game is a match played by ``GAME.matches``.
    max_players=_match.MATCH_MAX,
    options=OPTIONS,
    events=(*EVENTS, *_match.MATCH_EVENTS),
    commands=COMMANDS,
    system_commands=SYSTEM_COMMANDS,
    codes=tuple(map(str, BombsCode)),
    #: Suits never matter (§1.3): a play is listed once per set of ranks.
    equivalent_cards="same-ranks",
    #: 2: a match's tables add scores up by player, not by chair (``SeatTaken.scores``, tie-break tables open
    #: with their players' match totals).
    rules_version="2",
)


#: The rules of one table, declared: each member of the ``Game`` protocol is the function of that name.
TABLE = Declared(
    info=INFO,
    setup=_setup.setup,
    evolve=_evolve.evolve,
    decide=_decide.decide,
    legal_commands=_legal.legal_commands,
    timers=_timers.timers,
    awaiting=_timers.awaiting,
    status=_timers.status,
    next_starter=starts_anew,
    view=_view.view,
    privacy=PRIVACY,
    shapes="api.schemas.bombs",
    cards=CARDS,
    bots=("random", "greedy", "search"),
    greedy=_bot.greedy,
    world=_world.world,
    value=_world.value,
    # Rules 1 differ from 2 only in a match, whose tables added scores up by chair: a game at one table plays
    # the same under both (a match under 1 is not replayed: ``domain.tables.audit``).
    revisions={"1": _setup.setup},
)

#: Bombs: one table of 3 to 5 players; 6 to 40 play a match (``match_rules``), each of its tables by ``TABLE``.
GAME = WithMatches.of(TABLE, BombsMatch(TABLE))
