// The game page's idle controls (see play.js; docs/rules.md §0.1). A game at one table has an idle policy: a
// person's seat the game awaited too long goes on autopilot (a bot plays it while another person is at the table),
// a seat may resign (a bot plays it to the end, and it places last), and a game nobody is left at ends abandoned.
// #idle says where the viewer's seat stands: on autopilot, with "I'm back" (POST .../seats/{seat}/return), or
// resigned; and that an abandoned game had nobody at the table. #resign-box holds the seat's "Step away" (POST
// .../seats/{seat}/away: a bot plays for it until it comes back) and "Resign" (POST .../resign, after a
// confirm()). All are sent as the seat's moves are (play-live.js's post), and a game without a policy (the view's
// `idle` null: a match, or a game made before policies) shows none of them.

import * as api from "./api.js";
import {el} from "./dom.js";
import {hasResigned, idleOf, isAbandoned, onAutopilot, someoneAtTable} from "./idle.js";
import {drawCommands, post} from "./play-live.js";
import {$, state} from "./play.js";

const RESIGN_QUESTION =
  "Resign this game? A bot plays your seat to the end, and you place last. You cannot take the seat back.";

/** Whether the viewer's seat resigned, as last drawn: its commands are drawn again when that changes. */
let resignedDrawn = false;

const backButton = el("button", {type: "button", id: "return-seat", onclick: api.guard(comeBack)}, "I'm back");
const awayButton = el("button", {type: "button", id: "step-away", class: "quiet", onclick: api.guard(stepAway),
  title: "A bot plays your seat until you come back"}, "Step away");
const resignButton = el("button", {type: "button", id: "resign", class: "quiet", onclick: api.guard(resign)},
  "Resign");

/** Whether the viewer holds a person's seat of a game with an idle policy (a bot's seat neither returns nor
 * resigns). */
function personSeat(view) {
  if (state.seat === null || !idleOf(view)) return false;
  const seat = (Array.isArray(view.seats) ? view.seats : []).find((s) => s && s.seat === state.seat);
  return !(seat && seat.bot);
}

/** #idle and #resign-box for `view` (the page's view; a replay's step draws neither). */
function drawIdle(view) {
  const box = $("idle");
  const active = view.status === "active";
  const mine = personSeat(view);
  const resigned = mine && hasResigned(view, state.seat);
  let notice = null;
  if (view.status === "finished" && isAbandoned(view)) {
    notice = el("p", {"data-idle": "abandoned"}, el("strong", {}, "Abandoned: nobody was at the table"),
      " (no result, no winner, not rated)");
  } else if (active && resigned) {
    notice = el("p", {"data-idle": "resigned"}, el("strong", {}, "You resigned: a bot plays your seat"),
      " to the end, and you place last.");
  } else if (active && mine && onAutopilot(view, state.seat)) {
    notice = el("div", {"data-idle": "autopilot"},
      el("p", {}, el("strong", {}, "A bot is playing for you while you are away"),
        someoneAtTable(view)
          ? ". Any move you make takes your seat back too."
          : ". While nobody else is at the table, the game waits for you to come back."),
      backButton);
  }
  if (notice) box.replaceChildren(notice);
  else box.replaceChildren();
  box.hidden = !notice;
  document.body.toggleAttribute("data-abandoned", view.status === "finished" && isAbandoned(view));

  const resignBox = $("resign-box");
  if (active && mine && !resigned && state.token) {
    const buttons = onAutopilot(view, state.seat) ? [resignButton] : [awayButton, resignButton];
    if (resignBox.children.length !== buttons.length) resignBox.replaceChildren(...buttons);
    resignBox.hidden = false;
  } else {
    resignBox.replaceChildren();
    resignBox.hidden = true;
  }
  if (resigned !== resignedDrawn) {
    resignedDrawn = resigned;
    drawCommands(); // a seat that resigned sends no more commands
  }
}

/** Send `suffix` (no body) as the seat's move, with `button` disabled meanwhile. */
async function sendWith(button, suffix, quiet) {
  button.disabled = true;
  try {
    await post(suffix, undefined, quiet);
  } finally {
    button.disabled = false;
  }
}

/** "I'm back": take the seat back from the autopilot. Already back (a move of the seat took it back, in another
 * tab perhaps) is no error: the refresh that follows shows it. */
async function comeBack() {
  if (state.seat === null) return;
  await sendWith(backButton, `/seats/${encodeURIComponent(state.seat)}/return`, ["not-on-autopilot"]);
}

/** "Step away": a bot plays the seat until the person comes back ("I'm back", or any move). Already away is no
 * error: the refresh that follows shows it. */
async function stepAway() {
  if (state.seat === null) return;
  await sendWith(awayButton, `/seats/${encodeURIComponent(state.seat)}/away`, ["on-autopilot"]);
}

async function resign() {
  if (state.seat === null || !window.confirm(RESIGN_QUESTION)) return;
  await sendWith(resignButton, "/resign");
}

export {drawIdle};
