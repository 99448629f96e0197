// The lobby at "/": create a game (seat 0 is yours, bots and open seats for the rest), join a waiting game (or go
// back to your seat of one), or watch one being played. Both listings refresh every few seconds.

import * as api from "./api.js";
import * as dom from "./dom.js";

const {el, seatWords} = dom;
const REFRESH_MS = 4000;
const LIST_LIMIT = 50;
const $ = (id) => document.getElementById(id);
let gameTypes = [];
const drawn = new WeakMap(); // each listing's games as last drawn, as JSON

function typeOf(slug) {
  return gameTypes.find((t) => t.slug === slug) || null;
}

function titleOf(slug) {
  return dom.titleOf(gameTypes, slug);
}

/** When a game was created, in the reader's time zone (a fixed text: a list is redrawn only when it changes). */
function created(createdMs) {
  const at = new Date(createdMs);
  const sameDay = at.toDateString() === new Date().toDateString();
  const time = at.toLocaleTimeString([], {hour: "2-digit", minute: "2-digit"});
  return sameDay ? `created ${time}` : `created ${at.toLocaleDateString()} ${time}`;
}

// --- creating a game ------------------------------------------------------------------------------------

function optionInput(name, spec) {
  const id = `create-option-${name}`;
  const doc = el("span", {class: "hint"}, spec.doc);
  if (spec.kind === "bool") {
    const box = el("input", {id, type: "checkbox", "data-option": name, "data-kind": "bool"});
    box.checked = spec.default === true;
    return el("label", {class: "check", for: id}, box, ` ${name} `, doc);
  }
  let input;
  if (spec.kind === "choice") {
    input = el("select", {id, "data-option": name, "data-kind": "choice"});
    if (spec.nullable) input.append(el("option", {value: ""}, "(none)"));
    for (const choice of spec.choices) input.append(el("option", {value: choice}, choice));
    input.value = spec.default === null ? "" : String(spec.default);
  } else {
    input = el("input", {
      id,
      type: "number",
      "data-option": name,
      "data-kind": "int",
      min: spec.minimum,
      max: spec.maximum,
      placeholder: spec.nullable ? "none" : null,
    });
    input.value = spec.default === null ? "" : String(spec.default);
  }
  return el("div", {class: "option"}, el("label", {for: id}, name), input, doc);
}

function showGameType() {
  const type = typeOf($("create-game").value);
  const box = $("create-options");
  box.replaceChildren();
  if (!type) return;
  $("create-about").textContent = `${type.title}: ${type.min_players} to ${type.max_players} players.`;
  const seats = $("create-seats");
  seats.min = String(type.min_players);
  seats.max = String(type.max_players);
  const current = Number(seats.value);
  if (!(current >= type.min_players && current <= type.max_players)) {
    seats.value = String(Math.min(Math.max(4, type.min_players), type.max_players));
  }
  clampBots();
  for (const [name, spec] of Object.entries(type.options)) box.append(optionInput(name, spec));
}

function clampBots() {
  const seats = Number($("create-seats").value) || 0;
  const bots = $("create-bots");
  bots.max = String(Math.max(0, seats - 1));
  if (Number(bots.value) > seats - 1) bots.value = String(Math.max(0, seats - 1));
}

function chosenOptions(type) {
  const options = {};
  for (const input of $("create-options").querySelectorAll("[data-option]")) {
    const name = input.getAttribute("data-option");
    const spec = type.options[name];
    const kind = input.getAttribute("data-kind");
    if (kind === "bool") options[name] = input.checked;
    else if (input.value === "") {
      if (spec.nullable) options[name] = null;
    } else if (kind === "int") options[name] = Number(input.value);
    else options[name] = input.value;
  }
  return options;
}

async function create(event) {
  event.preventDefault();
  api.clearError();
  const type = typeOf($("create-game").value);
  const name = $("create-name").value.trim();
  const seats = Number($("create-seats").value);
  const bots = Number($("create-bots").value);
  if (!type) throw new Error("Choose a game first.");
  if (!name) throw new Error("Type your name first.");
  if (!Number.isInteger(seats) || seats < type.min_players || seats > type.max_players) {
    throw new Error(`${type.title} takes ${type.min_players} to ${type.max_players} players.`);
  }
  if (!Number.isInteger(bots) || bots < 0 || bots > seats - 1) {
    throw new Error(`Bots: from 0 to ${seats - 1} (the seats other than yours).`);
  }
  const players = [{name}];
  for (let i = 0; i < bots; i += 1) players.push({bot: "random"});
  while (players.length < seats) players.push({open: true});
  const body = {game: type.slug, players, options: chosenOptions(type), private: $("create-private").checked};
  const button = $("create-submit");
  button.disabled = true;
  try {
    const answer = await api.request("POST", "/v1/games", {body});
    api.names.set(name);
    const game = answer.body;
    const mine = game.tokens.find((t) => t.seat === 0);
    window.location.assign(mine ? api.seatUrl(game.id, mine.token) : api.playUrl(game.id));
  } finally {
    button.disabled = false;
  }
}

// --- the listings ---------------------------------------------------------------------------------------

async function join(gameId, button) {
  api.clearError();
  const name = $("join-name").value.trim();
  if (!name) {
    $("join-name").focus();
    throw new Error("Type your name (above the list) to join a game.");
  }
  button.disabled = true;
  try {
    const answer = await api.request("POST", `/v1/games/${encodeURIComponent(gameId)}/join`, {body: {name}});
    api.names.set(name);
    window.location.assign(api.seatUrl(gameId, answer.body.token));
  } finally {
    button.disabled = false;
  }
}

/** A waiting game: "Join" posts a join; a game this browser holds a seat of offers that seat instead (joining
 * again would take a second seat and leave the first one's token behind). */
function waitingItem(game) {
  const open = game.seats.filter((s) => s.open).length;
  const mine = api.tokens.get(game.id) !== null;
  const button = mine
    ? el("button", {type: "button", "data-join": game.id, "data-your-seat": true,
      onclick: () => window.location.assign(api.playUrl(game.id))}, "Your seat")
    : el("button", {type: "button", "data-join": game.id, onclick: api.guard(() => join(game.id, button))}, "Join");
  return el(
    "li",
    {"data-game-id": game.id, class: "game"},
    el("div", {class: "game-head"}, el("strong", {}, titleOf(game.game)), ` · ${open} open of ${game.seats.length}`,
      el("span", {class: "hint"}, ` · ${created(game.created_ms)}`)),
    el("div", {class: "seats-line"}, game.seats.map(seatWords).join(", ")),
    el("div", {class: "actions"}, button),
  );
}

function activeItem(game) {
  return el(
    "li",
    {class: "game"},
    el("a", {"data-game-id": game.id, href: api.playUrl(game.id)}, el("strong", {}, titleOf(game.game)),
      `: ${game.seats.map((s) => s.name || "?").join(", ")}`),
    el("span", {class: "hint"}, ` · ${created(game.created_ms)}`),
  );
}

/** Redraw a listing when what it lists has changed (a button under a finger stays where it is otherwise). */
function fill(list, games, item, empty) {
  // Which games hold a seat of this browser's is part of what is drawn (another tab may have joined one).
  const text = JSON.stringify([games, games.map((g) => api.tokens.get(g.id) !== null)]);
  if (drawn.get(list) === text) return;
  drawn.set(list, text);
  list.replaceChildren(...(games.length ? games.map(item) : [el("li", {class: "empty"}, empty)]));
}

async function refreshLists() {
  const [waiting, active] = await Promise.all([
    api.request("GET", `/v1/games?status=waiting&limit=${LIST_LIMIT}`),
    api.request("GET", `/v1/games?status=active&limit=${LIST_LIMIT}`),
  ]);
  api.clearNetworkError();
  fill($("waiting-list"), waiting.body.games, waitingItem, "No game is waiting for players: start one.");
  fill($("active-list"), active.body.games, activeItem, "No game is being played right now.");
}

function keepRefreshing() {
  refreshLists()
    .catch(api.showError)
    .finally(() => window.setTimeout(keepRefreshing, REFRESH_MS));
}

async function start() {
  const name = api.names.get();
  $("create-name").value = name;
  $("join-name").value = name;
  $("create-form").addEventListener("submit", api.guard(create));
  $("create-game").addEventListener("change", api.guard(showGameType));
  $("create-seats").addEventListener("input", api.guard(clampBots));
  try {
    gameTypes = await api.gameTypes();
    const select = $("create-game");
    select.replaceChildren(...gameTypes.map((t) => el("option", {value: t.slug}, t.title)));
    showGameType();
  } finally {
    keepRefreshing(); // the listings name games by their titles, known from here on
  }
}

document.addEventListener("DOMContentLoaded", api.guard(start));
