"""The shared card notation (domain/cards.py)."""

from __future__ import annotations

import pytest

from domain.cards import Card, contains, is_card, parse_card, rank_of, remove, standard_deck


@pytest.mark.parametrize(
    ("code", "card"),
    [
        ("10H", Card("10", "H")),
        ("QS", Card("Q", "S")),
        ("3C", Card("3", "C")),
        ("BJ", Card("BJ", None)),
        ("RJ", Card("RJ", None)),
        ("JK", Card("JK", None)),
    ],
)
def test_cards_parse_as_rank_then_suit(code: str, card: Card) -> None:
    assert parse_card(code) == card
    assert parse_card(code).code == code


@pytest.mark.parametrize("code", ["", "1H", "11H", "10", "H", "QX", "qs", "10HH", "J"])
def test_anything_else_is_not_a_card(code: str) -> None:
    assert not is_card(code)
    with pytest.raises(ValueError):
        parse_card(code)


def test_rank_of_a_card_is_its_code_without_the_suit() -> None:
    assert [rank_of(c) for c in ("10H", "QS", "2D", "BJ")] == ["10", "Q", "2", "BJ"]


def test_a_standard_deck_has_52_distinct_cards_plus_the_jokers_asked_for() -> None:
    deck = standard_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    with_jokers = standard_deck(jokers=("BJ", "RJ"))
    assert len(with_jokers) == 54 and {"BJ", "RJ"} <= set(with_jokers)
    assert len(standard_deck(decks=2)) == 104


def test_hands_are_multisets() -> None:
    hand = ("AS", "AS", "3C")
    assert contains(hand, ["AS", "AS"]) and not contains(hand, ["AS", "AS", "AS"])
    assert remove(hand, ["AS"]) == ("AS", "3C")
    with pytest.raises(ValueError):
        remove(hand, ["KD"])
