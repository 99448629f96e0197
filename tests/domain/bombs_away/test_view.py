"""Views and event redaction: every hand stays hidden until the end; the 5's look is its player's alone."""

from __future__ import annotations

from domain.game import to_data
from domain.games.bombs_away import GAME
from domain.games.bombs_away.commands import Play
from domain.games.bombs_away.events import (
    AceKept,
    CardBuried,
    CardsSwapped,
    GameWon,
    HandLookedAt,
    PileShuffledIn,
    SeriesFinished,
    SwapOffered,
    TensReturned,
)

from .helpers import A, B, C, dealt, drew, given, played, table

HANDS = (["5C", "2C", "3C", "4C"], ["2S", "3S", "4S", "KS"], ["2H", "4H", "5H", "9H"])


def test_a_seat_sees_its_own_hand_and_only_counts_and_points_of_the_others() -> None:
    state = given(*table(*HANDS)).state()
    view = GAME.view(state, B)
    assert view["hand"] == ["2S", "3S", "4S", "KS"]
    assert view["seats"][0] == {
        "seat": 0,
        "name": "A",
        "bot": False,
        "cards": 4,
        "score": 30,
        "eliminated": False,
        "wins": 0,
    }
    assert view["turn"] == A and view["role"] == "fresh" and view["result"] is None and "hands" not in view
    assert view["windows"] == [] and view["decisions"] == []
    spectator = GAME.view(state, None)
    assert spectator["hand"] is None
    assert not {"5C", "2S", "KS", "9H"} & set(str(spectator).replace("'", " ").split())


def test_the_fives_look_is_shown_to_its_player_only() -> None:
    s = given(*table(*HANDS))
    s = s.given(*s.when(A, Play(card="5C", target=C)).decided())
    look = s.history[-1].event
    assert isinstance(look, HandLookedAt)
    state = s.state()
    assert GAME.view(state, A)["decisions"] == [
        {"kind": "bury", "seat": A, "due_ms": None, "target": C, "cards": ["2H", "4H", "5H", "9H"]}
    ]
    for viewer in (B, None):
        assert GAME.view(state, viewer)["decisions"][0]["cards"] is None
        assert GAME.redact_event(look, viewer, finished=False)["cards"] is None
    assert GAME.redact_event(look, A, finished=False)["cards"] == ["2H", "4H", "5H", "9H"]
    buried = CardBuried(seat=A, target=C, card="9H")
    assert GAME.redact_event(buried, B, finished=False)["card"] is None
    assert GAME.redact_event(buried, C, finished=False)["card"] == "9H"


def test_the_nines_positions_reveal_nothing_to_anyone() -> None:
    offer = SwapOffered(seat=A, target=C, seat_sees=("9H", "2H"), target_sees=("2C", "3C"))
    for viewer in (A, B, C, None):
        seen = GAME.redact_event(offer, viewer, finished=False)
        assert seen["seat_sees"] is None and seen["target_sees"] is None and seen["seat_sees_count"] == 2
    state = given(*table(*HANDS), played(A, "9C", target=C), offer).state()
    assert GAME.view(state, A)["decisions"] == [
        {"kind": "pick", "seat": A, "due_ms": None, "with": C, "positions": 2},
        {"kind": "pick", "seat": C, "due_ms": None, "with": A, "positions": 2},
    ]
    swapped = CardsSwapped(seat=A, target=C, given="2C", taken="9H")
    assert GAME.redact_event(swapped, B, finished=False)["given"] is None
    assert GAME.redact_event(swapped, C, finished=False)["taken"] == "9H"


def test_the_deal_draws_and_returns_are_private_and_the_deck_order_secret() -> None:
    deal = dealt(*HANDS)
    seen = GAME.redact_event(deal, B, finished=False)
    assert seen["hands"] == [None, ["2S", "3S", "4S", "KS"], None] and seen["deck"] is None
    assert seen["counts"] == [4, 4, 4] and seen["deck_count"] == len(deal.deck)
    draw = drew(A, "9D")
    assert GAME.redact_event(draw, A, finished=False)["cards"] == ["9D"]
    assert GAME.redact_event(draw, B, finished=False) == {"seat": A, "cards": None, "cards_count": 1}
    kept = AceKept(seat=A, kept="JH", bottomed="5C")
    assert GAME.redact_event(kept, B, finished=False)["kept"] is None
    returned = TensReturned(seat=C, kept="10S", returned=("QD",), deck=("QD", "2D"))
    assert GAME.redact_event(returned, C, finished=False)["returned"] == ["QD"]
    assert GAME.redact_event(returned, C, finished=False)["deck"] is None
    pile = PileShuffledIn(cards=("2C", "3C", "4C", "5C", "7H"), deck=("2D",))
    assert GAME.redact_event(pile, None, finished=False)["cards"] == ["2C", "3C", "4C", "5C", "7H"]
    assert GAME.redact_event(pile, None, finished=False)["deck"] is None
    assert GAME.redact_event(deal, None, finished=True) == to_data(deal)


def test_once_finished_every_hand_is_shown() -> None:
    s = given(*table(*HANDS), GameWon(game=1, seat=A, points=30))
    state = s.given(SeriesFinished(winner=A, wins=(1, 0, 0), game_winners=(A,))).state()
    view = GAME.view(state, None)
    assert view["hands"] == [["2C", "3C", "4C", "5C"], ["2S", "3S", "4S", "KS"], ["2H", "4H", "5H", "9H"]]
    assert view["result"] == {"winner": A, "winners": [A], "wins": [1, 0, 0], "game_winners": [A]}
    assert GAME.status(state) == "finished" and GAME.awaiting(state) == ()
