"""The service's composition: components over the ports, a route's use case in one call, and the multi-table
component (``domain.tables``) that a game at one table neither needs nor runs."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path
from typing import Any, cast

import pytest

from domain import service as service_package
from domain.errors import InvalidSetup
from domain.game import PlayerSpec
from domain.games import GAMES
from domain.games.bombs.commands import Pass
from domain.service import API_SURFACE, GameService, table_id
from domain.tables.reads import MatchReads
from domain.tables.service import MatchTables
from eventstore.connection import connect
from eventstore.store import RedisEventStore
from settings import Settings
from tests.support.entropy import SeededEntropy
from tests.support.playing import DrivenByTheTest, lively_table, play_everything
from tests.workers.support import ManualClock

ROOT = Path(__file__).resolve().parents[2]


def service_over(settings: Settings, clock: ManualClock, *, matches: bool) -> GameService:
    return GameService(
        store=RedisEventStore(connect(settings), settings.key_prefix),
        scheduler=DrivenByTheTest(),
        clock=clock,
        entropy=SeededEntropy("composition"),
        games=GAMES,
        testing=True,
        matches=matches,
    )


@pytest.mark.parametrize("slug", sorted(GAMES))
def test_a_service_without_the_match_component_plays_every_game_at_one_table_to_its_end(
    settings: Settings, slug: str
) -> None:
    clock = ManualClock(now=1_700_000_000_000)
    service = service_over(settings, clock, matches=False)
    assert service.matches is None and service.reads is None
    players, options = lively_table(slug)
    game_id = service.create_game(slug, players, options).game_id
    play_everything(service, clock, game_id, seed=3)
    loaded = service.load(game_id)
    assert service.view(loaded, None)["status"] == "finished"
    assert service.verify(game_id).ok
    assert len(list(service.export(loaded, None))) == loaded.version + 2  # the header and every event
    assert service.replay(game_id, 0).version == 0


def test_a_service_without_the_match_component_refuses_a_match_and_stores_nothing(settings: Settings) -> None:
    clock = ManualClock(now=1_700_000_000_000)
    service = service_over(settings, clock, matches=False)
    with pytest.raises(InvalidSetup, match="plays no matches"):
        service.create_game("bombs", [PlayerSpec(name=f"p{i}") for i in range(6)])
    assert service.store.list_page("active", None, None, 10)[0] == []


#: What a one-table game must never reach: the match's commands, its step, and every read of a match.
GUARDED = (
    (
        MatchTables,
        ("handle_command", "apply_timer", "advance_tables", "appended", "openings", "created", "backstop", "is_bot",
         "policy", "_match_of"),
    ),
    (MatchReads, tuple(name for name, _ in inspect.getmembers(MatchReads, inspect.isfunction) if name[0] != "_")),
)


def test_a_game_at_one_table_runs_none_of_the_match_commands_step_or_reads(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the component composed (as a server runs), every game at one table is played, viewed, exported and
    audited without one call into the match's command path, its step or its reads."""
    calls: list[str] = []
    for cls, names in GUARDED:
        for name in names:
            original = getattr(cls, name)

            def counted(*args: Any, _name: str = f"{cls.__name__}.{name}", _f: Any = original, **kw: Any) -> Any:
                calls.append(_name)
                return _f(*args, **kw)

            monkeypatch.setattr(cls, name, counted)
    clock = ManualClock(now=1_700_000_000_000)
    service = service_over(settings, clock, matches=True)
    for slug in sorted(GAMES):
        players, options = lively_table(slug)
        game_id = service.create_game(slug, players, options).game_id
        play_everything(service, clock, game_id, seed=5)
        loaded = service.load(game_id)
        service.view(loaded, 0)
        service.events(loaded, 0)
        list(service.export(loaded, None))
        assert service.verify(game_id).ok
    assert calls == []
    # The guard can fail: a match goes through the very methods it counts.
    service.create_game("bombs", [PlayerSpec(name=f"p{i}") for i in range(6)])
    assert "MatchTables.openings" in calls


def test_the_service_is_composed_not_inherited() -> None:
    """Every component of the service is a class of its own: none subclasses another (a protocol, which only names
    what a hook answers, may extend another protocol)."""
    components = [
        cls
        for module in (service_package.repository, service_package.scheduling, service_package.commands,
                       service_package.queries, service_package.auditing, service_package.lobbies,
                       service_package.playing)
        for _, cls in inspect.getmembers(module, inspect.isclass)
        if cls.__module__ == module.__name__
    ]
    assert len(components) >= 7
    for cls in [*components, GameService, MatchTables, MatchReads]:
        assert cls.__bases__ in ((object,), (Exception,)) or getattr(cls, "_is_protocol", False), cls


def _service_calls(path: Path) -> set[str]:
    """The names of the service's methods and attributes a module of the API reaches (``<...>.service.<name>``)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) and node.value.attr == "service":
            names.add(node.attr)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "service":
            names.add(node.attr)
    return names


def test_the_api_calls_the_service_through_the_surface_it_names() -> None:
    """``API_SURFACE`` is exactly what the API calls of the service: a new call is a decision, named there."""
    used = set().union(*(_service_calls(p) for p in (ROOT / "api").rglob("*.py")))
    assert used == API_SURFACE
    unwired = cast(Any, None)  # the ports are never touched by building the service
    service = GameService(store=unwired, scheduler=unwired, clock=unwired, entropy=unwired, games=GAMES)
    assert all(callable(getattr(service, name)) for name in API_SURFACE - {"clock", "games"})


def _calls_in(function: ast.FunctionDef) -> list[str]:
    return [
        node.func.attr
        for node in ast.walk(function)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and (
            (isinstance(node.func.value, ast.Attribute) and node.func.value.attr == "service")
            or (isinstance(node.func.value, ast.Name) and node.func.value.id == "service")
        )
    ]


@pytest.mark.parametrize(
    ("module", "route", "use_case"),
    [
        ("commands.py", "post_command", "command"),
        ("commands.py", "post_return", "attend"),
        ("commands.py", "post_away", "attend"),
        ("commands.py", "post_resign", "attend"),
        ("games.py", "legal_commands", "legal_commands"),
        ("games.py", "get_game", "game_view"),
    ],
)
def test_a_players_route_makes_one_service_call(module: str, route: str, use_case: str) -> None:
    tree = ast.parse((ROOT / "api" / "routes" / module).read_text())
    function = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == route)
    assert _calls_in(function) == [use_case]
    helpers = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)} - {route}
    called = {n.func.id for n in ast.walk(function) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    assert not called & helpers, "the route answers by itself: no helper of its module calls the service again"


def test_no_route_imports_a_game_package() -> None:
    for path in (ROOT / "api" / "routes").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                assert not (node.module or "").startswith("domain.games"), path.name


def test_the_ports_set_on_the_service_reach_every_component(settings: Settings) -> None:
    """A clock or an entropy set on the front is the one every component uses; the other ports cannot be set."""
    service = service_over(settings, ManualClock(now=1), matches=True)
    later, seeds = ManualClock(now=2), SeededEntropy("other")
    service.clock, service.entropy = later, seeds
    assert service.matches is not None
    for component in (service.scheduling, service.commands, service.lobbies, service.matches):
        assert component.clock is later
    assert service.commands.entropy is seeds and service.lobbies.entropy is seeds
    with pytest.raises(AttributeError):
        service.store = service.store  # type: ignore[misc]


def test_a_service_without_the_match_component_refuses_to_play_a_table_of_a_match(settings: Settings) -> None:
    """Over a store that holds a match (made by a service that plays them), a service without the component
    plays none of its tables: played as a game of its own, a table would wait forever for the match's step."""
    clock = ManualClock(now=1_700_000_000_000)
    full = service_over(settings, clock, matches=True)
    match = full.create_game("bombs", [PlayerSpec(name=f"p{i}") for i in range(6)], {"window_ms": 0})
    table = table_id(match.game_id, full.table_keys(full.load(match.game_id))[0])
    bare = service_over(settings, clock, matches=False)
    with pytest.raises(LookupError, match="plays no matches"):
        bare.handle_command(table, 0, Pass())
    with pytest.raises(LookupError, match="plays no matches"):
        bare.apply_timer(table, "any")
    with pytest.raises(LookupError, match="plays no matches"):
        bare.play_bot(table, 0, 0)
