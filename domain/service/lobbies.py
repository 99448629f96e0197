"""Games that wait for players (``domain.lobby``): creating one with open seats, joining, leaving, the waiting
view, and the listings of games to join or to watch.

Each step is an append to the lobby's stream at the version it was decided on, so of two people racing for the
last seat exactly one gets it: the other's append conflicts, and deciding again finds the seat taken."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from domain import chain, lobby
from domain.chance import CURRENT_CHANCE
from domain.errors import GameNotFound, VersionConflict
from domain.game import Ctx, Event, JsonDict, PlayerSpec, Viewer
from domain.idle import IdlePolicy
from domain.lobby import (
    LobbyCode,
    LobbyOpened,
    LobbySeat,
    RematchConflict,
    SeatConflict,
    lobby_id,
    lobby_seats,
    seat_records,
    seats_json,
)
from domain.players.identity import HELD_BY_PLAYER, parse_key, player_of, seat_hash
from domain.players.naming import named
from domain.ports import Clock, Entropy, GameRecord, Listing, StreamBatch
from domain.rng import chance_for, seed_commitment
from domain.service.commands import Commands
from domain.service.players import LobbyWatch, seat_of_player
from domain.service.repository import Repository
from domain.tables.rules import rules_for
from domain.values import Created, Joined, Loaded, Waiting, seat_holding

if TYPE_CHECKING:
    from domain.service.players import Naming

#: The most games one page of a listing holds.
MAX_PAGE = 100


class Lobbies:
    """Waiting games: open seats, joins and leaves, the launch with the last seat, and the listings."""

    def __init__(
        self, *, repo: Repository, commands: Commands, clock: Clock, entropy: Entropy, max_attempts: int = 8
    ) -> None:
        self.repo = repo
        self.commands = commands
        self.clock = clock
        self.entropy = entropy
        self.max_attempts = max_attempts
        #: The names of the players who hold seats (None: a service without players).
        self.naming: Naming | None = None
        #: Told of every lobby a creation or a join leaves, and of every seat left, for the lists of the games of
        #: the players who hold seats (None: a service without players).
        self.watch: LobbyWatch | None = None

    def shown(self, waiting: Waiting) -> dict[str, str]:
        """What to show for each stand-in of a player among the seats of ``waiting``."""
        return self._shown(waiting.lobby.seats)

    def _shown(self, seats: Sequence[LobbySeat]) -> dict[str, str]:
        return {} if self.naming is None else self.naming.shown(s.name for s in seats if s.name)

    def _named(self, body: JsonDict, seats: Sequence[LobbySeat]) -> JsonDict:
        """``body`` with each player's stand-in among ``seats`` shown as the player's name now."""
        return named(body, self._shown(seats))  # type: ignore[no-any-return]

    def _watched(self, waiting: Waiting | None) -> None:
        if waiting is not None and self.watch is not None:
            self.watch.lobby(waiting)

    def create_game(
        self,
        slug: str,
        players: Sequence[PlayerSpec | None],
        options: Mapping[str, Any] | None = None,
        deal: Mapping[str, Any] | None = None,
        private: bool = False,
        rated: bool = False,
        *,
        idle: IdlePolicy | None = None,
    ) -> Created:
        """Create a game; a ``None`` among ``players`` is an open seat, and a game with one waits for players
        (no card is dealt until every seat is taken). Tokens are made for the persons named now."""
        named = [p for p in players if p is not None]
        if len(named) == len(players):
            return self.commands.create_game(slug, named, options, deal, private, rated, idle=idle)
        game, opts = self.commands.checked_setup(slug, len(players), options, deal, players)
        game_id, seed, now = self.entropy.game_id(), self.entropy.seed(), self.clock.now_ms()
        if deal is not None:  # a testing deal is checked now, not at the join that launches the game
            stand_ins = [PlayerSpec(name=f"seat-{i}") for i in range(len(players))]
            ctx = Ctx(now_ms=now, rng=chance_for(seed, 0, CURRENT_CHANCE))
            rules_for(game, len(players)).setup(stand_ins, opts, ctx, deal)
        tokens = self.commands.tokens(game_id, players)
        seats = [LobbySeat.of(p, seat_hash(p.name, t) if p else None) for p, t in zip(players, tokens, strict=True)]
        record = GameRecord(
            game_id=lobby_id(game_id),
            game=slug,
            options=opts,
            seats=seat_records(seats),
            seed=seed,
            seed_hash=seed_commitment(seed),
            created_ms=now,
            deal=None if deal is None else dict(deal),
            rated=rated,
            idle=self.commands.idle_policy(slug, len(players), idle),
            chance=CURRENT_CHANCE,
        )
        if not self._open_lobby(record, LobbyOpened(private=private)):
            raise VersionConflict(record.game_id, -1, self.repo.store.head(record.game_id))  # 72 random bits collided
        if not private:
            self.repo.store.list_add("waiting", slug, game_id, now)
        waiting = self.waiting(game_id)
        self._watched(waiting)
        return Created(game_id=game_id, tokens=tokens, loaded=None, waiting=waiting)

    def waiting(self, game_id: str) -> Waiting | None:
        """The lobby of ``game_id`` (launched or not); None when the game was never one that waited."""
        record = self.repo.store.record(lobby_id(game_id))
        if record is None:
            return None
        stored = self.repo.store.read(record.game_id)
        head = chain.hashes(chain.genesis(record), record.seed, stored)[-1] if stored else chain.genesis(record)
        return Waiting(record=record, lobby=lobby.fold(record.seats, stored), head_hash=head)

    def join(self, game_id: str, name: str, seat: int | None = None) -> Joined:
        """``name`` takes ``seat`` (None: the first open one) of a waiting game and alone gets its token; the last
        seat taken launches the game in the same write. Raises ``GameNotFound``, ``SeatConflict`` (full, started,
        taken) or ``IllegalMove`` (no such seat)."""
        player = player_of(name)
        token = None if player is not None else f"{game_id}.{self.entropy.token()}"
        held = seat_hash(name, token)
        assert held is not None

        def attempt() -> Joined:
            waiting = self.lobby_of(game_id)
            if player is not None and seat_of_player([s.name for s in waiting.lobby.seats], player) is not None:
                raise SeatConflict("already-seated", "you hold a seat of this game already; a player holds one")
            if player is None and waiting.record.rated:
                raise SeatConflict(
                    "rated-needs-players",
                    "a rated game seats players only: join with a player key (Authorization: Bearer <player key>)"
                    " and no name",
                )
            return self._take(waiting, lobby.join(waiting.lobby, name, held, seat), token)

        return self._until_decided(game_id, attempt)

    def rematch(self, loaded: Loaded, seat: int, token: str) -> Joined:
        """The player at ``seat`` of the finished game ``loaded`` (whose token is ``token``) takes their seat of
        its rematch with the token ``lobby.rematch_token`` derives, answered to them alone. The first to ask opens
        the rematch (``lobby.rematch_id``: the same id for every player): the same type and options, every
        person's seat reserved for them, the bots seated, the seats turned so that the player the rules say
        starts the next game sits where a first game starts; the last player to take their seat launches it.
        Asking again answers the same seat and token and changes nothing. Raises ``RematchConflict`` when the
        game has not finished, or another token holds this player's seat."""
        rules = self.repo.game_of(loaded)
        if rules.status(loaded.state) != "finished":
            raise RematchConflict(LobbyCode.GAME_NOT_FINISHED, "a rematch is open to the players once the game ends")
        new_id = lobby.rematch_id(loaded.record.game_id)
        order = lobby.rematch_order(len(loaded.record.seats), rules.next_starter(loaded.state))
        # A player's seat is theirs by name, and their keys act for it: no token to derive.
        by_player = player_of(loaded.record.seats[seat].name) is not None
        new_seat = order.index(seat)
        new_token = None if by_player else lobby.rematch_token(new_id, token)
        held = seat_hash(loaded.record.seats[seat].name, new_token)
        assert held is not None

        def attempt() -> Joined:
            waiting = self.waiting(new_id)
            while waiting is None:  # the first to ask opens it; losing that race to another player is no attempt
                self._open_rematch(loaded.record, new_id, order)
                waiting = self.waiting(new_id)
            events = lobby.claim(waiting.lobby, new_seat, held, new_id)
            return self._take(waiting, events, new_token, new_seat)

        # Each conflict is another player's seat taken: with every player racing, the last may lose once to each.
        return self._until_decided(new_id, attempt, self.max_attempts + len(order))

    def rematch_of(self, loaded: Loaded, token: str | None) -> tuple[Waiting, Viewer] | None:
        """The rematch of ``loaded`` as it stands, and the seat there of the player whose token of ``loaded`` is
        ``token`` once they took it (else None); None when nobody has asked for one."""
        waiting = self.waiting(lobby.rematch_id(loaded.record.game_id))
        if waiting is None:
            return None
        if token is None:
            return waiting, None
        player = parse_key(token)
        if player is not None:  # a player's key (checked by the caller): their seat there, once taken
            seat = seat_of_player([s.name for s in waiting.lobby.seats], player.player_id)
            taken = seat is not None and waiting.lobby.seats[seat].token_hash == HELD_BY_PLAYER
            return waiting, seat if taken else None
        return waiting, self.seat_in_lobby(waiting, lobby.rematch_token(waiting.game_id, token))

    def _until_decided(self, game_id: str, attempt: Callable[[], Joined], attempts: int | None = None) -> Joined:
        """``attempt()``, decided again on what changed each time the lobby of ``game_id`` moved first (its append
        conflicted), at most ``attempts`` times (default ``max_attempts``)."""
        for _ in range(attempts or self.max_attempts):
            try:
                return attempt()
            except VersionConflict:
                continue
        raise VersionConflict(lobby_id(game_id), -1, self.repo.store.head(lobby_id(game_id)))

    def _open_rematch(self, old: GameRecord, new_id: str, order: Sequence[int]) -> None:
        """Open the rematch ``new_id`` of the game ``old`` unless another player did: its lobby, with the seats in
        ``order``, each person's reserved (named, no token yet)."""
        now, seed = self.clock.now_ms(), self.entropy.seed()
        record = replace(  # the game, its options, rated and the idle policy as the old game's
            old,
            game_id=lobby_id(new_id),
            options=dict(old.options),
            seats=tuple(replace(old.seats[i], token_hash=None) for i in order),  # a search bot keeps its think time
            seed=seed, seed_hash=seed_commitment(seed), created_ms=now, deal=None, private=False, chance=CURRENT_CHANCE,
        )
        self._open_lobby(record, LobbyOpened(private=True, rematch_of=old.game_id))

    def _open_lobby(self, record: GameRecord, opening: LobbyOpened) -> bool:
        """Create the lobby ``record`` describes with its first event; False (nothing written) when it exists."""
        opened = self.repo.seal(self.repo.start(record), [opening], record.created_ms, None, None, None)
        batch = StreamBatch(game_id=record.game_id, expected_version=-1, events=tuple(opened), record=record)
        try:
            self.repo.store.append_many([batch], None)
        except VersionConflict:
            return False
        return True

    def _take(
        self, waiting: Waiting, events: Sequence[Event], token: str | None, claimed: int | None = None
    ) -> Joined:
        """Append a seat taken (``events``: ``SeatJoined``, and ``GameLaunched`` with the last seat, which
        creates the game in the same write) at the version it was decided on; raises ``VersionConflict`` when
        the lobby moved first. No events: the seat (``claimed``, a rematch's) holds ``token`` (or is its
        player's) already, and nothing is written."""
        game_id, now = waiting.game_id, self.clock.now_ms()
        if not events:
            seat = claimed if token is None else self.seat_in_lobby(waiting, token)
            assert seat is not None
            launched = self.repo.load(game_id) if waiting.lobby.launched else None
            return Joined(game_id=game_id, seat=seat, token=token, launched=launched, waiting=waiting)
        taken = events[0]
        assert isinstance(taken, lobby.SeatJoined)
        stored = self.repo.seal(self._lobby_loaded(waiting), events, now, taken.seat, None, None)
        record = waiting.record
        batch = StreamBatch(game_id=record.game_id, expected_version=waiting.lobby.version, events=tuple(stored))
        after = waiting.lobby
        for event, sealed in zip(events, stored, strict=True):
            after = replace(lobby.evolve(after, event), version=sealed.version)
        now_waiting = Waiting(record=waiting.record, lobby=after, head_hash=stored[-1].hash or waiting.head_hash)
        if len(events) == 1:
            self.repo.store.append(batch.game_id, batch.expected_version, stored, None)
            if waiting.lobby.deserted and self._listable(after):  # everyone had left: it was taken off the listing
                self.repo.store.list_add("waiting", waiting.record.game, game_id, waiting.record.created_ms)
            self._watched(now_waiting)
            return Joined(game_id=game_id, seat=taken.seat, token=token, launched=None, waiting=now_waiting)
        launched = self.commands.launch(self._game_record(waiting, after, now), [batch], listed=not after.private)
        self.repo.store.list_remove("waiting", waiting.record.game, game_id)
        return Joined(game_id=game_id, seat=taken.seat, token=token, launched=launched, waiting=now_waiting)

    def leave(self, game_id: str, seat: int) -> Waiting:
        """The person at ``seat`` leaves a waiting game; raises ``SeatConflict`` once it has started."""
        for _ in range(self.max_attempts):
            waiting = self.lobby_of(game_id)
            events = lobby.leave(waiting.lobby, seat)
            stored = self.repo.seal(self._lobby_loaded(waiting), events, self.clock.now_ms(), seat, None, None)
            try:
                self.repo.store.append(waiting.record.game_id, waiting.lobby.version, stored, None)
            except VersionConflict:
                continue
            name = waiting.lobby.seats[seat].name
            if self.watch is not None and name:
                self.watch.left(game_id, name)
            return self.lobby_of(game_id)
        raise VersionConflict(lobby_id(game_id), -1, self.repo.store.head(lobby_id(game_id)))

    def seat_in_lobby(self, waiting: Waiting, token: str) -> int | None:
        """The seat of a waiting game whose token this is (``seat_holding``); None if none."""
        return seat_holding([s.token_hash for s in waiting.lobby.seats], token)

    def waiting_view(self, waiting: Waiting, viewer: Viewer) -> JsonDict:
        """A waiting game as anyone may see it (``viewer``: the seat asking, or None): who sits where, which
        seats are open, the options and the seed's commitment. Tokens are never shown."""
        record, state = waiting.record, waiting.lobby
        view = {
            "id": waiting.game_id,
            "game": record.game,
            "kind": "waiting",
            "version": state.version,
            "status": "active" if state.launched else "waiting",
            "seed_sha256": record.seed_hash,
            "head_sha256": waiting.head_hash,
            "options": record.options,
            "private": state.private,
            "rated": record.rated,
            "idle": None if record.idle is None else record.idle.to_json(),
            "rematch_of": state.rematch_of,
            "created_ms": record.created_ms,
            "seats": seats_json(state.seats),
            "open_seats": list(state.open_seats),
            "you": viewer,
        }
        return self._named(view, state.seats)

    def listing(
        self, listing: Listing, game: str | None, after: str | None, limit: int
    ) -> tuple[list[JsonDict], str | None]:
        """One page of the games ``listing`` holds (of type ``game``, or any), newest first, as summaries, and
        the cursor of the next page. A game that has moved on since it was listed is taken off and skipped."""
        ids, cursor = self.repo.store.list_page(listing, game, after, min(limit, MAX_PAGE))
        out: list[JsonDict] = []
        for game_id in ids:
            summary = self._summary(listing, game_id)
            if summary is not None:
                out.append(summary)
        return out, cursor

    def _summary(self, listing: Listing, game_id: str) -> JsonDict | None:
        if listing == "waiting":
            waiting = self.waiting(game_id)
            if waiting is None or waiting.lobby.launched or waiting.lobby.deserted:
                if waiting is not None:
                    self._delist(waiting)
                return None
            return self._listed(waiting.record, waiting.game_id, "waiting", waiting.lobby.seats, None)
        record = self.repo.store.record(game_id)
        if record is None:
            return None
        loaded = self.repo.load(game_id)
        if self.repo.game_of(loaded).status(loaded.state) == "finished":
            self.repo.store.list_remove(listing, record.game, game_id)
            return None
        return self._listed(record, game_id, "active", lobby_seats(record.seats), loaded.at_ms)

    def _delist(self, waiting: Waiting) -> None:
        """Take a lobby that launched, or that everyone left, off the listing of waiting games. A join of a
        deserted lobby lists it again after its append; one that landed after ``waiting`` was read may have done
        so before this removal, so the lobby is read again when it moved, and listed again if it waits."""
        self.repo.store.list_remove("waiting", waiting.record.game, waiting.game_id)
        if waiting.lobby.launched or self.repo.store.head(waiting.record.game_id) == waiting.lobby.version:
            return
        now = self.waiting(waiting.game_id)
        if now is not None and self._listable(now.lobby):
            self.repo.store.list_add("waiting", now.record.game, now.game_id, now.record.created_ms)

    @staticmethod
    def _listable(state: lobby.Lobby) -> bool:
        """Whether a lobby belongs in the listing of waiting games: public, not launched, someone waits in it."""
        return not (state.private or state.launched or state.deserted)

    def _listed(
        self, record: GameRecord, game_id: str, status: str, seats: Sequence[LobbySeat], moved_ms: int | None
    ) -> JsonDict:
        return self._named({
            "id": game_id,
            "game": record.game,
            "status": status,
            "options": record.options,
            "rated": record.rated,
            "created_ms": record.created_ms,
            "last_move_ms": moved_ms,
            "seats": seats_json(seats),
        }, seats)

    def lobby_of(self, game_id: str) -> Waiting:
        """The lobby of ``game_id``; raises ``GameNotFound``, or ``SeatConflict`` (``game-started``) for a game
        created with every seat taken, which never waited."""
        waiting = self.waiting(game_id)
        if waiting is not None:
            return waiting
        if self.repo.store.record(game_id) is not None:
            raise SeatConflict(LobbyCode.GAME_STARTED, "the game was created with every seat taken: none opens")
        raise GameNotFound(game_id)

    @staticmethod
    def _lobby_loaded(waiting: Waiting) -> Loaded:
        """The lobby as ``_seal`` takes a stream: its record, version and head hash."""
        return Loaded(
            record=waiting.record, state=waiting.lobby, version=waiting.lobby.version, head_hash=waiting.head_hash
        )

    @staticmethod
    def _game_record(waiting: Waiting, seated: lobby.Lobby, now: int) -> GameRecord:
        """The game a full lobby launches: its seats as taken, the seed committed to when it was created, and the
        rest of the lobby's record (rated, the idle policy, a testing deal)."""
        return replace(
            waiting.record,
            game_id=waiting.game_id,
            options=dict(waiting.record.options),
            seats=seat_records(seated.seats),
            created_ms=now,
            private=seated.private,
        )

