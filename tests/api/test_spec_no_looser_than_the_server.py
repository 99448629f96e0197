"""What the contract allows, the server accepts (the probe found two values that fit openapi.yaml and were
refused): strings drawn from each constrained parameter's and field's schema in openapi.yaml, as a client
generated from it may send them, are accepted by the server's own checks. Hypothesis draws them from the
patterns and lengths the file holds, not from the server's code."""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from api.http import _VERSION_TAG
from api.schemas.lobby import JoinRequestSchema
from api.schemas.players import CreatePlayerRequestSchema
from tests.support.contract import SPEC_PATH

SPEC: dict[str, Any] = yaml.safe_load(SPEC_PATH.read_text())


def strings(schema: dict[str, Any]) -> st.SearchStrategy[str]:
    """Strings that fit ``schema``'s pattern and lengths."""
    drawn = st.from_regex(schema["pattern"], fullmatch=True) if "pattern" in schema else st.text()
    low, high = schema.get("minLength", 0), schema.get("maxLength", 10**6)
    return drawn.filter(lambda value: low <= len(value) <= high)


def field(schema_name: str, name: str) -> dict[str, Any]:
    found: dict[str, Any] = SPEC["components"]["schemas"][schema_name]["properties"][name]
    return found


@pytest.mark.parametrize(
    ("schema_name", "loads"),
    [("JoinRequest", JoinRequestSchema().load), ("CreatePlayerRequest", CreatePlayerRequestSchema().load)],
)
def test_every_name_the_contract_allows_is_a_name_the_server_takes(schema_name: str, loads: Any) -> None:
    spec = field(schema_name, "name")
    assert {"pattern", "minLength", "maxLength"} <= set(spec), f"{schema_name}.name says what a name may be"

    @settings(max_examples=300, deadline=None)
    @given(strings(spec))
    def taken(name: str) -> None:
        assert loads({"name": name})["name"] == name

    taken()


def test_every_if_match_the_contract_allows_is_one_the_server_reads() -> None:
    spec = SPEC["components"]["parameters"]["IfMatch"]["schema"]

    @settings(max_examples=300, deadline=None)
    @given(strings(spec))
    def read(value: str) -> None:
        assert value == "*" or _VERSION_TAG.match(value), value

    read()
    assert not re.fullmatch(spec["pattern"], "0"), "an unquoted version is not an entity tag"
