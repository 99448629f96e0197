"""Event redaction by declaration (domain/redaction.py and each game's privacy.py).

Every event type of every game is declared, and an undeclared one raises rather than being shown. The
redacted data is exactly what the API served before the declarations: ``redaction_golden.json`` holds events
redacted for every viewer by the four hand-written ``redact_event`` functions that the declarations replaced
(generated from them over seeded playouts of every option set, plus hand-built events of the types those
playouts never recorded), JSON member order included. If an event type's fields change on purpose, update its
cases there by hand. Over seeded playouts of every game, for every viewer: the public fields are ``to_data``'s,
no private field shows a card to a viewer its declaration does not entitle, and a finished game shows all.

The conformance test's leak oracle (tests/support/playout.py) is independent of all this: it reads hands from
the views, never the declarations.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from domain.game import Event, Game, from_data, to_data
from domain.games import GAMES
from domain.games.bombs.match import MATCH_EVENTS
from domain.games.exploding_aces.events import Drew
from domain.redaction import (
    PUBLIC,
    BadDeclaration,
    Counted,
    Mask,
    Null,
    PerEntry,
    PerSeat,
    Privacy,
    Private,
    Size,
    UndeclaredEvent,
    redact,
    seen_by,
)
from tests.support.playout import card_strings, knowledge, playout

PRIVACIES: dict[str, Privacy] = {slug: game.privacy for slug, game in GAMES.items()}
GOLDEN: list[dict[str, Any]] = json.loads((Path(__file__).parent / "redaction_golden.json").read_text())


def event_types(slug: str) -> tuple[type[Event], ...]:
    """Every event type ``slug``'s ``redact_event`` is given: its info's, and for bombs a match's own."""
    extra = MATCH_EVENTS if slug == "bombs" else ()
    return tuple(dict.fromkeys((*GAMES[slug].info.events, *extra)))


def test_every_game_declares_the_privacy_of_its_own_slug() -> None:
    assert {slug: privacy.game for slug, privacy in PRIVACIES.items()} == {slug: slug for slug in GAMES}


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_every_event_type_of_every_game_is_declared(slug: str) -> None:
    assert PRIVACIES[slug].undeclared(event_types(slug)) == []


@dataclass(frozen=True, slots=True, kw_only=True)
class Unheard(Event):
    """An event type no game declares."""

    seat: int
    cards: tuple[str, ...]


@pytest.mark.parametrize("slug", sorted(GAMES))
@pytest.mark.parametrize("finished", [False, True])
def test_an_undeclared_event_type_raises_naming_the_game_and_the_type(slug: str, finished: bool) -> None:
    with pytest.raises(UndeclaredEvent, match=f"{slug} declares no privacy for event type Unheard") as raised:
        GAMES[slug].redact_event(Unheard(seat=0, cards=("AS",)), 0, finished)
    assert (raised.value.game, raised.value.event_type) == (slug, "Unheard")


def test_a_declaration_naming_a_field_its_event_lacks_is_refused() -> None:
    with pytest.raises(BadDeclaration, match="game: Unheard has no field 'card'"):
        Privacy(game="game", events={Unheard: Private(card=Null())})
    with pytest.raises(BadDeclaration, match="game: Unheard has no field 'target'"):
        Privacy(game="game", events={Unheard: Private(cards=Counted(seen_by("seat", "target")))})


def test_a_declared_event_shows_its_public_fields_and_masks_the_private_ones() -> None:
    privacy = Privacy(game="game", events={Unheard: Private(cards=Counted(seen_by("seat"))), Drew: PUBLIC})
    event = Unheard(seat=1, cards=("AS", "KD"))
    assert redact(privacy, event, 1, False) == {"seat": 1, "cards": ["AS", "KD"]}
    assert redact(privacy, event, 0, False) == {"seat": 1, "cards": None, "cards_count": 2}
    assert redact(privacy, event, None, True) == {"seat": 1, "cards": ["AS", "KD"]}
    drew = Drew(seat=0, cards=("2C",))
    assert redact(privacy, drew, 1, False) == to_data(drew)


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_the_redaction_is_what_the_api_served_before_the_declarations(slug: str) -> None:
    game = GAMES[slug]
    classes = {cls.__name__: cls for cls in event_types(slug)}
    cases = [case for case in GOLDEN if case["game"] == slug]
    assert cases
    for case in cases:
        event = from_data(classes[case["type"]], case["data"])
        for viewer, expected in zip(case["viewers"], case["redacted"], strict=True):
            got = game.redact_event(event, viewer, False)
            assert json.dumps(got) == json.dumps(expected), f"{case['type']} for viewer {viewer}"


def entitled(mask: Mask, value: Any, event: Event, viewer: int | None) -> Any:
    """The part of a private field's ``value`` that ``viewer`` is entitled to see, as its declaration says."""
    if isinstance(mask, PerSeat):
        return value[viewer] if viewer is not None and 0 <= viewer < len(value) else []
    if isinstance(mask, PerEntry):
        return [entry[mask.cards] for entry in value if viewer in [entry[i] for i in mask.seen_by]]
    assert isinstance(mask, Null | Counted | Size), f"no entitlement known for {mask!r}"
    return value if viewer is not None and viewer in mask.seen_by(event) else []


def check_event(game: Game, privacy: Privacy, event: Event, viewers: list[int | None], codes: frozenset[str]) -> None:
    """The property every redaction has: see the module's docstring."""
    data = to_data(event)
    private = privacy.of(type(event)).fields
    for viewer in viewers:
        assert game.redact_event(event, viewer, True) == data
        out = game.redact_event(event, viewer, False)
        assert set(data) <= set(out), f"{type(event).__name__} lost a field for {viewer}"
        for name, value in data.items():
            if name not in private:
                assert out[name] == value, f"{type(event).__name__}.{name} changed for {viewer}"
                continue
            allowed = card_strings(entitled(private[name], value, event, viewer), codes)
            leaked = card_strings(out[name], codes) - allowed
            assert not leaked, f"{type(event).__name__}.{name} shows {viewer} {sorted(leaked)}"


#: Each game's property is checked over seeded playouts (seeds 0, 1, ... at the smallest table, one seat more,
#: two more, ...) until they recorded this many events, and over every event of ``redaction_golden.json``,
#: which holds every event type the playouts may miss.
EVENT_BUDGET = 1_500


def sample(slug: str) -> list[tuple[Event, list[int | None]]]:
    """The events the property is checked on, each with its viewers (every seat and a spectator)."""
    game = GAMES[slug]
    out: list[tuple[Event, list[int | None]]] = []
    seed = 0
    while len(out) < EVENT_BUDGET:
        players = game.info.min_players + seed % 3
        viewers: list[int | None] = [None, *range(players)]
        out += [(event, viewers) for _, event in playout(game, players, {}, seed, max_steps=2_000).events]
        seed += 1
    classes = {cls.__name__: cls for cls in event_types(slug)}
    for case in GOLDEN:
        if case["game"] == slug:
            out.append((from_data(classes[case["type"]], case["data"]), case["viewers"]))
    return out


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_no_private_field_shows_a_viewer_a_card_it_is_not_entitled_to(slug: str) -> None:
    game, privacy, codes = GAMES[slug], PRIVACIES[slug], knowledge(slug).codes
    checked: set[type[Event]] = set()
    for event, viewers in sample(slug):
        check_event(game, privacy, event, viewers, codes)
        checked.add(type(event))
    redacted = {cls for cls, declared in privacy.events.items() if declared.fields}
    assert redacted <= checked, f"never checked: {sorted(cls.__name__ for cls in redacted - checked)}"
