// Powderkeg's second, independent verifier of a finished game's export (issue 35).
//
// Written from the specification only: docs/verification.md (the seed, the generators, canonical JSON, the hash
// chain, the export and its checks; cited "§") and docs/verification-deals.md (how each game draws; cited
// "deals §"), with docs/vectors/ as its test vectors, not from the server's Python.
//
// An ES module for browsers and Node 20 alike: synchronous and dependency-free, with no Node-only API and no
// WebCrypto (SHA-256 and HMAC-SHA256 are written out below), so that it can be served as a static file under a
// strict CSP. verifyExport(text) never throws: whatever it is given, it answers a verdict.

// ---------------------------------------------------------------------------------------------------------------
// Bytes, SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104)

const ENCODER = new TextEncoder();

/** The UTF-8 bytes of a string. */
export const utf8 = (text) => ENCODER.encode(text);

/** Lowercase hex of bytes. */
export const toHex = (bytes) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

/** The bytes of lowercase hex, or null when it is not that. */
export function fromHex(hex) {
  if (typeof hex !== "string" || !/^(?:[0-9a-f]{2})*$/.test(hex)) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

function concat(...parts) {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (all.set(part, at), at + part.length), 0);
  return all;
}

const K256 = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H256 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const ror = (x, n) => (x >>> n) | (x << (32 - n));

/** SHA-256 of bytes: 32 bytes. */
export function sha256(bytes) {
  const length = bytes.length;
  const padded = new Uint8Array((((length + 8) >> 6) + 1) << 6);
  padded.set(bytes);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 0x20000000)); // the length in bits, 64 bits big-endian
  view.setUint32(padded.length - 4, (length << 3) >>> 0);
  const h = [...H256];
  const w = new Uint32Array(64);
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + 4 * i);
    for (let i = 16; i < 64; i++) {
      const s0 = ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ (w[i - 15] >>> 3);
      const s1 = ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ (w[i - 2] >>> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    let [a, b, c, d, e, f, g, k] = h;
    for (let i = 0; i < 64; i++) {
      const t1 = (k + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + K256[i] + w[i]) | 0;
      const t2 = ((ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      [k, g, f, e] = [g, f, e, (d + t1) | 0];
      [d, c, b, a] = [c, b, a, (t1 + t2) | 0];
    }
    [a, b, c, d, e, f, g, k].forEach((x, i) => (h[i] = (h[i] + x) | 0));
  }
  const digest = new DataView(new ArrayBuffer(32));
  h.forEach((x, i) => digest.setUint32(4 * i, x >>> 0));
  return new Uint8Array(digest.buffer);
}

/** HMAC-SHA256(key, message) over bytes: 32 bytes. */
export function hmacSha256(key, message) {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = sha256(concat(block.map((byte) => byte ^ 0x36), message));
  return sha256(concat(block.map((byte) => byte ^ 0x5c), inner));
}

/** What §2 derives from a seed: HMAC(seed, label) with the label's ASCII bytes. */
export const derive = (seed, label) => hmacSha256(seed, utf8(label));

/** The seed of a match's table (§2, deals §5). */
export const tableSeed = (matchSeed, key) => derive(matchSeed, `table:${key}`);

// ---------------------------------------------------------------------------------------------------------------
// JSON: a strict reader (so that a number outside §4.1's subset or a repeated key is seen, which JSON.parse hides)
// and canonical JSON (§4.1, RFC 8785 for this subset)

const raise = (error) => {
  throw error;
};

/** A number the reader found that §4.1 does not allow (a fraction, an exponent, beyond ±(2^53 − 1)). */
export class JsonNumber {
  constructor(text) {
    this.text = text; // as written
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?/y;
const PLAIN = /[^"\\\u0000-\u001f]*/y;
const LITERALS = {true: true, false: false, null: null};
const ESCAPES = {'"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t"};

/** JSON text to a value; throws SyntaxError. Objects are plain; a repeated key is an error. */
export function parseJson(text) {
  let i = 0;
  const fail = (what) => raise(new SyntaxError(`${what} at character ${i + 1}`));
  const space = () => {
    while (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r") i++;
  };
  const string = () => {
    let out = "";
    i++;
    for (;;) {
      PLAIN.lastIndex = i;
      out += PLAIN.exec(text)[0];
      i = PLAIN.lastIndex;
      const c = text[i++];
      if (c === '"') return out;
      if (c !== "\\") fail(c === undefined ? "an unfinished string" : "a control character in a string");
      const e = text[i++];
      if (e === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i, i + 4))) {
        out += String.fromCharCode(parseInt(text.slice(i, i + 4), 16));
        i += 4;
      } else if (Object.hasOwn(ESCAPES, e)) out += ESCAPES[e];
      else fail("a bad escape");
    }
  };
  const value = () => {
    space();
    const c = text[i];
    if (c === "{" || c === "[") {
      const [out, close] = c === "{" ? [{}, "}"] : [[], "]"];
      i++;
      space();
      if (text[i] === close) return i++, out;
      for (;;) {
        space();
        if (close === "]") out.push(value());
        else {
          const key = text[i] === '"' ? string() : fail("a key that is not a string");
          if (Object.hasOwn(out, key)) fail(`a repeated key "${key}"`);
          space();
          if (text[i++] !== ":") fail("a missing ':'");
          Object.defineProperty(out, key, {value: value(), enumerable: true, writable: true, configurable: true});
        }
        space();
        const next = text[i++];
        if (next === close) return out;
        if (next !== ",") fail(`a missing ',' or '${close}'`);
      }
    }
    if (c === '"') return string();
    const word = c === "t" ? "true" : c === "f" ? "false" : c === "n" ? "null" : null;
    if (word !== null) {
      if (!text.startsWith(word, i)) fail("an unexpected character");
      return (i += word.length), LITERALS[word];
    }
    NUMBER.lastIndex = i;
    const number = NUMBER.exec(text);
    if (!number) fail("an unexpected character");
    i = NUMBER.lastIndex;
    const n = Number(number[0]);
    return number[1] || number[2] || !Number.isSafeInteger(n) ? new JsonNumber(number[0]) : n;
  };
  const result = value();
  space();
  if (i < text.length) fail("text after the value");
  return result;
}

const isObject = (x) => typeof x === "object" && x !== null && !Array.isArray(x) && !(x instanceof JsonNumber);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/; // no lookbehind
const SHORT = {8: "\\b", 9: "\\t", 10: "\\n", 12: "\\f", 13: "\\r", 34: '\\"', 92: "\\\\"};

function canonicalString(text) {
  if (LONE_SURROGATE.test(text)) throw new TypeError("a string with a lone surrogate");
  let out = '"';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (SHORT[code]) out += SHORT[code];
    else if (code < 0x20) out += `\\u00${code.toString(16).padStart(2, "0")}`;
    else out += text[i];
  }
  return `${out}"`;
}

/** The canonical JSON text of a value (§4.1); its UTF-8 bytes are what is hashed. Throws TypeError on a value
 * outside the subset. Keys sort by UTF-16 code units, which is JavaScript's default string order. */
export function canonical(value) {
  if (value === null || value === true || value === false) return String(value);
  if (typeof value === "number") {
    if (!Number.isSafeInteger(value)) throw new TypeError(`the number ${value}, which is not an integer of §4.1`);
    return String(value);
  }
  if (value instanceof JsonNumber) throw new TypeError(`the number ${value.text}, which is not an integer of §4.1`);
  if (typeof value === "string") return canonicalString(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${canonicalString(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  throw new TypeError(`a value of type ${typeof value}, which JSON does not have`);
}

// ---------------------------------------------------------------------------------------------------------------
// The generators (§3): chance 2, chance 1 (the Mersenne Twister), and what the rules draw with them

/** Chance 2 (§3.1): the stream HMAC(K, u64be(0)) ‖ HMAC(K, u64be(1)) ‖ … with K = HMAC(seed, label). */
export class Chance2 {
  constructor(seed, label) {
    Object.assign(this, {key: derive(seed, label), counter: 0, block: new DataView(new ArrayBuffer(0)), at: 0});
  }

  /** The next block of the stream: HMAC(K, u64be(counter)). */
  nextBlock() {
    const counter = new DataView(new ArrayBuffer(8));
    counter.setUint32(0, Math.floor(this.counter / 2 ** 32));
    counter.setUint32(4, this.counter++ >>> 0);
    return hmacSha256(this.key, new Uint8Array(counter.buffer));
  }

  /** The next 4 bytes of the stream, most significant first (a block holds 8 of them). */
  u32() {
    if (this.at === this.block.byteLength) [this.block, this.at] = [new DataView(this.nextBlock().buffer), 0];
    return this.block.getUint32((this.at += 4) - 4);
  }

  /** A uniform integer in [0, n), 1 ≤ n ≤ 2^32, by rejection sampling. */
  below(n) {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`below(${n})`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x;
    do x = this.u32();
    while (x >= limit);
    return x % n;
  }
}

/** MT19937 (Matsumoto and Nishimura), as §3.3 uses it: init_by_array, then genrand_int32. */
export class MersenneTwister {
  /** init_by_array(key): init_genrand(19650218), then the two mixing loops. */
  constructor(key) {
    const mt = (this.mt = new Uint32Array(624));
    this.index = 624;
    mt[0] = 19650218;
    for (let i = 1; i < 624; i++) mt[i] = Math.imul(1812433253, mt[i - 1] ^ (mt[i - 1] >>> 30)) + i;
    let [i, j] = [1, 0];
    for (let k = Math.max(624, key.length); k > 0; k--) {
      mt[i] = (mt[i] ^ Math.imul(mt[i - 1] ^ (mt[i - 1] >>> 30), 1664525)) + key[j] + j;
      [i, j] = [i + 1, (j + 1) % key.length];
      if (i >= 624) [mt[0], i] = [mt[623], 1];
    }
    for (let k = 623; k > 0; k--) {
      mt[i] = (mt[i] ^ Math.imul(mt[i - 1] ^ (mt[i - 1] >>> 30), 1566083941)) - i;
      i += 1;
      if (i >= 624) [mt[0], i] = [mt[623], 1];
    }
    mt[0] = 0x80000000;
  }

  /** genrand_int32. */
  u32() {
    const mt = this.mt;
    if (this.index >= 624) {
      for (let k = 0; k < 624; k++) {
        const y = (mt[k] & 0x80000000) | (mt[(k + 1) % 624] & 0x7fffffff);
        mt[k] = mt[(k + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      this.index = 0;
    }
    let y = mt[this.index++]; // tempering
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    return (y ^ (y >>> 18)) >>> 0;
  }
}

/** Chance 1 (§3.3): the twister keyed by HMAC(seed, label)'s 32-bit words, least significant first. */
export class Chance1 {
  constructor(seed, label) {
    const s = new DataView(derive(seed, label).buffer);
    const key = [7, 6, 5, 4, 3, 2, 1, 0].map((word) => s.getUint32(4 * word));
    while (key.length > 1 && key[key.length - 1] === 0) key.pop(); // as many words as s needs
    this.twister = new MersenneTwister(key);
  }

  u32() {
    return this.twister.u32();
  }

  /** A uniform integer in [0, n), 1 ≤ n < 2^32: the top k bits of u32() until below n (k = n's bit length). */
  below(n) {
    if (!Number.isInteger(n) || n < 1 || n >= 2 ** 32) throw new RangeError(`below(${n})`);
    const k = 32 - Math.clz32(n);
    let x;
    do x = this.u32() >>> (32 - k);
    while (x >= n);
    return x;
  }
}

/** The generator of a label under a chance version (§3). */
export const generator = (chance, seed, label) => (chance === 2 ? new Chance2(seed, label) : new Chance1(seed, label));

/** §3.2: a shuffled copy of a list (Fisher–Yates, Durstenfeld). */
export function shuffle(rng, list) {
  const out = [...list];
  for (let i = out.length - 1; i >= 1; i--) {
    const j = rng.below(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export const choice = (rng, list) => list[rng.below(list.length)];
export const randrange = (rng, n) => rng.below(n);

// ---------------------------------------------------------------------------------------------------------------
// Cards (deals §3)

const CDHS = ["C", "D", "H", "S"];
const NUMBERS = ["2", "3", "4", "5", "6", "7", "8", "9", "10"];
const BOMBS_RANKS = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ"];
const ACES_RANKS = [...NUMBERS, "J", "Q", "K", "A"];
const AWAY_RANKS = ["A", ...NUMBERS, "J", "Q", "K", "JK"];
const HAGGIS_RANKS = [...NUMBERS, "J", "Q", "K"];
const HAGGIS_SUITS = ["R", "O", "Y", "G", "B"];

const suited = (ranks, suits) => ranks.flatMap((rank) => suits.map((suit) => rank + suit));
const BOMBS54 = [...suited(BOMBS_RANKS.slice(0, 13), CDHS), "BJ", "RJ"];
const BA53 = [...BOMBS54.slice(0, 52), "JK"];
const aces = (decks) => Array.from({length: decks}, () => suited(ACES_RANKS, CDHS)).flat();

/** A card's [rank index, suit index] in an order; a card that is a rank of its own (a joker, a haggis face
 * card) has suit -1; anything else ranks -1. */
function cardKey(card, ranks, suits) {
  if (typeof card !== "string") return [-1, -1];
  if (ranks.includes(card)) return [ranks.indexOf(card), -1];
  return [ranks.indexOf(card.slice(0, -1)), suits.indexOf(card.slice(-1))];
}

const order = (ranks, suits) => (a, b) => {
  const [x, y] = [cardKey(a, ranks, suits), cardKey(b, ranks, suits)];
  return x[0] - y[0] || x[1] - y[1];
};
const sorter = (ranks, suits) => (cards) => [...cards].sort(order(ranks, suits));

const sortBombs = sorter(BOMBS_RANKS, CDHS);
const sortHaggis = sorter(HAGGIS_RANKS, HAGGIS_SUITS);
const sortAces = sorter(ACES_RANKS, CDHS);
const sortAway = sorter(AWAY_RANKS, CDHS);

/** Whether two JSON values are the same, in order. */
function same(a, b) {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && same(a[k], b[k]));
  }
  return false;
}

/** A list without one copy of each of `cards` (a hand is a multiset). */
function without(list, cards) {
  const out = [...list];
  for (const card of cards) if (out.includes(card)) out.splice(out.indexOf(card), 1);
  return out;
}

const seats = (n) => Array.from({length: n}, (_, i) => i);
const list = (x) => (Array.isArray(x) ? x : []);

// ---------------------------------------------------------------------------------------------------------------
// The games' draws (deals §4–§9). Each game is a fold over one stream: a function of each line that answers null
// when the line's chance is the seed's, else what is wrong. Its draw() is the generator of the line's batch
// (deals §1); `at` says whether the line is in the opening, the testing deal that fixed the opening (deals §9;
// null: none) and the batch's command.

const fold = (folds) => (line, draw, at) => (folds[line.type] && folds[line.type](line.data, draw, at)) || null;
const notDealt = (what) => `${what} is not the deal the seed gives`;
const notFixed = (what) => `${what} is not the testing deal of the header`;
const sorted = (hands, order) => list(hands).map((hand) => order(list(hand)));
const sameHands = (got, want, order) => same(sorted(got, order), sorted(want, order));

/** A deck the verifier tracks (deals §7, §8): what is taken from it must be at its end, and what is shuffled into
 * it must be the seed's shuffle; every shuffle result replaces it. */
class Deck {
  cards = [];

  take(cards, what, bottom = false) {
    const taken = this.cards.splice(bottom ? Math.max(this.cards.length - cards.length, 0) : 0, cards.length);
    const end = bottom ? "bottom" : "top";
    return same(taken, cards) ? null : `${what} takes cards that are not at the ${end} of the deck`;
  }

  reshuffle(draw, cards, result, what) {
    const ok = same(shuffle(draw(), cards), result);
    this.cards = [...list(result)];
    return ok ? null : `${what} is not the shuffle the seed gives`;
  }
}

/** bombs (deals §4): the low-card draw and the deal of a fresh hand; an exchange hand's deal by the Knave. */
function bombs(n) {
  let fresh = null; // {players, dealer} of a DealerDrawn, for the HandDealt that follows it
  const rank = (card) => cardKey(card, BOMBS_RANKS, CDHS)[0];
  return fold({
    DealerDrawn(d, draw, at) {
      const players = at.opening ? seats(n) : list(list(d.draws)[0]).map((pair) => list(pair)[0]);
      if (!players.every((s, i) => isInt(s) && s >= 0 && s < n && (i === 0 || s > players[i - 1]))) {
        return "DealerDrawn does not draw among the game's seats";
      }
      let drawing = players;
      const rounds = [];
      while (drawing.length >= 2 && rounds.length < 50) {
        const deck = shuffle(draw(), BOMBS54); // a fresh BOMBS54 each round
        const round = drawing.map((seat, k) => [seat, deck[k]]);
        const low = Math.min(...round.map(([, card]) => rank(card)));
        drawing = round.filter(([, card]) => rank(card) === low).map(([seat]) => seat);
        rounds.push(round);
      }
      fresh = {players, dealer: drawing[0]};
      if (!same(d.draws, rounds)) return "DealerDrawn is not the low-card draw the seed gives";
      if (d.dealer !== fresh.dealer) return `DealerDrawn names dealer ${d.dealer}, the draw gives ${fresh.dealer}`;
    },
    HandDealt(d, draw, at) {
      const {players, dealer} = fresh || {players: seats(n), dealer: d.knave};
      const exchange = !fresh;
      fresh = null;
      if (at.deal) return sameHands(d.hands, at.deal.hands, sortBombs) ? null : notFixed("HandDealt");
      const i = players.indexOf(dealer);
      if (i < 0) return `HandDealt has no dealer among its players (the Knave is ${d.knave})`;
      const m = players.length;
      const hands = seats(n).map(() => []);
      shuffle(draw(), BOMBS54).forEach((card, c) => hands[players[(((i - (c % m)) % m) + m) % m]].push(card));
      const sorted = hands.map(sortBombs);
      if (!exchange && !same(d.players, players)) return "HandDealt is not dealt to the seats that drew for it";
      if (!same(d.hands, sorted)) return notDealt("HandDealt");
      const leader = sorted.findIndex((hand) => hand.includes("3C"));
      if (!exchange && d.leader !== leader) return `HandDealt names leader ${d.leader}, the holder of 3C is ${leader}`;
    },
  });
}

/** haggis (deals §6): every RoundDealt. */
function haggis(n) {
  return fold({
    RoundDealt(d, draw, at) {
      if (at.deal) {
        const {hands, haggis: left, removed_suit: removed} = at.deal;
        const agree = (removed ?? d.removed_suit) === d.removed_suit && same(d.haggis, sortHaggis(list(left)));
        return agree && sameHands(d.hands, hands, sortHaggis) ? null : notFixed("RoundDealt");
      }
      if (n !== 2 && n !== 3) return `haggis is dealt to 2 or 3 seats, not ${n}`;
      const removed = n === 2 ? choice(draw(), HAGGIS_SUITS) : null;
      const cards = shuffle(draw(), suited(NUMBERS, HAGGIS_SUITS.filter((s) => s !== removed)));
      const hands = seats(n).map((i) => sortHaggis([...cards.slice(14 * i, 14 * i + 14), "J", "Q", "K"]));
      if (d.removed_suit !== removed) return `RoundDealt removes suit ${d.removed_suit}, the seed removes ${removed}`;
      return same(d.hands, hands) && same(d.haggis, sortHaggis(cards.slice(14 * n))) ? null : notDealt("RoundDealt");
    },
  });
}

/** exploding-aces (deals §7): the opening deal, and every shuffle of play from the deck, the discard pile and the
 * hands it tracks; every draw and look must take the cards at the deck's end. */
function explodingAces(n) {
  let decks = 1;
  let revision = 1; // GameStarted.rules; a game of revision 1 names none (docs/rules.md §2.2)
  const deck = new Deck();
  let pile = []; // the discard pile, oldest first
  let hands = seats(n).map(() => []); // each kept sorted
  let play = []; // the cards of the last Played, whose chain or effect is open
  let nines = []; // the NinePlayed of its chain
  let remaining = []; // a cancelled combination's cards but the cancelled one
  let lifted = null; // {seat, cards} a Jack lifted from the deck
  const isAce = (card) => typeof card === "string" && card[0] === "A";
  const isKing = (card) => typeof card === "string" && card[0] === "K";
  const give = (seat, cards) => (hands[seat] = sortAces([...list(hands[seat]), ...cards]));
  const lose = (seat, cards) => (hands[seat] = without(list(hands[seat]), cards));
  const insert = (card, at) => {
    const i = Math.min(Math.max(isInt(at) ? at : 0, 0), deck.cards.length);
    deck.cards = [...deck.cards.slice(0, i), card, ...deck.cards.slice(i)];
  };
  const onto = (d, draw, cards, what) => deck.reshuffle(draw, [...deck.cards, ...cards], d.deck, what);
  return fold({
    GameStarted(d) {
      decks = d.decks;
      revision = d.rules ?? 1;
      if (decks !== 1 && decks !== 2) return `GameStarted names ${decks} decks, not 1 or 2`;
    },
    Dealt(d, draw, at) {
      const pack = aces(decks);
      if (at.deal) {
        const {hands: fixed, deck: top, discard} = at.deal;
        const rest = top ?? shuffle(draw(), without(without(pack, list(fixed).flat()), list(discard)));
        if (!sameHands(d.hands, fixed, sortAces) || !same(list(d.discard), list(discard))) return notFixed("Dealt");
        if (!same(d.deck, rest)) return top ? notFixed("Dealt") : notDealt("Dealt");
      } else {
        const rest = shuffle(draw(), pack.filter((c) => !isKing(c) && !isAce(c)));
        const dealt = seats(n).map((s) => [rest[2 * s], rest[2 * s + 1]]);
        const left = shuffle(draw(), [...rest.slice(2 * n), ...pack.filter((c) => isKing(c) || isAce(c))]);
        if (!same(d.hands, dealt) || !same(d.deck, left)) return notDealt("Dealt");
      }
      hands = list(d.hands).map((hand) => sortAces(list(hand)));
      [deck.cards, pile] = [[...list(d.deck)], [...list(d.discard)]];
    },
    Drew: (d) => deck.take(d.cards, "Drew", d.bottom === true) || void give(d.seat, d.cards),
    Peeked(d) {
      if (d.reason === "jack") lifted = {seat: d.seat, cards: d.cards};
      if (d.reason === "jack") return deck.take(d.cards, "Peeked");
      return same(deck.cards.slice(0, d.cards.length), d.cards) ? null : "Peeked at cards that are not the deck's top";
    },
    JackArranged(d) {
      [deck.cards, lifted] = [[...d.order, ...deck.cards], null];
      give(d.seat, [d.card]);
    },
    SevenShown(d) {
      if (deck.cards[0] !== d.card) return "SevenShown turns over a card that is not the deck's top";
      if (!(d.correct && isAce(d.card))) deck.cards = deck.cards.slice(1);
      if (!isAce(d.card)) pile.push(d.card);
    },
    Defused(d) {
      insert(d.ace, d.position);
      if (d.recycled) insert(d.king, d.king_position ?? 0);
      lose(d.seat, d.replayed ? [d.ace] : [d.ace, d.king]);
      if (d.replayed) pile.push(...without(remaining, [d.king]));
      if (!d.recycled) pile.push(d.king);
    },
    Played(d) {
      if (d.role === "replay") pile.push(...without(remaining, d.cards)); // the rest of a cancelled combination
      else lose(d.seat, d.cards);
      [play, nines] = [list(d.cards), []];
    },
    NinePlayed: (d) => void (lose(d.seat, [d.card]), nines.push(d)),
    ChainSettled(d) {
      pile.push(...nines.map((nine) => nine.card));
      if (!d.cancelled && revision < 2) pile.push(...play.filter((c) => !isAce(c)));
      else if (d.cancelled && play.length === 1) pile.push(play[0]);
      else if (d.cancelled && play.length > 1) {
        const named = nines.length ? nines[0].cancel : null; // the first Nine names the cancelled card
        const cut = play.includes(named) ? named : play[0];
        if (!isAce(cut)) pile.push(cut);
        remaining = without(play, [cut]);
      }
      nines = [];
    },
    PlayDiscarded: (d) => void pile.push(...d.cards),
    ReplaySkipped: (d) => void pile.push(...d.discarded),
    DeckShuffled: (d, draw) => deck.reshuffle(draw, deck.cards, d.deck, "DeckShuffled"),
    DeckRebuilt(d, draw) {
      const kings = pile.filter(isKing);
      const problem = deck.reshuffle(draw, pile.filter((c) => !isKing(c)), d.deck, "DeckRebuilt");
      pile = [];
      return problem || (same(d.removed, kings) ? null : "DeckRebuilt does not remove the Kings of the discard pile");
    },
    AcesReturned: (d, draw) => onto(d, draw, d.cards, "AcesReturned"),
    HandDumped(d, draw) {
      hands[d.seat] = [];
      pile.push(...d.discarded);
      if (d.deck !== null) return onto(d, draw, d.aces, "HandDumped");
    },
    HandsReturned(d, draw) {
      const returned = list(d.returns).flatMap(([seat, cards]) => (lose(seat, cards), cards));
      return onto(d, draw, returned, "HandsReturned");
    },
    Rejected(d, draw) {
      lose(d.seat, [d.card]);
      if (d.deck === null) return void pile.push(d.card);
      return onto(d, draw, [d.card], "Rejected");
    },
    Eliminated(d, draw) {
      const jack = lifted && lifted.seat === d.seat ? lifted.cards : []; // L: the active player's lifted cards
      if (jack.length) lifted = null;
      hands[d.seat] = [];
      pile.push(...d.discarded);
      if (!d.aces.length) return void (deck.cards = [...jack, ...deck.cards]);
      return deck.reshuffle(draw, [...jack, ...deck.cards, ...d.aces], d.deck, "Eliminated");
    },
    Given(d, draw, at) {
      if (d.reason === "four") {
        const position = d.timeout ? 0 : at.command && at.command.position; // a blind take
        const result = shuffle(draw(), sortAces(list(hands[d.seat])));
        if (!isInt(position) || result[position] !== d.cards[0]) {
          return `Given is not the card the seed puts at position ${position} of seat ${d.seat}'s hand`;
        }
      }
      lose(d.seat, d.cards);
      give(d.to, d.cards);
    },
    Exchanged: (d) => void [lose(d.seat, d.gave), lose(d.target, d.got), give(d.seat, d.got), give(d.target, d.gave)],
    HandsPassed(d) {
      const passes = list(d.passes); // every hand moves at once
      for (const [from, , cards] of passes) lose(from, cards);
      for (const [, to, cards] of passes) give(to, cards);
    },
  });
}

/** bombs-away (deals §8): every game's deal, and every shuffle of play, from the deck it tracks. */
function bombsAway(n) {
  const deck = new Deck();
  const onto = (d, draw, cards, what) => deck.reshuffle(draw, [...deck.cards, ...cards], d.deck, what);
  return fold({
    GameDealt(d, draw, at) {
      if (at.deal) {
        const {hands, deck: top, pile} = at.deal;
        const rest = without(BA53, [...list(hands).flat(), ...list(top), ...list(pile)]);
        if (!sameHands(d.hands, hands, sortAway)) return notFixed("GameDealt");
        if (!same(d.deck, [...list(top), ...shuffle(draw(), rest)])) return notDealt("GameDealt");
      } else {
        const cards = shuffle(draw(), BA53);
        const dealt = seats(n).map((s) => cards.slice(4 * s, 4 * s + 4));
        if (!same(d.hands, dealt) || !same(d.deck, cards.slice(4 * n))) return notDealt("GameDealt");
      }
      deck.cards = [...list(d.deck)];
    },
    CardsDrawn: (d) => deck.take(d.cards, "CardsDrawn"),
    AceDrawn: (d) => deck.take(d.cards, "AceDrawn"),
    AceKept: (d) => void deck.cards.push(d.bottomed),
    CardBuried: (d) => void deck.cards.push(d.card),
    TensReturned: (d, draw) => onto(d, draw, d.returned, "TensReturned"),
    HandShuffledIn: (d, draw) => onto(d, draw, d.cards, "HandShuffledIn"),
    PileShuffledIn: (d, draw) => onto(d, draw, d.cards, "PileShuffledIn"),
    PlayerEliminated: (d, draw) => onto(d, draw, d.cards, "PlayerEliminated"),
    DeckRebuilt(d, draw) {
      const kept = deck.cards; // the old deck stays on top of the shuffled pile
      const problem = deck.reshuffle(draw, d.cards, list(d.deck).slice(kept.length), "DeckRebuilt");
      deck.cards = [...list(d.deck)];
      return same(deck.cards.slice(0, kept.length), kept) ? problem : "DeckRebuilt does not keep the deck on top";
    },
    SwapOffered(d, draw) {
      const seen = [shuffle(draw(), sortAway(d.seat_sees)), shuffle(draw(), sortAway(d.target_sees))];
      return same(seen, [d.seat_sees, d.target_sees]) ? null : "SwapOffered is not the shuffle the seed gives";
    },
  });
}

const GAMES = {bombs, haggis, "exploding-aces": explodingAces, "bombs-away": bombsAway};

/** The fixed seating of a match (deals §5): players in seat order cut into ceil(n/5) tables, larger first. */
export function matchSeating(n) {
  const count = Math.ceil(n / 5);
  let first = 0;
  return seats(count).map((t) => {
    const size = Math.floor(n / count) + (t < n % count ? 1 : 0);
    first += size;
    return [`t${t}`, seats(size).map((i) => first - size + i)];
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The export (§5) and its checks (§6)

/** A check's failure: its sentence, naming the line (null: the header, line 1). */
class Failure {
  constructor(line, what) {
    this.line = line;
    const where = line && `${line.table === null ? "" : `table ${line.table}, `}version ${line.version}`;
    this.sentence = line ? `line ${line.n} (${where}): ${what}` : `line 1 (header): ${what}`;
  }
}

const fail = (line, what) => raise(new Failure(line, what));
const want = (ok, line, what) => ok || fail(line, what);
const isInt = (x) => Number.isSafeInteger(x);
const isHex64 = (x) => typeof x === "string" && /^[0-9a-f]{64}$/.test(x);
const has = (x) => x !== null && x !== undefined;

/** The header and the event lines of NDJSON text (§5), each checked for the fields it must have. */
function readExport(text, verdict) {
  want(typeof text === "string", null, "the export is not text");
  const rows = text.split("\n").map((row) => (row.endsWith("\r") ? row.slice(0, -1) : row));
  while (rows.length && rows[rows.length - 1] === "") rows.pop();
  want(rows.length, null, "the export is empty");
  verdict.events = rows.length - 1;
  const parse = (row, at) => {
    try {
      return parseJson(row);
    } catch (error) {
      return fail(at, `it is not JSON: ${error.message}`);
    }
  };
  const h = parse(rows[0], null);
  want(isObject(h) && h.format === "powderkeg-export", null, "it is not the header of a Powderkeg export");
  want(h.format_version === 1 || h.format_version === 2, null, "its format_version is not 1 or 2");
  want(h.complete === true && has(h.seed), null, "the export is redacted (made while the game ran): only a finished " +
    "game's complete export can be verified");
  const chance = h.chance ?? 1;
  const shown = chance instanceof JsonNumber ? chance.text : JSON.stringify(chance);
  want(chance === 1 || chance === 2, null, `it draws by chance ${shown}, this verifier knows 1 and 2`);
  want(isHex64(h.seed), null, "its seed is not 64 lowercase hex digits");
  want(isHex64(h.seed_sha256) && isHex64(h.head_sha256), null, "seed_sha256 or head_sha256 is not 64 hex digits");
  want(typeof h.game_id === "string" && typeof h.game === "string", null, "game_id or game is not a string");
  const isPlayer = (p) => isObject(p) && typeof p.name === "string";
  want(Array.isArray(h.players) && h.players.every(isPlayer), null, "players is not a list of {name, bot}");
  want(isObject(h.options) && isInt(h.created_ms) && isInt(h.version), null, "options, created_ms or version is odd");
  const tables = h.tables ?? [];
  const isTable = (t) => isObject(t) && typeof t.key === "string" && isInt(t.version) && isHex64(t.head_sha256);
  want(Array.isArray(tables) && tables.every(isTable), null, "tables is not a list of {key, version, head_sha256}");
  const lines = rows.slice(1).map((row, i) => {
    const at = {n: i + 2, table: null, version: "?"};
    const line = row === "" ? fail(at, "the line is empty") : parse(row, at);
    want(isObject(line), at, "it is not an object");
    at.table = line.table ?? null; // format_version 1 may leave it out
    want(at.table === null || typeof at.table === "string", at, "its table is not null or a key");
    want(isInt(line.version) && line.version >= 0, at, "its version is not a whole number");
    at.version = line.version;
    want(typeof line.type === "string" && isInt(line.at_ms), at, "its type or at_ms is missing or odd");
    want((line.seat === null || isInt(line.seat)) && isObject(line.data), at, "its seat or data is missing or odd");
    want(line.command === null || isObject(line.command), at, "its command is not null or an object");
    want(isHex64(line.sha256), at, "its sha256 is not 64 lowercase hex digits");
    return {...line, ...at};
  });
  return {header: h, lines, chance, tables};
}

/** Check 1: versions 0, 1, 2, … in each stream, and the last ones those of the header. */
function checkVersions(header, lines, tables) {
  const keys = new Set(tables.map((t) => t.key));
  const next = new Map([[null, 0]]);
  for (const line of lines) {
    want(line.table === null || keys.has(line.table), line, `its table ${line.table} is not among the header's`);
    const expected = next.get(line.table) ?? 0;
    const what = `found version ${line.version} where ${expected} belongs: an event is missing or out of order`;
    want(line.version === expected, line, what);
    next.set(line.table, expected + 1);
  }
  const last = next.get(null) - 1;
  want(last === header.version, null, `its version ${header.version} is not the last event's (${last})`);
  for (const {key, version} of tables) {
    want((next.get(key) ?? 0) - 1 === version, null, `table ${key}'s version is not its last event's`);
  }
}

/** Each stream's seed and the genesis of its chain (§4.2, deals §5). A table's genesis names the players that the
 * match's stream (MatchStarted, or TablesSeated for a tie-break table) seated at it first. */
class Streams {
  constructor(header, chance, seed) {
    Object.assign(this, {header, chance, seed, seated: new Map()});
  }

  /** Note the tables a line of the match's stream seats. */
  seat(line) {
    if (line.table !== null || (line.type !== "MatchStarted" && line.type !== "TablesSeated")) return;
    for (const [key, players] of list(line.data.tables).map(list)) {
      if (!this.seated.has(key) && Array.isArray(players)) this.seated.set(key, players);
    }
  }

  /** {seed, genesis, players} of the stream that `line`, its first line, opens. */
  open(line) {
    const h = this.header;
    const player = (p) => ({name: p.name, bot: p.bot ?? null});
    const chance = this.chance === 1 ? {} : {chance: this.chance};
    if (line.table === null) {
      const genesis = {game_id: h.game_id, game: h.game, players: h.players.map(player), options: h.options};
      Object.assign(genesis, {seed_sha256: h.seed_sha256, created_ms: h.created_ms});
      if (has(h.deal)) genesis.deal = h.deal;
      if (has(h.idle)) genesis.idle = h.idle;
      return {seed: this.seed, genesis: {...genesis, ...chance}, players: h.players.length};
    }
    const seated = this.seated.get(line.table);
    const known = seated && seated.every((p) => isInt(p) && h.players[p]);
    want(known, line, `no MatchStarted or TablesSeated seats table ${line.table} before it: its chain has no genesis`);
    const seed = tableSeed(this.seed, line.table);
    const genesis = {game_id: `${h.game_id}:${line.table}`, game: h.game};
    genesis.players = seated.map((p) => player(h.players[p]));
    Object.assign(genesis, {options: h.options, seed_sha256: toHex(sha256(seed)), created_ms: line.at_ms}, chance);
    return {seed, genesis, players: seated.length};
  }
}

/** Check 3: every line's hash is its link in its stream's chain, and the last links are the header's heads. */
function checkChain(header, lines, tables, streams) {
  const chains = new Map(); // stream key → {seed, head}
  const hashed = (value, line, what) => {
    try {
      return utf8(canonical(value));
    } catch (error) {
      return fail(line, `${what} holds ${error.message}: it cannot be hashed (§4.1)`);
    }
  };
  for (const line of lines) {
    if (!chains.has(line.table)) {
      const {seed, genesis} = streams.open(line);
      chains.set(line.table, {seed, head: toHex(sha256(hashed(genesis, line.table ? line : null, "the genesis")))});
    }
    const chain = chains.get(line.table);
    const {version, type, seat, at_ms, data, command} = line;
    const content = hashed({version, type, seat, at_ms, data, command}, line, "it");
    const salt = derive(chain.seed, `chain:${version}`);
    chain.head = toHex(sha256(concat(fromHex(chain.head), salt, content)));
    want(chain.head === line.sha256, line, "its hash is not its link in the chain: it, or the header, was changed");
    streams.seat(line);
  }
  want(chains.get(null)?.head === header.head_sha256, null, "head_sha256 is not the hash of the last event");
  for (const {key, head_sha256: head} of tables) {
    want(chains.get(key)?.head === head, null, `table ${key}'s head_sha256 is not its last event's`);
  }
}

/** Check 4: every chance event re-derived from the seed (deals §1–§9); answers where the deals come from. */
function checkDeals(header, lines, tables, streams) {
  const match = header.game === "bombs" && tables.length > 0;
  want(GAMES[header.game], null, `this verifier cannot re-deal a game of ${header.game}`);
  const deal = has(header.deal) ? header.deal : null; // a testing server's deal (deals §9)
  want(deal === null || (isObject(deal) && !match), null, "its testing deal is not an object of a single table");
  const state = new Map(); // stream key → {seed, fold, batch, command, rng}
  for (const line of lines) {
    if (!state.has(line.table)) {
      const {seed, players} = streams.open(line);
      const fold = line.table === null && match ? null : GAMES[header.game](players);
      state.set(line.table, {seed, fold, batch: 0, command: null, rng: null});
    }
    const s = state.get(line.table);
    if (line.command !== null) Object.assign(s, {batch: line.version, command: line.command, rng: null});
    const draw = () => (s.rng ??= generator(streams.chance, s.seed, `v${s.batch}`)); // one per batch (deals §1)
    const opening = s.command === null;
    const at = {opening, deal: opening && line.table === null ? deal : null, command: s.command};
    let problem = null;
    if (s.fold === null) {
      const seating = matchSeating(header.players.length); // the match's own stream draws nothing
      if (line.type === "MatchStarted" && !same(line.data.tables, seating)) problem = "its seating is not deals §5's";
    } else {
      try {
        problem = s.fold(line, draw, at);
      } catch (error) {
        problem = `${line.type} cannot be read as deals §4–§9 say (${error.message})`;
      }
    }
    want(!problem, line, problem);
    streams.seat(line);
  }
  return deal === null ? "seed" : "testing-deal";
}


// ---------------------------------------------------------------------------------------------------------------
// The witness tree (§8, RFC 9162 §2.1): a game's leaf, and the check of its audit path up to a root

/** The leaf of a game's head: SHA-256 of 0x00 and the canonical {game, version, head}. */
export function witnessLeaf(game, version, head) {
  return sha256(concat(Uint8Array.of(0), utf8(canonical({game, version, head}))));
}

/** Whether `proof` (sibling hashes, leaf first) shows `leaf` at `index` of a tree of `size` leaves with root
 * `root` (all bytes): RFC 9162 §2.1.3.2's algorithm. */
export function verifyInclusion(leaf, index, size, proof, root) {
  if (!(Number.isSafeInteger(index) && Number.isSafeInteger(size) && index >= 0 && index < size)) return false;
  const node = (left, right) => sha256(concat(Uint8Array.of(1), left, right));
  let [fn, sn, hashed] = [index, size - 1, leaf];
  for (const sibling of proof) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      hashed = node(sibling, hashed);
      while (fn % 2 === 0 && fn !== 0) [fn, sn] = [Math.floor(fn / 2), Math.floor(sn / 2)];
    } else {
      hashed = node(hashed, sibling);
    }
    [fn, sn] = [Math.floor(fn / 2), Math.floor(sn / 2)];
  }
  return sn === 0 && toHex(hashed) === toHex(root);
}

/** The hash of a witness log entry (§8): SHA-256 of the canonical {number, minute, size, root, previous}. */
export function witnessRootHash(entry) {
  const {number, minute, size, root, previous} = entry;
  return toHex(sha256(utf8(canonical({number, minute, size, root, previous}))));
}

/**
 * Check a served witness proof (GET /v1/games/{id}/witness, §8) and, for a match, each of its tables': the root's
 * own hash, the leaf from the head, and the audit path up to the root; a table's proof must be of that table. With
 * `exportText` (the game's export, complete or not), each proved head must also be the `sha256` of its stream's
 * line at that version, and the export's tables without a proof are listed in `unproved` (a table that did not
 * change in the root asked for has none there); with `keptRoot` (a root's `hash` kept earlier), every proof must
 * be in that root. Never throws. The verdict: {ok, game, version, root (its number), minute, root_hash, tables
 * (the keys checked), unproved, problems (sentences)}.
 */
export function verifyWitness(answer, exportText = null, keptRoot = null) {
  const verdict = {ok: false, game: null, version: null, root: null, minute: null, root_hash: null, tables: []};
  Object.assign(verdict, {unproved: [], problems: []});
  const problem = (sentence) => verdict.problems.push(sentence);
  try {
    want(isObject(answer) && isObject(answer.root), null, "the answer is not a witness proof");
    Object.assign(verdict, {game: answer.game, version: answer.version, root: answer.root.number});
    Object.assign(verdict, {minute: answer.root.minute, root_hash: answer.root.hash});
    const heads = exportText === null ? null : exportHeads(exportText);
    want(answer.tables === undefined || isObject(answer.tables), null, "the answer's tables is not an object");
    const proofs = [[null, answer], ...Object.entries(answer.tables ?? {})];
    for (const [key, proof] of proofs) {
      const name = key === null ? `game ${answer.game}` : `table ${key}`;
      if (!isObject(proof)) {
        problem(`the proof of ${name} is not an object`);
        continue;
      }
      if (key !== null && proof.game !== `${answer.game}:${key}`) {
        problem(`the proof of ${name} is of ${JSON.stringify(proof.game)}, not of that table`);
        continue;
      }
      const size = proof.root && proof.root.size;
      if (!isObject(proof.root) || witnessRootHash(proof.root) !== proof.root.hash) {
        problem(`the witness root of ${name} does not hash to its hash: the root was changed`);
        continue;
      }
      if (!(typeof proof.game === "string" && isInt(proof.version) && isHex64(proof.head) && isHex64(proof.root.root)
        && Array.isArray(proof.proof) && proof.proof.every(isHex64))) {
        problem(`the proof of ${name} is missing a field or holds one that is odd`);
        continue;
      }
      const leaf = witnessLeaf(proof.game, proof.version, proof.head);
      if (toHex(leaf) !== proof.leaf) problem(`the leaf of ${name} is not the hash of its head`);
      if (!verifyInclusion(leaf, proof.index, size, proof.proof.map(fromHex), fromHex(proof.root.root))) {
        problem(`the audit path of ${name} does not lead to witness root ${proof.root.number}`);
      }
      if (heads !== null) {
        const line = heads.get(`${key ?? ""}@${proof.version}`);
        if (line === undefined) problem(`the export has no line of ${name} at version ${proof.version}`);
        else if (line !== proof.head) {
          problem(`the export's line of ${name} at version ${proof.version} is not the head the witness root holds: ` +
            "the log was rewritten after it was witnessed");
        }
      }
      if (keptRoot !== null && proof.root.hash !== keptRoot) {
        problem(`witness root ${proof.root.number}${key === null ? "" : ` (of table ${key})`} is not the root you kept`);
      }
      if (key !== null) verdict.tables.push(key);
    }
    if (heads !== null && heads.gameId !== answer.game) problem(`the export is of game ${heads.gameId}, not ${answer.game}`);
    if (heads !== null) verdict.unproved = heads.tables.filter((key) => !verdict.tables.includes(key));
  } catch (error) {
    problem(error instanceof Failure ? error.sentence : `the verifier could not finish: ${error && error.message}`);
  }
  verdict.ok = verdict.problems.length === 0;
  return verdict;
}

/** Each stream's `sha256` by "<table or ''>@<version>" in an export (complete or redacted), and its game id. */
function exportHeads(text) {
  const rows = text.split("\n").filter((row) => row.trim() !== "").map((row) => parseJson(row));
  want(rows.length && isObject(rows[0]) && rows[0].format === "powderkeg-export", null, "the export has no header");
  const heads = new Map();
  const tables = new Set();
  for (const row of rows.slice(1)) {
    if (isObject(row) && isInt(row.version)) heads.set(`${row.table ?? ""}@${row.version}`, row.sha256);
    if (isObject(row) && typeof row.table === "string") tables.add(row.table);
  }
  heads.gameId = rows[0].game_id;
  heads.tables = [...tables].sort();
  return heads;
}

/**
 * Verify an export's NDJSON text by §6's checks 1–4, stopping at the first failure. Never throws. The verdict:
 * {ok, events (its event lines), first_bad_version, first_bad_table, first_bad_line (1-based; the header is
 * line 1), problems (sentences), head_sha256 and dealt_from (null unless ok), checked: {versions, seed, chain,
 * deals} (true: passed, false: failed, null: not reached)}.
 */
export function verifyExport(text) {
  const verdict = {ok: false, events: 0, first_bad_version: null, first_bad_table: null, first_bad_line: null};
  Object.assign(verdict, {problems: [], head_sha256: null, dealt_from: null});
  verdict.checked = {versions: null, seed: null, chain: null, deals: null};
  let stage = null;
  try {
    const {header, lines, chance, tables} = readExport(text, verdict);
    const seed = fromHex(header.seed);
    const streams = () => new Streams(header, chance, seed);
    const checks = {
      versions: () => checkVersions(header, lines, tables),
      seed: () => want(toHex(sha256(seed)) === header.seed_sha256, null, "the revealed seed does not match its " +
        "commitment seed_sha256"),
      chain: () => checkChain(header, lines, tables, streams()),
      deals: () => (verdict.dealt_from = checkDeals(header, lines, tables, streams())),
    };
    for (stage of Object.keys(checks)) {
      checks[stage]();
      verdict.checked[stage] = true;
    }
    Object.assign(verdict, {ok: true, head_sha256: header.head_sha256});
  } catch (error) {
    if (stage) verdict.checked[stage] = false;
    verdict.dealt_from = null;
    if (!(error instanceof Failure)) verdict.problems.push(`the verifier could not finish: ${error && error.message}`);
    else {
      verdict.problems.push(error.sentence);
      verdict.first_bad_line = error.line ? error.line.n : 1;
      verdict.first_bad_table = error.line ? error.line.table : null;
      verdict.first_bad_version = error.line && isInt(error.line.version) ? error.line.version : null;
    }
  }
  return verdict;
}
