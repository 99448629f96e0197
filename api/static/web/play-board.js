// The game page's board (see play.js): the game's renderer, the module games/<slug>.js loaded by the game's slug (a
// game without one is drawn by PLAIN), the drawing helpers the page gives it as `ui` (the viewer's own cards, which
// a click selects, and countdowns), #board, and #countdown.

import * as api from "./api.js";
import * as dom from "./dom.js";
import {idleLine} from "./idle.js";
import {drawSelectionState, selectionChanged} from "./play-live.js";
import {markActed} from "./play-moments.js";
import {$, seatName, state} from "./play.js";

const {el} = dom;

// --- drawing helpers, shared with the game's renderer through `ui` ---------------------------------------------------

/** The selection survives a redraw: the codes selected before it are selected again, once each. */
let selectionLeft = [];

function card(code, opts) {
  const node = dom.card(code, drawer.suits || dom.STANDARD_SUITS);
  if (!(opts && opts.mine)) return node;
  const text = node.getAttribute("data-card");
  node.setAttribute("data-mine", "");
  node.setAttribute("role", "button");
  node.setAttribute("tabindex", "0");
  const left = selectionLeft.indexOf(text);
  if (left >= 0) {
    selectionLeft.splice(left, 1);
    node.setAttribute("data-selected", "");
  }
  node.setAttribute("aria-pressed", node.hasAttribute("data-selected") ? "true" : "false");
  node.addEventListener("click", api.guard(() => toggleCard(node)));
  node.addEventListener("keydown", api.guard((event) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      toggleCard(node);
    }
  }));
  return node;
}

function toggleCard(node) {
  node.toggleAttribute("data-selected");
  node.setAttribute("aria-pressed", node.hasAttribute("data-selected") ? "true" : "false");
  selectionChanged();
}

function deadlineIso(deadline) {
  const ms = typeof deadline === "number" ? deadline : Date.parse(deadline);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : String(deadline);
}

function countdown(deadline) {
  const node = el("span", {class: "timer", "data-deadline": deadlineIso(deadline)});
  tick(node);
  return node;
}

function tick(node) {
  const due = Date.parse(node.getAttribute("data-deadline"));
  if (!Number.isFinite(due)) return;
  const left = Math.max(0, due - (Date.now() + state.clockSkewMs));
  node.textContent = `${(left / 1000).toFixed(1)} s`;
  node.toggleAttribute("data-expired", left === 0);
}

function tickAll() {
  for (const node of document.querySelectorAll("[data-deadline]")) tick(node);
}

/** What a renderer draws with; `cardWords(text)` writes the card codes in a text with the game's `suits`, as
 * labels and log lines are. */
function makeUi(suits = dom.STANDARD_SUITS) {
  return {
    seat: state.seat, game: state.slug, card, back: dom.back, seatName, el, countdown,
    cardWords: (text) => dom.cardsInText(text, suits),
  };
}

// --- the renderer of this game (the module games/<slug>.js), with a plain one when it has none ------------
//
// A renderer is the default export of its module: {render(view, board, ui), label(command), cards(command),
// eventLine(event)}, and `suits`, the symbol of each suit letter where the game's suits are not the usual four. No
// table lists the games: the page asks for the module named by the view's game, and a game without one (its module
// is not found, or does not load) is drawn by PLAIN.

const PLAIN = {
  render(view, board, ui) {
    board.append(el("p", {}, `${view.game}, version ${view.version}: ${view.status}`));
    if (Array.isArray(view.hand)) {
      board.append(el("div", {class: "hand"}, view.hand.map((c) => ui.card(c, {mine: true}))));
    }
  },
  label(command) {
    const cards = PLAIN.cards(command);
    return cards.length ? `${command.type} ${cards.join(" ")}` : String(command.type);
  },
  cards(command) {
    return Array.isArray(command.cards) ? command.cards.map(String) : [];
  },
  help() {
    return null;
  },
  eventLine(event) {
    const idle = idleLine(event, seatName);
    if (idle !== null) return idle;
    return event.seat === null || event.seat === undefined ? event.type : `${event.type} (${seatName(event.seat)})`;
  },
};

/** The form of a game type's slug: anything else names no module. */
const SLUG = /^[a-z][a-z0-9-]*$/;
/** The renderer of the game `loaded` names, once its module has loaded (PLAIN until then, and when it has none). */
let drawer = PLAIN;
let loaded = null;

/** Load the renderer of `slug`, once: its module's default export, or PLAIN when it has no module. */
async function loadRenderer(slug) {
  if (slug === loaded) return;
  loaded = slug;
  drawer = PLAIN;
  if (!SLUG.test(slug)) return;
  let module = null;
  try {
    module = await import(`./games/${slug}.js`);
  } catch (_) {
    return; // no renderer for this game type: the plain one draws it
  }
  if (loaded === slug && module.default) drawer = module.default;
}

function renderer() {
  return drawer;
}

/** A renderer's answer, or the plain renderer's when it throws (shown in #error, the page goes on). */
function ask(method, ...args) {
  const r = renderer();
  try {
    return r[method](...args);
  } catch (err) {
    api.showError(`This page could not draw the game (${method}: ${err && err.message ? err.message : err})`);
    return r === PLAIN ? undefined : PLAIN[method](...args);
  }
}

function cardsOf(command) {
  const cards = ask("cards", command);
  return Array.isArray(cards) ? cards.map(String) : [];
}

/** The viewer's cards that are selected, on the board or in the dock. */
function selectedNodes() {
  return Array.from($("game-area").querySelectorAll("[data-mine][data-selected]"));
}

// --- the dock: the viewer's hand above its commands, fixed at the bottom of the screen while it plays ------------

const SORT_KEY = "powderkeg.handSort";
const SORTS = {rank: "by rank", suit: "by suit"};

function handSort() {
  try {
    return localStorage.getItem(SORT_KEY) === "suit" ? "suit" : "rank";
  } catch (_) {
    return "rank";
  }
}

/** The hand's cards in the chosen order: the server's (by rank), or grouped by suit (in the server's order within a
 * suit; cards with no suit of the game's, jokers and wilds, last). */
function sortHand(hand) {
  const cards = Array.from(hand.querySelectorAll("[data-mine]"));
  if (handSort() !== "suit") return;
  const suits = Object.keys(drawer.suits || dom.STANDARD_SUITS);
  const order = (code) => {
    const at = code.length > 1 ? suits.indexOf(code.slice(-1)) : -1;
    return at < 0 || dom.JOKERS.has(code) ? suits.length : at;
  };
  const ranked = cards.map((node, i) => ({node, i, suit: order(node.getAttribute("data-card"))}));
  ranked.sort((a, b) => a.suit - b.suit || a.i - b.i);
  const box = cards.length ? cards[0].parentNode : null;
  if (box) box.append(...ranked.map((r) => r.node));
}

function sortButtons() {
  return el("span", {class: "pk-sort", role: "group", "aria-label": "Sort your hand"}, "Sort: ",
    Object.entries(SORTS).map(([key, words]) => el("button", {
      type: "button",
      class: "quiet",
      "data-sort": key,
      "aria-pressed": handSort() === key ? "true" : "false",
      onclick: () => {
        try {
          localStorage.setItem(SORT_KEY, key);
        } catch (_) { /* a browser that keeps nothing sorts for this page only */ }
        if (state.view) drawBoard(state.view);
      },
    }, words)));
}

/** The board's hand part, moved into the dock (#hand-dock): always in sight above the commands. */
function dockHand(board) {
  const dock = $("hand-dock");
  const hand = board.querySelector('[data-part="hand"]');
  if (!hand) {
    dock.replaceChildren();
    dock.hidden = true;
    return;
  }
  sortHand(hand);
  const title = hand.querySelector("h3");
  if (title && hand.querySelector("[data-mine]")) title.append(" ", sortButtons());
  dock.replaceChildren(hand);
  dock.hidden = false;
}

// --- the seats, around the table: each seat a place in play order from the viewer's left, the viewer's own last --

/**
 * Lay the seats out as places at a table (the stylesheet draws each `li` of `.pk-table-ring` as a tile): from the
 * seat on the viewer's left (the next to play after them) round to the one on their right, the viewer's own place
 * last, nearest their hand; each seat awaited now is marked `data-awaited`, and each that may still act in an open
 * window `data-window`.
 */
function seatTable(board, view) {
  const list = board.querySelector('[data-part="seats"] ul.pk-seats');
  if (!list) return;
  const rows = Array.from(list.children);
  const n = rows.length;
  const me = typeof state.seat === "number" && !state.match ? state.seat : null;
  const place = (row) => {
    const seat = Number(row.getAttribute("data-seat"));
    return me === null ? seat : (seat - me - 1 + n) % n;
  };
  rows.sort((a, b) => place(a) - place(b));
  list.append(...rows);
  list.classList.add("pk-table-ring");
  const awaited = new Set(view.status === "active" && Array.isArray(view.awaiting) ? view.awaiting : []);
  const inWindow = new Set();
  for (const w of view.status === "active" && Array.isArray(view.windows) ? view.windows : []) {
    const waived = Array.isArray(w.waived) ? w.waived : [];
    for (const s of Array.isArray(w.seats) ? w.seats : []) if (!waived.includes(s)) inWindow.add(s);
  }
  for (const row of rows) {
    const seat = Number(row.getAttribute("data-seat"));
    row.toggleAttribute("data-awaited", !state.match && awaited.has(seat));
    row.toggleAttribute("data-window", !state.match && inWindow.has(seat));
  }
}

/** The page keeps room below its content for the fixed dock, and scrolls what it brings into view above the dock
 * (the stylesheet's scroll-padding), so that nothing lies under it for good. */
function watchDock() {
  const dock = $("dock");
  if (!dock || typeof ResizeObserver !== "function") return;
  new ResizeObserver(() => {
    const height = `${Math.ceil(dock.getBoundingClientRect().height)}px`;
    document.documentElement.style.setProperty("--dock-height", height);
  }).observe(dock);
}

function drawBoard(view) {
  const board = $("board");
  selectionLeft = selectedNodes().map((n) => n.getAttribute("data-card"));
  board.replaceChildren();
  const r = renderer();
  try {
    r.render(view, board, makeUi(r.suits));
  } catch (err) {
    api.showError(`This page could not draw the game (${err && err.message ? err.message : err})`);
    board.replaceChildren();
    if (r !== PLAIN) PLAIN.render(view, board, makeUi());
  }
  seatTable(board, view);
  dockHand(board);
  markActed();
  selectionLeft = [];
  drawSelectionState();
}

const WINDOW_WORDS = {"last-call": "Last call", nine: "Nine window", "six-block": "Block window"};

/** #countdown: the open out-of-turn window that closes first, and the time it has left (the game's renderer
 * draws who may play in it, not its clock). */
function drawCountdown(view) {
  const box = $("countdown");
  const windows = view.status === "active" && Array.isArray(view.windows) ? view.windows : [];
  if (!windows.length) {
    box.replaceChildren();
    box.hidden = true;
    return;
  }
  const timed = windows.filter((w) => typeof w.due_ms === "number").sort((a, b) => a.due_ms - b.due_ms)[0];
  const shown = timed || windows[0];
  const name = WINDOW_WORDS[shown.kind] || `Window (${shown.kind})`;
  const waived = Array.isArray(shown.waived) ? shown.waived : [];
  const seats = (Array.isArray(shown.seats) ? shown.seats : []).filter((s) => !waived.includes(s));
  const who = seats.length ? ` for ${seats.map(seatName).join(", ")}` : "";
  box.replaceChildren(
    timed ? el("span", {}, `${name}${who}: closes in `, countdown(timed.due_ms)) : `${name}${who}: open until all waive`,
  );
  box.hidden = false;
}


export {tickAll, loadRenderer, ask, cardsOf, drawBoard, drawCountdown, selectedNodes, watchDock};
