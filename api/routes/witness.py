"""GET /v1/witness and /v1/games/{id}/witness: the witness log's roots, and the proof that a game's head is in one
(docs/verification.md §8; ``domain.witness``)."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response

from api.extension import load_game, powderkeg
from api.http import json_response
from api.query import parse_query
from api.schemas.witness import GameWitnessQuerySchema, WitnessRootsQuerySchema
from domain.witness import Proof, Root

bp = Blueprint("witness", __name__)
_ROOTS_QUERY = WitnessRootsQuerySchema()
_PROOF_QUERY = GameWitnessQuerySchema()


@bp.get("/v1/witness")
def witness_roots() -> Response:
    """The roots of the witness log after ``after``, oldest first.

    ---
    get:
      operationId: listWitnessRoots
      tags: [audit]
      summary: The witness log, a page of roots after a number
      description: |
        Each minute in which games changed, the server publishes one root: the Merkle tree hash (RFC 9162)
        over the last head of each game that changed, chained to the root before it. Keep any root's `hash`,
        and a later rewrite of any game it covers shows: the server can then no longer prove that game's head
        in it (`GET /v1/games/{id}/witness?root=N`), nor rewrite the roots without changing that hash. What it
        proves and what it does not: docs/verification.md §8.
      parameters:
      - {in: query, schema: WitnessRootsQuerySchema}
      responses:
        '200':
          description: At most `limit` roots numbered above `after`, and `more`.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/WitnessRoots'}
    """
    query = parse_query(_ROOTS_QUERY)
    limit: int = query["limit"]
    roots = powderkeg().service.witness_roots(query["after"], limit + 1)
    body = {"roots": [root_json(root) for root in roots[:limit]], "more": len(roots) > limit}
    return json_response(body, headers={"Cache-Control": "no-cache"})


@bp.get("/v1/games/<game_id>/witness")
def game_witness(game_id: str) -> Response:
    """The proof of the game's head in a witness root.

    ---
    get:
      operationId: getGameWitness
      tags: [audit]
      summary: The proof that the game's head is in a witness root
      description: |
        The game's head as a witness root covers it (`version`, `head`), its leaf, and the audit path from the
        leaf to the root (RFC 9162 §2.1.3). Check it against a root you kept, and `head` against the `sha256` of
        line `version` of the game's export: `node verify/verify.mjs EXPORT --witness THIS_ANSWER` does both.
        A head is witnessed within a minute or two of the game's last change; the server keeps what proofs are
        made from for `POWDERKEG_WITNESS_KEEP_S` (a day by default), the roots for good.
      parameters:
      - GameId
      - {in: query, schema: GameWitnessQuerySchema}
      responses:
        '200':
          description: The proof.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/GameWitness'}
        '404':
          description: |
            `game-not-found`; `not-witnessed`: no kept root covers the game (not yet, or no longer), or the
            root asked for covers none of its heads; `witness-root-not-kept`: that root is not made yet, or its
            heads are no longer kept.
          content:
            application/problem+json:
              schema: {$ref: '#/components/schemas/Problem'}
    """
    query = parse_query(_PROOF_QUERY)
    loaded = load_game(game_id)
    witnessed = powderkeg().service.witness(loaded, query["root"])
    body = {**proof_json(witnessed.proof), "tables": {key: proof_json(p) for key, p in witnessed.tables.items()}}
    return json_response(body, headers={"Cache-Control": "no-cache"})


def root_json(root: Root) -> dict[str, Any]:
    return {**root.fields(), "hash": root.hash}


def proof_json(proof: Proof) -> dict[str, Any]:
    head = proof.head
    return {
        "game": head.game,
        "version": head.version,
        "head": head.head,
        "leaf": head.leaf().hex(),
        "index": proof.index,
        "proof": proof.path,
        "root": root_json(proof.root),
    }
