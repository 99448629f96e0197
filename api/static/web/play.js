// The game page at /play/<game id>: a seat's page when it holds the seat's token (kept in localStorage, or a
// link's URL fragment), else a spectator's. It knows no rules: the view comes from GET /v1/games/{id}, what the
// seat may do from GET .../legal-commands, and the game's renderer, the module games/<slug>.js, draws the table and
// names commands and events (a game without one gets the plain renderer below).
//
// The page is four ES modules: this one (the page's state, the seat's token, the view and the board, starting
// up), play-live.js (the commands, the log and the live stream), play-waiting.js (a game waiting for players) and
// play-finished.js (rematch, replay and verification). They call one another's functions, an import cycle that ES
// modules allow: no module uses another's binding while the modules load, only once the page has started.

import * as api from "./api.js";
import * as dom from "./dom.js";
import {showFinished, drawRematchButton} from "./play-finished.js";
import {
  drawCommands, drawSelectionState, refreshSeat, selectionChanged, startLog, startStream,
} from "./play-live.js";
import {showWaiting, stopWaiting} from "./play-waiting.js";

const {el} = dom;
const $ = (id) => document.getElementById(id);
const TICK_MS = 250;
const RETRY_MAX_MS = 15000;

const state = {
  id: window.location.pathname.replace(/^\/play\//, "").replace(/\/+$/, ""), // ids are URL-safe as they are
  token: null, // the token this page sends; null: a spectator
  fragmentToken: null, // the address's token, until a request shows it works (then it is stored)
  seat: null,
  mode: null, // "waiting" | "game"
  view: null,
  viewText: "",
  slug: null,
  match: false,
  types: [], // GET /v1/game-types, for the titles
  replaying: false, // the board shows a replay's step, not the view
  clockSkewMs: 0,
};

/** How long to wait before the next try after `failures` failures in a row: 0.5 s, doubling, at most 15 s. */
function backoff(failures) {
  return Math.min(RETRY_MAX_MS, 500 * 2 ** failures);
}

function sleep(ms) {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

// --- drawing helpers, shared with the game's renderer through `ui` ---------------------------------------------------

/** The selection survives a redraw: the codes selected before it are selected again, once each. */
let selectionLeft = [];

function card(code, opts) {
  const node = dom.card(code, drawer.suitSymbols !== false);
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

function seatName(seat) {
  const seats = state.view && Array.isArray(state.view.seats) ? state.view.seats : [];
  const found = seats.find((s) => s && s.seat === seat) || seats[seat];
  return found && found.name ? found.name : `seat ${seat}`;
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

function makeUi() {
  return {seat: state.seat, game: state.slug, card, back: dom.back, seatName, el, countdown};
}

// --- the renderer of this game (the module games/<slug>.js), with a plain one when it has none ------------
//
// A renderer is the default export of its module: {render(view, board, ui), label(command), cards(command),
// eventLine(event)}, and suitSymbols: false where the game's suits are not the usual four (its cards keep letters). No table lists the games: the page asks for the module named by the view's game, and a game
// without one (its module is not found, or does not load) is drawn by PLAIN.

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
  eventLine(event) {
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

// --- the seat's token ---------------------------------------------------------------------------------
//
// A token is only ever sent to its own game (its prefix is the game's id). A link's token (the fragment) is
// tried first, and replaces the stored one only once a request has shown that it works; a refused one gives
// way to the stored one. Every request with the token goes through seatRequest, which handles a refusal.

function path(suffix) {
  return `/v1/games/${encodeURIComponent(state.id)}${suffix || ""}`;
}

function decoded(text) {
  try {
    return decodeURIComponent(text);
  } catch (_) {
    return text;
  }
}

function readTokens() {
  const raw = window.location.hash.replace(/^#/, "");
  const fromAddress = raw ? decoded(raw) : null;
  state.fragmentToken = api.tokens.fits(state.id, fromAddress) ? fromAddress : null;
  state.token = state.fragmentToken || api.tokens.get(state.id);
  if (raw && !state.fragmentToken) clearFragment(false); // not a token of this game: nothing to keep
}

/** Take the fragment out of the address bar (its history, and anything copied from it). A browser that keeps
 * no token keeps a working one there (`always` false), so that reloading the page is still the seat's page. */
function clearFragment(always) {
  if (!window.location.hash || !(always || api.tokens.works())) return;
  window.history.replaceState(null, "", window.location.pathname + window.location.search);
}

/** A request with `token` was answered: a link's token becomes the one this browser keeps. */
function tokenWorked(token) {
  if (token !== state.fragmentToken) return;
  state.fragmentToken = null;
  if (api.tokens.set(state.id, token)) clearFragment(false);
}

/** `token` was refused (401 or 403): a link's token gives way to the stored one; a stored one is forgotten (only
 * if storage still holds that very token) and the page goes on as a spectator. */
function tokenFailed(token, err) {
  if (token !== state.token) return; // another request has dealt with it already
  if (token === state.fragmentToken) {
    state.fragmentToken = null;
    clearFragment(true);
    const stored = api.tokens.get(state.id);
    if (stored && stored !== token) {
      state.token = stored;
      api.showError(`${err.message} (the token in the link; this page goes on with the seat this browser keeps)`);
      return;
    }
  } else {
    api.tokens.forget(state.id, token);
  }
  state.token = null;
  setSeat(null);
  api.showError(`${err.message} (this page now shows the game as a spectator)`);
  seatChanged();
}

/** A token of game `gameId` was refused: this page's goes through tokenFailed; another game's (a rematch's
 * game before) is forgotten if it is the one stored. */
function tokenRefused(gameId, token, err) {
  if (gameId === state.id) {
    tokenFailed(token, err);
  } else {
    api.tokens.forget(gameId, token);
    api.showError(err);
  }
}

/**
 * A request of this game (`suffix` after /v1/games/{id}) as the page's seat; opts: {body, headers, spectate}.
 * A 401 or 403 drops the token (tokenFailed) and asks again with the next one; with none left, it asks as a
 * spectator when `spectate` says a spectator may, else it resolves to null (the page has said why).
 */
async function seatRequest(method, suffix, opts) {
  const options = opts || {};
  for (;;) {
    const token = state.token;
    if (!token && !options.spectate) return null;
    try {
      const answer = await api.request(method, path(suffix), {token, body: options.body, headers: options.headers});
      if (token) tokenWorked(token);
      return answer;
    } catch (err) {
      if (!token || (err.status !== 401 && err.status !== 403)) throw err;
      tokenFailed(token, err);
    }
  }
}

/** The page holds `token` now (a seat just taken): stored, or where this browser keeps nothing, in the
 * address's fragment. */
function useToken(token) {
  state.token = token;
  state.fragmentToken = null;
  if (!api.tokens.set(state.id, token)) {
    window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}#${token}`);
  }
}

/** The seat was given up (left): its token is forgotten, here and in storage. */
function dropToken() {
  if (state.token) api.tokens.forget(state.id, state.token);
  state.token = null;
  state.fragmentToken = null;
  clearFragment(true);
  setSeat(null);
}

function setSeat(seat) {
  state.seat = seat === undefined ? null : seat;
  if (state.seat === null) document.body.removeAttribute("data-seat");
  else document.body.setAttribute("data-seat", String(state.seat));
}

/** What depends on holding a seat is drawn again (the token was refused). */
function seatChanged() {
  drawCommands();
  drawRematchButton();
}

// --- the view -----------------------------------------------------------------------------------------

function noteClock(headers) {
  const date = headers && Date.parse(headers.get("Date") || "");
  if (!Number.isFinite(date)) return;
  const skew = date - Date.now();
  state.clockSkewMs = Math.abs(skew) > 1500 ? skew : 0; // the Date header counts whole seconds
}

async function fetchView() {
  const answer = await seatRequest("GET", "", {spectate: true});
  noteClock(answer.headers);
  return answer.body;
}

async function applyView(view) {
  if (view.kind === "waiting") {
    showWaiting(view);
    return;
  }
  if (state.mode !== "game") {
    await enterGame(view);
    return;
  }
  drawView(view);
}

function statusWords(view) {
  const who = state.seat === null ? "Spectating" : `You are ${seatName(state.seat)} (seat ${state.seat})`;
  const status = {waiting: "waiting for players", active: "in play", finished: "finished"}[view.status];
  return `${who} · ${status || view.status}`;
}

function drawView(view) {
  const text = JSON.stringify(view);
  if (text === state.viewText) return;
  state.view = view;
  state.viewText = text;
  document.body.setAttribute("data-status", view.status);
  $("status-line").textContent = statusWords(view);
  if (!state.replaying) drawBoard(view);
  drawCountdown(view);
  if (view.status === "finished") showFinished();
  else drawSelectionState();
}

function drawBoard(view) {
  const board = $("board");
  selectionLeft = Array.from(board.querySelectorAll("[data-mine][data-selected]"), (n) => n.getAttribute("data-card"));
  board.replaceChildren();
  const r = renderer();
  try {
    r.render(view, board, makeUi());
  } catch (err) {
    api.showError(`This page could not draw the game (${err && err.message ? err.message : err})`);
    board.replaceChildren();
    if (r !== PLAIN) PLAIN.render(view, board, makeUi());
  }
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

// --- the game -----------------------------------------------------------------------------------------

function showTitle() {
  const title = dom.titleOf(state.types, state.slug);
  $("game-title").textContent = title + (state.match ? " (match)" : "");
  document.title = `${title} · Powderkeg`;
}

async function enterGame(view) {
  state.mode = "game";
  stopWaiting();
  state.slug = view.game;
  state.match = view.kind === "bombs-match";
  document.body.setAttribute("data-game", view.game);
  await loadRenderer(view.game);
  state.viewText = "";
  $("lobby-area").hidden = true;
  $("game-area").hidden = false;
  showTitle();
  state.view = view;
  try {
    await refreshSeat(); // which seat the token holds, and what it may do now
  } catch (err) {
    api.showError(err); // the next refresh asks again
  }
  drawView(view);
  drawCommands();
  await startLog(); // it shows its own errors and tries again
  if (view.status === "active") startStream();
}

// --- start --------------------------------------------------------------------------------------------

/** The view to start from, asked again (backing off) while the server cannot answer. */
async function firstView() {
  for (let failures = 0; ; failures += 1) {
    try {
      return await fetchView();
    } catch (err) {
      const retry = err.status === 0 || err.status === 429 || err.status >= 500;
      $("status-line").textContent = err.status === 404 ? "No such game" : "Could not load the game";
      if (!retry) throw err;
      api.showError(err);
      await sleep(backoff(failures));
    }
  }
}

async function start() {
  if (!state.id) throw new Error("This address names no game: go back to the lobby.");
  readTokens();
  $("invite").textContent = `${window.location.origin}${api.playUrl(state.id)}`;
  window.setInterval(tickAll, TICK_MS);
  api.gameTypes()
    .then((types) => {
      state.types = types;
      if (state.slug) showTitle();
    })
    .catch(() => undefined); // the title stays the game's slug
  const view = await firstView();
  api.clearNetworkError();
  await applyView(view);
}

export {
  state, $, backoff, sleep, cardsOf, ask, path, seatName, statusWords, showTitle, setSeat,
  seatRequest, useToken, dropToken, tokenRefused, fetchView, applyView, drawView, drawBoard,
};

document.addEventListener("DOMContentLoaded", api.guard(start));
