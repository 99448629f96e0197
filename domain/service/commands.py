"""The use cases that write: create a game, handle a command, apply a fired timer, let a bot act, at one table.

A command is decided against the warm state and appended with its version as the expected version: when
another process appended first, the store answers ``VersionConflict``, the service folds the events it missed
and decides again, a bounded number of times."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from domain.bots import check_offered
from domain.chance import CURRENT_CHANCE
from domain.errors import Code, CommandIdReused, IllegalMove, InvalidSetup, VersionConflict
from domain.game import Command, Ctx, Game, PlayerSpec, parse_options, waits_on_another
from domain.idle import (
    SEAT_COMMANDS,
    SEAT_RESIGNED,
    Attended,
    IdlePolicy,
    ReturnSeat,
    is_abandoned,
    policy_of_new_game,
)
from domain.players.identity import player_of, seat_hash
from domain.ports import AppendResult, Clock, Entropy, GameRecord, SeatRecord, StreamBatch
from domain.rng import chance_for, seed_commitment
from domain.service.repository import Repository
from domain.service.scheduling import Scheduling
from domain.tables.rules import match_rules
from domain.values import (
    SNAPSHOT_EVERY,
    Created,
    Loaded,
    Outcome,
)

log = logging.getLogger(__name__)


#: When a rated game's rating is due at the latest, after its last event (the sweeper's backstop, entered with
#: the events that end it; a worker's job rates it at once).
RATING_BACKSTOP_MS = 5_000

class _Replay(Exception):
    """Carries the first result of a command id out of a conflict check (never leaves the service)."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(outcome.game_id)
        self.outcome = outcome


class Reactions(Protocol):
    """What reacts to the games this component writes: the multi-table component (``domain.tables.service``),
    which opens a new match's first tables with it and steps a match when its tables have finished a hand. A
    service without it plays games at one table only."""

    def openings(self, match: Loaded, now: int) -> list[StreamBatch]:
        """The creation of the first tables of ``match`` (a game at one table has none)."""
        ...

    def created(self, batch: StreamBatch) -> None:
        """After the store wrote a creation of ``openings``."""
        ...

    def appended(self, before: Loaded, after: Loaded) -> None:
        """After an append took ``before`` to ``after``, a game that now waits on another (``waits_on_another``:
        a table of a match that has finished its hand, whose step this is)."""
        ...


class Commands:
    """Creating games, and deciding and appending commands, timers and bots."""

    def __init__(
        self,
        *,
        repo: Repository,
        scheduling: Scheduling,
        clock: Clock,
        entropy: Entropy,
        testing: bool = False,
        max_attempts: int = 8,
    ) -> None:
        """``testing``: a fixed ``deal`` is accepted at creation. ``max_attempts``: how often a command is decided
        again after a conflict before the conflict is answered."""
        self.repo = repo
        self.scheduling = scheduling
        self.clock = clock
        self.entropy = entropy
        self.testing = testing
        self.max_attempts = max_attempts
        #: Set by the composition when the service plays matches (``domain.tables.service``).
        self.reactions: Reactions | None = None

    def create_game(
        self,
        slug: str,
        players: Sequence[PlayerSpec],
        options: Mapping[str, Any] | None = None,
        deal: Mapping[str, Any] | None = None,
        private: bool = False,
        rated: bool = False,
        *,
        idle: IdlePolicy | None = None,
    ) -> Created:
        """Set up a new game and store its opening events; raises ``InvalidSetup``. A ``private`` game is never
        listed (``GET /v1/games``): its id is the invitation. ``idle``: its idle policy (None: the default's)."""
        _, opts = self.checked_setup(slug, len(players), options, deal, players)
        policy = self.idle_policy(slug, len(players), idle)
        game_id, seed, now = self.entropy.game_id(), self.entropy.seed(), self.clock.now_ms()
        tokens = self.tokens(game_id, players)
        hashes = tuple(seat_hash(p.name, t) for p, t in zip(players, tokens, strict=True))
        record = GameRecord(
            game_id=game_id,
            game=slug,
            options=opts,
            seats=tuple(SeatRecord.of(p, h) for p, h in zip(players, hashes, strict=True)),
            seed=seed,
            seed_hash=seed_commitment(seed),
            created_ms=now,
            deal=None if deal is None else dict(deal),
            private=private,
            rated=rated,
            idle=policy,
            chance=CURRENT_CHANCE,
        )
        loaded = self.launch(record, [], listed=not private)
        return Created(game_id=game_id, tokens=tokens, loaded=loaded)

    def checked_setup(
        self, slug: str, players: int, options: Mapping[str, Any] | None, deal: Mapping[str, Any] | None,
        seats: Sequence[PlayerSpec | None] = (),
    ) -> tuple[Game, dict[str, Any]]:
        """The game of type ``slug`` and its complete options, once a game of ``players`` seats with ``options``
        and ``deal`` (and ``seats``, whose bots it must offer) may be created; raises ``InvalidSetup``."""
        game = self.repo.games.get(slug)
        if game is None:
            known = ", ".join(sorted(self.repo.games))
            raise InvalidSetup(Code.UNKNOWN_GAME_TYPE, f"there is no game {slug!r}; known games: {known}")
        info = game.info
        if not info.min_players <= players <= info.max_players:
            raise InvalidSetup(
                Code.BAD_PLAYER_COUNT, f"{slug} takes {info.min_players} to {info.max_players} players, not {players}"
            )
        check_offered(slug, game.bots, [seat.bot for seat in seats if seat is not None and seat.bot is not None])
        if deal is not None and not self.testing:
            raise InvalidSetup(Code.DEAL_NOT_ALLOWED, "a fixed deal is accepted only by a server in testing mode")
        return game, parse_options(info, options)

    def idle_policy(self, slug: str, players: int, idle: IdlePolicy | None) -> IdlePolicy | None:
        """The idle policy of a new game of ``players`` seats asked to have ``idle`` (``policy_of_new_game``)."""
        return policy_of_new_game(idle, match_rules(self.repo.games[slug], players) is not None)

    def tokens(self, game_id: str, players: Sequence[PlayerSpec | None]) -> tuple[str | None, ...]:
        """A new secret token for each person among ``players`` (None for a bot, an open seat, or a seat a player
        holds: the player's keys act for it)."""
        return tuple(
            None if p is None or p.bot or player_of(p.name) else f"{game_id}.{self.entropy.token()}" for p in players
        )

    def launch(self, record: GameRecord, before: Sequence[StreamBatch], *, listed: bool) -> Loaded:
        """Create the game ``record`` describes: its opening events at ``record.created_ms`` (and, for a match,
        its first tables), stored in one atomic write together with the batches ``before`` (a lobby's last
        join); then kept warm, its timers and bots scheduled, and listed among the games being played."""
        now = record.created_ms
        players = [PlayerSpec(name=s.name, bot=s.bot) for s in record.seats]
        rules = self.repo.rules(record)
        ctx = Ctx(now_ms=now, rng=chance_for(record.seed, 0, record.chance))
        events = rules.setup(players, record.options, ctx, record.deal)
        start = self.repo.start(record)
        stored = self.repo.seal(start, events, now, None, None, None)
        loaded = self.repo.fold(start, stored)
        batches = [StreamBatch(game_id=record.game_id, expected_version=-1, events=tuple(stored), record=record)]
        if self.repo.tabled(loaded) is not None:  # a match and its first tables: one atomic write (one hash tag)
            batches += self._reactions(record.game_id).openings(loaded, now)
        if len(batches) == 1 and not before:
            self.repo.store.create(record, stored)
        else:
            self.repo.store.append_many([*before, *batches], None)
        for batch in batches[1:]:
            self._reactions(record.game_id).created(batch)
        self.repo.remember(loaded)
        self.scheduling.schedule(None, loaded)
        if listed:
            self.repo.store.list_add("active", record.game, record.game_id, now)
        return loaded

    def handle_command(
        self,
        game_id: str,
        seat: int,
        command: Command,
        command_id: str | None = None,
        expected_version: int | None = None,
        fingerprint: str | None = None,
    ) -> Outcome:
        """Decide ``command`` for ``seat`` of a game at one table and append its events; raises ``IllegalMove``
        or ``VersionConflict``.

        A ``command_id`` that appended before answers that first outcome (``duplicate``) and appends nothing,
        unless both it and this call carry a ``fingerprint`` of the request and the two differ: then it raises
        ``CommandIdReused``. A command id stored without a fingerprint (before they were kept) replays."""
        expected_version = self._attend(game_id, seat, command, expected_version)
        return self.command_at(game_id, seat, lambda _: command, command_id, expected_version, fingerprint)

    def _attend(self, game_id: str, seat: int, command: Command, expected_version: int | None) -> int | None:
        """Before a person's command under an idle policy (``domain.idle``): refuse a seat that resigned, take back
        one on autopilot (an append of its own); returns the expected version (an If-Match still holds after it)."""
        loaded = self.repo.warm(game_id)
        rules = self.repo.game_of(loaded)
        if not isinstance(rules, Attended) or isinstance(command, SEAT_COMMANDS) or loaded.state is None:
            return expected_version
        if seat in loaded.state.resigned:
            raise IllegalMove(SEAT_RESIGNED, f"seat {seat} resigned: a bot plays it to the end")
        if seat not in loaded.state.autopilot:
            return expected_version
        try:
            back = self.command_at(game_id, seat, lambda _: ReturnSeat(), None, None, None, fresh=True)
        except IllegalMove:  # taken back meanwhile (or the game is over): the command is judged as it stands
            return expected_version
        if expected_version is not None and expected_version == back.first_version - 1:
            return back.last_version
        return expected_version

    def command_at(
        self,
        game_id: str,
        seat: int,
        pick: Callable[[Loaded], Command],
        command_id: str | None,
        expected_version: int | None,
        fingerprint: str | None,
        *,
        fresh: bool = False,
    ) -> Outcome:
        """``handle_command`` with the command picked from each state it is decided on (``pick`` may raise to
        refuse that state: the multi-table component checks there that the table seats the player); ``fresh``
        reads the stream's latest events before the first pick."""
        try:
            outcome = self.execute(
                game_id, seat, pick, command_id, expected_version, fresh=fresh, fingerprint=fingerprint
            )
        except _Replay as replay:
            outcome = replay.outcome
        assert outcome is not None
        return outcome

    def apply_timer(self, game_id: str, key: str) -> bool:
        """Apply timer ``key`` of a game at one table if it is still open and due; a no-op (False) otherwise."""

        def pick(loaded: Loaded) -> Command | None:
            now = self.clock.now_ms()
            for timer in self.repo.game_of(loaded).timers(loaded.state):
                if timer.key == key:
                    if timer.due_ms > now:
                        self.scheduling.scheduler.schedule_timer(game_id, key, timer.due_ms)
                        return None
                    return timer.command
            # Closed already: by a command whose process may have died before it scheduled the bots.
            self.scheduling.schedule_bots(loaded)
            return None

        return self.execute(game_id, None, pick, f"timer:{key}", None, fresh=True) is not None

    def execute(
        self,
        game_id: str,
        seat: int | None,
        pick: Callable[[Loaded], Command | None],
        command_id: str | None,
        expected_version: int | None,
        *,
        fresh: bool = False,
        fingerprint: str | None = None,
    ) -> Outcome | None:
        """Pick a command from the state, decide it and append its events, retrying on a conflict.

        ``fresh`` reads the stream's latest events before the first pick: timers and bots decide whether
        to act at all from the state, so they must not judge a warm state that is behind. ``fingerprint`` is
        recorded with ``command_id`` and checked against the one recorded first (``_duplicate``).
        """
        loaded = self.repo.load(game_id) if fresh else self.repo.warm(game_id)
        if expected_version is not None and loaded.version != expected_version:
            loaded = self.repo.load(game_id)
            if loaded.version != expected_version:
                self._raise_conflict(game_id, expected_version, loaded.version, command_id, fingerprint)
        for attempt in range(1, self.max_attempts + 1):
            command = pick(loaded)
            if command is None:
                return None
            game = self.repo.game_of(loaded)
            now = self.clock.now_ms()
            ctx = Ctx(now_ms=now, rng=chance_for(loaded.record.seed, loaded.version + 1, loaded.record.chance))
            try:
                events = game.decide(loaded.state, seat, command, ctx)
            except IllegalMove:
                # The warm state may be behind the stream: judge again on the latest state before refusing.
                latest = self.repo.load(game_id)
                if latest.version != loaded.version:
                    if expected_version is not None:
                        # The client decided on the version it named; the game has moved on since.
                        self._raise_conflict(game_id, expected_version, latest.version, command_id, fingerprint)
                    loaded = latest
                    continue
                if command_id is not None:
                    first = self.repo.store.command_result(game_id, command_id)
                    if first is not None:
                        return self.duplicate(game_id, first, command_id, fingerprint)
                raise
            stored = self.repo.seal(loaded, events, now, seat, command_id, command)
            new = self.repo.decided(loaded, stored, events)
            opened, closed = self.scheduling.timer_changes(loaded, new)
            ends = game.status(new.state) == "finished" and not is_abandoned(game, new.state)
            rating = now + RATING_BACKSTOP_MS if new.record.rated and ends else None
            try:
                result = self.repo.store.append(
                    game_id,
                    loaded.version,
                    stored,
                    command_id,
                    fingerprint,
                    timers=opened,
                    closed=closed,
                    rating_due_ms=rating,
                )
            except VersionConflict as conflict:
                if expected_version is not None:
                    raise
                log.info("version conflict on %s (attempt %d): %s", game_id, attempt, conflict.detail)
                loaded = self.repo.caught_up(loaded, conflict.missed)
                continue
            if result.duplicate:
                return self.duplicate(game_id, result, command_id, fingerprint)
            self.repo.remember(new)
            self.scheduling.schedule(loaded, new, timers=False)  # the append stored the timers' deadlines
            finished = game.status(new.state) == "finished"
            if finished or new.version // SNAPSHOT_EVERY != loaded.version // SNAPSHOT_EVERY:
                self.repo.snapshot(new)
            if finished:
                self.repo.store.list_remove("active", new.record.game, game_id)
                self.scheduling.finished(new)
            if self.reactions is not None and waits_on_another(game, new.state):
                self.reactions.appended(loaded, new)  # a table of a match that has finished its hand
            return Outcome(
                game_id=game_id,
                first_version=result.first_version,
                last_version=result.last_version,
                duplicate=False,
                loaded=new,
                events=tuple(stored),
            )
        raise VersionConflict(game_id, loaded.version, self.repo.store.head(game_id))

    def _reactions(self, game_id: str) -> Reactions:
        """The multi-table component, which a match needs; raises when this service plays no matches."""
        if self.reactions is None:
            raise InvalidSetup(Code.BAD_PLAYER_COUNT, f"{game_id}: this service plays no matches at several tables")
        return self.reactions

    def _raise_conflict(
        self, game_id: str, expected: int, actual: int, command_id: str | None, fingerprint: str | None
    ) -> None:
        """Refuse a stale If-Match, unless this command id was applied already: a retry that carries its
        first attempt's If-Match is a replay of that first attempt, not a conflict."""
        first = None if command_id is None else self.repo.store.command_result(game_id, command_id)
        if first is not None:
            raise _Replay(self.duplicate(game_id, first, command_id, fingerprint))
        raise VersionConflict(game_id, expected, actual)

    def duplicate(self, game_id: str, first: AppendResult, command_id: str | None, fingerprint: str | None) -> Outcome:
        """The first result of a repeated command. Its deadlines are scheduled again (harmless: job ids and
        deadline entries are idempotent), in case the first attempt appended but failed before scheduling.
        Raises ``CommandIdReused`` when the first request and this one both have fingerprints that differ."""
        if first.fingerprint is not None and fingerprint is not None and first.fingerprint != fingerprint:
            raise CommandIdReused(game_id, command_id or "")
        loaded = self.repo.load(game_id)
        self.scheduling.schedule(None, loaded, told=False)  # its players were told of it by the first
        return Outcome(
            game_id=game_id,
            first_version=first.first_version,
            last_version=first.last_version,
            duplicate=True,
            loaded=loaded,
        )
