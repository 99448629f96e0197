"""Combinations (docs/rules.md §2.4): the classification order and the candidates a hand offers."""

from __future__ import annotations

from itertools import combinations

import pytest

from domain.games.exploding_aces.poker import Combo, classify, combinations_in


@pytest.mark.parametrize(
    ("cards", "combo"),
    [
        (("7H",), Combo.SINGLE),
        (("7H", "7S"), Combo.PAIR),
        (("7H", "8S"), None),
        (("7H", "7S", "7D"), Combo.THREE),
        (("7H", "7S", "8D", "8C"), Combo.TWO_PAIRS),
        (("7H", "7S", "7D", "7C"), Combo.FOUR),
        (("7H", "7S", "7D", "8C"), None),
        (("AH", "2S", "3D", "4C", "5C"), Combo.STRAIGHT),
        (("10H", "JS", "QD", "KC", "AC"), Combo.STRAIGHT),
        (("QH", "KS", "AD", "2C", "3C"), None),  # no wrap-around
        (("2H", "5H", "7H", "9H", "JH"), Combo.FLUSH),
        (("7H", "7H", "8H", "9H", "10H"), Combo.FLUSH),  # two decks
        (("AH", "2H", "3H", "4H", "5H"), Combo.STRAIGHT_FLUSH),
        (("9H", "10H", "JH", "QH", "KH"), Combo.STRAIGHT_FLUSH),
        (("10H", "JH", "QH", "KH", "AH"), Combo.ROYAL_FLUSH),
        (("8H", "8S", "8D", "6C", "6D"), Combo.FULL_HOUSE),
        (("8H", "8S", "8D", "8C", "8H"), None),  # five of a kind never plays
        (("8H", "8S", "8D", "6C", "5D"), None),
        ((), None),
        (("2H", "3H", "4H", "5H", "6H", "7H"), None),
    ],
)
def test_classification_follows_the_rules_order(cards: tuple[str, ...], combo: Combo | None) -> None:
    assert classify(cards) is combo


def test_candidates_offer_each_rank_pattern_once_with_the_lowest_suits() -> None:
    hand = ("7C", "7D", "7H", "8C", "8S", "9D", "10D", "JC")
    found = dict((cards, combo) for cards, combo in combinations_in(hand))
    assert found[("7C", "7D")] is Combo.PAIR and ("7C", "7H") not in found
    assert found[("7C", "7D", "8C", "8S")] is Combo.TWO_PAIRS
    assert found[("7C", "7D", "7H")] is Combo.THREE
    assert found[("7C", "7D", "7H", "8C", "8S")] is Combo.FULL_HOUSE
    assert found[("7C", "8C", "9D", "10D", "JC")] is Combo.STRAIGHT
    assert all(classify(cards) is combo for cards, combo in found.items())


def test_a_straight_offered_is_never_all_one_suit_and_every_flush_is_offered() -> None:
    hand = ("2H", "3H", "4H", "5H", "6H", "8H", "6S")
    found = combinations_in(hand)
    straights = [cards for cards, combo in found if combo is Combo.STRAIGHT]
    assert straights and all(len({c[-1] for c in cards}) > 1 for cards in straights)
    flushes = [cards for cards, combo in found if combo is Combo.FLUSH]
    hearts = ("2H", "3H", "4H", "5H", "6H", "8H")
    assert flushes == [five for five in combinations(hearts, 5) if five != ("2H", "3H", "4H", "5H", "6H")]
    assert len(flushes) == 5
    assert ("2H", "3H", "4H", "5H", "6H") in [cards for cards, combo in found if combo is Combo.STRAIGHT_FLUSH]
