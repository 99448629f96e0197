"""Tests of High Card, the test-only fifth game (``tests/support/high_card``)."""
