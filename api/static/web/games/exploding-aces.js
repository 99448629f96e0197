// The renderer of exploding-aces (see play-board.js).

import {
  decisionsPart, finalHandsPart, handPart, line, part, publicCards, put, resultPart, reveal, seatRows, seatsPart,
  turnLine, viewerIs, windowsPart,
} from "../parts.js";
import {fallbackLabel, nameOf, playedCards, renderer, seen} from "../renderer.js";
import {cardOr, cardsOrCount, has, kindWords, late, list, plural, titleCase} from "../words.js";

const EA_STEPS = {play: "play cards or draw", choose: "end the turn or continue"};

/** What the player on turn is to do, when no window or card's effect waits on anyone. */
function eaStep(view) {
  const turnKinds = ["play-or-draw", "end-or-continue", "queen-response"];
  if ((view.windows || []).length || (view.decisions || []).some((d) => !turnKinds.includes(d.kind))) return null;
  if (view.step === "queen") return `answer the Queen: play a Queen or draw ${2 * view.queen}`;
  return EA_STEPS[view.step] || null;
}

const EA_DECISIONS = {
  "play-or-draw": () => ["play cards or draw a card (drawing ends the turn)"],
  "end-or-continue": () => ["end the turn or continue"],
  "queen-response": (d) => [`answer the Queen chain: play a Queen or draw ${2 * (d.k || 1)} cards`],
  five: (d, mine, n) => [`give one card to ${n(d.by)} (a Five)`],
  pair: (d, mine, n) => [`give ${n(d.by)} one card of rank ${d.rank} (a Pair)`],
  "two-pairs": (d, mine, n, ui) => [
    `take one card of ${n(d.target)}'s hand (Two Pairs)`,
    reveal(ui, "Only you see their hand: ", d.cards),
  ],
  three: (d, mine, n, ui) => [
    `draw from the top or the bottom, then keep or reject (Three of a Kind, ${plural(d.draws || 0, "draw")} so far)`,
    reveal(ui, "You drew: ", d.card ? [d.card] : null),
  ],
  jack: (d, mine, n, ui) => [
    `take one of the top ${plural(d.count || 0, "card")} and put the rest back in an order (a Jack)`,
    reveal(ui, "Only you see them, top first: ", d.cards),
  ],
  "six-block": (d, mine, n) => [`block ${n(d.by)}'s Six with a Six, or allow the exchange`],
  "six-give": (d, mine, n) => [
    `choose ${plural(d.count || 0, "card")} to pass in the exchange between ${n(d.by)} and ${n(d.target)}`,
  ],
  "full-house": (d, mine, n) => [`keep one card of the hand; the rest go into the deck (${n(d.by)}'s Full House)`],
  four: (d, mine, n, ui) => [
    "take a card blind from each of",
    ui.el("span", {class: "pk-targets"},
      (d.targets || []).map((t) => ui.el("span", {}, ` ${n(t.seat)} `, ui.back(t.cards)))),
  ],
  replay: (d, mine, n, ui) => [
    "replay a single card or a smaller combination of",
    ui.el("div", {}, publicCards(ui, d.cards || [])),
  ],
};

function eaTable(ui, t, name) {
  if (!t) return null;
  const bits = [`${name(t.seat)} played`];
  if (t.role && t.role !== "play") bits.push(`(${kindWords(t.role)})`);
  const after = [`: ${kindWords(t.form)}`];
  if (has(t.target)) after.push(`, at ${name(t.target)}`);
  if (t.rank) after.push(`, naming ${t.rank}`);
  const nines = Array.isArray(t.nines) && t.nines.length
    ? `Nines played on it by ${t.nines.map(name).join(", ")}` +
      `${t.cancel ? `; the first would cancel ${t.cancel}` : ""}.`
    : "No Nine on it so far.";
  return part(ui, "table", "On the table", line(ui, `${bits.join(" ")} `, publicCards(ui, t.cards), after.join("")),
    line(ui, nines, " Its effect waits until the window closes."));
}

function renderAces(view, board, ui) {
  const name = (s) => ui.seatName(s);
  const isMe = viewerIs(ui);
  const clock = (view.decisions || []).find((d) => d.seat === view.turn && typeof d.due_ms === "number");
  const rows = seatRows(view, isMe, (s) => [s.alive ? null : "eliminated", s.score ? "winner" : null]);
  const piles = [
    ui.el("div", {class: "pk-pile"}, "Deck: ", ui.back(view.deck)),
    ui.el("div", {class: "pk-pile"}, `Discard pile (${plural(view.discard_count || 0, "card")})`,
      view.discard_top ? [": top ", ui.card(view.discard_top)] : null),
  ];
  if (Array.isArray(view.in_use) && view.in_use.length) {
    piles.push(ui.el("div", {class: "pk-pile"}, "In play, its effect under way: ", publicCards(ui, view.in_use)));
  }
  if (Array.isArray(view.removed) && view.removed.length) {
    piles.push(ui.el("div", {class: "pk-pile"}, "Kings out of the game: ", publicCards(ui, view.removed)));
  }
  put(board,
    line(ui, `Direction: ${view.direction === -1 ? "anticlockwise" : "clockwise"} · ` +
      `${plural(view.defuses || 0, "defuse")} so far` +
      (view.recycle_quota ? ` (the first ${view.recycle_quota} put their King back into the deck)` : "") +
      (view.queen ? ` · Queen chain: ${view.queen}` : "")),
    turnLine(ui, view, view.turn, name(view.turn), isMe(view.turn), clock && clock.due_ms, eaStep(view)),
    seatsPart(ui, rows),
    part(ui, "piles", "Piles", ...piles),
    eaTable(ui, view.table, name),
    windowsPart(ui, view.windows, name),
    decisionsPart(ui, view.decisions, name, isMe,
      (d, mine) => (EA_DECISIONS[d.kind] || (() => [kindWords(d.kind)]))(d, mine, name, ui)),
    handPart(ui, view.hand),
    view.result
      ? resultPart(ui, view.result, name, null, [
        line(ui, `Eliminated, in order: ${(view.result.eliminated || []).map(name).join(", ") || "nobody"}.`),
      ])
      : null,
    view.status === "finished" ? finalHandsPart(ui, view.hands, name) : null,
    view.status === "finished" && Array.isArray(view.deck_order)
      ? part(ui, "deck-order", "The deck at the end, top first", line(ui, list(view.deck_order) || "empty"))
      : null,
  );
}

const deckSize = (deck) => (Array.isArray(deck) ? deck.length : deck);

const EA_EVENTS = {
  GameStarted: (d) => `Game starts: ${(d.names || []).join(", ")} (${plural(d.decks, "deck")})`,
  Dealt: (d, n) => `Two cards dealt to each; the deck holds ${deckSize(d.deck)}. ${n(d.first)} starts`,
  Played: (d, n) =>
    `${n(d.seat)} plays ${list(d.cards)} ` +
    `(${kindWords(d.form)}${d.role && d.role !== "play" ? `, ${kindWords(d.role)}` : ""})` +
    `${has(d.target) ? ` at ${n(d.target)}` : ""}${d.rank ? `, naming ${d.rank}` : ""}${late(d)}`,
  WindowOpened: (d, n) => `Nine window opens for ${(d.seats || []).map(n).join(", ")}`,
  NinePlayed: (d, n) => `${n(d.seat)} plays a Nine (${d.card})${d.cancel ? `, cancelling ${d.cancel}` : ""}`,
  Waived: (d, n) => `${n(d.seat)}: no Nine`,
  ChainSettled: (d) => `${plural(d.nines, "Nine")} played: the play ${d.cancelled ? "is cancelled" : "stands"}`,
  Drew: (d, n) =>
    `${n(d.seat)} draws ${cardsOrCount(d.cards, d.cards_count)}${d.bottom ? " from the bottom" : ""}` +
    `${d.reason ? ` (${kindWords(d.reason)})` : ""}${late(d)}`,
  DeckRebuilt: (d) =>
    `The deck is rebuilt from the discards: ${plural(deckSize(d.deck), "card")}` +
    (Array.isArray(d.removed) && d.removed.length ? `; Kings out of the game: ${list(d.removed)}` : ""),
  DeckShuffled: (d) => `The deck is shuffled${d.reason ? ` (${kindWords(d.reason)})` : ""}`,
  PlayDiscarded: (d) => `Discarded: ${list(d.cards)}`,
  AcesReturned: (d) => `Back into the deck: ${list(d.cards)}; shuffled`,
  Peeked: (d, n) =>
    `${n(d.seat)} looks at the top ` +
    `${Array.isArray(d.cards) ? `cards: ${list(d.cards)}` : plural(d.cards_count || 0, "card")}` +
    ` (${kindWords(d.reason)})`,
  JackArranged: (d, n) =>
    `${n(d.seat)} takes ${cardOr(d.card, "a card")} and puts back ${cardsOrCount(d.order, d.order_count)}${late(d)}`,
  Defused: (d, n) =>
    `${n(d.seat)} defuses ${d.ace} with ${d.king}` +
    `${typeof d.position === "number" ? `, the Ace at position ${d.position}` : ""}` +
    (d.recycled ? ", the King back into the deck" : "") +
    (typeof d.king_position === "number" ? ` at ${d.king_position}` : ""),
  Reversed: (d, n) => `${n(d.seat)} reverses the direction`,
  SevenShown: (d, n) => `${n(d.seat)} names ${d.rank}: the top card is ${d.card} (${d.correct ? "right" : "wrong"})`,
  EffectOpened: (d, n) =>
    `${titleCase(kindWords(d.kind))}: ${(d.owners || []).map(n).join(", ") || "nobody"} to decide` +
    `${has(d.target) ? ` (target ${n(d.target)})` : ""}${d.rank ? ` (rank ${d.rank})` : ""}`,
  Given: (d, n) =>
    `${n(d.seat)} gives ${cardsOrCount(d.cards, d.cards_count)} to ${n(d.to)} (${kindWords(d.reason)})${late(d)}`,
  Chosen: (d, n) => `${n(d.seat)} chooses ${cardsOrCount(d.cards, d.cards_count)} (${kindWords(d.reason)})${late(d)}`,
  Exchanged: (d, n) =>
    `${n(d.seat)} and ${n(d.target)} exchange: ${n(d.seat)} gives ${cardsOrCount(d.gave, d.gave_count)} and gets ` +
    cardsOrCount(d.got, d.got_count),
  HandDumped: (d, n) =>
    `${n(d.seat)}'s hand is dumped (${kindWords(d.reason)}): ${list(d.discarded) || "nothing"} discarded` +
    (Array.isArray(d.aces) && d.aces.length ? `, ${list(d.aces)} into the deck` : ""),
  HandsPassed: (d, n) =>
    `Hands passed: ${(d.passes || []).map(([from, to, cards, count]) =>
      `${n(from)} to ${n(to)} (${cardsOrCount(cards, count)})`).join(", ")}`,
  HandLooked: (d, n) =>
    `${n(d.seat)} looks at ${n(d.target)}'s hand${Array.isArray(d.cards) ? `: ${list(d.cards)}` : ""}`,
  KingsShown: (d, n) =>
    `${n(d.seat)}'s Royal Flush: ${(d.shown || []).map(([seat, king]) =>
      `${n(seat)} ${king ? `shows ${king}` : "has no King"}`).join(", ")}`,
  HandsReturned: (d, n) =>
    `Cards into the deck: ${(d.returns || []).map((r) => `${n(r[0])} ${cardsOrCount(r[1], r[2])}`).join(", ")}`,
  Kept: (d, n) => `${n(d.seat)} keeps ${cardOr(d.card, "a card")}${late(d)}`,
  Rejected: (d, n) => `${n(d.seat)} rejects ${cardOr(d.card, "a card")}`,
  Allowed: (d, n) => `${n(d.seat)} allows the exchange${late(d)}`,
  ReplaySkipped: (d, n) => `${n(d.seat)} has nothing to replay; discarded: ${list(d.discarded) || "nothing"}`,
  EffectEnded: (d, n) => `${n(d.seat)}'s card has done its work`,
  TurnEnded: (d, n) =>
    `${n(d.seat)}'s turn ends (${kindWords(d.reason)})${late(d)}; ${n(d.next)} is next` +
    (d.queen ? `, and must answer the Queen (draw ${2 * d.queen} or play a Queen)` : ""),
  QueenChainEnded: (d, n) => `${n(d.seat)} draws ${2 * d.k} cards instead of playing a Queen${late(d)}`,
  Continued: (d, n) => `${n(d.seat)} continues`,
  Challenged: (d, n) =>
    `${n(d.seat)} challenges ${n(d.target)}: ${d.hit ? "an Ace!" : "no Ace"}` +
    (Array.isArray(d.hand) ? ` (saw ${list(d.hand) || "no cards"})` : ""),
  Eliminated: (d, n) => `${n(d.seat)} is eliminated (${kindWords(d.reason)})`,
  GameFinished: (d, n) => `Game over: ${n(d.winner)} wins`,
};

function eaLabel(command) {
  const c = command;
  const n = (s) => nameOf(s);
  switch (c.type) {
    case "play":
    case "replay": {
      const words = [`${c.type === "play" ? "Play" : "Replay"} ${list(c.cards)}`];
      if (has(c.target)) words.push(`at ${n(c.target)}`);
      if (has(c.rank)) words.push(`naming ${c.rank}`);
      if (has(c.position)) words.push(`Ace to position ${c.position}${c.position === 0 ? " (top)" : ""}`);
      if (has(c.king_position)) words.push(`King to position ${c.king_position}`);
      return words.join(", ").replace(/, at /, " at ");
    }
    case "draw": {
      const v = seen.view;
      return v && v.step === "queen" && v.queen ? `Draw ${2 * v.queen} cards` : "Draw a card (ends your turn)";
    }
    case "end": return "End your turn";
    case "continue": return "Continue your turn";
    case "nine": return has(c.cancel) ? `Nine: cancel ${c.cancel}` : "Play a Nine";
    case "waive": {
      const v = seen.view;
      const six = v && (v.windows || []).some((w) => w.kind === "six-block");
      return six ? "Waive" : "No Nine";
    }
    case "challenge": return `Challenge ${n(c.target)}`;
    case "give": return `Give ${list(c.cards)}`;
    case "keep": return `Keep ${c.card}`;
    case "reject": return "Reject";
    case "draw-from": return `Draw from the ${c.end}`;
    case "take": return `Take ${c.card}`;
    case "take-blind": return `Take ${n(c.target)}'s card #${c.position + 1}`;
    case "arrange": return `Take ${c.card}, put back ${list(c.order)} (top first)`;
    case "block": return "Block with a Six";
    case "allow": return "Allow the exchange";
    default: return fallbackLabel(c);
  }
}

/** What a card played alone does (§2.3), by rank. */
const EA_SINGLES = {
  K: "Defuse: put your Ace back into the deck, at the place you choose",
  Q: "Your turn ends; the next player must play a Queen or draw 2 per Queen",
  J: "Look at the top 4 cards and take one; put the rest back in your order",
  10: "Shuffle the deck",
  8: "Turn the direction of play around; your turn ends",
  7: "Name a rank and turn the top card over: right, the others draw 1; wrong, you draw 2 (an Ace eliminates you)",
  6: "Trade cards with a player you choose (§2.7)",
  5: "A player gives you a card of their choice: an Ace eliminates you",
  4: "Nothing happens; your turn ends",
  3: "Look at the top 3 cards",
  2: "Take the bottom card of the deck",
};
/** What each combination does (§2.4). */
const EA_COMBOS = {
  pair: "Name a rank to a player: they give you one, or you draw 2",
  "two-pairs": "Look at a player's hand and take a card from it",
  three: "Draw from the top or the bottom of the deck; keep the card or reject it",
  four: "Take a card blind from each opponent; they discard the rest",
  straight: "Every other player draws 2",
  flush: "Your opponents pass their hands on, you skipped",
  "full-house": "Each other player keeps one card; the rest are shuffled into the deck",
  "straight-flush": "You receive every opponent's hand (an Ace among them eliminates you)",
  "royal-flush": "Every opponent without a King is eliminated",
};
const EA_HELP = {
  draw: "Take the top card of the deck; your turn ends (§2.2, §2.5).",
  end: "End your turn without drawing (§2.2).",
  "continue": "Go on with your turn; it must still end by a draw or a card that ends it (§2.2).",
  nine: "Cancel the play in this window; a Nine on a Nine lets it happen after all (§2.6).",
  waive: "Nothing from you: the window closes once everyone has said so, or at its time (§2.6, §2.7).",
  challenge: "See their hand: an Ace eliminates them; else you draw a card for each card they hold (§2.8).",
  give: "Give the card the effect asks of you: an Ace you give eliminates whoever takes it (§2.3, §2.7).",
  keep: "Keep this card (§2.4).",
  reject: "Reject the card your Three of a Kind drew (§2.4).",
  "draw-from": "Three of a Kind: draw from the top or the bottom of the deck (§2.4).",
  take: "Take this card (§2.3, §2.4).",
  "take-blind": "Four of a Kind: take the card at this face-down place (§2.4).",
  arrange: "The Jack: take one card, and put the others back on top in this order (§2.3).",
  block: "Discard your Six to block the trade (§2.7).",
  allow: "Let the trade happen (§2.7).",
  replay: "A Nine cancelled a card of your combination: play again from what remains (§2.6).",
};
const RUN_ORDER = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"];

/** The combination `cards` make (§2.4), read as the server reads it. */
function comboOf(cards) {
  const ranks = cards.map((c) => String(c).slice(0, -1));
  const counts = Object.values(ranks.reduce((m, r) => ({...m, [r]: (m[r] || 0) + 1}), {})).sort((a, b) => b - a);
  if (cards.length === 2) return "pair";
  if (cards.length === 3) return "three";
  if (cards.length === 4) return counts[0] === 4 ? "four" : "two-pairs";
  const suited = new Set(cards.map((c) => String(c).slice(-1))).size === 1;
  const run = RUN_ORDER.slice(0, 10).map((_, i) => RUN_ORDER.slice(i, i + 5))
    .find((r) => r.every((rank) => ranks.includes(rank)) && new Set(ranks).size === 5);
  if (suited && run) return run[0] === "10" ? "royal-flush" : "straight-flush";
  if (suited) return "flush";
  if (counts[0] === 3 && counts[1] === 2) return "full-house";
  return "straight";
}

function eaHelp(c) {
  if (c.type !== "play") return EA_HELP[c.type] || null;
  const cards = Array.isArray(c.cards) ? c.cards : [];
  if (cards.length === 1) {
    const rank = String(cards[0]).slice(0, -1);
    return EA_SINGLES[rank] ? `${EA_SINGLES[rank]}${rank === "6" ? "." : " (§2.3)."}` : null;
  }
  const combo = comboOf(cards);
  const name = {three: "Three of a kind", four: "Four of a kind"}[combo] || titleCase(kindWords(combo));
  return `${name}: ${EA_COMBOS[combo]} (§2.4).`;
}

export default renderer(renderAces, eaLabel, playedCards(["play", "give"]), EA_EVENTS, {help: eaHelp});
