"""The witness log as the API shows it: its roots, and the proof that a game's head is in one
(docs/verification.md §8)."""

from __future__ import annotations

from marshmallow import fields, validate

from api.schemas import StrictBoolean, StrictSchema, strict_int
from api.schemas.events import MAX_VERSION

#: Roots in a page when the query names no ``limit``, and the most it may name.
DEFAULT_ROOTS = 100
MAX_ROOTS = 1000
HEX_256 = {"pattern": "^[0-9a-f]{64}$"}


def _hash(description: str) -> fields.String:
    return fields.String(required=True, metadata={**HEX_256, "description": description})


class WitnessRootSchema(StrictSchema):
    """Entry `number` of the witness log: the root of the Merkle tree over `size` game heads, made in `minute`,
    chained to the entry before it by `previous`; `hash` is SHA-256 of the canonical JSON (RFC 8785) of the
    other five fields."""

    number = strict_int(required=True, metadata={"description": "The entry's number: 0, 1, 2, ..."})
    minute = fields.String(
        required=True,
        metadata={"description": "The minute (UTC) in which the root was made.", "examples": ["2026-11-28T19:31Z"]},
    )
    size = strict_int(required=True, metadata={"description": "How many game heads (leaves) the tree holds."})
    root = _hash("The Merkle tree hash over the heads (RFC 9162 §2.1.1), hex.")
    previous = _hash("The `hash` of entry `number - 1`; 64 zeros for entry 0.")
    hash = _hash("SHA-256 of the canonical JSON of `number`, `minute`, `size`, `root` and `previous`, hex.")


class WitnessRootsSchema(StrictSchema):
    """A page of the witness log: at most `limit` roots after `after`, oldest first."""

    roots = fields.List(fields.Nested(WitnessRootSchema), required=True)
    more = StrictBoolean(
        required=True,
        metadata={"description": "True when roots follow the last one here; ask for them with `after=<its number>`."},
    )


class WitnessRootsQuerySchema(StrictSchema):
    """The query of GET /v1/witness (strings from the URL, hence not strict)."""

    after = fields.Integer(
        load_default=-1,
        validate=validate.Range(min=-1, max=MAX_VERSION),
        metadata={"description": "Return the roots numbered above this (-1 for all)."},
    )
    limit = fields.Integer(
        load_default=DEFAULT_ROOTS,
        validate=validate.Range(min=1, max=MAX_ROOTS),
        metadata={"description": "The most roots a page holds; `more` in the answer says whether others follow."},
    )


class WitnessProofSchema(StrictSchema):
    """That the head of stream `game` at `version` is leaf `index` of `root`: `proof` is its audit path."""

    game = fields.String(required=True, metadata={"description": "The stream's id (`<match id>:<table>` for a table)."})
    version = strict_int(required=True, metadata={"description": "The version of the stream's last event then."})
    head = _hash("That event's hash in the game's chain (`sha256` of its export line).")
    leaf = _hash('SHA-256 of 0x00 and the canonical JSON of {"game", "version", "head"}.')
    index = strict_int(required=True, metadata={"description": "The leaf's place in the tree, from 0."})
    proof = fields.List(
        fields.String(metadata=HEX_256),
        required=True,
        metadata={"description": "The sibling hashes from the leaf up (RFC 9162 §2.1.3.1), hex."},
    )
    root = fields.Nested(WitnessRootSchema, required=True)


class GameWitnessSchema(WitnessProofSchema):
    """The proof of a game's head; a match's answer adds its tables' (each in the root asked for, or in its own
    last one)."""

    tables = fields.Dict(
        keys=fields.String(),
        values=fields.Nested(WitnessProofSchema),
        required=True,
        metadata={"description": "A match's tables' proofs by table key; empty for a game at one table."},
    )


class GameWitnessQuerySchema(StrictSchema):
    """The query of GET /v1/games/{id}/witness (strings from the URL, hence not strict)."""

    root = fields.Integer(
        load_default=None,
        allow_none=False,  # absent is None; a sent value must be a number
        validate=validate.Range(min=0, max=MAX_VERSION),
        metadata={"description": "The root to prove the head in (default: the last root that covers the game)."},
    )
