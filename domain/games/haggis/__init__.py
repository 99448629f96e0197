"""Haggis (seed 002) for 2 or 3 players: docs/rules.md §3 (every rule, H1–H14), with the tournament bomb rule.

Choices made where the rules are silent:

- Notation. Number cards ``7R``, ``10B`` (suits R O Y G B); the wilds ``J``, ``Q``, ``K`` have no suit and
  each seat holds its own, so a hand holds each wild code at most once. Hands are sorted by rank, then suit
  in the order R O Y G B, the wilds last.
- The pack with two players. The suit taken out is drawn at random each round and is public
  (``RoundDealt.removed_suit``); sequences are then at most 4 wide.
- Readings. ``play`` takes optional ``kind`` (set, sequence, bomb), ``width`` and ``top_rank``; each given
  part narrows the readings of the cards (a set has no width; a bomb neither width nor top rank), and among
  those left the server chooses as §3.3 says: leading, a set, then the widest sequence, then the highest top;
  following, the highest-valued reading that beats the top. A lone wild is a single of its own rank only
  (§3.3's recognition), and a width can be at most the number of suits in the pack (it needs that many
  distinct suits). A reading the cards cannot have is ``no-such-reading``; a malformed one ``bad-reading``.
- Refusals when following: ``wrong-kind`` (a set on a sequence, a non-bomb on a bomb), ``wrong-shape`` (same
  kind but another card count or width, H6), ``does-not-beat`` (same shape, not higher; or a lower bomb).
  A play out of turn is ``not-your-turn`` (bombs too, H11).
- Trick end. After a combination, the trick is taken once every other seat holding cards has passed in turn
  since it (so both remaining players when its player just went out, §3.4). The captured cards go to a
  face-down pile: ``TrickCaptured`` names the winner, the capturer and the number of cards, never the pile.
- Bets. ``bet`` with 0, 15 or 30, in or out of turn, while the seat has neither bet nor played a card this
  round; its first play records an implicit 0. A second bet is ``already-bet``; a bet after a play is
  ``bet-after-first-play``. Bets are public, and never awaited (nobody must bet).
- Going out. The player who plays their last card scores 5 × the largest opponent hand at that moment,
  wilds counted (``PlayerWentOut``). A player who is out captures tricks as anyone (H12): the lead then goes
  to the next seat to their left that holds cards. The round ends with the play that leaves one player
  holding cards; that trick is captured by the bomb rule, and no further trick is led.
- Round scoring (``RoundScored``) shows the last player's hand, the Haggis and every captured pile (they are
  no longer hidden). The view keeps only the points of the last round, never its cards, since the next round
  deals the same cards again.
- Dealer of later rounds. The highest total; among several, the last round's winner (its first player out) if
  tied, else the first tied seat clockwise from that winner, so a player who is not highest never deals.
  Leader: the lowest total; among several, the first tied seat clockwise from the dealer's left (H9).
  The dealer's only role is this tie-break: the server deals.
- End. After each round, when someone has reached the target and one total is highest; ``winners`` holds that
  one seat. ``target`` is 250 or 350; any other value is ``bad-option``.
- Options. No ``window_ms``: haggis has no out-of-turn window (bets are free actions, bombs in turn, H11).
- Compact legal commands. A 17-card lead makes up to ~7,000 plays (~750 KB as bodies), so the game also
  offers ``legal_groups``: the plays as groups of one reading each (``compact``), served by
  ``GET …/legal-commands?form=compact``.
- Turn clock (``turn_clock_ms``). It runs for the seat on turn from the event that gave it the turn (a bet by
  anyone does not restart it). On expiry the seat passes, or when leading plays its lowest card as a single
  (lowest rank, then suit R O Y G B); the event carries ``timeout=True``. No bet is made for it (§0). The
  ``time-out`` command names its timer's key and is refused when that timer is not open (``timer-not-open``)
  or not yet due (``timer-not-due``).
- Legal commands list every distinct (cards, reading) with its reading named; see ``legal`` and
  ``candidates``. ``decide`` also accepts the same cards without a reading, or with part of one. A 17-card
  lead can list about 7,000 plays (750 KB of JSON); ``compact`` groups them by reading into at most a few
  hundred groups (about 45 KB) that expand to exactly the same plays, for the API to serve if it chooses.
- Views. ``seats[i].wilds`` lists the wilds a seat still holds (public); ``bet`` and ``may_bet`` its bet;
  ``captured_cards`` the size of its pile. ``haggis_cards`` is the Haggis' size. Once the game is finished,
  ``hands``, ``haggis`` and ``captured`` (the final round's piles) are shown.
- Testing deals: see ``testing``.
"""

from __future__ import annotations

from domain.declared import Grouped, starts_anew
from domain.game import GameInfo
from domain.games.haggis import bot as _bot
from domain.games.haggis import decide as _decide
from domain.games.haggis import evolve as _evolve
from domain.games.haggis import legal as _legal
from domain.games.haggis import setup as _setup
from domain.games.haggis import timers as _timers
from domain.games.haggis import view as _view
from domain.games.haggis import world as _world
from domain.games.haggis.commands import COMMANDS, SYSTEM_COMMANDS
from domain.games.haggis.errors import HaggisCode
from domain.games.haggis.events import EVENTS
from domain.games.haggis.options import OPTIONS
from domain.games.haggis.places import CARDS
from domain.games.haggis.privacy import PRIVACY

INFO = GameInfo(
    slug="haggis",
    title="Haggis",
    min_players=2,
    max_players=3,
    options=OPTIONS,
    events=EVENTS,
    commands=COMMANDS,
    system_commands=SYSTEM_COMMANDS,
    codes=tuple(map(str, HaggisCode)),
)


#: The rules, declared: each member of the ``Game`` protocol is the package's function of that name.
GAME = Grouped(
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
    shapes="api.schemas.haggis",
    cards=CARDS,
    bots=("random", "greedy", "search"),
    greedy=_bot.greedy,
    world=_world.world,
    value=_world.value,
    deal=_world.deal,
    legal_groups=_legal.legal_groups,
)
