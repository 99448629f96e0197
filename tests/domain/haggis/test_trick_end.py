"""When a trick ends (docs/rules.md §3.4): once every other player still holding cards has passed in turn since the
last combination, so both remaining players when its player has just gone out, and one when a third is out."""

from __future__ import annotations

from domain.games.haggis.commands import Pass, Play
from domain.games.haggis.events import TrickCaptured

from .helpers import A, B, C, given, passed, played, table, went_out


def test_when_the_player_on_top_just_went_out_both_remaining_players_must_pass() -> None:
    s = given(*table(["9R"], ["4O", "2O"], ["5Y", "2Y"]), played(A, "9R"), went_out(A, 1, 2))
    s = s.when(B, Pass()).then(passed(B))
    assert s.state().turn == C and s.state().trick is not None and s.state().trick.passes == 1
    s.when(C, Pass()).then(passed(C), TrickCaptured(winner=A, capturer=A, leader=B, cards=1, bombed=False))


def test_once_a_player_is_out_one_pass_ends_a_trick_between_the_other_two() -> None:
    s = given(*table(["9R"], ["4O", "2O"], ["5Y", "2Y"]), played(A, "9R"), went_out(A, 1, 2))
    s = s.given(passed(B), passed(C), TrickCaptured(winner=A, capturer=A, leader=B, cards=1, bombed=False))
    s = s.when(B, Play(cards=("2O",))).then(played(B, "2O"))
    assert s.state().turn == C
    s.when(C, Pass()).then(passed(C), TrickCaptured(winner=B, capturer=B, leader=B, cards=1, bombed=False))


def test_with_three_players_one_pass_does_not_end_the_trick() -> None:
    s = given(*table(["9R", "2R"], ["4O", "2O"], ["5Y", "2Y"]), played(A, "9R"))
    s = s.when(B, Pass()).then(passed(B))
    assert s.state().turn == C
    s.when(C, Pass()).then(passed(C), TrickCaptured(winner=A, capturer=A, leader=A, cards=1, bombed=False))
