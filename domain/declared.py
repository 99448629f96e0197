"""A game declared as a record of its functions: what each game package exports as its ``GAME``, instead of a
class whose every method forwards to a module of the package.

The record is a ``domain.game.Game`` (its fields are the protocol's members), and the games that do more say
so with a record that has more: ``Grouped`` lists plays in compact form (``GroupsPlays``), ``WithMatches``
hands its larger matches to other rules (``HasMatches``).

It is also the one registry of what a game declares beside its rules, which everything else reads from it:
``privacy`` (what each event shows to whom; ``redact_event`` applies it), ``shapes`` (the module that
holds its response shapes, ``api.schemas.<game>``; the domain names it and never imports it), ``cards`` (where
the cards of its state lie, for the card-conservation property) and ``bots`` (the bot policies it offers).
docs/adding-a-game.md lists the files a game needs."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any, Protocol

from domain.bots import BOT_POLICIES, Knowledge, Policy
from domain.card_places import CardPlaces
from domain.game import Command, Ctx, Event, Game, GameInfo, JsonDict, PlayerSpec, Status, Timer, Viewer
from domain.redaction import Privacy, redact
from domain.tables.rules import PlaysAtTables


class Setup(Protocol):
    """A game's ``setup``: the opening events of ``players`` with complete ``options``, or of a testing deal."""

    def __call__(
        self,
        players: Sequence[PlayerSpec],
        options: Mapping[str, Any],
        ctx: Ctx,
        deal: Mapping[str, Any] | None = None,
        /,
    ) -> list[Event]: ...


@dataclass(frozen=True, slots=True, kw_only=True)
class Declared:
    """A game's rules: each field but the declarations at the end is the function the ``Game`` protocol's
    member of that name is; ``redact_event`` applies ``privacy``."""

    info: GameInfo
    setup: Setup
    evolve: Callable[[Any, Event, int], Any]
    decide: Callable[[Any, int | None, Command, Ctx], list[Event]]
    legal_commands: Callable[[Any, int], list[Command]]
    timers: Callable[[Any], list[Timer]]
    awaiting: Callable[[Any], tuple[int, ...]]
    status: Callable[[Any], Status]
    next_starter: Callable[[Any], int | None]
    view: Callable[[Any, Viewer], JsonDict]
    #: What each event type shows to whom (the game's ``privacy.py``).
    privacy: Privacy
    #: The dotted path of the module that holds the game's response shapes (``VIEW``, ``EVENTS``, and
    #: ``MATCH_VIEW`` for a game with matches), ``api.schemas.<game>``, which ``api.schemas.game_shapes`` imports.
    shapes: str
    #: Where the cards of the game's state lie (the game's ``places.py``).
    cards: CardPlaces
    #: The bot policies the game offers (``domain.bots``).
    bots: tuple[str, ...]
    #: The game's heuristic, the ``greedy`` policy (its ``bot.py``); None for a game that offers no ``greedy``.
    greedy: Policy | None = None
    #: For the ``search`` policy (``domain.search``): a whole state consistent with a seat's knowledge, every card
    #: it cannot see dealt at random (its ``world.py``), and the value of a state to a seat, 0 to 1. None for a
    #: game that offers no ``search``.
    world: Callable[[Knowledge, random.Random], Any] | None = None
    value: Callable[[Any, int], float] | None = None
    #: Which deal (a round of haggis, a game of a series of bombs-away) a state is in, for the search's playouts,
    #: which stop where the deal they start in ends: the next deal is dealt at random, and playing it on costs time
    #: and adds only noise to the value. None for a game of one deal, and for bombs, whose exchange carries a
    #: hand's places into the next (the winner takes the loser's best cards): measured on 16 duplicate deals
    #: (bench/bot_strength.py, search v greedy, 20 simulations), playouts stopped at the hand's end gave +0.052
    #: [-0.048, +0.152], playouts of 100 steps +0.161 [+0.046, +0.277].
    deal: Callable[[Any], int] | None = None
    #: Older versions of the rules that these still play exactly as they were played, each with the ``setup``
    #: that opens a game under it (its opening records the version, and the state plays by it from then on), so
    #: that an export made under one still verifies (``revision``).
    revisions: Mapping[str, Setup] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = [b for b in self.bots if b not in BOT_POLICIES]
        searchable = self.greedy is not None and self.world is not None and self.value is not None
        offered = ("greedy" in self.bots) == (self.greedy is not None) and ("search" in self.bots) == searchable
        if unknown or not self.bots or not offered:
            raise ValueError(f"{self.info.slug} offers bots {self.bots!r}; known policies: {BOT_POLICIES!r}")
        if self.privacy.game != self.info.slug:
            raise ValueError(f"{self.info.slug} declares the privacy of {self.privacy.game}")

    def redact_event(self, event: Event, viewer: Viewer, finished: bool) -> JsonDict:
        """The data of ``event`` as ``viewer`` may see it, by the game's ``privacy``."""
        return redact(self.privacy, event, viewer, finished)


def revision(game: Game, rules_version: str) -> Game | None:
    """``game`` as it played ``rules_version``: itself for its own version, its ``revisions`` entry's set-up for
    an older one it still plays (a ``Declared``'s), None for a version it cannot play."""
    if rules_version == game.info.rules_version:
        return game
    if not isinstance(game, Declared) or rules_version not in game.revisions:
        return None
    return replace(game, setup=game.revisions[rules_version], info=replace(game.info, rules_version=rules_version))


def starts_anew(state: Any) -> None:
    """The ``next_starter`` of a game whose rules start every new game the same way, whoever won the last."""
    return None


@dataclass(frozen=True, slots=True, kw_only=True)
class Grouped(Declared):
    """A game that also lists its plays as groups (``domain.game.GroupsPlays``)."""

    legal_groups: Callable[[Any, int], tuple[list[Command], list[JsonDict]]]


@dataclass(frozen=True, slots=True, kw_only=True)
class WithMatches(Declared):
    """A game whose larger matches are played at several tables by ``matches`` (``domain.game.HasMatches``)."""

    matches: PlaysAtTables

    @classmethod
    def of(cls, table: Declared, matches: PlaysAtTables) -> WithMatches:
        """``table``'s rules with ``matches`` for its larger matches (whose tables ``table`` plays)."""
        return cls(**{f.name: getattr(table, f.name) for f in fields(Declared)}, matches=matches)
