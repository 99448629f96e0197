"""A player's life as events: created, renamed, keys issued and revoked. ``fold`` rebuilds the player from its
stream; the decisions (``register``, ``rename``, ``issue_key``, ``revoke_key``) check a request against the
player as it stands and answer the events it makes, or raise a ``PlayerRefused``."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from domain.errors import DomainError
from domain.players.rating import Change, Rating

#: The most keys one player may hold at once (one per device, and some to spare).
MAX_KEYS = 20


class PlayerRefused(DomainError):
    """A request about a player that cannot be done as asked (``code`` says why)."""

    def __init__(self, code: str, detail: str, status: int) -> None:
        super().__init__(code, detail)
        self.status = status


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerCreated:
    """A player came to be, named ``name``."""

    name: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerRenamed:
    """The player took the name ``name``."""

    name: str


@dataclass(frozen=True, slots=True, kw_only=True)
class KeyIssued:
    """A key ``key_id`` was issued; ``key_sha256`` is the SHA-256 of the key (the key itself is never stored)."""

    key_id: str
    key_sha256: str


@dataclass(frozen=True, slots=True, kw_only=True)
class KeyRevoked:
    """The key ``key_id`` no longer works."""

    key_id: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Rated:
    """The rated game ``game_id`` of type ``game`` ended with the player at ``place``: their rating there moved by
    ``mu_delta`` and ``sigma_delta`` (``domain.players.rating.Change``) to ``mu`` and ``sigma``."""

    game: str
    game_id: str
    place: int
    mu_delta: float
    sigma_delta: float
    mu: float
    sigma: float


PlayerEvent = PlayerCreated | PlayerRenamed | KeyIssued | KeyRevoked | Rated
EVENT_TYPES: Mapping[str, type[PlayerEvent]] = {
    cls.__name__: cls for cls in (PlayerCreated, PlayerRenamed, KeyIssued, KeyRevoked, Rated)
}


@dataclass(frozen=True, slots=True, kw_only=True)
class KeyInfo:
    """One key a player holds: its id, the SHA-256 of the key, and when it was issued."""

    key_id: str
    key_sha256: str
    issued_ms: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Player:
    """A player as its events leave it. ``version`` is the number of its last event (-1 before any)."""

    player_id: str
    name: str = ""
    created_ms: int = 0
    keys: tuple[KeyInfo, ...] = field(default=())
    version: int = -1
    #: When the player erased themselves (``DELETE /v1/players/me``); nothing else of them is kept then.
    erased_ms: int | None = None
    #: The player's rating at each game type they played rated games of, by game type (sorted).
    ratings: tuple[tuple[str, Rating], ...] = ()

    def key(self, key_id: str) -> KeyInfo | None:
        """The key ``key_id`` if the player holds it."""
        return next((k for k in self.keys if k.key_id == key_id), None)

    def rating(self, game: str) -> Rating:
        """The player's rating at ``game`` (a newcomer's before any rated game of it)."""
        return dict(self.ratings).get(game, Rating())


def event_type(event: PlayerEvent) -> str:
    """An event's wire type: its class name."""
    return type(event).__name__


def event_data(event: PlayerEvent) -> dict[str, Any]:
    """An event's fields as JSON."""
    return asdict(event)


def event_from(type_name: str, data: Mapping[str, Any]) -> PlayerEvent:
    """The event a stored type and data stand for; raises ``KeyError``/``TypeError`` on anything else."""
    cls = EVENT_TYPES[type_name]
    return cls(**{f.name: data[f.name] for f in fields(cls)})


def evolve(player: Player, event: PlayerEvent, at_ms: int) -> Player:
    """The player after ``event`` (made at ``at_ms``); the version is the caller's to set."""
    match event:
        case PlayerCreated(name=name):
            return replace(player, name=name, created_ms=at_ms)
        case PlayerRenamed(name=name):
            return replace(player, name=name)
        case KeyIssued(key_id=key_id, key_sha256=digest):
            return replace(player, keys=(*player.keys, KeyInfo(key_id=key_id, key_sha256=digest, issued_ms=at_ms)))
        case KeyRevoked(key_id=key_id):
            return replace(player, keys=tuple(k for k in player.keys if k.key_id != key_id))
        case Rated(game=game, mu=mu, sigma=sigma):
            rating = Rating(mu=mu, sigma=sigma, games=player.rating(game).games + 1)
            return replace(player, ratings=tuple(sorted({**dict(player.ratings), game: rating}.items())))


def fold(player_id: str, events: Iterable[tuple[int, PlayerEvent, int]]) -> Player:
    """The player a stream of ``(version, event, at_ms)`` leaves."""
    player = Player(player_id=player_id)
    for version, event, at_ms in events:
        player = replace(evolve(player, event, at_ms), version=version)
    return player


def register(name: str, key_id: str, key_sha256: str) -> list[PlayerEvent]:
    """A new player named ``name`` holding one key."""
    return [PlayerCreated(name=name), KeyIssued(key_id=key_id, key_sha256=key_sha256)]


def rename(player: Player, name: str) -> list[PlayerEvent]:
    """The player takes ``name``; nothing when it is their name already."""
    return [] if name == player.name else [PlayerRenamed(name=name)]


def issue_key(player: Player, key_id: str, key_sha256: str) -> list[PlayerEvent]:
    """One more key for the player; refused (409 ``too-many-keys``) past ``MAX_KEYS``."""
    if len(player.keys) >= MAX_KEYS:
        raise PlayerRefused(
            "too-many-keys",
            f"a player holds at most {MAX_KEYS} keys; revoke one you no longer use"
            " (DELETE /v1/players/me/keys/{key_id})",
            409,
        )
    return [KeyIssued(key_id=key_id, key_sha256=key_sha256)]


def revoke_key(player: Player, key_id: str) -> list[PlayerEvent]:
    """The key ``key_id`` stops working. Refused when the player holds no such key (404 ``key-not-found``) and
    when it is their last (409 ``last-key``: without a key nobody could ever act as this player again)."""
    if player.key(key_id) is None:
        raise PlayerRefused("key-not-found", f"you hold no key {key_id!r}; GET /v1/players/me lists your keys", 404)
    if len(player.keys) == 1:
        raise PlayerRefused(
            "last-key",
            "this is your only key: issue another first (POST /v1/players/me/keys), or erase the player"
            " (DELETE /v1/players/me)",
            409,
        )
    return [KeyRevoked(key_id=key_id)]


def rate(player: Player, game: str, game_id: str, change: Change) -> list[PlayerEvent]:
    """The player's rating at ``game`` after the rated game ``game_id``: ``change`` applied to it as it stands."""
    after = change.applied(player.rating(game))
    return [
        Rated(
            game=game,
            game_id=game_id,
            place=change.place,
            mu_delta=change.mu_delta,
            sigma_delta=change.sigma_delta,
            mu=after.mu,
            sigma=after.sigma,
        )
    ]
