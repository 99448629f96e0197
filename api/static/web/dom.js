// Powderkeg's web client: building the page, shared by the lobby and the game page. Everything is made with DOM
// calls (text stays text: a player's name never becomes markup), and seats and games are named the same way on
// every page.

const SUITS = {C: "♣", D: "♦", H: "♥", S: "♠"};
const JOKERS = new Set(["BJ", "RJ", "JK"]);

/**
 * An element: `attrs` are attributes (true: present and empty; null, undefined or false: absent; "class" the
 * class name; a function under an "on<event>" name: a listener), `children` nodes or text (arrays flattened,
 * null, undefined and false left out).
 */
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "class") node.className = value;
    else if (typeof value === "function" && name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** A card's face: its code, with the suit as a symbol when `suitSymbols` (a game whose suits are the usual four;
 * the renderer of a game with other suits says so, and its suits stay letters, coloured by the stylesheet). */
function cardText(code, suitSymbols) {
  if (JOKERS.has(code)) return "Joker";
  const suit = suitSymbols ? SUITS[code.slice(-1)] : null;
  return suit && code.length > 1 ? code.slice(0, -1) + suit : code;
}

/** A face-up card: `<span class="card" data-card="3C">`. */
function card(code, suitSymbols) {
  const text = String(code);
  return el("span", {class: "card", "data-card": text, title: text}, cardText(text, suitSymbols));
}

/** Face-down cards, as a count (no code anywhere in it); none are drawn for a count of 0. */
function back(count) {
  const n = Math.max(0, Number(count) || 0);
  if (n === 0) return el("span", {class: "no-cards"}, "no cards");
  const words = n === 1 ? "1 face-down card" : `${n} face-down cards`;
  return el("span", {class: "back", "data-count": n, title: words, "aria-label": words}, String(n));
}

/** A seat of a waiting game in words: "open", "ann", "bot (bot)", "ann (reserved)". */
function seatWords(seat) {
  if (seat.open) return "open";
  if (seat.bot) return `${seat.name || "bot"} (bot)`;
  if (seat.reserved) return `${seat.name} (reserved)`;
  return seat.name || "someone";
}

/** A game type's title from GET /v1/game-types (`types`), its slug until they are known. */
function titleOf(types, slug) {
  const type = (types || []).find((t) => t.slug === slug);
  return type ? type.title : slug;
}

/** When something happened, in the reader's time zone: "12:03" today, else the date too (a fixed text: a list is
 * redrawn only when it changes). */
function when(ms) {
  const at = new Date(ms);
  const time = at.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"});
  return at.toDateString() === new Date().toDateString() ? time : `${at.toLocaleDateString()} ${time}`;
}

export {el, cardText, card, back, seatWords, titleOf, when};
