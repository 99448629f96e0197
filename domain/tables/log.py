"""A match's log: its own stream and its tables' streams, put in one order that respects what caused what.

A match of several tables (docs/rules.md §1.6) is stored as streams of its own: the match's (its opening
event, then one step per hand: ``HandCompleted`` and the tables of the next hand, or the result) and one per
table. Between two steps the tables play independently; a step happens only once every table in play waits
for it, and the step's events come before anything the tables do next. So a match has one causal order:

1. the match's opening events, then each first table's opening events (written together: the creation);
2. the tables' events until each waits for the match (or its stream ends), merged by time (ties: table
   order), each table's own order kept;
3. the match's next step, then the batch it made at each waiting table (its next hand, or its close), in
   table order, then the openings of the tie-break tables it opened, then back to 2.

Positions in this order are the match's timeline: ``replay?at=N`` of a match is its state after entry N, an
export lists the entries in this order, and ``domain.tables.audit`` checks a match along it. A table "waits for the
match" when it is active and awaits no seat and no timer (the same test the service uses to start a step).
Composing folds every stream, so it needs the complete events (the server's, or a finished match's export).
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from domain.game import Game, from_data, waits_on_another
from domain.ports import StoredEvent
from domain.tables.rules import PlaysAtTables

#: Match steps start with this event (bombs' ``HandCompleted``): the match's stream is its opening events,
#: then one batch per step.
STEP_START = "HandCompleted"


@dataclass(frozen=True, slots=True, kw_only=True)
class Entry:
    """One event of a match's timeline: ``table`` is the table's key, or None for the match's own stream.
    ``step`` marks what was written at once with a step of the match (or its creation): the match's events,
    each table's batch, new tables' openings. A replay never stops inside such a run."""

    table: str | None
    event: StoredEvent
    step: bool = False


class _Folder:
    """The states of the match and its tables, folded entry by entry."""

    def __init__(self, tabled: PlaysAtTables) -> None:
        self.rules: dict[bool, Game] = {False: tabled, True: tabled.table_game}
        self.classes = {at: {cls.__name__: cls for cls in game.info.events} for at, game in self.rules.items()}
        self.states: dict[str | None, Any] = {}

    def fold(self, entry: Entry) -> None:
        at_table = entry.table is not None
        event = from_data(self.classes[at_table][entry.event.type], entry.event.data)
        game = self.rules[at_table]
        self.states[entry.table] = game.evolve(self.states.get(entry.table), event, entry.event.at_ms)


def batches(events: Sequence[StoredEvent]) -> list[Sequence[StoredEvent]]:
    """A stream cut into what was appended together: the opening events, then each command's events (a
    batch starts with an event that records its command)."""
    out: list[Sequence[StoredEvent]] = []
    start = 0
    for i in range(1, len(events) + 1):
        if i == len(events) or events[i].command is not None:
            out.append(events[start:i])
            start = i
    return out if events else []


def compose(
    tabled: PlaysAtTables, match: Sequence[StoredEvent], tables: Mapping[str, Sequence[StoredEvent]]
) -> list[Entry]:
    """The timeline of a match (played by ``tabled``) from its stream and its tables' streams (complete events,
    in version order: the recorded commands tell where each batch starts)."""
    folder = _Folder(tabled)
    out: list[Entry] = []
    cut = {key: batches(events) for key, events in tables.items()}
    position = {key: 0 for key in tables}
    order = {key: i for i, key in enumerate(tables)}

    def take(table: str | None, events: Sequence[StoredEvent], step: bool = False) -> None:
        for event in events:
            entry = Entry(table=table, event=event, step=step)
            folder.fold(entry)
            out.append(entry)

    def open_new_tables() -> None:
        """The tables the match has just opened (at its creation, or a tie-break hand): their openings."""
        for key, _ in tabled.tables(folder.states[None]):
            if key in tables and position[key] == 0 and cut[key]:
                take(key, cut[key][0], step=True)
                position[key] = 1

    def ready(key: str) -> bool:
        """Whether table ``key`` has a next batch that may come before the next step."""
        state = folder.states.get(key)
        return position[key] < len(cut[key]) and (state is None or not waits_on_another(tabled.table_game, state))

    m = 0
    while m < len(match) and (m == 0 or match[m].type != STEP_START):
        take(None, match[m : m + 1], step=True)
        m += 1
    open_new_tables()
    while True:
        in_play = [key for key, _ in tabled.tables(folder.states[None]) if key in tables]
        heap = [(cut[k][position[k]][0].at_ms, order[k], k) for k in in_play if ready(k)]
        heapq.heapify(heap)
        while heap:
            _, _, key = heapq.heappop(heap)
            take(key, cut[key][position[key]])
            position[key] += 1
            if ready(key):
                heapq.heappush(heap, (cut[key][position[key]][0].at_ms, order[key], key))
        if m >= len(match):
            break
        take(None, match[m : m + 1], step=True)
        m += 1
        while m < len(match) and match[m].type != STEP_START:
            take(None, match[m : m + 1], step=True)
            m += 1
        for key in tables:  # the step's batch at each waiting table: its next hand, or its close
            if position[key] < len(cut[key]) and waits_on_another(tabled.table_game, folder.states.get(key)):
                take(key, cut[key][position[key]], step=True)
                position[key] += 1
        open_new_tables()
    for key in tables:  # whatever no step let in (a log that does not fit the rules): kept, at the end
        for batch in cut[key][position[key] :]:
            out.extend(Entry(table=key, event=event) for event in batch)
    return out
