"""The turn's course and elimination (§2.5, §2.8), under the names the rules' entry points call them by.

The turn itself (ending it, the Queen chain's entry, finishing an effect) is in ``turns``, which the effects and
the Nine windows share; elimination is in ``effects``, beside the effects it and they call back and forth, and its
own event in ``elimination``.
"""

from __future__ import annotations

from domain.games.exploding_aces.effects import eliminate
from domain.games.exploding_aces.elimination import aces_in_play
from domain.games.exploding_aces.turns import draw_queen, end_turn, finish, queen_check

__all__ = ["aces_in_play", "draw_queen", "eliminate", "end_turn", "finish", "queen_check"]
