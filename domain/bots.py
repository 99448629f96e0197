"""Bot policies: pure choices among a seat's legal commands, from what that seat may know and nothing else.

A bot is given a ``Knowledge``: its seat's view (``Game.view(state, seat)``, the very redaction
``GET /v1/games/{id}`` answers the seat) and the commands it may send (what ``GET .../legal-commands`` answers
it). It never sees the state, so it cannot peek at another hand (tests/domain/test_bots.py shows it for every
game and kind). The policies:

- ``random``: a uniformly random legal command;
- ``greedy``: the game's own heuristic (``Declared.greedy``, each game's ``bot.py``), deterministic given its
  generator;
- ``search``: determinized search within a budget of time (``domain.search``), over worlds built from the same
  knowledge (``Declared.world``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from domain.errors import Code, InvalidSetup
from domain.game import Command, JsonDict

#: An event as a seat's log holds it: its type and its data as the seat may see it.
Logged = tuple[str, JsonDict]

BOT_POLICIES: tuple[str, ...] = ("random", "greedy", "search")
#: The policy that plays a person's seat on autopilot or after it resigned (``domain.idle``), where its game offers
#: it (else the game's first).
AUTOPILOT = "greedy"


@dataclass(frozen=True, slots=True, kw_only=True)
class Knowledge:
    """What a bot's seat may know when it decides: its view and its legal commands (never empty)."""

    seat: int
    view: JsonDict
    legal: tuple[Command, ...]
    #: The time of the decision (ms): the seat knows what time it is.
    now_ms: int = 0
    #: The seat's log: its game's events so far, oldest first, each as its type and its data redacted for the
    #: seat (what ``GET /v1/games/{id}/events`` answers it). Only a search reads it (the cards played since the
    #: deal are public history that a view does not show); empty where the caller gives none.
    log: tuple[Logged, ...] = ()


class Policy(Protocol):
    """A bot's choice: one of ``knowledge.legal``."""

    def __call__(self, knowledge: Knowledge, rng: random.Random) -> Command: ...


class Offers(Protocol):
    """What a game offers its bots (``domain.declared.Declared``): its policies' names and its heuristic."""

    @property
    def bots(self) -> tuple[str, ...]: ...

    @property
    def greedy(self) -> Policy | None: ...


#: Whether a search may run another simulation, given how many it ran (``domain.search``).
Budget = Callable[[int], bool]

def knowledge(
    game: Any,
    state: Any,
    seat: int,
    legal: Sequence[Command] | None = None,
    now_ms: int = 0,
    log: Sequence[Logged] = (),
) -> Knowledge:
    """What ``seat`` may know of ``state`` under ``game``'s rules at ``now_ms`` (``legal``: its legal commands, when
    the caller has them already; ``log``: its redacted log, for a search)."""
    commands = game.legal_commands(state, seat) if legal is None else legal
    return Knowledge(seat=seat, view=game.view(state, seat), legal=tuple(commands), now_ms=now_ms, log=tuple(log))


def needs_log(policy: str) -> bool:
    """Whether the bot ``policy`` reads its seat's log (a search does; the others decide from the view alone)."""
    return policy == "search"


def choose_command(
    offers: Offers, policy: str, known: Knowledge, rng: random.Random, budget: Budget | None = None
) -> Command:
    """The command the bot ``policy`` of a game that ``offers`` it picks, knowing ``known`` (``budget``: a search's,
    which ``domain.search.choose`` plays)."""
    if policy == "random":
        return known.legal[rng.randrange(len(known.legal))]
    if policy == "greedy" and offers.greedy is not None and policy in offers.bots:
        return offers.greedy(known, rng)
    raise ValueError(f"unknown bot policy {policy!r} (this game offers {offers.bots!r})")


def check_offered(slug: str, offered: Sequence[str], asked: Sequence[str]) -> None:
    """Refuse (``InvalidSetup``, ``unknown-bot``) a bot kind among ``asked`` that the game ``slug`` does not offer."""
    for kind in asked:
        if kind not in offered:
            raise InvalidSetup(Code.UNKNOWN_BOT, f"{slug} offers the bots {', '.join(offered)}, not {kind!r}")


def autopilot_policy(offers: Offers) -> str:
    """The policy that plays a person's seat for them: ``AUTOPILOT`` where the game offers it."""
    return AUTOPILOT if AUTOPILOT in offers.bots else offers.bots[0]
