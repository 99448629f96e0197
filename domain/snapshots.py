"""Snapshots of a game's state as plain JSON-ready data, so a cold load folds only the events after one.

A state is a tree of frozen dataclasses, tuples, enums and scalars. ``encode_state`` writes each dataclass
as ``{"~": "module:QualName", field: value, ...}`` and each tuple as a list; ``decode_state`` rebuilds it,
turning lists back into tuples and strings back into enums by the fields' type hints. Only dataclasses
defined under ``domain.games`` (and ``domain.idle``'s) can be named, so a snapshot cannot make the decoder build
anything else.
A snapshot that does not decode (the state's shape changed) is ignored and the stream is folded whole.
"""

from __future__ import annotations

import dataclasses
import importlib
import typing
from enum import Enum
from functools import cache
from typing import Any

TAG = "~"
ALLOWED_PREFIX = "domain.games."
#: The one module outside the games whose dataclasses a state holds: a game under an idle policy (``domain.idle``).
ALLOWED_MODULES = ("domain.idle",)


class SnapshotError(ValueError):
    """Raised when a snapshot names a type it may not, or no longer fits the state's classes."""


def encode_state(state: Any) -> Any:
    """The state as JSON-ready data."""
    if dataclasses.is_dataclass(state) and not isinstance(state, type):
        cls = type(state)
        out: dict[str, Any] = {TAG: f"{cls.__module__}:{cls.__qualname__}"}
        for name in _field_names(cls):
            out[name] = encode_state(getattr(state, name))
        return out
    if isinstance(state, Enum):
        return state.value
    if isinstance(state, tuple | list):
        return [encode_state(v) for v in state]
    if isinstance(state, dict):
        return {k: encode_state(v) for k, v in state.items()}
    return state


def decode_state(data: Any) -> Any:
    """Rebuild a state from ``encode_state``'s data; raises SnapshotError when it does not fit."""
    try:
        return _decode(data, None)
    except (TypeError, ValueError, KeyError, AttributeError, ImportError) as exc:
        raise SnapshotError(str(exc)) from exc


def _decode(data: Any, hint: Any) -> Any:
    if isinstance(data, dict) and TAG in data:
        cls = _class(data[TAG])
        hints = _hints(cls)
        return cls(**{k: _decode(v, hints.get(k)) for k, v in data.items() if k != TAG})
    if isinstance(data, list):
        return tuple(_decode(v, _item_hint(hint)) for v in data)
    if isinstance(data, dict):
        return {k: _decode(v, None) for k, v in data.items()}
    enum = _enum_of(hint)
    if enum is not None and data is not None:
        return enum(data)
    return data


@cache
def _class(tag: str) -> type:
    module, _, qualname = tag.partition(":")
    if not module.startswith(ALLOWED_PREFIX) and module not in ALLOWED_MODULES:
        raise SnapshotError(f"a snapshot may not name {tag!r}")
    obj: Any = importlib.import_module(module)
    for part in qualname.split("."):
        obj = getattr(obj, part)
    if not (isinstance(obj, type) and dataclasses.is_dataclass(obj)):
        raise SnapshotError(f"{tag!r} is not a dataclass")
    return obj


@cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _item_hint(hint: Any) -> Any:
    args = typing.get_args(hint)
    for arg in args:
        if arg is not type(None) and arg is not Ellipsis:
            return arg if typing.get_origin(hint) is tuple else _item_hint(arg)
    return None


def _enum_of(hint: Any) -> type[Enum] | None:
    if isinstance(hint, type) and issubclass(hint, Enum):
        return hint
    for arg in typing.get_args(hint):
        if isinstance(arg, type) and issubclass(arg, Enum):
            return arg
    return None
