"""Views and event redaction: a seat sees its own hand, the public table and the reveals it is entitled to;
everyone sees everything once the game is finished."""

from __future__ import annotations

from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.commands import Challenge, Give, Play
from domain.games.exploding_aces.events import Defused, Exchanged, Given, HandLooked, HandsPassed, Peeked

from .helpers import A, B, C, D, after, given, go, state, table

DECK = ["2C", "3C", "4C", "5C", "6C", "7C"]
HANDS = (["5H", "JH", "KH", "AC", "3H"], ["4D", "8D"], ["3S"], ["6D", "6S"])


def test_a_seat_sees_its_own_hand_the_counts_and_the_deck_size_only() -> None:
    view = GAME.view(state(given(*table(*HANDS, deck=DECK))), B)
    assert view["hand"] == ["4D", "8D"]
    assert [s["cards"] for s in view["seats"]] == [5, 2, 1, 2]
    assert view["seats"][0] == {"seat": 0, "name": "A", "bot": False, "cards": 5, "score": 0, "alive": True}
    assert view["deck"] == 6 and view["turn"] == A and view["result"] is None and "hands" not in view
    assert view["decisions"] == [{"kind": "play-or-draw", "seat": A, "due_ms": None, "k": 0}]
    assert GAME.view(state(given(*table(*HANDS, deck=DECK))), None)["hand"] is None


def test_the_deal_shows_each_seat_its_own_hand_and_never_the_deck_order() -> None:
    dealt = table(*HANDS, deck=DECK)[1]
    data = GAME.redact_event(dealt, C, False)
    assert data["hands"] == [None, None, ["3S"], None] and data["counts"] == [5, 2, 1, 2] and data["deck"] == 6
    assert GAME.redact_event(dealt, None, True)["deck"] == DECK


def test_a_five_target_owes_a_decision_seen_by_all_and_listed_only_for_it() -> None:
    s = go(given(*table(*HANDS, deck=DECK)), A, Play(cards=("5H",), target=B))
    view = GAME.view(state(s), C)
    assert view["decisions"] == [{"kind": "five", "seat": B, "due_ms": None, "by": A, "target": B}]
    assert {type(c).__name__ for c in GAME.legal_commands(state(s), B)} == {"Give", "Challenge"}
    assert {type(c).__name__ for c in GAME.legal_commands(state(s), A)} == {"Challenge"}
    given_ = s.when(B, Give(cards=("8D",))).decided()[0]
    assert given_ == Given(seat=B, to=A, cards=("8D",), reason="five")
    assert GAME.redact_event(given_, A, False)["cards"] == ["8D"]
    assert GAME.redact_event(given_, B, False)["cards"] == ["8D"]
    hidden = GAME.redact_event(given_, C, False)
    assert hidden["cards"] is None and hidden["cards_count"] == 1


def test_a_jack_peek_is_shown_to_its_player_alone() -> None:
    s = go(given(*table(*HANDS, deck=DECK)), A, Play(cards=("JH",)))
    peek = next(e for e in s.history if isinstance(e.event, Peeked)).event
    assert GAME.redact_event(peek, A, False)["cards"] == ["2C", "3C", "4C", "5C"]
    assert GAME.redact_event(peek, B, False)["cards"] is None
    assert GAME.view(state(s), A)["decisions"][0]["cards"] == ["2C", "3C", "4C", "5C"]
    assert "cards" not in GAME.view(state(s), B)["decisions"][0]


def test_the_kings_insertion_position_is_private_but_the_ace_is_revealed() -> None:
    defused = given(*table(*HANDS, deck=DECK)).when(A, Play(cards=("KH",), position=4)).decided()[0]
    assert isinstance(defused, Defused)
    assert GAME.redact_event(defused, A, False)["position"] == 4
    seen = GAME.redact_event(defused, C, False)
    assert seen["position"] is None and seen["ace"] == "AC" and seen["king"] == "KH"


def test_a_two_pairs_look_is_private_to_its_player() -> None:
    hands = (["3H", "3D", "4H", "4D"], ["AS", "7D"], ["5S"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("3H", "3D", "4H", "4D"), target=B))
    look = next(e for e in s.history if isinstance(e.event, HandLooked)).event
    assert GAME.redact_event(look, A, False)["cards"] == ["7D", "AS"]
    assert GAME.redact_event(look, C, False)["cards"] is None
    assert GAME.view(state(s), A)["decisions"][0]["cards"] == ["7D", "AS"]
    assert "cards" not in GAME.view(state(s), C)["decisions"][0]


def test_flush_passes_are_seen_by_giver_and_receiver_only() -> None:
    hands = (["2H", "5H", "7H", "9H", "JH"], ["5S", "6S"], ["3D"], ["4C"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("2H", "5H", "7H", "9H", "JH")))
    passes = next(e for e in s.history if isinstance(e.event, HandsPassed)).event
    seen = GAME.redact_event(passes, B, False)["passes"]
    assert seen == [[B, C, ["5S", "6S"], 2], [C, D, None, 1], [D, B, ["4C"], 1]]


def test_a_six_exchange_is_seen_by_its_two_seats_only() -> None:
    hands = (["6H", "2H", "3H"], ["4D", "5D"], ["3S"])
    s = go(given(*table(*hands, deck=DECK)), A, Play(cards=("6H",), target=B))
    s = go(s, A, Give(cards=("2H", "3H")))
    chosen_b, exchanged, *_ = s.when(B, Give(cards=("4D", "5D"))).decided()
    assert isinstance(exchanged, Exchanged)
    assert GAME.redact_event(exchanged, A, False)["got"] == ["4D", "5D"]
    hidden = GAME.redact_event(exchanged, C, False)
    assert hidden["got"] is None and hidden["gave"] is None
    assert GAME.redact_event(chosen_b, A, False)["cards"] is None
    chosen = s.history[-1].event
    assert GAME.redact_event(chosen, B, False)["cards"] is None


def test_everything_is_shown_to_everyone_once_the_game_is_finished() -> None:
    s = given(*table(["4H", "5H"], ["AS", "7D"], deck=DECK)).when(A, Challenge(target=B))
    end = after(s)
    view = GAME.view(end, None)
    assert view["result"] == {"winner": A, "eliminated": [B]}
    assert view["hands"] == [["4H", "5H"], []] and view["deck_order"] == list(end.deck)
    challenged = s.decided()[0]
    assert GAME.redact_event(challenged, None, True)["hand"] == ["7D", "AS"]
    assert GAME.awaiting(end) == () and GAME.legal_commands(end, A) == [] and GAME.status(end) == "finished"
