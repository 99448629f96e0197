// The renderer of bombs-away (see play-board.js).

import {
  decisionsPart, finalHandsPart, handPart, line, part, put, resultPart, reveal, seatRows, seatsPart, turnLine, viewerIs,
} from "../parts.js";
import {fallbackLabel, nameOf, renderer, seen} from "../renderer.js";
import {cardOr, cardsOrCount, has, kindWords, late, list, plural, ranks, titleCase} from "../words.js";

const BA_DECISIONS = {
  keep: (d, mine, n, ui) => [
    "keep one of the two cards the Ace drew (the other goes to the bottom of the deck)",
    reveal(ui, "Drawn: ", d.cards),
  ],
  bury: (d, mine, n, ui) => [
    `put one card of ${n(d.target)}'s hand at the bottom of the deck (a 5)`,
    reveal(ui, `Only you see ${n(d.target)}'s hand: `, d.cards),
  ],
  pick: (d, mine, n, ui) => [
    `pick one of ${n(d.with)}'s cards, blind (a 9's swap)`,
    ui.el("div", {class: "pk-reveal"}, `${n(d.with)}'s cards, face down: `, ui.back(d.positions || 0)),
  ],
  damage: (d, mine, n) => [`deal ${d.amount} damage to one of ${(d.targets || []).map(n).join(", ")}`],
  "keep-ten": (d) => [
    `keep one 10-value card; the others go back into the deck${Array.isArray(d.cards) ? ` (${list(d.cards)})` : ""}`,
  ],
};

function renderAway(view, board, ui) {
  const name = (s) => ui.seatName(s);
  const isMe = viewerIs(ui);
  const rows = seatRows(view, isMe, (s) => [`${plural(s.score, "point")}`, s.eliminated ? "eliminated" : null,
    view.games > 1 ? `${plural(s.wins || 0, "game")} won` : null]);
  const pile = view.pile || [];
  const chains = view.chains || [];
  put(board,
    line(ui, `Game ${view.game_number} of ${view.games} · ${view.direction} · started by ${name(view.starter)}` +
      (view.winner_carryover ? " · the winner carries points over" : "")),
    turnLine(ui, view, view.turn, name(view.turn), isMe(view.turn), view.turn_due_ms,
      {closing: "the closing card of a damaging chain", fresh: "play a card"}[view.role] || null),
    seatsPart(ui, rows),
    part(
      ui,
      "pile",
      "Pile",
      pile.length
        ? ui.el("div", {class: "pk-pile-cards"}, pile.map((p, i) =>
          ui.el("span", {class: "pk-pile-card", "data-top": i === pile.length - 1},
            ui.card(p.card),
            p.became && !String(p.card).startsWith(p.became) ? ui.el("small", {}, `as ${p.became}`) : null,
            ui.el("small", {}, `worth ${p.value}`))))
        : line(ui, "The pile is empty."),
      line(ui, `${plural(view.pile_count || 0, "card")} on the pile (the top ${pile.length} shown, top last). Deck: `,
        ui.back(view.deck_count || 0)),
      Array.isArray(view.blocked) && view.blocked.length
        ? line(ui, `Blocked by 8s (the next one played has no effect): ${view.blocked.join(", ")}.`)
        : null,
    ),
    chains.length
      ? part(
        ui,
        "chains",
        "Damaging chains",
        ui.el("ol", {class: "pk-list"}, chains.map((c) =>
          ui.el("li", {"data-seat": c.damager},
            `${name(c.damager)}'s chain: ` +
            (c.response === null || c.response === undefined
              ? "waiting for the response."
              : `the response is worth ${c.response}; a closing card worth ${c.response} or more ` +
                "deals its value in damage.")))),
        has(view.responder) ? line(ui, `Play resumes after ${name(view.responder)}.`) : null,
      )
      : null,
    decisionsPart(ui, view.decisions, name, isMe,
      (d, mine) => (BA_DECISIONS[d.kind] || (() => [kindWords(d.kind)]))(d, mine, name, ui)),
    handPart(ui, view.hand),
    Array.isArray(view.game_winners) && view.game_winners.length && view.games > 1
      ? line(ui, `Games won so far: ${view.game_winners.map((s, i) => `game ${i + 1} ${name(s)}`).join(", ")}.`)
      : null,
    resultPart(ui, view.result, name, view.result && view.result.wins, [line(ui, "Scores are games won.")]),
    view.status === "finished" ? finalHandsPart(ui, view.hands, name) : null,
  );
}

const BA_EVENTS = {
  GameStarted: (d) => `Series of ${plural(d.games, "game")} starts: ${(d.names || []).join(", ")}`,
  GameDealt: (d, n) => `Game ${d.game}: 4 cards each; ${n(d.starter)} starts`,
  TurnBegan: (d, n) => `${n(d.seat)}'s turn${d.role === "closing" ? " (closing card)" : ""}`,
  TurnSkipped: (d, n) => `${n(d.seat)} has no card to play: skipped`,
  CardPlayed: (d, n) => {
    const words = [`${n(d.seat)} plays ${d.card}`];
    if (d.declare) words.push(`as ${d.declare}`);
    else if (d.became && !String(d.card).startsWith(d.became)) words.push(`as ${d.became}`);
    if (has(d.target)) words.push(`at ${n(d.target)}`);
    if (d.block) words.push(`blocking ${ranks(d.block)}`);
    const tail = [`value ${d.value}`];
    if (d.effect === false) tail.push("no effect");
    if (d.block_used) tail.push(`uses up the block on ${ranks(d.block_used)}`);
    if (d.role === "closing") tail.push("closing card");
    return `${words.join(" ")} (${tail.join(", ")})${late(d)}`;
  },
  ChainOpened: (d, n) => `${n(d.seat)} opens a damaging chain`,
  ChainBlocked: (d, n) => `${n(d.by)} blocks ${n(d.seat)}'s chain with a 7`,
  ChainCancelled: (d, n) => `${n(d.seat)}'s chain is cancelled`,
  DamageOwed: (d, n) => `${n(d.seat)} deals ${d.amount} damage: to ${(d.targets || []).map(n).join(" or ")}?`,
  DamageDealt: (d, n) =>
    `${n(d.seat)} deals ${d.amount} damage to ${n(d.target)}, who has ${plural(d.points, "point")} left${late(d)}`,
  ChainClosed: (d, n) => `${n(d.seat)}'s chain closes${d.dealt ? "" : " without damage"}`,
  PlayerEliminated: (d, n) => `${n(d.seat)} is eliminated`,
  PlayerSkipped: (d, n) => `${n(d.seat)} is skipped`,
  DirectionReversed: (d) => `Play goes ${d.clockwise ? "clockwise" : "counter-clockwise"} now`,
  RankBlocked: (d, n) => `${n(d.seat)} blocks ${ranks(d.rank)}`,
  PileShuffledIn: (d) => `${list(d.cards)} shuffled from the pile into the deck`,
  DeckRebuilt: (d) =>
    `The deck is rebuilt from the pile (${plural((d.cards || []).length || d.cards_count || 0, "card")})`,
  CardsDrawn: (d, n) => `${n(d.seat)} draws ${cardsOrCount(d.cards, d.cards_count)}`,
  AceDrawn: (d, n) => `${n(d.seat)} draws ${cardsOrCount(d.cards, d.cards_count)} for the Ace`,
  AceKept: (d, n) =>
    `${n(d.seat)} keeps ${cardOr(d.kept, "one")} and puts ${cardOr(d.bottomed, "the other")} at the bottom${late(d)}`,
  HandShuffledIn: (d, n) => `${n(d.seat)} shuffles ${cardsOrCount(d.cards, d.cards_count)} into the deck`,
  HandLookedAt: (d, n) =>
    `${n(d.seat)} looks at ${n(d.target)}'s hand${Array.isArray(d.cards) ? `: ${list(d.cards)}` : ""}`,
  CardBuried: (d, n) =>
    `${n(d.seat)} puts ${cardOr(d.card, "a card")} of ${n(d.target)}'s hand at the bottom${late(d)}`,
  SwapOffered: (d, n) => `${n(d.seat)} and ${n(d.target)} each pick one of the other's cards, blind`,
  PositionPicked: (d, n) => `${n(d.seat)} picks card #${d.position + 1}${late(d)}`,
  CardsSwapped: (d, n) =>
    `${n(d.seat)} and ${n(d.target)} swap: ` +
    `${n(d.seat)} gives ${cardOr(d.given, "a card")} and takes ${cardOr(d.taken, "a card")}`,
  TenChoiceOwed: (d, n) => `${n(d.seat)} holds more than one 10-value card and keeps one`,
  TensReturned: (d, n) =>
    `${n(d.seat)} keeps ${cardOr(d.kept, "one")} and returns ` +
    `${cardsOrCount(d.returned, d.returned_count)} to the deck${late(d)}`,
  GameWon: (d, n) => `${n(d.seat)} wins game ${d.game} with ${plural(d.points, "point")} left`,
  SeriesFinished: (d, n) =>
    `Series over: ${n(d.winner)} wins (games won: ${(d.wins || []).map((w, s) => `${n(s)} ${w}`).join(", ")})`,
};

function awayLabel(command) {
  const c = command;
  const n = (s) => nameOf(s);
  switch (c.type) {
    case "play": {
      const words = [`Play ${c.card}`];
      if (c.declare) words.push(`as ${c.declare}`);
      if (has(c.target)) words.push(`at ${n(c.target)}`);
      if (c.block) words.push(`block ${ranks(c.block)}`);
      return words.join(", ").replace(/, (as|at) /g, " $1 ");
    }
    case "keep": return `Keep ${c.card}`;
    case "bury": return `Bury ${c.card}`;
    case "pick": return `Pick card #${c.position + 1}`;
    case "damage": {
      const owed = ((seen.view && seen.view.decisions) || []).find((d) => d.kind === "damage");
      return `Damage ${n(c.target)}${owed && owed.amount ? ` (${owed.amount})` : ""}`;
    }
    case "keep-ten": return `Keep ${c.card} (return the other 10s)`;
    default: return fallbackLabel(c);
  }
}

/** What each card does when played (§4.5), by its rank. */
const AWAY_CARDS = {
  A: "draw 2, keep one, the other to the bottom", 2: "skip the next player", 3: "turn the direction around",
  4: "shuffle your hand into the deck and draw 4", 5: "look at a hand and send one of its cards to the bottom",
  6: "becomes the card under it", 7: "shuffle the pile's top 5 into the deck; stops a 10-K's chain",
  8: "block a rank: its next card does nothing", 9: "swap a card blind with another player",
  10: "opens a damaging chain", J: "opens a damaging chain", Q: "opens a damaging chain", K: "opens a damaging chain",
  JK: "stands for the number you declare",
};
const AWAY_HELP = {
  keep: "The Ace: keep one of the two cards drawn; the other goes to the bottom of the deck (§4.5).",
  bury: "The Five: this card of their hand goes to the bottom of the deck (§4.5).",
  pick: "The Nine: take the card at this face-down place of the other hand (§4.5).",
  damage: "Your chain did damage: choose who takes it (§4.7).",
  "keep-ten": "The ten-value rule: keep one card worth 10; the others go back, and you draw again (§4.4).",
};

function awayHelp(c) {
  if (c.type !== "play") return AWAY_HELP[c.type] || null;
  const code = String(c.card || "");
  const rank = code === "JK" ? "JK" : code.slice(0, -1);
  return AWAY_CARDS[rank] ? `${titleCase(AWAY_CARDS[rank])} (§4.5).` : null;
}

export default renderer(
  renderAway, awayLabel, (c) => (c.type === "play" && c.card ? [c.card] : []), BA_EVENTS, {help: awayHelp},
);
