"""The response schemas of `exploding-aces` (docs/rules.md §2): the view as the API serves it (``VIEW``) and the
``data`` of each of its events as a viewer sees it (``EVENTS``, keyed by the event class name).

Redaction (``domain/games/exploding_aces/view.py``) changes the shape of some events while the game runs: a
private field becomes null (a list of cards then gets a ``<name>_count`` beside it), a deck order becomes its
size, and the items of a Flush's passes or a Full House's returns get their card count and null cards. Once the
game is finished every event is shown as it was recorded, so those fields take either shape (``Alternatives``).
"""

from __future__ import annotations

from typing import Any

from marshmallow import RAISE, Schema, fields, validate

from api.schemas import Alternatives, StrictBoolean, StrictSchema, strict_int
from api.schemas.events import event_data_schema
from api.schemas.views import (
    DecisionSchema,
    SeatViewSchema,
    ViewMembersSchema,
    WindowSchema,
    options_schema,
)
from domain.games.exploding_aces import GAME
from domain.games.exploding_aces.poker import Combo
from domain.games.exploding_aces.state import Kind, Role, Step

SLUG = GAME.info.slug


def _cards(**kwargs: Any) -> fields.List[Any]:
    """A list of card codes."""
    return fields.List(fields.String(), **kwargs)


def _seats(**kwargs: Any) -> fields.List[Any]:
    """A list of seat numbers."""
    return fields.List(strict_int(), **kwargs)


# --- The view ----------------------------------------------------------------------------------------------


class ExplodingAcesSeatSchema(SeatViewSchema):
    """One seat of an exploding-aces table as anyone may see it."""

    class Meta:
        unknown = RAISE

    bot = StrictBoolean(required=True, metadata={"description": "True when a bot plays this seat."})
    alive = StrictBoolean(required=True, metadata={"description": "False once the seat is eliminated."})
    score = strict_int(required=True, metadata={"description": "1 for the winner, 0 otherwise."})


class ExplodingAcesTableSchema(StrictSchema):
    """The play on the table: it waits for its Nine window, and the Nines played on it so far (§2.6)."""

    seat = strict_int(required=True, metadata={"description": "The seat that played it."})
    cards = _cards(required=True, metadata={"description": "The cards played, face up."})
    form = fields.String(
        required=True,
        validate=validate.OneOf([c.value for c in Combo]),
        metadata={"description": "`single` for one card, else the combination."},
    )
    role = fields.String(
        required=True,
        validate=validate.OneOf([r.value for r in Role]),
        metadata={"description": "How it was played: a turn's play, a Queen response, a Six block or a replay."},
    )
    target = strict_int(required=True, allow_none=True, metadata={"description": "The seat it targets, or null."})
    rank = fields.String(
        required=True, allow_none=True, metadata={"description": "The rank named with it (a Seven, a Pair), or null."}
    )
    nines = _seats(required=True, metadata={"description": "The seats that played a Nine on it, in order."})
    cancel = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The card of a combination the first Nine cancels (A8), or null."},
    )


class ExplodingAcesWindowSchema(WindowSchema):
    """An open window: a Nine window on the play on the table, or a Six's block window (then `seats` is the
    chosen player)."""

    class Meta:
        unknown = RAISE

    kind = fields.String(required=True, validate=validate.OneOf(["nine", "six-block"]))
    key = fields.String(required=True, metadata={"description": "The window's timer key, to name in `close-window`."})
    due_ms = strict_int(
        required=True, allow_none=True, metadata={"description": "When it closes, in ms since the epoch."}
    )
    seats = _seats(required=True, metadata={"description": "The seats that may answer."})
    waived = _seats(required=True, metadata={"description": "The seats that answered with no Nine."})


class ExplodingAcesFourTargetSchema(StrictSchema):
    """An opponent a Four of a Kind still takes a card from, blind."""

    seat = strict_int(required=True)
    cards = strict_int(required=True, metadata={"description": "How many cards it holds."})


#: The kinds of decisions: the active player's, when no effect is pending, and each effect's.
TURN_DECISIONS = ["play-or-draw", "end-or-continue", "queen-response"]


class ExplodingAcesDecisionSchema(DecisionSchema):
    """A decision one seat owes: the active player's turn (`play-or-draw`, `end-or-continue`,
    `queen-response`) or a card's effect (named after the card or combination); its other members depend on
    the kind."""

    class Meta:
        unknown = RAISE

    kind = fields.String(required=True, validate=validate.OneOf(TURN_DECISIONS + [k.value for k in Kind]))
    due_ms = strict_int(
        required=True,
        allow_none=True,
        metadata={
            "description": "Its deadline in ms since the epoch: the turn clock's (null without one), or for "
            "`six-block` the block window's."
        },
    )
    k = strict_int(
        metadata={
            "description": "`play-or-draw`, `end-or-continue`, `queen-response`: the Queen chain's k (a "
            "`queen-response` may draw 2k cards instead of a Queen); 0 unless a Queen is to be answered."
        }
    )
    by = strict_int(metadata={"description": "The kinds named after a card: the seat whose card set it going."})
    target = strict_int(
        allow_none=True,
        metadata={"description": "`five`, `two-pairs`, `six-block`, `six-give`: the seat the card targets."},
    )
    rank = fields.String(allow_none=True, metadata={"description": "`pair`: the rank named."})
    cards = _cards(
        metadata={
            "description": "`jack` and `two-pairs`: the cards looked at (to the owner only); `replay`: the cards "
            "left to replay from."
        }
    )
    draws = strict_int(metadata={"description": "`three`: how many cards were drawn so far."})
    drawn = StrictBoolean(metadata={"description": "`three`: true while a drawn card waits to be kept or rejected."})
    card = fields.String(
        allow_none=True,
        metadata={"description": "`three`, to the owner only: the drawn card waiting, or null."},
    )
    count = strict_int(
        metadata={"description": "`jack`: how many cards were lifted; `six-give`: how many cards each side gives."}
    )
    targets = fields.List(
        fields.Nested(ExplodingAcesFourTargetSchema),
        metadata={"description": "`four`: the opponents still to take a card from."},
    )


class ExplodingAcesResultSchema(StrictSchema):
    """How the game ended."""

    winner = strict_int(required=True, metadata={"description": "The surviving seat."})
    eliminated = _seats(required=True, metadata={"description": "The other seats, in the order they went out."})


class ExplodingAcesViewSchema(ViewMembersSchema):
    """The view of an `exploding-aces` table (docs/rules.md §2)."""

    game = fields.String(required=True, validate=validate.Equal(SLUG))
    kind = fields.String(required=True, validate=validate.Equal(SLUG))
    options = fields.Nested(options_schema(SLUG, GAME.info.options), required=True)
    seats = fields.List(fields.Nested(ExplodingAcesSeatSchema), required=True)
    windows = fields.List(fields.Nested(ExplodingAcesWindowSchema), required=True)
    decisions = fields.List(fields.Nested(ExplodingAcesDecisionSchema), required=True)
    result = fields.Nested(
        ExplodingAcesResultSchema,
        required=True,
        allow_none=True,
        metadata={"description": "Null until the game is finished."},
    )
    step = fields.String(
        required=True,
        allow_none=True,
        validate=validate.OneOf([s.value for s in Step]),
        metadata={
            "description": "What the active player owes when no effect is pending: `play` (play or draw), "
            "`choose` (END_OR_CONTINUE) or `queen` (QUEEN_RESPONSE(k)); null with no active player."
        },
    )
    queen = strict_int(
        required=True, metadata={"description": "The Queen chain's k (§2.5): 0 when no Queen is to be answered."}
    )
    direction = strict_int(
        required=True,
        validate=validate.OneOf([1, -1]),
        metadata={"description": "The direction of play: 1 clockwise, -1 anticlockwise."},
    )
    deck = strict_int(required=True, metadata={"description": "How many cards the deck holds."})
    discard_top = fields.String(
        required=True, allow_none=True, metadata={"description": "The top card of the discard pile, or null."}
    )
    discard_count = strict_int(required=True, metadata={"description": "How many cards the discard pile holds."})
    removed = _cards(
        required=True, metadata={"description": "The Kings that left the game when the deck was rebuilt (A10)."}
    )
    in_use = _cards(
        required=True,
        metadata={
            "description": "The cards of the play whose effect is being carried out once its Nine window closed: "
            "on the table, in no pile, until the effect is over (then its Aces go back into the deck and the rest "
            "onto the discard pile), so no rebuild of the deck can hold them."
        },
    )
    defuses = strict_int(required=True, metadata={"description": "How many defuses were made so far."})
    recycle_quota = strict_int(
        required=True,
        metadata={"description": "How many of the game's first defuses put their King back into the deck (A9)."},
    )
    table = fields.Nested(
        ExplodingAcesTableSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The play waiting for its Nine window, or null."},
    )
    eliminated = _seats(required=True, metadata={"description": "The eliminated seats, in the order they went out."})
    hands = fields.List(
        _cards(),
        metadata={"description": "Once the game is finished only: every seat's hand, by seat."},
    )
    deck_order = _cards(metadata={"description": "Once the game is finished only: the deck, top first."})


VIEW = ExplodingAcesViewSchema


# --- The events --------------------------------------------------------------------------------------------


def _deck(*, allow_none: bool = False) -> Alternatives:
    """A deck order: its size while the game runs, the cards (top first) once it is finished."""
    return Alternatives(
        [strict_int(), _cards()],
        required=True,
        allow_none=allow_none,
        metadata={
            "description": "The deck: while the game runs only its size, once it is finished its cards, top first"
            + (" (null when it was not shuffled)." if allow_none else ".")
        },
    )


def _private(whose: str) -> dict[str, str]:
    return {"description": f"While the game runs, shown to {whose} only (null for the others)."}


def _hidden_cards(whose: str) -> fields.List[Any]:
    return _cards(required=True, allow_none=True, metadata=_private(whose))


def _count(name: str) -> fields.Integer:
    return strict_int(metadata={"description": f"How many cards `{name}` holds; present only where it is null."})


def _hidden(whose: str, *names: str) -> dict[str, fields.Field[Any]]:
    """Lists of cards ``names`` hidden from all but ``whose``, each with a count beside it where hidden."""
    out: dict[str, fields.Field[Any]] = {}
    for name in names:
        out[name] = _hidden_cards(whose)
        out[f"{name}_count"] = _count(name)
    return out


def _hidden_card(whose: str) -> fields.String:
    return fields.String(required=True, allow_none=True, metadata=_private(whose))


_PLAYER = "its player"
_PASS = fields.Tuple(
    [strict_int(), strict_int(), _cards(allow_none=True), strict_int()],
    metadata={"description": "While the game runs: giver, receiver, the cards (null but for those two), how many."},
)
_PASS_SHOWN = fields.Tuple(
    [strict_int(), strict_int(), _cards()],
    metadata={"description": "Once the game is finished: giver, receiver, the cards."},
)
_RETURN = fields.Tuple(
    [strict_int(), _cards(allow_none=True), strict_int()],
    metadata={"description": "While the game runs: the seat, the cards it returned (null but for it), how many."},
)
_RETURN_SHOWN = fields.Tuple(
    [strict_int(), _cards()],
    metadata={"description": "Once the game is finished: the seat, the cards it returned."},
)

OVERRIDES: dict[str, dict[str, fields.Field[Any]]] = {
    "Dealt": {
        "hands": fields.List(
            _cards(allow_none=True),
            required=True,
            metadata={
                "description": "Each seat's cards, by seat; while the game runs, the viewer's only (null for the "
                "others)."
            },
        ),
        "counts": fields.List(
            strict_int(), metadata={"description": "While the game runs: how many cards each seat was dealt."}
        ),
        "deck": _deck(),
    },
    "DeckRebuilt": {"deck": _deck()},
    "DeckShuffled": {"deck": _deck()},
    "AcesReturned": {"deck": _deck()},
    "HandDumped": {"deck": _deck(allow_none=True)},
    "Rejected": {"deck": _deck(allow_none=True)},
    "Eliminated": {"deck": _deck(allow_none=True)},
    "Drew": _hidden("the seat that drew", "cards"),
    "Peeked": _hidden(_PLAYER, "cards"),
    "JackArranged": {"card": _hidden_card(_PLAYER), **_hidden(_PLAYER, "order")},
    "HandLooked": _hidden(_PLAYER, "cards"),
    "Chosen": _hidden("the seat that chose", "cards"),
    "Kept": {"card": _hidden_card("the seat that kept it")},
    "Defused": {
        "position": strict_int(required=True, allow_none=True, metadata=_private(_PLAYER)),
        "king_position": strict_int(
            required=True,
            allow_none=True,
            metadata={
                "description": "The recycled King's position (null for a discarded King); while the game runs, "
                "shown to its player only (null for the others)."
            },
        ),
    },
    "Given": _hidden("the two seats", "cards"),
    "Exchanged": _hidden("the two seats", "gave", "got"),
    "Challenged": _hidden("the challenger", "hand"),
    "HandsPassed": {"passes": fields.List(Alternatives([_PASS, _PASS_SHOWN]), required=True)},
    "HandsReturned": {"returns": fields.List(Alternatives([_RETURN, _RETURN_SHOWN]), required=True), "deck": _deck()},
}

EVENTS: dict[str, type[Schema]] = {
    cls.__name__: event_data_schema(SLUG, cls, OVERRIDES.get(cls.__name__)) for cls in GAME.info.events
}
