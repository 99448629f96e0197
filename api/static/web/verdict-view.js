// The verdict of verify-export.js in words, drawn the same way on a finished game's page ("Verify in this browser",
// play-finished.js) and on /verify (a dropped export file, verify-page.js). The box gets `data-verdict`: "checking"
// while the verifier runs, then "ok" or "failed".
//
// verifyExport(text) answers {ok, events, first_bad_version, first_bad_table, first_bad_line, problems, head_sha256,
// dealt_from, checked: {versions, seed, chain, deals}} and never throws (docs/verification.md §6); this module does
// not trust it to, all the same: a verifier that throws, or answers no object, is a failed check.

import {el} from "./dom.js";
import {plural} from "./words.js";

/** How many problems a failed verdict lists below the first (the rest are counted). */
const MORE_PROBLEMS = 4;

/** What the verdict's `dealt_from` says of the deals. */
const DEALT = {
  seed: "Every deal, draw and reshuffle re-dealt from the seed: no card was placed by hand.",
  "testing-deal": "The deal was fixed by a testing server (its header says so, and the chain covers it): it was " +
    "not dealt from the seed.",
};

/** `box` holding `parts`, those that are not null (replaceChildren would write null as text). */
function drawn(box, ...parts) {
  box.replaceChildren(...parts.filter((part) => part !== null && part !== undefined));
}

/** `box` while the verifier runs (or the file is read): `words`, and `data-verdict="checking"`. */
function drawChecking(box, words) {
  box.hidden = false;
  box.setAttribute("data-verdict", "checking");
  box.replaceChildren(el("p", {class: "verdict-title"}, words));
}

/** Where a failed verdict's first problem is: "line 7 (version 5 of table t1)", or "" when it names no place. */
function placeOf(verdict) {
  const line = Number.isInteger(verdict.first_bad_line) ? `line ${verdict.first_bad_line}` : "";
  const version = Number.isInteger(verdict.first_bad_version) ? `version ${verdict.first_bad_version}` : "";
  const table = typeof verdict.first_bad_table === "string" && verdict.first_bad_table
    ? `table ${verdict.first_bad_table}` : "";
  const stream = [version, table].filter(Boolean).join(" of ");
  if (line && stream) return `${line} (${stream})`;
  return line || stream;
}

/** The head hash shortened for reading (the whole of it in the title, to copy or compare). */
function headCode(hash) {
  return typeof hash === "string" && hash
    ? el("code", {title: hash, "data-head": hash}, `${hash.slice(0, 16)}…`) : null;
}

/** The lines of a verdict that holds: the chain, the seed, the deals, and what is left to the server's check. */
function okLines(verdict) {
  const checked = verdict.checked && typeof verdict.checked === "object" ? verdict.checked : {};
  const events = Number.isInteger(verdict.events) ? verdict.events : 0;
  const lines = [];
  const head = headCode(verdict.head_sha256);
  lines.push(el("li", {"data-check": "chain"},
    `A chain of ${plural(events, "event")}, versions in order, every hash recomputed`,
    head ? [" up to the head ", head] : "."));
  if (checked.seed !== false) {
    lines.push(el("li", {"data-check": "seed"},
      "The seed matches its commitment, published when the game was created, before any card was dealt."));
  }
  const dealt = DEALT[verdict.dealt_from];
  if (dealt && checked.deals !== false) lines.push(el("li", {"data-check": "deals"}, dealt));
  return lines;
}

/**
 * Draw `verdict` (verifyExport's answer) in `box`: "Verified in this browser" and what was checked, or "Not
 * verified" with the first problem and where it is (its line, version and table). `about` is a few words on what
 * was checked ("game.ndjson, 48 KB"), shown under the title.
 */
function drawVerdict(box, verdict, about) {
  const sound = verdict && typeof verdict === "object";
  const ok = Boolean(sound && verdict.ok === true);
  box.hidden = false;
  box.setAttribute("data-verdict", ok ? "ok" : "failed");
  const note = about ? el("p", {class: "hint"}, about) : null;
  if (ok) {
    drawn(box,
      el("p", {class: "verdict-title"}, "Verified in this browser"),
      note,
      el("ul", {class: "verdict-checks"}, okLines(verdict)),
      el("p", {class: "hint"}, "Not checked here: that every move followed the rules and the result is theirs ",
        "(the server's own check and ", el("code", {}, "powderkeg verify"), " replay the rules too)."),
    );
    return;
  }
  const problems = sound && Array.isArray(verdict.problems) ? verdict.problems.map(String).filter(Boolean) : [];
  const first = problems[0] || (sound ? "the export does not verify" : "the verifier gave no verdict");
  const place = sound ? placeOf(verdict) : "";
  // The verifier's sentences may name their line already ("line 5 (version 3): …"): the place is said once.
  const named = place && /^line \d+/.test(place) && first.includes(place.split(" (")[0]);
  const rest = problems.slice(1, 1 + MORE_PROBLEMS).map((text) => el("li", {}, text));
  const left = problems.length - 1 - rest.length;
  drawn(box,
    el("p", {class: "verdict-title"}, "Not verified"),
    note,
    el("p", {class: "verdict-problem", "data-bad-line": sound && Number.isInteger(verdict.first_bad_line)
      ? verdict.first_bad_line : null}, place && !named ? `At ${place}: ${first}` : first),
    rest.length ? el("ul", {class: "verdict-more"}, rest) : null,
    left > 0 ? el("p", {class: "hint"}, `and ${plural(left, "more problem")}`) : null,
  );
}

/**
 * Run `verifyExport` over `text` and draw its verdict in `box`, first saying "Checking…" and letting the page
 * show it (the verifier is synchronous, and a long game takes a moment). `about` as drawVerdict. Resolves to the
 * verdict.
 */
async function checkInto(box, text, verifyExport, about) {
  drawChecking(box, "Checking the export in this browser…");
  await new Promise((resolve) => window.setTimeout(resolve, 30)); // a frame to paint "Checking…"
  const started = performance.now();
  let verdict;
  try {
    verdict = verifyExport(text);
  } catch (err) {
    verdict = {ok: false, problems: [`the verifier failed: ${err && err.message ? err.message : err}`]};
  }
  const took = `checked in ${Math.max(1, Math.round(performance.now() - started))} ms`;
  drawVerdict(box, verdict, about ? `${about}; ${took}` : took.charAt(0).toUpperCase() + took.slice(1));
  return verdict;
}

/**
 * Draw in `box` the check of the game's witness proof: verifyWitness's verdict ({ok, version, root, minute,
 * root_hash, tables, problems}), or, when the server has no proof for the game, null and `missing` (why, in
 * words). The box gets `data-verdict`: "ok", "failed" or "none".
 */
function drawWitness(box, verdict, missing) {
  box.hidden = false;
  if (!verdict || typeof verdict !== "object") {
    box.setAttribute("data-verdict", "none");
    drawn(box, el("p", {class: "hint"}, missing || "No witness proof to check."));
    return;
  }
  const ok = verdict.ok === true;
  box.setAttribute("data-verdict", ok ? "ok" : "failed");
  if (!ok) {
    const problems = Array.isArray(verdict.problems) ? verdict.problems.map(String) : [];
    drawn(box,
      el("p", {class: "verdict-title"}, "The witness proof does not hold"),
      el("p", {class: "verdict-problem"}, problems[0] || "the proof could not be checked"));
    return;
  }
  const tables = Array.isArray(verdict.tables) && verdict.tables.length
    ? ` with its ${plural(verdict.tables.length, "table")}` : "";
  drawn(box,
    el("p", {class: "verdict-title"}, "Witnessed"),
    el("p", {}, `Its log up to version ${verdict.version}${tables} is in witness root ${verdict.root}, published `,
      `in the minute ${verdict.minute}; the proof leads to the root, and the root to its hash `,
      headCode(verdict.root_hash), "."),
    Array.isArray(verdict.unproved) && verdict.unproved.length
      ? el("p", {class: "hint"}, `No proof of ${verdict.unproved.map((key) => `table ${key}`).join(", ")}: `,
        "a table is witnessed in the roots of the minutes it changed in.")
      : null,
    el("p", {class: "hint"}, "Keep that hash: a log rewritten after that minute would no longer match it, even ",
      "one whose own chain holds."));
}

export {drawChecking, drawVerdict, drawWitness, checkInto, placeOf};
