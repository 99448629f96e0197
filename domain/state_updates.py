"""A fast and checked ``dataclasses.replace`` for a game's state, which ``evolve`` calls for every event.

``updater(State, StateChanges)`` returns ``with_changes(state, changes)``: the state with the fields of
``changes`` replaced. ``StateChanges`` is a ``TypedDict(total=False)`` of the state's fields, so mypy checks
every key and value type of the changes (a game whose call sites pass keywords wraps it in a function typed
``**changes: Unpack[StateChanges]``, PEP 692). At run time an unknown field raises ``TypeError``, as
``dataclasses.replace`` does, and the TypedDict must name exactly the state's fields, or the game does not
import.

Speed: ``dataclasses.replace`` gathers every field into keyword arguments and calls ``__init__``; this copies
the fields straight into a new object with straight-line code built once per class (the way ``dataclasses``
builds ``__init__``), about three times as fast (``bench/state_updates.py``). It therefore takes only frozen
slots dataclasses with no ``__post_init__`` and no ``init=False`` field, for which the two are equal.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable, Mapping, Sequence
from types import MemberDescriptorType
from typing import Any, TypeVar

S = TypeVar("S")
C = TypeVar("C", bound=Mapping[str, object])


def updater(cls: type[S], changes: type[C]) -> Callable[[S, C], S]:
    """``with_changes(state, changes)`` for the frozen slots dataclass ``cls``, whose fields ``changes`` (a
    ``TypedDict(total=False)``) declares; raises ``TypeError`` at once if ``cls`` or ``changes`` does not fit."""
    names = _field_names(cls)
    declared = frozenset(getattr(changes, "__optional_keys__", ()))
    if declared != frozenset(names) or getattr(changes, "__required_keys__", None):
        missing, extra = sorted(set(names) - declared), sorted(declared - set(names))
        raise TypeError(
            f"{changes.__name__} must declare exactly the fields of {cls.__name__}, all optional "
            f"(total=False): missing {missing}, not fields {extra}"
        )
    known = frozenset(names)

    def unknown(given: Mapping[str, object]) -> TypeError:
        wrong = sorted(given.keys() - known)
        return TypeError(f"{cls.__name__} has no field{'s' if len(wrong) > 1 else ''} {', '.join(map(repr, wrong))}")

    lines = [
        "def with_changes(state, changes):",
        "    if not changes.keys() <= known:",
        "        raise unknown(changes)",
        "    new = new_object(cls)",
        *(f"    set_{n}(new, changes[{n!r}] if {n!r} in changes else state.{n})" for n in names),
        "    return new",
    ]
    # Each field's slot descriptor stores its value directly, past the frozen class's __setattr__.
    scope: dict[str, Any] = {f"set_{n}": setter for n, setter in _setters(cls, names).items()}
    scope.update(known=known, unknown=unknown, new_object=object.__new__, cls=cls)
    exec(compile("\n".join(lines), f"<with_changes of {cls.__qualname__}>", "exec"), scope)
    function = scope["with_changes"]
    function.__qualname__ = f"with_changes[{cls.__qualname__}]"
    function.__doc__ = f"``dataclasses.replace(state, **changes)`` for {cls.__qualname__}, checked and fast."
    with_changes: Callable[[S, C], S] = function
    return with_changes


def builder(cls: type[S]) -> Callable[..., S]:
    """A constructor of the frozen slots dataclass ``cls`` that takes every field positionally, in the order of
    its fields, and stores each value in its slot directly: what ``cls(...)`` does with every field given,
    without the keyword handling and the frozen class's ``__setattr__`` (about 2.5 times as fast). For values
    made in bulk, such as the envelopes of a stream being read."""
    names = _field_names(cls)
    lines = [
        f"def build({', '.join(names)}):",
        "    new = new_object(cls)",
        *(f"    set_{n}(new, {n})" for n in names),
        "    return new",
    ]
    scope: dict[str, Any] = {f"set_{n}": setter for n, setter in _setters(cls, names).items()}
    scope.update(new_object=object.__new__, cls=cls)
    exec(compile("\n".join(lines), f"<builder of {cls.__qualname__}>", "exec"), scope)
    build: Callable[..., S] = scope["build"]
    return build


def slot_setters(cls: type[Any], names: Sequence[str]) -> dict[str, Callable[[Any, Any], None]] | None:
    """For each of ``names``, the ``__set__`` of its slot in ``cls`` (one a base class declares too), which
    stores a value past a frozen class's ``__setattr__``; None when one of them is not a slot."""
    slots = {name: inspect.getattr_static(cls, name, None) for name in names}
    if not all(type(slot) is MemberDescriptorType for slot in slots.values()):
        return None
    return {name: slot.__set__ for name, slot in slots.items()}


def _setters(cls: type[Any], names: Sequence[str]) -> dict[str, Callable[[Any, Any], None]]:
    setters = slot_setters(cls, names)
    if setters is None:
        raise TypeError(f"a field of {cls.__name__} is not stored in a slot")
    return setters


def _field_names(cls: type[Any]) -> tuple[str, ...]:
    """The fields of ``cls`` in order, once it is known to be a dataclass ``with_changes`` may copy."""
    params = vars(cls).get("__dataclass_params__")  # set by @dataclass on the class itself, not inherited
    if params is None or not params.frozen or "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__name__} is not a frozen slots dataclass")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__, which a copy of its fields would skip")
    fields = dataclasses.fields(cls)
    if any(not f.init for f in fields):
        raise TypeError(f"{cls.__name__} has an init=False field, which dataclasses.replace would reset")
    return tuple(f.name for f in fields)
