// What every game renderer (games/<slug>.js) shares: the names the page has seen (for the log's lines and the
// commands' labels), the words for a command or an event a renderer does not name, and the renderer a game's module
// exports (play-board.js loads it by the game's slug).

import {IDLE_LINES} from "./idle.js";
import {fields, kindWords, titleCase} from "./words.js";

// --- what the page has seen: seat names for the log, the last view for labels ------------------------------

const seen = {names: [], tables: {}, view: null};

function nameOf(seat, table) {
  if (seat === null || seat === undefined) return "the system";
  const local = table ? seen.tables[table] : null;
  const name = local ? local[seat] : seen.names[seat];
  return typeof name === "string" && name ? name : `seat ${seat}`;
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
 * events, which any game's log may hold, have theirs in idle.js); `suitSymbols: false` keeps the cards' suits as
 * letters (a game whose suits are not the usual four). */
function renderer(draw, label, cards, events, {suitSymbols = true} = {}) {
  return {
    suitSymbols,
    render(view, board, ui) {
      remember(view);
      return draw(view, board, ui);
    },
    label(command) {
      return label(command || {});
    },
    cards(command) {
      return cards(command || {}).map(String);
    },
    eventLine: eventLineWith(events),
  };
}

/** Cards put down from the viewer's hand: a play's (a Give's) cards. A replay's cards lie on the table, so a
 * replay is a button of its own. */
const playedCards = (types) => (c) => (types.includes(c.type) && Array.isArray(c.cards) ? c.cards : []);

export {seen, nameOf, remember, fallbackLabel, fallbackLine, scoresLine, eventLineWith, renderer, playedCards};
