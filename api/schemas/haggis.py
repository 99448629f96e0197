"""The response shapes of haggis (docs/rules.md §3): its view (``VIEW``) and the data of each of its events
(``EVENTS``), strict, so that ``openapi.yaml`` describes every member a client gets.

Hidden cards (docs/rules.md §5): the view shows only the bearer's ``hand``; the finished game adds ``hands``,
``haggis`` and ``captured``. ``RoundDealt`` is the one event that redaction reshapes (see ``_ROUND_DEALT``).
"""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, fields, validate

from api.schemas import StrictBoolean, StrictSchema, strict_int
from api.schemas.events import event_data_schema
from api.schemas.views import DecisionSchema, SeatViewSchema, ViewMembersSchema, WindowSchema, options_schema
from domain.games.haggis import GAME
from domain.games.haggis.cards import RANK_NAMES, SUITS, WILDS
from domain.games.haggis.combos import BOMBS, Kind
from domain.games.haggis.options import CARD_POINTS
from domain.games.haggis.state import Phase

SLUG = GAME.info.slug
#: The amounts of a bet (§3.5): 0 for none, 15 the Little bet, 30 the Big bet.
BET_AMOUNTS = (0, 15, 30)


def _cards(**kwargs: Any) -> fields.List[str]:
    """A list of card codes (``7R``, ``10B``, ``J``)."""
    return fields.List(fields.String(), **kwargs)


def _ints(description: str, **kwargs: Any) -> fields.List[int]:
    """A list of integers: seats, or numbers by seat, as ``description`` says."""
    return fields.List(strict_int(), metadata={"description": description}, **kwargs)


def _wilds(**kwargs: Any) -> fields.List[str]:
    """A list of the wilds (``J``, ``Q``, ``K``) a seat holds."""
    return fields.List(fields.String(validate=validate.OneOf(WILDS)), **kwargs)


def _kind(**kwargs: Any) -> fields.String:
    """The kind of a combination."""
    return fields.String(validate=validate.OneOf([k.value for k in Kind]), **kwargs)


def _top_rank(**kwargs: Any) -> fields.String:
    """The top rank of a combination."""
    return fields.String(
        validate=validate.OneOf(list(RANK_NAMES.values())),
        metadata={"description": "The rank of a set, the highest rank of a sequence; null for a bomb."},
        **kwargs,
    )


def _bomb(**kwargs: Any) -> fields.String:
    """The name of a bomb."""
    return fields.String(
        validate=validate.OneOf(BOMBS),
        metadata={"description": "The bomb's name, lowest to highest: " + ", ".join(BOMBS) + "; null if no bomb."},
        **kwargs,
    )


def _bet(**kwargs: Any) -> fields.Integer:
    """A bet's amount."""
    return strict_int(validate=validate.OneOf(BET_AMOUNTS), **kwargs)


class HaggisSeatSchema(SeatViewSchema):
    """One seat of a haggis table as anyone may see it."""

    class Meta:
        unknown = RAISE

    bot = StrictBoolean(required=True, metadata={"description": "True when a bot plays this seat."})
    cards = strict_int(required=True, metadata={"description": "Cards in the seat's hand, wilds included."})
    wilds = _wilds(
        required=True,
        metadata={"description": "The wilds (face up) the seat still holds, in the order J, Q, K."},
    )
    score = strict_int(required=True, metadata={"description": "The seat's total over the rounds scored."})
    bet = _bet(
        required=True,
        allow_none=True,
        metadata={"description": "The seat's bet this round: 0 (none), 15 (Little) or 30 (Big); null until it bets."},
    )
    may_bet = StrictBoolean(
        required=True,
        metadata={"description": "True while the seat may still bet: it has neither bet nor played a card."},
    )
    place = strict_int(
        required=True,
        allow_none=True,
        metadata={"description": "The order in which the seat went out this round (1 for first), null while in."},
    )
    captured_cards = strict_int(
        required=True, metadata={"description": "The number of cards in the seat's face-down pile of tricks taken."}
    )


class HaggisTrickPlaySchema(StrictSchema):
    """One combination played in the trick, and how the server read it."""

    seat = strict_int(required=True, metadata={"description": "The seat that played it."})
    cards = _cards(required=True, metadata={"description": "The cards played (wilds as J, Q, K)."})
    kind = _kind(required=True)
    width = strict_int(
        required=True,
        allow_none=True,
        metadata={"description": "The number of cards on each rank of a sequence; null for a set or a bomb."},
    )
    top_rank = _top_rank(required=True, allow_none=True)
    bomb = _bomb(required=True, allow_none=True)


class HaggisTrickSchema(StrictSchema):
    """The trick in play."""

    number = strict_int(required=True, metadata={"description": "The trick's number in the round, from 1."})
    leader = strict_int(required=True, metadata={"description": "The seat that leads it."})
    plays = fields.List(fields.Nested(HaggisTrickPlaySchema), required=True, metadata={"description": "In play order."})
    top = fields.Nested(
        HaggisTrickPlaySchema,
        required=True,
        allow_none=True,
        metadata={"description": "The last (highest) combination; null before the lead."},
    )
    passes = strict_int(required=True, metadata={"description": "Passes in a row since the last combination."})


class HaggisRoundSummarySchema(StrictSchema):
    """The points of the last round scored, by seat (no cards)."""

    round = strict_int(required=True, metadata={"description": "The round's number, from 1."})
    order = _ints("The seats that went out, in that order.", required=True)
    going_out = _ints("Points for going out, by seat.", required=True)
    card_points = _ints("Points of the cards captured, by seat.", required=True)
    bets = _ints("Points won from bets, by seat.", required=True)
    bonus = _ints("Bonus points (first out with three players, an option), by seat.", required=True)
    points = _ints("The round's points by seat: the sum of the others.", required=True)


class HaggisResultSchema(StrictSchema):
    """The end of a haggis game."""

    ranking = _ints("The seats by total, highest first.", required=True)
    scores = _ints("The final totals, by seat.", required=True)
    winners = _ints("The winner: the one seat with the highest total.", required=True)


class HaggisViewSchema(ViewMembersSchema):
    """A haggis table as one viewer (a seat or a spectator) may see it."""

    game = fields.String(required=True, validate=validate.Equal(SLUG))
    kind = fields.String(required=True, validate=validate.Equal(SLUG))
    # The base declares these two loosely (a Dict, a Raw) for every game; a game narrows them.
    options = fields.Nested(options_schema(SLUG, GAME.info.options), required=True)
    seats = fields.List(fields.Nested(HaggisSeatSchema), required=True)
    hand = _cards(
        required=True,
        allow_none=True,
        metadata={"description": "The bearer's own cards, wilds included, low to high; null for a spectator."},
    )
    windows = fields.List(
        fields.Nested(WindowSchema),
        required=True,
        validate=validate.Length(equal=0),
        metadata={"description": "Always empty: haggis has no out-of-turn windows."},
    )
    decisions = fields.List(
        fields.Nested(DecisionSchema),
        required=True,
        validate=validate.Length(equal=0),
        metadata={"description": "Always empty: the seat on turn is `turn`, its deadline `turn_due_ms`."},
    )
    result = fields.Nested(
        HaggisResultSchema, required=True, allow_none=True, metadata={"description": "Null until the game is finished."}
    )
    phase = fields.String(required=True, validate=validate.OneOf([p.value for p in Phase]))
    round = strict_int(required=True, metadata={"description": "The round's number, from 1."})
    target = strict_int(required=True, metadata={"description": "The total that ends the game (option `target`)."})
    card_points = fields.String(
        required=True,
        validate=validate.OneOf(CARD_POINTS),
        metadata={"description": "How captured cards score (option `card_points`)."},
    )
    first_out_bonus_3p = StrictBoolean(
        required=True, metadata={"description": "Option `first_out_bonus_3p`: +5 to the first out with 3 players."}
    )
    dealer = strict_int(required=True, allow_none=True, metadata={"description": "The seat that dealt the round."})
    removed_suit = fields.String(
        required=True,
        allow_none=True,
        validate=validate.OneOf(SUITS),
        metadata={"description": "With two players, the suit taken out of the pack this round; else null."},
    )
    turn_due_ms = strict_int(
        required=True,
        allow_none=True,
        metadata={
            "description": "When the turn clock of the seat on turn runs out, in ms since the epoch; null "
            "without a clock."
        },
    )
    trick = fields.Nested(
        HaggisTrickSchema, required=True, allow_none=True, metadata={"description": "The trick in play, or null."}
    )
    haggis_cards = strict_int(required=True, metadata={"description": "The number of cards in the Haggis."})
    finishing_order = _ints("The seats out so far this round, in the order they went out.", required=True)
    last_round = fields.Nested(
        HaggisRoundSummarySchema,
        required=True,
        allow_none=True,
        metadata={"description": "The points of the last round scored; null before the first is over."},
    )
    hands = fields.List(
        _cards(),
        metadata={"description": "Every seat's hand at the end, by seat; only once the game is finished."},
    )
    haggis = _cards(metadata={"description": "The Haggis of the last round; only once the game is finished."})
    captured = fields.List(
        _cards(),
        metadata={"description": "The captured piles of the last round, by seat; only once the game is finished."},
    )


VIEW: type[Schema] = HaggisViewSchema

#: ``RoundDealt`` while the game runs: only the viewer's own hand (the others null), everyone's wilds and hand
#: sizes, and the size of the Haggis instead of its cards. Once the game is finished it is shown whole, without
#: the three added members.
_ROUND_DEALT: dict[str, fields.Field[Any]] = {
    "removed_suit": fields.String(
        required=True,
        allow_none=True,
        validate=validate.OneOf(SUITS),
        metadata={"description": "With two players, the suit taken out of the pack this round; else null."},
    ),
    "hands": fields.List(
        _cards(allow_none=True),
        required=True,
        metadata={"description": "The hands dealt, by seat: null for a hand the viewer may not see."},
    ),
    "haggis": _cards(
        required=True,
        allow_none=True,
        metadata={"description": "The Haggis (the cards left over); null until the game is finished."},
    ),
    "wilds": fields.List(
        _wilds(),
        metadata={"description": "The wilds each seat holds, by seat; only while the game runs."},
    ),
    "counts": _ints("The number of cards dealt to each seat; only while the game runs."),
    "haggis_cards": strict_int(
        metadata={"description": "The number of cards in the Haggis; only while the game runs."}
    ),
}

_OVERRIDES: dict[str, dict[str, fields.Field[Any]]] = {
    "GameStarted": {"card_points": fields.String(required=True, validate=validate.OneOf(CARD_POINTS))},
    "RoundDealt": _ROUND_DEALT,
    "BetPlaced": {
        "amount": _bet(required=True, metadata={"description": "0 (no bet), 15 (the Little bet) or 30 (the Big bet)."})
    },
    "CombinationPlayed": {
        "kind": _kind(required=True),
        "top_rank": _top_rank(required=True, allow_none=True),
        "bomb": _bomb(required=True, allow_none=True),
    },
}

EVENTS: dict[str, type[Schema]] = {
    cls.__name__: event_data_schema(SLUG, cls, _OVERRIDES.get(cls.__name__)) for cls in GAME.info.events
}
