// Checks the JavaScript verifier (api/static/web/verify-export.js) against every test vector of docs/vectors/
// (docs/verification.md): seeds, derivations, chance 2's streams, shuffles under both chance versions with chance
// 1's legacy_below, canonical JSON, the chain, the verdict of the whole export, and the witness tree's proofs.
//
//   node verify/vectors.mjs        prints one line per file and a summary; exits 0 when all pass, else 1.

import {readFileSync} from "node:fs";
import {fileURLToPath} from "node:url";

import {
  canonical,
  Chance1,
  Chance2,
  derive,
  fromHex,
  generator,
  hmacSha256,
  parseJson,
  sha256,
  shuffle,
  tableSeed,
  toHex,
  utf8,
  verifyExport,
  verifyInclusion,
  witnessLeaf,
  witnessRootHash,
} from "../api/static/web/verify-export.js";

const VECTORS = fileURLToPath(new URL("../docs/vectors/", import.meta.url));
const read = (name) => readFileSync(VECTORS + name, "utf8");
const load = (name) => JSON.parse(read(name));

let passed = 0;
const failures = [];

/** One vector: passes when `got` and `want` have the same JSON. */
function expect(file, what, got, want) {
  if (JSON.stringify(got) === JSON.stringify(want)) passed += 1;
  else failures.push(`${file}: ${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
}

function seeds() {
  for (const {seed, seed_sha256: commitment} of load("seeds.json").seeds) {
    expect("seeds.json", `SHA-256 of seed ${seed}`, toHex(sha256(fromHex(seed))), commitment);
  }
}

function derivations() {
  const vectors = load("derivations.json");
  const seed = fromHex(vectors.seed);
  for (const {label, hmac_sha256: want} of vectors.derived) {
    expect("derivations.json", `HMAC(seed, ${label})`, toHex(hmacSha256(seed, utf8(label))), want);
  }
  for (const {key, seed: want} of vectors.table_seeds) {
    expect("derivations.json", `table seed ${key}`, toHex(tableSeed(seed, key)), want);
  }
}

function streams() {
  const vectors = load("streams.json");
  const seed = fromHex(vectors.seed);
  const rng = new Chance2(seed, vectors.label);
  expect("streams.json", "key", toHex(rng.key), vectors.key);
  const fresh = new Chance2(seed, vectors.label);
  expect("streams.json", "blocks", vectors.blocks.map(() => toHex(fresh.nextBlock())), vectors.blocks);
  expect("streams.json", "u32", vectors.u32.map(() => rng.u32()), vectors.u32);
  for (const {n, draws} of vectors.below) {
    const below = new Chance2(seed, vectors.label);
    expect("streams.json", `below(${n})`, draws.map(() => below.below(n)), draws);
  }
}

function shuffles() {
  const vectors = load("shuffles.json");
  for (const c of vectors.cases) {
    const rng = generator(c.chance, fromHex(c.seed), c.label);
    const what = `chance ${c.chance}, seed ${c.seed.slice(0, 8)}…, ${c.label}, deck ${c.deck}`;
    expect("shuffles.json", what, shuffle(rng, vectors.decks[c.deck]), c.shuffled);
  }
  const first = load("seeds.json").seeds[0].seed;
  for (const {n, draws} of vectors.legacy_below) {
    const rng = new Chance1(fromHex(first), "v0");
    expect("shuffles.json", `legacy_below(${n})`, draws.map(() => rng.below(n)), draws);
  }
}

function canonicals() {
  // The file is read with the verifier's own JSON reader, so every value is the one the vector holds.
  for (const c of parseJson(read("canonical.json")).cases) {
    const text = canonical(c.value);
    expect("canonical.json", `canonical of ${c.canonical}`, text, c.canonical);
    expect("canonical.json", `SHA-256 of ${c.canonical}`, toHex(sha256(utf8(text))), c.sha256);
  }
}

function chain() {
  const vectors = parseJson(read("chain.json"));
  const seed = fromHex(vectors.seed);
  let head = toHex(sha256(utf8(canonical(vectors.genesis))));
  expect("chain.json", "genesis", head, vectors.genesis_sha256);
  for (const event of vectors.events) {
    const version = event.content.version;
    const salt = derive(seed, `chain:${version}`);
    expect("chain.json", `salt of version ${version}`, toHex(salt), event.salt);
    const bytes = [...fromHex(head), ...salt, ...utf8(canonical(event.content))];
    head = toHex(sha256(Uint8Array.from(bytes)));
    expect("chain.json", `hash of version ${version}`, head, event.sha256);
  }
}

function exported() {
  const verdict = verifyExport(read("export.ndjson"));
  const want = load("export-verdict.json");
  const fields = ["ok", "events", "first_bad_version", "first_bad_table", "problems", "head_sha256", "dealt_from"];
  for (const field of fields) expect("export.ndjson", field, verdict[field], want[field]);
}

function witness() {
  const vectors = load("witness.json");
  const root = fromHex(vectors.root);
  vectors.leaves.forEach((c, index) => {
    const leaf = witnessLeaf(c.game, c.version, c.head);
    expect("witness.json", `leaf ${index}`, toHex(leaf), c.leaf);
    const proof = c.proof.map(fromHex);
    expect("witness.json", `proof of ${index}`, verifyInclusion(leaf, index, vectors.size, proof, root), true);
    const other = (index + 1) % vectors.size;
    expect("witness.json", `proof of ${index} at ${other}`, verifyInclusion(leaf, other, vectors.size, proof, root),
      false);
  });
  vectors.entries.forEach((entry, index) => {
    expect("witness.json", `hash of entry ${index}`, witnessRootHash(entry), entry.hash);
    const previous = index === 0 ? "0".repeat(64) : vectors.entries[index - 1].hash;
    expect("witness.json", `entry ${index} names the one before`, entry.previous, previous);
  });
  expect("witness.json", "entry 0's root", vectors.entries[0].root, vectors.root);
}

for (const check of [seeds, derivations, streams, shuffles, canonicals, chain, exported, witness]) {
  const before = passed + failures.length;
  try {
    check();
  } catch (error) {
    failures.push(`${check.name}: ${error && error.stack}`);
  }
  console.log(`${check.name}: ${passed + failures.length - before} checked`);
}
for (const failure of failures) console.log(`FAIL ${failure}`);
console.log(`${passed} vectors pass, ${failures.length} fail`);
process.exit(failures.length ? 1 : 0);
