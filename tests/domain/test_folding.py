"""The fold every game shares (domain/folding.py): the opening event first, ``seq`` and the turn clock."""

from __future__ import annotations

import pytest

from domain.games import GAMES
from tests.support.playout import playout


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_stream_must_open_with_the_games_opening_event(slug: str) -> None:
    game = GAMES[slug]
    events = playout(game, game.info.min_players, {}, 0, max_steps=5).events
    later = events[1][1]
    with pytest.raises(ValueError, match=rf"a {slug} stream starts with GameStarted, not {type(later).__name__}"):
        game.evolve(None, later, 0)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_event_counts_in_seq(slug: str) -> None:
    game = GAMES[slug]
    state = None
    for n, (at_ms, event) in enumerate(playout(game, game.info.min_players, {}, 0, max_steps=20).events, 1):
        state = game.evolve(state, event, at_ms)
        assert state.seq == n


@pytest.mark.parametrize("slug", ["bombs", "bombs-away", "exploding-aces"])
def test_every_event_restarts_the_clock_at_its_time(slug: str) -> None:
    game = GAMES[slug]
    state = None
    for at_ms, event in playout(game, game.info.min_players, {}, 0, max_steps=20).events:
        state = game.evolve(state, event, at_ms + 7)
        assert state.clock_ms == at_ms + 7


def test_haggis_starts_its_clock_only_when_the_turn_changes() -> None:
    game = GAMES["haggis"]
    state = None
    for at_ms, event in playout(game, 2, {}, 0, max_steps=20).events:
        before = state
        state = game.evolve(state, event, at_ms)
        if before is not None and type(event).__name__ == "BetPlaced":
            assert (state.turn_seq, state.turn_ms) == (before.turn_seq, before.turn_ms)
        if type(event).__name__ in {"CombinationPlayed", "Passed"}:
            assert (state.turn_seq, state.turn_ms) == (state.seq, at_ms)
