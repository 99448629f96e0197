"""Bots never peek (domain.bots): along random playouts of every game, a state whose hidden cards (the other seats'
hands, and the deck where there is one) are dealt otherwise, in the same numbers, looks the same to a seat, and
every bot kind the game offers decides the same there for the same generator."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import fields, replace
from typing import Any

import pytest

from domain.bots import BOT_POLICIES, Knowledge, choose_command, knowledge
from domain.declared import Declared
from domain.errors import InvalidSetup
from domain.game import Command, Event, Game
from domain.games import GAMES
from domain.games.haggis.cards import WILDS
from domain.search import MIN_RUNS, choose, counted
from tests.support.playout import playout

POSITIONS = 12
#: Cards every seat sees where they are, by game: haggis' wilds (J, Q, K), which each hand shows (§3.1).
PUBLIC: dict[str, Callable[[str], bool]] = {"haggis": lambda card: card in WILDS}


def dealt_otherwise(state: Any, seat: int, rng: random.Random, public: Callable[[str], bool]) -> Any:
    """``state`` with every card ``seat`` cannot see (not ``public``) shuffled among the places that hide them, each
    place keeping its size and its public cards."""
    hands = list(state.hands)
    places = [hands[s] for s in range(len(hands)) if s != seat]
    deck = getattr(state, "deck", None) if "deck" in {f.name for f in fields(state)} else None
    if deck is not None:
        places.append(deck)
    hidden = [card for place in places for card in place if not public(card)]
    rng.shuffle(hidden)
    cards = iter(hidden)
    refilled = [tuple(card if public(card) else next(cards) for card in place) for place in places]
    others = iter(refilled)
    new_hands = tuple(hands[s] if s == seat else next(others) for s in range(len(hands)))
    changes: dict[str, Any] = {"hands": new_hands}
    if deck is not None:
        changes["deck"] = next(others)
    return replace(state, **changes)


def positions(game: Declared, seed: int) -> list[Any]:
    """States along a seeded random playout of ``game`` at its minimum table, some steps apart."""
    seen: list[Any] = []

    def observe(g: Game, before: Any, seat: int | None, command: Command, new: list[Event], after: Any) -> None:
        seen.append(after)

    playout(game, game.info.min_players + 1, {}, seed=seed, observe=observe)
    step = max(1, len(seen) // POSITIONS)
    return seen[::step][:POSITIONS]


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_two_games_that_look_the_same_to_a_seat_get_the_same_decision_from_every_bot(slug: str) -> None:
    game = GAMES[slug]
    compared = 0
    for state in positions(game, seed=3):
        for seat in game.awaiting(state):
            twin = dealt_otherwise(state, seat, random.Random(compared), PUBLIC.get(slug, lambda card: False))
            if twin.hands == state.hands and getattr(twin, "deck", None) == getattr(state, "deck", None):
                continue  # nothing hidden to deal otherwise here
            mine, theirs = knowledge(game, state, seat), knowledge(game, twin, seat)
            assert mine == theirs, "the view or the legal commands show a hidden card: the test cannot hold"
            for kind in game.bots:
                # A search of MIN_RUNS simulations: enough for it to leave its greedy choice, few enough to be quick.
                first = choose(game, kind, mine, random.Random(11), counted(MIN_RUNS))
                assert first == choose(game, kind, theirs, random.Random(11), counted(MIN_RUNS)), (kind, seat)
            compared += 1
    assert compared >= 3, "too few positions with hidden cards: the test proves nothing"


def test_every_bot_kind_of_the_server_is_offered_by_some_game_and_an_unknown_one_is_refused() -> None:
    offered = {kind for game in GAMES.values() for kind in game.bots}
    assert offered <= set(BOT_POLICIES)
    known = Knowledge(seat=0, view={}, legal=(Command(),))
    with pytest.raises(ValueError):
        choose_command(GAMES["bombs"], "clairvoyant", known, random.Random(0))


def test_a_game_refuses_a_seat_of_a_bot_kind_it_does_not_offer() -> None:
    from domain.bots import check_offered

    with pytest.raises(InvalidSetup) as refused:
        check_offered("bombs", ("random",), ["greedy"])
    assert refused.value.code == "unknown-bot"


@pytest.mark.parametrize("slug", sorted(slug for slug, game in GAMES.items() if "search" in game.bots))
def test_a_searchs_world_looks_to_its_seat_as_the_real_game_does_and_deals_the_hidden_cards_anew(slug: str) -> None:
    """``Declared.world``: built from a seat's knowledge alone, a world shows that seat the very view the real game
    shows it (its hand, every public card and count), holds the same cards, and varies what the seat cannot see."""
    game = GAMES[slug]
    assert game.world is not None and game.value is not None
    checked = varied = 0
    for state in positions(game, seed=5):
        for seat in game.awaiting(state):
            known = knowledge(game, state, seat)
            worlds = [game.world(known, random.Random(n)) for n in range(4)]
            for world in worlds:
                assert game.view(world, seat) == known.view
                assert sorted(game.cards.pack(world)) == sorted(game.cards.pack(state))
                assert 0.0 <= game.value(world, seat) <= 1.0
            varied += len({repr(sorted(game.cards.places(w).items())) for w in worlds}) > 1
            checked += 1
    assert checked >= 3 and varied >= 1, "too few positions: the test proves nothing"


@pytest.mark.parametrize("slug", sorted(slug for slug, game in GAMES.items() if "search" in game.bots))
def test_a_search_bot_picks_a_legal_command_and_the_same_one_for_the_same_generator(slug: str) -> None:
    from domain.search import counted, search

    game = GAMES[slug]
    for state in positions(game, seed=7)[:4]:
        for seat in game.awaiting(state):
            known = knowledge(game, state, seat)
            first = search(game, game, known, random.Random(1), counted(3))
            assert first in known.legal
            assert search(game, game, known, random.Random(1), counted(3)) == first
