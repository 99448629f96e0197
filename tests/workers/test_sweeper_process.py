"""The worker's sweeper process (workers/sweeping.py), apart from a real worker: a sweeper that cannot start is
tried again, each time later, and never stops the thread that keeps it alive; stopping ends that thread.
(tests/workers/test_window_closes_end_to_end.py runs the real one: it beats the heartbeat, is replaced when
killed, and goes with its worker.)"""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from settings import Settings
from workers import sweeping
from workers.sweeping import MAX_RESTART_DELAY_S, RESTART_DELAY_S, SweeperProcess, restart_delay


def test_a_sweeper_that_dies_young_is_started_again_later_each_time_up_to_a_most() -> None:
    assert restart_delay(0) == restart_delay(1) == RESTART_DELAY_S
    assert [restart_delay(n) for n in (2, 3, 4)] == [2 * RESTART_DELAY_S, 4 * RESTART_DELAY_S, 8 * RESTART_DELAY_S]
    assert restart_delay(50) == MAX_RESTART_DELAY_S


def test_a_sweeper_that_cannot_start_is_tried_again_and_stop_ends_the_watch(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    tries: list[float] = []

    class Refused:
        def __init__(self, **_: Any) -> None:
            tries.append(time.monotonic())
            raise OSError("no more processes")

    monkeypatch.setattr(sweeping, "RESTART_DELAY_S", 0.02)
    monkeypatch.setattr(sweeping._SPAWN, "Process", Refused)
    sweeper = SweeperProcess(lambda _settings: None, settings, "WARNING")  # type: ignore[arg-type, return-value]
    sweeper.start()
    give_up = time.monotonic() + 5
    while len(tries) < 6 and time.monotonic() < give_up:
        time.sleep(0.01)
    assert len(tries) >= 6, "the watch kept trying"
    gaps = [b - a for a, b in zip(tries, tries[1:], strict=False)]
    assert gaps[-1] > 4 * gaps[0], "each try later than the one before"
    sweeper.stop()
    assert not any(t.name == "sweeper-watch" and t.is_alive() for t in threading.enumerate())
