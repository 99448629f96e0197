"""``powderkeg serve`` supervises what it runs (real processes, killed for real): a dead worker is restarted and a
window that fell due meanwhile closes once; a dead embedded Redis is restarted on its files with every
acknowledged event; a Redis that cannot come back makes serve exit 3."""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from tests.support.serve_process import Served, call, gone, wait_until

# Three short hands: seat 0 holds the 3C and leads; nobody holds a bomb; two passes open the last call.
DEAL = {"hands": [["3C", "5H", "9S"], ["4C", "6H", "10S"], ["4D", "7H", "JS"]], "dealer": 0}


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Served]:
    """A testing ``powderkeg serve`` whose worker beats its heartbeat; killed after the test if still running."""
    served = Served(tmp_path / "data", {"POWDERKEG_TESTING": "1"})
    try:
        served.wait_until_timers_are_processed()
        yield served
    finally:
        served.close()


class Game:
    """A game of bombs for three people on ``DEAL``, driven over HTTP."""

    def __init__(self, url: str, window_ms: int) -> None:
        self.url = url
        status, created = call(
            "POST",
            f"{url}/v1/games",
            {
                "game": "bombs",
                "players": [{"name": n} for n in ("ann", "bo", "cy")],
                "options": {"window_ms": window_ms, "hands": 1},
                "deal": DEAL,
            },
        )
        assert status == 201, created
        self.id: str = created["id"]
        self.tokens = {t["seat"]: t["token"] for t in created["tokens"]}

    def send(self, seat: int, body: dict[str, Any]) -> dict[str, Any]:
        """POST one command of ``seat``; the acknowledged answer."""
        status, answer = call("POST", f"{self.url}/v1/games/{self.id}/commands", body, self.tokens[seat])
        assert status == 200, answer
        result: dict[str, Any] = answer
        return result

    def events(self) -> list[dict[str, Any]]:
        """The whole log as seat 0 sees it."""
        status, page = call("GET", f"{self.url}/v1/games/{self.id}/events?after=-1", token=self.tokens[0])
        assert status == 200, page
        events: list[dict[str, Any]] = page["events"]
        return events

    def windows(self) -> list[dict[str, Any]]:
        """The open windows."""
        windows: list[dict[str, Any]] = call("GET", f"{self.url}/v1/games/{self.id}", token=self.tokens[0])[1][
            "windows"
        ]
        return windows

    def closed_by_timer(self) -> list[dict[str, Any]]:
        """The events a last call's timer wrote: tricks taken because the window expired."""
        return [e for e in self.events() if e["type"] == "TrickTaken" and e["data"]["reason"] == "expired"]


class WorkerKiller:
    """Keeps serve without a worker: SIGKILLs every worker process serve starts until ``release()``."""

    def __init__(self, served: Served) -> None:
        self.served = served
        self.kills = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def release(self) -> None:
        """Stop killing; serve's next restart of the worker stands."""
        self._stop.set()
        self._thread.join(10)

    def _run(self) -> None:
        while not self._stop.is_set():
            for pid in self.served.worker_pids():
                try:
                    os.kill(pid, signal.SIGKILL)
                    self.kills += 1
                except ProcessLookupError:
                    pass
            self._stop.wait(0.01)


def ms_of(event: dict[str, Any]) -> float:
    """An event's time in ms since the epoch."""
    return datetime.fromisoformat(event["at"]).timestamp() * 1000


def test_a_killed_worker_is_restarted_and_a_window_due_meanwhile_closes_once(serve: Served) -> None:
    """The window falls due while no worker runs; the restarted worker closes it exactly once."""
    game = Game(serve.url, window_ms=500)
    game.send(0, {"type": "play", "cards": ["3C"]})
    game.send(1, {"type": "pass"})
    first = serve.worker_pids()
    assert len(first) == 1
    killer = WorkerKiller(serve)
    try:
        assert wait_until(lambda: killer.kills > 0 and not serve.worker_pids())
        opened = game.send(2, {"type": "pass"})["view"]["windows"]
        assert [w["kind"] for w in opened] == ["last-call"]
        due_ms = opened[0]["due_ms"]
        assert wait_until(lambda: time.time() * 1000 > due_ms + 200)
        assert game.windows() == opened  # overdue, and nobody closed it: no worker ran
    finally:
        killer.release()
    assert wait_until(lambda: len(game.closed_by_timer()) > 0)
    game.send(0, {"type": "play", "cards": ["5H"]})  # the game moves on past the closed window
    assert len(game.closed_by_timer()) == 1
    assert game.windows() == []
    log = serve.output
    assert f"the worker (pid {first[0]}) exited with signal SIGKILL" in log
    restarted = serve.worker_pids()
    assert len(restarted) == 1 and f"the worker restarted (pid {restarted[0]})" in log
    assert all(gone(pid) for pid in first)


def test_a_killed_embedded_redis_is_restarted_with_every_acknowledged_event(serve: Served) -> None:
    """Redis stops answering, then dies, with a window open; serve restarts it on the same files, the API answers
    again with every acknowledged event, and the window, due during the outage, closes once after it."""
    other = Game(serve.url, window_ms=0)
    other.send(0, {"type": "play", "cards": ["3C"]})
    game = Game(serve.url, window_ms=1500)
    game.send(0, {"type": "play", "cards": ["3C"]})
    game.send(1, {"type": "pass"})
    opened = game.send(2, {"type": "pass"})["view"]["windows"]
    assert [w["kind"] for w in opened] == ["last-call"]
    acknowledged = {g.id: g.events() for g in (other, game)}
    pid = serve.redis_pid()
    os.kill(pid, signal.SIGSTOP)  # nothing can be written from here on
    stopped_ms = time.time() * 1000
    try:
        assert wait_until(lambda: time.time() * 1000 > opened[0]["due_ms"] + 200)
    finally:
        os.kill(pid, signal.SIGKILL)
    assert wait_until(lambda: "the embedded Redis is back" in serve.output)
    assert "the embedded Redis died (its process is gone)" in serve.output
    assert wait_until(lambda: call("GET", f"{serve.url}/readyz")[0] == 200)
    assert serve.redis_pid() != pid
    assert other.events() == acknowledged[other.id]
    assert wait_until(lambda: len(game.closed_by_timer()) > 0)
    events = game.events()
    before = acknowledged[game.id]
    assert events[: len(before)] == before
    assert [(e["type"], e["data"]["reason"]) for e in events[len(before) :]] == [("TrickTaken", "expired")]
    assert ms_of(events[-1]) > stopped_ms  # closed after the outage began: nothing wrote during it
    assert game.send(0, {"type": "play", "cards": ["5H"]})["events"][0]["type"] == "CardsPlayed"


def test_serve_exits_3_when_the_embedded_redis_cannot_be_restarted(tmp_path: Path) -> None:
    """Its data folder is gone (a file stands in its place): after POWDERKEG_REDIS_RESTART_S, serve stops its worker
    and exits 3, saying why, so that an outer supervisor can act."""
    served = Served(tmp_path / "data", {"POWDERKEG_REDIS_RESTART_S": "1"})
    try:
        workers = served.worker_pids()
        assert workers
        pid = served.redis_pid()
        (tmp_path / "data").rename(tmp_path / "moved")
        (tmp_path / "data").write_text("not a folder")
        os.kill(pid, signal.SIGKILL)
        assert served.process.wait(60) == 3
        assert "the embedded Redis could not be restarted within 1 s" in served.output
        assert "exiting with status 3" in served.output
        assert wait_until(lambda: all(gone(w) for w in workers))
    finally:
        served.close()
