"""The deployment files (docker-compose.yml, Dockerfile, .dockerignore, pyproject.toml's dependencies and
constraints.txt) name only things that exist and do what they say. Docker does not run here, so each file is
parsed and what it runs is run or imported directly: the console script and its subcommands, the gunicorn config
and app factory, and the health checks themselves against a live API and a worker heartbeat."""

from __future__ import annotations

import ast
import importlib
import importlib.metadata
import inspect
import json
import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
import threading
import time
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import pytest
import redis
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from werkzeug.serving import make_server

from eventstore.heartbeat import beat, worker_name
from powderkeg.wiring import create_app
from settings import Settings

ROOT = Path(__file__).resolve().parents[1]
SOURCE_PACKAGES = ("api", "domain", "eventstore", "powderkeg", "settings", "workers")
# The installed console scripts (powderkeg, gunicorn) sit beside the interpreter running the tests.
SCRIPTS = Path(sys.executable).parent
# pip, setuptools and wheel are the installer's own: constraints.txt leaves them to the venv (see its header).
INSTALLER_PACKAGES = {"pip", "setuptools", "wheel"}
USAGE_ERROR = 2  # argparse's exit status for arguments it does not know
ENV_NAME = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
#: The API processes of docker-compose.yml, behind its proxy.
API = ("api-1", "api-2")
HAPROXY_CFG = ROOT / "deploy" / "haproxy.cfg"


# --- parsing the files ---------------------------------------------------------------------------------------------


def dockerfile() -> list[tuple[str, str]]:
    """The Dockerfile's instructions as (INSTRUCTION, arguments), continuation lines joined, comments dropped."""
    instructions: list[tuple[str, str]] = []
    for line in (ROOT / "Dockerfile").read_text().replace("\\\n", " ").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            keyword, _, arguments = line.partition(" ")
            instructions.append((keyword.upper(), " ".join(arguments.split())))
    return instructions


def dockerfile_args(keyword: str) -> list[str]:
    """The arguments of every ``keyword`` instruction, in order."""
    return [arguments for instruction, arguments in dockerfile() if instruction == keyword]


@pytest.fixture(scope="module")
def services() -> dict[str, dict[str, Any]]:
    """docker-compose.yml's services (YAML anchors and merge keys resolved by the loader)."""
    compose = yaml.safe_load((ROOT / "docker-compose.yml").read_text())
    return dict(compose["services"])


def argv(command: str | list[str]) -> list[str]:
    """A compose ``command`` or a health check ``test`` as an argument list (exec form only: no shell)."""
    assert isinstance(command, list), f"{command!r}: use the exec form, a list, so no shell is needed"
    if command[0] in ("CMD", "CMD-SHELL"):
        assert command[0] == "CMD", f"{command!r}: use CMD, the exec form"
        command = command[1:]
    return [str(part) for part in command]


def pyproject() -> dict[str, Any]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return tomllib.load(file)


def pins() -> dict[str, str]:
    """constraints.txt as {canonical name: exact version}, for pins whose environment marker (if any) holds here."""
    pinned: dict[str, str] = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            requirement = Requirement(line)
            (spec,) = requirement.specifier
            assert spec.operator == "==", f"constraints.txt: {line!r} is not an exact pin (name==version)"
            if requirement.marker is None or requirement.marker.evaluate():
                pinned[canonicalize_name(requirement.name)] = spec.version
    return pinned


def declared_requirements() -> list[Requirement]:
    """pyproject.toml's runtime dependencies and its test extra."""
    project = pyproject()["project"]
    return [Requirement(r) for r in project["dependencies"] + project["optional-dependencies"]["test"]]


def run_script(args: list[str], env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """Run an installed console script (``args[0]`` names it) with ``args[1:]``, as docker-compose.yml would."""
    script = SCRIPTS / args[0]
    assert script.is_file(), f"no console script {args[0]!r} is installed beside {sys.executable}"
    return subprocess.run([str(script), *args[1:]], capture_output=True, text=True, timeout=60, env=env)


# --- docker-compose.yml --------------------------------------------------------------------------------------------


def test_compose_runs_redis_a_proxy_two_api_processes_and_a_worker(services: dict[str, dict[str, Any]]) -> None:
    assert set(services) == {"redis", "proxy", *API, "worker"}


def test_the_api_processes_are_alike_and_each_runs_one_gunicorn_worker(services: dict[str, dict[str, Any]]) -> None:
    first, *others = (services[name] for name in API)
    assert all(other == first for other in others)
    assert first["environment"]["POWDERKEG_WORKERS"] == "1", "one process each: the proxy sends a game to one"
    assert "ports" not in first, "clients reach the API through the proxy"


def test_the_proxy_runs_the_repositorys_haproxy_file_in_front_of_every_api_process(
    services: dict[str, dict[str, Any]],
) -> None:
    proxy = services["proxy"]
    assert proxy["image"].startswith("haproxy:2.6")
    (mount,) = proxy["volumes"]
    source, target, mode = mount.split(":")
    assert (ROOT / source).resolve() == HAPROXY_CFG and target == "/usr/local/etc/haproxy/haproxy.cfg"
    assert mode == "ro"
    named = set(re.findall(r"\$\{(POWDERKEG_API_\d+)\}", HAPROXY_CFG.read_text()))
    assert named == {name for name in proxy["environment"] if name.startswith("POWDERKEG_API_")}
    gunicorn_port = importlib.import_module("api.gunicorn_conf").bind.rsplit(":", 1)[1]
    assert sorted(proxy["environment"][name] for name in named) == [f"{name}:{gunicorn_port}" for name in API]
    assert proxy["ports"] == [f"{gunicorn_port}:{proxy['environment']['POWDERKEG_PROXY_BIND'].split(':')[1]}"]
    assert proxy["depends_on"] == {name: {"condition": "service_healthy"} for name in API}


def test_haproxy_accepts_the_proxys_file() -> None:
    haproxy = shutil.which("haproxy")
    if haproxy is None:
        pytest.fail("haproxy is not on the path: `make test` installs Debian's haproxy (README, Two commands)")
    env = {**os.environ, "POWDERKEG_API_1": "127.0.0.1:8001", "POWDERKEG_API_2": "127.0.0.1:8002",
           "POWDERKEG_PROXY_BIND": "127.0.0.1:8000"}  # fmt: skip
    done = subprocess.run([haproxy, "-c", "-f", str(HAPROXY_CFG)], capture_output=True, text=True, env=env, timeout=30)
    assert done.returncode == 0, done.stdout + done.stderr


def test_api_and_worker_run_one_image_built_from_the_dockerfile(services: dict[str, dict[str, Any]]) -> None:
    images = {services[name].get("image") for name in (*API, "worker")}
    assert len(images) == 1 and None not in images, f"api and worker must name one image, not {images}"
    builds = [services[name]["build"] for name in (*API, "worker") if "build" in services[name]]
    assert builds, "one of api and worker must build the image"
    for build in builds:
        context = build if isinstance(build, str) else build.get("context", ".")
        assert (ROOT / context / "Dockerfile").resolve() == ROOT / "Dockerfile"


def test_every_service_restarts_unless_stopped(services: dict[str, dict[str, Any]]) -> None:
    assert {name: service.get("restart") for name, service in services.items()} == {
        name: "unless-stopped" for name in services
    }


def test_compose_pins_a_redis_under_the_bsd_licence(services: dict[str, dict[str, Any]]) -> None:
    """Redis 7.2, the last release under BSD (7.4 and later: RSALv2 or SSPL), or Valkey: never a floating tag."""
    image = services["redis"]["image"]
    assert image == "redis:7.2" or re.fullmatch(r"valkey/valkey:\d+(\.\d+)*", image), image


def test_redis_fsyncs_every_write_and_never_evicts(services: dict[str, dict[str, Any]]) -> None:
    command = " ".join(argv(services["redis"]["command"]))
    for flags in ("--appendonly yes", "--appendfsync always", "--maxmemory-policy noeviction"):
        assert flags in command


def test_api_and_worker_start_after_redis_is_healthy(services: dict[str, dict[str, Any]]) -> None:
    assert "healthcheck" in services["redis"]
    for name in (*API, "worker"):
        assert services[name]["depends_on"] == {"redis": {"condition": "service_healthy"}}


def test_compose_sets_only_environment_variables_the_server_reads(services: dict[str, dict[str, Any]]) -> None:
    read = variables_the_code_reads()
    for name, service in services.items():
        if name in ("redis", "proxy"):  # their images' own: the proxy's are read by deploy/haproxy.cfg
            continue
        environment = service.get("environment", {})
        names = set(environment) if isinstance(environment, dict) else {e.split("=", 1)[0] for e in environment}
        assert names <= read, f"{name} sets {sorted(names - read)}, which no code reads"


def test_the_environment_scan_finds_every_variable_the_server_is_known_to_read() -> None:
    """The scan behind the test above finds the variables of Settings.from_env, gunicorn_conf and the rest."""
    assert variables_the_code_reads() >= {
        "REDIS_URL",
        "POWDERKEG_KEY_PREFIX",
        "POWDERKEG_BIND",
        "POWDERKEG_WORKERS",
        "POWDERKEG_WORKER_CONNECTIONS",
        "POWDERKEG_SSE_HEARTBEAT_S",
        "POWDERKEG_RATE_LIMIT",
        "PROMETHEUS_MULTIPROC_DIR",
    }


def variables_the_code_reads() -> set[str]:
    """Every environment variable the server may read: the keys Settings.from_env asks for, and every constant
    string shaped like a variable name (NAME_LIKE_THIS) in a source module that reads the environment."""

    class Recording(dict[str, str]):
        asked: set[str] = set()

        def get(self, key: str, default: Any = None) -> Any:
            self.asked.add(key)
            return super().get(key, default)

        def __getitem__(self, key: str) -> str:
            self.asked.add(key)
            return super().__getitem__(key)

    Settings.from_env(Recording())
    names = set(Recording.asked)
    for package in SOURCE_PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            source = path.read_text()
            if "environ" not in source and "getenv" not in source:
                continue
            for node in ast.walk(ast.parse(source)):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and ENV_NAME.fullmatch(node.value):
                    names.add(node.value)
    return names


# --- what compose and the Dockerfile run ----------------------------------------------------------------------------


def test_the_api_runs_the_dockerfile_command(services: dict[str, dict[str, Any]]) -> None:
    (cmd,) = dockerfile_args("CMD")
    assert all(argv(services[name]["command"]) == json.loads(cmd) for name in API)


def test_the_api_command_is_gunicorn_with_the_production_config_and_the_app_factory(
    services: dict[str, dict[str, Any]],
) -> None:
    args = argv(services["api-1"]["command"])
    assert args[0] == "gunicorn" and (SCRIPTS / "gunicorn").is_file()
    config = args[args.index("-c") + 1]
    assert config.startswith("python:")
    conf = importlib.import_module(config.removeprefix("python:"))
    assert conf.worker_class == "api.gunicorn_worker.ProblemGeventWorker"  # gunicorn's gevent worker, subclassed
    module_name, _, call = args[-1].partition(":")
    assert call.endswith("()"), "gunicorn calls the factory: 'module:factory()'"
    factory = getattr(importlib.import_module(module_name), call.removesuffix("()"))
    assert factory is create_app
    inspect.signature(factory).bind()  # callable with no arguments: settings then come from the environment


def test_the_worker_command_is_a_powderkeg_subcommand(services: dict[str, dict[str, Any]]) -> None:
    args = argv(services["worker"]["command"])
    assert pyproject()["project"]["scripts"][args[0]] == "powderkeg.cli:main"
    done = run_script([*args, "--help"])
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"usage: {' '.join(args)}")


@pytest.fixture
def live_api(settings: Settings, redis_client: redis.Redis) -> Iterator[str]:
    """The API served over HTTP on a free loopback port (the test Redis, this test's key prefix); its URL."""
    server = make_server("127.0.0.1", 0, create_app(settings), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(10)
    server.server_close()
    for key in redis_client.scan_iter(f"{settings.key_prefix}:*"):
        redis_client.delete(key)


def test_the_api_health_check_passes_against_a_ready_api_and_fails_without_one(
    services: dict[str, dict[str, Any]], live_api: str
) -> None:
    check = services["api-1"]["healthcheck"]
    args = argv(check["test"])
    assert args[:3] == ["powderkeg", "probe", "api"]
    url = args[args.index("--url") + 1]
    gunicorn_port = int(importlib.import_module("api.gunicorn_conf").bind.rsplit(":", 1)[1])
    assert urlsplit(url).port == gunicorn_port, "the probe runs in the api container, where gunicorn listens"
    served = urlsplit(live_api)
    args[args.index("--url") + 1] = urlunsplit(urlsplit(url)._replace(netloc=served.netloc))
    done = run_script(args)
    assert done.returncode == 0, done.stdout + done.stderr
    args[args.index("--url") + 1] = f"http://127.0.0.1:{closed_port()}"
    done = run_script(args)
    assert done.returncode not in (0, USAGE_ERROR), done.stdout + done.stderr


def test_the_worker_health_check_passes_only_with_a_fresh_heartbeat(
    services: dict[str, dict[str, Any]], settings: Settings, redis_client: redis.Redis
) -> None:
    args = argv(services["worker"]["healthcheck"]["test"])
    assert args[:3] == ["powderkeg", "probe", "worker"]
    assert settings.redis_url is not None
    env = {**os.environ, "REDIS_URL": settings.redis_url, "POWDERKEG_KEY_PREFIX": settings.key_prefix}
    try:
        done = run_script(args, env)
        assert done.returncode not in (0, USAGE_ERROR), "no worker has beaten: the check must fail"
        # A worker of this host (as a worker in the container beats: host:pid).
        beat(redis_client, settings.key_prefix, worker_name(), int(time.time() * 1000))
        done = run_script(args, env)
        assert done.returncode == 0, done.stdout + done.stderr
    finally:
        for key in redis_client.scan_iter(f"{settings.key_prefix}:*"):
            redis_client.delete(key)


def test_api_and_worker_health_checks_have_timeouts(services: dict[str, dict[str, Any]]) -> None:
    for name in (*API, "worker"):
        check = services[name]["healthcheck"]
        assert {"interval", "timeout", "retries"} <= set(check), f"{name}: {check}"


def closed_port() -> int:
    """A loopback port that was free a moment ago: nothing listens on it."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


# --- Dockerfile and .dockerignore ----------------------------------------------------------------------------------


def test_the_image_runs_as_a_user_other_than_root(services: dict[str, dict[str, Any]]) -> None:
    instructions = [keyword for keyword, _ in dockerfile()]
    users = dockerfile_args("USER")
    assert users and users[-1].split(":")[0] not in ("root", "0")
    assert instructions.index("USER") < instructions.index("CMD")
    for name in (*API, "worker"):
        assert str(services[name].get("user", "")).split(":")[0] not in ("root", "0")


def test_the_dockerfile_installs_the_package_with_the_constraints() -> None:
    installs = [run for run in dockerfile_args("RUN") if "pip install" in run]
    assert len(installs) == 1
    command = shlex.split(installs[0].split("&&")[0])
    assert command[:2] == ["pip", "install"]
    assert command[command.index("-c") + 1] == "constraints.txt"
    assert "." in command and "--no-cache-dir" in command


def test_the_dockerfile_copies_what_the_install_needs_before_installing() -> None:
    copied: set[str] = set()
    for keyword, arguments in dockerfile():
        if keyword == "COPY":
            copied.update(arguments.split()[:-1])
        if keyword == "RUN" and "pip install" in arguments:
            break
    project = pyproject()
    packages = project["tool"]["setuptools"]["packages"]["find"]["include"]
    needed = {"pyproject.toml", "constraints.txt", project["project"]["readme"]} | {p.rstrip("*") for p in packages}
    assert needed <= copied, f"not copied before the install: {sorted(needed - copied)}"


def test_the_production_smoke_copies_what_the_install_needs() -> None:
    """.ci/production-smoke builds the package from the files it copies, as the Dockerfile does from its COPY."""
    script = (ROOT / ".ci" / "production-smoke").read_text().replace("\\\n", " ")
    (line,) = [line for line in script.splitlines() if line.lstrip().startswith('tar -C "$root"')]
    args = shlex.split(line.split("|")[0])
    copied = set(args[args.index("-") + 1 :])
    project = pyproject()
    packages = project["tool"]["setuptools"]["packages"]["find"]["include"]
    needed = {"pyproject.toml", project["project"]["readme"]} | {p.rstrip("*") for p in packages}
    assert needed <= copied, f"not copied before the install: {sorted(needed - copied)}"


def test_dockerignore_keeps_the_repository_venv_and_caches_out_of_the_build_context() -> None:
    ignored = {line.strip().strip("/") for line in (ROOT / ".dockerignore").read_text().splitlines()}
    assert {".git", ".venv", ".cache", ".powderkeg", "**/__pycache__"} <= ignored
    assert "bench" in ignored or "bench/results" in ignored


def test_dockerignore_keeps_everything_the_dockerfile_copies() -> None:
    ignored = {line.strip().strip("/") for line in (ROOT / ".dockerignore").read_text().splitlines()}
    for arguments in dockerfile_args("COPY"):
        for source in arguments.split()[:-1]:
            assert source not in ignored and (ROOT / source).exists(), source


# --- dependencies ---------------------------------------------------------------------------------------------------


def test_every_dependency_has_an_upper_bound() -> None:
    for requirement in declared_requirements():
        assert any(spec.operator in ("<", "<=", "==", "~=") for spec in requirement.specifier), (
            f"{requirement}: give it an upper bound, so its next major release cannot change behaviour unnoticed"
        )


def test_every_dependency_is_pinned_in_constraints_within_its_range() -> None:
    pinned = pins()
    for requirement in declared_requirements():
        name = canonicalize_name(requirement.name)
        assert name in pinned, f"{requirement.name} is not pinned in constraints.txt"
        assert requirement.specifier.contains(pinned[name]), f"{name}=={pinned[name]} is outside {requirement}"


def test_gunicorn_is_declared_with_its_gevent_extra() -> None:
    (gunicorn,) = [r for r in declared_requirements() if canonicalize_name(r.name) == "gunicorn"]
    assert "gevent" in gunicorn.extras


def test_constraints_pin_every_package_the_dependencies_pull_in_at_the_version_installed() -> None:
    """Walk the installed metadata from pyproject.toml's requirements: every package reached is pinned, and the
    venv running these tests holds exactly the pinned version (else the tests did not test the pins)."""
    pinned = pins()
    seen: set[str] = set()
    todo = declared_requirements()
    while todo:
        requirement = todo.pop()
        name = canonicalize_name(requirement.name)
        if name in seen or name in INSTALLER_PACKAGES:
            continue
        seen.add(name)
        assert name in pinned, f"{name} is installed as a dependency but not pinned in constraints.txt"
        installed = importlib.metadata.version(name)
        assert installed == pinned[name], f"the venv holds {name} {installed}, constraints.txt pins {pinned[name]}"
        for text in importlib.metadata.requires(name) or []:
            child = Requirement(text)
            extras = ("", *requirement.extras)
            if child.marker is None or any(child.marker.evaluate({"extra": extra}) for extra in extras):
                todo.append(child)
    assert {"packaging", "prometheus-client", "psutil", "gevent"} <= seen


def test_make_docker_and_ci_install_with_the_constraints() -> None:
    assert "-c constraints.txt" in (ROOT / "Makefile").read_text()
    assert '-c "$root/constraints.txt"' in (ROOT / ".ci" / "production-smoke").read_text()
    assert os.access(ROOT / ".ci" / "production-smoke", os.X_OK)
    assert ".ci/production-smoke" in (ROOT / ".ci" / "run").read_text()
