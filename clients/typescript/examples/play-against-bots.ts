/**
 * A game of bombs against three bots, played to its end with the typed client: ann creates the game (one hand, no
 * last-call windows), follows it live over Server-Sent Events with a stream ticket, plays from `legal-commands`
 * whenever it lists something for her and long-polls the log while the bots move, then checks the stream against
 * the final view, and the server's verdict against the export.
 *
 *   npm ci && npx tsc && node dist/examples/play-against-bots.js http://127.0.0.1:8000
 *
 * It prints one line and exits 0 when every check held; otherwise it says which failed and exits 1.
 */
import {
  createPowderkegClient,
  serverSentEvents,
  type BombsView,
  type CreateGameRequest,
  type ExportEvent,
  type ServerSentEvent,
} from "powderkeg-client";

/** More rounds than a hand of bombs ever takes: a game still running after them is a failure. */
const MAX_ROUNDS = 2000;
/** How long the stream may take to end once the game is finished. */
const STREAM_END_MS = 30_000;

class CheckFailed extends Error {}

function check(holds: boolean, what: string): asserts holds {
  if (!holds) throw new CheckFailed(what);
}

const base = process.argv[2] ?? "http://127.0.0.1:8000";
const anyone = createPowderkegClient(base);

async function main(signal: AbortSignal): Promise<string> {
  const request: CreateGameRequest = {
    game: "bombs",
    players: [{ name: "ann" }, { bot: "random" }, { bot: "random" }, { bot: "random" }],
    options: { hands: 1, window_ms: 0 },
  };
  const created = await anyone.POST("/v1/games", { body: request });
  check(created.data !== undefined, `creating the game: ${JSON.stringify(created.error)}`);
  const game = created.data.id;
  const token = created.data.tokens[0];
  check(created.data.tokens.length === 1 && token?.seat === 0, "the game answers ann's token, alone");
  const ann = createPowderkegClient(base, token.token);
  const path = { game_id: game };

  // Follow the game as ann's seat, with a ticket (what a browser's EventSource does, which cannot send a token).
  const ticket = await ann.POST("/v1/games/{game_id}/stream-tickets", { params: { path } });
  check(ticket.data !== undefined, `a stream ticket: ${JSON.stringify(ticket.error)}`);
  const stream = await anyone.GET("/v1/games/{game_id}/stream", {
    params: { path, query: { ticket: ticket.data.ticket } },
    parseAs: "stream",
    signal,
  });
  check(stream.response.status === 200 && stream.data != null, `the stream opens: ${stream.response.status}`);
  const following = collect(serverSentEvents(stream.data));
  following.catch(() => undefined); // a broken stream fails the run where it is awaited, below

  for (let round = 0; ; round++) {
    check(round < MAX_ROUNDS, `the game is finished within ${MAX_ROUNDS} rounds`);
    const view = await ann.GET("/v1/games/{game_id}", { params: { path } });
    check(view.data !== undefined, `ann's view: ${JSON.stringify(view.error)}`);
    if (view.data.status === "finished") break;
    const legal = await ann.GET("/v1/games/{game_id}/legal-commands", { params: { path } });
    check(legal.data !== undefined, `ann's legal commands: ${JSON.stringify(legal.error)}`);
    const commands = legal.data.commands;
    if (commands.length > 0) {
      const command = commands[Math.floor(Math.random() * commands.length)]!;
      // A bot may move first and make it stale (409 or 422): the next round lists ann's commands again. The next
      // round reads the view too, so the answer need not carry it (a 204).
      await ann.POST("/v1/games/{game_id}/commands", {
        params: { path, header: { "Idempotency-Key": crypto.randomUUID(), Prefer: "return=minimal" } },
        body: command,
      });
    } else {
      // Nothing for ann to do: wait (at most 10 s) for the bots' next event.
      const after = view.data.version;
      await ann.GET("/v1/games/{game_id}/events", { params: { path, query: { after, wait: 10 } } });
    }
  }

  const final = await ann.GET("/v1/games/{game_id}", { params: { path } });
  check(final.data !== undefined && final.data.kind === "bombs", "the final view is a game of bombs");
  const view: BombsView = final.data;
  check(view.result != null && view.result.ranking.length === 4, "the finished game ranks its four seats");

  // The stream: ann's view, every event after it once and in order, then the final view (no id), then its end.
  const late = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new CheckFailed(`the stream ends within ${STREAM_END_MS} ms`)), STREAM_END_MS).unref();
  });
  const messages = await Promise.race([following, late]);
  const first = messages[0];
  const last = messages[messages.length - 1];
  check(first?.event === "view" && first.id !== undefined, "the stream opens with ann's view");
  check(last?.event === "view" && last.id === undefined, "the stream ends with the final view, without an id");
  check(JSON.parse(last.data).view.status === "finished", "the stream's last view is finished");
  const versions = messages.filter((m) => m.event === "event").map((m) => Number(m.id));
  const opened = Number(first.id);
  const expected = Array.from({ length: view.version - opened }, (_, i) => opened + 1 + i);
  check(JSON.stringify(versions) === JSON.stringify(expected), `the stream sent versions ${opened + 1} to ${view.version}`);

  // The server's audit, and the export it audited: every event, the chain ending at the view's head.
  const verdict = await anyone.GET("/v1/games/{game_id}/verify", { params: { path } });
  check(verdict.data !== undefined, `the verdict: ${JSON.stringify(verdict.error)}`);
  check(verdict.data.ok, `the game verifies: ${verdict.data.problems.join("; ")}`);
  check(verdict.data.head_sha256 === view.head_sha256, "the verdict's head is the final view's");
  const exported = await anyone.GET("/v1/games/{game_id}/export", { params: { path }, parseAs: "text" });
  check(exported.data !== undefined, `the export: ${exported.response.status}`);
  const lines = exported.data.trimEnd().split("\n");
  const events = lines.slice(1).map((line) => JSON.parse(line) as ExportEvent);
  check(events.length === verdict.data.events, "the export holds every event the verdict checked");
  check(events.at(-1)?.version === view.version, "the export ends at the final version");
  check(events.at(-1)?.sha256 === verdict.data.head_sha256, "the export's chain ends at the verdict's head");

  const place = view.result.ranks[0];
  return (
    `game ${game} finished at version ${view.version}: ann placed ${place} of 4; ` +
    `${versions.length} events streamed; verified (${verdict.data.events} events, head ${view.head_sha256})`
  );
}

/** Every message of the stream until it ends. */
async function collect(messages: AsyncGenerator<ServerSentEvent>): Promise<ServerSentEvent[]> {
  const all: ServerSentEvent[] = [];
  for await (const message of messages) all.push(message);
  return all;
}

const stop = new AbortController();
try {
  console.log(await main(stop.signal));
} catch (error) {
  console.error(error instanceof CheckFailed ? `check failed: ${error.message}` : error);
  process.exitCode = 1;
} finally {
  stop.abort(); // closes the stream, should a failed check leave it open
}
