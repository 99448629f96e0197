"""The response shapes of `bombs` (docs/rules.md §1): the view of one table (``VIEW``), the view of a match of 6 or
more players at several tables (``MATCH_VIEW``, §1.6), and the ``data`` of every event, the match's own included,
as ``redact_event`` shows it (``EVENTS``).

A match's view holds the bearer's table in full (``BombsMatchTable``): the same members as a table's own view
(``_TableMembers``, shared by both), plus the table's ``key``, without the members the service adds around a view;
its ``players`` maps local seats to match seats instead of listing the seats dealt in.
"""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, fields, validate

from api.schemas import StrictBoolean, StrictSchema, strict_int
from api.schemas.events import event_data_schema
from api.schemas.views import (
    DecisionSchema,
    SeatViewSchema,
    ViewMembersSchema,
    WindowSchema,
    options_schema,
)
from domain.games.bombs import GAME
from domain.games.bombs.combos import Form
from domain.games.bombs.events import CardsPlayed, HandDealt, TrickTaken
from domain.games.bombs.state import Phase, Stage

SLUG = GAME.info.slug
CARD = "A card code: rank then suit (`3C`, `10H`, `AS`), or `BJ` / `RJ` for the jokers."
CARDS = "Card codes: rank then suit (`3C`, `10H`, `AS`), or `BJ` / `RJ` for the jokers."
FORMS = [f.value for f in Form]
#: Built once: the same component serves a table's view and a match's.
BombsOptionsSchema = options_schema(SLUG, GAME.info.options)


def _cards(description: str = CARDS, **kwargs: Any) -> fields.List[str]:
    return fields.List(fields.String(), metadata={"description": description}, **kwargs)


def _seats(description: str, **kwargs: Any) -> fields.List[int]:
    return fields.List(strict_int(), metadata={"description": description}, **kwargs)


def _seat(description: str, **kwargs: Any) -> fields.Integer:
    return strict_int(metadata={"description": description}, **kwargs)


# -- the pieces of a table's view ----------------------------------------------------------------------------


class BombsSeatSchema(SeatViewSchema):
    """One seat of a bombs table: who sits there, the cards held, the total and the place in this hand."""

    class Meta:
        unknown = RAISE

    cards = strict_int(required=True, metadata={"description": "How many cards the seat holds."})
    score = strict_int(
        required=True,
        metadata={
            "description": "The total of the player in the seat over the hands played; at a match's table, their "
            "match total, whichever tables they sat at (§1.6)."
        },
    )
    bot = StrictBoolean(required=True, metadata={"description": "Whether a bot plays this seat."})
    place = strict_int(
        required=True,
        allow_none=True,
        metadata={"description": "The seat's place in this hand's finishing order (1 is the Master); null until out."},
    )
    in_hand = StrictBoolean(
        required=True,
        metadata={"description": "Whether the seat was dealt in this hand (false when sitting out a tie-break hand)."},
    )


class BombsTrickSchema(StrictSchema):
    """The trick in play (docs/rules.md §1.4)."""

    number = strict_int(required=True, metadata={"description": "The trick's number in the hand, from 1."})
    leader = _seat("The seat that led the trick.", required=True)
    form = fields.String(
        required=True,
        allow_none=True,
        validate=validate.OneOf(FORMS),
        metadata={"description": "The trick's form (§1.3); null until the lead."},
    )
    top = _cards("The play on top, winning the trick so far: card codes; empty until the lead.", required=True)
    top_seat = _seat("The seat that made the play on top; null until the lead.", required=True, allow_none=True)
    passes = strict_int(required=True, metadata={"description": "Passes since the play on top."})


class BombsWindowSchema(WindowSchema):
    """An open last call (B5): ``seats`` may still bomb until ``due_ms`` or until all of them have waived."""

    class Meta:
        unknown = RAISE

    kind = fields.String(required=True, validate=validate.Equal("last-call"))
    key = fields.String(
        required=True, metadata={"description": "The key of the last call's timer, `last-call:<hand>:<trick>:<n>`."}
    )
    due_ms = strict_int(
        required=True, allow_none=True, metadata={"description": "When the call closes, in ms since the epoch."}
    )
    seats = _seats("The seats holding cards, who may still bomb or complete.", required=True)
    waived = _seats("The seats that have waived this call.", required=True)


class BombsDecisionSchema(DecisionSchema):
    """An exchange decision one seat owes (§1.2): the Knave's revolt or request, the Master's privilege or
    return."""

    class Meta:
        unknown = RAISE

    kind = fields.String(
        required=True,
        validate=validate.OneOf([Stage.REVOLT.value, Stage.PRIVILEGE.value, Stage.REQUEST.value, Stage.RETURN.value]),
        metadata={"description": "`revolt` and `request` are the Knave's, `privilege` and `return` the Master's."},
    )
    seat = _seat("The seat that owes the decision.", required=True)
    due_ms = strict_int(
        required=True,
        allow_none=True,
        metadata={"description": "The turn clock's deadline in ms since the epoch; null without a clock."},
    )
    card = fields.String(metadata={"description": "The card the Knave passed, once passed. " + CARD})
    requested = fields.List(
        fields.String(),
        metadata={"description": "`request` only: the ranks the Knave has named so far (each `3` to `10`)."},
    )
    rank = fields.String(
        allow_none=True,
        metadata={"description": "`return` only: the rank the returned card must have; null when any card will do."},
    )


class BombsExchangeRequestSchema(StrictSchema):
    """A rank the Knave asked the Master for (B11), and whether the Master held one."""

    rank = fields.String(required=True, metadata={"description": "A rank from `3` to `10`."})
    held = StrictBoolean(required=True, metadata={"description": "Whether the Master holds a card of that rank."})


class BombsExchangeSchema(StrictSchema):
    """This hand's exchange between last hand's Knave and Master (§1.2); all of it is public."""

    knave = _seat("Last hand's Knave (its loser), who passes the best card.", required=True)
    master = _seat("Last hand's Master (its winner), who receives it.", required=True)
    stage = fields.String(
        required=True,
        validate=validate.OneOf([s.value for s in Stage]),
        metadata={"description": "The step of the exchange; `done` once it is over."},
    )
    revolt = StrictBoolean(
        required=True,
        allow_none=True,
        metadata={"description": "Whether the Knave revolted; null when no revolt was possible or not yet decided."},
    )
    card = fields.String(
        required=True, allow_none=True, metadata={"description": "The card passed; null until passed. " + CARD}
    )
    accepted = StrictBoolean(
        required=True,
        allow_none=True,
        metadata={"description": "Whether the Master accepted the card (false: privilege used); null until decided."},
    )
    requests = fields.List(fields.Nested(BombsExchangeRequestSchema), required=True)
    returned = fields.String(
        required=True, allow_none=True, metadata={"description": "The card the Master returned; null until then."}
    )


class BombsResultSchema(StrictSchema):
    """The end of the game: lists by seat (by match seat in a match) except ``ranking``."""

    ranking = _seats("The seats ordered by total, highest first.", required=True)
    ranks = fields.List(
        strict_int(),
        required=True,
        metadata={"description": "Competition rank of each seat, by seat (1 plus the number of higher totals)."},
    )
    scores = fields.List(strict_int(), required=True, metadata={"description": "Final total of each seat, by seat."})
    winners = _seats("The seats with the highest total.", required=True)


class _TableMembers:
    """The members of one table's view, shared by a table's own view and the bearer's table in a match's view.
    Seats here are the table's own seats."""

    phase = fields.String(
        required=True,
        validate=validate.OneOf([p.value for p in Phase]),
        metadata={"description": "`exchange` before the first lead (§1.2), `play` during tricks, `finished`."},
    )
    seats = fields.List(fields.Nested(BombsSeatSchema), required=True)
    hand = _cards("The bearer's own cards, sorted; null for a spectator. " + CARDS, required=True, allow_none=True)
    turn = _seat(
        "The seat on turn; null during the exchange, a last call or once finished.", required=True, allow_none=True
    )
    turn_due_ms = strict_int(
        required=True,
        allow_none=True,
        metadata={
            "description": "When the turn clock of the seat on turn runs out, in ms since the epoch; null without."
        },
    )
    hand_number = strict_int(
        required=True, metadata={"description": "The hand being played, from 1 (beyond `hands_total` in a tie-break)."}
    )
    hands_total = strict_int(required=True, metadata={"description": "The hands in the game (option `hands`)."})
    tiebreak = StrictBoolean(required=True, metadata={"description": "Whether this is a tie-break hand (§1.7)."})
    players = _seats("The seats dealt in this hand.", required=True)
    dealer = _seat("The seat that dealt this hand; null before the first deal.", required=True, allow_none=True)
    knave = _seat(
        "The Knave exchanging in this hand (last hand's loser); null in hand 1 and tie-breaks.",
        required=True,
        allow_none=True,
    )
    master = _seat(
        "The Master exchanging in this hand (last hand's winner); null in hand 1 and tie-breaks.",
        required=True,
        allow_none=True,
    )
    trick = fields.Nested(BombsTrickSchema, required=True, allow_none=True)
    windows = fields.List(fields.Nested(BombsWindowSchema), required=True)
    decisions = fields.List(fields.Nested(BombsDecisionSchema), required=True)
    exchange = fields.Nested(BombsExchangeSchema, required=True, allow_none=True)
    finishing_order = _seats("This hand's seats out so far, in order (the first is the Master).", required=True)
    result = fields.Nested(BombsResultSchema, required=True, allow_none=True)
    hands = fields.List(
        fields.List(fields.String()),
        metadata={"description": "Once the game is finished only: every seat's cards, by seat."},
    )


class BombsViewSchema(_TableMembers, ViewMembersSchema):
    """The view of a `bombs` game at one table (3 to 5 players)."""

    game = fields.String(required=True, validate=validate.Equal(SLUG), metadata={"description": "The game type."})
    kind = fields.String(
        required=True, validate=validate.Equal(SLUG), metadata={"description": "The shape of this view: one table."}
    )
    options = fields.Nested(BombsOptionsSchema, required=True)
    #: Declared again, as in ``_TableMembers``: it narrows ``ViewMembersSchema.result``.
    result = fields.Nested(BombsResultSchema, required=True, allow_none=True)


# -- a match at several tables (§1.6) -----------------------------------------------------------------------


class BombsMatchTableSchema(_TableMembers, StrictSchema):
    """The bearer's table in a match, in full: a table's view (its seats are the table's own seats) with its
    key, and ``players`` mapping its seats to match seats."""

    key = fields.String(
        required=True,
        metadata={"description": "The table's key: `t0`, `t1`… or `h<hand>-<i>` for a tie-break hand's tables."},
    )
    players = _seats(
        "The match seat at each of the table's seats, by local seat: the same as this table's entry of `tables`. "
        "(At a match's table every seat is dealt in, as each seat's `in_hand` says.)",
        required=True,
    )


class BombsMatchSeatSchema(SeatViewSchema):
    """A player of the match: the cards held now, the match total, the rank and the table sat at."""

    class Meta:
        unknown = RAISE

    seat = _seat("The player's match seat.", required=True)
    cards = strict_int(required=True, metadata={"description": "How many cards the player holds at their table."})
    score = strict_int(required=True, metadata={"description": "The player's total over the match's hands."})
    bot = StrictBoolean(required=True, metadata={"description": "Whether a bot plays for this player."})
    rank = strict_int(
        required=True, metadata={"description": "Competition rank by total (1 plus the number of higher totals)."}
    )
    table = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The key of the table the player sits at now; null while sitting out a tie-break."},
    )


class BombsTableSummarySchema(StrictSchema):
    """A table in play, as everyone may see it; a table not loaded shows only ``key`` and ``players``."""

    key = fields.String(required=True, metadata={"description": "The table's key."})
    players = _seats("The match seat at each of the table's seats, by local seat.", required=True)
    cards = fields.List(strict_int(), metadata={"description": "How many cards each local seat holds."})
    turn = _seat("The match seat on turn there, or null.", allow_none=True)
    phase = fields.String(
        validate=validate.OneOf([p.value for p in Phase]), metadata={"description": "The table's phase."}
    )
    hand_number = strict_int(metadata={"description": "The hand the table plays or has just played."})
    finishing_order = _seats("Match seats out so far in this hand at that table, in order.")
    version = strict_int(metadata={"description": "The table's own version (its stream's last event)."})
    head_sha256 = fields.String(
        metadata={
            "description": "The hash of the table's last event: kept with the match's `head_sha256`, it pins the "
            "table's log in a later export (the header lists each table's head)."
        }
    )


class BombsMatchViewSchema(ViewMembersSchema):
    """The view of a `bombs` match of 6 or more players at several tables (docs/rules.md §1.6). Seats are
    match seats except inside ``table``."""

    game = fields.String(required=True, validate=validate.Equal(SLUG), metadata={"description": "The game type."})
    kind = fields.String(
        required=True,
        validate=validate.Equal(f"{SLUG}-match"),
        metadata={"description": "The shape of this view: a match at several tables."},
    )
    options = fields.Nested(BombsOptionsSchema, required=True)
    phase = fields.String(required=True, validate=validate.OneOf(["play", "finished"]))
    seats = fields.List(fields.Nested(BombsMatchSeatSchema), required=True)
    hand = _cards(
        "The bearer's own cards, sorted; null for a spectator or a player not at a table. " + CARDS,
        required=True,
        allow_none=True,
    )
    turn = _seat("The match seat on turn at the bearer's table, or null.", required=True, allow_none=True)
    hand_number = strict_int(required=True, metadata={"description": "The match's hand, from 1."})
    hands_total = strict_int(required=True, metadata={"description": "The hands in the match (option `hands`)."})
    tiebreak = StrictBoolean(required=True, metadata={"description": "Whether this is a tie-break hand (§1.7)."})
    table = fields.Nested(
        BombsMatchTableSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The bearer's table in full; null for a spectator or a player sitting out."},
    )
    tables = fields.List(fields.Nested(BombsTableSummarySchema), required=True)
    windows = fields.List(
        fields.Nested(BombsWindowSchema),
        required=True,
        metadata={"description": "The bearer's table's last call, in match seats."},
    )
    decisions = fields.List(
        fields.Nested(BombsDecisionSchema),
        required=True,
        metadata={"description": "The bearer's table's pending exchange decision, in match seats."},
    )
    result = fields.Nested(BombsResultSchema, required=True, allow_none=True)


VIEW: type[Schema] = BombsViewSchema
MATCH_VIEW: type[Schema] = BombsMatchViewSchema


# -- events ---------------------------------------------------------------------------------------------------

_OVERRIDES: dict[str, dict[str, fields.Field[Any]]] = {
    HandDealt.__name__: {
        "hands": fields.List(
            fields.List(fields.String(), allow_none=True),
            required=True,
            metadata={
                "description": "Each seat's cards, by seat (empty for a seat sitting out). While the game runs only "
                "the viewer's own hand is shown; the others are null."
            },
        ),
        "counts": fields.List(
            strict_int(),
            metadata={"description": "While the game runs: how many cards each seat was dealt, by seat."},
        ),
    },
    CardsPlayed.__name__: {
        "form": fields.String(
            required=True,
            validate=validate.OneOf(FORMS),
            metadata={"description": "The trick's form after this play (a completion makes a `bomb`)."},
        ),
    },
    TrickTaken.__name__: {
        "reason": fields.String(
            required=True,
            validate=validate.OneOf(["passed", "waived", "expired", "super-bomb"]),
            metadata={
                "description": "`passed` (no last call), `waived` (every seat waived), `expired` (the last call "
                "ran out) or `super-bomb` (B4)."
            },
        ),
    },
}

EVENTS: dict[str, type[Schema]] = {
    cls.__name__: event_data_schema(SLUG, cls, _OVERRIDES.get(cls.__name__)) for cls in GAME.info.events
}
