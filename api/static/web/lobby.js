// The lobby at "/": create a game (seat 0 is yours, bots and open seats for the rest), join a waiting game (or go
// back to your seat of one), or watch one being played. Both listings refresh every few seconds.
//
// This browser plays as its player (player.js): the first game created or joined makes it, under the name typed
// there; from then on a game seats it as {"player": "me"} and a join sends its key with an empty body. A game may
// then be rated. A browser that keeps nothing plays under a name, as before players, and rates nothing.

import * as api from "./api.js";
import * as dom from "./dom.js";
import * as player from "./player.js";

const {el, seatWords} = dom;
const REFRESH_MS = 4000;
const LIST_LIMIT = 50;
const $ = (id) => document.getElementById(id);
let gameTypes = [];
const drawn = new WeakMap(); // each listing's games as last drawn, as JSON
let playerWaiting = new Set(); // the waiting games this browser's player sits in (its seats there have no token)

function typeOf(slug) {
  return gameTypes.find((t) => t.slug === slug) || null;
}

function titleOf(slug) {
  return dom.titleOf(gameTypes, slug);
}

/** When a game was created, in the reader's time zone. */
function created(createdMs) {
  return `created ${dom.when(createdMs)}`;
}

// --- creating a game ------------------------------------------------------------------------------------

/** An option of the game being created: its label in words, the API's name as a hint, what it does (its
 * references to the rules linked to the rules page). */
function optionInput(name, spec) {
  const id = `create-option-${name}`;
  const words = typeof spec.label === "string" && spec.label ? spec.label : name;
  const doc = el("span", {class: "hint"}, dom.withRuleLinks(spec.doc), " ", el("code", {class: "api-name"}, name));
  if (spec.kind === "bool") {
    const box = el("input", {id, type: "checkbox", "data-option": name, "data-kind": "bool"});
    box.checked = spec.default === true;
    return el("div", {class: "option"}, el("label", {class: "check", for: id}, box, ` ${words}`), doc);
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
  return el("div", {class: "option"}, el("label", {for: id}, words), input, doc);
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
  drawBotKinds(type);
  drawRated();
  for (const [name, spec] of Object.entries(type.options)) box.append(optionInput(name, spec));
}

/** What the game's bots may play like (`bots` of GET /v1/game-types), the strongest offered first. */
const BOT_WORDS = {search: "Search", greedy: "Greedy", random: "Random"};
/** A search bot's think time per move (ms): the most a seat may be given (`MAX_THINK_MS` of domain/search.py). */
const MAX_THINK_MS = 5000;

function drawBotKinds(type) {
  const select = $("create-bot-kind");
  const kept = select.value;
  const kinds = [...type.bots].sort((a, b) => (a === "random") - (b === "random"));
  select.replaceChildren(...kinds.map((kind) => el("option", {value: kind}, BOT_WORDS[kind] || kind)));
  if (kinds.includes(kept)) select.value = kept;
  drawThink();
}

/** The think time is asked for only when the bots are search bots. */
function drawThink() {
  $("create-think-box").hidden = $("create-bot-kind").value !== "search";
}

/** The seat of each bot: its kind, and a search bot's think time. */
function botSeat(kind) {
  if (kind !== "search") return {bot: kind};
  const think = Number($("create-think-ms").value);
  if (!Number.isInteger(think) || think < 1 || think > MAX_THINK_MS) {
    $("create-think-ms").focus();
    throw new Error(`Think time: a whole number of milliseconds from 1 to ${MAX_THINK_MS}.`);
  }
  return {bot: kind, think_ms: think};
}

function clampBots() {
  const seats = Number($("create-seats").value) || 0;
  const bots = $("create-bots");
  bots.max = String(Math.max(0, seats - 1));
  if (Number(bots.value) > seats - 1) bots.value = String(Math.max(0, seats - 1));
}

/** The name fields are asked for only until this browser has a player; then the player's name is shown instead. */
function drawPlayer(p) {
  for (const part of ["create", "join"]) {
    $(`${part}-name-box`).hidden = Boolean(p);
    $(`${part}-as`).hidden = !p;
    $(`${part}-as`).querySelector(".player-name").textContent = p ? p.name : "";
  }
  $("create-name").required = !p;
  drawRated();
}

/** Rated needs a player at every seat but the bots': this browser's (kept from visit to visit), and players at the
 * open seats (they join with their keys). A browser that keeps no player sits under a name: then no rating. */
function drawRated() {
  const box = $("create-rated");
  const allowed = player.works();
  box.disabled = !allowed;
  if (!allowed) box.checked = false;
  const about = $("create-rated-about");
  if (!allowed) {
    about.textContent = "Not here: this browser keeps no data for this site, so it cannot remember you as a " +
      "player, and a rated game seats players and bots only (a table with a named person is never rated).";
  } else if (Number($("create-seats").value) - 1 > Number($("create-bots").value)) {
    about.textContent = "Only players and bots sit at a rated table: whoever takes an open seat joins as a " +
      "player (as this lobby does). Every rating at the table, the bots' too, moves when the game ends.";
  } else {
    about.textContent = "You against bots: your rating and the bots' move when the game ends.";
  }
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
  const asPlayer = player.works() || player.get() !== null;
  if (!type) throw new Error("Choose a game first.");
  if (!player.get() && !name) {
    $("create-name").focus();
    throw new Error("Type your name first.");
  }
  if (!Number.isInteger(seats) || seats < type.min_players || seats > type.max_players) {
    throw new Error(`${type.title} takes ${type.min_players} to ${type.max_players} players.`);
  }
  if (!Number.isInteger(bots) || bots < 0 || bots > seats - 1) {
    throw new Error(`Bots: from 0 to ${seats - 1} (the seats other than yours).`);
  }
  const players = [asPlayer ? {player: "me"} : {name}];
  const kind = $("create-bot-kind").value || "random";
  const seat = bots > 0 ? botSeat(kind) : null;
  for (let i = 0; i < bots; i += 1) players.push({...seat});
  while (players.length < seats) players.push({open: true});
  const body = {game: type.slug, players, options: chosenOptions(type), private: $("create-private").checked};
  if (asPlayer && $("create-rated").checked) body.rated = true;
  const button = $("create-submit");
  button.disabled = true;
  try {
    const answer = asPlayer
      ? await player.acting((p) => api.request("POST", "/v1/games", {body, token: p.key}), name)
      : await api.request("POST", "/v1/games", {body});
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
  const asPlayer = player.works() || player.get() !== null;
  if (!player.get() && !name) {
    $("join-name").focus();
    throw new Error("Type your name (above the list) to join a game.");
  }
  const address = `/v1/games/${encodeURIComponent(gameId)}/join`;
  button.disabled = true;
  try {
    const answer = asPlayer
      ? await player.acting((p) => api.request("POST", address, {body: {}, token: p.key}), name)
      : await api.request("POST", address, {body: {name}});
    api.names.set(name);
    window.location.assign(api.seatUrl(gameId, answer.body.token));
  } catch (err) {
    // The player sits there already (from another device, whose seat token this browser lacks): the game page
    // opens that seat with the player key.
    if (!(asPlayer && err.code === "already-seated")) throw err;
    window.location.assign(api.playUrl(gameId));
  } finally {
    button.disabled = false;
  }
}

/** Whether this browser holds a seat of `gameId`: a seat token kept, or its player seated there. */
function holdsSeat(gameId) {
  return api.tokens.get(gameId) !== null || playerWaiting.has(gameId);
}

/** A waiting game: "Join" posts a join; a game this browser holds a seat of offers that seat instead (joining
 * again would take a second seat and leave the first one's token behind). */
function waitingItem(game) {
  const open = game.seats.filter((s) => s.open).length;
  const mine = holdsSeat(game.id);
  const button = mine
    ? el("button", {type: "button", "data-join": game.id, "data-your-seat": true,
      onclick: () => window.location.assign(api.playUrl(game.id))}, "Your seat")
    : el("button", {type: "button", "data-join": game.id, onclick: api.guard(() => join(game.id, button))}, "Join");
  return el(
    "li",
    {"data-game-id": game.id, class: "game"},
    el("div", {class: "game-head"}, el("strong", {}, titleOf(game.game)), ` · ${open} open of ${game.seats.length}`,
      game.rated ? el("span", {class: "badge", "data-rated": true}, "rated") : null,
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
    el("span", {class: "hint"},
      game.last_move_ms ? ` · last move ${dom.when(game.last_move_ms)}` : ` · ${created(game.created_ms)}`),
  );
}

/** Redraw a listing when what it lists has changed (a button under a finger stays where it is otherwise). */
function fill(list, games, item, empty) {
  // Which games hold a seat of this browser's is part of what is drawn (another tab may have joined one).
  const text = JSON.stringify([games, games.map((g) => holdsSeat(g.id))]);
  if (drawn.get(list) === text) return;
  drawn.set(list, text);
  list.replaceChildren(...(games.length ? games.map(item) : [el("li", {class: "empty"}, empty)]));
}

/** The ids of the waiting games this browser's player sits in (none without a player, or when it cannot tell). */
async function playerWaitingGames() {
  const p = player.get();
  if (!p) return new Set();
  try {
    const answer = await api.request("GET", "/v1/players/me/games?status=waiting&limit=100", {token: p.key});
    return new Set(answer.body.games.map((g) => g.id));
  } catch (err) {
    if (err.status === 0) throw err; // the lists say the connection is lost
    return new Set(); // a dead key is player.js's to deal with
  }
}

async function refreshLists() {
  const [waiting, active, seated] = await Promise.all([
    api.request("GET", `/v1/games?status=waiting&limit=${LIST_LIMIT}`),
    api.request("GET", `/v1/games?status=active&limit=${LIST_LIMIT}`),
    playerWaitingGames(),
  ]);
  playerWaiting = seated;
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
  $("create-seats").addEventListener("input", api.guard(() => {
    clampBots();
    drawRated();
  }));
  $("create-bots").addEventListener("input", api.guard(drawRated));
  $("create-bot-kind").addEventListener("change", api.guard(drawThink));
  player.drawIdentity($("me"));
  player.onChange(drawPlayer);
  drawPlayer(player.get());
  // The player kept is checked: a key the server no longer knows is replaced by a new player's.
  player.ensure().catch(api.showError);
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
