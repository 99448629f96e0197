"""Players in Redis (the ``PlayerStore`` port). Every key of one player shares its id as hash tag, so a player
lives on one Redis Cluster slot and one script may touch all its keys:

- ``<prefix>:{<player id>}:player-events``: its stream, one entry per event (``v``, ``type``, ``data``, ``at``);
- ``<prefix>:{<player id>}:player``: the player those events leave, a hash (``name``, ``created_ms``,
  ``version``, and ``key:<key id>`` for each key: its SHA-256 and when it was issued), rewritten whole by the
  script that appends, so it is never behind its stream; after erasure it holds ``erased_ms`` alone;
- ``<prefix>:{<player id>}:games:<status>``: its lists of games, sorted sets of game ids by score, and
  ``...:games:at``, the version each game was listed at (an older word moves nothing back);
- ``<prefix>:{<player id>}:rated``: the marks (``<game id>#<seat>``) of the rating changes its stream holds;
- ``<prefix>:{<player id>}:feed:events``: its feed, what changed for it in its games, in the envelope of a
  game's events (``domain.players.identity.feed_id``), so a live reader follows it as it follows a game.

Beside them, under other tags: ``<prefix>:{<game id>}:ratings``, what a rated game did to each rating (written
once, by whoever computes it first), and ``<prefix>:leaderboard:<game>``, each game type's players by
conservative rating.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, get_args

import orjson

from domain.errors import VersionConflict
from domain.players.identity import feed_id
from domain.players.player import KeyInfo, Player
from domain.players.rating import Rating
from domain.ports import FEED_LENGTH, FeedNote, IndexedGame, PlayerGames, StoredEvent
from eventstore import codec, keys, scripts
from eventstore.client import StoreClient

STATUSES: tuple[PlayerGames, ...] = get_args(PlayerGames)
_OK, _CONFLICT, _ONCE = 0, 1, 2

# KEYS[1] = the player's stream, KEYS[2] = the player's hash, KEYS[3] = the player's set of rated games
# ARGV[1] = the expected version (-1: a new player, whose hash must not exist), ARGV[2] = n, the number of events
# ARGV[3] = a member of KEYS[3] the append adds, and that, if there already, makes it append nothing ("": none)
# ARGV[4 .. 3 + 4n] = each event's version, type, data (JSON) and time
# ARGV[4 + 4n ..] = the player's hash, field and value pairs, which replace the one kept
# Returns {0} when appended, {1, version now} when the stream is elsewhere (-1: no such player; -2: erased), {2}
# when the member was there (nothing appended).
APPEND_PLAYER_SCRIPT = """
if ARGV[3] ~= '' and redis.call('SISMEMBER', KEYS[3], ARGV[3]) == 1 then
  return {2}
end
local expected = tonumber(ARGV[1])
local current = redis.call('HGET', KEYS[2], 'version')
if redis.call('HEXISTS', KEYS[2], 'erased_ms') == 1 then
  return {1, -2}
end
local now = -1
if current then now = tonumber(current) elseif redis.call('EXISTS', KEYS[2]) == 1 then now = -2 end
if now ~= expected then
  return {1, now}
end
local n = tonumber(ARGV[2])
for i = 0, n - 1 do
  local at = 4 + 4 * i
  redis.call('XADD', KEYS[1], '*', 'v', ARGV[at], 'type', ARGV[at + 1], 'data', ARGV[at + 2], 'at', ARGV[at + 3])
end
redis.call('DEL', KEYS[2])
redis.call('HSET', KEYS[2], unpack(ARGV, 4 + 4 * n))
if ARGV[3] ~= '' then
  redis.call('SADD', KEYS[3], ARGV[3])
end
return {0}
"""

# KEYS[1] = a player's feed, KEYS[2] = the player's hash; ARGV[1] = about how many entries it keeps; ARGV[2 ..] =
# the entry's fields, the version's value left "" (the script numbers it on from the last entry's, and names the
# entry "<version>-1"). Returns the version, or -1 (nothing written) for a player erased or never stored.
FEED_SCRIPT = """
if redis.call('EXISTS', KEYS[2]) == 0 or redis.call('HEXISTS', KEYS[2], 'erased_ms') == 1 then
  return -1
end
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local version = 0
if last[1] then
  version = tonumber(string.match(last[1][1], '^(%d+)-')) + 1
end
local fields = {unpack(ARGV, 2)}
for i = 1, #fields, 2 do
  if fields[i] == 'version' then fields[i + 1] = tostring(version) end
end
redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], version .. '-1', unpack(fields))
return version
"""

# KEYS[1] = the player's hash, KEYS[2] = the version each listed game was listed at, KEYS[3..] = its lists of
# games; ARGV[1] = the list to put the game on (its index among KEYS[3..], 0 for none), ARGV[2] = the game,
# ARGV[3] = its score, ARGV[4] = the game's version ("" for none). Takes the game off the other lists. Nothing for
# a player erased or never stored (so erasure stays whole whatever a game does after it), nor for a version
# older than the one the game was listed at, nor to move a game off the last list (finished: it stays over).
INDEX_SCRIPT = """
if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('HEXISTS', KEYS[1], 'erased_ms') == 1 then
  return 0
end
if ARGV[4] ~= '' then
  local listed = redis.call('HGET', KEYS[2], ARGV[2])
  if listed and tonumber(listed) > tonumber(ARGV[4]) then
    return 0
  end
end
local list = tonumber(ARGV[1])
if list ~= 0 and list ~= #KEYS - 2 and redis.call('ZSCORE', KEYS[#KEYS], ARGV[2]) then
  return 0  -- a finished game stays finished (a late word from one of a match's tables, say)
end
if list == 0 then
  redis.call('HDEL', KEYS[2], ARGV[2])
elseif ARGV[4] ~= '' then
  redis.call('HSET', KEYS[2], ARGV[2], ARGV[4])
end
for i = 3, #KEYS do
  if i - 2 == list then
    redis.call('ZADD', KEYS[i], ARGV[3], ARGV[2])
  else
    redis.call('ZREM', KEYS[i], ARGV[2])
  end
end
return 1
"""

# KEYS[1] = the player's stream, KEYS[2] = its hash, KEYS[3..] = its lists of games; ARGV[1] = the time now
# Returns 1 when erased now, 0 when there is no such player or it was erased before.
ERASE_PLAYER_SCRIPT = """
if redis.call('EXISTS', KEYS[2]) == 0 or redis.call('HEXISTS', KEYS[2], 'erased_ms') == 1 then
  return 0
end
redis.call('DEL', unpack(KEYS))
redis.call('HSET', KEYS[2], 'erased_ms', ARGV[1])
return 1
"""


class RedisPlayerStore:
    """Implements ``domain.ports.PlayerStore`` on Redis; every key starts with ``prefix``."""

    def __init__(self, client: StoreClient, prefix: str = "pk") -> None:
        self.client = client
        self.prefix = prefix
        self._append = scripts.script(client, APPEND_PLAYER_SCRIPT)
        self._erase = scripts.script(client, ERASE_PLAYER_SCRIPT)
        self._feed = scripts.script(client, FEED_SCRIPT)
        self._index = scripts.script(client, INDEX_SCRIPT)

    def _key(self, player_id: str, name: str) -> str:
        return f"{self.prefix}:{{{player_id}}}:{name}"

    def _games_key(self, player_id: str, status: PlayerGames) -> str:
        return self._key(player_id, f"games:{status}")

    def add_player(self, player: Player, events: Sequence[StoredEvent]) -> bool:
        try:
            self.append_player(player.player_id, -1, events, player)
        except VersionConflict:
            return False
        return True

    def append_player(
        self,
        player_id: str,
        expected_version: int,
        events: Sequence[StoredEvent],
        after: Player,
        once: str | None = None,
    ) -> bool:
        args: list[Any] = [expected_version, len(events), once or ""]
        for event in events:
            args += [event.version, event.type, orjson.dumps(event.data, option=orjson.OPT_SORT_KEYS), event.at_ms]
        args += _fields(after)
        names = [self._key(player_id, "player-events"), self._key(player_id, "player"), self._key(player_id, "rated")]
        reply = self._append(names, args)
        code = int(reply[0])
        if code == _CONFLICT:
            raise VersionConflict(player_id, expected_version, int(reply[1]))
        return code == _OK

    def player(self, player_id: str) -> Player | None:
        fields = {codec.text(k): codec.text(v) for k, v in self.client.hgetall(self._key(player_id, "player")).items()}
        if not fields:
            return None
        return _player(player_id, fields)

    def players(self, player_ids: Sequence[str]) -> dict[str, Player | None]:
        pipe = self.client.pipeline(transaction=False)
        for player_id in player_ids:
            pipe.hgetall(self._key(player_id, "player"))
        found = pipe.execute()
        return {
            p: _player(p, {codec.text(k): codec.text(v) for k, v in f.items()}) if f else None
            for p, f in zip(player_ids, found, strict=True)
        }

    def player_events(self, player_id: str) -> list[StoredEvent]:
        entries: Any = self.client.xrange(self._key(player_id, "player-events"))
        out = []
        for _, raw in entries:
            fields = {codec.text(k): v for k, v in raw.items()}
            out.append(
                StoredEvent(
                    version=int(fields["v"]),
                    type=codec.text(fields["type"]),
                    data=orjson.loads(fields["data"]),
                    at_ms=int(fields["at"]),
                    seat=None,
                    command_id=None,
                )
            )
        return out

    def player_names(self, player_ids: Sequence[str]) -> dict[str, str | None]:
        if not player_ids:
            return {}
        pipe = self.client.pipeline(transaction=False)
        for player_id in player_ids:
            pipe.hget(self._key(player_id, "player"), "name")
        names = pipe.execute()
        return {p: None if n is None else codec.text(n) for p, n in zip(player_ids, names, strict=True)}

    def erase_player(self, player_id: str, at_ms: int) -> bool:
        before = self.player(player_id)
        names = [self._key(player_id, "player-events"), self._key(player_id, "player"), self._key(player_id, "rated")]
        names += [self._games_key(player_id, s) for s in STATUSES]
        names += [self._key(player_id, "games:at"), keys.events_key(self.prefix, feed_id(player_id))]
        erased = int(self._erase(names, [at_ms])) == 1
        if before is not None:  # off every leaderboard it was on (other slots: apart from the script)
            for game, _ in before.ratings:
                self.client.zrem(self._board(game), player_id)
        return erased

    # -- feeds ---------------------------------------------------------------------------------------------

    def notify(self, notes: Sequence[FeedNote]) -> None:
        for note in notes:
            event = StoredEvent(
                version=0, type=note.type, data=note.data, at_ms=note.at_ms, seat=None, command_id=None
            )
            names = [keys.events_key(self.prefix, feed_id(note.player_id)), self._key(note.player_id, "player")]
            self._feed(names, [FEED_LENGTH, *_unnumbered(event)])

    def feed(self, player_id: str, after: int, limit: int) -> list[StoredEvent]:
        start = keys.stream_id(after + 1) if after >= 0 else "-"
        entries: Any = self.client.xrange(keys.events_key(self.prefix, feed_id(player_id)), start, "+", count=limit)
        return [codec.decode_event(fields) for _, fields in entries]

    def feed_head(self, player_id: str) -> int:
        last: Any = self.client.xrevrange(keys.events_key(self.prefix, feed_id(player_id)), "+", "-", count=1)
        return keys.version_of(last[0][0]) if last else -1

    # -- ratings -------------------------------------------------------------------------------------------

    def rating_record(self, game_id: str) -> dict[str, Any] | None:
        raw = self.client.get(f"{self.prefix}:{{{keys.hash_tag(game_id)}}}:ratings")
        return None if raw is None else dict(orjson.loads(raw))

    def keep_rating_record(self, game_id: str, record: dict[str, Any]) -> dict[str, Any]:
        key = f"{self.prefix}:{{{keys.hash_tag(game_id)}}}:ratings"
        self.client.set(key, orjson.dumps(record, option=orjson.OPT_SORT_KEYS), nx=True)
        kept = self.rating_record(game_id)
        assert kept is not None
        return kept

    def _board(self, game: str) -> str:
        return f"{self.prefix}:leaderboard:{game}"

    def rank(self, game: str, player_id: str, score: float | None) -> None:
        if score is None:
            self.client.zrem(self._board(game), player_id)
        else:
            self.client.zadd(self._board(game), {player_id: score})

    def leaderboard(self, game: str, offset: int, limit: int) -> tuple[list[tuple[str, float]], int]:
        pipe = self.client.pipeline(transaction=False)
        pipe.zrevrange(self._board(game), offset, offset + limit - 1, withscores=True)
        pipe.zcard(self._board(game))
        page, size = pipe.execute()
        return [(codec.text(m), float(s)) for m, s in page], int(size)

    def index_games(self, entries: Sequence[IndexedGame]) -> None:
        for entry in entries:
            names = [self._key(entry.player_id, "player"), self._key(entry.player_id, "games:at")]
            names += [self._games_key(entry.player_id, s) for s in STATUSES]
            where = 0 if entry.status is None else STATUSES.index(entry.status) + 1
            version = "" if entry.version is None else entry.version
            self._index(names, [where, entry.game_id, entry.score, version])

    def player_games(
        self, player_id: str, status: PlayerGames, after: str | None, limit: int
    ) -> tuple[list[str], str | None]:
        if limit < 1:
            raise ValueError(f"limit must be at least 1, not {limit}")
        key = self._games_key(player_id, status)
        top: Any = "+inf"
        last: str | None = None
        if after is not None:
            score, _, last = after.partition(":")
            top = int(score)
        ids: list[str] = []
        scores: dict[str, int] = {}
        offset = 0
        while len(ids) <= limit:
            batch: Any = self.client.zrevrangebyscore(key, top, "-inf", start=offset, num=limit + 1, withscores=True)
            if not batch:
                break
            offset += len(batch)
            for member, score in batch:
                game_id = codec.text(member)
                # Equal scores come in reverse order of id: past the cursor is a lower score, or a lower id.
                if last is not None and int(score) == top and game_id >= last:
                    continue
                ids.append(game_id)
                scores[game_id] = int(score)
        page = ids[:limit]
        cursor = f"{scores[page[-1]]}:{page[-1]}" if len(ids) > limit else None
        return page, cursor

    def player_game_counts(self, player_id: str) -> dict[PlayerGames, int]:
        pipe = self.client.pipeline(transaction=False)
        for status in STATUSES:
            pipe.zcard(self._games_key(player_id, status))
        return dict(zip(STATUSES, (int(n) for n in pipe.execute()), strict=True))


def _unnumbered(event: StoredEvent) -> list[Any]:
    """The entry fields of a feed's note, its version left for the script to number."""
    items = codec.event_items(event)
    items[items.index("version") + 1] = ""
    return items


def _fields(player: Player) -> list[Any]:
    """The player's hash, as field and value pairs."""
    out: list[Any] = ["name", player.name, "created_ms", player.created_ms, "version", player.version]
    for key in player.keys:
        out += [f"key:{key.key_id}", orjson.dumps({"sha256": key.key_sha256, "issued_ms": key.issued_ms})]
    for game, rating in player.ratings:
        out += [f"rating:{game}", orjson.dumps({"mu": rating.mu, "sigma": rating.sigma, "games": rating.games})]
    return out


def _player(player_id: str, fields: dict[str, str]) -> Player | None:
    """The player a hash holds (None for none)."""
    if not fields:
        return None
    if "erased_ms" in fields:
        return Player(player_id=player_id, erased_ms=int(fields["erased_ms"]))
    keys: list[KeyInfo] = []
    ratings: list[tuple[str, Rating]] = []
    for field, value in fields.items():
        if field.startswith("key:"):
            info = orjson.loads(value)
            keys.append(KeyInfo(key_id=field[4:], key_sha256=info["sha256"], issued_ms=info["issued_ms"]))
        elif field.startswith("rating:"):
            info = orjson.loads(value)
            ratings.append((field[7:], Rating(mu=info["mu"], sigma=info["sigma"], games=info["games"])))
    keys.sort(key=lambda k: (k.issued_ms, k.key_id))
    return Player(
        player_id=player_id,
        name=fields["name"],
        created_ms=int(fields["created_ms"]),
        keys=tuple(keys),
        version=int(fields["version"]),
        ratings=tuple(sorted(ratings)),
    )
