"""The response shapes of Bombs Away (docs/rules.md §4): its view (``VIEW``) and the data of each of its events
(``EVENTS``), strict, so that ``openapi.yaml`` describes every member a client gets.

Hidden cards (docs/rules.md §5): while the series runs, ``domain.redaction`` replaces each card field a viewer may
not see by null and adds ``<field>_count`` beside it (the number of cards, 1 for a single card). The fields it
hides are read from the game's own declaration (``privacy.PRIVACY``, its ``Counted`` fields), so the schemas
follow the redaction rather than repeat it. Once the series is finished every event is shown whole,
without the counts.
"""

from __future__ import annotations

import typing
from typing import Any

from marshmallow import RAISE, Schema, fields, validate

from api.schemas import StrictBoolean, StrictSchema, strict_int
from api.schemas.dataclass_fields import field_for
from api.schemas.events import event_data_schema
from api.schemas.views import DecisionSchema, SeatViewSchema, ViewMembersSchema, WindowSchema, options_schema
from domain.game import Event
from domain.games.bombs_away import GAME
from domain.games.bombs_away.cards import JOKER, NUMBERS, ORDER
from domain.games.bombs_away.privacy import PRIVACY
from domain.games.bombs_away.state import Kind, Phase, Role
from domain.redaction import Counted

SLUG = GAME.info.slug
#: The ranks a card can act as: A to K (a Joker acts as the number it was declared as).
RANKS: tuple[str, ...] = tuple(rank for rank in ORDER if rank != JOKER)
ROLES: list[str] = [role.value for role in Role]


def _cards(**kwargs: Any) -> fields.List[str]:
    """A list of card codes (``10H``, ``AS``, ``JK`` for the Joker)."""
    return fields.List(fields.String(), **kwargs)


def _ints(description: str, **kwargs: Any) -> fields.List[int]:
    """A list of integers: seats, or numbers by seat, as ``description`` says."""
    return fields.List(strict_int(), metadata={"description": description}, **kwargs)


def _number(description: str, **kwargs: Any) -> fields.String:
    """A rank an 8 blocks or a Joker is declared as: A or 2 to 9."""
    return fields.String(validate=validate.OneOf(NUMBERS), metadata={"description": description}, **kwargs)


def _role(**kwargs: Any) -> fields.String:
    """What a card on turn is."""
    return fields.String(
        validate=validate.OneOf(ROLES),
        metadata={"description": "`fresh` for a fresh play, `closing` for a damager's closing card (§4.7)."},
        **kwargs,
    )


def _became(**kwargs: Any) -> fields.String:
    """The rank a played card acted as."""
    return fields.String(
        validate=validate.OneOf(RANKS),
        metadata={
            "description": "The rank the card acted as (a 6 copies, a Joker is declared); null for a 6 "
            "that copied nothing."
        },
        **kwargs,
    )


class BombsAwaySeatSchema(SeatViewSchema):
    """One seat of a Bombs Away table as anyone may see it."""

    class Meta:
        unknown = RAISE

    bot = StrictBoolean(required=True, metadata={"description": "True when a bot plays this seat."})
    score = strict_int(required=True, metadata={"description": "The seat's points left in this game (0 once out)."})
    eliminated = StrictBoolean(
        required=True, metadata={"description": "True once the seat has fallen to 0 points in this game."}
    )
    wins = strict_int(required=True, metadata={"description": "Games of the series this seat has won."})


class BombsAwayPileCardSchema(StrictSchema):
    """A card on the pile and what it acted as."""

    card = fields.String(required=True)
    became = _became(required=True, allow_none=True)
    value = strict_int(required=True, metadata={"description": "Its value: A 1, 2 to 9 their number, 10 to K 10."})


class BombsAwayChainSchema(StrictSchema):
    """An open damaging chain (§4.7)."""

    damager = strict_int(required=True, metadata={"description": "The seat whose card opened the chain."})
    response = strict_int(
        required=True,
        allow_none=True,
        metadata={"description": "The value the closing card must match; null until the response is played."},
    )


class BombsAwayDecisionSchema(DecisionSchema):
    """A decision one seat owes (§4.8). Beside ``kind``, ``seat`` and ``due_ms``, each kind has its own members:
    ``keep`` and ``keep-ten`` have ``cards``; ``bury`` has ``target`` and ``cards``; ``damage`` has ``amount``
    and ``targets``; ``pick`` has ``with`` and ``positions``."""

    class Meta:
        unknown = RAISE

    kind = fields.String(required=True, validate=validate.OneOf([kind.value for kind in Kind]))
    cards = _cards(
        allow_none=True,
        metadata={
            "description": "keep: the Ace's two cards; bury: the target's hand; keep-ten: the seat's 10-value "
            "cards. Null for anyone but the deciding seat."
        },
    )
    target = strict_int(allow_none=True, metadata={"description": "bury: the seat whose hand the 5 looked at."})
    amount = strict_int(metadata={"description": "damage: the damage to deal."})
    targets = _ints("damage: the seats that may be damaged.")
    with_ = strict_int(data_key="with", metadata={"description": "pick: the other seat of the 9's swap."})
    positions = strict_int(metadata={"description": "pick: how many face-down positions there are to pick from."})


class BombsAwayResultSchema(StrictSchema):
    """The end of a Bombs Away series."""

    winner = strict_int(required=True, metadata={"description": "The seat that won most games (ties: the latest)."})
    winners = _ints("The winner, as a list of one seat.", required=True)
    wins = _ints("Games won, by seat.", required=True)
    game_winners = _ints("The winner of each game of the series, in order.", required=True)


class BombsAwayViewSchema(ViewMembersSchema):
    """A Bombs Away table as one viewer (a seat or a spectator) may see it."""

    game = fields.String(required=True, validate=validate.Equal(SLUG))
    kind = fields.String(required=True, validate=validate.Equal(SLUG))
    # The base declares these two loosely (a Dict, a Raw) for every game; a game narrows them.
    options = fields.Nested(options_schema(SLUG, GAME.info.options), required=True)
    seats = fields.List(fields.Nested(BombsAwaySeatSchema), required=True)
    hand = _cards(
        required=True,
        allow_none=True,
        metadata={"description": "The bearer's own cards, in the order held; null for a spectator."},
    )
    windows = fields.List(
        fields.Nested(WindowSchema),
        required=True,
        validate=validate.Length(equal=0),
        metadata={"description": "Always empty: Bombs Away has no out-of-turn windows."},
    )
    decisions = fields.List(
        fields.Nested(BombsAwayDecisionSchema),
        required=True,
        metadata={"description": "The decisions owed now: at most one, or for a 9's swap one per seat still to pick."},
    )
    result = fields.Nested(
        BombsAwayResultSchema,
        required=True,
        allow_none=True,
        metadata={"description": "Null until the series is finished."},
    )
    phase = fields.String(required=True, validate=validate.OneOf([phase.value for phase in Phase]))
    game_number = strict_int(required=True, metadata={"description": "The game of the series being played, from 1."})
    games = strict_int(required=True, metadata={"description": "Games in the series (option `games`)."})
    winner_carryover = StrictBoolean(required=True, metadata={"description": "Option `winner_carryover`."})
    role = _role(required=True, allow_none=True)
    turn_due_ms = strict_int(
        required=True,
        allow_none=True,
        metadata={
            "description": "When the turn clock runs out, in ms since the epoch; null without a clock or a turn."
        },
    )
    starter = strict_int(required=True, metadata={"description": "The seat that started this game."})
    direction = fields.String(required=True, validate=validate.OneOf(["clockwise", "counter-clockwise"]))
    pile = fields.List(
        fields.Nested(BombsAwayPileCardSchema),
        required=True,
        metadata={"description": "The top cards of the pile (at most five), bottom first."},
    )
    pile_count = strict_int(required=True, metadata={"description": "The number of cards in the pile."})
    deck_count = strict_int(required=True, metadata={"description": "The number of cards in the deck."})
    blocked = fields.List(
        fields.String(validate=validate.OneOf(NUMBERS)),
        required=True,
        metadata={"description": "The ranks blocked by 8s (§4.6)."},
    )
    chains = fields.List(fields.Nested(BombsAwayChainSchema), required=True)
    responder = strict_int(
        required=True,
        allow_none=True,
        metadata={"description": "The seat that responded to the open chain(s): play resumes after it; or null."},
    )
    game_winners = _ints("The winner of each game of the series so far, in order.", required=True)
    hands = fields.List(
        _cards(),
        metadata={"description": "Every seat's hand at the end, by seat; only once the series is finished."},
    )


VIEW: type[Schema] = BombsAwayViewSchema


def _hidden_fields(cls: type[Event]) -> tuple[str, ...]:
    """The fields of ``cls`` that ``redact_event`` may hide from a viewer while the series runs."""
    return tuple(name for name, mask in PRIVACY.of(cls).fields.items() if isinstance(mask, Counted))


def _redaction(cls: type[Event]) -> dict[str, fields.Field[Any]]:
    """Overrides for what redaction does to ``cls``: each hidden field nullable, with its ``_count`` beside it."""
    hints = typing.get_type_hints(cls)
    out: dict[str, fields.Field[Any]] = {}
    for name in _hidden_fields(cls):
        hidden = field_for(name, hints[name] | None, required=True, bounded=False)
        hidden.metadata = {
            **hidden.metadata,
            "description": f"Null while the series runs for a viewer who may not see it (`{name}_count` is then "
            "given).",
        }
        out[name] = hidden
        out[f"{name}_count"] = strict_int(
            metadata={"description": f"The number of cards in `{name}` (1 for a single card); only when it is hidden."}
        )
    return out


#: Enumerations and the redaction of the deal, beside the generic hidden fields.
_EXTRA: dict[str, dict[str, fields.Field[Any]]] = {
    "GameDealt": {
        "hands": fields.List(
            _cards(allow_none=True),
            required=True,
            metadata={"description": "The hands dealt, by seat: null for a hand the viewer may not see."},
        ),
        "counts": _ints("The number of cards dealt to each seat; only while the series runs."),
    },
    "TurnBegan": {"role": _role(required=True)},
    "TurnSkipped": {"role": _role(required=True)},
    "CardPlayed": {
        "role": _role(required=True),
        "declare": _number(
            "The number a Joker was declared as; null for any other card.", required=True, allow_none=True
        ),
        "block": _number("The rank an effective 8 blocks; null otherwise.", required=True, allow_none=True),
        "became": _became(required=True, allow_none=True),
        "block_used": _number("The blocked rank this card used up; null if none.", required=True, allow_none=True),
    },
    "RankBlocked": {"rank": _number("The rank blocked.", required=True)},
}


EVENTS: dict[str, type[Schema]] = {
    cls.__name__: event_data_schema(SLUG, cls, {**_redaction(cls), **_EXTRA.get(cls.__name__, {})})
    for cls in GAME.info.events
}
