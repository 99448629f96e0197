"""The order "lowest first" of exploding aces: poker order, 2 up to A, then suits C, D, H, S."""

from __future__ import annotations

from domain.games.exploding_aces.cards import order_key, pack, sort_cards


def test_sort_cards_orders_by_rank_then_suit() -> None:
    assert sort_cards(["AS", "2H", "10C", "2C", "KD", "JS"]) == ("2C", "2H", "10C", "JS", "KD", "AS")


def test_sort_cards_keeps_both_copies_of_a_card_of_two_decks() -> None:
    assert sort_cards(["AS", "3D", "AS"]) == ("3D", "AS", "AS")


def test_sort_cards_puts_an_unknown_code_last_and_remembers_nothing() -> None:
    assert sort_cards(["XX", "AS", "2C"]) == ("2C", "AS", "XX")
    assert order_key("XX") == len(pack(1))
    assert order_key("YY") == len(pack(1))  # the unknown code of the sort above was not added to the order


def test_sort_cards_agrees_with_order_key_over_two_packs() -> None:
    cards = list(reversed(pack(2)))
    assert sort_cards(cards) == tuple(sorted(cards, key=order_key))
