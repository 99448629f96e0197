"""Run every benchmark in turn and print its figures."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

for script in ("selfplay.py", "fold.py", "load_game.py", "verify_game.py", "log_pages.py", "http_commands.py",
               "command_parts.py", "window_lateness.py", "sse_streams.py", "longpoll_flood.py", "worker_restart.py",
               "player_games.py", "chance.py", "wire_bytes.py"):
    print(f"== {script}", flush=True)
    subprocess.run([sys.executable, str(HERE / script)], check=True)
