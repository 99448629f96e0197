// Words for the game renderers (games/<slug>.js): cards, counts and ordinals in English, from a view's or an
// event's own fields.

const list = (codes) => (Array.isArray(codes) ? codes.join(" ") : "");
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : word.endsWith("s") ? "es" : "s"}`;
/** Cards the viewer may see, or how many when the server hid them (`cards` null, `<name>_count` beside). */
const cardsOrCount = (cards, count) => (Array.isArray(cards) ? list(cards) : plural(Number(count) || 0, "card"));
const cardOr = (card, words) => (typeof card === "string" && card ? card : words);
const late = (d) => (d && d.timeout ? " (time ran out)" : "");
const has = (v) => v !== null && v !== undefined;
const iso = (ms) => new Date(ms).toISOString();
const titleCase = (s) => String(s).charAt(0).toUpperCase() + String(s).slice(1);
const kindWords = (kind) => String(kind).replace(/-/g, " ");
/** A rank in the plural: `Aces`, `5s`. */
const ranks = (rank) => (rank === "A" ? "Aces" : `${rank}s`);

/** Seats in the order they went out: `1st ann, 2nd bo`. */
const inOrder = (seats, name) => seats.map((s, i) => `${ordinal(i + 1)} ${name(s)}`).join(", ");

function ordinal(n) {
  const tail = n % 100 >= 11 && n % 100 <= 13 ? "th" : {1: "st", 2: "nd", 3: "rd"}[n % 10] || "th";
  return `${n}${tail}`;
}

/** A command's fields in words (`rank 7, card 3C`), for a command no renderer names. */
function fields(command) {
  return Object.keys(command)
    .filter((k) => k !== "type" && has(command[k]))
    .map((k) => `${k} ${Array.isArray(command[k]) ? list(command[k]) : command[k]}`)
    .join(", ");
}

export {list, plural, cardsOrCount, cardOr, late, has, iso, titleCase, kindWords, ranks, inOrder, ordinal, fields};
