"""Tests of the client libraries generated from openapi.yaml (clients/): current, typed, and playing a live server."""
