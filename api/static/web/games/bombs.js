// The renderer of bombs (see play-board.js): one table, and the match of 6 or more players at several tables.

import {
  decisionsPart, finalHandsPart, handPart, line, part, publicCards, put, resultPart, seatRows, seatsPart, turnLine,
  viewerIs, windowsPart,
} from "../parts.js";
import {fallbackLabel, nameOf, playedCards, renderer, scoresLine, seen} from "../renderer.js";
import {playsList, trickFollower} from "../tricks.js";
import {has, inOrder, kindWords, late, list, ordinal, plural, titleCase} from "../words.js";

const FORM_WORDS = {"double-run": "double run", "big-bomb": "big bomb", "super-bomb": "super bomb"};
const formWords = (form) => FORM_WORDS[form] || form;
const RANK_PLURALS = {
  3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights", 9: "nines", 10: "tens",
  J: "jacks", Q: "queens", K: "kings", A: "aces", 2: "twos",
};
/** Which hand of how many: a tie-break hand is played after the last one (`hand 2 of 1` would say nothing). */
const handWords = (number, total, tiebreak) =>
  tiebreak ? `tie-break hand, after ${plural(total, "hand")}` : `hand ${number} of ${total}`;
const rankOf = (code) => (code === "BJ" || code === "RJ" || code === "JK" ? code : String(code).slice(0, -1));

/** The trick on the table in the last view (a match's: the viewer's table). */
function lastTrick() {
  const v = seen.view;
  if (!v) return null;
  return (v.kind === "bombs-match" ? v.table && v.table.trick : v.trick) || null;
}

function bombsPlayLabel(cards) {
  const rs = cards.map(rankOf);
  const same = rs.every((r) => r === rs[0]);
  if (cards.length === 2 && rs.includes("BJ") && rs.includes("RJ")) return `Super bomb: ${list(cards)}`;
  if (same && cards.length === 3) return `Bomb: three ${RANK_PLURALS[rs[0]] || rs[0]} (${list(cards)})`;
  if (same && cards.length === 4) return `Big bomb: four ${RANK_PLURALS[rs[0]] || rs[0]} (${list(cards)})`;
  const trick = lastTrick();
  if (same && cards.length === 2 && trick && trick.form === "single" && rankOf((trick.top || [])[0]) === rs[0]) {
    return `Complete the bomb: ${list(cards)}`;
  }
  return `Play ${list(cards)}`;
}

const BOMBS_DECISIONS = {
  revolt: () => ["decide whether to revolt (keep both jokers and lead) or not"],
  privilege: (d) => [`accept or refuse the card passed${d.card ? `, ${d.card}` : ""} (refusing: the Master leads)`],
  request: (d) => [
    `ask the Master for a rank from 3 to 10, or stop asking` +
      (Array.isArray(d.requested) && d.requested.length ? ` (asked so far: ${d.requested.join(", ")})` : ""),
  ],
  return: (d) => [`return a card to the Knave${d.rank ? `: a ${d.rank}` : " (any card)"}`],
};

function bombsExchange(ui, x, name) {
  if (!x) return null;
  const bits = [`${name(x.knave)} (Knave) and ${name(x.master)} (Master) exchange; step: ${kindWords(x.stage)}.`];
  if (x.revolt === true) bits.push(`${name(x.knave)} revolted: no exchange.`);
  if (x.card) bits.push(`Card passed: ${x.card}.`);
  if (x.accepted === true) bits.push("The Master accepted it.");
  if (x.accepted === false) bits.push("The Master refused it and leads.");
  for (const r of x.requests || []) bits.push(`Asked for a ${r.rank}: ${r.held ? "held" : "none held"}.`);
  if (x.returned) bits.push(`Returned: ${x.returned}.`);
  return part(ui, "exchange", "Exchange", line(ui, bits.join(" ")));
}

/** Each trick's plays, from the log: a view holds only the play on top (tricks.js). */
const TRICKS = trickFollower({
  dealt: "HandDealt", number: "hand", taken: "TrickTaken", played: "CardsPlayed", passed: "Passed",
  words: (d) => formWords(d.form),
});

function bombsTrick(ui, trick, name, where) {
  if (!trick) return null;
  const top = Array.isArray(trick.top) ? trick.top : [];
  const plays = where ? TRICKS.playsOf(where.table, where.hand, trick.number, where.version) : [];
  const shown = plays.some((p) => p.cards) && top.length;
  return part(
    ui,
    "trick",
    `Trick ${trick.number}, led by ${name(trick.leader)}`,
    shown ? playsList(ui, plays, name) : top.length
      ? line(ui, `${trick.form ? titleCase(formWords(trick.form)) : "Play"} on top, by ${name(trick.top_seat)}: `,
        publicCards(ui, top))
      : line(ui, `Waiting for ${name(trick.leader)} to lead.`),
    trick.passes && !shown ? line(ui, `${plural(trick.passes, "pass")} since.`) : null,
    where ? TRICKS.lastTrick(ui, name, where.table, where.hand, trick.number, where.version) : null,
  );
}

/** One table: its own seats (`name(local)`, `isMe(local)`), turn, exchange, trick, last call, decisions. */
function bombsTableParts(ui, t, name, isMe, where) {
  const turnDue = t.turn_due_ms;
  const places = t.finishing_order || [];
  const rows = seatRows(t, isMe, (s) => [
    `score ${s.score}`,
    s.place ? (s.place === 1 ? "out 1st (Master)" : `out ${ordinal(s.place)}`) : null,
    s.in_hand === false ? "sits out this hand" : null,
    t.dealer === s.seat ? "dealer" : null,
  ]);
  const roles = [];
  if (has(t.knave)) roles.push(`Knave: ${name(t.knave)}`);
  if (has(t.master)) roles.push(`Master: ${name(t.master)}`);
  return [
    line(ui, `${titleCase(handWords(t.hand_number, t.hands_total, t.tiebreak))} · ${kindWords(t.phase)}` +
      (roles.length ? ` · ${roles.join(", ")}` : "")),
    turnLine(ui, t, t.turn, name(t.turn), isMe(t.turn), turnDue),
    seatsPart(ui, rows),
    bombsExchange(ui, t.exchange, name),
    bombsTrick(ui, t.trick, name, where && {...where, hand: t.hand_number}),
    windowsPart(ui, t.windows, name),
    decisionsPart(ui, t.decisions, name, isMe, (d) => (BOMBS_DECISIONS[d.kind] || (() => [kindWords(d.kind)]))(d)),
    places.length ? line(ui, `Out this hand: ${inOrder(places, name)}.`) : null,
  ];
}

function renderBombs(view, board, ui) {
  const name = (s) => ui.seatName(s);
  const isMe = viewerIs(ui);
  put(board,
    ...bombsTableParts(ui, view, name, isMe, {table: "", version: view.version}),
    handPart(ui, view.hand),
    resultPart(ui, view.result, name, view.result && view.result.scores),
    view.status === "finished" ? finalHandsPart(ui, view.hands, name) : null,
  );
}

function renderMatch(view, board, ui) {
  const name = (s) => ui.seatName(s);
  const me = has(ui.seat) ? (view.seats || []).find((s) => s.seat === ui.seat) : null;
  const mine = view.table;
  const where = me
    ? me.table
      ? `You sit at table ${me.table}.`
      : "You sit out this hand."
    : "You are watching: the players' cards stay hidden.";
  for (const t of view.tables || []) {
    seen.tables[t.key] = seen.tables[t.key] || (t.players || []).map((p) => nameOf(p));
  }
  put(board,
    line(ui, `Match of ${plural((view.seats || []).length, "player")} ` +
      `at ${plural((view.tables || []).length, "table")}: ` +
      `${handWords(view.hand_number, view.hands_total, view.tiebreak)}. ${where}`),
    seatsPart(
      ui,
      (view.seats || []).map((s) => ({
        seat: s.seat,
        name: s.name,
        me: has(me) && s.seat === me.seat,
        bot: s.bot,
        turn: (view.tables || []).some((t) => t.turn === s.seat),
        cards: s.cards,
        facts: [s.table ? `table ${s.table}` : "sitting out", `score ${s.score}`, `rank ${s.rank}`],
      })),
      "Players",
    ),
    part(
      ui,
      "tables",
      "Tables",
      ui.el(
        "ul",
        {class: "pk-list pk-tables"},
        (view.tables || []).map((t) =>
          ui.el(
            "li",
            {"data-table": t.key, class: mine && mine.key === t.key ? "pk-me" : null},
            ui.el("strong", {}, `${t.key}${mine && mine.key === t.key ? " (your table)" : ""}`),
            t.hand_number ? ` hand ${t.hand_number}` : null,
            t.phase ? ` · ${kindWords(t.phase)}` : null,
            ui.el(
              "span",
              {class: "pk-table-seats"},
              (t.players || []).map((p, local) =>
                ui.el("span", {class: "pk-table-seat", "data-seat": p, "data-turn": t.turn === p},
                  t.turn === p ? "▶ " : null, name(p),
                  Array.isArray(t.cards) ? ui.back(t.cards[local]) : null)),
            ),
            Array.isArray(t.finishing_order) && t.finishing_order.length
              ? ` Out: ${t.finishing_order.map(name).join(", ")}.`
              : null,
          ),
        ),
      ),
    ),
    mine
      ? part(
        ui,
        "my-table",
        `Your table, ${mine.key}`,
        ...bombsTableParts(ui, mine, (local) => {
          const seat = (mine.seats || [])[local];
          return seat && seat.name ? seat.name : name((mine.players || [])[local]);
        }, (local) => has(me) && (mine.players || [])[local] === me.seat, {table: mine.key}),
      )
      : null,
    handPart(ui, view.hand),
    resultPart(ui, view.result, name, view.result && view.result.scores),
  );
}

const TAKEN = {
  "super-bomb": " with the super bomb", expired: " (the last call ran out)", waived: " (everyone waived)",
};

const BOMBS_EVENTS = {
  GameStarted: (d) =>
    d.table ? `Table opens: ${(d.names || []).join(", ")}` :
      `Game of ${plural(d.hands, "hand")} starts: ${(d.names || []).join(", ")}`,
  DealerDrawn: (d, n) => {
    const rounds = (d.draws || []).map((round) => round.map(([seat, card]) => `${n(seat)} ${card}`).join(", "));
    return `Low-card draw: ${rounds.join("; then ")}. ${n(d.dealer)} deals`;
  },
  HandDealt: (d, n) =>
    `Hand ${d.hand}${d.tiebreak ? " (tie-break)" : ""} dealt by ${n(d.dealer)}` +
    (has(d.knave)
      ? `; ${n(d.knave)} (Knave) exchanges with ${n(d.master)} (Master)`
      : `; ${n(d.leader)} leads`),
  RevoltDeclared: (d, n) => `${n(d.seat)} revolts: keeps both jokers and leads`,
  RevoltDeclined: (d, n) => `${n(d.seat)} does not revolt${late(d)}`,
  CardPassed: (d, n) => `${n(d.seat)} passes ${d.card} to ${n(d.to)}`,
  CardAccepted: (d, n) => `${n(d.seat)} accepts ${d.card}${late(d)}`,
  PrivilegeUsed: (d, n) => `${n(d.seat)} refuses ${d.card} and will lead`,
  RankRequested: (d, n) => `${n(d.seat)} asks for a ${d.rank}: ${d.held ? "the Master has one" : "none"}`,
  RequestsStopped: (d, n) => `${n(d.seat)} stops asking${late(d)}`,
  CardReturned: (d, n) => `${n(d.seat)} returns ${d.card} to ${n(d.to)}${late(d)}`,
  CardsPlayed: (d, n) =>
    `${n(d.seat)} ${d.completion ? "completes a bomb with" : "plays"} ${list(d.cards)} (${formWords(d.form)})` +
    `${d.out_of_turn ? " out of turn" : ""}${late(d)}`,
  PlayerWentOut: (d, n) => `${n(d.seat)} is out, ${ordinal(d.place)}${d.place === 1 ? " (Master)" : ""}`,
  Passed: (d, n) => `${n(d.seat)} passes${late(d)}`,
  LastCallOpened: () => "Last call: bombs may still be played",
  Waived: (d, n) => `${n(d.seat)} waives`,
  TrickTaken: (d, n) =>
    `${n(d.seat)} takes the trick` +
    (TAKEN[d.reason] || "") +
    `; ${n(d.leader)} leads`,
  HandScored: (d, n) =>
    `Hand ${d.hand} scored: ${(d.points || []).map((p, s) => `${n(s)} +${p}`).join(", ")}; totals ${
      (d.scores || []).map((p, s) => `${n(s)} ${p}`).join(", ")}`,
  GameFinished: (d, n) => `Game over: ${(d.winners || []).map(n).join(", ")} won. Totals: ${
    (d.scores || []).map((p, s) => `${n(s)} ${p}`).join(", ")}`,
  SeatTaken: (d) => `${d.name} sits down at this table`,
  TableClosed: () => "The table closes",
  MatchStarted: (d) =>
    `Match of ${plural(d.hands, "hand")} starts: ${(d.tables || []).map(([key, seats]) =>
      `${key}: ${seats.map((s) => nameOf(s)).join(", ")}`).join("; ")}`,
  HandCompleted: (d) => `Hand ${d.hand} complete at every table. Totals: ${scoresLine(d.totals)}`,
  TablesSeated: (d) => {
    const moves = (d.moves || []).map(([seat, from, to]) => `${nameOf(seat)} moves from ${from} to ${to}`);
    return `Hand ${d.hand}${d.tiebreak ? " (tie-break)" : ""}: ${(d.tables || []).map(([key, seats]) =>
      `${key}: ${seats.map((s) => nameOf(s)).join(", ")}`).join("; ")}${moves.length ? `. ${moves.join(", ")}` : ""}`;
  },
  MatchFinished: (d) =>
    `Match over: ${(d.winners || []).map((s) => nameOf(s)).join(", ")} won. Totals: ${scoresLine(d.scores)}`,
};

function bombsLabel(c) {
  switch (c.type) {
    case "play": return bombsPlayLabel(c.cards || []);
    case "pass": return "Pass";
    case "waive": return "Waive (no bomb)";
    case "revolt": return "Revolt: keep both jokers and lead";
    case "decline-revolt": return "No revolt";
    case "accept": return "Accept the card";
    case "refuse": return "Refuse the card (and lead)";
    case "request": return `Ask for a ${c.rank}`;
    case "stop-requests": return "Stop asking";
    case "return": return `Return ${c.card}`;
    default: return fallbackLabel(c);
  }
}

const BOMBS_HELP = {
  pass: "Let the turn go on to your left; you may still play later in this trick (§1.4).",
  waive: "No bomb from you: the last call closes as soon as everyone has waived (B5).",
  revolt: "A Knave dealt both jokers may revolt: nothing is exchanged, and the Knave leads (§1.2).",
  "decline-revolt": "A Knave dealt both jokers may revolt: nothing is exchanged, and the Knave leads (§1.2).",
  accept: "The Master's privilege: take the Knave's best card, or refuse it and lead (§1.2).",
  refuse: "The Master's privilege: take the Knave's best card, or refuse it and lead (§1.2).",
  request: "After a joker, the Knave may ask for a rank from 3 to 10 back, or stop asking (§1.2).",
  "stop-requests": "After a joker, the Knave may ask for a rank from 3 to 10 back, or stop asking (§1.2).",
  return: "Give the Knave a card back: of the asked rank, if one was asked and you hold it (§1.2).",
};

/** What a command does, in a line: a play by what it is (a bomb, a completion, a play of the trick's form). */
function bombsHelp(c) {
  if (c.type !== "play") return BOMBS_HELP[c.type] || null;
  const label = bombsPlayLabel(c.cards || []);
  if (label.startsWith("Super bomb")) return "The two jokers beat everything and take the trick at once (§1.3).";
  if (/^(Big )?[Bb]omb/.test(label)) {
    return "A bomb beats any play but a higher bomb, in turn or out of it (§1.3, §1.4).";
  }
  if (label.startsWith("Complete")) {
    return "A pair of the single's rank on top makes it a bomb, yours, out of turn too (§1.4).";
  }
  const trick = seen.view && seen.view.trick;
  return trick && trick.form
    ? "Beat the play on top: the same form, higher (§1.3)."
    : "Lead: any single, pair, run, double run or bomb (§1.3).";
}

export default renderer(
  (view, board, ui) => (view.kind === "bombs-match" ? renderMatch(view, board, ui) : renderBombs(view, board, ui)),
  bombsLabel,
  (c) => (c.type === "return" && typeof c.card === "string" ? [c.card] : playedCards(["play"])(c)),
  BOMBS_EVENTS,
  {help: bombsHelp, follow: TRICKS.follow},
);
