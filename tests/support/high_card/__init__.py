"""High Card, a test-only fifth game for 2 to 4 players (docs/adding-a-game.md): it is built from exactly the
files that document names, and registered only inside tests (``tests/domain/test_fifth_game.py``).

Rules: the twelve court cards are dealt evenly; from seat 0, each seat in turn lays one card of its hand face
up; when every card is down, the seat that laid the highest (J < Q < K, then C < D < H < S) wins.

Choices made where the rules are silent:

- Turn clock. It restarts at every event; on expiry the seat on turn lays its lowest card (``timeout=True``).
- Testing deals: see ``testing``.
"""

from __future__ import annotations

from domain.declared import Declared, starts_anew
from domain.game import GameInfo
from tests.support.high_card import decide as _decide
from tests.support.high_card import evolve as _evolve
from tests.support.high_card import legal as _legal
from tests.support.high_card import setup as _setup
from tests.support.high_card import timers as _timers
from tests.support.high_card import view as _view
from tests.support.high_card.commands import COMMANDS, SYSTEM_COMMANDS
from tests.support.high_card.errors import HighCardCode
from tests.support.high_card.events import EVENTS
from tests.support.high_card.options import OPTIONS
from tests.support.high_card.places import CARDS
from tests.support.high_card.privacy import PRIVACY

INFO = GameInfo(
    slug="high-card",
    title="High Card",
    min_players=2,
    max_players=4,
    options=OPTIONS,
    events=EVENTS,
    commands=COMMANDS,
    system_commands=SYSTEM_COMMANDS,
    codes=tuple(map(str, HighCardCode)),
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
    next_starter=starts_anew,
    view=_view.view,
    privacy=PRIVACY,
    shapes="tests.support.high_card.shapes",
    cards=CARDS,
    bots=("random",),
)
