// Each trick's plays, from the log, for a game whose view holds only what is on top now (see renderer.js's
// `follow`): who played what and who passed, trick by trick, so that a renderer can stack the trick in play and
// reopen the one before. A table's hands (rounds) and tricks are counted as the log goes: its deal starts trick 1
// of its hand, each trick taken the next.

import {publicCards} from "./parts.js";

/**
 * A follower of one game's tricks: `dealt` the event type that deals a hand (its `number` field names the hand),
 * `taken` the one that ends a trick, `played` the one that puts cards down (its data's `cards`), `passed` a pass,
 * `words(data)` what a play is called beside its cards.
 */
function trickFollower({dealt, number, taken, played, passed, words}) {
  const tricks = new Map(); // "<table>:<hand>:<trick>" → the plays and passes, in version order
  const reached = new Map(); // each table's hand and trick as the log has reached them ("": a game at one table)

  function follow(event) {
    const table = event.table || "";
    const d = event.data || {};
    const at = reached.get(table) || {hand: 0, trick: 1};
    if (event.type === dealt) reached.set(table, {hand: d[number], trick: 1});
    else if (event.type === taken) reached.set(table, {hand: at.hand, trick: at.trick + 1});
    else if (event.type === played || event.type === passed) {
      const key = `${table}:${at.hand}:${at.trick}`;
      const plays = tricks.get(key) || [];
      if (!plays.some((p) => p.version === event.version)) {
        const cards = event.type === played ? d.cards : null;
        plays.push({version: event.version, seat: d.seat, cards, words: words(d)});
        plays.sort((a, b) => a.version - b.version);
        tricks.set(key, plays);
      }
    }
  }

  /** The plays of trick `trick` of `hand` at `table`, up to `version` (a replay shows a trick as it stood). */
  function playsOf(table, hand, trick, version) {
    const plays = tricks.get(`${table || ""}:${hand}:${trick}`) || [];
    return typeof version === "number" ? plays.filter((p) => p.version <= version) : plays;
  }

  /** The trick before `trick`, reopened on demand (a `details`), or null before the second trick. */
  function lastTrick(ui, name, table, hand, trick, version) {
    const before = trick > 1 ? playsOf(table, hand, trick - 1, version) : [];
    return before.length
      ? ui.el("details", {class: "pk-last-trick"}, ui.el("summary", {}, `Trick ${trick - 1}, the last one`),
        playsList(ui, before, name))
      : null;
  }

  return {follow, playsOf, lastTrick};
}

/** A trick's plays stacked in order, who played what (passes as such), the one on top marked. */
function playsList(ui, plays, name) {
  const last = plays.map((p) => Boolean(p.cards)).lastIndexOf(true);
  return ui.el("ol", {class: "pk-list pk-plays"}, plays.map((p, i) =>
    ui.el("li", {"data-seat": p.seat, class: i === last ? "pk-top" : null}, `${name(p.seat)}: `,
      p.cards ? [publicCards(ui, p.cards), ` ${p.words}`, i === last ? " (on top)" : null] : "pass")));
}

export {trickFollower, playsList};
