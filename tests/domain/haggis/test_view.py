"""Views and event redaction: own hand and everyone's wilds are shown; other hands, the Haggis and the
captured piles stay hidden until the round ends; everything is shown once the game is finished."""

from __future__ import annotations

from typing import Any

from domain.game import Command, Event, Game, to_data
from domain.games.haggis import GAME
from domain.games.haggis.cards import CARDS
from domain.games.haggis.commands import Pass, Play
from domain.games.haggis.events import GameFinished, RoundScored
from domain.games.haggis.state import HaggisState
from tests.support.playout import card_strings, playout

from .helpers import A, B, C, dealt, given, passed, played, table, went_out

CODES = frozenset(CARDS)
HANDS = (["5R", "7Y", "J", "Q", "K"], ["8R", "2O", "J", "K"], ["6R", "3G", "Q"])
HAGGIS = ["4B", "9B", "10B"]


def test_a_seat_sees_its_own_hand_and_everyones_wilds_but_no_other_card() -> None:
    state = given(*table(*HANDS, haggis=HAGGIS)).state()
    view = GAME.view(state, B)
    assert view["hand"] == ["2O", "8R", "J", "K"]
    assert [s["wilds"] for s in view["seats"]] == [["J", "Q", "K"], ["J", "K"], ["Q"]]
    assert [s["cards"] for s in view["seats"]] == [5, 4, 3]
    assert card_strings(view, CODES) == {"2O", "8R", "J", "Q", "K"}
    assert view["haggis_cards"] == 3 and "haggis" not in view
    assert view["turn"] == A and view["windows"] == [] and view["decisions"] == [] and view["result"] is None


def test_a_spectator_sees_no_hand_only_the_wilds() -> None:
    view = GAME.view(given(*table(*HANDS, haggis=HAGGIS)).state(), None)
    assert view["hand"] is None and card_strings(view, CODES) == {"J", "Q", "K"}


def test_the_deal_shows_a_seat_its_hand_and_the_wilds_never_the_haggis() -> None:
    event = dealt(*HANDS, haggis=HAGGIS)
    for viewer in (A, B, C, None):
        data = GAME.redact_event(event, viewer, False)
        own = set(HANDS[viewer]) if viewer is not None else set()
        assert card_strings(data, CODES) == own | {"J", "Q", "K"}
        assert data["haggis"] is None and data["haggis_cards"] == 3
    assert GAME.redact_event(event, None, True) == to_data(event)


def test_a_captured_pile_shows_only_its_size_until_the_round_ends() -> None:
    s = given(*table(*HANDS, haggis=HAGGIS), played(A, "5R"), played(B, "8R"), passed(C))
    state = s.when(A, Pass()).then_state()
    assert state.captured[B] == ("5R", "8R")
    view = GAME.view(state, B)
    assert view["seats"][B]["captured_cards"] == 2
    assert not {"5R"} & card_strings(view, CODES)


def test_the_round_end_shows_the_last_hand_the_haggis_and_the_piles_then_only_points() -> None:
    s = given(*table(["5R"], ["6R"], ["2B", "3R"], haggis=HAGGIS), played(A, "5R"), went_out(A, 1, 2))
    s = s.when(B, Play(cards=("6R",))).then_includes(went_out(B, 2, 2))
    scored = next(item.event for item in s.history if isinstance(item.event, RoundScored))
    data = GAME.redact_event(scored, None, False)
    assert {"2B", "3R", *HAGGIS} <= card_strings(data, CODES) and data["captured"][A]
    view = GAME.view(s.state(), A)
    assert view["round"] == 2 and view["last_round"]["points"] == [10 + 2, 10 + 1, 0]
    assert not {"2B", "3R", *HAGGIS} & (card_strings(view, CODES) - set(view["hand"]))


def _observe_secrets(problems: list[str]) -> Any:
    """An observer that checks every view and redacted event of a playout for the Haggis and the piles."""

    def observe(game: Game, before: Any, seat: int | None, command: Command, new: list[Event], after: Any) -> None:
        state: HaggisState = before
        for event in new:
            haggis = set(state.haggis)
            for viewer in (None, 0, 1, 2):
                if isinstance(event, RoundScored | GameFinished):
                    continue
                leak = haggis & card_strings(game.redact_event(event, viewer, False), CODES)
                if leak:
                    problems.append(f"{type(event).__name__} shows {viewer} the haggis {leak}")
            state = game.evolve(state, event, 0)
        if game.status(after) == "finished":
            return
        piles = {card for pile in after.captured for card in pile}
        secret = (set(after.haggis) | piles) - {"J", "Q", "K"}
        for viewer in (None, 0, 1, 2):
            leak = secret & card_strings(game.view(after, viewer), CODES)
            if leak:
                problems.append(f"the view of {viewer} shows {leak}")

    return observe


def test_no_view_or_event_shows_the_haggis_or_a_pile_before_the_round_ends() -> None:
    problems: list[str] = []
    result = playout(GAME, 3, {}, seed=3, observe=_observe_secrets(problems))
    assert result.finished and problems == []


def test_a_finished_game_shows_everything() -> None:
    result = playout(GAME, 2, {}, seed=4)
    view = GAME.view(result.state, None)
    assert view["result"] is not None and {"hands", "haggis", "captured"} <= set(view)
    assert sum(len(pile) for pile in view["captured"]) == 42
