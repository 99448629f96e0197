"""YAML as people write it, for openapi.yaml and the operations in route docstrings: multi-line text as
literal blocks, short mappings and lists of scalars on one line, keys in the order they were built."""

from __future__ import annotations

from typing import Any

import yaml

#: A mapping or list is written on one line when it holds only scalars and is at most this long.
FLOW_WIDTH = 80


class _Dumper(yaml.SafeDumper):
    """Never writes anchors and aliases: a shared object is written out where it appears."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def _is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool) and "\n" not in str(value)


def _short(items: list[Any]) -> bool:
    return all(_is_scalar(v) for v in items) and len(repr(items)) <= FLOW_WIDTH


def _str(dumper: yaml.SafeDumper, text: str) -> yaml.Node:
    if "\n" in text:
        return dumper.represent_scalar("tag:yaml.org,2002:str", text, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", text)


def _dict(dumper: yaml.SafeDumper, mapping: dict[str, Any]) -> yaml.Node:
    flow = bool(mapping) and _short([*mapping.keys(), *mapping.values()])
    return dumper.represent_mapping("tag:yaml.org,2002:map", mapping, flow_style=flow)


def _list(dumper: yaml.SafeDumper, items: list[Any] | tuple[Any, ...]) -> yaml.Node:
    return dumper.represent_sequence("tag:yaml.org,2002:seq", items, flow_style=bool(items) and _short(list(items)))


_Dumper.add_representer(str, _str)
_Dumper.add_representer(dict, _dict)
_Dumper.add_representer(list, _list)
_Dumper.add_representer(tuple, _list)


def dump(document: Any) -> str:
    """``document`` as YAML in the style above."""
    return yaml.dump(document, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=120)
