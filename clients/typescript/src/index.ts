/**
 * A typed client of the Powderkeg API. `schema.ts` is generated from the server's openapi.yaml by openapi-typescript
 * (`make clients`; never edit it): every path, parameter, body and answer as TypeScript types, and each schema as a
 * type of its own name (`BombsView`, `CreateGameRequest`, `Problem`...). openapi-fetch makes the requests with those
 * types: `client.GET("/v1/games/{game_id}", {params: {path: {game_id}}})` answers `{data}` (typed by the
 * operation's 2xx answers) or `{error}` (its problems), with the `response`.
 */
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./schema.js";

export type * from "./schema.js";

/** A client of every operation of the API. */
export type PowderkegClient = Client<paths>;

/**
 * A client of the server at `baseUrl` (`http://127.0.0.1:8000` for `make serve`). With a `token` (a seat token, or
 * a player's key) every request sends it as `Authorization: Bearer`; without one, the client is a spectator.
 */
export function createPowderkegClient(baseUrl: string, token?: string): PowderkegClient {
  const headers: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` };
  return createClient<paths>({ baseUrl, headers });
}

/** One message of a `text/event-stream`. */
export interface ServerSentEvent {
  /** Its `event` field (`message` when it has none). */
  event: string;
  /** Its own `id` field; undefined when the message has none (as the finished game's last view). */
  id?: string;
  /** Its `data` lines, joined by newlines. */
  data: string;
}

/**
 * The messages of a `text/event-stream` body, as they arrive, until it ends (the stream of
 * `GET /v1/games/{game_id}/stream`, opened with `parseAs: "stream"`). Node 20 has no `EventSource`; a browser's
 * reads the same stream.
 */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let message: { event?: string; id?: string; data: string[] } = { data: [] };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      // A "\r" at the end may be the first half of a "\r\n" still to come: it waits for the next chunk.
      const held = !done && buffer.endsWith("\r") ? "\r" : "";
      const lines = buffer.slice(0, buffer.length - held.length).split(/\r\n|\r|\n/);
      buffer = (lines.pop() ?? "") + held; // an unfinished line (at the end, an unfinished message is dropped)
      for (const line of lines) {
        if (line === "") {
          if (message.data.length > 0) {
            yield { event: message.event ?? "message", id: message.id, data: message.data.join("\n") };
          }
          message = { data: [] };
          continue;
        }
        if (line.startsWith(":")) continue; // a comment
        const colon = line.indexOf(":");
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") message.event = value;
        else if (field === "id") message.id = value;
        else if (field === "data") message.data.push(value);
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
