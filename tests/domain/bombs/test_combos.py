"""The standard forms and what beats what (docs/rules.md §1.3, B2, B3, B9, B20)."""

from __future__ import annotations

import pytest

from domain.games.bombs.combos import (
    RANK_ORDER,
    Combo,
    Form,
    beats,
    candidates,
    classify,
    completes,
    sort_cards,
    throwable,
)


def form(*cards: str) -> Form | None:
    combo = classify(cards)
    return None if combo is None else combo.form


def combo(*cards: str) -> Combo:
    found = classify(cards)
    assert found is not None, cards
    return found


def test_b2_rank_order_is_fixed_with_the_red_joker_highest() -> None:
    assert RANK_ORDER == ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2", "BJ", "RJ")
    assert sort_cards(["RJ", "2S", "BJ", "3C", "AS", "10H"]) == ("3C", "10H", "AS", "2S", "BJ", "RJ")


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (("7H",), Form.SINGLE),
        (("BJ",), Form.SINGLE),
        (("7H", "7S"), Form.PAIR),
        (("2H", "2S"), Form.PAIR),
        (("7H", "8S", "9D"), Form.RUN),
        (("3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AC"), Form.RUN),
        (("9C", "9D", "10C", "10D", "JC", "JD"), Form.DOUBLE_RUN),
        (("3C", "3D", "4C", "4D", "5C", "5D", "6C", "6D"), Form.DOUBLE_RUN),
        (("8C", "8D", "8H"), Form.BOMB),
        (("2C", "2D", "2H"), Form.BOMB),
        (("8C", "8D", "8H", "8S"), Form.BIG_BOMB),
        (("2C", "2D", "2H", "2S"), Form.BIG_BOMB),
        (("BJ", "RJ"), Form.SUPER_BOMB),
    ],
)
def test_standard_forms_are_recognised(cards: tuple[str, ...], expected: Form) -> None:
    assert form(*cards) is expected


@pytest.mark.parametrize(
    "cards",
    [
        (),
        ("7H", "8S"),  # two ranks are no form
        ("KS", "QS"),  # B3: "The King and The Queen" are the jokers, not a king and a queen
        ("BJ", "2S"),
        ("7H", "8S", "10D"),  # a gap
        ("QC", "KC", "AC", "2C"),  # B20: no 2 in a run
        ("KC", "AC", "2C"),
        ("AC", "2C", "3C"),  # no wrap-around
        ("KC", "AC", "BJ"),  # no joker in a run
        ("9C", "9D", "10C", "10D"),  # two pairs are not a double run
        ("KC", "KD", "AC", "AD", "2C", "2D"),  # B20: no pair of 2s in a double run
        ("9C", "9D", "9H", "10C", "10D", "10H"),  # consecutive triples are no form
        ("9C", "9D", "10C", "JC", "JD"),  # mixed counts
        ("8C", "8D", "8H", "8S", "8C"),  # five of a rank
    ],
)
def test_b3_b20_non_forms_are_rejected(cards: tuple[str, ...]) -> None:
    assert classify(cards) is None


def test_b2_higher_single_beats_and_red_joker_beats_black_joker() -> None:
    assert beats(combo("9C"), combo("8C"))
    assert not beats(combo("8D"), combo("8C"))  # strictly higher
    assert beats(combo("2C"), combo("AC"))
    assert beats(combo("BJ"), combo("2C"))
    assert beats(combo("RJ"), combo("BJ"))
    assert not beats(combo("BJ"), combo("RJ"))


def test_pairs_beat_only_higher_pairs() -> None:
    assert beats(combo("9C", "9D"), combo("8C", "8D"))
    assert not beats(combo("9C", "9D"), combo("9H", "9S"))
    assert not beats(combo("9C", "9D"), combo("8C"))


def test_run_is_beaten_by_a_run_of_the_same_length_starting_higher() -> None:
    assert beats(combo("6C", "7C", "8C"), combo("5D", "6D", "7D"))
    assert not beats(combo("6C", "7C", "8C", "9C"), combo("5D", "6D", "7D"))
    assert not beats(combo("5C", "6C", "7C"), combo("5D", "6D", "7D"))


def test_double_run_is_beaten_by_the_same_number_of_pairs_starting_higher() -> None:
    low = combo("3C", "3D", "4C", "4D", "5C", "5D")
    assert beats(combo("4H", "4S", "5H", "5S", "6C", "6D"), low)
    assert not beats(combo("4H", "4S", "5H", "5S", "6C", "6D", "7C", "7D"), low)
    assert not beats(combo("6C", "7C", "8C", "9C", "10C", "JC"), low)  # a run is not a double run


def test_any_bomb_beats_singles_pairs_runs_and_double_runs() -> None:
    bomb = combo("3C", "3D", "3H")
    for top in (
        combo("2C"),
        combo("RJ"),
        combo("AC", "AD"),
        combo("10C", "JC", "QC", "KC", "AC"),
        combo("QC", "QD", "KC", "KD", "AC", "AD"),
    ):
        assert beats(bomb, top)


def test_bombs_beat_lower_bombs_and_big_bombs_beat_every_bomb() -> None:
    assert beats(combo("9C", "9D", "9H"), combo("8C", "8D", "8H"))
    assert not beats(combo("7C", "7D", "7H"), combo("8C", "8D", "8H"))
    assert beats(combo("3C", "3D", "3H", "3S"), combo("2C", "2D", "2H"))
    assert not beats(combo("2C", "2D", "2H"), combo("3C", "3D", "3H", "3S"))
    assert beats(combo("4C", "4D", "4H", "4S"), combo("3C", "3D", "3H", "3S"))
    assert not beats(combo("3C", "3D", "3H", "3S"), combo("4C", "4D", "4H", "4S"))


def test_b3_super_bomb_of_both_jokers_beats_everything_and_nothing_beats_it() -> None:
    rocket = combo("BJ", "RJ")
    assert beats(rocket, combo("2C", "2D", "2H", "2S"))
    assert beats(rocket, combo("3C"))
    assert not beats(combo("2C", "2D", "2H", "2S"), rocket)


def test_b9_a_pair_of_the_singles_rank_completes_a_bomb() -> None:
    assert completes(combo("8S", "8D"), combo("8H"))
    assert completes(combo("2S", "2D"), combo("2H"))  # completing a 2 works
    assert not completes(combo("9S", "9D"), combo("8H"))
    assert not completes(combo("8S", "8D"), combo("8H", "8C"))  # only a pair added to a single


def test_out_of_turn_only_beating_bombs_and_completions_are_throwable() -> None:
    top = combo("8H")
    assert throwable(combo("8S", "8D"), top)
    assert throwable(combo("3C", "3D", "3H"), top)
    assert throwable(combo("BJ", "RJ"), top)
    assert not throwable(combo("9C"), top)
    assert not throwable(combo("9C", "9D"), top)
    assert not throwable(combo("3C", "3D", "3H"), combo("4C", "4D", "4H"))


def test_b20_a_run_tops_out_at_the_ace() -> None:
    assert form("QC", "KC", "AC") is Form.RUN
    assert form("10C", "10D", "JC", "JD", "QC", "QD", "KC", "KD", "AC", "AD") is Form.DOUBLE_RUN
    for cards in (("KC", "AC", "2C"), ("AC", "2C", "BJ"), ("AC", "AD", "2C", "2D", "BJ", "RJ")):
        assert classify(cards) is None


def test_candidates_list_each_rank_multiset_once_with_the_lowest_suits() -> None:
    found = candidates(["5S", "5C", "6D", "7H", "7C", "BJ", "RJ"])
    plays = [cards for cards, _ in found]
    assert ("5C",) in plays and ("5S",) not in plays
    assert ("5C", "5S") in plays
    assert ("5C", "6D", "7C") in plays
    assert ("BJ", "RJ") in plays
    assert len(plays) == len(set(plays))
    assert all(classify(cards) == combo for cards, combo in found)


def test_candidates_agree_with_classify_on_a_full_hand() -> None:
    hand = [
        "3C",
        "3D",
        "3H",
        "3S",
        "4C",
        "5C",
        "5D",
        "6C",
        "6D",
        "7C",
        "7D",
        "2C",
        "2D",
        "2H",
        "2S",
        "BJ",
        "RJ",
    ]
    found = candidates(hand)
    assert all(classify(cards) == combo for cards, combo in found)
    assert (("3C", "3D", "3H", "3S"), combo("3C", "3D", "3H", "3S")) in found
    assert (("2C", "2D", "2H", "2S"), combo("2C", "2D", "2H", "2S")) in found


def test_candidates_include_every_run_and_double_run_length() -> None:
    hand = ["3C", "3D", "4C", "4D", "5C", "5D", "6C", "6D"]
    plays = {cards for cards, _ in candidates(hand)}
    assert ("3C", "4C", "5C", "6C") in plays and ("4C", "5C", "6C") in plays
    assert ("3C", "3D", "4C", "4D", "5C", "5D") in plays
    assert ("3C", "3D", "4C", "4D", "5C", "5D", "6C", "6D") in plays
    assert ("4C", "4D", "5C", "5D", "6C", "6D") in plays
