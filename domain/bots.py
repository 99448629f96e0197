"""Bot policies: pure choices among the legal commands, with the game's seeded generator."""

from __future__ import annotations

import random
from collections.abc import Sequence

from domain.game import Command

BOT_POLICIES: tuple[str, ...] = ("random",)


def choose_command(policy: str, commands: Sequence[Command], rng: random.Random) -> Command:
    """Pick one of ``commands`` (never empty) as the named policy would."""
    if policy != "random":
        raise ValueError(f"unknown bot policy {policy!r}")
    return commands[rng.randrange(len(commands))]
