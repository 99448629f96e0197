// Powderkeg's web client: this browser's player (an identity across games, without password or e-mail), shared by
// every page. The player is made the first time it is needed (POST /v1/players, with the name the person typed)
// and kept in localStorage under "powderkeg:player" as {id, name, key}; the key is a bearer credential, sent only
// in "Authorization: Bearer" to this server. A key the server no longer knows (revoked, or the player erased:
// 401) is forgotten and a new player made under the same name. Also: "You are <name>", with renaming, for the
// header of each page (drawIdentity).

import * as api from "./api.js";
import * as dom from "./dom.js";

const {el} = dom;
const PLAYER_KEY = "powderkeg:player";
/** The 401 codes of a key that will never work again (or of no player key at all). */
const DEAD_KEY = new Set(["unknown-key", "not-a-player-key"]);
let inMemory = null; // where this browser keeps nothing, the player lives as long as the page
const listeners = [];
let renewed = false; // this page found the stored player unknown to the server and made a new one

function storage() {
  try {
    return window.localStorage;
  } catch (_) {
    return null;
  }
}

function valid(p) {
  return Boolean(p) && typeof p === "object" && typeof p.id === "string" && p.id.startsWith("p-") &&
    typeof p.name === "string" && typeof p.key === "string" && p.key.length > 0;
}

/** Whether this browser can keep a player from one visit to the next. */
function works() {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(`${PLAYER_KEY}:probe`, "1");
    store.removeItem(`${PLAYER_KEY}:probe`);
    return true;
  } catch (_) {
    return false;
  }
}

/** The player this browser keeps ({id, name, key}), or null. */
function get() {
  const store = storage();
  if (store) {
    try {
      const stored = JSON.parse(store.getItem(PLAYER_KEY) || "null");
      if (valid(stored)) return stored;
    } catch (_) {
      // unreadable: as if none
    }
  }
  return valid(inMemory) ? inMemory : null;
}

function changed() {
  const now = get();
  for (const listener of listeners) listener(now);
}

function keep(p) {
  inMemory = {id: p.id, name: p.name, key: p.key};
  const store = storage();
  try {
    if (store) store.setItem(PLAYER_KEY, JSON.stringify(inMemory));
  } catch (_) {
    // full or refused: the page still knows it
  }
  api.names.set(p.name); // the name a page offers to join under, for a browser without a player
  changed();
}

/** Forget `p` if it is the player kept (never another one: a page beside this one may have made a new one). */
function forget(p) {
  const store = storage();
  try {
    const stored = store ? JSON.parse(store.getItem(PLAYER_KEY) || "null") : null;
    if (store && stored && stored.key === p.key) store.removeItem(PLAYER_KEY);
  } catch (_) {
    // nothing kept, nothing to forget
  }
  if (inMemory && inMemory.key === p.key) inMemory = null;
  changed();
}

/** `fn(player)` runs whenever the player kept changes (made, renamed, forgotten; in another tab too). */
function onChange(fn) {
  listeners.push(fn);
}

window.addEventListener("storage", (event) => {
  if (event.key === PLAYER_KEY || event.key === null) changed();
});

function isDeadKey(err) {
  return Boolean(err) && err.status === 401 && (err.code === null || DEAD_KEY.has(err.code));
}

/** Make a player named `name` and keep it. */
async function create(name) {
  const answer = await api.request("POST", "/v1/players", {body: {name}});
  const made = {id: answer.body.id, name: answer.body.name, key: answer.body.key};
  keep(made);
  return made;
}

/** `old`'s key is dead: the player another page kept since, else a new one named `name` (old's name). */
async function replace(old, name) {
  const now = get();
  if (now && now.key !== old.key) return now;
  forget(old);
  renewed = true;
  return await create(name || old.name);
}

/** `fn(player)` as this browser's player, made first (named `name`) when there is none; a key the server no
 * longer knows is replaced by a new player's and `fn` runs once more. */
async function acting(fn, name) {
  let p = get();
  if (!p) {
    if (!name) throw new Error("Type your name first.");
    p = await create(name);
  }
  try {
    return await fn(p);
  } catch (err) {
    if (!isDeadKey(err)) throw err;
    p = await replace(p);
    return await fn(p);
  }
}

/** The player kept, checked with GET /v1/players/me: resolves to {player, me} (me: that answer, or null when
 * the stored key was dead and a new player was made in its place), or null when there is no player. A failure
 * to reach the server leaves the player as it is (and rejects). */
async function ensure() {
  const p = get();
  if (!p) return null;
  try {
    const answer = await api.request("GET", "/v1/players/me", {token: p.key});
    const me = answer.body;
    if (me.name !== p.name) keep({...p, name: me.name});
    return {player: get(), me};
  } catch (err) {
    if (!isDeadKey(err)) throw err;
    return {player: await replace(p), me: null};
  }
}

/** Rename the player kept (PATCH /v1/players/me), or make one of that name where there is none yet. */
async function rename(name) {
  const p = get();
  if (!p) return await create(name);
  try {
    const answer = await api.request("PATCH", "/v1/players/me", {token: p.key, body: {name}});
    keep({...p, name: answer.body.name});
  } catch (err) {
    if (!isDeadKey(err)) throw err;
    await replace(p, name);
  }
  return get();
}

// --- "You are <name>" ----------------------------------------------------------------------------------

/**
 * Draw this browser's player into `box` (an element of the page's header), and keep it drawn: "You are ann" and
 * a Rename button, or, with no player yet, a button to pick a name; either opens a small form (Enter saves,
 * Escape cancels).
 */
function drawIdentity(box) {
  const input = el("input", {id: "me-input", type: "text", maxlength: 40, autocomplete: "nickname",
    "aria-label": "Your name", required: true});
  const save = el("button", {type: "submit", id: "me-save"}, "Save");
  const cancel = el("button", {type: "button", id: "me-cancel", class: "quiet"}, "Cancel");
  const form = el("form", {id: "me-form", class: "me-form", hidden: true}, input, save, cancel);
  const shown = el("strong", {id: "me-name"});
  const line = el("span", {id: "me-line"});
  const open = el("button", {type: "button", id: "me-rename", class: "quiet"});
  const note = el("span", {id: "me-note", class: "hint", hidden: true});
  box.replaceChildren(line, open, form, note);
  box.hidden = false;

  function draw(p) {
    box.toggleAttribute("data-player", Boolean(p));
    if (p) {
      shown.textContent = p.name;
      line.replaceChildren("You are ", shown);
      open.textContent = "Rename";
    } else {
      line.replaceChildren(works() ? "Not playing yet" : "Playing as a guest");
      open.textContent = "Pick a name";
    }
    note.hidden = !renewed;
    note.textContent = renewed
      ? "This browser's player was no longer known to the server (its key revoked or the player erased): you " +
        "play as a new player now."
      : "";
  }

  function close() {
    form.hidden = true;
    line.hidden = false;
    open.hidden = false;
  }

  open.addEventListener("click", () => {
    const p = get();
    input.value = p ? p.name : api.names.get();
    form.hidden = false;
    line.hidden = true;
    open.hidden = true;
    input.focus();
    input.select();
  });
  cancel.addEventListener("click", close);
  input.addEventListener("keydown", (event) => {
    if (event.key === "Escape") close();
  });
  form.addEventListener("submit", api.guard(async (event) => {
    event.preventDefault();
    api.clearError();
    const name = input.value.trim();
    if (!name) throw new Error("Type a name first.");
    save.disabled = true;
    try {
      await rename(name);
      close();
    } finally {
      save.disabled = false;
    }
  }));
  onChange(draw);
  draw(get());
  return draw;
}

export {works, get, forget, onChange, isDeadKey, create, acting, ensure, rename, drawIdentity};
