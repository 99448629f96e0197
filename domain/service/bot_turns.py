"""A bot's turn: the bot at a seat picks one of its legal commands from what its seat may know (its view and its
commands, ``domain.bots.Knowledge``; never the state, so it cannot peek), and the command is decided and appended
as any other. A search bot (``domain.search``) thinks within a budget of time by the service's stopwatch, in the
worker that runs the turn, never in the API."""

from __future__ import annotations

from collections.abc import Callable

from domain.bots import Budget, knowledge
from domain.game import Command
from domain.rng import bot_rng
from domain.search import THINK_MS, choose, timed
from domain.service.commands import Commands
from domain.values import Loaded


class BotTurns:
    """Plays the bots' turns of the games at one table and of a match's tables."""

    def __init__(self, *, commands: Commands, stopwatch: Callable[[], float] | None = None) -> None:
        """``stopwatch``: seconds, monotonic, for a search's budget of ``THINK_MS``; None: a search counts its
        simulations instead (deterministic)."""
        self.commands = commands
        self.stopwatch = stopwatch

    def budget(self) -> Budget | None:
        """A search's budget for one decision."""
        return None if self.stopwatch is None else timed(self.stopwatch, THINK_MS)

    def play_bot(self, game_id: str, seat: int, version: int) -> bool:
        """Let the bot at ``seat`` choose among its legal commands, if the game is still at ``version``."""
        repo, scheduling = self.commands.repo, self.commands.scheduling

        def pick(loaded: Loaded) -> Command | None:
            game = repo.game_of(loaded)
            if loaded.version != version or seat not in game.awaiting(loaded.state):
                # The game moved on. What moved it scheduled the bots it awaits next, unless its process died (or
                # the store failed) between its append and that: schedule them again (job ids and entries are the
                # same: nothing moves twice), so that a lost schedule never stalls the game.
                scheduling.schedule_bots(loaded)
                return None
            policy = scheduling.bot_policy(loaded, seat)
            if policy is None:
                return None
            commands = game.legal_commands(loaded.state, seat)
            if not commands:
                return None
            rng = bot_rng(loaded.record.seed, version, seat)
            known = knowledge(game, loaded.state, seat, commands, self.commands.clock.now_ms())
            return choose(repo.games[loaded.record.game], policy, known, rng, self.budget())

        return self.commands.execute(game_id, seat, pick, f"bot:{seat}:{version}", None, fresh=True) is not None
