// Powderkeg's web client: building the page, shared by the lobby and the game page. Everything is made with DOM
// calls (text stays text: a player's name never becomes markup), and seats and games are named the same way on
// every page.

/** The usual four suits as their symbols; a game with other suits names its own (its renderer's `suits`). */
const STANDARD_SUITS = {C: "♣", D: "♦", H: "♥", S: "♠"};
/** The jokers by name, told apart everywhere: a card's face, a button, the log. */
const JOKER_NAMES = {BJ: "Black Joker", RJ: "Red Joker", JK: "Joker"};
const JOKERS = new Set(Object.keys(JOKER_NAMES));

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

/** A card in words and symbols: `10♥`, `Black Joker`; the suit as `suits` (a letter → symbol map) shows it. */
function cardText(code, suits = STANDARD_SUITS) {
  if (Object.hasOwn(JOKER_NAMES, code)) return JOKER_NAMES[code];
  const suit = suits && code.length > 1 ? suits[code.slice(-1)] : null;
  return suit ? code.slice(0, -1) + suit : code;
}

/** `text` with each card code in it written as `cardText` writes it (a button's label, a log line), so that a
 * card reads the same on the board, in the buttons and in the log. A code is a rank (2-10, J, Q, K, A) then a
 * suit letter of `suits`, or a joker, as a word of its own. */
function cardsInText(text, suits = STANDARD_SUITS) {
  const letters = Object.keys(suits || {}).join("");
  const codes = letters ? `(?:10|[2-9JQKA])[${letters}]|` : "";
  const pattern = new RegExp(`(^|[^A-Za-z0-9])(${codes}BJ|RJ|JK)(?![A-Za-z0-9])`, "g");
  return String(text).replace(pattern, (_, before, code) => before + cardText(code, suits));
}

/** A face-up card: `<span class="card" data-card="3C">`. */
function card(code, suits = STANDARD_SUITS) {
  const text = String(code);
  const face = cardText(text, suits);
  return el("span", {class: "card", "data-card": text, title: face === text ? text : `${face} (${text})`}, face);
}

/** A reference to the rules in a text (`§2.6`, `docs/rules.md §0.1`, a ruling's label such as `B5` or `W14`). */
const RULE_REF = /(?:docs\/rules\.md )?§(\d+(?:\.\d+)?)|\b([BAHW]\d{1,2})\b/g;

/** `text` as nodes, each reference to the rules in it a link to that place of the rules page (/rules), opened
 * in another tab so that a game in play stays where it is. */
function withRuleLinks(text) {
  const out = [];
  let at = 0;
  for (const match of String(text).matchAll(RULE_REF)) {
    if (match.index > at) out.push(String(text).slice(at, match.index));
    const anchor = match[1] ? `s${match[1]}` : match[2];
    out.push(el("a", {href: `/rules#${anchor}`, target: "_blank", rel: "noopener", class: "rule-ref"}, match[0]));
    at = match.index + match[0].length;
  }
  if (at < String(text).length) out.push(String(text).slice(at));
  return out;
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

export {STANDARD_SUITS, JOKERS, el, cardText, cardsInText, withRuleLinks, card, back, seatWords, titleOf, when};
