"""The test vectors of docs/verification.md: the files in docs/vectors are what the server's code computes
(``powderkeg.vectors``), and a second implementation written here from the specification alone (the standard
library's ``hmac``, a Mersenne Twister of its own, a canonical JSON of its own) computes every one of them too."""

from __future__ import annotations

import hashlib
import hmac
import json
from pathlib import Path
from typing import Any

import pytest

from powderkeg.vectors import written

VECTORS = Path(__file__).resolve().parents[2] / "docs" / "vectors"


def load(name: str) -> Any:
    return json.loads((VECTORS / name).read_text(encoding="utf-8"))


# --- the specification, implemented again ------------------------------------------------------------------


def derive(seed: bytes, label: str) -> bytes:
    return hmac.new(seed, label.encode("utf-8"), "sha256").digest()


class Stream:
    """Chance 2: HMAC-SHA256(K, counter as 8 bytes big-endian) blocks, read 4 bytes at a time."""

    def __init__(self, seed: bytes, label: str) -> None:
        self.key = derive(seed, label)
        self.buffer = b""
        self.counter = 0

    def u32(self) -> int:
        if len(self.buffer) < 4:
            self.buffer += hmac.new(self.key, self.counter.to_bytes(8, "big"), "sha256").digest()
            self.counter += 1
        value, self.buffer = int.from_bytes(self.buffer[:4], "big"), self.buffer[4:]
        return value

    def below(self, n: int) -> int:
        limit = 2**32 - 2**32 % n
        while (value := self.u32()) >= limit:
            pass
        return value % n


class Twister:
    """Chance 1: MT19937 seeded by init_by_array with the HMAC's 32-bit words, least significant first."""

    def __init__(self, seed: bytes, label: str) -> None:
        number = int.from_bytes(derive(seed, label), "big")
        words = max(1, -(-number.bit_length() // 32))
        key = [(number >> (32 * i)) & 0xFFFFFFFF for i in range(words)]
        mt = [19650218]
        for i in range(1, 624):
            mt.append((1812433253 * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i) & 0xFFFFFFFF)
        i, j = 1, 0
        for _ in range(max(624, len(key))):
            mt[i] = ((mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525)) + key[j] + j) & 0xFFFFFFFF
            i, j = i + 1, j + 1
            if i >= 624:
                mt[0], i = mt[623], 1
            if j >= len(key):
                j = 0
        for _ in range(623):
            mt[i] = ((mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941)) - i) & 0xFFFFFFFF
            i += 1
            if i >= 624:
                mt[0], i = mt[623], 1
        mt[0] = 0x80000000
        self.mt, self.index = mt, 624

    def u32(self) -> int:
        if self.index >= 624:
            mt = self.mt
            for k in range(624):
                y = (mt[k] & 0x80000000) | (mt[(k + 1) % 624] & 0x7FFFFFFF)
                mt[k] = mt[(k + 397) % 624] ^ (y >> 1) ^ (0x9908B0DF if y & 1 else 0)
            self.index = 0
        y = self.mt[self.index]
        self.index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        return y ^ (y >> 18)

    def below(self, n: int) -> int:
        k = n.bit_length()
        while (value := self.u32() >> (32 - k)) >= n:
            pass
        return value


def shuffle(cards: list[str], below: Any) -> list[str]:
    out = list(cards)
    for i in range(len(out) - 1, 0, -1):
        j = below(i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def canonical(value: Any) -> str:
    """RFC 8785 for JSON without fractions: integers as they are, strings with only the required escapes, keys
    by UTF-16 code units."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, int):
        assert abs(value) < 2**53
        return str(value)
    if isinstance(value, str):
        short = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}
        return '"' + "".join(short.get(c, f"\\u{ord(c):04x}" if ord(c) < 0x20 else c) for c in value) + '"'
    if isinstance(value, list):
        return "[" + ",".join(canonical(v) for v in value) + "]"
    keys = sorted(value, key=lambda k: k.encode("utf-16-be"))
    return "{" + ",".join(f"{canonical(k)}:{canonical(value[k])}" for k in keys) + "}"


# --- the checks --------------------------------------------------------------------------------------------


def test_the_vectors_in_docs_are_what_the_server_computes() -> None:
    """Run ``python -m powderkeg.vectors docs/vectors`` after a change of the specification."""
    for name, text in written().items():
        assert (VECTORS / name).read_text(encoding="utf-8") == text, f"docs/vectors/{name} is out of date"


def test_each_seed_matches_its_commitment() -> None:
    for case in load("seeds.json")["seeds"]:
        assert hashlib.sha256(bytes.fromhex(case["seed"])).hexdigest() == case["seed_sha256"]


def test_every_label_derives_its_hmac_and_a_table_its_seed() -> None:
    vectors = load("derivations.json")
    seed = bytes.fromhex(vectors["seed"])
    for case in vectors["derived"]:
        assert derive(seed, case["label"]).hex() == case["hmac_sha256"]
    for case in vectors["table_seeds"]:
        assert derive(seed, f"table:{case['key']}").hex() == case["seed"]


def test_the_chance_2_stream_and_its_integers_below_n_follow_the_specification() -> None:
    vectors = load("streams.json")
    seed = bytes.fromhex(vectors["seed"])
    stream = Stream(seed, vectors["label"])
    assert stream.key.hex() == vectors["key"]
    blocks = [hmac.new(stream.key, i.to_bytes(8, "big"), "sha256").hexdigest() for i in range(3)]
    assert blocks == vectors["blocks"]
    assert [stream.u32() for _ in vectors["u32"]] == vectors["u32"]
    for case in vectors["below"]:
        fresh = Stream(seed, vectors["label"])
        assert [fresh.below(case["n"]) for _ in case["draws"]] == case["draws"], case["n"]


@pytest.mark.parametrize("chance", [1, 2])
def test_every_deck_is_shuffled_as_the_specification_says(chance: int) -> None:
    vectors = load("shuffles.json")
    cases = [c for c in vectors["cases"] if c["chance"] == chance]
    assert len(cases) == 12
    for case in cases:
        seed = bytes.fromhex(case["seed"])
        generator = Stream(seed, case["label"]) if chance == 2 else Twister(seed, case["label"])
        assert shuffle(vectors["decks"][case["deck"]], generator.below) == case["shuffled"], case
    if chance == 1:
        seed = bytes.fromhex(load("seeds.json")["seeds"][0]["seed"])
        for legacy in vectors["legacy_below"]:
            twister = Twister(seed, "v0")
            assert [twister.below(legacy["n"]) for _ in legacy["draws"]] == legacy["draws"], legacy["n"]


def test_canonical_json_is_rfc_8785_for_the_chains_values() -> None:
    for case in load("canonical.json")["cases"]:
        assert canonical(case["value"]) == case["canonical"], case["value"]
        assert hashlib.sha256(case["canonical"].encode()).hexdigest() == case["sha256"]


def test_a_chain_is_rebuilt_from_its_genesis_its_salts_and_its_events() -> None:
    vectors = load("chain.json")
    seed = bytes.fromhex(vectors["seed"])
    previous = hashlib.sha256(canonical(vectors["genesis"]).encode()).hexdigest()
    assert previous == vectors["genesis_sha256"]
    for event in vectors["events"]:
        salt = derive(seed, f"chain:{event['content']['version']}")
        assert salt.hex() == event["salt"]
        previous = hashlib.sha256(bytes.fromhex(previous) + salt + canonical(event["content"]).encode()).hexdigest()
        assert previous == event["sha256"]


def test_the_whole_exports_chain_and_opening_deal_check_out_and_its_verdict_is_ok() -> None:
    lines = [json.loads(line) for line in (VECTORS / "export.ndjson").read_text(encoding="utf-8").splitlines()]
    head, events = lines[0], lines[1:]
    seed = bytes.fromhex(head["seed"])
    assert hashlib.sha256(seed).hexdigest() == head["seed_sha256"] and head["chance"] == 2
    genesis = {k: head[k] for k in ("game_id", "game", "players", "options", "seed_sha256", "created_ms", "chance")}
    previous = hashlib.sha256(canonical(genesis).encode()).hexdigest()
    for line in events:
        content = {k: line[k] for k in ("version", "type", "seat", "at_ms", "data", "command")}
        salt = derive(seed, f"chain:{line['version']}")
        previous = hashlib.sha256(bytes.fromhex(previous) + salt + canonical(content).encode()).hexdigest()
        assert previous == line["sha256"], line["version"]
    assert previous == head["head_sha256"]
    verdict = load("export-verdict.json")
    assert verdict["ok"] is True and verdict["events"] == len(events) and verdict["head_sha256"] == previous


def test_the_witness_tree_and_its_proofs_follow_rfc_9162() -> None:
    vectors = load("witness.json")

    def node(left: bytes, right: bytes) -> bytes:
        return hashlib.sha256(b"\x01" + left + right).digest()

    def tree(hashed: list[bytes]) -> bytes:
        if len(hashed) == 1:
            return hashed[0]
        k = 1 << ((len(hashed) - 1).bit_length() - 1)
        return node(tree(hashed[:k]), tree(hashed[k:]))

    leaves = []
    for case in vectors["leaves"]:
        content = canonical({"game": case["game"], "version": case["version"], "head": case["head"]})
        leaves.append(hashlib.sha256(b"\x00" + content.encode()).digest())
        assert leaves[-1].hex() == case["leaf"]
    assert tree(leaves).hex() == vectors["root"]
    for index, case in enumerate(vectors["leaves"]):
        fn, sn, hashed = index, vectors["size"] - 1, leaves[index]
        for sibling in map(bytes.fromhex, case["proof"]):
            if fn % 2 or fn == sn:
                hashed = node(sibling, hashed)
                while fn % 2 == 0 and fn:
                    fn, sn = fn >> 1, sn >> 1
            else:
                hashed = node(hashed, sibling)
            fn, sn = fn >> 1, sn >> 1
        assert sn == 0 and hashed.hex() == vectors["root"], index
    previous = "0" * 64
    for entry in vectors["entries"]:
        fields = {name: entry[name] for name in ("number", "minute", "size", "root", "previous")}
        assert hashlib.sha256(canonical(fields).encode()).hexdigest() == entry["hash"]
        assert entry["previous"] == previous
        previous = entry["hash"]
    assert vectors["entries"][0]["root"] == vectors["root"] and vectors["entries"][0]["size"] == vectors["size"]
