// The game page's score table (see play.js): a row for each hand (bombs) or round (haggis) scored so far, with
// each seat's points in it and its total after it, from the log's HandScored and RoundScored events. A match's
// tables score apart (their seats are local), so the table follows a game at one table only.

import {el} from "./dom.js";
import {nameOf} from "./renderer.js";
import {$} from "./play.js";

/** The events that score a hand, and the word for one. */
const SCORED = {HandScored: ["hand", "Hand"], RoundScored: ["round", "Round"]};

const rows = new Map(); // number of the hand or round → {word, points, scores}

/** Note the scoring events among `events` (the log's, as each is added); true when the table changed. */
function noteScores(events) {
  let changed = false;
  for (const event of events) {
    const kind = SCORED[event.type];
    const d = event.data || {};
    if (!kind || event.table || !Array.isArray(d.points) || !Array.isArray(d.scores)) continue;
    const number = Number(d[kind[0]]);
    if (!Number.isFinite(number) || rows.has(number)) continue;
    rows.set(number, {word: kind[1], points: d.points, scores: d.scores});
    changed = true;
  }
  return changed;
}

/** #scores: the table, once a hand has been scored. */
function drawScores() {
  const box = $("scores");
  if (!rows.size) {
    box.hidden = true;
    return;
  }
  const numbers = Array.from(rows.keys()).sort((a, b) => a - b);
  const seats = Math.max(...numbers.map((n) => rows.get(n).points.length));
  const head = el("tr", {}, el("th", {scope: "col"}, ""),
    Array.from({length: seats}, (_, s) => el("th", {scope: "col"}, nameOf(s))));
  const body = numbers.map((n) => {
    const row = rows.get(n);
    return el("tr", {"data-number": n}, el("th", {scope: "row"}, `${row.word} ${n}`),
      Array.from({length: seats}, (_, s) => el("td", {},
        `+${row.points[s] ?? 0}`, el("span", {class: "hint"}, ` ${row.scores[s] ?? 0}`))));
  });
  $("scores-table").replaceChildren(el("thead", {}, head), el("tbody", {}, body));
  box.hidden = false;
}

export {noteScores, drawScores};
