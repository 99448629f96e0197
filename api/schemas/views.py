"""The view of a game, the shape every client relies on (DESIGN.md, "Shapes every client relies on").

A game adds its own public fields beside these (the trick on the table, the dealer, ...), so views and seats
accept members they do not declare; the declared ones are always present.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from marshmallow import INCLUDE, Schema, fields, validate

from api.schemas import StrictBoolean, StrictSchema, strict_int
from domain.game import EQUIVALENT_CARDS, OptionSpec


class SeatViewSchema(StrictSchema):
    """One seat as anyone may see it: who sits there and what is public about them."""

    class Meta:
        unknown = INCLUDE

    seat = strict_int(required=True)
    name = fields.String(required=True)
    cards = strict_int(required=True)
    score = strict_int(required=True)


class WindowSchema(StrictSchema):
    """An open window: seats that may act out of turn until ``due_ms`` (null: until all of them waive)."""

    class Meta:
        unknown = INCLUDE

    kind = fields.String(required=True)
    due_ms = strict_int(required=True, allow_none=True)
    seats = fields.List(strict_int(), required=True)


class DecisionSchema(StrictSchema):
    """A decision one seat owes, with the deadline of its turn clock (null without a clock)."""

    class Meta:
        unknown = INCLUDE

    kind = fields.String(required=True)
    seat = strict_int(required=True)
    due_ms = strict_int(required=True, allow_none=True)


class DeadlineSchema(StrictSchema):
    """An open deadline of the game: a window or a decision that closes at ``due_ms``."""

    key = fields.String(required=True)
    due_ms = strict_int(required=True)


class IdlePolicySchema(StrictSchema):
    """A game's idle policy (docs/rules.md §0.1)."""

    seat_idle_s = strict_int(
        required=True,
        metadata={"description": "How long a person's awaited seat may stay silent before a bot plays it (s)."},
    )
    game_idle_s = strict_int(
        required=True,
        metadata={"description": "How long the game lasts with no person at it before it ends abandoned (s)."},
    )


class IdleSchema(IdlePolicySchema):
    """A game's idle policy and who is away from it (docs/rules.md §0.1)."""
    autopilot = fields.List(
        strict_int(),
        required=True,
        metadata={"description": "The seats on autopilot: a bot plays them while another person is at the table."},
    )
    resigned = fields.List(
        strict_int(),
        required=True,
        metadata={"description": "The seats that resigned, in the order they did: a bot plays them, they place last."},
    )
    abandoned = StrictBoolean(
        required=True,
        metadata={"description": "The game ended with nobody at it: no result, no winner, not rated."},
    )


class SeatAutopilotSchema(StrictSchema):
    """`SeatAutopilot`: a bot took the seat of an idle person (`on`), or the person came back (`on` false)."""

    seat = strict_int(required=True)
    on = StrictBoolean(required=True)


class SeatResignedSchema(StrictSchema):
    """`SeatResigned`: the person left the game; a bot plays the seat to the end and it places last."""

    seat = strict_int(required=True)


class GameAbandonedSchema(StrictSchema):
    """`GameAbandoned`: nobody was at the game for its `game_idle_s`; it ends with no result, unrated."""


#: The events of the idle policy (docs/rules.md §0.1), which every game's stream may hold (``domain.idle``).
IDLE_EVENTS: dict[str, type[Schema]] = {
    "SeatAutopilot": SeatAutopilotSchema,
    "SeatResigned": SeatResignedSchema,
    "GameAbandoned": GameAbandonedSchema,
}


class ViewMembersSchema(StrictSchema):
    """The members every view has, declared strictly: a game's own view schema (``api/schemas/<game>.py``)
    subclasses it, narrows ``game``, ``kind``, ``options``, ``seats``, ``windows``, ``decisions`` and ``result``,
    and declares the rest of its members, so that a view with a member nobody declared is refused."""

    id = fields.String(required=True)
    game = fields.String(required=True, metadata={"description": "The game type's slug."})
    kind = fields.String(
        required=True,
        metadata={
            "description": "The shape of this view, and the discriminator of `GameView`: the game's slug, or "
            "`bombs-match` for a `bombs` match of several tables."
        },
    )
    version = strict_int(required=True)
    status = fields.String(required=True, validate=validate.OneOf(["waiting", "active", "finished"]))
    seed_sha256 = fields.String(
        required=True,
        metadata={"description": "SHA-256 of the game's secret seed, so the deal can be verified once it is shown."},
    )
    head_sha256 = fields.String(
        required=True,
        metadata={
            "description": "The hash of the last event in the game's hash chain. Keep it: a later export must "
            "pass through it."
        },
    )
    seed = fields.String(
        required=True,
        allow_none=True,
        metadata={"description": "The game's secret seed in hex, null until the game is finished (docs/rules.md §0)."},
    )
    # Typed as any field, so that a game's view narrows them to its own nested schemas.
    options: fields.Field[Any] = fields.Dict(keys=fields.String(), values=fields.Raw(allow_none=True), required=True)
    idle = fields.Nested(
        IdleSchema,
        required=True,
        allow_none=True,
        metadata={"description": "The idle policy and who is away; null for a game without one (a match)."},
    )
    deadlines = fields.List(fields.Nested(DeadlineSchema), required=True)
    awaiting = fields.List(
        strict_int(),
        required=True,
        metadata={
            "description": "The seats the game waits for now: on turn, owing a decision, or entitled to an open "
            "window (of a match: the match's seats its tables wait for); empty unless the game is active. A "
            "client alerts its person when their seat is in it."
        },
    )
    seats = fields.List(fields.Nested(SeatViewSchema), required=True)
    rematch = fields.String(
        allow_none=True,
        metadata={
            "description": "The id of the finished game's rematch once a player opened it (`GET .../rematch` shows "
            "it), else null; its opening changes the `ETag` of `GET /v1/games/{id}`."
        },
    )
    hand = fields.List(
        fields.String(),
        required=True,
        allow_none=True,
        metadata={"description": "The bearer's own cards; null for a spectator."},
    )
    turn = strict_int(required=True, allow_none=True, metadata={"description": "The seat on turn, or null."})
    windows = fields.List(fields.Nested(WindowSchema), required=True)
    decisions = fields.List(fields.Nested(DecisionSchema), required=True)
    result: fields.Field[Any] = fields.Raw(
        required=True, allow_none=True, metadata={"description": "Null until the game is finished."}
    )


class ViewSchema(ViewMembersSchema):
    """The members every view has, whatever its game (its own members are allowed beside them)."""

    class Meta:
        unknown = INCLUDE


def options_schema(slug: str, options: Mapping[str, OptionSpec]) -> type[Schema]:
    """The options of a game as its view shows them: every option, always present, typed by its spec."""
    declared: dict[str, fields.Field[Any]] = {}
    for name, spec in options.items():
        meta = {"description": spec.doc}
        if spec.kind == "int":
            declared[name] = strict_int(
                required=True,
                allow_none=spec.nullable,
                validate=validate.Range(min=spec.minimum, max=spec.maximum),
                metadata=meta,
            )
        elif spec.kind == "choice":
            declared[name] = fields.String(
                required=True, allow_none=spec.nullable, validate=validate.OneOf(spec.choices), metadata=meta
            )
        else:
            declared[name] = StrictBoolean(required=True, allow_none=spec.nullable, metadata=meta)
    title = "".join(part.capitalize() for part in slug.split("-"))
    return StrictSchema.from_dict(declared, name=f"{title}OptionsSchema")


#: What ``equivalent_cards`` means, in the contract (``domain.game.EquivalentCards``).
#: The forms ``legal-commands`` lists commands in (and a stream's ``state`` messages).
LEGAL_FORMS = ("full", "compact")

EQUIVALENT_CARDS_DOC = (
    "Which other cards a listed command's `cards` stand for, so that a client can match the cards a person "
    "selects (a card's rank is its code without the suit letter; a joker is a rank of its own). `exact`: only "
    "the listed cards. `same-ranks`: any cards of the same ranks from the hand, with the listed command's other "
    "fields. `same-ranks-except-flushes`: the same, except that a listed command whose five cards are all of one "
    "suit stands for itself only (every such play is listed). The server accepts all of them. A `replay`'s cards "
    "come from the cancelled play's remaining cards, which are listed one by one. Prefer a listed command whose "
    "cards are exactly the selected ones: it says how the server reads them (five of one suit in a run is a "
    "straight flush)."
)


class LegalCommandsSchema(StrictSchema):
    """Every command the seat may send now, each a body that can be POSTed as it is. With `form=compact`,
    `commands` lists the bodies that are not plays (pass, bets...) and `play_groups` the plays, each group one
    reading; a game whose plays are always few answers every command in `commands` and no group."""

    game = fields.String(required=True, metadata={"description": "The game type's slug."})
    form = fields.String(
        required=True,
        validate=validate.OneOf(LEGAL_FORMS),
        metadata={"description": "The shape of this answer (`form` of the query)."},
    )
    version = strict_int(
        required=True,
        metadata={"description": "The game's version (in a match, the version of the seat's table)."},
    )
    seat = strict_int(required=True, metadata={"description": "The seat (in a match, the local seat at `table`)."})
    table = fields.String(
        allow_none=True,
        metadata={"description": "In a match: the key of the seat's table (null: sitting out)."},
    )
    commands = fields.List(fields.Dict(), required=True)
    play_groups = fields.List(
        fields.Dict(), metadata={"description": "With `form=compact` only: the plays, in groups of one reading."}
    )
    equivalent_cards = fields.String(
        required=True,
        validate=validate.OneOf(EQUIVALENT_CARDS),
        metadata={"description": EQUIVALENT_CARDS_DOC},
    )


class LegalCommandsQuerySchema(StrictSchema):
    """The query of GET /v1/games/{id}/legal-commands (strings from the URL)."""

    form = fields.String(
        load_default="full",
        validate=validate.OneOf(LEGAL_FORMS),
        metadata={"description": "`full` (one body per command) or `compact` (plays grouped by reading)."},
    )
