// "My games" at /me: the games this browser's player sits in (GET /v1/players/me/games), each linking to its game
// page: those being played (the ones awaiting the player first, marked "Your move"), those waiting for players,
// and those over; and the player's ratings (GET /v1/players/me). The lists follow the player's live stream (GET
// /v1/players/me/stream, opened with a single-use ticket: EventSource sends no Authorization): each note that a
// game started, awaits the player, finished or was rated redraws them at once; they also refresh every half
// minute, in case the stream is down. "Show more" pages on.

import * as api from "./api.js";
import * as dom from "./dom.js";
import * as player from "./player.js";

const {el} = dom;
const $ = (id) => document.getElementById(id);
const REFRESH_MS = 30000;
/** The player stream's notes that change what the lists show. */
const NOTES = ["game-started", "your-move", "game-finished", "rated"];
const RETRY_MS = 3000;
const live = {source: null, last: null, player: null};
const PAGE = 20;
const MAX_PAGE = 100;
const STATUSES = ["active", "waiting", "finished"];
let types = [];

/** Each list as shown: its games, the cursor of the page after (null: none), and its last drawn text. */
const lists = Object.fromEntries(STATUSES.map((s) => [s, {games: [], next: null, drawn: ""}]));

function titleOf(slug) {
  return dom.titleOf(types, slug);
}

function request(p, address) {
  return api.request("GET", address, {token: p.key});
}

function gamesAddress(status, cursor, limit) {
  const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
  return `/v1/players/me/games?status=${status}&limit=${limit}${after}`;
}

// --- one game ---------------------------------------------------------------------------------------------

function seatName(game, seat) {
  if (seat.name) return seat.name;
  return game.status === "waiting" ? "open" : `seat ${seat.seat}`;
}

/** The seats in words: "ann (you), bot-1 (bot), open"; the seats the game awaits are in bold. */
function seatsLine(game) {
  const awaited = new Set(game.awaiting || []);
  const parts = game.seats.map((seat) => {
    const words = `${seatName(game, seat)}${seat.seat === game.seat ? " (you)" : seat.bot ? " (bot)" : ""}`;
    return awaited.has(seat.seat) && game.status === "active"
      ? el("strong", {"data-seat": seat.seat}, words)
      : el("span", {"data-seat": seat.seat}, words);
  });
  return parts.flatMap((part, i) => (i ? [", ", part] : [part]));
}

/** What the game is at: "Your move", whom it waits for, the open seats, or that it is over. */
function stateOf(game) {
  if (game.status === "active") {
    if (game.your_move) return el("span", {class: "badge your-move", "data-your-move": true}, "Your move");
    const awaited = game.seats.filter((s) => (game.awaiting || []).includes(s.seat)).map((s) => seatName(game, s));
    return el("span", {class: "hint"}, awaited.length ? `waiting for ${awaited.join(", ")}` : "in play");
  }
  if (game.status === "waiting") {
    const open = game.seats.filter((s) => !s.name && !s.bot).length;
    return el("span", {class: "hint"}, open === 1 ? "1 open seat" : `${open} open seats`);
  }
  return el("span", {class: "hint"}, "game over");
}

const ACTION = {active: "Play", waiting: "Open", finished: "See the end"};

function gameItem(game) {
  const link = api.playUrl(game.id);
  const yours = game.status === "active" && game.your_move;
  return el(
    "li",
    {"data-game-id": game.id, "data-status": game.status, class: yours ? "game your-move" : "game"},
    el("div", {class: "game-head"},
      el("a", {href: link, class: "game-link"}, el("strong", {}, titleOf(game.game)), game.match ? " (match)" : ""),
      " ", stateOf(game),
      game.private ? el("span", {class: "tag"}, "private") : null),
    el("div", {class: "seats-line"}, seatsLine(game)),
    el("div", {class: "actions"},
      el("a", {class: yours ? "button" : "button secondary", href: link, "data-open": game.id}, ACTION[game.status]),
      el("span", {class: "hint"}, `seat ${game.seat} · created ${dom.when(game.created_ms)}`)),
  );
}

const EMPTY = {
  active: "No game of yours is being played.",
  waiting: "No game of yours is waiting for players.",
  finished: "No game of yours is over yet.",
};

function draw(status) {
  const list = lists[status];
  const text = JSON.stringify([list.games, list.next, types.length]);
  if (text === list.drawn) return;
  list.drawn = text;
  $(`my-${status}`).replaceChildren(
    ...(list.games.length ? list.games.map(gameItem) : [el("li", {class: "empty"}, EMPTY[status])]),
  );
  $(`my-${status}-more`).hidden = !list.next;
  if (status === "active") {
    const waitingOnMe = list.games.filter((g) => g.your_move).length;
    document.title = waitingOnMe ? `(${waitingOnMe}) My games · Powderkeg` : "My games · Powderkeg";
  }
}

/** A list from its first page again, as long as it is shown now (the games it has moved go where they belong). */
async function reload(p, status) {
  const list = lists[status];
  const limit = Math.min(MAX_PAGE, Math.max(PAGE, list.games.length));
  const answer = await request(p, gamesAddress(status, null, limit));
  list.games = answer.body.games;
  list.next = answer.body.next;
  draw(status);
}

async function more(status) {
  const p = player.get();
  const list = lists[status];
  if (!p || !list.next) return;
  const button = $(`my-${status}-more`);
  button.disabled = true;
  try {
    const answer = await request(p, gamesAddress(status, list.next, PAGE));
    const known = new Set(list.games.map((g) => g.id));
    list.games = list.games.concat(answer.body.games.filter((g) => !known.has(g.id)));
    list.next = answer.body.next;
    draw(status);
  } finally {
    button.disabled = false;
  }
}

// --- the player ----------------------------------------------------------------------------------------

function drawMe(me) {
  for (const status of STATUSES) {
    const count = me && me.games ? me.games[status] : null;
    $(`${status}-count`).textContent = typeof count === "number" ? `(${count})` : "";
  }
  const ratings = Object.entries((me && me.ratings) || {});
  $("my-ratings").replaceChildren(...(ratings.length
    ? ratings.map(([slug, r]) => el("li", {"data-game": slug},
      el("a", {href: `/leaderboards?game=${encodeURIComponent(slug)}`}, titleOf(slug)), ": ",
      el("strong", {}, r.rating.toFixed(1)),
      el("span", {class: "hint"}, ` (μ ${r.mu.toFixed(1)}, σ ${r.sigma.toFixed(1)}; ` +
        `${r.games === 1 ? "1 rated game" : `${r.games} rated games`})`)))
    : [el("li", {class: "empty"}, "No rated game yet: tick Rated when you start a game in the lobby.")]));
}

function showPlayer(p) {
  $("no-player").hidden = Boolean(p);
  for (const section of document.querySelectorAll("main > section:not(#no-player)")) section.hidden = !p;
}

async function refresh(statuses) {
  const p = player.get();
  showPlayer(p);
  if (!p) return;
  const [me] = await Promise.all([
    request(p, "/v1/players/me").then((answer) => answer.body),
    ...statuses.map((status) => reload(p, status)),
  ]);
  api.clearNetworkError();
  drawMe(me);
}

function keepRefreshing() {
  window.setTimeout(() => {
    refresh(["active", "waiting"])
      // A key the server stopped knowing meanwhile: a new player (onChange draws its lists).
      .catch((err) => (player.isDeadKey(err) ? player.ensure() : Promise.reject(err)))
      .catch(api.showError)
      .finally(keepRefreshing);
  }, REFRESH_MS);
}

/** Follow the player's stream: a fresh ticket for each connection (a ticket works once), resumed after the last
 * note received; a note redraws the lists. Closed and opened anew for another player. */
async function openStream() {
  const p = player.get();
  if (live.source) live.source.close();
  live.source = null;
  if (!p) return;
  if (live.player !== p.id) Object.assign(live, {player: p.id, last: null});
  const ticket = await api.request("POST", "/v1/players/me/stream-tickets", {token: p.key});
  let url = ticket.body.stream;
  if (live.last !== null) url += `&after=${live.last}`;
  const source = new EventSource(url);
  live.source = source;
  for (const note of NOTES) {
    source.addEventListener(note, (message) => {
      live.last = message.lastEventId || live.last;
      refresh(STATUSES).catch(api.showError);
    });
  }
  source.addEventListener("error", () => {
    if (live.source !== source) return;
    source.close(); // EventSource would retry with the same, spent ticket
    live.source = null;
    window.setTimeout(() => openStream().catch(() => undefined), RETRY_MS);
  });
}

async function start() {
  player.drawIdentity($("me"));
  for (const status of STATUSES) $(`my-${status}-more`).addEventListener("click", api.guard(() => more(status)));
  // Another player (made here, or in another tab): its lists from the start.
  let shown = player.get() ? player.get().id : null;
  let named = player.get() ? player.get().name : null;
  player.onChange((p) => {
    const now = p ? p.id : null;
    if (now === shown && p && p.name !== named) {
      named = p.name; // renamed (here, or in another tab): every list shows the new name
      refresh(STATUSES).catch(api.showError);
      return;
    }
    named = p ? p.name : null;
    if (now === shown) return;
    shown = now;
    for (const status of STATUSES) Object.assign(lists[status], {games: [], next: null, drawn: ""});
    refresh(STATUSES).catch(api.showError);
    openStream().catch(() => undefined); // the lists still refresh every half minute
  });
  api.gameTypes()
    .then((found) => {
      types = found;
      STATUSES.forEach(draw); // the titles, known from here on
    })
    .catch(() => undefined); // games stay named by their slugs
  try {
    await player.ensure(); // a dead key: a new player (onChange draws its empty lists)
    await refresh(STATUSES);
    openStream().catch(() => undefined); // the lists still refresh every half minute
  } finally {
    keepRefreshing();
  }
}

document.addEventListener("DOMContentLoaded", api.guard(start));
