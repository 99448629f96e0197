// The game page at /play/<game id>: a seat's page when it holds the seat's token (kept in localStorage, or a
// link's URL fragment), else a spectator's. It knows no rules: the view comes from GET /v1/games/{id}, what the
// seat may do from GET .../legal-commands, and the game's renderer, the module games/<slug>.js, draws the table and
// names commands and events (a game without one gets a plain renderer).
//
// The page is six ES modules: this one (the page's state, the seat's token, the view, starting up), play-board.js
// (the game's renderer, #board and #countdown), play-live.js (the commands, the log and the live stream),
// play-idle.js (the seat on autopilot, resigning, and a game abandoned: docs/rules.md §0.1), play-waiting.js (a
// game waiting for players) and play-finished.js (rematch, replay and verification). They call one another's
// functions, an import cycle that ES modules allow: no module uses another's binding while the modules load, only
// once the page has started.

import * as api from "./api.js";
import * as dom from "./dom.js";
import {isAbandoned} from "./idle.js";
import * as player from "./player.js";
import {alertFor, drawSoundSwitch} from "./play-alert.js";
import {drawBoard, drawCountdown, loadRenderer, tickAll, watchDock} from "./play-board.js";
import {showFinished, drawRematchButton} from "./play-finished.js";
import {drawIdle} from "./play-idle.js";
import {drawCommands, drawSelectionState, refreshSeat, startLog, startStream} from "./play-live.js";
import {showWaiting, stopWaiting} from "./play-waiting.js";

const $ = (id) => document.getElementById(id);
const TICK_MS = 250;
const RETRY_MAX_MS = 15000;

const state = {
  id: window.location.pathname.replace(/^\/play\//, "").replace(/\/+$/, ""), // ids are URL-safe as they are
  token: null, // the token this page sends; null: a spectator
  fragmentToken: null, // the address's token, until a request shows it works (then it is stored)
  playerKey: null, // this browser's player's key, tried when no seat token is kept (it acts for the player's seat)
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

function seatName(seat) {
  const seats = state.view && Array.isArray(state.view.seats) ? state.view.seats : [];
  const found = seats.find((s) => s && s.seat === seat) || seats[seat];
  return found && found.name ? found.name : `seat ${seat}`;
}


// --- the seat's token ---------------------------------------------------------------------------------
//
// A token is only ever sent to its own game (its prefix is the game's id). A link's token (the fragment) is
// tried first, and replaces the stored one only once a request has shown that it works; a refused one gives
// way to the stored one. Every request with the token goes through seatRequest, which handles a refusal.
// Where this browser keeps no seat token of the game, its player's key is tried: it acts for the seat the player
// holds (a seat taken as a player has no token of its own: the player's keys alone act for it), and a refusal
// (403: the player holds no seat here) quietly makes the page a spectator's.

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
  if (!state.token) {
    const me = player.get();
    state.playerKey = me ? me.key : null;
    state.token = state.playerKey;
  }
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
  if (token === state.playerKey) {
    // The player holds no seat of this game (403): a spectator, as anybody. A key the server no longer knows
    // (401: revoked, or the player erased) held the player's seats: that is said (the lobby makes a new player).
    state.playerKey = null;
    state.token = null;
    setSeat(null);
    if (err.status === 401) {
      api.showError(`${err.message} (this browser's player is no longer known: this page now shows the game as ` +
        "a spectator; the lobby makes you a new player)");
    }
    seatChanged();
    return;
  }
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
 * address's fragment. A seat taken as a player has no token (null): the player's key acts for it. */
function useToken(token) {
  state.fragmentToken = null;
  if (!token) {
    const me = player.get();
    state.playerKey = me ? me.key : null;
    state.token = state.playerKey;
    return;
  }
  state.token = token;
  state.playerKey = null;
  if (!api.tokens.set(state.id, token)) {
    window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}#${token}`);
  }
}

/** The seat was given up (left): its token is forgotten, here and in storage. */
function dropToken() {
  if (state.token) api.tokens.forget(state.id, state.token);
  state.token = null;
  state.fragmentToken = null;
  state.playerKey = null;
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
  if (state.mode === "game" && state.view) drawIdle(state.view);
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
  const status = isAbandoned(view)
    ? "abandoned"
    : {waiting: "waiting for players", active: "in play", finished: "finished"}[view.status];
  return `${who} · ${status || view.status}`;
}

function drawView(view) {
  const text = JSON.stringify(view);
  if (text === state.viewText) return;
  state.view = view;
  state.viewText = text;
  document.body.setAttribute("data-status", view.status);
  $("status-line").textContent = statusWords(view);
  if (state.slug) showTitle();
  if (!state.replaying) drawBoard(view);
  // The first board drawn: its time since the page began loading is what the browser tests report.
  if (!performance.getEntriesByName("pk-first-draw").length) performance.mark("pk-first-draw");
  drawCountdown(view);
  drawIdle(view);
  if (view.status === "finished") showFinished();
  else drawSelectionState();
}

// --- the game -----------------------------------------------------------------------------------------

function showTitle() {
  const title = dom.titleOf(state.types, state.slug);
  $("game-title").textContent = title + (state.match ? " (match)" : "");
  const awaited = state.seat !== null && Array.isArray(state.view?.awaiting) && state.view.awaiting.includes(state.seat);
  // The tab says when the game waits for this seat (its turn, a decision, a window), seen from another tab too.
  document.title = `${awaited ? "● Your move · " : ""}${title} · Powderkeg`;
  document.body.toggleAttribute("data-your-move", awaited);
  alertFor(awaited);
}

async function enterGame(view) {
  state.mode = "game";
  stopWaiting();
  state.slug = view.game;
  state.match = view.kind === `${view.game}-match`; // the kind of a match of any game type (GameView)
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
  watchDock();
  drawSoundSwitch();
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
  state, $, backoff, sleep, path, seatName, statusWords, showTitle, setSeat, seatRequest, useToken, dropToken,
  tokenRefused, fetchView, applyView, drawView,
};

document.addEventListener("DOMContentLoaded", api.guard(start));
