// Powderkeg's web client, shared by both pages (an ES module): requests to the API, its errors in words, and seat
// tokens.
//
// A seat token lives in localStorage under "powderkeg:token:<game id>" (or, where this browser keeps nothing, in
// the page's URL fragment, which is never sent to a server); it travels only in "Authorization: Bearer", never in
// a URL query, and only to its own game.

const TOKEN_KEY = "powderkeg:token:";
const NAME_KEY = "powderkeg:name";
// The answers kept to revalidate: the last JSON answer with an ETag of each GET, by address (with the credential it
// was asked with), for at most KEPT_MAX addresses (the longest unused goes first). Asking again with the same
// credential sends If-None-Match, and a 304 (no body: a few hundred bytes where the answer may be tens of kilobytes)
// resolves to the kept answer, parsed anew.
const KEPT_MAX = 32;
const kept = new Map();

/** An answer of the API that is not a success, or a request that never got one; `message` is in words. */
class ApiError extends Error {
  constructor(status, problem, fallback) {
    const title = problem && typeof problem.title === "string" ? problem.title : "";
    const detail = problem && typeof problem.detail === "string" ? problem.detail : "";
    super(title && detail ? `${title}: ${detail}` : title || detail || fallback);
    this.name = "ApiError";
    this.status = status;
    this.problem = problem || null;
    this.code = problem && typeof problem.code === "string" ? problem.code : null;
  }
}

/** The body of `response`: {body, text}, `text` the JSON's own text (null for any other answer). */
async function readBody(response) {
  const type = (response.headers.get("Content-Type") || "").split(";")[0].trim();
  if (response.status === 204 || response.status === 304) return {body: null, text: null};
  const text = await response.text();
  if (type === "application/json" || type === "application/problem+json") {
    try {
      return {body: JSON.parse(text), text};
    } catch (_) {
      return {body: null, text: null};
    }
  }
  return {body: text, text: null};
}

/** Keep a GET's JSON answer (its text) to `path` with `token` to revalidate it, unless it says not to store it. */
function keep(path, token, response, text) {
  const etag = response.headers.get("ETag");
  const control = response.headers.get("Cache-Control") || "";
  kept.delete(path);
  if (!etag || text === null || /\bno-store\b/i.test(control)) return;
  kept.set(path, {token, etag, text});
  if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value);
}

/**
 * One request to this server. Resolves to {status, body, headers} for a 2xx or 304 answer; rejects with an
 * ApiError (the problem's title and detail) for anything else, a network failure included. A GET sends
 * If-None-Match with the ETag of the answer kept for it (`kept`), and a 304 resolves to that answer again.
 * opts: {token, body (sent as JSON), headers}.
 */
async function request(method, path, opts) {
  const options = opts || {};
  const headers = Object.assign({Accept: "application/json"}, options.headers || {});
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const token = options.token || null;
  const found = method === "GET" ? kept.get(path) : undefined;
  const held = found && found.token === token ? found : undefined;
  if (held) headers["If-None-Match"] = held.etag;
  // The browser's HTTP cache stays out of it: the page keeps and revalidates its answers itself (`kept`).
  const init = {method, headers, cache: "no-store", credentials: "omit"};
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (err) {
    throw new ApiError(0, null, `Cannot reach the server (${err && err.message ? err.message : "network error"})`);
  }
  const {body, text} = await readBody(response);
  if (response.status === 304 && held) {
    kept.delete(path);
    kept.set(path, held); // the most recently used
    return {status: 304, body: JSON.parse(held.text), headers: response.headers};
  }
  if (method === "GET" && response.ok) keep(path, token, response, text);
  if (response.ok || response.status === 304) {
    return {status: response.status, body, headers: response.headers};
  }
  const problem = body && typeof body === "object" ? body : null;
  const words = response.statusText ? `${response.status} ${response.statusText}` : `${response.status}`;
  throw new ApiError(response.status, problem, `The server answered ${words}`);
}

function errorBox() {
  return document.getElementById("error");
}

/** Show an error (an ApiError, an Error or a string) in #error, in words. */
function showError(err) {
  const box = errorBox();
  const text = typeof err === "string" ? err : err && err.message ? err.message : "Something went wrong";
  if (!box) return;
  box.textContent = text;
  box.hidden = false;
  // A lost connection says so until the page reaches the server again (clearNetworkError).
  box.toggleAttribute("data-network", Boolean(err && err.status === 0));
}

function clearError() {
  const box = errorBox();
  if (!box) return;
  box.textContent = "";
  box.hidden = true;
  box.removeAttribute("data-network");
}

/** Clear #error when what it shows is a lost connection: the server has answered since. */
function clearNetworkError() {
  const box = errorBox();
  if (box && box.hasAttribute("data-network")) clearError();
}

/** Wrap an event handler (sync or async) so that whatever it throws is shown in #error, never uncaught. */
function guard(handler) {
  return function (...args) {
    try {
      const result = handler.apply(this, args);
      if (result && typeof result.then === "function") result.catch(showError);
      return result;
    } catch (err) {
      showError(err);
      return undefined;
    }
  };
}

function storage() {
  try {
    return window.localStorage;
  } catch (_) {
    return null; // storage disabled: the page still works for this visit
  }
}

/** Whether `token` is a seat token of `gameId`: tokens are "<game id>.<secret>", and one is only ever sent to
 * its own game. */
function fits(gameId, token) {
  return typeof token === "string" && Boolean(gameId) && token.length > gameId.length + 1 &&
    token.startsWith(`${gameId}.`);
}

const tokens = {
  fits,
  /** Whether this browser keeps tokens: else a seat's page keeps its token in the address's fragment. */
  works() {
    const store = storage();
    if (!store) return false;
    try {
      store.setItem(TOKEN_KEY, "1");
      store.removeItem(TOKEN_KEY);
      return true;
    } catch (_) {
      return false;
    }
  },
  /** The stored token of `gameId`, or null (none, or one that is not of that game). */
  get(gameId) {
    const store = storage();
    let stored = null;
    try {
      stored = store ? store.getItem(TOKEN_KEY + gameId) : null;
    } catch (_) {
      return null;
    }
    return fits(gameId, stored) ? stored : null;
  },
  /** Keep `token` as the seat of `gameId`; true when it is kept (false: no storage, or not that game's). */
  set(gameId, token) {
    const store = storage();
    if (!store || !fits(gameId, token)) return false;
    try {
      store.setItem(TOKEN_KEY + gameId, token);
      return store.getItem(TOKEN_KEY + gameId) === token;
    } catch (_) {
      return false; // full, or refused
    }
  },
  /** Forget the stored token of `gameId` if it is `token` (the one that failed): never another one. */
  forget(gameId, token) {
    const store = storage();
    try {
      if (store && store.getItem(TOKEN_KEY + gameId) === token) store.removeItem(TOKEN_KEY + gameId);
    } catch (_) {
      // nothing kept, nothing to forget
    }
  },
};

const names = {
  get() {
    const store = storage();
    try {
      return (store && store.getItem(NAME_KEY)) || "";
    } catch (_) {
      return "";
    }
  },
  set(name) {
    const store = storage();
    try {
      if (store && name) store.setItem(NAME_KEY, name);
    } catch (_) {
      // not kept: the name is typed again next time
    }
  },
};

/** A fresh Idempotency-Key: 128 random bits in hex. */
function newKey() {
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The address of a game's page (a spectator's, or a seat's whose token this browser keeps). */
function playUrl(gameId) {
  return `/play/${encodeURIComponent(gameId)}`;
}

/** The address of the seat `token` holds in `gameId`, once the token is kept: the plain page address when this
 * browser stores it, else the page address with the token in its fragment (never sent to a server). A seat a
 * player took with their key has no token (null): the plain address, where the page acts with the player's key. */
function seatUrl(gameId, token) {
  if (!token) return playUrl(gameId);
  return tokens.set(gameId, token) ? playUrl(gameId) : `${playUrl(gameId)}#${token}`;
}

let typesAsked = null;

/** The game types of GET /v1/game-types (asked once a page; asked again after a failure). */
function gameTypes() {
  if (!typesAsked) {
    typesAsked = request("GET", "/v1/game-types").then((answer) => answer.body.game_types);
    typesAsked.catch(() => {
      typesAsked = null;
    });
  }
  return typesAsked;
}

// Nothing the page does may end in an uncaught error: a rejection nobody handled is shown, in words.
window.addEventListener("unhandledrejection", (event) => {
  event.preventDefault();
  showError(event.reason);
});

export {
  ApiError, request, showError, clearError, clearNetworkError, guard, tokens, names, newKey, playUrl, seatUrl,
  gameTypes,
};
