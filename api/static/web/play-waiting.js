// The game page of a game waiting for players (see play.js): who sits where (#seats), joining or leaving, and in
// a rematch, taking the seat kept for a player of the game before. The page follows the lobby by polling until
// the last seat is taken, then turns into the game.

import * as api from "./api.js";
import * as dom from "./dom.js";
import * as player from "./player.js";
import {takeRematchSeat} from "./play-finished.js";
import {
  $, applyView, dropToken, fetchView, path, seatRequest, setSeat, showTitle, state, statusWords, useToken,
} from "./play.js";

const {el} = dom;
const WAITING_POLL_MS = 2000;
let pollTimer = null;

const joinName = el("input", {id: "join-name", type: "text", maxlength: 40, autocomplete: "nickname"});
const joinButton = el("button", {type: "button", id: "join", onclick: api.guard(join)}, "Join");
const leaveButton = el("button", {type: "button", id: "leave", onclick: api.guard(leave)}, "Leave");
const reservedButton = el("button", {type: "button", id: "take-reserved", onclick: api.guard(takeReserved)},
  "Take your reserved seat");
joinName.addEventListener("keydown", api.guard((event) => (event.key === "Enter" ? join() : undefined)));

function showWaiting(view) {
  state.mode = "waiting";
  state.view = view;
  state.slug = view.game;
  setSeat(view.you);
  document.body.setAttribute("data-status", "waiting");
  $("lobby-area").hidden = false;
  $("game-area").hidden = true;
  showTitle();
  $("status-line").textContent = statusWords(view);
  const text = JSON.stringify(view);
  if (text !== state.viewText) {
    state.viewText = text;
    $("seats").replaceChildren(...view.seats.map((seat) => {
      const you = seat.seat === view.you ? " (you)" : "";
      return el("li", {"data-seat": seat.seat, class: seat.open ? "open" : null},
        `Seat ${seat.seat}: ${dom.seatWords(seat)}${you}`);
    }));
  }
  drawActions(view);
  if (pollTimer === null) poll();
}

/** What takes a seat kept in this rematch, when this browser holds none here: the token of the game before, or
 * this browser's player key (a player's seat has no token: the key takes it, and the server answers 403 when the
 * player held no seat of the game before). */
function oldToken(view) {
  if (state.seat !== null || !view.rematch_of) return null;
  const me = player.get();
  const kept = view.seats.some((seat) => seat.reserved);
  return api.tokens.get(view.rematch_of) || (me && kept ? me.key : null);
}

/** #seat-actions: Leave for a seated player; else the seat kept in a rematch, and joining an open seat. Drawn
 * again only when what it offers changes (a name being typed stays as it is). */
function drawActions(view) {
  const actions = $("seat-actions");
  const offers = [];
  if (state.seat !== null) offers.push("leave");
  else {
    if (oldToken(view)) offers.push("reserved");
    if (view.open_seats.length) offers.push("join");
  }
  const me = player.get();
  const drawn = `${offers.join(" ") || "none"}${me ? ` as ${me.id} ${me.name}` : ""}`;
  if (actions.getAttribute("data-offers") === drawn) return;
  actions.setAttribute("data-offers", drawn);
  if (!joinName.value) joinName.value = api.names.get();
  // This browser's player joins with its key (no name to type); a browser without one types the name it makes
  // its player under.
  joinButton.textContent = me ? `Join as ${me.name}` : "Join";
  actions.replaceChildren(...offers.map((offer) => ({
    leave: leaveButton,
    reserved: reservedButton,
    join: me ? [joinButton] : [el("label", {for: "join-name"}, "Your name"), joinName, joinButton],
  })[offer]).flat());
  if (!offers.length) {
    actions.append(el("p", {class: "hint"}, "Every seat is taken or kept for a player of the game before."));
  }
}

function poll() {
  pollTimer = window.setTimeout(() => {
    pollTimer = null;
    if (state.mode !== "waiting") return;
    fetchView()
      .then((view) => {
        api.clearNetworkError();
        return applyView(view);
      })
      .catch((err) => {
        api.showError(err);
        if (state.mode === "waiting" && pollTimer === null) poll();
      });
  }, WAITING_POLL_MS);
}

function stopWaiting() {
  window.clearTimeout(pollTimer);
  pollTimer = null;
}

/** A seat of this game was taken with `answer` (join's shape: seat, token, view). */
async function seated(answer) {
  useToken(answer.token);
  setSeat(answer.seat);
  state.viewText = "";
  await applyView(answer.view);
}

async function join() {
  api.clearError();
  const name = joinName.value.trim();
  const asPlayer = player.works() || player.get() !== null;
  if (!player.get() && !name) {
    joinName.focus();
    throw new Error("Type your name to join.");
  }
  joinButton.disabled = true;
  try {
    const answer = asPlayer
      ? await player.acting((p) => api.request("POST", path("/join"), {body: {}, token: p.key}), name)
      : await api.request("POST", path("/join"), {body: {name}});
    api.names.set(name);
    await seated(answer.body);
  } finally {
    joinButton.disabled = false;
  }
}

async function leave() {
  api.clearError();
  leaveButton.disabled = true;
  try {
    const answer = await seatRequest("POST", "/leave");
    if (!answer) return; // the token was refused: the page spectates already, and says why
    dropToken();
    state.viewText = "";
    await applyView(answer.body);
  } finally {
    leaveButton.disabled = false;
  }
}

/** Take the seat kept for this browser's player in this rematch (again, after leaving it): the game before's
 * idempotent POST .../rematch answers that seat and its token. */
async function takeReserved() {
  api.clearError();
  const before = state.view && state.view.rematch_of;
  const token = state.view ? oldToken(state.view) : null;
  if (!token) throw new Error("This browser holds no seat of the game before.");
  reservedButton.disabled = true;
  try {
    const answer = await takeRematchSeat(before, token);
    if (!answer) return;
    if (answer.id === state.id) await seated(answer);
    else window.location.assign(api.seatUrl(answer.id, answer.token));
  } finally {
    reservedButton.disabled = false;
  }
}

export {showWaiting, stopWaiting};
