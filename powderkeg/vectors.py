"""The test vectors of docs/verification.md, computed by this server's code: ``python -m powderkeg.vectors DIR``
writes them into DIR (docs/vectors in the repository), and tests/domain/test_vectors.py checks that the files
there are what the code computes, and that an implementation written from the specification alone (the test's
own) computes them too.

Every input is fixed (seeds are SHA-256 of a phrase), so the files change only when the specification does."""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from domain import chain, witness
from domain.audit import event_line, header, verify
from domain.cards import standard_deck
from domain.chance import Chance1Draws, Chance2
from domain.game import Ctx, PlayerSpec, parse_options
from domain.games import GAMES
from domain.ports import GameRecord, SeatRecord, StoredEvent
from domain.rng import chain_salt, chance_for, hmac_sha256, rng_for, seed_commitment, table_seed

#: The seeds of the vectors: SHA-256 of these phrases.
PHRASES = ("powderkeg vector seed 1", "powderkeg vector seed 2", "powderkeg vector seed 3")
#: The ``n`` of the integers below n drawn in ``streams.json``, each from a fresh generator.
BELOW = (1, 2, 3, 5, 6, 7, 52, 54, 104, 1000, 2**31 + 1, 2**32)
DRAWS = 8


def seed_of(phrase: str) -> bytes:
    return hashlib.sha256(phrase.encode()).digest()


def _seeds() -> dict[str, Any]:
    return {
        "about": "Each seed (32 bytes, hex) with its commitment seed_sha256 = hex(SHA-256(seed)).",
        "seeds": [{"seed": seed_of(p).hex(), "seed_sha256": seed_commitment(seed_of(p))} for p in PHRASES],
    }


def _derivations() -> dict[str, Any]:
    seed = seed_of(PHRASES[0])
    labels = ("v0", "v1", "v17", "chain:0", "chain:17", "table:t0", "table:t11", "bot:17:3")
    return {
        "about": "HMAC-SHA256(seed, UTF-8 label), hex, for the first seed of seeds.json.",
        "seed": seed.hex(),
        "derived": [{"label": label, "hmac_sha256": hmac_sha256(seed, label.encode()).hex()} for label in labels],
        "table_seeds": [{"key": k, "seed": table_seed(seed, k).hex()} for k in ("t0", "t11")],
    }


def _streams() -> dict[str, Any]:
    seed = seed_of(PHRASES[0])
    key = hmac_sha256(seed, b"v0")
    blocks = [hmac_sha256(key, i.to_bytes(8, "big")).hex() for i in range(3)]
    stream = chance_for(seed, 0, 2)
    assert isinstance(stream, Chance2)
    u32s = [stream.u32() for _ in range(24)]
    below = []
    for n in BELOW:
        fresh = chance_for(seed, 0, 2)
        below.append({"n": n, "draws": [fresh.randrange(n) for _ in range(DRAWS)]})
    return {
        "about": "Chance 2's generator for label v0 of the first seed: its key K, its first blocks, the first "
        f"u32 values of its stream, and for each n the first {DRAWS} below(n) of a fresh generator.",
        "seed": seed.hex(),
        "label": "v0",
        "key": key.hex(),
        "blocks": blocks,
        "u32": u32s,
        "below": below,
    }


def _shuffled(chance: int, seed: bytes, label_version: int, cards: list[str]) -> list[str]:
    out = list(cards)
    chance_for(seed, label_version, chance).shuffle(out)
    return out


def _shuffles() -> dict[str, Any]:
    decks = {
        "52": list(standard_deck()),
        "54": list(standard_deck(jokers=("BJ", "RJ"))),
        "104": list(standard_deck(decks=2)),
    }
    cases = []
    for chance in (2, 1):
        for phrase in PHRASES[:2]:
            seed = seed_of(phrase)
            for size, cards in decks.items():
                for version in (0, 5):
                    cases.append({
                        "chance": chance, "seed": seed.hex(), "label": f"v{version}", "deck": size,
                        "shuffled": _shuffled(chance, seed, version, cards),
                    })
    return {
        "about": "Each deck (its cards in the order given) shuffled by the generator of the label, under chance 2 "
        "and under chance 1 (the legacy Mersenne Twister), with one fresh generator per case. legacy_below: for "
        f"each n, the first {DRAWS} below(n) of a fresh chance 1 generator for label v0 of the first seed.",
        "decks": decks,
        "cases": cases,
        "legacy_below": [{"n": n, "draws": _legacy_draws(n)} for n in BELOW if n < 2**32],  # chance 1: n < 2**32
    }


def _legacy_draws(n: int) -> list[int]:
    legacy = Chance1Draws()
    legacy.seed(int.from_bytes(hmac_sha256(seed_of(PHRASES[0]), b"v0"), "big"))
    assert legacy.getstate() == rng_for(seed_of(PHRASES[0]), 0).getstate()
    return [legacy.below(n) for _ in range(DRAWS)]


def _canonical() -> dict[str, Any]:
    values: list[Any] = [
        None, True, False, 0, -1, 9007199254740991, -9007199254740991, "", "a\"b\\c", "\u0000\u0001\u001f\u007f",
        "\b\t\n\f\r", "é ü 日本 \u2028\u2029", "\U0001f4a3", [], {}, [1, [2, [3]]],
        {"b": 1, "a": 2, "B": 3, "aa": 4, "_": 5, "10": 6, "9": 7},
        {"\ufb01": 1, "\U0001f4a3": 2, "\u00e9": 3, "z": 4},
        {"version": 3, "type": "CardsPlayed", "seat": 1, "at_ms": 1700000000000, "data": {"cards": ["3C", "3D"]},
         "command": {"type": "play", "cards": ["3C", "3D"]}},
    ]
    return {
        "about": "JSON values (as JSON), their canonical form (as a UTF-8 string) and its SHA-256.",
        "cases": [
            {"value": v, "canonical": c.decode(), "sha256": hashlib.sha256(c).hexdigest()}
            for v, c in ((v, chain.canonical(v)) for v in values)
        ],
    }


def _played(slug: str, players: int, options: dict[str, Any], phrase: str, moves: int | None) -> tuple[
        GameRecord, list[StoredEvent], Any]:
    """A game of ``slug`` under chance 2, every seat choosing its first legal command (each timer fired when nobody
    is awaited), for ``moves`` commands or to its end (None), sealed as the server seals it."""
    from domain.service.repository import Repository  # the fold and seal of the server, without a store

    game = GAMES[slug]
    seed = seed_of(phrase)
    record = GameRecord(
        game_id="vector0001", game=slug, options=parse_options(game.info, options),
        seats=tuple(SeatRecord(name=f"p{s}", bot=None, token_hash=None) for s in range(players)),
        seed=seed, seed_hash=seed_commitment(seed), created_ms=1_700_000_000_000, chance=2,
    )
    core = Repository(store=None, games=GAMES)  # type: ignore[arg-type]
    now = record.created_ms
    specs = [PlayerSpec(name=s.name) for s in record.seats]
    loaded = core.start(record)
    made = game.setup(specs, record.options, Ctx(now_ms=now, rng=chance_for(seed, 0, 2)))
    stored = core.seal(loaded, made, now, None, None, None)
    loaded = core.fold(loaded, stored)
    events = list(stored)
    count = 0
    while game.status(loaded.state) != "finished" and (moves is None or count < moves):
        now += 1000
        waiting = game.awaiting(loaded.state)
        seat: int | None
        if waiting:
            seat = waiting[0]
            command, cid = game.legal_commands(loaded.state, seat)[0], f"c{count}"
        else:
            timer = min(game.timers(loaded.state), key=lambda t: t.due_ms)
            seat, command, cid = None, timer.command, f"timer:{timer.key}"
            now = max(now, timer.due_ms)
        ctx = Ctx(now_ms=now, rng=chance_for(seed, loaded.version + 1, 2))
        stored = core.seal(loaded, game.decide(loaded.state, seat, command, ctx), now, seat, cid, command)
        loaded = core.fold(loaded, stored)
        events += stored
        count += 1
    return record, events, loaded.state


def _chain() -> dict[str, Any]:
    record, events, _ = _played("bombs", 3, {"hands": 1, "window_ms": 0}, PHRASES[1], moves=3)
    genesis = chain.genesis_content(record)
    return {
        "about": "The genesis content and hash of a game of bombs under chance 2, and its first events: each "
        "event's content, its salt HMAC-SHA256(seed, 'chain:<version>') and its hash.",
        "seed": record.seed.hex(),
        "genesis": genesis,
        "genesis_sha256": chain.genesis(record),
        "events": [
            {"content": chain.event_content(e), "salt": chain_salt(record.seed, e.version).hex(), "sha256": e.hash}
            for e in events
        ],
    }


def _export() -> tuple[str, dict[str, Any]]:
    """A whole export of a finished game of bombs of one hand (NDJSON) and its verdict."""
    record, events, state = _played("bombs", 3, {"hands": 1, "window_ms": 0}, PHRASES[2], moves=None)
    game = GAMES["bombs"]
    result = game.view(state, None)["result"]
    head = header(record, game, events[-1].version, events[-1].hash or "", "finished", None, result)
    lines = [event_line(e, e.data, True) for e in events]
    verdict = verify(GAMES, head, lines)
    text = "".join(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n" for row in (head, *lines))
    return text, {"about": "The verdict of export.ndjson.", **verdict.to_json()}


def _witness() -> dict[str, Any]:
    heads = [(f"game{i:02d}", 10 + i, hashlib.sha256(f"head {i}".encode()).hexdigest()) for i in range(7)]
    hashed = [witness.leaf_hash(*head) for head in heads]
    top = witness.root(hashed)
    first = witness.next_root(None, [witness.Head(*head) for head in heads], 1_800_000_000_000)
    second = witness.next_root(first, [witness.Head(*head) for head in heads[:3]], 1_800_000_060_000)
    return {
        "about": "The witness tree (§8) over seven game heads: each leaf's hash and audit path, and the root; then "
        "two entries of a witness log, the first over these seven heads, the second over the first three, each "
        "with its hash (SHA-256 of the canonical JSON of the other five fields) and the hash of the one before.",
        "leaves": [
            {"game": g, "version": v, "head": h, "leaf": leaf.hex(),
             "proof": [p.hex() for p in witness.inclusion_proof(i, hashed)]}
            for i, ((g, v, h), leaf) in enumerate(zip(heads, hashed, strict=True))
        ],
        "size": len(hashed),
        "root": top.hex(),
        "entries": [{**entry.fields(), "hash": entry.hash} for entry in (first, second)],
    }


FILES: dict[str, Callable[[], Any]] = {
    "seeds.json": _seeds,
    "derivations.json": _derivations,
    "streams.json": _streams,
    "shuffles.json": _shuffles,
    "canonical.json": _canonical,
    "chain.json": _chain,
    "witness.json": _witness,
}


def written() -> dict[str, str]:
    """Each file of the vectors, by name, as ``main`` writes it."""
    out = {name: json.dumps(make(), indent=1, ensure_ascii=False) + "\n" for name, make in FILES.items()}
    text, verdict = _export()
    out["export.ndjson"] = text
    out["export-verdict.json"] = json.dumps(verdict, indent=1) + "\n"
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m powderkeg.vectors DIR", file=sys.stderr)
        return 2
    folder = Path(argv[0])
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in written().items():
        (folder / name).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
