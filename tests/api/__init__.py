"""Tests of the HTTP API: the app over real Redis, through the Flask test client."""
