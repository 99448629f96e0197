// The idle policy of a game as its view shows it (docs/rules.md §0.1), shared by the game page (play-idle.js) and
// the game renderers (parts.js, renderer.js): which seats a bot plays because their person was away (autopilot),
// which resigned, whether the game ended abandoned, and the log's words for the policy's events. A view's `idle` is
// null for a game without a policy (a match at several tables, or a game made before policies): then no seat is
// away, none resigned, and nothing is said.

/** The view's `idle` (null: the game has no idle policy). */
function idleOf(view) {
  const idle = view && view.idle;
  return idle && typeof idle === "object" ? idle : null;
}

const listed = (list, seat) => Array.isArray(list) && typeof seat === "number" && list.includes(seat);

/** Whether `seat` is on autopilot: its person was away, and a bot plays it until they come back. */
function onAutopilot(view, seat) {
  const idle = idleOf(view);
  return Boolean(idle) && listed(idle.autopilot, seat);
}

/** Whether `seat` resigned: a bot plays it to the end, and it places last. */
function hasResigned(view, seat) {
  const idle = idleOf(view);
  return Boolean(idle) && listed(idle.resigned, seat);
}

/** Whether the game ended abandoned: nobody was at the table; no result, no winner. */
function isAbandoned(view) {
  const idle = idleOf(view);
  return Boolean(idle && idle.abandoned);
}

/** Whether a person is at the table (a person's seat neither on autopilot nor resigned). While nobody is, the
 * bots do not play the seats on autopilot: the game waits for someone to come back, or for its abandonment. */
function someoneAtTable(view) {
  const seats = view && Array.isArray(view.seats) ? view.seats : [];
  return seats.some((s) => s && !s.bot && !onAutopilot(view, s.seat) && !hasResigned(view, s.seat));
}

/** What the seats list says of `seat`: `{state: "resigned" | "autopilot", words}`, or null while whoever sits
 * there plays it. */
function seatMark(view, seat) {
  if (hasResigned(view, seat)) return {state: "resigned", words: "resigned"};
  if (!onAutopilot(view, seat)) return null;
  return {state: "autopilot", words: someoneAtTable(view) ? "away, bot playing" : "away"};
}

/** The log's words for the idle policy's events; `n(seat)` names a seat. */
const IDLE_LINES = {
  SeatAutopilot: (d, n) => (d.on ? `${n(d.seat)} went on autopilot (away)` : `${n(d.seat)} is back`),
  SeatResigned: (d, n) => `${n(d.seat)} resigned: a bot plays the seat to the end`,
  GameAbandoned: () => "The game was abandoned: nobody was at the table",
};

/** An idle policy event's line in the log, or null for any other event. */
function idleLine(event, name) {
  const words = event ? IDLE_LINES[event.type] : null;
  return words ? words(event.data || {}, name) : null;
}

export {idleOf, onAutopilot, hasResigned, isAbandoned, someoneAtTable, seatMark, IDLE_LINES, idleLine};
