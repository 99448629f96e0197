// Telling a player the game waits for them (see play.js), seen from another tab or with the phone in a pocket: the
// tab's title and icon change, and, if the player turned it on, a short tone and a vibration when it starts.

import {el} from "./dom.js";
import {$} from "./play.js";

const SOUND_KEY = "powderkeg.alertSound";
const ICON_SIZE = 32;

let awaitedBefore = false;
let plainIcon = null;
let alertIcon = null;
let audio = null;

function soundOn() {
  try {
    return localStorage.getItem(SOUND_KEY) === "on";
  } catch (_) {
    return false;
  }
}

/** The tab's icon while the game waits for the player: the usual one with a red dot (drawn once, as a data: URL,
 * which the page's Content-Security-Policy allows for images). */
function drawAlertIcon() {
  const canvas = document.createElement("canvas");
  canvas.width = ICON_SIZE;
  canvas.height = ICON_SIZE;
  const g = canvas.getContext("2d");
  if (!g) return null;
  g.fillStyle = "#8a2f1c";
  g.beginPath();
  g.arc(16, 16, 15, 0, 2 * Math.PI);
  g.fill();
  g.fillStyle = "#ffd34d";
  g.beginPath();
  g.arc(16, 16, 7, 0, 2 * Math.PI);
  g.fill();
  return canvas.toDataURL("image/png");
}

function setIcon(awaited) {
  const link = document.querySelector('link[rel="icon"]');
  if (!link) return;
  if (plainIcon === null) plainIcon = link.getAttribute("href");
  if (awaited && alertIcon === null) alertIcon = drawAlertIcon();
  link.setAttribute("href", awaited && alertIcon ? alertIcon : plainIcon);
  link.toggleAttribute("data-alert", awaited && Boolean(alertIcon));
}

/** A short tone (Web Audio: no file to load), and a vibration where the device has it. */
function ring() {
  try {
    audio = audio || new AudioContext();
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 660;
    volume.gain.setValueAtTime(0.15, audio.currentTime);
    volume.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    tone.connect(volume).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
  } catch (_) { /* no sound here: the title and the icon still say it */ }
  if (typeof navigator.vibrate === "function") navigator.vibrate(150);
}

/** The page's alert for `awaited` (whether the game waits for the viewer's seat now): the icon, and the tone when
 * it has just begun to wait and the player turned sound on. */
function alertFor(awaited) {
  setIcon(awaited);
  if (awaited && !awaitedBefore && soundOn()) ring();
  awaitedBefore = awaited;
}

/** The header's switch for the tone and the vibration (off until the player turns it on). */
function drawSoundSwitch() {
  const box = el("input", {type: "checkbox", id: "alert-sound"});
  box.checked = soundOn();
  box.addEventListener("change", () => {
    try {
      localStorage.setItem(SOUND_KEY, box.checked ? "on" : "off");
    } catch (_) { /* kept for this page only */ }
    if (box.checked) ring(); // what it sounds like; a browser lets a page play sound only after a tap
  });
  $("alert-switch").replaceChildren(el("label", {for: "alert-sound", class: "alert-label"}, box, " Sound"));
}

export {alertFor, drawSoundSwitch};
