// What every game renderer (games/<slug>.js) shares: the names the page has seen (for the log's lines and the
// commands' labels), the words for a command or an event a renderer does not name, and the renderer a game's module
// exports (play-board.js loads it by the game's slug).

import {STANDARD_SUITS, cardsInText} from "./dom.js";
import {IDLE_LINES} from "./idle.js";
import {fields, kindWords, titleCase} from "./words.js";

// --- what the page has seen: seat names for the log, the last view for labels ------------------------------

const seen = {names: [], tables: {}, view: null};

function nameOf(seat, table) {
  if (seat === null || seat === undefined) return "the system";
  const local = table ? seen.tables[table] : null;
  const name = local ? local[seat] : seen.names[seat];
  return shielded(typeof name === "string" && name ? name : `seat ${seat}`);
}

// --- cards in words: a label's or a log line's card codes written as the board draws them ---------------------
//
// A name is never read as cards (a player called "KH" stays "KH"): while a text is being made, each name in it
// is a placeholder, put back once the codes in the rest are written out.

let names = null;

function shielded(name) {
  if (names === null) return name;
  names.push(name);
  return `\u0000${names.length - 1}\u0000`;
}

function withCardsInWords(suits, make) {
  const outer = names;
  names = [];
  try {
    const text = cardsInText(String(make()), suits);
    const made = names;
    return text.replace(/\u0000(\d+)\u0000/g, (_, i) => made[Number(i)]);
  } finally {
    names = outer;
  }
}

function remember(view) {
  seen.view = view;
  if (Array.isArray(view.seats)) {
    for (const s of view.seats) if (s && typeof s.name === "string") seen.names[s.seat] = s.name;
  }
  if (view.table && Array.isArray(view.table.seats) && view.table.key) {
    seen.tables[view.table.key] = view.table.seats.map((s) => s.name);
  }
}

function fallbackLabel(command) {
  const rest = fields(command);
  return titleCase(kindWords(command.type)) + (rest ? `: ${rest}` : "");
}

function fallbackLine(event) {
  const d = event.data || {};
  const who = typeof d.seat === "number" ? `${nameOf(d.seat, event.table)}: ` : "";
  return `${who}${kindWords(event.type)}`;
}

/** The scores line of a result or a scored hand: `ann 10, bo 9`, by seat. */
function scoresLine(scores, table) {
  return (scores || []).map((score, seat) => `${nameOf(seat, table)} ${score}`).join(", ");
}

function eventLineWith(lines) {
  return (event) => {
    const d = event.data || {};
    const key = event.table || null;
    if (d && Array.isArray(d.names) && (event.type === "GameStarted" || event.type === "MatchStarted")) {
      if (key) seen.tables[key] = d.names.slice();
      else seen.names = d.names.slice();
    }
    if (key && event.type === "SeatTaken" && typeof d.name === "string") {
      seen.tables[key] = seen.tables[key] || [];
      seen.tables[key][d.seat] = d.name;
    }
    const words = lines[event.type] || IDLE_LINES[event.type];
    return words ? words(d, (seat) => nameOf(seat, key)) : fallbackLine(event);
  };
}

/** A game's renderer (the default export of games/<slug>.js): `draw(view, board, ui)` draws the board, `label` and
 * `cards` name a command and the cards it puts down, `events` gives each event type's words (the idle policy's
 * events, which any game's log may hold, have theirs in idle.js); `suits` maps each suit letter to the symbol a
 * card shows (the usual four by default), in the cards on the board and in every label and log line alike; `help`
 * says in one line what a command does, with the rules' sections it follows (`§2.6`, `B5`: linked to /rules);
 * `follow(event)` sees each event of the log as it is added (what a view does not hold, such as a trick's plays). */
function renderer(draw, label, cards, events, {suits = STANDARD_SUITS, help = () => null, follow = null} = {}) {
  const line = eventLineWith(events);
  return {
    suits,
    help(command) {
      const text = help(command || {});
      return typeof text === "string" && text ? text : null;
    },
    render(view, board, ui) {
      remember(view);
      return draw(view, board, ui);
    },
    label(command) {
      return withCardsInWords(suits, () => label(command || {}));
    },
    cards(command) {
      return cards(command || {}).map(String);
    },
    eventLine(event) {
      if (follow) follow(event);
      return withCardsInWords(suits, () => line(event));
    },
  };
}

/** Cards put down from the viewer's hand: a play's (a Give's) cards. A replay's cards lie on the table, so a
 * replay is a button of its own. */
const playedCards = (types) => (c) => (types.includes(c.type) && Array.isArray(c.cards) ? c.cards : []);

export {seen, nameOf, remember, fallbackLabel, fallbackLine, scoresLine, eventLineWith, renderer, playedCards};
