"""The multi-table component: games played at several tables at once (a bombs match of 6 or more, docs/rules.md
§1.6). Everything that knows a match has tables lives here, and a game at one table runs none of it:

- ``rules``: what such a game declares (``PlaysAtTables``) and which rules a game of a given size plays by;
- ``ref``: the ids of a match's tables;
- ``log``: a match's streams put in one causal order (its timeline);
- ``audit``: the verification of a match's export along that order;
- ``service``: the match as a process manager over the service's ports: it routes a player's command to the
  table the player sits at, reacts when every table has finished a hand (the step, written at once with each
  table's next deal), and reads a match with its tables (views, logs, replay, export).
"""
