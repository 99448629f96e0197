"""Exploding Aces (seed 001) for 2 to 12 players: docs/rules.md §2 (A1-A21) with the conventions of §0 and §5.

Choices made where the rules are silent:

- Commands. ``play`` carries a card's up-front choices: ``target`` (Five, Six, Pair, Two Pairs), ``rank``
  (Seven, Pair), ``position`` (a King's Ace, 0 = top) and ``king_position`` (a recycled King, inserted after
  the Ace; A9). The Ace revealed by a defuse is the viewer's lowest-suited Ace (suits never matter). Choices
  that come later (which card to give, keep or take, top or bottom, block or allow) are decisions with
  their own commands (``give``, ``keep``, ``reject``, ``draw-from``, ``take``, ``take-blind``, ``arrange``,
  ``block``, ``allow``, ``replay``). A field a play does not use is refused (``unexpected-field``).
- Targets (A11). When nobody else holds cards, a Five, Pair or Two Pairs is played without a target and has
  no effect (the turn Continues); a Pair still names a rank. A target eliminated before its effect resolves
  counts as holding no cards: a Five, Two Pairs or Six then does nothing (Continue); a Pair draws 2 (Choose).
- Nine windows (A6, A7). Each eligible seat answers once (a Nine or ``waive``); a seat that waived may not
  play a Nine later in that window. A Nine discards the holder's lowest-suited Nine. Only the first Nine on
  a combination names ``cancel``. Windows never open for a King (no Nine can cancel it) and never with
  ``window_ms`` 0; with ``nine_prompt: holders`` a window with no eligible holder is not opened at all.
- The Six (§2.7). The block is a window (docs/rules.md §0): the chosen player has ``window_ms`` to ``block``,
  ``allow`` or ``waive`` (the same as allow), and when its timer fires the exchange is allowed; the turn
  clock does not run meanwhile. It opens whether or not that player holds a Six, so it reveals nothing
  (``block`` is listed only to a holder). With ``window_ms`` 0 there is no window, so no block: the
  exchange starts at once. The exchange's size n is fixed when it starts; both sides then ``give`` n cards
  secretly, in any order, and the cards cross when both have chosen. A chosen player with no cards is not
  asked, and P Continues.
- Replay after a Nine on a combination (§2.6, A8). If the cancelled card is an Ace the player is eliminated
  at once (it can never be replayed, scenario 8b). A replay that leaves an Ace unused eliminates the player
  at once; the replay, being something their turn started, then has no effect. With no legal replay, the
  remaining cards are discarded (Aces: elimination) and the turn Continues. A replayed single King defuses
  (it needs an Ace in hand). Unused cards that are not Aces are discarded.
- Combinations' Aces go back into the deck when the effect ends, after the eliminations it causes. "Aces in
  play" for A2 counts the deck (and a Jack's lifted cards), the surviving hands (with the eliminated seat),
  and Aces on the table bound for the deck.
- Effects with many owners. Full House: only opponents holding two or more cards are asked (with one card
  they keep it); a keeper's cards drawn meanwhile by a challenge are returned too. Four of a Kind: one
  ``take-blind`` per opponent (holding cards when it resolves), in any order; the opponent's hand is
  shuffled face down when the take is made and the position picks from it. Opponents then discard the rest
  (face up, Aces into the deck).
- Three of a Kind. The drawn card goes into the hand until it is kept or rejected; a rejected card is
  shown (discarded, or an Ace shuffled back). The third card is kept automatically. With no card left
  anywhere the effect ends (Choose).
- Jack. The looked-at cards are lifted off the deck until ``arrange`` puts the rest back, so a penalty draw
  meanwhile draws below them; if the Jack's player is eliminated first they go back on top as they were.
  With an empty deck a Jack does nothing but Choose. A Seven with no card anywhere does nothing (Continue).
- Eliminating the active player cancels what the turn started: cards on the table are discarded (Aces into
  the deck), a pending effect is dropped. If it happens inside a Queen chain (owing a response or with a
  response Queen in its window), the next survivor owes QUEEN_RESPONSE(k) with the same k; a first Queen
  still in its window is cancelled and the next player starts a normal turn.
- Start player: seat 0 (game 1 of §2.1; a table is one game). ``decks``: null means A1's automatic choice;
  1 or 2 may be forced (K_pack follows).
- Turn clock. It restarts at every event and runs for the decision owners (all of them at once: a Six's
  two sides, a Full House's keepers) or the active player, never while a window (a Nine's or a Six's
  block) is open. On expiry each owner's first listed answer is applied (lowest card first, seats in play
  order, position 0, ``top``, ``keep``, the first legal replay); the active player draws (or takes 2k in a Queen chain),
  or ENDs after a Choose card. Events so made carry ``timeout=True`` where they have the field.
- Timers. ``close-window`` (a Nine window, or a Six's block window) and ``time-out`` name their timer's
  key; ``decide`` refuses them when that timer is not open (``timer-not-open``) or not yet due
  (``timer-not-due``). Keys: ``nine:<seq>``, ``six:<seq>``, ``clock:<seq>``.
- Views. A seat's ``score`` is 1 for the winner and 0 otherwise. ``table`` is the held play with its Nines;
  ``deck`` is its size (the order is shown only once finished, as ``deck_order``); of the discard pile the
  view shows its size and top card (every card in it was shown by an event).
- Legal commands list one command per distinct choice (see ``plays`` and ``poker``): a King's positions
  are listed as 0, 1 and the bottom only, though any position is accepted.
- Testing deals: see ``testing``.
"""

from __future__ import annotations

from functools import partial

from domain.declared import Declared
from domain.game import GameInfo
from domain.games.exploding_aces import bot
from domain.games.exploding_aces import decide as _decide
from domain.games.exploding_aces import evolve as _evolve
from domain.games.exploding_aces import legal as _legal
from domain.games.exploding_aces import setup as _setup
from domain.games.exploding_aces import timers as _timers
from domain.games.exploding_aces import view as _view
from domain.games.exploding_aces import world as _world
from domain.games.exploding_aces.commands import COMMANDS, SYSTEM_COMMANDS
from domain.games.exploding_aces.errors import AcesCode
from domain.games.exploding_aces.events import EVENTS
from domain.games.exploding_aces.options import OPTIONS
from domain.games.exploding_aces.places import CARDS
from domain.games.exploding_aces.privacy import PRIVACY

INFO = GameInfo(
    slug="exploding-aces",
    title="Exploding Aces",
    min_players=2,
    max_players=12,
    options=OPTIONS,
    events=EVENTS,
    commands=COMMANDS,
    system_commands=SYSTEM_COMMANDS,
    codes=tuple(map(str, AcesCode)),
    #: Suits matter only to five cards of one suit (§2.4): every such play is listed, the others once per set of
    #: ranks (``poker.combinations_in``).
    equivalent_cards="same-ranks-except-flushes",
    # 2: a play's cards stay on the table until its effect is over (PlayDiscarded). A game records the
    # revision it is played by (GameStarted.rules), so one started under 1 goes on as it began.
    rules_version="2",
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
    shapes="api.schemas.exploding_aces",
    cards=CARDS,
    bots=("random", "greedy", "search"),
    greedy=bot.greedy,
    world=_world.world,
    value=_world.value,
    # Rules 1 discarded a play's cards at once: its games open with GameStarted.rules 1 and fold by it.
    revisions={"1": partial(_setup.setup, rules=1)},
)
