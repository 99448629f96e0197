"""The ``Prefer`` request header (RFC 7240) of the command routes: ``return=minimal`` asks for a 204 without a body
(the version in its ``ETag``) rather than the bearer's view and the events the command made.

A client that follows its game on the stream with ``state=true`` gets the view and the events there a moment later
anyway: the minimal answer saves it about a kilobyte a move, and the server the view, the redaction and the JSON of
the answer. Preferences are hints: any other one, or a malformed header, is ignored and the full answer comes.
"""

from __future__ import annotations

from flask import request

#: Says which preference shaped the answer (RFC 7240 §3).
PREFERENCE_APPLIED = {"Preference-Applied": "return=minimal"}
#: A minimal answer's header naming the table of a match the command went to (the full answer's ``table``): its
#: ``ETag`` is that table's version.
TABLE_HEADER = "Powderkeg-Table"


def minimal_preferred() -> bool:
    """Whether the request's ``Prefer`` asks for ``return=minimal`` (among other preferences, with parameters, any
    case, the value quoted or not). The first ``return`` preference counts, as RFC 7240 §2 says of one given twice."""
    for header in request.headers.getlist("Prefer"):
        for preference in header.split(","):
            name, _, value = preference.split(";", 1)[0].partition("=")
            if name.strip().lower() == "return":
                return value.strip().strip('"').lower() == "minimal"
    return False
