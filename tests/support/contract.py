"""The contract as a client holds the server to it: every JSON answer is checked against openapi.yaml, by
JSON Schema 2020-12 (``jsonschema``), for the operation and status it answers. A ``oneOf`` passes only when
exactly one branch fits, so every union the contract declares is checked to be unambiguous on real answers.

``ContractClient`` is a Flask test client that checks each answer it receives; the API tests use it, so every
answer of every API test (games of all four types, matches, errors) is held to the contract.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import orjson
import yaml
from flask.testing import FlaskClient
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012
from werkzeug.test import TestResponse

from tests.support.codings import decoded

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi.yaml"
SPEC_URI = "urn:powderkeg:openapi"
JSON_TYPES = ("application/json", "application/problem+json")


class ContractViolation(AssertionError):
    """An answer the contract does not describe."""


class Contract:
    """openapi.yaml, ready to check answers."""

    def __init__(self, spec: dict[str, Any]) -> None:
        self.spec = spec
        self.registry: Registry[Any] = Registry().with_resource(
            SPEC_URI, Resource.from_contents(spec, default_specification=DRAFT202012)
        )
        self.routes = [(re.compile("^" + re.sub(r"\{[^}]+\}", "[^/]+", path) + "$"), path) for path in spec["paths"]]
        self._validators: dict[str, jsonschema.protocols.Validator] = {}

    def operation(self, method: str, path: str) -> tuple[str, dict[str, Any]] | None:
        """The documented path template and operation that serve ``method`` on ``path``, if any."""
        for pattern, template in self.routes:
            if pattern.match(path):
                found = self.spec["paths"][template].get(method.lower())
                return None if found is None else (template, found)
        return None

    def schema_of(self, method: str, path: str, status: int, media_type: str) -> str | None:
        """The JSON pointer (in the spec) of the schema an answer must fit; None when the contract does not
        describe the path, or documents the answer without a body. Raises ``ContractViolation`` for a status or
        a media type the operation does not document."""
        found = self.operation(method, path)
        if found is None:
            return None
        template, operation = found
        response = operation["responses"].get(str(status))
        if response is None:
            raise ContractViolation(f"{method} {template} answered {status}, which it does not document")
        pointer = f"/paths/{_escape(template)}/{method.lower()}/responses/{status}"
        while "$ref" in response:
            pointer = response["$ref"].removeprefix("#")
            response = self.resolve(pointer)
        if "content" not in response:
            return None  # an answer without a body (304, 204)
        if media_type not in response["content"]:
            raise ContractViolation(f"{method} {template} {status} answered {media_type}, which it does not document")
        return f"{pointer}/content/{_escape(media_type)}/schema"

    def resolve(self, pointer: str) -> dict[str, Any]:
        """The node at ``pointer`` of the spec."""
        node: Any = self.spec
        for part in pointer.strip("/").split("/"):
            node = node[part.replace("~1", "/").replace("~0", "~")]
        found: dict[str, Any] = node
        return found

    def validate(self, pointer: str, body: Any) -> None:
        """Raise ``ContractViolation`` unless ``body`` fits the schema at ``pointer``."""
        validator = self._validators.get(pointer)
        if validator is None:
            validator = jsonschema.Draft202012Validator({"$ref": f"{SPEC_URI}#{pointer}"}, registry=self.registry)
            self._validators[pointer] = validator
        error = jsonschema.exceptions.best_match(validator.iter_errors(body))
        if error is not None:
            where = "/".join(str(p) for p in error.absolute_path)
            raise ContractViolation(f"{pointer}: at /{where}: {error.message[:2000]}")

    def check(self, method: str, path: str, response: TestResponse) -> None:
        """Hold one answer to the contract: its status must be documented for its operation, and a JSON body
        (compressed or not) must fit its schema. Paths the contract does not have (404 not-found, 405) are not
        checked here."""
        media_type = response.mimetype
        if self.operation(method, path) is None:
            return
        pointer = self.schema_of(method, path, response.status_code, media_type)
        if pointer is not None and media_type in JSON_TYPES:
            self.validate(pointer, orjson.loads(decoded(response.get_data(), response.headers.get("Content-Encoding"))))

    def validate_component(self, name: str, body: Any) -> None:
        """Raise ``ContractViolation`` unless ``body`` fits ``components/schemas/<name>``."""
        self.validate(f"/components/schemas/{name}", body)


def _escape(part: str) -> str:
    return part.replace("~", "~0").replace("/", "~1")


@cache
def contract() -> Contract:
    """openapi.yaml as committed (a test checks it equals what the server builds)."""
    return Contract(yaml.safe_load(SPEC_PATH.read_text()))


class ContractClient(FlaskClient):
    """A Flask test client that holds every answer it gets to the contract (streamed answers excepted: their
    bodies are read by the test as it goes)."""

    def open(self, *args: Any, **kwargs: Any) -> TestResponse:
        response: TestResponse = super().open(*args, **kwargs)
        if not response.is_streamed:
            contract().check(response.request.method, response.request.path, response)
        return response
