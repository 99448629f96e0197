"""Views and event redaction: a seat sees its own hand and the public table, never another hand."""

from __future__ import annotations

from domain.game import to_data
from domain.games.bombs import GAME
from domain.games.bombs.commands import Pass
from domain.games.bombs.events import GameFinished, HandScored
from tests.support.spec import at

from .helpers import A, B, C, D, dealt, given, passed, played, table, went_out

HANDS = (["3C", "8H", "KC"], ["4C", "10C"], ["5C", "JC"], ["6C", "QC", "QD"])


def test_a_seat_sees_its_own_sorted_hand_and_only_counts_of_the_others() -> None:
    state = given(*table(*HANDS), played(A, "8H")).state()
    view = GAME.view(state, D)
    assert view["hand"] == ["6C", "QC", "QD"]
    assert [s["cards"] for s in view["seats"]] == [2, 2, 2, 3]
    assert view["seats"][0] == {
        "seat": 0,
        "name": "A",
        "bot": False,
        "cards": 2,
        "score": 0,
        "place": None,
        "in_hand": True,
    }
    assert view["trick"] == {
        "number": 1,
        "leader": A,
        "form": "single",
        "top": ["8H"],
        "top_seat": A,
        "passes": 0,
    }
    assert view["turn"] == B and view["result"] is None and "hands" not in view


def test_a_spectator_sees_no_hand() -> None:
    view = GAME.view(given(*table(*HANDS)).state(), None)
    assert view["hand"] is None
    assert {"3C", "KC", "4C", "QD"}.isdisjoint(str(view).replace("'", " ").split())


def test_the_view_lists_an_open_last_call_with_its_deadline() -> None:
    s = given(*table(*HANDS, window_ms=2500), played(A, "8H"), passed(B), passed(C))
    s = s.when(D, Pass(), now_ms=10_000).then_state()
    view = GAME.view(s, A)
    assert view["windows"] == [
        {"kind": "last-call", "key": "last-call:1:0:1", "due_ms": 12_500, "seats": [A, B, C, D], "waived": []}
    ]
    assert view["turn"] is None


def test_places_show_who_went_out_this_hand() -> None:
    state = given(
        *table(["9C", "9D"], ["3C", "4C"], ["5C"], ["6C"]), played(A, "9C", "9D"), went_out(A, 1)
    ).state()
    view = GAME.view(state, B)
    assert [s["place"] for s in view["seats"]] == [1, None, None, None]
    assert view["finishing_order"] == [A]


def test_once_finished_every_hand_is_shown_to_everyone() -> None:
    s = given(
        *table(["5C"], ["3C"], ["4C", "KC"], leader=B, hands_total=1),
        at(5, played(B, "3C")),
        went_out(B, 1),
        played(C, "4C"),
        played(A, "5C"),
        went_out(A, 2),
    )
    state = s.given(
        HandScored(hand=1, order=(B, A, C), points=(3, 4, 1), scores=(3, 4, 1)),
        GameFinished(ranking=(B, A, C), ranks=(2, 1, 3), scores=(3, 4, 1), winners=(B,)),
    ).state()
    view = GAME.view(state, None)
    assert view["hands"] == [[], [], ["KC"]]
    assert view["result"]["winners"] == [B] and view["phase"] == "finished"


def test_the_deal_shows_a_seat_only_its_own_hand() -> None:
    deal = dealt(*HANDS)
    seen = GAME.redact_event(deal, B, finished=False)
    assert seen["hands"] == [None, ["4C", "10C"], None, None]
    assert seen["counts"] == [3, 2, 2, 3]
    spectator = GAME.redact_event(deal, None, finished=False)
    assert spectator["hands"] == [None, None, None, None]
    assert GAME.redact_event(deal, None, finished=True) == to_data(deal)


def test_plays_and_exchange_events_are_public() -> None:
    play = played(A, "8H")
    assert GAME.redact_event(play, B, finished=False) == to_data(play)
    assert GAME.redact_event(play, None, finished=False) == to_data(play)
