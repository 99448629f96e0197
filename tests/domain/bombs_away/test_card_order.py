"""The order "lowest first" of bombs-away: rank order A, 2, ..., K, the Joker, then suits C, D, H, S."""

from __future__ import annotations

import pytest

from domain.games.bombs_away.cards import deck, order_key, sort_cards


def test_sort_cards_orders_by_rank_then_suit_with_the_joker_last() -> None:
    assert sort_cards(["JK", "KS", "AH", "10C", "AC", "2D"]) == ("AC", "AH", "2D", "10C", "KS", "JK")


def test_sort_cards_agrees_with_order_key_over_the_deck() -> None:
    cards = list(reversed(deck()))
    assert sort_cards(cards) == tuple(sorted(cards, key=order_key))


def test_sort_cards_refuses_a_code_outside_the_deck_as_order_key_does() -> None:
    with pytest.raises(ValueError):
        order_key("XX")
    with pytest.raises(ValueError):
        sort_cards(["AS", "XX"])
