// Drawing helpers for the game renderers (games/<slug>.js): the parts of a board (a titled section, a line, the
// viewer's hand, the seats, whose turn, the open windows, the decisions owed, the result, the hands at the end).
// Everything goes through ui.el, the page's element builder (see play-board.js): text stays text.

import {seatMark, someoneAtTable} from "./idle.js";
import {has, iso, kindWords, list, plural} from "./words.js";

/** Append the parts that are there (a part with nothing to show is null). */
function put(board, ...parts) {
  board.append(...parts.flat().filter((p) => has(p) && p !== false));
}

function part(ui, name, title, ...children) {
  return ui.el("section", {class: "pk-part", "data-part": name}, ui.el("h3", {}, title), ...children);
}

function line(ui, ...children) {
  return ui.el("p", {class: "pk-line"}, ...children);
}

function publicCards(ui, codes) {
  return ui.el("span", {class: "pk-cards"}, (codes || []).map((c) => ui.card(c)));
}

/** Cards the view reveals to the viewer alone (null for anyone else: then nothing is drawn). */
function reveal(ui, words, cards) {
  return Array.isArray(cards) ? ui.el("div", {class: "pk-reveal"}, words, publicCards(ui, cards)) : null;
}

function timer(ui, ms, words) {
  return typeof ms === "number" ? ui.el("span", {class: "pk-timer"}, words, ui.countdown(iso(ms))) : null;
}

function handPart(ui, hand) {
  if (!Array.isArray(hand)) return null;
  return part(
    ui,
    "hand",
    `Your hand (${plural(hand.length, "card")})`,
    hand.length
      ? ui.el("div", {class: "pk-hand"}, hand.map((c) => ui.card(c, {mine: true})))
      : line(ui, "No cards in your hand."),
  );
}

/** One seat in the seats list: ▶ on turn, the name, whether its person is away or resigned (`idle`, idle.js's
 * seatMark: a bot plays it), the cards held (a count: face down for the others). */
function seatRow(ui, o) {
  const facts = (o.facts || []).filter(Boolean);
  return ui.el(
    "li",
    {
      "data-seat": o.seat,
      "data-turn": Boolean(o.turn),
      "data-idle": o.idle ? o.idle.state : null,
      class: o.me ? "pk-me" : null,
    },
    ui.el("span", {class: "pk-mark", "aria-label": o.turn ? "on turn" : null}, o.turn ? "▶" : ""),
    ui.el("strong", {class: "pk-name"}, o.name),
    o.me ? " (you)" : null,
    o.bot ? " · bot" : null,
    o.idle ? ui.el("span", {class: "pk-away"}, `· ${o.idle.words}`) : null,
    typeof o.cards === "number"
      ? o.me
        ? ui.el("span", {class: "pk-count"}, plural(o.cards, "card"))
        : ui.back(o.cards)
      : null,
    facts.length ? ui.el("span", {class: "pk-facts"}, facts.join(" · ")) : null,
  );
}

/** Whether a seat is the viewer's (never, for a spectator). */
const viewerIs = (ui) => (seat) => has(ui.seat) && seat === ui.seat;

/** The rows of seatsPart for the seats of `view`: who sits there, whether it is the viewer's seat, a bot's, its
 * person's away or resigned (the view's `idle`), on turn, how many cards it holds, and what the game says of it
 * (`facts(seat)`, nulls left out). */
function seatRows(view, isMe, facts) {
  return (view.seats || []).map((s) => ({
    seat: s.seat,
    name: s.name,
    me: isMe(s.seat),
    bot: s.bot,
    idle: seatMark(view, s.seat),
    turn: view.status !== "finished" && view.turn === s.seat,
    cards: s.cards,
    facts: facts(s),
  }));
}

function seatsPart(ui, rows, title) {
  return part(ui, "seats", title || "Seats", ui.el("ul", {class: "pk-seats"}, rows.map((r) => seatRow(ui, r))));
}

/** Whose turn it is (`what` they are to do, if the view says), and whether a bot plays it for its person (away
 * or resigned: the view's `idle`), or why nobody's: a decision owed (the exchange, the ten-value rule), an open
 * window. A game that is over (an abandoned one too) has no turn. */
function turnLine(ui, view, turn, name, me, dueMs, what) {
  const over = view.status === "finished";
  const idle =
    over
      ? "The game is over."
      : owedLine(ui, view) ||
        (Array.isArray(view.windows) && view.windows.length
          ? "Nobody is on turn while the window is open."
          : "Nobody is on turn.");
  const none = over || turn === null || turn === undefined;
  const words =
    none
      ? idle
      : me
        ? ui.el("strong", {}, `Your turn${what ? `: ${what}` : ""}.`)
        : `${name}'s turn${what ? `: ${what}` : ""}.`;
  const mark = none ? null : seatMark(view, turn);
  const bot = mark && (mark.state === "resigned" || someoneAtTable(view)) ? " A bot plays it." : null;
  return ui.el("p", {class: "pk-line pk-turn", "data-turn-seat": none ? null : turn}, words, bot, " ",
    timer(ui, dueMs, "Clock: "));
}

/** Who owes the view's decisions while nobody is on turn (null when nobody does): the viewer first. */
function owedLine(ui, view) {
  const owners = [...new Set((view.decisions || []).map((d) => d.seat).filter(has))];
  if (!owners.length) return null;
  const isMe = viewerIs(ui);
  const nameOf = (s) => (view.seats || []).find((x) => x.seat === s)?.name ?? `seat ${s}`;
  const names = owners.filter((s) => !isMe(s)).map(nameOf);
  const others = names.length ? `Waiting for ${names.join(", ")} to decide.` : null;
  if (!owners.some(isMe)) return others;
  return ui.el("span", {}, ui.el("strong", {}, "You have a decision to make."), others ? ` ${others}` : null);
}

const WINDOW_WORDS = {
  "last-call": "Last call: bombs and completions may still be played by",
  nine: "Nine window: a Nine may answer the play, from",
  "six-block": "The Six's chosen player may block it:",
};

/** Who may still play in each open window, and who has waived (its clock is play-board.js's #countdown). */
function windowsPart(ui, windows, name) {
  if (!Array.isArray(windows) || !windows.length) return null;
  return part(
    ui,
    "windows",
    "Open window",
    ui.el(
      "ul",
      {class: "pk-list"},
      windows.map((w) => {
        const waived = Array.isArray(w.waived) && w.waived.length ? ` Waived: ${w.waived.map(name).join(", ")}.` : "";
        return ui.el(
          "li",
          {"data-window": w.kind},
          `${WINDOW_WORDS[w.kind] || kindWords(w.kind)} ${(w.seats || []).map(name).join(", ")}.${waived} `,
          typeof w.due_ms === "number" ? null : "Open until every seat waives.",
        );
      }),
    ),
  );
}

/** The decisions owed: `describe(d)` gives the words and any cards for each. */
function decisionsPart(ui, decisions, name, isMe, describe) {
  if (!Array.isArray(decisions) || !decisions.length) return null;
  return part(
    ui,
    "decisions",
    "Decisions owed",
    ui.el(
      "ul",
      {class: "pk-list"},
      decisions.map((d) => {
        const mine = isMe(d.seat);
        const [words, ...more] = describe(d, mine);
        return ui.el(
          "li",
          {"data-decision": d.kind, "data-seat": d.seat, class: mine ? "pk-mine" : null},
          mine ? ui.el("strong", {}, `You must ${words}.`) : `${name(d.seat)} must ${words}.`,
          " ",
          timer(ui, d.due_ms, "Clock: "),
          ...more,
        );
      }),
    ),
  );
}

/** The end of the game: the seats by `ranking` (or seat order) with their scores, winners marked. */
function resultPart(ui, result, name, scores, extra) {
  if (!result) return null;
  const order = Array.isArray(result.ranking) ? result.ranking : (scores || []).map((_, i) => i);
  const winners = Array.isArray(result.winners) ? result.winners : [result.winner];
  return part(
    ui,
    "result",
    "Result",
    line(ui, ui.el("strong", {}, `Winner: ${winners.map(name).join(", ")}`)),
    order.length
      ? ui.el(
        "ol",
        {class: "pk-list"},
        order.map((seat) =>
          ui.el("li", {"data-seat": seat}, `${name(seat)}${scores ? `: ${scores[seat]}` : ""}`,
            winners.includes(seat) ? " (winner)" : null),
        ),
      )
      : null,
    ...(extra || []),
  );
}

/** Every seat's cards once the game is over, as text (the viewer's own hand is drawn as cards already). */
function finalHandsPart(ui, hands, name, title) {
  if (!Array.isArray(hands)) return null;
  return part(
    ui,
    "final-hands",
    title || "Hands at the end",
    ui.el("ul", {class: "pk-list pk-text-cards"},
      hands.map((cards, seat) => ui.el("li", {"data-seat": seat},
        `${name(seat)}: ${list(cards) ? ui.cardWords(list(cards)) : "no cards"}`))),
  );
}

export {
  put, part, line, publicCards, reveal, timer, handPart, seatRow, viewerIs, seatRows, seatsPart, turnLine, windowsPart,
  decisionsPart, resultPart, finalHandsPart,
};
