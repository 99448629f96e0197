// The game page, live (see play.js): the commands the seat may send (#commands) and how a move of the seat is sent
// (play-idle.js's return and resign too), the game's log (#log), and the event stream that keeps the page up to
// date, with single-use stream tickets.

import * as api from "./api.js";
import {JOKERS, el, withRuleLinks} from "./dom.js";
import {hasResigned} from "./idle.js";
import {ask, cardsOf, drawBoard, selectedNodes} from "./play-board.js";
import {drawIdle} from "./play-idle.js";
import {showMoments} from "./play-moments.js";
import {drawScores, noteScores} from "./play-scores.js";
import {$, applyView, backoff, drawView, fetchView, path, seatRequest, setSeat, sleep, state} from "./play.js";

const REFRESH_DEBOUNCE_MS = 150;
const MAX_PLAY_BUTTONS = 40;
const LOG_PAGE = 1000;
const LOG_MAX_PAGES = 50;
const SEND_RETRY_MS = 1000;
const DRIFT_WAIT_MS = 2000;

const live = {
  legal: [],
  legalText: "",
  equivalent: "exact", // the answer's equivalent_cards: which other cards a listed play stands for
  sending: false,
  // Bumped when a command is sent and when it is answered: commands asked for under another generation may be
  // those of the game before the move.
  generation: 0,
  seen: new Set(), // "<stream>:<version>" of the events in the log; the stream is a match's table, or ""
  held: new Map(), // each stream's last version such that the log holds every event up to it
  shown: new Map(), // each stream's highest version in the log
  tables: new Set(), // a match's tables, every one it has had
  logFailures: 0,
  source: null,
  streamFailures: 0,
  streamTimer: null,
  refreshTimer: null,
  redrawTimer: null,
  refreshing: false,
  refreshAgain: false,
  // The stream's states (it is opened with state=true): the last one with commands, and what a state must have
  // reached before its commands are drawn after the seat's own move: {stream, version} the move's answer named (a
  // match's table, "" for a game at one table).
  lastState: null,
  needed: null,
};

// --- commands -----------------------------------------------------------------------------------------

/** What the seat may do now, from GET .../legal-commands (which also says which seat the token holds). */
async function refreshSeat() {
  const generation = live.generation;
  const answer = await seatRequest("GET", "/legal-commands");
  if (!answer) return; // a spectator, or the token was just refused (and the page has said so)
  noteSeat(answer.body.seat);
  // A command was sent since the question: its answer may be of the game before the move, whose buttons would
  // send illegal commands. The refresh that follows every send asks again.
  if (generation !== live.generation) return;
  // A state the stream sent meanwhile may be newer than this answer: the older one is not drawn over it.
  if (olderThanState(answer.body)) return;
  takeCommands(answer.body);
}

/** Whether `listed` (legal-commands' answer) holds for a version before the last state's, at the same table. */
function olderThanState(listed) {
  const last = live.lastState && live.lastState.commands;
  return Boolean(last) && (last.table || "") === (listed.table || "") && listed.version < last.version;
}

/** The seat the token holds, as legal-commands (or a state's commands) says it. */
function noteSeat(seat) {
  const before = state.seat;
  setSeat(seat); // a move does not change which seat the token holds
  if (state.seat !== before && state.view) drawIdle(state.view); // the seat's own controls, now it is known
}

/** Draw what `listed` (the body legal-commands answers, or a state's commands) says the seat may do. */
function takeCommands(listed) {
  const commands = Array.isArray(listed.commands) ? listed.commands : [];
  const equivalent = typeof listed.equivalent_cards === "string" ? listed.equivalent_cards : "exact";
  const text = equivalent + JSON.stringify(commands);
  if (text !== live.legalText) {
    live.legal = commands;
    live.equivalent = equivalent;
    live.legalText = text;
    drawCommands();
  }
}

/** Whether the commands of a state (at `commands.version` of its table, if a match) hold after `needed`, the
 * seat's own move: a state of the same stream at least that far, or of another table (the seat has moved on). */
function covers(commands, needed) {
  return !needed || (commands.table || "") !== needed.stream || commands.version >= needed.version;
}

/** A state from the stream: the view (unless older than the one drawn), and the seat's commands, unless a move of
 * the seat is on its way or was answered after this state was made (its answer cleared the commands; the state
 * that follows the move draws them). */
function applyState(data) {
  if (!state.view || !(data.version < state.view.version)) applyView(data.view).catch(api.showError);
  if (!data.commands) return; // a spectator's
  noteSeat(data.commands.seat);
  live.lastState = data;
  if (live.sending || !covers(data.commands, live.needed)) return;
  live.needed = null;
  takeCommands(data.commands);
}

/** The commands that decline to act (a waive, a pass): drawn quiet and last, so that a bomb or a play, not
 * the decline, is what a quick tap in a seconds-long window finds first. */
const DECLINES = new Set(["waive", "pass"]);

function commandButton(command) {
  return el(
    "button",
    {
      type: "button",
      class: DECLINES.has(command.type) ? "command quiet" : "command",
      "data-command-type": command.type,
      "data-command": JSON.stringify(command),
      onclick: api.guard(() => send(command)),
    },
    ask("label", command) || String(command.type),
  );
}

/** `commands`' buttons (in a `cls` list), grouped by what they do: each group's buttons, then its one line of
 * help from the game's renderer (its references to the rules linked to /rules). */
function helped(cls, commands) {
  const groups = new Map();
  for (const command of commands) {
    const help = ask("help", command) || "";
    if (!groups.has(help)) groups.set(help, []);
    groups.get(help).push(command);
  }
  return Array.from(groups, ([help, some]) => el("div", {class: "command-group"},
    el("div", {class: cls}, some.map(commandButton)),
    help ? el("p", {class: "command-help"}, withRuleLinks(help)) : null));
}

function plays() {
  return live.legal.filter((c) => cardsOf(c).length > 0);
}

/** #commands: the commands without cards, then (when there are plays) the selection's play button, then each
 * play's own button (at most 40 of them), then the declines (``DECLINES``). The stylesheet keeps it in sight at
 * the bottom of the screen. */
function drawCommands() {
  const box = $("commands");
  // A seat that resigned sends nothing more: a bot plays it to the end (the server refuses its commands).
  if (state.seat === null || !state.view || state.view.status !== "active" || hasResigned(state.view, state.seat)) {
    box.replaceChildren();
    box.hidden = true;
    return;
  }
  const withCards = plays();
  const without = live.legal.filter((c) => cardsOf(c).length === 0 && !DECLINES.has(c.type));
  const declines = live.legal.filter((c) => cardsOf(c).length === 0 && DECLINES.has(c.type));
  const parts = [];
  if (!live.legal.length) parts.push(el("p", {class: "hint"}, "Nothing to do now."));
  if (without.length) parts.push(...helped("command-list", without));
  if (withCards.length) {
    const selected = el("button", {type: "button", id: "play-selected", disabled: true, onclick: api.guard(playSelected)},
      "Select cards to play");
    parts.push(el("div", {class: "play-row"}, selected, el("div", {id: "play-choices", class: "command-list"})));
    if (withCards.length <= MAX_PLAY_BUTTONS) parts.push(...helped("command-list plays", withCards));
    else parts.push(el("p", {class: "hint"}, `${withCards.length} plays: select their cards in your hand.`));
  }
  if (declines.length) parts.push(...helped("command-list declines", declines));
  box.replaceChildren(...parts);
  box.hidden = false;
  drawSelectionState();
}

function selectedCards() {
  return selectedNodes().map((n) => n.getAttribute("data-card"));
}

function sameCards(a, b) {
  if (a.length !== b.length) return false;
  const x = a.slice().sort();
  const y = b.slice().sort();
  return x.every((code, i) => code === y[i]);
}

/** A card's rank as the contract reads it: its code without the suit letter; a joker is a rank of its own. */
function rankOf(code) {
  return JOKERS.has(code) ? code : code.slice(0, -1);
}

/** Whether a listed play stands for other cards of its ranks, by the answer's `equivalent_cards`: not at all
 * (`exact`), always (`same-ranks`), or unless it is five cards of one suit (`same-ranks-except-flushes`). */
function standsForRanks(cards) {
  if (live.equivalent === "same-ranks") return true;
  if (live.equivalent !== "same-ranks-except-flushes") return false;
  return !(cards.length === 5 && new Set(cards.map((c) => c.slice(-1))).size === 1);
}

/** The plays the selected cards make: the listed ones with exactly those cards, else those the answer's
 * `equivalent_cards` lets them stand for (the same ranks), sent with the selected cards. */
function matchingPlays() {
  const chosen = selectedCards();
  if (!chosen.length) return [];
  const exact = plays().filter((c) => sameCards(cardsOf(c), chosen));
  if (exact.length) return exact;
  const ranks = chosen.map(rankOf);
  return plays()
    .filter((c) => Array.isArray(c.cards) && standsForRanks(cardsOf(c)) && sameCards(cardsOf(c).map(rankOf), ranks))
    .map((c) => ({...c, cards: chosen.slice()}));
}

function drawSelectionState() {
  const button = $("play-selected");
  if (!button) return;
  const chosen = selectedCards();
  const matches = matchingPlays();
  button.disabled = matches.length === 0 || live.sending;
  if (!chosen.length) button.textContent = "Select cards to play";
  else if (!matches.length) button.textContent = `No play with ${chosen.join(" ")}`;
  else if (matches.length === 1) button.textContent = ask("label", matches[0]) || "Play the selected cards";
  else button.textContent = `Play ${chosen.join(" ")}: ${matches.length} ways`;
}

/** A card of the hand was selected or put back: the readings offered for the selection before are gone. */
function selectionChanged() {
  const choices = $("play-choices");
  if (choices) choices.replaceChildren();
  drawSelectionState();
}

async function playSelected() {
  const matches = matchingPlays();
  if (matches.length === 1) {
    await send(matches[0]);
  } else if (matches.length > 1) {
    $("play-choices").replaceChildren(el("span", {class: "hint"}, "Which one?"), ...matches.map(commandButton));
  }
}

function clearSelection() {
  for (const node of selectedNodes()) {
    node.removeAttribute("data-selected");
    node.setAttribute("aria-pressed", "false");
  }
  selectionChanged();
}

/** POST one command. */
async function send(command) {
  await post("/commands", command);
}

/**
 * POST one of the seat's moves: a command (`suffix` /commands, `body` the command), or one answered like a
 * command with no body (the idle routes: taking the seat back from the autopilot, resigning). Its
 * Idempotency-Key is new for each move, and the same for the one retry after a lost connection: if the first
 * request was applied, the server answers it again instead of a second move. A refusal whose code is among
 * `quiet` is not shown (the move is moot: the refresh that follows shows why).
 */
async function post(suffix, body, quiet) {
  if (live.sending || !state.token) return;
  live.sending = true;
  live.generation += 1;
  $("commands").setAttribute("aria-busy", "true");
  api.clearError();
  // With the stream open, the move's events and the state after it come there: the answer need carry neither.
  const headers = {"Idempotency-Key": api.newKey()};
  if (live.source) headers.Prefer = "return=minimal";
  const request = {body, headers};
  let sent = false;
  try {
    let answer;
    try {
      answer = await seatRequest("POST", suffix, request);
    } catch (err) {
      if (err.status !== 0) throw err;
      await sleep(SEND_RETRY_MS);
      answer = await seatRequest("POST", suffix, request);
    }
    if (answer) {
      // What the seat could do before this move is gone: no button of it stays up until the refresh
      // below (or the stream's next state) draws what the seat may do next (anew, even where it reads the same).
      live.legal = [];
      live.legalText = "";
      drawCommands();
      clearSelection();
      if (answer.status === 204) {
        // Minimal: the version reached (a match's: of the table Powderkeg-Table names).
        const table = answer.headers.get("Powderkeg-Table") || "";
        live.needed = {stream: table, version: Number((answer.headers.get("ETag") || "").replace(/\D/g, ""))};
      } else {
        addEvents(answer.body.events, answer.body.table);
        drawView(answer.body.view);
        live.needed = {stream: answer.body.table || "", version: answer.body.version}; // a match's: its table's
      }
    }
    sent = Boolean(answer);
  } catch (err) {
    if (!(quiet && err.code && quiet.includes(err.code))) api.showError(err);
  } finally {
    live.sending = false;
    live.generation += 1;
    $("commands").removeAttribute("aria-busy");
    drawSelectionState();
    if (sent && live.source) {
      // The stream brings the state after the move; one may have come while the move was on its way.
      if (live.lastState) applyState(live.lastState);
    } else {
      scheduleRefresh();
    }
  }
}

// --- the log ------------------------------------------------------------------------------------------

function heldOf(stream) {
  return live.held.has(stream) ? live.held.get(stream) : -1;
}

/** The tables a match event names (`tables` and `orders` of MatchStarted, TablesSeated, HandCompleted). */
function noteTables(event) {
  const d = event.data || {};
  for (const list of [d.tables, d.orders]) {
    for (const entry of Array.isArray(list) ? list : []) {
      if (Array.isArray(entry) && typeof entry[0] === "string") live.tables.add(entry[0]);
    }
  }
}

/** The first line of #log of `stream` after `version`: where a line that came late belongs. */
function lineAfter(log, stream, version) {
  for (const line of log.children) {
    if ((line.getAttribute("data-table") || "") === stream && Number(line.getAttribute("data-version")) > version) {
      return line;
    }
  }
  return null;
}

/** Add events to #log, once each, each stream's in version order. An event's `table` names the match table it
 * is of (null: the game's, or the match's, own); `table` stands in for events that do not say. */
function addEvents(events, table) {
  const added = [];
  if (!Array.isArray(events) || !events.length) return added;
  const log = $("log");
  const atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 40;
  const touched = new Set();
  for (const event of events) {
    const stream = (event.table === undefined ? table : event.table) || "";
    const id = `${stream}:${event.version}`;
    if (live.seen.has(id)) continue;
    live.seen.add(id);
    touched.add(stream);
    if (stream) live.tables.add(stream);
    else noteTables(event);
    const line = ask("eventLine", Object.assign({}, event, {table: stream || null}));
    const item = el("li", {"data-version": event.version, "data-table": stream || null},
      stream ? el("span", {class: "table-key"}, `${stream} `) : null,
      line === undefined || line === null ? event.type : String(line));
    if (live.shown.has(stream) && event.version < live.shown.get(stream)) {
      log.insertBefore(item, lineAfter(log, stream, event.version));
    } else {
      log.append(item);
      live.shown.set(stream, event.version);
    }
    added.push({event: Object.assign({}, event, {table: stream || null}), line: item.lastChild.textContent, item});
  }
  for (const stream of touched) {
    let version = heldOf(stream);
    while (live.seen.has(`${stream}:${version + 1}`)) version += 1;
    live.held.set(stream, version);
  }
  if (atBottom) log.scrollTop = log.scrollHeight;
  if (noteScores(added.map((a) => a.event))) drawScores();
  return added;
}

/** The events of one log (`suffix`: the game's, or a table's) after `after`, page by page. */
async function readLog(suffix, table, after) {
  const events = [];
  let from = after;
  for (let page = 0; page < LOG_MAX_PAGES; page += 1) {
    const answer = await seatRequest("GET", `${suffix}?after=${from}&limit=${LOG_PAGE}`, {spectate: true});
    for (const event of answer.body.events) events.push(Object.assign({}, event, {table}));
    if (!answer.body.more || !answer.body.events.length) break;
    from = answer.body.events[answer.body.events.length - 1].version;
  }
  return events;
}

/**
 * Read what #log is missing: the game's own events after the last one it holds; for a match, also every table
 * it has had (named by the view and by the match's events), each after its own last version, all in the order
 * they happened. A table that cannot be read does not keep the others out; the first failure is thrown after.
 */
async function loadLog() {
  let events = await readLog("/events", null, heldOf(""));
  if (state.match) {
    events.forEach(noteTables);
    const view = state.view || {};
    for (const t of view.tables || []) if (t && t.key) live.tables.add(t.key);
    if (view.table && view.table.key) live.tables.add(view.table.key);
    let failure = null;
    for (const key of Array.from(live.tables)) {
      try {
        events = events.concat(await readLog(`/tables/${encodeURIComponent(key)}/events`, key, heldOf(key)));
      } catch (err) {
        failure = failure || err;
      }
    }
    const at = (event) => Date.parse(event.at) || 0;
    events.sort((a, b) => at(a) - at(b));
    addEvents(events, null);
    if (failure) throw failure;
    return;
  }
  addEvents(events, null);
}

/** Load the log, trying again (backing off) until it is whole. */
async function startLog() {
  try {
    await loadLog();
    live.logFailures = 0;
  } catch (err) {
    api.showError(err);
    window.setTimeout(startLog, backoff(live.logFailures));
    live.logFailures += 1;
  }
}

// --- live: refreshing, and the event stream -----------------------------------------------------------

function scheduleRefresh() {
  window.clearTimeout(live.refreshTimer);
  live.refreshTimer = window.setTimeout(() => {
    refresh().catch(api.showError);
  }, REFRESH_DEBOUNCE_MS);
}

async function refresh() {
  if (live.refreshing) {
    live.refreshAgain = true;
    return;
  }
  live.refreshing = true;
  try {
    const view = await fetchView();
    api.clearNetworkError();
    // Not over a newer state of the stream's (the next refresh or state brings the game on).
    if (!(live.lastState && view.version < live.lastState.version)) await applyView(view);
    if (view.status === "active") await refreshSeat();
  } finally {
    live.refreshing = false;
    if (live.refreshAgain) {
      live.refreshAgain = false;
      scheduleRefresh();
    }
  }
}

/** Draw the board again from the view held, once a match's events have come: its state may have been read a moment
 * ahead of them (its tables), and the board shows what the log says of each trick. */
function scheduleRedraw() {
  window.clearTimeout(live.redrawTimer);
  live.redrawTimer = window.setTimeout(() => {
    if (!state.view || state.replaying || state.view.status !== "active") return;
    drawBoard(state.view);
    drawSelectionState();
  }, REFRESH_DEBOUNCE_MS);
}

function closeStream() {
  window.clearTimeout(live.streamTimer);
  live.streamTimer = null;
  if (live.source) {
    live.source.close();
    live.source = null;
  }
}

function retryStream() {
  closeStream();
  if (!state.view || state.view.status !== "active") return;
  live.streamTimer = window.setTimeout(startStream, backoff(live.streamFailures));
  live.streamFailures += 1;
}

/** Whether `event` was made by this page's own seat (at its table, in a match): its moves are not shown again as
 * moments, the player made them (a minimal answer to the move leaves its events to the stream). */
function ownMove(event) {
  if (state.seat === null || state.seat === undefined || event.seat !== state.seat) return false;
  const table = state.view && state.view.table ? state.view.table.key : null;
  return !event.table || event.table === table;
}

/** Open the stream; when that fails (no ticket, no connection) say so and try again, backing off. */
function startStream() {
  openStream().catch((err) => {
    api.showError(err);
    retryStream();
  });
}

/** Open the stream: a seat with a fresh single-use ticket. A game (not a match) resumes after the last event
 * the log holds; a match, whose stream takes no `after`, starts with its state and reads what it missed from
 * the logs once open. With state=true the stream sends the view and the seat's commands after each batch of
 * events (and at once), so the page asks for neither after a move. */
async function openStream() {
  closeStream();
  if (!state.view || state.view.status !== "active") return;
  const ticket = await seatRequest("POST", "/stream-tickets"); // null: stream as a spectator
  closeStream();
  if (!state.view || state.view.status !== "active") return;
  let url = ticket ? ticket.body.stream : path("/stream");
  url += `${url.includes("?") ? "&" : "?"}state=true`;
  if (!state.match) url += `&after=${heldOf("")}`;
  const source = new EventSource(url);
  live.source = source;
  live.lastState = null;
  source.addEventListener("open", () => {
    live.streamFailures = 0;
    api.clearNetworkError();
    if (state.match) loadLog().catch(api.showError);
  });
  source.addEventListener("state", api.guard((message) => {
    applyState(JSON.parse(message.data));
  }));
  source.addEventListener("view", api.guard((message) => {
    const data = JSON.parse(message.data);
    if (data.view.status === "finished") closeStream(); // the last message
    applyView(data.view).catch(api.showError);
    scheduleRefresh(); // what the finished game's page shows beside the view (a rematch)
  }));
  source.addEventListener("event", api.guard((message) => {
    showMoments(addEvents([JSON.parse(message.data)], null).filter((added) => !ownMove(added.event)));
    if (state.match) scheduleRedraw();
  }));
  source.addEventListener("heartbeat", api.guard((message) => {
    const head = JSON.parse(message.data).head;
    if (state.match || !(head > heldOf(""))) return;
    // Behind the server's head: events may still be on their way; reconnect after the last one held if not.
    window.setTimeout(() => {
      if (live.source === source && head > heldOf("")) retryStream();
    }, DRIFT_WAIT_MS);
  }));
  source.addEventListener("error", () => {
    if (live.source !== source) return;
    // EventSource would retry with the same, spent ticket: open anew with a fresh one, after the last id.
    retryStream();
    scheduleRefresh();
  });
}

export {refresh, refreshSeat, drawCommands, drawSelectionState, selectionChanged, startLog, startStream, closeStream, post};
