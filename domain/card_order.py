"""A card order as a sort key that runs in C: ``sorted(cards, key=order.__getitem__)`` looks each card up in a
dict, where a key function of our own would be a Python call per card (sorting hands is most of folding a draw).

Apart from the games' card modules because it subclasses ``dict``, which mypyc cannot compile: the compiled
build (``bench/compiled_domain.py``) compiles the modules that use it, and leaves this one as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeVar

K = TypeVar("K")


class CardOrder(dict[str, K]):
    """Each known card's sort key; the key of any other code is ``other(code)``, worked out when asked and not
    remembered (so unknown codes cannot grow it)."""

    def __init__(self, known: Mapping[str, K], other: Callable[[str], K]) -> None:
        super().__init__(known)
        self._other = other

    def __missing__(self, card: str) -> K:
        return self._other(card)
