"""The store's listings (``domain.ports.Listing``): which games are listed where, newest first, in pages."""

from __future__ import annotations

from typing import Any

from domain.ports import Listing
from eventstore import codec, keys
from eventstore.client import StoreClient


class Listings:
    """Each listing is one sorted set of all games and one per game type, ordered by member (the creation time,
    zero-padded, then the id), and a hash from each listed id to its member; every key starts with ``prefix``."""

    def __init__(self, client: StoreClient, prefix: str) -> None:
        self.client = client
        self.prefix = prefix

    def add(self, listing: Listing, game: str, game_id: str, created_ms: int) -> None:
        """List ``game_id`` in ``listing``, under all games and under its type."""
        member = listed(created_ms, game_id)
        pipe = self.client.pipeline(transaction=False)
        for key in (keys.listing_key(self.prefix, listing, None), keys.listing_key(self.prefix, listing, game)):
            pipe.zadd(key, {member: 0})
        pipe.hset(keys.listed_key(self.prefix, listing), game_id, member)
        pipe.execute()

    def remove(self, listing: Listing, game: str, game_id: str) -> None:
        """Take ``game_id`` off ``listing`` (it finds its member by the id)."""
        index = keys.listed_key(self.prefix, listing)
        member = self.client.hget(index, game_id)
        if member is None:
            return
        pipe = self.client.pipeline(transaction=False)
        for key in (keys.listing_key(self.prefix, listing, None), keys.listing_key(self.prefix, listing, game)):
            pipe.zrem(key, member)
        pipe.hdel(index, game_id)
        pipe.execute()

    def page(self, listing: Listing, game: str | None, after: str | None, limit: int) -> tuple[list[str], str | None]:
        """Newest first: members in reverse lexical order, from just below the cursor (the last member of the
        page before, which is not secret: a time and a public id)."""
        if limit < 1:
            raise ValueError(f"limit must be at least 1, not {limit}")
        start = "+" if after is None else f"({after}"
        members: Any = self.client.zrange(
            keys.listing_key(self.prefix, listing, game), start, "-", desc=True, bylex=True, offset=0, num=limit + 1
        )
        texts = [codec.text(m) for m in members]
        page = texts[:limit]
        more = len(texts) > limit
        return [m.split(":", 1)[1] for m in page], (page[-1] if more else None)


def listed(created_ms: int, game_id: str) -> str:
    """A listing's member: the creation time zero-padded to 13 digits (ms until the year 2286), then the id,
    so that the lexical order is the order of creation."""
    return f"{created_ms:013d}:{game_id}"
