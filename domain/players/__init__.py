"""Players: an identity across games (``player``), how it stands in a game without being in its chain
(``identity``), and how views show it (``naming``). Pure: no Redis, no clock, no Flask."""
