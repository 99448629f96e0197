"""One game page per game type: it draws the seat's hand from a fixed deal, and a move made by clicking in #commands
reaches the server, takes the card out of the hand and adds to the log."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest

from domain.games import GAMES
from tests.browser.page import Browser, Size, cards_of, create_game, token_of
from tests.support.serve_process import Served

pytestmark = pytest.mark.browser


@dataclass(frozen=True)
class Case:
    """A game for ann at seat 0 against bots, and the card she plays first."""

    game: str
    bots: int
    options: dict[str, Any]
    deal: dict[str, Any]
    card: str
    # How she plays it: its own button in #commands, or her hand's card selected and button#play-selected.
    by_selection: bool
    size: Size


CASES = [
    # ann holds the 3C, so she leads; no last call, one hand.
    Case(
        "bombs",
        3,
        {"hands": 1, "window_ms": 0},
        {"hands": [["3C", "8D", "QS"], ["4D", "6S", "JC"], ["5H", "7D", "KS"], ["9C", "10S", "AH"]]},
        "8D",
        False,
        "phone",
    ),
    # ann's turn first; a Four has no effect and ends her turn (RULES.md 2.3); no Nine window.
    Case(
        "exploding-aces",
        2,
        {"window_ms": 0},
        {"hands": [["4C", "8D"], ["3H", "5S"], ["2D", "10C"]], "first": 0},
        "4C",
        False,
        "desktop",
    ),
    # ann leads (a single is a legal lead); bets are out of turn, so a card's play is selected in her hand.
    Case(
        "haggis",
        1,
        {},
        {"hands": [["3R", "5O", "7G", "9B"], ["4R", "6O", "8G", "10B"]], "leader": 0},
        "9B",
        True,
        "phone",
    ),
    # ann starts; a Three reverses the direction (RULES.md 4.5) and asks nothing more of her.
    Case(
        "bombs-away",
        2,
        {},
        {"hands": [["2C", "3D", "5H", "9S"], ["4C", "6H", "8S", "AD"], ["2H", "3S", "5C", "9D"]], "starter": 0},
        "3D",
        False,
        "desktop",
    ),
]


def test_every_game_type_has_its_page_played_here() -> None:
    """Each registered game type's page (its renderer, api/static/web/games/<slug>.js) is drawn and played above."""
    assert sorted(c.game for c in CASES) == sorted(GAMES)


@pytest.mark.parametrize("case", CASES, ids=[c.game for c in CASES])
def test_a_game_page_draws_the_hand_and_plays_a_move(
    served: Served, open_browser: Callable[[Size], Browser], case: Case
) -> None:
    """ann's page of a fixed deal shows her hand and no other; her first card, played by a click in #commands,
    leaves her hand and the move reaches the log."""
    created = create_game(
        served.url,
        {
            "game": case.game,
            "players": [{"name": "ann"}] + [{"bot": "random"}] * case.bots,
            "options": case.options,
            "deal": case.deal,
        },
    )
    page = open_browser(case.size)
    page.open(f"/play/{created['id']}#{token_of(created, 0)}")
    page.until(lambda: page.status() == "active" and page.seat() == "0", f"ann's page of the {case.game} game")
    hand = sorted(case.deal["hands"][0])
    page.until(lambda: page.mine() == hand, f"ann's hand {hand} as [data-mine]")
    others = {card for hand in case.deal["hands"][1:] for card in hand}
    assert not others & set(page.cards()), f"other seats' cards on ann's page: {sorted(others & set(page.cards()))}"
    page.until(lambda: page.log_lines() >= 1, "the log")
    page.screenshot(f"{case.game}-before")

    lines = page.log_lines()
    if case.by_selection:
        page.select_cards([case.card])
        page.click_css("#commands button#play-selected")
    else:
        page.click_command(
            lambda c: c["type"] == "play" and cards_of(c) == [case.card], f"the button that plays {case.card}"
        )
    page.until(lambda: case.card not in page.mine(), f"{case.card} gone from ann's hand")
    page.until(lambda: page.log_lines() > lines, "the move in the log")
    assert page.error() == ""
    page.screenshot(f"{case.game}-after")
    # The same page at a phone's and at a desktop's size, for a person to look at (issue 34).
    for width, height, mobile in ((360, 740, True), (1280, 800, False)):
        page.set_viewport(width, height, mobile=mobile)
        page.screenshot(f"{case.game}-{width}x{height}")
