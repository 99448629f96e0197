// The leaderboards at /leaderboards: one game type's players by rating (GET /v1/leaderboards/{game}), the game
// chosen in a selector and kept in the address (/leaderboards?game=<slug>). Each row: rank, name (bots marked,
// this browser's player marked "you"), rating (mu - 3 sigma) and rated games played; "Show more" pages on.

import * as api from "./api.js";
import * as dom from "./dom.js";
import * as player from "./player.js";

const {el} = dom;
const $ = (id) => document.getElementById(id);
const PAGE = 50;
let types = [];
const board = {game: null, leaders: [], next: null, total: 0, minGames: 3, asked: 0};

function chosenFromAddress() {
  const slug = new URLSearchParams(window.location.search).get("game");
  return types.some((t) => t.slug === slug) ? slug : types.length ? types[0].slug : null;
}

function boardAddress(game, cursor) {
  const after = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
  return `/v1/leaderboards/${encodeURIComponent(game)}?limit=${PAGE}${after}`;
}

function row(leader) {
  const me = player.get();
  const you = Boolean(me) && me.id === leader.player.id;
  const classes = [leader.player.bot ? "bot" : null, you ? "you" : null].filter(Boolean).join(" ") || null;
  return el(
    "tr",
    {"data-player": leader.player.id, "data-bot": leader.player.bot, "data-you": you, class: classes},
    el("td", {class: "num rank"}, String(leader.rank)),
    el("td", {class: "who"},
      el("span", {class: "name"}, leader.player.name),
      leader.player.bot ? el("span", {class: "tag"}, "bot") : null,
      you ? el("span", {class: "tag you"}, "you") : null),
    el("td", {class: "num rating", title: `μ ${leader.mu.toFixed(2)}, σ ${leader.sigma.toFixed(2)}`},
      leader.rating.toFixed(1)),
    el("td", {class: "num"}, String(leader.games)),
  );
}

function draw() {
  const title = dom.titleOf(types, board.game);
  $("board-title").textContent = `${title} leaderboard`;
  document.title = `${title} leaderboard · Powderkeg`;
  $("board-about").textContent = `Players with at least ${board.minGames} rated games of ${title}, by their ` +
    "conservative rating μ − 3σ (it rises as they win, and as it grows surer). Each kind of bot is a player " +
    `too. ${board.total === 1 ? "1 player" : `${board.total} players`} ranked.`;
  $("leader-rows").replaceChildren(...board.leaders.map(row));
  $("leaders").hidden = !board.leaders.length;
  $("board-empty").hidden = board.leaders.length > 0;
  $("board-empty").textContent = `Nobody has played ${board.minGames} rated games of ${title} yet: start one in ` +
    "the lobby with Rated ticked.";
  $("board-more").hidden = !board.next;
}

/** The first page of `game`'s leaderboard (a later choice wins over an answer still on its way). */
async function show(game) {
  const asked = ++board.asked;
  const answer = await api.request("GET", boardAddress(game, null));
  if (asked !== board.asked) return;
  Object.assign(board, {
    game,
    leaders: answer.body.leaders,
    next: answer.body.next,
    total: answer.body.total,
    minGames: answer.body.min_games,
  });
  draw();
}

async function more() {
  if (!board.next) return;
  const button = $("board-more");
  button.disabled = true;
  try {
    const asked = board.asked;
    const answer = await api.request("GET", boardAddress(board.game, board.next));
    if (asked !== board.asked) return;
    const known = new Set(board.leaders.map((l) => l.player.id));
    board.leaders = board.leaders.concat(answer.body.leaders.filter((l) => !known.has(l.player.id)));
    board.next = answer.body.next;
    draw();
  } finally {
    button.disabled = false;
  }
}

function choose() {
  const game = $("board-game").value;
  window.history.replaceState(null, "", `/leaderboards?game=${encodeURIComponent(game)}`);
  return show(game);
}

async function start() {
  player.drawIdentity($("me"));
  player.onChange(() => {
    if (board.game) draw(); // "you" moves to the player kept now
  });
  $("board-game").addEventListener("change", api.guard(choose));
  $("board-more").addEventListener("click", api.guard(more));
  types = await api.gameTypes();
  const select = $("board-game");
  select.replaceChildren(...types.map((t) => el("option", {value: t.slug}, t.title)));
  const game = chosenFromAddress();
  if (!game) return;
  select.value = game;
  await show(game);
}

document.addEventListener("DOMContentLoaded", api.guard(start));
