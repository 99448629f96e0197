// The page /verify: a finished game's export, dropped on the page or chosen with the file input, checked in this
// browser by verify-export.js (docs/verification.md: versions, seed, chain, deals), its verdict drawn by
// verdict-view.js as on a game's page. The file is read here (File.text()) and never sent to the server.

import * as api from "./api.js";
import {checkInto, drawChecking, drawVerdict} from "./verdict-view.js";
import {verifyExport} from "./verify-export.js";

const $ = (id) => document.getElementById(id);
/** A larger file is no export of a game this server plays: refused before it is read. */
const MAX_BYTES = 64 * 1024 * 1024;

/** A file's size in words: "812 bytes", "48 KB", "2.3 MB". */
function sizeWords(bytes) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

let checking = false;

/** Read `file` and check it (a file dropped while one is being checked is left alone). */
async function check(file) {
  const box = $("verdict");
  api.clearError();
  if (!file) return;
  const about = `${file.name || "the file"}, ${sizeWords(file.size)}`;
  if (file.size > MAX_BYTES) {
    drawVerdict(box, {ok: false, problems: [`the file is over ${sizeWords(MAX_BYTES)}: no game's export is`]}, about);
    return;
  }
  checking = true;
  try {
    drawChecking(box, `Reading ${about}…`);
    let text;
    try {
      text = await file.text();
    } catch (err) {
      drawVerdict(box, {ok: false, problems: [`the file could not be read: ${err && err.message ? err.message : err}`]},
        about);
      return;
    }
    await checkInto(box, text, verifyExport, about);
  } finally {
    checking = false;
  }
}

function start() {
  const input = $("export-file");
  const zone = $("drop-zone");
  input.addEventListener("change", api.guard(() => check(input.files && input.files[0])));
  // A file dropped anywhere on the page is checked (never opened by the browser in place of the page).
  const over = (event) => {
    if (!event.dataTransfer || !Array.from(event.dataTransfer.types || []).includes("Files")) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = checking ? "none" : "copy";
    zone.setAttribute("data-over", "");
  };
  const leave = (event) => {
    if (event.type === "drop" || !event.relatedTarget || !document.documentElement.contains(event.relatedTarget)) {
      zone.removeAttribute("data-over");
    }
  };
  document.addEventListener("dragover", over);
  document.addEventListener("dragenter", over);
  document.addEventListener("dragleave", leave);
  document.addEventListener("drop", api.guard((event) => {
    leave(event);
    if (!event.dataTransfer || !event.dataTransfer.files || !event.dataTransfer.files.length) return undefined;
    event.preventDefault();
    if (checking) return undefined;
    return check(event.dataTransfer.files[0]);
  }));
}

start();
