// The game page of a finished game (see play.js): its rematch, its replay step by step, the server's check of its
// log, and the same game's export checked in this browser (verify-export.js, loaded on demand; verdict-view.js).

import * as api from "./api.js";
import {el} from "./dom.js";
import {closeStream, drawCommands} from "./play-live.js";
import {drawBoard} from "./play-board.js";
import {isAbandoned} from "./idle.js";
import {$, fetchView, path, seatName, seatRequest, state, tokenRefused} from "./play.js";
import {checkInto, drawVerdict, drawWitness} from "./verdict-view.js";

const REMATCH_LOOK_MS = 3000;
const REMATCH_LOOK_MAX_MS = 30000;
const REMATCH_WATCH_MS = 5 * 60 * 1000;
const REPLAY_DEBOUNCE_MS = 120;

let shown = false;
let replayTimer = null;
// Looking at the rematch: a seat holder looks again and again, less and less often, while the tab is seen,
// for a few minutes at a time; a spectator looks once.
const watch = {timer: null, delay: REMATCH_LOOK_MS, until: 0, looking: false, started: false, words: ""};

const rematchButton = el("button", {type: "button", id: "rematch", onclick: api.guard(goToRematch)},
  "Rematch: play again, same seats");

/** "Game over" and who won, at the top of the finished game: the view's `result.winners` (exploding-aces: its
 * one `winner`); an abandoned game has none. */
function finishedTitle(view) {
  if (!view || isAbandoned(view)) return view ? "Game over: abandoned, nobody won" : "Game over";
  const result = view.result || {};
  const winners = Array.isArray(result.winners) ? result.winners : [result.winner].filter((s) => typeof s === "number");
  if (!winners.length) return "Game over";
  const names = winners.map((s) => (s === state.seat ? "you" : seatName(s)));
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return `Game over: ${who} won`;
}

function showFinished() {
  closeStream();
  drawCommands();
  $("finished-title").textContent = finishedTitle(state.view);
  if (shown) return;
  shown = true;
  $("finished-area").hidden = false;
  drawRematchButton();
  startReplay().catch(api.showError);
  verify().catch(api.showError);
  $("export-link").href = path("/export");
  $("verify-browser").addEventListener("click", api.guard(verifyHere));
  watchRematch();
}

// --- the rematch --------------------------------------------------------------------------------------

/** #rematch, for a seat of the game only. */
function drawRematchButton() {
  const box = $("rematch-box");
  if (shown && state.token) {
    if (!box.contains(rematchButton)) box.replaceChildren(rematchButton);
  } else {
    box.replaceChildren();
  }
}

function watchRematch() {
  watch.until = Date.now() + REMATCH_WATCH_MS;
  watch.delay = REMATCH_LOOK_MS;
  look();
}

async function look() {
  if (watch.looking) return;
  window.clearTimeout(watch.timer);
  watch.timer = null;
  watch.looking = true;
  try {
    await showRematch();
  } catch (err) {
    api.showError(err);
  } finally {
    watch.looking = false;
  }
  if (watch.started || !state.token || document.hidden || Date.now() >= watch.until) return;
  watch.timer = window.setTimeout(look, watch.delay);
  watch.delay = Math.min(REMATCH_LOOK_MAX_MS, Math.round(watch.delay * 1.5));
}

document.addEventListener("visibilitychange", () => {
  if (!shown || watch.started || !state.token) return;
  if (document.hidden) {
    window.clearTimeout(watch.timer);
    watch.timer = null;
  } else if (watch.timer === null) {
    watchRematch(); // back on the tab: look now, and for a few minutes more
  }
});

const names = (seats) => seats.map((s) => s.name || `seat ${s.seat}`).join(", ");

/** The rematch as it stands (GET .../rematch): who is in and who is awaited; the button says what it does for
 * this seat, and a spectator gets a link to watch it. Nothing while nobody has asked for one: the game's view
 * (revalidated by its ETag, which a rematch's opening changes) names the rematch once there is one, so the page
 * never asks for one in vain. */
async function showRematch() {
  const view = await fetchView();
  if (typeof view.rematch !== "string") return;
  let answer;
  try {
    answer = await seatRequest("GET", "/rematch", {spectate: true});
  } catch (err) {
    if (err.status === 404 && err.code === "no-rematch") return;
    throw err;
  }
  const next = answer.body;
  const taken = next.seats.filter((s) => !s.reserved && !s.open && !s.bot);
  const awaited = next.seats.filter((s) => s.reserved);
  watch.started = next.status === "active";
  let words;
  if (watch.started) words = "The rematch has started.";
  else if (awaited.length) words = `Rematch: ${names(taken) || "nobody"} in; waiting for ${names(awaited)}.`;
  else words = "The rematch is waiting for players.";
  if (words !== watch.words) watch.delay = REMATCH_LOOK_MS; // something moved: look again soon
  watch.words = words;
  const mine = next.you !== null && next.you !== undefined;
  if (mine) rematchButton.textContent = watch.started ? "Go to your seat (the rematch has started)" : "Go to your seat";
  else if (taken.length) rematchButton.textContent = `Take your seat (${names(taken)} ${taken.length === 1 ? "is" : "are"} in)`;
  else rematchButton.textContent = "Take your seat of the rematch";
  const box = $("rematch-status");
  box.replaceChildren(words, ...(state.token ? [] : [" ", el("a", {href: api.playUrl(next.id)}, "Watch it")]));
  box.hidden = false;
}

/**
 * Take (or go back to) the seat of `before`'s rematch kept for the holder of `token`, a seat token of the
 * finished game `before`: POST .../rematch opens the rematch if need be, and asking again answers the same seat
 * and token. Resolves to its answer (join's shape), or to null when there is no seat to go to (said in #error).
 */
async function takeRematchSeat(before, token) {
  try {
    const answer = await api.request("POST", `/v1/games/${encodeURIComponent(before)}/rematch`, {token});
    return answer.body;
  } catch (err) {
    const next = err.problem && err.problem.rematch_id;
    if (err.status === 409 && err.code === "rematch-taken" && typeof next === "string") {
      // Another token holds this player's seat of the rematch: say so, and offer to watch it.
      api.showError(`${err.message} (another token holds your seat of the rematch: you can watch it)`);
      if (next !== state.id) {
        $("rematch-status").replaceChildren(el("a", {href: api.playUrl(next)}, "Watch the rematch"));
        $("rematch-status").hidden = false;
      }
      return null;
    }
    if (err.status !== 401 && err.status !== 403) throw err;
    tokenRefused(before, token, err);
    return null;
  }
}

async function goToRematch() {
  api.clearError();
  if (!state.token) return;
  rematchButton.disabled = true;
  try {
    const answer = await takeRematchSeat(state.id, state.token);
    if (answer) window.location.assign(api.seatUrl(answer.id, answer.token));
  } finally {
    rematchButton.disabled = false;
  }
}

// --- the replay ---------------------------------------------------------------------------------------

async function startReplay() {
  const answer = await seatRequest("GET", "/replay", {spectate: true});
  const slider = $("replay-slider");
  slider.max = String(answer.body.head);
  slider.value = String(answer.body.head);
  replayLabel(answer.body.head, answer.body.head);
  const moved = () => {
    replayLabel(Number(slider.value), Number(slider.max));
    window.clearTimeout(replayTimer);
    replayTimer = window.setTimeout(() => showReplay(Number(slider.value)).catch(api.showError), REPLAY_DEBOUNCE_MS);
  };
  slider.addEventListener("input", moved);
  const step = (by) => () => {
    const to = Math.min(Number(slider.max), Math.max(0, Number(slider.value) + by));
    if (to === Number(slider.value)) return;
    slider.value = String(to);
    moved();
  };
  $("replay-back").addEventListener("click", step(-1));
  $("replay-next").addEventListener("click", step(1));
}

/** The replay's position numbered as the log numbers its entries (position `at` is entry `at + 1`), and that
 * entry marked in the log. */
function replayLabel(at, head) {
  const entry = at + 1;
  $("replay-label").textContent = at >= head ? `the end (entry ${head + 1})` : `entry ${entry} of ${head + 1}`;
  const log = $("log");
  for (const line of log.querySelectorAll("li[data-replay-at]")) line.removeAttribute("data-replay-at");
  const line = at < head ? log.children[at] : null;
  if (!line) return;
  line.setAttribute("data-replay-at", "");
  log.scrollTop = Math.max(0, line.offsetTop - log.offsetTop - log.clientHeight / 2);
}

async function showReplay(at) {
  const head = Number($("replay-slider").max);
  const answer = await seatRequest("GET", `/replay?at=${at}`, {spectate: true});
  if (Number($("replay-slider").value) !== at) return; // the slider has moved on
  state.replaying = at < head;
  drawBoard(answer.body.view);
  document.body.toggleAttribute("data-replaying", state.replaying);
}

// --- the check of the log -----------------------------------------------------------------------------

/** What the check of the deal means, by the verdict's `dealt_from`. */
const DEALT = {
  seed: "the seed against its commitment, the deal as that seed's shuffle",
  "testing-deal": "the seed against its commitment (not the deal: a testing server fixed it)",
};

async function verify() {
  const box = $("verify-result");
  const answer = await api.request("GET", path("/verify"));
  const verdict = answer.body;
  box.setAttribute("data-verified", verdict.ok ? "true" : "false");
  if (verdict.ok) {
    const dealt = DEALT[verdict.dealt_from];
    box.textContent = `Verified: the server re-checked all ${verdict.events} events of this game's log: its hash ` +
      `chain, ${dealt ? `${dealt}, ` : ""}and every move and result by the rules.`;
  } else {
    const where = verdict.first_bad_version === null ? "" : ` at version ${verdict.first_bad_version}`;
    const table = verdict.first_bad_table ? ` of table ${verdict.first_bad_table}` : "";
    box.textContent = `Not verified: the log is not what the rules make${where}${table}. ` +
      (verdict.problems || []).join("; ");
  }
}

/** "Verify in this browser": the complete export (a finished game's, for anyone: no token sent), checked here by
 * verify-export.js, which only this button loads. */
async function verifyHere() {
  const button = $("verify-browser");
  const box = $("browser-verdict");
  button.disabled = true;
  try {
    box.hidden = false;
    box.setAttribute("data-verdict", "checking");
    box.textContent = "Downloading the export…";
    const [answer, verifier] = await Promise.all([api.request("GET", path("/export")), import("./verify-export.js")]);
    const text = typeof answer.body === "string" ? answer.body : "";
    await checkInto(box, text, verifier.verifyExport, `This game's export, ${text.split("\n").length - 1} lines`);
    await checkWitness(text, verifier.verifyWitness);
  } catch (err) {
    drawVerdict(box, {ok: false, problems: [`no export to check: ${err && err.message ? err.message : err}`]});
  } finally {
    button.disabled = false;
  }
}

/** The game's witness proof (GET .../witness), checked here against the export just verified, or why there is none. */
async function checkWitness(text, verifyWitness) {
  const box = $("browser-witness");
  let proof;
  try {
    proof = await api.request("GET", path("/witness"));
  } catch (err) {
    const missing = err && err.status === 404 && err.code !== "game-not-found"
      ? "Not witnessed yet: the server publishes a witness root each minute over the games that changed. " +
        "Check again in a minute."
      : `No witness proof: ${err && err.message ? err.message : err}`;
    drawWitness(box, null, missing);
    return;
  }
  drawWitness(box, verifyWitness(proof.body, text));
}

export {showFinished, drawRematchButton, takeRematchSeat};
