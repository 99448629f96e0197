"""How long timers stop when ``powderkeg serve``'s worker dies: SIGKILL it just before a window falls due, and time
the supervisor's restart and the overdue window's close, next to the same window closed with no kill.

Each run starts a fresh ``powderkeg serve`` (embedded Redis, one worker) on a temporary data folder, so every kill
is a first death (back-off 0.5 s). In it, one game's last call closes with no kill (the reference: lateness from
its due time to its closing event), then another's with the worker SIGKILLed ``--before-ms`` before it is due.

Run: .venv/bin/python bench/worker_restart.py [--runs 5] [--window-ms 1000] [--before-ms 100]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from datetime import datetime
from pathlib import Path
from typing import Any

import psutil  # type: ignore[import-untyped]

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.common import bench_prefix, percentiles  # noqa: E402

BANNER = "Powderkeg serving on "
RESTARTED = "the worker restarted (pid "
# Three short hands: seat 0 leads the 3C, two passes open the last call.
DEAL = {"hands": [["3C", "5H", "9S"], ["4C", "6H", "10S"], ["4D", "7H", "JS"]], "dealer": 0}


def call(method: str, url: str, body: Any = None, token: str | None = None) -> Any:
    """One JSON request; the JSON answer (raises on an error status)."""
    headers = {"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})}
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    with urllib.request.urlopen(request, timeout=15) as response:
        return json.loads(response.read())


def wait_for(check: Any, timeout_s: float = 60.0, what: str = "") -> Any:
    """The first truthy ``check()`` within ``timeout_s``; exits the bench when there is none."""
    deadline = time.time() + timeout_s
    while time.time() < deadline:
        found = check()
        if found:
            return found
        time.sleep(0.005)
    raise SystemExit(f"timed out waiting for {what}")


class Serve:
    """``powderkeg serve --port 0`` on a fresh data folder; every line it prints, with the time it arrived."""

    def __init__(self, data_dir: Path) -> None:
        env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
        env.update(POWDERKEG_TESTING="1", POWDERKEG_KEY_PREFIX=bench_prefix())
        self.process = subprocess.Popen(
            [sys.executable, "-m", "powderkeg.cli", "serve", "--port", "0", "--data-dir", str(data_dir)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        self.lines: list[tuple[float, str]] = []
        for stream in (self.process.stdout, self.process.stderr):
            threading.Thread(target=self._pump, args=(stream,), daemon=True).start()
        banner = wait_for(lambda: next((s for _, s in self.lines if s.startswith(BANNER)), None), what="the URL")
        self.url = banner[len(BANNER):].strip()
        wait_for(lambda: call("GET", f"{self.url}/healthz")["status"] == "ok", what="a worker heartbeat")

    def worker_pid(self) -> int:
        """The pid of the worker serve runs now."""
        (pid,) = [c.pid for c in psutil.Process(self.process.pid).children() if "worker" in c.cmdline()]
        return int(pid)

    def line_after(self, prefix: str, since: float) -> float | None:
        """When a line starting with ``prefix`` arrived after ``since`` (None if none has)."""
        return next((t for t, line in list(self.lines) if t >= since and line.startswith(f"powderkeg: {prefix}")), None)

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        self.process.wait(30)

    def _pump(self, stream: Any) -> None:
        for line in stream:
            self.lines.append((time.time(), line))


def open_window(url: str, window_ms: int) -> tuple[str, str, int]:
    """A game whose last call is open: its id, seat 0's token and the window's due time (ms since the epoch)."""
    created = call("POST", f"{url}/v1/games", {
        "game": "bombs", "players": [{"name": n} for n in ("a", "b", "c")],
        "options": {"window_ms": window_ms, "hands": 1}, "deal": DEAL,
    })
    tokens = {t["seat"]: t["token"] for t in created["tokens"]}
    commands = f"{url}/v1/games/{created['id']}/commands"
    call("POST", commands, {"type": "play", "cards": ["3C"]}, tokens[0])
    call("POST", commands, {"type": "pass"}, tokens[1])
    view = call("POST", commands, {"type": "pass"}, tokens[2])["view"]
    return created["id"], tokens[0], int(view["windows"][0]["due_ms"])


def closed_at_ms(url: str, game_id: str, token: str) -> float:
    """When the game's last call was closed by its timer (the closing event's time), once it is."""
    def closed() -> float | None:
        events = call("GET", f"{url}/v1/games/{game_id}/events?after=-1", token=token)["events"]
        taken = [e for e in events if e["type"] == "TrickTaken" and e["data"]["reason"] == "expired"]
        return datetime.fromisoformat(taken[0]["at"]).timestamp() * 1000 if taken else None

    return float(wait_for(closed, what="the window to close"))


def one_run(window_ms: int, before_ms: int) -> tuple[float, float, float, float]:
    """One fresh serve: (reference lateness, kill -> worker started, kill -> window closed, lateness), in ms."""
    with tempfile.TemporaryDirectory(prefix="pk-bench-restart-") as folder:
        serve = Serve(Path(folder) / "data")
        try:
            game, token, due = open_window(serve.url, window_ms)
            reference = closed_at_ms(serve.url, game, token) - due
            game, token, due = open_window(serve.url, window_ms)
            time.sleep(max(0.0, (due - before_ms) / 1000 - time.time()))
            killed = time.time()
            os.kill(serve.worker_pid(), signal.SIGKILL)
            closed = closed_at_ms(serve.url, game, token)
            started = wait_for(lambda: serve.line_after(RESTARTED, killed), what="the restart line")
            return reference, (started - killed) * 1000, closed - killed * 1000, closed - due
        finally:
            serve.stop()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--window-ms", type=int, default=1000)
    parser.add_argument("--before-ms", type=int, default=100, help="kill the worker this long before the due time")
    args = parser.parse_args()
    results = [one_run(args.window_ms, args.before_ms) for _ in range(args.runs)]
    reference, started, closed, late = (percentiles(list(column)) for column in zip(*results, strict=True))

    def show(p: dict[str, float]) -> str:
        return f"p50 {p['p50']:.0f} ms, max {p['max']:.0f} ms"

    print(f"worker SIGKILLed {args.before_ms} ms before a {args.window_ms} ms last call falls due, {args.runs} runs "
          "(a fresh serve each, so the back-off is its first, 0.5 s):")
    print(f"  kill -> new worker started (serve's line): {show(started)}")
    print(f"  kill -> overdue window closed:             {show(closed)}")
    print(f"  window closed after its due time:          {show(late)}   reference, no kill: {show(reference)}")


if __name__ == "__main__":
    main()
