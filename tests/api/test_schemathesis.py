"""A bounded schemathesis run: property-based requests built from openapi.yaml alone, valid ones and ones that
break the schema, against the app in process, each answer held to every check schemathesis runs by default:
no server error, a documented status, content type and headers, a body that fits its schema, invalid input
refused. Operations that name a game get a real one and a seat token, so their requests reach the rules.
One check is left out, ``positive_data_acceptance``: a request that fits the schema may still break a rule
(an illegal move, an unknown game type), which is answered 422 by design and documented so.

The size is ``EXAMPLES`` requests per operation and mode (the stream is left out: it stays open while the game
runs). schemathesis's own pytest plugin is not used: its fixture loader does not run under pytest 9, so the
test drives its Hypothesis strategies directly.
"""

from __future__ import annotations

from typing import Any

import pytest
import schemathesis
import yaml
from flask import Flask
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import positive_data_acceptance

from tests.support.contract import SPEC_PATH

EXAMPLES = 25
LEFT_OUT = ("/v1/games/{game_id}/stream", "/v1/players/me/stream")


@pytest.fixture
def seated(app: Flask) -> tuple[str, str]:
    """A game of bombs with windows off, and the token of the seat that leads."""
    created = app.test_client().post(
        "/v1/games", json={"game": "bombs", "players": [{"name": n} for n in "abcd"], "options": {"window_ms": 0}}
    )
    assert created.status_code == 201
    body = created.get_json()
    return body["id"], body["tokens"][0]["token"]


def operations() -> list[Any]:
    """Every operation of openapi.yaml but the streams."""
    loaded = schemathesis.openapi.from_dict(yaml.safe_load(SPEC_PATH.read_text()))
    found = [result.ok() for result in loaded.get_all_operations()]
    return [op for op in found if op.path not in LEFT_OUT]


# schemathesis's in-process client leaves a file answer (/docs) unclosed; the server closes what it serves.
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=lambda m: m.value)
def test_requests_built_from_the_contract_get_answers_the_contract_describes(
    app: Flask, seated: tuple[str, str], mode: GenerationMode
) -> None:
    game_id, token = seated
    # schemathesis's in-process client reads a body as it comes, where an HTTP library undoes its coding first: it
    # asks for answers uncompressed (tests/api/test_compression.py holds compressed ones to the contract).
    headers = {"Authorization": f"Bearer {token}", "Accept-Encoding": "identity"}
    failures: list[str] = []
    sent = 0
    for operation in operations():
        parameters = {"game_id": game_id} if "{game_id}" in operation.path else None
        # The probes of its auth checks (the request without the token) go through the schema's transport.
        operation.app = operation.schema.app = app

        @given(case=operation.as_strategy(mode, path_parameters=parameters))
        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            derandomize=True,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def run(case: Any) -> None:
            nonlocal sent
            sent += 1
            try:
                case.call_and_validate(
                    headers={**headers, **(case.headers or {})}, app=app, excluded_checks=[positive_data_acceptance]
                )
            except AssertionError as failure:  # schemathesis reports its failures as AssertionError groups
                failures.append(f"{case.operation.label}: {str(failure)[:800]}")

        try:
            run()
        except Unsatisfiable:
            assert mode is GenerationMode.NEGATIVE  # nothing of this operation can be sent wrong (no input)
    assert sent >= EXAMPLES * 5
    assert failures[:3] == [], f"{len(failures)} of {sent} requests"
