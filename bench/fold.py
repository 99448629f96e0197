"""Speed of a fold from scratch as the server does it, next to parsing the same events' stored JSON.

For each game, seeded random games (at the game's default options) are played as the server plays them: each
command decided with the server's generator for its version, its events sealed into envelopes by the service
(``Repository.seal``: data, seat, time, command, chain hash) and kept as the stream entries Redis answers
XRANGE with (``eventstore.codec.event_items``, as bytes). Folding them from scratch is what a cold load
without a snapshot does after its XRANGE: ``codec.decode_event`` for each entry (the JSON data and command,
the envelope), then ``Repository.fold`` from the genesis (each event built from its data with
``from_data``, ``evolve``, the chain's head: each envelope carries its hash, so nothing is hashed again).
Redis itself is not involved.

Prints, per game: us per event of that fold, its parts (decode, from_data, evolve, chain), and the reference:
``json.loads`` and ``orjson.loads`` (the server's parser) of the same entries' stored JSON (the data, and the
command on the first event of a command); each the best of several rounds. Then a finished 12-hand game of
bombs at 4 seats (no windows, as ``bench/load_game.py`` and ``bench.common.played_bombs_game`` play it) folded
from scratch, in ms; and the same with the default 3 s windows, for comparison.

Goals (issue 18): a fold at most 2x ``json.loads`` of the same events; the 12-hand game under 8 ms.

Run: .venv/bin/python bench/fold.py [--events 5000] [--rounds 7]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import orjson  # noqa: E402

from bench.common import rules_build  # noqa: E402
from domain import chain  # noqa: E402
from domain.game import Ctx, Event, PlayerSpec, from_data, parse_options  # noqa: E402
from domain.games import GAMES  # noqa: E402
from domain.ports import EventStore, GameRecord, SeatRecord, StoredEvent  # noqa: E402
from domain.rng import rng_for, seed_commitment  # noqa: E402
from domain.service.repository import Repository  # noqa: E402
from domain.values import Loaded, event_classes  # noqa: E402
from eventstore import codec  # noqa: E402

Entry = dict[bytes, bytes]

#: The games folded: slug and seats (each at its default options).
CASES: tuple[tuple[str, int], ...] = (("bombs", 4), ("haggis", 3), ("exploding-aces", 5), ("bombs-away", 4))
#: The goals of issue 18.
FOLD_GOAL = 2.0  # times json.loads
BOMBS_GOAL_MS = 8.0

# Folding and sealing touch none of the service's ports but its games: the store is absent.
CORE = Repository(store=cast(EventStore, None), games=GAMES)


@dataclass(frozen=True, slots=True)
class Stream:
    """A finished game as the server keeps it: its record and its stream's entries; and the game as folded
    while it was played (to check each fold against)."""

    record: GameRecord
    entries: list[Entry]
    final: Loaded


def entry(event: StoredEvent) -> Entry:
    """The stream entry of ``event`` as XRANGE answers it (a client without ``decode_responses``)."""
    items = codec.event_items(event)
    raw = [v.encode() if isinstance(v, str) else v for v in items]
    return dict(zip(raw[::2], raw[1::2], strict=True))


def played(slug: str, players: int, options: Mapping[str, Any], seed: int) -> Stream:
    """A game of ``slug`` played to its end with random legal commands drawn from ``seed``, each command (and
    each timer, when nobody is awaited) decided, sealed and folded as the service does it."""
    game = GAMES[slug]
    secret = hashlib.sha256(f"bench-fold:{slug}:{seed}".encode()).digest()
    record = GameRecord(
        game_id=f"fold{seed:08d}",
        game=slug,
        options=parse_options(game.info, options),
        seats=tuple(SeatRecord(name=f"p{s}", bot=None, token_hash=None) for s in range(players)),
        seed=secret,
        seed_hash=seed_commitment(secret),
        created_ms=1_700_000_000_000,
    )
    rng = random.Random(seed)
    now = record.created_ms
    specs = [PlayerSpec(name=s.name) for s in record.seats]
    start = CORE.start(record)
    stored = CORE.seal(start, game.setup(specs, record.options, Ctx(now_ms=now, rng=rng_for(secret, 0))), now,
                        None, None, None)
    loaded = CORE.fold(start, stored)
    entries = [entry(e) for e in stored]
    while game.status(loaded.state) != "finished":
        now += 1
        waiting = game.awaiting(loaded.state)
        if waiting:
            seat: int | None = waiting[0] if len(waiting) == 1 else rng.choice(waiting)
            assert seat is not None
            command, cid = rng.choice(game.legal_commands(loaded.state, seat)), None
        else:
            timer = min(game.timers(loaded.state), key=lambda t: t.due_ms)
            seat, command, cid = None, timer.command, f"timer:{timer.key}"
            now = max(now, timer.due_ms)
        ctx = Ctx(now_ms=now, rng=rng_for(secret, loaded.version + 1))
        stored = CORE.seal(loaded, game.decide(loaded.state, seat, command, ctx), now, seat, cid, command)
        loaded = CORE.fold(loaded, stored)
        entries.extend(entry(e) for e in stored)
    return Stream(record=record, entries=entries, final=loaded)


def fold(stream: Stream) -> Loaded:
    """``stream`` folded from scratch as a cold load without a snapshot does after reading it."""
    return CORE.fold(CORE.start(stream.record), [codec.decode_event(f) for f in stream.entries])


def best_us(run: Callable[[], object], events: int, rounds: int) -> float:
    """The best of ``rounds`` calls of ``run``, in us per event of ``events``."""
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best / events * 1e6


def stored_json(streams: list[Stream]) -> list[bytes]:
    """The JSON the entries of ``streams`` store: each one's data, and its command where it has one."""
    return [f[key] for s in streams for f in s.entries for key in (b"data", b"command") if f[key]]


def per_game(slug: str, players: int, events: int, rounds: int) -> None:
    """Fold seeded games of ``slug`` (at least ``events`` events in all); print the figures."""
    streams: list[Stream] = []
    while sum(len(s.entries) for s in streams) < events:
        streams.append(played(slug, players, {}, seed=len(streams)))
    for s in streams:  # the fold is the server's: it gives what playing gave
        folded = fold(s)
        assert folded.state == s.final.state and folded.head_hash == s.final.head_hash, slug
    n = sum(len(s.entries) for s in streams)
    game = CORE.rules(streams[0].record)
    classes = event_classes(game)
    decoded = [[codec.decode_event(f) for f in s.entries] for s in streams]
    built = [[from_data(classes[e.type], e.data) for e in d] for d in decoded]
    texts = stored_json(streams)

    def evolve_all() -> None:
        for stream_events, stored in zip(built, decoded, strict=True):
            state = None
            for event, envelope in zip(stream_events, stored, strict=True):
                state = game.evolve(state, event, envelope.at_ms)

    def from_data_all() -> list[list[Event]]:
        return [[from_data(classes[e.type], e.data) for e in d] for d in decoded]

    total = best_us(lambda: [fold(s) for s in streams], n, rounds)
    parts = {
        "decode_event": best_us(lambda: [[codec.decode_event(f) for f in s.entries] for s in streams], n, rounds),
        "from_data": best_us(from_data_all, n, rounds),
        "evolve": best_us(evolve_all, n, rounds),
        "chain": best_us(
            lambda: [chain.hashes(CORE.start(s.record).head_hash, s.record.seed, d)
                     for s, d in zip(streams, decoded, strict=True)], n, rounds),
    }
    loads = best_us(lambda: [json.loads(t) for t in texts], n, rounds)
    oloads = best_us(lambda: [orjson.loads(t) for t in texts], n, rounds)
    ratio = total / loads
    size = sum(len(t) for t in texts) / n
    print(f"{slug} {players}p: {len(streams)} games, {n} events; per event {len(texts) / n:.2f} JSON texts stored "
          f"(its data, and a command's body on the first event of a command), {size:.0f} bytes")
    print(f"  fold from scratch {total:6.2f} us per event  ("
          + ", ".join(f"{k} {v:.2f}" for k, v in parts.items()) + ")")
    print(f"  json.loads        {loads:6.2f} us per event; orjson.loads {oloads:.2f} us")
    print(f"  fold = {ratio:.1f}x json.loads, {total / oloads:.1f}x orjson.loads; goal <= {FOLD_GOAL:.0f}x json.loads: "
          + ("met" if ratio <= FOLD_GOAL else "NOT met"))


def bombs_game(options: Mapping[str, Any], label: str, repeats: int, goal: bool) -> None:
    """Fold a finished 12-hand game of bombs at 4 seats from scratch ``repeats`` times; print the ms."""
    stream = played("bombs", 4, options, seed=1)
    assert stream.record.options["hands"] == 12
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fold(stream)
        times.append((time.perf_counter() - start) * 1000)
    line = (f"12-hand bombs at 4 seats, {label}: {len(stream.entries)} events folded from scratch in "
            f"median {statistics.median(times):.2f} ms, best {min(times):.2f} ms")
    if goal:
        met = statistics.median(times) < BOMBS_GOAL_MS
        line += f"; goal < {BOMBS_GOAL_MS:.0f} ms: " + ("met" if met else "NOT met")
    print(line)


def main(events: int, rounds: int) -> None:
    print(f"folds of {rules_build()}")
    for slug, players in CASES:
        per_game(slug, players, events, rounds)
    bombs_game({"window_ms": 0}, "window_ms 0", 30, goal=True)
    bombs_game({}, "default 3 s windows", 30, goal=False)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--events", type=int, default=5000, help="events of each game to fold (default 5000)")
    parser.add_argument("--rounds", type=int, default=7, help="rounds of each timing, the best kept (default 7)")
    args = parser.parse_args()
    main(args.events, args.rounds)
