// The renderer of haggis (see play-board.js).

import {
  finalHandsPart, handPart, line, part, publicCards, put, resultPart, seatRows, seatsPart, turnLine, viewerIs,
} from "../parts.js";
import {fallbackLabel, playedCards, renderer, seen} from "../renderer.js";
import {trickFollower} from "../tricks.js";
import {kindWords, late, list, ordinal, plural} from "../words.js";

const WIDTHS = {2: "pairs", 3: "triples", 4: "fours", 5: "fives"};
const COUNTS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"};
const BOMB_NAMES = {
  rainbow: "rainbow bomb", jq: "J-Q bomb", jk: "J-K bomb", qk: "Q-K bomb", jqk: "J-Q-K bomb", suited: "suited bomb",
};

/** A combination in words, from the reading the server gives (kind, width, top rank, bomb). */
function comboWords(kind, width, top, bomb, count) {
  if (kind === "bomb") return bomb ? BOMB_NAMES[bomb] || `${bomb} bomb` : "bomb";
  if (kind === "set") {
    return count === 1 ? `single ${top}` : count === 2 ? `pair of ${top}s` : `${COUNTS[count] || count} ${top}s`;
  }
  if (kind === "sequence") {
    const w = Number(width) || 1;
    return `sequence of ${count / w} ranks${w > 1 ? ` in ${WIDTHS[w] || `${w}s`}` : ""} up to ${top}`;
  }
  return kindWords(kind || "play");
}

/** Haggis's five suits: a shape each, so a card reads the same in colour, in the log, and to a colour-blind eye. */
const SUITS = {R: "●", O: "▲", Y: "■", G: "◆", B: "★"};
const SUIT_NAMES = {R: "red", O: "orange", Y: "yellow", G: "green", B: "blue"};

/** The suits' key, once on the board: each shape in its colour, with its name. */
function suitKey(ui) {
  return ui.el("p", {class: "pk-line pk-suit-key"}, "Suits: ",
    Object.keys(SUITS).map((s) => [
      ui.el("span", {class: "pk-suit", "data-suit": s}, `${SUITS[s]} ${SUIT_NAMES[s]}`),
      " ",
    ]),
    "· J, Q, K are wild");
}

const BET_WORDS = {0: "no bet", 15: "Little bet (15)", 30: "Big bet (30)"};

function haggisBet(s) {
  if (s.bet === null || s.bet === undefined) return s.may_bet ? "may still bet" : null;
  return BET_WORDS[s.bet] || `bet ${s.bet}`;
}

/** Each trick's plays, from the log, for the trick before this one (tricks.js); the view holds this one's. */
const TRICKS = trickFollower({
  dealt: "RoundDealt", number: "round", taken: "TrickCaptured", played: "CombinationPlayed", passed: "Passed",
  words: (d) => comboWords(d.kind, d.width, d.top_rank, d.bomb, (d.cards || []).length),
});

function haggisTrick(ui, trick, name, view) {
  if (!trick) return null;
  const plays = trick.plays || [];
  return part(
    ui,
    "trick",
    `Trick ${trick.number}, led by ${name(trick.leader)}`,
    plays.length
      ? ui.el(
        "ol",
        {class: "pk-list pk-plays"},
        plays.map((p, i) =>
          ui.el("li", {"data-seat": p.seat, class: i === plays.length - 1 ? "pk-top" : null},
            `${name(p.seat)}: `, publicCards(ui, p.cards),
            ` ${comboWords(p.kind, p.width, p.top_rank, p.bomb, p.cards.length)}`,
            i === plays.length - 1 ? " (on top)" : null)),
      )
      : line(ui, `Waiting for ${name(trick.leader)} to lead.`),
    trick.passes ? line(ui, `${plural(trick.passes, "pass")} since.`) : null,
    TRICKS.lastTrick(ui, name, "", view.round, trick.number, view.version),
  );
}

function haggisLastRound(ui, r, name) {
  if (!r) return null;
  const rows = (r.points || []).map((points, seat) =>
    ui.el("tr", {"data-seat": seat},
      ui.el("th", {scope: "row"}, name(seat)),
      ...[r.going_out, r.card_points, r.bets, r.bonus].map((col) => ui.el("td", {}, String((col || [])[seat] ?? 0))),
      ui.el("td", {}, ui.el("strong", {}, String(points)))));
  return part(
    ui,
    "last-round",
    `Round ${r.round} scored`,
    line(ui, `Out in order: ${(r.order || []).map(name).join(", ") || "nobody"}.`),
    ui.el("table", {class: "pk-table"},
      ui.el("thead", {},
        ui.el("tr", {}, ["", "Out", "Cards", "Bets", "Bonus", "Round"].map((h) => ui.el("th", {scope: "col"}, h)))),
      ui.el("tbody", {}, rows)),
  );
}

function renderHaggis(view, board, ui) {
  const name = (s) => ui.seatName(s);
  const isMe = viewerIs(ui);
  const rows = seatRows(view, isMe, (s) => [
    Array.isArray(s.wilds) && s.wilds.length ? `wilds ${s.wilds.join(" ")}` : "no wilds left",
    `score ${s.score}`,
    haggisBet(s),
    s.place ? `out ${ordinal(s.place)}` : null,
    `${plural(s.captured_cards || 0, "card")} captured`,
    view.dealer === s.seat ? "dealer" : null,
  ]);
  const out = view.finishing_order || [];
  put(board,
    line(ui, `Round ${view.round} · game to ${view.target} · ` +
      (view.card_points === "per_card" ? "1 point a card" : "classic card points") +
      (view.removed_suit ? ` · ${SUIT_NAMES[view.removed_suit] || view.removed_suit} suit out this round` : "") +
      (view.first_out_bonus_3p ? " · +5 to the first out" : "")),
    suitKey(ui),
    turnLine(ui, view, view.turn, name(view.turn), isMe(view.turn), view.turn_due_ms),
    seatsPart(ui, rows),
    view.haggis_cards ? line(ui, "The Haggis, face down: ", ui.back(view.haggis_cards)) : null,
    haggisTrick(ui, view.trick, name, view),
    out.length ? line(ui, `Out this round: ${out.map((s, i) => `${ordinal(i + 1)} ${name(s)}`).join(", ")}.`) : null,
    haggisLastRound(ui, view.last_round, name),
    handPart(ui, view.hand),
    resultPart(ui, view.result, name, view.result && view.result.scores),
    view.status === "finished" ? finalHandsPart(ui, view.hands, name) : null,
    view.status === "finished" && Array.isArray(view.haggis) && view.haggis.length
      ? part(ui, "haggis", "The last Haggis", line(ui, list(view.haggis)))
      : null,
    view.status === "finished" ? finalHandsPart(ui, view.captured, name, "Captured in the last round") : null,
  );
}

const HAGGIS_EVENTS = {
  GameStarted: (d) => `Game to ${d.target} starts: ${(d.names || []).join(", ")}`,
  RoundDealt: (d, n) =>
    `Round ${d.round}: ${n(d.dealer)} deals, ${n(d.leader)} leads` +
    `${d.removed_suit ? `; suit ${d.removed_suit} is out` : ""}` +
    `${typeof d.haggis_cards === "number" ? `; the Haggis holds ${d.haggis_cards}` : ""}`,
  BetPlaced: (d, n) =>
    `${n(d.seat)} makes ${d.amount ? `the ${BET_WORDS[d.amount] || `bet of ${d.amount}`}` : "no bet"}`,
  CombinationPlayed: (d, n) =>
    `${n(d.seat)} plays ${list(d.cards)}: ` +
    `${comboWords(d.kind, d.width, d.top_rank, d.bomb, (d.cards || []).length)}${late(d)}`,
  Passed: (d, n) => `${n(d.seat)} passes${late(d)}`,
  PlayerWentOut: (d, n) => `${n(d.seat)} goes out ${ordinal(d.place)}: ${d.points} points (5 × ${d.largest})`,
  TrickCaptured: (d, n) =>
    `${n(d.winner)} wins the trick${d.bombed ? " with a bomb" : ""}; ` +
    `${n(d.capturer)} captures ${plural(d.cards, "card")}`,
  RoundScored: (d, n) =>
    `Round ${d.round} scored: ${(d.points || []).map((p, s) => `${n(s)} +${p}`).join(", ")}; totals ${
      (d.scores || []).map((p, s) => `${n(s)} ${p}`).join(", ")}`,
  GameFinished: (d, n) => `Game over: ${(d.winners || []).map(n).join(", ")} won. Totals: ${
    (d.scores || []).map((p, s) => `${n(s)} ${p}`).join(", ")}`,
};

function haggisLabel(command) {
  const c = command;
  switch (c.type) {
    case "play":
      if (c.kind === "bomb") return `Bomb: ${list(c.cards)}`;
      if (!c.kind) return `Play ${list(c.cards)}`;
      return `Play ${list(c.cards)}: ${comboWords(c.kind, c.width, c.top_rank, null, (c.cards || []).length)}`;
    case "pass": return "Pass";
    case "bet": return c.amount ? BET_WORDS[c.amount] || `Bet ${c.amount}` : "No bet";
    default: return fallbackLabel(c);
  }
}

const HAGGIS_HELP = {
  pass: "Pass this turn; you may still play later in this trick (§3.4).",
  bet: "Until your first card: 15 or 30 points if you go out first; a lost bet pays the others (§3.5).",
};

function haggisHelp(c) {
  if (c.type !== "play") return HAGGIS_HELP[c.type] || null;
  if (c.kind === "bomb") return "A bomb beats anything but a higher bomb, on your turn only (§3.3, §3.4).";
  const trick = seen.view && seen.view.trick;
  return trick && (trick.plays || []).length
    ? "Beat the top: the same kind, as many cards, the same width, higher (§3.4)."
    : "Lead any set, sequence or bomb (§3.3).";
}

// Haggis's five suits are not the usual four: each has a shape (SUITS), coloured by pk.css.
export default renderer(renderHaggis, haggisLabel, playedCards(["play"]), HAGGIS_EVENTS, {
  suits: SUITS,
  help: haggisHelp,
  follow: TRICKS.follow,
});
