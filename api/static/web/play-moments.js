// What just happened, one move at a time (see play.js): each event the stream brings is shown in #moment, the
// seat that made it is marked on the board (`data-acted` on its row), and its line in #log lights up. Bots answer
// in milliseconds, so events that come together are shown one after another at a pace a person can read, a bomb,
// a challenge, a cancellation or damage for longer and marked as such (`data-big`). The board itself is always
// drawn from the newest view: it never falls behind the log; only these marks follow the events at that pace.

import {el} from "./dom.js";
import {$, state} from "./play.js";

/** How long a move is shown, and a big one. */
const PACE_MS = 1100;
const BIG_MS = 2200;
/** With more than this many moves waiting, each is shown for less, so the marks never lag far behind. */
const MAX_WAITING = 4;
const HURRIED_MS = 350;
/** At most this many moves wait to be shown: the log holds every one, the moments the latest. */
const MAX_BEHIND = 8;

/** Events that get a moment of their own: a challenge, a cancellation, damage, an elimination. */
const BIG_TYPES = new Set([
  "Challenged", "ChainCancelled", "NinePlayed", "DamageDealt", "DamageOwed", "Eliminated", "PlayerEliminated",
  "RevoltDeclared", "Defused",
]);

const waiting = [];
let timer = null;
let current = null;

/** Whether an event is a big moment: one of BIG_TYPES, or a play whose form or kind is a bomb. */
function isBig(event) {
  if (BIG_TYPES.has(event.type)) return true;
  const d = event.data || {};
  return [d.form, d.kind, d.bomb].some((v) => typeof v === "string" && v.includes("bomb")) ||
    (d.completion === true);
}

/** Show these moves (each `{event, line, item}`: the event, its words, its line in #log) after those waiting. */
function showMoments(moves) {
  for (const move of moves) waiting.push(move);
  // Far behind (a burst of bots' moves): the oldest ordinary moves are skipped, the big ones kept.
  while (waiting.length > MAX_BEHIND) {
    const ordinary = waiting.findIndex((m) => !isBig(m.event));
    if (ordinary < 0) break;
    waiting.splice(ordinary, 1);
  }
  if (timer === null) next();
}

function next() {
  timer = null;
  unmark();
  const move = waiting.shift();
  if (!move) {
    current = null;
    $("moment").hidden = true;
    return;
  }
  current = move;
  const big = isBig(move.event);
  const box = $("moment");
  // How many moves wait behind this one: the log is ahead of the moment shown by that many lines.
  const more = waiting.length ? el("span", {class: "pk-moment-more"}, ` · ${waiting.length} more`) : null;
  box.replaceChildren(...[el("span", {class: "pk-moment-line"}, move.line), more].filter(Boolean));
  box.toggleAttribute("data-big", big);
  box.hidden = false;
  // The same words again are announced too: the box is drawn anew for each move.
  box.setAttribute("data-version", String(move.event.version));
  if (move.item) move.item.setAttribute("data-new", "");
  markActed();
  const hurried = waiting.length > MAX_WAITING;
  timer = window.setTimeout(next, hurried ? HURRIED_MS : big ? BIG_MS : PACE_MS);
}

function unmark() {
  for (const node of document.querySelectorAll("[data-acted]")) node.removeAttribute("data-acted");
  if (current && current.item) current.item.removeAttribute("data-new");
}

/** Mark on the board the seat whose move is shown (again after each redraw of the board). A move at another
 * table of a match than the viewer's marks no seat. */
function markActed() {
  if (!current) return;
  const d = current.event.data || {};
  if (typeof d.seat !== "number") return;
  const table = state.view && state.view.table ? state.view.table.key : null;
  if (current.event.table && current.event.table !== table) return;
  const rows = $("board").querySelectorAll(`.pk-seats li[data-seat="${d.seat}"]`);
  for (const row of rows) row.setAttribute("data-acted", "");
}

export {showMoments, markActed, isBig};
