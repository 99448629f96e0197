"""A bot's turn: the bot at a seat picks one of its legal commands from what its seat may know (its view and its
commands, ``domain.bots.Knowledge``; never the state, so it cannot peek), and the command is decided and appended
as any other. A search bot (``domain.search``) thinks within a budget of time by the service's stopwatch, its
seat's own think time (``domain.thinking``), in the worker that runs the turn, never in the API."""

from __future__ import annotations

from collections.abc import Callable

from domain.bots import Budget, Logged, knowledge, needs_log
from domain.game import Command
from domain.rng import bot_rng
from domain.search import THINK_MS, choose, timed
from domain.service.commands import Commands
from domain.values import Loaded


class BotTurns:
    """Plays the bots' turns of the games at one table and of a match's tables."""

    def __init__(self, *, commands: Commands, stopwatch: Callable[[], float] | None = None) -> None:
        """``stopwatch``: seconds, monotonic, for a search's budget of its seat's think time; None: a search counts
        its simulations instead (deterministic)."""
        self.commands = commands
        self.stopwatch = stopwatch

    def budget(self, loaded: Loaded, seat: int, most_ms: int | None = None) -> Budget | None:
        """A search's budget for one decision of the bot at ``seat`` of ``loaded``: its seat's think time
        (``Scheduling.think_ms``: at a table of a match, the match's seat of the player there), else ``THINK_MS``;
        ``most_ms`` at most."""
        if self.stopwatch is None:
            return None
        think = self.commands.scheduling.think_ms(loaded, seat) or THINK_MS
        return timed(self.stopwatch, think if most_ms is None else min(think, most_ms))

    def log(self, loaded: Loaded, seat: int) -> list[Logged]:
        """The log of ``seat`` up to ``loaded``'s version, each event redacted for it as the API would answer it (a
        search reads the cards played since the deal from it): at a table of a match, as the match's seat of the
        player there now saw each event (``Scheduling.seats``: a deal of an earlier hand, dealt to whoever sat there
        then, is hidden from it)."""
        return self.commands.scheduling.seats(loaded).log(loaded, seat)

    def play_bot(self, game_id: str, seat: int, version: int, most_ms: int | None = None) -> bool:
        """Let the bot at ``seat`` choose among its legal commands, if the game is still at ``version``; a search
        thinks ``most_ms`` at most (the sweeper's backstop, which must not hold up the timers it sweeps)."""
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
            log = self.log(loaded, seat) if needs_log(policy) else ()
            known = knowledge(game, loaded.state, seat, commands, self.commands.clock.now_ms(), log)
            budget = self.budget(loaded, seat, most_ms) if policy == "search" else None
            return choose(repo.games[loaded.record.game], policy, known, rng, budget)

        return self.commands.execute(game_id, seat, pick, f"bot:{seat}:{version}", None, fresh=True) is not None
