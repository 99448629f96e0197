"""Each client's example (clients/python/examples, clients/typescript/examples) type-checks against its generated
client and plays a game of bombs against three bots to its end on a live ``powderkeg serve``: it follows the game
over SSE with a stream ticket and verifies it. What it claims is then asked of the server apart: the game it names
is finished, ann sat at seat 0 among three bots, and it verifies."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.serve_process import Served, call

ROOT = Path(__file__).resolve().parents[2]
PYTHON_CLIENT = ROOT / "clients" / "python"
PYTHON_EXAMPLE = PYTHON_CLIENT / "examples" / "play_against_bots.py"
TYPESCRIPT = ROOT / "clients" / "typescript"
TYPESCRIPT_EXAMPLE = Path("dist/examples/play-against-bots.js")  # where tsc writes it
# No rate limit and bots that move at once, whatever the environment running the tests says.
SERVE_ENV = {"POWDERKEG_RATE_LIMIT": "0", "POWDERKEG_BOT_DELAY_MS": "0"}
#: The line an example prints when every check held.
DONE = re.compile(
    r"^game (?P<game>\S+) finished at version (?P<version>\d+): ann placed [1-4] of 4; (?P<streamed>\d+) "
    r"events streamed; verified \((?P<events>\d+) events, head [0-9a-f]{64}\)$"
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """``powderkeg serve`` with its embedded Redis and a worker that plays the bots."""
    served = Served(tmp_path_factory.mktemp("clients-serve") / "data", env=SERVE_ENV)
    try:
        served.wait_until_timers_are_processed()
        yield served
    finally:
        served.close()


@pytest.fixture(scope="module")
def node() -> str:
    """Node.js; the test fails (never skips) without it, as the JavaScript verifier's do."""
    found = shutil.which("node")
    if found is None:
        pytest.fail("node is not on the path: the TypeScript client's tests need Node.js 20 or later (README)")
    return found


@pytest.fixture(scope="module")
def typescript_example(node: str) -> Path:
    """The TypeScript example compiled: ``npm ci`` from the lock file when node_modules is missing or older than
    it, then ``tsc`` (strict, every check on) over the client and the example, which fails on a type error."""
    installed = run([sys.executable, ROOT / "clients" / "generate.py", "--node-modules"])
    assert installed.returncode == 0, installed.stdout + installed.stderr
    compiled = run([node, TYPESCRIPT / "node_modules" / "typescript" / "bin" / "tsc", "-p", TYPESCRIPT])
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    return TYPESCRIPT / TYPESCRIPT_EXAMPLE


def run(command: list[str | Path], cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """``command`` run to its end (two minutes at most), its output kept."""
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=120)


def assert_played_and_verified(done: subprocess.CompletedProcess[str], server: Served) -> None:
    """The example succeeded and printed its line, and the server agrees with what the line says."""
    assert done.returncode == 0, done.stdout + done.stderr
    line = done.stdout.strip()
    found = DONE.match(line)
    assert found is not None, line
    game, version = found["game"], int(found["version"])
    assert int(found["events"]) == version + 1  # versions 0 to the last
    assert 0 < int(found["streamed"]) <= version
    status, view = call("GET", f"{server.url}/v1/games/{game}")
    assert status == 200, view
    assert (view["status"], view["version"]) == ("finished", version)
    assert view["seats"][0]["name"] == "ann"
    assert [s["bot"] for s in view["seats"]] == [False, True, True, True]
    status, verdict = call("GET", f"{server.url}/v1/games/{game}/verify")
    assert status == 200 and verdict["ok"] and verdict["head_sha256"] == view["head_sha256"], verdict


def test_the_python_client_is_installed_from_clients_python() -> None:
    """``make`` installs clients/python into the venv (editable), as its users install it with pip."""
    done = run([sys.executable, "-c", "import powderkeg_client; print(powderkeg_client.__file__)"], Path("/"))
    assert done.returncode == 0, f"powderkeg_client is not installed; `make` installs it:\n{done.stderr}"
    assert Path(done.stdout.strip()).parent == PYTHON_CLIENT / "powderkeg_client"


def test_the_python_example_type_checks_against_the_generated_client(tmp_path: Path) -> None:
    """mypy, strict, finds no error in the example; the generated package is read for its types only."""
    mypy: list[str | Path] = [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent"]
    done = run([*mypy, "--cache-dir", tmp_path, PYTHON_EXAMPLE])
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_python_example_plays_a_game_against_bots_to_its_end_and_verifies_it(server: Served) -> None:
    done = run([sys.executable, PYTHON_EXAMPLE, server.url])
    assert_played_and_verified(done, server)


def test_the_typescript_example_plays_a_game_against_bots_to_its_end_and_verifies_it(
    server: Served, node: str, typescript_example: Path
) -> None:
    done = run([node, typescript_example, server.url], TYPESCRIPT)
    assert_played_and_verified(done, server)


def test_the_examples_say_which_check_failed_and_exit_1_when_the_server_refuses(
    server: Served, node: str, typescript_example: Path
) -> None:
    """Pointed at an address that is not the API (every path under it answers 404), each example stops at its
    first check, says so, and exits 1: an example that exits 0 has passed its checks."""
    wrong = f"{server.url}/not-the-api"
    python = run([sys.executable, PYTHON_EXAMPLE, wrong])
    assert (python.returncode, python.stdout) == (1, ""), python.stdout + python.stderr
    assert python.stderr.startswith("check failed: a game: "), python.stderr
    typescript = run([node, typescript_example, wrong], TYPESCRIPT)
    assert (typescript.returncode, typescript.stdout) == (1, ""), typescript.stdout + typescript.stderr
    assert typescript.stderr.startswith("check failed: creating the game: "), typescript.stderr
