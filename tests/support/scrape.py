"""Reading GET /metrics as a test does: parsed by prometheus-client's own parser into {(name, labels): value}."""

from __future__ import annotations

from collections.abc import Mapping

from flask.testing import FlaskClient
from prometheus_client.parser import text_string_to_metric_families

Samples = Mapping[tuple[str, frozenset[tuple[str, str]]], float]


def parse_samples(text: str) -> Samples:
    """Every sample of a Prometheus text exposition."""
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def scrape(client: FlaskClient) -> Samples:
    """GET /metrics (200, Prometheus text) as samples."""
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.mimetype == "text/plain"
    return parse_samples(response.get_data(as_text=True))


def value(samples: Samples, name: str, **labels: str) -> float:
    """One sample's value, 0 when it is absent (a counter not yet incremented)."""
    return samples.get((name, frozenset(labels.items())), 0.0)


def names(samples: Samples) -> set[str]:
    """The sample names present."""
    return {name for name, _ in samples}
